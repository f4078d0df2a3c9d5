package dev.tungsten.tests;

import dev.tungsten.gl.glsl.GlslTolerance;
import dev.tungsten.tgsi.TgsiOpcode;
import dev.tungsten.tgsi.TgsiOpcode.OperandType;

/// Judges one result channel of a GPU translation against the reference interpreter, by the
/// opcode's [GlslTolerance] from the GL driver and the two rules that hold for every float result
/// (any NaN matches a NaN; denormals may be flushed to zero).
final class GlTolerances {
    /// The outcome for one channel.
    enum Verdict { EXACT, TOLERATED, MISMATCH }

    private GlTolerances() {}

    /// `ref` is the interpreter's word, `refFlushed` the interpreter's word with denormal inputs
    /// flushed to zero, `got` the GPU's. `src0` and `src1` are the case's first two source vectors
    /// (component-wise and replicated opcodes read channel `c` of them; LIT, EXP, LOG and SCS read
    /// the vector), used by the bounds that depend on the argument.
    static Verdict judge(TgsiOpcode op, int c, int ref, int refFlushed, int got, int[][] src) {
        int[] src0 = src.length > 0 ? src[0] : null;
        int[] src1 = src.length > 1 ? src[1] : null;
        if (ref == got) {
            return Verdict.EXACT;
        }
        if (refFlushed == got) {
            // Denormal float inputs read as zero, whatever the result's type (FSLT, F2I...).
            return Verdict.TOLERATED;
        }
        GlslTolerance t = GlslTolerance.of(op);
        if (t.rule() == GlslTolerance.Rule.IMPLEMENTATION_DEFINED) {
            return Verdict.TOLERATED;
        }
        if (!floatResult(op)) {
            return Verdict.MISMATCH;
        }
        float g = Float.intBitsToFloat(got);
        for (int candidate : new int[] {ref, refFlushed}) {
            float r = Float.intBitsToFloat(candidate);
            if (Float.isNaN(r) && Float.isNaN(g)) {
                return Verdict.TOLERATED;
            }
            if (flush(g) == flush(r) && (Float.isNaN(g) == Float.isNaN(r))) {
                return Verdict.TOLERATED;
            }
            // Denormal intermediate results flushed to zero move a result by less than the
            // smallest normal number each.
            if (!Float.isInfinite(r) && !Float.isNaN(r) && Math.abs((double) g - r) <= 4.0 * Float.MIN_NORMAL) {
                return Verdict.TOLERATED;
            }
            if (t.rule() == GlslTolerance.Rule.FUSED_OR_SEPARATE && src.length > 2) {
                float a = Float.intBitsToFloat(src[0][c]);
                float b = Float.intBitsToFloat(src[1][c]);
                float d = Float.intBitsToFloat(src[2][c]);
                float separate = a * b + d;
                if (Float.floatToRawIntBits(separate) == got || (Float.isNaN(separate) && Float.isNaN(g))) {
                    return Verdict.TOLERATED;
                }
            }
            if (withinBound(op, t, c, r, g, src0, src1) || withinBound(op, t, c, flush(r), g, src0, src1)) {
                return Verdict.TOLERATED;
            }
        }
        return Verdict.MISMATCH;
    }

    /// Channel `c` of a double result: the pair it belongs to is compared as a double, with the
    /// same NaN and denormal rules and, for a [GlslTolerance.Rule#ULPS] bound, in double ulps.
    static Verdict judgeDouble(TgsiOpcode op, int[] ref, int[] refFlushed, int[] got, int c, int[][] src) {
        int lo = c & ~1;
        if (ref[lo] == got[lo] && ref[lo + 1] == got[lo + 1]) {
            return Verdict.EXACT;
        }
        double g = pair(got, lo);
        for (int[] candidate : new int[][] {ref, refFlushed}) {
            double r = pair(candidate, lo);
            if (Double.isNaN(r) && Double.isNaN(g)) {
                return Verdict.TOLERATED;
            }
            if (flush(r) == flush(g)) {
                return Verdict.TOLERATED;
            }
            if (GlslTolerance.of(op).rule() == GlslTolerance.Rule.ULPS && !Double.isInfinite(r)
                    && Math.abs(g - r) <= GlslTolerance.of(op).ulps() * Math.ulp(r)) {
                return Verdict.TOLERATED;
            }
            if (!Double.isInfinite(r) && !Double.isNaN(r) && Math.abs(g - r) <= 4.0 * Double.MIN_NORMAL) {
                return Verdict.TOLERATED;
            }
            if (GlslTolerance.of(op).rule() == GlslTolerance.Rule.FUSED_OR_SEPARATE && src.length > 2) {
                double separate = pair(src[0], lo) * pair(src[1], lo) + pair(src[2], lo);
                if (separate == g || Double.doubleToRawLongBits(separate) == Double.doubleToRawLongBits(g)
                        || (Double.isNaN(separate) && Double.isNaN(g))) {
                    return Verdict.TOLERATED;
                }
            }
        }
        return Verdict.MISMATCH;
    }

