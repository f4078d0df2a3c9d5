package dev.tungsten.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;

/// `tungsten help` lists each benchmark as the bench module's own main (which runs them) describes
/// it. The CLI does not depend on bench, so the two lists live apart and are compared here.
class BenchListingTest {
    @Test
    void helpListsEveryBenchmarkWithBenchsUsageAndSummary() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PrintStream none = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        assertEquals(0, dev.tungsten.cli.Main.run(List.of("help"), new PrintStream(out, true, StandardCharsets.UTF_8), none));
        String help = out.toString(StandardCharsets.UTF_8);
        for (dev.tungsten.bench.Main.Command c : dev.tungsten.bench.Main.COMMANDS) {
            assertTrue(help.contains("  " + c.fullName() + " " + c.usage() + "\n")
                    || help.contains("  " + c.fullName() + " " + c.usage() + " "), c.fullName() + " " + c.usage() + " in\n" + help);
            assertTrue(help.contains(" " + c.summary() + "\n"), c.summary());
        }
        assertEquals(dev.tungsten.bench.Main.COMMANDS.size(), help.lines().filter(l -> l.startsWith("  bench ")).count(),
                "no other bench command listed:\n" + help);
    }
}
