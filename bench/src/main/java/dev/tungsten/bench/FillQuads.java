package dev.tungsten.bench;

/// The geometry, texels and constants of the [FillScene] workloads, made on the CPU so that
/// every driver receives the same bytes. Vertices are eight floats: a position (clip space, or
/// pixels for the triangle grid) and one attribute (a colour, a texture coordinate or a normal).
final class FillQuads {
    private FillQuads() {}

    /// A full-screen quad with texture coordinates 0 to 1 across the target.
    static float[] texturedQuad() {
        return quad(new float[][] {{-1, -1, 0, 1}, {1, -1, 0, 1}, {1, 1, 0, 1}, {-1, 1, 0, 1}},
                new float[][] {{0, 0, 0, 1}, {1, 0, 0, 1}, {1, 1, 0, 1}, {0, 1, 0, 1}});
    }

    /// A plane seen in perspective that fills the screen: the bottom edge at w = 1, the top at
    /// w = 4. Its texture coordinates are affine in (x, y, w), as on a real plane, so the two
    /// triangles interpolate one projective map: u runs 0 to 2 along the bottom and 0 to 8 along
    /// the top, v 0 to 8 from bottom to top. On a texture of the target's side that is 2 to 8
    /// texels per pixel across and far more up the screen near the top: levels from 1 to about 5.
    static float[] perspectivePlane() {
        return quad(new float[][] {{-1, -1, 0, 1}, {1, -1, 0, 1}, {4, 4, 0, 4}, {-4, 4, 0, 4}},
                new float[][] {{0, 0, 0, 1}, {2, 0, 0, 1}, {8, 8, 0, 1}, {0, 8, 0, 1}});
    }

    /// [FillScene#LAYERS] full-screen quads of different colours with alpha 0.35 to 0.65, for blending.
    static float[] translucentLayers() {
        float[] v = new float[FillScene.LAYERS * 6 * 8];
        for (int l = 0; l < FillScene.LAYERS; l++) {
            float a = 0.35f + 0.1f * l;
            float[] c = LAYER_COLOURS[l];
            System.arraycopy(gradientQuad(c, a, 0), 0, v, l * 48, 48);
        }
        return v;
    }

    /// [FillScene#LAYERS] full-screen quads of different colours at depths (clip z) -0.6, -0.2,
    /// 0.2 and 0.6, nearest first when `frontToBack`, else farthest first.
    static float[] depthLayers(boolean frontToBack) {
        float[] v = new float[FillScene.LAYERS * 6 * 8];
        for (int i = 0; i < FillScene.LAYERS; i++) {
            int l = frontToBack ? i : FillScene.LAYERS - 1 - i;
            float z = -0.6f + 0.4f * l;
            System.arraycopy(gradientQuad(LAYER_COLOURS[l], 1, z), 0, v, i * 48, 48);
        }
        return v;
    }

    private static final float[][] LAYER_COLOURS = {{0.9f, 0.3f, 0.2f}, {0.2f, 0.8f, 0.3f}, {0.25f, 0.35f, 0.9f}, {0.7f, 0.7f, 0.6f}};

    /// A full-screen quad at clip depth `z` whose colour is `c` on the left and on the right `c`
    /// darker with more blue (a change of hue, so it survives the 20-MAD shader's normalisation),
    /// alpha `a`.
    private static float[] gradientQuad(float[] c, float a, float z) {
        float[] right = {c[0] * 0.6f, c[1] * 0.6f, Math.min(1, c[2] + 0.3f), a};
        float[] left = {c[0], c[1], c[2], a};
        return quad(new float[][] {{-1, -1, z, 1}, {1, -1, z, 1}, {1, 1, z, 1}, {-1, 1, z, 1}},
                new float[][] {left, right, right, left});
    }

    /// Two triangles (0, 1, 2) and (0, 2, 3) of corners `p` with attributes `a`.
    private static float[] quad(float[][] p, float[][] a) {
        int[] order = {0, 1, 2, 0, 2, 3};
        float[] v = new float[48];
        for (int i = 0; i < 6; i++) {
            System.arraycopy(p[order[i]], 0, v, i * 8, 4);
            System.arraycopy(a[order[i]], 0, v, i * 8 + 4, 4);
        }
        return v;
    }

