package dev.tungsten.soft.jit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.PrintWriter;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.math.BigDecimal;
import java.math.MathContext;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.ToLongFunction;

import dev.tungsten.tgsi.exec.OpSemantics;
import jdk.incubator.vector.FloatVector;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/// The vectorised exact SIN, COS and EX2 ([ExactMath], called as generated code calls them,
/// through [VectorOps]) against the interpreter's scalar definitions ([OpSemantics]), bit for bit
/// (NaN equal to NaN): special values, every power of two and its neighbours, arguments around
/// multiples of pi/2 (SIN, COS) or integers (EX2), 2^20 random floats over several ranges and
/// random bit patterns, dense sweeps of consecutive floats, and the hard cases: arguments whose
/// double result, rounded to float without Ziv's test, differs from the exact one (found by the
/// exhaustive check [#everyFloat]; they fail when the test or the scalar fallback is broken).
/// [#everyFloat] (`-Pfuzz-long`) checks all 2^32 floats.
class ExactMathTest {
    private static final int LANES = VectorOps.LANES;
    private static final int RANDOM = 1 << 18;

    /// Arguments that [ExactMath] must send to the scalar path because its double result,
    /// rounded to float, differs from the exact one: found by running the arguments that took the
    /// scalar path in [#everyFloat] (1352 for SIN, 1404 for COS, 802 for EX2, all within `eps` of
    /// a rounding boundary) with `eps = 0`. These are all there are: every other argument rounds
    /// the same either way. EX2 has none (with `eps = 0` every float's EX2 rounds right), so a
    /// broken rounding test shows in SIN and COS only.
    static final int[] HARD_SIN = {0xcfb56937, 0x4fb56937};
    static final int[] HARD_COS = {0xba544395, 0x3a544395};
    static final int[] HARD_EX2 = {};
    /// Every 60th of those arguments that took the scalar path (near a rounding boundary, but
    /// rounding right): they exercise the scalar path with ordinary arguments.
    static final int[] NEAR_SIN = {0xb9e89760, 0xbbacd031, 0xbe70a581, 0xc0471c9b, 0xc33f9e7b, 0xc53d6e1d, 0xc7576cbb,
        0xc9a07d9f, 0xcb63b142, 0xce480174, 0xd0475532, 0xd2cfee0b, 0x3ae3a425, 0x3de6fff6, 0x3fc6c865, 0x4277a974,
        0x44997cc9, 0x46cf649a, 0x48fd1369, 0x4ac7021d, 0x4d8d1079, 0x4fa1222c, 0x521945ed};
    static final int[] NEAR_COS = {0xb97ffff1, 0xbacce666, 0xbc856ee0, 0xbe974fe0, 0xc113751c, 0xc2e6292a, 0xc56cd14b,
        0xc7f8e5d5, 0xca94dabc, 0xcd4d5de7, 0xcfd36413, 0xd1d82512, 0x39800003, 0x3b20cc4d, 0x3cfe16c3, 0x3f22061d,
        0x41946710, 0x43ea6e81, 0x462fff1e, 0x488fa78d, 0x4b7db6f7, 0x4dfcfc87, 0x50492939, 0x52b6385d};
    static final int[] NEAR_EX2 = {0xb338aa25, 0xb466d4c9, 0xb62a3cf8, 0xb7ffb86c, 0xba317595, 0xbc21e457, 0xbe3e7fc3,
        0xc1563f14, 0xc25d8fc5, 0x35f25f64, 0x399cd4ed, 0x3d0a2233, 0x40f381d8, 0x422a703b};

    private enum Function3 {
        SIN(VectorOps::sinExact, ExactMath::sin, OpSemantics::sin),
        COS(VectorOps::cosExact, ExactMath::cos, OpSemantics::cos),
        EX2(VectorOps::ex2Exact, ExactMath::ex2, OpSemantics::ex2);

        final BiFunction<FloatVector, MemorySegment, FloatVector> lanes;
        final ToLongFunction<MemorySegment> inPlace;
        final Function<Float, Float> exact;

        Function3(BiFunction<FloatVector, MemorySegment, FloatVector> lanes, ToLongFunction<MemorySegment> inPlace,
                Function<Float, Float> exact) {
            this.lanes = lanes;
            this.inPlace = inPlace;
            this.exact = exact;
        }
    }

    @Test
    void sinIsExact() {
        check(Function3.SIN, trigArguments(1), concat(HARD_SIN, NEAR_SIN));
    }

    @Test
    void cosIsExact() {
        check(Function3.COS, trigArguments(2), concat(HARD_COS, NEAR_COS));
    }

    @Test
    void ex2IsExact() {
        check(Function3.EX2, ex2Arguments(3), concat(HARD_EX2, NEAR_EX2));
    }

