package dev.tungsten.wgsl;

import java.util.ArrayList;
import java.util.List;

import dev.tungsten.ir.AddressSpace;
import dev.tungsten.ir.AutoConversion;
import dev.tungsten.ir.BinaryOperator;
import dev.tungsten.ir.ConstEvaluator;
import dev.tungsten.ir.ConstValue;
import dev.tungsten.ir.Expression;
import dev.tungsten.ir.Handle;
import dev.tungsten.ir.Literal;
import dev.tungsten.ir.LocalVariable;
import dev.tungsten.ir.Module;
import dev.tungsten.ir.Scalar;
import dev.tungsten.ir.ScalarKind;
import dev.tungsten.ir.Span;
import dev.tungsten.ir.Statement;
import dev.tungsten.ir.StorageAccess;
import dev.tungsten.ir.Type;
import dev.tungsten.ir.TypeInner;
import dev.tungsten.ir.UnaryOperator;

/// Lowers WGSL expressions (§8) to [Value]s: constants are folded as they are built (any
/// expression whose operands are all constant is a const-expression and is evaluated at shader
/// creation, with its errors), abstract values are converted where they meet a concrete type,
/// references are loaded where a value is needed, and everything else becomes IR expressions in
/// the function's (or, for override-expressions, the module's) arena.
final class ExpressionLowerer {
    final Lowerer lw;
    final Module m;
    final CallLowerer calls;

    /// What an expression may use: only constants, constants and overrides (module scope), or
    /// anything (inside a function).
    enum Mode { CONST, OVERRIDE, RUNTIME }

    record Ctx(FunctionContext fc, Mode mode) {}

    ExpressionLowerer(Lowerer lw) {
        this.lw = lw;
        this.m = lw.module;
        this.calls = new CallLowerer(lw, this);
    }

    // ------------------------------------------------------------------ entry points

    /// A const-expression; `fc` supplies local `const` names (may be `null`).
    Value lowerConst(Handle<Ast.Expr> e, FunctionContext fc) {
        Value v = lower(e, new Ctx(fc, Mode.CONST));
        if (!(v instanceof Value.Const)) {
            throw lw.error(new SemanticError.NotConst(lw.span(e), "const-expression"));
        }
        return v;
    }

    /// A module-scope const- or override-expression.
    Value lowerOverride(Handle<Ast.Expr> e) {
        return load(lower(e, new Ctx(null, Mode.OVERRIDE)), new Ctx(null, Mode.OVERRIDE), lw.span(e));
    }

    /// Any expression inside a function; references are not loaded.
    Value lowerRef(Handle<Ast.Expr> e, FunctionContext fc) {
        return lower(e, new Ctx(fc, Mode.RUNTIME));
    }

    /// Any expression inside a function, loaded to a value.
    Value lowerValue(Handle<Ast.Expr> e, FunctionContext fc) {
        Ctx ctx = new Ctx(fc, Mode.RUNTIME);
        return load(lower(e, ctx), ctx, lw.span(e));
    }

    // ------------------------------------------------------------------ arena helpers

    Handle<Expression> append(Ctx ctx, Expression e, Span span) {
        return ctx.fc() != null ? ctx.fc().append(e, span) : m.globalExpressions().append(e, span);
    }

    /// The value of `v`, loading a reference (the Load Rule, §6.4.8).
    Value load(Value v, Ctx ctx, Span span) {
        if (v instanceof Value.Ref r) {
            if (!r.access().canRead()) {
                throw lw.error(new SemanticError.AccessViolation(span, "read", r.space().text() + ", write"));
            }
            if (m.inner(r.type()) instanceof TypeInner.Atomic) {
                throw lw.error(new SemanticError.InvalidType(span, lw.typeName(r.type()),
                        "atomics are read with atomicLoad (§17.8)"));
            }
            return new Value.Plain(append(ctx, new Expression.Load(r.pointer()), span), r.type());
        }
        return v;
    }

