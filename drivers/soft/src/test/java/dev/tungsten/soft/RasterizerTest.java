package dev.tungsten.soft;

import dev.tungsten.pipe.BlendState;
import dev.tungsten.pipe.ColorValue;
import dev.tungsten.pipe.Context;
import dev.tungsten.tgsi.Interpolation;
import dev.tungsten.tgsi.PrimitiveType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/// Triangle setup, fill rule, binning and threading, with shaders that only move values (no
/// interpreter needed). Counts are exact: additive blending into a float target counts how many
/// times each pixel was written.
class RasterizerTest {
    private static void additive(SoftRig rig) {
        rig.ctx.bindBlendState(rig.ctx.createBlendState(BlendState.of(
                BlendState.RenderTarget.blend(BlendState.Func.ADD, BlendState.Factor.ONE, BlendState.Factor.ONE))));
    }

    @Test
    void clearFillsEveryPixel() {
        try (SoftRig rig = new SoftRig(100, 70, 2)) {
            rig.ctx.clear(Context.CLEAR_COLOR0, ColorValue.ofFloat(0.25f, 0.5f, 0.75f, 1f), 0, 0);
            float[][] c = rig.readColor();
            for (float[] row : c) {
                for (int x = 0; x < 100; x++) {
                    assertEquals(0.5f, row[x * 4 + 1]);
                }
            }
        }
    }

    /// A grid of triangles with shared, randomly perturbed interior vertices: every pixel whose
    /// centre lies inside the outer boundary is written exactly once, the others never.
    @ParameterizedTest
    @ValueSource(ints = {0, 1, 3})
    void sharedEdgesTouchEveryPixelExactlyOnce(int threads) {
        int n = 12;                      // cells per side
        float x0 = 10.3f, y0 = 7.6f, size = 150.4f;
        try (SoftRig rig = new SoftRig(200, 180, threads)) {
            additive(rig);
            rig.shaders(TestShaders.passThroughVs(0), TestShaders.constantFs(1, 0, 0, 1));
            Random rnd = new Random(42);
            float[][] gx = new float[n + 1][n + 1], gy = new float[n + 1][n + 1];
            for (int j = 0; j <= n; j++) {
                for (int i = 0; i <= n; i++) {
                    float jitter = size / n * 0.35f;
                    boolean interior = i > 0 && j > 0 && i < n && j < n;
                    gx[j][i] = x0 + size * i / n + (interior ? (rnd.nextFloat() * 2 - 1) * jitter : 0);
                    gy[j][i] = y0 + size * j / n + (interior ? (rnd.nextFloat() * 2 - 1) * jitter : 0);
                    if (interior && rnd.nextInt(4) == 0) {
                        // Put some vertices exactly on pixel centres, where ties need the fill rule.
                        gx[j][i] = (float) Math.floor(gx[j][i]) + 0.5f;
                        gy[j][i] = (float) Math.floor(gy[j][i]) + 0.5f;
                    }
                }
            }
            float[] data = new float[n * n * 6 * 4];
            int k = 0;
            for (int j = 0; j < n; j++) {
                for (int i = 0; i < n; i++) {
                    int[][] tris = (i + j) % 2 == 0 ? new int[][] {{0, 0}, {1, 0}, {1, 1}, {0, 0}, {1, 1}, {0, 1}}
                            : new int[][] {{0, 0}, {1, 0}, {0, 1}, {1, 0}, {1, 1}, {0, 1}};
                    for (int[] v : tris) {
                        data[k++] = rig.ndcX(gx[j + v[1]][i + v[0]]);
                        data[k++] = rig.ndcY(gy[j + v[1]][i + v[0]]);
                        data[k++] = 0;
                        data[k++] = 1;
                    }
                }
            }
            rig.vertices(0, data);
            rig.draw(PrimitiveType.TRIANGLES, n * n * 6);
            float[][] r = rig.channel(0);
            int covered = 0;
            for (int y = 0; y < 180; y++) {
                for (int x = 0; x < 200; x++) {
                    float cx = x + 0.5f, cy = y + 0.5f;
                    boolean inside = cx >= x0 && cx < x0 + size && cy >= y0 && cy < y0 + size;
                    assertEquals(inside ? 1f : 0f, r[y][x], "pixel " + x + "," + y);
                    covered += inside ? 1 : 0;
                }
            }
            assertEquals(151 * 150, covered, "centres 10.5 .. 160.5 by 8.5 .. 157.5");
        }
    }

