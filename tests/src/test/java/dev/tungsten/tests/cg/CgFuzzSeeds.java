package dev.tungsten.tests.cg;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import dev.tungsten.cg.Cg;
import dev.tungsten.cg.Profile;
import dev.tungsten.tests.SharedShelf;

/// The programs [CgFuzzTest] mutates, and every file their `#include`s may read, held in memory
/// under relative paths (`errors/x.cg`, `libretro/crt/crt-easymode.cg`) so that a mutated input
/// can replace any of them, the main file included, and include itself through the loader.
final class CgFuzzSeeds {
    /// One entry point of a seed and the options it compiles with.
    record Program(String entry, Profile profile, Profile.Stage stage, Map<String, String> defines) {}

    /// A main file (`path` is its key in [#files]) and the programs it holds.
    record Seed(Path path, String text, List<Program> programs) {}

    final List<Seed> seeds = new ArrayList<>();
    /// Every readable file by normalized relative path: the seeds and their headers.
    final Map<Path, String> files = new HashMap<>();
    /// How many seeds came from each source, in the order loaded, for the summary.
    final Map<String, Integer> counts = new LinkedHashMap<>();

    /// Our error cases (also the pending ones) and, where `../shared` has them, the libretro and
    /// Cg Toolkit dev corpora.
    static CgFuzzSeeds load() {
        CgFuzzSeeds s = new CgFuzzSeeds();
        Path cases = CgCases.root();
        for (String dir : List.of("errors", "errors-pending")) {
            s.addCases(cases.resolve(dir), Path.of(dir));
        }
        if (SharedShelf.has("corpus/cg-libretro-dev") && SharedShelf.has("corpus/cg-toolkit-examples")) {
            s.addLibretro(SharedShelf.root().resolve("corpus/cg-libretro-dev"));
            s.addToolkit(SharedShelf.root().resolve("corpus/cg-toolkit-examples"));
        } else {
            System.out.println("NOTICE: ../shared/corpus is absent; fuzzing only the repository's own Cg cases");
        }
        return s;
    }

    private void addCases(Path dir, Path key) {
        int before = seeds.size();
        for (Path f : list(dir)) {
            String text = CgCases.read(f);
            Path k = key.resolve(f.getFileName().toString());
            files.put(k, text);
            if (f.toString().endsWith(".cg")) {
                CgCases.Header h = CgCases.Header.of(text);
                seeds.add(new Seed(k, text, List.of(new Program(h.entry(), h.profile(), h.stage(), h.defines()))));
            }
        }
        counts.put(key.toString(), seeds.size() - before);
    }

    /// Each file with its `main_vertex` and `main_fragment`; half the inputs define
    /// `PARAMETER_UNIFORM` (chosen per input by the fuzzer).
    private void addLibretro(Path root) {
        int before = seeds.size();
        for (Path f : list(root)) {
            String text = read(f);
            Path k = Path.of("libretro").resolve(root.relativize(f).toString());
            files.put(k, text);
            if (f.toString().endsWith(".cg")) {
                List<Program> programs = new ArrayList<>();
                for (String entry : List.of("main_vertex", "main_fragment")) {
                    if (text.contains(entry)) {
                        programs.add(new Program(entry, null, null, Map.of()));
                    }
                }
                seeds.add(new Seed(k, text, programs.isEmpty() ? List.of(new Program("main", null, null, Map.of())) : programs));
            }
        }
        counts.put("libretro", seeds.size() - before);
    }

    /// The rows of `MANIFEST.tsv` grouped by file; an unnamed entry becomes every function no
    /// other calls, as `CgCorpusTest` does.
    private void addToolkit(Path root) {
        int before = seeds.size();
        Map<Path, List<Program>> byFile = new LinkedHashMap<>();
        List<String> rows;
        try {
            rows = Files.readAllLines(root.resolve("MANIFEST.tsv"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        for (String row : rows.subList(1, rows.size())) {
            String[] c = row.split("\t", -1);
            Path f = root.resolve(c[0]);
            Path k = Path.of("toolkit").resolve(c[0]);
            String text = files.computeIfAbsent(k, x -> read(f));
            Profile.Stage stage = switch (c[2]) {
                case "vertex" -> Profile.Stage.VERTEX;
                case "fragment" -> Profile.Stage.FRAGMENT;
                case "geometry" -> Profile.Stage.GEOMETRY;
                default -> null;
            };
            List<String> entries = List.of(c[1]);
            if (c[1].isEmpty() || c[1].equals("?")) {
                Cg.Result probe = Cg.compile(k.toString(), text, Cg.Options.defaults().withEntry("\u0000"));
                entries = probe.unit() == null ? List.of("main") : Cg.uncalledFunctions(probe.unit());
            }
            for (String e : entries) {
                byFile.computeIfAbsent(k, x -> new ArrayList<>()).add(new Program(e, null, stage, Map.of()));
            }
        }
        byFile.forEach((k, programs) -> seeds.add(new Seed(k, files.get(k), programs)));
        counts.put("toolkit", seeds.size() - before);
    }

    /// The `.cg`, `.h` and `.inc` files under `dir`, sorted.
    private static List<Path> list(Path dir) {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(p -> p.toString().endsWith(".cg") || p.toString().endsWith(".h") || p.toString().endsWith(".inc"))
                    .sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /// Bytes as ISO-8859-1, so any byte survives (a few corpus headers are not UTF-8).
    private static String read(Path p) {
        try {
            return new String(Files.readAllBytes(p), StandardCharsets.ISO_8859_1);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
