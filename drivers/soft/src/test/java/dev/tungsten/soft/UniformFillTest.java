package dev.tungsten.soft;

import dev.tungsten.pipe.Bind;
import dev.tungsten.pipe.BlendState;
import dev.tungsten.pipe.Box;
import dev.tungsten.pipe.ColorValue;
import dev.tungsten.pipe.ConstantBuffer;
import dev.tungsten.pipe.Context;
import dev.tungsten.pipe.DrawInfo;
import dev.tungsten.pipe.FramebufferState;
import dev.tungsten.pipe.RasterizerState;
import dev.tungsten.pipe.Resource;
import dev.tungsten.pipe.ResourceTemplate;
import dev.tungsten.pipe.Scissor;
import dev.tungsten.pipe.ShaderState;
import dev.tungsten.pipe.Surface;
import dev.tungsten.pipe.Transfer;
import dev.tungsten.pipe.VertexBuffer;
import dev.tungsten.pipe.VertexElement;
import dev.tungsten.pipe.format.Formats;
import dev.tungsten.pipe.shader.InterpreterBackend;
import dev.tungsten.pipe.shader.ShaderBackend;
import dev.tungsten.pipe.shader.ShaderInterface;
import dev.tungsten.pipe.shader.ShaderInvocation;
import dev.tungsten.pipe.shader.ShaderLanes;
import dev.tungsten.pipe.shader.ShaderProgram;
import dev.tungsten.pipe.shader.ShaderResources;
import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.PrimitiveType;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.TgsiShader;
import dev.tungsten.tgsi.TgsiText;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/// Fragment shaders whose outputs are the same for every fragment are run once and their texels
/// stored directly ([UniformShader], [UniformFill]). What matters: the analysis refuses every
/// shader that can tell fragments apart, the direct fill writes exactly the bytes the quad
/// stages write (compared with the same shader made non-uniform by one unused input read), on
/// every kind of colour buffer, partial tiles, scissor and several buffers, and the shader really
/// runs once per thread and draw state.
class UniformFillTest {
    private static final String CONSTANT_BODY = """
            DCL OUT[0], COLOR
            DCL OUT[1], COLOR[1]
            DCL CONST[0][0..1]
            DCL TEMP[0..1]
            DCL ADDR[0]
            IMM[0] FLT32 {    1.0000,     0.0000,     0.5000,     2.0000}
            IMM[1] INT32 {1, 0, 4, 0}
            %s
              MOV TEMP[0], CONST[0][0]
              MOV TEMP[1], IMM[0].yyyy
              BGNLOOP
                ADD TEMP[1].x, TEMP[1].xxxx, IMM[0].xxxx
                FSGE TEMP[1].y, TEMP[1].xxxx, IMM[0].wwww
                UIF TEMP[1].yyyy
                  BRK
                ENDIF
              ENDLOOP
              UARL ADDR[0].x, IMM[1].xxxx
              MAD OUT[0], TEMP[0], TEMP[1].xxxx, CONST[0][ADDR[0].x]
              MOV OUT[1], CONST[0][1].wzyx
              END
            """;

    /// The uniform shader: `OUT[0] = CONST[0] * 2 + CONST[1]` through a loop and an indirect read;
    /// `OUT[1] = CONST[1].wzyx`.
    private static TgsiShader uniformShader() {
        return TgsiText.parse("FRAG\n" + CONSTANT_BODY.formatted(""), "uniform.frag");
    }

    /// The same computation, made non-uniform for the analysis by an unused read of an input.
    private static TgsiShader varyingShader() {
        return TgsiText.parse("FRAG\nDCL IN[0], GENERIC[0], PERSPECTIVE\n"
                + CONSTANT_BODY.formatted("  MOV TEMP[1], IN[0]"), "varying.frag");
    }

    @Test
    void theAnalysisAcceptsArithmeticOnConstantsAndRefusesWhatCanTellFragmentsApart() {
        assertTrue(uniform(uniformShader()));
        assertFalse(uniform(varyingShader()));
        String head = "FRAG\nDCL IN[0], GENERIC[0], PERSPECTIVE\nDCL SV[0], POSITION\nDCL OUT[0], COLOR\n"
                + "DCL TEMP[0]\nDCL SAMP[0]\nDCL SVIEW[0], 2D, FLOAT\nDCL ADDR[0]\nDCL CONST[0]\n"
                + "IMM[0] FLT32 {    1.0000,     0.0000,     0.5000,     2.0000}\n";
        assertTrue(uniform(TgsiText.parse(head + "MOV OUT[0], CONST[0]\nEND\n", "t")));
        String[] refused = {
            "MOV OUT[0], SV[0]",                            // window position
            "DDX OUT[0], IMM[0]",                           // derivative
            "TEX OUT[0], IMM[0], SAMP[0], 2D",              // texture
            "KILL",                                         // discard
            "KILL_IF IMM[0]",                               // conditional discard
            "CLOCK TEMP[0].xy",                             // differs from run to run
            "ARL ADDR[0].x, IN[0].xxxx\nMOV OUT[0], CONST[ADDR[0].x]",   // address from an input
            "INTERP_CENTROID OUT[0], IN[0]",                // interpolation
        };
        for (String body : refused) {
            assertFalse(uniform(TgsiText.parse(head + body + "\nEND\n", "t")), body);
        }
        // A depth output: every fragment may still get the same colour, but depth tests differ.
        assertFalse(uniform(TgsiText.parse(head + "DCL OUT[1], POSITION\nMOV OUT[0], CONST[0]\nMOV OUT[1].z, IMM[0].xxxx\nEND\n", "t")));
    }

