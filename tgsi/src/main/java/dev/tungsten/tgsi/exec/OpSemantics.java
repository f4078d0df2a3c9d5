package dev.tungsten.tgsi.exec;

/// The exact scalar semantics of every TGSI opcode that computes values: one static method per
/// operation, on one lane and one channel (or one 64-bit channel pair).
///
/// This class is the definition. The interpreter's lane loops call these methods (or, for the few
/// hot opcodes in [HotLaneLoops], a vector form that a parity test proves equal to them), the JIT
/// must call the same methods so that it matches the interpreter bit for bit, and the GLSL and
/// SPIR-V translators cite them. Where `tgsi.rst` defines a result it is followed; where it leaves
/// a result undefined the choice made here is recorded in the opcode table
/// ([dev.tungsten.tgsi.TgsiOpcode#notes]); otherwise the result is what Mesa's `tgsi_exec` computes
/// (including its rounding order, for example two roundings in MAD, LRP and the dot products).
///
/// Conventions:
/// - 32-bit channels are passed as `float` or `int`; unsigned values are `int` bit patterns.
/// - Float arithmetic is Java's (IEEE 754 binary32, round to nearest even, no fused operations,
///   denormals kept). The sign and payload of a NaN *produced* by arithmetic are unspecified (they
///   are whatever the JVM's float arithmetic gives); bit-copying operations keep NaN bits exactly.
/// - Transcendentals are computed in double with [StrictMath] (fdlibm, the same on every JVM) and
///   rounded once to float, except where Mesa's formula is reproduced (LG2 rounds `log` and then
///   multiplies by `1.442695f`).
/// - Float-to-signed-integer conversions of NaN and out-of-range values give the most negative
///   integer (x86's result, as in Mesa and llvmpipe); float-to-unsigned conversions saturate
///   (NaN gives 0).
public final class OpSemantics {
    private OpSemantics() {}

    /// LG2's factor, as Mesa writes it ([#lg2]); the JIT's fast LG2 multiplies by the same float.
    public static final float LOG2_E = 1.442695f;

    // ---------------------------------------------------------------- float arithmetic

    public static float add(float a, float b) { return a + b; }

    public static float sub(float a, float b) { return a - b; }

    public static float mul(float a, float b) { return a * b; }

    public static float div(float a, float b) { return a / b; }

    /// MAD: `a * b + c` with two roundings, as Mesa does (tgsi.rst allows either).
    public static float mad(float a, float b, float c) { return a * b + c; }

    /// FMA: one rounding (tgsi.rst); Mesa's `tgsi_exec` does not implement it.
    public static float fma(float a, float b, float c) { return Math.fma(a, b, c); }

    /// MUL under the LEGACY_MATH_RULES property (tgsi.rst): 0 when either operand is zero, so
    /// `0 * Inf = 0` (the +0 result is Tungsten's choice; the property does not give the sign).
    public static float mulLegacy(float a, float b) { return a == 0f || b == 0f ? 0f : a * b; }

    /// MAD under LEGACY_MATH_RULES: [#mulLegacy] then the addition.
    public static float madLegacy(float a, float b, float c) { return mulLegacy(a, b) + c; }

    /// FMA under LEGACY_MATH_RULES: `c` plus a zero product when either factor is zero, else fused.
    public static float fmaLegacy(float a, float b, float c) { return a == 0f || b == 0f ? 0f + c : Math.fma(a, b, c); }

    /// LRP under LEGACY_MATH_RULES.
    public static float lrpLegacy(float a, float b, float c) { return mulLegacy(a, b - c) + c; }

    /// LRP in Mesa's rounding order: `a * (b - c) + c`.
    public static float lrp(float a, float b, float c) { return a * (b - c) + c; }

    /// MIN: C `fminf`: a NaN operand is ignored; for equal operands (+0 and -0) the first wins.
    public static float min(float a, float b) {
        if (a != a) {
            return b;
        }
        if (b != b) {
            return a;
        }
        return b < a ? b : a;
    }

    /// MAX: C `fmaxf`: a NaN operand is ignored; for equal operands (+0 and -0) the first wins.
    public static float max(float a, float b) {
        if (a != a) {
            return b;
        }
        if (b != b) {
            return a;
        }
        return b > a ? b : a;
    }

    /// The `_SAT` modifier on a 32-bit result: clamps to [0, 1]; NaN and -0 give +0 (what Mesa's
    /// compiled `fminf(fmaxf(x, 0), 1)` gives).
    public static float saturate(float x) { return x > 0f ? (x < 1f ? x : 1f) : 0f; }

