package dev.tungsten.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.tungsten.bench.RetroChainBenchmark.ChainDriver;
import dev.tungsten.bench.RetroChainBenchmark.ChainPreset;
import dev.tungsten.bench.RetroChainTable.Row;

/// `tungsten bench retro`'s options, table and CSV, from made-up rows (no timing here).
class RetroChainTableTest {
    private static final List<Row> ROWS = List.of(
            new Row(ChainPreset.ONE_PASS, ChainDriver.SOFT_1, 40, 0.02),
            new Row(ChainPreset.ONE_PASS, ChainDriver.SOFT_2, 22, 0.30),
            new Row(ChainPreset.ONE_PASS, ChainDriver.GL, 10, 0.01),
            new Row(ChainPreset.LONGEST, ChainDriver.SOFT_1, 900, 0.05, false));

    @Test
    void optionsDefaultToEverythingAndRejectUnknownNames() {
        RetroChainTable.Options o = RetroChainTable.Options.parse(List.of());
        assertEquals(List.of(ChainPreset.values()), o.presets());
        assertEquals(List.of(ChainDriver.values()), o.drivers());
        assertNull(o.csv());
        RetroChainTable.Options some = RetroChainTable.Options.parse(
                List.of("--quick", "--presets", "longest,one-pass", "--drivers", "gl", "--csv", "r.csv"));
        assertTrue(some.quick());
        assertEquals(List.of(ChainPreset.LONGEST, ChainPreset.ONE_PASS), some.presets());
        assertEquals(List.of(ChainDriver.GL), some.drivers());
        assertEquals(Path.of("r.csv"), some.csv());
        assertEquals("unknown preset 'crt' (expected one-pass, four-pass, longest)", assertThrows(IllegalArgumentException.class,
                () -> RetroChainTable.Options.parse(List.of("--presets", "crt"))).getMessage());
        assertEquals("unknown driver 'vk' (expected soft-1, soft-2, gl)", assertThrows(IllegalArgumentException.class,
                () -> RetroChainTable.Options.parse(List.of("--drivers", "soft-1,vk"))).getMessage());
        assertEquals("--csv needs a value", assertThrows(IllegalArgumentException.class,
                () -> RetroChainTable.Options.parse(List.of("--csv"))).getMessage());
    }

    @Test
    void aBadOptionIsAUsageErrorBeforeAnythingRuns() {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        int status = Main.run(List.of("retro", "--frames", "3"), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(2, status);
        assertEquals("", out.toString(StandardCharsets.UTF_8));
        assertTrue(err.toString(StandardCharsets.UTF_8).startsWith("tungsten bench retro: unknown option --frames (expected --quick, "
                + "--presets one-pass,four-pass,longest, --drivers soft-1,soft-2,gl, --csv FILE, --shelf DIR)\n"
                + "usage: tungsten bench retro [--quick]"), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void anAbsentShelfIsANoticeNotAnError(@TempDir Path empty) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
        assertEquals(0, RetroChainTable.run(List.of("--shelf", empty.toString()), o, o));
        String text = out.toString(StandardCharsets.UTF_8);
        assertTrue(text.startsWith("NOTICE: ") && text.contains("absent"), text);
    }

    @Test
    void theTableGivesMillisecondsAndTimeRatiosToGlMarkingUnsteadyTrials() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        RetroChainTable.print(ROWS, List.of(ChainPreset.ONE_PASS, ChainPreset.LONGEST), List.of(ChainDriver.values()),
                new PrintStream(bytes, true, StandardCharsets.UTF_8));
        List<String> lines = bytes.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals("preset     passes      soft-1     soft-2         gl  soft-1/gl  soft-2/gl", lines.get(1));
        assertEquals("one-pass   1             40.0      22.0~       10.0      4.00x     2.20x~", lines.get(2));
        assertEquals("longest    13          900.0*          -          -          -          -", lines.get(3));
        assertTrue(lines.get(4).startsWith("~ unsteady: "), lines.get(4));
        assertTrue(lines.get(5).startsWith("* measured while C2 was still compiling"), lines.get(5));
        assertEquals("  longest: " + ChainPreset.LONGEST.file, lines.getLast());
    }

    @Test
    void theCsvHasOneRowPerPresetWithEmptyFieldsWhereNotMeasured() {
        assertEquals(List.of("preset,file,passes,soft1_ms,soft2_ms,gl_ms,ratio_soft1_gl,ratio_soft2_gl,unsteady,unsettled",
                        "one-pass,xbr/xbr-lv2.cgp,1,40.00,22.00,10.00,4.00,2.20,soft-2,",
                        "four-pass,xbr/xbr-mlv4-multipass.cgp,4,,,,,,,",
                        "longest," + ChainPreset.LONGEST.file + ",13,900.00,,,,,,soft-1"),
                RetroChainTable.csv(ROWS, List.of(ChainPreset.ONE_PASS, ChainPreset.FOUR_PASS, ChainPreset.LONGEST)));
    }
}
