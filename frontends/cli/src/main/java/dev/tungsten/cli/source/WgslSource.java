package dev.tungsten.cli.source;

import java.util.List;
import java.util.Map;

import dev.tungsten.ir.DiagnosticRenderer;
import dev.tungsten.ir.EntryPoint;
import dev.tungsten.ir.TgsiLowering;
import dev.tungsten.ir.TgsiLoweringException;
import dev.tungsten.ir.TgsiProgram;
import dev.tungsten.tgsi.TgsiException;
import dev.tungsten.wgsl.Wgsl;

/// A WGSL file: compiled once ([Wgsl#compile]); each entry point is lowered from the one
/// module, with the pipeline-overridable constants of the options.
final class WgslSource implements ShaderSource {
    private final String file;
    private final Wgsl.Result result;
    private final Report report;
    private final TgsiLowering.Options lowering;

    WgslSource(String file, String text, SourceOptions options) {
        this.file = file;
        this.result = Wgsl.compile(file, text);
        this.report = Report.of(result.diagnostics(), d -> DiagnosticRenderer.render(result.source(), d),
                d -> DiagnosticRenderer.oneLine(result.source(), d));
        this.lowering = new TgsiLowering.Options(options.overrides(), Map.of());
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
        return result.ok() ? result.module().entryPoints().stream().map(EntryPoint::name).toList() : List.of();
    }

    @Override
    public EntryModule fileModule() {
        return result.ok() ? new EntryModule(null, null, Report.EMPTY, result.module(), result.info()) : null;
    }

    @Override
    public EntryModule module(String entry) {
        if (!result.ok()) {
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
            Report r = Report.of(List.of(e.diagnostic()), d -> DiagnosticRenderer.render(result.source(), d),
                    d -> DiagnosticRenderer.oneLine(result.source(), d));
            return new CompiledEntry(m, r, null, null);
        } catch (TgsiException e) {
            // The lowering's builder checks the shader it finishes; a failure is a lowering bug,
            // reported against the entry point rather than thrown at the user.
            return new CompiledEntry(m, Report.error(file, "entry point `" + m.entry() + "` lowers to invalid TGSI: "
                    + e.getMessage()), null, null);
        }
    }
}
