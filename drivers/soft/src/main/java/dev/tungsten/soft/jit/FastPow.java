package dev.tungsten.soft.jit;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;

import dev.tungsten.tgsi.exec.OpSemantics;
import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorShape;
import jdk.incubator.vector.VectorSpecies;

/// POW and LG2 of [JitOptions#FAST] a vector at a time, in double precision, out of line: kernels
/// pass the operands through the frame's scratch ([VectorOps#powFast], [VectorOps#lg2Fast]), as
/// for the exact forms, so no vector crosses the call and one compiled copy serves every kernel.
///
/// **Why not the Vector API's POW and LOG.** On JDK 25 with AVX2 they run the JDK's scalar
/// `Math.pow` and `Math.log` once per lane (`docs/decisions/0042-fast-pow-and-lg2-in-double-precision.md`).
///
/// **How.** Each half of the chunk is widened to doubles. `ln x` for positive `x`: `x = m * 2^e`
/// with `m` in [sqrt(1/2), sqrt(2)) from the representation (`e` read through the bits of `2^52
/// + e`, as AVX2 has no long-to-double conversion), `s = (m - 1) / (m + 1)` (|s| < 0.172) and
/// `ln m = 2s (1 + s^2/3 + ... + s^14/15)`: the series' remainder is below 4 * 10^-14 relative.
/// POW is `2^t` with `t = y * log2 |x|` clamped to [-200, 200] (beyond, the float result is 0 or
/// Inf either way): `n = rint(t)` by adding `1.5 * 2^52`, `f = t - n` exactly, `2^f` by its Taylor
/// series to degree 10 (remainder below 3 * 10^-13 relative on [-1/2, 1/2]) and `2^n` from its
/// exponent bits. The double result is within about 2^-40 of the exact value, so its one
/// rounding to float (subnormals included) gives the correctly rounded float or a neighbour,
/// as the interpreter's `(float) StrictMath.pow` does: at most 1 ulp apart. LG2 rounds `ln x` to
/// float and multiplies by `1.442695f`, the interpreter's formula ([OpSemantics#lg2]), from a
/// logarithm within 1 ulp of its `(float) StrictMath.log`.
///
/// **Special values** follow [OpSemantics]: POW is 1 where `x` is 1 or `y` is 0 or `x` is -1 and
/// `y` infinite; NaN where either is NaN otherwise, or where `x` is negative, finite and nonzero
/// and `y` finite and not an integer; a negative `x` (-0 and -Inf included) with an odd integer
/// `y` negates `|x|^y`. LG2 of a negative is NaN, of a zero -Inf, of +Inf +Inf.
///
/// **Bound.** `FastMathTest` checks both against the interpreter within the opcode table's 2 ulp
/// (`TgsiOpcode.POW.approximationUlps()`), on special values, random operands (for LG2 every
/// power of two too) and (LG2, `-Pfuzz-long`) every positive float.
final class FastPow {
    private FastPow() {}

    private static final VectorSpecies<Float> FLOAT = VectorOps.FLOAT;
    private static final VectorSpecies<Double> DOUBLE = DoubleVector.SPECIES_PREFERRED;
    private static final int LANES = VectorOps.LANES;
    private static final int HALF = LANES / 2;
    /// Half a chunk of floats, as many lanes as [#DOUBLE] (where [ExactMath#VECTORIZED]).
    private static final VectorSpecies<Float> HALF_FLOAT =
            VectorSpecies.of(float.class, VectorShape.forBitSize(Math.max(64, FLOAT.vectorBitSize() / 2)));
    /// Byte offsets in the scratch: `y` after `x`, then `t` of [#pow] as doubles.
    private static final long Y_AT = (long) LANES * Float.BYTES, T_AT = 2L * LANES * Float.BYTES;
    private static final long HALF_BYTES = (long) HALF * Float.BYTES;

    private static final double SQRT2 = Math.sqrt(2);
    private static final double LN2 = Math.log(2);
    private static final double INV_LN2 = 1 / Math.log(2);
    /// 2^52, whose representation's low bits take a biased exponent (then less 2^52 and the
    /// bias 1023, [#EXPONENT_BASE], it is the exponent as a double).
    private static final long EXPONENT_BASE_BITS = Double.doubleToRawLongBits(0x1p52);
    private static final double EXPONENT_BASE = 0x1p52 + 1023;
    private static final long MANTISSA = 0x000F_FFFF_FFFF_FFFFL;
    private static final long ONE_BITS = Double.doubleToRawLongBits(1.0);
    private static final double T_LIMIT = 200;
    /// `1 / (2k + 1)`, k = 1 .. 7: the series of `atanh(s) / s` in `s^2`.
    private static final double[] ATANH = {1.0 / 3, 1.0 / 5, 1.0 / 7, 1.0 / 9, 1.0 / 11, 1.0 / 13, 1.0 / 15};
    /// `ln(2)^k / k!`, k = 0 .. 10: the Taylor series of `2^f`.
    private static final double[] EXP2 = exp2Coefficients();

