package dev.tungsten.tests.wgsl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import dev.tungsten.ir.DiagnosticRenderer;
import dev.tungsten.ir.TgsiLowering;
import dev.tungsten.ir.TgsiProgram;
import dev.tungsten.pipe.Bind;
import dev.tungsten.pipe.Box;
import dev.tungsten.pipe.ColorValue;
import dev.tungsten.pipe.Context;
import dev.tungsten.pipe.DrawInfo;
import dev.tungsten.pipe.FramebufferState;
import dev.tungsten.pipe.GridInfo;
import dev.tungsten.pipe.Resource;
import dev.tungsten.pipe.ResourceTemplate;
import dev.tungsten.pipe.SamplerState;
import dev.tungsten.pipe.SamplerView;
import dev.tungsten.pipe.Screen;
import dev.tungsten.pipe.ShaderBuffer;
import dev.tungsten.pipe.ShaderState;
import dev.tungsten.pipe.Surface;
import dev.tungsten.pipe.Transfer;
import dev.tungsten.pipe.VertexBuffer;
import dev.tungsten.pipe.VertexElement;
import dev.tungsten.pipe.shader.InterpreterBackend;
import dev.tungsten.soft.SoftScreen;
import dev.tungsten.soft.jit.JitBackend;
import dev.tungsten.soft.jit.JitOptions;
import dev.tungsten.tests.TestScreens;
import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.PrimitiveType;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.wgsl.Wgsl;

/// `texture_external` on the drivers (decision 0029): the host binds one plane of decoded RGBA
/// (here a 4x3 `R8G8B8A8_UNORM` texture) where the resource table puts the binding, exactly as
/// for a `texture_2d<f32>`. A compute shader reads it with `textureSampleBaseClampToEdge`,
/// `textureLoad` and `textureDimensions`; a fragment shader shaped like webgpu-samples'
/// `sampleExternalTexture.frag.wgsl` samples it over a square whose coordinates reach beyond
/// every edge. Run on the soft driver's reference interpreter, its JIT (compiled before the
/// first use) and OpenGL (llvmpipe here).
///
/// The sampler repeats and filters linearly, so a coordinate outside the half-texel clamp would
/// blend in the texels of the opposite edge: the texture's edges differ by up to 1.0 in each
/// channel, so a missing clamp is off by far more than the tolerance. Loads and the size are
/// exact (1e-6: an 8-bit value decoded to float); filtered samples are within 2/255, as
/// llvmpipe filters 8-bit texels with 8-bit weights and rounds the result to 8 bits, and the
/// drawn pixels within 3/255, one more for the 8-bit render target's rounding.
class ExternalTextureDriverTest {
    private static final int W = 4;
    private static final int H = 3;
    private static final int N = 8;

    private static final String COMPUTE = """
            @group(0) @binding(0) var<storage, read_write> out: array<vec4f>;
            @group(0) @binding(1) var<storage, read> uv: array<vec2f>;
            @group(0) @binding(2) var video: texture_external;
            @group(0) @binding(3) var s: sampler;

            @compute @workgroup_size(8)
            fn main(@builtin(local_invocation_index) i: u32) {
                out[i] = textureSampleBaseClampToEdge(video, s, uv[i]);
                let size = textureDimensions(video);
                out[8u + i] = textureLoad(video, vec2i(vec2u(i % size.x, i / size.x % size.y)));
                if (i == 0u) {
                    out[16] = vec4f(vec2f(size), 0.0, 0.0);
                }
            }
            """;

    /// The samples' own shape (webgpu-samples' `sampleExternalTexture.frag.wgsl`): a fragment
    /// shader sampling the frame at its interpolated coordinate.
    private static final String FRAGMENT = """
            struct VOut {
                @builtin(position) position: vec4f,
                @location(0) uv: vec2f,
            };
            @vertex
            fn vs(@location(0) position: vec4f, @location(1) uv: vec4f) -> VOut {
                return VOut(position, uv.xy);
            }
            @group(0) @binding(2) var video: texture_external;
            @group(0) @binding(3) var s: sampler;
            @fragment
            fn fs(@location(0) uv: vec2f) -> @location(0) vec4f {
                return textureSampleBaseClampToEdge(video, s, uv);
            }
            """;

