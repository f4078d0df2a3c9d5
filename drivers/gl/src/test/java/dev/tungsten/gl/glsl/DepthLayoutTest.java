package dev.tungsten.gl.glsl;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import dev.tungsten.tgsi.TgsiText;

/// `FS_DEPTH_LAYOUT` (WGSL's `@builtin(frag_depth, greater)`) redeclares `gl_FragDepth` with its
/// conservative-depth layout where the target has `GL_ARB_conservative_depth` (core in GLSL
/// 4.20), and is left out, as the hint it is, where it does not.
class DepthLayoutTest {
    private static String glsl(int layout, GlslVersion version) {
        String text = "FRAG\nPROPERTY FS_DEPTH_LAYOUT " + layout + "\nDCL IN[0], POSITION, LINEAR\n"
                + "DCL OUT[0], POSITION\nDCL OUT[1], COLOR\nMOV OUT[0].z, IN[0].zzzz\nMOV OUT[1], IN[0]\nEND\n";
        GlslShader g = GlslTranslator.translate(TgsiText.parse(text, "depth-layout"), GlslOptions.of(version));
        if (GlslangValidator.isAvailable() && GlslangValidator.judges(g)) {
            GlslangValidator.Result r = GlslangValidator.validate(g);
            assertTrue(r.accepted(), () -> "glslang rejected:\n" + r.log() + "\n" + g.source());
        }
        return g.source();
    }

    @Test
    void eachLayoutRedeclaresFragDepthFromGlsl420() {
        assertTrue(glsl(1, GlslVersion.V450).contains("layout(depth_any) out float gl_FragDepth;"));
        assertTrue(glsl(2, GlslVersion.V450).contains("layout(depth_greater) out float gl_FragDepth;"));
        assertTrue(glsl(3, GlslVersion.V450).contains("layout(depth_less) out float gl_FragDepth;"));
    }

    @Test
    void withoutConservativeDepthTheHintIsLeftOut() {
        String s = glsl(2, GlslVersion.V330);
        assertFalse(s.contains("depth_greater"), s);
        assertTrue(s.contains("gl_FragDepth ="), s);
    }
}
