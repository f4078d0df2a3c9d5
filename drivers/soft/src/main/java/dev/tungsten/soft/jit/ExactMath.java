package dev.tungsten.soft.jit;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.ByteOrder;

import dev.tungsten.tgsi.exec.OpSemantics;
import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorShuffle;
import jdk.incubator.vector.VectorSpecies;

/// SIN, COS and EX2 of [JitOptions#EXACT] a vector at a time, equal bit for bit to
/// [OpSemantics#sin] (`(float) StrictMath.sin((double) x)`), [OpSemantics#cos] and
/// [OpSemantics#ex2] (`(float) StrictMath.pow(2.0, x)`) for every float `x`, by construction.
///
/// **How.** The chunk's two halves are widened to [DoubleVector]s (the preferred species, half as
/// many lanes: see [VectorOps] on one species per element type), the function is computed in
/// double precision as `d`, within a proven `err` of the true value `f(x)`, and rounded to float.
/// StrictMath's double `s` is within 1 ulp of `f(x)`, so with `eps >= err + 1 ulp + the rounding
/// of d - eps and d + eps`, both `f(x)` and `s` lie in `[d - eps, d + eps]`; rounding to float
/// is monotone, so where `(float) (d - eps) == (float) (d + eps)` that float is `(float) s`, the
/// exact result (Ziv's rounding test). Lanes failing the test (about one in 10^6 of ordinary
/// arguments) and those outside the range handled here (`|x| >= 2^40` for SIN and COS, Inf, NaN:
/// NaN fails the test by itself) are recomputed with the scalar [OpSemantics] definition. So no
/// result depends on the polynomials being good enough, only on the bounds below being bounds;
/// `ExactMathTest#everyFloat` (`-Pfuzz-long`) checks all 2^32 floats.
///
/// Below, `u` = 2^-53 (half an ulp, relative); errors relative to the result are multiples of u.
///
/// **SIN and COS**: `sin x = (-1)^j sin r` with `r = x - j pi`, `j` the integer nearest `x / pi`;
/// `cos x = (-1)^(j+1) sin r` with `r = x - (j + 1/2) pi`, `j` nearest `x / pi - 1/2`; so one odd
/// polynomial on `|r| <= pi/2` and a sign. With `m = 2j` (SIN) or `2j + 1` (COS), `r = x - m P`
/// where `P` = pi/2 = `P1 + P2 + P3`: `P1` the double nearest pi/2, `P2` the double nearest
/// `pi/2 - P1`, `|P3| < 2^-109` (derived with `BigDecimal`, pi by Machin's formula; the test
/// recomputes them).
/// - `j`: the low bits of `t = (x * (1/pi) - h) + (1.5 * 2^52 + c)` (h = 0 or 1/2, c = 0 or 1),
///   whose last rounding is to an integer; `t`'s lowest bit is the parity of `j + c`, the sign.
///   For `|x| < 2^40`, `1/pi` rounded and the product's rounding move `x / pi - h` by at most
///   2^-14, so `|x / pi - h - j| <= 1/2 + 2^-14` and `|r| <= pi/2 + 2^-11 < R = 1.5711`.
/// - `r1 = fma(-m, P1, x)` is exact unless `m` is odd and `|x| < 2^-29` (`m P1` is a multiple of
///   2^-52, so is `x` once `|x| >= 2^-29` (and it is when `m` is even and not 0; `m = 0` gives
///   `x`, zeros' signs kept), and `|r1| < 2`), then it is within `u |r1| <= 1.01 u |r|`;
///   `r = fma(-m, P2, r1)` adds `u |r|`: `|r - (x - m pi/2)| <= 2.01 u |r| + |m| 2^-109`.
/// - `sin r = r (1 + z S(z))`, `z = r^2`, `S` the Taylor coefficients `-1/3!` .. `-1/19!`
///   (`1/n!` is one correctly rounded division: `n!` is exact in double up to 18!, and 19! is
///   2^16 times an odd number below 2^53), by Estrin's scheme with FMAs (`S3 + S5 z`, ..,
///   `S15 + S17 z` joined by `z^2`, `z^4`, then `S19 z^8`: a shorter dependency chain than
///   Horner's); `r (1 + z S)` rather than `r + r z S` keeps the sign of `r = -0`. Truncation:
///   the series alternates with decreasing terms, so it is below `R^21/21!`, relative to
///   `|sin r| >= 0.6365 |r|`: 2.3u. Evaluation: every operation's result is the exact one times
///   `(1 + delta)`, `|delta| <= u`, and each term `S_i z^k` of `S` passes through at most 8 of
///   them (`S19 z^8`: `z^2` four times, `z^4` twice, `z^8`, the last FMA; `S15 z^6` and
///   `S17 z^7`: their pair, `z^2`, the pair of pairs, `z^4` three, the last two FMAs; the
///   others fewer), so `S` is within `8.01u` times `sum |S_i| z^k <= 0.19` (1.5u), so `z S`
///   (`z <= 2.47`) is within 3.7u, plus 0.5u for `z`'s rounding and 0.5u for the coefficients';
///   the FMA adds u of `1 + z S >= 0.6365`, the product u: 11.7u of `sin r` with the truncation.
///   The reduction error moves `sin r` by at most itself (`|sin'| <= 1`): 3.2u plus
///   `|m| 2^-109`; the sign is exact (put on `r` before the product: `(-r) w = -(r w)`).
/// - So `err <= 15u |d| + |m| 2^-109`; with StrictMath's 2u and 1u for `d +- eps`, 18u. The code
///   takes `eps = 2^-44 |r| + |m| 2^-107`, computed beside the polynomial rather than after it:
///   `|d| <= |r| (1 + 4u)` (`|1 + z S| <= 1` but for its rounding), so that is at least
///   `511u |d|` (28 times 18u) and 4 times the absolute term. It fails the test at most
///   `1 / 0.6365` times as often as `2^-44 |d|` would.
///
/// **EX2**: the float `x` is clamped to [-160, 130] (beyond, the float result is +0 or +Inf, and
/// so is the clamped one's); `n` = the integer nearest `x` (through `x + 1.5 * 2^52`), `f = x - n`
/// in [-1/2, 1/2] exactly; `2^f` = the Taylor series of `e^(f ln 2)` to degree 12, coefficients
/// `(ln 2)^i / i!` rounded to double (`ln 2 = 2 atanh(1/3)` in `BigDecimal`; the test recomputes
/// them); `2^n` built in the exponent bits, the product exact (normal doubles). Truncation:
/// `e^0.347 0.347^13 / 13!` relative to `2^f >= 0.707`: 3u. Horner: each step's rounding is
/// damped by the powers of `|f| <= 1/2` after it, 1.9u of `2^f`, 2.7u relative; coefficients
/// 0.6u; StrictMath's `pow` 2u and `d +- eps` 1u: 9.3u against `eps = 2^-44 d` (512u). NaN gives
/// NaN, which fails the test.
///
/// **Zeros.** Two zeros of opposite signs compare equal, so the test also passes when
/// `d - eps` and `d + eps` round to `-0f` and `+0f`: that needs `|d| + eps < 2^-150`. For SIN and
/// COS with `m != 0`, `eps >= 2^-107`; with `m = 0` (`r = x`) the interval holds 0 only if
/// `d = 0`, that is `x = ±0`, where `eps = 0` and `d - eps` is `d` itself, the right zero. `2^x > 0`.
///
/// **Interface.** Each function works in place on a [#scratch] segment holding the chunk in its
/// first [VectorOps#LANES] floats: the caller (generated code, through [VectorOps#sinExact] and the
/// others, which C2 inlines) stores the vector there and loads the result back. So no vector
/// crosses the call (a method that is not inlined boxes the vectors it takes or returns: an
/// allocation per call), and these big methods are not inlined into generated code (16 SINs would
/// take a kernel's C2 budget). The scratch is off the heap and aligned to 64 bytes because the
/// store and the load on either side of the call must forward from one another: a 512-bit load
/// from a 512-bit store that is not 32-byte aligned (as most `float[]` elements are, 16 bytes
/// into an object aligned to 8) waits for the store to reach the cache, which serialises
/// consecutive calls (`docs/decisions/0010-jit-aligned-off-heap-registers.md`).
/// They return the lanes that took the scalar path, as bits (for the tests).
final class ExactMath {
    private ExactMath() {}

