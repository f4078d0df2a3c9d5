package dev.tungsten.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.junit.jupiter.api.Test;

/// The fill-rate scene draws the same picture on every driver and backend the benchmark times,
/// so no figure comes from a driver that draws something else or nothing. Rendered at 64x64
/// (the shaders depend only on the interpolated colour, so a smaller target is the same picture
/// sampled more coarsely).
class FillSceneTest {
    static final int SIZE = 64;

    static byte[] render(String driver, String backend, FillShader shader) {
        try (FillScene scene = FillScene.open(driver, FillScene.screenOptions(driver, backend, 1), shader, SIZE)) {
            scene.drawAndFinish();
            return scene.readBack();
        }
    }

    @Test
    void jitAndInterpreterDrawTheSamePixels() {
        for (FillShader s : FillShader.values()) {
            byte[] interp = render("soft", "interp", s);
            assertArrayEquals(interp, render("soft", "jit-exact", s), s + ": jit-exact is bit-exact with the interpreter");
            if (s == FillShader.CONSTANT) {
                assertEquals(1, distinctColours(interp), "one colour everywhere");
                assertEquals(64, interp[0] & 0xFF, "red 0.25 is 64 / 255");
            } else {
                assertTrue(distinctColours(interp) > 100, s + " covers the target with a picture");
            }
        }
    }

    /// `jit` (the default) differs from the interpreter only in SIN, COS, EX2, LG2 and POW, each
    /// within the opcode table's 2 ulp (`TgsiOpcode.approximationUlps()`). The constant shader
    /// has none: the same bytes. The 20-MAD shader's one SIN (a value in [-1, 1], halved and
    /// offset into a colour) moves by at most 2^-23, so a channel can cross one 1/255 rounding step and no more. The noise
    /// shader's hash, fract(sin(x) * 43758.5), multiplies sin's last bits by 4e4: a lattice value
    /// moves by about 0.005 (1.3 / 255), except where the product is that close to an integer
    /// and fract jumps by 1 (about one lattice value in 200), which moves the pixels around it by
    /// up to that octave's weight, at most 1/2 (128 / 255). Measured at 64x64: 99.7-99.9% of the
    /// channels within 2 / 255, the largest difference 22-27 / 255 (the JIT compiles in the
    /// background, so which pixels the interpreter drew varies), the mean red equal to 1e-4. The
    /// bounds: 98% within 2 / 255, none beyond 128 / 255, the mean within 0.005.
    @Test
    void jitDrawsTheInterpretersPictureWithinItsBound() {
        for (FillShader s : FillShader.values()) {
            byte[] interp = render("soft", "interp", s);
            byte[] fast = render("soft", "jit", s);
            System.out.printf("jit against interp, %s: largest channel difference %d / 255, mean red %.5f / %.5f%n",
                    s, maxDifference(interp, fast), meanRed(interp), meanRed(fast));
            switch (s) {
                case CONSTANT -> assertArrayEquals(interp, fast, "no transcendental operation: the same bytes");
                case MAD20 -> assertTrue(maxDifference(interp, fast) <= 1, s + ": largest channel difference "
                        + maxDifference(interp, fast) + " / 255");
                case NOISE -> {
                    double near = shareWithin(interp, fast, 2);
                    System.out.printf("jit against interp, noise: %.2f%% of channels within 2 / 255%n", 100 * near);
                    assertTrue(near >= 0.98, s + ": channels within 2 / 255: " + near);
                    assertTrue(maxDifference(interp, fast) <= 128, s + ": largest channel difference "
                            + maxDifference(interp, fast) + " / 255");
                    assertEquals(meanRed(interp), meanRed(fast), 0.005, s + ": mean red");
                }
            }
        }
    }

