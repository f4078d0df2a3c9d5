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

import java.util.concurrent.TimeUnit;

/// Fill rate of a pipe driver: one full-screen quad (two triangles) on a 1024x1024 RGBA8 target,
/// finished before the next (a fence wait per quad, as Mesa's figures were taken with a glFinish
/// after each quad: batching opaque quads lets llvmpipe skip covered ones), with the shaders of
/// [FillShader], on 1 rasterizer thread and on one per core; the scene is [FillScene].
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

    @Param
    public FillShader shader;

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

    @Setup(Level.Trial)
    public void setUp() {
        int n = FillScene.threads(threads);
        if (driver.equals("gl") || driver.equals("vk")) {
            String mismatch = FillScene.llvmpipeThreadsMismatch(n, System.getenv("LP_NUM_THREADS"));
            if (mismatch != null) {
                throw new IllegalStateException(mismatch);
            }
        }
        scene = FillScene.open(driver, FillScene.screenOptions(driver, backend, n), shader, SIZE);
    }

    /// One full-screen quad, drawn and finished.
    @Benchmark
    public void quad() {
        scene.drawAndFinish();
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        scene.close();
    }
}
