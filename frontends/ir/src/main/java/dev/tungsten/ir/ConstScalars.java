package dev.tungsten.ir;

import dev.tungsten.ir.ConstValue.EvaluationError;

/// Scalar arithmetic of constant evaluation: one method per operator family, dispatching on the
/// operands' scalar type. Integer results are range-checked for their type (WGSL §8.7: overflow
/// in a constant expression is an error); float results must be finite and are rounded to the
/// type's precision.
final class ConstScalars {
    private ConstScalars() {}

    // ------------------------------------------------------------------ result builders

    /// An integer result of `s`'s kind, or an overflow error.
    static Literal integer(Scalar s, long v, String what) {
        return switch (s.kind()) {
            case SINT -> {
                if (s.width() == 8) {
                    yield new Literal.I64(v);
                }
                if (v < Integer.MIN_VALUE || v > Integer.MAX_VALUE) {
                    throw new EvaluationError(what + " overflows i32");
                }
                yield new Literal.I32((int) v);
            }
            case UINT -> {
                if (s.width() == 8) {
                    yield new Literal.U64(v);
                }
                if (v < 0 || v > 0xFFFF_FFFFL) {
                    throw new EvaluationError(what + " overflows u32");
                }
                yield new Literal.U32(v);
            }
            case ABSTRACT_INT -> new Literal.AbstractInt(v);
            default -> throw new IllegalArgumentException("not an integer scalar: " + s);
        };
    }

    /// A float result of `s`, rounded to its precision; not finite is an error.
    static Literal floating(Scalar s, double v, String what) {
        if (Double.isNaN(v)) {
            throw new EvaluationError(what + " is not a number");
        }
        return switch (s.kind()) {
            case FLOAT -> switch (s.width()) {
                case 2 -> {
                    float h = Float.float16ToFloat(Float.floatToFloat16((float) v));
                    if (Float.isInfinite(h)) {
                        throw new EvaluationError(what + " overflows f16");
                    }
                    yield new Literal.F16(h);
                }
                case 8 -> {
                    if (Double.isInfinite(v)) {
                        throw new EvaluationError(what + " overflows f64");
                    }
                    yield new Literal.F64(v);
                }
                default -> {
                    float f = (float) v;
                    if (Float.isInfinite(f)) {
                        throw new EvaluationError(what + " overflows f32");
                    }
                    yield new Literal.F32(f);
                }
            };
            case ABSTRACT_FLOAT -> {
                if (Double.isInfinite(v)) {
                    throw new EvaluationError(what + " overflows AbstractFloat");
                }
                yield new Literal.AbstractFloat(v);
            }
            default -> throw new IllegalArgumentException("not a float scalar: " + s);
        };
    }

    static boolean bool(Literal l) {
        return ((Literal.Bool) l).value();
    }

    static boolean isUnsigned64(Scalar s) {
        return s.kind() == ScalarKind.UINT && s.width() == 8;
    }

    // ------------------------------------------------------------------ operators

    static Literal unary(UnaryOperator op, Literal a) {
        Scalar s = a.scalar();
        return switch (op) {
            case LOGICAL_NOT -> new Literal.Bool(!bool(a));
            // §8.7: negating the most negative integer gives that value back.
            case NEGATE -> s.kind().isFloat() ? floating(s, -a.asDouble(), "negation")
                    : s.kind() == ScalarKind.SINT && s.width() == 4 ? new Literal.I32(-(int) a.asLong())
                    : s.kind() == ScalarKind.ABSTRACT_INT ? new Literal.AbstractInt(-a.asLong())
                    : s.kind() == ScalarKind.SINT ? new Literal.I64(-a.asLong())
                    : failUnsignedNegate();
            case BITWISE_NOT -> switch (a) {
                case Literal.I32 i -> new Literal.I32(~i.value());
                case Literal.U32 u -> new Literal.U32(~u.value() & 0xFFFF_FFFFL);
                case Literal.I64 i -> new Literal.I64(~i.value());
                case Literal.U64 u -> new Literal.U64(~u.bits());
                case Literal.AbstractInt i -> new Literal.AbstractInt(~i.value());
                default -> throw new EvaluationError("`~` needs an integer operand");
            };
        };
    }

    private static Literal failUnsignedNegate() {
        throw new EvaluationError("cannot negate an unsigned integer");
    }


