package dev.tungsten.vk.spirv;

/// Scalar formulas for the TGSI opcodes whose results SPIR-V leaves undefined or computes
/// differently from the interpreter: the guards of each opcode, written once as SPIR-V
/// instructions. Every formula is branch-free (selects), so it can sit anywhere in structured
/// control flow; where a SPIR-V instruction is undefined for some operands its result is only
/// ever selected away, never used.
///
/// The defined results follow `tgsi_exec` as the opcode table's notes state them (see
/// `../shared/TGSI-REFERENCE.md` section 5), the same ones the GLSL translator's helpers
/// implement.
final class Formulas {
    private final Code c;
    private dev.tungsten.tgsi.TgsiOpcode opcode;

    Formulas(Code c) {
        this.c = c;
    }

    /// The opcode being translated, whose row says which guarded operations it may use.
    void at(dev.tungsten.tgsi.TgsiOpcode op) {
        this.opcode = op;
    }

    private void guard(SpirvGuards.Operation op) {
        SpirvGuards.check(opcode, op);
    }

    private int fl() { return c.tFloat(); }
    private int bool() { return c.tBool(); }

    int fadd(int a, int b) { return c.op(Spv.Op.OpFAdd, fl(), a, b); }
    int fsub(int a, int b) { return c.op(Spv.Op.OpFSub, fl(), a, b); }
    int fmul(int a, int b) { return c.op(Spv.Op.OpFMul, fl(), a, b); }
    int fdiv(int a, int b) { return c.op(Spv.Op.OpFDiv, fl(), a, b); }
    int lt(int a, int b) { return c.op(Spv.Op.OpFOrdLessThan, bool(), a, b); }
    int gt(int a, int b) { return c.op(Spv.Op.OpFOrdGreaterThan, bool(), a, b); }
    int eq(int a, int b) { return c.op(Spv.Op.OpFOrdEqual, bool(), a, b); }
    int isNan(int a) { return c.op(Spv.Op.OpIsNan, bool(), a); }
    int and(int a, int b) { return c.op(Spv.Op.OpLogicalAnd, bool(), a, b); }
    int or(int a, int b) { return c.op(Spv.Op.OpLogicalOr, bool(), a, b); }
    int not(int a) { return c.op(Spv.Op.OpLogicalNot, bool(), a); }
    int fsel(int cond, int a, int b) { return c.select(fl(), cond, a, b); }
    int floor(int a) { return c.ext(Spv.Glsl.Floor, fl(), a); }
    int fabs(int a) { return c.ext(Spv.Glsl.FAbs, fl(), a); }

    /// MUL under `LEGACY_MATH_RULES`: 0 times anything (Inf and NaN included) is 0.
    int mulz(int a, int b) {
        int zero = or(eq(a, c.f(0f)), eq(b, c.f(0f)));
        return fsel(zero, c.f(0f), fmul(a, b));
    }

    /// `_SAT`: `x > 0 ? min(x, 1) : 0`, so NaN and -0 give +0.
    int saturate(int x) {
        return fsel(gt(x, c.f(0f)), fsel(lt(x, c.f(1f)), x, c.f(1f)), c.f(0f));
    }

    /// C `fminf`: a NaN operand is ignored; of equal operands the first wins.
    int fmin(int a, int b) {
        guard(SpirvGuards.Operation.FMIN);
        return fsel(isNan(a), b, fsel(lt(b, a), b, a));
    }

    /// C `fmaxf`, as [#fmin].
    int fmax(int a, int b) {
        guard(SpirvGuards.Operation.FMAX);
        return fsel(isNan(a), b, fsel(gt(b, a), b, a));
    }

    /// F2I: NaN and values outside [-2^31, 2^31) give 0x80000000.
    int f2i(int x) {
        guard(SpirvGuards.Operation.F2I);
        int inRange = and(c.op(Spv.Op.OpFOrdGreaterThanEqual, bool(), x, c.f(-2147483648f)), lt(x, c.f(2147483648f)));
        return c.select(c.tInt(), inRange, c.op(Spv.Op.OpConvertFToS, c.tInt(), x), c.i(Integer.MIN_VALUE));
    }

    /// F2U: saturating; NaN and values at or below -1 give 0, values at or above 2^32 give ~0.
    int f2u(int x) {
        guard(SpirvGuards.Operation.F2U);
        int converted = c.op(Spv.Op.OpConvertFToU, c.tUint(), fsel(gt(x, c.f(0f)), x, c.f(0f)));
        int low = c.select(c.tUint(), gt(x, c.f(-1f)), converted, c.u(0));
        return c.select(c.tUint(), c.op(Spv.Op.OpFOrdGreaterThanEqual, bool(), x, c.f(4294967296f)), c.u(-1), low);
    }

