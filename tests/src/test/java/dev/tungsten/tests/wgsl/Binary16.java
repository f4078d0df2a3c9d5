package dev.tungsten.tests.wgsl;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;

/// An IEEE 754 binary16 reference written independently of the JDK's `Float.floatToFloat16`
/// (which the interpreter uses, so it cannot judge it): values are rounded from an exact
/// `BigDecimal` to the nearest binary16, ties to even, with overflow to ±infinity and gradual
/// underflow (subnormals down to 2^-24). Arithmetic is done exactly and rounded once, so every
/// result of `add`, `sub`, `mul`, `div`, `fma` is the correctly rounded one; `sqrt` and the
/// transcendental functions go through `double` (53 bits, more than twice binary16's 11 plus
/// two, so one extra rounding of a correctly rounded double cannot change the binary16 result
/// for `sqrt`; for the transcendentals the double value is the reference the tolerance is
/// measured against).
final class Binary16 {
    private Binary16() {}

    static final double MAX = 65504;
    /// Half the gap above the largest finite value: from here on a value rounds to infinity.
    private static final BigDecimal OVERFLOW = new BigDecimal(65520);
    private static final BigDecimal SUBNORMAL_ULP = new BigDecimal(Math.scalb(1.0, -24));

    /// The binary16 value nearest `x` (ties to even), as a double.
    static double round(double x) {
        if (Double.isNaN(x) || Double.isInfinite(x) || x == 0) {
            return x;
        }
        return round(new BigDecimal(x), x < 0);
    }

    /// The binary16 value nearest the exact value `x`; `negative` gives the sign of a zero result.
    static double round(BigDecimal x, boolean negative) {
        BigDecimal a = x.abs();
        if (a.compareTo(OVERFLOW) >= 0) {
            return negative ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        }
        // The spacing of binary16 values around a: 2^(e - 10) for a in [2^e, 2^(e+1)), e >= -14.
        int e = Math.max(-14, Math.getExponent(a.doubleValue()));
        if (e >= -14 && a.compareTo(new BigDecimal(Math.scalb(1.0, e))) < 0) {
            e--; // doubleValue rounded up across a power of two
        }
        e = Math.max(-14, e);
        BigDecimal ulp = e - 10 >= -24 ? new BigDecimal(Math.scalb(1.0, e - 10)) : SUBNORMAL_ULP;
        BigDecimal[] qr = a.divideAndRemainder(ulp);
        BigInteger q = qr[0].toBigIntegerExact();
        int cmp = qr[1].multiply(BigDecimal.TWO).compareTo(ulp);
        if (cmp > 0 || (cmp == 0 && q.testBit(0))) {
            q = q.add(BigInteger.ONE);
        }
        double r = new BigDecimal(q).multiply(ulp).doubleValue();
        if (r > MAX) {
            r = Double.POSITIVE_INFINITY;
        }
        return negative ? -r : r;
    }

    /// Whether `x` is a binary16 value (or ±inf, NaN).
    static boolean exact(double x) {
        return Double.isNaN(x) || round(x) == x;
    }

    /// The 16 bits of the binary16 value `x` (which must be one); NaN is 0x7E00.
    static int bits(double x) {
        if (Double.isNaN(x)) {
            return 0x7E00;
        }
        int sign = (Double.doubleToRawLongBits(x) < 0) ? 0x8000 : 0;
        double a = Math.abs(x);
        if (Double.isInfinite(a)) {
            return sign | 0x7C00;
        }
        if (a < Math.scalb(1.0, -14)) {
            return sign | (int) (a / Math.scalb(1.0, -24));
        }
        int e = Math.getExponent(a);
        int mantissa = (int) ((a / Math.scalb(1.0, e) - 1) * 1024);
        return sign | (e + 15) << 10 | mantissa;
    }

    /// The binary16 value of the 16 bits `h`.
    static double value(int h) {
        double sign = (h & 0x8000) != 0 ? -1 : 1;
        int e = (h >> 10) & 0x1F;
        int m = h & 0x3FF;
        if (e == 0x1F) {
            return m == 0 ? sign * Double.POSITIVE_INFINITY : Double.NaN;
        }
        if (e == 0) {
            return sign * m * Math.scalb(1.0, -24);
        }
        return sign * (1 + m / 1024.0) * Math.scalb(1.0, e - 15);
    }

    private static double exactly(BigDecimal r, double a, double b, double c) {
        if (Double.isNaN(a) || Double.isNaN(b) || Double.isNaN(c) || Double.isInfinite(a) || Double.isInfinite(b)
                || Double.isInfinite(c)) {
            return Double.NaN; // the callers pass finite operands only
        }
        return r.signum() == 0 ? 0.0 : round(r, r.signum() < 0);
    }

    static double add(double a, double b) {
        return finite(a, b) ? exactly(new BigDecimal(a).add(new BigDecimal(b)), a, b, 0) : round(a + b);
    }

    static double sub(double a, double b) {
        return add(a, -b);
    }

    static double mul(double a, double b) {
        if (!finite(a, b)) {
            return round(a * b);
        }
        double r = exactly(new BigDecimal(a).multiply(new BigDecimal(b)), a, b, 0);
        return r == 0 && (a < 0 ^ b < 0) ? -0.0 : r;
    }

    static double div(double a, double b) {
        if (!finite(a, b) || b == 0) {
            return round(a / b);
        }
        double r = exactly(new BigDecimal(a).divide(new BigDecimal(b), new MathContext(60)), a, b, 0);
        return r == 0 && (a < 0 ^ b < 0) ? -0.0 : r;
    }

    static double fma(double a, double b, double c) {
        if (!finite(a, b) || !finite(c, 0)) {
            return round(a * b + c);
        }
        return exactly(new BigDecimal(a).multiply(new BigDecimal(b)).add(new BigDecimal(c)), a, b, c);
    }

    /// WGSL's `%` on floats: `a - b * trunc(a / b)`, evaluated exactly and rounded once.
    static double rem(double a, double b) {
        if (!finite(a, b) || b == 0) {
            return Double.NaN;
        }
        BigDecimal q = new BigDecimal(a).divide(new BigDecimal(b), 0, java.math.RoundingMode.DOWN);
        BigDecimal r = new BigDecimal(a).subtract(new BigDecimal(b).multiply(q));
        return r.signum() == 0 ? Math.copySign(0.0, a) : round(r, r.signum() < 0);
    }

    private static boolean finite(double a, double b) {
        return Double.isFinite(a) && Double.isFinite(b);
    }
}
