package dev.tungsten.tests.cg;

import java.util.function.Function;

import dev.tungsten.pipe.ColorValue;
import dev.tungsten.pipe.ResourceTarget;
import dev.tungsten.pipe.SamplerState;
import dev.tungsten.pipe.SamplerState.Filter;
import dev.tungsten.pipe.SamplerState.MipFilter;
import dev.tungsten.pipe.SamplerState.Wrap;

/// The textures of the Cg Tutorial's scenes, made here instead of loaded from the book's image
/// files: a decal, a brick normal map, the normalization cube map of chapter 8, an environment
/// cube map, the 1-D ramps of toon shading and a slide for the projector of chapter 9.
final class TutorialTextures {
    private TutorialTextures() {}

    /// An RGBA8 texture (one level; `layers` 6 for a cube, faces in +x, -x, +y, -y, +z, -z order,
    /// texel rows bottom to top in t as OpenGL stores them) and how it is sampled.
    record Texture(ResourceTarget target, int width, int height, int layers, byte[] rgba, SamplerState sampler) {}

    interface Texel {
        float[] rgb(int x, int y);
    }

    private static byte[] fill(int w, int h, int layers, int face, byte[] into, Texel t) {
        byte[] px = into != null ? into : new byte[w * h * layers * 4];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                float[] c = t.rgb(x, y);
                int i = ((face * h + y) * w + x) * 4;
                for (int k = 0; k < 3; k++) {
                    px[i + k] = (byte) Math.round(Math.max(0, Math.min(1, c[k])) * 255);
                }
                px[i + 3] = (byte) 255;
            }
        }
        return px;
    }

    /// A 64x64 decal: a checker of pale and dark cells tinted red, green, blue and yellow by
    /// quadrant (so a flip or a shift shows), with a white ring in the middle; repeated, linear.
    static Texture decal() {
        float[][] tints = {{1, 0.45f, 0.35f}, {0.45f, 0.9f, 0.4f}, {0.4f, 0.55f, 1}, {1, 0.9f, 0.35f}};
        byte[] px = fill(64, 64, 1, 0, null, (x, y) -> {
            float[] tint = tints[(x / 32) + 2 * (y / 32)];
            float k = ((x / 8 + y / 8) & 1) == 0 ? 1f : 0.55f;
            double r = Math.hypot(x - 31.5, y - 31.5);
            if (Math.abs(r - 20) < 2.5) {
                return new float[] {1, 1, 1};
            }
            return new float[] {tint[0] * k, tint[1] * k, tint[2] * k};
        });
        return new Texture(ResourceTarget.TEXTURE_2D, 64, 64, 1, px, SamplerState.of(Wrap.REPEAT, Filter.LINEAR, MipFilter.NONE));
    }

    /// A 64x64 normal map of bricks (32x16 texels, every other row shifted by half a brick) whose
    /// edges bevel down into 2-texel mortar grooves: `normalize(-dh/ds, -dh/dt, 1)` range-compressed
    /// into `0.5 + 0.5 n`, the form chapter 8's `expand` undoes.
    static Texture brickNormalMap() {
        int size = 64;
        double[] h = new double[size * size];
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int row = y / 16;
                int bx = (x + (row % 2) * 16) % 32, by = y % 16;
                // Distance in texels from the brick's edge (the mortar is the outer texel of each side).
                double edge = Math.min(Math.min(bx, 31 - bx), Math.min(by, 15 - by));
                h[y * size + x] = Math.min(1, Math.max(0, (edge - 0.5) / 3));
            }
        }
        byte[] px = fill(size, size, 1, 0, null, (x, y) -> {
            double dx = (h[y * size + (x + 1) % size] - h[y * size + (x + size - 1) % size]) / 2;
            double dy = (h[((y + 1) % size) * size + x] - h[((y + size - 1) % size) * size + x]) / 2;
            float[] n = TutorialMatrix.normalize(new float[] {(float) (-dx * 2.5), (float) (-dy * 2.5), 1});
            return new float[] {0.5f + 0.5f * n[0], 0.5f + 0.5f * n[1], 0.5f + 0.5f * n[2]};
        });
        return new Texture(ResourceTarget.TEXTURE_2D, size, size, 1, px, SamplerState.of(Wrap.REPEAT, Filter.LINEAR, MipFilter.NONE));
    }

    /// The direction through texel `(x, y)` of cube face `face` (OpenGL's face orientation).
    static float[] cubeDirection(int face, int x, int y, int size) {
        float s = 2 * (x + 0.5f) / size - 1, t = 2 * (y + 0.5f) / size - 1;
        float[] d = switch (face) {
            case 0 -> new float[] {1, -t, -s};
            case 1 -> new float[] {-1, -t, s};
            case 2 -> new float[] {s, 1, t};
            case 3 -> new float[] {s, -1, -t};
            case 4 -> new float[] {s, -t, 1};
            default -> new float[] {-s, -t, -1};
        };
        return TutorialMatrix.normalize(d);
    }

    private static Texture cube(int size, Wrap wrap, Filter filter, Function<float[], float[]> colour) {
        byte[] px = new byte[size * size * 6 * 4];
        for (int f = 0; f < 6; f++) {
            int face = f;
            fill(size, size, 6, face, px, (x, y) -> colour.apply(cubeDirection(face, x, y, size)));
        }
        return new Texture(ResourceTarget.TEXTURE_CUBE, size, size, 6, px, SamplerState.of(wrap, filter, MipFilter.NONE));
    }

    /// Chapter 8's normalization cube map: each texel holds its own direction, range-compressed,
    /// so `texCUBE(normalizeCube, v)` is `normalize(v)` without arithmetic.
    static Texture normalizationCube() {
        return cube(32, Wrap.CLAMP_TO_EDGE, Filter.LINEAR, d -> new float[] {0.5f + 0.5f * d[0], 0.5f + 0.5f * d[1], 0.5f + 0.5f * d[2]});
    }

    /// An outdoor environment for chapter 7: a sky that darkens from a pale horizon to a blue
    /// zenith with a yellow sun, a band of eight coloured posts around the horizon, and a green
    /// and brown checker ground below, so reflected and refracted rays show where they point.
    static Texture environmentCube() {
        return cube(64, Wrap.CLAMP_TO_EDGE, Filter.LINEAR, d -> {
            double azimuth = Math.atan2(d[2], d[0]);
            if (Math.abs(d[1]) < 0.18) {
                int post = (int) Math.floor((azimuth + Math.PI) / (2 * Math.PI) * 16);
                if (post % 2 == 0) {
                    float[] c = hue(post / 2, 8);
                    return new float[] {c[0] * 0.9f, c[1] * 0.9f, c[2] * 0.9f};
                }
            }
            if (d[1] >= 0) {
                float[] sun = TutorialMatrix.normalize(new float[] {0.4f, 0.6f, 0.7f});
                if (TutorialMatrix.dot(d, sun) > 0.97f) {
                    return new float[] {1, 0.95f, 0.4f};
                }
                float k = d[1];
                return new float[] {0.75f - 0.55f * k, 0.85f - 0.45f * k, 1 - 0.1f * k};
            }
            double gx = d[0] / -d[1], gz = d[2] / -d[1];
            boolean dark = ((int) Math.floor(gx * 2) + (int) Math.floor(gz * 2) & 1) == 0;
            return dark ? new float[] {0.25f, 0.45f, 0.15f} : new float[] {0.55f, 0.4f, 0.2f};
        });
    }

    /// A 1-D ramp of `values.length` texels (grey levels), sampled nearest and clamped: the step
    /// functions of chapter 9's toon shading.
    static Texture ramp(float... values) {
        byte[] px = fill(values.length, 1, 1, 0, null, (x, y) -> new float[] {values[x], values[x], values[x]});
        return new Texture(ResourceTarget.TEXTURE_1D, values.length, 1, 1, px,
                SamplerState.of(Wrap.CLAMP_TO_EDGE, Filter.NEAREST, MipFilter.NONE));
    }

    /// The slide of chapter 9's projector: a disc of coloured sectors with a white centre and a
    /// black rim, clamped to a black border so nothing is projected outside it.
    static Texture slide() {
        byte[] px = fill(64, 64, 1, 0, null, (x, y) -> {
            double dx = x - 31.5, dy = y - 31.5, r = Math.hypot(dx, dy);
            if (r > 29) {
                return new float[] {0, 0, 0};
            }
            if (r < 6) {
                return new float[] {1, 1, 1};
            }
            int sector = (int) Math.floor((Math.atan2(dy, dx) + Math.PI) / (2 * Math.PI) * 6) % 6;
            float[] c = hue(sector, 6);
            return r > 20 && r < 23 ? new float[] {1, 1, 1} : c;
        });
        return new Texture(ResourceTarget.TEXTURE_2D, 64, 64, 1, px,
                SamplerState.of(Wrap.CLAMP_TO_BORDER, Filter.LINEAR, MipFilter.NONE).withBorder(ColorValue.ofFloat(0, 0, 0, 1)));
    }

    /// A colour of the rainbow for index `i` of `n`.
    static float[] hue(int i, int n) {
        double h = 6.0 * i / n;
        float r = (float) Math.max(0, Math.min(1, Math.abs(h - 3) - 1));
        float g = (float) Math.max(0, Math.min(1, 2 - Math.abs(h - 2)));
        float b = (float) Math.max(0, Math.min(1, 2 - Math.abs(h - 4)));
        return new float[] {r, g, b};
    }
}