    /// D2I, as F2I for a double.
    int d2i(int x) {
        guard(SpirvGuards.Operation.D2I);
        int d = c.tDouble();
        // Doubles whose truncation lies in the int range convert (-2147483648.5 included).
        int inRange = and(c.op(Spv.Op.OpFOrdGreaterThan, bool(), x, c.d(-2147483649.0)),
                c.op(Spv.Op.OpFOrdLessThan, bool(), x, c.d(2147483648.0)));
        int safe = c.select(d, inRange, x, c.d(0));
        return c.select(c.tInt(), inRange, c.op(Spv.Op.OpConvertFToS, c.tInt(), safe), c.i(Integer.MIN_VALUE));
    }

    /// D2U, as F2U for a double.
    int d2u(int x) {
        guard(SpirvGuards.Operation.D2U);
        int d = c.tDouble();
        int positive = c.op(Spv.Op.OpFOrdGreaterThan, bool(), x, c.d(0));
        int big = c.op(Spv.Op.OpFOrdGreaterThanEqual, bool(), x, c.d(4294967296.0));
        int safe = c.select(d, and(positive, not(big)), x, c.d(0));
        int converted = c.op(Spv.Op.OpConvertFToU, c.tUint(), safe);
        int low = c.select(c.tUint(), c.op(Spv.Op.OpFOrdGreaterThan, bool(), x, c.d(-1)), converted, c.u(0));
        return c.select(c.tUint(), big, c.u(-1), low);
    }

    /// A conversion to a 64-bit integer with the F2I rule (`signed`) or the F2U rule, from a
    /// float or double `x` of SPIR-V type `from`.
    int toInt64(int x, int from, boolean signed, boolean isDouble) {
        guard(signed ? (isDouble ? SpirvGuards.Operation.D2I64 : SpirvGuards.Operation.F2I64)
                : (isDouble ? SpirvGuards.Operation.D2U64 : SpirvGuards.Operation.F2U64));
        int lo = isDouble ? c.d(signed ? -9.223372036854775808E18 : -1.0) : c.f(signed ? -9.223372036854775808E18f : -1f);
        int hi = isDouble ? c.d(signed ? 9.223372036854775808E18 : 1.8446744073709551616E19)
                : c.f(signed ? 9.223372036854775808E18f : 1.8446744073709551616E19f);
        int zero = isDouble ? c.d(0) : c.f(0f);
        int type = signed ? c.tI64() : c.tU64();
        if (signed) {
            int inRange = and(c.op(Spv.Op.OpFOrdGreaterThanEqual, bool(), x, lo), c.op(Spv.Op.OpFOrdLessThan, bool(), x, hi));
            int safe = c.select(from, inRange, x, zero);
            return c.select(type, inRange, c.op(Spv.Op.OpConvertFToS, type, safe), c.i64(Long.MIN_VALUE));
        }
        int big = c.op(Spv.Op.OpFOrdGreaterThanEqual, bool(), x, hi);
        int positive = c.op(Spv.Op.OpFOrdGreaterThan, bool(), x, zero);
        int safe = c.select(from, and(positive, not(big)), x, zero);
        int converted = c.op(Spv.Op.OpConvertFToU, type, safe);
        int low = c.select(type, c.op(Spv.Op.OpFOrdGreaterThan, bool(), x, lo), converted, c.u64(0));
        return c.select(type, big, c.u64(-1L), low);
    }

    /// POW as C `powf` for the cases GLSL.std.450's `Pow` leaves undefined (negative base with
    /// an integer exponent, zero base, exponent 0, base 1); the magnitude is `exp2(y * log2|x|)`.
    int pow(int x, int y) {
        guard(SpirvGuards.Operation.POW);
        int ax = fabs(x);
        int r = c.ext(Spv.Glsl.Exp2, fl(), fmul(y, c.ext(Spv.Glsl.Log2, fl(), ax)));
        r = fsel(eq(x, c.f(0f)), fsel(lt(y, c.f(0f)), c.f(Float.POSITIVE_INFINITY), c.f(0f)), r);
        int integral = eq(floor(y), y);
        int half = fmul(y, c.f(0.5f));
        int odd = and(and(integral, lt(fabs(y), c.f(16777216f))), c.op(Spv.Op.OpFUnordNotEqual, bool(), fsub(half, floor(half)), c.f(0f)));
        int negative = c.op(Spv.Op.OpINotEqual, bool(),
                c.op(Spv.Op.OpShiftRightLogical, c.tUint(), c.bitcast(c.tUint(), x), c.u(31)), c.u(0));
        r = fsel(and(odd, negative), c.op(Spv.Op.OpFNegate, fl(), r), r);
        r = fsel(and(lt(x, c.f(0f)), not(integral)), c.fBits(0x7fc00000), r);
        r = fsel(or(isNan(x), isNan(y)), fadd(x, y), r);
        int isInf = c.op(Spv.Op.OpIsInf, bool(), y);
        int one = or(or(eq(y, c.f(0f)), eq(x, c.f(1f))), and(eq(ax, c.f(1f)), isInf));
        return fsel(one, c.f(1f), r);
    }

