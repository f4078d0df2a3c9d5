package dev.tungsten.wgsl;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

import dev.tungsten.ir.AutoConversion;
import dev.tungsten.ir.ConstValue;
import dev.tungsten.ir.Expression;
import dev.tungsten.ir.Handle;
import dev.tungsten.ir.Module;
import dev.tungsten.ir.Scalar;
import dev.tungsten.ir.ScalarKind;
import dev.tungsten.ir.Span;
import dev.tungsten.ir.Statement;
import dev.tungsten.ir.Type;
import dev.tungsten.ir.TypeInner;

/// Lowers call expressions: user-defined functions (§11.2), value constructors (§17.1: zero
/// values, conversions, vectors, matrices, arrays and structs, with element types inferred
/// when no template list is written), and hands built-in functions to [BuiltinCalls].
final class CallLowerer {
    private final Lowerer lw;
    private final ExpressionLowerer x;
    private final Module m;
    private final BuiltinCalls builtins;

    private static final Pattern TYPE_NAME = Pattern.compile(
            "bool|i32|u32|f32|f16|i64|u64|f64|vec[234][iufh]?|mat[234]x[234][fh]?|array|atomic|ptr|sampler|sampler_comparison"
                    + "|texture_.*|binding_array");

    CallLowerer(Lowerer lw, ExpressionLowerer x) {
        this.lw = lw;
        this.x = x;
        this.m = lw.module;
        this.builtins = new BuiltinCalls(lw, x);
    }

    boolean isPredeclaredType(String name) {
        return TYPE_NAME.matcher(name).matches();
    }

    boolean isBuiltinFunction(String name) {
        return builtins.isBuiltin(name);
    }

    /// Lowers a call; returns `null` for a call of something that returns nothing.
    Value call(Ast.Expr.Call c, Span span, ExpressionLowerer.Ctx ctx, boolean asStatement) {
        String name = c.function().name();
        if (ctx.fc() != null && ctx.fc().lookup(name) != null) {
            throw lw.error(new SemanticError.NotCallable(c.function().span(), "local `" + name + "`"));
        }
        Lowerer.Global g = lw.globals.get(name);
        if (g != null) {
            return switch (g) {
                case Lowerer.Global.FnDecl f -> {
                    if (!c.templateArgs().isEmpty()) {
                        throw lw.error(new SemanticError.WrongTemplateArgs(span, name, "0", c.templateArgs().size()));
                    }
                    yield userCall(f.signature(), c, span, ctx, asStatement);
                }
                case Lowerer.Global.TypeDecl t -> {
                    if (!c.templateArgs().isEmpty()) {
                        throw lw.error(new SemanticError.WrongTemplateArgs(span, name, "0", c.templateArgs().size()));
                    }
                    yield constructed(t.type(), c, span, ctx, asStatement);
                }
                default -> throw lw.error(new SemanticError.NotCallable(c.function().span(), "`" + name + "`"));
            };
        }
        if (lw.declaredNames.contains(name)) {
            throw Lowerer.ABORT;
        }
        if (isPredeclaredType(name)) {
            if (c.templateArgs().isEmpty() && (name.equals("array") || name.matches("vec[234]|mat[234]x[234]"))) {
                Value v = inferred(name, c, span, ctx);
                checkNotStatement(asStatement, span, name);
                return v;
            }
            Handle<Type> t = lw.types.lookup(new Ast.Expr.Ident(c.function(), c.templateArgs()), span, ctx.fc());
            if (t == null) {
                throw lw.error(new SemanticError.UnknownName(c.function().span(), "type", name));
            }
            return constructed(t, c, span, ctx, asStatement);
        }
        if (builtins.isBuiltin(name)) {
            return builtins.call(name, c, span, ctx, asStatement);
        }
        throw lw.error(new SemanticError.UnknownName(c.function().span(), "function", name));
    }

    private void checkNotStatement(boolean asStatement, Span span, String name) {
        if (asStatement) {
            throw lw.error(new SemanticError.UnusedResult(span, name));
        }
    }

