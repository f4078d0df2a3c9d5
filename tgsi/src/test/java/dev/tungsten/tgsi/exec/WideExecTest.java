package dev.tungsten.tgsi.exec;

import static dev.tungsten.tgsi.TgsiOpcode.*;
import static dev.tungsten.tgsi.exec.TestShader.*;
import static org.junit.jupiter.api.Assertions.*;

import dev.tungsten.tgsi.TgsiOpcode;
import org.junit.jupiter.api.Test;

/// Double and 64-bit integer opcodes: values in xy/zw channel pairs, low word first.
class WideExecTest {
    static int[] pairs(long xy, long zw) {
        return new int[] {(int) xy, (int) (xy >>> 32), (int) zw, (int) (zw >>> 32)};
    }

    static int[] doubles(double xy, double zw) {
        return pairs(Double.doubleToRawLongBits(xy), Double.doubleToRawLongBits(zw));
    }

    static long lo(int[] r) {
        return (r[0] & 0xFFFFFFFFL) | ((long) r[1] << 32);
    }

    static long hi(int[] r) {
        return (r[2] & 0xFFFFFFFFL) | ((long) r[3] << 32);
    }

    @SafeVarargs
    static int[] run(TgsiOpcode op, String mask, int[][] consts, java.util.function.UnaryOperator<S>... mods) {
        return AluExecTest.run1(op, mask, false, consts, mods);
    }

    @Test
    void doubleArithmeticUsesBothPairs() {
        int[] r = run(DADD, "xyzw", new int[][] {doubles(0.1, 1e308), doubles(0.2, 1e308)});
        assertEquals(0.1 + 0.2, Double.longBitsToDouble(lo(r)));
        assertEquals(Double.POSITIVE_INFINITY, Double.longBitsToDouble(hi(r)));
        r = run(DMAD, "xyzw", new int[][] {doubles(3, 2), doubles(4, 0.5), doubles(1, -1)});
        assertEquals(13.0, Double.longBitsToDouble(lo(r)));
        assertEquals(0.0, Double.longBitsToDouble(hi(r)));
        r = run(DSQRT, "xy", new int[][] {doubles(2, 0)});
        assertEquals(Math.sqrt(2), Double.longBitsToDouble(lo(r)));
        assertEquals(0xCDCDCDCD, r[2], "zw not in the mask");
    }

    @Test
    void modifiersActOnWholeDoubles() {
        int[] r = run(DADD, "xyzw", new int[][] {doubles(1.5, -2), doubles(0, 0)}, S::neg);
        assertEquals(-1.5, Double.longBitsToDouble(lo(r)));
        assertEquals(2.0, Double.longBitsToDouble(hi(r)));
        r = run(DADD, "xyzw", new int[][] {doubles(-1.5, -0.0), doubles(0, 0)}, S::abs);
        assertEquals(1.5, Double.longBitsToDouble(lo(r)));
        r = run(U64ADD, "xyzw", new int[][] {pairs(5, -7), pairs(0, 0)}, S::neg);
        assertEquals(-5L, lo(r));
        assertEquals(7L, hi(r));
    }

    @Test
    void comparisonsWriteOneWordPerPair() {
        int[] r = run(DSLT, "xyzw", new int[][] {doubles(1, 3), doubles(2, 2)});
        assertEquals(-1, r[0]);
        assertEquals(0, r[2]);
        assertEquals(0xCDCDCDCD, r[1], "the pair's second word is left alone");
        r = run(I64SLT, "xz", new int[][] {pairs(-1, 5), pairs(0, 5)});
        assertEquals(-1, r[0]);
        assertEquals(0, r[2]);
        r = run(U64SLT, "xz", new int[][] {pairs(-1, 5), pairs(0, 6)});
        assertEquals(0, r[0], "-1 is the largest unsigned value");
        assertEquals(-1, r[2]);
    }

