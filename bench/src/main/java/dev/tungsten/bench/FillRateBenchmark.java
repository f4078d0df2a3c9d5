package dev.tungsten.bench;

import dev.tungsten.pipe.Bind;
import dev.tungsten.pipe.Context;
import dev.tungsten.pipe.DrawInfo;
import dev.tungsten.pipe.FramebufferState;
import dev.tungsten.pipe.Resource;
import dev.tungsten.pipe.ResourceTemplate;
import dev.tungsten.pipe.Screen;
import dev.tungsten.pipe.ShaderState;
import dev.tungsten.pipe.Surface;
import dev.tungsten.pipe.VertexBuffer;
import dev.tungsten.pipe.VertexElement;
import dev.tungsten.pipe.Drivers;
import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.PrimitiveType;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.TgsiText;
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

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/// Fill rate of a pipe driver: one full-screen quad (two triangles) on a 1024x1024 RGBA8 target,
/// finished before the next (a fence wait per quad, as Mesa's figures were taken with a glFinish
/// after each quad: batching opaque quads lets llvmpipe skip covered ones), with the shaders of
/// [FillShader], on 1 rasterizer thread and on one per core. The same class measures Mesa's
/// llvmpipe through the `gl` driver (its threads come from `LP_NUM_THREADS`, which
/// [FillRateTable] sets for the forked JVM). [FillRateTable] turns times into megapixels per second.
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

    /// The driver: `soft`, or `gl` (Mesa's llvmpipe here).
    @Param("soft")
    public String driver;

    /// The software driver's shader backend (`jit`, `interp`); other drivers ignore it.
    @Param("jit")
    public String backend;

    private Screen screen;
    private Context ctx;

    static final String VERTEX = """
            VERT
            DCL IN[0]
            DCL IN[1]
            DCL OUT[0], POSITION
            DCL OUT[1], GENERIC[0]
              0: MOV OUT[0], IN[0]
              1: MOV OUT[1], IN[1]
              2: END
            """;

    @Setup(Level.Trial)
    public void setUp() {
        String n = threads.equals("all") ? Integer.toString(Runtime.getRuntime().availableProcessors()) : threads;
        screen = Drivers.byName(driver).createScreen(driver.equals("soft") ? Map.of("threads", n, "backend", backend) : Map.of());
        ctx = screen.createContext();
        Resource rt = screen.createResource(ResourceTemplate.texture2D(PipeFormat.R8G8B8A8_UNORM, SIZE, SIZE, 1,
                Bind.RENDER_TARGET));
        List<Surface> cbufs = new ArrayList<>();
        cbufs.add(Surface.of(rt));
        ctx.setFramebufferState(new FramebufferState(SIZE, SIZE, cbufs, null));
        ctx.bindShaderState(Processor.VERT, ctx.createShaderState(ShaderState.of(TgsiText.parse(VERTEX, "fill.vert"))));
        ctx.bindShaderState(Processor.FRAG, ctx.createShaderState(ShaderState.of(TgsiText.parse(shader.tgsi, shader.name()))));
        float[] v = {
            -1, -1, 0, 1, 0.1f, 0.2f, 0.3f, 1, 1, -1, 0, 1, 0.9f, 0.2f, 0.3f, 1, 1, 1, 0, 1, 0.9f, 0.8f, 0.3f, 1,
            -1, -1, 0, 1, 0.1f, 0.2f, 0.3f, 1, 1, 1, 0, 1, 0.9f, 0.8f, 0.3f, 1, -1, 1, 0, 1, 0.1f, 0.8f, 0.3f, 1};
        ByteBuffer b = ByteBuffer.allocate(v.length * 4).order(ByteOrder.LITTLE_ENDIAN);
        for (float f : v) {
            b.putFloat(f);
        }
        ctx.bindVertexElementsState(ctx.createVertexElementsState(VertexElement.Layout.of(
                VertexElement.of(0, 0, PipeFormat.R32G32B32A32_FLOAT, 32),
                VertexElement.of(0, 16, PipeFormat.R32G32B32A32_FLOAT, 32))));
        ctx.setVertexBuffers(List.of(VertexBuffer.user(b.array())));
    }

    /// One full-screen quad, drawn and finished.
    @Benchmark
    public void quad() {
        ctx.drawVbo(DrawInfo.arrays(PrimitiveType.TRIANGLES), DrawInfo.Range.of(0, 6));
        ctx.flush().await(Long.MAX_VALUE);
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        ctx.close();
        screen.close();
    }
}
