package dev.tungsten.ir;

/// The TGSI expansions of the inverse trigonometric and hyperbolic functions for the [Builtins]
/// table, accurate to a few f32 ulps over the whole domain (the bounds are measured by
/// `MathAccuracyTest` on the reference interpreter and stated in `frontends/ir/README.md`).
///
/// Each function is range-reduced to an interval where a minimax polynomial is accurate to well
/// under half an ulp, and written with the opcodes whose reference semantics are correctly
/// rounded or nearly so (`DIV`, `RCP`, `SQRT`, `EX2`, `LG2`, `ROUND`, `LDEXP`). There is no control
/// flow in an expansion: every branch is computed and the right one picked with `UCMP` on an
/// integer comparison mask, which copies bits (so infinities and NaN survive the selection, which a
/// `LRP` blend would not). Odd functions are computed on `|x|` and get `x`'s sign bit back with
/// `AND`/`OR` at the end, so `f(-0) = -0` and the result is exactly odd.
///
/// The odd polynomials have the form `x + x^3 p(x^2)`: for tiny `x` the correction underflows
/// and the result is `x` itself, which is the correctly rounded value there. The coefficients were
/// fitted here (the Remez exchange in `MinimaxFit` under `src/test`, rounded to f32, highest degree
/// first); `MinimaxFitTest` checks that the tool still produces exactly these numbers.
///
/// Constants that must be more precise than one f32 (`pi`, `pi/2`, `ln 2` in the exponential's
/// reduction) are split into a high and a low part, added in two steps.
final class TranscendentalExpansions {
    private TranscendentalExpansions() {}

    /// atan on [0, 1].
    static final float[] ATAN = {-0.0017936238f, 0.010914617f, -0.03117787f, 0.057957623f, -0.084034525f, 0.109521866f,
        -0.14264242f, 0.19998549f, -0.333333f};
    /// asin on [0, 0.5].
    static final float[] ASIN = {0.03751648f, 0.014438586f, 0.031807724f, 0.044516955f, 0.07500504f, 0.1666666f};
    /// sinh on [0, 1].
    static final float[] SINH = {2.816951E-6f, 1.983616E-4f, 0.00833335f, 0.16666667f};
    /// tanh on [0, atanh(0.5)].
    static final float[] TANH = {-0.0062794713f, 0.021075152f, -0.053853095f, 0.13332593f, -0.33333316f};
    /// asinh on [0, 1].
    static final float[] ASINH = {6.7300897E-4f, -0.0038343738f, 0.010423914f, -0.019175855f, 0.029453166f, -0.044487014f,
        0.07498704f, -0.1666663f};
    /// atanh on [0, 0.5].
    static final float[] ATANH = {0.17669116f, 0.051358256f, 0.118237294f, 0.14222762f, 0.20002519f, 0.33333302f};
    /// `acosh(1 + t) / sqrt(2t)` on t in [0, 1] (a full polynomial, not odd).
    static final float[] ACOSH = {8.158542E-5f, -5.029284E-4f, 0.0017833972f, -0.005543414f, 0.018744214f, -0.083332986f, 1.0f};

    private static final float PIO2_HI = (float) (Math.PI / 2);
    private static final float PIO2_LO = (float) (Math.PI / 2 - PIO2_HI);
    private static final float PI_HI = (float) Math.PI;
    private static final float PI_LO = (float) (Math.PI - PI_HI);
    /// ln 2 with 15 significant bits, so `n * LN2_HI` is exact for the |n| <= 130 an f32
    /// exponential needs (Cody and Waite's reduction).
    private static final float LN2_HI = 0.693145751953125f;
    private static final float LN2_LO = (float) (Math.log(2) - LN2_HI);
    private static final float LN2 = (float) Math.log(2);
    private static final float LOG2E = (float) (1 / Math.log(2));

    private static String c(float v) {
        return "#" + v;
    }

    /// `dst = x + x^3 p(x^2)`, with `$pz` and `$pq` as scratch.
    private static String odd(String x, String dst, float[] p) {
        StringBuilder sb = new StringBuilder("MUL $pz, " + x + ", " + x + "; ");
        sb.append("MAD $pq, $pz, ").append(c(p[0])).append(", ").append(c(p[1])).append("; ");
        for (int i = 2; i < p.length; i++) {
            sb.append("MAD $pq, $pq, $pz, ").append(c(p[i])).append("; ");
        }
        return sb.append("MUL $pq, $pq, $pz; MAD ").append(dst).append(", $pq, ").append(x).append(", ").append(x).toString();
    }

