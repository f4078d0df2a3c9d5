package dev.tungsten.soft.jit;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

import dev.tungsten.pipe.format.FormatCodec;
import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/// Texture lookups of the run method ([TextureEmitter]) computed a vector of lanes at a time on
/// a [VectorTexture]: 2-D RGBA8/BGRA8 (UNORM and sRGB) views, nearest and linear filtering within
/// and between levels, REPEAT, CLAMP_TO_EDGE and MIRROR_REPEAT, the level of detail from the
/// quad's derivatives, a bias or an explicit level, and texel fetches. Each method returns false,
/// before it has written anything, where the bound view or sampler is not such a case; the
/// generated code then steps the instruction on the interpreter.
///
/// The results are the driver sampler's (`SoftSampler`) bit for bit: the same float operations in
/// the same order per lane (a multiply then an add, never a fused one), the level of detail
/// computed per quad with the same double-precision logarithm, texels decoded as the codec does
/// (`i / 255f`, the codec's sRGB table). Texel words are loaded lane by lane (the Vector API has no
/// gather from a `byte[]`); coordinates, wrapping, addresses, decoding and filtering are vectors.
///
/// Registers are passed as locations: a non-negative value is a float channel's offset in
/// [JitFrame#fregs], a negative one a word channel ([#word]), [#NONE] an unused operand. No vector
/// crosses this class's boundary, so nothing is boxed whether or not C2 inlines it into its caller.
final class VectorSampler {
    private VectorSampler() {}

    private static final VectorSpecies<Integer> INT = VectorOps.INT;
    private static final VectorSpecies<Float> FLOAT = VectorOps.FLOAT;
    private static final int LANES = VectorOps.LANES;
    private static final VarHandle WORD = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    private static final double INV_LN2 = 1 / Math.log(2);
    private static final float INV_255 = 1f / 255f;

    /// An unused register operand.
    static final long NONE = Long.MIN_VALUE;
    /// Mode bits 0-1: how the level of detail is chosen.
    static final int LOD_IMPLICIT = 0, LOD_BIAS = 1, LOD_EXPLICIT = 2, LOD_ZERO = 3;
    /// Mode bit: the shader is a fragment shader (implicit derivatives come from the quads).
    static final int FRAGMENT = 4;
    /// Mode bits from here: destination channel `c` takes result channel `mode >>> (SWIZZLE + 2c) & 3`.
    static final int SWIZZLE = 8;

    /// The location of word channel `k` of register file `file` (its lanes in the machine's array).
    static long word(int file, int k) {
        return -1L - ((long) file << 20 | k);
    }

    private static int[] words(JitFrame f, long location) {
        long v = -1L - location;
        return f.wordsOf((int) (v >>> 20))[(int) (v & 0xFFFFF)];
    }

    /// Per-frame scratch: block-wide operands and results, and one chunk's texel data.
    static final class Scratch {
        final float[] u, t, lod;
        final int[] x, y, level, level0, level1, magnify;
        final float[] mipWeight;
        /// Filtered channels before the view's swizzle, `[channel][lane]`.
        final float[][] out;
        final float[][] acc = new float[4][LANES], accNearest = new float[4][LANES], acc1 = new float[4][LANES];
        final int[] width = new int[LANES], height = new int[LANES], offset = new int[LANES], stride = new int[LANES];
        final int[][] address = new int[4][LANES], texels = new int[4][LANES];
        /// Texel indices: x of the first and second texel, y of the first and second.
        final int[][] index = new int[4][LANES];
        /// The second texel's weight in x and in y.
        final float[][] weight = new float[2][LANES];
        /// Decoded texels, `[texel][channel][lane]`.
        final float[][][] decoded = new float[4][4][LANES];
        /// The texture and the one level whose sizes `width` .. `stride` hold for every lane (-1: several).
        VectorTexture filledFor;
        int filledLevel = -1;
        final int[] channel = new int[LANES];
        final float[] store = new float[LANES];
        int lastRho = -1;
        float lastLambda;

        Scratch(int lanes) {
            u = new float[lanes];
            t = new float[lanes];
            lod = new float[lanes];
            x = new int[lanes];
            y = new int[lanes];
            level = new int[lanes];
            level0 = new int[lanes];
            level1 = new int[lanes];
            magnify = new int[lanes];
            mipWeight = new float[lanes];
            out = new float[4][lanes];
        }
    }

