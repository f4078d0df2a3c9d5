package dev.tungsten.soft.jit;

import dev.tungsten.tgsi.exec.OpSemantics;
import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorShuffle;
import jdk.incubator.vector.VectorSpecies;

/// The lane operations that generated shader code calls: one static method per TGSI operation on
/// one vector of lanes ([#LANES] of them, the preferred species), each equal bit for bit to the
/// [OpSemantics] method it names (the parity test `LaneOpsTest` checks every one against it on
/// special and random values). Registers are [IntVector]s of raw 32-bit words; float operations
/// reinterpret them, which costs nothing.
///
/// Why calls rather than inline bytecode: a call is a few bytes, which keeps generated methods
/// far below HotSpot's limit for compiling a method at all (8000 bytes of bytecode); C2 inlines
/// these small static methods, so the compiled code is the same. The Vector API's values are
/// only ever held in locals and passed to these methods, never stored in fields, so C2 keeps
/// them in registers.
///
/// Where the Vector API's operation differs from TGSI's (MIN and MAX ignore NaN operands, F2I
/// gives 0x80000000 out of range, FLR keeps -0), the method builds TGSI's result from exact
/// operations and selects.
final class LaneOps {
    private LaneOps() {}

    static final VectorSpecies<Integer> INT = IntVector.SPECIES_PREFERRED;
    static final VectorSpecies<Float> FLOAT = FloatVector.SPECIES_PREFERRED;
    /// Lanes per vector: the JIT's chunk of a block (and its subgroup).
    static final int LANES = INT.length();
    /// The bits of a chunk's lanes.
    static final int LANE_MASK = LANES == 32 ? -1 : (1 << LANES) - 1;

    static {
        if (FLOAT.length() != LANES || LANES < 4 || LANES > 32 || (LANES & 3) != 0) {
            throw new ExceptionInInitializerError("unsupported vector shape: " + LANES + " int lanes, "
                    + FLOAT.length() + " float lanes");
        }
    }

    static final IntVector ZERO = IntVector.zero(INT);
    private static final int SIGN = 0x80000000;
    private static final int MAGNITUDE = 0x7FFFFFFF;
    private static final int ONE_BITS = Float.floatToRawIntBits(1f);
    private static final FloatVector F_ZERO = FloatVector.zero(FLOAT);
    private static final FloatVector F_ONE = FloatVector.broadcast(FLOAT, 1f);
    private static final FloatVector F_MINUS_ONE = FloatVector.broadcast(FLOAT, -1f);
    /// Bit `i` in lane `i`: turns an `int` lane mask into a vector mask.
    private static final IntVector LANE_BITS = IntVector.fromArray(INT, laneBits(), 0);
    private static final VectorShuffle<Integer> QUAD_0 = quadShuffle(0, 0, 0, 0);
    private static final VectorShuffle<Integer> QUAD_1 = quadShuffle(1, 1, 1, 1);
    private static final VectorShuffle<Integer> QUAD_2 = quadShuffle(2, 2, 2, 2);
    private static final VectorShuffle<Integer> QUAD_3 = quadShuffle(3, 3, 3, 3);
    private static final VectorShuffle<Integer> ROW_LEFT = quadShuffle(0, 0, 2, 2);
    private static final VectorShuffle<Integer> ROW_RIGHT = quadShuffle(1, 1, 3, 3);
    private static final VectorShuffle<Integer> COLUMN_TOP = quadShuffle(0, 1, 0, 1);
    private static final VectorShuffle<Integer> COLUMN_BOTTOM = quadShuffle(2, 3, 2, 3);

    private static int[] laneBits() {
        int[] bits = new int[LANES];
        for (int i = 0; i < LANES; i++) {
            bits[i] = 1 << i;
        }
        return bits;
    }

