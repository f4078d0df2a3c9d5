package dev.tungsten.gl;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.lwjgl.opengl.GL11C;

import dev.tungsten.pipe.Bind;
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
import dev.tungsten.pipe.PipeException;
import dev.tungsten.pipe.Resource;
import dev.tungsten.pipe.ResourceTemplate;
import dev.tungsten.pipe.SamplerState;
import dev.tungsten.pipe.SamplerView;
import dev.tungsten.pipe.ShaderBuffer;
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

import static org.junit.jupiter.api.Assertions.*;

/// The OpenGL driver through the pipe interface only: clears, draws, textures, depth, compute,
/// CPU access, and the errors the issue asks for, each a typed error naming the pipe call: a shader
/// GLSL cannot express (two inputs of one semantic with different interpolation among them), a
/// shader only OpenGL's linker rejects, a texture beyond GL_MAX_TEXTURE_SIZE, buffer uses beyond
/// OpenGL's limits, a lost context, a closed screen, and the debug mode that names the OpenGL
/// function that failed.
class GlScreenTest {
    private static GlScreen screen;
    private static final int W = 8;
    private static final int H = 8;

    @BeforeAll
    static void open() {
        screen = GlTestSupport.screen();
    }

    @AfterAll
    static void close() {
        if (screen != null) {
            screen.close();
        }
    }

    private static Resource target(Context ctx, PipeFormat format) {
        Resource color = screen.createResource(ResourceTemplate.texture2D(format, W, H, 1, Bind.RENDER_TARGET | Bind.SAMPLER_VIEW));
        List<Surface> cbufs = new ArrayList<>();
        cbufs.add(Surface.of(color));
        ctx.setFramebufferState(new FramebufferState(W, H, cbufs, null));
        ctx.setViewportStates(0, List.of(Viewport.of(0, 0, W, H)));
        return color;
    }

    private static byte[] read(Context ctx, Resource r) {
        Transfer t = ctx.map(r, 0, Box.of2D(0, 0, W, H), Transfer.READ);
        byte[] out = new byte[W * H * 4];
        for (int y = 0; y < H; y++) {
            t.data().get(y * t.stride(), out, y * W * 4, W * 4);
        }
        ctx.unmap(t);
        return out;
    }

    private static int pixel(byte[] rgba, int x, int y) {
        int i = (y * W + x) * 4;
        return (rgba[i] & 0xFF) << 24 | (rgba[i + 1] & 0xFF) << 16 | (rgba[i + 2] & 0xFF) << 8 | (rgba[i + 3] & 0xFF);
    }

    private static byte[] floats(float... v) {
        ByteBuffer b = ByteBuffer.allocate(v.length * 4).order(ByteOrder.LITTLE_ENDIAN);
        for (float f : v) {
            b.putFloat(f);
        }
        return b.array();
    }

    private static void passThrough(Context ctx, String fsBody, String fsDecls) {
        ctx.bindShaderState(Processor.VERT, ctx.createShaderState(ShaderState.of(TgsiText.parse(
                "VERT\nDCL IN[0]\nDCL IN[1]\nDCL OUT[0], POSITION\nDCL OUT[1], GENERIC[0]\nMOV OUT[0], IN[0]\nMOV OUT[1], IN[1]\nEND\n", "vs"))));
        ctx.bindShaderState(Processor.FRAG, ctx.createShaderState(ShaderState.of(TgsiText.parse(
                "FRAG\nDCL IN[0], GENERIC[0], PERSPECTIVE\nDCL OUT[0], COLOR\n" + fsDecls + fsBody + "END\n", "fs"))));
        ctx.bindVertexElementsState(ctx.createVertexElementsState(VertexElement.Layout.of(
                VertexElement.of(0, 0, PipeFormat.R32G32B32A32_FLOAT, 32), VertexElement.of(0, 16, PipeFormat.R32G32B32A32_FLOAT, 32))));
    }

