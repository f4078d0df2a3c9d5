package dev.tungsten.tgsi.exec;

import java.util.HashMap;
import java.util.Map;
import java.util.Objects;

import dev.tungsten.tgsi.TextureTarget;

/// A plain in-memory [TextureSampler] for tests and examples: textures of raw RGBA words, GL-like
/// sampler states (nearest or linear filtering, nearest or linear mipmaps, repeat or clamp, depth
/// comparison), cube faces, arrays, gathers and texel fetches. It follows the OpenGL rules in the
/// simplest form that makes interpreter tests meaningful; the software rasterizer has its own
/// sampler.
public final class MemoryTextures implements TextureSampler {
    public enum Filter { NEAREST, LINEAR }

    public enum Wrap { REPEAT, CLAMP_TO_EDGE }

    /// Depth comparison `reference OP texel` (NONE: no comparison).
    public enum Compare { NONE, NEVER, LESS, EQUAL, LEQUAL, GREATER, NOTEQUAL, GEQUAL, ALWAYS }

    /// @param mipFilter null for no mipmapping (level 0 only)
    public record SamplerState(Filter filter, Filter mipFilter, Wrap wrap, Compare compare, float minLod, float maxLod) {
        public SamplerState {
            Objects.requireNonNull(filter);
            Objects.requireNonNull(wrap);
            Objects.requireNonNull(compare);
        }

        public static final SamplerState NEAREST_CLAMP =
                new SamplerState(Filter.NEAREST, null, Wrap.CLAMP_TO_EDGE, Compare.NONE, -1000f, 1000f);
    }

    /// A texture: `levels[l]` holds `levelWidth(l) * levelHeight(l) * layers` texels of 4 words,
    /// texel (x, y, z) at `((z * h + y) * w + x) * 4`. For cube maps `layers` is 6 (faces +X, -X,
    /// +Y, -Y, +Z, -Z), times the array size for cube arrays; for 3D textures it is the depth of
    /// level 0 and shrinks with the level.
    public record Texture(TextureTarget target, int width, int height, int layers, int samples, int[][] levels) {
        public Texture {
            Objects.requireNonNull(target);
            if (width < 1 || height < 1 || layers < 1 || samples < 1 || levels.length < 1) {
                throw new IllegalArgumentException("empty texture");
            }
        }

        int levelWidth(int l) { return Math.max(1, width >> l); }

        int levelHeight(int l) { return isOneD() ? 1 : Math.max(1, height >> l); }

        int levelDepth(int l) { return target == TextureTarget.T3D ? Math.max(1, layers >> l) : layers; }

        boolean isOneD() {
            return target == TextureTarget.T1D || target == TextureTarget.T1D_ARRAY || target == TextureTarget.SHADOW1D
                    || target == TextureTarget.SHADOW1D_ARRAY || target == TextureTarget.BUFFER;
        }

        /// A single-level texture filled from `rgba` (4 words per texel).
        public static Texture of(TextureTarget target, int width, int height, int layers, int[] rgba) {
            return new Texture(target, width, height, layers, 1, new int[][] {rgba});
        }
    }

    private final Map<Integer, Texture> textures = new HashMap<>();
    private final Map<Integer, SamplerState> samplers = new HashMap<>();

    public MemoryTextures bind(int view, Texture texture) {
        textures.put(view, texture);
        return this;
    }

    public MemoryTextures bind(int sampler, SamplerState state) {
        samplers.put(sampler, state);
        return this;
    }

    /// The texture of `view`; an unbound view reads as a 1x1 texture of zeros (so a shader that
    /// indexes past the bound views reads 0 rather than failing).
    private Texture texture(int view) {
        Texture t = textures.get(view);
        return t != null ? t : EMPTY;
    }

    private static final Texture EMPTY = Texture.of(TextureTarget.T2D, 1, 1, 1, new int[4]);

    private SamplerState state(int sampler) {
        return samplers.getOrDefault(sampler, SamplerState.NEAREST_CLAMP);
    }

