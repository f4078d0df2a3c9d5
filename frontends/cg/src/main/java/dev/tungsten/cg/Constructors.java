package dev.tungsten.cg;

import java.util.ArrayList;
import java.util.List;

import dev.tungsten.ir.Expression;
import dev.tungsten.ir.Handle;
import dev.tungsten.ir.Span;

/// Vector and matrix constructors (§"New Vector Operators": `float4(float3, scalar)`,
/// `float3x3(row, row, row)` or nine scalars, a single scalar smears) and initializer lists
/// (`{ a, b, { c, d } }` for arrays, structs, vectors and matrices, §"Arrays And Subscripting").
final class Constructors {
    private final CgLowerer lw;
    private final ExpressionLowering x;

    Constructors(CgLowerer lw, ExpressionLowering x) {
        this.lw = lw;
        this.x = x;
    }

    /// `t(args)`.
    Val.Rv construct(FunctionContext fc, CgType t, List<Ast.Expr> args, Span span) {
        if (t.base() == null) {
            if (t instanceof CgType.Struct && args.size() == 1) {
                return lw.conv.convert(fc, x.value(fc, args.getFirst()), t, span, true);
            }
            throw lw.error(new CgSemanticError.NotCallable(span, "type " + t.text() + " (only scalar, vector and matrix "
                    + "types construct values; use an initializer list)"));
        }
        List<Val.Rv> values = new ArrayList<>();
        for (Ast.Expr a : args) {
            values.add(x.value(fc, a));
        }
        if (values.size() == 1) {
            Val.Rv v = values.getFirst();
            if (v.type().isScalar() || v.type().components() >= t.components()) {
                return lw.conv.convert(fc, v, t, span, true);
            }
        }
        return fromParts(fc, t, values, span);
    }

    /// `t` from scalars, vectors and matrices whose components add up to `t`'s.
    private Val.Rv fromParts(FunctionContext fc, CgType t, List<Val.Rv> values, Span span) {
        int total = 0;
        for (Val.Rv v : values) {
            if (v.type().base() == null) {
                throw lw.error(new CgSemanticError.TypeMismatch(span, "a scalar, vector or matrix", v.type().text()));
            }
            total += v.type().components();
        }
        if (total != t.components()) {
            throw lw.error(new CgSemanticError.WrongComponentCount(span, t.text(), t.components(), total));
        }
        CgType.Base b = t.base();
        if (t instanceof CgType.Matrix mt && mt.rows() > 1 && mt.columns() > 1
                && values.size() == mt.rows() && values.stream().allMatch(v -> v.type().components() == mt.columns()
                && (v.type() instanceof CgType.Vector))) {
            List<Handle<Expression>> rows = new ArrayList<>();
            for (Val.Rv v : values) {
                rows.add(lw.conv.convert(fc, v, CgType.vector(b, mt.columns()), span, true).expr());
            }
            return new Val.Rv(fc.append(new Expression.Compose(lw.types.ir(t, span), rows), span), t);
        }
        if (t instanceof CgType.Vector || t instanceof CgType.Matrix mt && (mt.rows() == 1 || mt.columns() == 1)) {
            List<Handle<Expression>> parts = new ArrayList<>();
            for (Val.Rv v : values) {
                Handle<Expression> e = lw.conv.base(fc, v.expr(), v.type(), b, span);
                if (v.type() instanceof CgType.Matrix m && m.rows() > 1 && m.columns() > 1) {
                    parts.addAll(lw.conv.components(fc, e, v.type().withBase(b), span));
                } else {
                    parts.add(e);
                }
            }
            return new Val.Rv(fc.append(new Expression.Compose(lw.types.ir(t, span), parts), span), t);
        }
        List<Handle<Expression>> scalars = new ArrayList<>();
        for (Val.Rv v : values) {
            Handle<Expression> e = lw.conv.base(fc, v.expr(), v.type(), b, span);
            scalars.addAll(lw.conv.components(fc, e, v.type().withBase(b), span));
        }
        return new Val.Rv(lw.conv.compose(fc, t, scalars, span), t);
    }