    /// The `_SAT` modifier on a 64-bit result (Mesa): values below 0 and NaN give +0, values above
    /// 1 give 1; -0 stays -0.
    public static double dsaturate(double x) { return x < 0 || x != x ? 0.0 : x > 1 ? 1.0 : x; }

    public static float rcp(float x) { return 1f / x; }

    /// RSQ: `1 / sqrt(x)` with no absolute value (tgsi.rst: undefined for x <= 0; here -0 gives
    /// -Inf and negative values NaN, as in Mesa).
    public static float rsq(float x) { return 1f / sqrt(x); }

    /// SQRT: correctly rounded (the double square root of a float rounds exactly once to float).
    public static float sqrt(float x) { return (float) Math.sqrt(x); }

    public static float floor(float x) { return (float) Math.floor(x); }

    public static float ceil(float x) { return (float) Math.ceil(x); }

    public static float trunc(float x) { return x != x ? x : (float) (x < 0 ? Math.ceil(x) : Math.floor(x)); }

    /// ROUND: round half to even (`rintf`); a NaN is returned unchanged.
    public static float round(float x) { return x != x ? x : (float) Math.rint(x); }

    /// FRC: `x - floor(x)` (so FRC(±Inf) is NaN and FRC(-0.49999997) rounds to 0.5).
    public static float frc(float x) { return x - floor(x); }

    /// SSG: -1, 0 or 1; NaN gives 0.
    public static float ssg(float x) { return x < 0f ? -1f : x > 0f ? 1f : 0f; }

    /// EX2: `2^x`, computed as `pow(2, x)` in double and rounded once.
    public static float ex2(float x) { return (float) StrictMath.pow(2.0, x); }

    /// LG2: Mesa's formula, `logf(x) * 1.442695f` (two roundings).
    public static float lg2(float x) { return (float) StrictMath.log(x) * LOG2_E; }

    /// POW: C `powf` semantics (`pow(1, y)` and `pow(-1, ±Inf)` are 1, unlike Java's `pow`).
    public static float pow(float x, float y) {
        if (x == 1f || y == 0f) {
            return 1f;
        }
        if (x == -1f && Float.isInfinite(y)) {
            return 1f;
        }
        return (float) StrictMath.pow(x, y);
    }

    public static float sin(float x) { return (float) StrictMath.sin(x); }

    public static float cos(float x) { return (float) StrictMath.cos(x); }

    /// LDEXP: `x * 2^e`, exact unless the result is subnormal (then rounded once) or overflows.
    public static float ldexp(float x, int e) { return Math.scalb(x, e); }

    // ---------------------------------------------------------------- float comparisons

    public static float slt(float a, float b) { return a < b ? 1f : 0f; }

    public static float sle(float a, float b) { return a <= b ? 1f : 0f; }

    public static float sgt(float a, float b) { return a > b ? 1f : 0f; }

    public static float sge(float a, float b) { return a >= b ? 1f : 0f; }

    public static float seq(float a, float b) { return a == b ? 1f : 0f; }

    public static float sne(float a, float b) { return a != b ? 1f : 0f; }

    public static int fslt(float a, float b) { return a < b ? -1 : 0; }

    public static int fsge(float a, float b) { return a >= b ? -1 : 0; }

    public static int fseq(float a, float b) { return a == b ? -1 : 0; }

    /// FSNE is unordered: NaN compares unequal.
    public static int fsne(float a, float b) { return a != b ? -1 : 0; }

    /// CMP: selects the bits of `ifNegative` when `cond < 0` (so NaN and -0 select `otherwise`).
    public static int cmp(float cond, int ifNegative, int otherwise) { return cond < 0f ? ifNegative : otherwise; }

    /// UCMP: selects the bits of `ifNonZero` when the condition's bits are not zero.
    public static int ucmp(int cond, int ifNonZero, int otherwise) { return cond != 0 ? ifNonZero : otherwise; }

    /// IF: true when the float is not equal to 0 (so -0 is false and NaN is true).
    public static boolean ifTrue(float x) { return x != 0f; }

    /// KILL_IF: a channel requests the kill when it is less than 0 (a negative denormal counts).
    public static boolean killIf(float x) { return x < 0f; }

    // ---------------------------------------------------------------- conversions

    /// F2I (and ARL's, ARR's conversion): truncate toward zero. NaN and values outside the int
    /// range (TGSI: undefined) give 0x80000000, x86's "integer indefinite", which is what Mesa's
    /// `tgsi_exec` and llvmpipe produce.
    public static int f2i(float x) { return x >= -0x1p31f && x < 0x1p31f ? (int) x : Integer.MIN_VALUE; }