    @Override
    public void sample(TextureRequest r, int[][] rgba) {
        Texture t = texture(r.view);
        SamplerState s = state(r.sampler);
        for (int i = 0; i < r.width; i++) {
            if ((r.laneMask >>> i & 1) == 0) {
                continue;
            }
            float lambda = lambda(r, t, i);
            float u = r.coord[0][i], v = r.coord[1][i], w = r.coord[2][i];
            int face = 0;
            if (t.target().isCube()) {
                float[] st = cubeFace(u, v, w);
                face = (int) st[2];
                u = st[0];
                v = st[1];
                w = 0;
            }
            int layer = t.target().isArray() ? Math.round(r.coord[3][i]) : 0;
            int zBase = t.target().isCube() ? layer * 6 + face : layer;
            float ref = r.compare ? r.reference[i] : 0f;
            Compare cmp = r.compare ? s.compare() : Compare.NONE;
            if (r.gather) {
                int[] g = gather(t, s, 0, u, v, zBase, r, cmp, ref);
                for (int c = 0; c < 4; c++) {
                    rgba[c][i] = g[c];
                }
                continue;
            }
            float clamped = Math.max(s.minLod(), Math.min(s.maxLod(), lambda));
            int maxLevel = t.levels().length - 1;
            int nearestLevel = s.mipFilter() == null ? 0 : Math.max(0, Math.min(maxLevel, (int) Math.floor(clamped + 0.5f)));
            if (cmp == Compare.NONE && s.filter() == Filter.NEAREST && s.mipFilter() != Filter.LINEAR) {
                // Unfiltered: the texel's words as stored, so integer textures are exact.
                int[] texel = nearestTexel(t, s, nearestLevel, u, v, w, zBase, r);
                for (int c = 0; c < 4; c++) {
                    rgba[c][i] = texel[c];
                }
                continue;
            }
            float[] color = new float[4];
            if (s.mipFilter() != Filter.LINEAR) {
                filter(t, s, nearestLevel, u, v, w, zBase, r, cmp, ref, color, 1f);
            } else {
                float l = Math.max(0f, Math.min(maxLevel, clamped));
                int l0 = (int) Math.floor(l);
                int l1 = Math.min(maxLevel, l0 + 1);
                float frac = l - l0;
                filter(t, s, l0, u, v, w, zBase, r, cmp, ref, color, 1f - frac);
                if (frac > 0f) {
                    filter(t, s, l1, u, v, w, zBase, r, cmp, ref, color, frac);
                }
            }
            if (cmp != Compare.NONE) {
                // (r, r, r, 1) as Mesa's softpipe and llvmpipe give it (decision record 0020): w is
                // exactly 1, not the sum of the filter weights.
                color[3] = 1f;
            }
            for (int c = 0; c < 4; c++) {
                rgba[c][i] = Float.floatToRawIntBits(color[c]);
            }
        }
    }

    /// The level of detail for lane `i` before clamping.
    private static float lambda(TextureRequest r, Texture t, int i) {
        return switch (r.lod) {
            case ZERO -> 0f;
            case EXPLICIT -> r.lodValue[i];
            case IMPLICIT, BIAS, GRADIENT -> {
                float dx = length(r.ddx, i, t), dy = length(r.ddy, i, t);
                float rho = Math.max(dx, dy);
                float l = rho > 0f ? (float) (Math.log(rho) / Math.log(2)) : -1000f;
                yield r.lod == TextureRequest.Lod.BIAS ? l + r.lodValue[i] : l;
            }
        };
    }

    private static float length(float[][] d, int i, Texture t) {
        float x = d[0][i] * t.width(), y = d[1][i] * t.height(), z = t.target() == TextureTarget.T3D ? d[2][i] * t.layers() : 0f;
        return (float) Math.sqrt(x * x + y * y + z * z);
    }

