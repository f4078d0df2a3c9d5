package dev.tungsten.soft;

import dev.tungsten.pipe.ResourceTarget;
import dev.tungsten.pipe.SamplerState;
import dev.tungsten.pipe.SamplerState.Filter;
import dev.tungsten.pipe.SamplerState.MipFilter;
import dev.tungsten.pipe.SamplerState.Wrap;
import dev.tungsten.pipe.format.ChannelType;
import dev.tungsten.soft.jit.VectorTexture;
import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.TextureTarget;
import dev.tungsten.tgsi.exec.TextureRequest;
import dev.tungsten.tgsi.exec.TextureRequest.Lod;
import dev.tungsten.tgsi.exec.TextureSampler;

/// Texture sampling for the software driver (softpipe's `sp_tex_sample`): level of detail from
/// derivatives with bias and clamps, nearest/linear filtering within and between mip levels,
/// every wrap mode with border colours, cube maps (seamless or per face), 1-D/2-D arrays, 3-D
/// textures, shadow comparison (filtered after comparing; the result is (r, r, r, 1), decision
/// record 0020), gathers, texel fetches and size queries. Follows GL 4.6 chapter 8.14.
///
/// Immutable and thread-safe: one per draw and shader stage, shared by every rasterizer thread;
/// per-call scratch lives on the stack or in arrays allocated once per call (one call serves a
/// whole block of lanes).
final class SoftSampler implements TextureSampler, VectorTexture.Source {

    private final TextureView[] views;
    private final SamplerState[] samplers;
    /// [#vectorTexture]'s answers, built on first use: per view, sampler slots then the fetch
    /// entry ([#NOT_VECTOR] where the answer is null). Threads may race to fill an entry; they
    /// build equal immutable values.
    private final Object[] vectorTextures;
    private static final Object NOT_VECTOR = new Object();

    SoftSampler(TextureView[] views, SamplerState[] samplers) {
        this.views = views;
        this.samplers = samplers;
        this.vectorTextures = new Object[views.length * (samplers.length + 1)];
    }

    /// The view and sampler state for the JIT's vectorised sampler, where every rule of this
    /// sampler that applies to a 2-D lookup or texel fetch is one it implements: a 2-D view of an
    /// RGBA8 or BGRA8 (UNORM or sRGB) texture, normalised coordinates, REPEAT, CLAMP_TO_EDGE or
    /// MIRROR_REPEAT on s and t. `sampler` -1 asks for texel fetches, which use no sampler state.
    /// None with `-Dtungsten.soft.noFastPath=true`, so this sampler's own code is the reference.
    @Override
    public VectorTexture vectorTexture(int view, int sampler) {
        TextureView v = view(view);
        if (QuadStage.NO_FAST_PATH || v == null || sampler < -1 || sampler >= samplers.length || v.resource().destroyed) {
            return null;
        }
        int slot = view * (samplers.length + 1) + sampler + 1;
        Object known = vectorTextures[slot];
        if (known == null) {
            VectorTexture built = buildVectorTexture(v, sampler < 0 ? null : sampler(sampler));
            known = built == null ? NOT_VECTOR : built;
            vectorTextures[slot] = known;
        }
        return known instanceof VectorTexture t ? t : null;
    }