    @Test
    void llvmpipeThroughTheGlDriverDrawsTheSamePicture() {
        for (FillShader s : FillShader.values()) {
            byte[] soft = render("soft", "interp", s);
            byte[] gl = renderGlOrSkip(s);
            switch (s) {
                // A constant colour and 20 MADs + SIN + normalize of the interpolated colour: the
                // drivers interpolate at the same pixel centres and differ only by float rounding
                // (GLSL's sin is not the interpreter's), which moves a channel by at most one step
                // of 1/255 after conversion to 8 bits.
                case CONSTANT, MAD20 -> assertTrue(maxDifference(soft, gl) <= 1, s + ": largest channel difference "
                        + maxDifference(soft, gl) + " / 255");
                // The noise hashes fract(sin(x) * 43758.5) with x up to about 1e4, so a difference
                // in sin's last bits (Java's and llvmpipe's range reductions differ) is multiplied
                // by 4e4 and moves a lattice value, which then shows in the blended pixels around
                // it. Measured on Mesa 22.3.6: largest difference 9 / 255, mean red equal to 1e-4;
                // the bounds leave room for another Mesa's sin while still catching a different
                // picture (a wrong octave or hash moves the mean and most pixels by far more).
                case NOISE -> {
                    assertTrue(maxDifference(soft, gl) <= 24, s + ": largest channel difference " + maxDifference(soft, gl) + " / 255");
                    double a = meanRed(soft), b = meanRed(gl);
                    assertEquals(a, b, 0.005, s + ": mean red soft " + a + ", gl " + b);
                }
            }
        }
    }

    @Test
    void threadsAndLlvmpipeThreadGuard() {
        assertEquals(1, FillScene.threads("1"));
        assertEquals(Runtime.getRuntime().availableProcessors(), FillScene.threads("all"));
        assertEquals("threads must be a number or 'all', found 'many'",
                assertThrows(IllegalArgumentException.class, () -> FillScene.threads("many")).getMessage());
        assertNull(FillScene.llvmpipeThreadsMismatch(2, "2"));
        assertNull(FillScene.llvmpipeThreadsMismatch(1, " 1 "));
        assertTrue(FillScene.llvmpipeThreadsMismatch(2, null).endsWith("LP_NUM_THREADS=2 (tungsten bench fill does), it is unset"));
        assertTrue(FillScene.llvmpipeThreadsMismatch(1, "2").endsWith("found LP_NUM_THREADS=2"));
        assertEquals(Map.of("threads", "2", "backend", "jit"), FillScene.screenOptions("soft", "jit", 2));
        assertEquals(Map.of(), FillScene.screenOptions("gl", "jit", 2));
    }

    private static byte[] renderGlOrSkip(FillShader s) {
        return OpenGlOrSkip.run("llvmpipe scene test", () -> render("gl", "-", s));
    }

    private static int maxDifference(byte[] a, byte[] b) {
        assertEquals(a.length, b.length);
        int max = 0;
        for (int i = 0; i < a.length; i++) {
            max = Math.max(max, Math.abs((a[i] & 0xFF) - (b[i] & 0xFF)));
        }
        return max;
    }

    /// The share of the colour channels (alpha left out) of `a` and `b` that differ by at most `steps` / 255.
    private static double shareWithin(byte[] a, byte[] b, int steps) {
        assertEquals(a.length, b.length);
        int near = 0, all = 0;
        for (int i = 0; i < a.length; i++) {
            if (i % 4 != 3) {
                all++;
                near += Math.abs((a[i] & 0xFF) - (b[i] & 0xFF)) <= steps ? 1 : 0;
            }
        }
        return near / (double) all;
    }

    private static double meanRed(byte[] rgba) {
        long sum = 0;
        for (int i = 0; i < rgba.length; i += 4) {
            sum += rgba[i] & 0xFF;
        }
        return sum / (rgba.length / 4.0) / 255;
    }

    private static int distinctColours(byte[] rgba) {
        java.util.Set<Integer> colours = new java.util.HashSet<>();
        for (int i = 0; i < rgba.length; i += 4) {
            colours.add((rgba[i] & 0xFF) << 16 | (rgba[i + 1] & 0xFF) << 8 | (rgba[i + 2] & 0xFF));
        }
        return colours.size();
    }
}