    /// Random triangles of every size (some far larger than the screen, some slivers, some with
    /// vertices on pixel centres) against a scalar reference: the same 1/256 snapping and
    /// top-left rule evaluated pixel by pixel in exact integer arithmetic, with no blocks, tiles
    /// or trivial accept/reject. Counts must agree exactly.
    @Test
    void randomTrianglesMatchAScalarReference() {
        int w = 300, h = 200;
        try (SoftRig rig = new SoftRig(w, h, 2)) {
            additive(rig);
            rig.shaders(TestShaders.passThroughVs(0), TestShaders.constantFs(1, 0, 0, 1));
            Random rnd = new Random(1234);
            int[][] expected = new int[h][w];
            float[] data = new float[300 * 3 * 4];
            for (int t = 0; t < 300; t++) {
                float scale = switch (t % 4) { case 0 -> 8; case 1 -> 60; case 2 -> 400; default -> 1500; };
                float cx = rnd.nextFloat() * w, cy = rnd.nextFloat() * h;
                float[] xs = new float[3], ys = new float[3];
                for (int k = 0; k < 3; k++) {
                    xs[k] = cx + (rnd.nextFloat() - 0.5f) * scale;
                    ys[k] = cy + (rnd.nextFloat() - 0.5f) * scale;
                    if (t % 7 == 0) {
                        xs[k] = (float) Math.floor(xs[k]) + 0.5f;
                        ys[k] = (float) Math.floor(ys[k]) + 0.5f;
                    }
                    int o = (t * 3 + k) * 4;
                    data[o] = rig.ndcX(xs[k]);
                    data[o + 1] = rig.ndcY(ys[k]);
                    data[o + 3] = 1;
                    // The reference works from the window position the pipeline will compute.
                    xs[k] = (data[o] * (w / 2f)) + w / 2f;
                    ys[k] = (data[o + 1] * (-h / 2f)) + h / 2f;
                }
                reference(xs, ys, expected);
            }
            rig.vertices(0, data);
            rig.draw(PrimitiveType.TRIANGLES, 900);
            float[][] r = rig.channel(0);
            for (int y = 0; y < h; y++) {
                for (int x = 0; x < w; x++) {
                    assertEquals((float) expected[y][x], r[y][x], "pixel " + x + "," + y);
                }
            }
        }
    }

    /// Counts the pixels a triangle covers: sample (x + 0.5, y + 0.5) inside all three edges of the
    /// 1/256-snapped triangle, an edge owning its samples when it is a left or a top edge.
    private static void reference(float[] xs, float[] ys, int[][] count) {
        long[] fx = new long[3], fy = new long[3];
        for (int k = 0; k < 3; k++) {
            fx[k] = (long) Math.floor((xs[k] - 0.5f) * 256.0 + 0.5);
            fy[k] = (long) Math.floor((ys[k] - 0.5f) * 256.0 + 0.5);
        }
        long area = (fx[1] - fx[0]) * (fy[2] - fy[0]) - (fx[2] - fx[0]) * (fy[1] - fy[0]);
        if (area == 0) {
            return;
        }
        int sign = area > 0 ? 1 : -1;
        for (int y = 0; y < count.length; y++) {
            for (int x = 0; x < count[0].length; x++) {
                boolean inside = true;
                for (int i = 0; i < 3 && inside; i++) {
                    int a = i, b = (i + 1) % 3;
                    // Orient the edge as in a counter-clockwise... positive-area triangle.
                    if (sign < 0) {
                        a = (3 - i) % 3;
                        b = (3 - i + 2) % 3;
                    }
                    long ea = fy[a] - fy[b], eb = fx[b] - fx[a];
                    long e = ea * (x * 256L - fx[a]) + eb * (y * 256L - fy[a]);
                    boolean owns = ea > 0 || (ea == 0 && eb > 0);
                    inside = e > 0 || (e == 0 && owns);
                }
                if (inside) {
                    count[y][x]++;
                }
            }
        }
    }

    /// Pixel centres exactly on edges: a square split along its diagonal, with corners on pixel
    /// centres; the left and top edges own their pixels, the right and bottom ones do not.
    @Test
    void topLeftRuleOnPixelCentres() {
        try (SoftRig rig = new SoftRig(16, 16, 0)) {
            additive(rig);
            rig.shaders(TestShaders.passThroughVs(0), TestShaders.constantFs(1, 0, 0, 1));
            float a = 2.5f, b = 10.5f;
            float[] data = {
                rig.ndcX(a), rig.ndcY(a), 0, 1, rig.ndcX(b), rig.ndcY(a), 0, 1, rig.ndcX(b), rig.ndcY(b), 0, 1,
                rig.ndcX(a), rig.ndcY(a), 0, 1, rig.ndcX(b), rig.ndcY(b), 0, 1, rig.ndcX(a), rig.ndcY(b), 0, 1};
            rig.vertices(0, data);
            rig.draw(PrimitiveType.TRIANGLES, 6);
            float[][] r = rig.channel(0);
            for (int y = 0; y < 16; y++) {
                for (int x = 0; x < 16; x++) {
                    boolean inside = x >= 2 && x < 10 && y >= 2 && y < 10;
                    assertEquals(inside ? 1f : 0f, r[y][x], "pixel " + x + "," + y);
                }
            }
        }
    }

    /// A vertical gradient: colour interpolates linearly in window space (w = 1), to float precision.
    @Test
    void attributesInterpolateAtPixelCentres() {
        try (SoftRig rig = new SoftRig(32, 32, 1)) {
            rig.shaders(TestShaders.passThroughVs(1), TestShaders.varyingFs(Interpolation.PERSPECTIVE));
            rig.vertices(1,
                    -1, 1, 0, 1, 0, 0, 0, 1,
                    3, 1, 0, 1, 0, 0, 0, 1,
                    -1, -3, 0, 1, 2, 0, 0, 1);
            rig.draw(PrimitiveType.TRIANGLES, 3);
            float[][] r = rig.channel(0);
            for (int y = 0; y < 32; y++) {
                // R runs 0 at the top to 2 at y = 64: at pixel centre y + 0.5 it is (y + 0.5) / 32.
                assertEquals((y + 0.5f) / 32f, r[y][7], 1e-5f);
            }
        }
    }
}
