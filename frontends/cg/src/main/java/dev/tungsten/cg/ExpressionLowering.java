package dev.tungsten.cg;

import java.util.ArrayList;
import java.util.List;

import dev.tungsten.ir.BinaryOperator;
import dev.tungsten.ir.Expression;
import dev.tungsten.ir.Handle;
import dev.tungsten.ir.Literal;
import dev.tungsten.ir.Span;
import dev.tungsten.ir.Statement;

/// Lowers Cg expressions (§"Statements And Expressions") to [Val]s: names, literals, member
/// access and swizzles ([Access]), operators ([Operators]), assignment, `?:`, the comma
/// operator, casts, calls ([CallResolution]) and constructors ([Constructors]).
///
/// A place ([Val.Ref], [Val.Components]) is loaded only where a value is needed, so the same
/// lowering serves lvalues and rvalues.
final class ExpressionLowering {
    final CgLowerer lw;
    final Access access;
    final Operators ops;
    final Constructors constructors;

    ExpressionLowering(CgLowerer lw) {
        this.lw = lw;
        this.access = new Access(lw, this);
        this.ops = new Operators(lw, this);
        this.constructors = new Constructors(lw, this);
    }

    /// `e` as a value or place (not loaded).
    Val lower(FunctionContext fc, Ast.Expr e) {
        return switch (e) {
            case Ast.Literal l -> literal(fc, l);
            case Ast.Ident id -> ident(fc, id);
            case Ast.Member m -> access.member(fc, m);
            case Ast.Index i -> access.index(fc, i);
            case Ast.Unary u -> ops.unary(fc, u);
            case Ast.Binary b -> ops.binary(fc, b.op(), value(fc, b.left()), value(fc, b.right()), b.span());
            case Ast.Assign a -> assign(fc, a);
            case Ast.Conditional c -> conditional(fc, c);
            case Ast.Comma c -> {
                Val last = null;
                for (Ast.Expr x : c.exprs()) {
                    last = lower(fc, x);
                }
                yield last;
            }
            case Ast.Cast c -> lw.conv.convert(fc, value(fc, c.expr()), resolveType(fc, c.type()), c.span(), true);
            case Ast.Call c -> {
                Val v = lw.calls.call(fc, c);
                if (v == null) {
                    throw lw.error(new CgSemanticError.TypeMismatch(c.span(), "a value", "void"));
                }
                yield v;
            }
            case Ast.Construct c -> constructors.construct(fc, resolveType(fc, c.type()), c.arguments(), c.span());
            case Ast.InitList l -> throw lw.error(new CgSemanticError.InvalidInitializer(l.span(), "an expression",
                    "an initializer list only initialises a declaration"));
        };
    }

    /// `e` as a value.
    Val.Rv value(FunctionContext fc, Ast.Expr e) {
        return load(fc, lower(fc, e), e.span());
    }

    /// `e` converted implicitly to `t`; an initializer list builds a `t`.
    Val.Rv valueAs(FunctionContext fc, Ast.Expr e, CgType t) {
        if (e instanceof Ast.InitList l) {
            return constructors.initializer(fc, l, t);
        }
        return lw.conv.convert(fc, value(fc, e), t, e.span(), false);
    }

    CgType resolveType(FunctionContext fc, Ast.TypeRef t) {
        return lw.types.resolve(t, fc::lookupType);
    }

    /// The value of `v`: loads a place; a sampler is not a value.
    Val.Rv load(FunctionContext fc, Val v, Span span) {
        return switch (v) {
            case Val.Rv rv -> rv;
            case Val.Ref r -> {
                Handle<Expression> e = fc.append(new Expression.Load(r.pointer()), span);
                yield new Val.Rv(r.uniform() ? hostToValue(fc, e, r.type(), span) : e, r.type());
            }
            case Val.Components c when c.source() != null -> {
                Handle<Expression> whole = fc.append(new Expression.Load(c.source()), span);
                CgType sourceType = CgType.vector(c.type().base(), c.sourceSize());
                if (c.uniform()) {
                    whole = hostToValue(fc, whole, sourceType, span);
                }
                Handle<Expression> e = c.sourceSize() == 1 ? fc.append(new Expression.Splat(c.pattern().size(), whole), span)
                        : fc.append(new Expression.Swizzle(c.pattern().size(), whole, c.pattern()), span);
                yield new Val.Rv(e, c.type());
            }
            case Val.Components c -> {
                List<Handle<Expression>> comps = new ArrayList<>();
                for (Handle<Expression> p : c.pointers()) {
                    Handle<Expression> e = fc.append(new Expression.Load(p), span);
                    comps.add(c.uniform() ? hostToValue(fc, e, CgType.vector(c.type().base(), 1), span) : e);
                }
                yield new Val.Rv(comps.size() == 1 ? comps.getFirst()
                        : fc.append(new Expression.Compose(lw.types.ir(c.type(), span), comps), span), c.type());
            }
            case Val.SamplerVal s -> throw lw.error(new CgSemanticError.SamplerMisuse(span,
                    "a sampler is not a value; pass it to a texture function"));
            case Val.Aggregate a -> throw lw.error(new CgSemanticError.SamplerMisuse(span,
                    "a struct holding samplers can only be passed to a function or have its members read"));
        };
    }