    /// The drawn image: SIDE x SIDE pixels whose coordinates run from UV_MIN to UV_MAX, so the
    /// outer pixels lie beyond the half-texel clamp.
    private static final int SIDE = 12;
    private static final float UV_MIN = -0.25f;
    private static final float UV_MAX = 1.25f;

    /// One coordinate per invocation: beyond every edge and corner, on the edges, between texels.
    private static final float[][] UV = {
        {-1f, -1f}, {2f, 2f}, {0f, 0.5f}, {1f, 0.5f}, {0.5f, 0.5f}, {0.3f, 0.1f}, {0.99f, 0.99f}, {0.01f, 0.6f}};

    /// The 8-bit channels of texel (x, y): red and alpha vary across, green down, blue both.
    private static int[] texel(int x, int y) {
        return new int[] {x * 85, y * 255 / (H - 1), (x * 3 + y * 7) * 10, 255 - x * 60};
    }

    @TestFactory
    Stream<DynamicTest> drivers() {
        return Stream.of(
                DynamicTest.dynamicTest("soft interp", () -> {
                    try (Screen screen = new SoftScreen(0, new InterpreterBackend())) {
                        checkBoth("soft interp", screen);
                    }
                }),
                DynamicTest.dynamicTest("soft jit", () -> {
                    JitBackend jit = new JitBackend(JitOptions.EXACT, false);
                    try (Screen screen = new SoftScreen(0, jit)) {
                        checkBoth("soft jit", screen);
                    }
                    assertEquals(List.of(3, 0), List.of(jit.compiled(), jit.fallbacks()),
                            "the JIT's classes ran the compute, vertex and fragment shaders");
                }),
                DynamicTest.dynamicTest("gl", () -> {
                    try (Screen screen = TestScreens.open("gl", Map.of())) {
                        checkBoth("gl", screen);
                    }
                }));
    }

    private static void checkBoth(String driver, Screen screen) {
        check(driver, run(screen));
        checkImage(driver, draw(screen));
    }

    private static void check(String driver, float[] got) {
        for (int i = 0; i < N; i++) {
            float[] want = bilinear(UV[i][0], UV[i][1]);
            for (int c = 0; c < 4; c++) {
                assertEquals(want[c], got[4 * i + c], 2 / 255f,
                        driver + ": textureSampleBaseClampToEdge at " + UV[i][0] + ", " + UV[i][1] + " channel " + c);
            }
        }
        for (int i = 0; i < N; i++) {
            int[] t = texel(i % W, i / W % H);
            for (int c = 0; c < 4; c++) {
                assertEquals(t[c] / 255f, got[4 * (N + i) + c], 1e-6f, driver + ": textureLoad texel " + i + " channel " + c);
            }
        }
        assertEquals(List.of((float) W, (float) H), List.of(got[4 * 2 * N], got[4 * 2 * N + 1]), driver + ": textureDimensions");
    }

    /// WGSL's definition: clamp to half a texel inside the edges, then filter level 0 bilinearly
    /// (the repeat wrap is written out, though after the clamp it gives a weight of 0 at most).
    private static float[] bilinear(float u, float v) {
        double cu = Math.clamp(u, 0.5 / W, 1 - 0.5 / W);
        double cv = Math.clamp(v, 0.5 / H, 1 - 0.5 / H);
        double x = cu * W - 0.5, y = cv * H - 0.5;
        int x0 = (int) Math.floor(x), y0 = (int) Math.floor(y);
        double fx = x - x0, fy = y - y0;
        float[] out = new float[4];
        for (int c = 0; c < 4; c++) {
            double top = (1 - fx) * at(x0, y0, c) + fx * at(x0 + 1, y0, c);
            double bottom = (1 - fx) * at(x0, y0 + 1, c) + fx * at(x0 + 1, y0 + 1, c);
            out[c] = (float) ((1 - fy) * top + fy * bottom);
        }
        return out;
    }

    private static double at(int x, int y, int c) {
        return texel(Math.floorMod(x, W), Math.floorMod(y, H))[c] / 255.0;
    }

