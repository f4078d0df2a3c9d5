package dev.tungsten.cli.source;

import dev.tungsten.ir.TgsiProgram;

/// One entry point lowered to TGSI with its reflection. `program` and `reflection` are `null`
/// when `report` (the lowering's, after the front end's) has errors.
public record CompiledEntry(EntryModule source, Report report, TgsiProgram program, Reflection reflection) {
    public boolean ok() {
        return program != null && !report.failed();
    }

    /// The one-line form of the first error, the front end's before the lowering's, or `null`.
    public String firstError() {
        return source.report().failed() ? source.report().firstError() : report.firstError();
    }

    public String entry() {
        return source.entry();
    }
}