    // ------------------------------------------------------------------ filtered lookups

    /// TEX, TXB, TXL, TEX_LZ, SAMPLE, SAMPLE_B, SAMPLE_L on a 2-D target for the lanes of `exec`:
    /// coordinates at `s` and `t`, the bias or level at `lod`, results to `d0..d3` (the write mask).
    static boolean sample(JitFrame f, int exec, int count, int view, int sampler, int mode, long s, long t, long lod,
                          long d0, long d1, long d2, long d3) {
        VectorTexture.Source source = f.textures;
        VectorTexture tx = source == null ? null : source.vectorTexture(view, sampler);
        if (tx == null) {
            return false;
        }
        Scratch k = f.textureScratch;
        int n = (count + LANES - 1) / LANES * LANES;
        readFloats(f, s, k.u, n);
        readFloats(f, t, k.t, n);
        int lodKind = mode & 3;
        if (lodKind == LOD_BIAS || lodKind == LOD_EXPLICIT) {
            readFloats(f, lod, k.lod, n);
        }
        if (!levels(tx, k, n, exec, mode)) {
            return false;
        }
        for (int b = 0; b < n; b += LANES) {
            if ((exec >>> b & VectorOps.LANE_MASK) != 0) {
                chunk(tx, k, b);
            }
        }
        store(f, tx, k, mode, d0, 0, exec, n, 0);
        store(f, tx, k, mode, d1, 1, exec, n, 0);
        store(f, tx, k, mode, d2, 2, exec, n, 0);
        store(f, tx, k, mode, d3, 3, exec, n, 0);
        return true;
    }

    /// Each lane's levels, mip weight and whether it magnifies, as `SoftSampler.sample` and
    /// `lookup` choose them; false where an executing lane would address a level below the view's
    /// (a NaN or overflowing level of detail), which the slow path handles.
    private static boolean levels(VectorTexture tx, Scratch k, int n, int exec, int mode) {
        int first = tx.firstLevel(), last = tx.lastLevel(), lodKind = mode & 3;
        boolean needLod = tx.mipFilter() != VectorTexture.MIP_NONE || tx.magLinear() != tx.minLinear();
        for (int q = 0; q < n; q += 4) {
            float quad = needLod && (lodKind == LOD_IMPLICIT || lodKind == LOD_BIAS)
                    ? quadLambda(tx, k, q, (mode & FRAGMENT) != 0) : 0;
            for (int l = q; l < q + 4; l++) {
                int level0 = first, level1 = first;
                float mipWeight = 0;
                boolean magnify = false;
                if (needLod) {
                    float lambda = lodKind == LOD_ZERO ? 0 : lodKind == LOD_EXPLICIT ? k.lod[l] : quad;
                    if (lodKind == LOD_BIAS) {
                        lambda += k.lod[l];
                    }
                    if (lodKind != LOD_ZERO) {
                        lambda += tx.lodBias();
                    }
                    lambda = Math.max(tx.minLod(), Math.min(tx.maxLod(), lambda));
                    magnify = lambda <= 0;
                    if (!magnify) {
                        switch (tx.mipFilter()) {
                            case VectorTexture.MIP_NEAREST -> level0 = level1 = Math.min(last,
                                    first + (lambda <= 0.5f ? 0 : (int) Math.ceil(lambda + 0.5f) - 1));
                            case VectorTexture.MIP_LINEAR -> {
                                int d = (int) Math.floor(lambda);
                                level0 = Math.min(last, first + d);
                                level1 = Math.min(last, level0 + 1);
                                mipWeight = level0 == level1 ? 0 : lambda - d;
                            }
                            default -> { }
                        }
                    }
                    if ((exec >>> l & 1) == 0) {
                        level0 = level1 = first;
                        mipWeight = 0;
                    } else if (level0 < first || level1 < first) {
                        return false;
                    }
                }
                k.level0[l] = level0;
                k.level1[l] = level1;
                k.mipWeight[l] = mipWeight;
                k.magnify[l] = magnify ? 1 : 0;
            }
        }
        return true;
    }

