package dev.tungsten.tests.golden;

import org.junit.jupiter.api.BeforeAll;

import dev.tungsten.tests.GlContexts;

/// Every [PrimitiveGoldenTest] scene rendered by the OpenGL driver (Mesa's llvmpipe in CI) and
/// compared with the software driver's golden images ([DriverImageDiff]).
class GlPrimitiveGoldenTest extends PrimitiveGoldenTest {
    @BeforeAll
    static void openGlOrSkip() {
        GlContexts.open().close();
    }

    @Override
    String driver() {
        return "gl";
    }
}