    /// Face selection of a cube coordinate (OpenGL table 8.19): (s, t in [0, 1], face).
    static float[] cubeFace(float x, float y, float z) {
        float ax = Math.abs(x), ay = Math.abs(y), az = Math.abs(z);
        float sc, tc, ma;
        int face;
        if (ax >= ay && ax >= az) {
            face = x >= 0 ? 0 : 1;
            sc = x >= 0 ? -z : z;
            tc = -y;
            ma = ax;
        } else if (ay >= az) {
            face = y >= 0 ? 2 : 3;
            sc = x;
            tc = y >= 0 ? z : -z;
            ma = ay;
        } else {
            face = z >= 0 ? 4 : 5;
            sc = z >= 0 ? x : -x;
            tc = -y;
            ma = az;
        }
        return new float[] {(sc / ma + 1f) * 0.5f, (tc / ma + 1f) * 0.5f, face};
    }

    private static int wrap(int coord, int size, Wrap w) {
        return w == Wrap.REPEAT ? Math.floorMod(coord, size) : Math.max(0, Math.min(size - 1, coord));
    }

    private static int[] texelAt(Texture t, int level, int x, int y, int z) {
        int w = t.levelWidth(level), h = t.levelHeight(level);
        int base = ((z * h + y) * w + x) * 4;
        int[] data = t.levels()[level];
        return new int[] {data[base], data[base + 1], data[base + 2], data[base + 3]};
    }

    private static int layerIndex(Texture t, int level, float w, int zBase) {
        if (t.target() == TextureTarget.T3D) {
            int d = t.levelDepth(level);
            return Math.max(0, Math.min(d - 1, (int) Math.floor(w * d)));
        }
        return Math.max(0, Math.min(t.layers() - 1, zBase));
    }

    private static int[] nearestTexel(Texture t, SamplerState s, int level, float u, float v, float w, int zBase,
                                      TextureRequest r) {
        int tw = t.levelWidth(level), th = t.levelHeight(level);
        int x = wrap((int) Math.floor(u * tw) + r.offsetX, tw, s.wrap());
        int y = wrap((int) Math.floor(v * th) + r.offsetY, th, s.wrap());
        return texelAt(t, level, x, y, layerIndex(t, level, w, zBase));
    }

    /// Adds `weight` times the filtered (or compared) colour at `level` to `color`.
    private static void filter(Texture t, SamplerState s, int level, float u, float v, float w, int zBase,
                               TextureRequest r, Compare cmp, float ref, float[] color, float weight) {
        int tw = t.levelWidth(level), th = t.levelHeight(level);
        int z = layerIndex(t, level, w, zBase);
        if (s.filter() == Filter.NEAREST) {
            accumulate(nearestTexel(t, s, level, u, v, w, zBase, r), cmp, ref, color, weight);
            return;
        }
        float fu = u * tw - 0.5f + r.offsetX, fv = v * th - 0.5f + r.offsetY;
        int x0 = (int) Math.floor(fu), y0 = (int) Math.floor(fv);
        float a = fu - x0, b = fv - y0;
        for (int k = 0; k < 4; k++) {
            int dx = k & 1, dy = k >> 1;
            float wk = (dx == 1 ? a : 1 - a) * (dy == 1 ? b : 1 - b) * weight;
            int x = wrap(x0 + dx, tw, s.wrap());
            int y = wrap(y0 + (t.isOneD() ? 0 : dy), th, s.wrap());
            accumulate(texelAt(t, level, x, y, z), cmp, ref, color, wk);
        }
    }

    private static void accumulate(int[] texel, Compare cmp, float ref, float[] color, float weight) {
        if (cmp != Compare.NONE) {
            float c = compare(cmp, ref, Float.intBitsToFloat(texel[0])) ? 1f : 0f;
            color[0] += c * weight;
            color[1] += c * weight;
            color[2] += c * weight;
            return;
        }
        for (int c = 0; c < 4; c++) {
            color[c] += Float.intBitsToFloat(texel[c]) * weight;
        }
    }

