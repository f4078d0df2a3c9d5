package dev.tungsten.gl;

import org.opentest4j.TestAbortedException;

import dev.tungsten.gl.glsl.GlslangValidator;

/// The one place where OpenGL tests decide between running, skipping and failing; the `tests`
/// module uses it too (through this module's test jar), so every OpenGL test follows one rule:
///
/// - Where EGL/OpenGL, softpipe or `glslangValidator` is missing, the test is skipped with a
///   loud notice on stderr (a developer without Mesa can still build the project).
/// - In CI (`TUNGSTEN_CI=1`, exported by `.ci/run`, which installs Mesa and glslang) the same
///   situation is a failure: a skip there would hide a broken driver or a broken CI image.
///
/// A test must never skip an OpenGL case by any other means (`assumeTrue`, an early return).
public final class GlTestSupport {
    /// The environment variable CI sets to `1`.
    public static final String CI_VARIABLE = "TUNGSTEN_CI";

    private GlTestSupport() {}

    /// Whether this JVM runs under CI's rule that a skipped OpenGL test is a failure.
    public static boolean inCi() {
        return "1".equals(System.getenv(CI_VARIABLE));
    }

    /// A headless context with the default options (OpenGL 4.5 core, else 3.3 core).
    public static EglContext open() {
        return open(EglContext.Options.defaults());
    }

    /// A headless context; skips or fails ([#unavailable]) when none can be made.
    public static EglContext open(EglContext.Options options) {
        try {
            return EglContext.create(options);
        } catch (GlException e) {
            if (e.kind() != GlException.Kind.UNAVAILABLE) {
                throw e;
            }
            throw unavailable("no headless EGL/OpenGL here: " + e.getMessage()
                    + " (install libegl1 libegl-mesa0 libgl1-mesa-dri)", e, inCi());
        }
    }

    /// A driver screen, or a skip/failure as [#open] when OpenGL is missing.
    public static GlScreen screen() {
        try {
            return new GlScreen();
        } catch (GlException e) {
            open().close(); // skips or fails as above; if a context can be made, the screen's error stands
            throw e;
        }
    }

    /// For `*SoftpipeTest` classes: they are meaningful only in the surefire execution that sets
    /// `GALLIUM_DRIVER=softpipe` (a `-Dtest` filter also runs them in the default execution).
    public static void requireSoftpipe() {
        if (!"softpipe".equals(System.getenv("GALLIUM_DRIVER"))) {
            throw unavailable("GALLIUM_DRIVER is not softpipe in this JVM (run the softpipe-test surefire execution)",
                    null, inCi());
        }
    }

    /// Whether `glslangValidator` is on the PATH; in CI its absence is a failure, elsewhere a notice
    /// (the GLSL is then checked by the OpenGL driver's compiler only).
    public static boolean glslangPresent() {
        if (GlslangValidator.isAvailable()) {
            return true;
        }
        if (inCi()) {
            throw new AssertionError(CI_VARIABLE + "=1 but glslangValidator is not installed (glslang-tools)");
        }
        System.err.println("*** NOTICE: glslangValidator not found; GLSL is checked by the OpenGL driver only");
        return false;
    }

    /// The outcome for a missing prerequisite: an [AssertionError] in CI, else a notice on stderr
    /// and a [TestAbortedException] (JUnit reports the test as skipped). Thrown by the caller.
    static RuntimeException unavailable(String why, Throwable cause, boolean ci) {
        if (ci) {
            throw new AssertionError(CI_VARIABLE + "=1, so an OpenGL test may not be skipped: " + why, cause);
        }
        System.err.println();
        System.err.println("*** NOTICE: OpenGL test SKIPPED - " + why);
        System.err.println();
        return new TestAbortedException("OpenGL test skipped: " + why, cause);
    }
}