    static Literal binary(BinaryOperator op, Literal a, Literal b) {
        Scalar s = a.scalar();
        if (op.isComparison()) {
            return new Literal.Bool(compare(op, a, b));
        }
        if (s.kind() == ScalarKind.BOOL) {
            boolean x = bool(a);
            boolean y = bool(b);
            return new Literal.Bool(switch (op) {
                case LOGICAL_AND, AND -> x && y;
                case LOGICAL_OR, INCLUSIVE_OR -> x || y;
                case EXCLUSIVE_OR -> x ^ y;
                default -> throw new EvaluationError("operator `" + op.symbol() + "` does not apply to bool");
            });
        }
        if (s.kind().isFloat()) {
            double x = a.asDouble();
            double y = b.asDouble();
            double r = switch (op) {
                case ADD -> x + y;
                case SUBTRACT -> x - y;
                case MULTIPLY -> x * y;
                case DIVIDE -> {
                    if (y == 0) {
                        throw new EvaluationError("division by zero");
                    }
                    yield s.width() == 4 ? (float) x / (float) y : x / y;
                }
                case MODULO -> {
                    if (y == 0) {
                        throw new EvaluationError("remainder by zero");
                    }
                    yield s.width() == 4 ? (float) x % (float) y : x % y;
                }
                default -> throw new EvaluationError("operator `" + op.symbol() + "` does not apply to floats");
            };
            return floating(s, r, "`" + op.symbol() + "`");
        }
        if (isUnsigned64(s)) {
            return unsigned64(op, a.asLong(), b.asLong());
        }
        long x = a.asLong();
        long y = b.asLong();
        boolean is64 = s.width() == 8;
        String what = "`" + op.symbol() + "`";
        try {
            return integerBinary(op, s, x, y, is64, what);
        } catch (ArithmeticException e) {
            throw new EvaluationError(what + " overflows " + s);
        }
    }

    private static Literal integerBinary(BinaryOperator op, Scalar s, long x, long y, boolean is64, String what) {
        return switch (op) {
            case ADD -> integer(s, is64 ? Math.addExact(x, y) : x + y, what);
            case SUBTRACT -> integer(s, is64 ? Math.subtractExact(x, y) : x - y, what);
            case MULTIPLY -> integer(s, is64 ? Math.multiplyExact(x, y) : x * y, what);
            case DIVIDE -> {
                if (y == 0) {
                    throw new EvaluationError("division by zero");
                }
                if (is64 && x == Long.MIN_VALUE && y == -1) {
                    throw new EvaluationError("division overflows");
                }
                yield integer(s, x / y, what);
            }
            case MODULO -> {
                if (y == 0) {
                    throw new EvaluationError("remainder by zero");
                }
                if ((s.kind() == ScalarKind.SINT && !is64 && x == Integer.MIN_VALUE && y == -1)
                        || (is64 && x == Long.MIN_VALUE && y == -1)) {
                    throw new EvaluationError("remainder overflows");
                }
                yield integer(s, x % y, what);
            }
            case AND -> integer(s, x & y, what);
            case INCLUSIVE_OR -> integer(s, x | y, what);
            case EXCLUSIVE_OR -> integer(s, s.kind() == ScalarKind.UINT ? (x ^ y) & 0xFFFF_FFFFL : x ^ y, what);
            case SHIFT_LEFT -> shiftLeft(s, x, y);
            case SHIFT_RIGHT -> shiftRight(s, x, y);
            default -> throw new EvaluationError("operator " + what + " does not apply to integers");
        };
    }

    private static Literal unsigned64(BinaryOperator op, long x, long y) {
        return new Literal.U64(switch (op) {
            case ADD -> {
                long r = x + y;
                if (Long.compareUnsigned(r, x) < 0) {
                    throw new EvaluationError("`+` overflows u64");
                }
                yield r;
            }
            case SUBTRACT -> {
                if (Long.compareUnsigned(x, y) < 0) {
                    throw new EvaluationError("`-` overflows u64");
                }
                yield x - y;
            }
            case MULTIPLY -> {
                if (x != 0 && Long.compareUnsigned(Long.divideUnsigned(-1L, x), y) < 0) {
                    throw new EvaluationError("`*` overflows u64");
                }
                yield x * y;
            }
            case DIVIDE -> {
                if (y == 0) {
                    throw new EvaluationError("division by zero");
                }
                yield Long.divideUnsigned(x, y);
            }
            case MODULO -> {
                if (y == 0) {
                    throw new EvaluationError("remainder by zero");
                }
                yield Long.remainderUnsigned(x, y);
            }
            case AND -> x & y;
            case INCLUSIVE_OR -> x | y;
            case EXCLUSIVE_OR -> x ^ y;
            case SHIFT_LEFT -> {
                if (y < 0 || y >= 64) {
                    throw new EvaluationError("shift by " + y + " is not less than the bit width 64");
                }
                yield x << y;
            }
            case SHIFT_RIGHT -> {
                if (y < 0 || y >= 64) {
                    throw new EvaluationError("shift by " + y + " is not less than the bit width 64");
                }
                yield x >>> y;
            }
            default -> throw new EvaluationError("operator `" + op.symbol() + "` does not apply to integers");
        });
    }

