package dev.tungsten.ir;

import java.util.ArrayList;
import java.util.List;

import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.TextureTarget;
import dev.tungsten.tgsi.TgsiOpcode;
import dev.tungsten.tgsi.UregDst;
import dev.tungsten.tgsi.UregSrc;

/// Lowers `i64` and `u64` values (naga's 64-bit integers) to TGSI's 64-bit integer opcodes.
///
/// Layout: a 64-bit component occupies a channel pair, low word first, as f64 does (TGSI's
/// `INT64`/`UINT64` operand types). A scalar is in `xy`, a `vec2` in `xy` and `zw`. A `vec3` or
/// `vec4` does not fit one register, so it takes two slots of its [RegisterValue]: components 0
/// and 1 in the first, 2 and 3 in the second ([TgsiLowering#slots]). Every operation runs once per
/// slot. Boolean results and 32-bit conversions are single registers as everywhere else; the
/// per-pair results of the comparison and narrowing opcodes are gathered into their channels.
///
/// WGSL's run-time rules where TGSI differs: division by zero gives `e1` and remainder 0, as does
/// `MIN / -1`; float-to-integer conversion saturates (TGSI leaves it undefined); shift counts are
/// masked to 6 bits, which the shift opcodes do themselves (their `SHIFT_COUNT` guard).
final class TgsiInt64 {
    private final TgsiLowering l;

    TgsiInt64(TgsiLowering l) {
        this.l = l;
    }

    /// Whether `s` is `i64` or `u64`.
    static boolean is(Scalar s) {
        return s != null && s.width() == 8 && (s.kind() == ScalarKind.SINT || s.kind() == ScalarKind.UINT);
    }

    /// Whether a value of `t` involves 64-bit integer components.
    static boolean is(TypeInner t) {
        return is(t.scalar());
    }

    static int components(TypeInner t) {
        return t instanceof TypeInner.Vector v ? v.size() : 1;
    }

    /// The register slots a 64-bit vector of `n` components takes.
    static int slotCount(int n) {
        return (n + 1) / 2;
    }

    /// Write mask of the pairs of slot `k` of an `n`-component value.
    static int slotMask(int n, int k) {
        int m = Math.min(2, n - 2 * k);
        return (1 << (2 * m)) - 1;
    }

    /// Component `c` of a 64-bit value, as an operand whose `xy` (and `zw`) read its pair.
    static UregSrc pair(RegisterValue v, int c) {
        int b = 2 * (c % 2);
        return v.slot(c / 2).swizzle(b, b + 1, b, b + 1);
    }

    private RegisterValue fresh(int n) {
        List<UregSrc> slots = new ArrayList<>();
        for (int k = 0; k < slotCount(n); k++) {
            slots.add(l.u.temporary().toSrc());
        }
        return new RegisterValue(slots, null);
    }

    private static UregDst dst(RegisterValue v, int n, int k) {
        return v.slot(k).toDst().mask(slotMask(n, k));
    }

    // ------------------------------------------------------------------ constants and composites

    /// Immediates for 64-bit integer literals, two components per slot.
    RegisterValue constant(List<Literal> lits) {
        List<UregSrc> slots = new ArrayList<>();
        for (int k = 0; k < lits.size(); k += 2) {
            int m = Math.min(2, lits.size() - k);
            int[] words = new int[2 * m];
            for (int j = 0; j < m; j++) {
                long v = lits.get(k + j).asLong();
                words[2 * j] = (int) v;
                words[2 * j + 1] = (int) (v >>> 32);
            }
            slots.add(l.u.immUint(words));
        }
        return new RegisterValue(slots, null);
    }

    /// `vecN(s)` of a 64-bit scalar.
    RegisterValue splat(RegisterValue s, int n) {
        List<UregSrc> slots = new ArrayList<>();
        for (int k = 0; k < slotCount(n); k++) {
            slots.add(s.single().swizzle(0, 1, 0, 1));
        }
        return new RegisterValue(slots, null);
    }

    /// Component `c` of a 64-bit vector value.
    RegisterValue component(RegisterValue v, int c) {
        return RegisterValue.of(pair(v, c));
    }

