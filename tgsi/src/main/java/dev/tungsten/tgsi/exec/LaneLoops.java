package dev.tungsten.tgsi.exec;

import static dev.tungsten.tgsi.exec.OpSemantics.*;

/// Lane loops for the 32-bit componentwise and scalar opcodes: one loop per opcode over the raw
/// 32-bit words of a block, each calling the opcode's [OpSemantics] method per lane.
///
/// Why one small object per opcode: the run loop reaches a kernel through one interface call per
/// channel, and inside each kernel the JVM inlines the scalar method into a tight loop. A generic
/// loop calling a scalar function per lane would make that call megamorphic on every lane.
/// MOV, ADD, MUL and MAD do not come here: [Alu#hot] calls [HotLaneLoops] directly.
final class LaneLoops {
    private LaneLoops() {}

    /// `d[i] = op(a[i])` for `i < n`.
    interface Unary {
        void run(int[] d, int[] a, int n);
    }

    interface Binary {
        void run(int[] d, int[] a, int[] b, int n);
    }

    interface Ternary {
        void run(int[] d, int[] a, int[] b, int[] c, int n);
    }

    interface Quaternary {
        void run(int[] d, int[] a, int[] b, int[] c, int[] e, int n);
    }

    static float f(int bits) {
        return Float.intBitsToFloat(bits);
    }

    static int b(float value) {
        return Float.floatToRawIntBits(value);
    }

    // ------------------------------------------------------------------ float -> float

    static final Unary MOV = (d, a, n) -> System.arraycopy(a, 0, d, 0, n);
    static final Unary FLR = (d, a, n) -> { for (int i = 0; i < n; i++) d[i] = b(floor(f(a[i]))); };
    static final Unary CEIL = (d, a, n) -> { for (int i = 0; i < n; i++) d[i] = b(ceil(f(a[i]))); };
    static final Unary TRUNC = (d, a, n) -> { for (int i = 0; i < n; i++) d[i] = b(trunc(f(a[i]))); };
    static final Unary ROUND = (d, a, n) -> { for (int i = 0; i < n; i++) d[i] = b(round(f(a[i]))); };
    static final Unary FRC = (d, a, n) -> { for (int i = 0; i < n; i++) d[i] = b(frc(f(a[i]))); };
    static final Unary SSG = (d, a, n) -> { for (int i = 0; i < n; i++) d[i] = b(ssg(f(a[i]))); };
    static final Unary ABS = (d, a, n) -> { for (int i = 0; i < n; i++) d[i] = absModifier(a[i]); };
    static final Unary RCP = (d, a, n) -> { for (int i = 0; i < n; i++) d[i] = b(rcp(f(a[i]))); };
    static final Unary RSQ = (d, a, n) -> { for (int i = 0; i < n; i++) d[i] = b(rsq(f(a[i]))); };
    static final Unary SQRT = (d, a, n) -> { for (int i = 0; i < n; i++) d[i] = b(sqrt(f(a[i]))); };
    static final Unary EX2 = (d, a, n) -> { for (int i = 0; i < n; i++) d[i] = b(ex2(f(a[i]))); };
    static final Unary LG2 = (d, a, n) -> { for (int i = 0; i < n; i++) d[i] = b(lg2(f(a[i]))); };
    static final Unary SIN = (d, a, n) -> { for (int i = 0; i < n; i++) d[i] = b(sin(f(a[i]))); };
    static final Unary COS = (d, a, n) -> { for (int i = 0; i < n; i++) d[i] = b(cos(f(a[i]))); };
    static final Unary RCC = (d, a, n) -> { for (int i = 0; i < n; i++) d[i] = b(rcc(f(a[i]))); };

    // ------------------------------------------------------------------ conversions

