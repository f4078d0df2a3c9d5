package dev.tungsten.tgsi.exec;

import static dev.tungsten.tgsi.exec.OpSemantics.*;
import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;

/// The scalar definitions at the values where implementations differ: signed zeros, NaN,
/// infinities, division by zero, out-of-range conversions, shift counts and bitfield edges.
/// Expected values are worked out by hand from tgsi.rst, the opcode table's notes and the Mesa
/// results the oracle README records.
class OpSemanticsTest {
    static int bits(float f) {
        return Float.floatToRawIntBits(f);
    }

    @Test
    void floatEdges() {
        assertEquals(Float.NEGATIVE_INFINITY, rsq(-0f), "RSQ(-0) = -Inf: no absolute value");
        assertTrue(Float.isNaN(rsq(-4f)));
        assertEquals(0.5f, rsq(4f));
        assertEquals(Float.POSITIVE_INFINITY, ex2(128f));
        assertEquals(0.25f, ex2(-2f));
        assertEquals(3f, lg2(8f), 1e-6f);
        assertEquals(1f, pow(1f, Float.NaN), "C powf: pow(1, NaN) = 1");
        assertEquals(1f, pow(-1f, Float.POSITIVE_INFINITY));
        assertEquals(1f, pow(Float.NaN, 0f));
        assertTrue(Float.isNaN(frc(Float.POSITIVE_INFINITY)));
        assertEquals(0.5f, frc(-0.49999997f), "rounds to 0.5");
        assertEquals(2f, round(2.5f), "half to even");
        assertEquals(-2f, round(-2.5f));
        assertEquals(bits(-0f), bits(round(-0.4f)));
        assertEquals(0f, ssg(Float.NaN));
        assertEquals(-1f, ssg(-0x1p-149f));
        assertEquals(bits(-0f), bits(trunc(-0.5f)));
        assertEquals(8f, ldexp(1f, 3));
        assertEquals(0x1p-149f, ldexp(1f, -149), "down to the smallest denormal");
        assertEquals(0f, ldexp(1f, -200));
    }

    @Test
    void minMaxAndSaturate() {
        assertEquals(2f, min(Float.NaN, 2f));
        assertEquals(2f, max(2f, Float.NaN));
        assertEquals(bits(0f), bits(min(0f, -0f)), "first operand wins on equality");
        assertEquals(bits(-0f), bits(max(-0f, 0f)));
        assertEquals(bits(0f), bits(saturate(-0f)), "saturate sends -0 to +0");
        assertEquals(bits(0f), bits(saturate(Float.NaN)));
        assertEquals(1f, saturate(Float.POSITIVE_INFINITY));
        assertEquals(0.25f, saturate(0.25f));
    }

    @Test
    void multiplyAddRoundsTwiceAndFmaOnce() {
        float a = 1f + 0x1p-23f, c = -(1f + 0x1p-22f);
        assertEquals(0f, mad(a, a, c));
        assertEquals(0x1p-46f, fma(a, a, c));
        assertEquals(2.5f, lrp(0.25f, 4f, 2f));
        assertEquals(0f, mulLegacy(0f, Float.POSITIVE_INFINITY));
        assertTrue(Float.isNaN(mul(0f, Float.POSITIVE_INFINITY)));
    }

    @Test
    void conversions() {
        assertEquals(Integer.MIN_VALUE, f2i(Float.NaN), "x86 integer indefinite");
        assertEquals(Integer.MIN_VALUE, f2i(3e9f));
        assertEquals(Integer.MIN_VALUE, f2i(-3e9f));
        assertEquals(-2147483648, f2i(-0x1p31f), "-2^31 is in range");
        assertEquals(-2, f2i(-2.9f));
        assertEquals(0, f2u(Float.NaN));
        assertEquals(0, f2u(-1.5f));
        assertEquals(0, f2u(-0.5f), "truncates to 0, in range");
        assertEquals(0xB2D05E00, f2u(3e9f));
        assertEquals(-1, f2u(Float.POSITIVE_INFINITY));
        assertEquals(-2, arr(-2.5f), "floor(x + 0.5)");
        assertEquals(1, arr(0.49999997f), "the sum rounds up to 1");
        assertEquals(-3, arl(-2.5f));
        assertEquals(4.2949673e9f, u2f(-1));
        assertEquals(Long.MIN_VALUE, d2i64(Double.NaN));
        assertEquals(-1L, d2u64(1e30));
        assertEquals(Long.MIN_VALUE + 4096, d2u64(0x1p63 + 4096), "above 2^63 keeps its bits");
        assertEquals(0x1p64f, u642f(-1L));
        assertEquals(0x1p63f, u642f(Long.MIN_VALUE));
        assertEquals(18446744073709549568.0, u642d(-2048L));
        assertEquals((short) 0x3C00, (short) pk2h(1f, 0f));
        assertEquals(-2f, up2h(0xC000 << 16, true));
    }

