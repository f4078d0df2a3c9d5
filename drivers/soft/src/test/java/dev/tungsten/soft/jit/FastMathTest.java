package dev.tungsten.soft.jit;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import java.util.function.BinaryOperator;
import java.util.function.UnaryOperator;

import dev.tungsten.tgsi.exec.OpSemantics;
import jdk.incubator.vector.FloatVector;
import org.junit.jupiter.api.Test;

/// The fast transcendental forms of [JitOptions#FAST] against the interpreter's exact ones: on
/// special values, on every power of two, on arguments around multiples of pi/2, and on 2^18
/// random values per range, a finite result is at most [JitOptions#FAST_ULP_BOUND] units in the
/// last place from the exact one, and infinities, NaNs and zeros agree.
class FastMathTest {
    private static final int RANDOM = 1 << 18;

    @Test
    void sinAndCosStayWithinTheBound() {
        check("SIN", LaneOps::sinFast, OpSemantics::sin, trigArguments());
        check("COS", LaneOps::cosFast, OpSemantics::cos, trigArguments());
    }

    @Test
    void ex2AndLg2StayWithinTheBound() {
        check("EX2", LaneOps::ex2Fast, OpSemantics::ex2, arguments(-150f, 130f));
        check("LG2", LaneOps::lg2Fast, OpSemantics::lg2, arguments(0f, Float.MAX_VALUE));
    }

    @Test
    void powStaysWithinTheBoundWithCsSpecialCases() {
        Random r = new Random(7);
        float[] x = new float[RANDOM], y = new float[RANDOM];
        float[] specials = {0f, -0f, 1f, -1f, 2f, 0.5f, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, Float.NaN, 3f};
        for (int i = 0; i < RANDOM; i++) {
            x[i] = i < 100 ? specials[i % 10] : r.nextFloat() * 100f;
            y[i] = i < 100 ? specials[i / 10] : (r.nextFloat() - 0.5f) * 40f;
        }
        check2("POW", LaneOps::powFast, OpSemantics::pow, x, y);
    }

    private static float[] trigArguments() {
        Random r = new Random(1);
        float[] a = new float[4 * RANDOM + 400];
        int n = 0;
        for (int i = 0; i < RANDOM; i++) {
            a[n++] = (r.nextFloat() - 0.5f) * 8f;
            a[n++] = (r.nextFloat() - 0.5f) * 2048f;
            a[n++] = (r.nextFloat() - 0.5f) * 1e6f;
            a[n++] = Float.intBitsToFloat(r.nextInt());
        }
        for (int k = -100; k < 100 && n < a.length; k++) {
            a[n++] = (float) (k * Math.PI / 2);
            a[n++] = Math.nextUp((float) (k * Math.PI / 2));
        }
        return a;
    }

    private static float[] arguments(float lo, float hi) {
        Random r = new Random(2);
        float[] a = new float[2 * RANDOM + 600];
        int n = 0;
        for (int i = 0; i < RANDOM; i++) {
            a[n++] = lo + r.nextFloat() * Math.min(hi - lo, 300f);
            a[n++] = Float.intBitsToFloat(r.nextInt());
        }
        for (int e = -149; e < 128; e++) {
            a[n++] = Math.scalb(1f, e);
            a[n++] = -Math.scalb(1f, e);
        }
        float[] specials = {0f, -0f, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, Float.NaN, Float.MIN_VALUE,
                Float.MAX_VALUE, 1f, -1f};
        for (float s : specials) {
            a[n++] = s;
        }
        return java.util.Arrays.copyOf(a, n);
    }

    private static void check(String op, UnaryOperator<FloatVector> fast, UnaryOperator<Float> exact, float[] args) {
        check2(op, (a, b) -> fast.apply(a), (a, b) -> exact.apply(a), args, args);
    }

    private static void check2(String op, BinaryOperator<FloatVector> fast, BinaryOperator<Float> exact, float[] x, float[] y) {
        int lanes = LaneOps.LANES;
        float[] out = new float[lanes];
        long worst = 0;
        float worstAt = 0;
        // a first pass warms the fast form up to C2 (and the Vector API's SVML intrinsics);
        // the second is the one measured
        for (int base = 0; base + lanes <= x.length; base += lanes) {
            fast.apply(FloatVector.fromArray(LaneOps.FLOAT, x, base), FloatVector.fromArray(LaneOps.FLOAT, y, base))
                    .intoArray(out, 0);
        }
        for (int base = 0; base + lanes <= x.length; base += lanes) {
            FloatVector a = FloatVector.fromArray(LaneOps.FLOAT, x, base);
            FloatVector b = FloatVector.fromArray(LaneOps.FLOAT, y, base);
            fast.apply(a, b).intoArray(out, 0);
            for (int i = 0; i < lanes; i++) {
                float want = exact.apply(x[base + i], y[base + i]);
                float got = out[i];
                long d = distance(want, got);
                if (d > worst) {
                    worst = d;
                    worstAt = x[base + i];
                }
            }
        }
        System.out.printf("fast %s: at most %d ulp from the exact form (worst at %s)%n", op, worst, worstAt);
        assertTrue(worst <= JitOptions.FAST_ULP_BOUND, op + " differs by " + worst + " ulp at " + worstAt);
    }

    /// Units in the last place between two floats; NaN against non-NaN, infinities or zeros that
    /// differ in any bit (a sign included), and finite values of opposite signs are infinitely far.
    static long distance(float want, float got) {
        if (Float.isNaN(want) || Float.isNaN(got)) {
            return Float.isNaN(want) && Float.isNaN(got) ? 0 : Long.MAX_VALUE;
        }
        if (Float.isInfinite(want) || Float.isInfinite(got) || want == 0f || got == 0f) {
            return Float.floatToRawIntBits(want) == Float.floatToRawIntBits(got) ? 0 : Long.MAX_VALUE;
        }
        long a = Float.floatToRawIntBits(want), b = Float.floatToRawIntBits(got);
        if ((a < 0) != (b < 0)) {
            return Long.MAX_VALUE;
        }
        return Math.abs(a - b);
    }
}