    static boolean compare(Compare cmp, float ref, float texel) {
        return switch (cmp) {
            case NONE, ALWAYS -> true;
            case NEVER -> false;
            case LESS -> ref < texel;
            case EQUAL -> ref == texel;
            case LEQUAL -> ref <= texel;
            case GREATER -> ref > texel;
            case NOTEQUAL -> ref != texel;
            case GEQUAL -> ref >= texel;
        };
    }

    /// The four texels of the bilinear footprint, OpenGL's order: (i0, j1), (i1, j1), (i1, j0), (i0, j0).
    private static int[] gather(Texture t, SamplerState s, int level, float u, float v, int zBase, TextureRequest r,
                                Compare cmp, float ref) {
        int tw = t.levelWidth(level), th = t.levelHeight(level);
        float fu = u * tw - 0.5f, fv = v * th - 0.5f;
        int x0 = (int) Math.floor(fu) + r.offsetX, y0 = (int) Math.floor(fv) + r.offsetY;
        int[][] corner = {{0, 1}, {1, 1}, {1, 0}, {0, 0}};
        int[] result = new int[4];
        int z = layerIndex(t, level, 0f, zBase);
        for (int k = 0; k < 4; k++) {
            int[] texel = texelAt(t, level, wrap(x0 + corner[k][0], tw, s.wrap()), wrap(y0 + corner[k][1], th, s.wrap()), z);
            result[k] = cmp != Compare.NONE
                    ? Float.floatToRawIntBits(compare(cmp, ref, Float.intBitsToFloat(texel[0])) ? 1f : 0f)
                    : texel[r.gatherComponent];
        }
        return result;
    }

    @Override
    public void fetch(TextureRequest r, int[][] rgba) {
        Texture t = texture(r.view);
        boolean msaa = t.target() == TextureTarget.T2D_MSAA || t.target() == TextureTarget.T2D_ARRAY_MSAA;
        for (int i = 0; i < r.width; i++) {
            if ((r.laneMask >>> i & 1) == 0) {
                continue;
            }
            int level = msaa || t.target() == TextureTarget.BUFFER ? 0 : r.texel[4][i];
            int x = r.texel[0][i] + r.offsetX, y = r.texel[1][i] + r.offsetY;
            int z = t.target() == TextureTarget.T3D ? r.texel[2][i] + r.offsetZ : r.texel[3][i];
            boolean inside = level >= 0 && level < t.levels().length
                    && x >= 0 && x < t.levelWidth(level) && y >= 0 && y < t.levelHeight(level)
                    && z >= 0 && z < t.levelDepth(level);
            int[] texel = inside ? texelAt(t, level, x, y, z) : new int[4];
            for (int c = 0; c < 4; c++) {
                rgba[c][i] = texel[c];
            }
        }
    }

    @Override
    public void size(int view, int level, int[] result) {
        Texture t = texture(view);
        int levels = t.levels().length;
        if (level < 0 || level >= levels) {
            result[0] = result[1] = result[2] = 0;
        } else {
            result[0] = t.levelWidth(level);
            result[1] = t.isOneD() ? (t.target().isArray() ? t.layers() : 0) : t.levelHeight(level);
            result[2] = t.target() == TextureTarget.T3D ? t.levelDepth(level)
                    : t.target().isArray() && !t.isOneD() ? (t.target().isCube() ? t.layers() / 6 : t.layers()) : 0;
        }
        result[3] = levels;
    }

    @Override
    public int samples(int view) {
        return texture(view).samples();
    }

    @Override
    public void queryLod(TextureRequest r, float[] accessed, float[] computed) {
        Texture t = texture(r.view);
        SamplerState s = state(r.sampler);
        for (int i = 0; i < r.width; i++) {
            float l = lambda(r, t, i);
            float clamped = Math.max(s.minLod(), Math.min(s.maxLod(), l));
            int maxLevel = t.levels().length - 1;
            computed[i] = l;
            accessed[i] = s.mipFilter() == null ? 0f
                    : s.mipFilter() == Filter.NEAREST ? Math.max(0, Math.min(maxLevel, (float) Math.floor(clamped + 0.5f)))
                    : Math.max(0f, Math.min(maxLevel, clamped));
        }
    }
}
