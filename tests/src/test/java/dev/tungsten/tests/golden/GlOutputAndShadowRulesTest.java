package dev.tungsten.tests.golden;

/// Every [OutputAndShadowRulesTest] scene on the OpenGL driver (Mesa's llvmpipe in CI): the same
/// pixels as on the software driver.
class GlOutputAndShadowRulesTest extends OutputAndShadowRulesTest {
    @Override
    String driver() {
        return "gl";
    }
}