    /// Converts a value read from the uniform buffer, where `bool` is stored as `u32` and a
    /// two-column matrix as an array of rows, to its Cg value.
    Handle<Expression> hostToValue(FunctionContext fc, Handle<Expression> e, CgType t, Span span) {
        if (!CgTypes.needsHostConversion(t)) {
            return e;
        }
        return switch (t) {
            case CgType.Matrix m -> {
                List<Handle<Expression>> rows = new ArrayList<>();
                for (int i = 0; i < m.rows(); i++) {
                    rows.add(fc.append(new Expression.AccessIndex(e, i), span));
                }
                yield fc.append(new Expression.Compose(lw.types.ir(t, span), rows), span);
            }
            case CgType.Struct s -> {
                List<Handle<Expression>> members = new ArrayList<>();
                int di = 0;
                for (CgType.Field f : s.info().fields) {
                    if (f.type().hasData()) {
                        members.add(hostToValue(fc, fc.append(new Expression.AccessIndex(e, di++), span), f.type(), span));
                    }
                }
                yield fc.append(new Expression.Compose(lw.types.ir(t, span), members), span);
            }
            case CgType.Array a -> {
                List<Handle<Expression>> elems = new ArrayList<>();
                for (int i = 0; i < a.size(); i++) {
                    elems.add(hostToValue(fc, fc.append(new Expression.AccessIndex(e, i), span), a.element(), span));
                }
                yield fc.append(new Expression.Compose(lw.types.ir(t, span), elems), span);
            }
            default -> fc.append(new Expression.As(e, dev.tungsten.ir.ScalarKind.BOOL, 1), span);
        };
    }

    // ------------------------------------------------------------------ leaves

    Val.Rv literal(FunctionContext fc, Ast.Literal l) {
        CgConstants.Value c = CgConstants.literal(l);
        if (c == null) {
            throw lw.error(new CgSemanticError.TypeMismatch(l.span(), "a value", "a string"));
        }
        if (l.kind() == Ast.LiteralKind.INT && !CgConstants.fitsIn32Bits(l.text())) {
            throw lw.error(new CgSemanticError.TypeMismatch(l.span(), "int or unsigned int", "the integer constant " + l.text()
                    + " (more than 32 bits)"));
        }
        Literal lit = Conversions.literal(c.scalar(), c.type().base());
        return new Val.Rv(fc.append(new Expression.Lit(lit), l.span()), c.type());
    }

    /// A literal of base `b` holding `v`.
    Val.Rv constant(FunctionContext fc, double v, CgType.Base b, Span span) {
        return new Val.Rv(fc.append(new Expression.Lit(Conversions.literal(v, b)), span), new CgType.Scalar(b));
    }

    private Val ident(FunctionContext fc, Ast.Ident id) {
        FunctionContext.Local local = fc.lookup(id.name());
        if (local != null) {
            return local.val();
        }
        CgLowerer.GlobalDecl g = lw.globalDecls.get(id.name());
        if (g != null && fc.lowered != null && g.declIndex() > lw.declIndex(fc.lowered.sig.decl())) {
            // Declared below the function that uses it (§Declarations: visible from its declarator on).
            throw lw.error(new CgSemanticError.UndefinedName(id.span(), id.name()));
        }
        if (g != null) {
            Val v = lw.globals.global(fc, g, id.span());
            if (v == null) {
                throw lw.error(new CgSemanticError.UndefinedName(id.span(), id.name()));
            }
            return v;
        }
        throw lw.error(new CgSemanticError.UndefinedName(id.span(), id.name()));
    }

    // ------------------------------------------------------------------ assignment

    private Val assign(FunctionContext fc, Ast.Assign a) {
        Val target = lower(fc, a.target());
        checkWritable(target, a.target().span());
        Val.Rv v;
        if (a.op() == null) {
            v = valueAs(fc, a.value(), target.type());
        } else {
            Val.Rv cur = load(fc, target, a.target().span());
            Val.Rv result = ops.binary(fc, a.op(), cur, value(fc, a.value()), a.span());
            v = lw.conv.convert(fc, result, target.type(), a.span(), false);
        }
        store(fc, target, v, a.span());
        return v;
    }