    /// `SoftSampler.computeLambda` for a 2-D target from quad `q`'s coarse derivatives
    /// (`TextureOps.implicitDerivatives`); the last result is kept, since neighbouring quads of
    /// one triangle usually share their derivatives.
    private static float quadLambda(VectorTexture tx, Scratch k, int q, boolean fragment) {
        float w = tx.width()[tx.firstLevel()], h = tx.height()[tx.firstLevel()];
        float[] u = k.u, v = k.t;
        float dux = fragment ? u[q + 3] - u[q + 2] : 0f, duy = fragment ? u[q + 2] - u[q] : 0f;
        float dvx = fragment ? v[q + 3] - v[q + 2] : 0f, dvy = fragment ? v[q + 2] - v[q] : 0f;
        float rx = length(dux * w, dvx * h, 0);
        float ry = length(duy * w, dvy * h, 0);
        float rho = Math.max(rx, ry);
        int bits = Float.floatToRawIntBits(rho);
        if (bits == k.lastRho) {
            return k.lastLambda;
        }
        float lambda = rho > 0 ? (float) (Math.log(rho) * INV_LN2) : Float.NEGATIVE_INFINITY;
        k.lastRho = bits;
        k.lastLambda = lambda;
        return lambda;
    }

    private static float length(float a, float b, float c) {
        return (float) Math.sqrt(a * a + b * b + c * c);
    }

    /// Lanes `b ..` of the result: level 0 filtered, blended with level 1 where the mip weight is positive.
    private static void chunk(VectorTexture tx, Scratch k, int b) {
        filtered(tx, k, b, k.level0, k.acc);
        FloatVector weight = FloatVector.fromArray(FLOAT, k.mipWeight, b);
        VectorMask<Float> blend = weight.compare(VectorOperators.GT, 0f);
        if (blend.anyTrue()) {
            filtered(tx, k, b, k.level1, k.acc1);
            for (int c = 0; c < 4; c++) {
                FloatVector a0 = FloatVector.fromArray(FLOAT, k.acc[c], 0);
                FloatVector a1 = FloatVector.fromArray(FLOAT, k.acc1[c], 0);
                a0.blend(a0.add(a1.sub(a0).mul(weight)), blend).intoArray(k.out[c], b);
            }
        } else {
            for (int c = 0; c < 4; c++) {
                System.arraycopy(k.acc[c], 0, k.out[c], b, LANES);
            }
        }
    }

    /// One level per lane (`levels[b ..]`) filtered into `dest`, each lane by its own filter.
    private static void filtered(VectorTexture tx, Scratch k, int b, int[] levels, float[][] dest) {
        boolean mag = tx.magLinear(), min = tx.minLinear();
        if (mag == min) {
            level(tx, k, b, levels, mag, dest);
            return;
        }
        level(tx, k, b, levels, true, dest);
        level(tx, k, b, levels, false, k.accNearest);
        for (int i = 0; i < LANES; i++) {
            boolean linear = k.magnify[b + i] != 0 ? mag : min;
            if (!linear) {
                for (int c = 0; c < 4; c++) {
                    dest[c][i] = k.accNearest[c][i];
                }
            }
        }
    }

    /// `SoftSampler.filterLevel` for a 2-D target: lanes `b ..` at `levels[b ..]`, bilinear or
    /// nearest, into `dest[channel][0 .. LANES)`. Each step is a method of its own that passes
    /// its vectors on through the scratch arrays: C2 stops inlining ordinary methods into a large
    /// compile (decision record 0002), and a vector passed to or returned from a method left out
    /// of line is an object of unknown class, computed by the Vector API's scalar fallback.
    private static void level(VectorTexture tx, Scratch k, int b, int[] levels, boolean linear, float[][] dest) {
        int uniform = levels[b];
        for (int i = 1; i < LANES && uniform >= 0; i++) {
            uniform = levels[b + i] == uniform ? uniform : -1;
        }
        if (uniform < 0 || uniform != k.filledLevel || tx != k.filledFor) {
            // each lane's level size, first byte and stride (kept while every lane has one level)
            for (int i = 0; i < LANES; i++) {
                int l = levels[b + i];
                k.width[i] = tx.width()[l];
                k.height[i] = tx.height()[l];
                k.offset[i] = tx.levelOffset()[l];
                k.stride[i] = tx.rowStride()[l];
            }
            k.filledLevel = uniform;
            k.filledFor = tx;
        }
        axis(k, k.u, b, k.width, tx.wrapS(), tx.pow2(), linear, 0);
        axis(k, k.t, b, k.height, tx.wrapT(), tx.pow2(), linear, 1);
        addresses(k, linear);
        load(tx, k, linear ? 4 : 1);
        if (!linear) {
            decode(tx, k, 0, dest, 0);
            return;
        }
        for (int j = 0; j < 4; j++) {
            decode(tx, k, j, k.decoded[j], 0);
        }
        for (int c = 0; c < 4; c++) {
            bilinear(k, c, dest[c]);
        }
    }