    /// A vector of the components `pattern` of `v` (a swizzle, or the components of a composite).
    RegisterValue gather(List<UregSrc> pairs) {
        int n = pairs.size();
        RegisterValue out = fresh(n);
        for (int c = 0; c < n; c++) {
            int b = 2 * (c % 2);
            UregSrc p = pairs.get(c);
            l.u.emit(TgsiOpcode.MOV, out.slot(c / 2).toDst().mask(0b11 << b), b == 0 ? p : p.swizzle(0, 1, 0, 1));
        }
        return out;
    }

    RegisterValue swizzle(RegisterValue v, List<Integer> pattern) {
        List<UregSrc> pairs = new ArrayList<>();
        for (int c : pattern) {
            pairs.add(pair(v, c));
        }
        return gather(pairs);
    }

    /// A vector composed of 64-bit scalars and vectors.
    RegisterValue compose(List<RegisterValue> parts, List<TypeInner> types) {
        List<UregSrc> pairs = new ArrayList<>();
        for (int i = 0; i < parts.size(); i++) {
            for (int c = 0; c < components(types.get(i)); c++) {
                pairs.add(pair(parts.get(i), c));
            }
        }
        return gather(pairs);
    }

    /// Component `index.x` (already clamped below `n`) of an `n`-component 64-bit vector.
    RegisterValue select(List<UregSrc> slots, UregSrc index, int n) {
        RegisterValue v = new RegisterValue(slots, null);
        UregDst d = l.u.temporary().mask(0b11);
        l.u.emit(TgsiOpcode.MOV, d, pair(v, 0));
        UregDst eq = l.scalarTemp();
        for (int c = 1; c < n; c++) {
            l.u.emit(TgsiOpcode.USEQ, eq, index.xxxx(), l.immU(c));
            l.u.emit(TgsiOpcode.UCMP, d, eq.toSrc().xxxx(), pair(v, c), d.toSrc());
        }
        return RegisterValue.of(d.toSrc());
    }

    /// Writes `value` (a 64-bit scalar) into component `index.x` of the vector in `slots`.
    void storeComponent(List<UregSrc> slots, List<UregDst> dsts, UregSrc index, UregSrc value) {
        for (int k = 0; k < slots.size(); k++) {
            UregDst eq = l.u.temporary();
            l.u.emit(TgsiOpcode.USEQ, eq, index.xxxx(), l.u.immUint(2 * k, 2 * k, 2 * k + 1, 2 * k + 1));
            UregDst merged = l.u.temporary();
            l.u.emit(TgsiOpcode.UCMP, merged, eq.toSrc(), value.swizzle(0, 1, 0, 1), slots.get(k));
            l.u.emit(TgsiOpcode.MOV, dsts.get(k), merged.toSrc());
        }
    }

    // ------------------------------------------------------------------ operators

    RegisterValue unary(UnaryOperator op, RegisterValue v, TypeInner t) {
        int n = components(t);
        RegisterValue out = fresh(n);
        for (int k = 0; k < out.size(); k++) {
            switch (op) {
                case NEGATE -> l.u.emit(TgsiOpcode.I64NEG, dst(out, n, k), v.slot(k));
                case BITWISE_NOT, LOGICAL_NOT -> l.u.emit(TgsiOpcode.NOT, dst(out, n, k), v.slot(k));
            }
        }
        return out;
    }

