package dev.tungsten.pipe;

/// Completion of the work a [Context#flush] submitted. Thread-safe.
public interface Fence {
    /// Whether the work has finished.
    boolean isSignalled();

    /// Waits up to `timeoutNanos` (0: just polls; [Long#MAX_VALUE]: forever); returns whether
    /// the work finished. Rendering errors found while the work ran are rethrown here as
    /// [PipeException].
    boolean await(long timeoutNanos);

    /// A fence for work that is already complete.
    Fence SIGNALLED = new Fence() {
        @Override public boolean isSignalled() { return true; }
        @Override public boolean await(long timeoutNanos) { return true; }
    };
}
