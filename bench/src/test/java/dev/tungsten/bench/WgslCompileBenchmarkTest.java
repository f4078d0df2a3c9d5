package dev.tungsten.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/// The WGSL compile-time benchmark's options and behaviour without the shelf (no timing here:
/// figures come from JMH runs; the options and statistics are [CompileBenchTest]'s).
class WgslCompileBenchmarkTest {
    @Test
    void anUnknownOptionNamesTheOptionsWithAWgslExample() {
        assertEquals("unknown option -f (expected --quick, --shelf DIR, --files a.wgsl,b.wgsl)", assertThrows(
                IllegalArgumentException.class, () -> WgslCompileBenchmark.run(List.of("-f"), System.out)).getMessage());
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
