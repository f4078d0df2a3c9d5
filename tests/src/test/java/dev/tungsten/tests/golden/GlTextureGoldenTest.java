package dev.tungsten.tests.golden;

/// Every [TextureGoldenTest] scene rendered by the OpenGL driver (Mesa's llvmpipe in CI) and
/// compared with the software driver's golden images ([DriverImageDiff]).
class GlTextureGoldenTest extends TextureGoldenTest {
    @Override
    String driver() {
        return "gl";
    }
}
