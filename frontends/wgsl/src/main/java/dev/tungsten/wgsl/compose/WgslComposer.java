package dev.tungsten.wgsl.compose;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import dev.tungsten.ir.SourceFile;
import dev.tungsten.ir.SourceMap;
import dev.tungsten.ir.Span;

/// Composes a WGSL file and the modules it imports into one WGSL text, as Bevy's naga_oil
/// composer does, for the front end to compile ([Composed#compile]).
///
/// Each file is preprocessed by the host's shader defs ([ModulePreprocessor]); its imports are
/// resolved ([ImportResolver]) and loaded depth first, each module once, a module met again on
/// the current import chain being a cycle. Every item of an imported module is renamed to its
/// mangled name ([Mangling]) where the module declares and uses it, and each use in an importer
/// (qualified, or by an imported name) is rewritten to that name ([ModuleRewriter]); the main
/// file's own items keep their names, so its entry points and overrides are the ones the host
/// asked for. The composed text is the module-scope directives of the imported modules, the main
/// file, then the imported modules (dependencies first); a [SourceMap] records where each piece
/// came from, so a diagnostic about the composed text names the imported file and its line.
public final class WgslComposer {
    /// The host's defs and where imports are found.
    public record Options(ShaderDefs defs, ImportResolver resolver) {}

    /// One file taking part: its preprocessed text, tokens and declarations, and the names its
    /// imports bring in.
    private static final class Unit {
        final SourceFile file;
        /// The import path, `null` for the main file when it declares none.
        final String path;
        final boolean isMain;
        final ModulePreprocessor.Result pp;
        final List<ModuleRewriter.Token> tokens;
        final Set<String> items = new LinkedHashSet<>();
        /// Module aliases (`b` for `#import a::b`, `c` for `... as c`) to modules.
        final Map<String, Unit> aliases = new HashMap<>();
        /// Unqualified names brought in by item imports, to their mangled names.
        final Map<String, String> imported = new HashMap<>();
        /// Where each imported name or alias was brought in, for clash messages.
        final Map<String, Span> importedAt = new HashMap<>();
        List<ModuleRewriter.Edit> edits = List.of();

        Unit(SourceFile file, boolean isMain, ModulePreprocessor.Result pp) {
            this.file = file;
            this.isMain = isMain;
            this.pp = pp;
            this.path = pp.importPath();
            this.tokens = ModuleRewriter.tokens(pp.text());
            for (ModuleRewriter.Item item : ModuleRewriter.items(tokens)) {
                items.add(item.name());
            }
        }

        String mangled(String name) {
            return isMain ? name : Mangling.mangle(path, name);
        }
    }

    private final Options options;
    private final List<ComposeError> errors = new ArrayList<>();
    private final Map<String, Unit> modules = new HashMap<>();
    /// Modules being loaded, in import order: a module found here again closes a cycle.
    private final List<String> loading = new ArrayList<>();
    /// Imported modules, dependencies first.
    private final List<Unit> order = new ArrayList<>();
    private final Map<Unit, String> importedBy = new HashMap<>();

    private WgslComposer(Options options) {
        this.options = options;
    }

    /// Composes `main` with the modules it imports.
    public static Composed compose(SourceFile main, Options options) {
        return new WgslComposer(options).run(main);
    }

    /// Whether `text` needs composing at all: a file without directives, `#{NAME}` or imports
    /// is its own composition.
    public static boolean needsComposition(String text) {
        return ModulePreprocessor.hasDirectives(text);
    }

    private Composed run(SourceFile mainFile) {
        Unit main = new Unit(mainFile, true, ModulePreprocessor.run(mainFile, options.defs(), errors));
        if (main.path != null) {
            modules.put(main.path, main);
            loading.add(main.path);
        }
        resolve(main);
        SourceMap map = new SourceMap(mainFile);
        StringBuilder text = new StringBuilder();
        if (!errors.isEmpty()) {
            return new Composed(mainFile, null, map, List.copyOf(errors));
        }
        for (Unit u : order) {
            for (Span d : ModuleRewriter.directives(u.tokens)) {
                emit(text, map, u, List.of(), d.start(), d.end());
                text.append('\n');
            }
        }
        emit(text, map, main, main.edits, 0, main.pp.text().length());
        for (Unit u : order) {
            text.append('\n');
            List<ModuleRewriter.Edit> edits = new ArrayList<>(u.edits);
            for (Span d : ModuleRewriter.directives(u.tokens)) {
                edits.add(new ModuleRewriter.Edit(d.start(), d.end(), ""));
            }
            edits.sort(Comparator.comparingInt(ModuleRewriter.Edit::start));
            emit(text, map, u, edits, 0, u.pp.text().length());
            map.addNote(u.file, "in module `" + u.path + "`, imported by " + importedBy.get(u));
        }
        return new Composed(mainFile, text.toString(), map, List.of());
    }