    /// `v` as an IR expression in the context's arena, concretizing an abstract constant.
    Handle<Expression> toExpr(Value v, Ctx ctx, Span span) {
        return switch (load(v, ctx, span)) {
            case Value.Const c -> materialize(concretize(c, span).value(), ctx, span);
            case Value.Plain p -> p.expr();
            case Value.Ref r -> throw new IllegalStateException();
        };
    }

    Handle<Expression> materialize(ConstValue v, Ctx ctx, Span span) {
        if (ctx.fc() != null) {
            // Scalars are literals (pre-emitted); composites are emitted.
            if (v instanceof ConstValue.Lit l) {
                return ctx.fc().append(new Expression.Lit(l.literal()), span);
            }
            if (v instanceof ConstValue.Zero z) {
                return ctx.fc().append(new Expression.ZeroValue(z.type()), span);
            }
            ConstValue.Composite c = (ConstValue.Composite) v;
            List<Handle<Expression>> comps = new ArrayList<>();
            for (ConstValue e : c.components()) {
                comps.add(materialize(e, ctx, span));
            }
            return ctx.fc().append(new Expression.Compose(c.type(), comps), span);
        }
        return lw.ev.materialize(v, m.globalExpressions(), span);
    }

    /// `v` as an expression of the module's constant arena (for initialisers and counts).
    Handle<Expression> toGlobalExpression(Value v, Span span) {
        return toExpr(v, new Ctx(null, Mode.OVERRIDE), span);
    }

    Value.Const concretize(Value.Const c, Span span) {
        if (m.inner(c.type()) instanceof TypeInner.Struct st && m.types().get(c.type()).name() != null
                && m.types().get(c.type()).name().startsWith("__") && AutoConversion.isAbstract(m, st.members().getFirst().type())) {
            // An abstract modf/frexp result becomes the f32 one (§17.5 "__frexp_result_abstract").
            String kind = m.types().get(c.type()).name().startsWith("__modf") ? "modf" : "frexp";
            Handle<Type> arg = concreteType(st.members().getFirst().type());
            Handle<Type> concrete = lw.resultStruct(kind, arg);
            List<ConstValue> members = new ArrayList<>();
            try {
                for (ConstValue v : lw.ev.components(c.value())) {
                    members.add(lw.ev.concretize(v));
                }
            } catch (ConstValue.EvaluationError e) {
                // modf(1e39): the abstract parts do not fit the f32 result (found by fuzzing).
                throw lw.error(new SemanticError.ConstEvaluation(span, e.getMessage()));
            }
            return new Value.Const(new ConstValue.Composite(concrete, members), concrete);
        }
        if (!AutoConversion.isAbstract(m, c.type())) {
            return c;
        }
        try {
            ConstValue v = lw.ev.concretize(c.value());
            return new Value.Const(v, lw.ev.typeOf(v));
        } catch (ConstValue.EvaluationError e) {
            throw lw.error(new SemanticError.ConstEvaluation(span, e.getMessage()));
        }
    }

    Value concretize(Value v, Span span) {
        return v instanceof Value.Const c ? concretize(c, span) : v;
    }

    Handle<Type> concreteType(Handle<Type> t) {
        return lw.ev.concretizeType(t);
    }

    /// Converts `v` to `target`: the identity, or the automatic conversion of an abstract
    /// constant (§15.7.1); anything else is a type mismatch.
    Value convertTo(Value v, Handle<Type> target, Span span, Ctx ctx) {
        if (ctx != null) {
            v = load(v, ctx, span);
        } else if (v instanceof Value.Ref) {
            throw new IllegalStateException("reference at module scope");
        }
        if (v.type().equals(target)) {
            return v;
        }
        if (v instanceof Value.Const c && AutoConversion.rank(m, c.type(), target) >= 0) {
            try {
                ConstValue converted = lw.ev.convertAbstractDeep(c.value(), AutoConversion.leafScalar(m, target));
                return new Value.Const(converted, target);
            } catch (ConstValue.EvaluationError e) {
                throw lw.error(new SemanticError.ConstEvaluation(span, e.getMessage()));
            }
        }
        throw lw.error(new SemanticError.TypeMismatch(span, lw.typeName(target), lw.typeName(v.type())));
    }

