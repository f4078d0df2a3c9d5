package dev.tungsten.tests;

import org.junit.jupiter.api.Assumptions;

import dev.tungsten.gl.EglContext;
import dev.tungsten.gl.GlException;

/// Opens a headless OpenGL context for cross-module tests. Without EGL the test is skipped with
/// a loud notice, except under `TUNGSTEN_CI=1`, where CI has installed Mesa and a missing
/// OpenGL is a failure.
public final class GlContexts {
    private GlContexts() {}

    public static EglContext open() {
        try {
            return EglContext.create();
        } catch (GlException e) {
            if (e.kind() != GlException.Kind.UNAVAILABLE) {
                throw e;
            }
            if ("1".equals(System.getenv("TUNGSTEN_CI"))) {
                throw new AssertionError("TUNGSTEN_CI=1 but OpenGL is unavailable: " + e.getMessage(), e);
            }
            System.err.println("*** NOTICE: OpenGL tests SKIPPED - no headless EGL/OpenGL: " + e.getMessage());
            Assumptions.abort("OpenGL unavailable");
            throw e;
        }
    }

    /// Fails in CI, warns elsewhere, when glslangValidator is missing; returns whether it is there.
    public static boolean glslangPresent() {
        if (dev.tungsten.gl.glsl.GlslangValidator.isAvailable()) {
            return true;
        }
        if ("1".equals(System.getenv("TUNGSTEN_CI"))) {
            throw new AssertionError("TUNGSTEN_CI=1 but glslangValidator is not installed");
        }
        System.err.println("*** NOTICE: glslangValidator not found; GLSL is checked by the OpenGL driver only");
        return false;
    }
}