    /// Lane `4q + k` reads lane `4q + pick[k]` of its own quad.
    private static VectorShuffle<Integer> quadShuffle(int... pick) {
        int[] index = new int[LANES];
        for (int i = 0; i < LANES; i++) {
            index[i] = (i & ~3) + pick[i & 3];
        }
        return VectorShuffle.fromArray(INT, index, 0);
    }

    private static FloatVector f(IntVector v) {
        return v.reinterpretAsFloats();
    }

    private static IntVector i(FloatVector v) {
        return v.reinterpretAsInts();
    }

    // ------------------------------------------------------------------ storage and masks

    static IntVector load(int[] lanes, int offset) {
        return IntVector.fromArray(INT, lanes, offset);
    }

    static void store(IntVector v, int[] lanes, int offset) {
        v.intoArray(lanes, offset);
    }

    /// `regs[k]` holds one register channel of a chunk (the slow path's machine registers).
    static IntVector get(int[][] regs, int k) {
        return IntVector.fromArray(INT, regs[k], 0);
    }

    static void put(IntVector v, int[][] regs, int k) {
        v.intoArray(regs[k], 0);
    }

    /// Writes the lanes of `v` in `m` to `regs[k]`.
    static void putMasked(IntVector v, int[][] regs, int k, VectorMask<Integer> m) {
        v.intoArray(regs[k], 0, m);
    }

    static IntVector broadcast(int bits) {
        return IntVector.broadcast(INT, bits);
    }

    /// The vector mask of the lanes whose bits are set in `bits`.
    static VectorMask<Integer> mask(int bits) {
        return LANE_BITS.and(bits).compare(VectorOperators.NE, 0);
    }

    /// `ifSet` in the lanes of `m`, `otherwise` elsewhere.
    static IntVector select(VectorMask<Integer> m, IntVector ifSet, IntVector otherwise) {
        return otherwise.blend(ifSet, m);
    }

    // ------------------------------------------------------------------ source modifiers, _SAT

    /// `|x|`: clears bit 31 ([OpSemantics#absModifier]).
    static IntVector abs(IntVector v) {
        return v.and(MAGNITUDE);
    }

    /// `-x` on a float source: flips bit 31 ([OpSemantics#floatNegate]).
    static IntVector fneg(IntVector v) {
        return v.lanewise(VectorOperators.XOR, SIGN);
    }

    static IntVector ineg(IntVector v) {
        return v.neg();
    }

    /// [OpSemantics#saturate]: NaN and -0 give +0.
    static IntVector sat(IntVector v) {
        FloatVector x = f(v);
        FloatVector upper = F_ONE.blend(x, x.compare(VectorOperators.LT, 1f));
        return i(F_ZERO.blend(upper, x.compare(VectorOperators.GT, 0f)));
    }

    // ------------------------------------------------------------------ float arithmetic

    static IntVector add(IntVector a, IntVector b) {
        return i(f(a).add(f(b)));
    }

    static IntVector sub(IntVector a, IntVector b) {
        return i(f(a).sub(f(b)));
    }

    static IntVector mul(IntVector a, IntVector b) {
        return i(f(a).mul(f(b)));
    }

    static IntVector div(IntVector a, IntVector b) {
        return i(f(a).div(f(b)));
    }

    /// MAD: two roundings, as [OpSemantics#mad].
    static IntVector mad(IntVector a, IntVector b, IntVector c) {
        return i(f(a).mul(f(b)).add(f(c)));
    }

    /// FMA: one rounding.
    static IntVector fma(IntVector a, IntVector b, IntVector c) {
        return i(f(a).fma(f(b), f(c)));
    }

    /// LRP: `a * (b - c) + c`.
    static IntVector lrp(IntVector a, IntVector b, IntVector c) {
        FloatVector fc = f(c);
        return i(f(a).mul(f(b).sub(fc)).add(fc));
    }

