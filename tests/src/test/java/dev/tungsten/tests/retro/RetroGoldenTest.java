package dev.tungsten.tests.retro;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import dev.tungsten.cli.scene.Images;
import dev.tungsten.pipe.Screen;
import dev.tungsten.retro.Preset;
import dev.tungsten.retro.PresetReader;
import dev.tungsten.retro.RetroChain;
import dev.tungsten.tests.SharedShelf;
import dev.tungsten.tests.cg.FloatFrames;
import dev.tungsten.tests.cg.GlWatchdog;
import dev.tungsten.tests.cg.TestImages;
import dev.tungsten.tests.golden.GoldenFolder;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/// Golden images of libretro presets of different families, `tests/golden/retro/NAME.png`:
/// [RetroRig#FRAMES] frames of [TestImages#consoleFrame] at 2x (512x448), the last one as a
/// display shows it (colour clamped and rounded, alpha opaque), made by the software driver
/// (`-Dtungsten.updateGolden=true` rewrites them; look at them before committing).
///
/// - 2x, not the corpus test's 4x: the interpreter renders a quarter of the pixels, which keeps
///   both drivers' runs of all the presets near two minutes of the build, and 2x already shows
///   every family's behaviour (edge shapes, blur radius, dither merging); the PNGs stay small
///   (about 300 KB for all of them).
/// - Soft: every channel within 1/255, except at most [#SOFT_OUTLIER_SHARE] of the pixels. The
///   interpreter is deterministic, so a real change moves whole areas; the bound lets the JIT
///   (bit-exact except for transcendentals, whose last ulp is Java's) run these chains too, where
///   an ulp can flip a threshold (xBR's and ScaleFX's edge tests) at isolated pixels.
/// - OpenGL (llvmpipe): at least 99 % of the pixels within 1/255 and 99.9 % within
///   [GoldenFolder#NEAR]/255 of the golden image ([#GL_BAR]). llvmpipe quantises bilinear
///   weights to 8 bits and evaluates transcendentals a few ulps apart from the soft driver, which
///   moves a filtered pixel by a step; an edge-directed scaler's thresholds (xBR, Super-xBR) turn
///   some of those steps into a different blend, which moved 0.4 % and 0.7 % of their pixels by
///   up to 8 and 10 of 255 when these images were made. A wrong translation or binding moves
///   whole regions by far more than 32. [#GL_ALLOWANCES] lowers the first share where a
///   preset's targets need it, with the reason.
///   Without OpenGL the OpenGL cases skip loudly, or fail under `TUNGSTEN_CI=1`.
class RetroGoldenTest {
    static final int SCALE = 2;
    static final int WIDTH = TestImages.WIDTH * SCALE;
    static final int HEIGHT = TestImages.HEIGHT * SCALE;
    static final GoldenFolder GOLDEN = new GoldenFolder("retro");
    static final double SOFT_OUTLIER_SHARE = 0.0005;
    /// Where the presets made here live, under the repository.
    static final String OURS = "tests/cases/retro/";

    /// The presets with a golden image (path under the corpus, or under the repository for
    /// `tests/cases/retro/`) and the family each stands for. The dev corpus has no CRT or NTSC
    /// preset whose files are all present, so those two families are presets made here. ScaleFX is not here: `scalefx/scalefx.cgp` renders an
    /// almost flat image (the input's top-left colour with a few dots), which a golden image would
    /// only freeze.
    static final Map<String, String> PRESETS = table("""
            xbr/xbr-lv2.cgp                                    | xBR edge-directed scaler
            xbr/super-xbr-3p-smoother.cgp                      | Super-xBR multipass scaler
            eagle/super-eagle.cgp                              | 2xSaI-family scaler
            scalenx/scale3x.cgp                                | ScaleNx pixel-art scaler
            blurs/quality-test-presets/test-blur9fast-srgb.cgp | blur (sRGB targets)
            sharpen/adaptive-sharpen.cgp                       | sharpen
            anti-aliasing/advanced-aa.cgp                      | anti-aliasing
            bicubic/bicubic-normal.cgp                         | bicubic interpolation
            windowed/lanczos4.cgp                              | windowed-sinc interpolation
            dithering/gdapt.cgp                                | dither removal
            denoisers/fast-bilateral.cgp                       | denoiser
            cgp/n64-vifilter/vifilter.cgp                      | video-signal filter (N64 VI)
            reshade/gba.cgp                                    | colour lookup texture (GBA screen colours)
            tests/cases/retro/crt-scanline/crt-scanline.cgp    | CRT (made here)
            tests/cases/retro/ntsc-composite/ntsc-composite.cgp | NTSC composite signal (made here)
            """);

