package dev.tungsten.soft.jit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.Random;
import java.util.function.BinaryOperator;
import java.util.function.UnaryOperator;

import dev.tungsten.tgsi.TgsiOpcode;
import dev.tungsten.tgsi.TgsiShader;
import dev.tungsten.tgsi.exec.OpSemantics;
import jdk.incubator.vector.FloatVector;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/// The fast transcendental forms of [JitOptions#FAST] against the interpreter's exact ones: on
/// special values, on every power of two, on arguments around multiples of pi/2, and on 2^18
/// random values per range, a finite result is at most the opcode table's approximation bound
/// ([TgsiOpcode#approximationUlps], 2 units in the last place) from the exact one, and
/// infinities, NaNs and zeros agree. SIN, COS, EX2 and LG2 are also checked on every float they
/// compute themselves ([#everyFloatInRange], `-Pfuzz-long`), and SIN and COS (an inline
/// polynomial, [FastTrig]) as compiled into a kernel.
class FastMathTest {
    private static final int RANDOM = 1 << 18;

    @Test
    void sinAndCosStayWithinTheBound() {
        check(TgsiOpcode.SIN, VectorOps::sinFast, OpSemantics::sin, trigArguments());
        check(TgsiOpcode.COS, VectorOps::cosFast, OpSemantics::cos, trigArguments());
    }

    /// The SIN and COS that kernels carry inline (emitted by `VectorFormEmitter`) against their
    /// reference form [FastTrig], bit for bit, on the same arguments (beyond [FastTrig#LIMIT]
    /// too): a shader computing both, run 32 lanes at a time, long enough for C2 to compile the
    /// kernel.
    @Test
    void compiledSinAndCosAreTheReferenceForm() {
        TgsiShader shader = Differential.parse("""
                FRAG
                DCL IN[0], GENERIC[0], PERSPECTIVE
                DCL OUT[0], GENERIC[0]
                SIN OUT[0].x, IN[0].xxxx
                COS OUT[0].y, IN[0].xxxx
                MOV OUT[0].zw, IN[0].xxxx
                END
                """);
        JitInvocation j = JitCompiler.compile(shader, "test", JitOptions.FAST).newInvocation(32);
        float[] args = trigArguments();
        float[] lanes = new float[VectorOps.LANES];
        int checked = 0;
        for (int pass = 0; pass < 3; pass++) {
            for (int base = 0; base + 32 <= args.length; base += 32) {
                for (int i = 0; i < 32; i++) {
                    j.inputs()[0][i] = Float.floatToRawIntBits(args[base + i]);
                }
                j.run(-1);
                for (int i = 0; i < 32; i += VectorOps.LANES) {
                    FloatVector x = FloatVector.fromArray(VectorOps.FLOAT, args, base + i);
                    for (int f = 0; f < 2; f++) {
                        (f == 0 ? VectorOps.sinFast(x) : VectorOps.cosFast(x)).intoArray(lanes, 0);
                        for (int k = 0; k < VectorOps.LANES; k++) {
                            int got = j.output(0, f)[i + k];
                            float arg = args[base + i + k];
                            if (got != Float.floatToRawIntBits(lanes[k]) && !(Float.isNaN(lanes[k])
                                    && Float.isNaN(Float.intBitsToFloat(got)))) {
                                fail((f == 0 ? "SIN" : "COS") + "(" + arg + "): kernel "
                                        + Float.intBitsToFloat(got) + ", reference " + lanes[k]);
                            }
                            checked++;
                        }
                    }
                }
            }
        }
        assertTrue(checked > 6_000_000, "lanes checked: " + checked);
    }

    /// Every float each fast form computes itself, a thread per sign: the largest distance from the
    /// exact result, and how many are 0, 1 and 2 ulp away. SIN and COS: every float with |x| <=
    /// [FastTrig#LIMIT] (beyond, the exact form is used); EX2: every float with |x| <= 256 (beyond,
    /// both give 0, +Inf or NaN, checked on every power of two by [#ex2AndLg2StayWithinTheBound]);
    /// LG2: every float from +0 to +Inf (negative arguments give NaN in both, checked there too).
    @Tag("long")
    @Test
    void everyFloatInRange() throws Exception {
        Assumptions.assumeFalse(Boolean.getBoolean("tungsten.soft.noFastPath"),
                "the quad stages' fast paths do not touch these functions: once is enough");
        int trig = Float.floatToRawIntBits(FastTrig.LIMIT);
        everyFloat(TgsiOpcode.SIN, VectorOps::sinFast, OpSemantics::sin, trig, true);
        everyFloat(TgsiOpcode.COS, VectorOps::cosFast, OpSemantics::cos, trig, true);
        everyFloat(TgsiOpcode.EX2, VectorOps::ex2Fast, OpSemantics::ex2, Float.floatToRawIntBits(256f), true);
        everyFloat(TgsiOpcode.LG2, FastMathTest::lg2Fast, OpSemantics::lg2, Float.floatToRawIntBits(Float.POSITIVE_INFINITY), false);
    }