    /// [OpSemantics#min]: a NaN operand is ignored, the first operand wins ties.
    static IntVector min(IntVector a, IntVector b) {
        FloatVector fa = f(a), fb = f(b);
        VectorMask<Float> second = fb.compare(VectorOperators.LT, fa).or(fa.compare(VectorOperators.NE, fa));
        return i(fa.blend(fb, second));
    }

    /// [OpSemantics#max].
    static IntVector max(IntVector a, IntVector b) {
        FloatVector fa = f(a), fb = f(b);
        VectorMask<Float> second = fb.compare(VectorOperators.GT, fa).or(fa.compare(VectorOperators.NE, fa));
        return i(fa.blend(fb, second));
    }

    /// Whether the float lanes have a fraction at all: |x| < 2^23 and not NaN.
    private static VectorMask<Float> small(FloatVector x) {
        return x.abs().compare(VectorOperators.LT, 0x1p23f);
    }

    /// [OpSemantics#floor]: truncate, step down where that rounded up, keep the sign of a zero;
    /// values of 2^23 and more, infinities and NaN are returned unchanged.
    static IntVector flr(IntVector v) {
        FloatVector x = f(v);
        FloatVector t = x.convert(VectorOperators.F2I, 0).convert(VectorOperators.I2F, 0).reinterpretAsFloats();
        t = t.sub(F_ONE, t.compare(VectorOperators.GT, x));
        IntVector bits = i(t);
        bits = bits.blend(v.and(SIGN), t.compare(VectorOperators.EQ, 0f).cast(INT));
        return v.blend(bits, small(x).cast(INT));
    }

    /// [OpSemantics#ceil]: `-floor(-x)`, exact in every case including signed zeros.
    static IntVector ceil(IntVector v) {
        return fneg(flr(fneg(v)));
    }

    /// [OpSemantics#trunc]: towards zero, keeping the sign of a zero result.
    static IntVector trunc(IntVector v) {
        FloatVector x = f(v);
        IntVector t = x.convert(VectorOperators.F2I, 0).convert(VectorOperators.I2F, 0).reinterpretAsInts();
        t = t.or(v.and(SIGN));
        return v.blend(t, small(x).cast(INT));
    }

    /// [OpSemantics#round]: half to even, by adding and subtracting 2^23 to the magnitude (exact
    /// below 2^23, where the sum's unit is 1) and restoring the sign.
    static IntVector round(IntVector v) {
        FloatVector x = f(v);
        FloatVector m = x.abs();
        IntVector r = i(m.add(0x1p23f).sub(0x1p23f)).or(v.and(SIGN));
        return v.blend(r, small(x).cast(INT));
    }

    /// [OpSemantics#frc]: `x - floor(x)`.
    static IntVector frc(IntVector v) {
        return sub(v, flr(v));
    }

    /// [OpSemantics#ssg].
    static IntVector ssg(IntVector v) {
        FloatVector x = f(v);
        FloatVector r = F_ZERO.blend(F_ONE, x.compare(VectorOperators.GT, 0f));
        return i(r.blend(F_MINUS_ONE, x.compare(VectorOperators.LT, 0f)));
    }

    static IntVector rcp(IntVector v) {
        return i(F_ONE.div(f(v)));
    }

    /// [OpSemantics#rsq]: the square root is correctly rounded in float as in double, so
    /// `1 / sqrtf(x)` equals `1f / (float) Math.sqrt(x)`.
    static IntVector rsq(IntVector v) {
        return i(F_ONE.div(f(v).sqrt()));
    }

    static IntVector sqrt(IntVector v) {
        return i(f(v).sqrt());
    }

    // ------------------------------------------------------------------ float comparisons, selects

    private static IntVector oneWhere(VectorMask<Float> m) {
        return ZERO.blend(ONE_BITS, m.cast(INT));
    }

    private static IntVector trueWhere(VectorMask<Float> m) {
        return ZERO.blend(-1, m.cast(INT));
    }

    static IntVector slt(IntVector a, IntVector b) {
        return oneWhere(f(a).compare(VectorOperators.LT, f(b)));
    }

