package dev.tungsten.tests.cg;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

import dev.tungsten.cg.CgError;
import dev.tungsten.cg.CgParser;
import dev.tungsten.cg.PpLexer;
import dev.tungsten.cg.PpToken;
import dev.tungsten.cg.PreprocessError;
import dev.tungsten.ir.DiagnosticRenderer;
import dev.tungsten.ir.SourceFile;
import dev.tungsten.tests.SharedShelf;

/// Every `.cg` file of the two Cg corpora parses without a syntax error: the libretro shaders
/// both without and with `PARAMETER_UNIFORM` defined (it turns their `#pragma parameter`
/// values from macros into uniforms), the Cg Toolkit examples as they are.
///
/// GNU `cpp -P -undef` preprocesses the files (all of them preprocess cleanly with it) and the
/// front end's [PpLexer] tokenizes its output, less the `#pragma` lines `cpp` keeps; the test
/// skips with a notice where `cpp` or `../shared` is absent.
class CgParserCorpusTest {
    private static final int LIBRETRO_FILES = 354;
    private static final int TOOLKIT_FILES = 123;

    @Test
    void libretroShadersParseWithAndWithoutParameterUniforms() {
        List<Path> files = cgFiles(SharedShelf.require("corpus/cg-libretro-dev"));
        assertEquals(LIBRETRO_FILES, files.size());
        List<String> failures = new ArrayList<>();
        for (Path f : files) {
            parse(f, List.of(), failures);
            parse(f, List.of("-DPARAMETER_UNIFORM"), failures);
        }
        System.out.println("cg-libretro-dev: " + files.size() + " files parsed twice (with and without PARAMETER_UNIFORM), "
                + failures.size() + " failures");
        assertEquals(List.of(), failures);
    }

    @Test
    void toolkitExamplesParse() {
        List<Path> files = cgFiles(SharedShelf.require("corpus/cg-toolkit-examples"));
        assertEquals(TOOLKIT_FILES, files.size());
        List<String> failures = new ArrayList<>();
        for (Path f : files) {
            parse(f, List.of(), failures);
        }
        System.out.println("cg-toolkit-examples: " + files.size() + " files parsed, " + failures.size() + " failures");
        assertEquals(List.of(), failures);
    }

    private static void parse(Path file, List<String> defines, List<String> failures) {
        String text = preprocess(file, defines);
        List<PreprocessError> lexErrors = new ArrayList<>();
        List<PpToken> tokens = withoutDirectiveLines(PpLexer.tokenize(text, 0, lexErrors));
        List<CgError> errors = new ArrayList<>(lexErrors);
        CgParser.parse(tokens, errors);
        if (!errors.isEmpty()) {
            SourceFile source = new SourceFile(file + " (cpp -P " + String.join(" ", defines) + ")", text);
            failures.add(DiagnosticRenderer.render(source, errors.getFirst().diagnostic()));
        }
    }

    /// The tokens outside lines that start with `#` (the `#pragma` lines `cpp -P` passes on,
    /// which the preprocessor captures rather than hands to the parser).
    private static List<PpToken> withoutDirectiveLines(List<PpToken> tokens) {
        List<PpToken> out = new ArrayList<>(tokens.size());
        boolean skipping = false;
        for (PpToken t : tokens) {
            if (t.lineStart()) {
                skipping = t.kind() == PpToken.Kind.PUNCTUATOR && t.text().equals("#");
            }
            if (!skipping) {
                out.add(t);
            }
        }
        return out;
    }

    private static String preprocess(Path file, List<String> defines) {
        List<String> command = new ArrayList<>(List.of("cpp", "-P", "-undef"));
        command.addAll(defines);
        command.add(file.toString());
        try {
            Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertEquals(0, p.waitFor(), "cpp failed on " + file);
            return out;
        } catch (IOException e) {
            String notice = "NOTICE: cannot run cpp (" + e.getMessage() + "); skipping the Cg corpus parse";
            System.out.println(notice);
            Assumptions.abort(notice);
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static List<Path> cgFiles(Path root) {
        try (Stream<Path> s = Files.walk(root)) {
            return s.filter(p -> p.toString().endsWith(".cg")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
