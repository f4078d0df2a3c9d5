package dev.tungsten.tgsi.exec;

import static dev.tungsten.tgsi.TgsiOpcode.*;
import static dev.tungsten.tgsi.exec.Lanes.*;
import static dev.tungsten.tgsi.exec.TestShader.*;
import static org.junit.jupiter.api.Assertions.*;

import dev.tungsten.tgsi.TgsiOpcode;
import org.junit.jupiter.api.Test;

/// 32-bit arithmetic through the machine: operand plumbing (swizzles, modifiers by operand
/// type, saturation, write masks, a destination that is also a source) and each family of
/// opcodes. Scalar results are checked against [OpSemantics]; its own tests check the math.
class AluExecTest {
    /// Runs `OP OUT[0]<mask>, CONST[0..n-1]` (with the given source decorations) on 4 lanes with
    /// OUT[0] pre-filled with 0xCDCDCDCD; returns lane 0's four words.
    @SafeVarargs
    static int[] run1(TgsiOpcode op, String mask, boolean sat, int[][] consts, java.util.function.UnaryOperator<S>... mods) {
        TestShader s = TestShader.frag().decl(CONST, 0, Math.max(0, consts.length - 1)).decl(OUT, 0, 0);
        Object[] operands = new Object[1 + op.numSrc()];
        operands[0] = s.dst(OUT, 0).mask(mask);
        for (int i = 0; i < op.numSrc(); i++) {
            S src = s.src(CONST, i);
            operands[1 + i] = i < mods.length ? mods[i].apply(src) : src;
        }
        s.op(op, sat, -1, null, operands);
        s.op(END);
        ExecMachine m = s.compile().newMachine(4);
        int[] words = new int[consts.length * 4];
        for (int r = 0; r < consts.length; r++) {
            System.arraycopy(consts[r], 0, words, 4 * r, 4);
        }
        m.bindConstantBuffer(0, words);
        for (int c = 0; c < 4; c++) {
            java.util.Arrays.fill(m.output(0, c), 0xCDCDCDCD);
        }
        m.run(-1);
        int[] r = new int[4];
        for (int c = 0; c < 4; c++) {
            r[c] = m.output(0, c)[0];
            for (int lane = 1; lane < 4; lane++) {
                assertEquals(r[c], m.output(0, c)[lane], "uniform inputs give uniform lanes");
            }
        }
        return r;
    }

    static int[] v(float x, float y, float z, float w) {
        return new int[] {bits(x), bits(y), bits(z), bits(w)};
    }

    static int[] vi(int x, int y, int z, int w) {
        return new int[] {x, y, z, w};
    }

    @Test
    void componentwiseFloatOpsMatchTheirScalarSemantics() {
        int[] a = v(1.5f, -2.25f, 0f, Float.MAX_VALUE), b = v(-0.5f, 4f, -0f, 2f);
        int[] r = run1(ADD, "xyzw", false, new int[][] {a, b});
        for (int c = 0; c < 4; c++) {
            assertEquals(bits(OpSemantics.add(f(a[c]), f(b[c]))), r[c]);
        }
        r = run1(MIN, "xyzw", false, new int[][] {v(Float.NaN, 1, -0f, 0f), v(3, Float.NaN, 0f, -0f)});
        assertArrayEquals(v(3, 1, -0f, 0f), r, "MIN ignores NaN and keeps the first of +-0");
        r = run1(SGE, "xyzw", false, new int[][] {v(1, Float.NaN, 2, -0f), v(1, 1, 3, 0f)});
        assertArrayEquals(v(1, 0, 0, 1), r);
    }

