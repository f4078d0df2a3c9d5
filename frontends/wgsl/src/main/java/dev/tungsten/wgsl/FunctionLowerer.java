package dev.tungsten.wgsl;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import dev.tungsten.ir.Binding;
import dev.tungsten.ir.EntryPoint;
import dev.tungsten.ir.Expression;
import dev.tungsten.ir.Function;
import dev.tungsten.ir.Handle;
import dev.tungsten.ir.ShaderStage;
import dev.tungsten.ir.Span;
import dev.tungsten.ir.Type;
import dev.tungsten.ir.TypeInner;

/// Lowers one function declaration (WGSL §11): its signature (registered before the body, so a
/// body with errors still leaves a callable function behind), its entry-point attributes and
/// workgroup size, and its body through [StatementLowerer].
final class FunctionLowerer {
    private final Lowerer lw;
    private final Ast.Function decl;

    /// What a caller needs to know about a function. `stage` is set for entry points.
    record Signature(String name, Handle<Function> handle, List<Handle<Type>> params, Handle<Type> result,
                     boolean mustUse, ShaderStage stage) {}

    FunctionLowerer(Lowerer lw, Ast.Function decl) {
        this.lw = lw;
        this.decl = decl;
    }

    void lower() {
        AttributeReader.Attrs attrs = lw.attributes.read(decl.attributes(), AttributeReader.Site.FUNCTION);
        ShaderStage stage = attrs.stage;
        Function fn = new Function(decl.name().name());
        Handle<Function> handle = lw.module.functions().append(fn, decl.name().span());
        fn.setDerivativeUniformity(attrs.derivativeUniformity);
        List<Handle<Type>> paramTypes = new ArrayList<>();
        Map<String, Span> paramNames = new HashMap<>();
        boolean ok = true;
        for (Ast.Param p : decl.params()) {
            try {
                Span prev = paramNames.putIfAbsent(p.name().name(), p.name().span());
                if (prev != null) {
                    throw lw.error(new SemanticError.Redefinition(p.name().span(), p.name().name(), prev));
                }
                Handle<Type> t = lw.types.resolve(p.type());
                checkParamType(t, p.type());
                AttributeReader.Attrs pa = lw.attributes.read(p.attributes(), AttributeReader.Site.PARAM);
                Binding b = pa.binding();
                if (b != null && stage == null) {
                    throw lw.error(new SemanticError.InvalidAttribute(p.span(), pa.builtin != null ? "builtin" : "location",
                            "only entry point parameters have IO attributes (§13.3.1)"));
                }
                fn.arguments().add(new Function.Argument(p.name().name(), t, b));
                paramTypes.add(t);
            } catch (Lowerer.Abort a) {
                ok = false;
            }
        }
        Handle<Type> result = null;
        if (decl.resultType() != null) {
            result = lw.types.resolve(decl.resultType());
            checkResultType(result, decl.resultType());
            AttributeReader.Attrs ra = lw.attributes.read(decl.resultAttributes(), AttributeReader.Site.RESULT);
            Binding b = ra.binding();
            if (b != null && stage == null) {
                throw lw.error(new SemanticError.InvalidAttribute(decl.span(), "location",
                        "only entry point results have IO attributes (§13.3.1)"));
            }
            fn.setResult(new Function.Result(result, b));
        } else if (!decl.resultAttributes().isEmpty()) {
            throw lw.error(new SemanticError.InvalidAttribute(decl.resultAttributes().getFirst().span(),
                    decl.resultAttributes().getFirst().name().name(), "a function without a result type"));
        }
        if (attrs.mustUse && result == null) {
            throw lw.error(new SemanticError.InvalidAttribute(decl.name().span(), "must_use",
                    "a function without a result cannot be @must_use (§11.7)"));
        }
        if (stage != null && attrs.mustUse) {
            throw lw.error(new SemanticError.InvalidAttribute(decl.name().span(), "must_use", "entry points cannot be @must_use"));
        }
        Signature sig = new Signature(decl.name().name(), handle, paramTypes, result, attrs.mustUse, stage);
        if (ok) {
            lw.globals.put(decl.name().name(), new Lowerer.Global.FnDecl(sig));
        }
        entryPoint(attrs, handle);
        FunctionContext fc = new FunctionContext(fn, handle, result);
        for (int i = 0; i < fn.arguments().size(); i++) {
            Function.Argument arg = fn.arguments().get(i);
            Handle<Expression> e = fc.append(new Expression.ArgumentRef(i), decl.params().get(i).name().span());
            fc.bind(arg.name(), new FunctionContext.Local.Let(new Value.Plain(e, arg.type()), decl.params().get(i).name().span()));
        }
        fn.body().setDerivativeUniformity(null);
        StatementLowerer sl = new StatementLowerer(lw, fc);
        int behavior = sl.statements(decl.body().statements());
        fc.flushEmit();
        // A statement that failed counts as falling through; do not blame the function for it.
        if (result != null && (behavior & StatementLowerer.NEXT) != 0 && !fc.failed) {
            lw.errors.add(new SemanticError.MissingReturn(decl.name().span(), decl.name().name()));
        }
    }