    private static double pair(int[] words, int lo) {
        return Double.longBitsToDouble((words[lo] & 0xFFFFFFFFL) | (long) words[lo + 1] << 32);
    }

    private static double flush(double x) {
        return x != 0 && Math.abs(x) < Double.MIN_NORMAL ? Math.copySign(0.0, x) : x;
    }

    /// Whether the opcode's destination holds floats (32-bit ones; MOV and UCMP copy bits).
    static boolean floatResult(TgsiOpcode op) {
        return op.dstType() == OperandType.FLOAT || op.dstType() == OperandType.UNTYPED;
    }

    /// A denormal becomes a zero of the same sign (what flush-to-zero hardware writes).
    static float flush(float x) {
        return x != 0f && Math.abs(x) < Float.MIN_NORMAL ? Math.copySign(0f, x) : x;
    }

    private static float f(int[] v, int c) {
        return v == null || c >= v.length ? 0f : Float.intBitsToFloat(v[c]);
    }

    private static boolean withinBound(TgsiOpcode op, GlslTolerance t, int c, float r, float g, int[] src0, int[] src1) {
        if (Float.isInfinite(r) || Float.isNaN(r) || Float.isNaN(g)) {
            return false;
        }
        double diff = Math.abs((double) g - r);
        double ulp = Math.ulp(r);
        return switch (t.rule()) {
            case EXACT, COARSE_DERIVATIVE, IMPLEMENTATION_DEFINED, FUSED_OR_SEPARATE -> false;
            case ULPS -> diff <= t.ulps() * ulp;
            case EXP2 -> diff <= (3 + 2 * Math.abs(log2(r))) * ulp;
            case LOG2 -> op == TgsiOpcode.LOG ? logChannel(c, r, g) : diff <= log2Bound(r);
            case POW -> {
                double base;
                double exponent;
                if (op == TgsiOpcode.LIT) {
                    if (c != 2) {
                        yield false;
                    }
                    base = Math.max(f(src0, 1), 0f);
                    exponent = Math.max(Math.min(f(src0, 3), 128f), -128f);
                } else {
                    base = f(src0, c);
                    exponent = f(src1, c);
                }
                yield diff <= powBound(r, base, exponent);
            }
            case TRIG -> {
                double x = op == TgsiOpcode.SCS ? f(src0, 0) : f(src0, c);
                if (op == TgsiOpcode.SCS && c >= 2) {
                    yield false;
                }
                yield Math.abs(x) <= Math.PI ? diff <= 0x1p-11 : Math.abs(g) <= 1f;
            }
        };
    }

    private static double log2(double x) {
        return x == 0 ? 0 : Math.log(Math.abs(x)) / Math.log(2);
    }

    /// GLSL's log2 bound for a result `r`: absolute 2^-21 when the argument is in [0.5, 2]
    /// (|r| <= 1), else 3 ulp.
    private static double log2Bound(float r) {
        return Math.abs(r) <= 1f ? 0x1p-21 + Math.ulp(r) : 3 * Math.ulp(r);
    }

    /// LOG's channels: z is log2|x|; x = floor(z) may fall on the other side of an integer when z
    /// is within the log2 error of one, and y = |x| / 2^floor(z) then doubles or halves.
    private static boolean logChannel(int c, float r, float g) {
        return switch (c) {
            case 2 -> Math.abs((double) g - r) <= log2Bound(r);
            case 0 -> Math.abs(g - r) == 1f;
            case 1 -> Math.abs(g - r) <= 2 * Math.ulp(r) || Math.abs(g - 2 * r) <= 4 * Math.ulp(r)
                    || Math.abs(2 * g - r) <= 4 * Math.ulp(r);
            default -> false;
        };
    }

    /// GLSL's pow inherits exp2(y * log2(x)): the log2 error (absolute 2^-21 near 1, 3 ulp
    /// elsewhere) is multiplied by |y| and moves the result by that many times ln 2 relatively;
    /// exp2 adds its 3 + 2|t| ulp, t = y * log2(x).
    private static double powBound(float r, double base, double exponent) {
        double lg = log2(base);
        double logError = Math.abs(lg) <= 1 ? 0x1p-21 : 3 * Math.ulp((float) lg);
        double t = Math.abs(log2(r));
        return Math.abs(r) * Math.log(2) * Math.abs(exponent) * logError + (3 + 2 * t) * Math.ulp(r);
    }
}
