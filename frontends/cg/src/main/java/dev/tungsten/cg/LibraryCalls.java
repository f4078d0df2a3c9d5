package dev.tungsten.cg;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import dev.tungsten.ir.BinaryOperator;
import dev.tungsten.ir.DerivativeControl;
import dev.tungsten.ir.Expression;
import dev.tungsten.ir.Handle;
import dev.tungsten.ir.MathFunction;
import dev.tungsten.ir.Module;
import dev.tungsten.ir.RelationalFunction;
import dev.tungsten.ir.ScalarKind;
import dev.tungsten.ir.ShaderStage;
import dev.tungsten.ir.Span;
import dev.tungsten.ir.Type;
import dev.tungsten.ir.TypeInner;
import dev.tungsten.ir.UnaryOperator;

/// Lowers a resolved call of the standard library ([CgLibrary]) by its row's kind. `mul` is
/// here too: with IR columns being Cg rows ([CgTypes]), `mul(A, B)` is the IR product `B * A`
/// for every shape that has a matrix (matrix·vector, vector·matrix, matrix·matrix, the
/// non-square and `1xN`/`Nx1` forms); vector·vector is `dot`, and a scalar operand multiplies
/// component-wise.
final class LibraryCalls {
    private final CgLowerer lw;

    LibraryCalls(CgLowerer lw) {
        this.lw = lw;
    }

