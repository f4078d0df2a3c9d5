package dev.tungsten.cg;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import dev.tungsten.ir.Diagnostic;
import dev.tungsten.ir.Module;
import dev.tungsten.ir.ModuleInfo;
import dev.tungsten.ir.ShaderStage;
import dev.tungsten.ir.Span;
import dev.tungsten.ir.ValidationError;
import dev.tungsten.ir.Validator;

/// The Cg front end's entry point: Cg source in, one program's validated IR module, its
/// reflection table and diagnostics out. Preprocessing ([Preprocessor]), parsing ([CgParser]),
/// semantic analysis and lowering ([CgLowerer]) and validation run in turn; a phase runs only
/// when the previous one found no error, so every error reported is a first-hand one. Bad input
/// never throws: every problem is a typed [CgError] with a span.
public final class Cg {
    private Cg() {}

    /// The names [#entryPoints] looks for, in order.
    public static final List<String> CONVENTIONAL_ENTRIES = List.of("main_vertex", "main_fragment", "main");

    /// Compilation options. `entry` is the top-level function (default `main`); `profile` the
    /// `cgc` profile (`null`: the most permissive one of the program's stage); `stage` the
    /// program's stage (`null`: the profile's, else inferred: `main_vertex` is a vertex program,
    /// `main_fragment` a fragment program, otherwise a function with a POSITION or HPOS output
    /// is a vertex program and any other a fragment program).
    public record Options(List<Path> includeDirs, Map<String, String> defines, Preprocessor.IncludeLoader loader, String entry,
                          Profile profile, Profile.Stage stage) {
        public Options {
            includeDirs = List.copyOf(includeDirs);
            defines = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(defines));
            entry = entry == null ? "main" : entry;
        }

        public static Options defaults() {
            return new Options(List.of(), Map.of(), null, "main", null, null);
        }

        public Options withEntry(String e) {
            return new Options(includeDirs, defines, loader, e, profile, stage);
        }

        public Options withProfile(Profile p) {
            return new Options(includeDirs, defines, loader, entry, p, stage);
        }

        public Options withStage(Profile.Stage s) {
            return new Options(includeDirs, defines, loader, entry, profile, s);
        }

        public Options withDefines(Map<String, String> d) {
            return new Options(includeDirs, d, loader, entry, profile, stage);
        }

        public Options withIncludeDirs(List<Path> dirs) {
            return new Options(dirs, defines, loader, entry, profile, stage);
        }

        public Options withLoader(Preprocessor.IncludeLoader l) {
            return new Options(includeDirs, defines, l, entry, profile, stage);
        }

