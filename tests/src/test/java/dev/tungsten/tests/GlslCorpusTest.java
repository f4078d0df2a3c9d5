package dev.tungsten.tests;

import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import dev.tungsten.gl.EglContext;
import dev.tungsten.gl.GlTestSupport;
import dev.tungsten.gl.glsl.GlslFeature;
import dev.tungsten.tgsi.TgsiShader;

import static org.junit.jupiter.api.Assertions.*;

/// Every corpus shader and every synthetic snippet, translated to GLSL 4.50, validated by
/// glslang and compiled by Mesa's llvmpipe. The GLSL 3.30 / softpipe twin is
/// [GlslCorpusSoftpipeTest].
class GlslCorpusTest {
    private static EglContext gl;

    @BeforeAll
    static void open() {
        gl = GlTestSupport.open();
    }

    @AfterAll
    static void close() {
        if (gl != null) {
            gl.close();
        }
    }

    @Test
    void corpusShadersAllTranslateValidateAndCompile() {
        Path tokens = SharedShelf.require("oracle/tokens");
        Map<String, TgsiShader> corpus = GlslCorpus.corpus(tokens);
        assertEquals(104, corpus.size(), "Mesa accepted 104 corpus files (oracle README)");
        GlslCorpus.Tally t = GlslCorpus.run(corpus, gl.glslOptions(), gl, GlTestSupport.glslangPresent());
        System.out.println("GLSL 4.50 corpus on " + gl.renderer() + ": " + t);
        int expected = 104 - refusedForTheTarget(t);
        assertEquals(expected, t.translated(), () -> "refused: " + t.refusals());
        assertEquals(expected, t.compiled(), () -> String.join("\n", t.failures()));
        assertEquals(t.glslangJudged(), t.glslangAccepted(), () -> String.join("\n", t.failures()));
        assertTrue(t.failures().isEmpty(), () -> String.join("\n", t.failures()));
    }

    @Test
    void textCorpusShadersOurAssemblerAcceptsTranslateValidateAndCompile() {
        Path corpus = SharedShelf.require("corpus");
        java.util.List<String> rejected = new java.util.ArrayList<>();
        Map<String, TgsiShader> shaders = GlslCorpus.text(corpus, rejected);
        GlslCorpus.Tally t = GlslCorpus.run(shaders, gl.glslOptions(), gl, GlTestSupport.glslangPresent());
        System.out.println("GLSL 4.50 text corpus (" + shaders.size() + " accepted by our assembler, " + rejected.size()
                + " rejected) on " + gl.renderer() + ": " + t);
        assertTrue(shaders.size() >= 104, "our assembler accepts at least what Mesa's does: " + shaders.size());
        int expected = shaders.size() - refusedForTheTarget(t);
        assertEquals(expected, t.translated(), () -> "refused: " + t.refusals());
        assertEquals(expected, t.compiled(), () -> String.join("\n", t.failures()));
        assertTrue(t.failures().isEmpty(), () -> String.join("\n", t.failures()));
    }

    /// Shaders refused only because this OpenGL lacks an extension they need: FBFETCH needs
    /// `GL_EXT_shader_framebuffer_fetch`, which llvmpipe offers and NVIDIA's desktop OpenGL does not
    /// (the H100: 103 of 104 corpus shaders, the other refused so). Anything else refused fails.
    private static int refusedForTheTarget(GlslCorpus.Tally t) {
        if (gl.extensions().contains(GlslFeature.FRAMEBUFFER_FETCH.extension())) {
            return 0;
        }
        return t.refusals().getOrDefault("FBFETCH", 0);
    }

    @Test
    void syntheticSnippetsTranslateOrAreRefusedWithTypedErrors() {
        Path tokens = SharedShelf.require("oracle/tokens");
        Map<String, TgsiShader> synthetic = GlslCorpus.synthetic(tokens);
        GlslCorpus.Tally t = GlslCorpus.run(synthetic, gl.glslOptions(), gl, GlTestSupport.glslangPresent());
        System.out.println("GLSL 4.50 synthetic snippets on " + gl.renderer() + ": " + t);
        assertTrue(t.failures().isEmpty(), () -> String.join("\n", t.failures()));
        assertEquals(t.translated(), t.compiled());
        // Unbalanced control-flow snippets (a lone ELSE, ENDLOOP...) are malformed; the opcodes
        // GL cannot express and the tessellation stages are refused. Everything else translates.
        assertTrue(t.translated() >= 260, t.toString());
        assertEquals(16, t.malformed(), "the unbalanced control-flow snippets: " + t);
    }
}
