package dev.tungsten.wgsl;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import dev.tungsten.ir.AddressSpace;
import dev.tungsten.ir.AtomicFunction;
import dev.tungsten.ir.Builtins;
import dev.tungsten.ir.ConstValue;
import dev.tungsten.ir.DerivativeAxis;
import dev.tungsten.ir.DerivativeControl;
import dev.tungsten.ir.Expression;
import dev.tungsten.ir.Handle;
import dev.tungsten.ir.MathFunction;
import dev.tungsten.ir.Module;
import dev.tungsten.ir.RelationalFunction;
import dev.tungsten.ir.Scalar;
import dev.tungsten.ir.ScalarKind;
import dev.tungsten.ir.Span;
import dev.tungsten.ir.Statement;
import dev.tungsten.ir.StorageAccess;
import dev.tungsten.ir.Type;
import dev.tungsten.ir.TypeInner;

/// Built-in functions other than constructors (WGSL §17): math through the [Builtins] table,
/// and the logical, array, bit-cast, derivative, atomic and synchronization functions here.
/// Texture functions are in [TextureCalls].
final class BuiltinCalls {
    private final Lowerer lw;
    private final ExpressionLowerer x;
    private final Module m;
    private final TextureCalls textures;
    private final SubgroupCalls subgroups;

    private static final Set<String> OTHER = Set.of("select", "all", "any", "arrayLength", "bitcast",
            "dpdx", "dpdxCoarse", "dpdxFine", "dpdy", "dpdyCoarse", "dpdyFine", "fwidth", "fwidthCoarse", "fwidthFine",
            "atomicLoad", "atomicStore", "atomicAdd", "atomicSub", "atomicMax", "atomicMin", "atomicAnd", "atomicOr",
            "atomicXor", "atomicExchange", "atomicCompareExchangeWeak", "storageBarrier", "workgroupBarrier",
            "textureBarrier", "workgroupUniformLoad");

    BuiltinCalls(Lowerer lw, ExpressionLowerer x) {
        this.lw = lw;
        this.x = x;
        this.m = lw.module;
        this.textures = new TextureCalls(lw, x);
        this.subgroups = new SubgroupCalls(lw, x);
    }

    boolean isBuiltin(String name) {
        return OTHER.contains(name) || TextureCalls.NAMES.contains(name) || math(name) != null
                || SubgroupCalls.isSubgroup(name);
    }

    /// The IR function WGSL spells `name`, or `null`. Exhaustive, so that a function added to the
    /// IR for another language is not a WGSL built-in until someone decides it is.
    private static MathFunction math(String name) {
        MathFunction f = MathFunction.forSpelling(name);
        if (f == null) {
            return null;
        }
        return switch (f) {
            // naga's extensions that WGSL does not have
            case OUTER, INVERSE -> null;
            // Cg's standard library
            case LOG10, FMOD, LIT -> null;
            // every other function is WGSL's, spelled as the IR spells it
            case ABS, MIN, MAX, CLAMP, SATURATE, COS, COSH, SIN, SINH, TAN, TANH, ACOS, ASIN, ATAN, ATAN2, ASINH,
                    ACOSH, ATANH, RADIANS, DEGREES, CEIL, FLOOR, ROUND, FRACT, TRUNC, MODF, FREXP, LDEXP, EXP, EXP2,
                    LOG, LOG2, POW, DOT, DOT4I8PACKED, DOT4U8PACKED, CROSS, DISTANCE, LENGTH, NORMALIZE, FACE_FORWARD,
                    REFLECT, REFRACT, SIGN, FMA, MIX, STEP, SMOOTH_STEP, SQRT, INVERSE_SQRT, TRANSPOSE, DETERMINANT,
                    QUANTIZE_TO_F16, COUNT_TRAILING_ZEROS, COUNT_LEADING_ZEROS, COUNT_ONE_BITS, REVERSE_BITS,
                    EXTRACT_BITS, INSERT_BITS, FIRST_TRAILING_BIT, FIRST_LEADING_BIT, PACK4X8SNORM, PACK4X8UNORM,
                    PACK2X16SNORM, PACK2X16UNORM, PACK2X16FLOAT, PACK4XI8, PACK4XU8, PACK4XI8_CLAMP, PACK4XU8_CLAMP,
                    UNPACK4X8SNORM, UNPACK4X8UNORM, UNPACK2X16SNORM, UNPACK2X16UNORM, UNPACK2X16FLOAT, UNPACK4XI8,
                    UNPACK4XU8 -> f;
        };
    }