    /// The hard and near cases take the scalar path.
    @Test
    void hardCasesTakeTheScalarPath() {
        Assumptions.assumeTrue(ExactMath.VECTORIZED, "no vectorised path on this shape");
        hard(Function3.SIN, concat(HARD_SIN, NEAR_SIN));
        hard(Function3.COS, concat(HARD_COS, NEAR_COS));
        hard(Function3.EX2, concat(HARD_EX2, NEAR_EX2));
    }

    /// The constants the error bounds rely on, recomputed: pi by Machin's formula, ln 2 as
    /// `2 atanh(1/3)`, to 60 digits.
    @Test
    void constantsAreWhatTheBoundsAssume() {
        MathContext mc = new MathContext(60);
        BigDecimal pi = atanInverse(5, mc).multiply(BigDecimal.valueOf(16))
                .subtract(atanInverse(239, mc).multiply(BigDecimal.valueOf(4)), mc);
        assertEquals(0, pi.round(new MathContext(30)).compareTo(new BigDecimal("3.14159265358979323846264338328")));
        BigDecimal halfPi = pi.divide(BigDecimal.TWO, mc);
        assertEquals(halfPi.doubleValue(), ExactMath.P1);
        BigDecimal rest = halfPi.subtract(new BigDecimal(ExactMath.P1), mc);
        assertEquals(rest.doubleValue(), ExactMath.P2);
        BigDecimal p3 = rest.subtract(new BigDecimal(ExactMath.P2), mc).abs();
        assertTrue(p3.compareTo(new BigDecimal(0x1p-109)) < 0, "|pi/2 - P1 - P2| = " + p3);
        assertTrue(ExactMath.TRIG_ABS >= 0x1p-109);
        for (int n = 3; n <= 19; n += 2) {
            BigDecimal factorial = BigDecimal.ONE;
            for (int i = 2; i <= n; i++) {
                factorial = factorial.multiply(BigDecimal.valueOf(i));
            }
            assertEquals(BigDecimal.ONE.divide(factorial, mc).doubleValue(), ExactMath.inverseFactorialValue(1, n), "1/" + n + "!");
        }
        BigDecimal third = BigDecimal.ONE.divide(BigDecimal.valueOf(3), mc);
        BigDecimal ninth = BigDecimal.ONE.divide(BigDecimal.valueOf(9), mc);
        BigDecimal term = third;
        BigDecimal ln2 = BigDecimal.ZERO;
        for (int k = 0; k < 60; k++) {
            ln2 = ln2.add(term.divide(BigDecimal.valueOf(2 * k + 1), mc), mc);
            term = term.multiply(ninth, mc);
        }
        ln2 = ln2.multiply(BigDecimal.TWO, mc);
        BigDecimal c = BigDecimal.ONE;
        for (int i = 1; i <= ExactMath.EX2_COEFFICIENTS.length; i++) {
            c = c.multiply(ln2, mc).divide(BigDecimal.valueOf(i), mc);
            assertEquals(c.doubleValue(), ExactMath.EX2_COEFFICIENTS[i - 1], "(ln 2)^" + i + "/" + i + "!");
        }
    }

    /// All 2^32 floats, for SIN, COS and EX2, on two threads; writes the arguments that took the
    /// scalar path although finite and in range to `target/exact-math-scalar-<op>.txt`.
    @Tag("long")
    @Test
    void everyFloat() throws Exception {
        Assumptions.assumeFalse(Boolean.getBoolean("tungsten.soft.noFastPath"),
                "the quad stages' fast paths do not touch these functions: once is enough");
        for (Function3 f : Function3.values()) {
            long begin = System.nanoTime();
            AtomicLong mismatches = new AtomicLong(), scalarLanes = new AtomicLong();
            List<Integer> inRangeScalar = java.util.Collections.synchronizedList(new ArrayList<>());
            int threads = 2;
            Thread[] workers = new Thread[threads];
            for (int t = 0; t < threads; t++) {
                long from = (1L << 32) * t / threads, to = (1L << 32) * (t + 1) / threads;
                workers[t] = new Thread(() -> sweep(f, from, to, mismatches, scalarLanes, inRangeScalar));
                workers[t].start();
            }
            for (Thread w : workers) {
                w.join();
            }
            double seconds = (System.nanoTime() - begin) / 1e9;
            int[] sorted = inRangeScalar.stream().mapToInt(Integer::intValue).sorted().toArray();
            Path out = Path.of("target", "exact-math-scalar-" + f.name().toLowerCase() + ".txt");
            Files.createDirectories(out.getParent());
            try (PrintWriter w = new PrintWriter(Files.newBufferedWriter(out))) {
                for (int bits : sorted) {
                    w.printf("%08x %s%n", bits, Float.intBitsToFloat(bits));
                }
            }
            System.out.printf("exact %s: all 2^32 floats, %d mismatches, %d lanes by the scalar definition (%d of them "
                    + "finite and in range, listed in %s), %.0f s%n", f, mismatches.get(), scalarLanes.get(), sorted.length, out,
                    seconds);
            assertEquals(0, mismatches.get(), f + " mismatches");
        }
    }