    @Test
    void theDriverIsRegisteredAsGl() {
        assertTrue(Drivers.all().stream().anyMatch(p -> p.name().equals("gl")));
        assertEquals("gl", screen.name());
        assertTrue(screen.description().contains(screen.context().renderer()), screen.description());
    }

    @Test
    void clearWritesTheColourAndRowZeroIsTheTop() {
        try (Context ctx = screen.createContext()) {
            Resource color = target(ctx, PipeFormat.R8G8B8A8_UNORM);
            ctx.clear(Context.CLEAR_COLOR0, ColorValue.ofFloat(1, 0, 0, 1), 1, 0);
            // A triangle covering the top-left corner of the image, in NDC (+y is up, the top row).
            passThrough(ctx, "MOV OUT[0], IN[0]\n", "");
            ctx.setVertexBuffers(List.of(VertexBuffer.user(floats(
                    -1, 1, 0, 1, 0, 1, 0, 1,
                    0, 1, 0, 1, 0, 1, 0, 1,
                    -1, 0, 0, 1, 0, 1, 0, 1))));
            ctx.drawVbo(DrawInfo.arrays(PrimitiveType.TRIANGLES), DrawInfo.Range.of(0, 3));
            byte[] px = read(ctx, color);
            assertEquals(0x00FF00FF, pixel(px, 0, 0), "top-left pixel is drawn green");
            assertEquals(0xFF0000FF, pixel(px, W - 1, H - 1), "bottom-right pixel keeps the clear colour");
            assertEquals(0xFF0000FF, pixel(px, 0, H - 1), "bottom-left pixel is outside the triangle");
        }
    }

    @Test
    void counterClockwiseInNdcIsFrontAsInGl() {
        try (Context ctx = screen.createContext()) {
            Resource color = target(ctx, PipeFormat.R8G8B8A8_UNORM);
            ctx.clear(Context.CLEAR_COLOR0, ColorValue.ofFloat(0, 0, 0, 1), 1, 0);
            passThrough(ctx, "MOV OUT[0], IN[0]\n", "");
            ctx.bindRasterizerState(ctx.createRasterizerState(dev.tungsten.pipe.RasterizerState.builder()
                    .cullFace(dev.tungsten.pipe.RasterizerState.FACE_BACK).build()));
            // Left half: counter-clockwise in NDC (front, drawn); right half: clockwise (culled).
            ctx.setVertexBuffers(List.of(VertexBuffer.user(floats(
                    -1, -1, 0, 1, 1, 1, 1, 1,
                    0, -1, 0, 1, 1, 1, 1, 1,
                    -1, 1, 0, 1, 1, 1, 1, 1,
                    0, -1, 0, 1, 1, 1, 1, 1,
                    0, 1, 0, 1, 1, 1, 1, 1,
                    1, -1, 0, 1, 1, 1, 1, 1))));
            ctx.drawVbo(DrawInfo.arrays(PrimitiveType.TRIANGLES), DrawInfo.Range.of(0, 6));
            byte[] px = read(ctx, color);
            assertEquals(0xFFFFFFFF, pixel(px, 0, H - 1), "the counter-clockwise triangle is front-facing");
            assertEquals(0x000000FF, pixel(px, W - 1, H - 1), "the clockwise triangle is culled");
        }
    }