    /// Converts every scalar of an abstract constant `v` to `to`; a concrete value is unchanged.
    Value convertScalar(Value v, Scalar to, Span span) {
        if (v instanceof Value.Const c && AutoConversion.isAbstract(m, c.type()) && !AutoConversion.leafScalar(m, c.type()).equals(to)) {
            try {
                ConstValue converted = lw.ev.convertAbstractDeep(c.value(), to);
                return new Value.Const(converted, lw.ev.typeOf(converted));
            } catch (ConstValue.EvaluationError e) {
                throw lw.error(new SemanticError.ConstEvaluation(span, e.getMessage()));
            }
        }
        return v;
    }

    /// Runs a constant computation, turning an evaluation error into a located error.
    Value.Const fold(Span span, java.util.function.Supplier<ConstValue> f) {
        try {
            ConstValue v = f.get();
            return new Value.Const(v, lw.ev.typeOf(v));
        } catch (ConstValue.EvaluationError e) {
            throw lw.error(new SemanticError.ConstEvaluation(span, e.getMessage()));
        }
    }

    // ------------------------------------------------------------------ expressions

    Value lower(Handle<Ast.Expr> h, Ctx ctx) {
        Span span = lw.span(h);
        return switch (lw.expr(h)) {
            case Ast.Expr.Lit l -> new Value.Const(new ConstValue.Lit(l.value()), lw.scalarType(l.value().scalar()));
            case Ast.Expr.Paren p -> lower(p.inner(), ctx);
            case Ast.Expr.Ident id -> identifier(id, span, ctx);
            case Ast.Expr.Unary u -> unary(u, span, ctx);
            case Ast.Expr.Binary b -> binary(b, span, ctx);
            case Ast.Expr.Member mem -> member(mem, span, ctx);
            case Ast.Expr.Index ix -> index(ix, span, ctx);
            case Ast.Expr.Call c -> {
                Value v = calls.call(c, span, ctx, false);
                if (v == null) {
                    throw lw.error(new SemanticError.NoValue(span, c.function().name()));
                }
                yield v;
            }
        };
    }

    private Value identifier(Ast.Expr.Ident id, Span span, Ctx ctx) {
        String name = id.name().name();
        if (ctx.fc() != null) {
            FunctionContext.Local local = ctx.fc().lookup(name);
            if (local != null) {
                if (!id.templateArgs().isEmpty()) {
                    throw lw.error(new SemanticError.WrongTemplateArgs(span, name, "0", id.templateArgs().size()));
                }
                return switch (local) {
                    case FunctionContext.Local.Poisoned p -> throw Lowerer.ABORT;
                    case FunctionContext.Local.Const c -> c.value();
                    case FunctionContext.Local.Let l -> {
                        requireRuntime(ctx, span, "`let` declaration `" + name + "`");
                        yield l.value();
                    }
                    case FunctionContext.Local.Var v -> {
                        requireRuntime(ctx, span, "variable `" + name + "`");
                        yield v.ref();
                    }
                };
            }
        }
        Lowerer.Global g = lw.globals.get(name);
        if (g != null) {
            if (!id.templateArgs().isEmpty() && !(g instanceof Lowerer.Global.TypeDecl)) {
                throw lw.error(new SemanticError.WrongTemplateArgs(span, name, "0", id.templateArgs().size()));
            }
            return switch (g) {
                case Lowerer.Global.ConstDecl c -> c.value();
                case Lowerer.Global.OverrideDecl o -> {
                    if (ctx.mode() == Mode.CONST) {
                        throw lw.error(new SemanticError.NotConst(span, "override `" + name + "` in a const-expression"));
                    }
                    yield new Value.Plain(append(ctx, new Expression.OverrideRef(o.override()), span), o.type());
                }
                case Lowerer.Global.VarDecl v -> {
                    requireRuntime(ctx, span, "variable `" + name + "`");
                    Handle<Expression> ref = append(ctx, new Expression.GlobalRef(v.variable()), span);
                    yield v.space() == AddressSpace.HANDLE ? new Value.Plain(ref, v.type())
                            : new Value.Ref(ref, v.type(), v.space(), v.access());
                }
                case Lowerer.Global.TypeDecl t -> throw lw.error(new SemanticError.NotAValue(span, "type `" + name + "`"));
                case Lowerer.Global.FnDecl f -> throw lw.error(new SemanticError.NotAValue(span, "function `" + name + "`"));
            };
        }
        if (lw.declaredNames.contains(name)) {
            throw Lowerer.ABORT;
        }
        if (calls.isPredeclaredType(name)) {
            throw lw.error(new SemanticError.NotAValue(span, "type `" + name + "`"));
        }
        if (calls.isBuiltinFunction(name)) {
            throw lw.error(new SemanticError.NotAValue(span, "built-in function `" + name + "`"));
        }
        throw lw.error(new SemanticError.UnknownName(id.name().span(), "identifier", name));
    }