    /// The floats with bits 0 .. `top` (positive), and their negatives when `negatives`, one sign
    /// a thread.
    private static void everyFloat(TgsiOpcode op, UnaryOperator<FloatVector> fast, UnaryOperator<Float> exact, int top,
                                   boolean negatives) throws InterruptedException {
        int bound = op.approximationUlps();
        long begin = System.nanoTime();
        int signs = negatives ? 2 : 1;
        long[][] histograms = new long[signs][bound + 2];
        Thread[] workers = new Thread[signs];
        for (int t = 0; t < signs; t++) {
            long[] histogram = histograms[t];
            int sign = t << 31;
            workers[t] = new Thread(() -> {
                int lanes = VectorOps.LANES;
                float[] x = new float[lanes], out = new float[lanes];
                for (long bits = 0; bits <= top; bits += lanes) {
                    for (int i = 0; i < lanes; i++) {
                        x[i] = Float.intBitsToFloat((int) Math.min(bits + i, top) | sign);
                    }
                    fast.apply(FloatVector.fromArray(VectorOps.FLOAT, x, 0)).intoArray(out, 0);
                    for (int i = 0; i < lanes && bits + i <= top; i++) {
                        long d = distance(exact.apply(x[i]), out[i]);
                        histogram[(int) Math.min(d, histogram.length - 1)]++;
                    }
                }
            });
            workers[t].start();
        }
        for (Thread w : workers) {
            w.join();
        }
        long[] sum = new long[bound + 2];
        for (long[] h : histograms) {
            for (int i = 0; i < sum.length; i++) {
                sum[i] += h[i];
            }
        }
        System.out.printf("fast %s over every float up to %s%s: ulp 0..%d and beyond: %s, %.0f s%n", op,
                Float.intBitsToFloat(top), negatives ? " in magnitude" : "", bound, java.util.Arrays.toString(sum),
                (System.nanoTime() - begin) / 1e9);
        assertEquals(0, sum[sum.length - 1], "floats beyond the bound");
        assertEquals((long) signs * (top + 1L), java.util.Arrays.stream(sum).sum());
    }

    @Test
    void ex2AndLg2StayWithinTheBound() {
        check(TgsiOpcode.EX2, VectorOps::ex2Fast, OpSemantics::ex2, arguments(-150f, 130f));
        check(TgsiOpcode.LG2, FastMathTest::lg2Fast, OpSemantics::lg2, arguments(0f, Float.MAX_VALUE));
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
        check2(TgsiOpcode.POW, FastMathTest::powFast, OpSemantics::pow, x, y);
    }

    /// POW over operands whose magnitudes span the float range (every sign, powers of two and
    /// their neighbours, integers and half-integers for `y`), where `y * log2 |x|` is large,
    /// near the overflow and subnormal thresholds, or tiny.
    @Test
    void powStaysWithinTheBoundAcrossTheRange() {
        Random r = new Random(11);
        float[] x = new float[RANDOM], y = new float[RANDOM];
        for (int i = 0; i < RANDOM; i++) {
            float a = switch (i % 4) {
                case 0 -> Float.intBitsToFloat(r.nextInt());
                case 1 -> Math.scalb(1f, r.nextInt(277) - 149) * (r.nextBoolean() ? 1 : -1);
                case 2 -> 1f + (r.nextFloat() - 0.5f) * 0x1p-10f;
                default -> r.nextFloat() * 4f;
            };
            float b = switch (i % 5) {
                case 0 -> Float.intBitsToFloat(r.nextInt());
                case 1 -> r.nextInt(61) - 30;
                case 2 -> (r.nextInt(61) - 30) + 0.5f;
                case 3 -> (r.nextFloat() - 0.5f) * 300f;
                default -> (float) ((r.nextBoolean() ? 1 : -1) * (126 + r.nextDouble() * 24) / Math.max(1e-3, Math.abs(Math.log(Math.abs(a)) / Math.log(2))));
            };
            x[i] = a;
            y[i] = b;
        }
        check2(TgsiOpcode.POW, FastMathTest::powFast, OpSemantics::pow, x, y);
    }

    private static final ThreadLocal<java.lang.foreign.MemorySegment> SCRATCH = ThreadLocal.withInitial(ExactMath::scratch);

    private static FloatVector lg2Fast(FloatVector x) {
        return VectorOps.lg2Fast(x, SCRATCH.get());
    }

    private static FloatVector powFast(FloatVector x, FloatVector y) {
        return VectorOps.powFast(x, y, SCRATCH.get());
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

    private static void check(TgsiOpcode op, UnaryOperator<FloatVector> fast, UnaryOperator<Float> exact, float[] args) {
        check2(op, (a, b) -> fast.apply(a), (a, b) -> exact.apply(a), args, args);
    }

    private static void check2(TgsiOpcode op, BinaryOperator<FloatVector> fast, BinaryOperator<Float> exact, float[] x, float[] y) {
        int lanes = VectorOps.LANES;
        float[] out = new float[lanes];
        long worst = 0;
        float worstAt = 0;
        // a first pass warms the fast form up to C2;
        // the second is the one measured
        for (int base = 0; base + lanes <= x.length; base += lanes) {
            fast.apply(FloatVector.fromArray(VectorOps.FLOAT, x, base), FloatVector.fromArray(VectorOps.FLOAT, y, base))
                    .intoArray(out, 0);
        }
        for (int base = 0; base + lanes <= x.length; base += lanes) {
            FloatVector a = FloatVector.fromArray(VectorOps.FLOAT, x, base);
            FloatVector b = FloatVector.fromArray(VectorOps.FLOAT, y, base);
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
        assertTrue(worst <= op.approximationUlps(), op + " differs by " + worst + " ulp at " + worstAt);
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