    @Test
    void constantsTexturesAndDepth() {
        try (Context ctx = screen.createContext()) {
            Resource color = target(ctx, PipeFormat.R8G8B8A8_UNORM);
            Resource depth = screen.createResource(ResourceTemplate.texture2D(PipeFormat.Z24_UNORM_S8_UINT, W, H, 1, Bind.DEPTH_STENCIL));
            List<Surface> cbufs = new ArrayList<>();
            cbufs.add(Surface.of(color));
            ctx.setFramebufferState(new FramebufferState(W, H, cbufs, Surface.of(depth)));
            ctx.clear(Context.CLEAR_COLOR0 | Context.CLEAR_DEPTHSTENCIL, ColorValue.ofFloat(0, 0, 0, 1), 1, 0);
            // A 2x2 texture: red, green / blue, white (row 0 on top).
            Resource tex = screen.createResource(ResourceTemplate.texture2D(PipeFormat.R8G8B8A8_UNORM, 2, 2, 1, Bind.SAMPLER_VIEW));
            ctx.textureSubdata(tex, 0, Box.of2D(0, 0, 2, 2), new byte[] {
                (byte) 255, 0, 0, (byte) 255, 0, (byte) 255, 0, (byte) 255,
                0, 0, (byte) 255, (byte) 255, (byte) 255, (byte) 255, (byte) 255, (byte) 255}, 8, 16);
            ctx.setSamplerViews(Processor.FRAG, 0, List.of(SamplerView.of(tex)));
            ctx.bindSamplerStates(Processor.FRAG, 0, List.of(ctx.createSamplerState(SamplerState.NEAREST)));
            passThrough(ctx, "TEX TEMP[0], IN[0], SAMP[0], 2D\nMUL OUT[0], TEMP[0], CONST[0]\n",
                    "DCL SAMP[0]\nDCL SVIEW[0], 2D, FLOAT\nDCL CONST[0]\nDCL TEMP[0]\n");
            ctx.setConstantBuffer(Processor.FRAG, 0, ConstantBuffer.ofFloats(1, 1, 1, 1));
            ctx.bindDepthStencilAlphaState(ctx.createDepthStencilAlphaState(DepthStencilAlphaState.depth(CompareFunc.LESS, true)));
            // Full-screen quad at depth 0.5, texcoords (0,0) at the top-left.
            ctx.setVertexBuffers(List.of(VertexBuffer.user(floats(
                    -1, 1, 0, 1, 0, 0, 0, 1,
                    1, 1, 0, 1, 1, 0, 0, 1,
                    -1, -1, 0, 1, 0, 1, 0, 1,
                    1, -1, 0, 1, 1, 1, 0, 1))));
            ctx.drawVbo(DrawInfo.arrays(PrimitiveType.TRIANGLE_STRIP), DrawInfo.Range.of(0, 4));
            // A second quad behind it (depth 0.75 > 0.5) in grey must not show.
            ctx.setConstantBuffer(Processor.FRAG, 0, ConstantBuffer.ofFloats(0.5f, 0.5f, 0.5f, 1));
            ctx.setVertexBuffers(List.of(VertexBuffer.user(floats(
                    -1, 1, 0.5f, 1, 0, 0, 0, 1,
                    1, 1, 0.5f, 1, 1, 0, 0, 1,
                    -1, -1, 0.5f, 1, 0, 1, 0, 1,
                    1, -1, 0.5f, 1, 1, 1, 0, 1))));
            ctx.drawVbo(DrawInfo.arrays(PrimitiveType.TRIANGLE_STRIP), DrawInfo.Range.of(0, 4));
            byte[] px = read(ctx, color);
            assertEquals(0xFF0000FF, pixel(px, 0, 0), "texel (0, 0) is red, at the top-left");
            assertEquals(0x00FF00FF, pixel(px, W - 1, 0), "texel (1, 0) is green, top-right");
            assertEquals(0x0000FFFF, pixel(px, 0, H - 1), "texel (0, 1) is blue, bottom-left");
            assertEquals(0xFFFFFFFF, pixel(px, W - 1, H - 1), "texel (1, 1) is white, bottom-right");
            // The depth buffer reads back in the pipe's Z24_UNORM_S8_UINT layout: the front quad's
            // 0.5 (NDC z = 0) in the low 24 bits; the quad behind (0.75) failed the test.
            Transfer t = ctx.map(depth, 0, Box.of2D(0, 0, 1, 1), Transfer.READ);
            int z = t.data().getInt(0);
            ctx.unmap(t);
            assertEquals(0.5, (z & 0xFFFFFF) / 16777215.0, 1e-6);
            assertEquals(0, z >>> 24, "stencil was cleared to 0");
        }
    }

