package dev.tungsten.tests;

import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.tungsten.gl.EglContext;
import dev.tungsten.gl.glsl.GlslVersion;
import dev.tungsten.tgsi.TgsiShader;

import static org.junit.jupiter.api.Assertions.*;

/// The corpus in GLSL 3.30 on Mesa's softpipe (OpenGL 3.3). Runs in its own JVM with
/// `GALLIUM_DRIVER=softpipe` (see this module's pom).
class GlslCorpusSoftpipeTest {
    @Test
    void corpusShadersTranslateToGlsl330AndCompileOnSoftpipe() {
        // Only meaningful in the softpipe execution (a -Dtest filter also runs it in the default one).
        org.junit.jupiter.api.Assumptions.assumeTrue("softpipe".equals(System.getenv("GALLIUM_DRIVER")),
                "GALLIUM_DRIVER is not softpipe in this JVM");
        Path tokens = SharedShelf.require("oracle/tokens");
        Map<String, TgsiShader> corpus = GlslCorpus.corpus(tokens);
        try (EglContext gl = GlContexts.open()) {
            assertEquals(33, gl.version(), gl.toString());
            assertEquals(GlslVersion.V330, gl.glslOptions().version());
            GlslCorpus.Tally t = GlslCorpus.run(corpus, gl.glslOptions(), gl, GlContexts.glslangPresent());
            System.out.println("GLSL 3.30 corpus on " + gl.renderer() + ": " + t);
            assertTrue(t.failures().isEmpty(), () -> String.join("\n", t.failures()));
            // softpipe lacks GL_EXT_shader_framebuffer_fetch and GL_ARB_sample_shading: the
            // shaders that need them are refused with typed errors; all others compile.
            assertEquals(104, t.translated() + t.unsupported(), t.toString());
            assertTrue(t.unsupported() <= 2, t.toString());
            assertEquals(t.translated(), t.compiled());

            GlslCorpus.Tally syn = GlslCorpus.run(GlslCorpus.synthetic(tokens), gl.glslOptions(), gl, GlContexts.glslangPresent());
            System.out.println("GLSL 3.30 synthetic snippets on " + gl.renderer() + ": " + syn);
            assertTrue(syn.failures().isEmpty(), () -> String.join("\n", syn.failures()));
            assertEquals(syn.translated(), syn.compiled());
            assertTrue(syn.translated() >= 250, syn.toString());
        }
    }
}
