package dev.tungsten.soft.jit;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;

import dev.tungsten.tgsi.exec.OpSemantics;
import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorShuffle;
import jdk.incubator.vector.VectorSpecies;

/// The lane operations that generated shader code calls: one static method per TGSI operation on
/// one vector of lanes ([#LANES] of them, the preferred species), each equal bit for bit to the
/// [OpSemantics] method it names (the differential fuzz test checks the generated code against
/// the interpreter). Values are **typed**: float operations take and give [FloatVector]s,
/// integer operations [IntVector]s, and a register channel is stored as one or the other (its
/// home type, chosen by [ShaderPlan]).
///
/// Why typed: reinterpreting an `IntVector` as a `FloatVector` is free in the machine but not in
/// HotSpot's C2 of JDK 25, which keeps the reinterpreted value boxed when it cannot prove the
/// vector's exact class. So [#asFloat] and [#asInt] are only used where one register is read
/// with both types.
///
/// Why calls rather than inline bytecode: a call is a few bytes, which keeps generated methods
/// far below HotSpot's limit for compiling a method at all (8000 bytes of bytecode); C2 inlines
/// these small static methods, so the compiled code is the same. The Vector API's values are
/// only ever held in locals and passed to these methods, never stored in fields, so C2 keeps
/// them in registers.
///
/// Why no method here calls another: C2 inlines the Vector API's own methods (`@ForceInline`)
/// however large the method being compiled has grown, but stops inlining ordinary methods
/// such as these once it has created `NodeCountInliningCutoff` (18,000) nodes, and a call left
/// out of line boxes every vector crossing it. Each method is therefore Vector API calls only,
/// so that a segment has one cutoff check per operation, at its call; a helper called from
/// inside was checked again later, past the cutoff, in large segments
/// (`docs/decisions/0008-jit-operations-as-vector-api-calls.md`). FLR, CEIL, FRC, ROUND,
/// ARL and ARR have no method here: [VectorFormEmitter] writes them out as Vector API calls.
/// [VectorOpsCall] lists the methods generated code calls.
///
/// Where the Vector API's operation differs from TGSI's (MIN and MAX ignore NaN operands, F2I
/// gives 0x80000000 out of range, TRUNC keeps -0), the method builds TGSI's result
/// from exact operations and selects.
final class VectorOps {
    private VectorOps() {}

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
    private static final IntVector ALL_ONES = IntVector.broadcast(INT, -1);
    private static final int SIGN = 0x80000000;
    private static final IntVector MIN_INT = IntVector.broadcast(INT, SIGN);
    private static final int MAGNITUDE = 0x7FFFFFFF;
    private static final FloatVector F_ZERO = FloatVector.zero(FLOAT);
    /// 1.0 in every lane (generated code reads it).
    static final FloatVector F_ONE = FloatVector.broadcast(FLOAT, 1f);
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

    // ------------------------------------------------------------------ storage, masks, types

    static IntVector iload(int[] lanes, int offset) {
        return IntVector.fromArray(INT, lanes, offset);
    }

    static void istore(IntVector v, int[] lanes, int offset) {
        v.intoArray(lanes, offset);
    }

    /// The vector mask of the lanes whose bits are set in `bits`.
    static VectorMask<Integer> imask(int bits) {
        return LANE_BITS.and(bits).compare(VectorOperators.NE, 0);
    }

    static VectorMask<Float> fmask(int bits) {
        return LANE_BITS.and(bits).compare(VectorOperators.NE, 0).cast(FLOAT);
    }

    /// The same bits as floats, for a register read with the other type than it is stored in:
    /// reinterpreted in place. Within a segment C2 knows the argument's exact class (it comes from
    /// a load or an operation of the one species), so the result stays in a register
    /// (`JitAllocationTest#registersReadWithBothTypesAllocateNothing`); the copy through the
    /// scratch arrays lane by lane that this replaced took a hundred times as long on a chain of
    /// I2Fs (`bench ops`). `ints` and `floats` are LANES-long scratch arrays, unused here.
    static FloatVector asFloat(IntVector v, int[] ints, float[] floats) {
        return v.viewAsFloatingLanes();
    }

