package dev.tungsten.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;

/// The benchmarks are listed here but run by the bench module's own main: started without the
/// launcher, `tungsten bench ...` says how to run it, and runs nothing.
class BenchCommandTest {
    @Test
    void withoutTheLauncherABenchmarkSaysToRunItThroughTungstenBench() {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        int status = Main.run(List.of("bench", "ops", "--quick"), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(2, status);
        assertEquals("", out.toString(StandardCharsets.UTF_8));
        assertEquals("tungsten bench ops: the benchmarks run on the bench module's own classpath (JMH), which this command "
                + "does not carry; run it through the launcher: ./tungsten bench ops --quick\n", err.toString(StandardCharsets.UTF_8));
    }
}