    private static VectorTexture buildVectorTexture(TextureView v, SamplerState st) {
        SoftResource r = v.resource();
        PipeFormat format = v.codec().description().format();
        boolean bgra = format == PipeFormat.B8G8R8A8_UNORM || format == PipeFormat.B8G8R8A8_SRGB;
        boolean srgb = format == PipeFormat.R8G8B8A8_SRGB || format == PipeFormat.B8G8R8A8_SRGB;
        if (!bgra && !srgb && format != PipeFormat.R8G8B8A8_UNORM || v.target() != ResourceTarget.TEXTURE_2D
                || r.template.target() != ResourceTarget.TEXTURE_2D || v.integer() || v.depth()
                || v.firstLevel() < 0 || v.lastLevel() < v.firstLevel() || v.lastLevel() > r.template.lastLevel()) {
            return null;
        }
        int wrapS = 0, wrapT = 0, mip = VectorTexture.MIP_NONE;
        if (st != null) {
            wrapS = vectorWrap(st.wrapS());
            wrapT = vectorWrap(st.wrapT());
            if (wrapS < 0 || wrapT < 0 || !st.normalizedCoords()) {
                return null;
            }
            mip = switch (st.minMipFilter()) {
                case NONE -> VectorTexture.MIP_NONE;
                case NEAREST -> VectorTexture.MIP_NEAREST;
                case LINEAR -> VectorTexture.MIP_LINEAR;
            };
        }
        int levels = v.lastLevel() + 1;
        int[] width = new int[levels], height = new int[levels], offset = new int[levels], stride = new int[levels];
        boolean pow2 = true;
        for (int l = v.firstLevel(); l < levels; l++) {
            width[l] = v.width(l);
            height[l] = v.height(l);
            offset[l] = v.offset(l, 0, 0, 0);
            stride[l] = r.rowStride(l);
            pow2 &= Integer.bitCount(width[l]) == 1 && Integer.bitCount(height[l]) == 1;
        }
        return new VectorTexture(r.data, bgra, srgb, v.firstLevel(), v.lastLevel(), width, height, offset, stride, pow2,
                wrapS, wrapT, st != null && st.magImgFilter() == Filter.LINEAR,
                st != null && st.minImgFilter() == Filter.LINEAR, mip, st == null ? 0 : st.lodBias(),
                st == null ? 0 : st.minLod(), st == null ? 0 : st.maxLod(), v.swizzle().clone());
    }

    private static int vectorWrap(Wrap w) {
        return switch (w) {
            case REPEAT -> VectorTexture.REPEAT;
            case CLAMP_TO_EDGE -> VectorTexture.CLAMP_TO_EDGE;
            case MIRROR_REPEAT -> VectorTexture.MIRROR_REPEAT;
            case CLAMP, CLAMP_TO_BORDER, MIRROR_CLAMP, MIRROR_CLAMP_TO_EDGE, MIRROR_CLAMP_TO_BORDER -> -1;
        };
    }

    private TextureView view(int i) {
        return i >= 0 && i < views.length ? views[i] : null;
    }

    private SamplerState sampler(int i) {
        SamplerState s = i >= 0 && i < samplers.length ? samplers[i] : null;
        return s == null ? SamplerState.NEAREST : s;
    }

    /// Scratch for one call.
    private static final class Scratch {
        final float[] texel = new float[16];
        final float[] acc = new float[4];
        final float[] level = new float[4];
        final int[] xi = new int[2], yi = new int[2], zi = new int[2];
        final int[] words = new int[4];
        /// Face-local coordinates of a cube lookup: face, s, t.
        int face;
        float fs, ft;
    }

