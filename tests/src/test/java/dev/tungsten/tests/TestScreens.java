package dev.tungsten.tests;

import java.util.Map;

import dev.tungsten.gl.GlException;
import dev.tungsten.gl.GlTestSupport;
import dev.tungsten.pipe.Drivers;
import dev.tungsten.pipe.PipeException;
import dev.tungsten.pipe.Screen;

/// Opens driver screens for tests that pick a driver by name, with the one rule for a missing
/// OpenGL ([GlTestSupport]): the test skips loudly, or fails under `TUNGSTEN_CI=1`.
public final class TestScreens {
    private TestScreens() {}

    /// A screen of `driver` made with these screen options.
    public static Screen open(String driver, Map<String, String> options) {
        try {
            return Drivers.byName(driver).createScreen(options);
        } catch (PipeException e) {
            if (e.getCause() instanceof GlException gl && gl.kind() == GlException.Kind.UNAVAILABLE) {
                GlTestSupport.open().close(); // skips or fails; if a context can be made after all, e stands
            }
            throw e;
        }
    }
}