    /// One coordinate of lanes `b ..` (`coord`, levels `size` texels long) to texel indices in
    /// `k.index[2 * axis]` (and `+ 1`, the second texel of a linear filter) and the second
    /// texel's weight in `k.weight[axis]`, as `TexelWrap.nearest` and `linear` compute them.
    private static void axis(Scratch k, float[] coord, int b, int[] sizes, int wrap, boolean pow2, boolean linear,
                             int axis) {
        IntVector size = IntVector.fromArray(INT, sizes, 0);
        FloatVector sizeF = (FloatVector) size.convert(VectorOperators.I2F, 0);
        FloatVector f = FloatVector.fromArray(FLOAT, coord, b).mul(sizeF).add(0f);
        if (linear) {
            if (wrap == VectorTexture.CLAMP_TO_EDGE) {
                f = f.min(sizeF.sub(0.5f)).max(0.5f);
            }
            f = f.sub(0.5f);
        }
        // TexelWrap.floor: floor(f) clamped to +-10^9 (the bounds are integers, so clamping first
        // is the same), NaN to 0
        FloatVector c = f.min(1e9f).max(-1e9f);
        IntVector i0 = (IntVector) c.convert(VectorOperators.F2I, 0);
        FloatVector back = (FloatVector) i0.convert(VectorOperators.I2F, 0);
        i0 = i0.blend(i0.sub(1), back.compare(VectorOperators.GT, c).cast(INT));
        i0 = i0.blend(0, c.test(VectorOperators.IS_NAN).cast(INT));
        if (linear) {
            f.sub((FloatVector) i0.convert(VectorOperators.I2F, 0)).intoArray(k.weight[axis], 0);
        }
        IntVector top = size.sub(1);
        for (int e = 0; e < (linear ? 2 : 1); e++) {
            IntVector i = e == 0 ? i0 : i0.add(1);
            int[] into = k.index[2 * axis + e];
            if (wrap == VectorTexture.CLAMP_TO_EDGE) {
                i.max(0).min(top).intoArray(into, 0);
            } else if (pow2) {
                IntVector r = i.and(top);
                if (wrap == VectorTexture.MIRROR_REPEAT) {
                    // a power of two: the period's parity is the index's bit at the size's
                    r = r.blend(top.sub(r), i.and(size).compare(VectorOperators.NE, 0));
                }
                r.intoArray(into, 0);
            } else {
                i.intoArray(into, 0);
                wrapLanes(into, sizes, wrap);
            }
        }
    }

    /// REPEAT and MIRROR_REPEAT lane by lane, for sizes that are not powers of two.
    private static void wrapLanes(int[] index, int[] sizes, int wrap) {
        for (int l = 0; l < LANES; l++) {
            int s = sizes[l], i = index[l], r = Math.floorMod(i, s);
            index[l] = wrap == VectorTexture.REPEAT || (Math.floorDiv(i, s) & 1) == 0 ? r : s - 1 - r;
        }
    }

    /// The byte address of each texel the filter reads (x0 y0, x1 y0, x0 y1, x1 y1).
    private static void addresses(Scratch k, boolean linear) {
        IntVector offset = IntVector.fromArray(INT, k.offset, 0);
        IntVector stride = IntVector.fromArray(INT, k.stride, 0);
        IntVector x0 = IntVector.fromArray(INT, k.index[0], 0).lanewise(VectorOperators.LSHL, 2);
        IntVector row0 = offset.add(IntVector.fromArray(INT, k.index[2], 0).mul(stride));
        row0.add(x0).intoArray(k.address[0], 0);
        if (linear) {
            IntVector x1 = IntVector.fromArray(INT, k.index[1], 0).lanewise(VectorOperators.LSHL, 2);
            IntVector row1 = offset.add(IntVector.fromArray(INT, k.index[3], 0).mul(stride));
            row0.add(x1).intoArray(k.address[1], 0);
            row1.add(x0).intoArray(k.address[2], 0);
            row1.add(x1).intoArray(k.address[3], 0);
        }
    }