    @Test
    void sourceModifiersFollowTheOperandType() {
        // Float source: -x flips the sign bit, |x| clears it.
        int[] r = run1(MOV, "xyzw", false, new int[][] {v(1, -2, 0, Float.NaN)}, S::neg);
        assertArrayEquals(new int[] {bits(-1), bits(2), 0x80000000, bits(Float.NaN) ^ 0x80000000}, r);
        r = run1(MOV, "xyzw", false, new int[][] {v(-1, 2, -0f, -3)}, x -> x.abs().neg());
        assertArrayEquals(v(-1, -2, -0f, -3), r);
        // Integer source: -x is two's complement negation.
        r = run1(UADD, "xyzw", false, new int[][] {vi(5, -7, 0, Integer.MIN_VALUE), vi(0, 0, 0, 0)}, S::neg);
        assertArrayEquals(vi(-5, 7, 0, Integer.MIN_VALUE), r);
        // |x| on an integer source clears bit 31 (Mesa's behaviour), then negation is integer.
        r = run1(IMAX, "xyzw", false, new int[][] {vi(-1, 3, Integer.MIN_VALUE, -8), vi(0, 0, 0, 0)}, S::abs);
        assertArrayEquals(vi(0x7FFFFFFF, 3, 0, 0x7FFFFFF8), r);
        // UCMP's condition is integer: -(+0) stays 0 (false).
        r = run1(UCMP, "xyzw", false, new int[][] {vi(0, 1, 0, 0), v(1, 1, 1, 1), v(2, 2, 2, 2)}, S::neg);
        assertArrayEquals(v(2, 1, 2, 2), r);
    }

    @Test
    void swizzlesSelectSourceComponentsPerChannel() {
        int[] r = run1(MOV, "xyzw", false, new int[][] {v(1, 2, 3, 4)}, x -> x.swz("wzyx"));
        assertArrayEquals(v(4, 3, 2, 1), r);
        r = run1(ADD, "xyzw", false, new int[][] {v(1, 2, 3, 4), v(10, 20, 30, 40)}, x -> x.swz("xxyy"), x -> x.swz("wwzz"));
        assertArrayEquals(v(41, 41, 32, 32), r);
    }

    @Test
    void saturationClampsToZeroOneAndSendsNanAndNegativeZeroToZero() {
        int[] r = run1(MOV, "xyzw", true, new int[][] {v(-1, 0.5f, 7, Float.NaN)});
        assertArrayEquals(v(0, 0.5f, 1, 0), r);
        r = run1(MOV, "xyzw", true, new int[][] {v(-0f, 1, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY)});
        assertArrayEquals(v(0, 1, 1, 0), r, "-0 saturates to +0 (as Mesa)");
    }

    @Test
    void writeMasksLeaveOtherChannelsUntouched() {
        int fill = 0xCDCDCDCD;
        assertArrayEquals(new int[] {fill, bits(2), fill, bits(4)}, run1(MOV, "yw", false, new int[][] {v(1, 2, 3, 4)}));
        assertArrayEquals(new int[] {fill, fill, bits(3), fill}, run1(MOV, "z", false, new int[][] {v(1, 2, 3, 4)}));
        // Replicating and per-channel opcodes respect the mask too.
        assertArrayEquals(new int[] {fill, bits(0.5f), fill, fill}, run1(RCP, "y", false, new int[][] {v(2, 9, 9, 9)}));
        assertArrayEquals(new int[] {fill, bits(12), fill, fill},
                run1(DST, "y", false, new int[][] {v(9, 3, 9, 9), v(9, 4, 9, 9)}));
        assertArrayEquals(new int[] {fill, fill, bits(1), fill},
                run1(LIT, "z", false, new int[][] {v(1, 1, 0, 2)}));
    }

