package dev.tungsten.soft;

import dev.tungsten.pipe.BlendState;
import dev.tungsten.pipe.BlendState.Factor;
import dev.tungsten.pipe.BlendState.Func;
import dev.tungsten.pipe.format.ChannelType;
import dev.tungsten.pipe.format.FormatCodec;
import dev.tungsten.pipe.format.FormatDescription;
import dev.tungsten.pipe.shader.ShaderLanes;
import dev.tungsten.tgsi.PipeFormat;

import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorShuffle;
import jdk.incubator.vector.VectorSpecies;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/// Blending, logic ops, alpha-to-one, colour masks and the write to every render target
/// (softpipe's `sp_quad_blend`). The general path unpacks the destination with the target's codec, blends in
/// float (clamping source, destination and constant to the format's range for normalised
/// targets, as GL does), keeps masked channels and packs back; integer targets take the shader's
/// integer words unblended; logic ops work on the packed bits.
///
/// Fast paths ([#begin]), for a single RGBA8/BGRA8 UNORM target without logic op: plain writes
/// with a full colour mask, and blending a vector of lanes at a time ([Rgba8Blender]; with a
/// dual-source factor, the texel read and written as one 32-bit word a pixel at a time).
final class BlendStage implements QuadStage {
    private static final VarHandle INT = QuadTexels.INT;
    private static final ValueLayout.OfInt PX_INT = QuadTexels.PX_INT;
    /// The preferred species only: a second shape of the same element type in the process would
    /// make HotSpot's type profiles of the Vector API's shared methods polymorphic, and vectors
    /// in the JIT's kernels would then be boxed (4 float lanes here made the constant shader's
    /// kernel allocate a float[] per vector).
    static final VectorSpecies<Float> F = FloatVector.SPECIES_PREFERRED;
    static final VectorSpecies<Integer> I = IntVector.SPECIES_PREFERRED;
    static final FloatVector SCALE = FloatVector.broadcast(F, 255f);
    static final FloatVector BIAS = FloatVector.broadcast(F, 0x1p23f);
    /// The vector write path where floats are vectors of at least 4; elsewhere the scalar loop.
    static final boolean VECTOR_PACK = F.length() >= 4;
    private static final float[] UNORM8 = new float[256];
    static {
        for (int i = 0; i < 256; i++) {
            UNORM8[i] = i / 255f;
        }
    }

    private enum Path { GENERAL, RGBA8_WRITE, RGBA8_BLEND }

    private final DrawState state;
    private final BlendState blend;
    private final float[] constant;
    private final float[] src = new float[4], src1 = new float[4], dst = new float[4], out = new float[4];
    private final int[] words = new int[4], dstWords = new int[4];
    /// The batch's packed texels, 64-byte aligned: the write reads them back a pair of lanes at a
    /// time, and a load out of a vector store that straddled two cache lines (as into an `int[]`)
    /// does not forward from the store.
    private final MemorySegment packed = Arena.ofAuto().allocate(QuadBatch.MAX_LANES * (long) Integer.BYTES, 64);
    private final byte[] srcTexel = new byte[16], dstTexel = new byte[16];
    private Path path = Path.GENERAL;
    /// The vector blend of [Path#RGBA8_BLEND], or null where its factors need the scalar path.
    private Rgba8Blender blender;
    /// Fast paths: bit shifts of R and B in the 32-bit texel.
    private int shiftR, shiftB;

    BlendStage(DrawState state) {
        this.state = state;
        this.blend = state.blend;
        this.constant = state.blendColor;
    }

    @Override
    public void begin() {
        path = Path.GENERAL;
        TargetView[] colors = state.framebuffer.colors();
        if (NO_FAST_PATH || colors.length != 1 || colors[0] == null || state.colorOutputs[0] < 0 || blend.logicOpEnable()
                || blend.alphaToOne()) {
            return;
        }
        PipeFormat f = colors[0].description().format();
        if (f != PipeFormat.R8G8B8A8_UNORM && f != PipeFormat.B8G8R8A8_UNORM) {
            return;
        }
        shiftR = f == PipeFormat.R8G8B8A8_UNORM ? 0 : 16;
        shiftB = 16 - shiftR;
        BlendState.RenderTarget rt = blend.target(0);
        if (rt.colorMask() != BlendState.MASK_RGBA) {
            return;
        }
        path = rt.enable() ? Path.RGBA8_BLEND : Path.RGBA8_WRITE;
        blender = path == Path.RGBA8_BLEND && VECTOR_PACK ? Rgba8Blender.of(rt, constant, shiftR, shiftB) : null;
    }

