package dev.tungsten.wgsl;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import dev.tungsten.ir.AddressSpace;
import dev.tungsten.ir.Builtins;
import dev.tungsten.ir.ConstEvaluator;
import dev.tungsten.ir.Expression;
import dev.tungsten.ir.GlobalVariable;
import dev.tungsten.ir.Handle;
import dev.tungsten.ir.Layouter;
import dev.tungsten.ir.MathFunction;
import dev.tungsten.ir.Module;
import dev.tungsten.ir.OverrideConstant;
import dev.tungsten.ir.Scalar;
import dev.tungsten.ir.Severity;
import dev.tungsten.ir.Span;
import dev.tungsten.ir.StorageAccess;
import dev.tungsten.ir.Type;
import dev.tungsten.ir.TypeInner;
import dev.tungsten.ir.TypePrinter;

/// Turns a parsed WGSL module into IR: directives, then every module-scope declaration in the
/// order [Index] found, each lowered by the helper for its kind ([TypeLowerer],
/// [ExpressionLowerer], [FunctionLowerer]). Errors are recorded and lowering continues with the
/// next declaration (or statement), so one run reports every error; a name whose declaration
/// failed is remembered so that its uses do not report again.
final class Lowerer {
    final Module module = new Module();
    final Ast.TranslationUnit unit;
    final List<WgslError> errors;
    final List<WgslWarning> warnings = new java.util.ArrayList<>();
    final ConstEvaluator ev;
    final Layouter layouter;
    final Map<String, Global> globals = new HashMap<>();
    final Set<String> declaredNames;
    final Set<String> enabled = new HashSet<>();
    /// The language features the module's `requires` directives name.
    final Set<String> required = new HashSet<>();
    final TypeLowerer types;
    final ExpressionLowerer exprs;
    final AttributeReader attributes;
    private final Set<Integer> overrideIds = new HashSet<>();

    /// A module-scope name.
    sealed interface Global {
        record TypeDecl(Handle<Type> type) implements Global {}

        record ConstDecl(Value.Const value) implements Global {}

        record OverrideDecl(Handle<OverrideConstant> override, Handle<Type> type) implements Global {}

        record VarDecl(Handle<GlobalVariable> variable, Handle<Type> type, AddressSpace space,
                       StorageAccess access) implements Global {}

        record FnDecl(FunctionLowerer.Signature signature) implements Global {}
    }