    /// F2U: truncate toward zero; NaN and values at or below -1 give 0, values at or above 2^32
    /// give 0xFFFFFFFF (TGSI: undefined).
    public static int f2u(float x) {
        if (!(x > -1f)) {
            return 0;
        }
        if (x >= 4.2949673e9f) {
            return -1;
        }
        return (int) (long) x;
    }

    public static float i2f(int x) { return (float) x; }

    public static float u2f(int x) { return (float) Integer.toUnsignedLong(x); }

    /// ARL: `(int) floor(x)`, saturating as [#f2i].
    public static int arl(float x) { return f2i(floor(x)); }

    /// ARR: `(int) floor(x + 0.5)` as in Mesa (so ARR(-2.5) = -2 and ARR(0.49999997) = 1).
    public static int arr(float x) { return f2i(floor(x + 0.5f)); }

    /// PK2H: two halves, round to nearest even.
    public static int pk2h(float x, float y) {
        return (Float.floatToFloat16(x) & 0xFFFF) | (Float.floatToFloat16(y) & 0xFFFF) << 16;
    }

    /// UP2H: the half in the low (`high == false`) or high 16 bits.
    public static float up2h(int bits, boolean high) {
        return Float.float16ToFloat((short) (high ? bits >>> 16 : bits));
    }

    /// PK2US: two unsigned 16-bit normalized values (clamp to [0, 1], scale, round half even).
    public static int pk2us(float x, float y) { return unorm(x, 65535) | unorm(y, 65535) << 16; }

    /// PK4UB: four unsigned 8-bit normalized values, x in the low byte.
    public static int pk4ub(float x, float y, float z, float w) {
        return unorm(x, 255) | unorm(y, 255) << 8 | unorm(z, 255) << 16 | unorm(w, 255) << 24;
    }

    /// PK4B: four signed 8-bit normalized values (clamp to [-1, 1], scale by 127, round half even).
    public static int pk4b(float x, float y, float z, float w) {
        return snorm8(x) | snorm8(y) << 8 | snorm8(z) << 16 | snorm8(w) << 24;
    }

    /// UP2US: the 16-bit field `index` (0 low, 1 high) as an unsigned normalized value.
    public static float up2us(int bits, int index) { return ((bits >>> (16 * index)) & 0xFFFF) / 65535f; }

    /// UP4UB: the byte `index` (0 lowest) as an unsigned normalized value.
    public static float up4ub(int bits, int index) { return ((bits >>> (8 * index)) & 0xFF) / 255f; }

    /// UP4B: the byte `index` as a signed normalized value (-128 and -127 both give -1).
    public static float up4b(int bits, int index) { return Math.max(-1f, (byte) (bits >>> (8 * index)) / 127f); }

    private static int unorm(float x, int scale) {
        float c = x != x ? 0f : Math.min(Math.max(x, 0f), 1f);
        return (int) Math.rint(c * scale);
    }

    private static int snorm8(float x) {
        float c = x != x ? 0f : Math.min(Math.max(x, -1f), 1f);
        return (int) Math.rint(c * 127f) & 0xFF;
    }

    // ---------------------------------------------------------------- 32-bit integers

    public static int uadd(int a, int b) { return a + b; }

    public static int umul(int a, int b) { return a * b; }

    public static int umad(int a, int b, int c) { return a * b + c; }

    public static int imulHi(int a, int b) { return (int) (((long) a * b) >> 32); }

    public static int umulHi(int a, int b) {
        return (int) ((Integer.toUnsignedLong(a) * Integer.toUnsignedLong(b)) >>> 32);
    }

    /// IDIV: truncating; division by 0 gives 0 (Mesa; tgsi.rst: TBD); INT_MIN / -1 gives INT_MIN.
    public static int idiv(int a, int b) { return b == 0 ? 0 : a / b; }

    /// MOD: the remainder with the sign of `a`; modulo 0 gives -1 (Mesa).
    public static int mod(int a, int b) { return b == 0 ? -1 : a % b; }

    /// UDIV: division by 0 gives 0xFFFFFFFF (tgsi.rst).
    public static int udiv(int a, int b) { return b == 0 ? -1 : Integer.divideUnsigned(a, b); }

    /// UMOD: modulo 0 gives 0xFFFFFFFF (tgsi.rst).
    public static int umod(int a, int b) { return b == 0 ? -1 : Integer.remainderUnsigned(a, b); }

