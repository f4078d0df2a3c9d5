package dev.tungsten.ir;

import java.util.ArrayList;
import java.util.List;

/// A shader module: the unit a front end produces, the validator checks and the TGSI lowering
/// consumes (one entry point at a time). See `package-info.java` for the evaluation rules.
public final class Module {
    private final UniqueArena<Type> types = new UniqueArena<>();
    private final Arena<Constant> constants = new Arena<>();
    private final Arena<OverrideConstant> overrides = new Arena<>();
    private final Arena<GlobalVariable> globals = new Arena<>();
    private final Arena<Expression> globalExpressions = new Arena<>();
    private final Arena<Function> functions = new Arena<>();
    private final List<EntryPoint> entryPoints = new ArrayList<>();
    private final java.util.Map<String, Handle<Type>> predeclaredTypes = new java.util.HashMap<>();
    private Severity derivativeUniformity = Severity.ERROR;

    public UniqueArena<Type> types() {
        return types;
    }

    public Arena<Constant> constants() {
        return constants;
    }

    public Arena<OverrideConstant> overrides() {
        return overrides;
    }

    public Arena<GlobalVariable> globals() {
        return globals;
    }

    /// Constant and override expressions: initialisers of constants, overrides and private
    /// globals, override-sized array counts and workgroup sizes. Only [Expression.Lit],
    /// [Expression.ConstantRef], [Expression.OverrideRef], [Expression.ZeroValue],
    /// [Expression.Compose], [Expression.Splat], [Expression.Swizzle], [Expression.AccessIndex],
    /// [Expression.Access], [Expression.Unary], [Expression.Binary], [Expression.Select],
    /// [Expression.Relational], [Expression.Math] and [Expression.As] may appear here.
    public Arena<Expression> globalExpressions() {
        return globalExpressions;
    }

    public Arena<Function> functions() {
        return functions;
    }

    public List<EntryPoint> entryPoints() {
        return entryPoints;
    }

    /// Struct types the language predeclares for built-in results, by name:
    /// `__modf_result_<T>`, `__frexp_result_<T>` and `__atomic_compare_exchange_result_<T>`,
    /// where `<T>` is `f32`, `vec3_f32` and so on ([#predeclaredName]).
    public java.util.Map<String, Handle<Type>> predeclaredTypes() {
        return predeclaredTypes;
    }

    /// The key of [#predeclaredTypes] for `kind` (`modf`, `frexp`, `atomic_compare_exchange`)
    /// with argument type `arg`.
    public static String predeclaredName(String kind, TypeInner arg) {
        String suffix = switch (arg) {
            case TypeInner.Vector v -> "vec" + v.size() + "_" + v.scalar().wgslName();
            default -> arg.scalar().wgslName();
        };
        return "__" + kind + "_result_" + suffix;
    }

    /// Module-wide severity of `derivative_uniformity` (set by a `diagnostic` directive).
    public Severity derivativeUniformity() {
        return derivativeUniformity;
    }

    public void setDerivativeUniformity(Severity s) {
        this.derivativeUniformity = s;
    }

    /// Inserts a type without a name.
    public Handle<Type> type(TypeInner inner) {
        return types.insert(new Type(null, inner), Span.UNDEFINED);
    }

    public TypeInner inner(Handle<Type> t) {
        return types.get(t).inner();
    }
}