    RegisterValue binary(BinaryOperator op, RegisterValue a, TypeInner at, RegisterValue b, TypeInner t) {
        int n = components(at);
        boolean signed = at.scalar().kind() == ScalarKind.SINT;
        switch (op) {
            case EQUAL, NOT_EQUAL, LESS, LESS_EQUAL, GREATER, GREATER_EQUAL -> {
                return compare(op, a, b, n, signed);
            }
            case SHIFT_LEFT, SHIFT_RIGHT -> {
                // The count is a u32 vector in one register; the opcodes read the count of the
                // xy pair from src1.x and of the zw pair from src1.y.
                RegisterValue out = fresh(n);
                TgsiOpcode opc = op == BinaryOperator.SHIFT_LEFT ? TgsiOpcode.U64SHL : signed ? TgsiOpcode.I64SHR : TgsiOpcode.U64SHR;
                UregSrc count = b.single();
                for (int k = 0; k < out.size(); k++) {
                    l.u.emit(opc, dst(out, n, k), a.slot(k), count.swizzle(Math.min(2 * k, n - 1), Math.min(2 * k + 1, n - 1), 0, 0));
                }
                return out;
            }
            default -> {
            }
        }
        RegisterValue out = fresh(n);
        for (int k = 0; k < out.size(); k++) {
            UregDst d = dst(out, n, k);
            UregSrc x = a.slot(k);
            UregSrc y = b.slot(k);
            switch (op) {
                case ADD -> l.u.emit(TgsiOpcode.U64ADD, d, x, y);
                case SUBTRACT -> {
                    UregDst neg = l.u.temporary().mask(slotMask(n, k));
                    l.u.emit(TgsiOpcode.I64NEG, neg, y);
                    l.u.emit(TgsiOpcode.U64ADD, d, x, neg.toSrc());
                }
                case MULTIPLY -> l.u.emit(TgsiOpcode.U64MUL, d, x, y);
                case DIVIDE -> l.u.emit(signed ? TgsiOpcode.I64DIV : TgsiOpcode.U64DIV, d, x, safeDivisor(x, y, signed, slotMask(n, k)));
                case MODULO -> l.u.emit(signed ? TgsiOpcode.I64MOD : TgsiOpcode.U64MOD, d, x, safeDivisor(x, y, signed, slotMask(n, k)));
                case AND -> l.u.emit(TgsiOpcode.AND, d, x, y);
                case INCLUSIVE_OR -> l.u.emit(TgsiOpcode.OR, d, x, y);
                case EXCLUSIVE_OR -> l.u.emit(TgsiOpcode.XOR, d, x, y);
                default -> throw new IllegalStateException("operator " + op + " on a 64-bit integer");
            }
        }
        return out;
    }

    /// The divisor with 0 (and, signed, -1 when the dividend is the most negative value)
    /// replaced by 1, so that `a / b` gives `a` and `a % b` gives 0 there (§8.7).
    private UregSrc safeDivisor(UregSrc a, UregSrc b, boolean signed, int mask) {
        int cmpMask = mask & 0b0101;
        UregDst bad = l.u.temporary().mask(cmpMask);
        l.u.emit(TgsiOpcode.U64SEQ, bad, b, l.u.immUint(0, 0, 0, 0));
        if (signed) {
            UregDst minA = l.u.temporary().mask(cmpMask);
            UregDst minusOne = l.u.temporary().mask(cmpMask);
            l.u.emit(TgsiOpcode.U64SEQ, minA, a, l.u.immUint(0, Integer.MIN_VALUE, 0, Integer.MIN_VALUE));
            l.u.emit(TgsiOpcode.U64SEQ, minusOne, b, l.u.immUint(-1, -1, -1, -1));
            l.u.emit(TgsiOpcode.AND, minA, minA.toSrc(), minusOne.toSrc());
            l.u.emit(TgsiOpcode.OR, bad, bad.toSrc(), minA.toSrc());
        }
        UregDst safe = l.u.temporary().mask(mask);
        l.u.emit(TgsiOpcode.UCMP, safe, bad.toSrc().swizzle(0, 0, 2, 2), l.u.immUint(1, 0, 1, 0), b);
        return safe.toSrc();
    }

    /// A comparison per pair; the results (in `x` and `z` of each slot) gathered into one
    /// boolean register.
    private RegisterValue compare(BinaryOperator op, RegisterValue a, RegisterValue b, int n, boolean signed) {
        UregDst out = l.u.temporary().mask(TgsiLowering.mask(n));
        for (int k = 0; k < slotCount(n); k++) {
            UregSrc x = a.slot(k);
            UregSrc y = b.slot(k);
            UregDst r = l.u.temporary().mask(slotMask(n, k) & 0b0101);
            switch (op) {
                case EQUAL -> l.u.emit(TgsiOpcode.U64SEQ, r, x, y);
                case NOT_EQUAL -> l.u.emit(TgsiOpcode.U64SNE, r, x, y);
                case LESS -> l.u.emit(signed ? TgsiOpcode.I64SLT : TgsiOpcode.U64SLT, r, x, y);
                case GREATER_EQUAL -> l.u.emit(signed ? TgsiOpcode.I64SGE : TgsiOpcode.U64SGE, r, x, y);
                case GREATER -> l.u.emit(signed ? TgsiOpcode.I64SLT : TgsiOpcode.U64SLT, r, y, x);
                case LESS_EQUAL -> l.u.emit(signed ? TgsiOpcode.I64SGE : TgsiOpcode.U64SGE, r, y, x);
                default -> throw new IllegalStateException();
            }
            narrowInto(out, r.toSrc(), n, k);
        }
        return RegisterValue.of(out.toSrc());
    }