    /// Rejects a target that is not a writable place.
    void checkWritable(Val target, Span span) {
        if (target instanceof Val.Components c && c.repeatedIn() != null) {
            String swizzle = c.name().substring(c.name().lastIndexOf('.') + 1);
            throw lw.error(new CgSemanticError.InvalidSwizzle(span, swizzle, c.repeatedIn(),
                    "a write mask cannot name a component twice"));
        }
        switch (target) {
            case Val.Ref r when !r.readOnly() && !r.uniform() -> { }
            case Val.Components c when !c.readOnly() && !c.uniform() -> { }
            case Val.Ref r -> throw lw.error(new CgSemanticError.NotAssignable(span, (r.uniform() ? "uniform `" : "constant `")
                    + r.name() + "`"));
            case Val.Components c -> throw lw.error(new CgSemanticError.NotAssignable(span, (c.uniform() ? "uniform `"
                    : "constant `") + c.name() + "`"));
            case Val.SamplerVal s -> throw lw.error(new CgSemanticError.SamplerMisuse(span, "samplers cannot be assigned"));
            default -> throw lw.error(new CgSemanticError.NotAssignable(span, "a value that is not a variable"));
        }
    }

    /// Stores `v` (already of the target's type) into a place.
    void store(FunctionContext fc, Val target, Val.Rv v, Span span) {
        switch (target) {
            case Val.Ref r -> fc.addStatement(new Statement.Store(r.pointer(), v.expr()), span);
            case Val.Components c -> {
                if (c.pointers().size() == 1) {
                    fc.addStatement(new Statement.Store(c.pointers().getFirst(), v.expr()), span);
                    return;
                }
                List<Handle<Expression>> parts = new ArrayList<>();
                for (int i = 0; i < c.pointers().size(); i++) {
                    parts.add(fc.append(new Expression.AccessIndex(v.expr(), i), span));
                }
                for (int i = 0; i < parts.size(); i++) {
                    fc.addStatement(new Statement.Store(c.pointers().get(i), parts.get(i)), span);
                }
            }
            default -> throw lw.error(new CgSemanticError.NotAssignable(span, "a value that is not a variable"));
        }
    }

    // ------------------------------------------------------------------ conditions

    /// `v` as a scalar bool for `if`, loops and a scalar `?:` (§"Statements And Expressions").
    Handle<Expression> condition(FunctionContext fc, Val.Rv v, Span span) {
        if (!(v.type() instanceof CgType.Scalar s)) {
            throw lw.error(new CgSemanticError.ConditionNotScalar(span, v.type().text()));
        }
        return lw.conv.convert(fc, v, CgType.BOOL, span, false).expr();
    }

    /// `c ? a : b`: both operands are evaluated; a bool vector condition selects per component
    /// (§"Conditional Operator").
    private Val conditional(FunctionContext fc, Ast.Conditional c) {
        Val.Rv cond = value(fc, c.condition());
        Val.Rv a = value(fc, c.accept());
        Val.Rv b = value(fc, c.reject());
        Span span = c.span();
        if (a.type().base() == null || b.type().base() == null) {
            if (!a.type().equals(b.type())) {
                throw lw.error(new CgSemanticError.TypeMismatch(c.reject().span(), a.type().text(), b.type().text()));
            }
            Handle<Expression> k = condition(fc, cond, c.condition().span());
            return new Val.Rv(fc.append(new Expression.Select(k, a.expr(), b.expr()), span), a.type());
        }
        CgType.Base base = Conversions.arithmeticBase(a.type().base(), b.type().base());
        CgType shape = ops.commonShape(a.type(), b.type(), "?:", span);
        if (cond.type() instanceof CgType.Vector cv) {
            if (shape instanceof CgType.Matrix) {
                throw lw.error(new CgSemanticError.InvalidOperands(span, "?:", cond.type().text(), shape.text()));
            }
            shape = CgType.vector(base, cv.size());
            Handle<Expression> k = lw.conv.convert(fc, cond, new CgType.Vector(CgType.Base.BOOL, cv.size()), span, false).expr();
            CgType t = shape.withBase(base);
            return new Val.Rv(fc.append(new Expression.Select(k, lw.conv.convert(fc, a, t, span, false).expr(),
                    lw.conv.convert(fc, b, t, span, false).expr()), span), t);
        }
        Handle<Expression> k = condition(fc, cond, c.condition().span());
        CgType t = shape.withBase(base);
        return new Val.Rv(fc.append(new Expression.Select(k, lw.conv.convert(fc, a, t, span, false).expr(),
                lw.conv.convert(fc, b, t, span, false).expr()), span), t);
    }

    /// A binary IR operation on two values already of a common type.
    Handle<Expression> binaryIr(FunctionContext fc, BinaryOperator op, Handle<Expression> l, Handle<Expression> r, Span span) {
        return fc.append(new Expression.Binary(op, l, r), span);
    }
}
