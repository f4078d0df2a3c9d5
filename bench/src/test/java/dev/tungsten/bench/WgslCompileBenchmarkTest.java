package dev.tungsten.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
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

    /// Inputs that stop anywhere before TGSI (a syntax error; a function array far beyond what
    /// registers or WGSL's limits allow) are named; one that compiles and lowers is not.
    @Test
    void inputsThatStopAtAnErrorAreNamed(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("ok.wgsl"), "@compute @workgroup_size(1) fn main() {}\n");
        Files.writeString(dir.resolve("rejected.wgsl"), "fn f( {\n");
        Files.writeString(dir.resolve("refused.wgsl"), "@group(0) @binding(0) var<storage, read_write> out: array<u32>;\n"
                + "@compute @workgroup_size(1) fn main() { var g: array<u32, 0x7fffffff>; g[1] = 2u; out[0] = g[1]; }\n");
        assertEquals(List.of("rejected.wgsl", "refused.wgsl"), WgslCompileBenchmark.stoppedAtAnError(dir,
                List.of("ok.wgsl", "rejected.wgsl", "refused.wgsl")));
    }
}
