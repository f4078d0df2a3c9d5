package dev.tungsten.gl;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.*;

/// Runs in its own JVM with `GALLIUM_DRIVER=softpipe` (see the module's pom).
class EglContextSoftpipeTest {
    @Test
    void softpipeFallsBackToOpenGl33() {
        GlTestSupport.requireSoftpipe();
        try (EglContext gl = GlTestSupport.open()) {
            assertTrue(gl.renderer().contains("softpipe"), gl.toString());
            assertEquals(33, gl.version(), "softpipe offers OpenGL 3.3 core; 4.5 must have been refused first");
        }
    }
}
