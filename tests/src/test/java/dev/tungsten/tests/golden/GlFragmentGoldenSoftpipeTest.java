package dev.tungsten.tests.golden;

import org.junit.jupiter.api.Test;

/// Blending scenes on Mesa's softpipe, an OpenGL 3.3 context (the surefire execution
/// `softpipe-test` sets GALLIUM_DRIVER=softpipe): independent per-target blending must go through
/// GL_ARB_draw_buffers_blend there (calling the OpenGL 4.0 entry point made LWJGL abort the JVM).
/// Compared with the software driver's golden images under the same bars as llvmpipe.
class GlFragmentGoldenSoftpipeTest {
    @Test
    void everyBlendFactorWithIndependentBlending() {
        new GlFragmentGoldenTest().blendFactorsAndEquations();
    }

    @Test
    void multipleRenderTargetsWithColourMasks() {
        new GlFragmentGoldenTest().multipleRenderTargets();
    }
}
