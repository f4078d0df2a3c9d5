package dev.tungsten.gl;

import org.junit.jupiter.api.Test;
import org.opentest4j.TestAbortedException;

import static org.junit.jupiter.api.Assertions.*;

/// The skip rule every OpenGL test goes through: a notice and a skip on a developer's machine,
/// a failure in CI. Needs no OpenGL, so it runs everywhere.
class GlTestSupportTest {
    @Test
    void aMissingPrerequisiteIsASkipOutsideCi() {
        RuntimeException skip = GlTestSupport.unavailable("an example from GlTestSupportTest", null, false);
        assertInstanceOf(TestAbortedException.class, skip);
        assertTrue(skip.getMessage().contains("an example from GlTestSupportTest"), skip.getMessage());
    }

    @Test
    void aMissingPrerequisiteIsAFailureInCi() {
        GlException cause = new GlException(GlException.Kind.UNAVAILABLE, "eglInitialize failed");
        AssertionError e = assertThrows(AssertionError.class, () -> GlTestSupport.unavailable("no EGL", cause, true));
        assertTrue(e.getMessage().startsWith("TUNGSTEN_CI=1, so an OpenGL test may not be skipped: no EGL"), e.getMessage());
        assertSame(cause, e.getCause());
    }
}
