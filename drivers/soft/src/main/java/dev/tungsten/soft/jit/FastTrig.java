package dev.tungsten.soft.jit;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.math.BigDecimal;

import dev.tungsten.tgsi.exec.OpSemantics;
import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/// SIN and COS of [JitOptions#FAST] a vector at a time in float arithmetic, inline: the reference
/// form of what [VectorFormEmitter] emits into kernels as direct Vector API calls (the same
/// operations on the same constants, so the same bits; `FastMathTest` checks both). Within
/// the opcode table's approximation bound (`TgsiOpcode.SIN.approximationUlps()`, 2 ulp) of the
/// exact results.
///
/// **Why not the Vector API's SIN.** It calls Intel's SVML, a call C2 does not inline: every
/// live vector register is spilled around it, and from about |x| > 10^4 it takes a slower path
/// (`docs/decisions/0013-jit-inline-fast-sin-cos.md`).
///
/// **How.** `sin x = (-1)^n sin r` with `r = x - n pi`, `n` the integer nearest `x / pi`; `cos x =
/// (-1)^n sin r` with `r = x - (n - 1/2) pi`, `n` nearest `x / pi + 1/2`. `t = x * (1/pi) (+ 1/2)
/// + 1.5 * 2^23`, rounded to float, holds `n` in its low mantissa bits (for |x| below
/// [#LIMIT]), so `t`'s lowest bit is the sign and `t - 1.5 * 2^23` is `n`. `pi = P1 + P2 + P3`
/// (floats, derived from a 110-digit pi with `BigDecimal`): `fma(-m, P1, x)` is exact (x and `m
/// P1` are multiples of 2^-23 once |x| >= 1 and `m != 0`, and the difference is below 2 in
/// magnitude: 24 bits; for COS with |x| < 1 it rounds once, where `r` is near pi/2), the two
/// FMAs after it round once each, so `r` is within about an ulp of itself even where `x` is
/// close to a multiple of pi. Then `r (1 + z S(z))`, `z = r^2`, `S` the Taylor coefficients
/// `-1/3!` .. `1/13!` in Horner form (truncation below 2^-30 of the result on |r| <= pi/2);
/// `1 + z S` is positive, so the product keeps the sign of a zero `r`.
///
/// **Range.** Lanes with |x| > [#LIMIT] and infinities take the exact definition, lane by lane
/// ([#outOfRange]), under a branch taken only when some lane needs it; NaN stays NaN through the
/// arithmetic. In kernels the branch only fills the frame's scratch, which is then blended in
/// under the mask whether or not it ran, so that no vector value merges two paths (C2 may box
/// a vector phi).
///
/// Public for the hot-opcode benchmark's hand-written Vector API baseline, which computes the same
/// sine as the kernels (`bench/README.md`).
///
/// **Bound.** At most 2 ulp from the correctly rounded result for SIN and COS on every float
/// with |x| <= [#LIMIT], zeros with their signs; `FastMathTest#everyFloatInRange` (`-Pfuzz-long`)
/// checks all of them.
public final class FastTrig {
    private FastTrig() {}

    private static final VectorSpecies<Float> F = VectorOps.FLOAT;
    private static final ValueLayout.OfFloat LANE = ValueLayout.JAVA_FLOAT_UNALIGNED.withOrder(ExactMath.ORDER);
    /// Pi to 110 digits.
    static final BigDecimal PI = new BigDecimal("3.14159265358979323846264338327950288419716939937510"
            + "58209749445923078164062862089986280348253421170679821480865");
    /// pi = P1 + P2 + P3 + (less than 2^-70); P1 and P2 rounded down, so all three are positive
    /// and `fma(-0 or +0, -Pi, r)` is `r` with its sign: a zero argument gives its own zero.
    static final float P1 = down(PI);
    static final float P2 = down(PI.subtract(new BigDecimal(P1)));
    static final float P3 = PI.subtract(new BigDecimal(P1)).subtract(new BigDecimal(P2)).floatValue();
    /// The largest |x| reduced here.
    static final float LIMIT = 0x1p17f;
    static final FloatVector MINUS_P1 = b(-P1), MINUS_P2 = b(-P2), MINUS_P3 = b(-P3);
    static final FloatVector S3 = c(-1, 3), S5 = c(1, 5), S7 = c(-1, 7), S9 = c(1, 9), S11 = c(-1, 11), S13 = c(1, 13);
    static final FloatVector MAGIC = b(0x1.8p23f), HALF = b(0.5f), ONE = b(1f);
    static final FloatVector INV_PI = b((float) (1 / Math.PI));

    /// The largest float not above `v` (> 0).
    private static float down(BigDecimal v) {
        float f = v.floatValue();
        return new BigDecimal(f).compareTo(v) > 0 ? Math.nextDown(f) : f;
    }

    private static FloatVector b(float v) {
        return FloatVector.broadcast(F, v);
    }

    /// `sign / n!` rounded to float (from the correctly rounded double: n! is exact in double
    /// for n <= 18, and the double's rounding to float is not a tie for these n).
    private static FloatVector c(int sign, int n) {
        return b((float) ExactMath.inverseFactorialValue(sign, n));
    }

    /// SIN of every lane of `x`, within 2 ulp of the interpreter's where |x| <= [#LIMIT], its
    /// result beyond.
    public static FloatVector sin(FloatVector x) {
        FloatVector t = x.fma(INV_PI, MAGIC);
        return range(x, odd(x, t.sub(MAGIC), t), false);
    }

    static FloatVector cos(FloatVector x) {
        FloatVector t = x.fma(INV_PI, HALF).add(MAGIC);
        return range(x, odd(x, t.sub(MAGIC).sub(HALF), t), true);
    }

    /// `(-1)^(t's lowest bit) sin(x - m pi)`.
    private static FloatVector odd(FloatVector x, FloatVector m, FloatVector t) {
        FloatVector r = m.fma(MINUS_P1, x);
        r = m.fma(MINUS_P2, r);
        r = m.fma(MINUS_P3, r);
        FloatVector z = r.mul(r);
        FloatVector s = z.fma(S13, S11).fma(z, S9).fma(z, S7).fma(z, S5).fma(z, S3);
        FloatVector y = r.mul(z.fma(s, ONE));
        return y.reinterpretAsInts().lanewise(VectorOperators.XOR, t.reinterpretAsInts().lanewise(VectorOperators.LSHL, 31))
                .reinterpretAsFloats();
    }

    private static FloatVector range(FloatVector x, FloatVector y, boolean cos) {
        VectorMask<Float> out = x.abs().compare(VectorOperators.GT, LIMIT);
        if (!out.anyTrue()) {
            return y;
        }
        float[] lanes = x.toArray();
        for (int i = 0; i < lanes.length; i++) {
            lanes[i] = cos ? OpSemantics.cos(lanes[i]) : OpSemantics.sin(lanes[i]);
        }
        return y.blend(FloatVector.fromArray(F, lanes, 0), out);
    }

    /// The exact SIN (or COS) of the lanes beyond [#LIMIT] in magnitude of the chunk in the first
    /// [VectorOps#LANES] floats of `s` (a [JitFrame#mscratch]), in place; other lanes are left as
    /// they are (the kernel does not read them back). Called only when some lane needs it.
    static void outOfRange(MemorySegment s, boolean cos) {
        for (int i = 0; i < VectorOps.LANES; i++) {
            long at = (long) i * Float.BYTES;
            float x = s.get(LANE, at);
            if (!(Math.abs(x) <= LIMIT)) {
                s.set(LANE, at, cos ? OpSemantics.cos(x) : OpSemantics.sin(x));
            }
        }
    }
}