    /// RCC (2010 spec): 1/x with the magnitude clamped to [5.42101e-20, 1.884467e+19].
    int rcc(int x) {
        int r = div(c.f(1f), x);
        int positive = or(gt(r, c.f(0f)), and(and(eq(r, c.f(0f)), gt(x, c.f(0f))), not(c.op(Spv.Op.OpIsInf, bool(), x))));
        int pos = c.ext(Spv.Glsl.FClamp, fl(), r, c.f(5.42101e-20f), c.f(1.884467e+19f));
        int neg = c.ext(Spv.Glsl.FClamp, fl(), r, c.f(-1.884467e+19f), c.f(-5.42101e-20f));
        return fsel(isNan(r), r, fsel(positive, pos, neg));
    }

    /// LDEXP: `x * 2^e` with one rounding, the exponent clamped and applied in three exact
    /// power-of-two steps (GLSL.std.450's `Ldexp` is undefined outside the float range).
    int ldexp(int x, int e) {
        guard(SpirvGuards.Operation.LDEXP);
        int k = c.ext(Spv.Glsl.SClamp, c.tInt(), e, c.i(-378), c.i(378));
        int a = c.op(Spv.Op.OpSDiv, c.tInt(), k, c.i(3));
        int b = c.op(Spv.Op.OpSDiv, c.tInt(), c.op(Spv.Op.OpISub, c.tInt(), k, a), c.i(2));
        int rest = c.op(Spv.Op.OpISub, c.tInt(), c.op(Spv.Op.OpISub, c.tInt(), k, a), b);
        return fmul(fmul(fmul(x, pow2(a)), pow2(b)), pow2(rest));
    }

    private int pow2(int k) {
        int bits = c.op(Spv.Op.OpShiftLeftLogical, c.tInt(), c.op(Spv.Op.OpIAdd, c.tInt(), k, c.i(127)), c.i(23));
        return c.bitcast(fl(), bits);
    }

    /// DLDEXP, as LDEXP for doubles.
    int dldexp(int x, int e) {
        guard(SpirvGuards.Operation.DLDEXP);
        int d = c.tDouble();
        int k = c.ext(Spv.Glsl.SClamp, c.tInt(), e, c.i(-3066), c.i(3066));
        int a = c.op(Spv.Op.OpSDiv, c.tInt(), k, c.i(3));
        int b = c.op(Spv.Op.OpSDiv, c.tInt(), c.op(Spv.Op.OpISub, c.tInt(), k, a), c.i(2));
        int rest = c.op(Spv.Op.OpISub, c.tInt(), c.op(Spv.Op.OpISub, c.tInt(), k, a), b);
        int r = c.op(Spv.Op.OpFMul, d, x, dpow2(a));
        r = c.op(Spv.Op.OpFMul, d, r, dpow2(b));
        return c.op(Spv.Op.OpFMul, d, r, dpow2(rest));
    }

    private int dpow2(int k) {
        int hi = c.op(Spv.Op.OpShiftLeftLogical, c.tInt(), c.op(Spv.Op.OpIAdd, c.tInt(), k, c.i(1023)), c.i(20));
        int words = c.composite(c.vec(c.tUint(), 2), c.u(0), c.bitcast(c.tUint(), hi));
        return c.bitcast(c.tDouble(), words);
    }

    /// UDIV/UMOD: x / 0 and x % 0 give 0xFFFFFFFF.
    int udiv(int a, int b, boolean modulo) {
        guard(modulo ? SpirvGuards.Operation.UMOD : SpirvGuards.Operation.UDIV);
        int zero = c.op(Spv.Op.OpIEqual, bool(), b, c.u(0));
        int safe = c.select(c.tUint(), zero, c.u(1), b);
        int q = c.op(modulo ? Spv.Op.OpUMod : Spv.Op.OpUDiv, c.tUint(), a, safe);
        return c.select(c.tUint(), zero, c.u(-1), q);
    }