    private static TgsiProgram lower(String source, String entry) {
        Wgsl.Result r = Wgsl.compile("external.wgsl", source);
        assertTrue(r.ok(), () -> DiagnosticRenderer.renderAll(r.source(), r.diagnostics()));
        return TgsiLowering.lower(r.module(), r.info(), entry, TgsiLowering.Options.defaults());
    }

    /// The decoded RGBA frame a host imports: W x H texels of `R8G8B8A8_UNORM`, one level.
    private static Resource frame(Screen screen, Context ctx) {
        Resource video = screen.createResource(ResourceTemplate.texture2D(PipeFormat.R8G8B8A8_UNORM, W, H, 1, Bind.SAMPLER_VIEW));
        byte[] texels = new byte[W * H * 4];
        for (int y = 0; y < H; y++) {
            for (int x = 0; x < W; x++) {
                int[] t = texel(x, y);
                for (int c = 0; c < 4; c++) {
                    texels[(y * W + x) * 4 + c] = (byte) t[c];
                }
            }
        }
        ctx.textureSubdata(video, 0, Box.of2D(0, 0, W, H), texels, W * 4, W * H * 4);
        return video;
    }

    /// Binds the frame and a repeating linear sampler where `prog`'s resource table puts
    /// `@binding(2)` and `@binding(3)`, as a host would from its bind group layout; returns the
    /// other resources.
    private static List<TgsiProgram.Resource> bindFrame(Context ctx, Processor stage, TgsiProgram prog, Resource video) {
        List<TgsiProgram.Resource> others = new ArrayList<>();
        for (TgsiProgram.Resource res : prog.resources()) {
            switch (res.binding()) {
                case 2 -> {
                    assertEquals(RegisterFile.SAMPLER_VIEW, res.file());
                    ctx.setSamplerViews(stage, res.index(), List.of(SamplerView.of(video)));
                }
                case 3 -> {
                    assertEquals(RegisterFile.SAMPLER, res.file());
                    SamplerState repeat = SamplerState.of(SamplerState.Wrap.REPEAT, SamplerState.Filter.LINEAR,
                            SamplerState.MipFilter.NONE);
                    ctx.bindSamplerStates(stage, res.index(), List.of(ctx.createSamplerState(repeat)));
                }
                default -> others.add(res);
            }
        }
        return others;
    }

    /// Dispatches one workgroup and returns the output buffer as floats.
    private static float[] run(Screen screen) {
        TgsiProgram prog = lower(COMPUTE, "main");
        try (Context ctx = screen.createContext()) {
            List<Resource> made = new ArrayList<>();
            Resource out = buffer(screen, ctx, new float[4 * (2 * N + 1)], made);
            float[] uv = new float[2 * N];
            for (int i = 0; i < N; i++) {
                uv[2 * i] = UV[i][0];
                uv[2 * i + 1] = UV[i][1];
            }
            Resource uvs = buffer(screen, ctx, uv, made);
            Resource video = frame(screen, ctx);
            made.add(video);
            ShaderBuffer[] buffers = new ShaderBuffer[2];
            for (TgsiProgram.Resource res : bindFrame(ctx, Processor.COMP, prog, video)) {
                assertEquals(RegisterFile.BUFFER, res.file());
                buffers[res.index()] = ShaderBuffer.of(res.binding() == 0 ? out : uvs);
            }
            ctx.setShaderBuffers(Processor.COMP, 0, List.of(buffers));
            ctx.bindShaderState(Processor.COMP, ctx.createShaderState(new ShaderState(prog.shader(), prog.sharedMemoryBytes())));
            ctx.launchGrid(new GridInfo(N, 1, 1, 1, 1, 1));
            int floats = 4 * (2 * N + 1);
            Transfer t = ctx.map(out, 0, Box.ofBytes(0, 4 * floats), Transfer.READ);
            float[] got = new float[floats];
            t.data().order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer().get(got);
            ctx.unmap(t);
            made.forEach(screen::destroyResource);
            return got;
        }
    }

    /// The texture coordinate at the centre of pixel `p` of the drawn image (either axis).
    private static float pixelUv(int p) {
        return UV_MIN + (UV_MAX - UV_MIN) * (p + 0.5f) / SIDE;
    }

