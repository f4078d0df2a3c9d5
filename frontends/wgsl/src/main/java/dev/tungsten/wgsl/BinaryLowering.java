package dev.tungsten.wgsl;

import dev.tungsten.ir.AutoConversion;
import dev.tungsten.ir.BinaryOperator;
import dev.tungsten.ir.Expression;
import dev.tungsten.ir.Handle;
import dev.tungsten.ir.Module;
import dev.tungsten.ir.Scalar;
import dev.tungsten.ir.ScalarKind;
import dev.tungsten.ir.Span;
import dev.tungsten.ir.Type;
import dev.tungsten.ir.TypeInner;

/// Types and lowers one binary operator (WGSL §8.7 arithmetic, §8.8 comparison, §8.9 bit,
/// §8.6 logical): the operands' scalars are unified by converting an abstract side to the
/// other's type, a scalar meets a vector by being splatted (for arithmetic only), matrices
/// follow the linear-algebra forms, and constant operands are folded.
final class BinaryLowering {
    private final ExpressionLowerer x;
    private final Lowerer lw;
    private final Module m;
    private final ExpressionLowerer.Ctx ctx;
    private final Span span;

    BinaryLowering(ExpressionLowerer x, ExpressionLowerer.Ctx ctx, Span span) {
        this.x = x;
        this.lw = x.lw;
        this.m = x.m;
        this.ctx = ctx;
        this.span = span;
    }

    Value apply(Ast.BinaryOp op, Value l, Value r, Span ls, Span rs) {
        return switch (op) {
            case ADD, SUBTRACT, MULTIPLY, DIVIDE, MODULO -> arithmetic(op, l, r, ls, rs);
            case EQUAL, NOT_EQUAL, LESS, LESS_EQUAL, GREATER, GREATER_EQUAL -> comparison(op, l, r, ls, rs);
            case AND, OR, XOR -> bitwise(op, l, r, ls, rs);
            case LOGICAL_AND, LOGICAL_OR -> logical(op, l, r, ls, rs);
            case SHIFT_LEFT, SHIFT_RIGHT -> shift(op, l, r, ls, rs);
        };
    }

    private SemanticError invalid(Ast.BinaryOp op, Value l, Value r) {
        return new SemanticError.InvalidOperands(span, op.spelling, lw.typeName(l.type()), lw.typeName(r.type()));
    }

    /// The scalar both sides convert to, or `null`.
    static Scalar unify(Scalar a, Scalar b) {
        if (a.equals(b)) {
            return a;
        }
        if (a.isAbstract() && AutoConversion.rank(a, b) >= 0) {
            return b;
        }
        if (b.isAbstract() && AutoConversion.rank(b, a) >= 0) {
            return a;
        }
        return null;
    }

    private Value emit(BinaryOperator op, Value l, Value r, Handle<Type> result, Span ls, Span rs) {
        if (l instanceof Value.Const cl && r instanceof Value.Const cr) {
            return x.fold(span, () -> lw.ev.binary(op, cl.value(), cr.value()));
        }
        Handle<Expression> a = x.toExpr(l, ctx, ls);
        Handle<Expression> b = x.toExpr(r, ctx, rs);
        return new Value.Plain(x.append(ctx, new Expression.Binary(op, a, b), span), result);
    }

    /// Makes a scalar operand a vector of `size` (arithmetic with a vector and a scalar).
    private Value splat(Value v, int size, Span s) {
        Scalar sc = m.inner(v.type()).scalar();
        Handle<Type> t = m.type(new TypeInner.Vector(size, sc));
        if (v instanceof Value.Const c) {
            return new Value.Const(lw.ev.splat(size, c.value()), t);
        }
        return new Value.Plain(x.append(ctx, new Expression.Splat(size, x.toExpr(v, ctx, s)), s), t);
    }

    private Value arithmetic(Ast.BinaryOp op, Value l, Value r, Span ls, Span rs) {
        TypeInner ta = m.inner(l.type());
        TypeInner tb = m.inner(r.type());
        Scalar sa = ta.scalar();
        Scalar sb = tb.scalar();
        if (sa == null || sb == null || sa.kind() == ScalarKind.BOOL || sb.kind() == ScalarKind.BOOL
                || ta instanceof TypeInner.Atomic || tb instanceof TypeInner.Atomic) {
            throw lw.error(invalid(op, l, r));
        }
        Scalar s = unify(sa, sb);
        if (s == null) {
            throw lw.error(invalid(op, l, r));
        }
        BinaryOperator irop = x.irOp(op);
        if (ta instanceof TypeInner.Matrix || tb instanceof TypeInner.Matrix) {
            return matrix(op, irop, l, r, s, ls, rs);
        }
        l = x.convertScalar(l, s, ls);
        r = x.convertScalar(r, s, rs);
        int na = ta.vectorSize();
        int nb = tb.vectorSize();
        if (na != nb) {
            if (na == 1) {
                l = splat(l, nb, ls);
            } else if (nb == 1) {
                r = splat(r, na, rs);
            } else {
                throw lw.error(invalid(op, l, r));
            }
        }
        return emit(irop, l, r, l.type(), ls, rs);
    }

