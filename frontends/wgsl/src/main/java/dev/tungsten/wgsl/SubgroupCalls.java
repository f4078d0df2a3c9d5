package dev.tungsten.wgsl;

import java.util.ArrayList;
import java.util.List;

import dev.tungsten.ir.ConstValue;
import dev.tungsten.ir.Expression;
import dev.tungsten.ir.Handle;
import dev.tungsten.ir.Literal;
import dev.tungsten.ir.Scalar;
import dev.tungsten.ir.ScalarKind;
import dev.tungsten.ir.Span;
import dev.tungsten.ir.Statement;
import dev.tungsten.ir.SubgroupFunction;
import dev.tungsten.ir.Type;
import dev.tungsten.ir.TypeInner;

/// The subgroup and quad built-in functions (§17.12, §17.13) and `subgroupBarrier`: each call is
/// a [Statement.Subgroup] whose [Expression.SubgroupResult] is the call's value.
///
/// As naga does, the calls are accepted without `enable subgroups;` and as call statements
/// whose result is dropped (the spec makes them `@must_use`); both appear in naga's own inputs.
final class SubgroupCalls {
    private final Lowerer lw;
    private final ExpressionLowerer x;

    SubgroupCalls(Lowerer lw, ExpressionLowerer x) {
        this.lw = lw;
        this.x = x;
    }

    static boolean isSubgroup(String name) {
        return name.equals("subgroupBarrier") || SubgroupFunction.forSpelling(name) != null;
    }

    Value call(String name, Ast.Expr.Call c, Span span, ExpressionLowerer.Ctx ctx) {
        x.requireRuntime(ctx, span, name);
        if (!c.templateArgs().isEmpty()) {
            throw lw.error(new SemanticError.WrongTemplateArgs(span, name, "0", c.templateArgs().size()));
        }
        List<Value> args = new ArrayList<>();
        for (Handle<Ast.Expr> a : c.args()) {
            Value v = x.load(x.lower(a, ctx), ctx, lw.span(a));
            // A delta or mask is a u32: an abstract one converts to it (§17.12.12).
            boolean unsignedIndex = args.size() == 1 && (name.equals("subgroupShuffleXor")
                    || name.equals("subgroupShuffleUp") || name.equals("subgroupShuffleDown"));
            args.add(x.concretize(unsignedIndex ? x.convertScalar(v, Scalar.U32, lw.span(a)) : v, lw.span(a)));
        }
        if (name.equals("subgroupBarrier")) {
            count(args, 0, span, name);
            ctx.fc().addStatement(new Statement.Barrier(Statement.SUB_GROUP), span);
            return null;
        }
        SubgroupFunction fun = SubgroupFunction.forSpelling(name);
        int arity = fun == SubgroupFunction.ELECT || (fun == SubgroupFunction.BALLOT && args.isEmpty()) ? 0
                : fun.takesIndex() ? 2 : 1;
        count(args, arity, span, name);
        Handle<Type> result;
        Handle<Expression> argument = null;
        if (fun == SubgroupFunction.ELECT) {
            result = lw.scalarType(Scalar.BOOL);
        } else if (fun == SubgroupFunction.BALLOT || fun.logical()) {
            result = fun == SubgroupFunction.BALLOT ? lw.module.type(new TypeInner.Vector(4, Scalar.U32)) : lw.scalarType(Scalar.BOOL);
            if (!args.isEmpty()) {
                Value v = args.getFirst();
                if (!lw.module.inner(v.type()).equals(new TypeInner.ScalarType(Scalar.BOOL))) {
                    throw lw.error(new SemanticError.NoMatchingOverload(span, name, typeNames(args)));
                }
                argument = x.toExpr(v, ctx, lw.span(c.args().getFirst()));
            }
        } else {
            Value v = args.getFirst();
            boolean numeric = x.isScalarOrVectorOf(v.type(), s -> s.kind() == ScalarKind.SINT || s.kind() == ScalarKind.UINT
                    || (s.kind() == ScalarKind.FLOAT && !fun.integerOnly()));
            if (!numeric) {
                throw lw.error(new SemanticError.NoMatchingOverload(span, name, typeNames(args)));
            }
            result = v.type();
            argument = x.toExpr(v, ctx, lw.span(c.args().getFirst()));
        }
        Handle<Expression> index = fun.takesIndex() ? index(fun, args.get(1), lw.span(c.args().get(1)), ctx, args) : null;
        Handle<Expression> r = ctx.fc().append(new Expression.SubgroupResult(result), span);
        ctx.fc().addStatement(new Statement.Subgroup(fun, argument, index, r), span);
        return new Value.Plain(r, result);
    }

    /// The second operand: a const-expression id in [0, 128) for `subgroupBroadcast` and in
    /// [0, 4) for `quadBroadcast`; an i32 or u32 for `subgroupShuffle`; a u32 delta or mask for
    /// the relative shuffles.
    private Handle<Expression> index(SubgroupFunction fun, Value v, Span span, ExpressionLowerer.Ctx ctx, List<Value> args) {
        TypeInner t = lw.module.inner(v.type());
        boolean unsignedOnly = fun == SubgroupFunction.SHUFFLE_XOR || fun == SubgroupFunction.SHUFFLE_UP
                || fun == SubgroupFunction.SHUFFLE_DOWN;
        boolean integer = t instanceof TypeInner.ScalarType st && (st.scalar().equals(Scalar.U32)
                || (!unsignedOnly && st.scalar().equals(Scalar.I32)));
        if (!integer) {
            throw lw.error(new SemanticError.NoMatchingOverload(span, fun.spelling(), typeNames(args)));
        }
        if (fun == SubgroupFunction.BROADCAST || fun == SubgroupFunction.QUAD_BROADCAST) {
            if (!(v instanceof Value.Const cv)) {
                throw lw.error(new SemanticError.NotConst(span, "a runtime invocation id (" + fun.spelling()
                        + " needs a const-expression; subgroupShuffle takes a runtime one)"));
            }
            long id = cv.value() instanceof ConstValue.Lit(Literal.I32(int i)) ? i
                    : cv.value() instanceof ConstValue.Lit(Literal.U32(long u)) ? u : -1;
            long limit = fun == SubgroupFunction.BROADCAST ? 128 : 4;
            if (id < 0 || id >= limit) {
                throw lw.error(new SemanticError.ConstEvaluation(span, fun.spelling() + " id " + id + " is outside [0, "
                        + limit + ")"));
            }
        }
        return x.toExpr(v, ctx, span);
    }

    private void count(List<Value> args, int n, Span span, String name) {
        if (args.size() != n) {
            throw lw.error(new SemanticError.WrongArgumentCount(span, name, Integer.toString(n), args.size()));
        }
    }

    private List<String> typeNames(List<Value> args) {
        List<String> out = new ArrayList<>();
        for (Value v : args) {
            out.add(lw.typeName(v.type()));
        }
        return out;
    }
}
