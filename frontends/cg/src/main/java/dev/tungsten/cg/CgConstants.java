package dev.tungsten.cg;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/// Folds the compile-time constant expressions Cg needs before (or without) code generation:
/// array sizes, texel offsets, and the default values the reflection table reports for
/// uniforms with initializers (§"Constants": folding at run-time precision is preferred, so
/// integers fold as 32-bit two's complement and floats as `float`).
///
/// A value is its components in row-major order with the Cg type it has. Anything that is not
/// constant (a variable, a call of a library function) folds to `null`; callers decide whether
/// that is an error.
final class CgConstants {
    /// A folded value; `components` holds 1 (scalar), N (vector), R*C (matrix, row-major) or the
    /// flattened elements of an initializer list (`type` `null`).
    record Value(CgType type, double[] components) {
        boolean isInteger() {
            return type != null && type.base() != null && type.base().isIntegral();
        }

        double scalar() {
            return components[0];
        }
    }

    private final Function<String, Ast.Expr> constants;
    private final Function<Ast.TypeRef, CgType> typeOf;
    private final Function<String, CgType> typeNamed;
    private final Set<String> active = new HashSet<>();

    /// `constants` gives the initializer of a `const` name in scope (or `null`); `typeNamed`
    /// resolves a constructor's type name (or `null` when it names no type).
    CgConstants(Function<String, Ast.Expr> constants, Function<Ast.TypeRef, CgType> typeOf,
                Function<String, CgType> typeNamed) {
        this.constants = constants;
        this.typeOf = typeOf;
        this.typeNamed = typeNamed;
    }

    /// The value of `e`, or `null` when it is not a compile-time constant.
    Value fold(Ast.Expr e) {
        try {
            return eval(e);
        } catch (ArithmeticException | IllegalArgumentException ex) {
            return null;
        }
    }

    /// `e` as an integer constant, or `null`.
    Long integer(Ast.Expr e) {
        Value v = fold(e);
        if (v == null || v.type == null || !(v.type instanceof CgType.Scalar) || !v.type.base().isNumeric()) {
            return null;
        }
        double d = v.scalar();
        return v.isInteger() || d == Math.rint(d) ? (long) d : null;
    }

    private Value eval(Ast.Expr e) {
        return switch (e) {
            case Ast.Literal l -> literal(l);
            case Ast.Ident id -> {
                Ast.Expr init = constants.apply(id.name());
                if (init == null || !active.add(id.name())) {
                    yield null;
                }
                try {
                    yield eval(init);
                } finally {
                    active.remove(id.name());
                }
            }
            case Ast.Unary u -> unary(u);
            case Ast.Binary b -> binary(b);
            case Ast.Conditional c -> {
                Value cond = eval(c.condition());
                if (cond == null || cond.components.length != 1) {
                    yield null;
                }
                yield cond.scalar() != 0 ? eval(c.accept()) : eval(c.reject());
            }
            case Ast.Cast c -> {
                Value v = eval(c.expr());
                CgType t = typeOf.apply(c.type());
                yield v == null || t == null ? null : convert(v, t);
            }
            case Ast.Call c when c.callee() instanceof Ast.Ident id && typeNamed.apply(id.name()) != null ->
                    construct(typeNamed.apply(id.name()), c.arguments());
            case Ast.Construct c -> {
                CgType t = typeOf.apply(c.type());
                yield t == null ? null : construct(t, c.arguments());
            }
            case Ast.InitList l -> {
                List<Double> out = new ArrayList<>();
                for (Ast.Expr x : l.elements()) {
                    Value v = eval(x);
                    if (v == null) {
                        yield null;
                    }
                    for (double d : v.components) {
                        out.add(d);
                    }
                }
                yield new Value(null, out.stream().mapToDouble(Double::doubleValue).toArray());
            }
            case Ast.Member m -> swizzle(m);
            case Ast.Comma c -> eval(c.exprs().getLast());
            default -> null;
        };
    }

    /// The value of a literal; `null` for a string (annotation values only).
    static Value literal(Ast.Literal l) {
        if (l.kind() == Ast.LiteralKind.BOOL) {
            return new Value(CgType.BOOL, new double[] {l.text().equals("true") ? 1 : 0});
        }
        if (l.kind() == Ast.LiteralKind.INT) {
            long v = parseInteger(l.text());
            boolean unsigned = l.suffix().toLowerCase().contains("u");
            return new Value(unsigned ? CgType.UINT : l.suffix().isEmpty() ? CgType.CINT : CgType.INT,
                    new double[] {unsigned ? (double) (v & 0xFFFF_FFFFL) : (int) v});
        }
        if (l.kind() == Ast.LiteralKind.FLOAT) {
            CgType.Base b = switch (l.suffix().toLowerCase()) {
                case "h" -> CgType.Base.HALF;
                case "x" -> CgType.Base.FIXED;
                case "f" -> CgType.Base.FLOAT;
                case "d" -> CgType.Base.DOUBLE;
                default -> CgType.Base.CFLOAT;
            };
            return new Value(new CgType.Scalar(b), new double[] {(float) Double.parseDouble(l.text())});
        }
        return null;
    }

