package dev.tungsten.soft.jit;

/// How the JIT compiles a shader; part of the compile cache's key.
///
/// @param exactMath SIN, COS, EX2, LG2 and POW call the interpreter's scalar definitions lane by
///                  lane, so results equal the interpreter's bit for bit. Only `true` exists
///                  today: vector approximations (within the opcode table's ulp bounds) are not
///                  written yet, so `false` is refused rather than generating calls to them
public record JitOptions(boolean exactMath) {
    /// Bit-exact with the interpreter everywhere (tests, differential fuzzing).
    public static final JitOptions EXACT = new JitOptions(true);

    public JitOptions {
        if (!exactMath) {
            throw new IllegalArgumentException("the JIT has no vector approximations of SIN, COS, EX2, LG2 and POW; "
                    + "only exact math (JitOptions.EXACT) is available");
        }
    }
}