    /// The same bits as integers, as [#asFloat].
    static IntVector asInt(FloatVector v, int[] ints, float[] floats) {
        return v.viewAsIntegralLanes();
    }

    // ------------------------------------------------------------------ source modifiers, _SAT

    /// `|x|` on a float: clears bit 31 ([OpSemantics#absModifier]).
    static FloatVector fabs(FloatVector v) {
        return v.abs();
    }

    /// `-x` on a float: flips bit 31 ([OpSemantics#floatNegate]).
    static FloatVector fneg(FloatVector v) {
        return v.neg();
    }

    /// `|x|` on a register stored as an integer: clears bit 31.
    static IntVector absBits(IntVector v) {
        return v.and(MAGNITUDE);
    }

    /// A float negation on a register stored as an integer: flips bit 31.
    static IntVector negBits(IntVector v) {
        return v.lanewise(VectorOperators.XOR, SIGN);
    }

    static IntVector ineg(IntVector v) {
        return v.neg();
    }

    /// [OpSemantics#saturate]: NaN and -0 give +0.
    static FloatVector sat(FloatVector x) {
        FloatVector upper = F_ONE.blend(x, x.compare(VectorOperators.LT, 1f));
        return F_ZERO.blend(upper, x.compare(VectorOperators.GT, 0f));
    }

    // ------------------------------------------------------------------ float arithmetic

    static FloatVector add(FloatVector a, FloatVector b) {
        return a.add(b);
    }

    static FloatVector sub(FloatVector a, FloatVector b) {
        return a.sub(b);
    }

    static FloatVector mul(FloatVector a, FloatVector b) {
        return a.mul(b);
    }

    static FloatVector div(FloatVector a, FloatVector b) {
        return a.div(b);
    }

    /// MAD: two roundings, as [OpSemantics#mad].
    static FloatVector mad(FloatVector a, FloatVector b, FloatVector c) {
        return a.mul(b).add(c);
    }

    /// FMA: one rounding.
    static FloatVector fma(FloatVector a, FloatVector b, FloatVector c) {
        return a.fma(b, c);
    }

    /// LRP: `a * (b - c) + c`.
    static FloatVector lrp(FloatVector a, FloatVector b, FloatVector c) {
        return a.mul(b.sub(c)).add(c);
    }

    /// [OpSemantics#min]: a NaN operand is ignored, the first operand wins ties.
    static FloatVector min(FloatVector a, FloatVector b) {
        VectorMask<Float> second = b.compare(VectorOperators.LT, a).or(a.compare(VectorOperators.NE, a));
        return a.blend(b, second);
    }

    /// [OpSemantics#max].
    static FloatVector max(FloatVector a, FloatVector b) {
        VectorMask<Float> second = b.compare(VectorOperators.GT, a).or(a.compare(VectorOperators.NE, a));
        return a.blend(b, second);
    }

    /// [OpSemantics#trunc]: towards zero, keeping the sign of a zero result.
    static FloatVector trunc(FloatVector x) {
        FloatVector t = (FloatVector) x.convert(VectorOperators.F2I, 0).convert(VectorOperators.I2F, 0);
        t = t.blend(x.mul(0f), t.compare(VectorOperators.EQ, 0f));
        return x.blend(t, x.abs().compare(VectorOperators.LT, 0x1p23f));
    }

    /// [OpSemantics#ssg].
    static FloatVector ssg(FloatVector x) {
        FloatVector r = F_ZERO.blend(F_ONE, x.compare(VectorOperators.GT, 0f));
        return r.blend(F_MINUS_ONE, x.compare(VectorOperators.LT, 0f));
    }

    static FloatVector rcp(FloatVector v) {
        return F_ONE.div(v);
    }

