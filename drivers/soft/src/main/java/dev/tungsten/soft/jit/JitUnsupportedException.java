package dev.tungsten.soft.jit;

/// A shader the interpreter runs but the JIT does not: its message is the reason, which the
/// software driver logs and counts when it falls back to the interpreter for that shader.
public final class JitUnsupportedException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public JitUnsupportedException(String reason) {
        super(reason);
    }
}
