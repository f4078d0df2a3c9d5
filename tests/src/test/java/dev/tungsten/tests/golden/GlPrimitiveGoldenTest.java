package dev.tungsten.tests.golden;

/// Every [PrimitiveGoldenTest] scene rendered by the OpenGL driver (Mesa's llvmpipe in CI) and
/// compared with the software driver's golden images ([DriverImageDiff]).
class GlPrimitiveGoldenTest extends PrimitiveGoldenTest {
    @Override
    String driver() {
        return "gl";
    }
}
