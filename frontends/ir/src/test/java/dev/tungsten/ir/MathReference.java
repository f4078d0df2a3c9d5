package dev.tungsten.ir;

/// Double-precision references for the functions `java.lang.StrictMath` lacks, accurate to a
/// few double ulps (far below an f32 ulp) over the whole f32 range.
final class MathReference {
    private MathReference() {}

    static double asinh(double x) {
        double a = Math.abs(x);
        // log1p(a + a^2 / (1 + sqrt(1 + a^2))) avoids the cancellation of log(a + sqrt(a^2 + 1)) near 0.
        double r = a > 1e150 ? StrictMath.log(a) + StrictMath.log(2) : StrictMath.log1p(a + a * a / (1 + StrictMath.sqrt(1 + a * a)));
        return Math.copySign(r, x);
    }

    /// `acosh(1 + t)`, exact in `t` near 0.
    static double acosh1p(double t) {
        return StrictMath.log1p(t + StrictMath.sqrt(t * (t + 2)));
    }

    static double acosh(double x) {
        if (x > 1e150) {
            return StrictMath.log(x) + StrictMath.log(2);
        }
        return x < 1 ? Double.NaN : acosh1p(x - 1);
    }

    static double atanh(double x) {
        double a = Math.abs(x);
        return Math.copySign(0.5 * StrictMath.log1p(2 * a / (1 - a)), x);
    }
}