    void requireRuntime(Ctx ctx, Span span, String what) {
        if (ctx.mode() != Mode.RUNTIME) {
            throw lw.error(new SemanticError.NotConst(span, what + " in a " + (ctx.mode() == Mode.CONST
                    ? "const-expression" : "override-expression")));
        }
    }

    // ------------------------------------------------------------------ unary

    private Value unary(Ast.Expr.Unary u, Span span, Ctx ctx) {
        switch (u.op()) {
            case ADDRESS_OF -> {
                Value v = lower(u.operand(), ctx);
                if (!(v instanceof Value.Ref r)) {
                    throw lw.error(new SemanticError.NotAReference(lw.span(u.operand()), "take the address of"));
                }
                if (r.vectorComponent()) {
                    // naga accepts `&v.x` (its pointers.wgsl test does it), although §8.13 forbids it.
                    lw.warnings.add(new WgslWarning(span, "taking the address of a vector component",
                            "§8.13 forbids the address of a vector component"));
                }
                Handle<Type> ptr = m.type(new TypeInner.Pointer(r.type(), r.space(), r.access()));
                return new Value.Plain(r.pointer(), ptr);
            }
            case DEREF -> {
                Value v = lower(u.operand(), ctx);
                if (v instanceof Value.Plain p && m.inner(p.type()) instanceof TypeInner.Pointer pt) {
                    return new Value.Ref(p.expr(), pt.base(), pt.space(), pt.access());
                }
                throw lw.error(new SemanticError.TypeMismatch(lw.span(u.operand()), "pointer", describe(v)));
            }
            default -> { }
        }
        Value v = load(lower(u.operand(), ctx), ctx, span);
        TypeInner t = m.inner(v.type());
        Scalar s = t.isScalarOrVector() ? t.scalar() : null;
        UnaryOperator op = switch (u.op()) {
            case NEGATE -> {
                if (s == null || s.kind() == ScalarKind.UINT || s.kind() == ScalarKind.BOOL) {
                    throw lw.error(new SemanticError.InvalidOperand(span, "-", lw.typeName(v.type())));
                }
                yield UnaryOperator.NEGATE;
            }
            case NOT -> {
                if (s == null || s.kind() != ScalarKind.BOOL) {
                    throw lw.error(new SemanticError.InvalidOperand(span, "!", lw.typeName(v.type())));
                }
                yield UnaryOperator.LOGICAL_NOT;
            }
            default -> {
                if (s == null || !s.kind().isInteger()) {
                    throw lw.error(new SemanticError.InvalidOperand(span, "~", lw.typeName(v.type())));
                }
                yield UnaryOperator.BITWISE_NOT;
            }
        };
        if (v instanceof Value.Const c) {
            return fold(span, () -> lw.ev.unary(op, c.value()));
        }
        return new Value.Plain(append(ctx, new Expression.Unary(op, toExpr(v, ctx, span)), span), v.type());
    }

    String describe(Value v) {
        return switch (v) {
            case Value.Ref r -> "reference to " + lw.typeName(r.type());
            default -> lw.typeName(v.type());
        };
    }

    // ------------------------------------------------------------------ binary