    /// Whether [#begin] chose the plain RGBA8 write or the vector blend, which read colour
    /// output 0 and nothing else of the shader's ([QuadBatch#shadedRegs] may hold it).
    boolean readsOnlyColor0() {
        return path == Path.RGBA8_WRITE && VECTOR_PACK || path == Path.RGBA8_BLEND && blender != null;
    }

    @Override
    public void run(QuadBatch b) {
        switch (path) {
            case RGBA8_WRITE -> {
                if (VECTOR_PACK) {
                    rgba8Write(b);
                } else {
                    rgba8(b, false);
                }
            }
            case RGBA8_BLEND -> {
                if (blender != null) {
                    blender.run(b, state.framebuffer.colors()[0], state.colorOutputs[0]);
                } else {
                    rgba8(b, true);
                }
            }
            case GENERAL -> {
                TargetView[] colors = state.framebuffer.colors();
                for (int i = 0; i < colors.length; i++) {
                    if (colors[i] != null && state.colorOutputs[i] >= 0) {
                        general(b, i, colors[i]);
                    }
                }
            }
        }
    }

    /// The bytes [#run] would store for lane `lane` of `s` in colour buffer `index`, for a buffer
    /// written without blending, logic op or alpha-to-one and with all channels ([UniformFill]'s
    /// conditions): the same conversion, by the path [#begin] chose.
    byte[] opaqueTexel(ShaderLanes s, int lane, int index) {
        TargetView t = state.framebuffer.colors()[index];
        int reg = state.colorOutputs[index] * 4;
        byte[] texel = new byte[t.bytes()];
        if (path == Path.RGBA8_WRITE) {
            INT.set(texel, 0, rgba8Texel(s.outputs, reg, lane));
            return texel;
        }
        FormatDescription d = t.description();
        if (d.isPureInteger()) {
            int[] w = new int[4];
            for (int c = 0; c < 4; c++) {
                w[c] = s.outputs[reg + c][lane];
            }
            t.codec().packWords(w, 0, texel, 0);
            return texel;
        }
        ChannelType type = d.uniformType();
        boolean unorm = type == ChannelType.UNORM || d.isSrgb();
        boolean snorm = type == ChannelType.SNORM;
        float[] v = new float[4];
        for (int c = 0; c < 4; c++) {
            float x = Float.intBitsToFloat(s.outputs[reg + c][lane]);
            v[c] = clampTo(x, unorm, snorm);
        }
        t.codec().packFloat(v, 0, texel, 0);
        return texel;
    }

    private void rgba8(QuadBatch b, boolean blending) {
        TargetView t = state.framebuffer.colors()[0];
        ShaderLanes s = b.shaded;
        int reg = state.colorOutputs[0] * 4;
        int[] r = s.outputs[reg], g = s.outputs[reg + 1], bl = s.outputs[reg + 2], a = s.outputs[reg + 3];
        byte[] data = t.data();
        int bytes = t.bytes(), stride = t.stride();
        BlendState.RenderTarget rt = blend.target(0);
        for (int q = 0; q < b.quads; q++) {
            int m = b.mask[q];
            if (m == 0) {
                continue;
            }
            int base = t.offset(b.qx[q], b.qy[q]);
            for (int i = 0; i < 4; i++) {
                if ((m >> i & 1) == 0) {
                    continue;
                }
                int l = 4 * q + i;
                int at = base + (i & 1) * bytes + (i >> 1) * stride;
                float sr = Float.intBitsToFloat(r[l]), sg = Float.intBitsToFloat(g[l]);
                float sb = Float.intBitsToFloat(bl[l]), sa = Float.intBitsToFloat(a[l]);
                if (blending) {
                    int d = (int) INT.get(data, at);
                    src[0] = clamp01(sr); src[1] = clamp01(sg); src[2] = clamp01(sb); src[3] = clamp01(sa);
                    dst[0] = UNORM8[(d >>> shiftR) & 0xFF];
                    dst[1] = UNORM8[(d >>> 8) & 0xFF];
                    dst[2] = UNORM8[(d >>> shiftB) & 0xFF];
                    dst[3] = UNORM8[d >>> 24];
                    loadSrc1(b, l, true);
                    blendPixel(rt, true);
                    sr = out[0]; sg = out[1]; sb = out[2]; sa = out[3];
                }
                INT.set(data, at, rgba8Texel(sr, sg, sb, sa));
            }
        }
    }

