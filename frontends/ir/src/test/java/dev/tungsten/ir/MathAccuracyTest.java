package dev.tungsten.ir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.DoubleBinaryOperator;
import java.util.function.DoubleUnaryOperator;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

import dev.tungsten.tgsi.SemanticName;
import dev.tungsten.tgsi.exec.ExecMachine;
import dev.tungsten.tgsi.exec.ExecProgram;
import dev.tungsten.tgsi.exec.ExecStatus;
import dev.tungsten.tgsi.exec.MemoryBuffers;

/// The accuracy of the inverse trigonometric and hyperbolic expansions ([TranscendentalExpansions]),
/// run through the real lowering on the reference interpreter and compared with a
/// double-precision reference, over every `2^STRIDE`-th f32 bit pattern of both signs
/// (`-Dtungsten.math.stride=N`, default 13: half a million arguments per function; 8 for the dense
/// run the README quotes) and atan2 over a grid of both operands.
///
/// The error is `|result - reference| / ulp`, with the ulp of the f32 nearest the reference
/// (below the smallest normal the subnormal spacing, an absolute bound of 2^-149). A result
/// that must be NaN, an infinity or a signed zero must be exactly that.
class MathAccuracyTest {
    private static final int STRIDE = Integer.getInteger("tungsten.math.stride", 13);