    private static boolean uniform(TgsiShader s) {
        return UniformShader.outputsUniform(s, ShaderInterface.of(s));
    }

    @ParameterizedTest
    @ValueSource(strings = {"R8G8B8A8_UNORM", "B8G8R8A8_UNORM", "R8G8B8A8_SRGB", "R32G32B32A32_FLOAT", "R16G16B16A16_UNORM",
            "R8G8B8A8_SNORM", "B5G6R5_UNORM", "R16G16_FLOAT", "R32G32B32A32_UINT", "R8_UNORM"})
    void theDirectFillWritesTheBytesOfTheQuadStages(String format) {
        PipeFormat f = PipeFormat.valueOf(format);
        // Out-of-range channels (clamped by normalised formats), a value on a rounding edge of 8
        // bits (0.5 / 255 above 127 / 255) and integer bit patterns for the integer format.
        float[] constants = f == PipeFormat.R32G32B32A32_UINT
                ? new float[] {Float.intBitsToFloat(7), Float.intBitsToFloat(1 << 20), 0, Float.intBitsToFloat(-3),
                               Float.intBitsToFloat(11), Float.intBitsToFloat(12), Float.intBitsToFloat(13), Float.intBitsToFloat(14)}
                : new float[] {0.25f, -0.3f, 0.2490196f, 0.4f, 0.3f, 1.5f, 127.5f / 255f, 1f};
        byte[][] uniform = render(uniformShader(), f, PipeFormat.R32G32B32A32_FLOAT, constants, null);
        byte[][] varying = render(varyingShader(), f, PipeFormat.R32G32B32A32_FLOAT, constants, null);
        for (int i = 0; i < uniform.length; i++) {
            assertArrayEquals(varying[i], uniform[i], format + ", colour buffer " + i);
        }
    }

    @Test
    void aBufferWithNoChannelsWrittenIsLeftAloneAndAPartialMaskTakesTheStages() {
        float[] constants = {0.25f, 0.5f, 0.75f, 1f, 0.1f, 0.2f, 0.3f, 0.4f};
        for (int mask : new int[] {0, BlendState.MASK_R | BlendState.MASK_A}) {
            BlendState blend = new BlendState(true, false, BlendState.LogicOp.COPY, false, false,
                    List.of(BlendState.RenderTarget.OPAQUE, BlendState.RenderTarget.OPAQUE.withColorMask(mask)));
            byte[][] uniform = render(uniformShader(), PipeFormat.R8G8B8A8_UNORM, PipeFormat.R32G32B32A32_FLOAT, constants, blend);
            byte[][] varying = render(varyingShader(), PipeFormat.R8G8B8A8_UNORM, PipeFormat.R32G32B32A32_FLOAT, constants, blend);
            assertArrayEquals(varying[0], uniform[0], "mask " + mask);
            assertArrayEquals(varying[1], uniform[1], "mask " + mask);
        }
    }

    @Test
    void theShaderRunsOncePerThreadAndDrawState() {
        float[] constants = {0.25f, 0.5f, 0.75f, 1f, 0.1f, 0.2f, 0.3f, 0.4f};
        CountingBackend uniformRuns = new CountingBackend();
        render(uniformShader(), PipeFormat.R8G8B8A8_UNORM, PipeFormat.R8G8B8A8_UNORM, constants, null, uniformRuns, 1);
        CountingBackend varyingRuns = new CountingBackend();
        render(varyingShader(), PipeFormat.R8G8B8A8_UNORM, PipeFormat.R8G8B8A8_UNORM, constants, null, varyingRuns, 1);
        // Two draw states (the second pass adds a scissor), one thread; the varying shader runs
        // once per batch of up to 8 quads, and so does the uniform one without fast paths.
        assertTrue(varyingRuns.fragmentRuns.get() > 1000, "varying runs: " + varyingRuns.fragmentRuns.get());
        assertEquals(QuadStage.NO_FAST_PATH ? varyingRuns.fragmentRuns.get() : 2, uniformRuns.fragmentRuns.get());
    }

    private static byte[][] render(TgsiShader fs, PipeFormat f0, PipeFormat f1, float[] constants, BlendState blend) {
        return render(fs, f0, f1, constants, blend, new CountingBackend(), 2);
    }