    /// The plain write: the colours of all lanes packed a vector at a time ([#pack]), from the
    /// JIT's registers where the shade stage left the colour there ([QuadBatch#shadedRegs]), then
    /// a full quad stored as two 64-bit words (one per row), a partial one pixel by pixel. Same
    /// bits as [#rgba8] without blending.
    private void rgba8Write(QuadBatch b) {
        TargetView t = state.framebuffer.colors()[0];
        MemorySegment px = packed;
        int n = 4 * b.quads, k = 0;
        if (b.shadedRegs != null && b.wholeBlocks && ROW_VECTORS) {
            writeBlocks(b, t, b.shadedRegs, b.shadedColorAt, shiftR, shiftB);
            return;
        }
        if (b.shadedRegs != null && QUAD_PAIRS) {
            writeQuadPairs(b, t, b.shadedRegs, b.shadedColorAt, shiftR, shiftB, px);
            return;
        }
        if (b.shadedRegs != null) {
            // the registers hold whole vectors of lanes past n
            for (; k < n; k += F.length()) {
                pack(b.shadedRegs, b.shadedColorAt, shiftR, shiftB, k, px);
            }
        } else {
            ShaderLanes s = b.shaded;
            int reg = state.colorOutputs[0] * 4, width = s.outputs[reg].length;
            for (; k < n && k + F.length() <= width; k += F.length()) {
                pack(s.outputs, reg, shiftR, shiftB, k, px);
            }
            for (; k < n; k++) {
                px.set(PX_INT, (long) k * Integer.BYTES, rgba8Texel(s.outputs, reg, k));
            }
        }
        QuadTexels.store(b, t, px);
    }

    /// The texels of the lanes from `l` (a vector of them) into `px`: [#unorm8] of the four
    /// channels, shifted into place. One method with a loop, not a helper returning vectors:
    /// a returned vector that C2 does not inline is boxed.
    ///
    /// The conversion is one fused multiply-add, with the same results as [#unorm8] for all 2^32
    /// inputs: after the clamp (NaN and values up to 0 to 0, values from 1 to 1),
    /// `fma(x, 255, 2^23)` rounds the exact `x * 255 + 2^23` once, and floats from 2^23 to 2^24
    /// are the integers, so it is `2^23 + rint(x * 255)` with rint's ties to even (2^23 is even),
    /// the integer in its low mantissa bits. `BlendStageTest` checks the products near half
    /// integers, where rounding `x * 255` first would go wrong.
    static void pack(int[][] outputs, int reg, int shiftR, int shiftB, int l, MemorySegment px) {
        IntVector texel = IntVector.zero(I);
        for (int c = 0; c < 4; c++) {
            FloatVector x = IntVector.fromArray(I, outputs[reg + c], l).reinterpretAsFloats();
            int shift = c == 0 ? shiftR : c == 1 ? 8 : c == 2 ? shiftB : 24;
            texel = texel.or(clamp01(x).fma(SCALE, BIAS).reinterpretAsInts().and(0xFF).lanewise(VectorOperators.LSHL, shift));
        }
        texel.intoMemorySegment(px, (long) l * Integer.BYTES, ByteOrder.LITTLE_ENDIAN);
    }

    /// [#pack] reading the colour's four channels from `regs` at byte offsets `at[0..3]` (the
    /// JIT's registers, [ShadeStage] left them there) instead of lane arrays.
    static void pack(MemorySegment regs, long[] at, int shiftR, int shiftB, int l, MemorySegment px) {
        IntVector texel = IntVector.zero(I);
        for (int c = 0; c < 4; c++) {
            FloatVector x = FloatVector.fromMemorySegment(F, regs, at[c] + (long) l * Float.BYTES, ByteOrder.nativeOrder());
            int shift = c == 0 ? shiftR : c == 1 ? 8 : c == 2 ? shiftB : 24;
            texel = texel.or(clamp01(x).fma(SCALE, BIAS).reinterpretAsInts().and(0xFF).lanewise(VectorOperators.LSHL, shift));
        }
        texel.intoMemorySegment(px, (long) l * Integer.BYTES, ByteOrder.LITTLE_ENDIAN);
    }