    private Value binary(Ast.Expr.Binary b, Span span, Ctx ctx) {
        if ((b.op() == Ast.BinaryOp.LOGICAL_AND || b.op() == Ast.BinaryOp.LOGICAL_OR) && ctx.fc() != null
                && hasEffects(b.right())) {
            return shortCircuit(b, span, ctx);
        }
        Value l = load(lower(b.left(), ctx), ctx, lw.span(b.left()));
        Value r = load(lower(b.right(), ctx), ctx, lw.span(b.right()));
        return new BinaryLowering(this, ctx, span).apply(b.op(), l, r, lw.span(b.left()), lw.span(b.right()));
    }

    /// Whether evaluating `h` can have effects (calls a user function or an atomic), so `&&` and
    /// `||` must not evaluate it unconditionally.
    private boolean hasEffects(Handle<Ast.Expr> h) {
        return switch (lw.expr(h)) {
            case Ast.Expr.Call c -> lw.globals.get(c.function().name()) instanceof Lowerer.Global.FnDecl
                    || c.function().name().startsWith("atomic") || c.function().name().equals("workgroupUniformLoad")
                    || c.args().stream().anyMatch(this::hasEffects);
            case Ast.Expr.Binary bin -> hasEffects(bin.left()) || hasEffects(bin.right());
            case Ast.Expr.Unary un -> hasEffects(un.operand());
            case Ast.Expr.Paren p -> hasEffects(p.inner());
            case Ast.Expr.Member mem -> hasEffects(mem.base());
            case Ast.Expr.Index ix -> hasEffects(ix.base()) || hasEffects(ix.index());
            default -> false;
        };
    }

    /// `a && b` with effects in `b`: `var t = a; if t { t = b; }` (for `||`, `if !t`).
    private Value shortCircuit(Ast.Expr.Binary b, Span span, Ctx ctx) {
        FunctionContext fc = ctx.fc();
        Handle<Type> boolType = lw.scalarType(Scalar.BOOL);
        Value l = convertTo(lowerValue(b.left(), fc), boolType, lw.span(b.left()), ctx);
        Handle<LocalVariable> var = fc.function.localVariables().append(new LocalVariable(null, boolType, null), span);
        Handle<Expression> ptr = fc.append(new Expression.LocalRef(var), span);
        fc.addStatement(new Statement.Store(ptr, toExpr(l, ctx, span)), span);
        Handle<Expression> cond = fc.append(new Expression.Load(ptr), span);
        if (b.op() == Ast.BinaryOp.LOGICAL_OR) {
            cond = fc.append(new Expression.Unary(UnaryOperator.LOGICAL_NOT, cond), span);
        }
        dev.tungsten.ir.Block accept = new dev.tungsten.ir.Block();
        fc.flushEmit();
        Handle<Expression> condition = cond;
        fc.inBlock(accept, () -> {
            Value r = convertTo(lowerValue(b.right(), fc), boolType, lw.span(b.right()), ctx);
            fc.addStatement(new Statement.Store(ptr, toExpr(r, ctx, span)), span);
        });
        fc.addStatement(new Statement.If(condition, accept, new dev.tungsten.ir.Block()), span);
        return new Value.Plain(fc.append(new Expression.Load(ptr), span), boolType);
    }

    // ------------------------------------------------------------------ member and index

    /// A pointer value used where a reference is expected (`p.x`, `p[i]`, §8.14 pointer
    /// composite access) becomes the reference it points to.
    private Value autoDeref(Value v) {
        if (v instanceof Value.Plain p && m.inner(p.type()) instanceof TypeInner.Pointer pt) {
            return new Value.Ref(p.expr(), pt.base(), pt.space(), pt.access());
        }
        return v;
    }

