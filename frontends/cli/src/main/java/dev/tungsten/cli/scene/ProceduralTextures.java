package dev.tungsten.cli.scene;

/// Textures computed from a few parameters: checkerboards, grids, gradients and value noise,
/// as RGBA8 images.
public final class ProceduralTextures {
    private ProceduralTextures() {}

    /// `squares` × `squares` alternating squares of colours `a` and `b`.
    public static Images.Rgba checker(int size, int squares, float[] a, float[] b) {
        byte[] px = new byte[size * size * 4];
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                boolean odd = ((x * squares / size) + (y * squares / size)) % 2 == 1;
                put(px, (y * size + x) * 4, odd ? b : a);
            }
        }
        return new Images.Rgba(size, size, px);
    }

    /// Lines of colour `line`, `width` texels wide, every `size / cells` texels on `background`.
    public static Images.Rgba grid(int size, int cells, int width, float[] background, float[] line) {
        byte[] px = new byte[size * size * 4];
        int step = Math.max(1, size / cells);
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                boolean on = x % step < width || y % step < width;
                put(px, (y * size + x) * 4, on ? line : background);
            }
        }
        return new Images.Rgba(size, size, px);
    }

    /// A vertical gradient from `top` to `bottom`.
    public static Images.Rgba gradient(int size, float[] top, float[] bottom) {
        byte[] px = new byte[size * size * 4];
        float[] c = new float[4];
        for (int y = 0; y < size; y++) {
            float t = size == 1 ? 0 : (float) y / (size - 1);
            for (int i = 0; i < 4; i++) {
                c[i] = top[i] + (bottom[i] - top[i]) * t;
            }
            for (int x = 0; x < size; x++) {
                put(px, (y * size + x) * 4, c);
            }
        }
        return new Images.Rgba(size, size, px);
    }

    /// Four octaves of tileable value noise blending `a` (low) into `b` (high), contrast-stretched.
    public static Images.Rgba noise(int size, int cells, long seed, float[] a, float[] b) {
        byte[] px = new byte[size * size * 4];
        float[] c = new float[4];
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                float n = 0, amp = 0.5f, total = 0;
                for (int o = 0; o < 4; o++) {
                    int period = cells << o;
                    n += amp * valueNoise((float) x / size * period, (float) y / size * period, period, seed + o);
                    total += amp;
                    amp *= 0.5f;
                }
                n /= total;
                // Octaves average towards 0.5; stretch the middle range back to full contrast.
                n = Math.max(0, Math.min(1, (n - 0.5f) * 2.2f + 0.5f));
                for (int i = 0; i < 4; i++) {
                    c[i] = a[i] + (b[i] - a[i]) * n;
                }
                put(px, (y * size + x) * 4, c);
            }
        }
        return new Images.Rgba(size, size, px);
    }

    private static float valueNoise(float x, float y, int period, long seed) {
        int x0 = (int) Math.floor(x), y0 = (int) Math.floor(y);
        float fx = x - x0, fy = y - y0;
        fx = fx * fx * (3 - 2 * fx);
        fy = fy * fy * (3 - 2 * fy);
        float v00 = hash(x0, y0, period, seed), v10 = hash(x0 + 1, y0, period, seed);
        float v01 = hash(x0, y0 + 1, period, seed), v11 = hash(x0 + 1, y0 + 1, period, seed);
        float top = v00 + (v10 - v00) * fx, bottom = v01 + (v11 - v01) * fx;
        return top + (bottom - top) * fy;
    }

    private static float hash(int x, int y, int period, long seed) {
        long h = Math.floorMod(x, period) * 73856093L ^ Math.floorMod(y, period) * 19349663L ^ seed * 83492791L;
        h = (h ^ (h >>> 13)) * 0x5DEECE66DL;
        h ^= h >>> 17;
        return (h & 0xFFFF) / 65535f;
    }

    private static void put(byte[] px, int i, float[] c) {
        for (int k = 0; k < 4; k++) {
            px[i + k] = (byte) Math.max(0, Math.min(255, Math.round(c[k] * 255)));
        }
    }
}