    static IntVector sle(IntVector a, IntVector b) {
        return oneWhere(f(a).compare(VectorOperators.LE, f(b)));
    }

    static IntVector sgt(IntVector a, IntVector b) {
        return oneWhere(f(a).compare(VectorOperators.GT, f(b)));
    }

    static IntVector sge(IntVector a, IntVector b) {
        return oneWhere(f(a).compare(VectorOperators.GE, f(b)));
    }

    static IntVector seq(IntVector a, IntVector b) {
        return oneWhere(f(a).compare(VectorOperators.EQ, f(b)));
    }

    /// SNE is unordered: NaN compares unequal.
    static IntVector sne(IntVector a, IntVector b) {
        return oneWhere(f(a).compare(VectorOperators.NE, f(b)));
    }

    static IntVector fslt(IntVector a, IntVector b) {
        return trueWhere(f(a).compare(VectorOperators.LT, f(b)));
    }

    static IntVector fsge(IntVector a, IntVector b) {
        return trueWhere(f(a).compare(VectorOperators.GE, f(b)));
    }

    static IntVector fseq(IntVector a, IntVector b) {
        return trueWhere(f(a).compare(VectorOperators.EQ, f(b)));
    }

    static IntVector fsne(IntVector a, IntVector b) {
        return trueWhere(f(a).compare(VectorOperators.NE, f(b)));
    }

    /// [OpSemantics#cmp]: the bits of `ifNegative` where `cond < 0`.
    static IntVector cmp(IntVector cond, IntVector ifNegative, IntVector otherwise) {
        return otherwise.blend(ifNegative, f(cond).compare(VectorOperators.LT, 0f).cast(INT));
    }

    /// [OpSemantics#ucmp]: the bits of `ifNonZero` where the condition's bits are not 0.
    static IntVector ucmp(IntVector cond, IntVector ifNonZero, IntVector otherwise) {
        return otherwise.blend(ifNonZero, cond.compare(VectorOperators.NE, 0));
    }

    // ------------------------------------------------------------------ conversions

    /// [OpSemantics#f2i]: truncation; NaN and out-of-range values give 0x80000000.
    static IntVector f2i(IntVector v) {
        FloatVector x = f(v);
        IntVector t = x.convert(VectorOperators.F2I, 0).reinterpretAsInts();
        VectorMask<Float> inRange = x.compare(VectorOperators.GE, -0x1p31f).and(x.compare(VectorOperators.LT, 0x1p31f));
        return broadcast(Integer.MIN_VALUE).blend(t, inRange.cast(INT));
    }

    /// [OpSemantics#f2u]: values from 2^31 convert after subtracting 2^31 (exact there); NaN and
    /// values at or below -1 give 0, values at or above 2^32 give all ones.
    static IntVector f2u(IntVector v) {
        FloatVector x = f(v);
        IntVector low = x.convert(VectorOperators.F2I, 0).reinterpretAsInts();
        IntVector high = x.sub(0x1p31f).convert(VectorOperators.F2I, 0).reinterpretAsInts().lanewise(VectorOperators.XOR, SIGN);
        IntVector r = low.blend(high, x.compare(VectorOperators.GE, 0x1p31f).cast(INT));
        r = r.blend(-1, x.compare(VectorOperators.GE, 4.2949673e9f).cast(INT));
        return ZERO.blend(r, x.compare(VectorOperators.GT, -1f).cast(INT));
    }

    static IntVector i2f(IntVector v) {
        return v.convert(VectorOperators.I2F, 0).reinterpretAsInts();
    }

    /// [OpSemantics#u2f]: values from 2^31 are halved with the lost bit kept sticky (round to
    /// odd), converted and doubled, which rounds once, correctly.
    static IntVector u2f(IntVector v) {
        IntVector direct = i2f(v);
        IntVector halved = v.lanewise(VectorOperators.LSHR, 1).or(v.and(1));
        IntVector big = i(f(i2f(halved)).mul(2f));
        return direct.blend(big, v.compare(VectorOperators.LT, 0));
    }