    /// A two-input fragment shader whose inputs read one semantic with different interpolation
    /// cannot be one GLSL input: a typed refusal at shader creation, naming the semantic.
    @Test
    void twoInputsOfOneSemanticWithDifferentInterpolationAreRefused() {
        try (Context ctx = screen.createContext()) {
            PipeException e = assertThrows(PipeException.class, () -> ctx.createShaderState(ShaderState.of(TgsiText.parse("""
                    FRAG
                    DCL IN[0], GENERIC[0], PERSPECTIVE
                    DCL IN[1], GENERIC[0], CONSTANT
                    DCL OUT[0], COLOR
                    ADD OUT[0], IN[0], IN[1]
                    END
                    """, "fs"))));
            assertEquals("createShaderState", e.call());
            assertTrue(e.getMessage().contains("GENERIC[0] with different interpolation"), e.getMessage());
        }
    }

    @Test
    void computeWritesAShaderBuffer() {
        if (!screen.caps().stages().contains(Processor.COMP)) {
            return;
        }
        try (Context ctx = screen.createContext()) {
            Resource buf = screen.createResource(ResourceTemplate.buffer(64 * 4, Bind.SHADER_BUFFER));
            ctx.setShaderBuffers(Processor.COMP, 0, List.of(ShaderBuffer.of(buf)));
            ctx.bindShaderState(Processor.COMP, ctx.createShaderState(ShaderState.of(TgsiText.parse("""
                    COMP
                    DCL SV[0], THREAD_ID
                    DCL SV[1], BLOCK_ID
                    DCL BUFFER[0]
                    DCL TEMP[0]
                    IMM[0] UINT32 {4, 16, 0, 0}
                    UMAD TEMP[0].x, SV[1].xxxx, IMM[0].yyyy, SV[0].xxxx
                    UMUL TEMP[0].y, TEMP[0].xxxx, IMM[0].xxxx
                    STORE BUFFER[0].x, TEMP[0].yyyy, TEMP[0].xxxx
                    END
                    """, "cs"))));
            ctx.launchGrid(new GridInfo(16, 1, 1, 4, 1, 1));
            Transfer t = ctx.map(buf, 0, Box.ofBytes(0, 256), Transfer.READ);
            for (int i = 0; i < 64; i++) {
                assertEquals(i, t.data().getInt(4 * i), "word " + i);
            }
            ctx.unmap(t);
        }
    }

    @Test
    void aResourceBeyondOpenGlsLimitsIsRefused() {
        int max = screen.caps().maxTextureSize();
        PipeException e = assertThrows(PipeException.class, () -> screen.createResource(
                ResourceTemplate.texture2D(PipeFormat.R8G8B8A8_UNORM, max * 2, 4, 1, Bind.SAMPLER_VIEW)));
        assertTrue(e.getMessage().contains("GL_MAX_TEXTURE_SIZE " + max), e.getMessage());
    }

    @Test
    void aShaderOpenGlCannotRunIsRefusedAtCreation() {
        try (Context ctx = screen.createContext()) {
            // A backward BRA: GLSL has no unstructured jumps.
            PipeException e = assertThrows(PipeException.class, () -> ctx.createShaderState(ShaderState.of(TgsiText.parse(
                    "FRAG\nDCL OUT[0], COLOR\nDCL CONST[0]\n0: MOV OUT[0], CONST[0]\n1: BRA CONST[0].xxxx :0\n2: END\n", "bra"))));
            assertEquals("createShaderState", e.call());
            assertTrue(e.getMessage().contains("backward BRA"), e.getMessage());
        }
    }

    @Test
    void anUnfedFragmentInputIsAnErrorAtDrawTime() {
        try (Context ctx = screen.createContext()) {
            target(ctx, PipeFormat.R8G8B8A8_UNORM);
            passThrough(ctx, "MOV OUT[0], IN[1]\n", "DCL IN[1], GENERIC[5], PERSPECTIVE\n");
            ctx.setVertexBuffers(List.of(VertexBuffer.user(floats(new float[24]))));
            PipeException e = assertThrows(PipeException.class,
                    () -> ctx.drawVbo(DrawInfo.arrays(PrimitiveType.TRIANGLES), DrawInfo.Range.of(0, 3)));
            assertTrue(e.getMessage().contains("GENERIC[5]"), e.getMessage());
        }
    }