    /// Each pixel of the drawn image against the bilinear reference at its coordinate.
    private static void checkImage(String driver, byte[] rgba) {
        for (int y = 0; y < SIDE; y++) {
            for (int x = 0; x < SIDE; x++) {
                float[] want = bilinear(pixelUv(x), pixelUv(y));
                for (int c = 0; c < 4; c++) {
                    int got = rgba[(y * SIDE + x) * 4 + c] & 0xFF;
                    assertEquals(want[c] * 255, got, 3, driver + ": fragment (" + x + ", " + y + ") channel " + c);
                }
            }
        }
    }

    /// Draws a square covering the SIDE x SIDE render target whose coordinates run from UV_MIN
    /// at the top left to UV_MAX at the bottom right; returns the pixels, rows from the top.
    private static byte[] draw(Screen screen) {
        TgsiProgram vs = lower(FRAGMENT, "vs");
        TgsiProgram fs = lower(FRAGMENT, "fs");
        try (Context ctx = screen.createContext()) {
            Resource target = screen.createResource(ResourceTemplate.texture2D(PipeFormat.R8G8B8A8_UNORM, SIDE, SIDE, 1,
                    Bind.RENDER_TARGET));
            Resource video = frame(screen, ctx);
            assertEquals(List.of(), bindFrame(ctx, Processor.FRAG, fs, video));
            ctx.setFramebufferState(new FramebufferState(SIDE, SIDE, List.of(Surface.of(target)), null));
            ctx.clear(Context.CLEAR_COLOR0, ColorValue.ofFloat(0, 0, 0, 0), 1.0, 0);
            ctx.bindShaderState(Processor.VERT, ctx.createShaderState(ShaderState.of(vs.shader())));
            ctx.bindShaderState(Processor.FRAG, ctx.createShaderState(ShaderState.of(fs.shader())));
            // Two triangles: NDC position (x, y, 0, 1) and the coordinate, y up in NDC and down in uv.
            float[][] corners = {{-1, 1, UV_MIN, UV_MIN}, {1, 1, UV_MAX, UV_MIN}, {1, -1, UV_MAX, UV_MAX}, {-1, -1, UV_MIN, UV_MAX}};
            ByteBuffer b = ByteBuffer.allocate(6 * 8 * 4).order(ByteOrder.LITTLE_ENDIAN);
            for (int k : new int[] {0, 1, 2, 0, 2, 3}) {
                float[] v = corners[k];
                b.putFloat(v[0]).putFloat(v[1]).putFloat(0).putFloat(1).putFloat(v[2]).putFloat(v[3]).putFloat(0).putFloat(1);
            }
            ctx.bindVertexElementsState(ctx.createVertexElementsState(VertexElement.Layout.of(
                    VertexElement.of(0, 0, PipeFormat.R32G32B32A32_FLOAT, 32),
                    VertexElement.of(0, 16, PipeFormat.R32G32B32A32_FLOAT, 32))));
            ctx.setVertexBuffers(List.of(VertexBuffer.user(b.array())));
            ctx.drawVbo(DrawInfo.arrays(PrimitiveType.TRIANGLES), DrawInfo.Range.of(0, 6));
            Transfer t = ctx.map(target, 0, Box.of2D(0, 0, SIDE, SIDE), Transfer.READ);
            byte[] px = new byte[SIDE * SIDE * 4];
            for (int y = 0; y < SIDE; y++) {
                t.data().get(y * t.stride(), px, y * SIDE * 4, SIDE * 4);
            }
            ctx.unmap(t);
            screen.destroyResource(target);
            screen.destroyResource(video);
            return px;
        }
    }

    private static Resource buffer(Screen screen, Context ctx, float[] values, List<Resource> made) {
        Resource buf = screen.createResource(ResourceTemplate.buffer(4 * values.length, Bind.SHADER_BUFFER));
        made.add(buf);
        Transfer t = ctx.map(buf, 0, Box.ofBytes(0, 4 * values.length), Transfer.WRITE);
        ByteBuffer data = t.data().order(ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < values.length; i++) {
            data.putFloat(4 * i, values[i]);
        }
        ctx.unmap(t);
        return buf;
    }
}