    public static int imax(int a, int b) { return Math.max(a, b); }

    public static int imin(int a, int b) { return Math.min(a, b); }

    public static int umax(int a, int b) { return Integer.compareUnsigned(a, b) > 0 ? a : b; }

    public static int umin(int a, int b) { return Integer.compareUnsigned(a, b) < 0 ? a : b; }

    /// INEG: two's complement (INT_MIN stays INT_MIN).
    public static int ineg(int a) { return -a; }

    /// IABS: |INT_MIN| is INT_MIN.
    public static int iabs(int a) { return a < 0 ? -a : a; }

    public static int issg(int a) { return Integer.signum(a); }

    public static int not(int a) { return ~a; }

    public static int and(int a, int b) { return a & b; }

    public static int or(int a, int b) { return a | b; }

    public static int xor(int a, int b) { return a ^ b; }

    /// SHL: the count is masked with 0x1F (tgsi.rst).
    public static int shl(int a, int count) { return a << (count & 0x1F); }

    /// ISHR: arithmetic; the count is masked with 0x1F.
    public static int ishr(int a, int count) { return a >> (count & 0x1F); }

    /// USHR: logical; the count is masked with 0x1F.
    public static int ushr(int a, int count) { return a >>> (count & 0x1F); }

    public static int islt(int a, int b) { return a < b ? -1 : 0; }

    public static int isge(int a, int b) { return a >= b ? -1 : 0; }

    public static int useq(int a, int b) { return a == b ? -1 : 0; }

    public static int usne(int a, int b) { return a != b ? -1 : 0; }

    public static int uslt(int a, int b) { return Integer.compareUnsigned(a, b) < 0 ? -1 : 0; }

    public static int usge(int a, int b) { return Integer.compareUnsigned(a, b) >= 0 ? -1 : 0; }

    /// IBFE, Mesa's formula: the offset is masked with 0x1F; width 32 at offset 0 copies; otherwise
    /// the width is masked with 0x1F, width 0 gives 0, and a field running past bit 31 is the
    /// arithmetic shift `value >> offset` (tgsi.rst: undefined when offset + bits > 32).
    public static int ibfe(int value, int offset, int bits) {
        int off = offset & 0x1F;
        if (bits == 32 && off == 0) {
            return value;
        }
        int width = bits & 0x1F;
        if (width == 0) {
            return 0;
        }
        if (width + off < 32) {
            return (value << (32 - width - off)) >> (32 - width);
        }
        return value >> off;
    }

    /// UBFE: as [#ibfe] with logical shifts.
    public static int ubfe(int value, int offset, int bits) {
        int off = offset & 0x1F;
        if (bits == 32 && off == 0) {
            return value;
        }
        int width = bits & 0x1F;
        if (width == 0) {
            return 0;
        }
        if (width + off < 32) {
            return (value << (32 - width - off)) >>> (32 - width);
        }
        return value >>> off;
    }

    /// BFI, Mesa's formula: width 32 returns `insert`; otherwise the mask is
    /// `((1 << bits) - 1) << (offset & 0x1F)` with shift counts taken modulo 32 (as x86 and Java do).
    public static int bfi(int base, int insert, int offset, int bits) {
        if (bits == 32) {
            return insert;
        }
        int off = offset & 0x1F;
        int mask = ((1 << bits) - 1) << off;
        return ((insert << off) & mask) | (base & ~mask);
    }

    public static int brev(int a) { return Integer.reverse(a); }

    public static int popc(int a) { return Integer.bitCount(a); }

    /// LSB: index of the lowest set bit; -1 for 0.
    public static int lsb(int a) { return a == 0 ? -1 : Integer.numberOfTrailingZeros(a); }

    /// UMSB: index of the highest set bit; -1 for 0.
    public static int umsb(int a) { return 31 - Integer.numberOfLeadingZeros(a); }

    /// IMSB: index of the highest bit that differs from the sign bit; -1 for 0 and -1.
    public static int imsb(int a) { return 31 - Integer.numberOfLeadingZeros(a < 0 ? ~a : a); }

    /// The `|x|` source modifier on any 32-bit type: clears bit 31 (Mesa's release-build behaviour;
    /// tgsi.rst defines the modifier only for floats).
    public static int absModifier(int bits) { return bits & 0x7FFFFFFF; }

    /// The `-x` source modifier on a float source: flips bit 31 (exactly C's and Java's negation).
    public static int floatNegate(int bits) { return bits ^ 0x80000000; }