    /// IDIV: truncating; x / 0 = 0; INT_MIN / -1 = INT_MIN. MOD: C `%`; x % 0 = -1.
    int idiv(int a, int b, boolean modulo) {
        guard(modulo ? SpirvGuards.Operation.MOD : SpirvGuards.Operation.IDIV);
        int zero = c.op(Spv.Op.OpIEqual, bool(), b, c.i(0));
        int minusOne = c.op(Spv.Op.OpIEqual, bool(), b, c.i(-1));
        int safe = c.select(c.tInt(), or(zero, minusOne), c.i(1), b);
        int q = c.op(modulo ? Spv.Op.OpSRem : Spv.Op.OpSDiv, c.tInt(), a, safe);
        int special = modulo ? c.i(0) : c.op(Spv.Op.OpSNegate, c.tInt(), a);
        q = c.select(c.tInt(), minusOne, special, q);
        return c.select(c.tInt(), zero, modulo ? c.i(-1) : c.i(0), q);
    }

    /// 64-bit division and remainder with the same rules.
    int div64(int a, int b, boolean signed, boolean modulo) {
        guard(SpirvGuards.Operation.DIV64);
        int t = signed ? c.tI64() : c.tU64();
        int zeroC = signed ? c.i64(0) : c.u64(0);
        int oneC = signed ? c.i64(1) : c.u64(1);
        int zero = c.op(Spv.Op.OpIEqual, bool(), b, zeroC);
        if (!signed) {
            int safe = c.select(t, zero, oneC, b);
            int q = c.op(modulo ? Spv.Op.OpUMod : Spv.Op.OpUDiv, t, a, safe);
            return c.select(t, zero, c.u64(-1L), q);
        }
        int minusOne = c.op(Spv.Op.OpIEqual, bool(), b, c.i64(-1));
        int safe = c.select(t, or(zero, minusOne), oneC, b);
        int q = c.op(modulo ? Spv.Op.OpSRem : Spv.Op.OpSDiv, t, a, safe);
        q = c.select(t, minusOne, modulo ? c.i64(0) : c.op(Spv.Op.OpSNegate, t, a), q);
        return c.select(t, zero, modulo ? c.i64(-1) : c.i64(0), q);
    }

    /// IBFE (`signed`) and UBFE: offset masked to 5 bits; width 32 at offset 0 copies; width
    /// masked to 5 bits; width 0 gives 0.
    int bitfieldExtract(int v, int off, int w, boolean signed) {
        guard(signed ? SpirvGuards.Operation.IBFE : SpirvGuards.Operation.UBFE);
        int t = signed ? c.tInt() : c.tUint();
        int ui = c.tUint();
        int offset = c.op(Spv.Op.OpBitwiseAnd, ui, c.bitcast(ui, off), c.u(31));
        int width = c.bitcast(ui, w);
        int copy = and(c.op(Spv.Op.OpIEqual, bool(), width, c.u(32)), c.op(Spv.Op.OpIEqual, bool(), offset, c.u(0)));
        int wm = c.op(Spv.Op.OpBitwiseAnd, ui, width, c.u(31));
        int sum = c.op(Spv.Op.OpIAdd, ui, wm, offset);
        int left = c.op(Spv.Op.OpBitwiseAnd, ui, c.op(Spv.Op.OpISub, ui, c.u(32), sum), c.u(31));
        int right = c.op(Spv.Op.OpBitwiseAnd, ui, c.op(Spv.Op.OpISub, ui, c.u(32), wm), c.u(31));
        int shr = signed ? Spv.Op.OpShiftRightArithmetic : Spv.Op.OpShiftRightLogical;
        int inside = c.op(shr, t, c.op(Spv.Op.OpShiftLeftLogical, t, v, left), right);
        int tail = c.op(shr, t, v, offset);
        int r = c.select(t, c.op(Spv.Op.OpULessThan, bool(), sum, c.u(32)), inside, tail);
        r = c.select(t, c.op(Spv.Op.OpIEqual, bool(), wm, c.u(0)), signed ? c.i(0) : c.u(0), r);
        return c.select(t, copy, v, r);
    }