    private void checkParamType(Handle<Type> t, Handle<Ast.Expr> at) {
        TypeInner inner = lw.module.inner(t);
        boolean ok = switch (inner) {
            case TypeInner.Pointer p -> p.space() != dev.tungsten.ir.AddressSpace.HANDLE
                    && (p.space() == dev.tungsten.ir.AddressSpace.STORAGE || !lw.types.runtimeSized(p.base()));
            case TypeInner.Image i -> true;
            case TypeInner.Sampler s -> true;
            case TypeInner.Atomic a -> false;
            default -> lw.types.isConstructible(t);
        };
        if (!ok) {
            throw lw.error(new SemanticError.InvalidType(lw.span(at), lw.typeName(t),
                    "a parameter must be constructible, a pointer, a texture or a sampler (§11.1)"));
        }
    }

    private void checkResultType(Handle<Type> t, Handle<Ast.Expr> at) {
        if (!lw.types.isConstructible(t)) {
            throw lw.error(new SemanticError.InvalidType(lw.span(at), lw.typeName(t),
                    "a function result must be constructible (§11.1)"));
        }
    }

    private void entryPoint(AttributeReader.Attrs attrs, Handle<Function> handle) {
        ShaderStage stage = attrs.stage;
        if (stage == null) {
            if (attrs.workgroupSize != null) {
                throw lw.error(new SemanticError.InvalidAttribute(attrs.workgroupSizeSpan, "workgroup_size",
                        "only compute entry points have a workgroup size"));
            }
            return;
        }
        List<Handle<Expression>> size = new ArrayList<>();
        if (stage == ShaderStage.COMPUTE) {
            if (attrs.workgroupSize == null) {
                throw lw.error(new SemanticError.MissingAttribute(attrs.stageSpan, "workgroup_size"));
            }
            dev.tungsten.ir.Scalar first = null;
            for (Handle<Ast.Expr> e : attrs.workgroupSize) {
                Value v = lw.exprs.lowerOverride(e);
                if (!(lw.module.inner(v.type()) instanceof TypeInner.ScalarType st) || !st.scalar().kind().isInteger()) {
                    throw lw.error(new SemanticError.TypeMismatch(lw.span(e), "i32 or u32 workgroup size", lw.typeName(v.type())));
                }
                if (!st.scalar().isAbstract()) {
                    if (first != null && !first.equals(st.scalar())) {
                        // naga accepts mixed i32/u32 sizes (its const-exprs.wgsl test); §11.13 wants one type.
                        lw.warnings.add(new WgslWarning(lw.span(e), "workgroup size arguments of different types",
                                "§11.13: the workgroup_size arguments must all be i32 or all be u32"));
                    }
                    first = st.scalar();
                }
                if (v instanceof Value.Const c) {
                    long n = dev.tungsten.ir.ConstEvaluator.literal(c.value()).asLong();
                    if (n < 1) {
                        throw lw.error(new SemanticError.ConstEvaluation(lw.span(e), "workgroup size must be at least 1, found " + n));
                    }
                    if (n > (st.scalar().kind() == dev.tungsten.ir.ScalarKind.SINT && !st.scalar().isAbstract()
                            ? Integer.MAX_VALUE : 0xFFFF_FFFFL)) {
                        // An abstract integer converts to i32 or u32 (§11.13); a value neither holds is an error.
                        throw lw.error(new SemanticError.ConstEvaluation(lw.span(e), "workgroup size " + n
                                + " does not fit in a 32-bit integer"));
                    }
                    v = new Value.Const(new dev.tungsten.ir.ConstValue.Lit(new dev.tungsten.ir.Literal.U32(n)),
                            lw.scalarType(dev.tungsten.ir.Scalar.U32));
                }
                size.add(lw.exprs.toGlobalExpression(v, lw.span(e)));
            }
            while (size.size() < 3) {
                size.add(lw.module.globalExpressions().append(new Expression.Lit(new dev.tungsten.ir.Literal.U32(1)), Span.UNDEFINED));
            }
        } else if (attrs.workgroupSize != null) {
            throw lw.error(new SemanticError.InvalidAttribute(attrs.workgroupSizeSpan, "workgroup_size",
                    "only compute entry points have a workgroup size"));
        }
        if (attrs.earlyDepthTest != null && stage != ShaderStage.FRAGMENT) {
            throw lw.error(new SemanticError.InvalidAttribute(attrs.stageSpan, "early_depth_test",
                    "only fragment entry points take early_depth_test"));
        }
        lw.module.entryPoints().add(new EntryPoint(decl.name().name(), stage, handle, size, attrs.earlyDepthTest));
        Function fn = lw.module.functions().get(handle);
        if (stage == ShaderStage.FRAGMENT) {
            for (Function.Argument a : fn.arguments()) {
                warnIntegerNotFlat(a.type(), a.binding());
            }
        } else if (stage == ShaderStage.VERTEX && fn.result() != null) {
            warnIntegerNotFlat(fn.result().type(), fn.result().binding());
        }
    }

    /// §12.3.1.4 wants integer vertex outputs and fragment inputs written `@interpolate(flat)`;
    /// naga (and shaders written for it) leave it implicit, which the IR reads as flat.
    private void warnIntegerNotFlat(Handle<Type> type, Binding binding) {
        TypeInner t = lw.module.inner(type);
        if (binding == null && t instanceof TypeInner.Struct s) {
            for (TypeInner.StructMember mem : s.members()) {
                warnIntegerNotFlat(mem.type(), mem.binding());
            }
            return;
        }
        if (binding instanceof Binding.Location l && l.interpolation() == null && t.scalar() != null
                && t.scalar().kind().isInteger()) {
            lw.warnings.add(new WgslWarning(decl.name().span(), "integer IO at @location(" + l.location()
                    + ") without @interpolate(flat)", "§12.3.1.4: integer vertex outputs and fragment inputs must be flat"));
        }
    }
}
