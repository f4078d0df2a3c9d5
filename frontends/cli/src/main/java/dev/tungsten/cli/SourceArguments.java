package dev.tungsten.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import dev.tungsten.cli.source.Language;
import dev.tungsten.cli.source.SourceOptions;
import dev.tungsten.wgsl.compose.ShaderDefs;

/// The arguments `compile` and `check` share: `--lang cg|wgsl`, `--entry NAME`, `--profile P`,
/// `-I DIR` (or `-IDIR`), `-D NAME[=VALUE]` (or `-DNAME...`; for Cg a macro whose value
/// defaults to `1`, as `cpp` does, `F(x)=VALUE` defining a function-like one; for WGSL a shader
/// def, `true` by default), `--import-path DIR` (WGSL modules, repeatable), `--override
/// NAME=VALUE`, the command's own valued options, and the files.
final class SourceArguments {
    final List<String> files = new ArrayList<>();
    /// The command's own options (from `valued`) by name, with their values.
    final Map<String, String> extra = new HashMap<>();
    String entry;
    private Language language;
    private String profile;
    private final List<Path> includeDirs = new ArrayList<>();
    private final Map<String, String> defines = new LinkedHashMap<>();
    private final List<String> shaderDefs = new ArrayList<>();
    private final List<Path> importPaths = new ArrayList<>();
    private final Map<String, Double> overrides = new HashMap<>();

    private SourceArguments() {}

    static SourceArguments parse(List<String> args, Set<String> valued) throws Main.UsageException {
        SourceArguments s = new SourceArguments();
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (valued.contains(a)) {
                s.extra.put(a, value(args, ++i, a));
                continue;
            }
            switch (a) {
                case "--entry" -> s.entry = value(args, ++i, a);
                case "--profile" -> s.profile = value(args, ++i, a);
                case "--lang" -> {
                    String l = value(args, ++i, a);
                    s.language = Language.named(l);
                    if (s.language == null) {
                        throw new Main.UsageException("--lang takes cg or wgsl, not '" + l + "'");
                    }
                }
                case "-I" -> s.includeDirs.add(Path.of(value(args, ++i, a)));
                case "--import-path" -> s.importPaths.add(Path.of(value(args, ++i, a)));
                case "-D" -> s.define(value(args, ++i, a));
                case "--override" -> s.override(value(args, ++i, a));
                default -> {
                    if (a.startsWith("-I") && a.length() > 2) {
                        s.includeDirs.add(Path.of(a.substring(2)));
                    } else if (a.startsWith("-D") && a.length() > 2) {
                        s.define(a.substring(2));
                    } else if (a.startsWith("-")) {
                        throw new Main.UsageException("unexpected argument '" + a + "'");
                    } else {
                        s.files.add(a);
                    }
                }
            }
        }
        return s;
    }

    private static String value(List<String> args, int i, String option) throws Main.UsageException {
        if (i >= args.size()) {
            throw new Main.UsageException(option + " needs a value");
        }
        return args.get(i);
    }

    /// `-D NAME`, `-D NAME=VALUE` or, as `cpp` takes it, a function-like `-D 'F(x)=VALUE'`.
    private void define(String d) throws Main.UsageException {
        int eq = d.indexOf('=');
        String name = eq < 0 ? d : d.substring(0, eq);
        if (!name.matches("[A-Za-z_][A-Za-z0-9_]*(\\([A-Za-z0-9_, ]*\\))?")) {
            throw new Main.UsageException("-D takes NAME, NAME=VALUE or F(x)=VALUE, not '" + d + "'");
        }
        defines.remove(name);
        defines.put(name, eq < 0 ? "1" : d.substring(eq + 1));
        shaderDefs.add(d);
    }

    private void override(String kv) throws Main.UsageException {
        int eq = kv.indexOf('=');
        if (eq <= 0) {
            throw new Main.UsageException("--override takes NAME=VALUE, not '" + kv + "'");
        }
        try {
            overrides.put(kv.substring(0, eq), Double.parseDouble(kv.substring(eq + 1)));
        } catch (NumberFormatException e) {
            throw new Main.UsageException("override value '" + kv.substring(eq + 1) + "' is not a number");
        }
    }

    SourceOptions options() {
        return new SourceOptions(language, profile, includeDirs, defines, overrides, importPaths, shaderDefs);
    }

    /// Refuses options of the other language for a file compiled as `language`.
    void checkApplies(String file, Language language) throws Main.UsageException {
        if (language == Language.WGSL && options().hasCgOptions()) {
            throw new Main.UsageException("--profile and -I are for Cg; " + file + " is WGSL");
        }
        if (language == Language.WGSL) {
            checkShaderDefs();
        }
        if (language == Language.CG && !overrides.isEmpty()) {
            throw new Main.UsageException("--override is for WGSL's pipeline-overridable constants; " + file + " is Cg");
        }
        if (language == Language.CG && !importPaths.isEmpty()) {
            throw new Main.UsageException("--import-path is for WGSL modules; " + file + " is Cg (use -I)");
        }
    }

    /// Refuses `-D` values WGSL's shader defs cannot hold (a function-like macro, a float).
    void checkShaderDefs() throws Main.UsageException {
        try {
            ShaderDefs.parse(shaderDefs);
        } catch (IllegalArgumentException e) {
            throw new Main.UsageException(e.getMessage());
        }
    }
}