    /// Whether [#writeQuadPairs] serves the plain write: a vector of 8 lanes is two quads.
    static final boolean QUAD_PAIRS = I.length() == 8;

    /// The plain write with 8-lane vectors, the colour in the JIT's registers: a vector of lanes
    /// (two quads) packed as [#pack] does, and where both quads are whole, its four 64-bit words
    /// (a row of a quad each) stored straight into the target from the vector, without the
    /// round trip through the packed block; other vectors go there and [QuadTexels#store] stores
    /// their two quads' live texels. Same bytes as [#pack] then [QuadTexels#store].
    private static void writeQuadPairs(QuadBatch b, TargetView t, MemorySegment regs, long[] at, int shiftR,
                                       int shiftB, MemorySegment px) {
        byte[] data = t.data();
        int stride = t.stride(), bytes = t.bytes(), origin = t.base(), quads = b.quads;
        for (int q = 0; q < quads; q += 2) {
            int l = 4 * q;
            IntVector texel = IntVector.zero(I);
            for (int c = 0; c < 4; c++) {
                FloatVector x = FloatVector.fromMemorySegment(F, regs, at[c] + (long) l * Float.BYTES, ByteOrder.nativeOrder());
                int shift = c == 0 ? shiftR : c == 1 ? 8 : c == 2 ? shiftB : 24;
                texel = texel.or(clamp01(x).fma(SCALE, BIAS).reinterpretAsInts().and(0xFF).lanewise(VectorOperators.LSHL, shift));
            }
            if (q + 1 < quads && b.mask[q] == 0xF && b.mask[q + 1] == 0xF) {
                LongVector rows = texel.reinterpretAsLongs();
                int base0 = origin + b.qy[q] * stride + b.qx[q] * bytes;
                int base1 = origin + b.qy[q + 1] * stride + b.qx[q + 1] * bytes;
                QuadTexels.LONG.set(data, base0, rows.lane(0));
                QuadTexels.LONG.set(data, base0 + stride, rows.lane(1));
                QuadTexels.LONG.set(data, base1, rows.lane(2));
                QuadTexels.LONG.set(data, base1 + stride, rows.lane(3));
            } else {
                texel.intoMemorySegment(px, (long) l * Integer.BYTES, ByteOrder.LITTLE_ENDIAN);
                QuadTexels.store(b, t, px, q, Math.min(q + 2, quads));
            }
        }
    }

    /// Whether [#writeBlocks] serves whole blocks: with 16 lanes a vector is a whole block. With 8
    /// (AVX2) C2 compiles neither its `VectorMask.fromLong` nor its `rearrange` into vector code:
    /// both fall back to Java and allocate for every vector, and the pack-and-store path is faster.
    static final boolean ROW_VECTORS = I.length() == 16;
    /// The lanes of a block (quads top-left, top-right, bottom-left, bottom-right, each its
    /// pixels in the same order) in row order: row 0 is lanes 0, 1, 4, 5.
    private static final VectorShuffle<Integer> BLOCK_ROWS = VectorShuffle.fromArray(I,
            new int[] {0, 1, 4, 5, 2, 3, 6, 7, 8, 9, 12, 13, 10, 11, 14, 15}, 0);

