package dev.tungsten.tgsi.exec;

import static dev.tungsten.tgsi.exec.OpSemantics.*;

/// Executes the double and 64-bit integer opcodes. A 64-bit value occupies a channel pair, xy or
/// zw, low word first; a source's pair is read through its swizzle (`src.xy` is the words of
/// swizzle components x and y). Each pair is assembled into a `long` per lane, computed with the
/// [OpSemantics] method, and split again.
///
/// Source modifiers on a 64-bit source act on the whole value: `|x|` clears bit 63, `-x` flips it
/// for doubles and negates for 64-bit integers. A result pair is written in the channels of the
/// write mask (a well-formed mask enables both or neither).
///
/// Where tgsi.rst and Mesa's interpreter disagree on which 32-bit channel feeds the second pair,
/// the opcode table's notes record the choice (U64SHL, I64SHR, U64SHR: `src1.y`; DLDEXP: `src1.z`).
final class Alu64 {
    private Alu64() {}

    interface Kernel {
        void run(long[] d, long[] a, long[] x, long[] y, int n);
    }

    interface Compare {
        void run(int[] d, long[] a, long[] x, int n);
    }

    interface FromNarrow {
        void run(long[] d, int[] a, int n);
    }

    interface ToNarrow {
        void run(int[] d, long[] a, int n);
    }

    interface WithNarrow {
        void run(long[] d, long[] a, int[] x, int n);
    }

    private static double dv(long bits) {
        return Double.longBitsToDouble(bits);
    }

    private static long db(double v) {
        return Double.doubleToRawLongBits(v);
    }

    // ------------------------------------------------------------------ kernels

