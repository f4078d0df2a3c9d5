package dev.tungsten.bench;

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

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/// Frame rate of a pipe driver on the workloads of [FillWorkload]: one frame on a 1024x1024 RGBA8
/// target (a full-screen quad with a fill-rate shader, textured, blended or depth-tested layers,
/// a grid of small triangles, the demo scene, a compute blur), finished before the next (a fence
/// wait per frame, as Mesa's figures were taken with a glFinish after each quad: batching opaque
/// quads lets llvmpipe skip covered ones), on 1 rasterizer thread and on one per core; the scene
/// is [FillScene].
///
/// When the system property [#IMAGES] names a directory, each trial writes its final picture
/// there (read back after the last measured frame) as raw RGBA8, named by [#imageFile], so the
/// table can show how far each of ours is from llvmpipe's.
///
/// This is also the soft-versus-GL rendering benchmark: `-p driver=soft,gl` renders the same scene
/// through the software driver and through the `gl` driver (Mesa's llvmpipe without a GPU) in one
/// JMH run. llvmpipe's thread count comes from `LP_NUM_THREADS`, read when the context is created;
/// a `gl` trial whose `threads` disagree with it fails rather than report a mislabelled figure.
/// [FillRateTable] forks a JVM per llvmpipe setting with the variable set and prints Mpix/s and
/// the ratios.
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class FillRateBenchmark {
    public static final int SIZE = 1024;
    /// The system property naming the directory for the trials' final pictures.
    public static final String IMAGES = "tungsten.bench.images";

    @Param
    public FillWorkload workload;

    /// Rasterizer threads: a number, or `all` for one per core.
    @Param({"1", "all"})
    public String threads;

    /// The driver: `soft`, `gl` (Mesa's llvmpipe here) or `vk` (Mesa's lavapipe here).
    @Param("soft")
    public String driver;

    /// The software driver's shader backend (`jit`, `interp`); other drivers ignore it.
    @Param("jit")
    public String backend;

    private FillScene scene;
    private int rasterizerThreads;

    @Setup(Level.Trial)
    public void setUp() {
        int n = FillScene.threads(threads);
        if (driver.equals("gl") || driver.equals("vk")) {
            String mismatch = FillScene.llvmpipeThreadsMismatch(n, System.getenv("LP_NUM_THREADS"));
            if (mismatch != null) {
                throw new IllegalStateException(mismatch);
            }
        }
        rasterizerThreads = n;
        scene = FillScene.open(driver, FillScene.screenOptions(driver, backend, n), workload, SIZE);
        if (driver.equals("soft") && backend.startsWith("jit")) {
            // Until C2 has compiled a kernel it runs in the bytecode interpreter, and on a small
            // machine C2 takes tens of seconds for a long shader: a fixed warm-up measured
            // half-compiled kernels.
            KernelWarmup.Result w = KernelWarmup.run(scene::drawAndFinish, WARMUP_FRAMES, WARMUP_LIMIT_SECONDS);
            String dir = System.getProperty(IMAGES);
            if (dir != null && !w.settled()) {
                try {
                    Files.writeString(Path.of(dir, imageFile(driver, backend, n, workload) + UNSETTLED), String.format(Locale.ROOT,
                            "%d frames in %.1f s%n", w.frames(), w.seconds()));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }
    }

    /// Frames a JIT trial renders before [KernelWarmup] may stop: a frame calls each kernel
    /// method thousands of times, so three are past the point where C2 queues them.
    static final int WARMUP_FRAMES = 3;
    /// The longest a JIT trial's [KernelWarmup] may take, in seconds.
    static final double WARMUP_LIMIT_SECONDS = 90;
    /// The suffix of the file a trial writes beside its picture when C2 was still compiling its
    /// kernels at [#WARMUP_LIMIT_SECONDS]; the table marks that figure.
    static final String UNSETTLED = ".unsettled";

    /// One frame, drawn and finished.
    @Benchmark
    public void frame() {
        scene.drawAndFinish();
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        try {
            String dir = System.getProperty(IMAGES);
            if (dir != null) {
                Files.write(Path.of(dir, imageFile(driver, backend, rasterizerThreads, workload)), scene.readBack());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            scene.close();
        }
    }

    /// The name of a trial's picture in the [#IMAGES] directory.
    static String imageFile(String driver, String backend, int threads, FillWorkload workload) {
        return String.format(Locale.ROOT, "%s-%s-%d-%s.rgba", driver, backend, threads, workload.key);
    }
}