    private Value member(Ast.Expr.Member mem, Span span, Ctx ctx) {
        Value base = autoDeref(lower(mem.base(), ctx));
        String name = mem.member().name();
        TypeInner t = m.inner(base.type());
        if (t instanceof TypeInner.Struct s) {
            for (int i = 0; i < s.members().size(); i++) {
                if (s.members().get(i).name().equals(name)) {
                    return component(base, i, s.members().get(i).type(), span, ctx, false);
                }
            }
            throw lw.error(new SemanticError.NoSuchMember(mem.member().span(), lw.typeName(base.type()), name));
        }
        if (t instanceof TypeInner.Matrix mt && name.length() == 1 && "xyzw".indexOf(name.charAt(0)) >= 0
                && "xyzw".indexOf(name.charAt(0)) < mt.columns()) {
            // naga accepts `.x`..`.w` as column access on matrices; WGSL only has `m[i]`.
            lw.warnings.add(new WgslWarning(mem.member().span(), "member access `." + name + "` on a matrix",
                    "§8.5 indexes matrix columns with `[i]`; there are no matrix members"));
            Handle<Type> col = m.type(new TypeInner.Vector(mt.rows(), mt.scalar()));
            return component(base, "xyzw".indexOf(name.charAt(0)), col, span, ctx, false);
        }
        if (t instanceof TypeInner.Vector v) {
            List<Integer> pattern = swizzle(name, v.size(), mem.member().span());
            Handle<Type> scalar = lw.scalarType(v.scalar());
            if (pattern.size() == 1) {
                return component(base, pattern.getFirst(), scalar, span, ctx, true);
            }
            Value val = load(base, ctx, span);
            if (val instanceof Value.Const c) {
                return fold(span, () -> lw.ev.swizzle(c.value(), pattern));
            }
            Handle<Type> rt = m.type(new TypeInner.Vector(pattern.size(), v.scalar()));
            return new Value.Plain(append(ctx, new Expression.Swizzle(pattern.size(), toExpr(val, ctx, span), pattern), span), rt);
        }
        throw lw.error(new SemanticError.NoSuchMember(mem.member().span(), describe(base), name));
    }

    private List<Integer> swizzle(String name, int size, Span span) {
        if (name.length() > 4) {
            throw lw.error(new SemanticError.InvalidSwizzle(span, name));
        }
        String xyzw = "xyzw";
        String rgba = "rgba";
        String set = xyzw.indexOf(name.charAt(0)) >= 0 ? xyzw : rgba;
        List<Integer> out = new ArrayList<>();
        for (char c : name.toCharArray()) {
            int i = set.indexOf(c);
            if (i < 0 || i >= size) {
                throw lw.error(new SemanticError.InvalidSwizzle(span, name));
            }
            out.add(i);
        }
        return out;
    }

    /// Component `i` (of type `type`) of a composite value or reference.
    private Value component(Value base, int i, Handle<Type> type, Span span, Ctx ctx, boolean ofVector) {
        return switch (base) {
            case Value.Const c -> fold(span, () -> lw.ev.access(c.value(), i));
            case Value.Plain p -> new Value.Plain(append(ctx, new Expression.AccessIndex(p.expr(), i), span), type);
            case Value.Ref r -> new Value.Ref(append(ctx, new Expression.AccessIndex(r.pointer(), i), span), type,
                    r.space(), r.access(), ofVector);
        };
    }

