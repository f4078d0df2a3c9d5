package dev.tungsten.soft.jit;

/// How the JIT compiles a shader; part of the compile cache's key.
///
/// @param exactMath SIN, COS, EX2, LG2 and POW call the interpreter's scalar definitions lane by
///                  lane, so results equal the interpreter's bit for bit; otherwise they use
///                  vector approximations within the bounds the opcode table states
public record JitOptions(boolean exactMath) {
    /// Bit-exact with the interpreter everywhere (tests, differential fuzzing).
    public static final JitOptions EXACT = new JitOptions(true);
}
