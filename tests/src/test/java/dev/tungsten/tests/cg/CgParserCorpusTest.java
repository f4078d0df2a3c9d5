package dev.tungsten.tests.cg;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

import dev.tungsten.cg.CgError;
import dev.tungsten.cg.CgParser;
import dev.tungsten.cg.Preprocessor;
import dev.tungsten.cg.SourceSet;
import dev.tungsten.tests.SharedShelf;

/// Every `.cg` file of the two Cg corpora preprocesses and parses without an error: the
/// libretro shaders both without and with `PARAMETER_UNIFORM` defined (it turns their `#pragma
/// parameter` values from macros into uniforms), the Cg Toolkit examples as they are. Skips
/// with a notice where `../shared` is absent.
class CgParserCorpusTest {
    private static final int LIBRETRO_FILES = 354;
    private static final int TOOLKIT_FILES = 123;

    @Test
    void libretroShadersParseWithAndWithoutParameterUniforms() {
        List<Path> files = cgFiles(SharedShelf.require("corpus/cg-libretro-dev"));
        assertEquals(LIBRETRO_FILES, files.size());
        List<String> failures = new ArrayList<>();
        for (Path f : files) {
            parse(f, Map.of(), failures);
            parse(f, Map.of("PARAMETER_UNIFORM", "1"), failures);
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
            parse(f, Map.of(), failures);
        }
        System.out.println("cg-toolkit-examples: " + files.size() + " files parsed, " + failures.size() + " failures");
        assertEquals(List.of(), failures);
    }

    private static void parse(Path file, Map<String, String> defines, List<String> failures) {
        SourceSet sources = new SourceSet();
        Preprocessor.Result pp = Preprocessor.run(sources, file.toString(), read(file),
                new Preprocessor.Options(List.of(), defines, null));
        List<CgError> errors = new ArrayList<>(pp.errors());
        CgParser.parse(pp.tokens(), errors);
        if (!errors.isEmpty()) {
            failures.add(defines + " " + sources.render(errors.getFirst().diagnostic()));
        }
    }

    /// Bytes as ISO-8859-1, so that any byte survives (a few headers are not UTF-8).
    private static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.ISO_8859_1);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
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
