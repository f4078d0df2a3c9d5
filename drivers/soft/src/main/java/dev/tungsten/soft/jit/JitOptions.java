package dev.tungsten.soft.jit;

/// How the JIT compiles a shader; part of the compile cache's key.
///
/// @param exactMath SIN, COS, EX2, LG2 and POW give the interpreter's results bit for bit
///                  ([#EXACT]): SIN, COS and EX2 a vector at a time in double precision, with a
///                  rounding test that sends the lanes it cannot prove (about one in 10^6) to the
///                  interpreter's scalar definition ([ExactMath]), LG2 and POW lane by lane
///                  through that definition; otherwise SIN and COS use an inline float
///                  polynomial ([FastTrig]) and EX2, LG2 and POW the Vector API's
///                  transcendental operations, within [#FAST_ULP_BOUND] units in the last place
///                  of the exact results ([#FAST])
public record JitOptions(boolean exactMath) {
    /// Bit-exact with the interpreter everywhere (tests, differential fuzzing, the default).
    public static final JitOptions EXACT = new JitOptions(true);
    /// SIN, COS, EX2, LG2 and POW a vector at a time with faster approximations, as llvmpipe
    /// does with its own; every other opcode stays bit-exact.
    public static final JitOptions FAST = new JitOptions(false);
    /// The largest distance, in units in the last place, between a fast result and the exact
    /// one (the interpreter's) for finite results; infinities, NaNs and zeros agree exactly.
    /// Measured by `FastMathTest`: SIN and COS 2 on every float up to 2^17 in magnitude (0.03%
    /// and 0.34% of them 2 ulp away; beyond 2^17, SVML's 1-ulp functions), LG2 2 (a 1-ulp
    /// logarithm times log2(e), rounded again) and EX2 and POW 0 on about 10^6 arguments each.
    public static final int FAST_ULP_BOUND = 2;
}
