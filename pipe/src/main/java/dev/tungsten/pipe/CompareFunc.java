package dev.tungsten.pipe;

/// A comparison of a new value against a reference (`enum pipe_compare_func`, Mesa's order):
/// depth and stencil tests, alpha test, shadow samplers. `test(a, b)` reads "a FUNC b", where `a`
/// is the incoming value (fragment depth, stencil reference, shadow reference) and `b` the stored one.
public enum CompareFunc {
    NEVER, LESS, EQUAL, LEQUAL, GREATER, NOTEQUAL, GEQUAL, ALWAYS;

    public int code() { return ordinal(); }

    /// IEEE comparison: with a NaN operand only NOTEQUAL (and ALWAYS) hold.
    public boolean test(float a, float b) {
        return holds(a < b ? -1 : a > b ? 1 : a == b ? 0 : 2);
    }

    public boolean test(long a, long b) {
        return holds(Long.compare(a, b));
    }

    /// Whether the function accepts an ordering: -1 less, 0 equal, 1 greater, 2 unordered.
    private boolean holds(int order) {
        return switch (this) {
            case NEVER -> false;
            case LESS -> order == -1;
            case EQUAL -> order == 0;
            case LEQUAL -> order == -1 || order == 0;
            case GREATER -> order == 1;
            case NOTEQUAL -> order != 0;
            case GEQUAL -> order == 1 || order == 0;
            case ALWAYS -> true;
        };
    }
}
