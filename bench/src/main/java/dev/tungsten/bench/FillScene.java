package dev.tungsten.bench;

import dev.tungsten.pipe.Bind;
import dev.tungsten.pipe.Box;
import dev.tungsten.pipe.Context;
import dev.tungsten.pipe.DrawInfo;
import dev.tungsten.pipe.Drivers;
import dev.tungsten.pipe.FramebufferState;
import dev.tungsten.pipe.Resource;
import dev.tungsten.pipe.ResourceTemplate;
import dev.tungsten.pipe.Screen;
import dev.tungsten.pipe.ShaderState;
import dev.tungsten.pipe.Surface;
import dev.tungsten.pipe.Transfer;
import dev.tungsten.pipe.VertexBuffer;
import dev.tungsten.pipe.VertexElement;
import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.PrimitiveType;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.TgsiText;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/// The fill-rate scene on one driver of the pipe interface: a square RGBA8 render target, a
/// pass-through vertex shader, one [FillShader] and a full-screen quad (two triangles) whose
/// colour attribute runs from 0.1 to 0.9 across the target. [FillRateBenchmark] times
/// [#drawAndFinish]; the tests render the same scene small and compare drivers' pictures, so a
/// figure is never taken from a driver that draws something else (or nothing).
final class FillScene implements AutoCloseable {
    /// The pass-through vertex shader (position and colour, `IN[0]` and `IN[1]`, to `OUT[0]` and
    /// `OUT[1]`): the golden scenes' own, under `tests/cases`.
    static final String VERTEX_FILE = "tgsi/golden/pos_attr.vert";

    /// Position (clip space) and colour of the six vertices.
    private static final float[] QUAD = {
        -1, -1, 0, 1, 0.1f, 0.2f, 0.3f, 1, 1, -1, 0, 1, 0.9f, 0.2f, 0.3f, 1, 1, 1, 0, 1, 0.9f, 0.8f, 0.3f, 1,
        -1, -1, 0, 1, 0.1f, 0.2f, 0.3f, 1, 1, 1, 0, 1, 0.9f, 0.8f, 0.3f, 1, -1, 1, 0, 1, 0.1f, 0.8f, 0.3f, 1};

    final Screen screen;
    final Context ctx;
    final Resource target;
    final int size;

    private FillScene(Screen screen, Context ctx, Resource target, int size) {
        this.screen = screen;
        this.ctx = ctx;
        this.target = target;
        this.size = size;
    }

    /// Options for the driver's screen: the software driver gets its rasterizer threads and shader
    /// backend; other drivers take theirs from elsewhere (llvmpipe: `LP_NUM_THREADS`).
    static Map<String, String> screenOptions(String driver, String backend, int threads) {
        return driver.equals("soft") ? Map.of("threads", Integer.toString(threads), "backend", backend) : Map.of();
    }

    /// Rasterizer threads for a benchmark's `threads` parameter: a number, or `all` for one per core.
    static int threads(String parameter) {
        if (parameter.equals("all")) {
            return Runtime.getRuntime().availableProcessors();
        }
        try {
            return Integer.parseInt(parameter);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("threads must be a number or 'all', found '" + parameter + "'");
        }
    }

    /// llvmpipe takes its rasterizer threads from `LP_NUM_THREADS` when the context is created, so
    /// a `gl` figure for `threads` rasterizer threads is only honest when the variable says so.
    /// Returns null when it does, else why not (`lpNumThreads` is the variable's value or null).
    static String llvmpipeThreadsMismatch(int threads, String lpNumThreads) {
        if (lpNumThreads != null && lpNumThreads.trim().equals(Integer.toString(threads))) {
            return null;
        }
        return "llvmpipe and lavapipe take their thread count from LP_NUM_THREADS when the context is created: "
                + "run this trial (threads=" + threads + ") with LP_NUM_THREADS=" + threads + " (tungsten bench fill does), "
                + (lpNumThreads == null ? "it is unset" : "found LP_NUM_THREADS=" + lpNumThreads);
    }

    /// Creates the screen and context and binds the scene's state.
    static FillScene open(String driver, Map<String, String> options, FillShader shader, int size) {
        Screen screen = Drivers.byName(driver).createScreen(options);
        try {
            Context ctx = screen.createContext();
            Resource rt = screen.createResource(ResourceTemplate.texture2D(PipeFormat.R8G8B8A8_UNORM, size, size, 1,
                    Bind.RENDER_TARGET));
            List<Surface> cbufs = new ArrayList<>();
            cbufs.add(Surface.of(rt));
            ctx.setFramebufferState(new FramebufferState(size, size, cbufs, null));
            ctx.bindShaderState(Processor.VERT, ctx.createShaderState(ShaderState.of(TgsiText.parse(CaseFiles.read(VERTEX_FILE), VERTEX_FILE))));
            ctx.bindShaderState(Processor.FRAG, ctx.createShaderState(ShaderState.of(TgsiText.parse(shader.tgsi(), shader.name()))));
            ByteBuffer b = ByteBuffer.allocate(QUAD.length * 4).order(ByteOrder.LITTLE_ENDIAN);
            for (float f : QUAD) {
                b.putFloat(f);
            }
            ctx.bindVertexElementsState(ctx.createVertexElementsState(VertexElement.Layout.of(
                    VertexElement.of(0, 0, PipeFormat.R32G32B32A32_FLOAT, 32),
                    VertexElement.of(0, 16, PipeFormat.R32G32B32A32_FLOAT, 32))));
            ctx.setVertexBuffers(List.of(VertexBuffer.user(b.array())));
            return new FillScene(screen, ctx, rt, size);
        } catch (RuntimeException e) {
            screen.close();
            throw e;
        }
    }

    /// One full-screen quad, drawn, submitted and waited for: on the software driver the fence
    /// signals when the rasterizer threads have finished the scene; on the GL driver it is a GL
    /// fence sync waited on with `glClientWaitSync` (flushing), which on llvmpipe returns when its
    /// rasterizer threads have finished, as `glFinish` would.
    void drawAndFinish() {
        ctx.drawVbo(DrawInfo.arrays(PrimitiveType.TRIANGLES), DrawInfo.Range.of(0, 6));
        ctx.flush().await(Long.MAX_VALUE);
    }

    /// The target's pixels, RGBA8, rows from y = 0, `size * size * 4` bytes.
    byte[] readBack() {
        Transfer t = ctx.map(target, 0, new Box(0, 0, 0, size, size, 1), Transfer.READ);
        try {
            byte[] pixels = new byte[size * size * 4];
            ByteBuffer data = t.data().duplicate();
            for (int y = 0; y < size; y++) {
                data.position(y * t.stride());
                data.get(pixels, y * size * 4, size * 4);
            }
            return pixels;
        } finally {
            ctx.unmap(t);
        }
    }

    @Override
    public void close() {
        try {
            ctx.close();
        } finally {
            screen.close();
        }
    }
}
