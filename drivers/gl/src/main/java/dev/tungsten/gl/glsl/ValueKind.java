package dev.tungsten.gl.glsl;

/// The scalar type of a GLSL value: what a vertex attribute, a colour output or a sampled
/// texel is (`vec4`, `ivec4` or `uvec4`). TGSI registers carry untyped 32-bit words; the
/// translator stores them as `vec4` and reinterprets the bits where an operand is an integer.
public enum ValueKind {
    FLOAT("vec4", "float", "", "0.0"),
    INT("ivec4", "int", "i", "0"),
    UINT("uvec4", "uint", "u", "0u");

    private final String vec4;
    private final String scalar;
    private final String prefix;
    private final String zero;

    ValueKind(String vec4, String scalar, String prefix, String zero) {
        this.vec4 = vec4;
        this.scalar = scalar;
        this.prefix = prefix;
        this.zero = zero;
    }

    /// The four-component type: `vec4`, `ivec4` or `uvec4`.
    public String vec4() { return vec4; }

    /// The scalar type: `float`, `int` or `uint`.
    public String scalar() { return scalar; }

    /// The letter sampler and image types start with: "", "i" or "u".
    public String prefix() { return prefix; }

    /// The zero literal.
    public String zero() { return zero; }

    /// A vector type of `n` components (1 gives the scalar type).
    public String vec(int n) {
        return n == 1 ? scalar : prefix + "vec" + n;
    }
}