    @Test
    void aUniformBlockBeyondOpenGlsLimitIsRefusedAtCreation() {
        // 10000 vec4 constants are 160000 bytes; OpenGL guarantees 16 KiB and llvmpipe allows 64 KiB.
        // The GLSL compiles and only the linker checks the block's size, in words of its own (NVIDIA's
        // names no size), so creation checks the declared size against GL_MAX_UNIFORM_BLOCK_SIZE itself.
        try (Context ctx = screen.createContext()) {
            PipeException e = assertThrows(PipeException.class, () -> ctx.createShaderState(ShaderState.of(TgsiText.parse(
                    "FRAG\nDCL OUT[0], COLOR\nDCL CONST[0][0..9999]\n0: MOV OUT[0], CONST[0][9999]\n1: END\n", "big-constants"))));
            System.out.println("too large a uniform block: " + e.getMessage());
            assertEquals("createShaderState", e.call());
            GlException cause = assertInstanceOf(GlException.class, e.getCause(), e.toString());
            assertEquals(GlException.Kind.SHADER_REJECTED, cause.kind());
            assertTrue(e.getMessage().contains("CONST[0] declares 10000 vec4 constants, 160000 bytes, beyond "
                    + "GL_MAX_UNIFORM_BLOCK_SIZE " + screen.caps().maxConstantBufferSize()), e.getMessage());
        }
    }

    @Test
    void bufferUsesBeyondOpenGlsLimitsAreRefusedWhenBound() {
        // One byte more than each limit (128 MiB on llvmpipe, 64 KiB texels on softpipe). A limit of
        // 2^31 - 1 (NVIDIA's, on the H100) is beyond any buffer a pipe resource describes (int
        // sizes): there the buffer must be accepted.
        int texels = screen.maxTextureBufferTexels;
        int storage = screen.maxStorageBlockBytes;
        boolean texelsReachable = texels < Integer.MAX_VALUE;
        boolean storageReachable = storage > 0 && storage < Integer.MAX_VALUE;
        int bytes = (int) Math.max(texelsReachable ? texels + 1L : 1 << 20, storageReachable ? storage + 1L : 1 << 20);
        Resource big = screen.createResource(ResourceTemplate.buffer(bytes, Bind.SAMPLER_VIEW | Bind.SHADER_BUFFER));
        try (Context ctx = screen.createContext()) {
            if (texelsReachable) {
                PipeException view = assertThrows(PipeException.class, () -> ctx.setSamplerViews(Processor.FRAG, 0,
                        List.of(SamplerView.ofBuffer(big, PipeFormat.R8_UNORM, 0, texels + 1))));
                assertEquals("setSamplerViews", view.call());
                assertTrue(view.getMessage().contains("GL_MAX_TEXTURE_BUFFER_SIZE " + texels), view.getMessage());
            }
            // The largest view OpenGL can show (or the whole buffer) is accepted.
            ctx.setSamplerViews(Processor.FRAG, 0,
                    List.of(SamplerView.ofBuffer(big, PipeFormat.R8_UNORM, 0, Math.min(texels, bytes))));
            if (storageReachable) {
                PipeException ssbo = assertThrows(PipeException.class, () -> ctx.setShaderBuffers(Processor.COMP, 0,
                        List.of(ShaderBuffer.of(big))));
                assertEquals("setShaderBuffers", ssbo.call());
                assertTrue(ssbo.getMessage().contains("GL_MAX_SHADER_STORAGE_BLOCK_SIZE " + storage), ssbo.getMessage());
            } else if (storage > 0) {
                ctx.setShaderBuffers(Processor.COMP, 0, List.of(ShaderBuffer.of(big)));
            }
        } finally {
            screen.destroyResource(big);
        }
    }

