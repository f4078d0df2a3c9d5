package dev.tungsten.tgsi.exec;

import static org.junit.jupiter.api.Assertions.*;

import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;

import dev.tungsten.tgsi.TgsiOpcode;
import dev.tungsten.tgsi.TgsiOpcode.Guard;
import dev.tungsten.tgsi.TgsiOpcode.Note;
import org.junit.jupiter.api.Test;

import static dev.tungsten.tgsi.TgsiOpcode.*;

/// The opcode table's guard column: which opcodes carry which guard, and that each guard's
/// definition in [Guard] is what the interpreter computes at the operands that hit it.
class OpcodeGuardsTest {
    /// The whole column, guard by guard, so that a row cannot gain or lose a guard unnoticed.
    private static final Map<Guard, Set<TgsiOpcode>> COLUMN = new EnumMap<>(Map.of(
            Guard.FLOAT_TO_INT, EnumSet.of(F2I, ARL, ARR, D2I, F2I64, D2I64),
            Guard.FLOAT_TO_UINT, EnumSet.of(F2U, D2U, F2U64, D2U64),
            Guard.INTEGER_DIVISION, EnumSet.of(IDIV, MOD, UDIV, UMOD, I64DIV, I64MOD, U64DIV, U64MOD),
            Guard.SHIFT_COUNT, EnumSet.of(SHL, ISHR, USHR, U64SHL, I64SHR, U64SHR),
            Guard.BIT_FIELD, EnumSet.of(IBFE, UBFE, BFI),
            Guard.MIN_MAX_NAN, EnumSet.of(MIN, MAX, DMIN, DMAX, LIT),
            Guard.FLOAT_DIVISION, EnumSet.of(DIV, RCP, RCC, RFL, LOG, DDIV, DRCP),
            Guard.FUNCTION_DOMAIN, EnumSet.of(SQRT, DSQRT, RSQ, DRSQ, NRM, NRM4, LG2, LOG, POW, LIT, DFRACEXP),
            Guard.NORMALIZED_PACKING, EnumSet.of(PK2US, PK4B, PK4UB, UP2US, UP4B, UP4UB),
            Guard.LDEXP_RANGE, EnumSet.of(LDEXP, DLDEXP)));

    @Test
    void theColumnListsEveryGuardedOpcode() {
        assertEquals(EnumSet.allOf(Guard.class), COLUMN.keySet(), "every guard has its opcodes here");
        for (TgsiOpcode op : TgsiOpcode.values()) {
            Set<Guard> expected = EnumSet.noneOf(Guard.class);
            COLUMN.forEach((g, ops) -> {
                if (ops.contains(op)) {
                    expected.add(g);
                }
            });
            assertEquals(expected, op.guards(), op.name());
        }
    }

    /// The differences `drivers/gl/README.md` lists for the GL driver on an NVIDIA GPU, each with
    /// the guard that now defines the result there.
    @Test
    void theDifferencesSeenOnAGpuAreGuarded() {
        for (TgsiOpcode op : new TgsiOpcode[] {F2I, ARL, ARR, D2I, F2I64, D2I64}) {
            assertTrue(op.guards().contains(Guard.FLOAT_TO_INT), op + ": NaN and out-of-range conversions");
        }
        for (TgsiOpcode op : new TgsiOpcode[] {F2U, D2U, F2U64, D2U64}) {
            assertTrue(op.guards().contains(Guard.FLOAT_TO_UINT), op + ": NaN and out-of-range conversions");
        }
        assertEquals(Set.of(Guard.NORMALIZED_PACKING), UP4UB.guards(), "UP4UB unpacked exactly");
        assertEquals(Set.of(Guard.FLOAT_DIVISION), DIV.guards(), "DIV by zero gives an infinity");
        assertEquals(Set.of(Guard.FLOAT_DIVISION), RFL.guards(), "RFL divides by dot(a, a)");
        assertEquals(Set.of(Guard.MIN_MAX_NAN, Guard.FUNCTION_DOMAIN), LIT.guards(), "LIT clamps and raises to a power");
        // Derivatives and interpolation compute no value GLSL leaves undefined: which row a coarse
        // derivative takes is GLSL's choice (a tolerance), and interpolated inputs are the
        // rasterizer's; no guard can change them.
        for (TgsiOpcode op : new TgsiOpcode[] {DDX, DDY, DDX_FINE, DDY_FINE, INTERP_CENTROID, INTERP_SAMPLE, INTERP_OFFSET}) {
            assertEquals(Set.of(), op.guards(), op.name());
        }
    }

