package dev.tungsten.gl;

import dev.tungsten.pipe.PipeException;
import org.lwjgl.opengl.GL;
import org.lwjgl.opengl.GLCapabilities;

/// Entry points beyond OpenGL 3.3, checked before they are called. LWJGL aborts the whole JVM
/// ("No context is current or a function that is not available in the current context was
/// called") when a function the context does not provide is called, so the driver asks first
/// and refuses the call with a [PipeException] naming what is missing.
final class GlEntryPoints {
    private GlEntryPoints() {}

    /// The capabilities of the context current on this (the GL) thread.
    static GLCapabilities caps() {
        return GL.getCapabilities();
    }

    /// Throws unless `address` (a function pointer from [#caps]) is loaded.
    static void require(long address, String call, String function, String needs) {
        if (address == 0) {
            throw new PipeException(call, function + " is not available in this OpenGL context (it needs " + needs + ")");
        }
    }
}
