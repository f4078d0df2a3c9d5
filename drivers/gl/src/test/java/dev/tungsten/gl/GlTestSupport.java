package dev.tungsten.gl;

import org.junit.jupiter.api.Assumptions;

/// How OpenGL tests get a context. Where EGL or OpenGL is missing, a test is skipped with a loud
/// notice, except in CI (`TUNGSTEN_CI=1`), where a missing OpenGL is a failure: CI installs Mesa,
/// so a skip there would hide a broken driver.
final class GlTestSupport {
    private GlTestSupport() {}

    static EglContext open() {
        return open(EglContext.Options.defaults());
    }

    static EglContext open(EglContext.Options options) {
        try {
            return EglContext.create(options);
        } catch (GlException e) {
            if (e.kind() != GlException.Kind.UNAVAILABLE) {
                throw e;
            }
            if ("1".equals(System.getenv("TUNGSTEN_CI"))) {
                throw new AssertionError("TUNGSTEN_CI=1 but OpenGL is unavailable: " + e.getMessage(), e);
            }
            System.err.println();
            System.err.println("*** NOTICE: OpenGL tests SKIPPED - no headless EGL/OpenGL here: " + e.getMessage());
            System.err.println("*** install libegl1 libegl-mesa0 libgl1-mesa-dri to run them");
            System.err.println();
            Assumptions.abort("OpenGL unavailable: " + e.getMessage());
            throw e;
        }
    }

    /// A screen on a new context, skipped or failed like [#open] when OpenGL is missing.
    static GlScreen screen() {
        try {
            return new GlScreen();
        } catch (GlException e) {
            open(); // reports or fails as the environment requires
            throw e;
        }
    }
}