    /// RGBA8 texels of a `side` x `side` picture that is the same at every side: red and green
    /// ramps along x and y, blue a 16 x 16 checker, alpha opaque; with `noisy`, blue and alpha
    /// are a per-texel hash instead (so a blur changes every pixel).
    static byte[] pattern(int side, boolean noisy) {
        byte[] t = new byte[side * side * 4];
        int cell = Math.max(1, side / 16);
        for (int y = 0; y < side; y++) {
            for (int x = 0; x < side; x++) {
                int i = (y * side + x) * 4;
                int hash = (x * 73856093) ^ (y * 19349663);
                hash ^= hash >>> 13;
                hash *= 0x5bd1e995;
                hash ^= hash >>> 15;
                t[i] = (byte) (x * 255 / (side - 1));
                t[i + 1] = (byte) (y * 255 / (side - 1));
                t[i + 2] = (byte) (noisy ? hash : ((x / cell + y / cell) & 1) == 0 ? 220 : 40);
                t[i + 3] = (byte) (noisy ? hash >>> 8 : 255);
            }
        }
        return t;
    }

    /// The next mip level of a square RGBA8 level of side `side`: each texel the rounded mean of
    /// the 2x2 texels above it.
    static byte[] halve(byte[] level, int side) {
        int half = Math.max(1, side / 2);
        byte[] out = new byte[half * half * 4];
        for (int y = 0; y < half; y++) {
            for (int x = 0; x < half; x++) {
                for (int c = 0; c < 4; c++) {
                    int sum = 0;
                    for (int dy = 0; dy < 2; dy++) {
                        for (int dx = 0; dx < 2; dx++) {
                            int sx = Math.min(side - 1, 2 * x + dx), sy = Math.min(side - 1, 2 * y + dy);
                            sum += level[(sy * side + sx) * 4 + c] & 0xFF;
                        }
                    }
                    out[(y * half + x) * 4 + c] = (byte) ((sum + 2) >> 2);
                }
            }
        }
        return out;
    }

    /// An indexed grid over a `size` x `size` target of `cellW` x `cellH` pixel cells, each split
    /// into two triangles: vertices (x, y in pixels, 0, 1; a normal that leans with the position
    /// and a per-vertex hash) and the indices of the triangles.
    record Grid(float[] vertices, int[] indices) {}

    static Grid grid(int size, int cellW, int cellH) {
        int nx = size / cellW, ny = size / cellH;
        float[] v = new float[(nx + 1) * (ny + 1) * 8];
        for (int j = 0, k = 0; j <= ny; j++) {
            for (int i = 0; i <= nx; i++, k += 8) {
                float x = i * cellW, y = j * cellH;
                int hash = (i * 7919 + j * 104729) % 17;
                v[k] = x;
                v[k + 1] = y;
                v[k + 3] = 1;
                v[k + 4] = x / size - 0.5f + 0.03f * hash;
                v[k + 5] = y / size - 0.5f;
                v[k + 6] = 0.7f;
            }
        }
        int[] idx = new int[nx * ny * 6];
        for (int j = 0, k = 0; j < ny; j++) {
            for (int i = 0; i < nx; i++) {
                int a = j * (nx + 1) + i, b = a + 1, c = a + nx + 2, d = a + nx + 1;
                idx[k++] = a;
                idx[k++] = b;
                idx[k++] = c;
                idx[k++] = a;
                idx[k++] = c;
                idx[k++] = d;
            }
        }
        return new Grid(v, idx);
    }

    /// The triangle rows' vertex constants: `CONST[0..3]` the rows of the projection of pixel
    /// coordinates to clip space, `CONST[4..6]` a normal matrix (a 30 degree turn about z),
    /// `CONST[7]` the direction to the light.
    static float[] triangleConstants(int size) {
        float s = 2f / size;
        float c30 = (float) Math.cos(Math.PI / 6), s30 = (float) Math.sin(Math.PI / 6);
        float lx = 0.3f, ly = 0.5f, lz = 0.81f, ln = (float) Math.sqrt(lx * lx + ly * ly + lz * lz);
        return new float[] {
            s, 0, 0, -1,
            0, s, 0, -1,
            0, 0, 1, 0,
            0, 0, 0, 1,
            c30, -s30, 0, 0,
            s30, c30, 0, 0,
            0, 0, 1, 0,
            lx / ln, ly / ln, lz / ln, 0};
    }
}