    /// Reads `u`'s imports, loading each module they name, then rewrites `u`.
    private void resolve(Unit u) {
        for (ModulePreprocessor.Import imp : u.pp.imports()) {
            for (ImportSpec spec : imp.specs()) {
                importSpec(u, spec);
            }
        }
        u.edits = ModuleRewriter.rewrite(u.tokens, new ModuleRewriter.Names() {
            @Override
            public String unqualified(String name) {
                String imported = u.imported.get(name);
                if (imported != null) {
                    return imported;
                }
                return u.items.contains(name) ? u.mangled(name) : null;
            }

            @Override
            public String qualified(List<String> path, Span span) {
                return qualifiedUse(u, path, span);
            }
        });
    }

    /// `path` with WESL's `package::` and `super::` prefixes made absolute for a use in `u`;
    /// `null` (and an error) when `super` goes above the root.
    private List<String> absolute(Unit u, List<String> path, Span span) {
        if (path.getFirst().equals("package")) {
            return path.subList(1, path.size());
        }
        if (!path.getFirst().equals("super")) {
            return path;
        }
        List<String> base = u.path == null ? new ArrayList<>() : new ArrayList<>(List.of(u.path.split("::")));
        int i = 0;
        while (i < path.size() && path.get(i).equals("super")) {
            if (base.isEmpty()) {
                errors.add(new ComposeError.MissingModule(u.file, span, String.join("::", path)));
                return null;
            }
            base.removeLast();
            i++;
        }
        base.addAll(path.subList(i, path.size()));
        return base;
    }

    private void importSpec(Unit u, ImportSpec spec) {
        List<String> path = absolute(u, spec.path(), spec.span());
        if (path == null || path.isEmpty()) {
            if (path != null) {
                errors.add(new ComposeError.MalformedDirective(u.file, spec.span(), "import", "a module or item path"));
            }
            return;
        }
        String full = String.join("::", path);
        if (!options.resolver().find(full).isEmpty()) {
            Unit m = load(full, u, spec.span());
            if (m != null) {
                bind(u, u.aliases, spec.localName(), m, spec.span());
            }
            return;
        }
        if (path.size() >= 2) {
            String prefix = String.join("::", path.subList(0, path.size() - 1));
            if (!options.resolver().find(prefix).isEmpty()) {
                Unit m = load(prefix, u, spec.span());
                if (m == null) {
                    return;
                }
                String item = path.getLast();
                if (!m.items.contains(item)) {
                    errors.add(new ComposeError.UnknownItem(u.file, spec.span(), prefix, item));
                    return;
                }
                bind(u, u.imported, spec.localName(), m.mangled(item), spec.span());
                return;
            }
        }
        errors.add(new ComposeError.MissingModule(u.file, spec.span(), full));
    }

    /// Records `name` as `value` in `u`'s aliases or imported names, unless it clashes with an
    /// earlier import or a declaration of `u`.
    private <V> void bind(Unit u, Map<String, V> into, String name, V value, Span span) {
        V before = into.get(name);
        if (before != null) {
            if (!before.equals(value)) {
                SourceFile.Location at = u.file.locate(u.importedAt.get(name).start());
                errors.add(new ComposeError.NameClash(u.file, span, name, "by the import on line " + at.line()));
            }
            return;
        }
        if (into == u.imported && u.items.contains(name)) {
            errors.add(new ComposeError.NameClash(u.file, span, name, "declared in " + u.file.name()));
            return;
        }
        into.put(name, value);
        u.importedAt.put(name, span);
    }

    /// Loads module `path` for an import by `from` at `span`: the module already composed, or a
    /// new one read, preprocessed and resolved; `null` after an error (a cycle, two files).
    private Unit load(String path, Unit from, Span span) {
        Unit known = modules.get(path);
        if (loading.contains(path)) {
            List<String> chain = new ArrayList<>(loading.subList(loading.indexOf(path), loading.size()));
            chain.add(path);
            errors.add(new ComposeError.ImportCycle(from.file, span, String.join(" -> ", chain)));
            return null;
        }
        if (known != null) {
            return known;
        }
        List<SourceFile> files = options.resolver().find(path);
        if (files.size() > 1) {
            errors.add(new ComposeError.DuplicateModule(from.file, span, path, files.get(0).name() + " and " + files.get(1).name()));
            return null;
        }
        SourceFile file = files.getFirst();
        ModulePreprocessor.Result pp = ModulePreprocessor.run(file, options.defs(), errors);
        if (pp.importPath() == null) {
            // A WESL module: its path is where it was found.
            pp = new ModulePreprocessor.Result(pp.text(), pp.chunks(), path, null, pp.imports());
        }
        Unit m = new Unit(file, false, pp);
        modules.put(path, m);
        SourceFile.Location at = from.file.locate(span.start());
        importedBy.put(m, from.file.name() + ":" + at.line());
        loading.add(path);
        resolve(m);
        loading.removeLast();
        order.add(m);
        return m;
    }

