package dev.tungsten.cli.source;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import dev.tungsten.ir.Diagnostic;
import dev.tungsten.ir.DiagnosticRenderer;
import dev.tungsten.ir.SourceFile;
import dev.tungsten.ir.EntryPoint;
import dev.tungsten.ir.TgsiLowering;
import dev.tungsten.ir.TgsiLoweringException;
import dev.tungsten.ir.TgsiProgram;
import dev.tungsten.tgsi.TgsiException;
import dev.tungsten.wgsl.Wgsl;
import dev.tungsten.wgsl.compose.Composed;
import dev.tungsten.wgsl.compose.ImportResolver;
import dev.tungsten.wgsl.compose.Mangling;
import dev.tungsten.wgsl.compose.ShaderDefs;
import dev.tungsten.wgsl.compose.WgslComposer;

/// A WGSL file: composed with the modules it imports when it has directives or imports
/// ([WgslComposer], the `--import-path` folders and the file's own folder searched, `-D` as
/// shader defs), then compiled once ([Wgsl#compile]); each entry point is lowered from the one
/// module, with the pipeline-overridable constants of the options. Diagnostics, the lowering's
/// included, are rendered against the file they are about; the entry points of imported
/// modules (their names mangled) are not the file's.
final class WgslSource implements ShaderSource {
    private final String file;
    /// The front end's result; `null` when composing failed.
    private final Wgsl.Result result;
    private final Report report;
    private final TgsiLowering.Options lowering;
    private final Function<Diagnostic, String> render;
    private final Function<Diagnostic, String> oneLine;

    WgslSource(Path path, String text, SourceOptions options) {
        this.file = path.toString();
        this.lowering = new TgsiLowering.Options(options.overrides(), Map.of());
        if (!WgslComposer.needsComposition(text)) {
            Wgsl.Result r = Wgsl.compile(file, text);
            this.result = r;
            this.render = d -> DiagnosticRenderer.render(r.source(), d);
            this.oneLine = d -> DiagnosticRenderer.oneLine(r.source(), d);
            this.report = Report.of(r.diagnostics(), render, oneLine);
            return;
        }
        Composed composed;
        try {
            Path folder = path.toAbsolutePath().getParent();
            ImportResolver resolver = ImportResolver.scan(options.importPaths(), folder);
            composed = WgslComposer.compose(new SourceFile(file, text),
                    new WgslComposer.Options(ShaderDefs.parse(options.shaderDefs()), resolver));
        } catch (IOException | IllegalArgumentException e) {
            this.result = null;
            this.render = null;
            this.oneLine = null;
            this.report = Report.error(file, "cannot compose the modules: " + e.getMessage());
            return;
        }
        Composed.Compiled compiled = composed.compile();
        this.result = compiled.result();
        this.render = d -> composed.map().render(Mangling.demangle(d));
        this.oneLine = d -> composed.map().oneLine(Mangling.demangle(d));
        List<String> rendered = new ArrayList<>();
        List<String> errors = new ArrayList<>();
        for (Composed.Rendered r : compiled.diagnostics()) {
            rendered.add(r.text());
            if (r.error()) {
                errors.add(r.oneLine());
            }
        }
        this.report = new Report(rendered, errors);
    }

    private boolean ok() {
        return result != null && result.ok();
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
        return ok() ? result.module().entryPoints().stream().map(EntryPoint::name).filter(n -> !Mangling.isMangled(n)).toList()
                : List.of();
    }

    @Override
    public EntryModule fileModule() {
        return ok() ? new EntryModule(null, null, Report.EMPTY, result.module(), result.info()) : null;
    }

    @Override
    public EntryModule module(String entry) {
        if (!ok()) {
            return new EntryModule(entry, null, Report.EMPTY, null, null);
        }
        for (EntryPoint ep : result.module().entryPoints()) {
            if (ep.name().equals(entry)) {
                return new EntryModule(entry, ep.stage(), Report.EMPTY, result.module(), result.info());
            }
        }
        return new EntryModule(entry, null, Report.error(file, "no entry point named `" + entry + "`"), null, null);
    }

    @Override
    public CompiledEntry lower(EntryModule m) {
        try {
            TgsiProgram p = TgsiLowering.lower(m.module(), m.info(), m.entry(), lowering);
            EntryPoint ep = m.module().entryPoints().stream().filter(e -> e.name().equals(m.entry())).findFirst().orElseThrow();
            return new CompiledEntry(m, Report.EMPTY, p, WgslReflection.of(m.module(), ep, p));
        } catch (TgsiLoweringException e) {
            Report r = Report.of(List.of(e.diagnostic()), render, oneLine);
            return new CompiledEntry(m, r, null, null);
        } catch (TgsiException e) {
            // The lowering's builder checks the shader it finishes; a failure is a lowering bug,
            // reported against the entry point rather than thrown at the user.
            return new CompiledEntry(m, Report.error(file, "entry point `" + m.entry() + "` lowers to invalid TGSI: "
                    + e.getMessage()), null, null);
        }
    }
}
