package dev.tungsten.tests.cg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

import dev.tungsten.cg.PpLexer;
import dev.tungsten.cg.PpToken;
import dev.tungsten.cg.Pragma;
import dev.tungsten.cg.Preprocessor;
import dev.tungsten.cg.SourceSet;
import dev.tungsten.tests.SharedShelf;

/// The Cg preprocessor against GNU `cpp -P -undef` on every `.cg` and `.cgfx` file of the two
/// dev corpora, the libretro ones also with `-DPARAMETER_UNIFORM` (the host macro that turns
/// their parameters into uniforms): the token texts must be equal (cpp's output is tokenized
/// with [PpLexer]; spacing is not compared), no error may be reported, and the `#pragma` lines
/// cpp passes through must be exactly the pragmas captured.
///
/// Files are read as ISO-8859-1 on both sides so that any byte survives unchanged. Skips with a
/// notice where `../shared` or `cpp` is missing; under CI (`TUNGSTEN_CI=1`, whose image installs
/// `cpp`) a missing `cpp` is a failure, as a skip there would hide the comparison.
class CgPreprocessorCorpusTest {
    private static final String DEFINE = "PARAMETER_UNIFORM";

    /// One comparison: a file, with or without the host define.
    private record Run(Path file, boolean define) {}

    private record Outcome(String run, String mismatch) {}

    /// What one preprocessor produced: token texts and `#pragma` lines, each as its token texts.
    private record Output(List<String> tokens, List<List<String>> pragmas) {}

    @Test
    void everyCorpusFileMatchesCpp() {
        Path libretro = SharedShelf.require("corpus/cg-libretro-dev");
        Path toolkit = SharedShelf.require("corpus/cg-toolkit-examples");
        requireCpp();
        List<Path> lr = sources(libretro);
        List<Path> tk = sources(toolkit);
        List<Run> runs = new ArrayList<>();
        for (Path p : lr) {
            runs.add(new Run(p, false));
            runs.add(new Run(p, true));
        }
        tk.forEach(p -> runs.add(new Run(p, false)));
        // Parallel: most of the time is spent waiting for the cpp processes.
        List<Outcome> outcomes = runs.parallelStream().map(r -> compare(r.file(), r.define())).toList();
        List<String> mismatches = outcomes.stream().filter(o -> o.mismatch() != null)
                .map(o -> o.run() + ": " + o.mismatch()).sorted().toList();
        System.out.printf("cg preprocessor vs cpp -P: %d of %d runs match (%d files: %d libretro with and without -D%s, %d toolkit)%n",
                outcomes.size() - mismatches.size(), outcomes.size(), lr.size() + tk.size(), lr.size(), DEFINE, tk.size());
        mismatches.forEach(m -> System.out.println("  " + m));
        assertEquals(List.of(), mismatches);
        assertTrue(lr.size() + tk.size() >= 507, "the dev corpora hold 507 files, found " + (lr.size() + tk.size()));
    }

    private static List<Path> sources(Path root) {
        try (Stream<Path> s = Files.walk(root)) {
            return s.filter(p -> p.toString().endsWith(".cg") || p.toString().endsWith(".cgfx")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void requireCpp() {
        String problem;
        try {
            Process p = new ProcessBuilder("cpp", "--version").redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            problem = p.waitFor() == 0 ? null : "cpp --version exited with " + p.exitValue();
        } catch (IOException e) {
            problem = "cpp is not installed (" + e.getMessage() + ")";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            problem = "interrupted";
        }
        if (problem == null) {
            return;
        }
        String notice = "NOTICE: " + problem + "; skipping the comparison of the Cg preprocessor with GNU cpp";
        System.out.println(notice);
        if ("1".equals(System.getenv("TUNGSTEN_CI"))) {
            fail(notice + " (CI installs cpp)");
        }
        Assumptions.abort(notice);
    }

    private static String read(Path p) {
        try {
            return Files.isRegularFile(p) ? Files.readString(p, StandardCharsets.ISO_8859_1) : null;
        } catch (IOException e) {
            return null;
        }
    }

    private static Outcome compare(Path file, boolean define) {
        String run = file.getFileName() + (define ? " -D" + DEFINE : "");
        Output expected;
        try {
            expected = cpp(file, define);
        } catch (IOException | InterruptedException e) {
            return new Outcome(run, "cpp failed: " + e.getMessage());
        }
        if (expected == null) {
            return new Outcome(run, "cpp reported errors");
        }
        Preprocessor.Result r = Preprocessor.run(new SourceSet(), file.toString(), read(file),
                new Preprocessor.Options(List.of(), define ? Map.of(DEFINE, "1") : Map.of(), CgPreprocessorCorpusTest::read));
        if (!r.errors().isEmpty()) {
            return new Outcome(run, "errors " + r.errors());
        }
        List<String> got = r.tokens().stream().map(PpToken::text).toList();
        if (!got.equals(expected.tokens())) {
            int i = 0;
            while (i < got.size() && i < expected.tokens().size() && got.get(i).equals(expected.tokens().get(i))) {
                i++;
            }
            return new Outcome(run, "token " + i + ": ours " + window(got, i) + ", cpp " + window(expected.tokens(), i));
        }
        List<List<String>> pragmas = new ArrayList<>();
        for (Pragma p : r.pragmas()) {
            List<String> line = new ArrayList<>(List.of(p.name()));
            p.arguments().forEach(t -> line.add(t.text()));
            pragmas.add(line);
        }
        return new Outcome(run, pragmas.equals(expected.pragmas()) ? null
                : "pragmas differ: ours " + pragmas + ", cpp " + expected.pragmas());
    }

    private static List<String> window(List<String> tokens, int i) {
        return tokens.subList(Math.min(i, tokens.size()), Math.min(i + 6, tokens.size()));
    }

    /// `cpp -P -undef [-DPARAMETER_UNIFORM] file`, tokenized; null when cpp fails.
    private static Output cpp(Path file, boolean define) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("cpp", "-P", "-undef"));
        if (define) {
            command.add("-D" + DEFINE);
        }
        command.add(file.toString());
        Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String text = new String(p.getInputStream().readAllBytes(), StandardCharsets.ISO_8859_1);
        if (p.waitFor() != 0) {
            return null;
        }
        List<PpToken> tokens = PpLexer.tokenize(text, 0, new ArrayList<>());
        List<String> out = new ArrayList<>(tokens.size());
        List<List<String>> pragmas = new ArrayList<>();
        for (int i = 0; i < tokens.size(); i++) {
            PpToken t = tokens.get(i);
            if (t.lineStart() && t.is("#")) {
                // cpp passes `#pragma` lines through; this preprocessor captures them instead.
                List<String> line = new ArrayList<>();
                while (i + 1 < tokens.size() && !tokens.get(i + 1).lineStart()) {
                    line.add(tokens.get(++i).text());
                }
                if (!line.isEmpty() && line.getFirst().equals("pragma")) {
                    pragmas.add(line.subList(1, line.size()));
                } else {
                    out.add("#");
                    out.addAll(line);
                }
                continue;
            }
            out.add(t.text());
        }
        return new Output(out, pragmas);
    }
}
