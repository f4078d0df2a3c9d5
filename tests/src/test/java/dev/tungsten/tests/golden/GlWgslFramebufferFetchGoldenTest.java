package dev.tungsten.tests.golden;

/// Every [WgslFramebufferFetchGoldenTest] scene rendered by the OpenGL driver through
/// `GL_EXT_shader_framebuffer_fetch` and compared with the software driver's golden images
/// ([DriverImageDiff]).
class GlWgslFramebufferFetchGoldenTest extends WgslFramebufferFetchGoldenTest {
    @Override
    String driver() {
        return "gl";
    }
}