    @Test
    void aDestinationThatIsAlsoASourceReadsEverySourceFirst() {
        TestShader s = TestShader.frag().decl(TEMP, 0, 0).decl(OUT, 0, 0);
        s.immFloats(1, 2, 3, 4);
        s.op(MOV, s.dst(TEMP, 0), s.src(IMM, 0));
        s.op(MOV, s.dst(TEMP, 0), s.src(TEMP, 0).swz("yxwz"));      // swaps through scratch
        s.op(ADD, s.dst(TEMP, 0).mask("xy"), s.src(TEMP, 0).swz("yxzw"), s.src(TEMP, 0)); // x = y + x, y = x + y
        s.op(DP4, s.dst(TEMP, 0).mask("xw"), s.src(TEMP, 0), s.src(TEMP, 0));
        s.op(MOV, s.dst(OUT, 0), s.src(TEMP, 0));
        s.op(END);
        ExecMachine m = s.compile().newMachine(4);
        m.run(-1);
        // after the swap (2, 1, 4, 3); the ADD gives (3, 3, 4, 3); DP4 = 9 + 9 + 16 + 9 = 43
        assertArrayEquals(new float[] {43, 3, 4, 43}, new float[] {f(m.output(0, 0)[0]), f(m.output(0, 1)[0]),
                f(m.output(0, 2)[0]), f(m.output(0, 3)[0])});
    }

    @Test
    void replicatingOpcodesReadOnlyX() {
        int[] r = run1(RSQ, "xyzw", false, new int[][] {v(4, 100, 100, 100)});
        assertArrayEquals(v(0.5f, 0.5f, 0.5f, 0.5f), r);
        r = run1(POW, "xyzw", false, new int[][] {v(2, 9, 9, 9), v(10, 9, 9, 9)});
        assertArrayEquals(v(1024, 1024, 1024, 1024), r);
        r = run1(DP3, "xyzw", false, new int[][] {v(1, 2, 3, 100), v(4, 5, 6, 100)});
        assertEquals(bits(32), r[0]);
        assertEquals(r[0], r[3]);
    }

    @Test
    void dotProductsRoundEachStepLikeMesa() {
        float a = 1f + 0x1p-23f;
        int[] r = run1(DP2, "x", false, new int[][] {v(a, 1, 0, 0), v(a, -(1f + 0x1p-22f), 0, 0)});
        // a*a rounds to 1 + 2^-22, then adding -(1 + 2^-22) gives 0 (an FMA would keep 2^-46).
        assertEquals(0, r[0]);
    }

    @Test
    void packAndUnpack() {
        int[] r = run1(PK2H, "x", false, new int[][] {v(1, -2, 0, 0)});
        assertEquals(0x3C00 | 0xC000 << 16, r[0]);
        r = run1(UP2H, "xyzw", false, new int[][] {vi(0x3C00 | 0xC000 << 16, 0, 0, 0)});
        assertArrayEquals(v(1, -2, 1, -2), r);
        r = run1(PK4UB, "x", false, new int[][] {v(0, 1, 0.5f, 2)});
        assertEquals(0 | 255 << 8 | 128 << 16 | 255 << 24, r[0]);
        r = run1(UP4UB, "xyzw", false, new int[][] {vi(0 | 255 << 8 | 128 << 16 | 255 << 24, 0, 0, 0)});
        assertArrayEquals(v(0, 1, 128f / 255f, 1), r);
        r = run1(PK4B, "x", false, new int[][] {v(-1, 1, 0, -2)});
        assertEquals((-127 & 0xFF) | 127 << 8 | 0 << 16 | (-127 & 0xFF) << 24, r[0]);
        r = run1(UP4B, "xyzw", false, new int[][] {vi(0x80 | 127 << 8, 0, 0, 0)});
        assertArrayEquals(v(-1, 1, 0, 0), r);
        r = run1(PK2US, "x", false, new int[][] {v(1, 0.5f, 0, 0)});
        assertEquals(65535 | 32768 << 16, r[0]);
        r = run1(UP2US, "xy", false, new int[][] {vi(65535 | 32768 << 16, 0, 0, 0)});
        assertEquals(1f, f(r[0]));
        assertEquals(32768f / 65535f, f(r[1]));
    }