    /// [OpSemantics#arl]: `f2i(floor(x))`.
    static IntVector arl(IntVector v) {
        return f2i(flr(v));
    }

    /// [OpSemantics#arr]: `f2i(floor(x + 0.5))`.
    static IntVector arr(IntVector v) {
        return f2i(flr(i(f(v).add(0.5f))));
    }

    // ------------------------------------------------------------------ integers

    static IntVector uadd(IntVector a, IntVector b) {
        return a.add(b);
    }

    static IntVector umul(IntVector a, IntVector b) {
        return a.mul(b);
    }

    static IntVector umad(IntVector a, IntVector b, IntVector c) {
        return a.mul(b).add(c);
    }

    static IntVector imax(IntVector a, IntVector b) {
        return a.max(b);
    }

    static IntVector imin(IntVector a, IntVector b) {
        return a.min(b);
    }

    static IntVector umax(IntVector a, IntVector b) {
        return a.lanewise(VectorOperators.UMAX, b);
    }

    static IntVector umin(IntVector a, IntVector b) {
        return a.lanewise(VectorOperators.UMIN, b);
    }

    /// IABS: |INT_MIN| stays INT_MIN.
    static IntVector iabs(IntVector a) {
        return a.abs();
    }

    static IntVector issg(IntVector a) {
        IntVector r = ZERO.blend(1, a.compare(VectorOperators.GT, 0));
        return r.blend(-1, a.compare(VectorOperators.LT, 0));
    }

    static IntVector not(IntVector a) {
        return a.not();
    }

    static IntVector and(IntVector a, IntVector b) {
        return a.and(b);
    }

    static IntVector or(IntVector a, IntVector b) {
        return a.or(b);
    }

    static IntVector xor(IntVector a, IntVector b) {
        return a.lanewise(VectorOperators.XOR, b);
    }

    /// The shifts mask their count with 0x1F, as the Vector API's lanewise shifts do.
    static IntVector shl(IntVector a, IntVector count) {
        return a.lanewise(VectorOperators.LSHL, count);
    }

    static IntVector ishr(IntVector a, IntVector count) {
        return a.lanewise(VectorOperators.ASHR, count);
    }

    static IntVector ushr(IntVector a, IntVector count) {
        return a.lanewise(VectorOperators.LSHR, count);
    }

    static IntVector islt(IntVector a, IntVector b) {
        return ZERO.blend(-1, a.compare(VectorOperators.LT, b));
    }

    static IntVector isge(IntVector a, IntVector b) {
        return ZERO.blend(-1, a.compare(VectorOperators.GE, b));
    }

    static IntVector useq(IntVector a, IntVector b) {
        return ZERO.blend(-1, a.compare(VectorOperators.EQ, b));
    }

    static IntVector usne(IntVector a, IntVector b) {
        return ZERO.blend(-1, a.compare(VectorOperators.NE, b));
    }

    static IntVector uslt(IntVector a, IntVector b) {
        return ZERO.blend(-1, a.compare(VectorOperators.ULT, b));
    }

    static IntVector usge(IntVector a, IntVector b) {
        return ZERO.blend(-1, a.compare(VectorOperators.UGE, b));
    }

    // ------------------------------------------------------------------ derivatives (2x2 quads)

    /// DDX: coarse, the bottom row's difference for the whole quad.
    static IntVector ddx(IntVector v) {
        return sub(v.rearrange(QUAD_3), v.rearrange(QUAD_2));
    }

    /// DDY: coarse, the left column's difference for the whole quad.
    static IntVector ddy(IntVector v) {
        return sub(v.rearrange(QUAD_2), v.rearrange(QUAD_0));
    }

    /// DDX_FINE: each row's own difference.
    static IntVector ddxFine(IntVector v) {
        return sub(v.rearrange(ROW_RIGHT), v.rearrange(ROW_LEFT));
    }