    /// `dst = p(t)` by Horner's rule.
    private static String horner(String t, String dst, float[] p) {
        StringBuilder sb = new StringBuilder("MAD " + dst + ", " + t + ", " + c(p[0]) + ", " + c(p[1]));
        for (int i = 2; i < p.length; i++) {
            sb.append("; MAD ").append(dst).append(", ").append(dst).append(", ").append(t).append(", ").append(c(p[i]));
        }
        return sb.toString();
    }

    /// `$r` = `value` with `$0`'s sign bit (value is non-negative or NaN).
    private static String withSignOfArgument(String value) {
        return "AND $sg, $0, #0x80000000u; OR $r, " + value + ", $sg";
    }

    /// `dst = from - p`, with `from` a two-part constant.
    private static String minus(String dst, float hi, float lo, String p) {
        return "ADD " + dst + ", -" + p + ", " + c(hi) + "; ADD " + dst + ", " + dst + ", " + c(lo);
    }

    /// atan: on |x| > 1 `pi/2 - atan(1/|x|)`.
    static final String ATAN_F = "MOV $a, |$0|; FSLT $big, #1.0, $a; DIV $t, #1.0, $a; UCMP $t, $big, $t, $a; "
            + odd("$t", "$p", ATAN) + "; " + minus("$h", PIO2_HI, PIO2_LO, "$p") + "; UCMP $p, $big, $h, $p; "
            + withSignOfArgument("$p");

    /// atan2(y, x): `a` = atan of min(|y|, |x|) / max(|y|, |x|) (0/0 and inf/inf give 0 and 1),
    /// then by octant `a`, `pi/2 - a` (|y| > |x|), `pi - a` (x's sign bit set, so x = -0 gives
    /// pi) or `pi/2 + a` (both), each base constant added in two parts; y's sign; NaN when either
    /// operand is NaN.
    static final String ATAN2_F = "MOV $ay, |$0|; MOV $ax, |$1|; MIN $mn, $ay, $ax; MAX $mx, $ay, $ax; DIV $t, $mn, $mx; "
            + "FSNE $nan, $t, $t; SNE $one, $mn, #0.0; UCMP $t, $nan, $one, $t; "
            + odd("$t", "$p", ATAN) + "; "
            + "FSLT $sw, $ax, $ay; ISLT $neg, $1, #0i; XOR $flip, $sw, $neg; MOV $np, -$p; UCMP $p, $flip, $np, $p; "
            + "UCMP $bh, $neg, " + c(PI_HI) + ", #0.0; UCMP $bh, $sw, " + c(PIO2_HI) + ", $bh; "
            + "UCMP $bl, $neg, " + c(PI_LO) + ", #0.0; UCMP $bl, $sw, " + c(PIO2_LO) + ", $bl; ADD $p, $bh, $p; ADD $p, $p, $bl; "
            + "FSNE $n0, $0, $0; FSNE $n1, $1, $1; OR $n0, $n0, $n1; ADD $h, $0, $1; UCMP $p, $n0, $h, $p; "
            + withSignOfArgument("$p");

    /// `u = |x|` on [0, 0.5], else `sqrt((1 - |x|) / 2)` (exact up to the square root's rounding;
    /// NaN for |x| > 1); `$p = asin(u)`.
    private static final String ASIN_CORE = "MOV $a, |$0|; MAD $w, $a, #-0.5, #0.5; SQRT $w, $w; FSLT $big, #0.5, $a; "
            + "UCMP $u, $big, $w, $a; " + odd("$u", "$p", ASIN);

    /// asin: `pi/2 - 2 asin(sqrt((1 - |x|) / 2))` on |x| > 0.5.
    static final String ASIN_F = ASIN_CORE + "; MAD $h, $p, #-2.0, " + c(PIO2_HI) + "; ADD $h, $h, " + c(PIO2_LO)
            + "; UCMP $p, $big, $h, $p; " + withSignOfArgument("$p");

    /// acos: `pi/2 - asin(x)` on |x| <= 0.5, `2 asin(u)` for x > 0.5, `pi - 2 asin(u)` for x < -0.5.
    static final String ACOS_F = ASIN_CORE + "; AND $sg, $0, #0x80000000u; OR $ps, $p, $sg; "
            + minus("$sm", PIO2_HI, PIO2_LO, "$ps") + "; ADD $p2, $p, $p; " + minus("$bn", PI_HI, PI_LO, "$p2") + "; "
            + "ISLT $neg, $0, #0i; UCMP $bg, $neg, $bn, $p2; UCMP $r, $big, $bg, $sm";

