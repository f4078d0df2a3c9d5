package dev.tungsten.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import dev.tungsten.bench.HotOpsTable.Column;
import dev.tungsten.bench.HotOpsTable.Row;
import org.junit.jupiter.api.Test;

/// The hot-ops table's options, rows, CSV and goal lines, from made-up times (no timing here:
/// figures come from JMH runs).
class HotOpsTableTest {
    @Test
    void optionsParseAndRejectClearly() {
        HotOpsTable.Options d = HotOpsTable.Options.parse(List.of());
        assertEquals(new HotOpsTable.Options(false, Path.of("hot-ops.csv"), List.of(HotOp.values()), 32), d);
        HotOpsTable.Options o = HotOpsTable.Options.parse(List.of("--quick", "--csv", "/tmp/x.csv", "--ops", "mad20, sin",
                "--width", "16"));
        assertEquals(new HotOpsTable.Options(true, Path.of("/tmp/x.csv"), List.of(HotOp.MAD20, HotOp.SIN), 16), o);
        assertEquals("unknown op 'FMA' (expected some of MOV,ADD,MUL,MAD,DP4,RSQ,EX2,SIN,I2F,UADD,SHL,MAD20,IF_ELSE_LOOP)",
                message(() -> HotOpsTable.Options.parse(List.of("--ops", "MAD,FMA"))));
        assertEquals("--width must be a multiple of 4 from 4 to 32, found '6'", message(() -> HotOpsTable.Options.parse(List.of("--width", "6"))));
        assertEquals("--width must be a multiple of 4 from 4 to 32, found '64'", message(() -> HotOpsTable.Options.parse(List.of("--width", "64"))));
        assertEquals("--width must be a multiple of 4 from 4 to 32, found 'wide'", message(() -> HotOpsTable.Options.parse(List.of("--width", "wide"))));
        assertEquals("--csv needs a value", message(() -> HotOpsTable.Options.parse(List.of("--csv"))));
        assertTrue(message(() -> HotOpsTable.Options.parse(List.of("--jit"))).startsWith("unknown option --jit ("));
    }

    @Test
    void theJitWarmsUpLongerAndTheEstimateAddsUp() {
        assertEquals(8, HotOpsTable.warmupIterations(Column.JIT));
        assertEquals(2, HotOpsTable.warmupIterations(Column.VECTOR_API));
        // Per op: three columns of 2 x 1 s + 3 x 0.5 s + 1.2 s, the JIT's 8 x 1 s + 3 x 0.5 s + 1.2 s.
        assertEquals(13 * (3 * 4.7 + 10.7), HotOpsTable.estimateSeconds(HotOpsTable.Options.parse(List.of())), 1);
        assertEquals(2 * (3 * 3.2 + 7.4), HotOpsTable.estimateSeconds(HotOpsTable.Options.parse(List.of("--quick", "--ops", "mad,sin"))), 1);
    }

    private static String message(Runnable r) {
        return assertThrows(IllegalArgumentException.class, r::run).getMessage();
    }

    /// Made-up rows: with 22 lane-instructions per lane, 1024 lanes make 22528 units, so 22528 ns
    /// per pass is 1 ns per lane-instruction and the per-unit figures come out round.
    static final Row MAD20 = new Row(HotOp.MAD20, 22, Map.of(Column.INTERPRETER, 22528.0 * 1.6, Column.JIT, 22528.0 * 0.25,
            Column.JAVA_LOOP, 22528.0 * 0.21, Column.VECTOR_API, 22528.0 * 0.2));
    static final Row ADD = new Row(HotOp.ADD, 34, Map.of(Column.INTERPRETER, 34816.0 * 1.2, Column.VECTOR_API, 34816.0 * 0.3));

