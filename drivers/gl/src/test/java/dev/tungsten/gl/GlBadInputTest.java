package dev.tungsten.gl;

import java.util.List;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import dev.tungsten.pipe.Bind;
import dev.tungsten.pipe.BlendState;
import dev.tungsten.pipe.Context;
import dev.tungsten.pipe.PipeException;
import dev.tungsten.pipe.Resource;
import dev.tungsten.pipe.ResourceTarget;
import dev.tungsten.pipe.ResourceTemplate;
import dev.tungsten.pipe.ShaderState;
import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.TgsiText;

import static org.junit.jupiter.api.Assertions.*;

/// Bad input to the OpenGL driver: resources beyond OpenGL's limits, shaders OpenGL rejects,
/// and a context or screen used after `close()` give a [PipeException] naming the call and the
/// reason, never a JVM crash (an OpenGL call on a destroyed context would be one).
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
    void aTextureWiderThanGlMaxTextureSizeNamesTheLimit() {
        int max = screen.caps().maxTextureSize();
        PipeException e = assertThrows(PipeException.class, () -> screen.createResource(
                ResourceTemplate.texture2D(PipeFormat.R8G8B8A8_UNORM, max + 1, 1, 1, Bind.SAMPLER_VIEW)));
        assertEquals("createResource", e.call());
        assertTrue(e.getMessage().contains("GL_MAX_TEXTURE_SIZE " + max), e.getMessage());
    }

    @Test
    void a3dTextureAndAnArrayBeyondTheirLimitsNameThem() {
        int max3d = screen.caps().maxTexture3DSize();
        PipeException e = assertThrows(PipeException.class, () -> screen.createResource(ResourceTemplate.texture(
                ResourceTarget.TEXTURE_3D, PipeFormat.R8G8B8A8_UNORM, 1, 1, max3d + 1, 1, Bind.SAMPLER_VIEW)));
        assertTrue(e.getMessage().contains("GL_MAX_3D_TEXTURE_SIZE " + max3d), e.getMessage());
        int layers = screen.caps().maxTextureLayers();
        e = assertThrows(PipeException.class, () -> screen.createResource(ResourceTemplate.texture(
                ResourceTarget.TEXTURE_2D_ARRAY, PipeFormat.R8G8B8A8_UNORM, 1, 1, layers + 1, 1, Bind.SAMPLER_VIEW)));
        assertTrue(e.getMessage().contains("GL_MAX_ARRAY_TEXTURE_LAYERS " + layers), e.getMessage());
    }

    /// 200 samplers translate to valid GLSL, but OpenGL allows at most
    /// GL_MAX_TEXTURE_IMAGE_UNITS (32 on llvmpipe) in one stage: OpenGL refuses the shader, and
    /// the refusal comes at creation with OpenGL's own log.
    @Test
    void aShaderOpenGlRejectsFailsAtCreationWithItsLog() {
        StringBuilder src = new StringBuilder("FRAG\nDCL IN[0], GENERIC[0], PERSPECTIVE\nDCL OUT[0], COLOR\nDCL TEMP[0]\n");
        for (int i = 0; i < 200; i++) {
            src.append("DCL SAMP[").append(i).append("]\nDCL SVIEW[").append(i).append("], 2D, FLOAT\n");
        }
        src.append("MOV TEMP[0], IN[0]\n");
        for (int i = 0; i < 200; i++) {
            src.append("TEX TEMP[0], TEMP[0], SAMP[").append(i).append("], 2D\n");
        }
        src.append("MOV OUT[0], TEMP[0]\nEND\n");
        try (Context ctx = screen.createContext()) {
            PipeException e = assertThrows(PipeException.class,
                    () -> ctx.createShaderState(ShaderState.of(TgsiText.parse(src.toString(), "samplers"))));
            assertEquals("createShaderState", e.call());
            assertInstanceOf(GlException.class, e.getCause(), e.toString());
            assertEquals(GlException.Kind.SHADER_REJECTED, ((GlException) e.getCause()).kind(), e.getMessage());
            assertTrue(e.getMessage().toLowerCase().contains("sampler"), e.getMessage());
        }
    }

    @Test
    void aClosedContextRefusesEveryCall() {
        Context ctx = screen.createContext();
        var blend = ctx.createBlendState(BlendState.OPAQUE);
        Resource r = screen.createResource(ResourceTemplate.buffer(16, Bind.VERTEX_BUFFER));
        ctx.close();
        ctx.close(); // a second close does nothing
        List<Runnable> calls = List.of(
                () -> ctx.bufferSubdata(r, 0, new byte[4]),
                () -> ctx.createBlendState(BlendState.OPAQUE),
                () -> ctx.bindBlendState(blend),
                () -> ctx.setBlendColor(1, 1, 1, 1),
                () -> ctx.setStencilRef(1, 1),
                () -> ctx.flush());
        for (Runnable call : calls) {
            PipeException e = assertThrows(PipeException.class, call::run);
            assertTrue(e.getMessage().contains("the context is closed"), e.getMessage());
        }
        screen.destroyResource(r);
    }

    @Test
    void aClosedScreenRefusesEveryCallWithoutTouchingOpenGl() {
        GlScreen closed = new GlScreen();
        Context ctx = closed.createContext();
        Resource r = closed.createResource(ResourceTemplate.buffer(16, Bind.VERTEX_BUFFER));
        closed.close();
        closed.close();
        List<Runnable> calls = List.of(
                () -> closed.createResource(ResourceTemplate.buffer(16, Bind.VERTEX_BUFFER)),
                () -> closed.createContext(),
                () -> closed.destroyResource(r),
                () -> ctx.bufferSubdata(r, 0, new byte[4]),
                () -> ctx.setBlendColor(1, 1, 1, 1));
        for (Runnable call : calls) {
            PipeException e = assertThrows(PipeException.class, call::run);
            assertTrue(e.getMessage().contains("the screen is closed"), e.getMessage());
        }
        ctx.close(); // closing a context of a closed screen is allowed and does nothing
    }
}