    private static final VectorSpecies<Float> FLOAT = VectorOps.FLOAT;
    private static final VectorSpecies<Double> DOUBLE = DoubleVector.SPECIES_PREFERRED;
    private static final int LANES = VectorOps.LANES;
    private static final int HALF = LANES / 2;
    /// Whether a preferred double vector holds exactly half a chunk (wherever the preferred
    /// shapes of float and double have one size, as on x86 and AArch64); otherwise every lane
    /// takes the scalar path.
    static final boolean VECTORIZED = DOUBLE.length() == HALF && LongVector.SPECIES_PREFERRED.length() == HALF;
    private static final long LANE_BITS = -1L >>> (64 - LANES);
    static final ByteOrder ORDER = ByteOrder.nativeOrder();
    /// Lane `i` reads lane `i + HALF` (modulo LANES): swaps the halves of a chunk.
    private static final VectorShuffle<Float> SWAP_HALVES = VectorShuffle.fromOp(FLOAT, i -> (i + LANES / 2) % LANES);
    private static final VectorMask<Float> UPPER_HALF = VectorMask.fromLong(FLOAT, -1L << HALF);

    /// `x + ROUNDER` rounds `x` to an integer (for `|x| < 2^51`), which is then the low bits of
    /// its representation.
    static final double ROUNDER = 0x1.8p52;
    static final long ROUNDER_BITS = Double.doubleToRawLongBits(ROUNDER);