    /// Every result TGSI leaves undefined and the interpreter defines (a note of kind UNDEFINED)
    /// is guarded, but for two's complement negation of the most negative integer, which GLSL
    /// (wrapping integer arithmetic) and SPIR-V (`OpSNegate`, `SAbs`) define the same way.
    @Test
    void everyUndefinedResultTheInterpreterDefinesIsGuarded() {
        for (TgsiOpcode op : TgsiOpcode.values()) {
            boolean exempt = op == INEG || op == IABS;
            if (op.hasNote(Note.Kind.UNDEFINED) && !exempt) {
                assertFalse(op.guards().isEmpty(), op + " documents an undefined result but carries no guard");
            }
            if (!op.guards().isEmpty()) {
                assertTrue(op.numDst() > 0, op + ": only value-computing opcodes are guarded");
            }
        }
        assertTrue(INEG.guards().isEmpty() && IABS.guards().isEmpty());
    }

    /// Each guard's definition, checked on the interpreter's scalar semantics at the operands
    /// that hit it. The switch is exhaustive: a new guard must say here what it defines.
    @Test
    void theInterpreterComputesEachGuardsDefinition() {
        for (Guard g : Guard.values()) {
            switch (g) {
                case FLOAT_TO_INT -> floatToInt();
                case FLOAT_TO_UINT -> floatToUint();
                case INTEGER_DIVISION -> integerDivision();
                case SHIFT_COUNT -> shiftCount();
                case BIT_FIELD -> bitField();
                case MIN_MAX_NAN -> minMaxNan();
                case FLOAT_DIVISION -> floatDivision();
                case FUNCTION_DOMAIN -> functionDomain();
                case NORMALIZED_PACKING -> normalizedPacking();
                case LDEXP_RANGE -> ldexpRange();
            }
        }
    }

    private static final float NAN = Float.NaN;
    private static final float INF = Float.POSITIVE_INFINITY;

    private static void floatToInt() {
        for (float x : new float[] {NAN, INF, -INF, 0x1p31f, -0x1p32f, 3e9f}) {
            assertEquals(Integer.MIN_VALUE, OpSemantics.f2i(x), "F2I " + x);
            assertEquals(Integer.MIN_VALUE, OpSemantics.arl(x), "ARL " + x);
            assertEquals(Integer.MIN_VALUE, OpSemantics.d2i(x), "D2I " + x);
        }
        assertEquals(Integer.MIN_VALUE, OpSemantics.f2i(-0x1p31f), "the most negative value itself converts");
        assertEquals(2147483520, OpSemantics.f2i(2147483520f));
        assertEquals(-7, OpSemantics.f2i(-7.9f), "truncation toward zero");
        assertEquals(Integer.MIN_VALUE, OpSemantics.arr(2.5e9f), "ARR rounds first, then converts");
        assertEquals(Integer.MIN_VALUE, OpSemantics.d2i(-2147483649.0));
        assertEquals(Integer.MIN_VALUE, OpSemantics.d2i(-2147483648.9), "truncates to -2^31: in range");
        assertEquals(Long.MIN_VALUE, OpSemantics.f2i64(NAN));
        assertEquals(Long.MIN_VALUE, OpSemantics.f2i64(0x1p63f));
        assertEquals(Long.MIN_VALUE, OpSemantics.d2i64(-INF));
        assertEquals(-5L, OpSemantics.d2i64(-5.5));
    }

    private static void floatToUint() {
        for (float x : new float[] {NAN, -1f, -INF, -3e9f}) {
            assertEquals(0, OpSemantics.f2u(x), "F2U " + x);
            assertEquals(0, OpSemantics.d2u(x), "D2U " + x);
            assertEquals(0L, OpSemantics.f2u64(x), "F2U64 " + x);
            assertEquals(0L, OpSemantics.d2u64(x), "D2U64 " + x);
        }
        assertEquals(0, OpSemantics.f2u(-0.99999994f), "values in (-1, 0) give 0");
        assertEquals(-1, OpSemantics.f2u(0x1p32f));
        assertEquals(-1, OpSemantics.f2u(INF));
        assertEquals(-1, OpSemantics.d2u(4294967296.0));
        assertEquals(-1, OpSemantics.d2u(4294967295.5), "truncates to 2^32 - 1");
        assertEquals(-1L, OpSemantics.f2u64(0x1p64f));
        assertEquals(-1L, OpSemantics.d2u64(INF));
        assertEquals(0x8000000000000000L, OpSemantics.d2u64(0x1p63));
    }