    static final Kernel DADD = (d, a, x, y, n) -> { for (int i = 0; i < n; i++) d[i] = db(dadd(dv(a[i]), dv(x[i]))); };
    static final Kernel DMUL = (d, a, x, y, n) -> { for (int i = 0; i < n; i++) d[i] = db(dmul(dv(a[i]), dv(x[i]))); };
    static final Kernel DDIV = (d, a, x, y, n) -> { for (int i = 0; i < n; i++) d[i] = db(ddiv(dv(a[i]), dv(x[i]))); };
    static final Kernel DMAX = (d, a, x, y, n) -> { for (int i = 0; i < n; i++) d[i] = db(dmax(dv(a[i]), dv(x[i]))); };
    static final Kernel DMIN = (d, a, x, y, n) -> { for (int i = 0; i < n; i++) d[i] = db(dmin(dv(a[i]), dv(x[i]))); };
    static final Kernel DMAD = (d, a, x, y, n) -> { for (int i = 0; i < n; i++) d[i] = db(dmad(dv(a[i]), dv(x[i]), dv(y[i]))); };
    static final Kernel DFMA = (d, a, x, y, n) -> { for (int i = 0; i < n; i++) d[i] = db(dfma(dv(a[i]), dv(x[i]), dv(y[i]))); };
    static final Kernel DABS = (d, a, x, y, n) -> { for (int i = 0; i < n; i++) d[i] = db(dabs(dv(a[i]))); };
    static final Kernel DNEG = (d, a, x, y, n) -> { for (int i = 0; i < n; i++) d[i] = db(dneg(dv(a[i]))); };
    static final Kernel DRCP = (d, a, x, y, n) -> { for (int i = 0; i < n; i++) d[i] = db(drcp(dv(a[i]))); };
    static final Kernel DSQRT = (d, a, x, y, n) -> { for (int i = 0; i < n; i++) d[i] = db(dsqrt(dv(a[i]))); };
    static final Kernel DRSQ = (d, a, x, y, n) -> { for (int i = 0; i < n; i++) d[i] = db(drsq(dv(a[i]))); };
    static final Kernel DFRAC = (d, a, x, y, n) -> { for (int i = 0; i < n; i++) d[i] = db(dfrac(dv(a[i]))); };
    static final Kernel DFLR = (d, a, x, y, n) -> { for (int i = 0; i < n; i++) d[i] = db(dflr(dv(a[i]))); };
    static final Kernel DCEIL = (d, a, x, y, n) -> { for (int i = 0; i < n; i++) d[i] = db(dceil(dv(a[i]))); };
    static final Kernel DTRUNC = (d, a, x, y, n) -> { for (int i = 0; i < n; i++) d[i] = db(dtrunc(dv(a[i]))); };
    static final Kernel DROUND = (d, a, x, y, n) -> { for (int i = 0; i < n; i++) d[i] = db(dround(dv(a[i]))); };
    static final Kernel DSSG = (d, a, x, y, n) -> { for (int i = 0; i < n; i++) d[i] = db(dssg(dv(a[i]))); };
    static final Kernel D2I64 = (d, a, x, y, n) -> { for (int i = 0; i < n; i++) d[i] = d2i64(dv(a[i])); };
    static final Kernel D2U64 = (d, a, x, y, n) -> { for (int i = 0; i < n; i++) d[i] = d2u64(dv(a[i])); };
    static final Kernel I642D = (d, a, x, y, n) -> { for (int i = 0; i < n; i++) d[i] = db(i642d(a[i])); };
    static final Kernel U642D = (d, a, x, y, n) -> { for (int i = 0; i < n; i++) d[i] = db(u642d(a[i])); };
    static final Kernel U64ADD = (d, a, x, y, n) -> { for (int i = 0; i < n; i++) d[i] = u64add(a[i], x[i]); };
    static final Kernel U64MUL = (d, a, x, y, n) -> { for (int i = 0; i < n; i++) d[i] = u64mul(a[i], x[i]); };
    static final Kernel U64DIV = (d, a, x, y, n) -> { for (int i = 0; i < n; i++) d[i] = u64div(a[i], x[i]); };
    static final Kernel I64DIV = (d, a, x, y, n) -> { for (int i = 0; i < n; i++) d[i] = i64div(a[i], x[i]); };
    static final Kernel U64MOD = (d, a, x, y, n) -> { for (int i = 0; i < n; i++) d[i] = u64mod(a[i], x[i]); };
    static final Kernel I64MOD = (d, a, x, y, n) -> { for (int i = 0; i < n; i++) d[i] = i64mod(a[i], x[i]); };
    static final Kernel I64MIN = (d, a, x, y, n) -> { for (int i = 0; i < n; i++) d[i] = i64min(a[i], x[i]); };
    static final Kernel I64MAX = (d, a, x, y, n) -> { for (int i = 0; i < n; i++) d[i] = i64max(a[i], x[i]); };
    static final Kernel U64MIN = (d, a, x, y, n) -> { for (int i = 0; i < n; i++) d[i] = u64min(a[i], x[i]); };
    static final Kernel U64MAX = (d, a, x, y, n) -> { for (int i = 0; i < n; i++) d[i] = u64max(a[i], x[i]); };
    static final Kernel I64ABS = (d, a, x, y, n) -> { for (int i = 0; i < n; i++) d[i] = i64abs(a[i]); };
    static final Kernel I64NEG = (d, a, x, y, n) -> { for (int i = 0; i < n; i++) d[i] = i64neg(a[i]); };
    static final Kernel I64SSG = (d, a, x, y, n) -> { for (int i = 0; i < n; i++) d[i] = i64ssg(a[i]); };

    static final Compare DSLT = (d, a, x, n) -> { for (int i = 0; i < n; i++) d[i] = dslt(dv(a[i]), dv(x[i])); };
    static final Compare DSGE = (d, a, x, n) -> { for (int i = 0; i < n; i++) d[i] = dsge(dv(a[i]), dv(x[i])); };
    static final Compare DSEQ = (d, a, x, n) -> { for (int i = 0; i < n; i++) d[i] = dseq(dv(a[i]), dv(x[i])); };
    static final Compare DSNE = (d, a, x, n) -> { for (int i = 0; i < n; i++) d[i] = dsne(dv(a[i]), dv(x[i])); };
    static final Compare U64SEQ = (d, a, x, n) -> { for (int i = 0; i < n; i++) d[i] = u64seq(a[i], x[i]); };
    static final Compare U64SNE = (d, a, x, n) -> { for (int i = 0; i < n; i++) d[i] = u64sne(a[i], x[i]); };
    static final Compare I64SLT = (d, a, x, n) -> { for (int i = 0; i < n; i++) d[i] = i64slt(a[i], x[i]); };
    static final Compare U64SLT = (d, a, x, n) -> { for (int i = 0; i < n; i++) d[i] = u64slt(a[i], x[i]); };
    static final Compare I64SGE = (d, a, x, n) -> { for (int i = 0; i < n; i++) d[i] = i64sge(a[i], x[i]); };
    static final Compare U64SGE = (d, a, x, n) -> { for (int i = 0; i < n; i++) d[i] = u64sge(a[i], x[i]); };

