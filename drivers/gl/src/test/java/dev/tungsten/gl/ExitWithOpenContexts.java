package dev.tungsten.gl;

import dev.tungsten.pipe.Bind;
import dev.tungsten.pipe.ResourceTemplate;

/// A program that ends with OpenGL left open, run in its own JVM by [EglContextTest]: on NVIDIA's
/// EGL such a process aborted at exit (see [EglContext], "Process exit"). Modes:
/// - `screen-exit`, `screen-return`: a [GlScreen] with a resource, never closed; System.exit, or
///   main returning;
/// - `context-return`: a context current on the main thread, never closed, main returning;
/// - `close-exit`: a context closed and the thread's EGL state released
///   ([EglContext#releaseThread]), then System.exit on that thread.
public final class ExitWithOpenContexts {
    private ExitWithOpenContexts() {}

    public static void main(String[] args) {
        String mode = args[0];
        switch (mode) {
            case "screen-exit", "screen-return" -> {
                GlScreen screen = new GlScreen();
                screen.createResource(ResourceTemplate.buffer(256, Bind.VERTEX_BUFFER));
            }
            case "context-return" -> EglContext.create();
            case "close-exit" -> {
                EglContext.create().close();
                EglContext.releaseThread();
            }
            default -> throw new IllegalArgumentException(mode);
        }
        System.out.println("ended " + mode);
        if (mode.endsWith("-exit")) {
            System.exit(0);
        }
    }
}