    /// A filtered (or compared, or gathered) lookup for the lanes in the request's lane mask;
    /// results are raw words in `rgba[channel][lane]`. Shadow targets compare only when the
    /// sampler's compare mode is on (Gallium's rule); SAMPLE_C always compares.
    @Override
    public void sample(TextureRequest req, int[][] rgba) {
        TextureView v = view(req.view);
        SamplerState st = sampler(req.sampler);
        TextureTarget target = req.target;
        int laneMask = req.laneMask;
        float[][] coord = req.coord, ddx = req.ddx, ddy = req.ddy;
        float[] reference = req.reference, lodValue = req.lodValue;
        Lod lod = req.lod;
        boolean gather = req.gather;
        int gatherComponent = req.gatherComponent, offX = req.offsetX, offY = req.offsetY, offZ = req.offsetZ;
        boolean compare = req.compare && (st.compareMode() || !isShadow(target));
        Scratch s = new Scratch();
        for (int lanes = laneMask; lanes != 0; lanes &= lanes - 1) {
            int l = Integer.numberOfTrailingZeros(lanes);
            if (v == null || v.resource().destroyed || cube(target) != v.target().isCube()) {
                // No view, or one the instruction's target cannot address (a cube lookup of a 2-D
                // texture would read past its only layer): defined as 0.
                store(rgba, l, 0, 0, 0, 0);
                continue;
            }
            float lambda = lod == Lod.ZERO ? 0 : lod == Lod.EXPLICIT ? lodValue[l]
                    : computeLambda(v, st, target, coord, ddx, ddy, l, s);
            if (lod == Lod.BIAS) {
                lambda += lodValue[l];
            }
            if (lod != Lod.ZERO) {
                lambda += st.lodBias();
            }
            lambda = Math.max(st.minLod(), Math.min(st.maxLod(), lambda));
            float ref = reference[l];
            lookup(v, st, target, coord, l, lambda, compare, ref, gather,
                    gatherComponent, offX, offY, offZ, s);
            float[] a = s.acc;
            if (compare && !gather) {
                a[3] = 1f;
            }
            if (v.integer() && !compare && !gather) {
                swizzleWords(v, s.words, rgba, l);
            } else {
                swizzleFloats(v, a, rgba, l, compare || gather);
            }
        }
    }

    private static boolean cube(TextureTarget t) {
        return t == TextureTarget.CUBE || t == TextureTarget.SHADOWCUBE || t == TextureTarget.CUBE_ARRAY
                || t == TextureTarget.SHADOWCUBE_ARRAY;
    }

    private static boolean isShadow(TextureTarget t) {
        return switch (t) {
            case SHADOW1D, SHADOW2D, SHADOWRECT, SHADOW1D_ARRAY, SHADOW2D_ARRAY, SHADOWCUBE, SHADOWCUBE_ARRAY -> true;
            default -> false;
        };
    }

    private static void store(int[][] rgba, int l, int r, int g, int b, int a) {
        rgba[0][l] = r;
        rgba[1][l] = g;
        rgba[2][l] = b;
        rgba[3][l] = a;
    }

    private static void swizzleFloats(TextureView v, float[] a, int[][] rgba, int l, boolean replicated) {
        for (int c = 0; c < 4; c++) {
            int sw = v.swizzle()[c];
            float f = replicated ? a[c] : sw < 4 ? a[sw] : sw == 4 ? 0f : 1f;
            rgba[c][l] = Float.floatToRawIntBits(f);
        }
    }

    private static void swizzleWords(TextureView v, int[] w, int[][] rgba, int l) {
        for (int c = 0; c < 4; c++) {
            int sw = v.swizzle()[c];
            rgba[c][l] = sw < 4 ? w[sw] : sw == 4 ? 0 : 1;
        }
    }

    // --- level of detail ------------------------------------------------------------------------

    /// log2 of the larger screen-space footprint side, in texels of the view's base level.
    private float computeLambda(TextureView v, SamplerState st, TextureTarget target, float[][] coord,
                                float[][] ddx, float[][] ddy, int l, Scratch s) {
        int base = v.firstLevel();
        float w = v.width(base), h = v.height(base), d = v.depth(base);
        if (!st.normalizedCoords() || target == TextureTarget.RECT || target == TextureTarget.SHADOWRECT) {
            w = h = d = 1;
        }
        float rx, ry;
        switch (dims(target)) {
            case 1 -> {
                rx = Math.abs(ddx[0][l] * w);
                ry = Math.abs(ddy[0][l] * w);
            }
            case 2 -> {
                rx = length(ddx[0][l] * w, ddx[1][l] * h, 0);
                ry = length(ddy[0][l] * w, ddy[1][l] * h, 0);
            }
            case 3 -> {
                rx = length(ddx[0][l] * w, ddx[1][l] * h, ddx[2][l] * d);
                ry = length(ddy[0][l] * w, ddy[1][l] * h, ddy[2][l] * d);
            }
            default -> {
                // Cube: derivatives of the face coordinates s = (sc / |ma| + 1) / 2.
                float x = coord[0][l], y = coord[1][l], z = coord[2][l];
                rx = cubeFootprint(x, y, z, ddx[0][l], ddx[1][l], ddx[2][l], w, s);
                ry = cubeFootprint(x, y, z, ddy[0][l], ddy[1][l], ddy[2][l], w, s);
            }
        }
        float rho = Math.max(rx, ry);
        return rho > 0 ? (float) (Math.log(rho) * INV_LN2) : Float.NEGATIVE_INFINITY;
    }

