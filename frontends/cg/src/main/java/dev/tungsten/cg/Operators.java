package dev.tungsten.cg;

import java.util.ArrayList;
import java.util.List;

import dev.tungsten.ir.BinaryOperator;
import dev.tungsten.ir.Expression;
import dev.tungsten.ir.Handle;
import dev.tungsten.ir.Span;
import dev.tungsten.ir.UnaryOperator;

/// Cg's operators (§"Operators", §"Operator Enhancements"): the usual arithmetic conversions
/// pick the operands' base, a scalar smears to the other operand's shape (§"Smearing Of Scalars
/// To Vectors"), and vectors of different sizes truncate to the smaller with a warning. `*`,
/// `/` and `%` on matrices are component-wise (`mul` is the matrix product); `&&`, `||` and `!`
/// work per component on bool vectors and never short-circuit.
final class Operators {
    private final CgLowerer lw;
    private final ExpressionLowering x;

    Operators(CgLowerer lw, ExpressionLowering x) {
        this.lw = lw;
        this.x = x;
    }

    Val unary(FunctionContext fc, Ast.Unary u) {
        Span span = u.span();
        return switch (u.op()) {
            case PLUS -> numeric(x.value(fc, u.operand()), "+", span);
            case MINUS -> negate(fc, numeric(x.value(fc, u.operand()), "-", span), span);
            case NOT -> {
                Val.Rv v = x.value(fc, u.operand());
                if (v.type().base() == null || v.type() instanceof CgType.Matrix) {
                    throw lw.error(new CgSemanticError.InvalidOperands(span, "!", v.type().text(), null));
                }
                CgType t = v.type().withBase(CgType.Base.BOOL);
                Handle<Expression> b = lw.conv.convert(fc, v, t, span, false).expr();
                yield new Val.Rv(fc.append(new Expression.Unary(UnaryOperator.LOGICAL_NOT, b), span), t);
            }
            case BIT_NOT -> {
                Val.Rv v = x.value(fc, u.operand());
                if (v.type().base() == null || !v.type().base().isIntegral() || v.type() instanceof CgType.Matrix) {
                    throw lw.error(new CgSemanticError.InvalidOperands(span, "~", v.type().text(), null));
                }
                yield new Val.Rv(fc.append(new Expression.Unary(UnaryOperator.BITWISE_NOT, v.expr()), span), v.type());
            }
            case PRE_INC, PRE_DEC, POST_INC, POST_DEC -> increment(fc, u);
        };
    }

    private Val.Rv numeric(Val.Rv v, String op, Span span) {
        if (v.type().base() == null || v.type().base() == CgType.Base.BOOL) {
            throw lw.error(new CgSemanticError.InvalidOperands(span, op, v.type().text(), null));
        }
        return v;
    }

    private Val.Rv negate(FunctionContext fc, Val.Rv v, Span span) {
        if (v.type().base() == CgType.Base.UINT) {
            Val.Rv zero = x.constant(fc, 0, CgType.Base.UINT, span);
            return binary(fc, Ast.BinaryOp.SUB, zero, v, span);
        }
        return new Val.Rv(fc.append(new Expression.Unary(UnaryOperator.NEGATE, v.expr()), span), v.type());
    }

    /// `++x`, `x--` and friends: the value before (postfix) or after (prefix).
    private Val increment(FunctionContext fc, Ast.Unary u) {
        Span span = u.span();
        Val target = x.lower(fc, u.operand());
        x.checkWritable(target, u.operand().span());
        String op = u.op() == Ast.UnaryOp.PRE_INC || u.op() == Ast.UnaryOp.POST_INC ? "++" : "--";
        Val.Rv cur = numeric(x.load(fc, target, span), op, span);
        Val.Rv one = x.constant(fc, 1, CgType.Base.CINT, span);
        Val.Rv next = binary(fc, op.equals("++") ? Ast.BinaryOp.ADD : Ast.BinaryOp.SUB, cur, one, span);
        next = lw.conv.convert(fc, next, target.type(), span, false);
        x.store(fc, target, next, span);
        return u.op() == Ast.UnaryOp.PRE_INC || u.op() == Ast.UnaryOp.PRE_DEC ? next : cur;
    }

    /// The shape two operands meet at: equal shapes stay, a scalar smears to the other, a
    /// vector or matrix truncates to the smaller one (warned by the conversion).
    CgType commonShape(CgType a, CgType b, String op, Span span) {
        if (a.getClass() == b.getClass() && a.components() == b.components() && sameDims(a, b)) {
            return a;
        }
        if (a.isScalar()) {
            return b;
        }
        if (b.isScalar()) {
            return a;
        }
        if (a instanceof CgType.Vector va && b instanceof CgType.Vector vb) {
            return va.size() < vb.size() ? a : b;
        }
        if (a instanceof CgType.Matrix ma && b instanceof CgType.Matrix mb) {
            return CgType.matrix(ma.base(), Math.min(ma.rows(), mb.rows()), Math.min(ma.columns(), mb.columns()));
        }
        if (a.components() == b.components() && (isLine(a) || isLine(b))) {
            return a;
        }
        throw lw.error(new CgSemanticError.InvalidOperands(span, op, a.text(), b.text()));
    }

    private static boolean sameDims(CgType a, CgType b) {
        return !(a instanceof CgType.Matrix ma) || b instanceof CgType.Matrix mb && ma.rows() == mb.rows()
                && ma.columns() == mb.columns();
    }