    /// BFI: width 32 copies the insert; other widths build the mask with a 5-bit shift count.
    int bitfieldInsert(int base, int ins, int off, int w) {
        guard(SpirvGuards.Operation.BFI);
        int ui = c.tUint();
        int offset = c.op(Spv.Op.OpBitwiseAnd, ui, off, c.u(31));
        int ones = c.op(Spv.Op.OpISub, ui, c.op(Spv.Op.OpShiftLeftLogical, ui, c.u(1), c.op(Spv.Op.OpBitwiseAnd, ui, w, c.u(31))), c.u(1));
        int mask = c.op(Spv.Op.OpShiftLeftLogical, ui, ones, offset);
        int placed = c.op(Spv.Op.OpBitwiseAnd, ui, c.op(Spv.Op.OpShiftLeftLogical, ui, ins, offset), mask);
        int kept = c.op(Spv.Op.OpBitwiseAnd, ui, base, c.op(Spv.Op.OpNot, ui, mask));
        int r = c.op(Spv.Op.OpBitwiseOr, ui, placed, kept);
        return c.select(ui, c.op(Spv.Op.OpIEqual, bool(), w, c.u(32)), ins, r);
    }

    /// GL's normalized conversion with round-half-even; NaN gives 0.
    int unorm(int x, float scale) {
        guard(SpirvGuards.Operation.PACK_UNORM);
        int v = c.ext(Spv.Glsl.RoundEven, fl(), fmul(c.ext(Spv.Glsl.FClamp, fl(), x, c.f(0f), c.f(1f)), c.f(scale)));
        return c.select(c.tUint(), isNan(x), c.u(0), c.op(Spv.Op.OpConvertFToU, c.tUint(), v));
    }

    int snorm8(int x) {
        guard(SpirvGuards.Operation.PACK_SNORM);
        int v = c.ext(Spv.Glsl.RoundEven, fl(), fmul(c.ext(Spv.Glsl.FClamp, fl(), x, c.f(-1f), c.f(1f)), c.f(127f)));
        int bits = c.op(Spv.Op.OpBitwiseAnd, c.tUint(), c.bitcast(c.tUint(), c.op(Spv.Op.OpConvertFToS, c.tInt(), v)), c.u(0xff));
        return c.select(c.tUint(), isNan(x), c.u(0), bits);
    }

    /// Double truncation by bit operations: the fraction bits below the binary point are
    /// cleared (|x| < 1 keeps only the sign; an exponent of 52 or more, infinities and NaN keep
    /// every bit, payloads included). Float or integer-conversion forms are not used because
    /// drivers may fold them into their own double rounding, which lavapipe computes inexactly.
    private int dinteger(int x, java.util.function.IntUnaryOperator adjust) {
        int d = c.tDouble();
        int u64 = c.tU64();
        int bits = c.bitcast(u64, x);
        int exponent = c.op(Spv.Op.OpISub, c.tInt(), c.bitcast(c.tInt(), c.op(Spv.Op.OpUConvert, c.tUint(),
                c.op(Spv.Op.OpBitwiseAnd, u64, c.op(Spv.Op.OpShiftRightLogical, u64, bits, c.u(52)), c.u64(0x7ff)))), c.i(1023));
        int below = c.op(Spv.Op.OpSLessThan, bool(), exponent, c.i(0));
        int whole = c.op(Spv.Op.OpSGreaterThanEqual, bool(), exponent, c.i(52));
        int shift = c.bitcast(c.tUint(), c.ext(Spv.Glsl.SClamp, c.tInt(), c.op(Spv.Op.OpISub, c.tInt(), c.i(52), exponent), c.i(0), c.i(52)));
        int fraction = c.op(Spv.Op.OpISub, u64, c.op(Spv.Op.OpShiftLeftLogical, u64, c.u64(1), shift), c.u64(1));
        int cleared = c.op(Spv.Op.OpBitwiseAnd, u64, bits, c.op(Spv.Op.OpNot, u64, fraction));
        int signOnly = c.op(Spv.Op.OpBitwiseAnd, u64, bits, c.u64(Long.MIN_VALUE));
        cleared = c.select(u64, below, signOnly, cleared);
        int t = c.bitcast(d, c.select(u64, whole, bits, cleared));
        int r = adjust.applyAsInt(t);
        // An adjusted zero (ceil of -0.5) takes the operand's sign.
        int sign = c.bitcast(d, c.op(Spv.Op.OpBitwiseOr, u64, c.bitcast(u64, r), signOnly));
        r = c.select(d, c.op(Spv.Op.OpFOrdEqual, bool(), r, c.d(0)), sign, r);
        return c.select(d, whole, x, r);
    }

    int dtrunc(int x) {
        return dinteger(x, t -> t);
    }

    int dfloor(int x) {
        int d = c.tDouble();
        return dinteger(x, t -> c.select(d, c.op(Spv.Op.OpFOrdGreaterThan, bool(), t, x), c.op(Spv.Op.OpFSub, d, t, c.d(1)), t));
    }

