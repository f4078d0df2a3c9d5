package dev.tungsten.ir;

import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleUnaryOperator;

/// Weighted minimax polynomial fitting by the Remez exchange algorithm, in double precision: the
/// tool that produced the polynomial coefficients of the builtin table's inverse trigonometric
/// and hyperbolic expansions ([Builtins]). `main` prints every fit with its error; the
/// coefficients are then rounded to f32 and written into the table, and
/// `MathAccuracyTest` measures the expansions that use them.
///
/// A fit finds `p(z) = c0 + c1 z + ... + cd z^d` minimising `max |w(z) (p(z) - h(z))|` over
/// `[a, b]`. Odd functions are fitted in the form `f(x) = x + x^3 p(x^2)` (so `f(x) = x` exactly
/// where `x^3` underflows), with `h(z) = (f(x) - x) / x^3` and `w(z) = x^3 / f(x)`: the weighted
/// error is then `f`'s relative error.
final class MinimaxFit {
    private MinimaxFit() {}

    /// A fitted polynomial and its weighted (relative) error.
    record Fit(String name, double lo, double hi, double[] coefficients, double error) {
        /// The coefficients rounded to f32, highest degree first (the order Horner's rule uses).
        float[] hornerF32() {
            float[] out = new float[coefficients.length];
            for (int i = 0; i < out.length; i++) {
                out[i] = (float) coefficients[coefficients.length - 1 - i];
            }
            return out;
        }
    }

    /// Fits `h` with weight `w` on `[a, b]` by a polynomial of degree `degree`.
    static double[] fit(DoubleUnaryOperator h, DoubleUnaryOperator w, double a, double b, int degree) {
        int n = degree + 1;
        double[] ref = new double[n + 1];
        for (int i = 0; i <= n; i++) {
            ref[i] = (a + b) / 2 - (b - a) / 2 * Math.cos(Math.PI * i / n);
        }
        double[] grid = grid(a, b, 20_000);
        double[] c = null;
        for (int iter = 0; iter < 60; iter++) {
            double[][] m = new double[n + 1][n + 2];
            for (int i = 0; i <= n; i++) {
                double zp = 1;
                for (int j = 0; j < n; j++) {
                    m[i][j] = zp;
                    zp *= ref[i];
                }
                m[i][n] = (i % 2 == 0 ? 1 : -1) / w.applyAsDouble(ref[i]);
                m[i][n + 1] = h.applyAsDouble(ref[i]);
            }
            double[] sol = solve(m);
            c = java.util.Arrays.copyOf(sol, n);
            double levelled = Math.abs(sol[n]);
            double[] next = exchange(c, h, w, grid, n + 1);
            if (next == null) {
                break;
            }
            double worst = maxError(c, h, w, grid);
            ref = next;
            if (worst <= levelled * 1.0001) {
                break;
            }
        }
        return c;
    }

    /// Points clustered at both ends (Chebyshev) merged with a uniform grid.
    private static double[] grid(double a, double b, int count) {
        double[] g = new double[2 * count + 1];
        for (int i = 0; i <= count; i++) {
            g[i] = a + (b - a) * i / count;
        }
        for (int i = 0; i < count; i++) {
            g[count + 1 + i] = (a + b) / 2 - (b - a) / 2 * Math.cos(Math.PI * (i + 0.5) / count);
        }
        java.util.Arrays.sort(g);
        return g;
    }

    static double eval(double[] c, double z) {
        double s = 0;
        for (int j = c.length - 1; j >= 0; j--) {
            s = s * z + c[j];
        }
        return s;
    }

    static double maxError(double[] c, DoubleUnaryOperator h, DoubleUnaryOperator w, double[] grid) {
        double worst = 0;
        for (double z : grid) {
            worst = Math.max(worst, Math.abs(w.applyAsDouble(z) * (eval(c, z) - h.applyAsDouble(z))));
        }
        return worst;
    }