    /// Moves the 32-bit results in `x` and `z` of `r` (slot `k`'s pairs) to channels `2k` and
    /// `2k + 1` of `out`.
    private void narrowInto(UregDst out, UregSrc r, int n, int k) {
        int m = Math.min(2, n - 2 * k);
        int[] sw = {0, 0, 0, 0};
        sw[2 * k] = 0;
        if (m == 2) {
            sw[2 * k + 1] = 2;
        }
        l.u.emit(TgsiOpcode.MOV, out.mask(((1 << m) - 1) << (2 * k)), r.swizzle(sw[0], sw[1], sw[2], sw[3]));
    }

    /// `select(r, a, cond)` of 64-bit values; `cond` is a bool or a bool vector in one register.
    RegisterValue select(UregSrc cond, boolean scalarCond, RegisterValue a, RegisterValue r, TypeInner t) {
        int n = components(t);
        RegisterValue out = fresh(n);
        for (int k = 0; k < out.size(); k++) {
            UregSrc c = scalarCond ? cond.xxxx() : spread(cond, n, k);
            l.u.emit(TgsiOpcode.UCMP, dst(out, n, k), c, a.slot(k), r.slot(k));
        }
        return out;
    }

    /// Channels `2k` and `2k + 1` of a 32-bit vector, each repeated for the pair it governs.
    private static UregSrc spread(UregSrc v, int n, int k) {
        int c0 = Math.min(2 * k, n - 1);
        int c1 = Math.min(2 * k + 1, n - 1);
        return v.swizzle(c0, c0, c1, c1);
    }

    // ------------------------------------------------------------------ conversions

    /// A value conversion (`i64(x)`, `f32(x)`, ...) where the source or the result is a 64-bit
    /// integer; a bitcast never reaches here (the bits are already laid out alike).
    RegisterValue convert(RegisterValue v, TypeInner from, TypeInner to, Span span) {
        Scalar fs = from.scalar();
        Scalar ts = to.scalar();
        int n = components(to);
        if (is(fs) && is(ts)) {
            return v;
        }
        if (is(ts)) {
            boolean signed = ts.kind() == ScalarKind.SINT;
            RegisterValue out = fresh(n);
            for (int k = 0; k < out.size(); k++) {
                UregDst d = dst(out, n, k);
                if (fs.width() == 8) {
                    fromDouble(d, v.single(), signed);
                    continue;
                }
                UregSrc x = spreadPairs(v.single(), n, k);
                switch (fs.kind()) {
                    case SINT -> l.u.emit(TgsiOpcode.I2I64, d, x);
                    case UINT -> l.u.emit(TgsiOpcode.U2I64, d, x);
                    case BOOL -> l.u.emit(TgsiOpcode.UCMP, d, spread(v.single(), n, k), l.u.immUint(1, 0, 1, 0), l.u.immUint(0, 0, 0, 0));
                    case FLOAT -> fromFloat(d, x, signed);
                }
            }
            return out;
        }
        boolean signed = fs.kind() == ScalarKind.SINT;
        if (ts.width() == 8) {
            UregDst d = l.u.temporary().mask(TgsiLowering.mask(2 * n));
            l.u.emit(signed ? TgsiOpcode.I642D : TgsiOpcode.U642D, d, v.single());
            return RegisterValue.of(d.toSrc());
        }
        UregDst out = l.u.temporary().mask(TgsiLowering.mask(n));
        for (int k = 0; k < slotCount(n); k++) {
            int m = Math.min(2, n - 2 * k);
            UregDst part = out.mask(((1 << m) - 1) << (2 * k));
            switch (ts.kind()) {
                case FLOAT -> l.u.emit(signed ? TgsiOpcode.I642F : TgsiOpcode.U642F, part, v.slot(k));
                case BOOL -> {
                    UregDst r = l.u.temporary().mask(slotMask(n, k) & 0b0101);
                    l.u.emit(TgsiOpcode.U64SNE, r, v.slot(k), l.u.immUint(0, 0, 0, 0));
                    narrowInto(out, r.toSrc(), n, k);
                }
                // i32(x) and u32(x) keep the low word (two's complement wrapping).
                default -> narrowInto(out, v.slot(k), n, k);
            }
        }
        return RegisterValue.of(out.toSrc());
    }