    /// `preset | family` lines, in order.
    private static Map<String, String> table(String rows) {
        Map<String, String> m = new LinkedHashMap<>();
        rows.lines().map(l -> l.split("\\|")).forEach(cells -> m.put(cells[0].strip(), cells[1].strip()));
        return Collections.unmodifiableMap(m);
    }

    /// The bar on OpenGL, as the class doc explains.
    static final GoldenFolder.Bar GL_BAR = new GoldenFolder.Bar(0.99, 0.999, null);

    /// Presets that need a lower bar on OpenGL, with why.
    static final Map<String, GoldenFolder.Bar> GL_ALLOWANCES = Map.of(
            "blurs/quality-test-presets/test-blur9fast-srgb.cgp", new GoldenFolder.Bar(0.65, 0.999,
                    "four passes that each read and write sRGB-encoded RGBA8: every pass re-rounds through the sRGB "
                    + "curve, whose dark end turns a one-step difference of the linear value into several (70.2 % of "
                    + "the pixels within 1/255 and all within 6/255 when the image was made)"));

    private static Screen soft;
    private static GlWatchdog<Screen> gl;

    static List<String> presets() {
        return List.copyOf(PRESETS.keySet());
    }

    /// The golden image's name: the preset's file name without `.cgp`.
    static String imageName(String preset) {
        String file = Path.of(preset).getFileName().toString();
        return file.substring(0, file.length() - ".cgp".length());
    }

    /// Renders `preset` on a screen and checks it is an image at all (no NaN, not constant).
    private static Images.Rgba render(String preset, Function<Preset, RetroChain.Frame> run) {
        Path file = preset.startsWith(OURS) ? GoldenFolder.root().resolve(preset)
                : SharedShelf.require(RetroRig.CORPUS).resolve(preset);
        Preset p = PresetReader.read(file);
        float[] rgba = run.apply(p).rgba();
        assertEquals(List.of(), FloatFrames.problems("this", rgba), preset);
        return FloatFrames.displayed(WIDTH, HEIGHT, rgba);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("presets")
    void soft(String preset) {
        Images.Rgba image = render(preset, p -> RetroRig.run(softScreen(), p, RetroRig.consoleFrame(), WIDTH, HEIGHT));
        GOLDEN.checkSoft(imageName(preset), image, 1, (int) (SOFT_OUTLIER_SHARE * WIDTH * HEIGHT));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("presets")
    void gl(String preset) {
        GlWatchdog<Screen> screen = glScreen();
        Images.Rgba image = render(preset, p -> screen.call(s -> RetroRig.run(s, p, RetroRig.consoleFrame(), WIDTH, HEIGHT)));
        GOLDEN.checkOther("gl", imageName(preset), image, GL_ALLOWANCES.getOrDefault(preset, GL_BAR));
    }

    /// The acceptance count: golden images for at least ten presets of different families, each
    /// committed.
    @Test
    void tenFamiliesHaveGoldenImages() {
        assertTrue(PRESETS.values().stream().distinct().count() >= 10, PRESETS.toString());
        assertEquals(PRESETS.size(), PRESETS.keySet().stream().map(RetroGoldenTest::imageName).distinct().count(),
                "two presets share an image name");
        for (String p : PRESETS.keySet()) {
            assertTrue(Files.exists(GOLDEN.golden(imageName(p))), "no golden image for " + p);
        }
    }

    private static synchronized Screen softScreen() {
        if (soft == null) {
            soft = RetroRig.softScreen();
        }
        return soft;
    }

    private static synchronized GlWatchdog<Screen> glScreen() {
        if (gl == null) {
            gl = RetroRig.glScreen();
        }
        return gl;
    }

    @AfterAll
    static synchronized void closeScreens() throws Exception {
        if (soft != null) {
            soft.close();
            soft = null;
        }
        if (gl != null) {
            gl.close();
            gl = null;
        }
    }
}