    private static double[] exp2Coefficients() {
        double[] c = new double[11];
        double term = 1;
        for (int k = 0; k < c.length; k++) {
            c[k] = term;
            term = term * LN2 / (k + 1);
        }
        return c;
    }

    /// POW of the first [VectorOps#LANES] floats of `s` (a [ExactMath#scratch]) by the next
    /// [VectorOps#LANES], into the first. In steps, the transcendental ones a half of the chunk
    /// each, that pass their values through `s`: one method doing all of it is past C2's inlining
    /// cutoff (`NodeCountInliningCutoff`), which then leaves Vector API calls out of line and boxes
    /// their vectors. `KernelCompilePolicy`'s directives keep the steps (named `*Step`) out of
    /// kernels and of this class's own compiles, and [#compute] is too big to inline elsewhere,
    /// so that each step compiles alone.
    static void pow(MemorySegment s) {
        compute(s, true);
    }

    /// LG2 of the first [VectorOps#LANES] floats of `s` (a [ExactMath#scratch]) into the same
    /// place, in steps as [#pow].
    static void lg2(MemorySegment s) {
        compute(s, false);
    }

    /// POW (`pow`) or LG2 ([#pow], [#lg2]). One method for both, with their special values
    /// here rather than in steps of their own: it is then too big for C2 to inline anywhere
    /// (`FreqInlineSize`), so neither it nor its steps join a caller's compile, which they could
    /// push past the cutoff (a kernel that C2 inlined into `JitInvocation.runKernel` did).
    private static void compute(MemorySegment s, boolean pow) {
        if (!ExactMath.VECTORIZED) {
            scalar(s, pow);
            return;
        }
        if (!pow) {
            logStep(s, 0, false);
            logStep(s, 1, false);
            // LG2 from the logarithms at T_AT, with its special values
            FloatVector x = FloatVector.fromMemorySegment(FLOAT, s, 0, ExactMath.ORDER);
            FloatVector.fromMemorySegment(FLOAT, s, T_AT, ExactMath.ORDER).mul(OpSemantics.LOG2_E)
                    .blend(Float.NaN, x.compare(VectorOperators.LT, 0f).or(x.test(VectorOperators.IS_NAN)))
                    .blend(Float.NEGATIVE_INFINITY, x.compare(VectorOperators.EQ, 0f))
                    .blend(Float.POSITIVE_INFINITY, x.compare(VectorOperators.EQ, Float.POSITIVE_INFINITY))
                    .intoMemorySegment(s, 0, ExactMath.ORDER);
            return;
        }
        logStep(s, 0, true);
        logStep(s, 1, true);
        expStep(s, 0);
        expStep(s, 1);
        // the special values of the class comment over |x|^y (the floats at T_AT)
        FloatVector x = FloatVector.fromMemorySegment(FLOAT, s, 0, ExactMath.ORDER);
        FloatVector y = FloatVector.fromMemorySegment(FLOAT, s, Y_AT, ExactMath.ORDER);
        FloatVector r = FloatVector.fromMemorySegment(FLOAT, s, T_AT, ExactMath.ORDER);
        // y's integer part and parity: below 2^23 from the bits of |y| + 2^23 (which rounds it to
        // an integer), from 2^23 to 2^24 from its own last bit; from 2^24 on every float is even
        FloatVector ay = y.abs();
        VectorMask<Float> small = ay.compare(VectorOperators.LT, 0x1p23f);
        FloatVector u = ay.add(0x1p23f).blend(ay, small.not());
        VectorMask<Float> integer = small.not().or(u.sub(0x1p23f).compare(VectorOperators.EQ, ay));
        VectorMask<Float> odd = integer.and(ay.compare(VectorOperators.LT, 0x1p24f))
                .and(u.reinterpretAsInts().and(1).compare(VectorOperators.NE, 0).cast(FLOAT));
        VectorMask<Float> negative = x.reinterpretAsInts().compare(VectorOperators.LT, 0).cast(FLOAT);
        r = r.blend(r.neg(), negative.and(odd));
        VectorMask<Float> finiteNegative = x.compare(VectorOperators.LT, 0f)
                .and(x.compare(VectorOperators.GT, Float.NEGATIVE_INFINITY));
        VectorMask<Float> noValue = finiteNegative.and(ay.compare(VectorOperators.LT, Float.POSITIVE_INFINITY))
                .and(integer.not())
                .or(x.test(VectorOperators.IS_NAN)).or(y.test(VectorOperators.IS_NAN));
        r = r.blend(Float.NaN, noValue);
        VectorMask<Float> one = x.compare(VectorOperators.EQ, 1f).or(y.compare(VectorOperators.EQ, 0f))
                .or(x.compare(VectorOperators.EQ, -1f).and(ay.compare(VectorOperators.EQ, Float.POSITIVE_INFINITY)));
        r.blend(1f, one).intoMemorySegment(s, 0, ExactMath.ORDER);
    }