    /// A 32-bit vector's channels `2k` and `2k + 1` where the widening opcodes read pair 0 and 1.
    private static UregSrc spreadPairs(UregSrc v, int n, int k) {
        int c0 = Math.min(2 * k, n - 1);
        int c1 = Math.min(2 * k + 1, n - 1);
        return v.swizzle(c0, c1, c1, c1);
    }

    /// f32 to i64/u64, saturating (§15.7.6): clamp to the largest floats inside the range; at or
    /// above 2^63 (2^64) the result is the type's maximum, which no f32 holds.
    private void fromFloat(UregDst d, UregSrc x, boolean signed) {
        UregDst c = l.u.temporary().mask(0b11);
        UregDst high = l.u.temporary().mask(0b11);
        l.u.emit(TgsiOpcode.MAX, c, x, l.immF(signed ? -0x1p63f : 0f));
        l.u.emit(TgsiOpcode.FSGE, high, c.toSrc(), l.immF(signed ? 0x1p63f : 0x1p64f));
        l.u.emit(TgsiOpcode.MIN, c, c.toSrc(), l.immF(signed ? 0x1.fffffep62f : 0x1.fffffep63f));
        l.u.emit(signed ? TgsiOpcode.F2I64 : TgsiOpcode.F2U64, d, c.toSrc());
        l.u.emit(TgsiOpcode.UCMP, d, high.toSrc().swizzle(0, 0, 1, 1), signed ? l.u.immUint(-1, Integer.MAX_VALUE, -1, Integer.MAX_VALUE)
                : l.u.immUint(-1, -1, -1, -1), d.toSrc());
    }

    /// f64 to i64/u64, saturating as [#fromFloat].
    private void fromDouble(UregDst d, UregSrc x, boolean signed) {
        int mask = d.writeMask();
        UregDst c = l.u.temporary().mask(mask);
        UregDst high = l.u.temporary().mask(mask & 0b0101);
        l.u.emit(TgsiOpcode.DMAX, c, x, l.u.immDouble(signed ? -0x1p63 : 0, signed ? -0x1p63 : 0));
        l.u.emit(TgsiOpcode.DSGE, high, c.toSrc(), l.u.immDouble(signed ? 0x1p63 : 0x1p64, signed ? 0x1p63 : 0x1p64));
        double top = signed ? 0x1.fffffffffffffp62 : 0x1.fffffffffffffp63;
        l.u.emit(TgsiOpcode.DMIN, c, c.toSrc(), l.u.immDouble(top, top));
        l.u.emit(signed ? TgsiOpcode.D2I64 : TgsiOpcode.D2U64, d, c.toSrc());
        l.u.emit(TgsiOpcode.UCMP, d, high.toSrc().swizzle(0, 0, 2, 2), signed ? l.u.immUint(-1, Integer.MAX_VALUE, -1, Integer.MAX_VALUE)
                : l.u.immUint(-1, -1, -1, -1), d.toSrc());
    }

    // ------------------------------------------------------------------ atomics

    /// A 64-bit atomic on the 8 bytes at `addr.x` of `res`: TGSI's atomic opcodes with memory
    /// format R64_UINT / R64_SINT (the 64-bit form, see docs/decisions/0022), operands and the
    /// returned old value in pairs. `compare` is non-null for a compare-exchange.
    UregSrc atomic(AtomicFunction fun, UregSrc res, UregSrc addr, UregSrc value, UregSrc compare, boolean signed) {
        UregDst old = l.u.temporary().mask(0b11);
        UregSrc v = value.swizzle(0, 1, 0, 1);
        TgsiOpcode op = switch (fun) {
            case ADD, SUBTRACT -> TgsiOpcode.ATOMUADD;
            case AND -> TgsiOpcode.ATOMAND;
            case INCLUSIVE_OR -> TgsiOpcode.ATOMOR;
            case EXCLUSIVE_OR -> TgsiOpcode.ATOMXOR;
            case MIN -> signed ? TgsiOpcode.ATOMIMIN : TgsiOpcode.ATOMUMIN;
            case MAX -> signed ? TgsiOpcode.ATOMIMAX : TgsiOpcode.ATOMUMAX;
            case EXCHANGE -> compare != null ? TgsiOpcode.ATOMCAS : TgsiOpcode.ATOMXCHG;
        };
        if (fun == AtomicFunction.SUBTRACT) {
            // Atomic operands take no modifiers: negate into a register first.
            UregDst neg = l.u.temporary().mask(0b11);
            l.u.emit(TgsiOpcode.I64NEG, neg, v);
            v = neg.toSrc();
        }
        PipeFormat format = signed ? PipeFormat.R64_SINT : PipeFormat.R64_UINT;
        if (compare != null) {
            l.u.memoryOp(op, List.of(old), 0, TextureTarget.BUFFER, format, res, addr, compare.swizzle(0, 1, 0, 1), v);
        } else {
            l.u.memoryOp(op, List.of(old), 0, TextureTarget.BUFFER, format, res, addr, v);
        }
        return old.toSrc();
    }