    private static final double INV_LN2 = 1 / Math.log(2);

    /// Euclidean length (Math.hypot is exact but slow, and the level of detail needs no more than float precision).
    private static float length(float a, float b, float c) {
        return (float) Math.sqrt(a * a + b * b + c * c);
    }

    private static float cubeFootprint(float x, float y, float z, float dx, float dy, float dz, float size, Scratch s) {
        cubeFace(x, y, z, s);
        int face = s.face;
        float ma = switch (face) { case 0, 1 -> x; case 2, 3 -> y; default -> z; };
        float dma = switch (face) { case 0, 1 -> dx; case 2, 3 -> dy; default -> dz; };
        float sc, tc, dsc, dtc;
        switch (face) {
            case 0 -> { sc = -z; tc = -y; dsc = -dz; dtc = -dy; }
            case 1 -> { sc = z; tc = -y; dsc = dz; dtc = -dy; }
            case 2 -> { sc = x; tc = z; dsc = dx; dtc = dz; }
            case 3 -> { sc = x; tc = -z; dsc = dx; dtc = -dz; }
            case 4 -> { sc = x; tc = -y; dsc = dx; dtc = -dy; }
            default -> { sc = -x; tc = -y; dsc = -dx; dtc = -dy; }
        }
        float am = Math.abs(ma);
        float dam = Math.signum(ma) * dma;
        if (am == 0) {
            return 0;
        }
        float du = 0.5f * (dsc * am - sc * dam) / (am * am) * size;
        float dv = 0.5f * (dtc * am - tc * dam) / (am * am) * size;
        return length(du, dv, 0);
    }

    private static int dims(TextureTarget t) {
        return switch (t) {
            case T1D, SHADOW1D, T1D_ARRAY, SHADOW1D_ARRAY, BUFFER -> 1;
            case T3D -> 3;
            case CUBE, SHADOWCUBE, CUBE_ARRAY, SHADOWCUBE_ARRAY -> 4;
            default -> 2;
        };
    }

    /// GL's cube face selection (table 8.19): the major axis, then face-local s, t in [0, 1].
    static void cubeFace(float x, float y, float z, Scratch s) {
        float ax = Math.abs(x), ay = Math.abs(y), az = Math.abs(z);
        float sc, tc, ma;
        if (ax >= ay && ax >= az) {
            s.face = x >= 0 ? 0 : 1;
            sc = x >= 0 ? -z : z;
            tc = -y;
            ma = ax;
        } else if (ay >= az) {
            s.face = y >= 0 ? 2 : 3;
            sc = x;
            tc = y >= 0 ? z : -z;
            ma = ay;
        } else {
            s.face = z >= 0 ? 4 : 5;
            sc = z >= 0 ? x : -x;
            tc = -y;
            ma = az;
        }
        float inv = ma == 0 ? 0 : 1f / ma;
        s.fs = 0.5f * (sc * inv + 1);
        s.ft = 0.5f * (tc * inv + 1);
    }

    // --- filtering ------------------------------------------------------------------------------