    /// 200 x 150 pixels (tiles cut at the edges) into two colour buffers: a clear, then random
    /// triangles of every size (most cross tiles partly, some cover whole tiles), then the same
    /// with a scissor; returns both buffers' bytes.
    private static byte[][] render(TgsiShader fs, PipeFormat f0, PipeFormat f1, float[] constants, BlendState blend,
                                   ShaderBackend backend, int threads) {
        int w = 200, h = 150;
        try (SoftScreen screen = new SoftScreen(threads, backend)) {
            Context ctx = screen.createContext();
            Resource c0 = screen.createResource(ResourceTemplate.texture2D(f0, w, h, 1, Bind.RENDER_TARGET));
            Resource c1 = screen.createResource(ResourceTemplate.texture2D(f1, w, h, 1, Bind.RENDER_TARGET));
            List<Surface> cbufs = new ArrayList<>();
            cbufs.add(Surface.of(c0));
            cbufs.add(Surface.of(c1));
            ctx.setFramebufferState(new FramebufferState(w, h, cbufs, null));
            ctx.bindShaderState(Processor.VERT, ctx.createShaderState(ShaderState.of(TestShaders.passThroughVs(1))));
            ctx.bindShaderState(Processor.FRAG, ctx.createShaderState(ShaderState.of(fs)));
            ctx.setConstantBuffer(Processor.FRAG, 0, ConstantBuffer.ofFloats(constants));
            if (blend != null) {
                ctx.bindBlendState(ctx.createBlendState(blend));
            }
            ctx.bindVertexElementsState(ctx.createVertexElementsState(VertexElement.Layout.of(
                    VertexElement.of(0, 0, PipeFormat.R32G32B32A32_FLOAT, 32),
                    VertexElement.of(0, 16, PipeFormat.R32G32B32A32_FLOAT, 32))));
            ctx.clear(Context.CLEAR_COLOR, ColorValue.ofFloat(0.5f, 0.5f, 0.5f, 0.5f), 0, 0);
            Random r = new Random(42);
            for (int pass = 0; pass < 2; pass++) {
                if (pass == 1) {
                    ctx.bindRasterizerState(ctx.createRasterizerState(RasterizerState.builder().scissor(true).build()));
                    ctx.setScissorStates(0, List.of(new Scissor(13, 7, 171, 139)));
                }
                ByteBuffer b = ByteBuffer.allocate(3 * 40 * 32).order(ByteOrder.LITTLE_ENDIAN);
                for (int v = 0; v < 3 * 40; v++) {
                    float spread = v < 3 * 4 ? 3f : 1.2f;      // the first triangles are huge
                    b.putFloat((r.nextFloat() - 0.5f) * spread).putFloat((r.nextFloat() - 0.5f) * spread).putFloat(0).putFloat(1);
                    b.putFloat(r.nextFloat()).putFloat(r.nextFloat()).putFloat(r.nextFloat()).putFloat(1);
                }
                ctx.setVertexBuffers(List.of(VertexBuffer.user(b.array())));
                ctx.drawVbo(DrawInfo.arrays(PrimitiveType.TRIANGLES), DrawInfo.Range.of(0, 3 * 40));
            }
            ctx.flush().await(Long.MAX_VALUE);
            return new byte[][] {read(ctx, c0, w, h), read(ctx, c1, w, h)};
        }
    }

    private static byte[] read(Context ctx, Resource res, int w, int h) {
        int bytes = Formats.blockBytes(res.format());
        Transfer t = ctx.map(res, 0, Box.of2D(0, 0, w, h), Transfer.READ);
        try {
            byte[] out = new byte[w * h * bytes];
            ByteBuffer data = t.data().duplicate();
            for (int y = 0; y < h; y++) {
                data.position(y * t.stride());
                data.get(out, y * w * bytes, w * bytes);
            }
            return out;
        } finally {
            ctx.unmap(t);
        }
    }

    /// The interpreter, counting fragment shader runs.
    private static final class CountingBackend implements ShaderBackend {
        private final InterpreterBackend interp = new InterpreterBackend();
        final AtomicLong fragmentRuns = new AtomicLong();

        @Override
        public String name() {
            return "counting-interp";
        }

        @Override
        public ShaderProgram compile(TgsiShader shader) {
            ShaderProgram p = interp.compile(shader);
            boolean fragment = shader.processor() == Processor.FRAG;
            return new ShaderProgram() {
                @Override public TgsiShader shader() { return p.shader(); }
                @Override public ShaderInterface io() { return p.io(); }

                @Override
                public ShaderInvocation newInvocation(int width) {
                    ShaderInvocation inner = p.newInvocation(width);
                    return new ShaderInvocation() {
                        @Override public ShaderLanes lanes() { return inner.lanes(); }

                        @Override
                        public boolean run(ShaderResources resources) {
                            if (fragment) {
                                fragmentRuns.incrementAndGet();
                            }
                            return inner.run(resources);
                        }

                        @Override public boolean resume() { return inner.resume(); }
                    };
                }
            };
        }
    }
}