    /// `old == compare` of a 64-bit compare-exchange, as a boolean in `x`.
    UregSrc exchanged(UregSrc old, UregSrc compare) {
        UregDst d = l.scalarTemp();
        l.u.emit(TgsiOpcode.U64SEQ, d, old, compare);
        return d.toSrc();
    }

    // ------------------------------------------------------------------ built-in functions

    /// The built-ins naga accepts on 64-bit integers: abs, sign, min, max, clamp, dot and the bit
    /// functions ([#bits]).
    RegisterValue math(MathFunction fun, List<RegisterValue> args, List<TypeInner> types, TypeInner t, Span span) {
        TypeInner at = types.getFirst();
        boolean signed = at.scalar().kind() == ScalarKind.SINT;
        int n = components(at);
        return switch (fun) {
            case ABS -> signed ? perSlot(TgsiOpcode.I64ABS, n, args.getFirst()) : args.getFirst();
            case SIGN -> {
                if (!signed) {
                    throw l.unsupported(span, "sign of u64");
                }
                yield perSlot(TgsiOpcode.I64SSG, n, args.getFirst());
            }
            case MIN -> perSlot(signed ? TgsiOpcode.I64MIN : TgsiOpcode.U64MIN, n, args.get(0), args.get(1));
            case MAX -> perSlot(signed ? TgsiOpcode.I64MAX : TgsiOpcode.U64MAX, n, args.get(0), args.get(1));
            case CLAMP -> perSlot(signed ? TgsiOpcode.I64MIN : TgsiOpcode.U64MIN, n,
                    perSlot(signed ? TgsiOpcode.I64MAX : TgsiOpcode.U64MAX, n, args.get(0), args.get(1)), args.get(2));
            case DOT -> {
                RegisterValue products = perSlot(TgsiOpcode.U64MUL, n, args.get(0), args.get(1));
                UregDst sum = l.u.temporary().mask(0b11);
                l.u.emit(TgsiOpcode.MOV, sum, pair(products, 0));
                for (int c = 1; c < n; c++) {
                    l.u.emit(TgsiOpcode.U64ADD, sum, sum.toSrc(), pair(products, c));
                }
                yield RegisterValue.of(sum.toSrc());
            }
            case COUNT_ONE_BITS, COUNT_LEADING_ZEROS, COUNT_TRAILING_ZEROS, FIRST_LEADING_BIT, FIRST_TRAILING_BIT,
                    REVERSE_BITS, EXTRACT_BITS, INSERT_BITS -> bits(fun, args, n, signed);
            default -> throw l.unsupported(span, fun.spelling() + " of " + TypePrinter.name(l.m, at)
                    + " (64-bit integers have abs, sign, min, max, clamp, dot and the bit functions, as naga)");
        };
    }

    // ------------------------------------------------------------------ bit functions

    /// The low words of a slot's pairs, each repeated over its pair (`xxzz`).
    private static UregSrc lows(UregSrc v) {
        return v.swizzle(0, 0, 2, 2);
    }

    /// The high words of a slot's pairs, each repeated over its pair (`yyww`).
    private static UregSrc highs(UregSrc v) {
        return v.swizzle(1, 1, 3, 3);
    }

    /// Keeps the low word of each pair and clears the high word: a count (0..64) as a 64-bit value.
    private UregSrc lowWordsOnly() {
        return l.u.immUint(-1, 0, -1, 0);
    }