    /// Fills `s.acc` (floats) or `s.words` (integer textures) with the lookup's result.
    private void lookup(TextureView v, SamplerState st, TextureTarget target, float[][] coord, int l, float lambda,
                        boolean compare, float ref, boolean gather, int gatherComponent, int offX, int offY, int offZ,
                        Scratch s) {
        int base = v.firstLevel(), last = v.lastLevel();
        boolean magnify = lambda <= 0;
        Filter filter = magnify ? st.magImgFilter() : st.minImgFilter();
        if (v.integer() || gather) {
            filter = gather ? Filter.LINEAR : Filter.NEAREST;
        }
        int level0 = base, level1 = base;
        float mipWeight = 0;
        if (!magnify && !gather) {
            switch (st.minMipFilter()) {
                case NONE -> { }
                case NEAREST -> level0 = level1 = Math.min(last,
                        base + (lambda <= 0.5f ? 0 : (int) Math.ceil(lambda + 0.5f) - 1));
                case LINEAR -> {
                    int d = (int) Math.floor(lambda);
                    level0 = Math.min(last, base + d);
                    level1 = Math.min(last, level0 + 1);
                    mipWeight = level0 == level1 ? 0 : lambda - d;
                }
            }
        }
        if (st.minMipFilter() == MipFilter.NONE || v.integer()) {
            mipWeight = 0;
        }
        // Coordinates: array layer, cube face, or 3-D slice coordinate.
        float u = coord[0][l], t = coord[1][l], r = coord[2][l];
        int layer = 0;
        switch (target) {
            case T1D_ARRAY, SHADOW1D_ARRAY -> layer = layerIndex(t, v.layers());
            case T2D_ARRAY, SHADOW2D_ARRAY -> layer = layerIndex(r, v.layers());
            case CUBE, SHADOWCUBE, CUBE_ARRAY, SHADOWCUBE_ARRAY -> {
                cubeFace(u, t, r, s);
                int cube = target == TextureTarget.CUBE_ARRAY || target == TextureTarget.SHADOWCUBE_ARRAY
                        ? layerIndex(coord[3][l], v.layers() / 6) : 0;
                layer = cube * 6 + s.face;
                u = s.fs;
                t = s.ft;
            }
            default -> { }
        }
        if (compare) {
            boolean unormDepth = v.depth() && v.codec().description().channels().get(
                    v.codec().description().swizzle(0)).type() == ChannelType.UNORM;
            if (unormDepth) {
                ref = Math.max(0f, Math.min(1f, ref));
            }
        }
        filterLevel(v, st, target, level0, filter, u, t, r, layer, compare, ref, gather, gatherComponent,
                offX, offY, offZ, s);
        if (mipWeight > 0) {
            float[] a = s.acc;
            float a0 = a[0], a1 = a[1], a2 = a[2], a3 = a[3];
            filterLevel(v, st, target, level1, filter, u, t, r, layer, compare, ref, false, 0, offX, offY, offZ, s);
            a[0] = a0 + (a[0] - a0) * mipWeight;
            a[1] = a1 + (a[1] - a1) * mipWeight;
            a[2] = a2 + (a[2] - a2) * mipWeight;
            a[3] = a3 + (a[3] - a3) * mipWeight;
        }
    }

    private static int layerIndex(float layer, int layers) {
        float f = (float) Math.floor(layer + 0.5f);
        return f != f ? 0 : (int) Math.max(0, Math.min(layers - 1, f));
    }

