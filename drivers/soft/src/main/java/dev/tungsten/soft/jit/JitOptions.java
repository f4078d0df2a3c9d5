package dev.tungsten.soft.jit;

/// How the JIT compiles a shader; part of the compile cache's key.
///
/// @param exactMath SIN, COS, EX2, LG2 and POW give the interpreter's results bit for bit
///                  ([#EXACT], the `jit-exact` backend): SIN, COS and EX2 a vector at a time in
///                  double precision, with a rounding test that sends the lanes it cannot prove
///                  (about one in 10^6) to the interpreter's scalar definition ([ExactMath]), LG2
///                  and POW lane by lane through that definition; otherwise ([#FAST], the default
///                  `jit` backend) SIN, COS and EX2 use inline float polynomials ([FastTrig],
///                  [FastExp2]) and LG2 and POW double-precision vector forms ([FastPow]),
///                  within the opcode table's approximation bound
///                  ([dev.tungsten.tgsi.TgsiOpcode#approximationUlps], 2 units in the last place
///                  for each, with how each bound was verified)
public record JitOptions(boolean exactMath) {
    /// Bit-exact with the interpreter everywhere (`jit-exact`; tests and differential fuzzing).
    public static final JitOptions EXACT = new JitOptions(true);
    /// SIN, COS, EX2, LG2 and POW a vector at a time with faster approximations, as llvmpipe
    /// does with its own; every other opcode stays bit-exact. The software driver's default.
    public static final JitOptions FAST = new JitOptions(false);
}