    /// `$E = e^r 2^(n-1)` and `$Ei = e^-r 2^(-n-1)` for `|x| = n ln 2 + r` (|x| clamped to 90, past
    /// which sinh and cosh overflow anyway; NaN passes the clamp), so that `$E ± $Ei` is sinh or
    /// cosh of |x| without overflow in between.
    private static final String HALF_EXPS = "MOV $a, |$0|; FSLT $c, #90.0, $a; UCMP $e, $c, #90.0, $a; "
            + "MUL $n, $e, " + c(LOG2E) + "; ROUND $n, $n; MAD $x, $n, " + c(-LN2_HI) + ", $e; MAD $x, $n, " + c(-LN2_LO) + ", $x; "
            + "MUL $x, $x, " + c(LOG2E) + "; EX2 $E, $x; RCP $Ei, $E; F2I $k, $n; UADD $k1, $k, #-1i; LDEXP $E, $E, $k1; "
            + "INEG $k2, $k; UADD $k2, $k2, #-1i; LDEXP $Ei, $Ei, $k2";

    /// sinh: the polynomial on |x| <= 1 (where `e^x - e^-x` cancels), the exponentials beyond.
    static final String SINH_F = HALF_EXPS + "; ADD $pe, $E, -$Ei; " + odd("$a", "$ps", SINH)
            + "; FSLT $big, #1.0, $a; UCMP $p, $big, $pe, $ps; " + withSignOfArgument("$p");

    static final String COSH_F = HALF_EXPS + "; ADD $r, $E, $Ei";

    /// tanh: the polynomial up to atanh(0.5), `1 - 2 / (e^2|x| + 1)` beyond (the quotient is at most
    /// 0.5 there, so the subtraction loses nothing; e^2|x| overflowing gives 1).
    static final String TANH_F = "MOV $a, |$0|; " + odd("$a", "$ps", TANH) + "; MUL $e, $a, " + c(2 * LOG2E)
            + "; EX2 $e, $e; ADD $e, $e, #1.0; DIV $q, #2.0, $e; ADD $pe, -$q, #1.0; FSLT $big, " + c((float) 0.5493061443340549)
            + ", $a; UCMP $p, $big, $pe, $ps; " + withSignOfArgument("$p");

    /// `$lc = ln(|x|) + ln(1 ± sqrt(1 ± 1/x^2))` = ln(|x| + sqrt(x^2 ± 1)) without overflow, both
    /// logarithms non-negative for |x| >= 1 so that their sum does not cancel.
    private static String logOfSum(String sign) {
        return "MUL $u, $a, $a; DIV $u, #1.0, $u; ADD $u, #1.0, " + sign + "$u; SQRT $u, $u; ADD $u, $u, #1.0; "
                + "LG2 $l1, $a; LG2 $l2, $u; ADD $l, $l1, $l2; MUL $lc, $l, " + c(LN2);
    }

    static final String ASINH_F = "MOV $a, |$0|; " + odd("$a", "$ps", ASINH) + "; " + logOfSum("")
            + "; FSLT $big, #1.0, $a; UCMP $p, $big, $lc, $ps; " + withSignOfArgument("$p");

    /// acosh: `sqrt(2t) p(t)` for x = 1 + t in [1, 2) (t is exact there; x < 1 gives the square
    /// root of a negative, NaN), the logarithm beyond.
    static final String ACOSH_F = "ADD $t, $0, #-1.0; ADD $st, $t, $t; SQRT $st, $st; " + horner("$t", "$q", ACOSH)
            + "; MUL $ps, $st, $q; MOV $a, $0; " + logOfSum("-") + "; FSLT $small, $0, #2.0; UCMP $r, $small, $ps, $lc";

    /// atanh: the polynomial on |x| <= 0.5, `ln((1 + |x|) / (1 - |x|)) / 2` beyond (1 - |x| exact).
    static final String ATANH_F = "MOV $a, |$0|; " + odd("$a", "$ps", ATANH) + "; ADD $n, #1.0, $a; ADD $d, #1.0, -$a; "
            + "DIV $y, $n, $d; LG2 $l, $y; MUL $pl, $l, " + c((float) (Math.log(2) / 2)) + "; FSLT $big, #0.5, $a; "
            + "UCMP $p, $big, $pl, $ps; " + withSignOfArgument("$p");
}
