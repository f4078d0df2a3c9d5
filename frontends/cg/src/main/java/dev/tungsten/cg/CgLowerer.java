package dev.tungsten.cg;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import dev.tungsten.ir.Module;
import dev.tungsten.ir.ShaderStage;
import dev.tungsten.ir.Span;

/// The semantic analysis and lowering of one Cg program: indexes the translation unit's
/// declarations (types in order, globals and function overloads by name), then lowers the
/// top-level function and everything it reaches to an IR [Module] with one entry point
/// ([EntryInterface]). Functions are lowered on demand, the first time a call resolves to them,
/// so only what the program reaches is in the module (§"Profiles": profile rules apply to the
/// top-level function and what it references).
///
/// Errors are recorded in `errors`; [#error] returns the exception that unwinds to the
/// enclosing statement or declaration, so one mistake is reported once.
final class CgLowerer {
    /// Unwinds to the enclosing statement or declaration after an error has been recorded.
    static final class Abort extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Abort() {
            super(null, null, false, false);
        }
    }

    static final Abort ABORT = new Abort();

    /// A global variable declaration: one declarator of a global `VarDecl`.
    record GlobalDecl(String name, List<Ast.Qualifier> qualifiers, CgType type, Ast.Declarator declarator, int order,
                      int declIndex) {
        boolean isStatic() {
            return qualifiers.contains(Ast.Qualifier.STATIC);
        }

        /// `static` globals, and `const` globals that are not `uniform`, are private to the
        /// program: initialised where it starts, never set by the host.
        boolean isPrivate() {
            return isStatic() || qualifiers.contains(Ast.Qualifier.CONST) && !qualifiers.contains(Ast.Qualifier.UNIFORM);
        }

        boolean isConst() {
            return qualifiers.contains(Ast.Qualifier.CONST);
        }

        Span span() {
            return declarator.span();
        }
    }

    final Module module = new Module();
    final List<CgError> errors;
    final List<CgWarning> warnings = new ArrayList<>();
    final Ast.TranslationUnit unit;
    final Profile profile;
    final ShaderStage stage;
    final CgTypes types;
    final Conversions conv;
    final Map<String, GlobalDecl> globalDecls = new LinkedHashMap<>();
    final Map<String, List<Ast.FunctionDecl>> functionDecls = new LinkedHashMap<>();
    /// The position of each top-level declaration in the translation unit (declarations are
    /// visible from where they are made, §Declarations And Declaration Specifiers).
    private final Map<Ast.Decl, Integer> declIndex = new java.util.IdentityHashMap<>();
    final Globals globals;
    final FunctionLowering functions;
    final ExpressionLowering exprs;
    final CallResolution calls;
    final LibraryCalls library;
    final TextureFunctions textures;
    /// Set while unreached functions are only type-checked: constructs that need values known at
    /// code generation (texel offsets) are accepted without them.
    boolean checkOnly;

    CgLowerer(Ast.TranslationUnit unit, Profile profile, ShaderStage stage, List<CgError> errors) {
        this.unit = unit;
        this.profile = profile;
        this.stage = stage;
        this.errors = errors;
        this.types = new CgTypes(this);
        this.conv = new Conversions(this);
        this.globals = new Globals(this);
        this.functions = new FunctionLowering(this);
        this.exprs = new ExpressionLowering(this);
        this.calls = new CallResolution(this);
        this.library = new LibraryCalls(this);
        this.textures = new TextureFunctions(this);
        index();
        checkRedefinitions();
    }

    /// Lowers the program whose top-level function is `entry`: sets up its globals (those it
    /// may reach, then its uniform parameters), lowers it and what it calls, and adds the IR
    /// entry point. Returns its interface (for the reflection table), or `null` when the
    /// signature failed.
    EntryInterface lowerProgram(Ast.FunctionDecl entry) {
        FunctionLowering.Signature sig;
        try {
            sig = functions.signature(entry);
        } catch (Abort a) {
            return null;
        }
        List<Globals.UniformParameter> uniforms = new ArrayList<>();
        for (FunctionLowering.Param p : sig.params()) {
            if (EntryInterface.isUniform(p)) {
                if (!p.uniform() && p.type().hasData()) {
                    warn(p.span(), "parameter `" + p.name() + "` holds a sampler, so it is treated as uniform",
                            "§How Programs Receive And Return Data: parameters of type sampler* are uniform");
                }
                uniforms.add(new Globals.UniformParameter(p.name(), p.type(), p.span(), p.semantic(), p.defaultValue()));
            }
        }
        ProgramIndex.Reach reach = ProgramIndex.reach(entry, functionDecls, globalDecls);
        java.util.Set<String> writes = new java.util.HashSet<>();
        for (Ast.FunctionDecl f : reach.functions()) {
            if (f.body() != null) {
                writes.addAll(writtenNames(f));
            }
        }
        int before = errors.size();
        globals.setup(reach.globals(), uniforms, writes);
        EntryInterface ei = new EntryInterface(this);
        if (errors.size() > before) {
            // A global that cannot be represented would be reported again by every use.
            return ei;
        }
        try {
            ei.build(entry, sig);
        } catch (Abort a) {
            // recorded
        }
        globals.finish();
        module.setDerivativeUniformity(dev.tungsten.ir.Severity.OFF);
        return ei;
    }

    /// Type-checks the functions the program does not reach (all but `reached`): they are
    /// lowered into this lowerer's scratch module with every global in scope and the profile's
    /// restrictions off (§Profiles: unreached functions may use what the profile lacks).
    /// Functions of the geometry and tessellation stages are skipped.
    void checkUnreached(java.util.Set<Ast.FunctionDecl> reached) {
        checkOnly = true;
        globals.setup(new ArrayList<>(globalDecls.values()), List.of(), globalDecls.keySet());
        for (List<Ast.FunctionDecl> overloads : functionDecls.values()) {
            for (Ast.FunctionDecl d : overloads) {
                if (d.body() == null || reached.contains(d) || Cg.otherStage(d) != null) {
                    continue;
                }
                try {
                    functions.lower(d, d.nameSpan());
                } catch (Abort a) {
                    // recorded
                }
            }
        }
    }

    private final Map<Ast.FunctionDecl, java.util.Set<String>> written = new java.util.IdentityHashMap<>();

    /// The names `d`'s body may write ([ProgramIndex#writtenNames]), found once.
    java.util.Set<String> writtenNames(Ast.FunctionDecl d) {
        return written.computeIfAbsent(d, f -> ProgramIndex.writtenNames(f.body(), CgLibrary.names()));
    }

    /// Records `e` and returns the exception that unwinds past the failed construct.
    Abort error(CgError e) {
        errors.add(e);
        return ABORT;
    }

    void warn(Span span, String message, String rule) {
        warnings.add(new CgWarning(span, message, "Cg 3.1 " + rule));
    }

    // ------------------------------------------------------------------ declarations

    private void index() {
        int order = 0;
        for (Ast.Decl d : unit.decls()) {
            declIndex.put(d, declIndex.size());
            try {
                switch (d) {
                    case Ast.StructDecl s -> types.declareStruct(s, null, null);
                    case Ast.TypedefDecl t -> types.declareGlobal(t.name(),
                            types.withDims(types.resolve(t.type(), null), t.arrayDims(), null, t.span()));
                    case Ast.InterfaceDecl i -> { }
                    case Ast.FunctionDecl f -> functionDecls.computeIfAbsent(f.name(), k -> new ArrayList<>()).add(f);
                    case Ast.VarDecl v -> {
                        CgType base = types.resolve(v.type(), null);
                        for (Ast.Declarator dc : v.declarators()) {
                            try {
                                CgType t = types.withDims(base, dc.arrayDims(), null, dc.span());
                                t = sizedByInitializer(t, dc.init());
                                GlobalDecl prev = globalDecls.get(dc.name());
                                if (prev != null) {
                                    throw error(new CgSemanticError.Redefinition(dc.span(), dc.name(), prev.span()));
                                }
                                globalDecls.put(dc.name(), new GlobalDecl(dc.name(), v.qualifiers(), t, dc, order++,
                                        declIndex.get(d)));
                            } catch (Abort a) {
                                // recorded; the name stays undeclared
                            }
                        }
                    }
                }
            } catch (Abort a) {
                // recorded
            }
        }
    }

    /// Two definitions of one function signature are one too many (overloads differ in their
    /// parameter types, §Function Overloading).
    private void checkRedefinitions() {
        List<Ast.FunctionDecl> duplicates = new ArrayList<>();
        for (List<Ast.FunctionDecl> overloads : functionDecls.values()) {
            List<FunctionLowering.Signature> seen = new ArrayList<>();
            for (Ast.FunctionDecl d : overloads) {
                if (d.body() == null || Cg.otherStage(d) != null) {
                    continue;
                }
                try {
                    FunctionLowering.Signature sig = functions.signature(d);
                    FunctionLowering.Signature twin = seen.stream().filter(o -> o.params().stream().map(FunctionLowering.Param::type)
                            .toList().equals(sig.params().stream().map(FunctionLowering.Param::type).toList())).findFirst().orElse(null);
                    if (twin != null) {
                        errors.add(new CgSemanticError.Redefinition(d.nameSpan(), d.name(), twin.decl().nameSpan()));
                        duplicates.add(d);
                    } else {
                        seen.add(sig);
                    }
                } catch (Abort a) {
                    // its error is recorded
                }
            }
        }
        // A second definition is left out, so calls see the first alone.
        for (Ast.FunctionDecl d : duplicates) {
            functionDecls.get(d.name()).remove(d);
        }
    }

    /// Whether declaration `d` comes after the function `user` (so `user` cannot see it).
    boolean declaredAfter(Ast.Decl d, Ast.FunctionDecl user) {
        Integer a = declIndex.get(d);
        Integer b = declIndex.get(user);
        return a != null && b != null && a > b;
    }

    int declIndex(Ast.Decl d) {
        return declIndex.getOrDefault(d, -1);
    }

    /// An unsized array declared with an initializer list takes the list's length (§"Unsized
    /// Arrays").
    static CgType sizedByInitializer(CgType t, Ast.Expr init) {
        if (t instanceof CgType.Array a && a.size() < 0 && init instanceof Ast.InitList l) {
            return new CgType.Array(sizedByInitializer(a.element(), l.elements().isEmpty() ? null : l.elements().getFirst()),
                    l.elements().size());
        }
        return t;
    }

    /// A folder of constant expressions seeing the `const` names of `fc` (may be `null`) and of
    /// the globals.
    CgConstants constants(FunctionContext fc) {
        Function<String, Ast.Expr> lookup = name -> {
            if (fc != null) {
                FunctionContext.Local l = fc.lookup(name);
                if (l != null) {
                    return l.constant();
                }
            }
            GlobalDecl g = globalDecls.get(name);
            return g != null && (g.isConst() || g.isStatic()) ? g.declarator().init() : null;
        };
        return new CgConstants(lookup, this::quietType, this::quietTypeName);
    }

    private CgType quietTypeName(String name) {
        CgType t = types.globalType(name);
        return t != null ? t : CgTypes.builtin(name);
    }

    private CgType quietType(Ast.TypeRef ref) {
        return ref instanceof Ast.NamedType n ? quietTypeName(n.name()) : null;
    }
}
