package dev.tungsten.tests.golden;

/// Every [ComputeAndSceneGoldenTest] scene rendered by the OpenGL driver (Mesa's llvmpipe in CI) and
/// compared with the software driver's golden images ([DriverImageDiff]).
class GlComputeAndSceneGoldenTest extends ComputeAndSceneGoldenTest {
    @Override
    String driver() {
        return "gl";
    }
}
