package dev.tungsten.cli.source;

import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/// How to compile a shader source file: the language when forced (`null`: by extension), Cg's
/// options (`profile`, `null` for the entry's most permissive one; `-I` directories; `-D`
/// macros, in command-line order, a later one replacing an earlier one of the same name) and
/// WGSL's pipeline-overridable constants.
public record SourceOptions(Language language, String profile, List<Path> includeDirs, Map<String, String> defines,
                            Map<String, Double> overrides) {
    public static final SourceOptions DEFAULTS = new SourceOptions(null, null, List.of(), Map.of(), Map.of());

    public SourceOptions {
        includeDirs = List.copyOf(includeDirs);
        defines = Collections.unmodifiableMap(new LinkedHashMap<>(defines));
        overrides = Map.copyOf(overrides);
    }

    /// Whether any option only Cg understands is set.
    public boolean hasCgOptions() {
        return profile != null || !includeDirs.isEmpty() || !defines.isEmpty();
    }

    /// The language `file` is compiled as: the forced one, else by its extension; `null` when
    /// neither says.
    public Language languageOf(Path file) {
        return language != null ? language : Language.ofFile(file);
    }
}
