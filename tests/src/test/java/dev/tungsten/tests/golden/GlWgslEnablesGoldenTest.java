package dev.tungsten.tests.golden;

/// Every [WgslEnablesGoldenTest] scene rendered by the OpenGL driver and compared with the
/// software driver's golden images ([DriverImageDiff]).
class GlWgslEnablesGoldenTest extends WgslEnablesGoldenTest {
    @Override
    String driver() {
        return "gl";
    }
}