    /// One level: nearest or (bi/tri)linear, into `s.acc` / `s.words`.
    private void filterLevel(TextureView v, SamplerState st, TextureTarget target, int level, Filter filter,
                             float u, float t, float r, int layer, boolean compare, float ref, boolean gather,
                             int gatherComponent, int offX, int offY, int offZ, Scratch s) {
        int w = v.width(level), h = v.height(level), d = v.depth(level);
        int dim = dims(target);
        boolean cube = dim == 4;
        boolean normalized = st.normalizedCoords() && target != TextureTarget.RECT && target != TextureTarget.SHADOWRECT;
        float fu = normalized ? u * w : u, fv = normalized ? t * h : t, fw = normalized ? r * d : r;
        fu += offX;
        fv += offY;
        fw += offZ;
        if (dim == 1) {
            h = 1;
            fv = 0.5f;
        }
        boolean three = dim == 3;
        Wrap ws = cube ? Wrap.CLAMP_TO_EDGE : st.wrapS(), wt = cube ? Wrap.CLAMP_TO_EDGE : st.wrapT(), wr = st.wrapR();
        boolean seamless = cube && st.seamlessCubeMap();
        float[] acc = s.acc;
        if (filter == Filter.NEAREST) {
            int x = cube && seamless ? clampIndex((int) Math.floor(fu), w) : TexelWrap.nearest(ws, fu, w);
            int y = dim == 1 ? 0 : cube ? clampIndex((int) Math.floor(fv), h) : TexelWrap.nearest(wt, fv, h);
            int z = three ? TexelWrap.nearest(wr, fw, d) : layer;
            if (v.integer() && !compare) {
                if (x < 0 || y < 0 || z < 0) {
                    int[] b = st.borderColor().words();
                    System.arraycopy(b, 0, s.words, 0, 4);
                } else {
                    v.codec().unpackWords(v.resource().data, v.offset(level, x, y, z), s.words, 0);
                }
                return;
            }
            texel(v, st, level, x, y, z, compare, ref, s.texel, 0);
            System.arraycopy(s.texel, 0, acc, 0, 4);
            return;
        }
        int[] xi = s.xi, yi = s.yi, zi = s.zi;
        float a = TexelWrap.linear(ws, fu, w, xi);
        float b = 0;
        if (dim == 1) {
            yi[0] = yi[1] = 0;
        } else {
            b = TexelWrap.linear(wt, fv, h, yi);
        }
        float c = 0;
        if (three) {
            c = TexelWrap.linear(wr, fw, d, zi);
        } else {
            zi[0] = zi[1] = layer;
        }
        if (seamless) {
            // Unclamped indices: texels past a face edge come from the neighbouring face.
            int x0 = (int) Math.floor(fu - 0.5f), y0 = (int) Math.floor(fv - 0.5f);
            a = fu - 0.5f - x0;
            b = fv - 0.5f - y0;
            for (int k = 0; k < 4; k++) {
                int tx = x0 + (k & 1), ty = y0 + (k >> 1);
                cubeTexel(v, st, level, layer, tx, ty, w, compare, ref, s, k * 4);
            }
        } else {
            for (int k = 0; k < 4; k++) {
                texel(v, st, level, xi[k & 1], yi[k >> 1], zi[0], compare, ref, s.texel, k * 4);
            }
        }
        float[] tx = s.texel;
        if (gather) {
            // GL order: (i0, j1), (i1, j1), (i1, j0), (i0, j0).
            int sw = v.swizzle()[gatherComponent];
            acc[0] = component(tx, 8, sw, compare);
            acc[1] = component(tx, 12, sw, compare);
            acc[2] = component(tx, 4, sw, compare);
            acc[3] = component(tx, 0, sw, compare);
            return;
        }
        for (int i = 0; i < 4; i++) {
            float top = tx[i] + (tx[4 + i] - tx[i]) * a;
            float bottom = tx[8 + i] + (tx[12 + i] - tx[8 + i]) * a;
            acc[i] = top + (bottom - top) * b;
        }
        if (three && c > 0) {
            float a0 = acc[0], a1 = acc[1], a2 = acc[2], a3 = acc[3];
            for (int k = 0; k < 4; k++) {
                texel(v, st, level, xi[k & 1], yi[k >> 1], zi[1], compare, ref, tx, k * 4);
            }
            for (int i = 0; i < 4; i++) {
                float top = tx[i] + (tx[4 + i] - tx[i]) * a;
                float bottom = tx[8 + i] + (tx[12 + i] - tx[8 + i]) * a;
                acc[i] = top + (bottom - top) * b;
            }
            acc[0] = a0 + (acc[0] - a0) * c;
            acc[1] = a1 + (acc[1] - a1) * c;
            acc[2] = a2 + (acc[2] - a2) * c;
            acc[3] = a3 + (acc[3] - a3) * c;
        }
    }

