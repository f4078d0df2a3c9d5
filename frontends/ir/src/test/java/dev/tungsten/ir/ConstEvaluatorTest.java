package dev.tungsten.ir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;

import org.junit.jupiter.api.Test;

/// Constant evaluation follows WGSL's rules: exact abstract arithmetic, per-operation f32
/// rounding, and errors for overflow, division by zero, oversized shifts and domain errors.
class ConstEvaluatorTest {
    private final Module m = new Module();
    private final ConstEvaluator ev = new ConstEvaluator(m);

    private static ConstValue lit(Literal l) {
        return new ConstValue.Lit(l);
    }

    private static Literal value(ConstValue v) {
        return ConstEvaluator.literal(v);
    }

    @Test
    void abstractIntIs64BitExact() {
        ConstValue big = lit(new Literal.AbstractInt(1L << 40));
        assertEquals(new Literal.AbstractInt(1L << 41), value(ev.binary(BinaryOperator.ADD, big, big)));
        assertThrows(ConstValue.EvaluationError.class,
                () -> ev.binary(BinaryOperator.MULTIPLY, lit(new Literal.AbstractInt(Long.MAX_VALUE)), lit(new Literal.AbstractInt(2))));
    }

    @Test
    void i32OverflowAndDivisionByZeroAreErrors() {
        assertThrows(ConstValue.EvaluationError.class,
                () -> ev.binary(BinaryOperator.ADD, lit(new Literal.I32(Integer.MAX_VALUE)), lit(new Literal.I32(1))));
        assertThrows(ConstValue.EvaluationError.class,
                () -> ev.binary(BinaryOperator.DIVIDE, lit(new Literal.I32(1)), lit(new Literal.I32(0))));
        assertThrows(ConstValue.EvaluationError.class,
                () -> ev.binary(BinaryOperator.MODULO, lit(new Literal.I32(Integer.MIN_VALUE)), lit(new Literal.I32(-1))));
        assertEquals(new Literal.I32(-1), value(ev.binary(BinaryOperator.MODULO, lit(new Literal.I32(-7)), lit(new Literal.I32(3)))));
    }

    @Test
    void shiftsCheckWidthAndLostBits() {
        assertEquals(new Literal.U32(0x8000_0000L), value(ev.binary(BinaryOperator.SHIFT_LEFT, lit(new Literal.U32(1)), lit(new Literal.U32(31)))));
        assertThrows(ConstValue.EvaluationError.class,
                () -> ev.binary(BinaryOperator.SHIFT_LEFT, lit(new Literal.U32(1)), lit(new Literal.U32(32))));
        assertThrows(ConstValue.EvaluationError.class,
                () -> ev.binary(BinaryOperator.SHIFT_LEFT, lit(new Literal.U32(3)), lit(new Literal.U32(31))));
        assertEquals(new Literal.I32(-2), value(ev.binary(BinaryOperator.SHIFT_RIGHT, lit(new Literal.I32(-4)), lit(new Literal.U32(1)))));
    }

    @Test
    void f32RoundsEachOperation() {
        // 16777216 + 1 is not representable in f32 and rounds back to 16777216.
        ConstValue r = ev.binary(BinaryOperator.ADD, lit(new Literal.F32(16777216f)), lit(new Literal.F32(1f)));
        assertEquals(new Literal.F32(16777216f), value(r));
        assertThrows(ConstValue.EvaluationError.class,
                () -> ev.binary(BinaryOperator.MULTIPLY, lit(new Literal.F32(3e38f)), lit(new Literal.F32(10f))));
    }

    @Test
    void floatToIntConversionTruncatesAndClamps() {
        assertEquals(new Literal.I32(Integer.MAX_VALUE), value(ev.convert(lit(new Literal.F32(3e9f)), Scalar.I32)));
        assertEquals(new Literal.U32(0), value(ev.convert(lit(new Literal.F32(-5.5f)), Scalar.U32)));
        assertEquals(new Literal.I32(-2), value(ev.convert(lit(new Literal.F32(-2.9f)), Scalar.I32)));
        assertEquals(new Literal.U32(0xFFFF_FFFFL), value(ev.convert(lit(new Literal.I32(-1)), Scalar.U32)));
    }

    @Test
    void mathFunctionsAndDomains() {
        assertEquals(new Literal.F32(2f), value(ev.math(MathFunction.SQRT, List.of(lit(new Literal.F32(4f))), null)));
        assertThrows(ConstValue.EvaluationError.class,
                () -> ev.math(MathFunction.SQRT, List.of(lit(new Literal.F32(-1f))), null));
        assertEquals(new Literal.U32(0x7F7F_7F81L),
                value(ev.math(MathFunction.PACK4X8SNORM, List.of(ev.compose(m.type(new TypeInner.Vector(4, Scalar.F32)),
                        List.of(lit(new Literal.F32(-1f)), lit(new Literal.F32(1f)), lit(new Literal.F32(1f)),
                                lit(new Literal.F32(1f))))), null)));
        assertEquals(new Literal.U32(31), value(ev.math(MathFunction.COUNT_LEADING_ZEROS, List.of(lit(new Literal.U32(1))), null)));
        assertEquals(new Literal.I32(-1), value(ev.math(MathFunction.FIRST_LEADING_BIT, List.of(lit(new Literal.I32(-1))), null)));
        assertEquals(new Literal.U32(0xF0), value(ev.math(MathFunction.EXTRACT_BITS,
                List.of(lit(new Literal.U32(0xF00)), lit(new Literal.U32(4)), lit(new Literal.U32(8))), null)));
    }
}
