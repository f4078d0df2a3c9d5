package dev.tungsten.tests.golden;

/// Every [FragmentGoldenTest] scene rendered by the OpenGL driver (Mesa's llvmpipe in CI) and
/// compared with the software driver's golden images ([DriverImageDiff]).
class GlFragmentGoldenTest extends FragmentGoldenTest {
    @Override
    String driver() {
        return "gl";
    }
}