    Val lower(FunctionContext fc, CallResolution.Candidate c, List<Val> args, List<Ast.Expr> exprs, Span span) {
        CgLibrary.Row row = c.row();
        List<Handle<Expression>> in = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            if (c.out().get(i) || c.params().get(i) instanceof CgType.Sampler) {
                in.add(null);
                continue;
            }
            Val.Rv v = lw.exprs.load(fc, args.get(i), exprs.get(i).span());
            in.add(lw.conv.convert(fc, v, c.params().get(i), exprs.get(i).span(), false).expr());
        }
        CgType result = c.result();
        return switch (row.kind()) {
            case CgLibrary.Kind.Math m -> math(fc, m.fun(), c, in, span);
            case CgLibrary.Kind.Relational r -> relational(fc, r.fun(), c, in.getFirst(), span);
            case CgLibrary.Kind.Derivative d -> {
                if (lw.stage != ShaderStage.FRAGMENT && !lw.checkOnly) {
                    throw lw.error(new CgSemanticError.ProfileRestriction(span, "`" + row.name() + "` (a derivative)",
                            lw.profile.spelling() + " (" + lw.stage.text() + " programs have no derivatives)"));
                }
                yield rv(fc, new Expression.Derivative(d.axis(), DerivativeControl.NONE, in.getFirst()), result, span);
            }
            case CgLibrary.Kind.Pack p -> {
                if (p.pack()) {
                    Handle<Expression> bits = fc.append(new Expression.Math(p.fun(), in.getFirst(), null, null, null), span);
                    yield rv(fc, new Expression.As(bits, ScalarKind.FLOAT, 0), result, span);
                }
                Handle<Expression> bits = fc.append(new Expression.As(in.getFirst(), ScalarKind.UINT, 0), span);
                yield rv(fc, new Expression.Math(p.fun(), bits, null, null, null), result, span);
            }
            case CgLibrary.Kind.Special s -> special(fc, s.key(), c, args, exprs, in, span);
            case CgLibrary.Kind.Texture t -> lw.textures.lower(fc, t.form(), args, exprs, in, span);
        };
    }

    private static Val.Rv rv(FunctionContext fc, Expression e, CgType t, Span span) {
        return new Val.Rv(fc.append(e, span), t);
    }

    private Val math(FunctionContext fc, MathFunction fun, CallResolution.Candidate c, List<Handle<Expression>> in, Span span) {
        if (fun == MathFunction.TRANSPOSE && c.generic() instanceof CgType.Matrix m && (m.rows() == 1 || m.columns() == 1)) {
            // A 1xN matrix and its Nx1 transpose are the same IR vector.
            return new Val.Rv(in.getFirst(), c.result());
        }
        Handle<Expression>[] a = Arrays.copyOf(in.toArray(newArray(0)), 4);
        return rv(fc, new Expression.Math(fun, a[0], a[1], a[2], a[3]), c.result(), span);
    }

    @SuppressWarnings("unchecked")
    private static Handle<Expression>[] newArray(int n) {
        return new Handle[n];
    }

    private Val relational(FunctionContext fc, RelationalFunction fun, CallResolution.Candidate c, Handle<Expression> arg,
                           Span span) {
        CgType t = c.generic();
        if (fun == RelationalFunction.ANY || fun == RelationalFunction.ALL) {
            Val.Rv b = lw.conv.convert(fc, new Val.Rv(arg, t), t.withBase(CgType.Base.BOOL), span, false);
            if (t.isScalar()) {
                return new Val.Rv(b.expr(), CgType.BOOL);
            }
            return rv(fc, new Expression.Relational(fun, b.expr()), CgType.BOOL, span);
        }
        return rv(fc, new Expression.Relational(fun, arg), c.result(), span);
    }

    private Val special(FunctionContext fc, String key, CallResolution.Candidate c, List<Val> args, List<Ast.Expr> exprs,
                        List<Handle<Expression>> in, Span span) {
        CgType t = c.generic();
        return switch (key) {
            case "dot" -> t.isScalar() ? rv(fc, new Expression.Binary(BinaryOperator.MULTIPLY, in.get(0), in.get(1)), c.result(), span)
                    : rv(fc, new Expression.Math(MathFunction.DOT, in.get(0), in.get(1), null, null), c.result(), span);
            case "isfinite" -> {
                Handle<Expression> nan = fc.append(new Expression.Relational(RelationalFunction.IS_NAN, in.getFirst()), span);
                Handle<Expression> inf = fc.append(new Expression.Relational(RelationalFunction.IS_INF, in.getFirst()), span);
                Handle<Expression> either = fc.append(new Expression.Binary(BinaryOperator.LOGICAL_OR, nan, inf), span);
                yield rv(fc, new Expression.Unary(UnaryOperator.LOGICAL_NOT, either), c.result(), span);
            }
            case "ldexp" -> {
                Handle<Expression> exp = lw.conv.convert(fc, new Val.Rv(in.get(1), t), t.withBase(CgType.Base.INT), span, true).expr();
                yield rv(fc, new Expression.Math(MathFunction.LDEXP, in.get(0), exp, null, null), t, span);
            }
            case "frexp", "modf" -> {
                MathFunction fun = key.equals("frexp") ? MathFunction.FREXP : MathFunction.MODF;
                resultStruct(key, t, span);
                Handle<Expression> r = fc.append(new Expression.Math(fun, in.getFirst(), null, null, null), span);
                Handle<Expression> fract = fc.append(new Expression.AccessIndex(r, 0), span);
                Handle<Expression> second = fc.append(new Expression.AccessIndex(r, 1), span);
                CgType secondType = key.equals("frexp") ? t.withBase(CgType.Base.INT) : t;
                writeOut(fc, args.get(1), new Val.Rv(second, secondType), exprs.get(1).span());
                yield new Val.Rv(fract, t);
            }
            case "sincos" -> {
                Handle<Expression> s = fc.append(new Expression.Math(MathFunction.SIN, in.getFirst(), null, null, null), span);
                Handle<Expression> co = fc.append(new Expression.Math(MathFunction.COS, in.getFirst(), null, null, null), span);
                writeOut(fc, args.get(1), new Val.Rv(s, t), exprs.get(1).span());
                writeOut(fc, args.get(2), new Val.Rv(co, t), exprs.get(2).span());
                yield null;
            }
            case "mul" -> mul(fc, c, in, span);
            default -> throw new IllegalStateException("library form " + key);
        };
    }

    /// Stores `v` into the `out` argument `target`, converting to its type.
    private void writeOut(FunctionContext fc, Val target, Val.Rv v, Span span) {
        lw.exprs.checkWritable(target, span);
        lw.exprs.store(fc, target, lw.conv.convert(fc, v, target.type(), span, false), span);
    }

    /// Declares the IR's `__modf_result_*` / `__frexp_result_*` struct for `t`.
    private void resultStruct(String kind, CgType t, Span span) {
        Module m = lw.module;
        Handle<Type> arg = lw.types.ir(t, span);
        String name = Module.predeclaredName(kind, m.inner(arg));
        if (m.predeclaredTypes().containsKey(name)) {
            return;
        }
        Handle<Type> second = kind.equals("frexp") ? lw.types.ir(t.withBase(CgType.Base.INT), span) : arg;
        Handle<Type> s = lw.types.layoutStruct(name, List.of("fract", kind.equals("frexp") ? "exp" : "whole"),
                List.of(arg, second), span);
        m.predeclaredTypes().put(name, s);
    }

    // ------------------------------------------------------------------ mul

    /// Rows and columns of a `mul` operand: a vector is a row on the left, a column on the
    /// right.
    private static int[] dims(CgType t, boolean left) {
        return switch (t) {
            case CgType.Vector v -> left ? new int[] {1, v.size()} : new int[] {v.size(), 1};
            case CgType.Matrix m -> new int[] {m.rows(), m.columns()};
            default -> null;
        };
    }

    /// The `mul` overload for `args`: the operand types after fitting a vector to the matrix
    /// (truncating a longer one) and the product's type; `null` when the shapes cannot meet.
    static CallResolution.Candidate mulCandidate(CgLibrary.Row row, List<CgType> args) {
        if (args.size() != 2 || args.get(0).base() == null || args.get(1).base() == null) {
            return null;
        }
        CgType a = args.get(0);
        CgType b = args.get(1);
        CgType.Base base = Conversions.arithmeticBase(a.base(), b.base()).isFloating() || a.base().isFloating()
                || b.base().isFloating() ? floatBase(a.base(), b.base()) : Conversions.arithmeticBase(a.base(), b.base());
        if (base.isCompileTime()) {
            base = base == CgType.Base.CINT ? CgType.Base.INT : CgType.Base.FLOAT;
        }
        CgType pa;
        CgType pb;
        CgType result;
        if (a.isScalar() || b.isScalar()) {
            pa = a.withBase(base);
            pb = b.withBase(base);
            result = (a.isScalar() ? b : a).withBase(base);
        } else {
            int[] da = dims(a, true);
            int[] db = dims(b, false);
            if (a instanceof CgType.Vector && b instanceof CgType.Vector) {
                int n = Math.min(da[1], db[0]);
                da = new int[] {1, n};
                db = new int[] {n, 1};
            } else if (a instanceof CgType.Vector && da[1] != db[0]) {
                da = new int[] {1, db[0]};
            } else if (b instanceof CgType.Vector && db[0] != da[1]) {
                db = new int[] {da[1], 1};
            }
            if (da[1] != db[0]) {
                return null;
            }
            pa = a instanceof CgType.Vector ? CgType.vector(base, da[1]) : a.withBase(base);
            pb = b instanceof CgType.Vector ? CgType.vector(base, db[0]) : b.withBase(base);
            if (a instanceof CgType.Vector && b instanceof CgType.Vector) {
                result = new CgType.Scalar(base);
            } else if (a instanceof CgType.Vector) {
                result = CgType.vector(base, db[1]);
            } else if (b instanceof CgType.Vector) {
                result = CgType.vector(base, da[0]);
            } else {
                result = CgType.matrix(base, da[0], db[1]);
            }
        }
        int ra = CallResolution.argumentRank(a, pa, false);
        int rb = CallResolution.argumentRank(b, pb, false);
        if (ra < 0 || rb < 0) {
            return null;
        }
        return new CallResolution.Candidate(List.of(pa, pb), List.of(false, false), result, null, row, null, ra + rb);
    }

    private static CgType.Base floatBase(CgType.Base a, CgType.Base b) {
        CgType.Base r = Conversions.arithmeticBase(a, b);
        return r.isFloating() ? r : CgType.Base.FLOAT;
    }

    private static boolean isGrid(CgType t) {
        return t instanceof CgType.Matrix m && m.rows() > 1 && m.columns() > 1;
    }

    private Val mul(FunctionContext fc, CallResolution.Candidate c, List<Handle<Expression>> in, Span span) {
        CgType a = c.params().get(0);
        CgType b = c.params().get(1);
        Handle<Expression> x = in.get(0);
        Handle<Expression> y = in.get(1);
        if (a.isScalar() || b.isScalar()) {
            return lw.exprs.ops.binary(fc, Ast.BinaryOp.MUL, new Val.Rv(x, a), new Val.Rv(y, b), span);
        }
        if (isGrid(a) || isGrid(b)) {
            // Cg rows are IR columns: mul(A, B) is the IR product B * A (see the class comment).
            return rv(fc, new Expression.Binary(BinaryOperator.MULTIPLY, y, x), c.result(), span);
        }
        int[] da = dims(a, true);
        int[] db = dims(b, false);
        if (da[0] == 1 && db[1] == 1) {
            if (da[1] == 1) {
                return rv(fc, new Expression.Binary(BinaryOperator.MULTIPLY, x, y), c.result(), span);
            }
            return rv(fc, new Expression.Math(MathFunction.DOT, x, y, null, null), c.result(), span);
        }
        // An Nx1 column times a 1xM row: the outer product, row i being b scaled by a[i].
        List<Handle<Expression>> rows = new ArrayList<>();
        for (int i = 0; i < da[0]; i++) {
            Handle<Expression> ai = fc.append(new Expression.AccessIndex(x, i), span);
            Handle<Expression> smeared = fc.append(new Expression.Splat(db[1], ai), span);
            rows.add(fc.append(new Expression.Binary(BinaryOperator.MULTIPLY, y, smeared), span));
        }
        TypeInner inner = lw.module.inner(lw.types.ir(c.result(), span));
        if (!(inner instanceof TypeInner.Matrix)) {
            return new Val.Rv(rows.getFirst(), c.result());
        }
        return rv(fc, new Expression.Compose(lw.types.ir(c.result(), span), rows), c.result(), span);
    }
}
