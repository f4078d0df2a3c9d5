package dev.tungsten.ir;

import java.util.ArrayList;
import java.util.List;

import dev.tungsten.ir.ConstValue.Composite;
import dev.tungsten.ir.ConstValue.EvaluationError;
import dev.tungsten.ir.ConstValue.Lit;
import dev.tungsten.ir.ConstValue.Zero;

/// Evaluates operations on [ConstValue]s with the IR's (WGSL's) exact rules for constant
/// expressions (§8, §15.7): integer overflow, division by zero, shifts by the bit width or
/// more, and float results that are not finite are errors; abstract integers are 64-bit and
/// abstract floats binary64; `f32` results are rounded to binary32 after each operation.
///
/// Front ends call it while lowering constant expressions; the TGSI lowering calls it (through
/// [#evaluate]) to fold override expressions once pipeline values are known. New composite
/// types (vectors of a converted scalar, for example) are inserted into the module's type arena.
public final class ConstEvaluator {
    /// The most elements a zero value is spelled out to (an implementation limit; WGSL requires
    /// 2047 elements in a value constructor).
    static final int MAX_EXPANDED = 65_536;

    private final Module module;
    final ConstMath math;

    public ConstEvaluator(Module module) {
        this.module = module;
        this.math = new ConstMath(this);
    }

    Module module() {
        return module;
    }

    // ------------------------------------------------------------------ types and structure

    public TypeInner inner(ConstValue v) {
        return switch (v) {
            case Lit l -> new TypeInner.ScalarType(l.literal().scalar());
            case Composite c -> module.inner(c.type());
            case Zero z -> module.inner(z.type());
        };
    }

    public Handle<Type> typeOf(ConstValue v) {
        return switch (v) {
            case Lit l -> module.type(new TypeInner.ScalarType(l.literal().scalar()));
            case Composite c -> c.type();
            case Zero z -> z.type();
        };
    }

    /// The scalar of a scalar, vector or matrix value.
    public Scalar scalarOf(ConstValue v) {
        return inner(v).scalar();
    }

    Handle<Type> vectorType(int size, Scalar s) {
        return module.type(size == 1 ? new TypeInner.ScalarType(s) : new TypeInner.Vector(size, s));
    }

    /// The components of a composite value (scalars of a vector, columns of a matrix, elements
    /// of an array, members of a struct), spelling out a [Zero].
    public List<ConstValue> components(ConstValue v) {
        return switch (v) {
            case Lit l -> throw new IllegalArgumentException("scalar has no components");
            case Composite c -> c.components();
            case Zero z -> {
                TypeInner t = module.inner(z.type());
                int n = switch (t) {
                    case TypeInner.Vector vec -> vec.size();
                    case TypeInner.Matrix m -> m.columns();
                    case TypeInner.Array a -> a.size() instanceof TypeInner.ArraySize.Constant c ? c.count() : 0;
                    case TypeInner.Struct s -> s.members().size();
                    default -> 0;
                };
                if (n > MAX_EXPANDED) {
                    throw new EvaluationError("a constant with " + n + " elements is too large to evaluate (limit "
                            + MAX_EXPANDED + ")");
                }
                List<ConstValue> out = new ArrayList<>(n);
                for (int i = 0; i < n; i++) {
                    out.add(zero(elementType(z.type(), i)));
                }
                yield out;
            }
        };
    }

    /// The type of component `i` of a composite type.
    public Handle<Type> elementType(Handle<Type> type, int i) {
        return switch (module.inner(type)) {
            case TypeInner.Vector v -> module.type(new TypeInner.ScalarType(v.scalar()));
            case TypeInner.Matrix m -> module.type(new TypeInner.Vector(m.rows(), m.scalar()));
            case TypeInner.Array a -> a.base();
            case TypeInner.Struct s -> s.members().get(i).type();
            default -> throw new IllegalArgumentException("not a composite type");
        };
    }

    /// The zero value of `type`: a literal for scalars, [Zero] otherwise.
    public ConstValue zero(Handle<Type> type) {
        if (module.inner(type) instanceof TypeInner.ScalarType s) {
            return new Lit(Literal.zero(s.scalar()));
        }
        return new Zero(type);
    }

    public static Literal literal(ConstValue v) {
        if (v instanceof Lit l) {
            return l.literal();
        }
        throw new IllegalArgumentException("not a scalar constant");
    }