    static final Unary ARL = (d, a, n) -> { for (int i = 0; i < n; i++) d[i] = arl(f(a[i])); };
    static final Unary ARR = (d, a, n) -> { for (int i = 0; i < n; i++) d[i] = arr(f(a[i])); };
    static final Unary F2I = (d, a, n) -> { for (int i = 0; i < n; i++) d[i] = f2i(f(a[i])); };
    static final Unary F2U = (d, a, n) -> { for (int i = 0; i < n; i++) d[i] = f2u(f(a[i])); };
    static final Unary I2F = (d, a, n) -> HotLaneLoops.integer(HotLaneLoops.IntegerOp.I2F, d, a, a, n);
    static final Unary U2F = (d, a, n) -> { for (int i = 0; i < n; i++) d[i] = b(u2f(a[i])); };

    // ------------------------------------------------------------------ integer unary

    static final Unary NOT = (d, a, n) -> { for (int i = 0; i < n; i++) d[i] = not(a[i]); };
    static final Unary INEG = (d, a, n) -> { for (int i = 0; i < n; i++) d[i] = ineg(a[i]); };
    static final Unary IABS = (d, a, n) -> { for (int i = 0; i < n; i++) d[i] = iabs(a[i]); };
    static final Unary ISSG = (d, a, n) -> { for (int i = 0; i < n; i++) d[i] = issg(a[i]); };
    static final Unary BREV = (d, a, n) -> { for (int i = 0; i < n; i++) d[i] = brev(a[i]); };
    static final Unary POPC = (d, a, n) -> { for (int i = 0; i < n; i++) d[i] = popc(a[i]); };
    static final Unary LSB = (d, a, n) -> { for (int i = 0; i < n; i++) d[i] = lsb(a[i]); };
    static final Unary IMSB = (d, a, n) -> { for (int i = 0; i < n; i++) d[i] = imsb(a[i]); };
    static final Unary UMSB = (d, a, n) -> { for (int i = 0; i < n; i++) d[i] = umsb(a[i]); };

    // ------------------------------------------------------------------ derivatives (quads of 4 lanes)

    /// DDX: coarse, the bottom row's difference (lane 3 - lane 2) for the whole quad.
    static final Unary DDX = (d, a, n) -> {
        for (int q = 0; q < n; q += 4) {
            int v = b(sub(f(a[q + 3]), f(a[q + 2])));
            d[q] = v; d[q + 1] = v; d[q + 2] = v; d[q + 3] = v;
        }
    };
    /// DDY: coarse, the left column's difference (lane 2 - lane 0) for the whole quad.
    static final Unary DDY = (d, a, n) -> {
        for (int q = 0; q < n; q += 4) {
            int v = b(sub(f(a[q + 2]), f(a[q])));
            d[q] = v; d[q + 1] = v; d[q + 2] = v; d[q + 3] = v;
        }
    };
    /// DDX_FINE: each row's own difference.
    static final Unary DDX_FINE = (d, a, n) -> {
        for (int q = 0; q < n; q += 4) {
            int top = b(sub(f(a[q + 1]), f(a[q])));
            int bottom = b(sub(f(a[q + 3]), f(a[q + 2])));
            d[q] = top; d[q + 1] = top; d[q + 2] = bottom; d[q + 3] = bottom;
        }
    };
    /// DDY_FINE: each column's own difference.
    static final Unary DDY_FINE = (d, a, n) -> {
        for (int q = 0; q < n; q += 4) {
            int left = b(sub(f(a[q + 2]), f(a[q])));
            int right = b(sub(f(a[q + 3]), f(a[q + 1])));
            d[q] = left; d[q + 1] = right; d[q + 2] = left; d[q + 3] = right;
        }
    };

    // ------------------------------------------------------------------ float binary

