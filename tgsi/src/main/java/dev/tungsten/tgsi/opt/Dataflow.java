package dev.tungsten.tgsi.opt;

import java.util.Arrays;
import java.util.List;

import dev.tungsten.tgsi.ChannelUsage;
import dev.tungsten.tgsi.Declaration;
import dev.tungsten.tgsi.DstRegister;
import dev.tungsten.tgsi.IndirectRegister;
import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.SrcRegister;
import dev.tungsten.tgsi.Swizzle;
import dev.tungsten.tgsi.WriteMask;

/// The static definitions and reads of every TEMP channel of a shader (slot `4 * index + channel`),
/// and which temporaries belong to a declared TEMP array. Reads come from the opcode table's
/// read masks ([ChannelUsage]), plus addresses and texture offsets held in temporaries.
/// Instructions are not moved while a [Dataflow] is in use: positions index the code list.
final class Dataflow {
    /// Temporaries inside a `DCL TEMP[a..b], ARRAY(n)`: addressed indirectly, so treated as memory.
    private final boolean[] array;
    /// The positions of the instructions writing each channel, ascending.
    private final int[][] defs;

    Dataflow(List<Declaration> declarations, List<Instruction> code) {
        int temps = 0;
        for (Declaration d : declarations) {
            if (d.file() == RegisterFile.TEMPORARY) {
                temps = Math.max(temps, d.last() + 1);
            }
        }
        for (Instruction inst : code) {
            for (DstRegister d : inst.dst()) {
                if (d.file() == RegisterFile.TEMPORARY) {
                    temps = Math.max(temps, d.index() + 1);
                }
            }
            for (SrcRegister s : inst.src()) {
                if (s.file() == RegisterFile.TEMPORARY) {
                    temps = Math.max(temps, s.index() + 1);
                }
            }
        }
        array = new boolean[temps];
        for (Declaration d : declarations) {
            if (d.file() == RegisterFile.TEMPORARY && d.isArray()) {
                for (int t = d.first(); t <= d.last(); t++) {
                    array[t] = true;
                }
            }
        }
        int[] defCount = new int[4 * temps];
        defs = new int[4 * temps][];
        for (int i = 0; i < code.size(); i++) {
            Instruction inst = code.get(i);
            for (DstRegister d : inst.dst()) {
                if (isPlainTemp(d)) {
                    for (int c = 0; c < 4; c++) {
                        if (WriteMask.has(d.writeMask(), c)) {
                            int slot = 4 * d.index() + c;
                            if (defs[slot] == null) {
                                defs[slot] = new int[4];
                            } else if (defCount[slot] == defs[slot].length) {
                                defs[slot] = Arrays.copyOf(defs[slot], 2 * defCount[slot]);
                            }
                            defs[slot][defCount[slot]++] = i;
                        }
                    }
                }
            }
        }
        for (int slot = 0; slot < defs.length; slot++) {
            defs[slot] = defs[slot] == null ? new int[0] : Arrays.copyOf(defs[slot], defCount[slot]);
        }
    }

    /// Whether the optimizer can see every access to temporaries: an indirect TEMP operand must
    /// stay within a declared array (its array id), where the interpreter confines it.
    static boolean tracksEveryTemp(List<Declaration> declarations, List<Instruction> code) {
        for (Instruction inst : code) {
            for (DstRegister d : inst.dst()) {
                if (d.file() == RegisterFile.TEMPORARY && d.isIndirect() && d.indirect().arrayId() == 0) {
                    return false;
                }
            }
            for (SrcRegister s : inst.src()) {
                if (s.file() == RegisterFile.TEMPORARY && s.isIndirect() && s.indirect().arrayId() == 0) {
                    return false;
                }
            }
        }
        return true;
    }

    /// Receives the TEMP channels an instruction reads.
    interface Reads {
        /// Operand `k` reads channel `c` of `TEMP[t]` directly.
        void direct(int k, int t, int c);

        /// Channel `c` of `TEMP[t]` is read as an address or texture offset.
        void other(int t, int c);
    }

    /// Reports every TEMP channel `inst` reads.
    void reads(Instruction inst, Reads to) {
        for (int k = 0; k < inst.src().size(); k++) {
            SrcRegister s = inst.src(k);
            if (isPlainTemp(s)) {
                int usage = ChannelUsage.usageMask(inst, k);
                for (int c = 0; c < 4; c++) {
                    if (WriteMask.has(usage, c)) {
                        to.direct(k, s.index(), c);
                    }
                }
            }
            address(s.indirect(), to);
            if (s.dimension() != null) {
                address(s.dimension().indirect(), to);
            }
        }
        for (DstRegister d : inst.dst()) {
            address(d.indirect(), to);
            if (d.dimension() != null) {
                address(d.dimension().indirect(), to);
            }
        }
        if (inst.texture() != null) {
            for (Instruction.TextureOffset o : inst.texture().offsets()) {
                if (o.file() == RegisterFile.TEMPORARY && o.index() >= 0 && o.index() < array.length) {
                    for (int c = 0; c < 4; c++) {
                        to.other(o.index(), c);
                    }
                }
            }
        }
    }

    private void address(IndirectRegister a, Reads to) {
        if (a != null && a.file() == RegisterFile.TEMPORARY && a.index() >= 0 && a.index() < array.length) {
            to.other(a.index(), a.swizzle());
        }
    }

    /// A direct TEMP operand outside any TEMP array.
    boolean isPlainTemp(DstRegister d) {
        return d.file() == RegisterFile.TEMPORARY && !d.isIndirect() && !d.hasDimension()
                && d.index() >= 0 && d.index() < array.length && !array[d.index()];
    }

    /// A direct TEMP operand outside any TEMP array.
    boolean isPlainTemp(SrcRegister s) {
        return s.file() == RegisterFile.TEMPORARY && !s.isIndirect() && !s.hasDimension()
                && s.index() >= 0 && s.index() < array.length && !array[s.index()];
    }

    /// The positions of the instructions writing channel `c` of `TEMP[t]`, ascending.
    int[] defs(int t, int c) {
        return defs[4 * t + c];
    }

    /// The one definition of channel `c` of `TEMP[t]` that instruction `j` can read, or -1 when
    /// there is none or it may read several: the last definition `p` before `j`, when `p`
    /// dominates `j` and no other definition can run between them ([Blocks#lastBetween]).
    int reachingDef(int t, int c, int j, Blocks blocks) {
        int[] d = defs[4 * t + c];
        int at = Arrays.binarySearch(d, j);
        int before = (at >= 0 ? at : -at - 1) - 1;
        if (before < 0) {
            return -1;
        }
        int p = d[before];
        if (!blocks.dominates(p, j)) {
            return -1;
        }
        int hi = blocks.lastBetween(p, j);
        return before + 1 < d.length && d[before + 1] <= hi ? -1 : p;
    }

    /// Whether no instruction in `[from, to]` writes channel `c` of `TEMP[t]`.
    boolean unwritten(int t, int c, int from, int to) {
        int[] d = defs[4 * t + c];
        int at = Arrays.binarySearch(d, from);
        int next = at >= 0 ? at : -at - 1;
        return next >= d.length || d[next] > to;
    }

    /// The register channels operand `k` of `inst` reads (its usage mask).
    static int usage(Instruction inst, int k) {
        return ChannelUsage.usageMask(inst, k);
    }

    /// The register channel result channel `c` of `s` reads.
    static int channel(SrcRegister s, int c) {
        return Swizzle.get(s.swizzle(), c);
    }
}