    // ---------------------------------------------------------------- doubles

    public static double dadd(double a, double b) { return a + b; }

    public static double dmul(double a, double b) { return a * b; }

    public static double ddiv(double a, double b) { return a / b; }

    /// DMAD: two roundings, as Mesa.
    public static double dmad(double a, double b, double c) { return a * b + c; }

    public static double dfma(double a, double b, double c) { return Math.fma(a, b, c); }

    /// DMIN: C `fmin` (NaN ignored, first operand wins on equality).
    public static double dmin(double a, double b) {
        if (a != a) {
            return b;
        }
        if (b != b) {
            return a;
        }
        return b < a ? b : a;
    }

    /// DMAX: C `fmax` (NaN ignored, first operand wins on equality).
    public static double dmax(double a, double b) {
        if (a != a) {
            return b;
        }
        if (b != b) {
            return a;
        }
        return b > a ? b : a;
    }

    /// DABS: clears the sign (tgsi.rst `|x|`); Mesa's `x >= 0 ? x : -x` keeps -0 and flips NaN signs.
    public static double dabs(double a) { return Math.abs(a); }

    public static double dneg(double a) { return -a; }

    public static double drcp(double a) { return 1.0 / a; }

    public static double dsqrt(double a) { return Math.sqrt(a); }

    public static double drsq(double a) { return 1.0 / Math.sqrt(a); }

    public static double dfrac(double a) { return a - Math.floor(a); }

    public static double dflr(double a) { return Math.floor(a); }

    public static double dceil(double a) { return Math.ceil(a); }

    public static double dtrunc(double a) { return a != a ? a : a < 0 ? Math.ceil(a) : Math.floor(a); }

    public static double dround(double a) { return Math.rint(a); }

    public static double dssg(double a) { return a > 0 ? 1.0 : a < 0 ? -1.0 : 0.0; }

    public static double dldexp(double a, int e) { return Math.scalb(a, e); }

    /// DFRACEXP's significand: C `frexp` (magnitude in [0.5, 1), sign kept; 0, Inf and NaN unchanged).
    public static double frexpSignificand(double a) {
        if (a == 0 || Double.isInfinite(a) || a != a) {
            return a;
        }
        return a / Math.scalb(1.0, frexpExponent(a));
    }

    /// DFRACEXP's exponent: C `frexp` (0 for 0, Inf and NaN).
    public static int frexpExponent(double a) {
        if (a == 0 || Double.isInfinite(a) || a != a) {
            return 0;
        }
        int e = Math.getExponent(a);
        if (e == Double.MIN_EXPONENT - 1) {
            e = Math.getExponent(a * 0x1p64) - 64;
        }
        return e + 1;
    }

    public static int dslt(double a, double b) { return a < b ? -1 : 0; }

    public static int dsge(double a, double b) { return a >= b ? -1 : 0; }

    public static int dseq(double a, double b) { return a == b ? -1 : 0; }

    public static int dsne(double a, double b) { return a != b ? -1 : 0; }

    public static double f2d(float a) { return a; }

    public static float d2f(double a) { return (float) a; }

    /// D2I: truncation; NaN and out-of-range values give 0x80000000 (as [#f2i]).
    public static int d2i(double a) { return a > -0x1p31 - 1 && a < 0x1p31 ? (int) a : Integer.MIN_VALUE; }

    /// D2U: saturating unsigned truncation, NaN and values at or below -1 give 0.
    public static int d2u(double a) {
        if (!(a > -1.0)) {
            return 0;
        }
        if (a >= 4294967296.0) {
            return -1;
        }
        return (int) (long) a;
    }

    public static double i2d(int a) { return a; }

    public static double u2d(int a) { return Integer.toUnsignedLong(a); }

    // ---------------------------------------------------------------- 64-bit integers

    public static long u64add(long a, long b) { return a + b; }

    public static long u64mul(long a, long b) { return a * b; }

    /// U64DIV: division by 0 gives all ones.
    public static long u64div(long a, long b) { return b == 0 ? -1L : Long.divideUnsigned(a, b); }

    /// U64MOD: modulo 0 gives all ones.
    public static long u64mod(long a, long b) { return b == 0 ? -1L : Long.remainderUnsigned(a, b); }

    /// I64DIV: division by 0 gives 0; MIN / -1 gives MIN.
    public static long i64div(long a, long b) { return b == 0 ? 0L : a / b; }

    /// I64MOD: modulo 0 gives -1.
    public static long i64mod(long a, long b) { return b == 0 ? -1L : a % b; }