    @Test
    void aLostContextOrAClosedScreenGivesEveryLaterCallATypedError() {
        for (boolean lose : new boolean[] {true, false}) {
            GlScreen ended = new GlScreen();
            Context ctx = ended.createContext();
            Resource r = ended.createResource(ResourceTemplate.buffer(16, Bind.VERTEX_BUFFER));
            if (lose) {
                ended.loseContext(); // as a GPU reset would
            } else {
                ended.close();
            }
            List<Runnable> calls = List.of(
                    () -> ctx.bufferSubdata(r, 0, new byte[4]),
                    () -> ctx.clear(Context.CLEAR_COLOR0, ColorValue.ofFloat(0, 0, 0, 1), 1, 0),
                    () -> ctx.createShaderState(ShaderState.of(TgsiText.parse("FRAG\nDCL OUT[0], COLOR\nEND\n", "fs"))),
                    () -> ended.createResource(ResourceTemplate.buffer(16, Bind.VERTEX_BUFFER)),
                    () -> ended.destroyResource(r),
                    ended::createContext);
            for (Runnable call : calls) {
                PipeException e = assertThrows(PipeException.class, call::run);
                if (lose) {
                    GlException cause = assertInstanceOf(GlException.class, e.getCause(), e.toString());
                    assertEquals(GlException.Kind.CONTEXT_LOST, cause.kind());
                } else {
                    assertTrue(e.getMessage().contains("the screen is closed"), e.getMessage());
                }
            }
            ctx.close(); // closing what is left stays quiet
            ended.close();
            // The OpenGL thread ends, a lost context too (it used to stay alive, holding its EGL
            // state: NVIDIA's EGL then aborts the process at exit).
            assertTrue(ended.gl.isShutdown(), "the screen's OpenGL thread stopped");
        }
    }

    @Test
    void debugModeNamesThePipeCallAndTheOpenGlFunctionThatFailed() {
        GlScreen debug = new GlScreen(new EglContext.Options(EglContext.Version.GL45, true));
        try (Context ctx = debug.createContext()) {
            Resource color = debug.createResource(ResourceTemplate.texture2D(PipeFormat.R8G8B8A8_UNORM, 4, 4, 1, Bind.RENDER_TARGET));
            ctx.setFramebufferState(new FramebufferState(4, 4, List.of(Surface.of(color)), null));
            ctx.clear(Context.CLEAR_COLOR0, ColorValue.ofFloat(0, 0, 0, 1), 1, 0); // a correct call passes

            // An OpenGL error as a driver bug would leave it (not a texture target).
            debug.gl.run(() -> GL11C.glBindTexture(0x1234, 0));
            PipeException e = assertThrows(PipeException.class,
                    () -> ctx.clear(Context.CLEAR_COLOR0, ColorValue.ofFloat(0, 0, 0, 1), 1, 0));
            System.out.println("debug mode: " + e.getMessage());
            assertEquals("clear", e.call());
            GlException cause = assertInstanceOf(GlException.class, e.getCause(), e.toString());
            assertEquals(GlException.Kind.GL_ERROR, cause.kind());
            assertTrue(e.getMessage().contains("GL_INVALID_ENUM"), e.getMessage());
            if (debug.context().debug().hasMessageOutput()) {
                assertTrue(e.getMessage().contains("glBindTexture at GlScreenTest.java:"), e.getMessage());
            }
            // The error was reported once; the context goes on.
            ctx.clear(Context.CLEAR_COLOR0, ColorValue.ofFloat(0, 0, 0, 1), 1, 0);
        } finally {
            debug.close();
        }
    }

    @Test
    void withoutDebugModeTheSameErrorGoesUnchecked() {
        // The contrast that shows the check above comes from debug mode (glGetError costs a sync).
        GlScreen plain = new GlScreen(new EglContext.Options(EglContext.Version.GL45, false));
        try (Context ctx = plain.createContext()) {
            plain.gl.run(() -> GL11C.glBindTexture(0x1234, 0));
            ctx.flush();
            assertEquals(0x0500 /* GL_INVALID_ENUM */, (int) plain.gl.call(GL11C::glGetError));
        } finally {
            plain.close();
        }
    }
}