    /// The plain write of a batch of whole 4x4 blocks ([QuadBatch#wholeBlocks]) whose colour is in
    /// the JIT's registers: a vector of lanes (a block, or half of one) packed as [#pack] does,
    /// then put in row order and stored a row of 4 texels at a time under the row's live lanes
    /// (no per-quad loop, no packed copy to read back). Only with 16-lane vectors ([#ROW_VECTORS]).
    private static void writeBlocks(QuadBatch b, TargetView t, MemorySegment regs, long[] at, int shiftR, int shiftB) {
        byte[] data = t.data();
        MemorySegment target = MemorySegment.ofArray(data);
        int lanes = I.length(), stride = t.stride(), bytes = t.bytes(), n = 4 * b.quads;
        for (int l = 0; l < n; l += lanes) {
            IntVector texel = IntVector.zero(I);
            for (int c = 0; c < 4; c++) {
                FloatVector x = FloatVector.fromMemorySegment(F, regs, at[c] + (long) l * Float.BYTES, ByteOrder.nativeOrder());
                int shift = c == 0 ? shiftR : c == 1 ? 8 : c == 2 ? shiftB : 24;
                texel = texel.or(clamp01(x).fma(SCALE, BIAS).reinterpretAsInts().and(0xFF).lanewise(VectorOperators.LSHL, shift));
            }
            int q = l >> 2;
            IntVector rows = texel.rearrange(BLOCK_ROWS);
            int corner = l >> 4 << 2;
            // the live pixels in row order (bit 4r + i: pixel i of row r of this vector)
            int live = 0;
            for (int j = 0; j < lanes / 8; j++) {
                int m0 = b.mask[q + 2 * j], m1 = b.mask[q + 2 * j + 1];
                live |= ((m0 & 3) | (m1 & 3) << 2 | (m0 >> 2) << 4 | (m1 >> 2) << 6) << (8 * j);
            }
            // the vector's first row within its block: 0, or 2 for the lower half of one
            int firstRow = (l & 15) >> 2 & 2;
            int x = b.qx[corner], y = b.qy[corner] + firstRow;
            for (int r = 0; r < lanes / 4; r++) {
                int rowLive = live >> (4 * r) & 0xF;
                if (rowLive == 0) {
                    continue;
                }
                long offset = t.base() + (long) (y + r) * stride + (long) x * bytes - 16L * r;
                rows.intoMemorySegment(target, offset, ByteOrder.LITTLE_ENDIAN, VectorMask.fromLong(I, (long) rowLive << (4 * r)));
            }
        }
    }

    /// [#clamp01] a vector at a time, with compares and blends: the Vector API's `min` keeps
    /// Java's NaN and signed-zero rules, several instructions more, which this clamp has no use for.
    static FloatVector clamp01(FloatVector x) {
        FloatVector upper = FloatVector.broadcast(F, 1f).blend(x, x.compare(VectorOperators.LT, 1f));
        return FloatVector.zero(F).blend(upper, x.compare(VectorOperators.GT, 0f));
    }

    /// The fast paths' 32-bit texel of four colour channels ([#unorm8] of each).
    private int rgba8Texel(float r, float g, float b, float a) {
        return unorm8(r) << shiftR | unorm8(g) << 8 | unorm8(b) << shiftB | unorm8(a) << 24;
    }

    /// [#rgba8Texel] of lane `l` of the shader's colour output `reg / 4`.
    private int rgba8Texel(int[][] outputs, int reg, int l) {
        return rgba8Texel(Float.intBitsToFloat(outputs[reg][l]), Float.intBitsToFloat(outputs[reg + 1][l]),
                Float.intBitsToFloat(outputs[reg + 2][l]), Float.intBitsToFloat(outputs[reg + 3][l]));
    }

    /// A colour channel as written to a normalised (or float) buffer without blending: clamped
    /// to the format's range, NaN to 0 for UNORM.
    private static float clampTo(float x, boolean unorm, boolean snorm) {
        return unorm ? clamp01(x) : snorm ? Math.max(-1f, Math.min(1f, x)) : x;
    }

    static int unorm8(float x) {
        return x > 0 ? (x >= 1 ? 255 : (int) Math.rint(x * 255.0)) : 0;
    }

    private static float clamp01(float x) {
        return x > 0 ? Math.min(x, 1f) : 0f;      // NaN becomes 0
    }