    /// The mangled name a qualified use `path` in `u` stands for.
    private String qualifiedUse(Unit u, List<String> path, Span span) {
        String item = path.getLast();
        List<String> prefix = path.subList(0, path.size() - 1);
        Unit m = null;
        if (prefix.size() == 1 && u.aliases.containsKey(prefix.getFirst())) {
            m = u.aliases.get(prefix.getFirst());
        } else {
            List<String> abs = absolute(u, prefix, span);
            if (abs == null) {
                return null;
            }
            String full = String.join("::", abs);
            if (u.aliases.containsKey(abs.getFirst()) && abs.size() > 1) {
                // `b::c::f` after `#import a::b`: module `a::b::c`.
                String nested = u.aliases.get(abs.getFirst()).path + "::" + String.join("::", abs.subList(1, abs.size()));
                if (!options.resolver().find(nested).isEmpty()) {
                    full = nested;
                }
            }
            if (full.equals(u.path)) {
                return u.items.contains(item) ? u.mangled(item) : unknown(u, span, full, item);
            }
            if (options.resolver().find(full).isEmpty()) {
                errors.add(new ComposeError.MissingModule(u.file, span, full));
                return null;
            }
            // A full path imports its module implicitly, as naga_oil allows.
            m = load(full, u, span);
            if (m == null) {
                return null;
            }
        }
        return m.items.contains(item) ? m.mangled(item) : unknown(u, span, m.path, item);
    }

    private String unknown(Unit u, Span span, String module, String item) {
        errors.add(new ComposeError.UnknownItem(u.file, span, module, item));
        return null;
    }

    /// Appends `[from, to)` of `u`'s preprocessed text with `edits` applied, mapping every piece
    /// to the file's own offsets.
    private static void emit(StringBuilder text, SourceMap map, Unit u, List<ModuleRewriter.Edit> edits, int from, int to) {
        int at = from;
        for (ModuleRewriter.Edit e : edits) {
            if (e.start() < at || e.end() > to) {
                continue;
            }
            copy(text, map, u, at, e.start());
            int s = text.length();
            text.append(e.text());
            map.add(s, text.length(), u.file, local(u, e.start(), false), local(u, e.end(), true));
            at = e.end();
        }
        copy(text, map, u, at, to);
    }

    /// Copies `[from, to)` of the preprocessed text, one segment per preprocessor chunk.
    private static void copy(StringBuilder text, SourceMap map, Unit u, int from, int to) {
        List<ModulePreprocessor.Chunk> chunks = u.pp.chunks();
        for (int i = chunkAt(chunks, from); i < chunks.size() && chunks.get(i).start() < to; i++) {
            ModulePreprocessor.Chunk c = chunks.get(i);
            int a = Math.max(from, c.start());
            int b = Math.min(to, c.end());
            if (a >= b) {
                continue;
            }
            int s = text.length();
            text.append(u.pp.text(), a, b);
            if (c.end() - c.start() == c.localEnd() - c.localStart()) {
                map.add(s, text.length(), u.file, c.localStart() + a - c.start(), c.localStart() + b - c.start());
            } else {
                map.add(s, text.length(), u.file, c.localStart(), c.localEnd());
            }
        }
    }

    /// The index of the chunk holding preprocessed offset `at` (chunks tile the text in order).
    private static int chunkAt(List<ModulePreprocessor.Chunk> chunks, int at) {
        int lo = 0;
        int hi = chunks.size() - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (chunks.get(mid).start() <= at) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return lo;
    }

    /// The file offset of preprocessed offset `at` (`end`: as the end of a range).
    private static int local(Unit u, int at, boolean end) {
        List<ModulePreprocessor.Chunk> chunks = u.pp.chunks();
        if (chunks.isEmpty()) {
            return 0;
        }
        ModulePreprocessor.Chunk c = chunks.get(chunkAt(chunks, end && at > 0 ? at - 1 : at));
        if (c.end() - c.start() == c.localEnd() - c.localStart()) {
            return c.localStart() + Math.min(at - c.start(), c.end() - c.start());
        }
        return end ? c.localEnd() : c.localStart();
    }
}