    private static void sweep(Function3 f, long from, long to, AtomicLong mismatches, AtomicLong scalarLanes,
            List<Integer> inRangeScalar) {
        MemorySegment s = ExactMath.scratch();
        float[] x = new float[LANES];
        long bad = 0, scalar = 0;
        for (long base = from; base < to; base += LANES) {
            for (int i = 0; i < LANES; i++) {
                x[i] = Float.intBitsToFloat((int) (base + i));
            }
            FloatVector.fromArray(VectorOps.FLOAT, x, 0).intoMemorySegment(s, 0, ExactMath.ORDER);
            long slow = f.inPlace.applyAsLong(s);
            scalar += Long.bitCount(slow);
            for (int i = 0; i < LANES; i++) {
                float got = s.getAtIndex(ValueLayout.JAVA_FLOAT, i);
                float want = f.exact.apply(x[i]);
                if (!same(want, got) && bad++ < 10) {
                    System.out.printf("exact %s(%s) [%08x]: %08x, want %08x%n", f, x[i], Float.floatToRawIntBits(x[i]),
                            Float.floatToRawIntBits(got), Float.floatToRawIntBits(want));
                }
                if ((slow >>> i & 1) != 0 && Float.isFinite(x[i]) && (f == Function3.EX2 || Math.abs(x[i]) < 0x1p40f)) {
                    inRangeScalar.add(Float.floatToRawIntBits(x[i]));
                }
            }
        }
        mismatches.addAndGet(bad);
        scalarLanes.addAndGet(scalar);
    }

    // ------------------------------------------------------------------ checks

    private static boolean same(float want, float got) {
        return Float.floatToRawIntBits(want) == Float.floatToRawIntBits(got) || (Float.isNaN(want) && Float.isNaN(got));
    }

    private static void check(Function3 f, float[] args, int[] hard) {
        float[] all = Arrays.copyOf(args, args.length + hard.length + LANES);
        for (int i = 0; i < hard.length; i++) {
            all[args.length + i] = Float.intBitsToFloat(hard[i]);
        }
        int n = args.length + hard.length;
        // pad the last chunk with arguments already checked
        for (int i = n; i < all.length; i++) {
            all[i] = all[i - n];
        }
        MemorySegment s = ExactMath.scratch();
        float[] out = new float[LANES];
        int bad = 0;
        StringBuilder report = new StringBuilder();
        for (int base = 0; base < n; base += LANES) {
            f.lanes.apply(FloatVector.fromArray(VectorOps.FLOAT, all, base), s).intoArray(out, 0);
            for (int i = 0; i < LANES && base + i < n; i++) {
                float x = all[base + i];
                float want = f.exact.apply(x);
                if (!same(want, out[i]) && bad++ < 10) {
                    report.append(String.format("%n%s(%s) [%08x] = %08x, want %08x", f, x, Float.floatToRawIntBits(x),
                            Float.floatToRawIntBits(out[i]), Float.floatToRawIntBits(want)));
                }
            }
        }
        System.out.printf("exact %s: %d arguments (%d hard or near cases), %d differ from the interpreter%n", f, n, hard.length,
                bad);
        if (bad > 0) {
            fail(bad + " of " + n + " " + f + " results differ from the interpreter's:" + report);
        }
    }