    @Test
    void conversionsBetweenWidths() {
        int[] r = run(F2D, "xyzw", new int[][] {AluExecTest.v(0.1f, -2, 0, 0)});
        assertEquals((double) 0.1f, Double.longBitsToDouble(lo(r)));
        assertEquals(-2.0, Double.longBitsToDouble(hi(r)));
        r = run(D2F, "xy", new int[][] {doubles(0.1, 1e40)});
        assertEquals(0.1f, Float.intBitsToFloat(r[0]));
        assertEquals(Float.POSITIVE_INFINITY, Float.intBitsToFloat(r[1]));
        r = run(D2I, "xy", new int[][] {doubles(-2.9, Double.NaN)});
        assertArrayEquals(new int[] {-2, Integer.MIN_VALUE}, new int[] {r[0], r[1]});
        r = run(U2I64, "xyzw", new int[][] {AluExecTest.vi(-1, 7, 0, 0)});
        assertEquals(0xFFFFFFFFL, lo(r));
        assertEquals(7L, hi(r));
        r = run(I2I64, "xyzw", new int[][] {AluExecTest.vi(-1, 7, 0, 0)});
        assertEquals(-1L, lo(r));
        r = run(U642F, "xy", new int[][] {pairs(-1L, 1L << 40)});
        assertEquals(0x1p64f, Float.intBitsToFloat(r[0]));
        assertEquals(0x1p40f, Float.intBitsToFloat(r[1]));
    }

    @Test
    void sixtyFourBitShiftsTakeTheirCountsFromXAndY() {
        int[] r = run(U64SHL, "xyzw", new int[][] {pairs(1, 1), AluExecTest.vi(40, 65, 3, 3)});
        assertEquals(1L << 40, lo(r));
        assertEquals(2L, hi(r), "count for zw is src1.y = 65, masked to 1 (tgsi.rst)");
        r = run(I64SHR, "xyzw", new int[][] {pairs(-256, 256), AluExecTest.vi(4, 4, 0, 0)});
        assertEquals(-16L, lo(r));
        assertEquals(16L, hi(r));
    }

    @Test
    void dldexpTakesExponentsFromXAndZ() {
        int[] r = run(DLDEXP, "xyzw", new int[][] {doubles(1.5, 1.5), AluExecTest.vi(3, 99, -1, 99)});
        assertEquals(12.0, Double.longBitsToDouble(lo(r)));
        assertEquals(0.75, Double.longBitsToDouble(hi(r)));
    }

    @Test
    void integerDivisionByZeroIsDefined() {
        int[] r = run(U64DIV, "xyzw", new int[][] {pairs(10, 10), pairs(0, 3)});
        assertEquals(-1L, lo(r));
        assertEquals(3L, hi(r));
        r = run(I64DIV, "xyzw", new int[][] {pairs(10, Long.MIN_VALUE), pairs(0, -1)});
        assertEquals(0L, lo(r));
        assertEquals(Long.MIN_VALUE, hi(r));
    }

    @Test
    void saturatedDoublesClampAsDoubles() {
        int[] r = AluExecTest.run1(DADD, "xyzw", true, new int[][] {doubles(2, -3), doubles(0, 0)});
        assertEquals(1.0, Double.longBitsToDouble(lo(r)));
        assertEquals(0.0, Double.longBitsToDouble(hi(r)));
    }

    @Test
    void dfracexpSplitsIntoSignificandAndExponent() {
        TestShader s = TestShader.frag().decl(CONST, 0, 0).decl(OUT, 0, 1);
        s.op(DFRACEXP, s.dst(OUT, 0), s.dst(OUT, 1).mask("x"), s.src(CONST, 0));
        s.op(END);
        ExecMachine m = s.compile().newMachine(4);
        m.bindConstantBuffer(0, doubles(-12.0, 0));
        m.run(-1);
        long sig = (m.output(0, 0)[0] & 0xFFFFFFFFL) | ((long) m.output(0, 1)[0] << 32);
        assertEquals(-0.75, Double.longBitsToDouble(sig));
        assertEquals(4, m.output(1, 0)[0]);
    }
}
