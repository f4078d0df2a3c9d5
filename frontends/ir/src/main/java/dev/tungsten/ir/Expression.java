package dev.tungsten.ir;

import java.util.List;

/// A value-producing node of a function's (or the module's constant) expression arena.
/// Expressions form a DAG: operands are handles to earlier expressions of the same arena.
/// They have no side effects; [Statement]s do, and decide when an expression is evaluated:
///
/// - [Lit], [ConstantRef], [OverrideRef], [ZeroValue], [ArgumentRef], [GlobalRef] and [LocalRef]
///   are evaluated before the function starts ("pre-emitted") and need no [Statement.Emit];
/// - [CallResult], [AtomicResult], [WorkGroupUniformLoadResult] and [SubgroupResult] are the
///   value of the one statement that names them, evaluated when it runs;
/// - every other expression is evaluated by the one `Emit` whose range covers it, and may be
///   used only by later expressions of that `Emit`, later statements of that `Emit`'s block and
///   their sub-statements.
///
/// Typing rules are given per variant; the validator checks them.
public sealed interface Expression {

    /// A scalar constant of the literal's type (never abstract in validated IR).
    record Lit(Literal value) implements Expression {}

    /// The value of a module constant.
    record ConstantRef(Handle<Constant> constant) implements Expression {}

    /// The pipeline-time value of an override.
    record OverrideRef(Handle<OverrideConstant> override) implements Expression {}

    /// The zero value of a constructible type.
    record ZeroValue(Handle<Type> type) implements Expression {}

    /// A vector, matrix, array or struct built from components: for a vector, scalars or
    /// smaller vectors whose sizes add up; for a matrix, its columns; for arrays and structs,
    /// one value per element or member, in order.
    record Compose(Handle<Type> type, List<Handle<Expression>> components) implements Expression {
        public Compose {
            components = List.copyOf(components);
        }
    }

    /// Element `index` (an integer expression) of a vector, matrix or array value, or a pointer
    /// to the element when `base` is a pointer.
    record Access(Handle<Expression> base, Handle<Expression> index) implements Expression {}

    /// Component, column, element or member `index` of `base` (a value or a pointer).
    record AccessIndex(Handle<Expression> base, int index) implements Expression {}

    /// A vector of `size` copies of a scalar.
    record Splat(int size, Handle<Expression> value) implements Expression {}

    /// A vector of `size` components of `vector`, picked by `pattern` (component indices).
    record Swizzle(int size, Handle<Expression> vector, List<Integer> pattern) implements Expression {
        public Swizzle {
            pattern = List.copyOf(pattern);
        }
    }

    /// Argument `index` of the function.
    record ArgumentRef(int index) implements Expression {}

    /// A pointer to a global variable; for the [AddressSpace#HANDLE] space, the resource itself.
    record GlobalRef(Handle<GlobalVariable> variable) implements Expression {}

    /// A pointer to a local variable of the function.
    record LocalRef(Handle<LocalVariable> variable) implements Expression {}

    /// The value a pointer points to (an atomic load when it points to an atomic).
    record Load(Handle<Expression> pointer) implements Expression {}

    /// A filtered texture sample. `gather` is the component for `textureGather` (else `null`);
    /// `offset` is a constant `vec2<i32>`/`vec3<i32>` in the module's expressions; `depthRef`
    /// makes it a comparison.
    record ImageSample(Handle<Expression> image, Handle<Expression> sampler, Integer gather,
                       Handle<Expression> coordinate, Handle<Expression> arrayIndex, Handle<Expression> offset,
                       SampleLevel level, Handle<Expression> depthRef) implements Expression {}

    /// How a sample picks its mip level.
    sealed interface SampleLevel {
        /// Implicit derivatives (fragment stage, uniform control flow).
        record Auto() implements SampleLevel {}

        record Zero() implements SampleLevel {}

        record Exact(Handle<Expression> level) implements SampleLevel {}

        record Bias(Handle<Expression> bias) implements SampleLevel {}

        record Gradient(Handle<Expression> x, Handle<Expression> y) implements SampleLevel {}
    }

    /// A texel fetch without filtering; `sample` for multisampled, `level` for mipmapped.
    record ImageLoad(Handle<Expression> image, Handle<Expression> coordinate, Handle<Expression> arrayIndex,
                     Handle<Expression> sample, Handle<Expression> level) implements Expression {}

    record ImageQuery(Handle<Expression> image, ImageQueryKind query) implements Expression {}

    sealed interface ImageQueryKind {
        /// Dimensions at `level` (`null`: level 0).
        record Size(Handle<Expression> level) implements ImageQueryKind {}

        record NumLevels() implements ImageQueryKind {}

        record NumLayers() implements ImageQueryKind {}

        record NumSamples() implements ImageQueryKind {}
    }