    // SIN, COS
    /// The largest |x| reduced here (see the class comment).
    private static final float TRIG_LIMIT = 0x1p40f;
    private static final double INV_PI = 1 / Math.PI;
    /// pi/2 = P1 + P2 + (less than 2^-109).
    static final double P1 = Math.PI / 2;
    static final double P2 = 0x1.1a62633145c07p-54;
    static final double TRIG_REL = 0x1p-44;
    static final double TRIG_ABS = 0x1p-107;
    private static final DoubleVector MINUS_P1 = broadcast(-P1), MINUS_P2 = broadcast(-P2);
    private static final DoubleVector V_TRIG_ABS = broadcast(TRIG_ABS);
    private static final DoubleVector S3 = inverseFactorial(-1, 3), S5 = inverseFactorial(1, 5),
            S7 = inverseFactorial(-1, 7), S9 = inverseFactorial(1, 9), S11 = inverseFactorial(-1, 11),
            S13 = inverseFactorial(1, 13), S15 = inverseFactorial(-1, 15), S17 = inverseFactorial(1, 17),
            S19 = inverseFactorial(-1, 19);

    // EX2
    private static final float EX2_LOW = -160, EX2_HIGH = 130;
    static final double EX2_REL = 0x1p-44;
    /// Added to the bits of `n + ROUNDER`: gives `n + 1023`, the exponent field of 2^n.
    static final long EX2_BIAS = 1023 - ROUNDER_BITS;
    /// `(ln 2)^i / i!` rounded to double, i = 1 .. 12.
    static final double[] EX2_COEFFICIENTS = {
        0x1.62e42fefa39efp-1, 0x1.ebfbdff82c58fp-3, 0x1.c6b08d704a0cp-5, 0x1.3b2ab6fba4e77p-7,
        0x1.5d87fe78a6731p-10, 0x1.430912f86c787p-13, 0x1.ffcbfc588b0c7p-17, 0x1.62c0223a5c824p-20,
        0x1.b5253d395e7c4p-24, 0x1.e4cf5158b8ecap-28, 0x1.e8cac7351bb25p-32, 0x1.c3bd650fc2986p-36,
    };
    private static final DoubleVector ONE = broadcast(1), E1 = ex2(1), E2 = ex2(2), E3 = ex2(3), E4 = ex2(4),
            E5 = ex2(5), E6 = ex2(6), E7 = ex2(7), E8 = ex2(8), E9 = ex2(9), E10 = ex2(10), E11 = ex2(11),
            E12 = ex2(12);