    private static float component(float[] tx, int at, int swizzle, boolean compare) {
        return compare ? tx[at] : swizzle < 4 ? tx[at + swizzle] : swizzle == 4 ? 0 : 1;
    }

    private static int clampIndex(int i, int size) {
        return i < 0 ? 0 : Math.min(i, size - 1);
    }

    /// One texel (border colour for [TexelWrap#BORDER] indices) into `out[o..o+3]`; with
    /// `compare`, the comparison result replicated.
    private static void texel(TextureView v, SamplerState st, int level, int x, int y, int z, boolean compare, float ref,
                              float[] out, int o) {
        if (x < 0 || y < 0 || z < 0) {
            for (int i = 0; i < 4; i++) {
                out[o + i] = st.borderColor().f(i);
            }
        } else {
            v.read(level, x, y, z, out, o);
        }
        if (compare) {
            float result = st.compareFunc().test(ref, out[o]) ? 1f : 0f;
            out[o] = out[o + 1] = out[o + 2] = out[o + 3] = result;
        }
    }

    /// Texel `(x, y)` of cube face `layer % 6` where x or y may lie past the face: the texel
    /// centre becomes a direction, which picks the face that really holds it.
    private static void cubeTexel(TextureView v, SamplerState st, int level, int layer, int x, int y, int size,
                                  boolean compare, float ref, Scratch s, int o) {
        int face = layer % 6, cubeBase = layer - face;
        if (x >= 0 && y >= 0 && x < size && y < size) {
            texel(v, st, level, x, y, layer, compare, ref, s.texel, o);
            return;
        }
        float sc = (x + 0.5f) / size * 2 - 1, tc = (y + 0.5f) / size * 2 - 1;
        float dx, dy, dz;
        switch (face) {
            case 0 -> { dx = 1; dy = -tc; dz = -sc; }
            case 1 -> { dx = -1; dy = -tc; dz = sc; }
            case 2 -> { dx = sc; dy = 1; dz = tc; }
            case 3 -> { dx = sc; dy = -1; dz = -tc; }
            case 4 -> { dx = sc; dy = -tc; dz = 1; }
            default -> { dx = -sc; dy = -tc; dz = -1; }
        }
        int savedFace = s.face;
        float savedS = s.fs, savedT = s.ft;
        cubeFace(dx, dy, dz, s);
        int nx = clampIndex((int) Math.floor(s.fs * size), size), ny = clampIndex((int) Math.floor(s.ft * size), size);
        texel(v, st, level, nx, ny, cubeBase + s.face, compare, ref, s.texel, o);
        s.face = savedFace;
        s.fs = savedS;
        s.ft = savedT;
    }

    // --- fetches and queries --------------------------------------------------------------------