    /// Component `index` of a vector, matrix or array value, or member `index` of a struct.
    public ConstValue access(ConstValue base, long index) {
        TypeInner t = inner(base);
        long count = switch (t) {
            case TypeInner.Vector v -> v.size();
            case TypeInner.Matrix m -> m.columns();
            case TypeInner.Array a -> a.size() instanceof TypeInner.ArraySize.Constant c ? c.count() : Long.MAX_VALUE;
            case TypeInner.Struct s -> s.members().size();
            default -> throw new EvaluationError("cannot index a value of this type");
        };
        if (index < 0 || index >= count) {
            throw new EvaluationError("index " + index + " is out of bounds for a value with " + count + " elements");
        }
        if (base instanceof Zero z) {
            return zero(elementType(z.type(), (int) index));
        }
        return components(base).get((int) index);
    }

    public ConstValue splat(int size, ConstValue scalar) {
        List<ConstValue> comps = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            comps.add(scalar);
        }
        return new Composite(vectorType(size, scalarOf(scalar)), comps);
    }

    public ConstValue swizzle(ConstValue vector, List<Integer> pattern) {
        List<ConstValue> comps = components(vector);
        List<ConstValue> out = new ArrayList<>(pattern.size());
        for (int p : pattern) {
            out.add(comps.get(p));
        }
        return out.size() == 1 ? out.getFirst() : new Composite(vectorType(out.size(), scalarOf(vector)), out);
    }

    /// Builds a value of `type` from components; vector components may be given as smaller
    /// vectors, whose scalars are flattened in.
    public ConstValue compose(Handle<Type> type, List<ConstValue> parts) {
        if (module.inner(type) instanceof TypeInner.Vector) {
            List<ConstValue> flat = new ArrayList<>();
            for (ConstValue p : parts) {
                if (p instanceof Lit) {
                    flat.add(p);
                } else {
                    flat.addAll(components(p));
                }
            }
            return new Composite(type, flat);
        }
        return new Composite(type, parts);
    }

    /// Applies `op` to each scalar of a scalar or vector (or matrix) value.
    ConstValue map(ConstValue v, java.util.function.UnaryOperator<Literal> op) {
        if (v instanceof Lit l) {
            return new Lit(op.apply(l.literal()));
        }
        List<ConstValue> out = new ArrayList<>();
        Scalar s = null;
        for (ConstValue c : components(v)) {
            ConstValue r = map(c, op);
            out.add(r);
            if (s == null) {
                s = scalarOf(r);
            }
        }
        TypeInner t = inner(v);
        Handle<Type> type = switch (t) {
            case TypeInner.Vector vec -> vectorType(vec.size(), s);
            case TypeInner.Matrix m -> module.type(new TypeInner.Matrix(m.columns(), m.rows(), s));
            default -> typeOf(v);
        };
        return new Composite(type, out);
    }

    /// Applies `op` to matching scalars of two values of the same shape.
    ConstValue zip(ConstValue a, ConstValue b, java.util.function.BinaryOperator<Literal> op) {
        if (a instanceof Lit x && b instanceof Lit y) {
            return new Lit(op.apply(x.literal(), y.literal()));
        }
        List<ConstValue> ca = components(a);
        List<ConstValue> cb = components(b);
        if (ca.size() != cb.size()) {
            throw new EvaluationError("operands have different sizes");
        }
        List<ConstValue> out = new ArrayList<>(ca.size());
        for (int i = 0; i < ca.size(); i++) {
            out.add(zip(ca.get(i), cb.get(i), op));
        }
        Scalar s = scalarOf(out.getFirst());
        Handle<Type> type = switch (inner(a)) {
            case TypeInner.Vector vec -> vectorType(vec.size(), s);
            case TypeInner.Matrix m -> module.type(new TypeInner.Matrix(m.columns(), m.rows(), s));
            default -> typeOf(a);
        };
        return new Composite(type, out);
    }

    // ------------------------------------------------------------------ operators

    public ConstValue unary(UnaryOperator op, ConstValue v) {
        return map(v, l -> ConstScalars.unary(op, l));
    }

    /// A binary operator on operands already converted to a common type, except the
    /// vector-scalar and matrix forms of §8.7 and shifts (whose right side is unsigned).
    public ConstValue binary(BinaryOperator op, ConstValue a, ConstValue b) {
        TypeInner ta = inner(a);
        TypeInner tb = inner(b);
        if (op == BinaryOperator.MULTIPLY && (ta instanceof TypeInner.Matrix || tb instanceof TypeInner.Matrix)
                && !(ta instanceof TypeInner.ScalarType) && !(tb instanceof TypeInner.ScalarType)) {
            return matrixProduct(a, b);
        }
        if (ta instanceof TypeInner.Vector va && tb instanceof TypeInner.ScalarType) {
            b = splat(va.size(), b);
        } else if (tb instanceof TypeInner.Vector vb && ta instanceof TypeInner.ScalarType) {
            a = splat(vb.size(), a);
        } else if (ta instanceof TypeInner.Matrix && tb instanceof TypeInner.ScalarType) {
            ConstValue s = b;
            return map(a, l -> ConstScalars.binary(op, l, literal(s)));
        } else if (tb instanceof TypeInner.Matrix && ta instanceof TypeInner.ScalarType) {
            ConstValue s = a;
            return map(b, l -> ConstScalars.binary(op, literal(s), l));
        }
        return zip(a, b, (x, y) -> ConstScalars.binary(op, x, y));
    }

    private ConstValue matrixProduct(ConstValue a, ConstValue b) {
        TypeInner ta = inner(a);
        TypeInner tb = inner(b);
        Scalar s = ta.scalar();
        if (ta instanceof TypeInner.Matrix m && tb instanceof TypeInner.Vector) {
            // column combination: sum over columns of column * v[c]
            List<ConstValue> cols = components(a);
            List<ConstValue> v = components(b);
            ConstValue acc = null;
            for (int c = 0; c < m.columns(); c++) {
                ConstValue term = binary(BinaryOperator.MULTIPLY, cols.get(c), v.get(c));
                acc = acc == null ? term : binary(BinaryOperator.ADD, acc, term);
            }
            return acc;
        }
        if (ta instanceof TypeInner.Vector && tb instanceof TypeInner.Matrix m) {
            List<ConstValue> out = new ArrayList<>();
            for (ConstValue col : components(b)) {
                out.add(math.dot(a, col));
            }
            return new Composite(vectorType(m.columns(), s), out);
        }
        if (ta instanceof TypeInner.Matrix && tb instanceof TypeInner.Matrix mb) {
            List<ConstValue> out = new ArrayList<>();
            for (ConstValue col : components(b)) {
                out.add(matrixProduct(a, col));
            }
            TypeInner.Matrix ma = (TypeInner.Matrix) ta;
            return new Composite(module.type(new TypeInner.Matrix(mb.columns(), ma.rows(), s)), out);
        }
        throw new EvaluationError("invalid operands for matrix product");
    }

    public ConstValue select(ConstValue reject, ConstValue accept, ConstValue condition) {
        if (condition instanceof Lit c) {
            return ((Literal.Bool) c.literal()).value() ? accept : reject;
        }
        List<ConstValue> cs = components(condition);
        List<ConstValue> as = components(accept);
        List<ConstValue> rs = components(reject);
        List<ConstValue> out = new ArrayList<>();
        for (int i = 0; i < cs.size(); i++) {
            out.add(((Literal.Bool) literal(cs.get(i))).value() ? as.get(i) : rs.get(i));
        }
        return new Composite(typeOf(accept), out);
    }

    public ConstValue relational(RelationalFunction fun, ConstValue v) {
        return switch (fun) {
            case ALL, ANY -> {
                if (v instanceof Lit) {
                    yield v;
                }
                boolean all = true;
                boolean any = false;
                for (ConstValue c : components(v)) {
                    boolean b = ((Literal.Bool) literal(c)).value();
                    all &= b;
                    any |= b;
                }
                yield new Lit(new Literal.Bool(fun == RelationalFunction.ALL ? all : any));
            }
            case IS_NAN -> map(v, l -> new Literal.Bool(Double.isNaN(l.asDouble())));
            case IS_INF -> map(v, l -> new Literal.Bool(Double.isInfinite(l.asDouble())));
        };
    }

    // ------------------------------------------------------------------ conversions

    /// Converts each scalar of `v` to `target` with the rules of a value constructor such as
    /// `i32(x)` (§16.1.2): float to integer truncates and clamps, integer to integer keeps the
    /// bits between 32-bit types, any value to bool tests for non-zero.
    public ConstValue convert(ConstValue v, Scalar target) {
        return map(v, l -> ConstScalars.convert(l, target));
    }

    /// The automatic conversion of an abstract value to `target` (§15.7.1, §6.2.1), or the
    /// identity for a value already of that scalar: an AbstractInt that does not fit, or an
    /// AbstractFloat out of range, is an error.
    public ConstValue convertAbstract(ConstValue v, Scalar target) {
        return map(v, l -> ConstScalars.convertAbstract(l, target));
    }

    /// Converts every abstract scalar in `v` (including inside arrays) to its concrete default
    /// (i32 or f32): the concretization of §6.2.
    public ConstValue concretize(ConstValue v) {
        return switch (v) {
            case Lit l -> l.literal().scalar().isAbstract()
                    ? new Lit(ConstScalars.convertAbstract(l.literal(), concreteOf(l.literal().scalar())))
                    : v;
            case Zero z -> new Zero(concretizeType(z.type()));
            case Composite c -> {
                Handle<Type> t = concretizeType(c.type());
                if (t.equals(c.type())) {
                    yield v;
                }
                List<ConstValue> out = new ArrayList<>();
                for (ConstValue e : c.components()) {
                    out.add(concretize(e));
                }
                yield new Composite(t, out);
            }
        };
    }

    /// The concrete default of an abstract scalar (i32 for AbstractInt, f32 for AbstractFloat).
    public static Scalar concreteOf(Scalar s) {
        return switch (s.kind()) {
            case ABSTRACT_INT -> Scalar.I32;
            case ABSTRACT_FLOAT -> Scalar.F32;
            default -> s;
        };
    }

    /// The type with every abstract scalar replaced by its concrete default.
    public Handle<Type> concretizeType(Handle<Type> t) {
        return replaceScalar(t, null);
    }

    /// The type with its (innermost) scalar replaced by `to`; with `to == null`, abstract
    /// scalars are replaced by their defaults and other types are left alone.
    public Handle<Type> replaceScalar(Handle<Type> t, Scalar to) {
        TypeInner inner = module.inner(t);
        TypeInner out = switch (inner) {
            case TypeInner.ScalarType s -> new TypeInner.ScalarType(pick(s.scalar(), to));
            case TypeInner.Vector v -> new TypeInner.Vector(v.size(), pick(v.scalar(), to));
            case TypeInner.Matrix m -> new TypeInner.Matrix(m.columns(), m.rows(), pick(m.scalar(), to));
            case TypeInner.Array a -> {
                Handle<Type> base = replaceScalar(a.base(), to);
                if (base.equals(a.base())) {
                    yield inner;
                }
                yield new TypeInner.Array(base, a.size(), new Layouter(module.types()).stride(base));
            }
            default -> inner;
        };
        return out.equals(inner) ? t : module.type(out);
    }

    private static Scalar pick(Scalar s, Scalar to) {
        return to != null ? to : concreteOf(s);
    }

    /// Converts every scalar of `v` to `to` with [#convertAbstract] (used when an abstract value
    /// meets a concrete type), including inside arrays.
    public ConstValue convertAbstractDeep(ConstValue v, Scalar to) {
        return switch (v) {
            case Lit l -> new Lit(ConstScalars.convertAbstract(l.literal(), to));
            case Zero z -> new Zero(replaceScalar(z.type(), to));
            case Composite c -> {
                List<ConstValue> out = new ArrayList<>();
                for (ConstValue e : c.components()) {
                    out.add(convertAbstractDeep(e, to));
                }
                yield new Composite(replaceScalar(c.type(), to), out);
            }
        };
    }

    /// Reinterprets the bits of a 32-bit scalar or vector as `target` (`bitcast<T>`), including
    /// the `vec2<f16>` ↔ 32-bit forms.
    public ConstValue bitcast(ConstValue v, Handle<Type> target) {
        TypeInner to = module.inner(target);
        TypeInner from = inner(v);
        Scalar ts = to.scalar();
        if (from.vectorSize() == to.vectorSize()) {
            return map(v, l -> ConstScalars.bitcast(l, ts));
        }
        // f16 packing: vec2<f16> <-> 32-bit scalar, vec4<f16> <-> vec2 of 32-bit.
        List<Long> words = new ArrayList<>();
        List<ConstValue> comps = v instanceof Lit ? List.of(v) : components(v);
        if (from.scalar().width() == 2) {
            for (int i = 0; i < comps.size(); i += 2) {
                long lo = Float.floatToFloat16((float) literal(comps.get(i)).asDouble()) & 0xFFFF;
                long hi = Float.floatToFloat16((float) literal(comps.get(i + 1)).asDouble()) & 0xFFFF;
                words.add(lo | hi << 16);
            }
            List<ConstValue> out = new ArrayList<>();
            for (long w : words) {
                out.add(new Lit(ConstScalars.fromBits32(w, ts)));
            }
            return out.size() == 1 ? out.getFirst() : new Composite(target, out);
        }
        List<ConstValue> out = new ArrayList<>();
        for (ConstValue c : comps) {
            long bits = ConstScalars.bits32(literal(c));
            out.add(new Lit(new Literal.F16(Float.float16ToFloat((short) (bits & 0xFFFF)))));
            out.add(new Lit(new Literal.F16(Float.float16ToFloat((short) (bits >>> 16)))));
        }
        return new Composite(target, out);
    }

    public ConstValue math(MathFunction fun, List<ConstValue> args, Handle<Type> resultType) {
        return math.apply(fun, args, resultType);
    }

    // ------------------------------------------------------------------ IR expressions

    /// Appends expressions building `v` to `arena` and returns the root.
    public Handle<Expression> materialize(ConstValue v, Arena<Expression> arena, Span span) {
        return switch (v) {
            case Lit l -> arena.append(new Expression.Lit(l.literal()), span);
            case Zero z -> arena.append(new Expression.ZeroValue(z.type()), span);
            case Composite c -> {
                List<Handle<Expression>> comps = new ArrayList<>(c.components().size());
                for (ConstValue e : c.components()) {
                    comps.add(materialize(e, arena, span));
                }
                yield arena.append(new Expression.Compose(c.type(), comps), span);
            }
        };
    }

    /// Folds an expression of `arena` (the module's global expressions or a function's) to a
    /// value. `overrides` gives the value of each override (by handle index); a `null` entry
    /// means "not known yet" and makes the fold fail with an error naming the override.
    public ConstValue evaluate(Handle<Expression> h, Arena<Expression> arena, List<ConstValue> overrides) {
        Expression e = arena.get(h);
        return switch (e) {
            case Expression.Lit l -> new Lit(l.value());
            case Expression.ConstantRef c -> evaluate(module.constants().get(c.constant()).init(),
                    module.globalExpressions(), overrides);
            case Expression.OverrideRef o -> {
                ConstValue v = overrides == null || o.override().index() >= overrides.size()
                        ? null : overrides.get(o.override().index());
                if (v == null) {
                    throw new EvaluationError("override `" + module.overrides().get(o.override()).name()
                            + "` has no value");
                }
                yield v;
            }
            case Expression.ZeroValue z -> zero(z.type());
            case Expression.Compose c -> {
                List<ConstValue> parts = new ArrayList<>();
                for (Handle<Expression> p : c.components()) {
                    parts.add(evaluate(p, arena, overrides));
                }
                yield compose(c.type(), parts);
            }
            case Expression.Splat s -> splat(s.size(), evaluate(s.value(), arena, overrides));
            case Expression.Swizzle s -> swizzle(evaluate(s.vector(), arena, overrides), s.pattern());
            case Expression.AccessIndex a -> access(evaluate(a.base(), arena, overrides), a.index());
            case Expression.Access a -> access(evaluate(a.base(), arena, overrides),
                    literal(evaluate(a.index(), arena, overrides)).asLong());
            case Expression.Unary u -> unary(u.op(), evaluate(u.expr(), arena, overrides));
            case Expression.Binary b -> binary(b.op(), evaluate(b.left(), arena, overrides),
                    evaluate(b.right(), arena, overrides));
            case Expression.Select s -> select(evaluate(s.reject(), arena, overrides),
                    evaluate(s.accept(), arena, overrides), evaluate(s.condition(), arena, overrides));
            case Expression.Relational r -> relational(r.fun(), evaluate(r.argument(), arena, overrides));
            case Expression.As as -> {
                ConstValue v = evaluate(as.expr(), arena, overrides);
                if (as.isBitcast()) {
                    Scalar s = new Scalar(as.kind(), scalarOf(v).width());
                    yield map(v, l -> ConstScalars.bitcast(l, s));
                }
                yield convert(v, new Scalar(as.kind(), as.width()));
            }
            case Expression.Math m -> {
                List<ConstValue> args = new ArrayList<>();
                for (Handle<Expression> a : java.util.Arrays.asList(m.arg(), m.arg1(), m.arg2(), m.arg3())) {
                    if (a != null) {
                        args.add(evaluate(a, arena, overrides));
                    }
                }
                yield math(m.fun(), args, null);
            }
            default -> throw new EvaluationError("expression is not constant");
        };
    }
}