    /// `<<` in a constant expression (§8.9): the shift must be less than the bit width, and no
    /// bit may be shifted out that differs from the result's sign (signed) or is set (unsigned).
    private static Literal shiftLeft(Scalar s, long x, long y) {
        int bits = s.kind() == ScalarKind.ABSTRACT_INT || s.width() == 8 ? 64 : 32;
        if (y < 0 || y >= bits) {
            throw new EvaluationError("shift by " + y + " is not less than the bit width " + bits);
        }
        if (s.kind() == ScalarKind.UINT) {
            long r = (x << y) & 0xFFFF_FFFFL;
            if (r >>> y != x) {
                throw new EvaluationError("`<<` shifts set bits out of u32");
            }
            return new Literal.U32(r);
        }
        if (bits == 32) {
            int r = (int) x << y;
            if ((long) (r >> y) != x) {
                throw new EvaluationError("`<<` overflows i32");
            }
            return new Literal.I32(r);
        }
        long r = x << y;
        if (r >> y != x) {
            throw new EvaluationError("`<<` overflows " + s);
        }
        return integer(s, r, "`<<`");
    }

    private static Literal shiftRight(Scalar s, long x, long y) {
        int bits = s.kind() == ScalarKind.ABSTRACT_INT || s.width() == 8 ? 64 : 32;
        if (y < 0 || y >= bits) {
            throw new EvaluationError("shift by " + y + " is not less than the bit width " + bits);
        }
        return integer(s, s.kind() == ScalarKind.UINT ? x >>> y : x >> y, "`>>`");
    }

    private static boolean compare(BinaryOperator op, Literal a, Literal b) {
        int c;
        Scalar s = a.scalar();
        if (s.kind() == ScalarKind.BOOL) {
            boolean x = bool(a);
            boolean y = bool(b);
            return switch (op) {
                case EQUAL -> x == y;
                case NOT_EQUAL -> x != y;
                default -> throw new EvaluationError("bools cannot be ordered");
            };
        }
        if (s.kind().isFloat()) {
            double x = a.asDouble();
            double y = b.asDouble();
            // IEEE comparisons: every ordered comparison with NaN is false.
            return switch (op) {
                case EQUAL -> x == y;
                case NOT_EQUAL -> x != y;
                case LESS -> x < y;
                case LESS_EQUAL -> x <= y;
                case GREATER -> x > y;
                case GREATER_EQUAL -> x >= y;
                default -> throw new IllegalStateException();
            };
        }
        c = isUnsigned64(s) ? Long.compareUnsigned(a.asLong(), b.asLong()) : Long.compare(a.asLong(), b.asLong());
        return switch (op) {
            case EQUAL -> c == 0;
            case NOT_EQUAL -> c != 0;
            case LESS -> c < 0;
            case LESS_EQUAL -> c <= 0;
            case GREATER -> c > 0;
            case GREATER_EQUAL -> c >= 0;
            default -> throw new IllegalStateException();
        };
    }

    // ------------------------------------------------------------------ conversions

    /// A value conversion (`T(x)`, §16.1.2.x and §15.7.6).
    static Literal convert(Literal a, Scalar to) {
        Scalar from = a.scalar();
        if (from.equals(to)) {
            return a;
        }
        if (to.kind() == ScalarKind.BOOL) {
            return new Literal.Bool(from.kind() == ScalarKind.BOOL ? bool(a)
                    : from.kind().isFloat() ? a.asDouble() != 0 : a.asLong() != 0);
        }
        if (from.kind() == ScalarKind.BOOL) {
            return to.kind().isFloat() ? floating(to, bool(a) ? 1 : 0, "conversion")
                    : integer(to, bool(a) ? 1 : 0, "conversion");
        }
        if (to.kind().isFloat()) {
            double v = isUnsigned64(from) ? a.asDouble() : from.kind().isFloat() ? a.asDouble() : (double) a.asLong();
            if (!from.kind().isFloat() && to.width() == 4) {
                // long -> float rounds once, correctly; going through double could round twice.
                return new Literal.F32(isUnsigned64(from) ? (float) a.asDouble() : (float) a.asLong());
            }
            return floating(to, v, "conversion to " + to);
        }
        if (from.kind().isFloat()) {
            return integer(to, floatToInt(a.asDouble(), to), "conversion");
        }
        if (from.kind() == ScalarKind.ABSTRACT_INT) {
            return integer(to, a.asLong(), "conversion of " + a.asLong());
        }
        // Between concrete integer types the bits are kept (u32(-1i) is 0xffffffff).
        long v = a.asLong();
        return switch (to.kind()) {
            case SINT -> to.width() == 8 ? new Literal.I64(v) : new Literal.I32((int) v);
            case UINT -> to.width() == 8 ? new Literal.U64(v) : new Literal.U32(v & 0xFFFF_FFFFL);
            default -> throw new IllegalArgumentException("bad integer conversion to " + to);
        };
    }

