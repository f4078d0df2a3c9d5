package dev.tungsten.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import dev.tungsten.cli.source.CompiledEntry;
import dev.tungsten.cli.source.Language;
import dev.tungsten.cli.source.ShaderSource;

/// `tungsten check FILE|DIR...`: compiles every entry point of each file to TGSI (WGSL: all of
/// them; Cg: `main_vertex`, `main_fragment` and `main` where the file has them, or `--entry`),
/// printing one line per file, `ok  PATH  (entries: a, b)` or `FAIL  PATH: ` and the first error
/// in its one-line form, then `N passed, N failed`; the exit status is 1 when any file failed.
/// Directories are searched recursively for `.cg` and `.wgsl` files. A file without entry
/// points (a library module) passes once it validates, as `ok  PATH  (no entry point)`. Cg's
/// options (`--profile`, `-I`) apply to the Cg files, `--override` and `--import-path` to the
/// WGSL ones, `-D` to both (Cg's macros, WGSL's shader defs). A WGSL file is composed with the
/// modules it imports first (`frontends/wgsl/README.md`, Modules and imports).
final class CheckCommand implements Command {
    @Override public String name() { return "check"; }

    @Override public String usage() {
        return "FILE|DIR... [--entry NAME] [--lang cg|wgsl] [--profile P] [-I DIR]... [-D NAME[=VALUE]]..."
                + " [--import-path DIR]... [--override NAME=VALUE]...";
    }

    @Override public String summary() { return "compile every entry point of WGSL and Cg files, one line per file"; }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        SourceArguments a = SourceArguments.parse(args, Set.of());
        if (a.files.isEmpty()) {
            throw new Main.UsageException("no input files");
        }
        List<Path> files = new ArrayList<>();
        for (String f : a.files) {
            files.addAll(expand(Path.of(f)));
        }
        boolean anyCg = files.stream().anyMatch(p -> a.options().languageOf(p) == Language.CG);
        boolean anyWgsl = files.stream().anyMatch(p -> a.options().languageOf(p) == Language.WGSL);
        if (!anyCg && a.options().hasCgOptions()) {
            throw new Main.UsageException("--profile and -I are for Cg, and no input is a Cg file");
        }
        if (!anyWgsl && (!a.options().overrides().isEmpty() || !a.options().importPaths().isEmpty())) {
            throw new Main.UsageException("--override and --import-path are for WGSL, and no input is a WGSL file");
        }
        if (anyWgsl) {
            a.checkShaderDefs();
        }
        int passed = 0;
        int failed = 0;
        for (Path p : files) {
            String line = check(p, a);
            out.println(line);
            if (line.startsWith("ok")) {
                passed++;
            } else {
                failed++;
            }
        }
        out.println(passed + " passed, " + failed + " failed");
        out.flush();
        return failed > 0 ? 1 : 0;
    }

    /// A directory's `.cg` and `.wgsl` files (recursively, in path order), or the file itself.
    private static List<Path> expand(Path p) throws IOException {
        if (!Files.isDirectory(p)) {
            return List.of(p);
        }
        try (Stream<Path> walk = Files.walk(p)) {
            return walk.filter(Files::isRegularFile)
                    .filter(f -> f.getFileName().toString().endsWith(".cg") || f.getFileName().toString().endsWith(".wgsl"))
                    .sorted().toList();
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    /// The line for one file.
    private static String check(Path p, SourceArguments a) {
        Language language = a.options().languageOf(p);
        if (language == null) {
            return "FAIL  " + p + ": cannot tell the language from the extension (use --lang cg|wgsl)";
        }
        if (!Files.isReadable(p)) {
            return "FAIL  " + p + ": cannot read the file";
        }
        try {
            ShaderSource source = ShaderSource.open(p, language, a.options());
            if (source.report().failed()) {
                return "FAIL  " + p + ": " + source.report().firstError();
            }
            List<String> entries = a.entry != null ? List.of(a.entry) : source.entryPoints();
            for (String entry : entries) {
                CompiledEntry c = source.compile(entry);
                if (!c.ok()) {
                    return "FAIL  " + p + ": " + c.firstError();
                }
            }
            return "ok  " + p + "  (" + (entries.isEmpty() ? "no entry point" : "entries: " + String.join(", ", entries)) + ")";
        } catch (IOException e) {
            return "FAIL  " + p + ": cannot read the file: " + e.getMessage();
        }
    }
}