    int dceil(int x) {
        int d = c.tDouble();
        return dinteger(x, t -> c.select(d, c.op(Spv.Op.OpFOrdLessThan, bool(), t, x), c.op(Spv.Op.OpFAdd, d, t, c.d(1)), t));
    }

    /// Round half to even.
    int dround(int x) {
        int d = c.tDouble();
        return dinteger(x, t -> {
            int frac = c.op(Spv.Op.OpFSub, d, x, t);
            int half = c.op(Spv.Op.OpFOrdEqual, bool(), c.ext(Spv.Glsl.FAbs, d, frac), c.d(0.5));
            int more = c.op(Spv.Op.OpFOrdGreaterThan, bool(), c.ext(Spv.Glsl.FAbs, d, frac), c.d(0.5));
            // t is an integer below 2^52, so its conversion is exact.
            int odd = c.op(Spv.Op.OpINotEqual, bool(), c.op(Spv.Op.OpBitwiseAnd, c.tI64(),
                    c.op(Spv.Op.OpConvertFToS, c.tI64(), t), c.i64(1)), c.i64(0));
            int away = c.op(Spv.Op.OpLogicalOr, bool(), more, c.op(Spv.Op.OpLogicalAnd, bool(), half, odd));
            int step = c.select(d, c.op(Spv.Op.OpFOrdLessThan, bool(), frac, c.d(0)), c.d(-1), c.d(1));
            return c.select(d, away, c.op(Spv.Op.OpFAdd, d, t, step), t);
        });
    }

    /// A shift count taken modulo the width: its low 5 bits (6 for 64-bit shifts).
    int shiftCount(int count, Kind kind, boolean wide) {
        guard(SpirvGuards.Operation.SHIFT_COUNT);
        return c.op(Spv.Op.OpBitwiseAnd, c.type(kind), count, kind == Kind.INT ? c.i(wide ? 63 : 31) : c.u(wide ? 63 : 31));
    }

    /// DIV, RCP, RCC, RFL, LOG's y: IEEE division for zero, infinite and NaN operands, and
    /// divisors beyond 2^126 scaled so that the quotient keeps its error bound.
    int div(int a, int b) {
        guard(SpirvGuards.Operation.FDIV);
        int u = c.tUint();
        int anyNan = or(isNan(a), isNan(b));
        int aInf = c.op(Spv.Op.OpIsInf, bool(), a);
        int bInf = c.op(Spv.Op.OpIsInf, bool(), b);
        int bZero = eq(b, c.f(0f));
        int special = or(or(anyNan, or(aInf, bInf)), bZero);
        int nan = or(anyNan, or(and(eq(a, c.f(0f)), bZero), and(aInf, bInf)));
        int sign = c.op(Spv.Op.OpBitwiseAnd, u, c.op(Spv.Op.OpBitwiseXor, u, c.bitcast(u, a), c.bitcast(u, b)), c.u(0x80000000));
        int magnitude = c.select(u, or(aInf, bZero), c.u(0x7f800000), c.u(0));
        int specialValue = fsel(nan, c.fBits(0x7fc00000), c.bitcast(fl(), c.op(Spv.Op.OpBitwiseOr, u, sign, magnitude)));
        int big = gt(fabs(b), c.fBits(0x7e800000));
        int q = fsel(big, fdiv(fmul(a, c.f(0.25f)), fmul(b, c.f(0.25f))), fdiv(a, b));
        return fsel(special, specialValue, q);
    }

    /// DDIV, DRCP: as [#div] for doubles (scaled beyond 2^1022).
    int ddiv(int a, int b) {
        guard(SpirvGuards.Operation.DDIV);
        int d = c.tDouble();
        int u64 = c.tU64();
        int anyNan = or(c.op(Spv.Op.OpIsNan, bool(), a), c.op(Spv.Op.OpIsNan, bool(), b));
        int aInf = c.op(Spv.Op.OpIsInf, bool(), a);
        int bInf = c.op(Spv.Op.OpIsInf, bool(), b);
        int bZero = c.op(Spv.Op.OpFOrdEqual, bool(), b, c.d(0));
        int special = or(or(anyNan, or(aInf, bInf)), bZero);
        int nan = or(anyNan, or(and(c.op(Spv.Op.OpFOrdEqual, bool(), a, c.d(0)), bZero), and(aInf, bInf)));
        int sign = c.op(Spv.Op.OpBitwiseAnd, u64, c.op(Spv.Op.OpBitwiseXor, u64, c.bitcast(u64, a), c.bitcast(u64, b)), c.u64(Long.MIN_VALUE));
        int magnitude = c.select(u64, or(aInf, bZero), c.u64(0x7ff0000000000000L), c.u64(0));
        int specialValue = c.select(d, nan, c.bitcast(d, c.u64(0x7ff8000000000000L)), c.bitcast(d, c.op(Spv.Op.OpBitwiseOr, u64, sign, magnitude)));
        int big = c.op(Spv.Op.OpFOrdGreaterThan, bool(), c.ext(Spv.Glsl.FAbs, d, b), c.bitcast(d, c.u64(0x7fd0000000000000L)));
        int scaled = c.op(Spv.Op.OpFDiv, d, c.op(Spv.Op.OpFMul, d, a, c.d(0.25)), c.op(Spv.Op.OpFMul, d, b, c.d(0.25)));
        int q = c.select(d, big, scaled, c.op(Spv.Op.OpFDiv, d, a, b));
        return c.select(d, special, specialValue, q);
    }

