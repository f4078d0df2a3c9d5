package dev.tungsten.bench;

import dev.tungsten.cli.scene.SceneReader;
import dev.tungsten.cli.scene.SceneRenderer;
import dev.tungsten.pipe.Bind;
import dev.tungsten.pipe.BlendState;
import dev.tungsten.pipe.Box;
import dev.tungsten.pipe.ColorValue;
import dev.tungsten.pipe.CompareFunc;
import dev.tungsten.pipe.ConstantBuffer;
import dev.tungsten.pipe.Context;
import dev.tungsten.pipe.DepthStencilAlphaState;
import dev.tungsten.pipe.DrawInfo;
import dev.tungsten.pipe.Drivers;
import dev.tungsten.pipe.FramebufferState;
import dev.tungsten.pipe.GridInfo;
import dev.tungsten.pipe.ImageView;
import dev.tungsten.pipe.Resource;
import dev.tungsten.pipe.ResourceTemplate;
import dev.tungsten.pipe.SamplerState;
import dev.tungsten.pipe.SamplerView;
import dev.tungsten.pipe.Screen;
import dev.tungsten.pipe.ShaderState;
import dev.tungsten.pipe.Surface;
import dev.tungsten.pipe.Transfer;
import dev.tungsten.pipe.VertexBuffer;
import dev.tungsten.pipe.VertexElement;
import dev.tungsten.pipe.Viewport;
import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.PrimitiveType;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.TgsiText;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/// One frame of a [FillWorkload] on one driver of the pipe interface, on a square RGBA8 target.
/// [FillRateBenchmark] times [#drawAndFinish]; the tests render the same frames small and compare
/// drivers' pictures, and `bench fill` compares the final pictures of its trials, so a figure is
/// never taken from a driver that draws something else (or nothing). Every workload's picture is
/// the same at any target size (textures and triangle cells scale with it), sampled more coarsely
/// when small.
final class FillScene implements AutoCloseable {
    /// The pass-through vertex shader (position and colour, `IN[0]` and `IN[1]`, to `OUT[0]` and
    /// `OUT[1]`): the golden scenes' own, under `tests/cases`.
    static final String VERTEX_FILE = "tgsi/golden/pos_attr.vert";
    /// The fragment shader of the texture rows: one TEX of `IN[0]`.
    static final String TEXTURE_FILE = "bench/fill-texture.tgsi";
    /// The fragment shader of the blend and triangle rows: the interpolated colour.
    static final String COLOR_FILE = "bench/fill-color.tgsi";
    /// The vertex shader of the triangle rows: an MVP transform of `IN[0]` and a diffuse term
    /// from `IN[1]`, a normal turned by the normal matrix.
    static final String TRIANGLE_VERTEX_FILE = "bench/tri-mvp.vert";
    /// The compute shader of the blur row.
    static final String BLUR_FILE = "bench/compute-blur.tgsi";
    /// The shader files the scenes read besides [FillShader]'s.
    static final List<String> FILES = List.of(TEXTURE_FILE, COLOR_FILE, TRIANGLE_VERTEX_FILE, BLUR_FILE);
    /// Full-screen layers per frame of the blend and depth rows.
    static final int LAYERS = 4;

    /// Position (clip space) and colour of the six vertices of the fill-rate quad.
    private static final float[] QUAD = {
        -1, -1, 0, 1, 0.1f, 0.2f, 0.3f, 1, 1, -1, 0, 1, 0.9f, 0.2f, 0.3f, 1, 1, 1, 0, 1, 0.9f, 0.8f, 0.3f, 1,
        -1, -1, 0, 1, 0.1f, 0.2f, 0.3f, 1, 1, 1, 0, 1, 0.9f, 0.8f, 0.3f, 1, -1, 1, 0, 1, 0.1f, 0.8f, 0.3f, 1};

    final Screen screen;
    final Context ctx;
    final FillWorkload workload;
    final int size;
    /// What [#readBack] reads: the render target, or the blur's storage image.
    private Resource target;
    /// Queues one frame's work (the fence wait follows in [#drawAndFinish]).
    private Runnable frame;
    /// The demo's last picture: `SceneRenderer` reads its own target back.
    private byte[] demoPixels;