    /// A C integer literal: decimal, `0x` hexadecimal or `0` octal; a value too large for 64
    /// bits keeps its low bits (it is then truncated to the literal's type anyway).
    static long parseInteger(String text) {
        String t = text.toLowerCase();
        int radix = 10;
        if (t.startsWith("0x")) {
            radix = 16;
            t = t.substring(2);
        } else if (t.length() > 1 && t.startsWith("0")) {
            radix = 8;
            t = t.substring(1);
        }
        try {
            return new java.math.BigInteger(t, radix).longValue();
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    /// Whether an integer literal's value fits `int` or `unsigned int`.
    static boolean fitsIn32Bits(String text) {
        String t = text.toLowerCase();
        int radix = t.startsWith("0x") ? 16 : t.length() > 1 && t.startsWith("0") ? 8 : 10;
        String digits = radix == 16 ? t.substring(2) : radix == 8 ? t.substring(1) : t;
        try {
            return new java.math.BigInteger(digits, radix).bitLength() <= 32;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    private Value unary(Ast.Unary u) {
        Value v = eval(u.operand());
        if (v == null || v.type == null) {
            return null;
        }
        double[] out = new double[v.components.length];
        for (int i = 0; i < out.length; i++) {
            double x = v.components[i];
            out[i] = switch (u.op()) {
                case PLUS -> x;
                case MINUS -> v.isInteger() ? (double) (int) -(long) x : -x;
                case NOT -> x == 0 ? 1 : 0;
                case BIT_NOT -> ~(long) x;
                default -> throw new IllegalArgumentException("not constant");
            };
        }
        return new Value(u.op() == Ast.UnaryOp.NOT ? v.type.withBase(CgType.Base.BOOL) : v.type, out);
    }

    private Value binary(Ast.Binary b) {
        Value l = eval(b.left());
        Value r = eval(b.right());
        if (l == null || r == null || l.type == null || r.type == null || l.type.base() == null || r.type.base() == null) {
            return null;
        }
        CgType.Base base = Conversions.arithmeticBase(l.type.base(), r.type.base());
        int n = Math.max(l.components.length, r.components.length);
        if (l.components.length != n && l.components.length != 1 || r.components.length != n && r.components.length != 1) {
            return null;
        }
        CgType shape = l.components.length == n ? l.type : r.type;
        boolean integer = base.isIntegral();
        double[] out = new double[n];
        for (int i = 0; i < n; i++) {
            double x = l.components[l.components.length == 1 ? 0 : i];
            double y = r.components[r.components.length == 1 ? 0 : i];
            out[i] = switch (b.op()) {
                case ADD -> x + y;
                case SUB -> x - y;
                case MUL -> x * y;
                case DIV -> integer ? (long) x / (long) y : x / y;
                case MOD -> integer ? (long) x % (long) y : x % y;
                case SHL -> (long) x << (long) y;
                case SHR -> (long) x >> (long) y;
                case LT -> x < y ? 1 : 0;
                case GT -> x > y ? 1 : 0;
                case LE -> x <= y ? 1 : 0;
                case GE -> x >= y ? 1 : 0;
                case EQ -> x == y ? 1 : 0;
                case NE -> x != y ? 1 : 0;
                case BIT_AND -> (long) x & (long) y;
                case BIT_OR -> (long) x | (long) y;
                case BIT_XOR -> (long) x ^ (long) y;
                case AND -> x != 0 && y != 0 ? 1 : 0;
                case OR -> x != 0 || y != 0 ? 1 : 0;
            };
            if (integer && !isComparison(b.op())) {
                out[i] = base == CgType.Base.UINT ? (double) ((long) out[i] & 0xFFFF_FFFFL) : (int) (long) out[i];
            } else if (!integer && !isComparison(b.op())) {
                out[i] = (float) out[i];
            }
        }
        CgType type = isComparison(b.op()) || b.op() == Ast.BinaryOp.AND || b.op() == Ast.BinaryOp.OR
                ? shape.withBase(CgType.Base.BOOL) : shape.withBase(base);
        return new Value(type, out);
    }

    private static boolean isComparison(Ast.BinaryOp op) {
        return switch (op) {
            case LT, GT, LE, GE, EQ, NE -> true;
            default -> false;
        };
    }

    private Value construct(CgType t, List<Ast.Expr> args) {
        List<Double> comps = new ArrayList<>();
        for (Ast.Expr a : args) {
            Value v = eval(a);
            if (v == null) {
                return null;
            }
            for (double d : v.components) {
                comps.add(d);
            }
        }
        int n = t.components();
        if (n == 0) {
            return null;
        }
        double[] out = new double[n];
        if (comps.size() == 1) {
            Arrays.fill(out, comps.getFirst());
        } else if (comps.size() == n) {
            for (int i = 0; i < n; i++) {
                out[i] = comps.get(i);
            }
        } else {
            return null;
        }
        return convert(new Value(t, out), t);
    }

    /// Converts the components to `t`'s base (rounding floats, truncating to integers) and
    /// smears or truncates to its size.
    static Value convert(Value v, CgType t) {
        int n = t.components();
        if (n == 0 || v.components.length == 0) {
            return null;
        }
        double[] out = new double[n];
        for (int i = 0; i < n; i++) {
            double x = v.components[v.components.length == 1 ? 0 : Math.min(i, v.components.length - 1)];
            out[i] = switch (t.base()) {
                case BOOL -> x != 0 ? 1 : 0;
                case INT, CINT -> (int) (long) x;
                case UINT -> (double) ((long) x & 0xFFFF_FFFFL);
                default -> (float) x;
            };
        }
        return new Value(t, out);
    }

    private Value swizzle(Ast.Member m) {
        Value v = eval(m.base());
        if (v == null || v.type == null || !(v.type instanceof CgType.Scalar || v.type instanceof CgType.Vector)) {
            return null;
        }
        int[] idx = Swizzles.vector(m.name(), v.components.length);
        if (idx == null) {
            return null;
        }
        double[] out = new double[idx.length];
        for (int i = 0; i < idx.length; i++) {
            out[i] = v.components[idx[i]];
        }
        return new Value(CgType.vector(v.type.base(), idx.length), out);
    }
}
