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
import dev.tungsten.pipe.Context;
import dev.tungsten.pipe.GridInfo;
import dev.tungsten.pipe.Resource;
import dev.tungsten.pipe.ResourceTemplate;
import dev.tungsten.pipe.SamplerState;
import dev.tungsten.pipe.SamplerView;
import dev.tungsten.pipe.Screen;
import dev.tungsten.pipe.ShaderBuffer;
import dev.tungsten.pipe.ShaderState;
import dev.tungsten.pipe.Transfer;
import dev.tungsten.pipe.shader.InterpreterBackend;
import dev.tungsten.soft.SoftScreen;
import dev.tungsten.soft.jit.JitBackend;
import dev.tungsten.soft.jit.JitOptions;
import dev.tungsten.tests.TestScreens;
import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.wgsl.Wgsl;

/// `texture_external` on the drivers (decision 0029): the host binds one plane of decoded RGBA
/// (here a 4x3 `R8G8B8A8_UNORM` texture) where the resource table puts the binding, exactly as
/// for a `texture_2d<f32>`, and a compute shader reads it with `textureSampleBaseClampToEdge`,
/// `textureLoad` and `textureDimensions`. Run on the soft driver's reference interpreter, its
/// JIT (compiled before the dispatch) and OpenGL (llvmpipe here).
///
/// The sampler repeats and filters linearly, so a coordinate outside the half-texel clamp would
/// blend in the texels of the opposite edge: the texture's edges differ by up to 1.0 in each
/// channel, so a missing clamp is off by far more than the tolerance. Loads and the size are
/// exact (1e-6: an 8-bit value decoded to float); filtered samples are within 2/255, as
/// llvmpipe filters 8-bit texels with 8-bit weights and rounds the result to 8 bits.
class ExternalTextureDriverTest {
    private static final int W = 4;
    private static final int H = 3;
    private static final int N = 8;

    private static final String SOURCE = """
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
                        check("soft interp", run(screen));
                    }
                }),
                DynamicTest.dynamicTest("soft jit", () -> {
                    JitBackend jit = new JitBackend(JitOptions.EXACT, false);
                    try (Screen screen = new SoftScreen(0, jit)) {
                        check("soft jit", run(screen));
                    }
                    assertEquals(List.of(1, 0), List.of(jit.compiled(), jit.fallbacks()), "the JIT's class ran the shader");
                }),
                DynamicTest.dynamicTest("gl", () -> {
                    try (Screen screen = TestScreens.open("gl", Map.of())) {
                        check("gl", run(screen));
                    }
                }));
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

    /// Dispatches one workgroup and returns the output buffer as floats.
    private static float[] run(Screen screen) {
        Wgsl.Result r = Wgsl.compile("external.wgsl", SOURCE);
        assertTrue(r.ok(), () -> DiagnosticRenderer.renderAll(r.source(), r.diagnostics()));
        TgsiProgram prog = TgsiLowering.lower(r.module(), r.info(), "main", TgsiLowering.Options.defaults());
        try (Context ctx = screen.createContext()) {
            List<Resource> made = new ArrayList<>();
            Resource out = buffer(screen, ctx, new float[4 * (2 * N + 1)], made);
            float[] uv = new float[2 * N];
            for (int i = 0; i < N; i++) {
                uv[2 * i] = UV[i][0];
                uv[2 * i + 1] = UV[i][1];
            }
            Resource uvs = buffer(screen, ctx, uv, made);
            Resource video = screen.createResource(ResourceTemplate.texture2D(PipeFormat.R8G8B8A8_UNORM, W, H, 1, Bind.SAMPLER_VIEW));
            made.add(video);
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
            // Bound where the resource table says, as a host would from its bind group layout.
            ShaderBuffer[] buffers = new ShaderBuffer[2];
            for (TgsiProgram.Resource res : prog.resources()) {
                switch (res.binding()) {
                    case 0 -> buffers[res.index()] = ShaderBuffer.of(out);
                    case 1 -> buffers[res.index()] = ShaderBuffer.of(uvs);
                    case 2 -> {
                        assertEquals(RegisterFile.SAMPLER_VIEW, res.file());
                        ctx.setSamplerViews(Processor.COMP, res.index(), List.of(SamplerView.of(video)));
                    }
                    case 3 -> {
                        assertEquals(RegisterFile.SAMPLER, res.file());
                        SamplerState repeat = SamplerState.of(SamplerState.Wrap.REPEAT, SamplerState.Filter.LINEAR,
                                SamplerState.MipFilter.NONE);
                        ctx.bindSamplerStates(Processor.COMP, res.index(), List.of(ctx.createSamplerState(repeat)));
                    }
                    default -> throw new AssertionError("unexpected resource " + res);
                }
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
