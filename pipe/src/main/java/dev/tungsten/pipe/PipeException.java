package dev.tungsten.pipe;

/// The one error type of the pipe layer: a call with bad arguments or state that cannot be drawn
/// with (a missing vertex buffer, an index buffer too small for the draw, a format a resource
/// cannot have, shaders whose interfaces do not match). It names the call that failed as its
/// location, for example `drawVbo` or `createResource`, and leaves the context as it was, so a
/// later draw is unaffected.
///
/// Unchecked, like [dev.tungsten.tgsi.TgsiException]: the caller that feeds untrusted scenes
/// catches it at one place.
public class PipeException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final String call;
    private final String detail;

    public PipeException(String call, String detail) {
        super(call + ": " + detail);
        this.call = call;
        this.detail = detail;
    }

    public PipeException(String call, String detail, Throwable cause) {
        super(call + ": " + detail, cause);
        this.call = call;
        this.detail = detail;
    }

    /// The pipe call that failed (`drawVbo`, `createResource`, ...).
    public String call() {
        return call;
    }

    /// The message without the call prefix.
    public String detail() {
        return detail;
    }
}