    /// Unwinds to the enclosing statement or declaration after an error has been recorded.
    static final class Abort extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Abort() {
            super(null, null, false, false);
        }
    }

    static final Abort ABORT = new Abort();

    Lowerer(Ast.TranslationUnit unit, List<WgslError> errors) {
        this.unit = unit;
        this.errors = errors;
        this.ev = new ConstEvaluator(module);
        this.layouter = new Layouter(module.types());
        this.declaredNames = Index.names(unit).keySet();
        this.types = new TypeLowerer(this);
        this.exprs = new ExpressionLowerer(this);
        this.attributes = new AttributeReader(this);
    }

    /// Records `e` and returns the exception that unwinds past the failed construct.
    Abort error(WgslError e) {
        errors.add(e);
        return ABORT;
    }

    Module lower() {
        for (Ast.Directive d : unit.directives()) {
            directive(d);
        }
        List<Integer> order = Index.order(unit, errors);
        for (int i : order) {
            Ast.Decl d = unit.decls().get(i);
            try {
                declaration(d);
            } catch (Abort a) {
                // recorded; the name stays unbound and its uses are silently poisoned
            }
        }
        return module;
    }

    // ------------------------------------------------------------------ directives

    private void directive(Ast.Directive d) {
        switch (d.kind()) {
            case ENABLE -> {
                for (Ast.Ident n : d.names()) {
                    String feature = Extensions.WITHOUT_TGSI_MEANING.get(n.name());
                    if (feature != null) {
                        errors.add(new SemanticError.NotExpressibleInTgsi(n.span(), n.name(), feature));
                    } else if (!Extensions.ENABLES.contains(n.name())) {
                        errors.add(new SemanticError.UnknownName(n.span(), "extension", n.name()));
                    } else {
                        enabled.add(n.name());
                    }
                }
            }
            case REQUIRES -> {
                for (Ast.Ident n : d.names()) {
                    if (!Extensions.LANGUAGE_FEATURES.contains(n.name())) {
                        errors.add(new SemanticError.UnknownName(n.span(), "language feature", n.name()));
                    } else {
                        required.add(n.name());
                    }
                }
            }
            case DIAGNOSTIC -> {
                Severity s = diagnosticSeverity(d.diagnostic());
                if (s != null && d.diagnostic().rule().name().equals("derivative_uniformity")) {
                    module.setDerivativeUniformity(s);
                }
            }
        }
    }

    /// Checks a diagnostic control and returns its severity, or `null` when it does not apply
    /// to a rule this implementation knows (an unknown rule is allowed, §2.3).
    Severity diagnosticSeverity(Ast.DiagnosticControl c) {
        Severity s = Severity.fromText(c.severity().name());
        if (s == null) {
            errors.add(new SemanticError.UnknownName(c.severity().span(), "diagnostic severity", c.severity().name()));
            return null;
        }
        String rule = c.rule().name();
        if (!rule.equals("derivative_uniformity") && !rule.equals("subgroup_uniformity") && !rule.contains(".")) {
            errors.add(new SemanticError.UnknownName(c.rule().span(), "diagnostic rule", rule));
            return null;
        }
        return s;
    }

    // ------------------------------------------------------------------ declarations

    private void declaration(Ast.Decl d) {
        switch (d) {
            case Ast.Alias a -> globals.put(a.name().name(), new Global.TypeDecl(types.resolve(a.type())));
            case Ast.Struct s -> globals.put(s.name().name(), new Global.TypeDecl(types.struct(s)));
            case Ast.GlobalConst c -> globals.put(c.name().name(), new Global.ConstDecl(constDecl(c.type(), c.init(),
                    c.name())));
            case Ast.OverrideDecl o -> override(o);
            case Ast.GlobalVar v -> globalVar(v);
            case Ast.Function f -> new FunctionLowerer(this, f).lower();
            case Ast.GlobalAssert a -> constAssert(a.condition(), null);
        }
    }

    /// A `const` declaration's value: a const-expression, converted to the declared type if
    /// one is written, left abstract otherwise (§7.2).
    Value.Const constDecl(Handle<Ast.Expr> typeExpr, Handle<Ast.Expr> init, Ast.Ident name) {
        Value v = exprs.lowerConst(init, null);
        Value.Const c = (Value.Const) v;
        if (typeExpr != null) {
            Handle<Type> t = types.resolve(typeExpr);
            c = (Value.Const) exprs.convertTo(c, t, span(init), null);
        }
        return c;
    }

    void constAssert(Handle<Ast.Expr> cond, FunctionContext fc) {
        Value.Const c = (Value.Const) exprs.lowerConst(cond, fc);
        if (!(module.inner(c.type()) instanceof TypeInner.ScalarType s) || s.scalar().kind() != dev.tungsten.ir.ScalarKind.BOOL) {
            throw error(new SemanticError.TypeMismatch(span(cond), "bool", typeName(c.type())));
        }
        if (!((dev.tungsten.ir.Literal.Bool) ConstEvaluator.literal(c.value())).value()) {
            throw error(new SemanticError.AssertionFailed(span(cond)));
        }
    }

    private void override(Ast.OverrideDecl o) {
        AttributeReader.Attrs attrs = attributes.read(o.attributes(), AttributeReader.Site.OVERRIDE);
        Handle<Type> type = o.type() == null ? null : types.resolve(o.type());
        Handle<Expression> init = null;
        if (o.init() != null) {
            Value v = exprs.lowerOverride(o.init());
            if (type == null) {
                type = exprs.concreteType(v.type());
            }
            v = exprs.convertTo(v, type, span(o.init()), null);
            init = exprs.toGlobalExpression(v, span(o.init()));
        }
        if (type == null) {
            throw error(new SemanticError.CannotInferType(o.name().span()));
        }
        if (!(module.inner(type) instanceof TypeInner.ScalarType st) || st.scalar().isAbstract()) {
            throw error(new SemanticError.InvalidType(o.name().span(), typeName(type),
                    "an override must have a concrete scalar type (§7.3)"));
        }
        int id = attrs.id == null ? -1 : attrs.id;
        if (id >= 0 && !overrideIds.add(id)) {
            throw error(new SemanticError.DuplicateBinding(o.name().span(), "@id(" + id + ")"));
        }
        Handle<OverrideConstant> h = module.overrides().append(new OverrideConstant(o.name().name(), id, type, init),
                o.name().span());
        globals.put(o.name().name(), new Global.OverrideDecl(h, type));
    }

    private void globalVar(Ast.GlobalVar v) {
        AttributeReader.Attrs attrs = attributes.read(v.attributes(), AttributeReader.Site.GLOBAL_VAR);
        Handle<Type> type = v.type() == null ? null : types.resolve(v.type());
        AddressSpace space = null;
        StorageAccess access = null;
        if (!v.templateArgs().isEmpty()) {
            space = types.addressSpace(v.templateArgs().getFirst());
            if (v.templateArgs().size() > 1) {
                if (space != AddressSpace.STORAGE) {
                    throw error(new SemanticError.InvalidType(span(v.templateArgs().get(1)), "access mode",
                            "only `storage` variables take an access mode (§7.3)"));
                }
                access = types.accessMode(v.templateArgs().get(1));
                if (access == StorageAccess.WRITE) {
                    throw error(new SemanticError.InvalidType(span(v.templateArgs().get(1)), "write",
                            "storage buffers are `read` or `read_write` (§7.3)"));
                }
            }
            if (v.templateArgs().size() > 2) {
                throw error(new SemanticError.WrongTemplateArgs(v.span(), "var", "1 or 2", v.templateArgs().size()));
            }
        }
        Handle<Expression> init = null;
        Value initValue = null;
        if (v.init() != null) {
            initValue = exprs.lowerOverride(v.init());
            if (type == null) {
                type = exprs.concreteType(initValue.type());
            }
        }
        if (type == null) {
            throw error(new SemanticError.CannotInferType(v.name().span()));
        }
        TypeInner inner = module.inner(type);
        TypeInner element = inner instanceof TypeInner.BindingArray ba ? module.inner(ba.base()) : inner;
        boolean handle = element instanceof TypeInner.Image || element instanceof TypeInner.Sampler;
        if (space == null) {
            if (!handle) {
                throw error(new SemanticError.MissingAddressSpace(v.name().span(), v.name().name()));
            }
            space = AddressSpace.HANDLE;
        } else if (handle) {
            throw error(new SemanticError.InvalidType(v.name().span(), typeName(type),
                    "textures and samplers are declared without an address space (§7.3)"));
        }
        if (space == AddressSpace.FUNCTION) {
            throw error(new SemanticError.InvalidType(span(v.templateArgs().getFirst()), "function",
                    "`function` variables are declared inside functions (§7.3)"));
        }
        if (access == null) {
            access = space.defaultAccess();
        }
        if (initValue != null) {
            if (space != AddressSpace.PRIVATE) {
                throw error(new SemanticError.InvalidInitializer(span(v.init()), space.text()));
            }
            initValue = exprs.convertTo(initValue, type, span(v.init()), null);
            init = exprs.toGlobalExpression(initValue, span(v.init()));
        }
        GlobalVariable.ResourceBinding binding = null;
        boolean needsBinding = space == AddressSpace.UNIFORM || space == AddressSpace.STORAGE || space == AddressSpace.HANDLE;
        if (attrs.group != null || attrs.binding != null) {
            if (attrs.group == null || attrs.binding == null) {
                throw error(new SemanticError.MissingAttribute(v.name().span(), attrs.group == null ? "group" : "binding"));
            }
            if (!needsBinding) {
                throw error(new SemanticError.InvalidAttribute(v.name().span(), "binding",
                        "only resource variables (uniform, storage, textures, samplers) have a binding (§13.3.2)"));
            }
            binding = new GlobalVariable.ResourceBinding(attrs.group, attrs.binding);
        } else if (needsBinding) {
            throw error(new SemanticError.MissingAttribute(v.name().span(), "group` and `@binding"));
        }
        types.checkStoreType(type, space, v.name().span());
        Handle<GlobalVariable> h = module.globals().append(new GlobalVariable(v.name().name(), space, access, binding, type, init),
                v.name().span());
        globals.put(v.name().name(), new Global.VarDecl(h, type, space, access));
    }

    // ------------------------------------------------------------------ helpers

    Span span(Handle<Ast.Expr> e) {
        return unit.exprs().span(e);
    }

    Ast.Expr expr(Handle<Ast.Expr> e) {
        return unit.exprs().get(e);
    }

    String typeName(Handle<Type> t) {
        return TypePrinter.name(module, t);
    }

    Handle<Type> scalarType(Scalar s) {
        return module.type(new TypeInner.ScalarType(s));
    }

    /// The predeclared struct types `__frexp_result_*`, `__modf_result_*` and
    /// `__atomic_compare_exchange_result*` (§17.5, §17.8), created on first use.
    Handle<Type> resultStruct(String kind, Handle<Type> argument) {
        TypeInner a = module.inner(argument);
        String name = Module.predeclaredName(kind, a);
        Handle<Type> existing = module.predeclaredTypes().get(name);
        if (existing != null) {
            return existing;
        }
        Handle<Type> second = switch (kind) {
            case "frexp" -> module.type(a instanceof TypeInner.Vector v
                    ? new TypeInner.Vector(v.size(), a.scalar().isAbstract() ? Scalar.ABSTRACT_INT : Scalar.I32)
                    : new TypeInner.ScalarType(a.scalar().isAbstract() ? Scalar.ABSTRACT_INT : Scalar.I32));
            case "atomic_compare_exchange" -> scalarType(Scalar.BOOL);
            default -> argument;
        };
        String firstName = kind.equals("atomic_compare_exchange") ? "old_value" : "fract";
        String secondName = switch (kind) {
            case "frexp" -> "exp";
            case "modf" -> "whole";
            default -> "exchanged";
        };
        Handle<Type> t = types.makeStruct(name, List.of(firstName, secondName), List.of(argument, second), Span.UNDEFINED);
        module.predeclaredTypes().put(name, t);
        return t;
    }

    Builtins.ResultStructs resultStructs() {
        return (fun, arg) -> resultStruct(fun == MathFunction.MODF ? "modf" : "frexp", arg);
    }
}
