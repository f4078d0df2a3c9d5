package dev.tungsten.gl;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.*;

/// Runs in its own JVM with `GALLIUM_DRIVER=softpipe` (see the module's pom).
class EglContextSoftpipeTest {
    @Test
    void softpipeFallsBackToOpenGl33() {
        // Only meaningful in the softpipe execution (a -Dtest filter also runs it in the default one).
        org.junit.jupiter.api.Assumptions.assumeTrue("softpipe".equals(System.getenv("GALLIUM_DRIVER")),
                "GALLIUM_DRIVER is not softpipe in this JVM");
        try (EglContext gl = GlTestSupport.open()) {
            assertTrue(gl.renderer().contains("softpipe"), gl.toString());
            assertEquals(33, gl.version(), "softpipe offers OpenGL 3.3 core; 4.5 must have been refused first");
        }
    }
}
