package dev.tungsten.gl;

/// The one error type of the OpenGL driver. The [Kind] says what went wrong so that callers and
/// tests can tell "no OpenGL here" from "OpenGL refused this shader" without parsing messages.
///
/// Unchecked for the same reason as `TgsiException`: the caller that feeds a driver (the CLI, a
/// test, an application's frame loop) catches it in one place and nothing in between recovers.
public final class GlException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /// What failed.
    public enum Kind {
        /// No usable EGL/OpenGL: the library is missing, or no platform gave a context.
        UNAVAILABLE,
        /// OpenGL rejected a shader (compile or link error); the message has the driver's log.
        SHADER_REJECTED,
        /// The TGSI shader uses something OpenGL cannot express (see the translator's list).
        UNSUPPORTED,
        /// The context was lost or destroyed; nothing more can be done with it.
        CONTEXT_LOST,
        /// A resource exceeds what this OpenGL implementation allows.
        LIMIT_EXCEEDED,
        /// `glGetError` or a KHR_debug error message after a call (debug mode).
        GL_ERROR,
        /// The context was used from a thread that does not hold it.
        WRONG_THREAD
    }

    private final Kind kind;

    public GlException(Kind kind, String message) {
        super(message);
        this.kind = kind;
    }

    public GlException(Kind kind, String message, Throwable cause) {
        super(message, cause);
        this.kind = kind;
    }

    public Kind kind() {
        return kind;
    }
}
