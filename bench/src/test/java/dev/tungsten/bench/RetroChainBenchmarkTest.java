package dev.tungsten.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.EnumMap;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

import dev.tungsten.bench.RetroChainBenchmark.ChainDriver;
import dev.tungsten.bench.RetroChainBenchmark.ChainPreset;
import dev.tungsten.bench.RetroChainBenchmark.OpenChain;
import dev.tungsten.retro.Image;
import dev.tungsten.retro.Preset;
import dev.tungsten.retro.PresetReader;
import dev.tungsten.retro.RetroChain;
import dev.tungsten.retro.RetroException;

/// The frame-time benchmark measures what it says: the presets are the corpus' one-pass, four-pass
/// and longest chains, the input frame is fixed and has content to filter, and every chain draws
/// a picture on the software driver and the same picture through OpenGL (no timing here: figures
/// come from JMH runs).
class RetroChainBenchmarkTest {
    /// The frames here are rendered to a viewport of the input's size rather than 4x: the same
    /// passes and shaders on a sixteenth of the pixels, so the test stays short while the JIT's
    /// kernels are still cold. (Not smaller: a nearest-sampled downscale samples texel edges,
    /// where the drivers' last-bit differences pick different texels.)
    static final int W = RetroChainBenchmark.INPUT_WIDTH, H = RetroChainBenchmark.INPUT_HEIGHT;
    /// Each chain's frame on the software driver, rendered once for both tests that need it.
    private static final Map<ChainPreset, RetroChain.Frame> SOFT = new EnumMap<>(ChainPreset.class);

    private static Path shelf() {
        Path shelf = CompileBench.shelfRoot("");
        if (!Files.isDirectory(RetroChainBenchmark.corpus(shelf))) {
            System.out.println("NOTICE: " + RetroChainBenchmark.corpus(shelf) + " is absent; skipping a test that needs the project shelf");
            Assumptions.abort("the shelf is absent");
        }
        return shelf;
    }

    @Test
    void theInputFrameIsFixedAndVaried() {
        Image a = RetroChainBenchmark.testFrame(), b = RetroChainBenchmark.testFrame();
        assertEquals(256, a.width());
        assertEquals(224, a.height());
        assertArrayEquals(a.rgba(), b.rgba());
        Set<Integer> colours = new HashSet<>();
        for (int y = 0; y < a.height(); y++) {
            for (int x = 0; x < a.width(); x++) {
                colours.add(a.argb(x, y));
            }
        }
        // 8 bars, 2 checker colours, 3 of the diagonals' band, 256 gradient steps, 2 ring colours
        // (some gradient steps coincide after rounding)
        assertTrue(colours.size() > 200, colours.size() + " colours");
        assertEquals(0xff000000, a.argb(255, 0) & 0xff000000, "opaque");
    }

    /// A preset of the corpus is runnable when the reader accepts it and every pass file and
    /// lookup texture it names exists.
    private static Preset runnable(Path cgp) {
        try {
            Preset p = PresetReader.read(cgp);
            boolean present = p.passes().stream().allMatch(s -> Files.isRegularFile(s.shader()))
                    && p.textures().stream().allMatch(t -> Files.isRegularFile(t.file()));
            return present ? p : null;
        } catch (RetroException e) {
            return null;
        }
    }

    @Test
    void thePresetsHaveTheirPassCountsAndLongestIsTheCorpusLongest() throws IOException {
        Path corpus = RetroChainBenchmark.corpus(shelf());
        for (ChainPreset c : ChainPreset.values()) {
            Preset p = runnable(corpus.resolve(c.file));
            assertTrue(p != null, c.file + " is runnable");
            assertEquals(c.passes, p.passes().size(), c.file);
        }
        int longest = 0, runnable = 0;
        try (Stream<Path> files = Files.walk(corpus)) {
            for (Path f : files.filter(f -> f.toString().endsWith(".cgp")).toList()) {
                Preset p = runnable(f);
                if (p != null) {
                    runnable++;
                    longest = Math.max(longest, p.passes().size());
                }
            }
        }
        assertTrue(runnable > 200, runnable + " runnable presets");
        assertEquals(longest, ChainPreset.LONGEST.passes, "the longest chain among " + runnable + " runnable presets");
    }

    private static synchronized RetroChain.Frame soft(ChainPreset preset) {
        return SOFT.computeIfAbsent(preset, p -> render(ChainDriver.SOFT_2, p));
    }

    private static RetroChain.Frame render(ChainDriver driver, ChainPreset preset) {
        try (OpenChain chain = OpenChain.open(driver, preset, shelf())) {
            return chain.frame(W, H);
        }
    }

    /// Every channel of `f` as the display shows it, 0 to 255.
    private static byte[] shown(RetroChain.Frame f) {
        return f.toImage().rgba();
    }

    @Test
    void eachChainDrawsAPictureOnTheSoftDriver() {
        for (ChainPreset p : ChainPreset.values()) {
            RetroChain.Frame f = soft(p);
            assertEquals(W, f.width(), p.key);
            assertEquals(H, f.height(), p.key);
            assertEquals(p.passes, f.passNanos().length, p.key);
            float first = f.rgba()[0];
            boolean varied = false;
            for (float v : f.rgba()) {
                assertTrue(!Float.isNaN(v), p.key + ": no NaN");
                varied |= v != first;
            }
            assertTrue(varied, p.key + ": the picture is not one colour");
        }
    }

    /// The agreement bound between drivers: a mean absolute difference of at most 1.0
    /// (of 255) over the channels as displayed. The `gl` figures are of the same picture.
    @Test
    void openGlDrawsTheSamePictures() {
        for (ChainPreset p : ChainPreset.values()) {
            byte[] soft = shown(soft(p));
            byte[] gl = shown(renderGlOrSkip(p));
            long sum = 0;
            for (int i = 0; i < soft.length; i++) {
                sum += Math.abs((soft[i] & 0xFF) - (gl[i] & 0xFF));
            }
            double mean = (double) sum / soft.length;
            System.out.printf("retro chain %s: soft against gl, mean absolute difference %.3f / 255%n", p.key, mean);
            assertTrue(mean <= 1.0, p.key + ": mean absolute difference " + mean);
        }
    }

    private static RetroChain.Frame renderGlOrSkip(ChainPreset p) {
        return OpenGlOrSkip.run("retro chain GL test", () -> render(ChainDriver.GL, p));
    }

    @Test
    void presetAndDriverNamesAreTheParametersValues() {
        assertEquals(ChainPreset.FOUR_PASS, ChainPreset.of("four-pass"));
        assertEquals(ChainDriver.SOFT_2, ChainDriver.of("soft-2"));
        assertEquals(Map.of("threads", "1"), ChainDriver.SOFT_1.screenOptions());
        assertEquals(Map.of(), ChainDriver.GL.screenOptions());
    }
}