    /// A vector, or a matrix of one row or column (an IR vector).
    private static boolean isLine(CgType t) {
        return t instanceof CgType.Vector || t instanceof CgType.Matrix m && (m.rows() == 1 || m.columns() == 1);
    }

    private static BinaryOperator irOp(Ast.BinaryOp op) {
        return switch (op) {
            case MUL -> BinaryOperator.MULTIPLY;
            case DIV -> BinaryOperator.DIVIDE;
            case MOD -> BinaryOperator.MODULO;
            case ADD -> BinaryOperator.ADD;
            case SUB -> BinaryOperator.SUBTRACT;
            case SHL -> BinaryOperator.SHIFT_LEFT;
            case SHR -> BinaryOperator.SHIFT_RIGHT;
            case LT -> BinaryOperator.LESS;
            case GT -> BinaryOperator.GREATER;
            case LE -> BinaryOperator.LESS_EQUAL;
            case GE -> BinaryOperator.GREATER_EQUAL;
            case EQ -> BinaryOperator.EQUAL;
            case NE -> BinaryOperator.NOT_EQUAL;
            case BIT_AND -> BinaryOperator.AND;
            case BIT_XOR -> BinaryOperator.EXCLUSIVE_OR;
            case BIT_OR -> BinaryOperator.INCLUSIVE_OR;
            case AND -> BinaryOperator.LOGICAL_AND;
            case OR -> BinaryOperator.LOGICAL_OR;
        };
    }

    private boolean warnedIntegers;

    /// Profiles before the GPU-program-4 generation run `int` in floating point, where `/`
    /// does not truncate and the bit operators do not exist; this front end computes 32-bit
    /// integers, so it says so once per program.
    private void integerWarning(Ast.BinaryOp op, Span span) {
        boolean differs = switch (op) {
            case DIV, MOD, SHL, SHR, BIT_AND, BIT_OR, BIT_XOR -> true;
            default -> false;
        };
        if (differs && !lw.profile.hasIntegers() && !lw.checkOnly && !warnedIntegers) {
            warnedIntegers = true;
            lw.warn(span, "integer `" + op.text + "` is computed on 32-bit integers; profile " + lw.profile.spelling()
                    + " runs int in floating point", "§Types (profiles may treat int as float)");
        }
    }

    /// `l op r` for two values.
    Val.Rv binary(FunctionContext fc, Ast.BinaryOp op, Val.Rv l, Val.Rv r, Span span) {
        CgType lt = l.type();
        CgType rt = r.type();
        if (lt.base() == null || rt.base() == null) {
            throw lw.error(new CgSemanticError.InvalidOperands(span, op.text, lt.text(), rt.text()));
        }
        CgType shape = commonShape(lt, rt, op.text, span);
        CgType.Base base = Conversions.arithmeticBase(lt.base(), rt.base());
        switch (op) {
            case AND, OR -> base = CgType.Base.BOOL;
            case BIT_AND, BIT_OR, BIT_XOR, SHL, SHR -> {
                if (!(base.isIntegral() || base == CgType.Base.BOOL && op != Ast.BinaryOp.SHL && op != Ast.BinaryOp.SHR)) {
                    throw lw.error(new CgSemanticError.InvalidOperands(span, op.text, lt.text(), rt.text()));
                }
            }
            case LT, GT, LE, GE, EQ, NE -> {
                if (shape instanceof CgType.Matrix m && m.rows() > 1 && m.columns() > 1) {
                    throw lw.error(new CgSemanticError.InvalidOperands(span, op.text, lt.text(), rt.text()));
                }
                if (base == CgType.Base.BOOL && op != Ast.BinaryOp.EQ && op != Ast.BinaryOp.NE) {
                    // Relational comparisons of bools treat true as one (§Comparisons).
                    base = CgType.Base.INT;
                }
            }
            default -> {
                if (base == CgType.Base.BOOL) {
                    // As in C, bools in arithmetic count as the integers 0 and 1.
                    base = CgType.Base.INT;
                }
            }
        }
        CgType t = shape.withBase(base);
        if (base == CgType.Base.INT || base == CgType.Base.UINT) {
            integerWarning(op, span);
        }
        Handle<Expression> a = lw.conv.convert(fc, l, t, span, false).expr();
        Handle<Expression> b;
        if (op == Ast.BinaryOp.SHL || op == Ast.BinaryOp.SHR) {
            b = lw.conv.convert(fc, r, shape.withBase(CgType.Base.UINT), span, false).expr();
        } else {
            b = lw.conv.convert(fc, r, t, span, false).expr();
        }
        boolean compare = switch (op) {
            case LT, GT, LE, GE, EQ, NE -> true;
            default -> false;
        };
        CgType result = compare ? shape.withBase(CgType.Base.BOOL) : t;
        if (t instanceof CgType.Matrix m && m.rows() > 1 && m.columns() > 1 && op != Ast.BinaryOp.ADD && op != Ast.BinaryOp.SUB) {
            // Component-wise on a matrix: row by row (the IR's `*` on matrices is the product).
            List<Handle<Expression>> rows = new ArrayList<>();
            for (int i = 0; i < m.rows(); i++) {
                Handle<Expression> ra = fc.append(new Expression.AccessIndex(a, i), span);
                Handle<Expression> rb = fc.append(new Expression.AccessIndex(b, i), span);
                rows.add(fc.append(new Expression.Binary(irOp(op), ra, rb), span));
            }
            return new Val.Rv(fc.append(new Expression.Compose(lw.types.ir(t, span), rows), span), result);
        }
        return new Val.Rv(fc.append(new Expression.Binary(irOp(op), a, b), span), result);
    }
}
