package dev.tungsten.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import dev.tungsten.tgsi.TgsiText;
import dev.tungsten.tgsi.exec.ExecMachine;
import dev.tungsten.tgsi.exec.ExecProgram;
import org.junit.jupiter.api.Test;

/// The hot-opcode programs are dependent chains, and the hand-written baselines compute what the
/// interpreter computes for them, so that every column of `bench ops` does the same work.
class HotOpBaselinesTest {
    /// Lanes of a check: two interpreter blocks of 32, and a whole number of the baselines'
    /// two-vector steps on every species up to 16 floats.
    private static final int LANES = 64;
    /// The baselines' SIN ([dev.tungsten.soft.jit.FastTrig], `Math.sin`) and EX2
    /// ([dev.tungsten.soft.jit.FastExp2], `Math.pow`) are within 2 ulp of the interpreter's per
    /// step; over 32 steps of a map whose slope is below 1 that stays below 32 * 2 ulp, 2^-18
    /// relative.
    private static final double TRANSCENDENTAL_TOLERANCE = 0x1p-18;

    /// The interpreter's result words `[channel][lane]` for `program` on `op`'s inputs.
    static int[][] interpret(HotOp op, String program) {
        ExecProgram p = ExecProgram.compile(TgsiText.parse(program, op.name()), op.name());
        ExecMachine m = p.newMachine(32);
        m.bindConstantBuffer(0, HotOp.constantWords());
        int[][] out = new int[4][LANES];
        for (int base = 0; base < LANES; base += 32) {
            for (int c = 0; c < 4; c++) {
                for (int i = 0; i < 32; i++) {
                    m.input(0, c)[i] = op.input(c, base + i);
                }
            }
            m.run(-1);
            for (int c = 0; c < 4; c++) {
                System.arraycopy(m.output(0, c), 0, out[c], base, 32);
            }
        }
        return out;
    }

    private static String prologue() {
        String first = HotOp.MOV.program();
        return first.substring(0, first.indexOf("MOV TEMP[0], IN[0]\n") + "MOV TEMP[0], IN[0]\n".length());
    }

    private static final String EPILOGUE = "MOV OUT[0], TEMP[1]\nEND\n";

    /// `op`'s program with the first `steps` instructions of its chain.
    private static String chain(HotOp op, int steps) {
        StringBuilder s = new StringBuilder(prologue());
        for (int k = 0; k < steps; k++) {
            s.append(op.chainInstruction(k)).append('\n');
        }
        return s.append(EPILOGUE).toString();
    }

    @Test
    void singleOpcodeProgramsAreTheirChains() {
        for (HotOp op : HotOp.values()) {
            String text = op.program();
            assertTrue(text.startsWith(prologue()) && text.endsWith(EPILOGUE), op + " loads IN[0] and stores TEMP[1] as all do");
            if (op.singleOpcode()) {
                assertEquals(chain(op, HotOp.REPEAT), text, op + " is its chain, " + HotOp.REPEAT + " instructions");
            }
        }
    }

    /// Each instruction reads what the one before wrote (structure), its operands differ from
    /// the one before's (nothing to merge), and it changes the value on every lane (nothing to
    /// fold): the first four steps of every chain. Later ones may leave a lane as it was where a
    /// chain has reached its fixed point in float precision (I2F of a float's bits, after about
    /// six steps; RSQ and EX2 after about twenty): still the same work, at any value.
    @Test
    void everyStepReadsThePreviousResultAndChangesIt() {
        for (HotOp op : HotOp.values()) {
            if (!op.singleOpcode()) {
                continue;
            }
            for (int k = 1; k < HotOp.REPEAT; k++) {
                String in = op.chainInstruction(k), before = op.chainInstruction(k - 1);
                String sources = in.substring(in.indexOf(", ") + 2);
                assertTrue(in.startsWith(op.name() + " TEMP[1], ") && sources.contains("TEMP[1]"),
                        op + " step " + k + " reads TEMP[1], the previous result: " + in);
                assertNotEquals(before, in, op + " steps " + (k - 1) + " and " + k + " have the same operands");
            }
            int[][] previous = interpret(op, chain(op, 0));
            for (int k = 1; k <= 4; k++) {
                int[][] now = interpret(op, chain(op, k));
                for (int i = 0; i < LANES; i++) {
                    boolean changed = false;
                    for (int c = 0; c < 4; c++) {
                        changed |= now[c][i] != previous[c][i];
                    }
                    assertTrue(changed, op + " step " + (k - 1) + " leaves lane " + i + " as it was");
                }
                previous = now;
            }
        }
    }

    @Test
    void theMad20AndLoopProgramsChainTheirWork() {
        String mad20 = HotOp.MAD20.program();
        assertEquals(20, mad20.lines().filter(l -> l.equals("MAD TEMP[0], TEMP[0], CONST[0], CONST[8]")).count());
        String loop = HotOp.IF_ELSE_LOOP.program();
        for (String side : List.of("MAD TEMP[1], TEMP[1], CONST[0], CONST[8]", "MAD TEMP[1], TEMP[1], CONST[1], CONST[9]",
                "MUL TEMP[1], TEMP[1], CONST[2]", "ADD TEMP[1], TEMP[1], CONST[10]")) {
            assertTrue(loop.contains("    " + side + "\n"), "each side of the loop's branch works on the previous value: " + side);
        }
    }

    @Test
    void baselinesComputeTheInterpretersResults() {
        List<String> failures = new ArrayList<>();
        for (HotOp op : HotOp.values()) {
            int[][] expected = interpret(op, op.program());
            HotOpBaselines.Data loop = new HotOpBaselines.Data(op, LANES), vector = new HotOpBaselines.Data(op, LANES);
            HotOpBaselines.loop(op, loop);
            HotOpBaselines.vector(op, vector);
            for (int c = 0; c < 4; c++) {
                for (int i = 0; i < LANES; i++) {
                    check(failures, op, "java loop", c, i, expected[c][i], loop.word(c, i));
                    check(failures, op, "vector API", c, i, expected[c][i], vector.word(c, i));
                }
            }
        }
        assertEquals(List.of(), failures.stream().limit(10).toList());
    }

    private static void check(List<String> failures, HotOp op, String column, int c, int lane, int expected, int actual) {
        boolean ok = expected == actual;
        if (!ok && (op == HotOp.SIN || op == HotOp.EX2)) {
            float e = Float.intBitsToFloat(expected), a = Float.intBitsToFloat(actual);
            ok = Math.abs(a - e) <= TRANSCENDENTAL_TOLERANCE * Math.abs(e);
        }
        if (!ok) {
            failures.add(op + " " + column + " channel " + c + " lane " + lane + ": expected " + Float.intBitsToFloat(expected)
                    + " (" + Integer.toHexString(expected) + "), found " + Float.intBitsToFloat(actual) + " ("
                    + Integer.toHexString(actual) + ")");
        }
    }
}
