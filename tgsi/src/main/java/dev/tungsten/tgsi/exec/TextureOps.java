package dev.tungsten.tgsi.exec;

import java.util.Arrays;
import java.util.List;

import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.TextureTarget;
import dev.tungsten.tgsi.TgsiOpcode;

/// The texture opcodes: operands unpacked into a [TextureRequest] following TGSI's per-target
/// packing (tgsi.rst, `tgsi_util_get_texture_coord_dim`), handed to the bound [TextureSampler],
/// and the result stored through the write mask (and, for the SAMPLE family, the sampler-view
/// swizzle).
final class TextureOps {
    private TextureOps() {}

    private static float f(int bits) {
        return Float.intBitsToFloat(bits);
    }

    /// Spatial coordinates (s, t, r) of a target, ignoring layers.
    static int spatialDims(TextureTarget t) {
        return switch (t) {
            case BUFFER, T1D, SHADOW1D, T1D_ARRAY, SHADOW1D_ARRAY -> 1;
            case T2D, RECT, SHADOW2D, SHADOWRECT, T2D_ARRAY, SHADOW2D_ARRAY, T2D_MSAA, T2D_ARRAY_MSAA -> 2;
            case T3D, CUBE, SHADOWCUBE, CUBE_ARRAY, SHADOWCUBE_ARRAY -> 3;
            case UNKNOWN -> 2;
        };
    }

    /// The source component holding the layer, or -1.
    static int layerComponent(TextureTarget t) {
        return switch (t) {
            case T1D_ARRAY, SHADOW1D_ARRAY -> 1;
            case T2D_ARRAY, SHADOW2D_ARRAY, T2D_ARRAY_MSAA -> 2;
            case CUBE_ARRAY, SHADOWCUBE_ARRAY -> 3;
            case BUFFER, T1D, SHADOW1D, T2D, RECT, SHADOW2D, SHADOWRECT, T2D_MSAA, T3D, CUBE, SHADOWCUBE, UNKNOWN -> -1;
        };
    }

    /// The position of the shadow reference in (src0.xyzw, src1.x), or -1.
    static int shadowComponent(TextureTarget t) {
        return switch (t) {
            case SHADOW1D, SHADOW2D, SHADOWRECT, SHADOW1D_ARRAY -> 2;
            case SHADOWCUBE, SHADOW2D_ARRAY -> 3;
            case SHADOWCUBE_ARRAY -> 4;
            case BUFFER, T1D, T2D, T3D, CUBE, RECT, T1D_ARRAY, T2D_ARRAY, T2D_MSAA, T2D_ARRAY_MSAA, CUBE_ARRAY, UNKNOWN -> -1;
        };
    }

    private static TextureRequest begin(ExecMachine m, DecodedOp op, int view, int sampler) {
        TextureRequest r = m.textureRequest;
        r.view = view;
        r.sampler = sampler;
        r.target = op.texTarget;
        r.laneMask = m.exec;
        r.lod = TextureRequest.Lod.IMPLICIT;
        r.compare = false;
        r.gather = false;
        r.gatherComponent = 0;
        offsets(m, op, r);
        for (float[] c : r.coord) {
            Arrays.fill(c, 0f);
        }
        return r;
    }

    /// Loads `coord` (and `reference`) from source 0 (and source 1 for the fifth component).
    private static void coordinates(ExecMachine m, DecodedOp op, TextureRequest r, boolean withShadow) {
        TextureTarget t = op.texTarget;
        int dims = spatialDims(t);
        for (int c = 0; c < dims; c++) {
            copy(m.src(op, 0, c), r.coord[c], m.width);
        }
        int layer = layerComponent(t);
        if (layer >= 0) {
            copy(m.src(op, 0, layer), r.coord[3], m.width);
        }
        int shadow = withShadow ? shadowComponent(t) : -1;
        if (shadow == 4 && (op.src.length < 3 || op.src[1].file == dev.tungsten.tgsi.RegisterFile.SAMPLER)) {
            throw m.error(op, "a SHADOWCUBE_ARRAY reference comes from src1.x, which needs TEX2, TXB2, TXL2 or TG4");
        }
        if (shadow >= 0) {
            r.compare = true;
            copy(shadow < 4 ? m.src(op, 0, shadow) : m.src(op, 1, 0), r.reference, m.width);
        }
    }