    static final Binary SUB = (d, a, x, n) -> { for (int i = 0; i < n; i++) d[i] = b(sub(f(a[i]), f(x[i]))); };
    static final Binary MUL_LEGACY = (d, a, x, n) -> { for (int i = 0; i < n; i++) d[i] = b(mulLegacy(f(a[i]), f(x[i]))); };
    static final Binary DIV = (d, a, x, n) -> { for (int i = 0; i < n; i++) d[i] = b(div(f(a[i]), f(x[i]))); };
    static final Binary MIN = (d, a, x, n) -> { for (int i = 0; i < n; i++) d[i] = b(min(f(a[i]), f(x[i]))); };
    static final Binary MAX = (d, a, x, n) -> { for (int i = 0; i < n; i++) d[i] = b(max(f(a[i]), f(x[i]))); };
    static final Binary POW = (d, a, x, n) -> { for (int i = 0; i < n; i++) d[i] = b(pow(f(a[i]), f(x[i]))); };
    static final Binary LDEXP = (d, a, x, n) -> { for (int i = 0; i < n; i++) d[i] = b(ldexp(f(a[i]), x[i])); };
    static final Binary SLT = (d, a, x, n) -> { for (int i = 0; i < n; i++) d[i] = b(slt(f(a[i]), f(x[i]))); };
    static final Binary SLE = (d, a, x, n) -> { for (int i = 0; i < n; i++) d[i] = b(sle(f(a[i]), f(x[i]))); };
    static final Binary SGT = (d, a, x, n) -> { for (int i = 0; i < n; i++) d[i] = b(sgt(f(a[i]), f(x[i]))); };
    static final Binary SGE = (d, a, x, n) -> { for (int i = 0; i < n; i++) d[i] = b(sge(f(a[i]), f(x[i]))); };
    static final Binary SEQ = (d, a, x, n) -> { for (int i = 0; i < n; i++) d[i] = b(seq(f(a[i]), f(x[i]))); };
    static final Binary SNE = (d, a, x, n) -> { for (int i = 0; i < n; i++) d[i] = b(sne(f(a[i]), f(x[i]))); };
    static final Binary FSLT = (d, a, x, n) -> { for (int i = 0; i < n; i++) d[i] = fslt(f(a[i]), f(x[i])); };
    static final Binary FSGE = (d, a, x, n) -> { for (int i = 0; i < n; i++) d[i] = fsge(f(a[i]), f(x[i])); };
    static final Binary FSEQ = (d, a, x, n) -> { for (int i = 0; i < n; i++) d[i] = fseq(f(a[i]), f(x[i])); };
    static final Binary FSNE = (d, a, x, n) -> { for (int i = 0; i < n; i++) d[i] = fsne(f(a[i]), f(x[i])); };

    // ------------------------------------------------------------------ integer binary

    static final Binary UADD = (d, a, x, n) -> HotLaneLoops.integer(HotLaneLoops.IntegerOp.UADD, d, a, x, n);
    static final Binary UMUL = (d, a, x, n) -> { for (int i = 0; i < n; i++) d[i] = umul(a[i], x[i]); };
    static final Binary IMUL_HI = (d, a, x, n) -> { for (int i = 0; i < n; i++) d[i] = imulHi(a[i], x[i]); };
    static final Binary UMUL_HI = (d, a, x, n) -> { for (int i = 0; i < n; i++) d[i] = umulHi(a[i], x[i]); };
    static final Binary IDIV = (d, a, x, n) -> { for (int i = 0; i < n; i++) d[i] = idiv(a[i], x[i]); };
    static final Binary UDIV = (d, a, x, n) -> { for (int i = 0; i < n; i++) d[i] = udiv(a[i], x[i]); };
    static final Binary MOD = (d, a, x, n) -> { for (int i = 0; i < n; i++) d[i] = mod(a[i], x[i]); };
    static final Binary UMOD = (d, a, x, n) -> { for (int i = 0; i < n; i++) d[i] = umod(a[i], x[i]); };
    static final Binary IMAX = (d, a, x, n) -> { for (int i = 0; i < n; i++) d[i] = imax(a[i], x[i]); };
    static final Binary IMIN = (d, a, x, n) -> { for (int i = 0; i < n; i++) d[i] = imin(a[i], x[i]); };
    static final Binary UMAX = (d, a, x, n) -> { for (int i = 0; i < n; i++) d[i] = umax(a[i], x[i]); };
    static final Binary UMIN = (d, a, x, n) -> { for (int i = 0; i < n; i++) d[i] = umin(a[i], x[i]); };
    static final Binary AND = (d, a, x, n) -> HotLaneLoops.integer(HotLaneLoops.IntegerOp.AND, d, a, x, n);
    static final Binary OR = (d, a, x, n) -> HotLaneLoops.integer(HotLaneLoops.IntegerOp.OR, d, a, x, n);
    static final Binary XOR = (d, a, x, n) -> HotLaneLoops.integer(HotLaneLoops.IntegerOp.XOR, d, a, x, n);
    static final Binary SHL = (d, a, x, n) -> HotLaneLoops.integer(HotLaneLoops.IntegerOp.SHL, d, a, x, n);
    static final Binary ISHR = (d, a, x, n) -> HotLaneLoops.integer(HotLaneLoops.IntegerOp.ISHR, d, a, x, n);
    static final Binary USHR = (d, a, x, n) -> HotLaneLoops.integer(HotLaneLoops.IntegerOp.USHR, d, a, x, n);
    static final Binary ISLT = (d, a, x, n) -> { for (int i = 0; i < n; i++) d[i] = islt(a[i], x[i]); };
    static final Binary ISGE = (d, a, x, n) -> { for (int i = 0; i < n; i++) d[i] = isge(a[i], x[i]); };
    static final Binary USEQ = (d, a, x, n) -> { for (int i = 0; i < n; i++) d[i] = useq(a[i], x[i]); };
    static final Binary USNE = (d, a, x, n) -> { for (int i = 0; i < n; i++) d[i] = usne(a[i], x[i]); };
    static final Binary USLT = (d, a, x, n) -> { for (int i = 0; i < n; i++) d[i] = uslt(a[i], x[i]); };
    static final Binary USGE = (d, a, x, n) -> { for (int i = 0; i < n; i++) d[i] = usge(a[i], x[i]); };

