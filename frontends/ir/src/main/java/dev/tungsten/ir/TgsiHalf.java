package dev.tungsten.ir;

import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.TgsiOpcode;
import dev.tungsten.tgsi.UregDst;
import dev.tungsten.tgsi.UregSrc;
import dev.tungsten.tgsi.WriteMask;

/// `f16` without half registers: every f16 value lives in an f32 register channel holding a
/// float that binary16 represents exactly, and every operation whose result may not be one is
/// followed by a rounding to binary16: `PK2H` (round to nearest even, overflow to ±inf,
/// subnormals kept, as `Float.floatToFloat16`) and `UP2H` back. For `+ - * / sqrt fma` the f32
/// operation is correctly rounded and f32 has more than twice binary16's precision plus two bits,
/// so rounding its result again gives the correctly rounded binary16 result (no double-rounding
/// error); other operations get the f32 expansion's error plus half a binary16 ulp.
///
/// In memory an f16 takes two bytes (WGSL's layout: `vec2<f16>` 4 bytes aligned 4, `vec3<f16>` 6
/// aligned 8, `vec4<f16>` 8 aligned 8). TGSI's `LOAD`/`STORE`/`CONST` move 32-bit words, so two
/// halves share a word: a load unpacks the word(s) with `UP2H`, a store of whole words packs with
/// `PK2H`, and a store of a lone half (a scalar, the `z` of a `vec3`) changes only its 16 bits with
/// an `ATOMAND` clearing them and an `ATOMOR` setting them. Neighbouring halves are distinct
/// memory locations in WGSL's memory model, so another invocation may write the other half of the
/// word at the same time; the two atomics never lose that write, where a read-modify-write would.
final class TgsiHalf {
    private final TgsiLowering l;

    TgsiHalf(TgsiLowering l) {
        this.l = l;
    }

    /// Functions whose f32 expansion of f16 arguments gives an f16 value already (selections,
    /// sign manipulations and integral roundings), so their results need no rounding.
    static final java.util.Set<MathFunction> EXACT = java.util.EnumSet.of(MathFunction.ABS, MathFunction.MIN,
            MathFunction.MAX, MathFunction.CLAMP, MathFunction.SATURATE, MathFunction.CEIL, MathFunction.FLOOR,
            MathFunction.ROUND, MathFunction.TRUNC, MathFunction.SIGN, MathFunction.STEP);

    static boolean isHalf(Scalar s) {
        return s != null && s.kind() == ScalarKind.FLOAT && s.width() == 2;
    }

    /// Whether some leaf of `t` (a component, column or member) is an f16.
    boolean holdsHalf(TypeInner t) {
        return switch (t) {
            case TypeInner.Array a -> holdsHalf(l.m.inner(a.base()));
            case TypeInner.Struct s -> s.members().stream().anyMatch(mem -> holdsHalf(l.m.inner(mem.type())));
            default -> isHalf(t.scalar());
        };
    }

    // ------------------------------------------------------------------ rounding

    /// The first `n` channels of `v` rounded to binary16, in a new register.
    UregSrc round(UregSrc v, int n) {
        UregDst packed = l.u.temporary().mask(n > 2 ? WriteMask.XY : WriteMask.X);
        l.u.emit(TgsiOpcode.PK2H, packed.mask(WriteMask.X), v);
        if (n > 2) {
            l.u.emit(TgsiOpcode.PK2H, packed.mask(WriteMask.Y), v.swizzle(2, 3, 2, 3));
        }
        return unpack(packed.toSrc(), n);
    }

    /// `n` halves unpacked from the words in `words.x` (channels x, y) and `words.y` (z, w).
    UregSrc unpack(UregSrc words, int n) {
        UregDst d = l.u.temporary();
        l.u.emit(TgsiOpcode.UP2H, d.mask(TgsiLowering.mask(Math.min(n, 2))), words.xxxx());
        if (n > 2) {
            l.u.emit(TgsiOpcode.UP2H, d.mask(TgsiLowering.mask(n) & WriteMask.ZW), words.yyyy());
        }
        return d.toSrc();
    }