    private static DoubleVector broadcast(double v) {
        return DoubleVector.broadcast(DOUBLE, v);
    }

    /// `sign / n!`, correctly rounded: `n!` is exact in double for n <= 18, and 19! = 2^16 *
    /// (an odd number below 2^53).
    static double inverseFactorialValue(int sign, int n) {
        double f = 1;
        for (int i = 2; i <= n; i++) {
            f *= i;
        }
        return sign / f;
    }

    private static DoubleVector inverseFactorial(int sign, int n) {
        return broadcast(inverseFactorialValue(sign, n));
    }

    private static DoubleVector ex2(int i) {
        return broadcast(EX2_COEFFICIENTS[i - 1]);
    }

    /// A scratch area for these functions: 2 LANES floats, off the heap, aligned to 64 bytes (see
    /// "Interface"), then LANES doubles for [FastPow]'s intermediate results; it is freed once
    /// unreachable.
    static MemorySegment scratch() {
        return Arena.ofAuto().allocate(2L * LANES * Float.BYTES + (long) LANES * Double.BYTES, 64);
    }

    /// SIN of the first LANES floats of `s` (a [#scratch]) into the same place; returns the lanes
    /// computed by the scalar definition.
    static long sin(MemorySegment s) {
        return sinCos(s, 0, ROUNDER, Function.SIN);
    }

    /// COS, as [#sin].
    static long cos(MemorySegment s) {
        return sinCos(s, 0.5, ROUNDER + 1, Function.COS);
    }

