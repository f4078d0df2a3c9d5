package dev.tungsten.retro;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.stream.Stream;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/// Reads every `.cgp` of libretro's Cg shader library (`../shared/corpus/cg-libretro-dev`, not
/// part of the repository): the presets whose files are all there must read, the others must
/// fail with a located [RetroException.Kind#MISSING_FILE], and nothing else may go wrong.
class PresetCorpusTest {
    /// The corpus folder: the `tungsten.shared` property the build sets, else `../shared` found
    /// from the working directory upward (the tests run in the module's folder).
    static Path corpus() {
        String relative = "corpus/cg-libretro-dev";
        String prop = System.getProperty("tungsten.shared");
        Path found = null;
        if (prop != null) {
            found = Path.of(prop).resolve(relative).normalize();
        } else {
            for (Path p = Path.of("").toAbsolutePath(); p != null && found == null; p = p.getParent()) {
                if (Files.isDirectory(p.resolveSibling("shared").resolve(relative))) {
                    found = p.resolveSibling("shared").resolve(relative);
                }
            }
        }
        if (found == null || !Files.isDirectory(found)) {
            String notice = "NOTICE: ../shared/" + relative + " is absent; skipping the preset corpus test";
            System.out.println(notice);
            Assumptions.abort(notice);
        }
        return found;
    }

    @Test
    void readsEveryPresetOfTheLibretroDevCorpus() throws IOException {
        Path root = corpus();
        List<Path> presets;
        try (Stream<Path> s = Files.walk(root)) {
            presets = s.filter(p -> p.toString().endsWith(".cgp")).sorted().toList();
        }
        List<Preset> read = new ArrayList<>();
        List<RetroException> missing = new ArrayList<>();
        List<String> wrong = new ArrayList<>();
        TreeMap<String, Integer> warnings = new TreeMap<>();
        for (Path p : presets) {
            try {
                Preset preset = PresetReader.read(p);
                read.add(preset);
                preset.warnings().forEach(w -> warnings.merge(w.message().replaceAll("'[^']*'", "'*'"), 1, Integer::sum));
            } catch (RetroException e) {
                if (e.kind() == RetroException.Kind.MISSING_FILE && e.line() > 0 && e.file().equals(p)) {
                    missing.add(e);
                } else {
                    wrong.add(e.getMessage());
                }
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(5, wrong.size())), wrong.size() + " presets fail otherwise");
        assertEquals(371, presets.size());
        assertEquals(288, read.size());
        assertEquals(83, missing.size());
        // what the 288 hold, so that a reader that drops keys fails here
        assertEquals(1350, read.stream().mapToInt(p -> p.passes().size()).sum());
        assertEquals(13, read.stream().mapToInt(p -> p.passes().size()).max().orElseThrow());
        assertEquals(9, read.stream().mapToInt(p -> p.textures().size()).sum());
        assertEquals(42, read.stream().mapToInt(p -> p.parameters().size()).sum());
        assertEquals(3, read.stream().flatMap(p -> p.passes().stream())
                .filter(x -> x.scaleX().type() == Preset.ScaleType.ABSOLUTE).count());
        // the only things RetroArch would ignore: two keys past 'shaders', python.cgp's five
        // keys of another format, one repeated key
        assertEquals(8, read.stream().mapToInt(p -> p.warnings().size()).sum(), warnings.toString());
        assertTrue(read.stream().flatMap(p -> p.passes().stream()).allMatch(x -> x.line("shader") > 0));
    }
}