    /// Measured maxima (README) rounded up; the aim was 4 ulp.
    static List<Arguments> functions() {
        return List.of(
                Arguments.of(MathFunction.ATAN, (DoubleUnaryOperator) StrictMath::atan, 2.0),
                Arguments.of(MathFunction.ASIN, (DoubleUnaryOperator) StrictMath::asin, 2.5),
                Arguments.of(MathFunction.ACOS, (DoubleUnaryOperator) StrictMath::acos, 2.0),
                Arguments.of(MathFunction.SINH, (DoubleUnaryOperator) StrictMath::sinh, 2.5),
                Arguments.of(MathFunction.COSH, (DoubleUnaryOperator) StrictMath::cosh, 2.0),
                Arguments.of(MathFunction.TANH, (DoubleUnaryOperator) StrictMath::tanh, 2.0),
                Arguments.of(MathFunction.ASINH, (DoubleUnaryOperator) MathReference::asinh, 4.0),
                Arguments.of(MathFunction.ACOSH, (DoubleUnaryOperator) MathReference::acosh, 3.0),
                Arguments.of(MathFunction.ATANH, (DoubleUnaryOperator) MathReference::atanh, 3.0));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("functions")
    void everySampledArgumentIsWithinTheBound(MathFunction fun, DoubleUnaryOperator reference, double bound) {
        Harness h = new Harness(fun);
        Worst worst = new Worst();
        float[] xs = new float[Harness.LANES];
        int count = 0;
        long step = 1L << STRIDE;
        for (long bits = 0; bits < 1L << 32; bits += step) {
            // An odd offset inside each step reaches mantissas the stride alone never would.
            long b = bits + ((bits >>> STRIDE) * 0x9E37L & (step - 1));
            xs[count++] = Float.intBitsToFloat((int) b);
            if (count == Harness.LANES) {
                check(h.run(xs, null), xs, reference, worst);
                count = 0;
            }
        }
        System.out.printf("%s: max %.3f ulp at %s (stride 2^%d)%n", fun.spelling(), worst.ulp, worst.at, STRIDE);
        assertTrue(worst.ulp <= bound, () -> fun.spelling() + ": " + worst.ulp + " ulp at x = " + worst.at);
    }

    @Test
    void atan2IsWithinTheBoundOverBothOperandsAndAllQuadrants() {
        Harness h = new Harness(MathFunction.ATAN2);
        Worst worst = new Worst();
        float[] ys = new float[Harness.LANES];
        float[] xs = new float[Harness.LANES];
        int count = 0;
        java.util.SplittableRandom random = new java.util.SplittableRandom(26);
        DoubleBinaryOperator ref = StrictMath::atan2;
        for (int i = 0; i < 1 << (34 - STRIDE); i++) {
            // Half the pairs anywhere, half with close magnitudes (the octant boundaries).
            float x = Float.intBitsToFloat(random.nextInt());
            float y = i % 2 == 0 ? Float.intBitsToFloat(random.nextInt())
                    : (float) (x * Math.scalb(1.0 + random.nextDouble(), random.nextInt(-3, 3)) * (random.nextBoolean() ? 1 : -1));
            ys[count] = y;
            xs[count++] = x;
            if (count == Harness.LANES) {
                float[] got = h.run(ys, xs);
                for (int k = 0; k < got.length; k++) {
                    worst.record(got[k], ref.applyAsDouble(ys[k], xs[k]), ys[k] + ", " + xs[k]);
                }
                count = 0;
            }
        }
        System.out.printf("atan2: max %.3f ulp at (%s)%n", worst.ulp, worst.at);
        assertTrue(worst.ulp <= 2.0, () -> "atan2: " + worst.ulp + " ulp at " + worst.at);
    }

    @Test
    void specialValuesAreExact() {
        float inf = Float.POSITIVE_INFINITY;
        float nan = Float.NaN;
        float pi = (float) Math.PI;
        float pio2 = (float) (Math.PI / 2);
        float pio4 = (float) (Math.PI / 4);
        expect(MathFunction.ATAN, new float[] {0f, -0f, inf, -inf, nan}, new float[] {0f, -0f, pio2, -pio2, nan});
        expect(MathFunction.ASIN, new float[] {0f, -0f, 1f, -1f, 1.0000001f, -2f, inf, nan},
                new float[] {0f, -0f, pio2, -pio2, nan, nan, nan, nan});
        expect(MathFunction.ACOS, new float[] {1f, -1f, 0f, -0f, 1.0000001f, -inf, nan}, new float[] {0f, pi, pio2, pio2, nan, nan, nan});
        expect(MathFunction.SINH, new float[] {0f, -0f, inf, -inf, 89.5f, -100f, nan}, new float[] {0f, -0f, inf, -inf, inf, -inf, nan});
        expect(MathFunction.COSH, new float[] {0f, -0f, inf, -inf, 100f, nan}, new float[] {1f, 1f, inf, inf, inf, nan});
        expect(MathFunction.TANH, new float[] {0f, -0f, inf, -inf, 50f, nan}, new float[] {0f, -0f, 1f, -1f, 1f, nan});
        expect(MathFunction.ASINH, new float[] {0f, -0f, inf, -inf, Float.MAX_VALUE, nan},
                new float[] {0f, -0f, inf, -inf, (float) MathReference.asinh(Float.MAX_VALUE), nan});
        expect(MathFunction.ACOSH, new float[] {1f, 0.99999994f, 0f, -inf, inf, nan}, new float[] {0f, nan, nan, nan, inf, nan});
        expect(MathFunction.ATANH, new float[] {0f, -0f, 1f, -1f, 1.0000001f, inf, nan}, new float[] {0f, -0f, inf, -inf, nan, nan, nan});
        // atan2(y, x): signed zeros pick the quadrant, infinities give the octant angles.
        float[] y = {0f, -0f, 0f, -0f, 1f, -1f, 0f, inf, inf, -inf, inf, 1f, nan, 1f, 1f};
        float[] x = {0f, 0f, -0f, -0f, 0f, -0f, -1f, inf, -inf, inf, 1f, inf, 1f, nan, -inf};
        float[] want = {0f, -0f, pi, -pi, pio2, -pio2, pi, pio4, (float) (3 * Math.PI / 4), -pio4, pio2, 0f, nan, nan, pi};
        float[] got = new Harness(MathFunction.ATAN2).run(y, x);
        for (int i = 0; i < y.length; i++) {
            assertEquals(Float.floatToIntBits(want[i]), Float.floatToIntBits(canonical(got[i])), "atan2(" + y[i] + ", " + x[i] + ") = " + got[i]);
        }
    }

    private static void expect(MathFunction fun, float[] in, float[] want) {
        float[] got = new Harness(fun).run(in, null);
        for (int i = 0; i < in.length; i++) {
            assertEquals(Float.floatToIntBits(want[i]), Float.floatToIntBits(canonical(got[i])), fun.spelling() + "(" + in[i] + ") = " + got[i]);
        }
    }

    private static float canonical(float f) {
        return Float.isNaN(f) ? Float.NaN : f;
    }

    private static void check(float[] got, float[] xs, DoubleUnaryOperator reference, Worst worst) {
        for (int k = 0; k < got.length; k++) {
            worst.record(got[k], reference.applyAsDouble(xs[k]), Float.toString(xs[k]));
        }
    }

    /// The largest error seen and where.
    private static final class Worst {
        double ulp;
        String at = "-";

        void record(float got, double ref, String where) {
            double e = ulps(got, ref);
            if (e > ulp) {
                ulp = e;
                at = where + " (got " + got + ", want " + ref + ")";
            }
        }
    }

    /// The error of `got` in ulps of the reference; infinite when a NaN, infinity or zero sign is
    /// wrong.
    static double ulps(float got, double ref) {
        if (Double.isNaN(ref) || Float.isNaN(got)) {
            return Double.isNaN(ref) && Float.isNaN(got) ? 0 : Double.POSITIVE_INFINITY;
        }
        float rf = (float) ref;
        if (Float.isInfinite(rf) || Float.isInfinite(got)) {
            // A reference past the f32 range rounds to the infinity; an overflow one ulp early is
            // measured against the largest finite value.
            return rf == got ? 0 : Float.isInfinite(got) && Math.abs(ref) > Float.MAX_VALUE * (1 - 0x1p-23)
                    && Math.signum(ref) == Math.signum(got) ? 1 : Double.POSITIVE_INFINITY;
        }
        if (ref == 0 && got == 0 && (Double.doubleToRawLongBits(ref) < 0) != (Float.floatToRawIntBits(got) < 0)) {
            return Double.POSITIVE_INFINITY;
        }
        double ulp = Math.abs(rf) < Float.MIN_NORMAL ? Float.MIN_VALUE : Math.ulp(rf);
        return Math.abs(got - ref) / ulp;
    }

    /// `out[i] = fun(a[i] [, b[i]])` as a compute shader of one 32-lane block, lowered from IR as a
    /// front end's call would be.
    private static final class Harness {
        static final int LANES = 32;
        private final ExecMachine machine;
        private final MemoryBuffers memory = new MemoryBuffers(3);
        private final int outSlot;
        private final int[] inSlots;

        Harness(MathFunction fun) {
            IrFixture fx = new IrFixture();
            Handle<GlobalVariable> out = fx.storage("out", fx.runtimeArray(fx.u32), 0, StorageAccess.READ_WRITE);
            Handle<GlobalVariable> a = fx.storage("a", fx.runtimeArray(fx.u32), 1, StorageAccess.READ);
            Handle<GlobalVariable> b = fx.storage("b", fx.runtimeArray(fx.u32), 2, StorageAccess.READ);
            IrFixture.FunctionBuilder main = fx.function("main");
            Handle<Expression> id = main.builtin("id", fx.vec(3, Scalar.U32), BuiltInValue.LOCAL_INVOCATION_ID);
            Handle<Expression> i = main.add(new Expression.AccessIndex(id, 0));
            Handle<Expression> x = main.add(new Expression.As(main.load(main.element(a, i)), ScalarKind.FLOAT, 0));
            Handle<Expression> y = fun.arity() == 2 ? main.add(new Expression.As(main.load(main.element(b, i)), ScalarKind.FLOAT, 0)) : null;
            Handle<Expression> f = main.add(new Expression.Math(fun, x, y, null, null));
            main.store(main.element(out, i), main.add(new Expression.As(f, ScalarKind.UINT, 0)));
            fx.compute(main, LANES);
            ModuleInfo info = fx.validate();
            assertTrue(info.isValid(), () -> info.errors().toString());
            TgsiProgram p = TgsiLowering.lower(fx.m, info, "main", TgsiLowering.Options.defaults());
            outSlot = p.resource(0, 0).index();
            // A one-argument function never reads `b`, which then gets no slot.
            inSlots = new int[] {p.resource(0, 1).index(), fun.arity() == 2 ? p.resource(0, 2).index() : -1};
            memory.create(outSlot, 4 * LANES);
            for (int slot : inSlots) {
                if (slot >= 0) {
                    memory.create(slot, 4 * LANES);
                }
            }
            machine = ExecProgram.compile(p.shader(), "main").newMachine(LANES);
            machine.bindBuffers(memory);
            int[] tid = machine.systemValue(SemanticName.THREAD_ID, 0, 0);
            for (int l = 0; l < LANES; l++) {
                tid[l] = l;
            }
        }

        /// The results for up to 32 arguments (`b` is null for one-argument functions).
        float[] run(float[] a, float[] b) {
            int[] wa = memory.words(inSlots[0]);
            for (int l = 0; l < a.length; l++) {
                wa[l] = Float.floatToRawIntBits(a[l]);
                if (b != null) {
                    memory.words(inSlots[1])[l] = Float.floatToRawIntBits(b[l]);
                }
            }
            assertEquals(ExecStatus.DONE, machine.run(a.length == 32 ? -1 : (1 << a.length) - 1));
            int[] w = memory.words(outSlot);
            float[] out = new float[a.length];
            for (int l = 0; l < a.length; l++) {
                out[l] = Float.intBitsToFloat(w[l]);
            }
            return out;
        }
    }
}