    private static void copy(int[] words, float[] into, int n) {
        for (int i = 0; i < n; i++) {
            into[i] = f(words[i]);
        }
    }

    private static void offsets(ExecMachine m, DecodedOp op, TextureRequest r) {
        Instruction.Texture tex = op.instruction.texture();
        r.offsetX = r.offsetY = r.offsetZ = 0;
        if (tex == null || tex.offsets().isEmpty()) {
            return;
        }
        List<Instruction.TextureOffset> offs = tex.offsets();
        Instruction.TextureOffset o = offs.get(0);
        r.offsetX = registerWord(m, o.file(), o.index(), o.swizzleX());
        r.offsetY = registerWord(m, o.file(), o.index(), o.swizzleY());
        r.offsetZ = registerWord(m, o.file(), o.index(), o.swizzleZ());
    }

    /// One word of a register for the first executing lane (texel offsets are uniform).
    private static int registerWord(ExecMachine m, RegisterFile file, int index, int comp) {
        int lane = m.exec == 0 ? 0 : Integer.numberOfTrailingZeros(m.exec);
        if (file == RegisterFile.IMMEDIATE) {
            return index >= 0 && index < m.program.immediates.length ? m.program.immediates[index][comp & 3] : 0;
        }
        if (file == RegisterFile.CONSTANT) {
            return m.constantWord(0, index, comp & 3);
        }
        int[][][] store = m.storage(file);
        return store != null && index >= 0 && index < store.length ? store[index][comp & 3][lane] : 0;
    }

    /// Fills `ddx`/`ddy` with the coarse quad derivatives of the coordinates (fragment shaders),
    /// or zeros elsewhere.
    private static void implicitDerivatives(ExecMachine m, TextureRequest r) {
        for (int c = 0; c < 3; c++) {
            float[] v = r.coord[c];
            float[] dx = r.ddx[c];
            float[] dy = r.ddy[c];
            for (int q = 0; q < m.width; q += 4) {
                float x = m.fragment ? v[q + 3] - v[q + 2] : 0f;
                float y = m.fragment ? v[q + 2] - v[q] : 0f;
                Arrays.fill(dx, q, q + 4, x);
                Arrays.fill(dy, q, q + 4, y);
            }
        }
    }

    /// Stores `rgba` into the destination, channel `c` taking result channel `swizzle[c]`.
    private static void finish(ExecMachine m, DecodedOp op, int[][] rgba, int[] swizzle) {
        int[][] out = m.out(op);
        for (int c = 0; c < 4; c++) {
            if ((op.writeMask & (1 << c)) != 0) {
                System.arraycopy(rgba[swizzle == null ? c : swizzle[c]], 0, out[c], 0, m.width);
            }
        }
        m.store(op, out);
    }

    private static TextureSampler sampler(ExecMachine m, DecodedOp op) {
        return ExecMachine.require(m.sampler, m, op, "TextureSampler");
    }

    /// How a TEX-family opcode chooses its level: the interpreter's opcode switch passes one.
    enum ClassicLookup {
        /// TEX, TEX2, TXP.
        IMPLICIT,
        /// TXB: the bias in src0.w.
        BIAS_IN_W,
        /// TXL: the level in src0.w.
        LEVEL_IN_W,
        /// TXB2: the bias in src1.x.
        BIAS_IN_SRC1,
        /// TXL2: the level in src1.x.
        LEVEL_IN_SRC1,
        /// TEX_LZ.
        LEVEL_ZERO,
        /// TG4: a gather of the component in src1.x from level 0.
        GATHER
    }

