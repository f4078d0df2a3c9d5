package dev.tungsten.tests;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import dev.tungsten.gl.EglContext;
import dev.tungsten.gl.GlTestSupport;
import dev.tungsten.gl.QuadRunner;
import dev.tungsten.gl.glsl.GlslVersion;

import static org.junit.jupiter.api.Assertions.*;

/// The guard cases of [GlDifferentialTest] in GLSL 3.30 on Mesa's softpipe (OpenGL 3.3): the
/// dialect without `precise`, on a driver that runs shaders on the CPU through `tgsi_exec`, where
/// a signed division that the compiler evaluates for INT_MIN / -1 traps and aborts the JVM. Runs
/// in its own JVM with `GALLIUM_DRIVER=softpipe` (see this module's pom).
class GlGuardsSoftpipeTest {
    @Test
    void guardedOpcodesGiveTheInterpretersWordsInGlsl330() {
        GlTestSupport.requireSoftpipe();
        try (EglContext gl = GlTestSupport.open(); QuadRunner runner = new QuadRunner(gl)) {
            assertEquals(GlslVersion.V330, gl.glslOptions().version());
            List<String> mismatches = new ArrayList<>();
            int compared = GlDifferential.compareGuards(runner, mismatches);
            System.out.println("GL vs interpreter, guarded operands in GLSL 3.30 on " + gl.renderer() + ": " + compared
                    + " channels compared, " + mismatches.size() + " mismatched");
            assertEquals(List.of(), mismatches);
        }
    }
}
