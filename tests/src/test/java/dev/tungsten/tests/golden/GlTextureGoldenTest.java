package dev.tungsten.tests.golden;

import org.junit.jupiter.api.BeforeAll;

import dev.tungsten.tests.GlContexts;

/// Every [TextureGoldenTest] scene rendered by the OpenGL driver (Mesa's llvmpipe in CI) and
/// compared with the software driver's golden images ([DriverImageDiff]).
class GlTextureGoldenTest extends TextureGoldenTest {
    @BeforeAll
    static void openGlOrSkip() {
        GlContexts.open().close();
    }

    @Override
    String driver() {
        return "gl";
    }
}
