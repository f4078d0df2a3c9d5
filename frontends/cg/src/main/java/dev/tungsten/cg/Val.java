package dev.tungsten.cg;

import java.util.List;
import java.util.Map;

import dev.tungsten.ir.Expression;
import dev.tungsten.ir.Handle;

/// What lowering a Cg expression gives: a value, a place in memory (an lvalue), a write mask
/// over some components of a place, a sampler, or a struct whose members include samplers.
sealed interface Val {
    CgType type();

    /// A value computed by `expr` in the current function's arena.
    record Rv(Handle<Expression> expr, CgType type) implements Val {}

    /// A place: `pointer` is an IR pointer expression. `uniform` places live in the uniform
    /// buffer, where `bool` is stored as `u32` and nothing may be written; `readOnly` marks
    /// `const` variables and `in` sampler-free constants.
    record Ref(Handle<Expression> pointer, CgType type, boolean uniform, boolean readOnly, String name) implements Val {}

    /// Some scalar components of places (a swizzle or matrix swizzle of an lvalue): one pointer
    /// per component, in order; `type` is the scalar or vector they make. When they all come
    /// from one vector (or scalar) place, `source` points to it and `pattern` picks them, so a
    /// read is one load and a swizzle; otherwise `source` is `null`. `repeatedIn` is the type
    /// swizzled when the swizzle names a component twice (it cannot be written), else `null`.
    record Components(List<Handle<Expression>> pointers, CgType type, boolean uniform, boolean readOnly, String name,
                      Handle<Expression> source, int sourceSize, List<Integer> pattern, String repeatedIn) implements Val {
        public Components {
            pointers = List.copyOf(pointers);
            pattern = pattern == null ? null : List.copyOf(pattern);
        }

        Components(List<Handle<Expression>> pointers, CgType type, boolean uniform, boolean readOnly, String name) {
            this(pointers, type, uniform, readOnly, name, null, 0, null, null);
        }
    }

    /// A sampler: the IR image and sampler handles (globals or function arguments) and where
    /// they came from, for shadow-use tracking.
    record SamplerVal(Handle<Expression> image, Handle<Expression> sampler, CgType.Sampler type, SamplerOrigin origin)
            implements Val {}

    /// A struct value whose type holds samplers: `data` is the value or place of its other
    /// members (`null` when it has none), `samplers` its sampler members by name (nested structs
    /// as further aggregates).
    record Aggregate(Val data, CgType.Struct type, Map<String, Val> samplers) implements Val {}

    /// Where a sampler's handles come from: a resource binding of the program, or a parameter
    /// of the function being lowered.
    sealed interface SamplerOrigin {
        record Global(Globals.SamplerBinding binding) implements SamplerOrigin {}

        record Parameter(FunctionLowering.Lowered function, int leaf) implements SamplerOrigin {}
    }
}