    private static void integerDivision() {
        assertEquals(0, OpSemantics.idiv(5, 0));
        assertEquals(Integer.MIN_VALUE, OpSemantics.idiv(Integer.MIN_VALUE, -1));
        assertEquals(-2, OpSemantics.idiv(-7, 3), "truncation toward zero");
        assertEquals(-1, OpSemantics.mod(5, 0));
        assertEquals(0, OpSemantics.mod(Integer.MIN_VALUE, -1));
        assertEquals(-1, OpSemantics.mod(-7, 3), "the dividend's sign");
        assertEquals(-1, OpSemantics.udiv(5, 0));
        assertEquals(-1, OpSemantics.umod(5, 0));
        assertEquals(0L, OpSemantics.i64div(5, 0));
        assertEquals(Long.MIN_VALUE, OpSemantics.i64div(Long.MIN_VALUE, -1));
        assertEquals(-1L, OpSemantics.i64mod(5, 0));
        assertEquals(0L, OpSemantics.i64mod(Long.MIN_VALUE, -1));
        assertEquals(-1L, OpSemantics.u64div(5, 0));
        assertEquals(-1L, OpSemantics.u64mod(5, 0));
    }

    private static void shiftCount() {
        assertEquals(2, OpSemantics.shl(1, 33));
        assertEquals(1, OpSemantics.shl(1, 32));
        assertEquals(-1, OpSemantics.ishr(Integer.MIN_VALUE, 31 + 32));
        assertEquals(0x40000000, OpSemantics.ushr(Integer.MIN_VALUE, -31));
        assertEquals(2L, OpSemantics.u64shl(1, 65));
        assertEquals(-1L, OpSemantics.i64shr(Long.MIN_VALUE, 127));
        assertEquals(1L, OpSemantics.u64shr(1, 64));
    }

    private static void bitField() {
        assertEquals(0x12345678, OpSemantics.ibfe(0x12345678, 0, 32), "width 32 at offset 0 gives the value");
        assertEquals(0, OpSemantics.ubfe(0x12345678, 4, 0), "width 0 gives 0");
        assertEquals(0x12345678 >> 8, OpSemantics.ibfe(0x12345678, 8, 30), "a field past bit 31: value >> offset");
        assertEquals(0xF8000000 >> 28, OpSemantics.ibfe(0xF8000000, 28, 8), "arithmetically for IBFE");
        assertEquals(0xF8000000 >>> 28, OpSemantics.ubfe(0xF8000000, 28, 8), "logically for UBFE");
        assertEquals(0x2, OpSemantics.ubfe(0x12345678, 32 + 24, 4), "the offset is masked to 5 bits");
        assertEquals(0xFFFF, OpSemantics.bfi(0, 0xFFFF, 7, 32), "width 32 gives the insert");
        assertEquals(0x00000180, OpSemantics.bfi(0, 3, 7 + 32, 2), "offset modulo 32");
        assertEquals(0x5A, OpSemantics.bfi(0x5A, -1, 0, 64), "width 64: (1 << 64) - 1 is 0 with counts modulo 32, so the base");
    }

    private static void minMaxNan() {
        assertEquals(2f, OpSemantics.min(NAN, 2f));
        assertEquals(2f, OpSemantics.min(2f, NAN));
        assertEquals(-3f, OpSemantics.max(NAN, -3f));
        assertTrue(Float.isNaN(OpSemantics.max(NAN, NAN)));
        assertEquals(Float.floatToRawIntBits(-0f), Float.floatToRawIntBits(OpSemantics.min(-0f, 0f)), "the first of equal operands");
        assertEquals(Float.floatToRawIntBits(0f), Float.floatToRawIntBits(OpSemantics.max(0f, -0f)));
        assertEquals(1.0, OpSemantics.dmin(Double.NaN, 1.0));
        assertEquals(1.0, OpSemantics.dmax(1.0, Double.NaN));
    }