    List<Value> args(Ast.Expr.Call c, ExpressionLowerer.Ctx ctx) {
        List<Value> out = new ArrayList<>(c.args().size());
        for (Handle<Ast.Expr> a : c.args()) {
            out.add(x.load(x.lower(a, ctx), ctx, lw.span(a)));
        }
        return out;
    }

    // ------------------------------------------------------------------ user functions

    private Value userCall(FunctionLowerer.Signature sig, Ast.Expr.Call c, Span span, ExpressionLowerer.Ctx ctx,
                           boolean asStatement) {
        x.requireRuntime(ctx, span, "function call");
        if (sig.stage() != null) {
            throw lw.error(new SemanticError.NotCallable(c.function().span(), "entry point `" + sig.name() + "`"));
        }
        if (c.args().size() != sig.params().size()) {
            throw lw.error(new SemanticError.WrongArgumentCount(span, sig.name(), Integer.toString(sig.params().size()),
                    c.args().size()));
        }
        List<Value> args = args(c, ctx);
        List<Handle<Expression>> exprs = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            Span as = lw.span(c.args().get(i));
            Value v = x.convertTo(args.get(i), sig.params().get(i), as, ctx);
            exprs.add(x.toExpr(v, ctx, as));
        }
        if (asStatement && sig.mustUse()) {
            throw lw.error(new SemanticError.UnusedResult(span, sig.name()));
        }
        FunctionContext fc = ctx.fc();
        Handle<Expression> result = sig.result() == null ? null : fc.append(new Expression.CallResult(sig.handle()), span);
        fc.addStatement(new Statement.Call(sig.handle(), exprs, result), span);
        return result == null ? null : new Value.Plain(result, sig.result());
    }

    // ------------------------------------------------------------------ constructors

    private Value constructed(Handle<Type> t, Ast.Expr.Call c, Span span, ExpressionLowerer.Ctx ctx, boolean asStatement) {
        Value v = construct(t, args(c, ctx), c.args(), span, ctx);
        checkNotStatement(asStatement, span, lw.typeName(t));
        return v;
    }

    /// `T(args)` for a fully specified type `T`.
    Value construct(Handle<Type> t, List<Value> args, List<Handle<Ast.Expr>> argExprs, Span span, ExpressionLowerer.Ctx ctx) {
        TypeInner inner = m.inner(t);
        if (!lw.types.isConstructible(t)) {
            throw lw.error(new SemanticError.NotConstructible(span, lw.typeName(t)));
        }
        if (args.isEmpty()) {
            return new Value.Const(lw.ev.zero(t), t);
        }
        switch (inner) {
            case TypeInner.ScalarType s -> {
                expectCount(args, 1, span, t);
                return convert(args.getFirst(), t, s.scalar(), span(argExprs, 0), ctx, span);
            }
            case TypeInner.Vector v -> {
                if (args.size() == 1) {
                    TypeInner a = m.inner(args.getFirst().type());
                    if (a instanceof TypeInner.Vector av && av.size() == v.size()) {
                        return convert(args.getFirst(), t, v.scalar(), span(argExprs, 0), ctx, span);
                    }
                    if (a instanceof TypeInner.ScalarType) {
                        Value e = x.convertTo(args.getFirst(), lw.scalarType(v.scalar()), span(argExprs, 0), ctx);
                        if (e instanceof Value.Const cc) {
                            return new Value.Const(lw.ev.splat(v.size(), cc.value()), t);
                        }
                        return new Value.Plain(x.append(ctx, new Expression.Splat(v.size(), x.toExpr(e, ctx, span)), span), t);
                    }
                }
                return compose(t, components(args, argExprs, v.scalar(), v.size(), span, ctx, t), span, ctx);
            }
            case TypeInner.Matrix mt -> {
                if (args.size() == 1 && m.inner(args.getFirst().type()) instanceof TypeInner.Matrix am
                        && am.columns() == mt.columns() && am.rows() == mt.rows()) {
                    return convert(args.getFirst(), t, mt.scalar(), span(argExprs, 0), ctx, span);
                }
                Handle<Type> col = m.type(new TypeInner.Vector(mt.rows(), mt.scalar()));
                if (args.size() == mt.columns() && args.stream().allMatch(a -> m.inner(a.type()) instanceof TypeInner.Vector)) {
                    List<Value> cols = new ArrayList<>();
                    for (int i = 0; i < args.size(); i++) {
                        cols.add(x.convertTo(args.get(i), col, span(argExprs, i), ctx));
                    }
                    return compose(t, cols, span, ctx);
                }
                List<Value> scalars = components(args, argExprs, mt.scalar(), mt.columns() * mt.rows(), span, ctx, t);
                List<Value> cols = new ArrayList<>();
                for (int c = 0; c < mt.columns(); c++) {
                    cols.add(compose(col, scalars.subList(c * mt.rows(), (c + 1) * mt.rows()), span, ctx));
                }
                return compose(t, cols, span, ctx);
            }
            case TypeInner.Array a -> {
                int n = ((TypeInner.ArraySize.Constant) a.size()).count();
                expectCount(args, n, span, t);
                List<Value> elems = new ArrayList<>();
                for (int i = 0; i < n; i++) {
                    elems.add(x.convertTo(args.get(i), a.base(), span(argExprs, i), ctx));
                }
                return compose(t, elems, span, ctx);
            }
            case TypeInner.Struct s -> {
                expectCount(args, s.members().size(), span, t);
                List<Value> elems = new ArrayList<>();
                for (int i = 0; i < args.size(); i++) {
                    elems.add(x.convertTo(args.get(i), s.members().get(i).type(), span(argExprs, i), ctx));
                }
                return compose(t, elems, span, ctx);
            }
            default -> throw lw.error(new SemanticError.NotConstructible(span, lw.typeName(t)));
        }
    }

    private Span span(List<Handle<Ast.Expr>> exprs, int i) {
        return exprs == null || i >= exprs.size() ? Span.UNDEFINED : lw.span(exprs.get(i));
    }

    private void expectCount(List<Value> args, int n, Span span, Handle<Type> t) {
        if (args.size() != n) {
            throw lw.error(new SemanticError.WrongArgumentCount(span, lw.typeName(t), Integer.toString(n), args.size()));
        }
    }

    /// A value conversion `T(e)` where `e` has T's shape (§17.1.2).
    private Value convert(Value v, Handle<Type> t, Scalar to, Span argSpan, ExpressionLowerer.Ctx ctx, Span span) {
        TypeInner from = m.inner(v.type());
        TypeInner target = m.inner(t);
        boolean sameShape = from.scalar() != null && switch (from) {
            case TypeInner.ScalarType sc -> target instanceof TypeInner.ScalarType;
            case TypeInner.Vector fv -> target instanceof TypeInner.Vector tv && tv.size() == fv.size();
            case TypeInner.Matrix fm -> target instanceof TypeInner.Matrix tm && tm.columns() == fm.columns() && tm.rows() == fm.rows();
            default -> false;
        };
        if (!sameShape) {
            throw lw.error(new SemanticError.InvalidConversion(span, lw.typeName(v.type()), lw.typeName(t)));
        }
        if (v.type().equals(t)) {
            return v;
        }
        if (v instanceof Value.Const c) {
            if (from.scalar().kind() == ScalarKind.ABSTRACT_FLOAT && to.kind().isInteger()) {
                // §17.1.2: an abstract float becomes an integer by the float-to-integer rule.
                return x.fold(span, () -> lw.ev.convert(c.value(), to));
            }
            if (from.scalar().isAbstract() && AutoConversion.rank(from.scalar(), to) >= 0) {
                return x.fold(span, () -> lw.ev.convertAbstract(c.value(), to));
            }
            return x.fold(span, () -> lw.ev.convert(c.value(), to));
        }
        Handle<Expression> e = x.toExpr(v, ctx, argSpan);
        return new Value.Plain(x.append(ctx, new Expression.As(e, to.kind(), to.width()), span), t);
    }

    /// The scalars (or whole vectors) that make up `n` components of scalar type `s`.
    private List<Value> components(List<Value> args, List<Handle<Ast.Expr>> argExprs, Scalar s, int n, Span span,
                                   ExpressionLowerer.Ctx ctx, Handle<Type> t) {
        List<Value> out = new ArrayList<>();
        int count = 0;
        for (int i = 0; i < args.size(); i++) {
            Value a = args.get(i);
            TypeInner ai = m.inner(a.type());
            if (ai instanceof TypeInner.ScalarType) {
                out.add(x.convertTo(a, lw.scalarType(s), span(argExprs, i), ctx));
                count++;
            } else if (ai instanceof TypeInner.Vector av && !(m.inner(t) instanceof TypeInner.Matrix)) {
                out.add(x.convertTo(a, m.type(new TypeInner.Vector(av.size(), s)), span(argExprs, i), ctx));
                count += av.size();
            } else {
                throw lw.error(new SemanticError.InvalidConstructorArgument(span(argExprs, i), lw.typeName(a.type()), lw.typeName(t)));
            }
        }
        if (count != n) {
            throw lw.error(new SemanticError.WrongArgumentCount(span, lw.typeName(t), n + " components", count));
        }
        return out;
    }

    Value compose(Handle<Type> t, List<Value> parts, Span span, ExpressionLowerer.Ctx ctx) {
        if (parts.stream().allMatch(p -> p instanceof Value.Const)) {
            List<ConstValue> cs = new ArrayList<>();
            for (Value p : parts) {
                cs.add(((Value.Const) p).value());
            }
            return new Value.Const(lw.ev.compose(t, cs), t);
        }
        List<Handle<Expression>> exprs = new ArrayList<>();
        for (Value p : parts) {
            exprs.add(x.toExpr(p, ctx, span));
        }
        return new Value.Plain(x.append(ctx, new Expression.Compose(t, exprs), span), t);
    }

    /// `vecN(...)`, `matCxR(...)` or `array(...)` with the component type inferred (§17.1.1).
    private Value inferred(String name, Ast.Expr.Call c, Span span, ExpressionLowerer.Ctx ctx) {
        List<Value> args = args(c, ctx);
        if (args.isEmpty()) {
            throw lw.error(new SemanticError.CannotInferType(span));
        }
        if (name.equals("array")) {
            Handle<Type> elem = commonType(args, span);
            if (elem == null) {
                throw lw.error(new SemanticError.CannotInferType(span));
            }
            Handle<Type> t = m.type(new TypeInner.Array(elem, new TypeInner.ArraySize.Constant(args.size()), lw.layouter.stride(elem)));
            return construct(t, args, c.args(), span, ctx);
        }
        Scalar s = null;
        for (Value a : args) {
            TypeInner ai = m.inner(a.type());
            if (ai.scalar() == null || !(ai.isScalarOrVector() || ai instanceof TypeInner.Matrix)) {
                throw lw.error(new SemanticError.InvalidConstructorArgument(span, lw.typeName(a.type()), name));
            }
            s = s == null ? ai.scalar() : BinaryLowering.unify(s, ai.scalar());
            if (s == null) {
                throw lw.error(new SemanticError.CannotInferType(span));
            }
        }
        Handle<Type> t;
        if (name.startsWith("vec")) {
            t = m.type(new TypeInner.Vector(name.charAt(3) - '0', s));
        } else {
            if (!s.kind().isFloat()) {
                s = s.kind() == ScalarKind.ABSTRACT_INT ? Scalar.ABSTRACT_FLOAT : null;
                if (s == null) {
                    throw lw.error(new SemanticError.CannotInferType(span));
                }
            }
            t = m.type(new TypeInner.Matrix(name.charAt(3) - '0', name.charAt(5) - '0', s));
        }
        return construct(t, args, c.args(), span, ctx);
    }

    /// The type every value converts to (the spec's consensus type), or `null`.
    Handle<Type> commonType(List<Value> args, Span span) {
        Handle<Type> first = args.getFirst().type();
        Scalar s = AutoConversion.leafScalar(m, first);
        for (Value a : args) {
            Scalar as = AutoConversion.leafScalar(m, a.type());
            if (s == null || as == null) {
                return args.stream().allMatch(v -> v.type().equals(first)) ? first : null;
            }
            s = BinaryLowering.unify(s, as);
            if (s == null) {
                return null;
            }
        }
        Handle<Type> t = lw.ev.replaceScalar(first, s);
        for (Value a : args) {
            if (AutoConversion.rank(m, a.type(), t) < 0) {
                return null;
            }
        }
        return t;
    }
}
