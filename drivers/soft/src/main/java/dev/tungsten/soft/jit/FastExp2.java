package dev.tungsten.soft.jit;

import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/// EX2 of [JitOptions#FAST] a vector at a time in float arithmetic, inline in kernels
/// ([VectorOps#ex2Fast]; `KernelCompilePolicy` forces it inline). Within the opcode table's
/// approximation bound (`TgsiOpcode.EX2.approximationUlps()`, 2 ulp) of the exact result.
///
/// **Why not the Vector API's POW.** On x86 it is a call into a vector math library that C2 does
/// not inline, with every live vector spilled around it; on JDK 25 it was no faster per lane than
/// the JDK's scalar `Math.pow` in a plain loop, and many times slower than this polynomial
/// (`bench ops`, EX2).
///
/// **How.** `x` is clamped to [-151, 129] (beyond, the result is 0 or +Inf either way; NaN stays
/// NaN through `min` and `max`). `t = x + 1.5 * 2^23` rounds `x` to the nearest integer `n`,
/// held in `t`'s low mantissa bits, and `f = x - (t - 1.5 * 2^23)` is exact, in [-1/2, 1/2].
/// `2^f` is its Taylor series to degree 7 in Horner form with FMAs: the truncation is below 8 *
/// 10^-9 relative (0.07 ulp) on that interval, and each FMA rounds once. The result is `2^f`
/// times `2^(n >> 1)` times `2^(n - (n >> 1))`, two normal powers of two built from their
/// exponent bits, so that the one product that can round is the last: a subnormal result rounds
/// once, from the polynomial's 24 bits, and an overflow gives +Inf.
///
/// Public for the hot-opcode benchmark's hand-written Vector API baseline, which computes the same
/// EX2 as the kernels.
///
/// **Bound.** At most 2 ulp from the correctly rounded result on every float with |x| <= 256
/// (`FastMathTest#everyFloatInRange`, `-Pfuzz-long`, checks all of them), and 0, +Inf and NaN
/// as the exact form beyond.
public final class FastExp2 {
    private FastExp2() {}

    private static final VectorSpecies<Float> F = VectorOps.FLOAT;
    /// 1.5 * 2^23: adding it rounds a float of magnitude below 2^22 to an integer, in the low bits.
    private static final float ROUNDER = 12582912f;
    private static final int ROUNDER_BITS = Float.floatToRawIntBits(ROUNDER);
    private static final float LOW = -151f, HIGH = 129f;
    /// `ln(2)^k / k!`, k = 1 .. 7, rounded to float.
    private static final float C1 = taylor(1), C2 = taylor(2), C3 = taylor(3), C4 = taylor(4), C5 = taylor(5),
            C6 = taylor(6), C7 = taylor(7);
    private static final FloatVector V_ONE = FloatVector.broadcast(F, 1f), V_C1 = FloatVector.broadcast(F, C1),
            V_C2 = FloatVector.broadcast(F, C2), V_C3 = FloatVector.broadcast(F, C3),
            V_C4 = FloatVector.broadcast(F, C4), V_C5 = FloatVector.broadcast(F, C5);

    private static float taylor(int k) {
        double term = 1;
        for (int i = 1; i <= k; i++) {
            term = term * 0.6931471805599453 / i;
        }
        return (float) term;
    }

    /// `2^x` in every lane.
    public static FloatVector exp2(FloatVector x) {
        FloatVector c = x.max(LOW).min(HIGH);
        FloatVector t = c.add(ROUNDER);
        FloatVector f = c.sub(t.sub(ROUNDER));
        FloatVector p = f.fma(C7, C6);
        p = p.fma(f, V_C5);
        p = p.fma(f, V_C4);
        p = p.fma(f, V_C3);
        p = p.fma(f, V_C2);
        p = p.fma(f, V_C1);
        p = p.fma(f, V_ONE);
        IntVector n = t.viewAsIntegralLanes().sub(ROUNDER_BITS);
        IntVector half = n.lanewise(VectorOperators.ASHR, 1);
        FloatVector s1 = half.add(127).lanewise(VectorOperators.LSHL, 23).viewAsFloatingLanes();
        FloatVector s2 = n.sub(half).add(127).lanewise(VectorOperators.LSHL, 23).viewAsFloatingLanes();
        return p.mul(s1).mul(s2);
    }
}
