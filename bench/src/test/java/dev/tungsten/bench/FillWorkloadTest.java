package dev.tungsten.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/// The frame workloads of `bench fill` (every row but the fill-rate shaders, which
/// [FillSceneTest] covers) draw a picture, and the same picture on the software driver's
/// backends and on llvmpipe, so no figure comes from a driver that draws something else or
/// nothing. Rendered at 64x64: each picture scales with the target (texture sides, triangle
/// cells), so this is the benchmark's frame sampled more coarsely. Each scene draws two frames
/// before it is read back, as the benchmark draws many: a frame must not depend on the last.
class FillWorkloadTest {
    static final int SIZE = 64;
    static final List<FillWorkload> FRAMES = List.of(FillWorkload.values()).stream().filter(w -> w.shader() == null).toList();
    private static final Map<FillWorkload, byte[]> INTERP = new EnumMap<>(FillWorkload.class);

    static byte[] render(String driver, String backend, FillWorkload w) {
        try (FillScene scene = FillScene.open(driver, FillScene.screenOptions(driver, backend, 1), w, SIZE)) {
            scene.drawAndFinish();
            scene.drawAndFinish();
            return scene.readBack();
        }
    }

    @BeforeAll
    static void renderOnTheInterpreter() {
        for (FillWorkload w : FRAMES) {
            INTERP.put(w, render("soft", "interp", w));
        }
    }

    @Test
    void jitExactDrawsTheInterpretersBytes() {
        for (FillWorkload w : FRAMES) {
            assertArrayEquals(INTERP.get(w), render("soft", "jit-exact", w), w + ": jit-exact is bit-exact with the interpreter");
        }
    }

    /// `jit` differs from the interpreter only in SIN, COS, EX2, LG2 and POW, each within the
    /// opcode table's 2 ulp; of these rows only the depth rows' 20-MAD shader (one SIN, a value in
    /// [-1, 1] halved into alpha) and the demo's lighting use them, and a 2-ulp change can move a
    /// channel across one 1/255 rounding step and no further. Measured: the same bytes everywhere.
    @Test
    void jitDrawsTheInterpretersPictureWithinOneStep() {
        for (FillWorkload w : FRAMES) {
            ImageDifference d = ImageDifference.of(INTERP.get(w), render("soft", "jit", w));
            assertTrue(d.max() <= 1, w + ": jit against the interpreter " + d);
        }
    }

    /// llvmpipe's pictures. Where both drivers compute in floats and convert to 8 bits at the end
    /// (blending, depth, triangles, the blur's weighted sum of fetched texels) they differ by
    /// float rounding only: at most one step of 1/255. llvmpipe filters 8-bit textures with 8-bit
    /// fixed-point weights (`lp_bld_sample`'s AoS path), so a bilinear texel can be one more step
    /// off: 2. Trilinear: llvmpipe takes one level of detail per 2x2 quad from an approximate log2
    /// and weighs the levels with 8-bit fractions, so pixels whose level differs a little blend
    /// the levels differently; measured at 64x64: at most 5 / 255, 7% of channels more than one
    /// step apart; bounds 12 / 255 and 15%, while a wrong level or a missing filter moves most
    /// channels of the minified top half by far more. The demo scene has trilinear textures too,
    /// and lighting with POW: measured 3 / 255, 3.6% of channels; bounds 12 / 255 and 10%.
    @Test
    void llvmpipeThroughTheGlDriverDrawsTheSamePicture() {
        for (FillWorkload w : FRAMES) {
            ImageDifference d = ImageDifference.of(INTERP.get(w), OpenGlOrSkip.run("frame workload test", () -> render("gl", "-", w)));
            System.out.printf("llvmpipe against interp, %s: %s, mean %.3f steps%n", w, d, d.mean());
            switch (w) {
                case TRILINEAR, TRILINEAR_SRGB -> assertTrue(d.max() <= 12 && d.shareOverOne() <= 0.15, w + ": " + d);
                case DEMO -> assertTrue(d.max() <= 12 && d.shareOverOne() <= 0.10, w + ": " + d);
                case BILINEAR, BILINEAR_SRGB -> assertTrue(d.max() <= 2, w + ": " + d);
                default -> assertTrue(d.max() <= 1, w + ": " + d); // the float-exact rows named above
            }
        }
    }