    static final FromNarrow F2D = (d, a, n) -> { for (int i = 0; i < n; i++) d[i] = db(f2d(Float.intBitsToFloat(a[i]))); };
    static final FromNarrow I2D = (d, a, n) -> { for (int i = 0; i < n; i++) d[i] = db(i2d(a[i])); };
    static final FromNarrow U2D = (d, a, n) -> { for (int i = 0; i < n; i++) d[i] = db(u2d(a[i])); };
    static final FromNarrow F2I64 = (d, a, n) -> { for (int i = 0; i < n; i++) d[i] = f2i64(Float.intBitsToFloat(a[i])); };
    static final FromNarrow F2U64 = (d, a, n) -> { for (int i = 0; i < n; i++) d[i] = f2u64(Float.intBitsToFloat(a[i])); };
    static final FromNarrow I2I64 = (d, a, n) -> { for (int i = 0; i < n; i++) d[i] = i2i64(a[i]); };
    static final FromNarrow U2I64 = (d, a, n) -> { for (int i = 0; i < n; i++) d[i] = u2i64(a[i]); };

    static final ToNarrow D2F = (d, a, n) -> { for (int i = 0; i < n; i++) d[i] = Float.floatToRawIntBits(d2f(dv(a[i]))); };
    static final ToNarrow D2I = (d, a, n) -> { for (int i = 0; i < n; i++) d[i] = d2i(dv(a[i])); };
    static final ToNarrow D2U = (d, a, n) -> { for (int i = 0; i < n; i++) d[i] = d2u(dv(a[i])); };
    static final ToNarrow I642F = (d, a, n) -> { for (int i = 0; i < n; i++) d[i] = Float.floatToRawIntBits(i642f(a[i])); };
    static final ToNarrow U642F = (d, a, n) -> { for (int i = 0; i < n; i++) d[i] = Float.floatToRawIntBits(u642f(a[i])); };

    static final WithNarrow DLDEXP = (d, a, x, n) -> { for (int i = 0; i < n; i++) d[i] = db(dldexp(dv(a[i]), x[i])); };
    static final WithNarrow U64SHL = (d, a, x, n) -> { for (int i = 0; i < n; i++) d[i] = u64shl(a[i], x[i]); };
    static final WithNarrow I64SHR = (d, a, x, n) -> { for (int i = 0; i < n; i++) d[i] = i64shr(a[i], x[i]); };
    static final WithNarrow U64SHR = (d, a, x, n) -> { for (int i = 0; i < n; i++) d[i] = u64shr(a[i], x[i]); };

    // ------------------------------------------------------------------ drivers

    /// Reads source `s`'s pair `p` (0: channels xy, 1: zw) as 64-bit lanes, modifiers applied.
    static long[] pair(ExecMachine m, DecodedOp op, int s, int p, long[] into) {
        int[] lo = m.srcRaw(op, s, 2 * p);
        int[] hi = m.srcRaw(op, s, 2 * p + 1);
        int mods = op.src[s].modifiers;
        for (int i = 0; i < m.width; i++) {
            long v = (lo[i] & 0xFFFFFFFFL) | ((long) hi[i] << 32);
            if ((mods & Operand.MOD_ABS) != 0) {
                v &= Long.MAX_VALUE;
            }
            if ((mods & Operand.MOD_FNEG) != 0) {
                v ^= Long.MIN_VALUE;
            }
            if ((mods & Operand.MOD_INEG) != 0) {
                v = -v;
            }
            into[i] = v;
        }
        return into;
    }

    private static void split(DecodedOp op, long[] v, int[] lo, int[] hi, int n) {
        if (op.saturate) {
            for (int i = 0; i < n; i++) {
                v[i] = Double.doubleToRawLongBits(dsaturate(Double.longBitsToDouble(v[i])));
            }
        }
        for (int i = 0; i < n; i++) {
            lo[i] = (int) v[i];
            hi[i] = (int) (v[i] >>> 32);
        }
    }

    private static int pairMask(int p) {
        return 3 << (2 * p);
    }