    /// TEX, TXB, TXL, TXP, TEX2, TXB2, TXL2, TEX_LZ, TG4 (Mesa's exec_tex routing).
    static void tex(ExecMachine m, DecodedOp op, ClassicLookup lookup) {
        int unitSrc = op.src.length - 1;
        int unit = m.unit(op.src[unitSrc]);
        TextureRequest r = begin(m, op, unit, unit);
        boolean projected = op.opcode == TgsiOpcode.TXP;
        coordinates(m, op, r, true);
        switch (lookup) {
            case IMPLICIT -> { }
            case BIAS_IN_W -> { r.lod = TextureRequest.Lod.BIAS; copy(m.src(op, 0, 3), r.lodValue, m.width); }
            case LEVEL_IN_W -> { r.lod = TextureRequest.Lod.EXPLICIT; copy(m.src(op, 0, 3), r.lodValue, m.width); }
            case BIAS_IN_SRC1 -> { r.lod = TextureRequest.Lod.BIAS; copy(m.src(op, 1, 0), r.lodValue, m.width); }
            case LEVEL_IN_SRC1 -> { r.lod = TextureRequest.Lod.EXPLICIT; copy(m.src(op, 1, 0), r.lodValue, m.width); }
            case LEVEL_ZERO -> r.lod = TextureRequest.Lod.ZERO;
            case GATHER -> {
                r.gather = true;
                r.lod = TextureRequest.Lod.ZERO;
                r.gatherComponent = r.compare ? 0 : m.uniform(op, 1, 0) & 3;
            }
        }
        if (projected) {
            int[] q = m.src(op, 0, 3);
            for (int i = 0; i < m.width; i++) {
                float w = f(q[i]);
                for (int c = 0; c < 4; c++) {
                    r.coord[c][i] /= w;
                }
                r.reference[i] /= w;
            }
        }
        if (r.lod == TextureRequest.Lod.IMPLICIT || r.lod == TextureRequest.Lod.BIAS) {
            implicitDerivatives(m, r);
        }
        int[][] rgba = m.dstScratch2;
        sampler(m, op).sample(r, rgba);
        finish(m, op, rgba, null);
    }

    /// TXD: explicit derivatives in sources 1 and 2.
    static void txd(ExecMachine m, DecodedOp op) {
        int unit = m.unit(op.src[3]);
        TextureRequest r = begin(m, op, unit, unit);
        coordinates(m, op, r, true);
        r.lod = TextureRequest.Lod.GRADIENT;
        int dims = spatialDims(op.texTarget);
        for (int c = 0; c < 3; c++) {
            if (c < dims) {
                copy(m.src(op, 1, c), r.ddx[c], m.width);
                copy(m.src(op, 2, c), r.ddy[c], m.width);
            } else {
                Arrays.fill(r.ddx[c], 0f);
                Arrays.fill(r.ddy[c], 0f);
            }
        }
        int[][] rgba = m.dstScratch2;
        sampler(m, op).sample(r, rgba);
        finish(m, op, rgba, null);
    }

    /// The SAMPLE-family opcodes, each a different way to choose the level or compare.
    enum ViewLookup { SAMPLE, SAMPLE_B, SAMPLE_L, SAMPLE_C, SAMPLE_C_LZ, SAMPLE_D, GATHER4 }

    /// The SAMPLE family and GATHER4: coordinates by the sampler view's target, result swizzled by
    /// the view operand's swizzle.
    static void sample(ExecMachine m, DecodedOp op, ViewLookup lookup) {
        TextureRequest r = begin(m, op, m.unit(op.src[1]), m.unit(op.src[2]));
        coordinates(m, op, r, false);
        switch (lookup) {
            case SAMPLE -> { }
            case SAMPLE_B -> { r.lod = TextureRequest.Lod.BIAS; copy(m.src(op, 3, 0), r.lodValue, m.width); }
            case SAMPLE_L -> { r.lod = TextureRequest.Lod.EXPLICIT; copy(m.src(op, 3, 0), r.lodValue, m.width); }
            case SAMPLE_C -> { r.compare = true; copy(m.src(op, 3, 0), r.reference, m.width); }
            case SAMPLE_C_LZ -> {
                r.compare = true;
                r.lod = TextureRequest.Lod.ZERO;
                copy(m.src(op, 3, 0), r.reference, m.width);
            }
            case SAMPLE_D -> {
                r.lod = TextureRequest.Lod.GRADIENT;
                for (int c = 0; c < 3; c++) {
                    copy(m.src(op, 3, c), r.ddx[c], m.width);
                    copy(m.src(op, 4, c), r.ddy[c], m.width);
                }
            }
            case GATHER4 -> {
                r.gather = true;
                r.lod = TextureRequest.Lod.ZERO;
                r.gatherComponent = op.src[2].swizzle[0];
            }
        }
        if (r.lod == TextureRequest.Lod.IMPLICIT || r.lod == TextureRequest.Lod.BIAS) {
            implicitDerivatives(m, r);
        }
        int[][] rgba = m.dstScratch2;
        sampler(m, op).sample(r, rgba);
        finish(m, op, rgba, op.src[1].swizzle);
    }