    // ------------------------------------------------------------------ ternary and quaternary

    static final Ternary MAD_LEGACY = (d, a, x, y, n) -> {
        for (int i = 0; i < n; i++) d[i] = b(madLegacy(f(a[i]), f(x[i]), f(y[i])));
    };
    static final Ternary FMA = (d, a, x, y, n) -> { for (int i = 0; i < n; i++) d[i] = b(fma(f(a[i]), f(x[i]), f(y[i]))); };
    static final Ternary FMA_LEGACY = (d, a, x, y, n) -> {
        for (int i = 0; i < n; i++) d[i] = b(fmaLegacy(f(a[i]), f(x[i]), f(y[i])));
    };
    static final Ternary LRP = (d, a, x, y, n) -> { for (int i = 0; i < n; i++) d[i] = b(lrp(f(a[i]), f(x[i]), f(y[i]))); };
    static final Ternary LRP_LEGACY = (d, a, x, y, n) -> {
        for (int i = 0; i < n; i++) d[i] = b(lrpLegacy(f(a[i]), f(x[i]), f(y[i])));
    };
    static final Ternary CMP = (d, a, x, y, n) -> { for (int i = 0; i < n; i++) d[i] = cmp(f(a[i]), x[i], y[i]); };
    static final Ternary UCMP = (d, a, x, y, n) -> { for (int i = 0; i < n; i++) d[i] = ucmp(a[i], x[i], y[i]); };
    static final Ternary CND = (d, a, x, y, n) -> { for (int i = 0; i < n; i++) d[i] = cnd(a[i], x[i], f(y[i])); };
    static final Ternary CLAMP = (d, a, x, y, n) -> { for (int i = 0; i < n; i++) d[i] = clamp(a[i], x[i], y[i]); };
    static final Ternary UMAD = (d, a, x, y, n) -> { for (int i = 0; i < n; i++) d[i] = umad(a[i], x[i], y[i]); };
    static final Ternary IBFE = (d, a, x, y, n) -> { for (int i = 0; i < n; i++) d[i] = ibfe(a[i], x[i], y[i]); };
    static final Ternary UBFE = (d, a, x, y, n) -> { for (int i = 0; i < n; i++) d[i] = ubfe(a[i], x[i], y[i]); };
    static final Ternary SAD = (d, a, x, y, n) -> { for (int i = 0; i < n; i++) d[i] = sad(a[i], x[i], y[i]); };
    static final Quaternary BFI = (d, a, x, y, z, n) -> { for (int i = 0; i < n; i++) d[i] = bfi(a[i], x[i], y[i], z[i]); };
}
