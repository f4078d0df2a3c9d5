package dev.tungsten.cli.source;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.tungsten.cg.Cg;
import dev.tungsten.cg.CgSemanticError;
import dev.tungsten.cg.Profile;
import dev.tungsten.ir.ScalarKind;
import dev.tungsten.ir.ShaderStage;
import dev.tungsten.ir.TgsiLowering;
import dev.tungsten.ir.TgsiLoweringException;
import dev.tungsten.ir.TgsiProgram;
import dev.tungsten.tgsi.TgsiException;

/// A Cg file: preprocessed and parsed once ([Cg#parse]), then [Cg#compile] once per entry point
/// (Cg makes a module of one program), with the
/// `-I` directories, `-D` macros and profile of the options. The reflection is the front end's
/// table, its uniform leaves turned into constant-buffer words by Cg's layout (a register per
/// matrix row, the rows of a two-column matrix 8 bytes apart) and its vertex inputs named by
/// the attribute NVIDIA's aliasing gives them (`IN[n]` is `ATTRn`: POSITION 0, NORMAL 2,
/// TEXCOORD0 8).
final class CgSource implements ShaderSource {
    private static final Pattern TYPE = Pattern.compile(
            "(bool|int|uint|unsigned|half|float|fixed|double|cint|cfloat|char|short|long)(?: int)?([1-4])?(?:x([1-4]))?");

    private final String file;
    private final Cg.Options options;
    private final Report report;
    private final List<String> entries;
    /// The file preprocessed and parsed (`null` when the profile is unknown).
    private final Cg.Parsed parsed;
    /// The front end's result behind each module handed out, for [#lower].
    private final Map<EntryModule, Cg.Result> results = new IdentityHashMap<>();

    CgSource(Path path, String text, SourceOptions options) {
        this.file = path.toString();
        Profile profile = options.profile() == null ? null : Profile.forName(options.profile());
        this.options = new Cg.Options(options.includeDirs(), options.defines(), null, "main", profile, null);
        if (options.profile() != null && profile == null) {
            this.report = Report.error(file, "unknown profile `" + options.profile() + "` (cgc's names, such as arbvp1, fp40, gp5fp)");
            this.entries = List.of();
            this.parsed = null;
            return;
        }
        this.parsed = Cg.parse(file, text, this.options);
        this.entries = Cg.entryPoints(parsed);
        this.report = entries.isEmpty() ? fileErrors() : Report.EMPTY;
    }

    /// The errors of preprocessing and parsing, found by compiling the default entry point:
    /// [Cg#entryPoints] lists nothing both for a file that does not parse and for one without
    /// conventional entry points.
    private Report fileErrors() {
        Cg.Result r = Cg.compile(parsed, options);
        if (r.errors().stream().allMatch(e -> e instanceof CgSemanticError)) {
            return Report.EMPTY;
        }
        return Report.of(r.diagnostics(), r.sources()::render, r.sources()::oneLine);
    }

    @Override
    public String file() {
        return file;
    }

    @Override
    public Report report() {
        return report;
    }

    @Override
    public List<String> entryPoints() {
        return report.failed() ? List.of() : entries;
    }

    @Override
    public EntryModule fileModule() {
        return null;
    }

    @Override
    public EntryModule module(String entry) {
        if (report.failed()) {
            return new EntryModule(entry, null, Report.EMPTY, null, null);
        }
        Cg.Result r = Cg.compile(parsed, options.withEntry(entry));
        Report rep = Report.of(r.diagnostics(), r.sources()::render, r.sources()::oneLine);
        if (!r.ok()) {
            return new EntryModule(entry, null, rep, null, null);
        }
        EntryModule m = new EntryModule(entry, r.module().entryPoints().getFirst().stage(), rep, r.module(), r.info());
        results.put(m, r);
        return m;
    }

    @Override
    public CompiledEntry lower(EntryModule m) {
        Cg.Result r = results.get(m);
        try {
            TgsiProgram p = TgsiLowering.lower(r.module(), r.info(), r.module().entryPoints().getFirst().name(),
                    TgsiLowering.Options.defaults());
            return new CompiledEntry(m, Report.EMPTY, p, reflection(m, r));
        } catch (TgsiLoweringException e) {
            return new CompiledEntry(m, Report.of(List.of(e.diagnostic()), r.sources()::render, r.sources()::oneLine), null, null);
        } catch (TgsiException e) {
            // As for WGSL: a shader the lowering's builder refuses is a lowering bug, reported
            // against the entry point rather than thrown at the user.
            return new CompiledEntry(m, Report.error(file, "entry point `" + m.entry() + "` lowers to invalid TGSI: "
                    + e.getMessage()), null, null);
        }
    }

    private static Reflection reflection(EntryModule m, Cg.Result r) {
        dev.tungsten.cg.Reflection table = r.reflection();
        List<Reflection.Uniform> uniforms = new ArrayList<>();
        for (dev.tungsten.cg.Reflection.Uniform u : table.uniforms()) {
            Reflection.Uniform leaf = leaf(u);
            if (leaf != null) {
                uniforms.add(leaf);
            }
        }
        List<Reflection.VertexInput> inputs = new ArrayList<>();
        if (m.stage() == ShaderStage.VERTEX) {
            for (dev.tungsten.cg.Reflection.Varying v : table.inputs()) {
                if (v.tgsiSemantic().equals("IN")) {
                    inputs.add(new Reflection.VertexInput(v.tgsiIndex(), v.name(), "ATTR" + v.tgsiIndex()));
                }
            }
        }
        String head = "entry " + m.entry() + " (" + m.stage().text() + ", profile " + r.profile().spelling() + ")\n";
        return new Reflection(uniforms, inputs, head + table.text());
    }

    /// A uniform leaf of the Cg table as constant-buffer words, or `null` for a type that is
    /// not a scalar, vector or matrix.
    private static Reflection.Uniform leaf(dev.tungsten.cg.Reflection.Uniform u) {
        Matcher t = TYPE.matcher(u.type());
        if (!t.matches()) {
            return null;
        }
        int rows = t.group(3) != null ? Integer.parseInt(t.group(2)) : 1;
        int columns = t.group(3) != null ? Integer.parseInt(t.group(3)) : t.group(2) != null ? Integer.parseInt(t.group(2)) : 1;
        ScalarKind kind = switch (t.group(1)) {
            // bools are stored as u32 in the uniform buffer
            case "bool", "uint", "unsigned" -> ScalarKind.UINT;
            case "int", "cint", "char", "short", "long" -> ScalarKind.SINT;
            default -> ScalarKind.FLOAT;
        };
        // A matrix with one row or one column is stored as a vector: its scalars are adjacent.
        int rowBytes = rows == 1 || columns == 1 ? 4 * columns : columns == 2 ? 8 : 16;
        int[] words = new int[rows * columns];
        for (int row = 0; row < rows; row++) {
            for (int c = 0; c < columns; c++) {
                words[row * columns + c] = (u.offset() + row * rowBytes) / 4 + c;
            }
        }
        return new Reflection.Uniform(u.name(), u.type(), kind, u.buffer(), rows, columns, words);
    }
}
