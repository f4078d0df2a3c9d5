package dev.tungsten.cli.source;

import dev.tungsten.ir.Module;
import dev.tungsten.ir.ModuleInfo;
import dev.tungsten.ir.ShaderStage;

/// The front end's result for one entry point: the validated IR module holding it (WGSL: the
/// whole file's module; Cg: a module with exactly this entry point) and what was reported.
/// `module`, `info` and `stage` are `null` when the report has errors.
public record EntryModule(String entry, ShaderStage stage, Report report, Module module, ModuleInfo info) {
    public boolean ok() {
        return module != null && !report.failed();
    }
}
