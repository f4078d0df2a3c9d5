package dev.tungsten.gl.glsl;

/// GLSL functions the translator writes into a shader when an instruction needs them. Most
/// carry out a guard of the opcode table ([GlslGuards]): a case the GLSL built-in leaves
/// undefined and TGSI (as the interpreter runs it) defines, such as division by zero, NaN
/// operands of min/max, conversions out of range, bit-field widths outside 1..31, `pow` of a
/// negative base, or the rounding of normalized unpacking. The others write out an opcode's own
/// formula (`_SAT`, RCC, the legacy MUL, SAMPLE_POS). Each body follows `tgsi_exec`'s formula
/// for the opcode (see `../shared/TGSI-REFERENCE.md` section 5). Only GLSL 3.30 core is used
/// here, plus the 64-bit types in the helpers of 64-bit opcodes (which require them anyway), so
/// every helper works in both dialects.
///
/// A helper may call helpers declared before it ([#needs]); the shader writes them in this
/// enum's order. Where the order of float operations is the point (the steps of LDEXP, the
/// scaled division), the result is a `precise` local, so that the compiler cannot regroup the
/// operations (Mesa's NIR does, regrouping `x * 2^a * 2^b` into `x * 2^(a+b)`, which overflows);
/// the translator drops the keyword where the dialect lacks it ([#text(boolean)]).
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
    /// F2I (and ARL, ARR after their rounding): truncation; NaN and values outside
    /// [-2^31, 2^31) give 0x80000000. The conversion is selected only for operands in range
    /// (a ternary evaluates one side), so no undefined conversion feeds the result.
    F2I("""
            ivec4 tgsi_f2i(vec4 v) {
                ivec4 r;
                for (int i = 0; i < 4; i++) {
                    // NaN fails both comparisons.
                    r[i] = (v[i] >= -2147483648.0 && v[i] < 2147483648.0) ? int(v[i]) : (-2147483647 - 1);
                }
                return r;
            }
            """),
    /// D2I: as F2I, for a double: values whose truncation lies in the int range convert.
    D2I("""
            int tgsi_d2i(double d) {
                return (d > -2147483649.0lf && d < 2147483648.0lf) ? int(d) : (-2147483647 - 1);
            }
            """),
    /// F2I64: as F2I, giving 0x8000000000000000 outside [-2^63, 2^63).
    F2I64("""
            int64_t tgsi_f2i64(float x) {
                return (x >= -9223372036854775808.0 && x < 9223372036854775808.0) ? int64_t(x) : int64_t(0x8000000000000000ul);
            }
            """),
    /// D2I64: as F2I64, for a double.
    D2I64("""
            int64_t tgsi_d2i64(double d) {
                return (d >= -9223372036854775808.0lf && d < 9223372036854775808.0lf) ? int64_t(d) : int64_t(0x8000000000000000ul);
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
    /// D2U: as F2U, for a double. A negative value is never converted (GLSL leaves that
    /// undefined): the conversion reads a value selected to be at least 0.
    D2U("""
            uint tgsi_d2u(double d) {
                return !(d > -1.0lf) ? 0u : (d >= 4294967296.0lf ? 0xffffffffu : uint(d > 0.0lf ? d : 0.0lf));
            }
            """),
    /// F2U64: as F2U, saturating at 2^64.
    F2U64("""
            uint64_t tgsi_f2u64(float x) {
                return !(x > -1.0) ? 0ul : (x >= 18446744073709551616.0 ? ~0ul : uint64_t(x > 0.0 ? x : 0.0));
            }
            """),
    /// D2U64: as F2U64, for a double.
    D2U64("""
            uint64_t tgsi_d2u64(double d) {
                return !(d > -1.0lf) ? 0ul : (d >= 18446744073709551616.0lf ? ~0ul : uint64_t(d > 0.0lf ? d : 0.0lf));
            }
            """),
    /// PK2US, PK4UB: GL unsigned normalized conversion with round-half-even; NaN gives 0 (GLSL's
    /// `packUnorm*` may round halves either way).
    UNORM("""
            uint tgsi_unorm(float x, float scale) {
                return isnan(x) ? 0u : uint(roundEven(clamp(x, 0.0, 1.0) * scale));
            }
            """),
    /// PK4B: GL signed normalized 8-bit conversion with round-half-even; NaN gives 0.
    SNORM8("""
            uint tgsi_snorm8(float x) {
                return isnan(x) ? 0u : uint(int(roundEven(clamp(x, -1.0, 1.0) * 127.0))) & 0xffu;
            }
            """),
    /// The correctly rounded quotient n / (2^p - 1) for 0 <= n < 2^p, p <= 16, by integer
    /// operations: its binary expansion repeats n's p bits, so the float is the 24 bits from the
    /// leading one on, rounded by the next bit (the expansion never ends, so there is no tie).
    /// GLSL's `unpackUnorm*` divide with the 2.5-ulp division, which GPUs round differently.
    NORMALIZED_FIELD("""
            float tgsi_unorm_field(uint n, int p) {
                if (n == 0u) {
                    return 0.0;
                }
                int k = int(floatBitsToUint(float(n)) >> 23) - 127;
                uint r = ((n << uint(p - 1 - k)) | (n >> uint(k + 1))) & ((1u << uint(p)) - 1u);
                uint w = 0u;
                for (int s = 32 - p; s > -p; s -= p) {
                    w |= s >= 0 ? r << uint(s) : r >> uint(-s);
                }
                return uintBitsToFloat((uint(126 - p + k) << 23) + (((w >> 7) + 1u) >> 1));
            }
            """),
    /// UP2US: the low and high 16 bits / 65535 in (x, z) and (y, w).
    UP2US("""
            vec4 tgsi_up2us(uint v) {
                float lo = tgsi_unorm_field(v & 0xffffu, 16);
                float hi = tgsi_unorm_field(v >> 16, 16);
                return vec4(lo, hi, lo, hi);
            }
            """, NORMALIZED_FIELD),
    /// UP4UB: byte c / 255 in channel c.
    UP4UB("""
            vec4 tgsi_up4ub(uint v) {
                return vec4(tgsi_unorm_field(v & 0xffu, 8), tgsi_unorm_field((v >> 8) & 0xffu, 8),
                        tgsi_unorm_field((v >> 16) & 0xffu, 8), tgsi_unorm_field(v >> 24, 8));
            }
            """, NORMALIZED_FIELD),
    /// UP4B: signed byte c / 127 in channel c; -128 gives -1.
    UP4B("""
            float tgsi_snorm8_field(uint b) {
                if (b == 0x80u) {
                    return -1.0;
                }
                float m = tgsi_unorm_field(b > 0x80u ? 0x100u - b : b, 7);
                return b > 0x80u ? -m : m;
            }
            vec4 tgsi_up4b(uint v) {
                return vec4(tgsi_snorm8_field(v & 0xffu), tgsi_snorm8_field((v >> 8) & 0xffu),
                        tgsi_snorm8_field((v >> 16) & 0xffu), tgsi_snorm8_field(v >> 24));
            }
            """, NORMALIZED_FIELD),
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
    /// IDIV: truncating, x / 0 = 0, INT_MIN / -1 = INT_MIN (wraps). The magnitudes are divided
    /// as unsigned integers by at least 1 and the sign applied after, so no signed division is
    /// left: a compiler may evaluate a selected-away quotient (and fold the selects that made its
    /// divisor safe into it), and a CPU implementation traps on INT_MIN / -1 (softpipe does).
    IDIV("""
            ivec4 tgsi_idiv(ivec4 a, ivec4 b) {
                ivec4 q = ivec4(uvec4(abs(a)) / max(uvec4(abs(b)), uvec4(1u)));
                ivec4 s = (a ^ b) >> 31;
                return ((q ^ s) - s) * ivec4(notEqual(b, ivec4(0)));
            }
            """),
    /// MOD: C `%` (the sign of the dividend) as `a - (a / b) * b` with IDIV's quotient, wrapping
    /// (so INT_MIN % -1 = 0); x % 0 = -1.
    MOD("""
            ivec4 tgsi_mod(ivec4 a, ivec4 b) {
                ivec4 q = ivec4(uvec4(abs(a)) / max(uvec4(abs(b)), uvec4(1u)));
                ivec4 s = (a ^ b) >> 31;
                return (a - ((q ^ s) - s) * b) | -ivec4(equal(b, ivec4(0)));
            }
            """),
    /// I64DIV: as IDIV, for 64-bit integers.
    I64DIV("""
            int64_t tgsi_i64div(int64_t a, int64_t b) {
                int64_t q = int64_t(uint64_t(abs(a)) / max(uint64_t(abs(b)), 1ul));
                int64_t s = (a ^ b) >> 63;
                return b == 0l ? 0l : (q ^ s) - s;
            }
            """),
    /// I64MOD: as MOD, for 64-bit integers.
    I64MOD("""
            int64_t tgsi_i64mod(int64_t a, int64_t b) {
                int64_t q = int64_t(uint64_t(abs(a)) / max(uint64_t(abs(b)), 1ul));
                int64_t s = (a ^ b) >> 63;
                return b == 0l ? -1l : a - ((q ^ s) - s) * b;
            }
            """),
    /// U64DIV: x / 0 = all ones.
    U64DIV("""
            uint64_t tgsi_u64div(uint64_t a, uint64_t b) {
                return b == 0ul ? ~0ul : a / max(b, 1ul);
            }
            """),
    /// U64MOD: x % 0 = all ones.
    U64MOD("""
            uint64_t tgsi_u64mod(uint64_t a, uint64_t b) {
                return b == 0ul ? ~0ul : a % max(b, 1ul);
            }
            """),
    /// DMIN and DMAX: C `fmin`/`fmax` by selects, as MIN and MAX.
    DMIN_DMAX("""
            double tgsi_dmin(double a, double b) {
                return isnan(a) ? b : (isnan(b) ? a : (b < a ? b : a));
            }
            double tgsi_dmax(double a, double b) {
                return isnan(a) ? b : (isnan(b) ? a : (b > a ? b : a));
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
    /// DIV, RCP and the divisions inside RCC, RFL and LOG: IEEE 754's results for the divisors
    /// GLSL gives no bound for (GLSL 4.50 section 4.7.1 bounds `a / b` for 2^-126 <= |b| <=
    /// 2^126 only): zero and infinite divisors, infinite and NaN operands; a divisor beyond
    /// 2^126 is scaled by 2^-2 first, exactly (only quotients that underflow anyway lose bits).
    FDIV("""
            float tgsi_div(float a, float b) {
                if (isnan(a) || isnan(b) || isinf(a) || isinf(b) || b == 0.0) {
                    if (isnan(a) || isnan(b) || (a == 0.0 && b == 0.0) || (isinf(a) && isinf(b))) {
                        return uintBitsToFloat(0x7fc00000u);
                    }
                    uint sign = (floatBitsToUint(a) ^ floatBitsToUint(b)) & 0x80000000u;
                    return uintBitsToFloat(sign | (isinf(a) || b == 0.0 ? 0x7f800000u : 0u));
                }
                precise float q = abs(b) > uintBitsToFloat(0x7e800000u) ? (a * 0.25) / (b * 0.25) : a / b;
                return q;
            }
            vec4 tgsi_div(vec4 a, vec4 b) {
                return vec4(tgsi_div(a.x, b.x), tgsi_div(a.y, b.y), tgsi_div(a.z, b.z), tgsi_div(a.w, b.w));
            }
            """),
    /// DDIV and DRCP: as FDIV, for doubles (scaled beyond 2^1022).
    DDIV("""
            double tgsi_ddiv(double a, double b) {
                if (isnan(a) || isnan(b) || isinf(a) || isinf(b) || b == 0.0lf) {
                    if (isnan(a) || isnan(b) || (a == 0.0lf && b == 0.0lf) || (isinf(a) && isinf(b))) {
                        return packDouble2x32(uvec2(0u, 0x7ff80000u));
                    }
                    uint sign = (unpackDouble2x32(a).y ^ unpackDouble2x32(b).y) & 0x80000000u;
                    return packDouble2x32(uvec2(0u, sign | (isinf(a) || b == 0.0lf ? 0x7ff00000u : 0u)));
                }
                precise double q = abs(b) > packDouble2x32(uvec2(0u, 0x7fd00000u)) ? (a * 0.25lf) / (b * 0.25lf) : a / b;
                return q;
            }
            """),
    /// SQRT: NaN below zero and for -Inf, ±0 and +Inf unchanged (GLSL's `sqrt` is undefined
    /// below zero and, inheriting `1.0 / inversesqrt(x)`, unbounded at 0 and +Inf).
    SQRT("""
            float tgsi_sqrt(float x) {
                if (x > 0.0 && !isinf(x)) {
                    return sqrt(x);
                }
                return (x == 0.0 || x > 0.0) ? x : uintBitsToFloat(0x7fc00000u);
            }
            """),
    /// RSQ, NRM, NRM4: 1 / sqrt(x), with +Inf at +0, -Inf at -0, +0 at +Inf and NaN below zero.
    RSQ("""
            float tgsi_rsq(float x) {
                if (x > 0.0 && !isinf(x)) {
                    return 1.0 / sqrt(x);
                }
                if (x == 0.0) {
                    return uintBitsToFloat((floatBitsToUint(x) & 0x80000000u) | 0x7f800000u);
                }
                return x > 0.0 ? 0.0 : uintBitsToFloat(0x7fc00000u);
            }
            """),
    /// LG2 and LOG: -Inf at ±0, +Inf at +Inf, NaN below zero (GLSL's `log2` is undefined at
    /// and below zero).
    LOG2("""
            float tgsi_log2(float x) {
                if (x > 0.0 && !isinf(x)) {
                    return log2(x);
                }
                if (x == 0.0) {
                    return uintBitsToFloat(0xff800000u);
                }
                return x > 0.0 ? x : uintBitsToFloat(0x7fc00000u);
            }
            """),
    /// DSQRT and DRSQ: as SQRT and RSQ, for doubles.
    DSQRT_DRSQ("""
            double tgsi_dsqrt(double x) {
                if (x > 0.0lf && !isinf(x)) {
                    return sqrt(x);
                }
                return (x == 0.0lf || x > 0.0lf) ? x : packDouble2x32(uvec2(0u, 0x7ff80000u));
            }
            double tgsi_drsq(double x) {
                if (x > 0.0lf && !isinf(x)) {
                    return 1.0lf / sqrt(x);
                }
                if (x == 0.0lf) {
                    return packDouble2x32(uvec2(0u, (unpackDouble2x32(x).y & 0x80000000u) | 0x7ff00000u));
                }
                return x > 0.0lf ? 0.0lf : packDouble2x32(uvec2(0u, 0x7ff80000u));
            }
            """),
    /// DFRACEXP: C `frexp`; ±0, ±Inf and NaN give themselves and exponent 0 (GLSL's `frexp` is
    /// undefined for infinities and NaN).
    FREXP("""
            double tgsi_frexp(double x, out int e) {
                if (x == 0.0lf || isinf(x) || isnan(x)) {
                    e = 0;
                    return x;
                }
                return frexp(x, e);
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
    /// RCC (2010 spec): `r` = 1/x (divided by the caller, through FDIV) with the magnitude clamped to [5.42101e-20, 1.884467e+19], positive
    /// when 1/x > 0 and negative otherwise (so 1/+Inf gives -5.42101e-20); NaN stays NaN.
    RCC("""
            float tgsi_rcc(float r, float x) {
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
                    precise float s = x[i] * tgsi_pow2(a) * tgsi_pow2(b) * tgsi_pow2(k - a - b);
                    r[i] = s;
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
                precise double r = x * tgsi_dpow2(a) * tgsi_dpow2(b) * tgsi_dpow2(k - a - b);
                return r;
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
    private final GlslHelper[] needs;

    GlslHelper(String text, GlslHelper... needs) {
        this.text = text;
        this.needs = needs;
    }

    /// The helpers this one calls (declared earlier in the enum, so written before it).
    java.util.List<GlslHelper> needs() {
        return java.util.List.of(needs);
    }

    /// The function's GLSL definition, with its `precise` locals when the dialect has the
    /// keyword (`precise`: GLSL 4.00 and later).
    String text(boolean precise) {
        return precise ? text : text.replace("precise ", "");
    }
}
