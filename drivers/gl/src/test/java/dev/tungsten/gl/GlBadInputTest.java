package dev.tungsten.gl;

import java.util.List;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.lwjgl.opengl.GL11C;

import dev.tungsten.pipe.Bind;
import dev.tungsten.pipe.ColorValue;
import dev.tungsten.pipe.Context;
import dev.tungsten.pipe.FramebufferState;
import dev.tungsten.pipe.PipeException;
import dev.tungsten.pipe.Resource;
import dev.tungsten.pipe.ResourceTemplate;
import dev.tungsten.pipe.SamplerView;
import dev.tungsten.pipe.ShaderBuffer;
import dev.tungsten.pipe.ShaderState;
import dev.tungsten.pipe.Surface;
import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.TgsiText;

import static org.junit.jupiter.api.Assertions.*;

/// What OpenGL refuses, reported as typed errors naming the pipe call (the cases of
/// [GlScreenTest] cover a shader GLSL cannot express, a texture beyond GL_MAX_TEXTURE_SIZE and a
/// lost context): a shader only OpenGL's linker rejects, buffer uses beyond OpenGL's limits, a
/// closed screen, and the debug mode that names the OpenGL function that failed.
class GlBadInputTest {
    private static GlScreen screen;

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

    @Test
    void aUniformBlockBeyondOpenGlsLimitIsRefusedAtCreation() {
        // 10000 vec4 constants are 160000 bytes; OpenGL guarantees 16 KiB and llvmpipe allows 64 KiB.
        // The GLSL compiles; only the linker checks the block's size, so creation links the shader too.
        try (Context ctx = screen.createContext()) {
            PipeException e = assertThrows(PipeException.class, () -> ctx.createShaderState(ShaderState.of(TgsiText.parse(
                    "FRAG\nDCL OUT[0], COLOR\nDCL CONST[0][0..9999]\n0: MOV OUT[0], CONST[0][9999]\n1: END\n", "big-constants"))));
            System.out.println("too large a uniform block: " + e.getMessage());
            assertEquals("createShaderState", e.call());
            GlException cause = assertInstanceOf(GlException.class, e.getCause(), e.toString());
            assertEquals(GlException.Kind.SHADER_REJECTED, cause.kind());
            assertTrue(e.getMessage().contains("OpenGL refused to link"), e.getMessage());
            assertTrue(e.getMessage().contains("160000"), "the linker's log names the block's size: " + e.getMessage());
        }
    }

    @Test
    void bufferUsesBeyondOpenGlsLimitsAreRefusedWhenBound() {
        // One byte more than both limits (128 MiB on llvmpipe, 64 KiB texels on softpipe).
        int texels = screen.maxTextureBufferTexels;
        int bytes = Math.max(texels, screen.maxStorageBlockBytes) + 1;
        Resource big = screen.createResource(ResourceTemplate.buffer(bytes, Bind.SAMPLER_VIEW | Bind.SHADER_BUFFER));
        try (Context ctx = screen.createContext()) {
            PipeException view = assertThrows(PipeException.class, () -> ctx.setSamplerViews(Processor.FRAG, 0,
                    List.of(SamplerView.ofBuffer(big, PipeFormat.R8_UNORM, 0, texels + 1))));
            assertEquals("setSamplerViews", view.call());
            assertTrue(view.getMessage().contains("GL_MAX_TEXTURE_BUFFER_SIZE " + texels), view.getMessage());
            // The largest view OpenGL can show is accepted.
            ctx.setSamplerViews(Processor.FRAG, 0, List.of(SamplerView.ofBuffer(big, PipeFormat.R8_UNORM, 0, texels)));
            if (screen.maxStorageBlockBytes > 0) {
                PipeException ssbo = assertThrows(PipeException.class, () -> ctx.setShaderBuffers(Processor.COMP, 0,
                        List.of(ShaderBuffer.of(big))));
                assertEquals("setShaderBuffers", ssbo.call());
                assertTrue(ssbo.getMessage().contains("GL_MAX_SHADER_STORAGE_BLOCK_SIZE " + screen.maxStorageBlockBytes),
                        ssbo.getMessage());
            }
        } finally {
            screen.destroyResource(big);
        }
    }

    @Test
    void aClosedScreenGivesEveryLaterCallATypedError() {
        GlScreen closed = new GlScreen();
        Context ctx = closed.createContext();
        Resource r = closed.createResource(ResourceTemplate.buffer(16, Bind.VERTEX_BUFFER));
        closed.close();
        List<Runnable> calls = List.of(
                () -> ctx.bufferSubdata(r, 0, new byte[4]),
                () -> ctx.clear(Context.CLEAR_COLOR0, ColorValue.ofFloat(0, 0, 0, 1), 1, 0),
                () -> ctx.createShaderState(ShaderState.of(TgsiText.parse("FRAG\nDCL OUT[0], COLOR\nEND\n", "fs"))),
                () -> closed.createResource(ResourceTemplate.buffer(16, Bind.VERTEX_BUFFER)),
                () -> closed.destroyResource(r),
                closed::createContext);
        for (Runnable call : calls) {
            PipeException e = assertThrows(PipeException.class, call::run);
            assertTrue(e.getMessage().contains("closed"), e.getMessage());
        }
        ctx.close(); // closing what is left stays quiet
        closed.close();
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
                assertTrue(e.getMessage().contains("glBindTexture at GlBadInputTest.java:"), e.getMessage());
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