    /// `x > 0` and finite: inside the domain of sqrt, 1/sqrt and log2.
    private int inside(int x, boolean isDouble) {
        int zero = isDouble ? c.d(0) : c.f(0f);
        return and(c.op(Spv.Op.OpFOrdGreaterThan, bool(), x, zero), not(c.op(Spv.Op.OpIsInf, bool(), x)));
    }

    /// SQRT: NaN below zero and for -Inf; ±0 and +Inf unchanged.
    int sqrt(int x) {
        guard(SpirvGuards.Operation.SQRT);
        int ok = inside(x, false);
        int r = c.ext(Spv.Glsl.Sqrt, fl(), fsel(ok, x, c.f(1f)));
        return fsel(ok, r, fsel(or(eq(x, c.f(0f)), gt(x, c.f(0f))), x, c.fBits(0x7fc00000)));
    }

    /// RSQ, NRM, NRM4: 1 / sqrt(x); +Inf at +0, -Inf at -0, +0 at +Inf, NaN below zero.
    int rsq(int x) {
        guard(SpirvGuards.Operation.RSQ);
        int u = c.tUint();
        int ok = inside(x, false);
        int r = fdiv(c.f(1f), c.ext(Spv.Glsl.Sqrt, fl(), fsel(ok, x, c.f(1f))));
        int signedInf = c.bitcast(fl(), c.op(Spv.Op.OpBitwiseOr, u, c.op(Spv.Op.OpBitwiseAnd, u, c.bitcast(u, x), c.u(0x80000000)), c.u(0x7f800000)));
        int edge = fsel(eq(x, c.f(0f)), signedInf, fsel(gt(x, c.f(0f)), c.f(0f), c.fBits(0x7fc00000)));
        return fsel(ok, r, edge);
    }

    /// LG2, LOG: -Inf at ±0, +Inf at +Inf, NaN below zero.
    int log2(int x) {
        guard(SpirvGuards.Operation.LOG2);
        int ok = inside(x, false);
        int r = c.ext(Spv.Glsl.Log2, fl(), fsel(ok, x, c.f(1f)));
        int edge = fsel(eq(x, c.f(0f)), c.f(Float.NEGATIVE_INFINITY), fsel(gt(x, c.f(0f)), x, c.fBits(0x7fc00000)));
        return fsel(ok, r, edge);
    }

    /// DSQRT: as SQRT for doubles.
    int dsqrt(int x) {
        guard(SpirvGuards.Operation.DSQRT);
        int d = c.tDouble();
        int ok = inside(x, true);
        int r = c.ext(Spv.Glsl.Sqrt, d, c.select(d, ok, x, c.d(1)));
        int zeroOrAbove = or(c.op(Spv.Op.OpFOrdEqual, bool(), x, c.d(0)), c.op(Spv.Op.OpFOrdGreaterThan, bool(), x, c.d(0)));
        return c.select(d, ok, r, c.select(d, zeroOrAbove, x, c.bitcast(d, c.u64(0x7ff8000000000000L))));
    }

    /// DRSQ: as RSQ for doubles.
    int drsq(int x) {
        guard(SpirvGuards.Operation.DRSQ);
        int d = c.tDouble();
        int u64 = c.tU64();
        int ok = inside(x, true);
        int r = c.op(Spv.Op.OpFDiv, d, c.d(1), c.ext(Spv.Glsl.Sqrt, d, c.select(d, ok, x, c.d(1))));
        int signedInf = c.bitcast(d, c.op(Spv.Op.OpBitwiseOr, u64, c.op(Spv.Op.OpBitwiseAnd, u64, c.bitcast(u64, x), c.u64(Long.MIN_VALUE)),
                c.u64(0x7ff0000000000000L)));
        int edge = c.select(d, c.op(Spv.Op.OpFOrdEqual, bool(), x, c.d(0)), signedInf,
                c.select(d, c.op(Spv.Op.OpFOrdGreaterThan, bool(), x, c.d(0)), c.d(0), c.bitcast(d, c.u64(0x7ff8000000000000L))));
        return c.select(d, ok, r, edge);
    }