        Preprocessor.Options preprocessor() {
            return new Preprocessor.Options(includeDirs, defines, loader);
        }
    }

    /// The result of compiling one program. `module` is `null` when there were errors (of any
    /// phase, validation included); `stage` and `profile` are those used (`null` when the phase
    /// choosing them did not run).
    public record Result(SourceSet sources, Ast.TranslationUnit unit, List<CgError> errors, List<CgWarning> warnings,
                         List<Pragma> pragmas, Module module, ModuleInfo info, List<ValidationError> validationErrors,
                         Reflection reflection, Profile.Stage stage, Profile profile) {
        public boolean ok() {
            return errors.isEmpty() && validationErrors.isEmpty() && module != null;
        }

        /// The kinds of every error (record names), front end first, for tests.
        public List<String> errorKinds() {
            List<String> out = new ArrayList<>();
            errors.forEach(e -> out.add(e.kind()));
            validationErrors.forEach(e -> out.add(e.getClass().getSimpleName()));
            return out;
        }

        public List<Diagnostic> diagnostics() {
            List<Diagnostic> out = new ArrayList<>();
            errors.forEach(e -> out.add(e.diagnostic()));
            validationErrors.forEach(e -> out.add(e.diagnostic()));
            warnings.forEach(w -> out.add(w.diagnostic()));
            return out;
        }

        /// Every diagnostic rendered against its file, with the include chain.
        public String render() {
            StringBuilder b = new StringBuilder();
            for (Diagnostic d : diagnostics()) {
                b.append(sources.render(d)).append('\n');
            }
            return b.toString();
        }
    }

    /// Compiles the program whose top-level function is `options.entry()` in `text` (named
    /// `fileName`; quoted includes are looked up next to it).
    public static Result compile(String fileName, String text, Options options) {
        return compile(parse(fileName, text, options), options);
    }

    /// A file preprocessed and parsed once, for compiling several of its entry points with
    /// [#compile(Parsed, Options)]: a host compiling the vertex and fragment programs of one
    /// file pays preprocessing and parsing once. Immutable, so it may be shared between threads;
    /// `errors` and `warnings` are those of preprocessing and parsing (`unit` is `null` when
    /// preprocessing failed).
    public record Parsed(SourceSet sources, Preprocessor.Result preprocessed, Ast.TranslationUnit unit, List<CgError> errors,
                         List<CgWarning> warnings) {
        public Parsed {
            errors = List.copyOf(errors);
            warnings = List.copyOf(warnings);
        }
    }

    /// Preprocesses and parses `text` (named `fileName`) with `options`' include directories,
    /// defines and loader; parsing runs only when preprocessing found no error.
    public static Parsed parse(String fileName, String text, Options options) {
        SourceSet sources = new SourceSet();
        List<CgError> errors = new ArrayList<>();
        List<CgWarning> warnings = new ArrayList<>();
        Preprocessor.Result pp = Preprocessor.run(sources, fileName, text, options.preprocessor());
        for (PreprocessError e : pp.errors()) {
            if (e.diagnostic().isError()) {
                errors.add(e);
            } else {
                warnings.add(new CgWarning(e.span(), e.diagnostic().message(), "C99 §6.10 (#warning)"));
            }
        }
        Ast.TranslationUnit unit = errors.isEmpty() ? CgParser.parse(pp.tokens(), errors) : null;
        return new Parsed(sources, pp, unit, errors, warnings);
    }

    /// Compiles the program whose top-level function is `options.entry()` in a parsed file; of
    /// `options`, only the entry, profile and stage are read (the file was preprocessed with
    /// the others). Gives the same result as [#compile(String, String, Options)] with those
    /// options.
    public static Result compile(Parsed parsed, Options options) {
        SourceSet sources = parsed.sources();
        List<CgError> errors = new ArrayList<>(parsed.errors());
        List<CgWarning> warnings = new ArrayList<>(parsed.warnings());
        Preprocessor.Result pp = parsed.preprocessed();
        Ast.TranslationUnit unit = parsed.unit();
        if (!errors.isEmpty()) {
            return new Result(sources, unit, errors, warnings, pp.pragmas(), null, null, List.of(), null, null, null);
        }
        Ast.FunctionDecl entry = findEntry(unit, options.entry(), errors);
        if (entry == null) {
            return new Result(sources, unit, errors, warnings, pp.pragmas(), null, null, List.of(), null, null, null);
        }
        Profile.Stage stage = options.stage() != null ? options.stage()
                : options.profile() != null ? options.profile().stage() : inferStage(entry, unit);
        Profile profile = options.profile() != null ? options.profile() : Profile.mostPermissive(stage);
        if (profile.stage() != stage) {
            errors.add(new CgSemanticError.InvalidEntryPoint(entry.nameSpan(), entry.name(), "profile " + profile.spelling()
                    + " compiles " + profile.stage().text() + " programs, not " + stage.text() + " programs"));
        } else if (!stage.isSupported()) {
            errors.add(new CgSemanticError.UnsupportedStage(entry.nameSpan(), entry.name(), stage.text()));
        }
        if (!errors.isEmpty()) {
            return new Result(sources, unit, errors, warnings, pp.pragmas(), null, null, List.of(), null, stage, profile);
        }
        ShaderStage irStage = stage == Profile.Stage.VERTEX ? ShaderStage.VERTEX : ShaderStage.FRAGMENT;
        CgLowerer lowerer = new CgLowerer(unit, profile, irStage, errors);
        EntryInterface io = lowerer.lowerProgram(entry);
        warnings.addAll(lowerer.warnings);
        if (errors.isEmpty() && io != null) {
            // Functions the program does not reach are type-checked, but what is wrong in them
            // only warns: shaders in use carry broken helpers that no program calls.
            List<CgError> unreached = new ArrayList<>();
            CgLowerer checker = new CgLowerer(unit, profile, irStage, unreached);
            checker.checkUnreached(lowerer.functions.loweredDecls());
            for (CgError e : unreached) {
                warnings.add(new CgWarning(e.span(), e.diagnostic().message() + " (in a function the program does not reach)",
                        "Cg 3.1 §Profiles; " + e.diagnostic().notes().getFirst().replaceFirst("^rule: ", "")));
            }
        }
        if (!errors.isEmpty() || io == null) {
            return new Result(sources, unit, errors, warnings, pp.pragmas(), null, null, List.of(), null, stage, profile);
        }
        Module module = lowerer.module;
        ModuleInfo info = Validator.validate(module);
        Reflection reflection = Reflection.build(lowerer, io, info, pp.parameters());
        return new Result(sources, unit, errors, warnings, pp.pragmas(), info.isValid() ? module : null, info, info.errors(),
                reflection, stage, profile);
    }

    /// Which of [#CONVENTIONAL_ENTRIES] `text` defines (preprocessed with `options`), in that
    /// order; empty when the file does not preprocess and parse.
    public static List<String> entryPoints(String fileName, String text, Options options) {
        return entryPoints(parse(fileName, text, options));
    }

    /// Which of [#CONVENTIONAL_ENTRIES] a parsed file defines, in that order; empty when it did
    /// not preprocess.
    public static List<String> entryPoints(Parsed parsed) {
        if (parsed.unit() == null) {
            return List.of();
        }
        List<String> out = new ArrayList<>();
        for (String name : CONVENTIONAL_ENTRIES) {
            if (parsed.unit().decls().stream().anyMatch(d -> d instanceof Ast.FunctionDecl f && f.name().equals(name) && f.body() != null)) {
                out.add(name);
            }
        }
        return out;
    }

    /// The functions `unit` defines that no function of it calls, in source order: the
    /// candidates for top-level functions of a file that names none.
    public static List<String> uncalledFunctions(Ast.TranslationUnit unit) {
        java.util.Set<String> called = new java.util.HashSet<>();
        List<String> defined = new ArrayList<>();
        for (Ast.Decl d : unit.decls()) {
            if (d instanceof Ast.FunctionDecl f && f.body() != null) {
                if (!defined.contains(f.name())) {
                    defined.add(f.name());
                }
                ProgramIndex.expressions(f.body(), e -> {
                    if (e instanceof Ast.Call c && c.callee() instanceof Ast.Ident id && !id.name().equals(f.name())) {
                        called.add(id.name());
                    }
                });
            }
        }
        return defined.stream().filter(n -> !called.contains(n)).toList();
    }

    private static Ast.FunctionDecl findEntry(Ast.TranslationUnit unit, String name, List<CgError> errors) {
        List<Ast.FunctionDecl> found = new ArrayList<>();
        for (Ast.Decl d : unit.decls()) {
            if (d instanceof Ast.FunctionDecl f && f.name().equals(name) && f.body() != null) {
                found.add(f);
            }
        }
        if (found.size() == 1) {
            Ast.FunctionDecl f = found.getFirst();
            if (f.qualifiers().contains(Ast.Qualifier.STATIC)) {
                errors.add(new CgSemanticError.InvalidEntryPoint(f.nameSpan(), name, "a static function is not visible "
                        + "externally (§Function Declarations)"));
                return null;
            }
            return f;
        }
        for (Ast.FunctionDecl f : found) {
            // Profile-specific definitions of one name (`gp5tcp void main`, `gp5tep void main`):
            // one for a stage that is not compiled is refused below as such.
            if (otherStage(f) != null) {
                return f;
            }
        }
        Span where = found.size() > 1 ? found.get(1).nameSpan() : new Span(0, 0);
        errors.add(new CgSemanticError.InvalidEntryPoint(where, name, found.isEmpty() ? "no function of that name is defined"
                : "it is overloaded; the top-level function must be unique"));
        return null;
    }

    /// The geometry or tessellation stage a function's parameters show it belongs to
    /// (`AttribArray` parameters, tessellation semantics), or `null`.
    static Profile.Stage otherStage(Ast.FunctionDecl f) {
        boolean attribArray = false;
        for (Ast.Param p : f.params()) {
            String sem = p.semantic() == null ? "" : p.semantic().text().toUpperCase();
            if (sem.equals("CONTROLPOINT_ID") || sem.equals("EDGETESS") || sem.equals("INNERTESS")) {
                return Profile.Stage.TESSELLATION_CONTROL;
            }
            if (sem.equals("TESSCOORD") || sem.equals("UV") || sem.equals("UVW")) {
                return Profile.Stage.TESSELLATION_EVALUATION;
            }
            attribArray |= p.type() instanceof Ast.GenericType g && g.base().equals("AttribArray");
        }
        return attribArray ? Profile.Stage.GEOMETRY : null;
    }

    /// The stage of a top-level function when neither stage nor profile is given.
    static Profile.Stage inferStage(Ast.FunctionDecl f, Ast.TranslationUnit unit) {
        Profile.Stage other = otherStage(f);
        if (other != null) {
            return other;
        }
        if (f.name().equals("main_vertex")) {
            return Profile.Stage.VERTEX;
        }
        if (f.name().equals("main_fragment")) {
            return Profile.Stage.FRAGMENT;
        }
        return writesPosition(f, unit) ? Profile.Stage.VERTEX : Profile.Stage.FRAGMENT;
    }

    private static boolean writesPosition(Ast.FunctionDecl f, Ast.TranslationUnit unit) {
        if (isPosition(f.returnSemantic()) || hasPositionMember(f.returnType(), unit)) {
            return true;
        }
        for (Ast.Param p : f.params()) {
            if ((p.qualifiers().contains(Ast.Qualifier.OUT) || p.qualifiers().contains(Ast.Qualifier.IN_OUT))
                    && (isPosition(p.semantic()) || hasPositionMember(p.type(), unit))) {
                return true;
            }
        }
        return false;
    }

    /// Whether a struct type (by name, as declared at global scope) has a POSITION member.
    private static boolean hasPositionMember(Ast.TypeRef t, Ast.TranslationUnit unit) {
        Ast.StructDecl decl = t instanceof Ast.StructType st ? st.decl() : null;
        if (t instanceof Ast.NamedType n) {
            for (Ast.Decl d : unit.decls()) {
                if (d instanceof Ast.StructDecl s && n.name().equals(s.name())) {
                    decl = s;
                }
            }
        }
        return decl != null && decl.members().stream().anyMatch(m -> isPosition(m.semantic()));
    }

    private static boolean isPosition(Ast.Semantic s) {
        if (s == null) {
            return false;
        }
        String t = s.text().toUpperCase();
        return t.equals("POSITION") || t.equals("HPOS") || t.equals("SV_POSITION");
    }
}
