package dev.tungsten.soft.jit;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.TgsiShader;
import dev.tungsten.tgsi.TgsiText;
import dev.tungsten.tgsi.exec.ExecException;
import dev.tungsten.tgsi.exec.ExecMachine;
import dev.tungsten.tgsi.exec.ExecProgram;

/// Runs one shader on the interpreter and on the JIT with identical inputs, constants and live
/// lanes, and lists every difference: in the kill masks, and in each output channel of each
/// lane whose result is valid. Two NaNs count as equal, float words or double channel pairs (the
/// sign and payload of a NaN that arithmetic produces are not part of the interpreter's
/// contract); every other word must be identical.
final class Differential {
    /// One block: inputs and system values `[register * 4 + channel][lane]`, constants, live lanes.
    record Block(int[][] inputs, int[][] systemValues, int[] constants, int width, int liveMask) {}

    /// What one run found.
    record Result(List<String> differences, RuntimeException interpreterError, RuntimeException jitError) {
        boolean same() {
            return differences.isEmpty();
        }
    }

    private Differential() {}

    static TgsiShader parse(String text) {
        return TgsiText.parse(text, "test");
    }

    /// A block of `width` lanes with random words: mostly floats of moderate size, some small
    /// integers, some special values.
    static Block randomBlock(ExecProgram program, int width, int liveMask, Random random) {
        int[][] in = new int[program.registerCount(RegisterFile.INPUT) * 4][width];
        int[][] sv = new int[program.registerCount(RegisterFile.SYSTEM_VALUE) * 4][width];
        for (int[][] file : new int[][][] {in, sv}) {
            for (int[] lanes : file) {
                for (int i = 0; i < width; i++) {
                    lanes[i] = randomWord(random);
                }
            }
        }
        int[] constants = new int[64 * 4];
        for (int i = 0; i < constants.length; i++) {
            constants[i] = randomWord(random);
        }
        return new Block(in, sv, constants, width, liveMask);
    }

    /// A random input word. NaNs come only as the x86 default NaN (0xFFC00000): Java leaves the
    /// payload of an arithmetic NaN unspecified and C2 may swap the operands of a commutative
    /// operation, so with two NaN operands of different payloads either may come out; equal NaN
    /// outputs are accepted, but an integer opcode that reads such a NaN's bits (UMUL of a DP4
    /// result) turned the payload into a different integer (long run, program 10,667).
    static int randomWord(Random random) {
        int w = anyWord(random);
        return Float.isNaN(Float.intBitsToFloat(w)) ? 0xFFC00000 : w;
    }

    private static int anyWord(Random random) {
        return switch (random.nextInt(10)) {
            case 0 -> random.nextInt(17) - 8;
            case 1 -> new int[] {0, 0x80000000, 0x7F800000, 0xFF800000, 0xFFC00000, 0x3F800000, 0xBF800000, 1,
                    0x00000001, 0x7F7FFFFF, 0x4B000000, 0x3F000000}[random.nextInt(12)];
            case 2 -> random.nextInt();
            case 3 -> Float.floatToRawIntBits((float) (random.nextInt(9) - 4) * 0.5f);
            default -> Float.floatToRawIntBits((float) (random.nextGaussian() * 4));
        };
    }

    static Result compare(TgsiShader shader, JitOptions options, Block block) {
        return compare(ExecProgram.compile(shader, "test"), JitCompiler.compile(shader, "test", options), block);
    }

    static Result compare(ExecProgram program, JitProgram jit, Block block) {
        int width = block.width();
        ExecMachine m = program.newMachine(width);
        JitInvocation j = jit.newInvocation(width);
        load(block, m, j, program);
        RuntimeException interpError = null, jitError = null;
        int interpKilled = 0, jitKilled = 0;
        try {
            m.run(block.liveMask());
            interpKilled = m.killMask() | m.demoteMask();
        } catch (ExecException e) {
            interpError = e;
        }
        try {
            jitKilled = j.run(block.liveMask());
        } catch (ExecException e) {
            jitError = e;
        }
        List<String> diffs = new ArrayList<>();
        if ((interpError == null) != (jitError == null)) {
            diffs.add("interpreter " + (interpError == null ? "ran" : "threw " + interpError.getMessage())
                    + ", JIT " + (jitError == null ? "ran" : "threw " + jitError.getMessage()));
            return new Result(diffs, interpError, jitError);
        }
        if (interpError != null) {
            return new Result(diffs, interpError, jitError);
        }
        int valid = m.resultMask();
        if ((interpKilled & block.liveMask()) != (jitKilled & block.liveMask())) {
            diffs.add("kill mask: interpreter " + Integer.toHexString(interpKilled & block.liveMask()) + ", JIT "
                    + Integer.toHexString(jitKilled & block.liveMask()));
        }
        int outs = program.registerCount(RegisterFile.OUTPUT);
        for (int r = 0; r < outs; r++) {
            for (int c = 0; c < 4; c++) {
                int[] a = m.output(r, c);
                int[] b = j.output(r, c);
                int pair = c & ~1;
                for (int i = 0; i < width; i++) {
                    if ((valid >>> i & 1) != 0 && !sameWord(a[i], b[i])
                            && !(nanDouble(m.output(r, pair)[i], m.output(r, pair + 1)[i])
                                 && nanDouble(j.output(r, pair)[i], j.output(r, pair + 1)[i]))) {
                        diffs.add(String.format("OUT[%d].%c lane %d: interpreter %08x (%s), JIT %08x (%s)", r,
                                "xyzw".charAt(c), i, a[i], Float.intBitsToFloat(a[i]), b[i], Float.intBitsToFloat(b[i])));
                    }
                }
            }
        }
        return new Result(diffs, interpError, jitError);
    }

    /// Whether words `(lo, hi)` (a channel pair xy or zw) hold a NaN double: its payload is as
    /// unspecified as a float NaN's, so two such pairs match whatever their low words are.
    static boolean nanDouble(int lo, int hi) {
        return Double.isNaN(Double.longBitsToDouble((long) hi << 32 | (lo & 0xFFFFFFFFL)));
    }

    static boolean sameWord(int a, int b) {
        return a == b || (Float.isNaN(Float.intBitsToFloat(a)) && Float.isNaN(Float.intBitsToFloat(b)));
    }

    private static void load(Block block, ExecMachine m, JitInvocation j, ExecProgram program) {
        for (int k = 0; k < block.inputs().length; k++) {
            System.arraycopy(block.inputs()[k], 0, m.input(k / 4, k % 4), 0, block.width());
            System.arraycopy(block.inputs()[k], 0, j.inputs()[k], 0, block.width());
        }
        for (int k = 0; k < block.systemValues().length; k++) {
            System.arraycopy(block.systemValues()[k], 0, m.systemValue(k / 4, k % 4), 0, block.width());
            System.arraycopy(block.systemValues()[k], 0, j.systemValues()[k], 0, block.width());
        }
        int outs = program.registerCount(RegisterFile.OUTPUT);
        for (int r = 0; r < outs; r++) {
            for (int c = 0; c < 4; c++) {
                java.util.Arrays.fill(m.output(r, c), 0xCDCDCDCD);
                java.util.Arrays.fill(j.output(r, c), 0xCDCDCDCD);
            }
        }
        m.bindConstantBuffer(0, block.constants());
        j.bindConstantBuffer(0, block.constants());
    }
}