    record Unary(UnaryOperator op, Handle<Expression> expr) implements Expression {}

    record Binary(BinaryOperator op, Handle<Expression> left, Handle<Expression> right) implements Expression {}

    /// `condition ? accept : reject`, component-wise when `condition` is a bool vector.
    record Select(Handle<Expression> condition, Handle<Expression> accept, Handle<Expression> reject) implements Expression {}

    record Derivative(DerivativeAxis axis, DerivativeControl control, Handle<Expression> expr) implements Expression {}

    record Relational(RelationalFunction fun, Handle<Expression> argument) implements Expression {}

    /// A call of a built-in math function; unused arguments are `null`.
    record Math(MathFunction fun, Handle<Expression> arg, Handle<Expression> arg1, Handle<Expression> arg2,
                Handle<Expression> arg3) implements Expression {}

    /// A conversion to `kind`: a value conversion to `width` bytes, or a bit cast when `width`
    /// is 0 (then the total size must not change).
    record As(Handle<Expression> expr, ScalarKind kind, int width) implements Expression {
        public boolean isBitcast() {
            return width == 0;
        }
    }

    /// The value returned by the [Statement.Call] that names this expression.
    record CallResult(Handle<Function> function) implements Expression {}

    /// The value of an atomic operation: the old value, or for a compare-exchange the
    /// `__atomic_compare_exchange_result` struct `type`.
    record AtomicResult(Handle<Type> type, boolean comparison) implements Expression {}

    record WorkGroupUniformLoadResult(Handle<Type> type) implements Expression {}

    /// The value of the [Statement.Subgroup] that names it, of type `type`: the argument's type,
    /// `bool` for `subgroupElect`/`All`/`Any`, `vec4<u32>` for `subgroupBallot`.
    record SubgroupResult(Handle<Type> type) implements Expression {}

    /// Elements of the runtime-sized array a pointer points to.
    record ArrayLength(Handle<Expression> pointer) implements Expression {}

    /// Whether the expression is evaluated before the function starts, so no `Emit` covers it.
    default boolean isPreEmitted() {
        return this instanceof Lit || this instanceof ConstantRef || this instanceof OverrideRef
                || this instanceof ZeroValue || this instanceof ArgumentRef || this instanceof GlobalRef
                || this instanceof LocalRef;
    }

    /// Whether a statement, not an `Emit`, evaluates the expression.
    default boolean isStatementResult() {
        return this instanceof CallResult || this instanceof AtomicResult || this instanceof WorkGroupUniformLoadResult
                || this instanceof SubgroupResult;
    }

    /// The expressions this one reads, in a fixed order (for scope checks and use counts).
    default java.util.List<Handle<Expression>> operands() {
        java.util.List<Handle<Expression>> out = new java.util.ArrayList<>(4);
        switch (this) {
            case Compose c -> out.addAll(c.components());
            case Access a -> {
                out.add(a.base());
                out.add(a.index());
            }
            case AccessIndex a -> out.add(a.base());
            case Splat s -> out.add(s.value());
            case Swizzle s -> out.add(s.vector());
            case Load l -> out.add(l.pointer());
            case ImageSample s -> {
                out.add(s.image());
                out.add(s.sampler());
                out.add(s.coordinate());
                addIfSet(out, s.arrayIndex());
                addIfSet(out, s.depthRef());
                switch (s.level()) {
                    case SampleLevel.Exact e -> out.add(e.level());
                    case SampleLevel.Bias b -> out.add(b.bias());
                    case SampleLevel.Gradient g -> {
                        out.add(g.x());
                        out.add(g.y());
                    }
                    default -> { }
                }
            }
            case ImageLoad l -> {
                out.add(l.image());
                out.add(l.coordinate());
                addIfSet(out, l.arrayIndex());
                addIfSet(out, l.sample());
                addIfSet(out, l.level());
            }
            case ImageQuery q -> {
                out.add(q.image());
                if (q.query() instanceof ImageQueryKind.Size s) {
                    addIfSet(out, s.level());
                }
            }
            case Unary u -> out.add(u.expr());
            case Binary b -> {
                out.add(b.left());
                out.add(b.right());
            }
            case Select s -> {
                out.add(s.condition());
                out.add(s.accept());
                out.add(s.reject());
            }
            case Derivative d -> out.add(d.expr());
            case Relational r -> out.add(r.argument());
            case Math mf -> {
                addIfSet(out, mf.arg());
                addIfSet(out, mf.arg1());
                addIfSet(out, mf.arg2());
                addIfSet(out, mf.arg3());
            }
            case As as -> out.add(as.expr());
            case ArrayLength a -> out.add(a.pointer());
            default -> { }
        }
        return out;
    }

    private static void addIfSet(java.util.List<Handle<Expression>> out, Handle<Expression> h) {
        if (h != null) {
            out.add(h);
        }
    }
}