    /// `j` is the integer nearest `x / pi - h`, `m = 2j + 2h`, the sign `(-1)^(j + c)`; the two
    /// halves of the chunk side by side (independent chains for the processor to overlap).
    private static long sinCos(MemorySegment s, double h, double rounder, Function function) {
        if (!VECTORIZED) {
            return scalar(s, function);
        }
        FloatVector xf = FloatVector.fromMemorySegment(FLOAT, s, 0, ORDER);
        DoubleVector x0 = (DoubleVector) xf.convertShape(VectorOperators.F2D, DOUBLE, 0);
        DoubleVector x1 = (DoubleVector) xf.rearrange(SWAP_HALVES).convertShape(VectorOperators.F2D, DOUBLE, 0);
        DoubleVector t0 = x0.fma(INV_PI, -h).add(rounder);
        DoubleVector t1 = x1.fma(INV_PI, -h).add(rounder);
        DoubleVector m0 = t0.sub(rounder).fma(2, 2 * h);
        DoubleVector m1 = t1.sub(rounder).fma(2, 2 * h);
        DoubleVector r0 = m0.fma(MINUS_P2, m0.fma(MINUS_P1, x0));
        DoubleVector r1 = m1.fma(MINUS_P2, m1.fma(MINUS_P1, x1));
        DoubleVector z0 = r0.mul(r0);
        DoubleVector z1 = r1.mul(r1);
        // the sign, the lowest bit of t moved to bit 63, put on r beside the polynomial rather
        // than on d after it: (-r) w = -(r w) exactly for the positive w = 1 + z S
        DoubleVector q0 = r0.reinterpretAsLongs().lanewise(VectorOperators.XOR, t0.reinterpretAsLongs().lanewise(VectorOperators.LSHL, 63))
                .reinterpretAsDoubles();
        DoubleVector q1 = r1.reinterpretAsLongs().lanewise(VectorOperators.XOR, t1.reinterpretAsLongs().lanewise(VectorOperators.LSHL, 63))
                .reinterpretAsDoubles();
        // the bound from |r| >= |d| / (1 + 4u), also beside the polynomial
        DoubleVector e0 = m0.abs().fma(V_TRIG_ABS, r0.abs().mul(TRIG_REL));
        DoubleVector e1 = m1.abs().fma(V_TRIG_ABS, r1.abs().mul(TRIG_REL));
        // S(z) = S3 + S5 z + .. + S19 z^8 by Estrin's scheme: pairs S_i + S_(i+2) z joined by
        // z^2, z^4, z^8, 5 dependent operations after z rather than Horner's 8 (written out: a
        // helper method would not be inlined, and would box its vectors)
        DoubleVector y0 = z0.mul(z0), w0 = y0.mul(y0);
        DoubleVector y1 = z1.mul(z1), w1 = y1.mul(y1);
        DoubleVector p0 = w0.mul(w0).fma(S19, w0.fma(y0.fma(z0.fma(S17, S15), z0.fma(S13, S11)),
                y0.fma(z0.fma(S9, S7), z0.fma(S5, S3))));
        DoubleVector p1 = w1.mul(w1).fma(S19, w1.fma(y1.fma(z1.fma(S17, S15), z1.fma(S13, S11)),
                y1.fma(z1.fma(S9, S7), z1.fma(S5, S3))));
        // r (1 + z S), not r + r z S: the product keeps the sign of r = -0 (x = -0, SIN)
        DoubleVector d0 = q0.mul(z0.fma(p0, ONE));
        DoubleVector d1 = q1.mul(z1.fma(p1, ONE));
        // Ziv's test on both halves, joined; the result is the lower bound rounded
        FloatVector low = ((FloatVector) d0.sub(e0).convertShape(VectorOperators.D2F, FLOAT, 0))
                .blend(((FloatVector) d1.sub(e1).convertShape(VectorOperators.D2F, FLOAT, 0)).rearrange(SWAP_HALVES), UPPER_HALF);
        FloatVector high = ((FloatVector) d0.add(e0).convertShape(VectorOperators.D2F, FLOAT, 0))
                .blend(((FloatVector) d1.add(e1).convertShape(VectorOperators.D2F, FLOAT, 0)).rearrange(SWAP_HALVES), UPPER_HALF);
        long slow = ~low.compare(VectorOperators.EQ, high).and(xf.abs().compare(VectorOperators.LT, TRIG_LIMIT)).toLong() & LANE_BITS;
        if (slow != 0) {
            scalarBefore(s, slow, function);
        }
        low.intoMemorySegment(s, 0, ORDER);
        if (slow != 0) {
            scalarAfter(s, slow);
        }
        return slow;
    }