    Value call(String name, Ast.Expr.Call c, Span span, ExpressionLowerer.Ctx ctx, boolean asStatement) {
        if (SubgroupCalls.isSubgroup(name)) {
            return subgroups.call(name, c, span, ctx);
        }
        if (!name.equals("bitcast") && !c.templateArgs().isEmpty()) {
            throw lw.error(new SemanticError.WrongTemplateArgs(span, name, "0", c.templateArgs().size()));
        }
        boolean statementOnly = switch (name) {
            case "atomicStore", "storageBarrier", "workgroupBarrier", "textureBarrier", "textureStore" -> true;
            default -> false;
        };
        boolean mayDiscard = name.startsWith("atomic") || statementOnly;
        if (asStatement && !mayDiscard) {
            throw lw.error(new SemanticError.UnusedResult(span, name));
        }
        if (!asStatement && statementOnly) {
            throw lw.error(new SemanticError.NoValue(span, name));
        }
        if (TextureCalls.NAMES.contains(name)) {
            x.requireRuntime(ctx, span, "texture function");
            return textures.call(name, c, span, ctx);
        }
        MathFunction f = math(name);
        if (f != null) {
            return math(f, c, span, ctx);
        }
        List<Value> args = new ArrayList<>();
        for (Handle<Ast.Expr> a : c.args()) {
            args.add(x.load(x.lower(a, ctx), ctx, lw.span(a)));
        }
        return switch (name) {
            case "select" -> select(args, c, span, ctx);
            case "all", "any" -> relational(name.equals("all") ? RelationalFunction.ALL : RelationalFunction.ANY, args, c, span, ctx);
            case "arrayLength" -> arrayLength(args, c, span, ctx);
            case "bitcast" -> bitcast(args, c, span, ctx);
            case "storageBarrier", "workgroupBarrier", "textureBarrier" -> {
                count(args, 0, span, name);
                x.requireRuntime(ctx, span, name);
                int flags = switch (name) {
                    case "storageBarrier" -> Statement.STORAGE;
                    case "workgroupBarrier" -> Statement.WORK_GROUP;
                    default -> Statement.TEXTURE;
                };
                ctx.fc().addStatement(new Statement.Barrier(flags), span);
                yield null;
            }
            case "workgroupUniformLoad" -> {
                count(args, 1, span, name);
                x.requireRuntime(ctx, span, name);
                TypeInner.Pointer p = pointer(args.getFirst(), lw.span(c.args().getFirst()));
                if (p.space() != AddressSpace.WORKGROUP) {
                    throw lw.error(new SemanticError.TypeMismatch(lw.span(c.args().getFirst()), "pointer to workgroup memory",
                            lw.typeName(args.getFirst().type())));
                }
                // The atomic overload (WGSL 17.13.1) loads the atomic's value atomically: the
                // lowering's load of an atomic is the one `atomicLoad` uses.
                Handle<Type> t = m.inner(p.base()) instanceof TypeInner.Atomic at ? lw.scalarType(at.scalar()) : p.base();
                Handle<Expression> result = ctx.fc().append(new Expression.WorkGroupUniformLoadResult(t), span);
                ctx.fc().addStatement(new Statement.WorkGroupUniformLoad(x.toExpr(args.getFirst(), ctx, span), result), span);
                yield new Value.Plain(result, t);
            }
            default -> {
                if (name.startsWith("atomic")) {
                    yield atomic(name, args, c, span, ctx);
                }
                yield derivative(name, args, c, span, ctx);
            }
        };
    }

    private void count(List<Value> args, int n, Span span, String name) {
        if (args.size() != n) {
            throw lw.error(new SemanticError.WrongArgumentCount(span, name, Integer.toString(n), args.size()));
        }
    }

    private TypeInner.Pointer pointer(Value v, Span span) {
        if (v instanceof Value.Plain p && m.inner(p.type()) instanceof TypeInner.Pointer pt) {
            return pt;
        }
        throw lw.error(new SemanticError.TypeMismatch(span, "pointer", x.describe(v)));
    }

    private List<String> typeNames(List<Value> args) {
        List<String> out = new ArrayList<>();
        for (Value v : args) {
            out.add(lw.typeName(v.type()));
        }
        return out;
    }

    // ------------------------------------------------------------------ math