    /// Float to integer (§15.7.6): NaN gives 0 (the spec leaves it indeterminate), otherwise
    /// the value is truncated toward zero and clamped to the type's range.
    static long floatToInt(double x, Scalar to) {
        if (Double.isNaN(x)) {
            return 0;
        }
        double t = x < 0 ? Math.ceil(x) : Math.floor(x);
        return switch (to.kind()) {
            case SINT -> to.width() == 8 ? (long) t : (long) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, t));
            case UINT -> to.width() == 8 ? (t <= 0 ? 0 : t >= 0x1p64 ? -1L : t >= 0x1p63 ? (long) (t - 0x1p63) | Long.MIN_VALUE : (long) t)
                    : (long) Math.max(0, Math.min(0xFFFF_FFFFL, t));
            case ABSTRACT_INT -> (long) t;
            default -> throw new IllegalArgumentException();
        };
    }

    /// The automatic conversion of an abstract scalar (§6.2.1 feasible conversions): exact for
    /// integers (an error if the value does not fit), rounding for floats (an error if out of
    /// range). A non-abstract literal of the target type passes through.
    static Literal convertAbstract(Literal a, Scalar to) {
        Scalar from = a.scalar();
        if (from.equals(to)) {
            return a;
        }
        if (from.kind() == ScalarKind.ABSTRACT_INT) {
            long v = a.asLong();
            return switch (to.kind()) {
                case SINT, UINT -> {
                    if (to.kind() == ScalarKind.UINT && v < 0) {
                        throw new EvaluationError("value " + v + " cannot be represented as " + to);
                    }
                    if (to.width() == 4 && (to.kind() == ScalarKind.SINT ? v != (int) v : v > 0xFFFF_FFFFL)) {
                        throw new EvaluationError("value " + v + " cannot be represented as " + to);
                    }
                    yield integer(to, v, "conversion");
                }
                case FLOAT -> to.width() == 4 ? new Literal.F32((float) v) : floating(to, (double) v, "conversion");
                case ABSTRACT_FLOAT -> new Literal.AbstractFloat((double) v);
                default -> throw new EvaluationError("cannot convert AbstractInt to " + to);
            };
        }
        if (from.kind() == ScalarKind.ABSTRACT_FLOAT && to.kind().isFloat()) {
            double v = a.asDouble();
            Literal r = floating(to, v, "value " + v + " as " + to);
            return r;
        }
        throw new EvaluationError("cannot convert " + from + " to " + to);
    }

    // ------------------------------------------------------------------ bits

    static long bits32(Literal l) {
        return switch (l) {
            case Literal.I32 i -> i.value() & 0xFFFF_FFFFL;
            case Literal.U32 u -> u.value();
            case Literal.F32 f -> Float.floatToRawIntBits(f.value()) & 0xFFFF_FFFFL;
            case Literal.AbstractInt a -> a.value() & 0xFFFF_FFFFL;
            default -> throw new EvaluationError("bitcast of a " + l.scalar() + " value");
        };
    }

    static Literal fromBits32(long bits, Scalar to) {
        return switch (to.kind()) {
            case SINT -> new Literal.I32((int) bits);
            case UINT -> new Literal.U32(bits & 0xFFFF_FFFFL);
            case FLOAT -> {
                float f = Float.intBitsToFloat((int) bits);
                if (Float.isNaN(f) || Float.isInfinite(f)) {
                    throw new EvaluationError("bitcast produces a value that is not finite");
                }
                yield new Literal.F32(f);
            }
            default -> throw new EvaluationError("bitcast to " + to);
        };
    }

    static Literal bitcast(Literal l, Scalar to) {
        if (l.scalar().width() == 8 || to.width() == 8) {
            long bits = switch (l) {
                case Literal.I64 i -> i.value();
                case Literal.U64 u -> u.bits();
                case Literal.F64 f -> Double.doubleToRawLongBits(f.value());
                default -> throw new EvaluationError("bitcast between types of different sizes");
            };
            return switch (to.kind()) {
                case SINT -> new Literal.I64(bits);
                case UINT -> new Literal.U64(bits);
                case FLOAT -> new Literal.F64(Double.longBitsToDouble(bits));
                default -> throw new EvaluationError("bitcast to " + to);
            };
        }
        return fromBits32(bits32(l), to);
    }
}