    private Value matrix(Ast.BinaryOp op, BinaryOperator irop, Value l, Value r, Scalar s, Span ls, Span rs) {
        if (!s.kind().isFloat()) {
            throw lw.error(invalid(op, l, r));
        }
        l = x.convertScalar(l, s, ls);
        r = x.convertScalar(r, s, rs);
        TypeInner ta = m.inner(l.type());
        TypeInner tb = m.inner(r.type());
        Handle<Type> result = null;
        if (op == Ast.BinaryOp.ADD || op == Ast.BinaryOp.SUBTRACT) {
            if (ta.equals(tb)) {
                result = l.type();
            }
        } else if (op == Ast.BinaryOp.MULTIPLY) {
            if (ta instanceof TypeInner.Matrix && tb instanceof TypeInner.ScalarType) {
                result = l.type();
            } else if (ta instanceof TypeInner.ScalarType && tb instanceof TypeInner.Matrix) {
                result = r.type();
            } else if (ta instanceof TypeInner.Matrix ma && tb instanceof TypeInner.Vector vb && ma.columns() == vb.size()) {
                result = m.type(new TypeInner.Vector(ma.rows(), s));
            } else if (ta instanceof TypeInner.Vector va && tb instanceof TypeInner.Matrix mb && mb.rows() == va.size()) {
                result = m.type(new TypeInner.Vector(mb.columns(), s));
            } else if (ta instanceof TypeInner.Matrix ma && tb instanceof TypeInner.Matrix mb && ma.columns() == mb.rows()) {
                result = m.type(new TypeInner.Matrix(mb.columns(), ma.rows(), s));
            }
        }
        if (result == null) {
            throw lw.error(invalid(op, l, r));
        }
        return emit(irop, l, r, result, ls, rs);
    }

    private Value comparison(Ast.BinaryOp op, Value l, Value r, Span ls, Span rs) {
        TypeInner ta = m.inner(l.type());
        TypeInner tb = m.inner(r.type());
        if (!ta.isScalarOrVector() || !tb.isScalarOrVector() || ta.vectorSize() != tb.vectorSize()) {
            throw lw.error(invalid(op, l, r));
        }
        Scalar s = unify(ta.scalar(), tb.scalar());
        boolean ordered = op != Ast.BinaryOp.EQUAL && op != Ast.BinaryOp.NOT_EQUAL;
        if (s == null || (ordered && s.kind() == ScalarKind.BOOL)) {
            throw lw.error(invalid(op, l, r));
        }
        l = x.convertScalar(l, s, ls);
        r = x.convertScalar(r, s, rs);
        return emit(x.irOp(op), l, r, x.withScalar(l.type(), Scalar.BOOL), ls, rs);
    }

    private Value bitwise(Ast.BinaryOp op, Value l, Value r, Span ls, Span rs) {
        TypeInner ta = m.inner(l.type());
        TypeInner tb = m.inner(r.type());
        if (!ta.isScalarOrVector() || !tb.isScalarOrVector() || ta.vectorSize() != tb.vectorSize()) {
            throw lw.error(invalid(op, l, r));
        }
        Scalar s = unify(ta.scalar(), tb.scalar());
        if (s == null || !(s.kind().isInteger() || s.kind() == ScalarKind.BOOL)) {
            throw lw.error(invalid(op, l, r));
        }
        l = x.convertScalar(l, s, ls);
        r = x.convertScalar(r, s, rs);
        return emit(x.irOp(op), l, r, l.type(), ls, rs);
    }

    private Value logical(Ast.BinaryOp op, Value l, Value r, Span ls, Span rs) {
        Handle<Type> bool = lw.scalarType(Scalar.BOOL);
        if (!l.type().equals(bool) || !r.type().equals(bool)) {
            throw lw.error(invalid(op, l, r));
        }
        if (l instanceof Value.Const cl && !(r instanceof Value.Const)) {
            // `false && e` is false and `true || e` is true without evaluating `e`.
            boolean b = ((dev.tungsten.ir.Literal.Bool) dev.tungsten.ir.ConstEvaluator.literal(cl.value())).value();
            if (b == (op == Ast.BinaryOp.LOGICAL_OR)) {
                return l;
            }
            return r;
        }
        return emit(x.irOp(op), l, r, bool, ls, rs);
    }

    private Value shift(Ast.BinaryOp op, Value l, Value r, Span ls, Span rs) {
        TypeInner ta = m.inner(l.type());
        TypeInner tb = m.inner(r.type());
        if (!ta.isScalarOrVector() || !tb.isScalarOrVector() || ta.vectorSize() != tb.vectorSize()
                || !ta.scalar().kind().isInteger() || !tb.scalar().kind().isInteger()) {
            throw lw.error(invalid(op, l, r));
        }
        boolean bothAbstract = ta.scalar().isAbstract() && tb.scalar().isAbstract();
        if (!bothAbstract) {
            Scalar amount = tb.scalar().width() == 8 && !tb.scalar().isAbstract() ? Scalar.U64 : Scalar.U32;
            if (ta.scalar().width() == 8 && !ta.scalar().isAbstract()) {
                amount = Scalar.U64;
            }
            r = x.convertScalar(r, amount, rs);
            if (!m.inner(r.type()).scalar().equals(Scalar.U32) && !m.inner(r.type()).scalar().equals(Scalar.U64)) {
                throw lw.error(invalid(op, l, r));
            }
            if (!(l instanceof Value.Const && r instanceof Value.Const)) {
                l = x.concretize(l, ls);
            }
        }
        return emit(x.irOp(op), l, r, l.type(), ls, rs);
    }
}