    /// Half `part` of the operands: `t = y * log2 |x|` as doubles at [#T_AT] (`pow`), or `ln |x|`
    /// rounded to float into the floats at [#T_AT] (LG2, whose negative operands [#compute]
    /// makes NaN). A step takes half the chunk, as both halves in one method are past the cutoff
    /// already, and calls no method returning a vector: one that C2 compiled alone first (hot
    /// while a kernel is still interpreted) would box its result.
    private static void logStep(MemorySegment s, int part, boolean pow) {
        long at = part * HALF_BYTES;
        DoubleVector x = (DoubleVector) FloatVector.fromMemorySegment(HALF_FLOAT, s, at, ExactMath.ORDER).abs()
                .convertShape(VectorOperators.F2D, DOUBLE, 0);
        LongVector bits = x.reinterpretAsLongs();
        // x = m * 2^e, m in [sqrt(1/2), sqrt(2)); e through the bits of 2^52 + biased exponent
        DoubleVector m = bits.and(MANTISSA).or(ONE_BITS).reinterpretAsDoubles();
        VectorMask<Double> halve = m.compare(VectorOperators.GT, SQRT2);
        m = m.blend(m.mul(0.5), halve);
        DoubleVector e = bits.lanewise(VectorOperators.LSHR, 52).or(EXPONENT_BASE_BITS).reinterpretAsDoubles()
                .sub(EXPONENT_BASE);
        e = e.blend(e.add(1), halve);
        // ln m = 2s (1 + s^2/3 + ... + s^14/15), s = (m - 1) / (m + 1)
        DoubleVector sv = m.sub(1).div(m.add(1));
        DoubleVector s2 = sv.mul(sv);
        DoubleVector p = s2.fma(ATANH[6], ATANH[5]);
        for (int k = 4; k >= 0; k--) {
            p = p.fma(s2, DoubleVector.broadcast(DOUBLE, ATANH[k]));
        }
        DoubleVector twoS = sv.add(sv);
        DoubleVector lnM = twoS.fma(p.mul(s2), twoS);
        if (pow) {
            DoubleVector y = (DoubleVector) FloatVector.fromMemorySegment(HALF_FLOAT, s, Y_AT + at, ExactMath.ORDER)
                    .convertShape(VectorOperators.F2D, DOUBLE, 0);
            lnM.fma(DoubleVector.broadcast(DOUBLE, INV_LN2), e)
                    .blend(Double.NEGATIVE_INFINITY, x.compare(VectorOperators.EQ, 0.0))
                    .blend(Double.POSITIVE_INFINITY, x.compare(VectorOperators.EQ, Double.POSITIVE_INFINITY))
                    .mul(y).intoMemorySegment(s, T_AT + 2 * at, ExactMath.ORDER);
        } else {
            e.fma(DoubleVector.broadcast(DOUBLE, LN2), lnM).convertShape(VectorOperators.D2F, HALF_FLOAT, 0)
                    .intoMemorySegment(s, T_AT + at, ExactMath.ORDER);
        }
    }

    /// `2^t` of half `part` (`t` clamped to [-200, 200]; a NaN gives a value the last step
    /// replaces), rounded to float, into the floats at [#T_AT] (over the doubles of half 0,
    /// which its own step has read before).
    private static void expStep(MemorySegment s, int part) {
        long at = part * HALF_BYTES;
        DoubleVector t = DoubleVector.fromMemorySegment(DOUBLE, s, T_AT + 2 * at, ExactMath.ORDER)
                .max(-T_LIMIT).min(T_LIMIT);
        // n = rint(t) in the low bits of t + ROUNDER (see ExactMath)
        DoubleVector rounded = t.add(ExactMath.ROUNDER);
        DoubleVector f = t.sub(rounded.sub(ExactMath.ROUNDER));
        DoubleVector p = f.fma(EXP2[10], EXP2[9]);
        for (int k = 8; k >= 0; k--) {
            p = p.fma(f, DoubleVector.broadcast(DOUBLE, EXP2[k]));
        }
        p.mul(rounded.reinterpretAsLongs().add(ExactMath.EX2_BIAS).lanewise(VectorOperators.LSHL, 52).reinterpretAsDoubles())
                .convertShape(VectorOperators.D2F, HALF_FLOAT, 0).intoMemorySegment(s, T_AT + at, ExactMath.ORDER);
    }

    /// The interpreter's definitions lane by lane, where the preferred double vector is not half
    /// the float chunk.
    private static void scalar(MemorySegment s, boolean pow) {
        for (int i = 0; i < LANES; i++) {
            float x = s.getAtIndex(ValueLayout.JAVA_FLOAT, i);
            float r = pow ? OpSemantics.pow(x, s.getAtIndex(ValueLayout.JAVA_FLOAT, LANES + i))
                    : OpSemantics.lg2(x);
            s.setAtIndex(ValueLayout.JAVA_FLOAT, i, r);
        }
    }
}
