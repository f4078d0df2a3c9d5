package dev.tungsten.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/// The WGSL compile-time benchmark's options, statistics and behaviour without the shelf (no
/// timing here: figures come from JMH runs).
class WgslCompileBenchmarkTest {
    @Test
    void optionsParseAndRejectClearly() {
        WgslCompileBenchmark.Options o = WgslCompileBenchmark.Options.parse(
                List.of("--quick", "--shelf", "/x", "--files", "a.wgsl,b.wgsl"));
        assertEquals(new WgslCompileBenchmark.Options(true, "/x", List.of("a.wgsl", "b.wgsl")), o);
        assertEquals(new WgslCompileBenchmark.Options(false, "", List.of()), WgslCompileBenchmark.Options.parse(List.of()));
        assertEquals("--files needs a value", assertThrows(IllegalArgumentException.class,
                () -> WgslCompileBenchmark.Options.parse(List.of("--files"))).getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> WgslCompileBenchmark.Options.parse(List.of("-f")))
                .getMessage().startsWith("unknown option -f"));
    }

    /// Nearest-rank percentiles of 1..10 us: median 5, p90 9, maximum 10; each figure is one
    /// shader's own time.
    @Test
    void percentilesAreNearestRank() {
        Map<String, Double> times = new HashMap<>();
        for (int i = 1; i <= 10; i++) {
            times.put("s" + i + ".wgsl", (double) i);
        }
        WgslCompileBenchmark.CompileTimes t = WgslCompileBenchmark.CompileTimes.of(times);
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
    void anAbsentShelfIsANoticeNotAnError(@TempDir Path empty) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int status = WgslCompileBenchmark.run(List.of("--shelf", empty.toString()),
                new PrintStream(bytes, true, StandardCharsets.UTF_8));
        assertEquals(0, status);
        assertTrue(bytes.toString(StandardCharsets.UTF_8).startsWith("NOTICE: "), bytes.toString(StandardCharsets.UTF_8));
    }
}
