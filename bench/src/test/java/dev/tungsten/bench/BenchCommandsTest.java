package dev.tungsten.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;

/// `tungsten bench ops` and `tungsten bench fill` refuse bad options with a usage message before
/// starting any benchmark (the benchmarks themselves are not run here: they take minutes), and an
/// unknown benchmark is a usage error listing the others.
class BenchCommandsTest {
    private record Result(int status, String out, String err) {}

    private static Result main(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        int status = Main.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Result(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void badOptionsAreUsageErrors() {
        Result fill = main("fill", "--workloads", "fog");
        assertEquals(2, fill.status(), fill.err());
        assertTrue(fill.err().startsWith("tungsten bench fill: unknown workload 'fog' (expected " + FillWorkload.keys() + ")\n"
                + "usage: tungsten bench fill [--quick] [--csv]"), fill.err());
        assertEquals("", fill.out());
        Result ops = main("ops", "--width", "33");
        assertEquals(2, ops.status(), ops.err());
        assertTrue(ops.err().startsWith("tungsten bench ops: --width must be a multiple of 4 from 4 to 32, found '33'\n"
                + "usage: tungsten bench ops [--quick]"), ops.err());
        assertEquals("", ops.out());
    }

    @Test
    void anUnknownOrMissingBenchmarkIsAUsageErrorListingTheOthers() {
        Result unknown = main("fog", "--quick");
        assertEquals(2, unknown.status());
        assertTrue(unknown.err().startsWith("tungsten: unknown command 'bench fog'\nusage: tungsten bench COMMAND [ARGS]\n"),
                unknown.err());
        for (Main.Command c : Main.COMMANDS) {
            assertTrue(unknown.err().contains("  " + c.fullName() + " " + c.usage() + "\n"), c.name());
        }
        Result none = main();
        assertEquals(2, none.status());
        assertTrue(none.err().startsWith("tungsten: unknown command 'bench'\n"), none.err());
        assertEquals("", none.out() + unknown.out());
    }
}
