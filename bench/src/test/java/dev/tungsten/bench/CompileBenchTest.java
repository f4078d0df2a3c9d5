package dev.tungsten.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/// What the compile-time benchmarks share: options, settings and statistics (no timing here).
class CompileBenchTest {
    @Test
    void optionsParseAndRejectClearly() {
        CompileBench.Options o = CompileBench.Options.parse(
                List.of("--quick", "--shelf", "/x", "--files", "a.wgsl,b.wgsl"), "a.wgsl,b.wgsl");
        assertEquals(new CompileBench.Options(true, "/x", List.of("a.wgsl", "b.wgsl")), o);
        assertEquals(new CompileBench.Options(false, "", List.of()), CompileBench.Options.parse(List.of(), "a.wgsl,b.wgsl"));
        assertEquals("--files needs a value", assertThrows(IllegalArgumentException.class,
                () -> CompileBench.Options.parse(List.of("--files"), "a.wgsl,b.wgsl")).getMessage());
        assertEquals("unknown option -f (expected --quick, --shelf DIR, --files a.wgsl,b.wgsl)", assertThrows(
                IllegalArgumentException.class, () -> CompileBench.Options.parse(List.of("-f"), "a.wgsl,b.wgsl")).getMessage());
    }

    /// Nearest-rank percentiles of 1..10 us: median 5, p90 9, maximum 10; each figure is one
    /// shader's own time.
    @Test
    void percentilesAreNearestRank() {
        Map<String, Double> times = new HashMap<>();
        for (int i = 1; i <= 10; i++) {
            times.put("s" + i + ".wgsl", (double) i);
        }
        CompileTimes t = CompileTimes.of(times);
        assertEquals(5.0, t.percentile(50).getValue());
        assertEquals(9.0, t.percentile(90).getValue());
        assertEquals(10.0, t.percentile(100).getValue());
        assertEquals(1.0, t.percentile(1).getValue());
        String report = t.report();
        assertTrue(report.startsWith("10 shaders: median 5.0 us, p90 9.0 us, max 10.0 us (s10.wgsl), fastest 1.0 us "
                + "(s1.wgsl); goal median < 1000 us: met"), report);
        assertTrue(report.contains("slowest: s10.wgsl 10.0 us, s9.wgsl 9.0 us, s8.wgsl 8.0 us, s7.wgsl 7.0 us, s6.wgsl 6.0 us"),
                report);
    }

    @Test
    void noResultsIsAnError() {
        assertThrows(IllegalArgumentException.class, () -> CompileTimes.of(Map.of()));
    }

    /// The full run warms 10 rounds and measures 8 x 200 ms per input, `--quick` 5 rounds and
    /// 5 x 100 ms: 354 inputs take 566 s and 177 s of JMH time.
    @Test
    void settingsAndTheirEstimate() {
        assertEquals(new CompileBench.Settings(10, 3, 5, 200), CompileBench.Options.parse(List.of(), "x").settings());
        assertEquals(new CompileBench.Settings(5, 2, 3, 100), CompileBench.Options.parse(List.of("--quick"), "x").settings());
        assertEquals(566, CompileBench.Settings.of(false).jmhSeconds(354));
        assertEquals(177, CompileBench.Settings.of(true).jmhSeconds(354));
        assertEquals("X: 354 inputs of /c; every input compiled 5 times to warm the compiler, then per input "
                        + "2 x 100 ms warm-up, 3 x 100 ms measured (about 182 s)",
                CompileBench.Settings.of(true).describe("X", 354, Path.of("/c")));
    }
}
