package dev.tungsten.ir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

    @Test
    void cgLibraryFunctionsFoldWithTheirDomains() {
        assertEquals(new Literal.F32(2f), value(ev.math(MathFunction.LOG10, List.of(f32(100)), null)));
        assertEquals(new Literal.AbstractFloat(3.0), value(ev.math(MathFunction.LOG10, List.of(abstractFloat(1000)), null)),
                "log10 is exact for powers of ten");
        assertEquals("log10(-1.0) is outside the function's domain",
                error(() -> ev.math(MathFunction.LOG10, List.of(f32(-1)), null)));
        // fmod keeps the sign of x, whatever the sign of y.
        assertEquals(List.of(new Literal.F32(1.5f), new Literal.F32(-1.5f), new Literal.F32(1.5f), new Literal.F32(-1.5f)),
                scalars(ev.math(MathFunction.FMOD, List.of(vector(f32(7.5f), f32(-7.5f), f32(7.5f), f32(-7.5f)),
                        vector(f32(2), f32(2), f32(-2), f32(-2))), null)));
        assertEquals(new Literal.F32(0.5f), value(ev.math(MathFunction.FMOD, List.of(f32(5.5f), f32(1)), null)));
        assertEquals("fmod(1.0, 0) is outside the function's domain",
                error(() -> ev.math(MathFunction.FMOD, List.of(f32(1), f32(0)), null)));
    }

    @Test
    void litIsCgsLightingVectorNotTgsisLit() {
        assertEquals(List.of(new Literal.F32(1), new Literal.F32(0.75f), new Literal.F32(0.25f), new Literal.F32(1)),
                scalars(ev.math(MathFunction.LIT, List.of(f32(0.75f), f32(0.5f), f32(2)), null)));
        assertEquals(List.of(new Literal.F32(1), new Literal.F32(0), new Literal.F32(0), new Literal.F32(1)),
                scalars(ev.math(MathFunction.LIT, List.of(f32(-0.5f), f32(0.8f), f32(2)), null)), "back-facing: no light");
        // TGSI's LIT gives pow(max(NdotH, 0), 0) = 1 here; Cg gives 0 unless NdotH > 0.
        assertEquals(new Literal.F32(0), scalars(ev.math(MathFunction.LIT, List.of(f32(0.5f), f32(-0.8f), f32(0)), null)).get(2));
        assertEquals(new TypeInner.Vector(4, Scalar.F32),
                ev.inner(ev.math(MathFunction.LIT, List.of(f32(1), f32(1), f32(1)), null)));
    }

    @Test
    void aStaticConstInitializerCallingLog10Folds() {
        Arena<Expression> globals = m.globalExpressions();
        Handle<Expression> hundred = globals.append(new Expression.Lit(new Literal.F32(100f)), Span.UNDEFINED);
        Handle<Expression> call = globals.append(new Expression.Math(MathFunction.LOG10, hundred, null, null, null), Span.UNDEFINED);
        assertEquals(new Literal.F32(2f), value(ev.evaluate(call, globals, null)));
    }

    private static ConstValue i32(int v) {
        return lit(new Literal.I32(v));
    }

    private static ConstValue u32(long v) {
        return lit(new Literal.U32(v));
    }

    private static ConstValue f32(float v) {
        return lit(new Literal.F32(v));
    }

    private static ConstValue abstractInt(long v) {
        return lit(new Literal.AbstractInt(v));
    }

    private static ConstValue abstractFloat(double v) {
        return lit(new Literal.AbstractFloat(v));
    }

    private ConstValue vector(ConstValue... parts) {
        return ev.compose(m.type(new TypeInner.Vector(parts.length, ev.scalarOf(parts[0]))), List.of(parts));
    }

    private List<Literal> scalars(ConstValue v) {
        return ev.components(v).stream().map(ConstEvaluator::literal).toList();
    }

    private String error(Runnable r) {
        return assertThrows(ConstValue.EvaluationError.class, r::run).getMessage();
    }

    @Test
    void abstractIntConvertsOnlyWhereItFits() {
        assertEquals(new Literal.I32(Integer.MIN_VALUE), value(ev.convertAbstract(abstractInt(Integer.MIN_VALUE), Scalar.I32)));
        assertEquals(new Literal.U32(0xFFFF_FFFFL), value(ev.convertAbstract(abstractInt(0xFFFF_FFFFL), Scalar.U32)));
        assertEquals("value 2147483648 cannot be represented as i32",
                error(() -> ev.convertAbstract(abstractInt(1L << 31), Scalar.I32)));
        assertEquals("value -1 cannot be represented as u32", error(() -> ev.convertAbstract(abstractInt(-1), Scalar.U32)));
        // To f32 the integer rounds to nearest: 2^24 + 1 is not representable.
        assertEquals(new Literal.F32(16777216f), value(ev.convertAbstract(abstractInt(16777217), Scalar.F32)));
        assertEquals(new Literal.AbstractFloat(3.0), value(ev.convertAbstract(abstractInt(3), Scalar.ABSTRACT_FLOAT)));
        error(() -> ev.convertAbstract(abstractInt(1), Scalar.BOOL));
    }

    @Test
    void abstractFloatRoundsToF32AndOverflowIsAnError() {
        assertEquals(new Literal.F32(0.1f), value(ev.convertAbstract(abstractFloat(0.1), Scalar.F32)));
        assertEquals(new Literal.F32(Float.MAX_VALUE), value(ev.convertAbstract(abstractFloat(Float.MAX_VALUE), Scalar.F32)));
        assertTrue(error(() -> ev.convertAbstract(abstractFloat(1e39), Scalar.F32)).endsWith("overflows f32"));
        assertTrue(error(() -> ev.convertAbstract(abstractFloat(70000), Scalar.F16)).endsWith("overflows f16"));
        error(() -> ev.convertAbstract(abstractFloat(1.5), Scalar.I32));
    }

    @Test
    void abstractArithmeticIsExactUntilItIsConcretized() {
        // 0.1 + 0.2 in AbstractFloat (f64) differs from the f32 sum of the rounded operands.
        ConstValue sum = ev.binary(BinaryOperator.ADD, abstractFloat(0.1), abstractFloat(0.2));
        assertEquals(new Literal.AbstractFloat(0.1 + 0.2), value(sum));
        assertEquals(new Literal.F32((float) (0.1 + 0.2)), value(ev.concretize(sum)));
        assertEquals(new Literal.I32(7), value(ev.concretize(abstractInt(7))));
        assertEquals("`*` overflows AbstractFloat",
                error(() -> ev.binary(BinaryOperator.MULTIPLY, abstractFloat(1e300), abstractFloat(1e300))));
        ConstValue v = ev.concretize(vector(abstractInt(1), abstractInt(2)));
        assertEquals(new TypeInner.Vector(2, Scalar.I32), ev.inner(v));
        assertEquals(List.of(new Literal.I32(1), new Literal.I32(2)), scalars(v));
    }

    @Test
    void unsignedArithmeticDoesNotWrapInConstantExpressions() {
        assertEquals("`-` overflows u32", error(() -> ev.binary(BinaryOperator.SUBTRACT, u32(0), u32(1))));
        assertEquals("`+` overflows u32", error(() -> ev.binary(BinaryOperator.ADD, u32(0xFFFF_FFFFL), u32(1))));
        assertEquals("cannot negate an unsigned integer", error(() -> ev.unary(UnaryOperator.NEGATE, u32(1))));
        assertEquals(new Literal.U32(0xFFFF_FFFEL), value(ev.unary(UnaryOperator.BITWISE_NOT, u32(1))));
        assertEquals(new Literal.U32(0x0F0F_0F0FL),
                value(ev.binary(BinaryOperator.EXCLUSIVE_OR, u32(0xFFFF_FFFFL), u32(0xF0F0_F0F0L))));
    }

    @Test
    void negatingTheMostNegativeI32GivesItBack() {
        assertEquals(new Literal.I32(Integer.MIN_VALUE), value(ev.unary(UnaryOperator.NEGATE, i32(Integer.MIN_VALUE))));
        assertEquals("`/` overflows i32", error(() -> ev.binary(BinaryOperator.DIVIDE, i32(Integer.MIN_VALUE), i32(-1))));
        assertEquals(new Literal.I32(-3), value(ev.binary(BinaryOperator.DIVIDE, i32(-7), i32(2))), "truncates toward zero");
    }

    @Test
    void floatDivisionByZeroIsAnErrorNotAnInfinity() {
        assertEquals("division by zero", error(() -> ev.binary(BinaryOperator.DIVIDE, f32(1), f32(0))));
        assertEquals("remainder by zero", error(() -> ev.binary(BinaryOperator.MODULO, abstractFloat(1), abstractFloat(0))));
        assertEquals(new Literal.F32(-1f), value(ev.binary(BinaryOperator.MODULO, f32(-7), f32(3))), "the sign of the dividend");
        assertEquals(new Literal.F32(1f / 3f), value(ev.binary(BinaryOperator.DIVIDE, f32(1), f32(3))), "rounded to f32");
    }

    @Test
    void vectorsApplyOperatorsPerComponent() {
        ConstValue a = vector(i32(1), i32(2), i32(3));
        ConstValue b = vector(i32(10), i32(20), i32(30));
        assertEquals(List.of(new Literal.I32(11), new Literal.I32(22), new Literal.I32(33)),
                scalars(ev.binary(BinaryOperator.ADD, a, b)));
        ConstValue less = ev.binary(BinaryOperator.LESS, a, vector(i32(2), i32(2), i32(2)));
        assertEquals(List.of(new Literal.Bool(true), new Literal.Bool(false), new Literal.Bool(false)), scalars(less));
        assertEquals(new Literal.Bool(true), value(ev.relational(RelationalFunction.ANY, less)));
        assertEquals(new Literal.Bool(false), value(ev.relational(RelationalFunction.ALL, less)));
        ConstValue picked = ev.select(b, a, less);
        assertEquals(List.of(new Literal.I32(1), new Literal.I32(20), new Literal.I32(30)), scalars(picked),
                "select(reject, accept, condition) per component");
        assertTrue(error(() -> ev.binary(BinaryOperator.ADD, a, vector(i32(1), i32(2)))).contains("different sizes"));
    }

    @Test
    void swizzleSplatAndAccessPickComponents() {
        ConstValue v = vector(f32(1), f32(2), f32(3), f32(4));
        assertEquals(List.of(new Literal.F32(4), new Literal.F32(1)), scalars(ev.swizzle(v, List.of(3, 0))));
        assertEquals(new Literal.F32(3), value(ev.swizzle(v, List.of(2))));
        assertEquals(List.of(new Literal.F32(5), new Literal.F32(5), new Literal.F32(5)), scalars(ev.splat(3, f32(5))));
        assertEquals(new Literal.F32(2), value(ev.access(v, 1)));
        assertEquals("index 4 is out of bounds for a value with 4 elements", error(() -> ev.access(v, 4)));
        Handle<Type> arr = m.type(new TypeInner.Array(m.type(new TypeInner.ScalarType(Scalar.U32)),
                new TypeInner.ArraySize.Constant(3), 4));
        assertEquals(new Literal.U32(0), value(ev.access(ev.zero(arr), 2)), "a zero array's element is zero");
    }

    @Test
    void matrixTimesVectorIsTheColumnCombination() {
        Handle<Type> mat2 = m.type(new TypeInner.Matrix(2, 2, Scalar.F32));
        // Columns (1, 2) and (3, 4): M * (1, 1) = (4, 6).
        ConstValue mat = new ConstValue.Composite(mat2, List.of(vector(f32(1), f32(2)), vector(f32(3), f32(4))));
        assertEquals(List.of(new Literal.F32(4), new Literal.F32(6)),
                scalars(ev.binary(BinaryOperator.MULTIPLY, mat, vector(f32(1), f32(1)))));
        // (1, 1) * M dots the vector with each column: (3, 7).
        assertEquals(List.of(new Literal.F32(3), new Literal.F32(7)),
                scalars(ev.binary(BinaryOperator.MULTIPLY, vector(f32(1), f32(1)), mat)));
    }

    @Test
    void bitcastKeepsBitsAndRefusesNonFiniteFloats() {
        assertEquals(new Literal.U32(0x3F80_0000L), value(ev.bitcast(f32(1), m.type(new TypeInner.ScalarType(Scalar.U32)))));
        assertEquals(new Literal.I32(-1), value(ev.bitcast(u32(0xFFFF_FFFFL), m.type(new TypeInner.ScalarType(Scalar.I32)))));
        assertEquals("bitcast produces a value that is not finite",
                error(() -> ev.bitcast(u32(0x7F80_0000L), m.type(new TypeInner.ScalarType(Scalar.F32)))));
    }
}