    private void general(QuadBatch b, int index, TargetView t) {
        FormatCodec codec = t.codec();
        FormatDescription d = t.description();
        BlendState.RenderTarget rt = blend.target(index);
        int mask = rt.colorMask();
        if (mask == 0) {
            return;
        }
        ShaderLanes s = b.shaded;
        int reg = state.colorOutputs[index] * 4;
        boolean integer = d.isPureInteger();
        ChannelType type = d.uniformType();
        boolean unorm = type == ChannelType.UNORM || d.isSrgb();
        boolean snorm = type == ChannelType.SNORM;
        boolean logic = blend.logicOpEnable() && (integer || unorm || snorm);
        boolean blending = rt.enable() && !integer && !logic;
        byte[] data = t.data();
        int bytes = t.bytes();
        for (int l = 0, n = b.lanes(); l < n; l++) {
            if (!b.alive(l)) {
                continue;
            }
            int at = t.offset(b.x(l), b.y(l));
            if (integer || logic) {
                for (int c = 0; c < 4; c++) {
                    words[c] = s.outputs[reg + c][l];
                }
                codec.packWords(words, 0, srcTexel, 0);
                if (logic) {
                    for (int k = 0; k < bytes; k++) {
                        srcTexel[k] = (byte) blend.logicOp().apply(srcTexel[k], data[at + k]);
                    }
                }
                if (mask != BlendState.MASK_RGBA) {
                    codec.unpackWords(srcTexel, 0, words, 0);
                    codec.unpackWords(data, at, dstWords, 0);
                    for (int c = 0; c < 4; c++) {
                        if ((mask >> c & 1) == 0) {
                            words[c] = dstWords[c];
                        }
                    }
                    codec.packWords(words, 0, data, at);
                } else {
                    System.arraycopy(srcTexel, 0, data, at, bytes);
                }
                continue;
            }
            for (int c = 0; c < 4; c++) {
                float v = Float.intBitsToFloat(s.outputs[reg + c][l]);
                src[c] = clampTo(v, unorm, snorm);
            }
            if (blend.alphaToOne()) {
                src[3] = 1f;
            }
            if (blending || mask != BlendState.MASK_RGBA) {
                codec.unpackFloat(data, at, dst, 0);
            }
            if (blending) {
                loadSrc1(b, l, unorm);
                blendPixel(rt, unorm);
            } else {
                System.arraycopy(src, 0, out, 0, 4);
            }
            for (int c = 0; c < 4; c++) {
                if ((mask >> c & 1) == 0) {
                    out[c] = dst[c];
                }
            }
            codec.packFloat(out, 0, data, at);
        }
    }

    private void loadSrc1(QuadBatch b, int l, boolean clamp) {
        if (state.dualSource < 0) {
            return;
        }
        for (int c = 0; c < 4; c++) {
            float v = b.shaded.output(state.dualSource, c, l);
            src1[c] = clamp ? clamp01(v) : v;
        }
    }

    /// `out = src · srcFactor FUNC dst · dstFactor` per channel (MIN and MAX ignore the factors).
    private void blendPixel(BlendState.RenderTarget rt, boolean clampConstant) {
        for (int c = 0; c < 4; c++) {
            boolean alpha = c == 3;
            Func func = alpha ? rt.alphaFunc() : rt.rgbFunc();
            float s = src[c], d = dst[c];
            out[c] = switch (func) {
                case MIN -> Math.min(s, d);
                case MAX -> Math.max(s, d);
                case ADD, SUBTRACT, REVERSE_SUBTRACT -> {
                    float fs = factor(alpha ? rt.alphaSrc() : rt.rgbSrc(), c, clampConstant);
                    float fd = factor(alpha ? rt.alphaDst() : rt.rgbDst(), c, clampConstant);
                    yield switch (func) {
                        case ADD -> s * fs + d * fd;
                        case SUBTRACT -> s * fs - d * fd;
                        default -> d * fd - s * fs;
                    };
                }
            };
        }
    }

    private float factor(Factor f, int c, boolean clampConstant) {
        return switch (f) {
            case ONE -> 1f;
            case ZERO -> 0f;
            case SRC_COLOR -> src[c];
            case SRC_ALPHA -> src[3];
            case DST_COLOR -> dst[c];
            case DST_ALPHA -> dst[3];
            case SRC_ALPHA_SATURATE -> c == 3 ? 1f : Math.min(src[3], 1f - dst[3]);
            case CONST_COLOR -> constant(c, clampConstant);
            case CONST_ALPHA -> constant(3, clampConstant);
            case SRC1_COLOR -> src1[c];
            case SRC1_ALPHA -> src1[3];
            case INV_SRC_COLOR -> 1f - src[c];
            case INV_SRC_ALPHA -> 1f - src[3];
            case INV_DST_COLOR -> 1f - dst[c];
            case INV_DST_ALPHA -> 1f - dst[3];
            case INV_CONST_COLOR -> 1f - constant(c, clampConstant);
            case INV_CONST_ALPHA -> 1f - constant(3, clampConstant);
            case INV_SRC1_COLOR -> 1f - src1[c];
            case INV_SRC1_ALPHA -> 1f - src1[3];
        };
    }

    private float constant(int c, boolean clamp) {
        return clamp ? clamp01(constant[c]) : constant[c];
    }
}