    /// An initializer list for a declaration of type `t`.
    Val.Rv initializer(FunctionContext fc, Ast.InitList l, CgType t) {
        Span span = l.span();
        List<Ast.Expr> elems = l.elements();
        switch (t) {
            case CgType.Array a -> {
                if (elems.size() > a.size() && a.element().base() != null && a.element().components() > 1) {
                    return elided(fc, l, a);
                }
                if (elems.size() > a.size()) {
                    throw lw.error(new CgSemanticError.InvalidInitializer(span, t.text(), elems.size() + " elements for "
                            + a.size()));
                }
                List<Handle<Expression>> out = new ArrayList<>();
                for (int i = 0; i < a.size(); i++) {
                    out.add(i < elems.size() ? x.valueAs(fc, elems.get(i), a.element()).expr()
                            : fc.append(new Expression.ZeroValue(lw.types.ir(a.element(), span)), span));
                }
                return new Val.Rv(fc.append(new Expression.Compose(lw.types.ir(t, span), out), span), t);
            }
            case CgType.Struct s -> {
                if (s.containsSampler()) {
                    throw lw.error(new CgSemanticError.SamplerMisuse(span, "a struct holding samplers cannot be initialised"));
                }
                if (elems.size() > s.info().fields.size()) {
                    throw lw.error(new CgSemanticError.InvalidInitializer(span, t.text(), elems.size() + " values for "
                            + s.info().fields.size() + " members"));
                }
                List<Handle<Expression>> out = new ArrayList<>();
                for (int i = 0; i < s.info().fields.size(); i++) {
                    CgType ft = s.info().fields.get(i).type();
                    out.add(i < elems.size() ? x.valueAs(fc, elems.get(i), ft).expr()
                            : fc.append(new Expression.ZeroValue(lw.types.ir(ft, span)), span));
                }
                return new Val.Rv(fc.append(new Expression.Compose(lw.types.ir(t, span), out), span), t);
            }
            default -> {
                if (t.base() == null) {
                    throw lw.error(new CgSemanticError.InvalidInitializer(span, t.text(), "it takes no initializer list"));
                }
                List<Handle<Expression>> scalars = new ArrayList<>();
                flatten(fc, l, t.base(), scalars);
                if (scalars.size() == 1) {
                    Val.Rv one = new Val.Rv(scalars.getFirst(), new CgType.Scalar(t.base()));
                    return lw.conv.convert(fc, one, t, span, false);
                }
                if (scalars.size() != t.components()) {
                    throw lw.error(new CgSemanticError.WrongComponentCount(span, t.text(), t.components(), scalars.size()));
                }
                return new Val.Rv(lw.conv.compose(fc, t, scalars, span), t);
            }
        }
    }

    /// An array of vectors or matrices initialised by their scalars without inner braces
    /// (C's brace elision): `float3 a[2] = {1, 2, 3, 4, 5, 6}`.
    private Val.Rv elided(FunctionContext fc, Ast.InitList l, CgType.Array a) {
        List<Handle<Expression>> scalars = new ArrayList<>();
        CgType e = a.element();
        flatten(fc, l, e.base(), scalars);
        int n = e.components();
        if (scalars.size() != a.size() * n) {
            throw lw.error(new CgSemanticError.InvalidInitializer(l.span(), a.text(), scalars.size() + " scalars for "
                    + a.size() * n));
        }
        List<Handle<Expression>> out = new ArrayList<>();
        for (int i = 0; i < a.size(); i++) {
            out.add(lw.conv.compose(fc, e, scalars.subList(i * n, (i + 1) * n), l.span()));
        }
        return new Val.Rv(fc.append(new Expression.Compose(lw.types.ir(a, l.span()), out), l.span()), a);
    }

    /// The scalar components of every element of a (nested) list, converted to `b`.
    private void flatten(FunctionContext fc, Ast.Expr e, CgType.Base b, List<Handle<Expression>> out) {
        if (e instanceof Ast.InitList l) {
            for (Ast.Expr x1 : l.elements()) {
                flatten(fc, x1, b, out);
            }
            return;
        }
        Val.Rv v = x.value(fc, e);
        if (v.type().base() == null) {
            throw lw.error(new CgSemanticError.TypeMismatch(e.span(), "a scalar, vector or matrix", v.type().text()));
        }
        Handle<Expression> c = lw.conv.base(fc, v.expr(), v.type(), b, e.span());
        out.addAll(lw.conv.components(fc, c, v.type().withBase(b), e.span()));
    }
}