    /// The new reference: `count` points where the error alternates in sign with the largest
    /// magnitudes (one extremum per run of equal sign), or `null` when there are too few runs.
    private static double[] exchange(double[] c, DoubleUnaryOperator h, DoubleUnaryOperator w, double[] grid, int count) {
        List<double[]> runs = new ArrayList<>();
        for (double z : grid) {
            double e = w.applyAsDouble(z) * (eval(c, z) - h.applyAsDouble(z));
            if (e == 0) {
                continue;
            }
            double[] last = runs.isEmpty() ? null : runs.getLast();
            if (last != null && Math.signum(last[1]) == Math.signum(e)) {
                if (Math.abs(e) > Math.abs(last[1])) {
                    last[0] = z;
                    last[1] = e;
                }
            } else {
                runs.add(new double[] {z, e});
            }
        }
        if (runs.size() < count) {
            return null;
        }
        while (runs.size() > count) {
            // Drop the smaller end: the alternation of what remains is kept.
            if (Math.abs(runs.getFirst()[1]) < Math.abs(runs.getLast()[1])) {
                runs.removeFirst();
            } else {
                runs.removeLast();
            }
        }
        double[] out = new double[count];
        for (int i = 0; i < count; i++) {
            out[i] = runs.get(i)[0];
        }
        return out;
    }

    /// Gaussian elimination with partial pivoting on an augmented matrix.
    private static double[] solve(double[][] m) {
        int n = m.length;
        for (int col = 0; col < n; col++) {
            int p = col;
            for (int r = col + 1; r < n; r++) {
                if (Math.abs(m[r][col]) > Math.abs(m[p][col])) {
                    p = r;
                }
            }
            double[] t = m[col];
            m[col] = m[p];
            m[p] = t;
            for (int r = col + 1; r < n; r++) {
                double f = m[r][col] / m[col][col];
                for (int k = col; k <= n; k++) {
                    m[r][k] -= f * m[col][k];
                }
            }
        }
        double[] x = new double[n];
        for (int r = n - 1; r >= 0; r--) {
            double s = m[r][n];
            for (int k = r + 1; k < n; k++) {
                s -= m[r][k] * x[k];
            }
            x[r] = s / m[r][r];
        }
        return x;
    }

    /// Fits an odd function as `x + x^3 p(x^2)` for `x` in `[0, xMax]` (relative error).
    static Fit odd(String name, DoubleUnaryOperator f, double xMax, int degree) {
        double zMin = 1e-6;
        DoubleUnaryOperator h = z -> {
            double x = Math.sqrt(z);
            return (f.applyAsDouble(x) - x) / (x * x * x);
        };
        DoubleUnaryOperator w = z -> {
            double x = Math.sqrt(z);
            return x * x * x / f.applyAsDouble(x);
        };
        double[] c = fit(h, w, zMin, xMax * xMax, degree);
        return new Fit(name, 0, xMax, c, maxError(c, h, w, grid(zMin, xMax * xMax, 20_000)));
    }

    /// `acosh(1 + t) = sqrt(2t) p(t)` for `t` in `[0, tMax]` (relative error).
    static Fit acoshNearOne(double tMax, int degree) {
        DoubleUnaryOperator h = t -> MathReference.acosh1p(t) / Math.sqrt(2 * t);
        double tMin = 1e-9;
        double[] c = fit(h, t -> 1 / h.applyAsDouble(t), tMin, tMax, degree);
        return new Fit("acosh(1+t)/sqrt(2t)", 0, tMax, c, maxError(c, h, t -> 1 / h.applyAsDouble(t), grid(tMin, tMax, 20_000)));
    }

    /// The fits the builtin table uses, with the degrees chosen for a relative error well under
    /// half an f32 ulp (2^-24), so that rounding and evaluation dominate.
    static List<Fit> tableFits() {
        return List.of(
                odd("atan", StrictMath::atan, 1.0, 8),
                odd("asin", StrictMath::asin, 0.5, 5),
                odd("sinh", StrictMath::sinh, 1.0, 3),
                odd("tanh", StrictMath::tanh, 0.5493061443340549, 4),
                odd("asinh", MathReference::asinh, 1.0, 7),
                odd("atanh", MathReference::atanh, 0.5, 5),
                acoshNearOne(1.0, 6));
    }

    public static void main(String[] args) {
        for (Fit f : tableFits()) {
            StringBuilder sb = new StringBuilder();
            for (float v : f.hornerF32()) {
                sb.append(sb.isEmpty() ? "" : ", ").append(v);
            }
            System.out.printf("%-22s [%g, %g] rel error %.3g (2^%.1f): %s%n", f.name(), f.lo(), f.hi(), f.error(),
                    Math.log(f.error()) / Math.log(2), sb);
        }
    }
}