    private UregDst temp() {
        return l.u.temporary();
    }

    /// The bit functions on 64-bit integers, from the 32-bit bit opcodes on each pair's two words
    /// (TGSI has no 64-bit bit opcode), with WGSL's 32-bit rules at width 64: a count of 64 for
    /// zero, -1 (all ones) where no bit is found, `offset` and `count` clamped to 64.
    private RegisterValue bits(MathFunction fun, List<RegisterValue> args, int n, boolean signed) {
        RegisterValue out = fresh(n);
        // extractBits/insertBits: o = min(offset, 64), c = min(count, 64 - o), shifts 64 - c and
        // 64 - o - c (both below 64 when c > 0; c == 0 is selected apart).
        UregSrc o = null;
        UregSrc none = null;
        UregSrc upShift = null;
        UregSrc downShift = null;
        if (fun == MathFunction.EXTRACT_BITS || fun == MathFunction.INSERT_BITS) {
            int first = fun == MathFunction.EXTRACT_BITS ? 1 : 2;
            UregDst p = temp();
            l.u.emit(TgsiOpcode.UMIN, p.mask(0b0001), args.get(first).single().xxxx(), l.immU(64));
            l.u.emit(TgsiOpcode.UADD, p.mask(0b0010), l.immU(64), p.toSrc().xxxx().negate());
            l.u.emit(TgsiOpcode.UMIN, p.mask(0b0010), args.get(first + 1).single().xxxx(), p.toSrc().yyyy());
            l.u.emit(TgsiOpcode.UADD, p.mask(0b0100), l.immU(64), p.toSrc().yyyy().negate());
            l.u.emit(TgsiOpcode.UADD, p.mask(0b1000), p.toSrc().zzzz(), p.toSrc().xxxx().negate());
            UregDst zero = l.scalarTemp();
            l.u.emit(TgsiOpcode.USEQ, zero, p.toSrc().yyyy(), l.immU(0));
            o = p.toSrc().xxxx();
            none = zero.toSrc().xxxx();
            downShift = p.toSrc().zzzz();
            upShift = p.toSrc().wwww();
        }
        for (int k = 0; k < out.size(); k++) {
            UregDst d = dst(out, n, k);
            UregSrc x = args.getFirst().slot(k);
            switch (fun) {
                case COUNT_ONE_BITS -> {
                    UregDst t = temp();
                    l.u.emit(TgsiOpcode.POPC, t, x);
                    l.u.emit(TgsiOpcode.UADD, t, lows(t.toSrc()), highs(t.toSrc()));
                    l.u.emit(TgsiOpcode.AND, d, t.toSrc(), lowWordsOnly());
                }
                case REVERSE_BITS -> l.u.emit(TgsiOpcode.BREV, d, x.swizzle(1, 0, 3, 2));
                case COUNT_LEADING_ZEROS -> l.u.emit(TgsiOpcode.AND, d, leadingZeros(x), lowWordsOnly());
                case COUNT_TRAILING_ZEROS -> l.u.emit(TgsiOpcode.AND, d, trailingZeros(x), lowWordsOnly());
                case FIRST_TRAILING_BIT -> {
                    UregSrc c = trailingZeros(x);
                    UregDst found = temp();
                    l.u.emit(TgsiOpcode.USNE, found, lows(c), l.immU(64));
                    UregDst low = temp();
                    l.u.emit(TgsiOpcode.AND, low, c, lowWordsOnly());
                    l.u.emit(TgsiOpcode.UCMP, d, found.toSrc(), low.toSrc(), l.u.immUint(-1, -1, -1, -1));
                }
                case FIRST_LEADING_BIT -> {
                    UregSrc v = x;
                    if (signed) {
                        // The most significant bit that differs from the sign: of ~x for negative x.
                        UregDst flip = temp();
                        l.u.emit(TgsiOpcode.ISHR, flip, highs(x), l.immU(31));
                        l.u.emit(TgsiOpcode.XOR, flip, x, flip.toSrc());
                        v = flip.toSrc();
                    }
                    UregDst msb = temp();
                    l.u.emit(TgsiOpcode.UMSB, msb, v);
                    UregDst high = temp();
                    l.u.emit(TgsiOpcode.UADD, high, highs(msb.toSrc()), l.immU(32));
                    UregDst upper = temp();
                    l.u.emit(TgsiOpcode.USNE, upper, highs(v), l.immU(0));
                    UregDst r = temp();
                    l.u.emit(TgsiOpcode.UCMP, r, upper.toSrc(), high.toSrc(), lows(msb.toSrc()));
                    // The index (or -1 when none) widened: its high word is its sign.
                    l.u.emit(TgsiOpcode.MOV, d.mask(0b0101), r.toSrc());
                    l.u.emit(TgsiOpcode.ISHR, d.mask(0b1010), r.toSrc().swizzle(0, 0, 2, 2), l.immU(31));
                }
                case EXTRACT_BITS -> {
                    UregDst t = temp();
                    l.u.emit(TgsiOpcode.U64SHL, t, x, upShift);
                    l.u.emit(signed ? TgsiOpcode.I64SHR : TgsiOpcode.U64SHR, t, t.toSrc(), downShift);
                    l.u.emit(TgsiOpcode.UCMP, d, none, l.u.immUint(0, 0, 0, 0), t.toSrc());
                }
                case INSERT_BITS -> {
                    UregDst m = temp();
                    l.u.emit(TgsiOpcode.U64SHR, m, l.u.immUint(-1, -1, -1, -1), downShift);
                    l.u.emit(TgsiOpcode.U64SHL, m, m.toSrc(), o);
                    l.u.emit(TgsiOpcode.UCMP, m, none, l.u.immUint(0, 0, 0, 0), m.toSrc());
                    UregDst bits = temp();
                    l.u.emit(TgsiOpcode.U64SHL, bits, args.get(1).slot(k), o);
                    l.u.emit(TgsiOpcode.AND, bits, bits.toSrc(), m.toSrc());
                    UregDst kept = temp();
                    l.u.emit(TgsiOpcode.NOT, m, m.toSrc());
                    l.u.emit(TgsiOpcode.AND, kept, x, m.toSrc());
                    l.u.emit(TgsiOpcode.OR, d, kept.toSrc(), bits.toSrc());
                }
                default -> throw new IllegalStateException(fun.spelling());
            }
        }
        return out;
    }