    /// `n` halves (2 or 4) packed into `n / 2` words, x in the low half of the first.
    UregSrc pack(UregSrc v, int n) {
        UregDst d = l.u.temporary();
        l.u.emit(TgsiOpcode.PK2H, d.mask(WriteMask.X), v);
        if (n > 2) {
            l.u.emit(TgsiOpcode.PK2H, d.mask(WriteMask.Y), v.swizzle(2, 3, 2, 3));
        }
        return d.toSrc();
    }

    /// Every f16 slot of `v` (of type `t`) rounded to binary16; other slots are kept as they are.
    RegisterValue round(RegisterValue v, TypeInner t) {
        if (!holdsHalf(t)) {
            return v;
        }
        return switch (t) {
            case TypeInner.Matrix mt -> {
                RegisterValue out = l.newRegisterValue(t);
                for (int c = 0; c < mt.columns(); c++) {
                    l.u.emit(TgsiOpcode.MOV, out.slot(c).toDst().mask(TgsiLowering.mask(mt.rows())), round(v.slot(c), mt.rows()));
                }
                yield out;
            }
            case TypeInner.Struct s -> {
                // frexp and modf results: round the members that are f16 (the fraction parts).
                java.util.List<UregSrc> slots = new java.util.ArrayList<>();
                for (int i = 0; i < s.members().size(); i++) {
                    TypeInner mt = l.m.inner(s.members().get(i).type());
                    slots.add(isHalf(mt.scalar()) ? round(v.slot(i), TgsiLowering.width(mt)) : v.slot(i));
                }
                yield new RegisterValue(slots, null);
            }
            default -> RegisterValue.of(round(v.single(), TgsiLowering.width(t)));
        };
    }

    // ------------------------------------------------------------------ memory

    /// Loads an f16 scalar or vector of `n` components at byte `offset` (+ `mm.dynOffset`) into `dst`.
    void load(Place.InMemory mm, int offset, int n, UregDst dst) {
        UregSrc address = mm.dynOffset() == null ? null : l.add(mm.dynOffset(), l.immU(offset));
        UregSrc words = words(mm, offset, address, n == 1 ? 1 : (n + 1) / 2);
        if (n == 1) {
            UregSrc half;
            if (address == null) {
                half = (offset & 2) == 0 ? words : shift(words, l.immU(16), TgsiOpcode.USHR);
            } else {
                half = shift(words, halfShift(address), TgsiOpcode.USHR);
            }
            l.u.emit(TgsiOpcode.UP2H, dst.mask(WriteMask.X), half.xxxx());
            return;
        }
        l.u.emit(TgsiOpcode.MOV, dst.mask(TgsiLowering.mask(n)), unpack(words, n));
    }

    /// `count` 32-bit words from the word holding byte `offset` (or the run-time `address`), in x and y.
    private UregSrc words(Place.InMemory mm, int offset, UregSrc address, int count) {
        UregDst d = l.u.temporary().mask(TgsiLowering.mask(count));
        if (mm.file() == RegisterFile.CONSTANT) {
            if (address == null) {
                int first = (offset % 16) / 4;
                UregSrc row = UregSrc.of(RegisterFile.CONSTANT, offset / 16).dimension(mm.unit());
                l.u.emit(TgsiOpcode.MOV, d, row.swizzle(first, Math.min(3, first + 1), first, first));
                return d.toSrc();
            }
            // A run-time offset (an array element or a matrix column chosen at run time) need
            // not be a multiple of 16: take the whole row and select its words.
            UregDst rowIndex = l.scalarTemp();
            l.u.emit(TgsiOpcode.USHR, rowIndex, address.xxxx(), l.immU(4));
            UregSrc row = UregSrc.of(RegisterFile.CONSTANT, 0).indirect(l.address(rowIndex.toSrc())).dimension(mm.unit());
            UregSrc snapshot = l.copy(row, 4);
            UregDst word = l.scalarTemp();
            l.u.emit(TgsiOpcode.USHR, word, address.xxxx(), l.immU(2));
            l.u.emit(TgsiOpcode.AND, word, word.toSrc().xxxx(), l.immU(3));
            for (int k = 0; k < count; k++) {
                UregSrc index = k == 0 ? word.toSrc() : l.add(word.toSrc(), l.immU(k));
                l.u.emit(TgsiOpcode.MOV, d.mask(1 << k), l.mem.select(snapshot, index, 4).xxxx());
            }
            return d.toSrc();
        }
        UregSrc at = address == null ? l.immU(offset & ~3) : aligned(address);
        l.u.emit(TgsiOpcode.LOAD, d, resource(mm), at);
        return d.toSrc();
    }