    /// [OpSemantics#rsq]: the square root is correctly rounded in float as in double, so
    /// `1 / sqrtf(x)` equals `1f / (float) Math.sqrt(x)`.
    static FloatVector rsq(FloatVector v) {
        return F_ONE.div(v.sqrt());
    }

    static FloatVector sqrt(FloatVector v) {
        return v.sqrt();
    }

    // ------------------------------------------------------------------ float comparisons, selects

    static FloatVector slt(FloatVector a, FloatVector b) {
        return F_ZERO.blend(F_ONE, a.compare(VectorOperators.LT, b));
    }

    static FloatVector sle(FloatVector a, FloatVector b) {
        return F_ZERO.blend(F_ONE, a.compare(VectorOperators.LE, b));
    }

    static FloatVector sgt(FloatVector a, FloatVector b) {
        return F_ZERO.blend(F_ONE, a.compare(VectorOperators.GT, b));
    }

    static FloatVector sge(FloatVector a, FloatVector b) {
        return F_ZERO.blend(F_ONE, a.compare(VectorOperators.GE, b));
    }

    static FloatVector seq(FloatVector a, FloatVector b) {
        return F_ZERO.blend(F_ONE, a.compare(VectorOperators.EQ, b));
    }

    /// SNE is unordered: NaN compares unequal.
    static FloatVector sne(FloatVector a, FloatVector b) {
        return F_ZERO.blend(F_ONE, a.compare(VectorOperators.NE, b));
    }

    static IntVector fslt(FloatVector a, FloatVector b) {
        return ZERO.blend(ALL_ONES, a.compare(VectorOperators.LT, b).cast(INT));
    }

    static IntVector fsge(FloatVector a, FloatVector b) {
        return ZERO.blend(ALL_ONES, a.compare(VectorOperators.GE, b).cast(INT));
    }

    static IntVector fseq(FloatVector a, FloatVector b) {
        return ZERO.blend(ALL_ONES, a.compare(VectorOperators.EQ, b).cast(INT));
    }

    static IntVector fsne(FloatVector a, FloatVector b) {
        return ZERO.blend(ALL_ONES, a.compare(VectorOperators.NE, b).cast(INT));
    }

    /// [OpSemantics#cmp]: the bits of `ifNegative` where `cond < 0`.
    static FloatVector cmp(FloatVector cond, FloatVector ifNegative, FloatVector otherwise) {
        return otherwise.blend(ifNegative, cond.compare(VectorOperators.LT, 0f));
    }

    /// [OpSemantics#ucmp]: the bits of `ifNonZero` where the condition's bits are not 0.
    static FloatVector ucmp(IntVector cond, FloatVector ifNonZero, FloatVector otherwise) {
        return otherwise.blend(ifNonZero, cond.compare(VectorOperators.NE, 0).cast(FLOAT));
    }

    // ------------------------------------------------------------------ conversions

    /// [OpSemantics#f2i]: truncation; NaN and out-of-range values give 0x80000000.
    static IntVector f2i(FloatVector x) {
        IntVector t = (IntVector) x.convert(VectorOperators.F2I, 0);
        VectorMask<Float> inRange = x.compare(VectorOperators.GE, -0x1p31f).and(x.compare(VectorOperators.LT, 0x1p31f));
        return MIN_INT.blend(t, inRange.cast(INT));
    }

    /// [OpSemantics#f2u]: values from 2^31 convert after subtracting 2^31 (exact there); NaN and
    /// values at or below -1 give 0, values at or above 2^32 give all ones.
    static IntVector f2u(FloatVector x) {
        IntVector low = (IntVector) x.convert(VectorOperators.F2I, 0);
        IntVector high = ((IntVector) x.sub(0x1p31f).convert(VectorOperators.F2I, 0)).lanewise(VectorOperators.XOR, SIGN);
        IntVector r = low.blend(high, x.compare(VectorOperators.GE, 0x1p31f).cast(INT));
        r = r.blend(ALL_ONES, x.compare(VectorOperators.GE, 4.2949673e9f).cast(INT));
        return ZERO.blend(r, x.compare(VectorOperators.GT, -1f).cast(INT));
    }