    /// `SoftSampler.filterLevel`'s bilinear blend of channel `c` of the four decoded texels.
    private static void bilinear(Scratch k, int c, float[] into) {
        FloatVector a = FloatVector.fromArray(FLOAT, k.weight[0], 0);
        FloatVector bw = FloatVector.fromArray(FLOAT, k.weight[1], 0);
        FloatVector t0 = FloatVector.fromArray(FLOAT, k.decoded[0][c], 0);
        FloatVector t1 = FloatVector.fromArray(FLOAT, k.decoded[1][c], 0);
        FloatVector t2 = FloatVector.fromArray(FLOAT, k.decoded[2][c], 0);
        FloatVector t3 = FloatVector.fromArray(FLOAT, k.decoded[3][c], 0);
        FloatVector top = t0.add(t1.sub(t0).mul(a));
        FloatVector bottom = t2.add(t3.sub(t2).mul(a));
        top.add(bottom.sub(top).mul(bw)).intoArray(into, 0);
    }

    /// The texel words at the first `texels` address vectors.
    private static void load(VectorTexture tx, Scratch k, int texels) {
        byte[] data = tx.data();
        for (int j = 0; j < texels; j++) {
            int[] at = k.address[j], into = k.texels[j];
            for (int i = 0; i < LANES; i++) {
                into[i] = (int) WORD.get(data, at[i]);
            }
        }
    }

    /// The four channels (R, G, B, A) of texel words `j`, as the codec unpacks them, into
    /// `into[channel][at ..]`. `i / 255f` is computed without a division: `q = i * (1 / 255f)`,
    /// then one Newton step on the exact residual `i - 255 q` (an FMA), which gives the correctly
    /// rounded quotient for every `i` from 0 to 255 (`VectorSamplerTest#unormWithoutDivision`).
    private static void decode(VectorTexture tx, Scratch k, int j, float[][] into, int at) {
        IntVector word = IntVector.fromArray(INT, k.texels[j], 0);
        for (int c = 0; c < 4; c++) {
            int shift = c == 0 ? (tx.bgra() ? 16 : 0) : c == 2 ? (tx.bgra() ? 0 : 16) : c * 8;
            IntVector v = word.lanewise(VectorOperators.LSHR, shift).and(0xFF);
            if (tx.srgb() && c < 3) {
                // the codec's table lane by lane: the Vector API's gather from an index array was
                // several times slower here
                v.intoArray(k.channel, 0);
                float[] to = into[c];
                for (int i = 0; i < LANES; i++) {
                    to[at + i] = FormatCodec.srgbToLinear(k.channel[i]);
                }
            } else {
                FloatVector x = (FloatVector) v.convert(VectorOperators.I2F, 0);
                FloatVector inverse = FloatVector.broadcast(FLOAT, INV_255);
                FloatVector q = x.mul(inverse);
                q.neg().fma(FloatVector.broadcast(FLOAT, 255f), x).fma(inverse, q).intoArray(into[c], at);
            }
        }
    }

    // ------------------------------------------------------------------ texel fetches

