package dev.tungsten.gl;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.lwjgl.opengl.GL11C;

import static org.junit.jupiter.api.Assertions.*;

class EglContextTest {
    private static EglContext gl;

    @BeforeAll
    static void open() {
        gl = GlTestSupport.open(new EglContext.Options(EglContext.Version.GL45, false));
    }

    @AfterAll
    static void close() {
        if (gl != null) {
            gl.close();
        }
    }

    @Test
    void llvmpipeGivesOpenGl45Core() {
        assertFalse(gl.renderer().isBlank());
        assertTrue(gl.version() >= 33, gl.toString());
        if (gl.renderer().contains("llvmpipe")) {
            assertEquals(45, gl.version(), gl.toString());
        }
        // A core context answers with its profile in the version string.
        assertTrue(gl.versionString().contains("Core Profile") || gl.version() >= 33, gl.versionString());
        assertEquals(GL11C.GL_NO_ERROR, GL11C.glGetError());
    }

    /// A JVM that exits with a screen or its main thread's context left open, or right after closing
    /// a context and releasing the exiting thread's EGL state, exits with status 0. Mesa never
    /// minded; NVIDIA's EGL aborted every such process before the shutdown hook and
    /// `EglContext.releaseThread` (EglContext, "Process exit").
    @Test
    void aProcessExitsCleanlyWithContextsLeftOpen() throws Exception {
        for (String mode : List.of("screen-exit", "screen-return", "context-return", "close-exit")) {
            List<String> command = new ArrayList<>(List.of(
                    Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "--enable-native-access=ALL-UNNAMED", "-cp", System.getProperty("java.class.path"),
                    ExitWithOpenContexts.class.getName(), mode));
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            p.getOutputStream().close();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(p.waitFor(60, TimeUnit.SECONDS), mode + ": did not end");
            assertEquals(0, p.exitValue(), mode + ": " + out);
            assertTrue(out.contains("ended " + mode), out);
        }
    }

    @Test
    void wrongThreadIsATypedError() throws Exception {
        GlException e = CompletableFuture.supplyAsync(() -> {
            try {
                gl.checkOwner();
                return null;
            } catch (GlException x) {
                return x;
            }
        }).get();
        assertNotNull(e, "a call from another thread must be refused");
        assertEquals(GlException.Kind.WRONG_THREAD, e.kind());
    }

    @Test
    void contextMovesBetweenThreadsThroughReleaseAndAcquire() throws ExecutionException, InterruptedException {
        gl.release();
        try {
            String renderer = CompletableFuture.supplyAsync(() -> {
                gl.acquire();
                try {
                    return GL11C.glGetString(GL11C.GL_RENDERER);
                } finally {
                    gl.release();
                }
            }).get();
            assertEquals(gl.renderer(), renderer);
        } finally {
            gl.acquire();
        }
        assertEquals(gl.renderer(), GL11C.glGetString(GL11C.GL_RENDERER));
    }

    @Test
    void version33FallbackAndDebugModeReportsErrors() {
        gl.release();
        try (EglContext debug = GlTestSupport.open(new EglContext.Options(EglContext.Version.GL33, true))) {
            // Mesa may answer a 3.3 core request with a later, compatible core version.
            assertTrue(debug.version() >= 33, debug.toString());
            assertTrue(debug.debug().enabled());
            debug.debug().check("nothing yet");
            GL11C.glBindTexture(0x1234, 0); // not a texture target
            GlException e = assertThrows(GlException.class, () -> debug.debug().check("glBindTexture"));
            assertEquals(GlException.Kind.GL_ERROR, e.kind());
            assertTrue(e.getMessage().startsWith("glBindTexture failed: GL_INVALID_ENUM"), e.getMessage());
            if (debug.debug().hasMessageOutput()) {
                assertFalse(debug.debug().messages().isEmpty(), "KHR_debug should have described the error");
            }
            debug.debug().check("after the error was reported");
        } finally {
            gl.acquire();
        }
    }

    @Test
    void closedContextIsLost() {
        gl.release();
        EglContext other = GlTestSupport.open(new EglContext.Options(EglContext.Version.GL45, false));
        other.close();
        GlException e = assertThrows(GlException.class, other::checkOwner);
        assertEquals(GlException.Kind.CONTEXT_LOST, e.kind());
        assertThrows(GlException.class, other::acquire);
        gl.acquire();
        assertEquals(gl.renderer(), GL11C.glGetString(GL11C.GL_RENDERER));
    }

    @Test
    void debugModeFollowsPropertyThenEnvironment() {
        String old = System.getProperty(GlDebug.PROPERTY);
        try {
            System.setProperty(GlDebug.PROPERTY, "true");
            assertTrue(GlDebug.requested());
            System.setProperty(GlDebug.PROPERTY, "false");
            assertFalse(GlDebug.requested());
        } finally {
            if (old == null) {
                System.clearProperty(GlDebug.PROPERTY);
            } else {
                System.setProperty(GlDebug.PROPERTY, old);
            }
        }
    }
}
