package dev.tungsten.tgsi;

import java.util.ArrayList;
import java.util.List;

/// The immediates of a [Ureg] program, deduplicated and packed the way Mesa's `decl_immediate`
/// does: a new value is looked for, channel by channel, in every earlier immediate of the same
/// type; missing channels are appended to the first immediate with room for all of them; the
/// caller gets that immediate with a swizzle selecting its values, and channels beyond the
/// values given repeat the first one (so a one-value immediate reads as a scalar).
///
/// Comparison is on bits: 0.0 and -0.0 are different values, a NaN equals the same NaN.
/// 64-bit values (FLT64, UINT64, INT64) are packed as pairs of words.
///
/// Mirrors one detail of Mesa exactly: a packing attempt that fails half way leaves the words it
/// tried in the unused channels of that immediate, and those words are written out with it.
final class UregImmediates {
    /// `UREG_MAX_IMMEDIATE`.
    static final int MAX = 4096;

    private static final class Slot {
        final ImmediateType type;
        final int[] value = new int[4];
        int count;

        Slot(ImmediateType type) {
            this.type = type;
        }
    }

    private final Ureg owner;
    private final List<Slot> slots = new ArrayList<>();

    UregImmediates(Ureg owner) {
        this.owner = owner;
    }

    /// Declares `words` (1..4 words; 2 or 4 for 64-bit types) and returns the operand reading them.
    UregSrc declare(ImmediateType type, int[] words) {
        int nr = words.length;
        boolean wide = type.is64Bit();
        if (nr < 1 || nr > 4 || (wide && nr % 2 != 0)) {
            throw owner.error(type.text() + " immediate with " + nr + " words; expected "
                    + (wide ? "2 or 4" : "1 to 4"));
        }
        int[] swizzle = new int[1];
        int found = -1;
        for (int i = 0; i < slots.size() && found < 0; i++) {
            if (slots.get(i).type == type && matchOrExpand(words, slots.get(i), swizzle)) {
                found = i;
            }
        }
        if (found < 0) {
            if (slots.size() >= MAX) {
                throw owner.error("more than " + MAX + " immediates");
            }
            Slot slot = new Slot(type);
            slots.add(slot);
            matchOrExpand(words, slot, swizzle);
            found = slots.size() - 1;
        }
        int swz = swizzle[0];
        if (wide) {
            for (int j = nr; j < 4; j += 2) {
                swz |= (swz & 0xf) << (j * 2);
            }
        } else {
            for (int j = nr; j < 4; j++) {
                swz |= (swz & 0x3) << (j * 2);
            }
        }
        return UregSrc.of(RegisterFile.IMMEDIATE, found)
                .swizzle(Swizzle.get(swz, 0), Swizzle.get(swz, 1), Swizzle.get(swz, 2), Swizzle.get(swz, 3));
    }

    /// `ureg_DECL_immediate_block_uint`: `words` in consecutive UINT32 immediates, four to each,
    /// never merged with earlier ones; returns the first.
    UregSrc block(int[] words) {
        int count = (words.length + 3) / 4;
        if (words.length == 0) {
            throw owner.error("an immediate block needs at least one word");
        }
        if (slots.size() + count > MAX) {
            throw owner.error("more than " + MAX + " immediates");
        }
        int first = slots.size();
        for (int i = 0; i < count; i++) {
            Slot slot = new Slot(ImmediateType.UINT32);
            slot.count = Math.min(4, words.length - 4 * i);
            System.arraycopy(words, 4 * i, slot.value, 0, slot.count);
            slots.add(slot);
        }
        return UregSrc.of(RegisterFile.IMMEDIATE, first);
    }

    /// The immediate tokens, four words each, as `emit_immediate` writes them.
    List<Immediate> tokens() {
        List<Immediate> out = new ArrayList<>(slots.size());
        for (Slot s : slots) {
            out.add(new Immediate(s.type, s.value));
        }
        return out;
    }

    /// `match_or_expand_immediate`: finds or appends every value of `v` in `slot`; the count
    /// grows only on success, but appended words stay in the slot either way, as in Mesa.
    private static boolean matchOrExpand(int[] v, Slot slot, int[] swizzleOut) {
        int step = slot.type.is64Bit() ? 2 : 1;
        int nr2 = slot.count;
        int[] v2 = slot.value;
        int swizzle = 0;
        for (int i = 0; i < v.length; i += step) {
            boolean found = false;
            for (int j = 0; j < nr2 && !found; j += step) {
                if (v[i] == v2[j] && (step == 1 || v[i + 1] == v2[j + 1])) {
                    swizzle |= j << (i * 2);
                    if (step == 2) {
                        swizzle |= (j + 1) << ((i + 1) * 2);
                    }
                    found = true;
                }
            }
            if (!found) {
                if (nr2 >= 4) {
                    return false;
                }
                v2[nr2] = v[i];
                swizzle |= nr2 << (i * 2);
                if (step == 2) {
                    v2[nr2 + 1] = v[i + 1];
                    swizzle |= (nr2 + 1) << ((i + 1) * 2);
                }
                nr2 += step;
            }
        }
        slot.count = nr2;
        swizzleOut[0] = swizzle;
        return true;
    }
}