    /// 64-bit result from up to three 64-bit sources.
    static void kernel(ExecMachine m, DecodedOp op, Kernel k) {
        int[][] out = m.dstScratch;
        int n = m.width;
        for (int p = 0; p < 2; p++) {
            if ((op.writeMask & pairMask(p)) == 0) {
                continue;
            }
            long[] a = pair(m, op, 0, p, m.wide[0]);
            long[] x = op.src.length > 1 ? pair(m, op, 1, p, m.wide[1]) : a;
            long[] y = op.src.length > 2 ? pair(m, op, 2, p, m.wide[2]) : a;
            k.run(m.wide[3], a, x, y, n);
            split(op, m.wide[3], out[2 * p], out[2 * p + 1], n);
        }
        m.store(op, 0, out, op.writeMask, false);
    }

    /// 32-bit 0/~0 result of a 64-bit comparison, into the first enabled channel of each pair.
    static void compare(ExecMachine m, DecodedOp op, Compare k) {
        int[][] out = m.dstScratch;
        int mask = 0;
        for (int p = 0; p < 2; p++) {
            int enabled = op.writeMask & pairMask(p);
            if (enabled == 0) {
                continue;
            }
            int c = Integer.numberOfTrailingZeros(enabled);
            k.run(out[c], pair(m, op, 0, p, m.wide[0]), pair(m, op, 1, p, m.wide[1]), m.width);
            mask |= 1 << c;
        }
        m.store(op, 0, out, mask);
    }

    /// 64-bit result from the 32-bit channel `p` of source 0 (x for xy, y for zw).
    static void fromNarrow(ExecMachine m, DecodedOp op, FromNarrow k) {
        int[][] out = m.dstScratch;
        for (int p = 0; p < 2; p++) {
            if ((op.writeMask & pairMask(p)) == 0) {
                continue;
            }
            k.run(m.wide[3], m.src(op, 0, p), m.width);
            split(op, m.wide[3], out[2 * p], out[2 * p + 1], m.width);
        }
        m.store(op, 0, out, op.writeMask, false);
    }

    /// 32-bit results: the n-th enabled channel (n < 2) receives the conversion of pair n.
    static void toNarrow(ExecMachine m, DecodedOp op, ToNarrow k) {
        int[][] out = m.dstScratch;
        int remaining = op.writeMask;
        int mask = 0;
        for (int p = 0; p < 2 && remaining != 0; p++) {
            int c = Integer.numberOfTrailingZeros(remaining);
            remaining &= remaining - 1;
            k.run(out[c], pair(m, op, 0, p, m.wide[0]), m.width);
            mask |= 1 << c;
        }
        m.store(op, 0, out, mask);
    }

    /// 64-bit result from a 64-bit source and a 32-bit one; `narrowChannel[p]` is the channel of
    /// source 1 used for pair `p`.
    static void withNarrow(ExecMachine m, DecodedOp op, WithNarrow k, int zwChannel) {
        int[][] out = m.dstScratch;
        for (int p = 0; p < 2; p++) {
            if ((op.writeMask & pairMask(p)) == 0) {
                continue;
            }
            int[] count = m.src(op, 1, p == 0 ? 0 : zwChannel);
            k.run(m.wide[3], pair(m, op, 0, p, m.wide[0]), count, m.width);
            split(op, m.wide[3], out[2 * p], out[2 * p + 1], m.width);
        }
        m.store(op, 0, out, op.writeMask, false);
    }

    /// DFRACEXP (legacy): dst0 pairs get the significand of `src.xy`, every enabled channel of
    /// dst1 its exponent (Mesa's interpreter before the opcode was removed).
    static void dfracexp(ExecMachine m, DecodedOp op) {
        long[] a = pair(m, op, 0, 0, m.wide[0]);
        int n = m.width;
        int[] exps = m.laneTemp;
        long[] sig = m.wide[3];
        for (int i = 0; i < n; i++) {
            double v = Double.longBitsToDouble(a[i]);
            sig[i] = Double.doubleToRawLongBits(frexpSignificand(v));
            exps[i] = frexpExponent(v);
        }
        int[][] out = m.dstScratch;
        split(op, sig, out[0], out[1], n);
        split(op, sig, out[2], out[3], n);
        int[][] out2 = m.dstScratch2;
        for (int c = 0; c < 4; c++) {
            System.arraycopy(exps, 0, out2[c], 0, n);
        }
        m.store(op, 0, out, op.writeMask, false);
        m.store(op, 1, out2, op.dst[1].writeMask);
    }
}
