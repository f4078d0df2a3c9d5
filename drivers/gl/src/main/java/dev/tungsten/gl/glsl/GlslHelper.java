package dev.tungsten.gl.glsl;

/// GLSL functions the translator writes into a shader when an instruction needs them, because
/// the GLSL built-in leaves a case undefined that TGSI (as the interpreter runs it) defines:
/// division by zero, NaN operands of min/max/saturate, shift counts of 32 and more, bit-field
/// widths outside 1..31, and `pow` of a negative base. Each body follows `tgsi_exec`'s formula
/// for the opcode (see `../shared/TGSI-REFERENCE.md` section 5). Only GLSL 3.30 core is used
/// here, so every helper works in both dialects.
enum GlslHelper {
    /// `_SAT`: `fminf(fmaxf(x, 0), 1)`, so NaN saturates to 0.
    SAT("""
            vec4 tgsi_sat(vec4 v) {
                return mix(clamp(v, 0.0, 1.0), vec4(0.0), isnan(v));
            }
            """),
    /// MIN: C `fminf`, a NaN operand is ignored.
    FMIN("""
            vec4 tgsi_min(vec4 a, vec4 b) {
                return mix(mix(min(a, b), a, isnan(b)), b, isnan(a));
            }
            """),
    /// MAX: C `fmaxf`, a NaN operand is ignored.
    FMAX("""
            vec4 tgsi_max(vec4 a, vec4 b) {
                return mix(mix(max(a, b), a, isnan(b)), b, isnan(a));
            }
            """),
    /// UDIV: x / 0 = 0xFFFFFFFF.
    UDIV("""
            uvec4 tgsi_udiv(uvec4 a, uvec4 b) {
                return (a / max(b, uvec4(1u))) | uvec4(-ivec4(equal(b, uvec4(0u))));
            }
            """),
    /// UMOD: x % 0 = 0xFFFFFFFF.
    UMOD("""
            uvec4 tgsi_umod(uvec4 a, uvec4 b) {
                return (a % max(b, uvec4(1u))) | uvec4(-ivec4(equal(b, uvec4(0u))));
            }
            """),
    /// IDIV: truncating, x / 0 = 0, INT_MIN / -1 = INT_MIN (wraps, where C would trap).
    IDIV("""
            ivec4 tgsi_idiv(ivec4 a, ivec4 b) {
                ivec4 r;
                for (int i = 0; i < 4; i++) {
                    r[i] = b[i] == 0 ? 0 : (b[i] == -1 ? -a[i] : a[i] / (b[i] == 0 ? 1 : b[i]));
                }
                return r;
            }
            """),
    /// MOD: C `%` (the sign of the dividend), x % 0 = -1.
    MOD("""
            ivec4 tgsi_mod(ivec4 a, ivec4 b) {
                ivec4 r;
                for (int i = 0; i < 4; i++) {
                    int d = (b[i] == 0 || b[i] == -1) ? 1 : b[i];
                    r[i] = b[i] == 0 ? -1 : (b[i] == -1 ? 0 : a[i] - (a[i] / d) * d);
                }
                return r;
            }
            """),
    /// IBFE: offset masked to 5 bits; width 32 at offset 0 copies; width masked; width 0 gives 0.
    IBFE("""
            ivec4 tgsi_ibfe(ivec4 v, ivec4 off, ivec4 w) {
                ivec4 r;
                for (int i = 0; i < 4; i++) {
                    int width = w[i];
                    int offset = off[i] & 31;
                    if (width == 32 && offset == 0) {
                        r[i] = v[i];
                    } else {
                        width &= 31;
                        if (width == 0) {
                            r[i] = 0;
                        } else if (width + offset < 32) {
                            r[i] = (v[i] << (32 - width - offset)) >> (32 - width);
                        } else {
                            r[i] = v[i] >> offset;
                        }
                    }
                }
                return r;
            }
            """),
    /// UBFE: as IBFE, zero-extending.
    UBFE("""
            uvec4 tgsi_ubfe(uvec4 v, uvec4 off, uvec4 w) {
                uvec4 r;
                for (int i = 0; i < 4; i++) {
                    int width = int(w[i]);
                    int offset = int(off[i] & 31u);
                    if (width == 32 && offset == 0) {
                        r[i] = v[i];
                    } else {
                        width &= 31;
                        if (width == 0) {
                            r[i] = 0u;
                        } else if (width + offset < 32) {
                            r[i] = (v[i] << uint(32 - width - offset)) >> uint(32 - width);
                        } else {
                            r[i] = v[i] >> uint(offset);
                        }
                    }
                }
                return r;
            }
            """),
    /// BFI: width 32 copies the insert; other widths build the mask with a 5-bit shift count, as
    /// x86 does for the C expression `(1 << width) - 1`.
    BFI("""
            uvec4 tgsi_bfi(uvec4 base, uvec4 ins, uvec4 off, uvec4 w) {
                uvec4 r;
                for (int i = 0; i < 4; i++) {
                    uint offset = off[i] & 31u;
                    if (w[i] == 32u) {
                        r[i] = ins[i];
                    } else {
                        uint mask = ((1u << (w[i] & 31u)) - 1u) << offset;
                        r[i] = ((ins[i] << offset) & mask) | (base[i] & ~mask);
                    }
                }
                return r;
            }
            """),
    /// POW: C `powf` for the cases GLSL leaves undefined (negative base with an integer exponent,
    /// zero base, exponent 0, base 1); the magnitude comes from `exp2(y * log2(|x|))`.
    POW("""
            float tgsi_pow(float x, float y) {
                if (y == 0.0 || x == 1.0 || (abs(x) == 1.0 && isinf(y))) {
                    return 1.0;
                }
                if (isnan(x) || isnan(y)) {
                    return x + y;
                }
                bool integral = floor(y) == y;
                bool odd = integral && abs(y) < 16777216.0 && fract(y * 0.5) != 0.0;
                if (x < 0.0 && !integral) {
                    return uintBitsToFloat(0x7fc00000u);
                }
                // A zero base is spelled out: log2(0) need not be -Inf on every implementation.
                float r = x == 0.0 ? (y < 0.0 ? uintBitsToFloat(0x7f800000u) : 0.0) : exp2(y * log2(abs(x)));
                return (odd && (floatBitsToUint(x) >> 31) != 0u) ? -r : r;
            }
            """),
    /// MUL under `LEGACY_MATH_RULES`: 0 times anything (Inf and NaN included) is 0.
    MULZ("""
            vec4 tgsi_mulz(vec4 a, vec4 b) {
                return mix(a * b, vec4(0.0), greaterThan(vec4(equal(a, vec4(0.0))) + vec4(equal(b, vec4(0.0))), vec4(0.0)));
            }
            """),
    /// RCC (2010 spec): 1/x with the magnitude clamped to [5.42101e-20, 1.884467e+19].
    RCC("""
            float tgsi_rcc(float x) {
                float r = 1.0 / x;
                float m = clamp(abs(r), 5.42101e-20, 1.884467e+19);
                return r < 0.0 ? -m : m;
            }
            """);

    private final String text;

    GlslHelper(String text) {
        this.text = text;
    }

    /// The function's GLSL definition.
    String text() {
        return text;
    }
}
