package dev.tungsten.soft;

import dev.tungsten.pipe.BlendState;
import dev.tungsten.pipe.BlendState.Factor;
import dev.tungsten.pipe.BlendState.Func;
import dev.tungsten.pipe.shader.ShaderLanes;
import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.VectorOperators;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.ByteOrder;

import static dev.tungsten.soft.BlendStage.BIAS;
import static dev.tungsten.soft.BlendStage.F;
import static dev.tungsten.soft.BlendStage.I;
import static dev.tungsten.soft.BlendStage.SCALE;
import static dev.tungsten.soft.BlendStage.clamp01;

/// [BlendStage]'s blending into one RGBA8/BGRA8 target a vector of lanes at a time: the batch's
/// destination texels gathered into lane order (a full quad as two 64-bit words), the colour read
/// from the JIT's registers where the shade stage left it there ([QuadBatch#shadedRegs]) or from
/// the lane arrays, blended in float and packed as the plain write packs, then stored under the
/// live lanes ([QuadTexels]).
///
/// Bit for bit the scalar path's result: the same float operations in the same order per channel
/// (source clamped to [0, 1], destination `i / 255f`, `s * fs + d * fd` rounded after each
/// operation, factors `1 - x` as `1f - x`), and the pack's one FMA equals `unorm8` for every
/// float ([BlendStage#pack]). Not for dual-source factors (their second colour stays in the lane
/// arrays), alpha-to-one, logic ops or colour masks: those take the scalar paths.
final class Rgba8Blender {
    private final Factor rgbSrc, rgbDst, alphaSrc, alphaDst;
    private final Func rgbFunc, alphaFunc;
    /// The blend colour clamped to [0, 1] (a normalised target), as the scalar path clamps it.
    private final float[] constant = new float[4];
    private final int shiftR, shiftB;
    /// Whether the state is [#sourceOver]'s.
    private final boolean sourceOver;
    /// The batch's destination texels in lane order, then its blended texels, 64-byte aligned.
    private final MemorySegment dstTexels = Arena.ofAuto().allocate(QuadBatch.MAX_LANES * (long) Integer.BYTES, 64);
    private final MemorySegment texels = Arena.ofAuto().allocate(QuadBatch.MAX_LANES * (long) Integer.BYTES, 64);

    private Rgba8Blender(BlendState.RenderTarget rt, float[] blendColor, int shiftR, int shiftB) {
        this.rgbSrc = rt.rgbSrc();
        this.rgbDst = rt.rgbDst();
        this.alphaSrc = rt.alphaSrc();
        this.alphaDst = rt.alphaDst();
        this.rgbFunc = rt.rgbFunc();
        this.alphaFunc = rt.alphaFunc();
        for (int c = 0; c < 4; c++) {
            float k = blendColor[c];
            constant[c] = k > 0 ? Math.min(k, 1f) : 0f;
        }
        this.shiftR = shiftR;
        this.shiftB = shiftB;
        this.sourceOver = rgbFunc == Func.ADD && alphaFunc == Func.ADD && rgbSrc == Factor.SRC_ALPHA
                && alphaSrc == Factor.SRC_ALPHA && rgbDst == Factor.INV_SRC_ALPHA && alphaDst == Factor.INV_SRC_ALPHA;
    }

    /// The blender for target `rt`, or null when one of its factors reads the second colour.
    static Rgba8Blender of(BlendState.RenderTarget rt, float[] blendColor, int shiftR, int shiftB) {
        if (rt.rgbSrc().isDualSource() || rt.rgbDst().isDualSource() || rt.alphaSrc().isDualSource()
                || rt.alphaDst().isDualSource() || QuadBatch.MAX_LANES % F.length() != 0) {
            return null;
        }
        return new Rgba8Blender(rt, blendColor, shiftR, shiftB);
    }

    /// Blends the batch's live lanes into `t`.
    void run(QuadBatch b, TargetView t, int colorRegister) {
        QuadTexels.gather(b, t, dstTexels);
        ShaderLanes s = b.shaded;
        if (sourceOver && b.shadedRegs != null) {
            sourceOver(b.shadedRegs, b.shadedColorAt, 4 * b.quads);
        } else {
            blend(b.shadedRegs, b.shadedColorAt, b.shadedRegs == null ? s.outputs : null, colorRegister * 4, 4 * b.quads);
        }
        QuadTexels.store(b, t, texels);
    }

    /// [#blend] for the most common state, `s * sa + d * (1 - sa)` on every channel (ADD,
    /// SRC_ALPHA, INV_SRC_ALPHA for colour and alpha), from the JIT's registers: the same
    /// operations in the same order, written out, where the general loop decides each channel's
    /// function and factors per vector, which C2 leaves as branches in the loop.
    private void sourceOver(MemorySegment regs, long[] at, int n) {
        FloatVector one = FloatVector.broadcast(F, 1f);
        for (int l = 0; l < n; l += F.length()) {
            IntVector dst = IntVector.fromMemorySegment(I, dstTexels, (long) l * Integer.BYTES, ByteOrder.LITTLE_ENDIAN);
            FloatVector sa = clamp01(FloatVector.fromMemorySegment(F, regs, at[3] + (long) l * Float.BYTES, ByteOrder.nativeOrder()));
            FloatVector inv = one.sub(sa);
            IntVector texel = IntVector.zero(I);
            for (int c = 0; c < 4; c++) {
                int shift = c == 0 ? shiftR : c == 1 ? 8 : c == 2 ? shiftB : 24;
                FloatVector s = c == 3 ? sa
                        : clamp01(FloatVector.fromMemorySegment(F, regs, at[c] + (long) l * Float.BYTES, ByteOrder.nativeOrder()));
                FloatVector d = channel(dst, shift);
                FloatVector out = s.mul(sa).add(d.mul(inv));
                texel = texel.or(clamp01(out).fma(SCALE, BIAS).reinterpretAsInts().and(0xFF)
                        .lanewise(VectorOperators.LSHL, shift));
            }
            texel.intoMemorySegment(texels, (long) l * Integer.BYTES, ByteOrder.LITTLE_ENDIAN);
        }
    }