    public static long i64min(long a, long b) { return Math.min(a, b); }

    public static long i64max(long a, long b) { return Math.max(a, b); }

    public static long u64min(long a, long b) { return Long.compareUnsigned(a, b) < 0 ? a : b; }

    public static long u64max(long a, long b) { return Long.compareUnsigned(a, b) > 0 ? a : b; }

    public static long i64abs(long a) { return a < 0 ? -a : a; }

    public static long i64neg(long a) { return -a; }

    public static long i64ssg(long a) { return Long.signum(a); }

    /// U64SHL: the count is masked with 0x3F.
    public static long u64shl(long a, int count) { return a << (count & 0x3F); }

    public static long i64shr(long a, int count) { return a >> (count & 0x3F); }

    public static long u64shr(long a, int count) { return a >>> (count & 0x3F); }

    public static int u64seq(long a, long b) { return a == b ? -1 : 0; }

    public static int u64sne(long a, long b) { return a != b ? -1 : 0; }

    public static int i64slt(long a, long b) { return a < b ? -1 : 0; }

    public static int i64sge(long a, long b) { return a >= b ? -1 : 0; }

    public static int u64slt(long a, long b) { return Long.compareUnsigned(a, b) < 0 ? -1 : 0; }

    public static int u64sge(long a, long b) { return Long.compareUnsigned(a, b) >= 0 ? -1 : 0; }

    /// F2I64: truncation; NaN and out-of-range values give 0x8000000000000000 (as [#f2i]).
    public static long f2i64(float a) { return d2i64(a); }

    /// F2U64: saturating unsigned truncation, NaN and values at or below -1 give 0.
    public static long f2u64(float a) { return d2u64(a); }

    /// D2I64: truncation; NaN and out-of-range values give 0x8000000000000000 (as [#f2i]).
    public static long d2i64(double a) { return a >= -0x1p63 && a < 0x1p63 ? (long) a : Long.MIN_VALUE; }

    /// D2U64: saturating unsigned truncation, NaN and values at or below -1 give 0.
    public static long d2u64(double a) {
        if (!(a > -1.0)) {
            return 0L;
        }
        if (a >= 0x1p64) {
            return -1L;
        }
        if (a < 0x1p63) {
            return (long) a;
        }
        return (long) (a - 0x1p63) ^ Long.MIN_VALUE;
    }

    public static long i2i64(int a) { return a; }

    public static long u2i64(int a) { return Integer.toUnsignedLong(a); }

    public static float i642f(long a) { return (float) a; }

    /// U642F: correctly rounded (round to odd on the halved value, then scale).
    public static float u642f(long a) {
        if (a >= 0) {
            return (float) a;
        }
        return (float) ((a >>> 1) | (a & 1)) * 2f;
    }

    public static double i642d(long a) { return (double) a; }

    /// U642D: correctly rounded.
    public static double u642d(long a) {
        if (a >= 0) {
            return (double) a;
        }
        return (double) ((a >>> 1) | (a & 1)) * 2.0;
    }

    // ---------------------------------------------------------------- 2010 legacy opcodes

    /// CND (2010 spec): `c > 0.5 ? a : b`, selecting bits.
    public static int cnd(int a, int b, float c) { return c > 0.5f ? a : b; }

    /// CLAMP (2010 spec): `x < lo ? lo : x > hi ? hi : x`, selecting bits.
    public static int clamp(int x, int lo, int hi) {
        float fx = Float.intBitsToFloat(x);
        if (fx < Float.intBitsToFloat(lo)) {
            return lo;
        }
        return fx > Float.intBitsToFloat(hi) ? hi : x;
    }

    /// RCC (2010 spec): the reciprocal clamped to ±[5.42101e-20, 1.884467e19], keeping its sign;
    /// 1/NaN stays NaN.
    public static float rcc(float x) {
        float r = 1f / x;
        if (r > 0f) {
            return r > 1.884467e19f ? 1.884467e19f : r < 5.42101e-20f ? 5.42101e-20f : r;
        }
        if (r < 0f || r == 0f) {
            return r < -1.884467e19f ? -1.884467e19f : r > -5.42101e-20f ? -5.42101e-20f : r;
        }
        return r;
    }

    /// SAD (2010 spec, unsigned): `|a - b| + c`.
    public static int sad(int a, int b, int c) {
        int diff = Integer.compareUnsigned(a, b) >= 0 ? a - b : b - a;
        return diff + c;
    }
}
