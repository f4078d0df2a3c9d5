package dev.tungsten.vk;

import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

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
import dev.tungsten.tgsi.TgsiException;
import dev.tungsten.tgsi.TgsiText;

import static org.junit.jupiter.api.Assertions.*;

/// Bad input to the Vulkan driver: resources beyond the device's limits, shaders Vulkan cannot
/// run, a closed context or screen, and calls from several threads each give a [PipeException]
/// naming the call and the reason, never a JVM crash; and the screen closes without leaked
/// Vulkan objects afterwards (the validation layer's report at device destruction is empty).
/// The twin of the OpenGL driver's GlBadInputTest.
class VkBadInputTest {
    private static VkScreen screen;

    @BeforeAll
    static void open() {
        screen = VkTestSupport.screen();
    }

    @AfterAll
    static void close() {
        if (screen != null) {
            assertDoesNotThrow(screen::close);
        }
    }

    @Test
    void aTextureWiderThanMaxImageDimension2DNamesTheLimit() {
        int max = screen.caps().maxTextureSize();
        PipeException e = assertThrows(PipeException.class, () -> screen.createResource(
                ResourceTemplate.texture2D(PipeFormat.R8G8B8A8_UNORM, max + 1, 1, 1, Bind.SAMPLER_VIEW)));
        assertEquals("createResource", e.call());
        assertTrue(e.getMessage().contains("maxImageDimension2D " + max), e.getMessage());
    }

    @Test
    void a3dTextureAndAnArrayBeyondTheirLimitsNameThem() {
        int max3d = screen.caps().maxTexture3DSize();
        PipeException e = assertThrows(PipeException.class, () -> screen.createResource(ResourceTemplate.texture(
                ResourceTarget.TEXTURE_3D, PipeFormat.R8G8B8A8_UNORM, 1, 1, max3d + 1, 1, Bind.SAMPLER_VIEW)));
        assertTrue(e.getMessage().contains("maxImageDimension3D " + max3d), e.getMessage());
        int layers = screen.caps().maxTextureLayers();
        e = assertThrows(PipeException.class, () -> screen.createResource(ResourceTemplate.texture(
                ResourceTarget.TEXTURE_2D_ARRAY, PipeFormat.R8G8B8A8_UNORM, 1, 1, layers + 1, 1, Bind.SAMPLER_VIEW)));
        assertTrue(e.getMessage().contains("maxImageArrayLayers " + layers), e.getMessage());
    }

    /// A constant buffer of 4097 vec4 registers (65552 bytes) is valid TGSI and valid SPIR-V,
    /// but beyond lavapipe's (and most devices') maxUniformBufferRange of 65536 bytes.
    @Test
    void aConstantBufferBeyondMaxUniformBufferRangeIsRefusedAtCreation() {
        int max = screen.device().caps().limits().maxUniformBufferRange();
        int registers = max / 16 + 1;
        try (Context ctx = screen.createContext()) {
            PipeException e = assertThrows(PipeException.class, () -> ctx.createShaderState(ShaderState.of(TgsiText.parse(
                    "FRAG\nDCL OUT[0], COLOR\nDCL CONST[0][0.." + (registers - 1) + "]\nMOV OUT[0], CONST[0][" + (registers - 1)
                            + "]\nEND\n", "fs"))));
            assertEquals("createShaderState", e.call());
            assertTrue(e.getMessage().contains("maxUniformBufferRange " + max), e.getMessage());
        }
    }

    /// SPIR-V has derivatives only in fragment shaders: the translator's refusal is the cause.
    @Test
    void aShaderTheTranslatorRefusesIsATypedErrorWithTheReason() {
        try (Context ctx = screen.createContext()) {
            PipeException e = assertThrows(PipeException.class, () -> ctx.createShaderState(ShaderState.of(TgsiText.parse("""
                    VERT
                    DCL IN[0]
                    DCL OUT[0], POSITION
                    DDX OUT[0], IN[0]
                    END
                    """, "vs"))));
            assertEquals("createShaderState", e.call());
            assertInstanceOf(TgsiException.class, e.getCause(), e.toString());
            assertTrue(e.getMessage().contains("cannot run on Vulkan"), e.getMessage());
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
        PipeException e = assertThrows(PipeException.class, () -> screen.destroyResource(r));
        assertTrue(e.getMessage().contains("destroyed"), e.getMessage());
    }

    @Test
    void aClosedScreenRefusesEveryCallWithoutTouchingVulkan() {
        VkScreen closed = VkTestSupport.screen();
        Context ctx = closed.createContext();
        Resource r = closed.createResource(ResourceTemplate.buffer(16, Bind.VERTEX_BUFFER));
        ctx.close();
        closed.close();
        closed.close();
        List<Runnable> calls = List.of(
                () -> closed.createResource(ResourceTemplate.buffer(16, Bind.VERTEX_BUFFER)),
                () -> closed.createContext(),
                () -> closed.destroyResource(r),
                () -> ctx.bufferSubdata(r, 0, new byte[4]),
                () -> ctx.setBlendColor(1, 1, 1, 1));
        for (Runnable call : calls) {
            VkException e = assertThrows(VkException.class, call::run);
            assertEquals(VkException.Kind.CLOSED, e.kind(), e.getMessage());
            assertTrue(e.getMessage().contains("the screen is closed"), e.getMessage());
        }
    }

    /// The screen is thread-safe (its Vulkan calls run on its own thread), so several threads may
    /// create and destroy resources at once; a context is for one thread at a time, and a second
    /// thread calling while another is inside a call gets a typed error instead of racing on
    /// Vulkan objects.
    @Test
    void callsFromSeveralThreadsAreSafeOrTypedErrors() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<?>> jobs = new java.util.ArrayList<>();
            for (int t = 0; t < 4; t++) {
                jobs.add(pool.submit(() -> {
                    for (int i = 0; i < 10; i++) {
                        Resource r = screen.createResource(ResourceTemplate.texture2D(PipeFormat.R8G8B8A8_UNORM, 16, 16, 1,
                                Bind.SAMPLER_VIEW));
                        screen.destroyResource(r);
                    }
                    return null;
                }));
            }
            for (Future<?> f : jobs) {
                f.get(60, TimeUnit.SECONDS);
            }
            try (Context ctx = screen.createContext()) {
                Resource big = screen.createResource(ResourceTemplate.buffer(1 << 20, Bind.VERTEX_BUFFER));
                CountDownLatch go = new CountDownLatch(1);
                List<Future<Integer>> racers = new java.util.ArrayList<>();
                for (int t = 0; t < 4; t++) {
                    racers.add(pool.submit(() -> {
                        go.await();
                        int refused = 0;
                        for (int i = 0; i < 20; i++) {
                            try {
                                ctx.bufferSubdata(big, 0, new byte[1 << 20]);
                            } catch (PipeException e) {
                                assertTrue(e.getMessage().contains("one thread at a time"), e.getMessage());
                                refused++;
                            }
                        }
                        return refused;
                    }));
                }
                go.countDown();
                int refused = 0;
                for (Future<Integer> f : racers) {
                    refused += f.get(60, TimeUnit.SECONDS);
                }
                assertTrue(refused < 80, "some calls went through");
                screen.destroyResource(big);
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