    /// Lanes `0..n` of the source colour (in `regs` at `at[c]`, or in `outputs[reg + c]`) blended
    /// with [#dstTexels] into [#texels]. All vector work in this one method, which is too large
    /// for C2 to inline into its callers: vectors passed to or returned from a call that is not
    /// inlined are boxed, and deep in the rasterizer's call chain C2 stops inlining.
    private void blend(MemorySegment regs, long[] at, int[][] outputs, int reg, int n) {
        FloatVector one = FloatVector.broadcast(F, 1f);
        for (int l = 0; l < n; l += F.length()) {
            IntVector dst = IntVector.fromMemorySegment(I, dstTexels, (long) l * Integer.BYTES, ByteOrder.LITTLE_ENDIAN);
            FloatVector a = regs != null
                    ? FloatVector.fromMemorySegment(F, regs, at[3] + (long) l * Float.BYTES, ByteOrder.nativeOrder())
                    : IntVector.fromArray(I, outputs[reg + 3], l).reinterpretAsFloats();
            FloatVector sa = clamp01(a);
            FloatVector da = channel(dst, 24);
            IntVector texel = IntVector.zero(I);
            for (int c = 0; c < 4; c++) {
                int shift = c == 0 ? shiftR : c == 1 ? 8 : c == 2 ? shiftB : 24;
                FloatVector s, d;
                if (c == 3) {
                    s = sa;
                    d = da;
                } else {
                    s = clamp01(regs != null
                            ? FloatVector.fromMemorySegment(F, regs, at[c] + (long) l * Float.BYTES, ByteOrder.nativeOrder())
                            : IntVector.fromArray(I, outputs[reg + c], l).reinterpretAsFloats());
                    d = channel(dst, shift);
                }
                Func func = c == 3 ? alphaFunc : rgbFunc;
                FloatVector out;
                if (func == Func.MIN) {
                    out = s.min(d);
                } else if (func == Func.MAX) {
                    out = s.max(d);
                } else {
                    FloatVector fs = factor(c == 3 ? alphaSrc : rgbSrc, c, s, d, sa, da, one);
                    FloatVector fd = factor(c == 3 ? alphaDst : rgbDst, c, s, d, sa, da, one);
                    FloatVector ss = s.mul(fs), dd = d.mul(fd);
                    out = func == Func.ADD ? ss.add(dd) : func == Func.SUBTRACT ? ss.sub(dd) : dd.sub(ss);
                }
                texel = texel.or(clamp01(out).fma(SCALE, BIAS).reinterpretAsInts().and(0xFF)
                        .lanewise(VectorOperators.LSHL, shift));
            }
            texel.intoMemorySegment(texels, (long) l * Integer.BYTES, ByteOrder.LITTLE_ENDIAN);
        }
    }

    private static final FloatVector INV_255 = FloatVector.broadcast(F, 1f / 255f);
    private static final FloatVector NEG_255 = FloatVector.broadcast(F, -255f);

    /// The 8-bit channel at bit `shift` of each destination texel as `i / 255f`, the value the
    /// scalar path's table holds for it, without a division (a vector divide issues once every
    /// few cycles, and a blend takes five): the product with the rounded reciprocal, corrected by
    /// its residual with two FMAs, which gives the correctly rounded quotient; `Rgba8BlendTest`
    /// checks all 256 values in every channel.
    static FloatVector channel(IntVector texels, int shift) {
        FloatVector i = (FloatVector) texels.lanewise(VectorOperators.LSHR, shift).and(0xFF)
                .convert(VectorOperators.I2F, 0);
        FloatVector q = i.mul(INV_255);
        return q.fma(NEG_255, i).fma(INV_255, q);
    }

    /// Blend factor `f` for channel `c` (`s`, `d`: its source and destination values; `sa`,
    /// `da`: the alphas), as `BlendStage.factor` computes it. Small enough for C2 to inline
    /// into [#blend] (a vector returned from a call that is not inlined is boxed).
    private FloatVector factor(Factor f, int c, FloatVector s, FloatVector d, FloatVector sa, FloatVector da,
                               FloatVector one) {
        return switch (f) {
            case ONE -> one;
            case ZERO -> FloatVector.zero(F);
            case SRC_COLOR -> s;
            case SRC_ALPHA -> sa;
            case DST_COLOR -> d;
            case DST_ALPHA -> da;
            case SRC_ALPHA_SATURATE -> c == 3 ? one : sa.min(one.sub(da));
            case CONST_COLOR -> FloatVector.broadcast(F, constant[c]);
            case CONST_ALPHA -> FloatVector.broadcast(F, constant[3]);
            case INV_SRC_COLOR -> one.sub(s);
            case INV_SRC_ALPHA -> one.sub(sa);
            case INV_DST_COLOR -> one.sub(d);
            case INV_DST_ALPHA -> one.sub(da);
            case INV_CONST_COLOR -> FloatVector.broadcast(F, 1f - constant[c]);
            case INV_CONST_ALPHA -> FloatVector.broadcast(F, 1f - constant[3]);
            // excluded by #of: the second colour is not in the registers
            case SRC1_COLOR, SRC1_ALPHA, INV_SRC1_COLOR, INV_SRC1_ALPHA -> FloatVector.zero(F);
        };
    }
}