    /// TXF, TXF_LZ, SAMPLE_I, SAMPLE_I_MS: integer coordinates; w is the level, or the sample for
    /// multisampled targets (SAMPLE_I_MS: the sample from source 2).
    static void fetch(ExecMachine m, DecodedOp op) {
        boolean sampleI = op.opcode == TgsiOpcode.SAMPLE_I || op.opcode == TgsiOpcode.SAMPLE_I_MS;
        int unit = m.unit(op.src[1]);
        TextureRequest r = begin(m, op, unit, unit);
        TextureTarget t = op.texTarget;
        int dims = spatialDims(t);
        for (int[] c : r.texel) {
            Arrays.fill(c, 0);
        }
        for (int c = 0; c < dims; c++) {
            System.arraycopy(m.src(op, 0, c), 0, r.texel[c], 0, m.width);
        }
        int layer = layerComponent(t);
        if (layer >= 0) {
            System.arraycopy(m.src(op, 0, layer), 0, r.texel[3], 0, m.width);
        }
        if (op.opcode == TgsiOpcode.SAMPLE_I_MS) {
            System.arraycopy(m.src(op, 2, 0), 0, r.texel[4], 0, m.width);
        } else if (op.opcode != TgsiOpcode.TXF_LZ && t != TextureTarget.BUFFER) {
            System.arraycopy(m.src(op, 0, 3), 0, r.texel[4], 0, m.width);
        }
        int[][] rgba = m.dstScratch2;
        sampler(m, op).fetch(r, rgba);
        finish(m, op, rgba, sampleI ? op.src[1].swizzle : null);
    }

    /// TXQ and SVIEWINFO: sizes at the level in `src0.x`, per lane.
    static void size(ExecMachine m, DecodedOp op) {
        TextureSampler s = sampler(m, op);
        int view = m.unit(op.src[1]);
        int[] level = m.src(op, 0, 0);
        int[][] rgba = m.dstScratch2;
        int[] dims = m.words4;
        for (int i = 0; i < m.width; i++) {
            if ((m.exec >>> i & 1) == 0) {
                continue;
            }
            s.size(view, level[i], dims);
            for (int c = 0; c < 4; c++) {
                rgba[c][i] = dims[c];
            }
        }
        finish(m, op, rgba, null);
    }

    /// TXQS (x = samples of the sampler's view) and SAMPLE_INFO ((samples, 0, 0, 0); 1 sample for
    /// a non-view source, the render target of a single-sampled rasterizer).
    static void samples(ExecMachine m, DecodedOp op) {
        Operand src = op.src[viewOperand(op)];
        boolean view = src.file == RegisterFile.SAMPLER || src.file == RegisterFile.SAMPLER_VIEW;
        int n = view ? sampler(m, op).samples(m.unit(src)) : 1;
        int[][] rgba = m.dstScratch2;
        Arrays.fill(rgba[0], n);
        Arrays.fill(rgba[1], 0);
        Arrays.fill(rgba[2], 0);
        Arrays.fill(rgba[3], 0);
        finish(m, op, rgba, op.opcode == TgsiOpcode.SAMPLE_INFO ? src.swizzle : null);
    }

    /// The source of SAMPLE_POS or SAMPLE_INFO that names the view (or the render target): the
    /// first SAMP or SVIEW operand, else source 0 (tgsi.rst puts it first; some producers second).
    private static int viewOperand(DecodedOp op) {
        for (int i = 0; i < op.src.length; i++) {
            if (op.src[i].file == RegisterFile.SAMPLER || op.src[i].file == RegisterFile.SAMPLER_VIEW) {
                return i;
            }
        }
        return 0;
    }

    /// SAMPLE_POS: the position of sample `src1.x` in [0, 1]^2 (standard patterns for 2, 4, 8
    /// and 16 samples; the pixel centre otherwise), z = w = 0.
    static void samplePosition(ExecMachine m, DecodedOp op) {
        int v = viewOperand(op);
        Operand src = op.src[v];
        boolean view = src.file == RegisterFile.SAMPLER || src.file == RegisterFile.SAMPLER_VIEW;
        int count = view ? sampler(m, op).samples(m.unit(src)) : 1;
        int[] index = m.src(op, 1 - v, 0);
        int[][] rgba = m.dstScratch2;
        for (int i = 0; i < m.width; i++) {
            rgba[0][i] = Float.floatToRawIntBits(SamplePositions.position(count, index[i], 0));
            rgba[1][i] = Float.floatToRawIntBits(SamplePositions.position(count, index[i], 1));
            rgba[2][i] = 0;
            rgba[3][i] = 0;
        }
        finish(m, op, rgba, src.swizzle);
    }