    @Test
    void tableAndCsvRowsWithRatios() {
        List<String> table = HotOpsTable.table(List.of(MAD20, ADD));
        assertEquals(3, table.size());
        assertTrue(table.get(0).matches("op +lane-instr +interpreter +jit +java loop +vector API +interp/jit +jit/java"
                + " +jit/vector +interp/vector"), table.get(0));
        assertTrue(table.get(1).matches("MAD20 +22 +1\\.6000 +0\\.2500 +0\\.2100 +0\\.2000 +6\\.40x +1\\.19x +1\\.25x +8\\.00x"),
                table.get(1));
        // No JIT or loop figure for ADD: dashes, and the ratios that need them are dashes too.
        assertTrue(table.get(2).matches("ADD +34 +1\\.2000 +- +- +0\\.3000 +- +- +- +4\\.00x"), table.get(2));
        assertEquals(List.of(
                "op,lane_instructions,interpreter_ns,jit_ns,java_loop_ns,vector_api_ns,ratio_interpreter_jit,"
                        + "ratio_jit_java_loop,ratio_jit_vector_api,ratio_interpreter_vector_api,goal_jit_vector,"
                        + "goal_jit_interpreter,plausible",
                "MAD20,22,1.60000,0.25000,0.21000,0.20000,6.40,1.19,1.25,8.00,not met,met,yes",
                "ADD,34,1.20000,,,0.30000,,,,4.00,,,yes"), HotOpsTable.csv(List.of(MAD20, ADD)));
    }

    @Test
    void goalLinesSayWhetherEachGoalIsMet() {
        assertEquals(List.of("goal jit/vector <= 1.2x on every ALU program: not met (1 programs, highest 1.25x, MAD20); "
                        + "above: MAD20 1.25x",
                "goal jit faster than the interpreter on every program: met (1 programs)",
                "check: no column faster than the vector API by more than 10%: passed (2 programs)"),
                HotOpsTable.goals(List.of(MAD20, ADD)));
        Row fastJit = new Row(HotOp.MUL, 34, Map.of(Column.INTERPRETER, 10.0, Column.JIT, 1.1, Column.VECTOR_API, 1.0));
        Row slowJit = new Row(HotOp.SIN, 34, Map.of(Column.INTERPRETER, 2.0, Column.JIT, 4.0, Column.VECTOR_API, 3.5));
        Row mov = new Row(HotOp.MOV, 34, Map.of(Column.INTERPRETER, 4.0, Column.JIT, 3.0, Column.VECTOR_API, 1.0));
        // MOV is data movement, not ALU work: not counted for jit/vector, but for jit/interpreter.
        assertEquals(List.of("goal jit/vector <= 1.2x on every ALU program: met (2 programs, highest 1.14x, SIN)",
                "goal jit faster than the interpreter on every program: not met (3 programs); interp/jit SIN 0.50x",
                "check: no column faster than the vector API by more than 10%: FAILED on 1 of 3 programs (below)"),
                HotOpsTable.goals(List.of(fastJit, slowJit, mov)));
        assertEquals(List.of("check: no column faster than the vector API by more than 10%: passed (1 programs)"),
                HotOpsTable.goals(List.of(new Row(HotOp.ADD, 34, Map.of(Column.INTERPRETER, 4.0, Column.VECTOR_API, 1.0)))),
                "no goal line without the figures it needs");
    }

    @Test
    void aColumnFasterThanTheVectorCodeBeyondTheMarginFailsTheRow() {
        Row row = new Row(HotOp.SIN, 34, Map.of(Column.INTERPRETER, 2.0, Column.JIT, 0.9, Column.JAVA_LOOP, 0.95,
                Column.VECTOR_API, 1.0));
        // 0.95 * 1.1 > 1 is within the margin; 0.9 * 1.1 < 1 is not.
        assertEquals(List.of("implausible: jit on SIN takes 0.90x the time of the hand-written Vector API code, faster by "
                + "more than the 10% margin: it did less work than the program asks"), HotOpsTable.implausible(row));
        assertEquals(List.of(), HotOpsTable.implausible(MAD20));
    }
}
