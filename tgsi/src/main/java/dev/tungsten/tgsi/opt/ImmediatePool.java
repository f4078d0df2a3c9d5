package dev.tungsten.tgsi.opt;

import java.util.ArrayList;
import java.util.List;

import dev.tungsten.tgsi.Immediate;
import dev.tungsten.tgsi.ImmediateType;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.SrcRegister;
import dev.tungsten.tgsi.Swizzle;
import dev.tungsten.tgsi.WriteMask;

/// The shader's immediates and those folding adds: a folded value reuses an immediate of the same
/// type that holds all its words (any channels, through the swizzle), else a new one is appended.
final class ImmediatePool {
    private final List<Immediate> immediates;
    private final int original;

    ImmediatePool(List<Immediate> existing) {
        this.immediates = new ArrayList<>(existing);
        this.original = existing.size();
    }

    /// The immediates appended since construction, in order after the original ones.
    List<Immediate> added() {
        return immediates.subList(original, immediates.size());
    }

    /// The 32-bit word channel `c` of `IMM[index]` holds, or null when the immediate is not a
    /// 32-bit one or too short.
    Integer word(int index, int c) {
        if (index < 0 || index >= immediates.size()) {
            return null;
        }
        Immediate imm = immediates.get(index);
        return imm.type().is64Bit() || c >= imm.size() ? null : imm.word(c);
    }

    ImmediateType type(int index) {
        return immediates.get(index).type();
    }

    /// An operand whose channels in `mask` read `words` (channel `c` reads `words[c]`).
    SrcRegister place(ImmediateType type, int[] words, int mask) {
        for (int i = 0; i < immediates.size(); i++) {
            Immediate imm = immediates.get(i);
            if (imm.type() == type && imm.size() == 4) {
                int swizzle = swizzleInto(imm, words, mask);
                if (swizzle >= 0) {
                    return new SrcRegister(RegisterFile.IMMEDIATE, i, swizzle, false, false, null, null);
                }
            }
        }
        int[] data = new int[4];
        int used = 0;
        for (int c = 0; c < 4; c++) {
            if (WriteMask.has(mask, c) && indexOf(data, used, words[c]) < 0) {
                data[used++] = words[c];
            }
        }
        for (int c = Math.max(used, 1); c < 4; c++) {
            data[c] = data[0]; // padding that repeats a value, so later lookups may find it either way
        }
        Immediate imm = new Immediate(type, data);
        immediates.add(imm);
        return new SrcRegister(RegisterFile.IMMEDIATE, immediates.size() - 1, swizzleInto(imm, words, mask),
                false, false, null, null);
    }

    /// The swizzle reading `words` for the channels in `mask` from `imm` (unmasked channels
    /// repeat the first masked one), or -1 when a word is missing.
    private static int swizzleInto(Immediate imm, int[] words, int mask) {
        int[] pick = new int[4];
        int first = -1;
        for (int c = 0; c < 4; c++) {
            if (WriteMask.has(mask, c)) {
                int at = indexOf(imm.data(), 4, words[c]);
                if (at < 0) {
                    return -1;
                }
                pick[c] = at;
                if (first < 0) {
                    first = at;
                }
            }
        }
        for (int c = 0; c < 4; c++) {
            if (!WriteMask.has(mask, c)) {
                pick[c] = Math.max(first, 0);
            }
        }
        return Swizzle.pack(pick[0], pick[1], pick[2], pick[3]);
    }

    private static int indexOf(int[] data, int length, int word) {
        for (int i = 0; i < length; i++) {
            if (data[i] == word) {
                return i;
            }
        }
        return -1;
    }
}
