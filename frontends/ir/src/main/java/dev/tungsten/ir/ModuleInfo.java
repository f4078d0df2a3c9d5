package dev.tungsten.ir;

import java.util.BitSet;
import java.util.List;

/// What [Validator#validate] learned about a module: the type of every expression, use counts,
/// which globals each function and entry point touches, and the errors and warnings found. Back
/// ends read it instead of recomputing; the module itself is never changed.
public record ModuleInfo(List<FunctionInfo> functions, List<EntryPointInfo> entryPoints,
                         TypeResolution[] globalExpressionTypes, List<ValidationError> errors,
                         List<ValidationError> warnings) {

    public boolean isValid() {
        return errors.isEmpty();
    }

    public FunctionInfo function(Handle<Function> f) {
        return functions.get(f.index());
    }

    /// Facts about one function.
    /// - `types[i]`: the type of expression `i` (`null` only when validation failed);
    /// - `refCounts[i]`: how many expressions and statements use expression `i`;
    /// - `globalsUsed`: global variable indices the function (not its callees) refers to;
    /// - `callees`: function indices it calls;
    /// - `nonUniform[i]`: whether expression `i` may differ between invocations;
    /// - the flags say whether the body itself uses derivatives (or implicit-level sampling),
    ///   barriers, or `discard`.
    public record FunctionInfo(TypeResolution[] types, int[] refCounts, BitSet globalsUsed, BitSet callees,
                               BitSet nonUniform, boolean usesDerivatives, boolean usesBarriers, boolean usesKill) {
        public TypeResolution type(Handle<Expression> e) {
            return types[e.index()];
        }
    }

    /// Facts about one entry point, including everything its callees use.
    public record EntryPointInfo(BitSet globalsUsed, BitSet functionsReached) {}
}