    private static void floatDivision() {
        assertEquals(INF, OpSemantics.div(1f, 0f));
        assertEquals(-INF, OpSemantics.div(1f, -0f));
        assertEquals(-INF, OpSemantics.rcp(-0f));
        assertTrue(Float.isNaN(OpSemantics.div(0f, 0f)));
        assertTrue(Float.isNaN(OpSemantics.div(INF, -INF)));
        assertEquals(Float.floatToRawIntBits(-0f), Float.floatToRawIntBits(OpSemantics.div(-5f, INF)));
        assertEquals(-INF, OpSemantics.div(INF, -2f));
        assertEquals(1f, OpSemantics.div(0x1p127f, 0x1p127f), "divisors above 2^126 divide exactly");
        assertEquals(0x1p-20f, OpSemantics.div(0x1p107f, 0x1p127f));
        assertEquals(Double.POSITIVE_INFINITY, OpSemantics.ddiv(1.0, 0.0));
        assertEquals(Double.NEGATIVE_INFINITY, OpSemantics.drcp(-0.0));
    }

    private static void functionDomain() {
        assertTrue(Float.isNaN(OpSemantics.sqrt(-1f)));
        assertTrue(Float.isNaN(OpSemantics.sqrt(-INF)));
        assertEquals(Float.floatToRawIntBits(-0f), Float.floatToRawIntBits(OpSemantics.sqrt(-0f)));
        assertEquals(INF, OpSemantics.sqrt(INF));
        assertEquals(INF, OpSemantics.rsq(0f));
        assertEquals(-INF, OpSemantics.rsq(-0f));
        assertEquals(0f, OpSemantics.rsq(INF));
        assertTrue(Float.isNaN(OpSemantics.rsq(-4f)));
        assertEquals(-INF, OpSemantics.lg2(0f));
        assertEquals(-INF, OpSemantics.lg2(-0f));
        assertTrue(Float.isNaN(OpSemantics.lg2(-1f)));
        assertEquals(INF, OpSemantics.lg2(INF));
        assertEquals(1f, OpSemantics.pow(NAN, 0f));
        assertEquals(1f, OpSemantics.pow(1f, NAN));
        assertEquals(1f, OpSemantics.pow(-1f, INF));
        assertTrue(Float.isNaN(OpSemantics.pow(-2f, 0.5f)));
        assertEquals(-8f, OpSemantics.pow(-2f, 3f));
        assertEquals(INF, OpSemantics.pow(0f, -1f));
        assertEquals(-INF, OpSemantics.pow(-0f, -3f));
        assertEquals(Float.floatToRawIntBits(-0f), Float.floatToRawIntBits(OpSemantics.pow(-0f, 3f)));
        assertTrue(Double.isNaN(OpSemantics.dsqrt(-1.0)));
        assertEquals(Double.NEGATIVE_INFINITY, OpSemantics.drsq(-0.0));
        for (double x : new double[] {0.0, -0.0, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NaN}) {
            assertEquals(Double.doubleToRawLongBits(x), Double.doubleToRawLongBits(OpSemantics.frexpSignificand(x)), "frexp " + x);
            assertEquals(0, OpSemantics.frexpExponent(x), "frexp " + x);
        }
    }

    private static void normalizedPacking() {
        assertEquals(0, OpSemantics.pk4ub(NAN, NAN, NAN, NAN));
        assertEquals(0x80, OpSemantics.pk4ub(0.5f, 0f, 0f, 0f), "127.5 rounds half to even: 128");
        assertEquals(0x81, OpSemantics.pk4b(-2f, 0f, 0f, 0f), "clamped to -1: -127");
        assertEquals(0xFFFF, OpSemantics.pk2us(INF, 0f));
        for (int n = 0; n < 256; n++) {
            assertEquals(n / 255f, OpSemantics.up4ub(n << 16, 2), "one correctly rounded division");
            byte b = (byte) n;
            assertEquals(b == -128 ? -1f : b / 127f, OpSemantics.up4b(n, 0));
        }
        assertEquals(12345 / 65535f, OpSemantics.up2us(12345 << 16, 1));
    }

    private static void ldexpRange() {
        assertEquals(INF, OpSemantics.ldexp(1f, 200));
        assertEquals(0x1p-149f, OpSemantics.ldexp(1f, -149), "a denormal result");
        assertEquals(Float.floatToRawIntBits(-0f), Float.floatToRawIntBits(OpSemantics.ldexp(-1f, -200)));
        assertEquals(0x1p127f, OpSemantics.ldexp(0x1p-100f, 227), "one rounding, whatever the exponent");
        assertEquals(Double.POSITIVE_INFINITY, OpSemantics.dldexp(1.0, 5000));
        assertEquals(0x1p-1074, OpSemantics.dldexp(1.0, -1074));
    }
}
