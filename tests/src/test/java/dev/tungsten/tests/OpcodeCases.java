package dev.tungsten.tests;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import dev.tungsten.tgsi.TgsiOpcode;
import dev.tungsten.tgsi.TgsiOpcode.Category;
import dev.tungsten.tgsi.TgsiOpcode.OperandType;
import dev.tungsten.tgsi.TgsiOpcode.OutputMode;

/// One shader per value-computing opcode of the table (float, integer, double and 64-bit integer
/// arithmetic and packing), in the oracle's form: sources are `CONST[0..n-1]` (replicated opcodes
/// run four times, channel by channel), and sets of constant vectors drawn from edge values of the
/// operand types and from a seeded random stream.
final class OpcodeCases {
    /// A shader and the constant buffers to run it with.
    record Case(TgsiOpcode op, String text, List<int[]> constants) {}

    private static final float[] FLOAT_EDGES = {0f, -0f, 1f, -1f, 0.5f, -0.5f, 1.5f, -2.5f, 0.49999997f, 0.99999994f,
        3.75f, -7.125f, 123.456f, -1e20f, 1e20f, Float.MAX_VALUE, -Float.MAX_VALUE, Float.MIN_NORMAL, 1e-40f,
        Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, Float.NaN, 2f, 8388607.5f, 3.14159f, -1.5707963f};
    private static final int[] INT_EDGES = {0, 1, -1, 2, -2, 7, 31, 32, 33, 63, Integer.MIN_VALUE, Integer.MAX_VALUE,
        0xFFFFFFFE, 0x12345678, 0x80000001, 0xFFFF, 0x10000, -31};
    private static final double[] DOUBLE_EDGES = {0, -0.0, 1, -1, 0.5, 1.5, -2.5, 1e300, -1e-300, Double.MAX_VALUE,
        Double.POSITIVE_INFINITY, Double.NaN, 3.141592653589793, 4503599627370495.5, 1e-310};
    private static final long[] LONG_EDGES = {0, 1, -1, 2, Long.MIN_VALUE, Long.MAX_VALUE, 0xFFFFFFFFL, 0x100000000L,
        -0x100000000L, 63, 64, 0x123456789ABCDEFL};

    private OpcodeCases() {}

    /// Whether `op` is covered: it computes values from register sources into one destination.
    static boolean covered(TgsiOpcode op) {
        Category c = op.category();
        boolean arithmetic = c == Category.FLOAT_ALU || c == Category.INTEGER_ALU || c == Category.DOUBLE_ALU
                || c == Category.INT64_ALU || c == Category.PACK;
        return arithmetic && op.numDst() == 1 && op.numSrc() >= 1;
    }

    static List<Case> all(int setsPerOpcode, long seed) {
        List<Case> out = new ArrayList<>();
        SplittableRandom random = new SplittableRandom(seed);
        for (TgsiOpcode op : TgsiOpcode.values()) {
            if (covered(op)) {
                List<int[]> sets = new ArrayList<>();
                for (int s = 0; s < setsPerOpcode; s++) {
                    int[] words = new int[4 * op.numSrc()];
                    for (int i = 0; i < op.numSrc(); i++) {
                        fill(words, 4 * i, op.srcType(i), random, s);
                    }
                    sets.add(words);
                }
                out.add(new Case(op, text(op), sets));
            }
        }
        return out;
    }

    /// The case's shader: `op` from `CONST[0..n-1]` into OUT[0] (through ADDR[0] for the address
    /// opcodes), channel by channel for replicated ones.
    static String text(TgsiOpcode op) {
        StringBuilder sb = new StringBuilder("FRAG\nDCL OUT[0], COLOR\n");
        sb.append("DCL CONST[0..").append(op.numSrc() - 1).append("]\n");
        boolean address = op.dstType() == OperandType.INT && (op == TgsiOpcode.ARL || op == TgsiOpcode.ARR || op == TgsiOpcode.UARL);
        if (address) {
            sb.append("DCL ADDR[0]\n");
        }
        String dst = address ? "ADDR[0]" : "OUT[0]";
        if (op.outputMode() == OutputMode.REPLICATE && !op.dstType().is64Bit()) {
            for (int c = 0; c < 4; c++) {
                char ch = "xyzw".charAt(c);
                sb.append(op.name()).append(' ').append(dst).append('.').append(ch);
                for (int i = 0; i < op.numSrc(); i++) {
                    sb.append(", CONST[").append(i).append("].").append(String.valueOf(ch).repeat(4));
                }
                sb.append('\n');
            }
        } else {
            sb.append(op.name()).append(' ').append(dst);
            for (int i = 0; i < op.numSrc(); i++) {
                sb.append(", CONST[").append(i).append(']');
            }
            sb.append('\n');
        }
        if (address) {
            sb.append("MOV OUT[0], ADDR[0]\n");
        }
        return sb.append("END\n").toString();
    }

    /// Four words of `type` at `words[at..]`: edge values in the first sets, random ones after.
    private static void fill(int[] words, int at, OperandType type, SplittableRandom random, int set) {
        boolean edge = set < 3;
        switch (type) {
            case DOUBLE -> {
                for (int pair = 0; pair < 2; pair++) {
                    double d = edge ? DOUBLE_EDGES[random.nextInt(DOUBLE_EDGES.length)]
                            : (random.nextDouble() - 0.5) * Math.pow(10, random.nextInt(-30, 30));
                    long bits = Double.doubleToRawLongBits(d);
                    words[at + 2 * pair] = (int) bits;
                    words[at + 2 * pair + 1] = (int) (bits >>> 32);
                }
            }
            case INT64, UINT64 -> {
                for (int pair = 0; pair < 2; pair++) {
                    long v = edge ? LONG_EDGES[random.nextInt(LONG_EDGES.length)] : random.nextLong();
                    words[at + 2 * pair] = (int) v;
                    words[at + 2 * pair + 1] = (int) (v >>> 32);
                }
            }
            case INT, UINT -> {
                for (int c = 0; c < 4; c++) {
                    words[at + c] = edge ? INT_EDGES[random.nextInt(INT_EDGES.length)]
                            : random.nextBoolean() ? random.nextInt() : random.nextInt(-100, 100);
                }
            }
            default -> {
                for (int c = 0; c < 4; c++) {
                    float f = edge ? FLOAT_EDGES[random.nextInt(FLOAT_EDGES.length)]
                            : (float) ((random.nextDouble() - 0.5) * Math.pow(2, random.nextInt(-12, 12)));
                    words[at + c] = Float.floatToRawIntBits(f);
                }
            }
        }
    }
}