    private FillScene(Screen screen, Context ctx, FillWorkload workload, int size) {
        this.screen = screen;
        this.ctx = ctx;
        this.workload = workload;
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

    /// The fill-rate scene of `shader`: one full-screen quad.
    static FillScene open(String driver, Map<String, String> options, FillShader shader, int size) {
        return open(driver, options, switch (shader) {
            case CONSTANT -> FillWorkload.CONSTANT;
            case MAD20 -> FillWorkload.MAD20;
            case NOISE -> FillWorkload.NOISE;
        }, size);
    }

    /// Creates the screen and context and binds the workload's state; `size` is a power of two
    /// of at least 32 (the texture and triangle rows halve and divide it).
    static FillScene open(String driver, Map<String, String> options, FillWorkload workload, int size) {
        if (size < 32 || Integer.bitCount(size) != 1) {
            throw new IllegalArgumentException("the target's side must be a power of two of at least 32, found " + size);
        }
        Screen screen = Drivers.byName(driver).createScreen(options);
        try {
            FillScene s = new FillScene(screen, screen.createContext(), workload, size);
            s.setUp();
            return s;
        } catch (RuntimeException e) {
            screen.close();
            throw e;
        }
    }

    private void setUp() {
        if (workload == FillWorkload.DEMO) {
            frame = this::renderDemo;
            return;
        }
        if (workload == FillWorkload.BLUR) {
            setUpBlur();
            return;
        }
        target = screen.createResource(ResourceTemplate.texture2D(PipeFormat.R8G8B8A8_UNORM, size, size, 1, Bind.RENDER_TARGET));
        Resource depth = null;
        if (workload == FillWorkload.DEPTH_FRONT_TO_BACK || workload == FillWorkload.DEPTH_BACK_TO_FRONT) {
            depth = screen.createResource(ResourceTemplate.texture2D(PipeFormat.Z32_FLOAT, size, size, 1, Bind.DEPTH_STENCIL));
        }
        List<Surface> cbufs = new ArrayList<>();
        cbufs.add(Surface.of(target));
        ctx.setFramebufferState(new FramebufferState(size, size, cbufs, depth == null ? null : Surface.of(depth)));
        ctx.setViewportStates(0, List.of(Viewport.of(0, 0, size, size)));
        DrawInfo.Range quad = DrawInfo.Range.of(0, 6), layers = DrawInfo.Range.of(0, 6 * LAYERS);
        DrawInfo triangles = DrawInfo.arrays(PrimitiveType.TRIANGLES);
        ColorValue background = ColorValue.ofFloat(0.1f, 0.15f, 0.2f, 1);
        switch (workload) {
            case CONSTANT, MAD20, NOISE -> {
                bindQuads(workload.shader().tgsi(), workload.shader().name(), QUAD);
                frame = () -> ctx.drawVbo(triangles, quad);
            }
            case BILINEAR, BILINEAR_SRGB -> {
                bindTexture(workload == FillWorkload.BILINEAR_SRGB, size / 2, false,
                        SamplerState.of(SamplerState.Wrap.CLAMP_TO_EDGE, SamplerState.Filter.LINEAR, SamplerState.MipFilter.NONE));
                bindQuads(CaseFiles.read(TEXTURE_FILE), TEXTURE_FILE, FillQuads.texturedQuad());
                frame = () -> ctx.drawVbo(triangles, quad);
            }
            case TRILINEAR, TRILINEAR_SRGB -> {
                bindTexture(workload == FillWorkload.TRILINEAR_SRGB, size, true, SamplerState.TRILINEAR);
                bindQuads(CaseFiles.read(TEXTURE_FILE), TEXTURE_FILE, FillQuads.perspectivePlane());
                frame = () -> ctx.drawVbo(triangles, quad);
            }
            case BLEND -> {
                ctx.bindBlendState(ctx.createBlendState(BlendState.of(BlendState.RenderTarget.blend(BlendState.Func.ADD,
                        BlendState.Factor.SRC_ALPHA, BlendState.Factor.INV_SRC_ALPHA))));
                bindQuads(CaseFiles.read(COLOR_FILE), COLOR_FILE, FillQuads.translucentLayers());
                frame = () -> {
                    ctx.clear(Context.CLEAR_COLOR0, background, 1, 0);
                    ctx.drawVbo(triangles, layers);
                };
            }
            case DEPTH_FRONT_TO_BACK, DEPTH_BACK_TO_FRONT -> {
                ctx.bindDepthStencilAlphaState(ctx.createDepthStencilAlphaState(DepthStencilAlphaState.depth(CompareFunc.LESS, true)));
                bindQuads(FillShader.MAD20.tgsi(), FillShader.MAD20.name(),
                        FillQuads.depthLayers(workload == FillWorkload.DEPTH_FRONT_TO_BACK));
                frame = () -> {
                    ctx.clear(Context.CLEAR_COLOR0 | Context.CLEAR_DEPTH, background, 1, 0);
                    ctx.drawVbo(triangles, layers);
                };
            }
            case TRIANGLES_16, TRIANGLES_64 -> setUpTriangles();
            case DEMO, BLUR -> throw new AssertionError(workload + " is set up above");
        }
    }

    /// Binds the pass-through vertex shader, `fragment` and `vertices` (position and one
    /// attribute, four floats each, per vertex) as a user vertex buffer.
    private void bindQuads(String fragment, String name, float[] vertices) {
        ctx.bindShaderState(Processor.VERT, ctx.createShaderState(ShaderState.of(TgsiText.parse(CaseFiles.read(VERTEX_FILE), VERTEX_FILE))));
        ctx.bindShaderState(Processor.FRAG, ctx.createShaderState(ShaderState.of(TgsiText.parse(fragment, name))));
        ctx.bindVertexElementsState(ctx.createVertexElementsState(VertexElement.Layout.of(
                VertexElement.of(0, 0, PipeFormat.R32G32B32A32_FLOAT, 32),
                VertexElement.of(0, 16, PipeFormat.R32G32B32A32_FLOAT, 32))));
        ctx.setVertexBuffers(List.of(VertexBuffer.user(floats(vertices))));
    }

    /// Uploads the [FillQuads#pattern] texture of side `side` (with its whole mip chain, box-filtered on
    /// the CPU so every driver samples the same bytes, when `mipmapped`) and binds it with `sampler`
    /// to fragment sampler 0.
    private void bindTexture(boolean srgb, int side, boolean mipmapped, SamplerState sampler) {
        int levels = mipmapped ? ResourceTemplate.fullMipLevels(side, side, 1) : 1;
        Resource tex = screen.createResource(ResourceTemplate.texture2D(
                srgb ? PipeFormat.R8G8B8A8_SRGB : PipeFormat.R8G8B8A8_UNORM, side, side, levels, Bind.SAMPLER_VIEW));
        byte[] level = FillQuads.pattern(side, false);
        for (int l = 0, s = side; l < levels; l++, s /= 2) {
            ctx.textureSubdata(tex, l, Box.of2D(0, 0, s, s), level, s * 4, s * s * 4);
            level = FillQuads.halve(level, s);
        }
        ctx.setSamplerViews(Processor.FRAG, 0, List.of(SamplerView.of(tex)));
        ctx.bindSamplerStates(Processor.FRAG, 0, List.of(ctx.createSamplerState(sampler)));
    }

    /// The triangle rows: an indexed grid of cells split on their diagonals, in buffer resources.
    private void setUpTriangles() {
        int[] cell = cell(workload);
        FillQuads.Grid grid = FillQuads.grid(size, cell[0], cell[1]);
        Resource vertices = screen.createResource(ResourceTemplate.buffer(grid.vertices().length * 4, Bind.VERTEX_BUFFER));
        ctx.bufferSubdata(vertices, 0, floats(grid.vertices()));
        ByteBuffer ib = ByteBuffer.allocate(grid.indices().length * 4).order(ByteOrder.LITTLE_ENDIAN);
        for (int i : grid.indices()) {
            ib.putInt(i);
        }
        Resource indices = screen.createResource(ResourceTemplate.buffer(ib.capacity(), Bind.INDEX_BUFFER));
        ctx.bufferSubdata(indices, 0, ib.array());
        ctx.bindShaderState(Processor.VERT, ctx.createShaderState(ShaderState.of(
                TgsiText.parse(CaseFiles.read(TRIANGLE_VERTEX_FILE), TRIANGLE_VERTEX_FILE))));
        ctx.bindShaderState(Processor.FRAG, ctx.createShaderState(ShaderState.of(TgsiText.parse(CaseFiles.read(COLOR_FILE), COLOR_FILE))));
        ctx.bindVertexElementsState(ctx.createVertexElementsState(VertexElement.Layout.of(
                VertexElement.of(0, 0, PipeFormat.R32G32B32A32_FLOAT, 32),
                VertexElement.of(0, 16, PipeFormat.R32G32B32A32_FLOAT, 32))));
        ctx.setVertexBuffers(List.of(VertexBuffer.of(vertices, 0)));
        ctx.setConstantBuffer(Processor.VERT, 0, ConstantBuffer.ofFloats(FillQuads.triangleConstants(size)));
        DrawInfo draw = DrawInfo.indexed(PrimitiveType.TRIANGLES, 4, indices);
        DrawInfo.Range all = DrawInfo.Range.of(0, grid.indices().length);
        ColorValue background = ColorValue.ofFloat(0, 0, 0, 1);
        frame = () -> {
            ctx.clear(Context.CLEAR_COLOR0, background, 1, 0);
            ctx.drawVbo(draw, all);
        };
    }

    /// Width and height in pixels of the cells of a triangle row, two triangles each.
    private static int[] cell(FillWorkload w) {
        return w == FillWorkload.TRIANGLES_16 ? new int[] {8, 4} : new int[] {16, 8};
    }

    /// Triangles in one frame of a triangle row on a `size` x `size` target.
    static int gridTriangles(FillWorkload w, int size) {
        int[] c = cell(w);
        return 2 * (size / c[0]) * (size / c[1]);
    }

    /// The blur row: the pattern (with per-texel noise) as a sampled texture, an RGBA8 storage
    /// image of the same size written by the compute shader, one 8x8 block per 64 pixels.
    private void setUpBlur() {
        Resource src = screen.createResource(ResourceTemplate.texture2D(PipeFormat.R8G8B8A8_UNORM, size, size, 1, Bind.SAMPLER_VIEW));
        ctx.textureSubdata(src, 0, Box.of2D(0, 0, size, size), FillQuads.pattern(size, true), size * 4, size * size * 4);
        target = screen.createResource(ResourceTemplate.texture2D(PipeFormat.R8G8B8A8_UNORM, size, size, 1, Bind.SHADER_IMAGE));
        ctx.bindShaderState(Processor.COMP, ctx.createShaderState(ShaderState.of(TgsiText.parse(CaseFiles.read(BLUR_FILE), BLUR_FILE))));
        ctx.setSamplerViews(Processor.COMP, 0, List.of(SamplerView.of(src)));
        ctx.setShaderImages(Processor.COMP, 0, List.of(new ImageView(target, PipeFormat.R8G8B8A8_UNORM, 0, 0, 0, ImageView.WRITE)));
        GridInfo grid = new GridInfo(8, 8, 1, size / 8, size / 8, 1);
        frame = () -> {
            ctx.launchGrid(grid);
            ctx.memoryBarrier();
        };
    }

    /// One frame of the demo: what `tungsten demo` does, on this scene's screen.
    private void renderDemo() {
        demoPixels = SceneRenderer.render(DemoScene.SCENE, screen, size, size, null).pixels();
    }

    /// One frame, submitted and waited for: on the software driver the fence signals when the
    /// rasterizer threads have finished; on the GL driver it is a GL fence sync waited on with
    /// `glClientWaitSync` (flushing), which on llvmpipe returns when its rasterizer threads have
    /// finished, as `glFinish` would. The demo's frame ends with its own read-back.
    void drawAndFinish() {
        frame.run();
        if (workload != FillWorkload.DEMO) {
            ctx.flush().await(Long.MAX_VALUE);
        }
    }

    /// The frame's pixels (the render target, or the blur's storage image), RGBA8, rows from
    /// y = 0, `size * size * 4` bytes.
    byte[] readBack() {
        if (workload == FillWorkload.DEMO) {
            if (demoPixels == null) {
                renderDemo();
            }
            return demoPixels.clone();
        }
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

    private static byte[] floats(float[] values) {
        ByteBuffer b = ByteBuffer.allocate(values.length * 4).order(ByteOrder.LITTLE_ENDIAN);
        for (float f : values) {
            b.putFloat(f);
        }
        return b.array();
    }

    @Override
    public void close() {
        try {
            ctx.close();
        } finally {
            screen.close();
        }
    }

    /// The demo scene, parsed once per JVM from the CLI's resource.
    private static final class DemoScene {
        static final dev.tungsten.cli.scene.Scene SCENE = load();

        private static dev.tungsten.cli.scene.Scene load() {
            try (InputStream in = SceneRenderer.class.getResourceAsStream("/dev/tungsten/cli/scene/demo.json")) {
                if (in == null) {
                    throw new IllegalStateException("the demo scene resource of tungsten-cli is missing");
                }
                return SceneReader.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), "builtin:demo.json", Path.of("."));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