    /// LODQ (x: level accessed, y: computed LOD) and LOD (the same, swizzled by the view operand;
    /// components 2 and 3 are 0).
    static void lod(ExecMachine m, DecodedOp op) {
        boolean lodOp = op.opcode == TgsiOpcode.LOD;
        int view = m.unit(op.src[1]);
        TextureRequest r = begin(m, op, view, lodOp ? m.unit(op.src[2]) : view);
        TextureTarget t = op.texTarget;
        for (int c = 0; c < spatialDims(t); c++) {
            copy(m.src(op, 0, c), r.coord[c], m.width);
        }
        implicitDerivatives(m, r);
        int[][] rgba = m.dstScratch2;
        float[] a = m.lodAccessed;
        float[] comp = m.lodComputed;
        sampler(m, op).queryLod(r, a, comp);
        for (int i = 0; i < m.width; i++) {
            rgba[0][i] = Float.floatToRawIntBits(a[i]);
            rgba[1][i] = Float.floatToRawIntBits(comp[i]);
            rgba[2][i] = 0;
            rgba[3][i] = 0;
        }
        finish(m, op, rgba, lodOp ? op.src[1].swizzle : null);
    }

    // ------------------------------------------------------------------ interpolation, fbfetch

    /// Where INTERP_* evaluates its input.
    enum InterpolateAt { CENTROID, SAMPLE, OFFSET }

    /// INTERP_CENTROID, INTERP_SAMPLE, INTERP_OFFSET.
    static void interpolate(ExecMachine m, DecodedOp op, InterpolateAt at) {
        Operand in = op.src[0];
        int[][] out = m.out(op);
        Interpolator interp = m.interpolator;
        float[] dx = m.lodAccessed;
        float[] dy = m.lodComputed;
        if (at == InterpolateAt.OFFSET) {
            int[] ox = m.src(op, 1, 0);
            int[] oy = m.src(op, 1, 1);
            for (int i = 0; i < m.width; i++) {
                dx[i] = f(ox[i]);
                dy[i] = f(oy[i]);
            }
        }
        for (int c = 0; c < 4; c++) {
            if ((op.writeMask & (1 << c)) == 0) {
                continue;
            }
            int comp = in.swizzle[c];
            int[] d = out[c];
            if (interp != null && !in.isDynamic()) {
                switch (at) {
                    case CENTROID -> interp.atCentroid(in.index, comp, m.exec, d);
                    case SAMPLE -> interp.atSample(in.index, comp, m.src(op, 1, 0), m.exec, d);
                    case OFFSET -> interp.atOffset(in.index, comp, dx, dy, m.exec, d);
                }
                continue;
            }
            int[] v = m.srcRaw(op, 0, c);
            if (at != InterpolateAt.OFFSET) {
                System.arraycopy(v, 0, d, 0, m.width);
                continue;
            }
            for (int q = 0; q < m.width; q += 4) {
                float top = f(v[q + 1]) - f(v[q]);
                float bottom = f(v[q + 3]) - f(v[q + 2]);
                float left = f(v[q + 2]) - f(v[q]);
                float right = f(v[q + 3]) - f(v[q + 1]);
                for (int k = 0; k < 4; k++) {
                    int i = q + k;
                    float ddx = k < 2 ? top : bottom;
                    float ddy = (k & 1) == 0 ? left : right;
                    d[i] = Float.floatToRawIntBits(f(v[i]) + dx[i] * ddx + dy[i] * ddy);
                }
            }
        }
        m.store(op, out);
    }

    /// FBFETCH: the framebuffer colour behind `OUT[n]`.
    static void fbfetch(ExecMachine m, DecodedOp op) {
        FramebufferFetch fb = ExecMachine.require(m.framebuffer, m, op, "FramebufferFetch");
        int[][] rgba = m.dstScratch2;
        fb.fetch(op.src[0].index, m.exec, rgba);
        finish(m, op, rgba, op.src[0].swizzle);
    }
}
