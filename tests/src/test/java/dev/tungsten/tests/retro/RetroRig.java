package dev.tungsten.tests.retro;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import dev.tungsten.pipe.Screen;
import dev.tungsten.retro.Image;
import dev.tungsten.retro.Preset;
import dev.tungsten.retro.RetroChain;
import dev.tungsten.tests.TestScreens;
import dev.tungsten.tests.cg.GlWatchdog;
import dev.tungsten.tests.cg.TestImages;

/// What the preset tests share: the corpus, the input frame, the drivers' screens and the way
/// a preset is run (a fresh chain, a few frames of the same input, the chain closed after), so
/// that the corpus test and the golden test judge the same images.
final class RetroRig {
    private RetroRig() {}

    /// The libretro presets, under `../shared`.
    static final String CORPUS = "corpus/cg-libretro-dev";

    /// Frames rendered per preset; the last one is judged. Three frames take every chain past
    /// its first frame (history rings, `frame_count`-driven passes, feedback) without making a
    /// long run.
    static final int FRAMES = 3;

    /// The software driver runs its reference interpreter: a preset runs three frames, which are
    /// over before the JIT's C2-compiled kernels would pay for their warm-up.
    static final Map<String, String> SOFT_OPTIONS = Map.of("threads", "2", "backend", "interp");

    /// How long one preset (compiling every pass and three frames) may take on OpenGL before its
    /// screen is abandoned; llvmpipe compiles the largest xBR passes in a few seconds.
    static final int GL_PRESET_LIMIT_S = 180;

    /// [TestImages#consoleFrame], the 256x224 frame made here, as the chain's input type.
    static Image consoleFrame() {
        return new Image(TestImages.WIDTH, TestImages.HEIGHT, TestImages.consoleFrame().pixels());
    }

    /// A screen of the software driver with [#SOFT_OPTIONS].
    static Screen softScreen() {
        return TestScreens.open("soft", SOFT_OPTIONS);
    }

    /// An OpenGL screen behind a watchdog of [#GL_PRESET_LIMIT_S] per call; without OpenGL the
    /// caller's test skips loudly, or fails under `TUNGSTEN_CI=1`.
    static GlWatchdog<Screen> glScreen() {
        return new GlWatchdog<>("retro-gl", GL_PRESET_LIMIT_S, () -> TestScreens.open("gl", Map.of()));
    }

    /// Runs `preset` for [#FRAMES] frames of `input` at the given viewport on a fresh chain and
    /// returns the last frame; the chain is closed whatever happens.
    static RetroChain.Frame run(Screen screen, Preset preset, Image input, int width, int height) {
        return run(screen, preset, input, width, height, false).last();
    }

    /// A run's last frame and, when asked for, every pass's output in that frame
    /// ([RetroChain#passOutput]) with its size.
    record Run(RetroChain.Frame last, List<float[]> passes, List<int[]> sizes) {}

    /// As [#run(Screen, Preset, Image, int, int)], keeping each pass's output if `keepPasses`.
    static Run run(Screen screen, Preset preset, Image input, int width, int height, boolean keepPasses) {
        try (RetroChain chain = RetroChain.open(screen, preset, RetroChain.Options.defaults())) {
            RetroChain.Frame last = null;
            for (int i = 0; i < FRAMES; i++) {
                last = chain.render(input, width, height);
            }
            if (last.width() != width || last.height() != height) {
                throw new IllegalStateException("the chain returned " + last.width() + "x" + last.height() + " for a "
                        + width + "x" + height + " viewport");
            }
            List<float[]> passes = new ArrayList<>();
            List<int[]> sizes = new ArrayList<>();
            for (int p = 0; keepPasses && p < preset.passes().size(); p++) {
                passes.add(chain.passOutput(p));
                sizes.add(chain.passSize(p));
            }
            return new Run(last, passes, sizes);
        }
    }

    /// Every `.cgp` under `root`, in path order.
    static List<Path> presetFiles(Path root) {
        try (Stream<Path> s = Files.walk(root)) {
            return s.filter(p -> p.toString().endsWith(".cgp")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + root, e);
        }
    }

    /// The name a report uses for `preset`: its path under `root`, with `/`.
    static String name(Path root, Path preset) {
        return root.relativize(preset).toString().replace('\\', '/');
    }
}