    static FloatVector i2f(IntVector v) {
        return (FloatVector) v.convert(VectorOperators.I2F, 0);
    }

    /// [OpSemantics#u2f]: values from 2^31 are halved with the lost bit kept sticky (round to
    /// odd), converted and doubled, which rounds once, correctly.
    static FloatVector u2f(IntVector v) {
        FloatVector direct = (FloatVector) v.convert(VectorOperators.I2F, 0);
        IntVector halved = v.lanewise(VectorOperators.LSHR, 1).or(v.and(1));
        FloatVector big = ((FloatVector) halved.convert(VectorOperators.I2F, 0)).mul(2f);
        return direct.blend(big, v.compare(VectorOperators.LT, 0).cast(FLOAT));
    }

    static IntVector broadcast(int bits) {
        return IntVector.broadcast(INT, bits);
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
        return r.blend(ALL_ONES, a.compare(VectorOperators.LT, 0));
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
        return ZERO.blend(ALL_ONES, a.compare(VectorOperators.LT, b));
    }

    static IntVector isge(IntVector a, IntVector b) {
        return ZERO.blend(ALL_ONES, a.compare(VectorOperators.GE, b));
    }

    static IntVector useq(IntVector a, IntVector b) {
        return ZERO.blend(ALL_ONES, a.compare(VectorOperators.EQ, b));
    }

    static IntVector usne(IntVector a, IntVector b) {
        return ZERO.blend(ALL_ONES, a.compare(VectorOperators.NE, b));
    }

    static IntVector uslt(IntVector a, IntVector b) {
        return ZERO.blend(ALL_ONES, a.compare(VectorOperators.ULT, b));
    }

    static IntVector usge(IntVector a, IntVector b) {
        return ZERO.blend(ALL_ONES, a.compare(VectorOperators.UGE, b));
    }

    // ------------------------------------------------------------------ derivatives (2x2 quads)

    private static final VectorShuffle<Float> F_QUAD_0 = QUAD_0.cast(FLOAT);
    private static final VectorShuffle<Float> F_QUAD_2 = QUAD_2.cast(FLOAT);
    private static final VectorShuffle<Float> F_QUAD_3 = QUAD_3.cast(FLOAT);
    private static final VectorShuffle<Float> F_ROW_LEFT = ROW_LEFT.cast(FLOAT);
    private static final VectorShuffle<Float> F_ROW_RIGHT = ROW_RIGHT.cast(FLOAT);
    private static final VectorShuffle<Float> F_COLUMN_TOP = COLUMN_TOP.cast(FLOAT);
    private static final VectorShuffle<Float> F_COLUMN_BOTTOM = COLUMN_BOTTOM.cast(FLOAT);

    /// DDX: coarse, the bottom row's difference for the whole quad.
    static FloatVector ddx(FloatVector v) {
        return v.rearrange(F_QUAD_3).sub(v.rearrange(F_QUAD_2));
    }

    /// DDY: coarse, the left column's difference for the whole quad.
    static FloatVector ddy(FloatVector v) {
        return v.rearrange(F_QUAD_2).sub(v.rearrange(F_QUAD_0));
    }

    /// DDX_FINE: each row's own difference.
    static FloatVector ddxFine(FloatVector v) {
        return v.rearrange(F_ROW_RIGHT).sub(v.rearrange(F_ROW_LEFT));
    }

    /// DDY_FINE: each column's own difference.
    static FloatVector ddyFine(FloatVector v) {
        return v.rearrange(F_COLUMN_BOTTOM).sub(v.rearrange(F_COLUMN_TOP));
    }

    // ------------------------------------------------------------------ conditions as lane bits

    /// IF, IFC, CALLNZ: lanes whose float is not 0 (-0 is false, NaN true).
    static int nonZeroFloat(FloatVector v) {
        return (int) v.compare(VectorOperators.NE, 0f).toLong();
    }

