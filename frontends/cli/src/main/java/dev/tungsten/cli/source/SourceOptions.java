package dev.tungsten.cli.source;

import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/// How to compile a shader source file: the language when forced (`null`: by extension), Cg's
/// options (`profile`, `null` for the entry's most permissive one; `-I` directories; `-D`
/// macros, in command-line order, a later one replacing an earlier one of the same name),
/// WGSL's pipeline-overridable constants, and WGSL's composition options: the `--import-path`
/// folders and the `-D` definitions as written (`NAME` or `NAME=VALUE`), which are WGSL's shader
/// defs (a bare `NAME` is `true` there, where Cg's macro is `1`).
public record SourceOptions(Language language, String profile, List<Path> includeDirs, Map<String, String> defines,
                            Map<String, Double> overrides, List<Path> importPaths, List<String> shaderDefs) {
    public static final SourceOptions DEFAULTS = new SourceOptions(null, null, List.of(), Map.of(), Map.of());

    public SourceOptions {
        includeDirs = List.copyOf(includeDirs);
        defines = Collections.unmodifiableMap(new LinkedHashMap<>(defines));
        overrides = Map.copyOf(overrides);
        importPaths = List.copyOf(importPaths);
        shaderDefs = List.copyOf(shaderDefs);
    }

    /// Options without WGSL composition (no import folders, no shader defs).
    public SourceOptions(Language language, String profile, List<Path> includeDirs, Map<String, String> defines,
                         Map<String, Double> overrides) {
        this(language, profile, includeDirs, defines, overrides, List.of(), List.of());
    }

    /// Whether any option only Cg understands is set (`-D` serves both languages).
    public boolean hasCgOptions() {
        return profile != null || !includeDirs.isEmpty();
    }

    /// The language `file` is compiled as: the forced one, else by its extension; `null` when
    /// neither says.
    public Language languageOf(Path file) {
        return language != null ? language : Language.ofFile(file);
    }
}
