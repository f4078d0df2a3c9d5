package dev.tungsten.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.stream.Stream;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

import dev.tungsten.pipe.Drivers;
import dev.tungsten.pipe.Screen;
import dev.tungsten.retro.Image;
import dev.tungsten.retro.Preset;
import dev.tungsten.retro.PresetReader;
import dev.tungsten.retro.RetroChain;

/// Frame time of a libretro preset: one 256x224 frame through every pass of the chain to a
/// 1024x896 viewport (4x), as an emulator front end runs it once per frame, with
/// [RetroChain#render] returning the viewport image read back from the driver. The read-back is
/// what finishes a frame on every driver (the GL driver's image comes back only when llvmpipe's
/// threads are done), so a figure is never of queued work.
///
/// Three presets of `corpus/cg-libretro-dev` ([ChainPreset]): a one-pass upscaler, a four-pass
/// xBR chain and the longest chain of the corpus. Three drivers: our software driver with its
/// default `jit` backend on 1 and on 2 rasterizer threads, and `gl`, our OpenGL driver (Mesa's
/// llvmpipe here, its thread count set by `LP_NUM_THREADS`, which [RetroChainTable] sets to one
/// per core). The input frame is [#testFrame], made here.
///
/// Before JMH's own warm-up, setup warms the software driver's kernels until C2 has compiled
/// them ([KernelWarmup]; minutes for the xBR passes on a small machine), and renders a few frames
/// on `gl` (llvmpipe compiles its shaders on first use).
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class RetroChainBenchmark {
    /// The input frame's size: the Super Nintendo's usual picture.
    static final int INPUT_WIDTH = 256, INPUT_HEIGHT = 224;
    /// The viewport: the input scaled 4x.
    static final int VIEWPORT_WIDTH = 4 * INPUT_WIDTH, VIEWPORT_HEIGHT = 4 * INPUT_HEIGHT;

    /// The three chains measured, by the name the `preset` parameter takes, with the preset's path
    /// within `corpus/cg-libretro-dev` and its number of passes (checked when it is opened).
    enum ChainPreset {
        /// The most used single-pass upscaler of the corpus' xBR family; its one pass renders at
        /// the viewport's size, reading the input frame.
        ONE_PASS("one-pass", "xbr/xbr-lv2.cgp", 1),
        /// xBR's four-pass multipass: two analysis passes at the input's size, one at 2x, the last
        /// at the viewport's size.
        FOUR_PASS("four-pass", "xbr/xbr-mlv4-multipass.cgp", 4),
        /// A longest chain of the corpus (13 passes; every 13-pass preset is one of the blur
        /// benchmark presets): a stretch to the viewport's size, then twelve 9-tap blur passes at
        /// that size, each decoding and encoding gamma itself on RGBA8 targets. (Its sRGB-target
        /// twin `benchmark-blur9fast-srgb-six-times.cgp` draws a different picture on the two
        /// drivers, so no ratio of the two would compare the same work.)
        LONGEST("longest", "blurs/benchmark-presets/benchmark-blur9fast-gamma-encode-every-fbo-six-times.cgp", 13);

        final String key;
        final String file;
        final int passes;

        ChainPreset(String key, String file, int passes) {
            this.key = key;
            this.file = file;
            this.passes = passes;
        }

        static ChainPreset of(String key) {
            return byKey(values(), p -> p.key, key, "preset");
        }
    }

    /// The drivers measured, by the name the `driver` parameter takes: the software driver on
    /// `threads` rasterizer threads, or OpenGL (`threads` 0: llvmpipe takes its own from
    /// `LP_NUM_THREADS`).
    enum ChainDriver {
        SOFT_1("soft-1", "soft", 1), SOFT_2("soft-2", "soft", 2), GL("gl", "gl", 0);

        final String key;
        final String driver;
        final int threads;

        ChainDriver(String key, String driver, int threads) {
            this.key = key;
            this.driver = driver;
            this.threads = threads;
        }

        static ChainDriver of(String key) {
            return byKey(values(), d -> d.key, key, "driver");
        }

        /// The screen options: the software driver gets its thread count and keeps its default
        /// (`jit`) shader backend.
        Map<String, String> screenOptions() {
            return threads > 0 ? Map.of("threads", Integer.toString(threads)) : Map.of();
        }
    }

    /// The constant of `values` whose key is `key`; an unknown key is an
    /// [IllegalArgumentException] naming the keys (`what` names the parameter).
    static <E> E byKey(E[] values, Function<E, String> keyOf, String key, String what) {
        for (E e : values) {
            if (keyOf.apply(e).equals(key)) {
                return e;
            }
        }
        throw new IllegalArgumentException("unknown " + what + " '" + key + "' (expected "
                + String.join(", ", Stream.of(values).map(keyOf).toList()) + ")");
    }

    @Param({"one-pass", "four-pass", "longest"})
    public String preset;

    @Param({"soft-1", "soft-2", "gl"})
    public String driver;

    /// The shelf directory (`../shared` unless `-Dtungsten.shared` says otherwise).
    @Param({""})
    public String shelf;

    /// Frames rendered in setup before JMH's warm-up: on the software driver the least number of
    /// [KernelWarmup] frames (at the input's size), on `gl` frames at the viewport's size.
    @Param({"5"})
    public int warmupFrames;

    /// The longest a software-driver trial's [KernelWarmup] may take, in seconds.
    @Param({"600"})
    public double warmupLimit;

    /// How each software-driver trial's kernel warm-up ended, by `preset/driver`: read by
    /// [RetroChainTable], which runs those trials in its own JVM.
    static final Map<String, KernelWarmup.Result> WARMUPS = new ConcurrentHashMap<>();

    private OpenChain chain;

    @Setup(Level.Trial)
    public void setUp() {
        ChainDriver d = ChainDriver.of(driver);
        chain = OpenChain.open(d, ChainPreset.of(preset), CompileBench.shelfRoot(shelf));
        if (d.threads > 0) {
            // The input's size runs the same kernels on a sixteenth of the pixels, so the
            // interpreted frames before C2 has compiled them cost a sixteenth as much.
            WARMUPS.put(preset + "/" + driver, KernelWarmup.run(() -> chain.frame(INPUT_WIDTH, INPUT_HEIGHT),
                    warmupFrames, warmupLimit));
        } else {
            for (int i = 0; i < warmupFrames; i++) {
                chain.frame(VIEWPORT_WIDTH, VIEWPORT_HEIGHT);
            }
        }
    }

    /// One frame through the whole chain, read back.
    @Benchmark
    public RetroChain.Frame frame() {
        return chain.frame(VIEWPORT_WIDTH, VIEWPORT_HEIGHT);
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        chain.close();
    }

    /// The folder of the presets on the shelf.
    static Path corpus(Path shelf) {
        return shelf.resolve("corpus/cg-libretro-dev");
    }

    /// A chain opened on a driver's screen with its input frame: what a trial renders.
    record OpenChain(Screen screen, RetroChain chain, Image input) implements AutoCloseable {
        /// Reads the preset from the shelf, checks its pass count, and compiles it for `driver`.
        static OpenChain open(ChainDriver driver, ChainPreset preset, Path shelf) {
            Path file = corpus(shelf).resolve(preset.file);
            if (!Files.isRegularFile(file)) {
                throw new IllegalStateException(file + " is absent: this benchmark needs the project shelf (../shared)");
            }
            Preset p = PresetReader.read(file);
            if (p.passes().size() != preset.passes) {
                throw new IllegalStateException(file + " has " + p.passes().size() + " passes, the benchmark expects "
                        + preset.passes + " for '" + preset.key + "'");
            }
            Screen screen = Drivers.byName(driver.driver).createScreen(driver.screenOptions());
            try {
                return new OpenChain(screen, RetroChain.open(screen, p, RetroChain.Options.defaults()), testFrame());
            } catch (RuntimeException e) {
                screen.close();
                throw e;
            }
        }

        RetroChain.Frame frame(int width, int height) {
            return chain.render(input, width, height);
        }

        @Override
        public void close() {
            try {
                chain.close();
            } finally {
                screen.close();
            }
        }
    }

    /// The input frame, 256x224 RGBA8, the same on every run: the kinds of content emulated
    /// consoles show and these filters react to, in horizontal bands: flat colour bars, a
    /// one-pixel checker, a diagonal staircase over a grid, a horizontal gradient, and rings.
    static Image testFrame() {
        int w = INPUT_WIDTH, h = INPUT_HEIGHT;
        byte[] px = new byte[w * h * 4];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int rgb;
                if (y < 32) {
                    rgb = switch (x / 32) {                                      // bars
                        case 0 -> 0xffffff; case 1 -> 0xffff00; case 2 -> 0x00ffff; case 3 -> 0x00ff00;
                        case 4 -> 0xff00ff; case 5 -> 0xff0000; case 6 -> 0x0000ff; default -> 0x000000;
                    };
                } else if (y < 64) {
                    rgb = (x + y) % 2 == 0 ? 0x202020 : 0xe0e0e0;                  // one-pixel checker
                } else if (y < 128) {
                    boolean stair = (x / 3) == (y - 64) || (x / 2) == 127 - (y - 64);
                    boolean grid = x % 8 == 0 || y % 8 == 0;
                    rgb = stair ? 0xf8d800 : grid ? 0x404088 : 0x1060a0;          // diagonals over a grid
                } else if (y < 160) {
                    int v = x * 255 / (w - 1);
                    rgb = v << 16 | (255 - v) << 8 | 0x40;                        // gradient
                } else {
                    int dx = x % 64 - 32, dy = y - 192;
                    int ring = (dx * dx + dy * dy) / 40;
                    rgb = ring % 2 == 0 ? 0xc02040 : 0x20c060;                    // rings
                }
                int i = (y * w + x) * 4;
                px[i] = (byte) (rgb >> 16);
                px[i + 1] = (byte) (rgb >> 8);
                px[i + 2] = (byte) rgb;
                px[i + 3] = (byte) 0xff;
            }
        }
        return new Image(w, h, px);
    }
}
