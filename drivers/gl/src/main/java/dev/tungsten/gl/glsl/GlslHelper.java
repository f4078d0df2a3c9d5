package dev.tungsten.gl.glsl;

/// GLSL functions the translator writes into a shader when an instruction needs them, because
/// the GLSL built-in leaves a case undefined that TGSI (as the interpreter runs it) defines:
/// division by zero, NaN operands of min/max/saturate, shift counts of 32 and more, bit-field
/// widths outside 1..31, and `pow` of a negative base. Each body follows `tgsi_exec`'s formula
/// for the opcode (see `../shared/TGSI-REFERENCE.md` section 5). Only GLSL 3.30 core is used
/// here, so every helper works in both dialects.
enum GlslHelper {
    /// `_SAT`: `x > 0 ? min(x, 1) : 0` by selects, so NaN and -0 give +0, as the interpreter does.
    SAT("""
            vec4 tgsi_sat(vec4 v) {
                return mix(vec4(0.0), mix(vec4(1.0), v, lessThan(v, vec4(1.0))), greaterThan(v, vec4(0.0)));
            }
            """),
    /// MIN: C `fminf` by selects: a NaN operand is ignored, and of equal operands (+0, -0) the
    /// first wins, as in the interpreter.
    FMIN("""
            vec4 tgsi_min(vec4 a, vec4 b) {
                return mix(mix(a, b, lessThan(b, a)), b, isnan(a));
            }
            """),
    /// MAX: C `fmaxf` by selects, as MIN.
    FMAX("""
            vec4 tgsi_max(vec4 a, vec4 b) {
                return mix(mix(a, b, greaterThan(b, a)), b, isnan(a));
            }
            """),
    /// F2U: saturating, as the interpreter: NaN and values at or below -1 give 0, values at or
    /// above 2^32 give 0xFFFFFFFF (GLSL leaves both undefined).
    F2U("""
            uvec4 tgsi_f2u(vec4 v) {
                // Selects through bool-to-uint conversions: mix() on unsigned vectors needs GLSL 4.50
                // or EXT_shader_integer_mix, and this helper must also work in the GLSL 3.30 mode.
                uvec4 r = uvec4(max(v, vec4(0.0))) * uvec4(greaterThan(v, vec4(-1.0)));
                return r | uvec4(greaterThanEqual(v, vec4(4294967296.0))) * 0xffffffffu;
            }
            """),
    /// PK2US, PK4UB, PK4B: GL normalized conversion with round-half-even; NaN gives 0.
    UNORM("""
            uint tgsi_unorm(float x, float scale) {
                return isnan(x) ? 0u : uint(roundEven(clamp(x, 0.0, 1.0) * scale));
            }
            uint tgsi_snorm8(float x) {
                return isnan(x) ? 0u : uint(int(roundEven(clamp(x, -1.0, 1.0) * 127.0))) & 0xffu;
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
    /// RCC (2010 spec): 1/x with the magnitude clamped to [5.42101e-20, 1.884467e+19], positive
    /// when 1/x > 0 and negative otherwise (so 1/+Inf gives -5.42101e-20); NaN stays NaN.
    RCC("""
            float tgsi_rcc(float x) {
                float r = 1.0 / x;
                if (isnan(r)) {
                    return r;
                }
                // A GPU that flushes a denormal 1/x to zero must still take the positive branch
                // when x is a finite positive number, as the interpreter does.
                bool positive = r > 0.0 || (r == 0.0 && x > 0.0 && !isinf(x));
                return positive ? clamp(r, 5.42101e-20, 1.884467e+19) : clamp(r, -1.884467e+19, -5.42101e-20);
            }
            """),
    /// LDEXP: `x * 2^e` with one rounding for every exponent, as `Math.scalb`: GLSL's `ldexp` is
    /// undefined outside [-126, 128], so the exponent is clamped to a range where the result has
    /// saturated anyway and applied in three exact power-of-two steps (growing first when e > 0,
    /// so that only the last step can round).
    LDEXP("""
            float tgsi_pow2(int k) {
                return uintBitsToFloat(uint(k + 127) << 23);
            }
            vec4 tgsi_ldexp(vec4 x, ivec4 e) {
                vec4 r;
                for (int i = 0; i < 4; i++) {
                    int k = clamp(e[i], -378, 378);
                    int a = k / 3;
                    int b = (k - a) / 2;
                    r[i] = x[i] * tgsi_pow2(a) * tgsi_pow2(b) * tgsi_pow2(k - a - b);
                }
                return r;
            }
            """),
    /// DLDEXP: as LDEXP, for doubles (exponents in [-1022, 1023] per step).
    DLDEXP("""
            double tgsi_dpow2(int k) {
                return packDouble2x32(uvec2(0u, uint(k + 1023) << 20));
            }
            double tgsi_dldexp(double x, int e) {
                int k = clamp(e, -3066, 3066);
                int a = k / 3;
                int b = (k - a) / 2;
                return x * tgsi_dpow2(a) * tgsi_dpow2(b) * tgsi_dpow2(k - a - b);
            }
            """),
    /// SAMPLE_POS: the standard Direct3D 10.1 sample patterns (in sixteenths of a pixel from the
    /// centre) for 2, 4, 8 and 16 samples, as (x, y) with 0.5 at the centre; the centre for one
    /// sample, other counts, or an index out of range.
    SAMPLE_POS("""
            const int tgsi_pattern2[4] = int[4](4, 4, -4, -4);
            const int tgsi_pattern4[8] = int[8](-2, -6, 6, -2, -6, 2, 2, 6);
            const int tgsi_pattern8[16] = int[16](1, -3, -1, 3, 5, 1, -3, -5, -5, 5, -7, -1, 3, 7, 7, -7);
            const int tgsi_pattern16[32] = int[32](1, 1, -1, -3, -3, 2, 4, -1, -5, -2, 2, 5, 5, 3, 3, -5,
                -2, 6, 0, -7, -4, -6, -6, 4, -8, 0, 7, -4, 6, 7, -7, -8);
            vec2 tgsi_sample_pos(int count, int index) {
                if (index < 0 || index >= count) {
                    return vec2(0.5);
                }
                ivec2 p;
                if (count == 2) {
                    p = ivec2(tgsi_pattern2[2 * index], tgsi_pattern2[2 * index + 1]);
                } else if (count == 4) {
                    p = ivec2(tgsi_pattern4[2 * index], tgsi_pattern4[2 * index + 1]);
                } else if (count == 8) {
                    p = ivec2(tgsi_pattern8[2 * index], tgsi_pattern8[2 * index + 1]);
                } else if (count == 16) {
                    p = ivec2(tgsi_pattern16[2 * index], tgsi_pattern16[2 * index + 1]);
                } else {
                    return vec2(0.5);
                }
                return vec2(0.5) + vec2(p) / 16.0;
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