    /// EX2 of `s[0 .. LANES)`, as [#sin].
    static long ex2(MemorySegment s) {
        if (!VECTORIZED) {
            return scalar(s, Function.EX2);
        }
        FloatVector xf = FloatVector.fromMemorySegment(FLOAT, s, 0, ORDER).max(EX2_LOW).min(EX2_HIGH);
        DoubleVector x0 = (DoubleVector) xf.convertShape(VectorOperators.F2D, DOUBLE, 0);
        DoubleVector x1 = (DoubleVector) xf.rearrange(SWAP_HALVES).convertShape(VectorOperators.F2D, DOUBLE, 0);
        DoubleVector t0 = x0.add(ROUNDER);
        DoubleVector t1 = x1.add(ROUNDER);
        DoubleVector f0 = x0.sub(t0.sub(ROUNDER));
        DoubleVector f1 = x1.sub(t1.sub(ROUNDER));
        DoubleVector p0 = f0.fma(E12, E11).fma(f0, E10).fma(f0, E9).fma(f0, E8).fma(f0, E7).fma(f0, E6).fma(f0, E5)
                .fma(f0, E4).fma(f0, E3).fma(f0, E2).fma(f0, E1).fma(f0, ONE);
        DoubleVector p1 = f1.fma(E12, E11).fma(f1, E10).fma(f1, E9).fma(f1, E8).fma(f1, E7).fma(f1, E6).fma(f1, E5)
                .fma(f1, E4).fma(f1, E3).fma(f1, E2).fma(f1, E1).fma(f1, ONE);
        DoubleVector d0 = p0.mul(t0.reinterpretAsLongs().add(EX2_BIAS).lanewise(VectorOperators.LSHL, 52).reinterpretAsDoubles());
        DoubleVector d1 = p1.mul(t1.reinterpretAsLongs().add(EX2_BIAS).lanewise(VectorOperators.LSHL, 52).reinterpretAsDoubles());
        DoubleVector e0 = d0.mul(EX2_REL);
        DoubleVector e1 = d1.mul(EX2_REL);
        // Ziv's test on both halves, joined; the result is the lower bound rounded
        FloatVector low = ((FloatVector) d0.sub(e0).convertShape(VectorOperators.D2F, FLOAT, 0))
                .blend(((FloatVector) d1.sub(e1).convertShape(VectorOperators.D2F, FLOAT, 0)).rearrange(SWAP_HALVES), UPPER_HALF);
        FloatVector high = ((FloatVector) d0.add(e0).convertShape(VectorOperators.D2F, FLOAT, 0))
                .blend(((FloatVector) d1.add(e1).convertShape(VectorOperators.D2F, FLOAT, 0)).rearrange(SWAP_HALVES), UPPER_HALF);
        long slow = ~low.compare(VectorOperators.EQ, high).toLong() & LANE_BITS;
        if (slow != 0) {
            scalarBefore(s, slow, Function.EX2);
        }
        low.intoMemorySegment(s, 0, ORDER);
        if (slow != 0) {
            scalarAfter(s, slow);
        }
        return slow;
    }

    /// Recomputes the lanes of `slow` with the scalar definition into `s[LANES ..]`, while their
    /// arguments are still in `s[0 .. LANES)`.
    private static void scalarBefore(MemorySegment s, long slow, Function function) {
        for (long bits = slow; bits != 0; bits &= bits - 1) {
            int i = Long.numberOfTrailingZeros(bits);
            s.setAtIndex(ValueLayout.JAVA_FLOAT, LANES + i, scalar(s.getAtIndex(ValueLayout.JAVA_FLOAT, i), function));
        }
    }

    /// Puts those results in place, after the vector's store.
    private static void scalarAfter(MemorySegment s, long slow) {
        for (long bits = slow; bits != 0; bits &= bits - 1) {
            int i = Long.numberOfTrailingZeros(bits);
            s.setAtIndex(ValueLayout.JAVA_FLOAT, i, s.getAtIndex(ValueLayout.JAVA_FLOAT, LANES + i));
        }
    }

    /// Every lane by the scalar definition.
    private static long scalar(MemorySegment s, Function function) {
        for (int i = 0; i < LANES; i++) {
            s.setAtIndex(ValueLayout.JAVA_FLOAT, i, scalar(s.getAtIndex(ValueLayout.JAVA_FLOAT, i), function));
        }
        return LANE_BITS;
    }

    /// The functions computed here, for their scalar definitions.
    private enum Function { SIN, COS, EX2 }

    private static float scalar(float x, Function function) {
        return switch (function) {
            case SIN -> OpSemantics.sin(x);
            case COS -> OpSemantics.cos(x);
            case EX2 -> OpSemantics.ex2(x);
        };
    }
}