    @Test
    void everyFrameDrawsAPicture() {
        for (FillWorkload w : FRAMES) {
            byte[] p = INTERP.get(w);
            int colours = distinctColours(p);
            // The depth rows show one layer's gradient; blending four 64-pixel gradients leaves one
            // colour per column; the others vary in both directions.
            int least = switch (w) {
                case DEPTH_FRONT_TO_BACK, DEPTH_BACK_TO_FRONT -> 8;
                case BLEND -> 32;
                default -> 500;
            };
            assertTrue(colours >= least, w + ": " + colours + " colours");
        }
    }

    @Test
    void depthTestingKeepsTheNearestLayerInEitherOrder() {
        byte[] f2b = INTERP.get(FillWorkload.DEPTH_FRONT_TO_BACK), b2f = INTERP.get(FillWorkload.DEPTH_BACK_TO_FRONT);
        assertArrayEquals(f2b, b2f, "the nearest layer is the picture whatever the order");
        // The nearest layer is the red one (0.9, 0.3, 0.2 on the left): red leads at the left edge.
        int row = SIZE / 2 * SIZE * 4;
        assertTrue((f2b[row] & 0xFF) > (f2b[row + 1] & 0xFF) && (f2b[row] & 0xFF) > (f2b[row + 2] & 0xFF),
                "the nearest (red) layer is in front");
    }

    /// SRC_ALPHA / ONE_MINUS_SRC_ALPHA applied to colour and alpha alike: the four layers over
    /// the cleared background (0.1, 0.15, 0.2, 1), worked out in doubles for the first pixel of
    /// the middle row, are 139.87, 151.67, 153.96 and 159.93 / 255 (alpha falls from 1, since
    /// the source alpha is squared). A missing layer or a blend of the wrong factors moves a
    /// channel by tens of steps; the bound, 2 steps, is float and rounding noise.
    @Test
    void blendingComposesEveryLayer() {
        byte[] p = INTERP.get(FillWorkload.BLEND);
        int row = SIZE / 2 * SIZE * 4;
        double[] expected = {139.87, 151.67, 153.96, 159.93};
        for (int c = 0; c < 4; c++) {
            assertEquals(expected[c], p[row + c] & 0xFF, 2, "channel " + c);
        }
    }

    @Test
    void srgbTexturesAreDecodedBeforeFiltering() {
        for (FillWorkload[] pair : new FillWorkload[][] {{FillWorkload.BILINEAR, FillWorkload.BILINEAR_SRGB},
                {FillWorkload.TRILINEAR, FillWorkload.TRILINEAR_SRGB}}) {
            double unorm = meanChannel(INTERP.get(pair[0]), 0), srgb = meanChannel(INTERP.get(pair[1]), 0);
            // The red ramp 0..1 decoded from sRGB averages about 0.23 instead of 0.5.
            assertTrue(srgb < unorm - 0.1, pair[1] + ": mean red " + srgb + " against " + unorm + " from RGBA8");
        }
    }

    @Test
    void trianglesCoverTheTargetWithoutCracks() {
        for (FillWorkload w : List.of(FillWorkload.TRIANGLES_16, FillWorkload.TRIANGLES_64)) {
            byte[] p = INTERP.get(w);
            for (int i = 0; i < p.length; i += 4) {
                assertFalse(p[i] == 0 && p[i + 1] == 0 && p[i + 2] == 0, w + ": pixel " + i / 4 + " left at the black background");
            }
        }
        assertEquals(2 * 8 * 16, FillScene.gridTriangles(FillWorkload.TRIANGLES_16, SIZE), "8x4-pixel cells");
        assertEquals(2 * 4 * 8, FillScene.gridTriangles(FillWorkload.TRIANGLES_64, SIZE), "16x8-pixel cells");
    }

    @Test
    void theTargetIsAPowerOfTwo() {
        assertEquals("the target's side must be a power of two of at least 32, found 48", assertThrows(IllegalArgumentException.class,
                () -> FillScene.open("soft", Map.of(), FillWorkload.BLUR, 48)).getMessage());
    }

    static int distinctColours(byte[] rgba) {
        Set<Integer> colours = new HashSet<>();
        for (int i = 0; i < rgba.length; i += 4) {
            colours.add((rgba[i] & 0xFF) << 16 | (rgba[i + 1] & 0xFF) << 8 | (rgba[i + 2] & 0xFF));
        }
        return colours.size();
    }

    private static double meanChannel(byte[] rgba, int channel) {
        long sum = 0;
        for (int i = channel; i < rgba.length; i += 4) {
            sum += rgba[i] & 0xFF;
        }
        return sum / (rgba.length / 4.0) / 255;
    }
}