    private static int[] concat(int[] a, int[] b) {
        int[] r = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, r, a.length, b.length);
        return r;
    }

    private static void hard(Function3 f, int[] hard) {
        MemorySegment s = ExactMath.scratch();
        for (int bits : hard) {
            float x = Float.intBitsToFloat(bits);
            FloatVector.broadcast(VectorOps.FLOAT, x).intoMemorySegment(s, 0, ExactMath.ORDER);
            long slow = f.inPlace.applyAsLong(s);
            assertEquals(-1L >>> (64 - LANES), slow, f + "(" + x + ") did not take the scalar path");
        }
    }

    // ------------------------------------------------------------------ arguments

    /// Specials, powers of two and their neighbours, both signs.
    private static void common(List<Float> a) {
        float[] specials = {0f, Float.POSITIVE_INFINITY, Float.NaN, Float.intBitsToFloat(0x7f800001),
            Float.intBitsToFloat(0x7fffffff), Float.MIN_VALUE, Float.MIN_NORMAL, Float.MAX_VALUE, 1f, 0.5f, 2f, 3f,
            0x1p40f, Math.nextDown(0x1p40f), 0x1p-29f, 128f, 127f, 126f, 149f, 150f, 160f, 130f};
        for (float v : specials) {
            a.add(v);
            a.add(-v);
        }
        for (int e = -149; e <= 127; e++) {
            float p = Math.scalb(1f, e);
            for (float v : new float[] {p, Math.nextUp(p), Math.nextDown(p)}) {
                a.add(v);
                a.add(-v);
            }
        }
    }

    /// Around multiples of pi/2: k from -3000 to 3000, then k up to 2^44 (beyond 2^40 the scalar
    /// path), each with its neighbours 3 floats either way.
    private static float[] trigArguments(long seed) {
        List<Float> a = new ArrayList<>();
        common(a);
        List<Double> ks = new ArrayList<>();
        for (int k = -3000; k <= 3000; k++) {
            ks.add((double) k);
        }
        Random r = new Random(seed);
        for (int i = 0; i < 4000; i++) {
            ks.add(Math.rint(Math.scalb(1 + r.nextDouble(), r.nextInt(44))) * (r.nextBoolean() ? 1 : -1));
        }
        for (double k : ks) {
            float v = (float) (k * (Math.PI / 2));
            int bits = Float.floatToRawIntBits(v);
            for (int d = -3; d <= 3; d++) {
                a.add(Float.intBitsToFloat(bits + d));
            }
        }
        for (int i = 0; i < RANDOM; i++) {
            a.add((r.nextFloat() - 0.5f) * 16f);
            a.add((r.nextFloat() - 0.5f) * 2e4f);
            a.add(Math.scalb(r.nextFloat() + 0.5f, r.nextInt(-30, 45)) * (r.nextBoolean() ? 1 : -1));
            a.add(Float.intBitsToFloat(r.nextInt()));
        }
        sweep(a, 1f, 1 << 17);
        sweep(a, (float) (100 * Math.PI), 1 << 16);
        sweep(a, -1e-3f, 1 << 16);
        sweep(a, 1e6f, 1 << 16);
        return toArray(a);
    }

    /// Around every integer from -170 to 140 (the clamp, subnormal and overflow boundaries
    /// among them), 3 floats either way.
    private static float[] ex2Arguments(long seed) {
        List<Float> a = new ArrayList<>();
        common(a);
        for (int n = -170; n <= 140; n++) {
            int bits = Float.floatToRawIntBits(n);
            for (int d = -3; d <= 3; d++) {
                a.add(Float.intBitsToFloat(bits + d));
            }
            a.add(n + 0.5f);
        }
        Random r = new Random(seed);
        for (int i = 0; i < RANDOM; i++) {
            a.add(r.nextFloat() * 2 - 1);
            a.add(r.nextFloat() * 300 - 160);
            a.add(Math.scalb(r.nextFloat() + 0.5f, r.nextInt(-40, 10)) * (r.nextBoolean() ? 1 : -1));
            a.add(Float.intBitsToFloat(r.nextInt()));
        }
        sweep(a, 0.5f, 1 << 17);
        sweep(a, -126.5f, 1 << 16);
        sweep(a, Math.nextDown(128f), -(1 << 16));
        sweep(a, -149.5f, 1 << 16);
        return toArray(a);
    }

    /// `count` consecutive floats from `from` (towards larger bit patterns; negative: smaller).
    private static void sweep(List<Float> a, float from, int count) {
        int bits = Float.floatToRawIntBits(from);
        int step = count < 0 ? -1 : 1;
        for (int i = 0; i < Math.abs(count); i++) {
            a.add(Float.intBitsToFloat(bits + i * step));
        }
    }

    private static float[] toArray(List<Float> a) {
        float[] r = new float[a.size()];
        for (int i = 0; i < r.length; i++) {
            r[i] = a.get(i);
        }
        return r;
    }

    private static BigDecimal atanInverse(int n, MathContext mc) {
        BigDecimal x = BigDecimal.ONE.divide(BigDecimal.valueOf(n), mc);
        BigDecimal x2 = x.multiply(x, mc);
        BigDecimal term = x;
        BigDecimal sum = BigDecimal.ZERO;
        BigDecimal tiny = BigDecimal.ONE.movePointLeft(mc.getPrecision() + 2);
        for (int k = 0; term.compareTo(tiny) > 0; k++) {
            BigDecimal t = term.divide(BigDecimal.valueOf(2 * k + 1), mc);
            sum = k % 2 == 0 ? sum.add(t, mc) : sum.subtract(t, mc);
            term = term.multiply(x2, mc);
        }
        return sum;
    }
}
