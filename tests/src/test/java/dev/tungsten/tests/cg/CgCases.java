package dev.tungsten.tests.cg;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

import dev.tungsten.cg.Cg;
import dev.tungsten.cg.Preprocessor;
import dev.tungsten.cg.Profile;

/// Our own Cg test programs under `tests/cases/cg`, shared by [CgErrorCasesTest] and
/// [CgFuzzTest]: where they are, how their header comments set the compile options, and an
/// include loader that reads a case's sibling headers by a relative name, so that a rendered
/// diagnostic names `header.h` rather than a path of the machine that ran the test.
final class CgCases {
    private CgCases() {}

    /// `tests/cases/cg`, found from the `tungsten.root` property or the working directory upward.
    static Path root() {
        String prop = System.getProperty("tungsten.root");
        Path base = prop != null ? Path.of(prop) : Path.of("").toAbsolutePath();
        for (Path p = base; p != null; p = p.getParent()) {
            Path c = p.resolve("tests/cases/cg");
            if (Files.isDirectory(c)) {
                return c;
            }
        }
        throw new IllegalStateException("tests/cases/cg not found from " + base);
    }

    /// The `.cg` files of `tests/cases/cg/errors`, sorted by name.
    static List<Path> errorCases() {
        try (Stream<Path> s = Files.list(root().resolve("errors"))) {
            return s.filter(p -> p.toString().endsWith(".cg")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String read(Path p) {
        try {
            return Files.readString(p, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /// The options a case asks for in the `// key: value` comment lines that open it:
    /// `expect` (the kind of the first error), `entry` (default `main`), `profile`, `stage`
    /// (`vertex`, `fragment`, ...) and any number of `define: NAME=VALUE`.
    record Header(String expect, String entry, Profile profile, Profile.Stage stage, Map<String, String> defines) {
        static Header of(String source) {
            String expect = null, entry = "main";
            Profile profile = null;
            Profile.Stage stage = null;
            Map<String, String> defines = new LinkedHashMap<>();
            for (String line : source.lines().toList()) {
                if (!line.startsWith("// ") || line.indexOf(':') < 0) {
                    break;
                }
                String key = line.substring(3, line.indexOf(':')).trim();
                String value = line.substring(line.indexOf(':') + 1).trim();
                switch (key) {
                    case "expect" -> expect = value;
                    case "entry" -> entry = value;
                    case "profile" -> {
                        profile = Profile.forName(value);
                        if (profile == null) {
                            throw new IllegalArgumentException("unknown profile " + value);
                        }
                    }
                    case "stage" -> stage = Profile.Stage.valueOf(value.toUpperCase(Locale.ROOT).replace(' ', '_'));
                    case "define" -> {
                        int eq = value.indexOf('=');
                        defines.put(eq < 0 ? value : value.substring(0, eq), eq < 0 ? null : value.substring(eq + 1));
                    }
                    default -> {
                        // An ordinary comment that happens to contain a colon ends the header.
                        return new Header(expect, entry, profile, stage, defines);
                    }
                }
            }
            return new Header(expect, entry, profile, stage, defines);
        }

        Cg.Options options(Preprocessor.IncludeLoader loader) {
            return new Cg.Options(List.of(), defines, loader, entry, profile, stage);
        }
    }

    /// Reads an include by its path relative to `dir` (the main file is compiled under its bare
    /// name, so an include's path is relative); `null` when there is no such file.
    static Preprocessor.IncludeLoader loaderIn(Path dir) {
        return p -> {
            Path f = dir.resolve(p).normalize();
            return Files.isRegularFile(f) ? read(f) : null;
        };
    }

    /// Every diagnostic of `r` (errors, validation errors, warnings) rendered with
    /// [dev.tungsten.cg.SourceSet#render], one after the other.
    static String render(Cg.Result r) {
        StringBuilder out = new StringBuilder();
        r.diagnostics().forEach(d -> out.append(r.sources().render(d)));
        return out.toString();
    }

    /// The names of the records of the three error families, for coverage checks.
    static List<String> errorKinds(Class<?>... families) {
        List<String> out = new ArrayList<>();
        for (Class<?> f : families) {
            for (Class<?> k : f.getPermittedSubclasses()) {
                out.add(k.getSimpleName());
            }
        }
        return out;
    }
}