    /// Leading zeros of each pair (0..64) in its low word's channel (high-word channels hold junk):
    /// the high word's, or 32 plus the low word's when the high word is zero.
    private UregSrc leadingZeros(UregSrc x) {
        UregDst c = temp();
        l.u.emit(TgsiOpcode.UMSB, c, x);
        l.u.emit(TgsiOpcode.UADD, c, l.immU(31), c.toSrc().negate());
        UregDst low = temp();
        l.u.emit(TgsiOpcode.UADD, low, lows(c.toSrc()), l.immU(32));
        UregDst highZero = temp();
        l.u.emit(TgsiOpcode.USEQ, highZero, highs(x), l.immU(0));
        UregDst r = temp();
        l.u.emit(TgsiOpcode.UCMP, r, highZero.toSrc(), low.toSrc(), highs(c.toSrc()));
        return r.toSrc();
    }

    /// Trailing zeros of each pair (0..64) in its low word's channel, as [#leadingZeros]: the low
    /// word's, or 32 plus the high word's when the low word is zero.
    private UregSrc trailingZeros(UregSrc x) {
        UregDst c = temp();
        l.u.emit(TgsiOpcode.LSB, c, x);
        l.u.emit(TgsiOpcode.UMIN, c, c.toSrc(), l.immU(32));
        UregDst high = temp();
        l.u.emit(TgsiOpcode.UADD, high, highs(c.toSrc()), l.immU(32));
        UregDst lowZero = temp();
        l.u.emit(TgsiOpcode.USEQ, lowZero, lows(x), l.immU(0));
        UregDst r = temp();
        l.u.emit(TgsiOpcode.UCMP, r, lowZero.toSrc(), high.toSrc(), lows(c.toSrc()));
        return r.toSrc();
    }

    private RegisterValue perSlot(TgsiOpcode op, int n, RegisterValue... srcs) {
        RegisterValue out = fresh(n);
        for (int k = 0; k < out.size(); k++) {
            UregSrc[] s = new UregSrc[srcs.length];
            for (int i = 0; i < srcs.length; i++) {
                s[i] = srcs[i].slot(k);
            }
            l.u.emit(op, dst(out, n, k), s);
        }
        return out;
    }
}