    /// UIF, BREAKC: lanes whose bits are not 0.
    static int nonZero(IntVector v) {
        return (int) v.compare(VectorOperators.NE, 0).toLong();
    }

    /// KILL_IF: lanes where any of the four channels is less than 0.
    static int negative(FloatVector x, FloatVector y, FloatVector z, FloatVector w) {
        VectorMask<Float> m = x.compare(VectorOperators.LT, 0f).or(y.compare(VectorOperators.LT, 0f))
                .or(z.compare(VectorOperators.LT, 0f)).or(w.compare(VectorOperators.LT, 0f));
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

    /// The exact forms equal the [OpSemantics] definitions bit for bit. SIN, COS and EX2 are
    /// computed a vector at a time by [ExactMath] (in double precision; Ziv's rounding test sends
    /// the rare lanes whose rounding it cannot prove, and arguments out of its range, to the
    /// scalar definition), in place in `scratch` (the frame's [ExactMath#scratch]: no vector
    /// crosses the call, which is too big to be inlined). LG2 and POW call [OpSemantics] lane by
    /// lane through `scratch` (2 * LANES floats).
    static FloatVector sinExact(FloatVector v, MemorySegment scratch) {
        v.intoMemorySegment(scratch, 0, ExactMath.ORDER);
        ExactMath.sin(scratch);
        return FloatVector.fromMemorySegment(FLOAT, scratch, 0, ExactMath.ORDER);
    }

    static FloatVector cosExact(FloatVector v, MemorySegment scratch) {
        v.intoMemorySegment(scratch, 0, ExactMath.ORDER);
        ExactMath.cos(scratch);
        return FloatVector.fromMemorySegment(FLOAT, scratch, 0, ExactMath.ORDER);
    }

    static FloatVector ex2Exact(FloatVector v, MemorySegment scratch) {
        v.intoMemorySegment(scratch, 0, ExactMath.ORDER);
        ExactMath.ex2(scratch);
        return FloatVector.fromMemorySegment(FLOAT, scratch, 0, ExactMath.ORDER);
    }

    static FloatVector lg2Exact(FloatVector v, float[] scratch) {
        v.intoArray(scratch, 0);
        for (int k = 0; k < LANES; k++) {
            scratch[k] = OpSemantics.lg2(scratch[k]);
        }
        return FloatVector.fromArray(FLOAT, scratch, 0);
    }

    static FloatVector powExact(FloatVector a, FloatVector b, float[] scratch) {
        a.intoArray(scratch, 0);
        b.intoArray(scratch, LANES);
        for (int k = 0; k < LANES; k++) {
            scratch[k] = OpSemantics.pow(scratch[k], scratch[LANES + k]);
        }
        return FloatVector.fromArray(FLOAT, scratch, 0);
    }

    // ------------------------------------------------------------------ fast transcendentals

    /// The fast forms ([JitOptions#FAST]): SIN and COS by [FastTrig] (which kernels carry inline,
    /// see [VectorFormEmitter]), EX2 by [FastExp2] (inline too), LG2 and POW by [FastPow] out of
    /// line, through `scratch` (the frame's [ExactMath#scratch]); the opcode table's
    /// approximation bound ([dev.tungsten.tgsi.TgsiOpcode#approximationUlps]) bounds their
    /// distance from the exact forms, and `FastMathTest` checks it.
    static FloatVector sinFast(FloatVector v) {
        return FastTrig.sin(v);
    }

    static FloatVector cosFast(FloatVector v) {
        return FastTrig.cos(v);
    }

    /// EX2 by an inline polynomial ([FastExp2]).
    static FloatVector ex2Fast(FloatVector v) {
        return FastExp2.exp2(v);
    }

    /// LG2: Mesa's formula `logf(x) * 1.442695f`, as the exact form, with the logarithm by [FastPow].
    static FloatVector lg2Fast(FloatVector v, MemorySegment scratch) {
        v.intoMemorySegment(scratch, 0, ExactMath.ORDER);
        FastPow.lg2(scratch);
        return FloatVector.fromMemorySegment(FLOAT, scratch, 0, ExactMath.ORDER);
    }

    /// POW with C `powf`'s special cases ([OpSemantics#pow]) by [FastPow].
    static FloatVector powFast(FloatVector x, FloatVector y, MemorySegment scratch) {
        x.intoMemorySegment(scratch, 0, ExactMath.ORDER);
        y.intoMemorySegment(scratch, (long) LANES * Float.BYTES, ExactMath.ORDER);
        FastPow.pow(scratch);
        return FloatVector.fromMemorySegment(FLOAT, scratch, 0, ExactMath.ORDER);
    }

    // ------------------------------------------------------------------ block storage conversions

    /// The lanes of a whole block of the widest invocation ([JitInvocation#paddedWidth]), which
    /// the copies below move in a loop of constant trip count: C2 unrolls it whole, where a loop
    /// to `n` is split into pre, main and post loops whose setup costs more than the copy.
    static final int FULL_BLOCK = 32;

    /// Copies `n` words of `from` to the float channel at byte `at` of `regs` (a
    /// [JitFrame#fregs]): the same bits, a vector at a time (`MemorySegment.copy` from an array
    /// allocates a heap segment per call where escape analysis gives up, as in the block loop).
    static void copy(int[] from, MemorySegment regs, long at, int n) {
        if (n == FULL_BLOCK) {
            for (int i = 0; i < FULL_BLOCK; i += LANES) {
                IntVector.fromArray(INT, from, i).intoMemorySegment(regs, at + (long) i * Integer.BYTES, ExactMath.ORDER);
            }
            return;
        }
        int i = 0;
        for (; i <= n - LANES; i += LANES) {
            IntVector.fromArray(INT, from, i).intoMemorySegment(regs, at + (long) i * Integer.BYTES, ExactMath.ORDER);
        }
        for (; i < n; i++) {
            regs.set(ValueLayout.JAVA_INT_UNALIGNED, at + (long) i * Integer.BYTES, from[i]);
        }
    }

    /// Copies `n` lanes of the float channel at byte `at` of `regs` to `to`, as words.
    static void copy(MemorySegment regs, long at, int[] to, int n) {
        if (n == FULL_BLOCK) {
            for (int i = 0; i < FULL_BLOCK; i += LANES) {
                IntVector.fromMemorySegment(INT, regs, at + (long) i * Integer.BYTES, ExactMath.ORDER).intoArray(to, i);
            }
            return;
        }
        int i = 0;
        for (; i <= n - LANES; i += LANES) {
            IntVector.fromMemorySegment(INT, regs, at + (long) i * Integer.BYTES, ExactMath.ORDER).intoArray(to, i);
        }
        for (; i < n; i++) {
            to[i] = regs.get(ValueLayout.JAVA_INT_UNALIGNED, at + (long) i * Integer.BYTES);
        }
    }

    /// Zeroes `n` lanes of the float channel at byte `at` of `regs` (+0.0f).
    static void zero(MemorySegment regs, long at, int n) {
        if (n == FULL_BLOCK) {
            for (int i = 0; i < FULL_BLOCK; i += LANES) {
                ZERO.intoMemorySegment(regs, at + (long) i * Integer.BYTES, ExactMath.ORDER);
            }
            return;
        }
        int i = 0;
        for (; i <= n - LANES; i += LANES) {
            ZERO.intoMemorySegment(regs, at + (long) i * Integer.BYTES, ExactMath.ORDER);
        }
        for (; i < n; i++) {
            regs.set(ValueLayout.JAVA_INT_UNALIGNED, at + (long) i * Integer.BYTES, 0);
        }
    }

    /// Writes `word` into every lane of the vector at byte `at` of `regs`.
    static void broadcast(MemorySegment regs, long at, int word) {
        IntVector.broadcast(INT, word).intoMemorySegment(regs, at, ExactMath.ORDER);
    }
}