    private Value math(MathFunction f, Ast.Expr.Call c, Span span, ExpressionLowerer.Ctx ctx) {
        List<Value> args = new ArrayList<>();
        List<Handle<Type>> types = new ArrayList<>();
        for (Handle<Ast.Expr> a : c.args()) {
            Value v = x.load(x.lower(a, ctx), ctx, lw.span(a));
            args.add(v);
            types.add(v.type());
        }
        if (args.size() != f.arity()) {
            throw lw.error(new SemanticError.WrongArgumentCount(span, f.spelling(), Integer.toString(f.arity()), args.size()));
        }
        Builtins.Resolution r = Builtins.resolve(m, f, types, lw.resultStructs());
        if (r == null) {
            throw lw.error(new SemanticError.NoMatchingOverload(span, f.spelling(), typeNames(args)));
        }
        List<Value> converted = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            converted.add(x.convertTo(args.get(i), r.params().get(i), lw.span(c.args().get(i)), ctx));
        }
        if (converted.stream().allMatch(v -> v instanceof Value.Const)) {
            List<ConstValue> cs = new ArrayList<>();
            for (Value v : converted) {
                cs.add(((Value.Const) v).value());
            }
            Value.Const folded = x.fold(span, () -> lw.ev.math(f, cs, r.result()));
            return new Value.Const(folded.value(), r.result());
        }
        List<Handle<Expression>> e = new ArrayList<>();
        for (int i = 0; i < converted.size(); i++) {
            e.add(x.toExpr(converted.get(i), ctx, lw.span(c.args().get(i))));
        }
        while (e.size() < 4) {
            e.add(null);
        }
        Handle<Type> result = x.concreteType(r.result());
        return new Value.Plain(x.append(ctx, new Expression.Math(f, e.get(0), e.get(1), e.get(2), e.get(3)), span), result);
    }

    // ------------------------------------------------------------------ logical and bits

    private Value select(List<Value> args, Ast.Expr.Call c, Span span, ExpressionLowerer.Ctx ctx) {
        count(args, 3, span, "select");
        Handle<Type> t = lw.exprs.calls.commonType(args.subList(0, 2), span);
        Value cond = args.get(2);
        TypeInner ct = m.inner(cond.type());
        if (t == null || !m.inner(t).isScalarOrVector() || !ct.isScalarOrVector() || ct.scalar().kind() != ScalarKind.BOOL
                || (ct instanceof TypeInner.Vector cv && cv.size() != m.inner(t).vectorSize())) {
            throw lw.error(new SemanticError.NoMatchingOverload(span, "select", typeNames(args)));
        }
        Value f = x.convertTo(args.get(0), t, lw.span(c.args().get(0)), ctx);
        Value tr = x.convertTo(args.get(1), t, lw.span(c.args().get(1)), ctx);
        if (f instanceof Value.Const cf && tr instanceof Value.Const ctr && cond instanceof Value.Const cc) {
            return x.fold(span, () -> lw.ev.select(cf.value(), ctr.value(), cc.value()));
        }
        Handle<Expression> e = x.append(ctx, new Expression.Select(x.toExpr(cond, ctx, span), x.toExpr(tr, ctx, span),
                x.toExpr(f, ctx, span)), span);
        return new Value.Plain(e, x.concreteType(t));
    }

    private Value relational(RelationalFunction fun, List<Value> args, Ast.Expr.Call c, Span span, ExpressionLowerer.Ctx ctx) {
        count(args, 1, span, fun == RelationalFunction.ALL ? "all" : "any");
        Value v = args.getFirst();
        TypeInner t = m.inner(v.type());
        if (!t.isScalarOrVector() || t.scalar().kind() != ScalarKind.BOOL) {
            throw lw.error(new SemanticError.NoMatchingOverload(span, fun == RelationalFunction.ALL ? "all" : "any", typeNames(args)));
        }
        if (v instanceof Value.Const cv) {
            return x.fold(span, () -> lw.ev.relational(fun, cv.value()));
        }
        if (t instanceof TypeInner.ScalarType) {
            return v;
        }
        return new Value.Plain(x.append(ctx, new Expression.Relational(fun, x.toExpr(v, ctx, span)), span),
                lw.scalarType(Scalar.BOOL));
    }

    private Value arrayLength(List<Value> args, Ast.Expr.Call c, Span span, ExpressionLowerer.Ctx ctx) {
        count(args, 1, span, "arrayLength");
        x.requireRuntime(ctx, span, "arrayLength");
        TypeInner.Pointer p = pointer(args.getFirst(), lw.span(c.args().getFirst()));
        if (!(m.inner(p.base()) instanceof TypeInner.Array a) || !(a.size() instanceof TypeInner.ArraySize.Dynamic)) {
            throw lw.error(new SemanticError.TypeMismatch(lw.span(c.args().getFirst()), "pointer to a runtime-sized array",
                    lw.typeName(args.getFirst().type())));
        }
        return new Value.Plain(x.append(ctx, new Expression.ArrayLength(x.toExpr(args.getFirst(), ctx, span)), span),
                lw.scalarType(Scalar.U32));
    }

    private Value bitcast(List<Value> args, Ast.Expr.Call c, Span span, ExpressionLowerer.Ctx ctx) {
        count(args, 1, span, "bitcast");
        if (c.templateArgs().size() != 1) {
            throw lw.error(new SemanticError.WrongTemplateArgs(span, "bitcast", "1", c.templateArgs().size()));
        }
        Handle<Type> to = lw.types.resolve(c.templateArgs().getFirst(), ctx.fc());
        Value v = x.concretize(args.getFirst(), span);
        TypeInner from = m.inner(v.type());
        TypeInner ti = m.inner(to);
        if (!from.isScalarOrVector() || !ti.isScalarOrVector() || from.scalar().kind() == ScalarKind.BOOL
                || ti.scalar().kind() == ScalarKind.BOOL
                || from.vectorSize() * from.scalar().width() != ti.vectorSize() * ti.scalar().width()) {
            throw lw.error(new SemanticError.InvalidConversion(span, lw.typeName(v.type()), lw.typeName(to)));
        }
        if (v instanceof Value.Const cv) {
            Value.Const r = x.fold(span, () -> lw.ev.bitcast(cv.value(), to));
            return new Value.Const(r.value(), to);
        }
        if (Int64Bitcasts.applies(from, ti)) {
            return new Value.Plain(Int64Bitcasts.lower(x, ctx, m, x.toExpr(v, ctx, span), from, to, span), to);
        }
        if (from.vectorSize() != ti.vectorSize()) {
            return new Value.Plain(halfBitcast(x.toExpr(v, ctx, span), from, ti, span, ctx), to);
        }
        return new Value.Plain(x.append(ctx, new Expression.As(x.toExpr(v, ctx, span), ti.scalar().kind(), 0), span), to);
    }

    /// A bit cast between `vec2<f16>`/`vec4<f16>` and one/two 32-bit words. The IR's `As` keeps
    /// the component count, so the words go through `unpack2x16float` and `pack2x16float`, which
    /// are exact on binary16 values (NaNs keep their sign and leading payload bits).
    private Handle<Expression> halfBitcast(Handle<Expression> e, TypeInner from, TypeInner to, Span span,
                                           ExpressionLowerer.Ctx ctx) {
        if (to.scalar().kind() == ScalarKind.FLOAT && to.scalar().width() == 2) {
            Handle<Expression> bits = from.scalar().kind() == ScalarKind.UINT ? e
                    : x.append(ctx, new Expression.As(e, ScalarKind.UINT, 0), span);
            int words = from.vectorSize();
            List<Handle<Expression>> halves = new ArrayList<>();
            for (int k = 0; k < words; k++) {
                Handle<Expression> word = words == 1 ? bits : x.append(ctx, new Expression.AccessIndex(bits, k), span);
                halves.add(x.append(ctx, new Expression.Math(MathFunction.UNPACK2X16FLOAT, word, null, null, null), span));
            }
            Handle<Expression> f32 = words == 1 ? halves.getFirst()
                    : x.append(ctx, new Expression.Compose(m.type(new TypeInner.Vector(4, Scalar.F32)), halves), span);
            return x.append(ctx, new Expression.As(f32, ScalarKind.FLOAT, 2), span);
        }
        Handle<Expression> f32 = x.append(ctx, new Expression.As(e, ScalarKind.FLOAT, 4), span);
        int words = to.vectorSize();
        List<Handle<Expression>> packed = new ArrayList<>();
        for (int k = 0; k < words; k++) {
            Handle<Expression> pair = words == 1 ? f32 : x.append(ctx, new Expression.Swizzle(2, f32, List.of(2 * k, 2 * k + 1)), span);
            packed.add(x.append(ctx, new Expression.Math(MathFunction.PACK2X16FLOAT, pair, null, null, null), span));
        }
        Handle<Expression> bits = words == 1 ? packed.getFirst()
                : x.append(ctx, new Expression.Compose(m.type(new TypeInner.Vector(2, Scalar.U32)), packed), span);
        return to.scalar().kind() == ScalarKind.UINT ? bits : x.append(ctx, new Expression.As(bits, to.scalar().kind(), 0), span);
    }

    private Value derivative(String name, List<Value> args, Ast.Expr.Call c, Span span, ExpressionLowerer.Ctx ctx) {
        count(args, 1, span, name);
        x.requireRuntime(ctx, span, name);
        DerivativeAxis axis = name.startsWith("dpdx") ? DerivativeAxis.X : name.startsWith("dpdy") ? DerivativeAxis.Y
                : DerivativeAxis.WIDTH;
        DerivativeControl control = name.endsWith("Coarse") ? DerivativeControl.COARSE
                : name.endsWith("Fine") ? DerivativeControl.FINE : DerivativeControl.NONE;
        Value v = x.convertScalar(args.getFirst(), Scalar.F32, span);
        if (!x.isScalarOrVectorOf(v.type(), s -> s.equals(Scalar.F32))) {
            throw lw.error(new SemanticError.NoMatchingOverload(span, name, typeNames(args)));
        }
        return new Value.Plain(x.append(ctx, new Expression.Derivative(axis, control, x.toExpr(v, ctx, span)), span), v.type());
    }

    // ------------------------------------------------------------------ atomics

    private Value atomic(String name, List<Value> args, Ast.Expr.Call c, Span span, ExpressionLowerer.Ctx ctx) {
        x.requireRuntime(ctx, span, name);
        if (args.isEmpty()) {
            throw lw.error(new SemanticError.WrongArgumentCount(span, name, "at least 1", 0));
        }
        Span ps = lw.span(c.args().getFirst());
        TypeInner.Pointer p = pointer(args.getFirst(), ps);
        if (!(m.inner(p.base()) instanceof TypeInner.Atomic at)
                || (p.space() != AddressSpace.STORAGE && p.space() != AddressSpace.WORKGROUP)) {
            throw lw.error(new SemanticError.TypeMismatch(ps, "pointer to an atomic in storage or workgroup memory",
                    lw.typeName(args.getFirst().type())));
        }
        if (p.space() == AddressSpace.STORAGE && p.access() != StorageAccess.READ_WRITE) {
            throw lw.error(new SemanticError.AccessViolation(ps, "atomically modify", "storage, read"));
        }
        Handle<Type> t = lw.scalarType(at.scalar());
        FunctionContext fc = ctx.fc();
        Handle<Expression> ptr = x.toExpr(args.getFirst(), ctx, ps);
        switch (name) {
            case "atomicLoad" -> {
                count(args, 1, span, name);
                return new Value.Plain(fc.append(new Expression.Load(ptr), span), t);
            }
            case "atomicStore" -> {
                count(args, 2, span, name);
                Value v = x.convertTo(args.get(1), t, lw.span(c.args().get(1)), ctx);
                fc.addStatement(new Statement.Store(ptr, x.toExpr(v, ctx, span)), span);
                return null;
            }
            case "atomicCompareExchangeWeak" -> {
                count(args, 3, span, name);
                Value cmp = x.convertTo(args.get(1), t, lw.span(c.args().get(1)), ctx);
                Value v = x.convertTo(args.get(2), t, lw.span(c.args().get(2)), ctx);
                Handle<Type> rt = lw.resultStruct("atomic_compare_exchange", t);
                Handle<Expression> cmpE = x.toExpr(cmp, ctx, span);
                Handle<Expression> vE = x.toExpr(v, ctx, span);
                Handle<Expression> result = fc.append(new Expression.AtomicResult(rt, true), span);
                fc.addStatement(new Statement.Atomic(ptr, AtomicFunction.EXCHANGE, vE, cmpE, result), span);
                return new Value.Plain(result, rt);
            }
            default -> {
                count(args, 2, span, name);
                AtomicFunction fun = switch (name) {
                    case "atomicAdd" -> AtomicFunction.ADD;
                    case "atomicSub" -> AtomicFunction.SUBTRACT;
                    case "atomicMax" -> AtomicFunction.MAX;
                    case "atomicMin" -> AtomicFunction.MIN;
                    case "atomicAnd" -> AtomicFunction.AND;
                    case "atomicOr" -> AtomicFunction.INCLUSIVE_OR;
                    case "atomicXor" -> AtomicFunction.EXCLUSIVE_OR;
                    case "atomicExchange" -> AtomicFunction.EXCHANGE;
                    default -> throw lw.error(new SemanticError.UnknownName(c.function().span(), "function", name));
                };
                Value v = x.convertTo(args.get(1), t, lw.span(c.args().get(1)), ctx);
                Handle<Expression> vE = x.toExpr(v, ctx, span);
                Handle<Expression> result = fc.append(new Expression.AtomicResult(t, false), span);
                fc.addStatement(new Statement.Atomic(ptr, fun, vE, null, result), span);
                return new Value.Plain(result, t);
            }
        }
    }
}