    /// DDY_FINE: each column's own difference.
    static IntVector ddyFine(IntVector v) {
        return sub(v.rearrange(COLUMN_BOTTOM), v.rearrange(COLUMN_TOP));
    }

    // ------------------------------------------------------------------ conditions as lane bits

    static int bits(VectorMask<Integer> m) {
        return (int) m.toLong();
    }

    /// IF, IFC, CALLNZ: lanes whose float is not 0 (-0 is false, NaN true).
    static int nonZeroFloat(IntVector v) {
        return (int) f(v).compare(VectorOperators.NE, 0f).toLong();
    }

    /// UIF, BREAKC: lanes whose bits are not 0.
    static int nonZero(IntVector v) {
        return (int) v.compare(VectorOperators.NE, 0).toLong();
    }

    /// KILL_IF: lanes where any of the four channels is less than 0.
    static int negative(IntVector x, IntVector y, IntVector z, IntVector w) {
        VectorMask<Float> m = f(x).compare(VectorOperators.LT, 0f).or(f(y).compare(VectorOperators.LT, 0f))
                .or(f(z).compare(VectorOperators.LT, 0f)).or(f(w).compare(VectorOperators.LT, 0f));
        return (int) m.toLong();
    }

    /// SWITCH and CASE: lanes whose selector equals the value, compared as bits.
    static int equal(IntVector a, IntVector b) {
        return (int) a.compare(VectorOperators.EQ, b).toLong();
    }

    /// Every lane of a 2x2 quad in which any lane is set.
    static int quads(int bits) {
        int q = bits | bits >>> 1;
        q |= q >>> 2;
        q &= 0x11111111;
        return q * 0xF;
    }

    // ------------------------------------------------------------------ exact transcendentals

    /// The exact forms call [OpSemantics] lane by lane through `scratch` (LANES words): the
    /// interpreter's results bit for bit, at the cost of a scalar loop.
    static IntVector sinExact(IntVector v, int[] scratch) {
        v.intoArray(scratch, 0);
        for (int k = 0; k < LANES; k++) {
            scratch[k] = Float.floatToRawIntBits(OpSemantics.sin(Float.intBitsToFloat(scratch[k])));
        }
        return IntVector.fromArray(INT, scratch, 0);
    }

    static IntVector cosExact(IntVector v, int[] scratch) {
        v.intoArray(scratch, 0);
        for (int k = 0; k < LANES; k++) {
            scratch[k] = Float.floatToRawIntBits(OpSemantics.cos(Float.intBitsToFloat(scratch[k])));
        }
        return IntVector.fromArray(INT, scratch, 0);
    }

    static IntVector ex2Exact(IntVector v, int[] scratch) {
        v.intoArray(scratch, 0);
        for (int k = 0; k < LANES; k++) {
            scratch[k] = Float.floatToRawIntBits(OpSemantics.ex2(Float.intBitsToFloat(scratch[k])));
        }
        return IntVector.fromArray(INT, scratch, 0);
    }

    static IntVector lg2Exact(IntVector v, int[] scratch) {
        v.intoArray(scratch, 0);
        for (int k = 0; k < LANES; k++) {
            scratch[k] = Float.floatToRawIntBits(OpSemantics.lg2(Float.intBitsToFloat(scratch[k])));
        }
        return IntVector.fromArray(INT, scratch, 0);
    }

    static IntVector powExact(IntVector a, IntVector b, int[] scratch) {
        a.intoArray(scratch, 0);
        b.intoArray(scratch, LANES);
        for (int k = 0; k < LANES; k++) {
            scratch[k] = Float.floatToRawIntBits(OpSemantics.pow(Float.intBitsToFloat(scratch[k]),
                    Float.intBitsToFloat(scratch[LANES + k])));
        }
        return IntVector.fromArray(INT, scratch, 0);
    }
}