    @Test
    void integerEdges() {
        assertEquals(0, idiv(5, 0));
        assertEquals(Integer.MIN_VALUE, idiv(Integer.MIN_VALUE, -1));
        assertEquals(-1, mod(5, 0));
        assertEquals(-1, mod(-7, 3));
        assertEquals(-1, udiv(5, 0));
        assertEquals(-1, umod(5, 0));
        assertEquals(0x7FFFFFFF, udiv(-2, 2));
        assertEquals(Integer.MIN_VALUE, iabs(Integer.MIN_VALUE));
        assertEquals(1 << 1, shl(1, 33), "count masked with 0x1F");
        assertEquals(-1, ishr(Integer.MIN_VALUE, 31));
        assertEquals(1, ushr(Integer.MIN_VALUE, -1), "-1 & 31 = 31");
        assertEquals(-1, lsb(0));
        assertEquals(-1, umsb(0));
        assertEquals(-1, imsb(0));
        assertEquals(-1, imsb(-1));
        assertEquals(30, imsb(Integer.MIN_VALUE), "highest bit differing from the sign");
        assertEquals(31, umsb(Integer.MIN_VALUE));
        assertEquals(0x40000000, umulHi(0x80000000, 0x80000000));
        assertEquals(-1, imulHi(-1, 1));
        assertEquals(0xFFFFFFFF, uslt(0, -1));
        assertEquals(0, islt(0, -1));
    }

    @Test
    void bitfieldEdgesFollowMesa() {
        assertEquals(-1, ibfe(0xF0, 4, 4), "sign-extends the field 1111");
        assertEquals(0xF, ubfe(0xF0, 4, 4));
        assertEquals(0x12345678, ibfe(0x12345678, 0, 32), "width 32 at offset 0 copies");
        assertEquals(0, ubfe(-1, 3, 0), "width 0 gives 0");
        assertEquals(0xF0000000 >> 28, ibfe(0xF0000000, 28, 8), "past bit 31: value >> offset");
        assertEquals(0xF, ubfe(0xF0000000, 28, 8));
        assertEquals(0x1, ubfe(0x80000000, 31, 33), "width 33 & 31 = 1");
        assertEquals(0xAF, bfi(0xFF, 0xA, 4, 4), "insert 0xA at bits 4..7 of 0xFF");
        assertEquals(0xCAFE, bfi(0x1234, 0xCAFE, 0, 32), "width 32 returns the insert");
        assertEquals(0x7, bfi(0x0, 0x7, 0, 3));
        assertEquals(0xFFFFFFFE, bfi(-1, 0, 0, 33), "width 33 shifts modulo 32: mask 1");
    }

    @Test
    void doubleAndSixtyFourBitEdges() {
        assertEquals(0.0, dabs(-0.0));
        assertEquals(Double.doubleToRawLongBits(0.0), Double.doubleToRawLongBits(dabs(-0.0)));
        assertEquals(-1L, u64div(1, 0));
        assertEquals(0L, i64div(1, 0));
        assertEquals(-1L, i64mod(1, 0));
        assertEquals(Long.MIN_VALUE, i64div(Long.MIN_VALUE, -1));
        assertEquals(2L, u64shl(1, 65));
        assertEquals(-1, u64slt(0, -1));
        assertEquals(0.75, frexpSignificand(3.0));
        assertEquals(2, frexpExponent(3.0));
        assertEquals(-0.75, frexpSignificand(-12.0));
        assertEquals(-1073, frexpExponent(Double.MIN_VALUE), "denormal: 2^-1074 = 0.5 * 2^-1073");
        assertEquals(0.5, frexpSignificand(Double.MIN_VALUE));
        assertEquals(1.0, dsaturate(7.0));
        assertEquals(0.0, dsaturate(Double.NaN));
        assertEquals(Double.doubleToRawLongBits(-0.0), Double.doubleToRawLongBits(dsaturate(-0.0)), "Mesa keeps -0 for doubles");
    }

    @Test
    void legacyFormulas() {
        assertEquals(1.884467e19f, rcc(1e-25f));
        assertEquals(-5.42101e-20f, rcc(Float.POSITIVE_INFINITY), "1/+Inf = +0 is not > 0: the negative clamp");
        assertEquals(0.5f, rcc(2f));
        assertTrue(Float.isNaN(rcc(Float.NaN)));
        assertEquals(5, sad(3, 8, 0));
        assertEquals(6, sad(8, 3, 1));
        assertEquals(bits(2f), clamp(bits(5f), bits(0f), bits(2f)));
        assertEquals(bits(Float.NaN), clamp(bits(Float.NaN), bits(0f), bits(2f)), "NaN passes through");
        assertEquals(7, cnd(7, 9, 0.75f));
        assertEquals(9, cnd(7, 9, 0.5f));
    }
}