    /// Unfiltered texel fetch: `texel[0..3]` are x, y, z (or layer), layer (arrays), `texel[4]` the
    /// level relative to the view; anything out of range reads 0 in every channel.
    @Override
    public void fetch(TextureRequest req, int[][] rgba) {
        TextureView v = view(req.view);
        TextureTarget target = req.target;
        int laneMask = req.laneMask;
        int[][] texel = req.texel;
        int offX = req.offsetX, offY = req.offsetY, offZ = req.offsetZ;
        float[] f = new float[4];
        int[] w = new int[4];
        for (int lanes = laneMask; lanes != 0; lanes &= lanes - 1) {
            int l = Integer.numberOfTrailingZeros(lanes);
            store(rgba, l, 0, 0, 0, 0);
            if (v == null || v.resource().destroyed) {
                continue;
            }
            int x = texel[0][l] + offX, y = texel[1][l] + offY, z = texel[2][l] + offZ;
            int at;
            if (target == TextureTarget.BUFFER || v.target() == ResourceTarget.BUFFER) {
                int e = texel[0][l];
                if (e < 0 || e >= v.elements()) {
                    continue;
                }
                at = (v.firstElement() + e) * v.codec().blockBytes();
            } else {
                int level = v.firstLevel() + texel[4][l];
                if (level < v.firstLevel() || level > v.lastLevel()) {
                    continue;
                }
                int layer = switch (target) {
                    case T1D_ARRAY, SHADOW1D_ARRAY -> y;
                    case T2D_ARRAY, SHADOW2D_ARRAY, CUBE, CUBE_ARRAY -> z;
                    default -> 0;
                };
                if (target == TextureTarget.T1D_ARRAY || target == TextureTarget.SHADOW1D_ARRAY) {
                    y = 0;
                }
                boolean three = v.target() == ResourceTarget.TEXTURE_3D;
                int layers = three ? v.depth(level) : v.layers();
                int zz = three ? z : layer;
                if (x < 0 || y < 0 || zz < 0 || x >= v.width(level) || y >= v.height(level) || zz >= layers) {
                    continue;
                }
                at = v.offset(level, x, y, zz);
            }
            if (v.integer()) {
                v.codec().unpackWords(v.resource().data, at, w, 0);
                swizzleWords(v, w, rgba, l);
            } else if (v.depth()) {
                f[0] = v.codec().unpackDepth(v.resource().data, at);
                f[1] = f[2] = 0;
                f[3] = 1;
                swizzleFloats(v, f, rgba, l, false);
            } else {
                v.codec().unpackFloat(v.resource().data, at, f, 0);
                swizzleFloats(v, f, rgba, l, false);
            }
        }
    }

    /// Width, height, depth or layers, and level count of view `viewIndex` at relative `level`.
    @Override
    public void size(int viewIndex, int level, int[] result) {
        TextureView v = view(viewIndex);
        java.util.Arrays.fill(result, 0, 4, 0);
        if (v == null) {
            return;
        }
        int levels = v.lastLevel() - v.firstLevel() + 1;
        result[3] = levels;
        if (v.target() == ResourceTarget.BUFFER) {
            result[0] = v.elements();
            return;
        }
        if (level < 0 || level >= levels) {
            return;
        }
        int l = v.firstLevel() + level;
        result[0] = v.width(l);
        ResourceTarget t = v.target();
        result[1] = t == ResourceTarget.TEXTURE_1D ? 0 : t == ResourceTarget.TEXTURE_1D_ARRAY ? v.layers() : v.height(l);
        result[2] = switch (t) {
            case TEXTURE_3D -> v.depth(l);
            case TEXTURE_2D_ARRAY -> v.layers();
            case TEXTURE_CUBE_ARRAY -> v.layers() / 6;
            default -> 0;
        };
    }

    /// The level a lookup would access and the computed level of detail, per lane (LODQ).
    @Override
    public int samples(int view) {
        return 1;
    }

    @Override
    public void queryLod(TextureRequest req, float[] accessed, float[] computed) {
        TextureView v = view(req.view);
        SamplerState st = sampler(req.sampler);
        TextureTarget target = req.target;
        int laneMask = req.laneMask;
        float[][] coord = req.coord, ddx = req.ddx, ddy = req.ddy;
        Scratch s = new Scratch();
        for (int lanes = laneMask; lanes != 0; lanes &= lanes - 1) {
            int l = Integer.numberOfTrailingZeros(lanes);
            if (v == null) {
                continue;
            }
            float lambda = computeLambda(v, st, target, coord, ddx, ddy, l, s) + st.lodBias();
            computed[l] = lambda;
            float clamped = Math.max(st.minLod(), Math.min(st.maxLod(), lambda));
            int levels = v.lastLevel() - v.firstLevel();
            accessed[l] = switch (st.minMipFilter()) {
                case NONE -> 0;
                case NEAREST -> Math.min(levels, clamped <= 0.5f ? 0 : (int) Math.ceil(clamped + 0.5f) - 1);
                case LINEAR -> Math.max(0, Math.min(levels, clamped));
            };
        }
    }
}
