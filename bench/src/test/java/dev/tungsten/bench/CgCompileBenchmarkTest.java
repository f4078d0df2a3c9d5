package dev.tungsten.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.tungsten.cg.Cg;
import dev.tungsten.ir.TgsiProgram;

/// The Cg compile-time benchmark's options, corpus listing and in-memory programs, and its
/// behaviour without the shelf (no timing here: figures come from JMH runs).
class CgCompileBenchmarkTest {
    /// The corpus on the shelf; the test is skipped with a notice when the shelf is absent.
    private static Path corpus() {
        Path dir = CgCompileBenchmark.inputs("");
        if (!Files.isDirectory(dir)) {
            System.out.println("NOTICE: " + dir + " is absent; skipping a test that needs the project shelf");
            Assumptions.abort(dir + " is absent");
        }
        return dir;
    }

    @Test
    void anUnknownOptionNamesTheOptionsWithACgExample() {
        assertEquals("unknown option -f (expected --quick, --shelf DIR, --files scalenx/shaders/scale3x.cg,stock.cg)",
                assertThrows(IllegalArgumentException.class, () -> CgCompileBenchmark.run(List.of("-f"), System.out))
                        .getMessage());
    }

    @Test
    void anAbsentShelfIsANoticeNotAnError(@TempDir Path empty) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int status = CgCompileBenchmark.run(List.of("--shelf", empty.toString()),
                new PrintStream(bytes, true, StandardCharsets.UTF_8));
        assertEquals(0, status);
        assertTrue(bytes.toString(StandardCharsets.UTF_8).startsWith("NOTICE: "), bytes.toString(StandardCharsets.UTF_8));
    }

    /// All 354 `.cg` files, by their path within the corpus, sorted; `--files` picks by that path,
    /// and a name matching none is a usage error before anything is measured.
    @Test
    void theShadersAreEveryCgFileOfTheCorpusByPath() throws Exception {
        Path dir = corpus();
        List<String> all = CgCompileBenchmark.shaders(dir, List.of());
        assertEquals(354, all.size());
        assertEquals(all.stream().sorted().toList(), all);
        assertTrue(all.contains("stock.cg") && all.contains("scalenx/shaders/scale3x.cg"), all.toString());
        assertEquals(List.of("scalenx/shaders/scale3x.cg", "stock.cg"),
                CgCompileBenchmark.shaders(dir, List.of("stock.cg", "scale3x.cg", "scalenx/shaders/scale3x.cg")));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> CgCompileBenchmark.run(List.of("--files", "scale3x.cg"), System.out));
        assertTrue(e.getMessage().startsWith("no shader named [scale3x.cg] in "), e.getMessage());
    }

    /// `scale3x.cg` includes `../../compat_includes.inc`, which includes further headers: setup
    /// reads that closure once, and the measured compile runs from memory alone, as moving the
    /// program under a directory that does not exist shows (without its includes it fails).
    @Test
    void aProgramCompilesBothEntriesFromMemory() {
        Path dir = corpus();
        CgCompileBenchmark.Program p = CgCompileBenchmark.Program.load(dir, "scalenx/shaders/scale3x.cg");
        assertEquals(List.of("main_vertex", "main_fragment"), p.entries());
        assertTrue(p.includes().containsKey(dir.resolve("compat_includes.inc")), p.includes().keySet().toString());
        assertTrue(p.includes().size() >= 2, p.includes().keySet().toString());

        Path nowhere = Path.of("/nonexistent-tungsten-shelf");
        Map<Path, String> moved = new HashMap<>();
        p.includes().forEach((k, v) -> moved.put(nowhere.resolve(dir.relativize(k)), v));
        String path = nowhere.resolve("scalenx/shaders/scale3x.cg").toString();
        List<Object> out = new ArrayList<>();
        assertEquals(0, new CgCompileBenchmark.Program(path, p.text(), moved, p.entries()).compile(out::add));
        assertEquals(4, out.size(), out.toString());
        assertTrue(out.get(0) instanceof Cg.Result r && r.ok() && out.get(1) instanceof TgsiProgram
                && out.get(3) instanceof TgsiProgram, out.toString());

        assertEquals(2, new CgCompileBenchmark.Program(path, p.text(), Map.of(), p.entries()).compile(x -> {}));
    }
}
