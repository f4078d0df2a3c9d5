package dev.tungsten.ir;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import dev.tungsten.ir.ConstValue.Composite;
import dev.tungsten.ir.ConstValue.EvaluationError;
import dev.tungsten.ir.ConstValue.Lit;

/// Constant evaluation of [MathFunction]s (WGSL §17.5, §17.6, §17.7): component-wise functions
/// work on each scalar, with scalar arguments repeated for vector ones (`mix(v, w, t)`,
/// `extractBits(v, o, c)`); the geometric, matrix and packing functions are spelled out. Float
/// results are computed in binary64 and rounded to the argument type; a result that is not
/// finite, or an argument outside a function's domain, is an error.
final class ConstMath {
    private final ConstEvaluator ev;

    ConstMath(ConstEvaluator ev) {
        this.ev = ev;
    }

    private static Literal lit(ConstValue v) {
        return ConstEvaluator.literal(v);
    }

    /// Applies `f` to the `i`-th scalars of the arguments; scalar arguments are broadcast.
    private ConstValue componentwise(List<ConstValue> args, Function<List<Literal>, Literal> f) {
        int n = 0;
        for (ConstValue a : args) {
            n = Math.max(n, ev.inner(a).vectorSize());
        }
        if (n <= 1 && args.stream().allMatch(a -> a instanceof Lit)) {
            List<Literal> ls = new ArrayList<>();
            for (ConstValue a : args) {
                ls.add(lit(a));
            }
            return new Lit(f.apply(ls));
        }
        List<List<ConstValue>> comps = new ArrayList<>();
        for (ConstValue a : args) {
            comps.add(a instanceof Lit ? null : ev.components(a));
        }
        List<ConstValue> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            List<Literal> ls = new ArrayList<>();
            for (int j = 0; j < args.size(); j++) {
                ls.add(comps.get(j) == null ? lit(args.get(j)) : lit(comps.get(j).get(i)));
            }
            out.add(new Lit(f.apply(ls)));
        }
        return new Composite(ev.vectorType(n, lit(out.getFirst()).scalar()), out);
    }

    private interface F1 {
        double apply(double x);
    }

    private ConstValue float1(List<ConstValue> args, String name, F1 f) {
        return componentwise(args, ls -> {
            Literal x = ls.getFirst();
            if (!x.scalar().kind().isFloat()) {
                throw new EvaluationError(name + " needs a float argument");
            }
            return ConstScalars.floating(x.scalar(), f.apply(x.asDouble()), name + "(" + x.asDouble() + ")");
        });
    }

    private static double domain(double x, boolean ok, String name) {
        if (!ok) {
            throw new EvaluationError(name + "(" + x + ") is outside the function's domain");
        }
        return x;
    }

    ConstValue apply(MathFunction fun, List<ConstValue> args, Handle<Type> resultType) {
        return switch (fun) {
            case ABS -> componentwise(args, ls -> {
                Literal x = ls.getFirst();
                return switch (x) {
                    case Literal.I32 i -> new Literal.I32(Math.abs(i.value()));
                    case Literal.I64 i -> new Literal.I64(Math.abs(i.value()));
                    case Literal.AbstractInt i -> {
                        if (i.value() == Long.MIN_VALUE) {
                            throw new EvaluationError("abs overflows AbstractInt");
                        }
                        yield new Literal.AbstractInt(Math.abs(i.value()));
                    }
                    case Literal.U32 u -> u;
                    case Literal.U64 u -> u;
                    default -> ConstScalars.floating(x.scalar(), Math.abs(x.asDouble()), "abs");
                };
            });
            case MIN, MAX -> componentwise(args, ls -> {
                Literal a = ls.get(0);
                Literal b = ls.get(1);
                boolean less = ConstScalars.bool(ConstScalars.binary(BinaryOperator.LESS, a, b));
                if (a.scalar().kind().isFloat()) {
                    double r = fun == MathFunction.MIN ? Math.min(a.asDouble(), b.asDouble()) : Math.max(a.asDouble(), b.asDouble());
                    return ConstScalars.floating(a.scalar(), r, fun.spelling());
                }
                return (fun == MathFunction.MIN) == less ? a : b;
            });
            case CLAMP -> componentwise(args, ls -> {
                Literal e = ls.get(0);
                Literal lo = ls.get(1);
                Literal hi = ls.get(2);
                if (ConstScalars.bool(ConstScalars.binary(BinaryOperator.GREATER, lo, hi))) {
                    throw new EvaluationError("clamp with low " + lo + " greater than high " + hi);
                }
                Literal m = ConstScalars.bool(ConstScalars.binary(BinaryOperator.LESS, e, lo)) ? lo : e;
                return ConstScalars.bool(ConstScalars.binary(BinaryOperator.GREATER, m, hi)) ? hi : m;
            });
            case SATURATE -> float1(args, "saturate", x -> Math.max(0, Math.min(1, x)));
            case COS -> float1(args, "cos", Math::cos);
            case COSH -> float1(args, "cosh", Math::cosh);
            case SIN -> float1(args, "sin", Math::sin);
            case SINH -> float1(args, "sinh", Math::sinh);
            case TAN -> float1(args, "tan", Math::tan);
            case TANH -> float1(args, "tanh", Math::tanh);
            case ACOS -> float1(args, "acos", x -> Math.acos(domain(x, Math.abs(x) <= 1, "acos")));
            case ASIN -> float1(args, "asin", x -> Math.asin(domain(x, Math.abs(x) <= 1, "asin")));
            case ATAN -> float1(args, "atan", Math::atan);
            case ASINH -> float1(args, "asinh", x -> Math.log(x + Math.sqrt(x * x + 1)));
            case ACOSH -> float1(args, "acosh", x -> Math.log(domain(x, x >= 1, "acosh") + Math.sqrt(x * x - 1)));
            case ATANH -> float1(args, "atanh", x -> 0.5 * Math.log((1 + domain(x, Math.abs(x) < 1, "atanh")) / (1 - x)));
            case RADIANS -> float1(args, "radians", x -> x * (Math.PI / 180));
            case DEGREES -> float1(args, "degrees", x -> x * (180 / Math.PI));
            case CEIL -> float1(args, "ceil", Math::ceil);
            case FLOOR -> float1(args, "floor", Math::floor);
            case ROUND -> float1(args, "round", Math::rint);
            case FRACT -> float1(args, "fract", x -> x - Math.floor(x));
            case TRUNC -> float1(args, "trunc", x -> x < 0 ? Math.ceil(x) : Math.floor(x));
            case EXP -> float1(args, "exp", Math::exp);
            case EXP2 -> float1(args, "exp2", x -> Math.pow(2, x));
            case LOG -> float1(args, "log", x -> Math.log(domain(x, x > 0, "log")));
            case LOG2 -> float1(args, "log2", x -> Math.log(domain(x, x > 0, "log2")) / Math.log(2));
            case LOG10 -> float1(args, "log10", x -> Math.log10(domain(x, x > 0, "log10")));
            case SQRT -> float1(args, "sqrt", x -> Math.sqrt(domain(x, x >= 0, "sqrt")));
            case INVERSE_SQRT -> float1(args, "inverseSqrt", x -> 1 / Math.sqrt(domain(x, x > 0, "inverseSqrt")));
            case QUANTIZE_TO_F16 -> float1(args, "quantizeToF16", x -> {
                float h = Float.float16ToFloat(Float.floatToFloat16((float) x));
                if (Float.isInfinite(h)) {
                    throw new EvaluationError("quantizeToF16(" + x + ") is outside the f16 range");
                }
                return h;
            });
            case SIGN -> componentwise(args, ls -> {
                Literal x = ls.getFirst();
                if (x.scalar().kind().isFloat()) {
                    return ConstScalars.floating(x.scalar(), Math.signum(x.asDouble()), "sign");
                }
                return ConstScalars.integer(x.scalar(), Long.signum(x.asLong()), "sign");
            });
            case ATAN2 -> componentwise(args, ls -> ConstScalars.floating(ls.get(0).scalar(),
                    Math.atan2(ls.get(0).asDouble(), ls.get(1).asDouble()), "atan2"));
            case POW -> componentwise(args, ls -> ConstScalars.floating(ls.get(0).scalar(),
                    Math.pow(ls.get(0).asDouble(), ls.get(1).asDouble()), "pow"));
            case FMOD -> componentwise(args, ls -> {
                Literal x = ls.get(0);
                double y = ls.get(1).asDouble();
                if (y == 0) {
                    throw new EvaluationError("fmod(" + x.asDouble() + ", 0) is outside the function's domain");
                }
                // Java's `%` on floating point is C's fmod: exact, with the dividend's sign.
                double r = x.scalar().width() == 4 ? (float) x.asDouble() % (float) y : x.asDouble() % y;
                return ConstScalars.floating(x.scalar(), r, "fmod");
            });
            case LIT -> cgLit(args);
            case STEP -> componentwise(args, ls -> ConstScalars.floating(ls.get(0).scalar(),
                    ls.get(1).asDouble() >= ls.get(0).asDouble() ? 1 : 0, "step"));
            case LDEXP -> componentwise(args, ls -> ConstScalars.floating(ls.get(0).scalar(),
                    ls.get(0).asDouble() * Math.pow(2, ls.get(1).asLong()), "ldexp"));
            case FMA -> componentwise(args, ls -> ConstScalars.floating(ls.get(0).scalar(),
                    ls.get(0).asDouble() * ls.get(1).asDouble() + ls.get(2).asDouble(), "fma"));
            case MIX -> componentwise(args, ls -> {
                double a = ls.get(0).asDouble();
                double b = ls.get(1).asDouble();
                double t = ls.get(2).asDouble();
                return ConstScalars.floating(ls.get(0).scalar(), a * (1 - t) + b * t, "mix");
            });
            case SMOOTH_STEP -> componentwise(args, ls -> {
                double lo = ls.get(0).asDouble();
                double hi = ls.get(1).asDouble();
                if (lo >= hi) {
                    throw new EvaluationError("smoothstep with low " + lo + " not less than high " + hi);
                }
                double t = Math.max(0, Math.min(1, (ls.get(2).asDouble() - lo) / (hi - lo)));
                return ConstScalars.floating(ls.get(0).scalar(), t * t * (3 - 2 * t), "smoothstep");
            });
            case COUNT_ONE_BITS -> int1(args, (v, bits) -> (long) Long.bitCount(v & mask(bits)));
            case COUNT_LEADING_ZEROS -> int1(args, (v, bits) -> (long) (Long.numberOfLeadingZeros(v & mask(bits)) - (64 - bits)));
            case COUNT_TRAILING_ZEROS -> int1(args, (v, bits) -> (long) Math.min(bits, Long.numberOfTrailingZeros(v & mask(bits))));
            case REVERSE_BITS -> int1(args, (v, bits) -> bits == 32 ? (long) Integer.reverse((int) v) : Long.reverse(v));
            case FIRST_TRAILING_BIT -> int1(args, (v, bits) -> (v & mask(bits)) == 0 ? -1L : (long) Long.numberOfTrailingZeros(v));
            case FIRST_LEADING_BIT -> componentwise(args, ls -> {
                Literal x = ls.getFirst();
                int bits = x.scalar().width() == 8 || x.scalar().isAbstract() ? 64 : 32;
                long v = x.asLong() & mask(bits);
                if (x.scalar().kind() == ScalarKind.SINT || x.scalar().kind() == ScalarKind.ABSTRACT_INT) {
                    long signed = bits == 32 ? (int) v : v;
                    long probe = signed < 0 ? ~signed & mask(bits) : signed;
                    return wrapInt(x.scalar(), probe == 0 ? -1 : 63 - Long.numberOfLeadingZeros(probe));
                }
                return wrapInt(x.scalar(), v == 0 ? -1 : 63 - Long.numberOfLeadingZeros(v));
            });
            case EXTRACT_BITS -> componentwise(args, ls -> {
                Literal e = ls.get(0);
                int bits = e.scalar().width() == 8 ? 64 : 32;
                long o = Math.min(ls.get(1).asLong(), bits);
                long c = Math.min(ls.get(2).asLong(), bits - o);
                if (c == 0) {
                    return wrapInt(e.scalar(), 0);
                }
                long v = e.asLong() >>> o & mask((int) c);
                if (e.scalar().kind() == ScalarKind.SINT && (v >>> (c - 1) & 1) != 0) {
                    v |= ~mask((int) c);
                }
                return wrapInt(e.scalar(), v);
            });
            case INSERT_BITS -> componentwise(args, ls -> {
                Literal e = ls.get(0);
                int bits = e.scalar().width() == 8 ? 64 : 32;
                long o = Math.min(ls.get(2).asLong(), bits);
                long c = Math.min(ls.get(3).asLong(), bits - o);
                long m = c == 0 ? 0 : mask((int) c) << o;
                return wrapInt(e.scalar(), (e.asLong() & ~m) | (ls.get(1).asLong() << o & m));
            });
            case DOT -> dot(args.get(0), args.get(1));
            case CROSS -> {
                List<ConstValue> a = ev.components(args.get(0));
                List<ConstValue> b = ev.components(args.get(1));
                List<ConstValue> out = new ArrayList<>();
                for (int i = 0; i < 3; i++) {
                    int j = (i + 1) % 3;
                    int k = (i + 2) % 3;
                    Literal x = lit(a.get(j));
                    out.add(new Lit(ConstScalars.floating(x.scalar(),
                            x.asDouble() * lit(b.get(k)).asDouble() - lit(a.get(k)).asDouble() * lit(b.get(j)).asDouble(), "cross")));
                }
                yield new Composite(ev.typeOf(args.get(0)), out);
            }
            case LENGTH -> length(args.getFirst());
            case DISTANCE -> length(ev.binary(BinaryOperator.SUBTRACT, args.get(0), args.get(1)));
            case NORMALIZE -> {
                double len = lit(length(args.getFirst())).asDouble();
                if (len == 0) {
                    throw new EvaluationError("normalize of a zero vector");
                }
                yield ev.map(args.getFirst(), l -> ConstScalars.floating(l.scalar(), l.asDouble() / len, "normalize"));
            }
            case FACE_FORWARD -> {
                boolean neg = lit(dot(args.get(1), args.get(2))).asDouble() < 0;
                yield neg ? args.get(0) : ev.unary(UnaryOperator.NEGATE, args.get(0));
            }
            case REFLECT -> {
                double d = lit(dot(args.get(1), args.get(0))).asDouble();
                yield ev.binary(BinaryOperator.SUBTRACT, args.get(0),
                        ev.map(args.get(1), l -> ConstScalars.floating(l.scalar(), 2 * d * l.asDouble(), "reflect")));
            }
            case REFRACT -> {
                double eta = lit(args.get(2)).asDouble();
                double d = lit(dot(args.get(1), args.get(0))).asDouble();
                double k = 1 - eta * eta * (1 - d * d);
                if (k < 0) {
                    yield ev.map(args.get(0), l -> ConstScalars.floating(l.scalar(), 0, "refract"));
                }
                double f = eta * d + Math.sqrt(k);
                List<ConstValue> e1 = ev.components(args.get(0));
                List<ConstValue> e2 = ev.components(args.get(1));
                List<ConstValue> out = new ArrayList<>();
                for (int i = 0; i < e1.size(); i++) {
                    Literal x = lit(e1.get(i));
                    out.add(new Lit(ConstScalars.floating(x.scalar(), eta * x.asDouble() - f * lit(e2.get(i)).asDouble(), "refract")));
                }
                yield new Composite(ev.typeOf(args.get(0)), out);
            }
            case OUTER -> {
                List<ConstValue> a = ev.components(args.get(0));
                List<ConstValue> cols = new ArrayList<>();
                for (ConstValue bj : ev.components(args.get(1))) {
                    cols.add(ev.binary(BinaryOperator.MULTIPLY, args.get(0), bj));
                }
                Scalar s = lit(a.getFirst()).scalar();
                yield new Composite(ev.module().type(new TypeInner.Matrix(cols.size(), a.size(), s)), cols);
            }
            case TRANSPOSE -> {
                TypeInner.Matrix m = (TypeInner.Matrix) ev.inner(args.getFirst());
                List<ConstValue> cols = ev.components(args.getFirst());
                List<ConstValue> out = new ArrayList<>();
                for (int r = 0; r < m.rows(); r++) {
                    List<ConstValue> row = new ArrayList<>();
                    for (ConstValue c : cols) {
                        row.add(ev.components(c).get(r));
                    }
                    out.add(new Composite(ev.vectorType(m.columns(), m.scalar()), row));
                }
                yield new Composite(ev.module().type(new TypeInner.Matrix(m.rows(), m.columns(), m.scalar())), out);
            }
            case DETERMINANT -> {
                TypeInner.Matrix m = (TypeInner.Matrix) ev.inner(args.getFirst());
                double[][] a = new double[m.columns()][m.rows()];
                List<ConstValue> cols = ev.components(args.getFirst());
                for (int c = 0; c < m.columns(); c++) {
                    List<ConstValue> col = ev.components(cols.get(c));
                    for (int r = 0; r < m.rows(); r++) {
                        a[c][r] = lit(col.get(r)).asDouble();
                    }
                }
                yield new Lit(ConstScalars.floating(m.scalar(), determinant(a), "determinant"));
            }
            case MODF, FREXP -> structResult(fun, args.getFirst(), resultType);
            case PACK4X8SNORM -> pack(args, 8, x -> Math.round(Math.max(-1, Math.min(1, x)) * 127.0));
            case PACK4X8UNORM -> pack(args, 8, x -> Math.round(Math.max(0, Math.min(1, x)) * 255.0));
            case PACK2X16SNORM -> pack(args, 16, x -> Math.round(Math.max(-1, Math.min(1, x)) * 32767.0));
            case PACK2X16UNORM -> pack(args, 16, x -> Math.round(Math.max(0, Math.min(1, x)) * 65535.0));
            case PACK2X16FLOAT -> pack(args, 16, x -> {
                float h = Float.float16ToFloat(Float.floatToFloat16((float) x));
                if (Float.isInfinite(h) && !Double.isInfinite(x)) {
                    throw new EvaluationError("pack2x16float of " + x + " overflows f16");
                }
                return (long) Float.floatToFloat16((float) x);
            });
            case PACK4XI8, PACK4XU8 -> pack(args, 8, x -> (long) x);
            case PACK4XI8_CLAMP -> pack(args, 8, x -> (long) Math.max(-128, Math.min(127, x)));
            case PACK4XU8_CLAMP -> pack(args, 8, x -> (long) Math.max(0, Math.min(255, x)));
            case UNPACK4X8SNORM -> unpack(args, 8, Scalar.F32, b -> Math.max((byte) b / 127.0, -1));
            case UNPACK4X8UNORM -> unpack(args, 8, Scalar.F32, b -> (b & 0xFF) / 255.0);
            case UNPACK2X16SNORM -> unpack(args, 16, Scalar.F32, b -> Math.max((short) b / 32767.0, -1));
            case UNPACK2X16UNORM -> unpack(args, 16, Scalar.F32, b -> (b & 0xFFFF) / 65535.0);
            case UNPACK2X16FLOAT -> unpack(args, 16, Scalar.F32, b -> Float.float16ToFloat((short) b));
            case UNPACK4XI8 -> unpack(args, 8, Scalar.I32, b -> (byte) b);
            case UNPACK4XU8 -> unpack(args, 8, Scalar.U32, b -> b & 0xFF);
            case DOT4I8PACKED, DOT4U8PACKED -> {
                long a = lit(args.get(0)).asLong();
                long b = lit(args.get(1)).asLong();
                long sum = 0;
                for (int i = 0; i < 4; i++) {
                    long x = a >>> (8 * i) & 0xFF;
                    long y = b >>> (8 * i) & 0xFF;
                    sum += fun == MathFunction.DOT4I8PACKED ? (long) (byte) x * (byte) y : x * y;
                }
                yield new Lit(fun == MathFunction.DOT4I8PACKED ? new Literal.I32((int) sum) : new Literal.U32(sum & 0xFFFF_FFFFL));
            }
            case INVERSE -> throw new EvaluationError("inverse is not evaluated in constant expressions");
        };
    }

    /// Cg's `lit(NdotL, NdotH, m)`: `(1, max(NdotL, 0), NdotL > 0 && NdotH > 0 ? pow(NdotH, m) : 0, 1)`.
    private ConstValue cgLit(List<ConstValue> args) {
        Literal nDotL = lit(args.get(0));
        double l = nDotL.asDouble();
        double h = lit(args.get(1)).asDouble();
        double specular = l > 0 && h > 0 ? Math.pow(h, lit(args.get(2)).asDouble()) : 0;
        Scalar s = nDotL.scalar();
        List<ConstValue> out = List.of(new Lit(ConstScalars.floating(s, 1, "lit")),
                new Lit(ConstScalars.floating(s, Math.max(l, 0), "lit")),
                new Lit(ConstScalars.floating(s, specular, "lit")),
                new Lit(ConstScalars.floating(s, 1, "lit")));
        return new Composite(ev.vectorType(4, s), out);
    }

    private static long mask(int bits) {
        return bits >= 64 ? -1L : (1L << bits) - 1;
    }

    private static Literal wrapInt(Scalar s, long v) {
        return switch (s.kind()) {
            case SINT -> s.width() == 8 ? new Literal.I64(v) : new Literal.I32((int) v);
            case UINT -> s.width() == 8 ? new Literal.U64(v) : new Literal.U32(v & 0xFFFF_FFFFL);
            default -> new Literal.AbstractInt(v);
        };
    }

    private interface IntOp {
        long apply(long v, int bits);
    }

    private ConstValue int1(List<ConstValue> args, IntOp op) {
        return componentwise(args, ls -> {
            Literal x = ls.getFirst();
            int bits = x.scalar().width() == 8 || x.scalar().isAbstract() ? 64 : 32;
            return wrapInt(x.scalar(), op.apply(x.asLong(), bits));
        });
    }

    ConstValue dot(ConstValue a, ConstValue b) {
        List<ConstValue> ca = ev.components(a);
        List<ConstValue> cb = ev.components(b);
        ConstValue acc = null;
        for (int i = 0; i < ca.size(); i++) {
            ConstValue p = new Lit(ConstScalars.binary(BinaryOperator.MULTIPLY, lit(ca.get(i)), lit(cb.get(i))));
            acc = acc == null ? p : new Lit(ConstScalars.binary(BinaryOperator.ADD, lit(acc), lit(p)));
        }
        return acc;
    }

    private ConstValue length(ConstValue v) {
        if (v instanceof Lit l) {
            return new Lit(ConstScalars.floating(l.literal().scalar(), Math.abs(l.literal().asDouble()), "length"));
        }
        double sum = 0;
        Scalar s = null;
        for (ConstValue c : ev.components(v)) {
            Literal x = lit(c);
            s = x.scalar();
            sum += x.asDouble() * x.asDouble();
        }
        return new Lit(ConstScalars.floating(s, Math.sqrt(sum), "length"));
    }

    private static double determinant(double[][] a) {
        int n = a.length;
        if (n == 2) {
            return a[0][0] * a[1][1] - a[1][0] * a[0][1];
        }
        double det = 0;
        for (int c = 0; c < n; c++) {
            double[][] minor = new double[n - 1][n - 1];
            for (int cc = 0, mc = 0; cc < n; cc++) {
                if (cc == c) {
                    continue;
                }
                for (int r = 1; r < n; r++) {
                    minor[mc][r - 1] = a[cc][r];
                }
                mc++;
            }
            det += (c % 2 == 0 ? 1 : -1) * a[c][0] * determinant(minor);
        }
        return det;
    }

    /// `modf` and `frexp`: a struct of two members of the argument's shape.
    private ConstValue structResult(MathFunction fun, ConstValue x, Handle<Type> resultType) {
        if (resultType == null) {
            resultType = ev.module().predeclaredTypes().get(Module.predeclaredName(
                    fun == MathFunction.MODF ? "modf" : "frexp", ev.inner(x)));
            if (resultType == null) {
                throw new EvaluationError(fun.spelling() + " needs its result type");
            }
        }
        ConstValue first;
        ConstValue second;
        if (fun == MathFunction.MODF) {
            second = float1(List.of(x), "modf", v -> v < 0 ? Math.ceil(v) : Math.floor(v));
            first = ev.binary(BinaryOperator.SUBTRACT, x, second);
        } else {
            first = float1(List.of(x), "frexp", v -> {
                if (v == 0 || Double.isInfinite(v)) {
                    return v;
                }
                return v / Math.pow(2, frexpExponent(v));
            });
            second = componentwise(List.of(x), ls -> {
                Scalar s = ls.getFirst().scalar();
                long e = ls.getFirst().asDouble() == 0 ? 0 : frexpExponent(ls.getFirst().asDouble());
                return s.isAbstract() ? new Literal.AbstractInt(e) : new Literal.I32((int) e);
            });
        }
        return new Composite(resultType, List.of(first, second));
    }

    private static int frexpExponent(double v) {
        int e = Math.getExponent(v);
        if (e == Double.MIN_EXPONENT - 1) {
            // subnormal: normalise first
            return Math.getExponent(v * 0x1p54) - 54 + 1;
        }
        return e + 1;
    }

    private interface Packer {
        long apply(double x);
    }

    private ConstValue pack(List<ConstValue> args, int bitsPer, Packer p) {
        List<ConstValue> comps = ev.components(args.getFirst());
        long word = 0;
        for (int i = 0; i < comps.size(); i++) {
            Literal x = lit(comps.get(i));
            double v = x.scalar().kind().isFloat() ? x.asDouble() : x.asLong();
            word |= (p.apply(v) & mask(bitsPer)) << (bitsPer * i);
        }
        return new Lit(new Literal.U32(word & 0xFFFF_FFFFL));
    }

    private interface Unpacker {
        double apply(long bits);
    }

    private ConstValue unpack(List<ConstValue> args, int bitsPer, Scalar s, Unpacker u) {
        long word = lit(args.getFirst()).asLong();
        int n = 32 / bitsPer;
        List<ConstValue> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            double v = u.apply(word >>> (bitsPer * i) & mask(bitsPer));
            out.add(new Lit(s.kind().isFloat() ? new Literal.F32((float) v)
                    : s.kind() == ScalarKind.SINT ? new Literal.I32((int) v) : new Literal.U32((long) v & 0xFFFF_FFFFL)));
        }
        return new Composite(ev.vectorType(n, s), out);
    }
}