    @Test
    void derivativesUseTheQuadLayout() {
        TestShader s = TestShader.frag().decl(IN, 0, 0).decl(OUT, 0, 3);
        s.op(DDX, s.dst(OUT, 0), s.src(IN, 0));
        s.op(DDY, s.dst(OUT, 1), s.src(IN, 0));
        s.op(DDX_FINE, s.dst(OUT, 2), s.src(IN, 0));
        s.op(DDY_FINE, s.dst(OUT, 3), s.src(IN, 0));
        s.op(END);
        ExecMachine m = s.compile().newMachine(8);
        // quad 0: TL 1, TR 2, BL 5, BR 10; quad 1: x + 100 per lane index squared
        Lanes.set(m.input(0, 0), 1, 2, 5, 10, 0, 1, 4, 9);
        m.run(-1);
        assertArrayEquals(new float[] {5, 5, 5, 5, 5, 5, 5, 5}, floats(m.output(0, 0)), "DDX = BR - BL");
        assertArrayEquals(new float[] {4, 4, 4, 4, 4, 4, 4, 4}, floats(m.output(1, 0)), "DDY = BL - TL");
        assertArrayEquals(new float[] {1, 1, 5, 5, 1, 1, 5, 5}, floats(m.output(2, 0)), "per row");
        assertArrayEquals(new float[] {4, 8, 4, 8, 4, 8, 4, 8}, floats(m.output(3, 0)), "per column");
    }

    @Test
    void subgroupOperationsWorkOnTheBlock() {
        TestShader s = TestShader.frag().decl(IN, 0, 0).decl(OUT, 0, 4);
        s.immInts(2, 0, 0, 0);
        s.op(VOTE_ANY, s.dst(OUT, 0), s.src(IN, 0).x());
        s.op(VOTE_ALL, s.dst(OUT, 1), s.src(IN, 0).x());
        s.op(BALLOT, s.dst(OUT, 2), s.src(IN, 0).x());
        s.op(READ_FIRST, s.dst(OUT, 3), s.src(IN, 0).swz("yyyy"));
        s.op(READ_INVOC, s.dst(OUT, 4), s.src(IN, 0).swz("yyyy"), s.src(IMM, 0).x());
        s.op(END);
        ExecMachine m = s.compile().newMachine(4);
        Lanes.setInts(m.input(0, 0), 0, 5, 0, 7);
        Lanes.setInts(m.input(0, 1), 40, 41, 42, 43);
        m.run(-1);
        assertEquals(-1, m.output(0, 0)[0]);
        assertEquals(0, m.output(1, 0)[0]);
        assertEquals(0b1010, m.output(2, 0)[3]);
        assertEquals(0, m.output(2, 1)[3]);
        assertEquals(40, m.output(3, 0)[2]);
        assertEquals(42, m.output(4, 0)[0]);
    }

    @Test
    void readInvocationOfALaneTheRunDoesNotExecuteReadsZero() {
        // Quad 1 (lanes 4..7) has no live lane, so it does not run: its registers hold
        // leftovers, which READ_INVOC must not expose (the JIT's chunks would differ there).
        TestShader s = TestShader.frag().decl(IN, 0, 0).decl(OUT, 0, 2);
        s.immInts(5, 2, 0, 0);
        s.op(READ_INVOC, s.dst(OUT, 0), s.src(IN, 0).x(), s.src(IMM, 0).x());
        s.op(READ_INVOC, s.dst(OUT, 1), s.src(IN, 0).x(), s.src(IMM, 0).swz("yyyy"));
        s.op(END);
        ExecMachine m = s.compile().newMachine(8);
        Lanes.setInts(m.input(0, 0), 10, 11, 12, 13, 14, 15, 16, 17);
        m.run(0b0001);
        assertEquals(0, m.output(0, 0)[0], "lane 5 is not running");
        assertEquals(12, m.output(1, 0)[0], "lane 2 is a helper of the live quad: it runs");
    }
}