    private Value index(Ast.Expr.Index ix, Span span, Ctx ctx) {
        Value base = autoDeref(lower(ix.base(), ctx));
        Value idx = load(lower(ix.index(), ctx), ctx, lw.span(ix.index()));
        TypeInner it = m.inner(idx.type());
        if (!(it instanceof TypeInner.ScalarType st) || !st.scalar().kind().isInteger()) {
            throw lw.error(new SemanticError.TypeMismatch(lw.span(ix.index()), "i32 or u32 index", lw.typeName(idx.type())));
        }
        if (base instanceof Value.Const && !(idx instanceof Value.Const)) {
            // A constant indexed at run time becomes a concrete value first (§8.5).
            base = concretize(base, span);
        }
        TypeInner t = m.inner(base.type());
        Handle<Type> elem;
        long count;
        boolean ofVector = false;
        switch (t) {
            case TypeInner.Vector v -> {
                elem = lw.scalarType(v.scalar());
                count = v.size();
                ofVector = true;
            }
            case TypeInner.Matrix mt -> {
                elem = m.type(new TypeInner.Vector(mt.rows(), mt.scalar()));
                count = mt.columns();
            }
            case TypeInner.Array a -> {
                elem = a.base();
                count = a.size() instanceof TypeInner.ArraySize.Constant c ? c.count() : -1;
            }
            case TypeInner.BindingArray ba -> {
                elem = ba.base();
                count = ba.size() instanceof TypeInner.ArraySize.Constant c ? c.count() : -1;
            }
            default -> throw lw.error(new SemanticError.NotIndexable(lw.span(ix.base()), describe(base)));
        }
        if (idx instanceof Value.Const ci) {
            long n = ConstEvaluator.literal(ci.value()).asLong();
            if (n < 0 || (count >= 0 && n >= count)) {
                throw lw.error(new SemanticError.IndexOutOfBounds(lw.span(ix.index()), n, count));
            }
            return component(base, (int) n, elem, span, ctx, ofVector);
        }
        Handle<Expression> index = toExpr(idx, ctx, lw.span(ix.index()));
        return switch (base) {
            case Value.Ref r -> new Value.Ref(append(ctx, new Expression.Access(r.pointer(), index), span), elem,
                    r.space(), r.access(), ofVector);
            default -> new Value.Plain(append(ctx, new Expression.Access(toExpr(base, ctx, span), index), span), elem);
        };
    }

    // ------------------------------------------------------------------ shared checks

    /// Whether `t` is a scalar or vector of a scalar satisfying `pred`.
    boolean isScalarOrVectorOf(Handle<Type> t, java.util.function.Predicate<Scalar> pred) {
        TypeInner inner = m.inner(t);
        return inner.isScalarOrVector() && pred.test(inner.scalar());
    }

    Handle<Type> withScalar(Handle<Type> t, Scalar s) {
        return switch (m.inner(t)) {
            case TypeInner.Vector v -> m.type(new TypeInner.Vector(v.size(), s));
            case TypeInner.Matrix mt -> m.type(new TypeInner.Matrix(mt.columns(), mt.rows(), s));
            default -> lw.scalarType(s);
        };
    }

    Value boolConst(boolean b) {
        return new Value.Const(new ConstValue.Lit(new Literal.Bool(b)), lw.scalarType(Scalar.BOOL));
    }

    Value.Ref requireWritableRef(Value v, Span span) {
        if (!(v instanceof Value.Ref r)) {
            throw lw.error(new SemanticError.NotAReference(span, "assign to"));
        }
        if (!r.access().canWrite()) {
            throw lw.error(new SemanticError.AccessViolation(span, "write", r.space().text()
                    + (r.access() == StorageAccess.READ ? ", read" : "")));
        }
        return r;
    }

    BinaryOperator irOp(Ast.BinaryOp op) {
        return switch (op) {
            case ADD -> BinaryOperator.ADD;
            case SUBTRACT -> BinaryOperator.SUBTRACT;
            case MULTIPLY -> BinaryOperator.MULTIPLY;
            case DIVIDE -> BinaryOperator.DIVIDE;
            case MODULO -> BinaryOperator.MODULO;
            case AND -> BinaryOperator.AND;
            case OR -> BinaryOperator.INCLUSIVE_OR;
            case XOR -> BinaryOperator.EXCLUSIVE_OR;
            case SHIFT_LEFT -> BinaryOperator.SHIFT_LEFT;
            case SHIFT_RIGHT -> BinaryOperator.SHIFT_RIGHT;
            case EQUAL -> BinaryOperator.EQUAL;
            case NOT_EQUAL -> BinaryOperator.NOT_EQUAL;
            case LESS -> BinaryOperator.LESS;
            case LESS_EQUAL -> BinaryOperator.LESS_EQUAL;
            case GREATER -> BinaryOperator.GREATER;
            case GREATER_EQUAL -> BinaryOperator.GREATER_EQUAL;
            case LOGICAL_AND -> BinaryOperator.LOGICAL_AND;
            case LOGICAL_OR -> BinaryOperator.LOGICAL_OR;
        };
    }
}