    /// DFRACEXP's frexp: ±0, ±Inf and NaN give themselves and exponent 0. Returns {significand, exponent}.
    int[] frexp(int x) {
        guard(SpirvGuards.Operation.FREXP);
        int d = c.tDouble();
        int pair = c.m.uniqueType(Spv.Op.OpTypeStruct, d, c.tInt());
        int edge = or(or(c.op(Spv.Op.OpFOrdEqual, bool(), x, c.d(0)), c.op(Spv.Op.OpIsInf, bool(), x)), c.op(Spv.Op.OpIsNan, bool(), x));
        int r = c.ext(Spv.Glsl.FrexpStruct, pair, c.select(d, edge, c.d(1), x));
        int m = c.select(d, edge, x, c.extract(d, r, 0));
        int e = c.select(c.tInt(), edge, c.i(0), c.extract(c.tInt(), r, 1));
        return new int[] {m, e};
    }

    /// The correctly rounded quotient n / (2^p - 1) for a p-bit field n (p <= 16), by integer
    /// operations: its binary expansion repeats n's p bits, so the float is the 24 bits from the
    /// leading one on, rounded by the next bit (the expansion never ends, so there is no tie).
    private int unormField(int n, int p) {
        int u = c.tUint();
        int k = c.op(Spv.Op.OpISub, u, c.op(Spv.Op.OpShiftRightLogical, u, c.bitcast(u, c.op(Spv.Op.OpConvertUToF, fl(), n)), c.u(23)), c.u(127));
        int left = c.op(Spv.Op.OpBitwiseAnd, u, c.op(Spv.Op.OpISub, u, c.u(p - 1), k), c.u(31));
        int right = c.op(Spv.Op.OpBitwiseAnd, u, c.op(Spv.Op.OpIAdd, u, k, c.u(1)), c.u(31));
        int r = c.op(Spv.Op.OpBitwiseAnd, u, c.op(Spv.Op.OpBitwiseOr, u, c.op(Spv.Op.OpShiftLeftLogical, u, n, left),
                c.op(Spv.Op.OpShiftRightLogical, u, n, right)), c.u((1 << p) - 1));
        int w = c.u(0);
        for (int s = 32 - p; s > -p; s -= p) {
            int part = s >= 0 ? c.op(Spv.Op.OpShiftLeftLogical, u, r, c.u(s)) : c.op(Spv.Op.OpShiftRightLogical, u, r, c.u(-s));
            w = c.op(Spv.Op.OpBitwiseOr, u, w, part);
        }
        int exponent = c.op(Spv.Op.OpShiftLeftLogical, u, c.op(Spv.Op.OpIAdd, u, c.u(126 - p), k), c.u(23));
        int mantissa = c.op(Spv.Op.OpShiftRightLogical, u, c.op(Spv.Op.OpIAdd, u, c.op(Spv.Op.OpShiftRightLogical, u, w, c.u(7)), c.u(1)), c.u(1));
        int bits = c.op(Spv.Op.OpIAdd, u, exponent, mantissa);
        return fsel(c.op(Spv.Op.OpIEqual, bool(), n, c.u(0)), c.f(0f), c.bitcast(fl(), bits));
    }

    /// UP2US, UP4UB: an unsigned field of `bits` bits divided by 2^bits - 1, exactly.
    int unpackUnorm(int field, int bits) {
        guard(SpirvGuards.Operation.UNPACK_UNORM);
        return unormField(field, bits);
    }

    /// UP4B: a signed byte divided by 127, exactly; -128 gives -1.
    int unpackSnorm8(int b) {
        guard(SpirvGuards.Operation.UNPACK_SNORM);
        int u = c.tUint();
        int negative = c.op(Spv.Op.OpUGreaterThan, bool(), b, c.u(0x80));
        int magnitude = c.select(u, negative, c.op(Spv.Op.OpISub, u, c.u(0x100), b), b);
        int m = unormField(magnitude, 7);
        int r = fsel(negative, c.op(Spv.Op.OpFNegate, fl(), m), m);
        return fsel(c.op(Spv.Op.OpIEqual, bool(), b, c.u(0x80)), c.f(-1f), r);
    }
}