    /// TXF, TXF_LZ, SAMPLE_I on a 2-D target (`SoftSampler.fetch`): texel `(x, y)` of relative
    /// level `level` (absent: 0), 0 in every channel out of range.
    static boolean fetch(JitFrame f, int exec, int count, int view, int mode, long x, long y, long level,
                         long d0, long d1, long d2, long d3) {
        VectorTexture.Source source = f.textures;
        VectorTexture tx = source == null ? null : source.vectorTexture(view, -1);
        if (tx == null) {
            return false;
        }
        Scratch k = f.textureScratch;
        int n = (count + LANES - 1) / LANES * LANES;
        readInts(f, x, k.x, n);
        readInts(f, y, k.y, n);
        if (level == NONE) {
            java.util.Arrays.fill(k.level, 0, n, 0);
        } else {
            readInts(f, level, k.level, n);
        }
        byte[] data = tx.data();
        // lanes whose texel is out of range: their word 0 decodes to +0 in every channel
        int outside = 0;
        for (int b = 0; b < n; b += LANES) {
            for (int i = 0; i < LANES; i++) {
                int l = b + i, lv = tx.firstLevel() + k.level[l], px = k.x[l], py = k.y[l];
                boolean ok = (exec >>> l & 1) != 0 && lv >= tx.firstLevel() && lv <= tx.lastLevel()
                        && px >= 0 && py >= 0 && px < tx.width()[lv] && py < tx.height()[lv];
                outside |= ok ? 0 : 1 << l;
                k.texels[0][i] = ok ? (int) WORD.get(data, tx.levelOffset()[lv] + py * tx.rowStride()[lv] + px * 4) : 0;
            }
            decode(tx, k, 0, k.out, b);
        }
        store(f, tx, k, mode, d0, 0, exec, n, outside);
        store(f, tx, k, mode, d1, 1, exec, n, outside);
        store(f, tx, k, mode, d2, 2, exec, n, outside);
        store(f, tx, k, mode, d3, 3, exec, n, outside);
        return true;
    }

    // ------------------------------------------------------------------ registers

    private static void readFloats(JitFrame f, long location, float[] into, int n) {
        if (location >= 0) {
            for (int b = 0; b < n; b += LANES) {
                FloatVector.fromMemorySegment(FLOAT, f.fregs, location + 4L * b, ExactMath.ORDER).intoArray(into, b);
            }
        } else {
            int[] w = words(f, location);
            for (int i = 0; i < n; i++) {
                into[i] = Float.intBitsToFloat(w[i]);
            }
        }
    }

    private static void readInts(JitFrame f, long location, int[] into, int n) {
        if (location >= 0) {
            for (int b = 0; b < n; b += LANES) {
                IntVector.fromMemorySegment(INT, f.fregs, location + 4L * b, ExactMath.ORDER).intoArray(into, b);
            }
        } else {
            System.arraycopy(words(f, location), 0, into, 0, n);
        }
    }

    /// Destination channel `c` at `location`: result channel `swizzle[mode's choice]` for the
    /// executing lanes, 0 in every channel for the lanes of `zero` (fetches out of range).
    /// Masks are built with [VectorOps#fmask] (with 8-lane vectors C2 does not compile
    /// `VectorMask.fromLong` into vector code), and a vector whose lanes all execute is stored
    /// without reading and blending the old value.
    private static void store(JitFrame f, VectorTexture tx, Scratch k, int mode, long location, int c, int exec,
                              int n, int zero) {
        if (location == NONE) {
            return;
        }
        int sw = tx.swizzle()[mode >>> (SWIZZLE + 2 * c) & 3];
        for (int b = 0; b < n; b += LANES) {
            int bits = exec >>> b & VectorOps.LANE_MASK;
            if (bits == 0) {
                continue;
            }
            FloatVector v = sw < 4 ? FloatVector.fromArray(FLOAT, k.out[sw], b)
                    : FloatVector.broadcast(FLOAT, sw == 4 ? 0f : 1f);
            int zeroBits = zero >>> b & VectorOps.LANE_MASK;
            if (zeroBits != 0) {
                v = v.blend(0f, VectorOps.fmask(zeroBits));
            }
            if (location >= 0) {
                long at = location + 4L * b;
                if (bits == VectorOps.LANE_MASK) {
                    v.intoMemorySegment(f.fregs, at, ExactMath.ORDER);
                } else {
                    FloatVector old = FloatVector.fromMemorySegment(FLOAT, f.fregs, at, ExactMath.ORDER);
                    old.blend(v, VectorOps.fmask(bits)).intoMemorySegment(f.fregs, at, ExactMath.ORDER);
                }
            } else {
                int[] w = words(f, location);
                v.intoArray(k.store, 0);
                for (int i = 0; i < LANES; i++) {
                    if ((bits >>> i & 1) != 0) {
                        w[b + i] = Float.floatToRawIntBits(k.store[i]);
                    }
                }
            }
        }
    }
}
