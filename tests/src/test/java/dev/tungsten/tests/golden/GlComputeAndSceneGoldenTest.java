package dev.tungsten.tests.golden;

import org.junit.jupiter.api.BeforeAll;

import dev.tungsten.tests.GlContexts;

/// Every [ComputeAndSceneGoldenTest] scene rendered by the OpenGL driver (Mesa's llvmpipe in CI) and
/// compared with the software driver's golden images ([DriverImageDiff]).
class GlComputeAndSceneGoldenTest extends ComputeAndSceneGoldenTest {
    @BeforeAll
    static void openGlOrSkip() {
        GlContexts.open().close();
    }

    @Override
    String driver() {
        return "gl";
    }
}