    /// Stores an f16 scalar or vector of `n` components from `value` at byte `offset` (+ `mm.dynOffset`).
    void store(Place.InMemory mm, int offset, int n, UregSrc value) {
        UregSrc address = mm.dynOffset() == null ? null : l.add(mm.dynOffset(), l.immU(offset));
        if (n == 1) {
            storeHalf(mm, offset, address, value.xxxx());
            return;
        }
        // Vectors are aligned to 4 bytes or more: the pairs xy and zw fill whole words.
        int words = n / 2;
        UregSrc at = address == null ? l.immU(offset) : address.xxxx();
        l.u.emit(TgsiOpcode.STORE, resource(mm).toDst().mask(TgsiLowering.mask(words)), at, pack(value, n == 3 ? 2 : n));
        if (n == 3) {
            storeHalf(mm, offset + 4, address == null ? null : l.add(address, l.immU(4)), value.zzzz());
        }
    }

    /// Writes the 16 bits of the half `value.x` at byte `offset` (or the run-time `address`),
    /// leaving the other half of its word alone even under concurrent writes to it.
    private void storeHalf(Place.InMemory mm, int offset, UregSrc address, UregSrc value) {
        UregDst bits = l.scalarTemp();
        l.u.emit(TgsiOpcode.PK2H, bits, value);
        l.u.emit(TgsiOpcode.AND, bits, bits.toSrc().xxxx(), l.immU(0xFFFF));
        UregSrc keep;
        UregSrc at;
        if (address == null) {
            boolean high = (offset & 2) != 0;
            if (high) {
                l.u.emit(TgsiOpcode.SHL, bits, bits.toSrc().xxxx(), l.immU(16));
            }
            keep = l.immU(high ? 0x0000FFFF : 0xFFFF0000);
            at = l.immU(offset & ~3);
        } else {
            UregSrc shift = halfShift(address);
            l.u.emit(TgsiOpcode.SHL, bits, bits.toSrc().xxxx(), shift);
            UregDst k = l.scalarTemp();
            l.u.emit(TgsiOpcode.SHL, k, l.immU(0xFFFF), shift);
            l.u.emit(TgsiOpcode.NOT, k, k.toSrc().xxxx());
            keep = k.toSrc();
            at = aligned(address);
        }
        UregDst old = l.scalarTemp();
        l.u.emit(TgsiOpcode.ATOMAND, old, resource(mm), at, keep.xxxx());
        l.u.emit(TgsiOpcode.ATOMOR, old, resource(mm), at, bits.toSrc().xxxx());
    }

    /// 0 or 16: the bit position of the half at byte address `address.x` within its word.
    private UregSrc halfShift(UregSrc address) {
        UregDst d = l.scalarTemp();
        l.u.emit(TgsiOpcode.AND, d, address.xxxx(), l.immU(2));
        l.u.emit(TgsiOpcode.SHL, d, d.toSrc().xxxx(), l.immU(3));
        return d.toSrc().xxxx();
    }

    private UregSrc aligned(UregSrc address) {
        UregDst d = l.scalarTemp();
        l.u.emit(TgsiOpcode.AND, d, address.xxxx(), l.immU(~3));
        return d.toSrc().xxxx();
    }

    private UregSrc shift(UregSrc word, UregSrc by, TgsiOpcode op) {
        UregDst d = l.scalarTemp();
        l.u.emit(op, d, word.xxxx(), by.xxxx());
        return d.toSrc();
    }

    private UregSrc resource(Place.InMemory mm) {
        return l.mem.resource(mm);
    }
}
