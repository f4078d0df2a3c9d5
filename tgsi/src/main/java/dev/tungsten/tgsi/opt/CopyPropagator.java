package dev.tungsten.tgsi.opt;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import dev.tungsten.tgsi.DimensionRegister;
import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.SrcRegister;
import dev.tungsten.tgsi.Swizzle;
import dev.tungsten.tgsi.TgsiOpcode;
import dev.tungsten.tgsi.WriteMask;

/// Copy propagation: a read of TEMP channels that plain `MOV`s defined reads the `MOV`s' source
/// instead, when
/// - each channel read has one reaching definition ([Dataflow#reachingDef]: it dominates the
///   reader and no other definition can run in between), a `MOV` without saturate or indirect
///   addressing;
/// - every channel read maps to the same source register with the same modifiers;
/// - that source cannot change between the `MOV` and the reader: an input, constant, immediate or
///   system value, or a temporary channel that nothing writes on the way from the `MOV` to the
///   reader;
/// - modifiers compose: the `MOV`'s `|x|` and `-x` flip or clear bit 31, which the reader's own
///   modifiers do too only on a 32-bit float or untyped operand.
final class CopyPropagator {
    private CopyPropagator() {}

    /// Rewrites the operands of `code` in place; returns whether any changed.
    static boolean run(List<Instruction> code, Dataflow flow, Blocks blocks) {
        boolean changed = false;
        for (int j = 0; j < code.size(); j++) {
            Instruction inst = code.get(j);
            List<SrcRegister> src = null;
            for (int k = 0; k < inst.src().size(); k++) {
                SrcRegister replaced = replacement(code, flow, blocks, inst, j, k);
                if (replaced != null) {
                    if (src == null) {
                        src = new ArrayList<>(inst.src());
                    }
                    src.set(k, replaced);
                }
            }
            if (src != null) {
                code.set(j, new Instruction(inst.opcode(), inst.saturate(), inst.precise(), inst.label(),
                        inst.texture(), inst.memory(), inst.dst(), src));
                changed = true;
            }
        }
        return changed;
    }

    /// The operand that can replace operand `k` of `inst` (at position `j`), or null.
    private static SrcRegister replacement(List<Instruction> code, Dataflow flow, Blocks blocks,
                                           Instruction inst, int j, int k) {
        SrcRegister use = inst.src(k);
        TgsiOpcode op = inst.opcode();
        TgsiOpcode.OperandType type = k < op.numSrc() ? op.srcType(k) : TgsiOpcode.OperandType.FLOAT;
        if (!flow.isPlainTemp(use) || type.is64Bit() || op.dstType().is64Bit()) {
            return null;
        }
        int usage = Dataflow.usage(inst, k);
        if (usage == 0) {
            return null;
        }
        SrcRegister source = null;
        int[] map = new int[4];
        for (int c = 0; c < 4; c++) {
            if (!WriteMask.has(usage, c)) {
                continue;
            }
            int p = flow.reachingDef(use.index(), c, j, blocks);
            if (p < 0) {
                return null;
            }
            Instruction mov = code.get(p);
            if (mov.opcode() != TgsiOpcode.MOV || mov.saturate() || mov.dst(0).isIndirect()) {
                return null;
            }
            SrcRegister s = mov.src(0);
            if (!isStableFile(s) || s.file() == RegisterFile.TEMPORARY && !stableTemp(flow, blocks, s, c, p, j)) {
                return null;
            }
            if (source == null) {
                source = s;
            } else if (!sameRegisterAndModifiers(source, s)) {
                return null;
            }
            map[c] = Dataflow.channel(s, c);
        }
        boolean movModifiers = source.absolute() || source.negate();
        boolean floatBits = type == TgsiOpcode.OperandType.FLOAT || type == TgsiOpcode.OperandType.UNTYPED;
        if (movModifiers && !floatBits) {
            return null;
        }
        int fill = map[Integer.numberOfTrailingZeros(usage)];
        int[] swz = new int[4];
        for (int r = 0; r < 4; r++) {
            int ch = Dataflow.channel(use, r);
            swz[r] = WriteMask.has(usage, ch) ? map[ch] : fill;
        }
        // |x| then -x on both sides: bit 31 ends cleared by any abs, then flipped per negate after
        // the last abs.
        boolean abs = source.absolute() || use.absolute();
        boolean neg = use.absolute() ? use.negate() : use.negate() != source.negate();
        return new SrcRegister(source.file(), source.index(), Swizzle.pack(swz[0], swz[1], swz[2], swz[3]),
                abs, neg, null, source.dimension());
    }

    /// Files whose registers keep their value for the whole run, and temporaries.
    private static boolean isStableFile(SrcRegister s) {
        if (s.isIndirect() || s.hasDimension() && s.dimension().isIndirect()) {
            return false;
        }
        return switch (s.file()) {
            case TEMPORARY -> !s.hasDimension();
            case CONSTANT, IMMEDIATE, INPUT, SYSTEM_VALUE -> true;
            case NULL, OUTPUT, SAMPLER, ADDRESS, IMAGE, SAMPLER_VIEW, BUFFER, MEMORY, CONSTBUF, HW_ATOMIC -> false;
        };
    }

    /// Whether the TEMP channel `MOV` `p` copies into channel `c` holds the same value at `j`: no
    /// instruction that can run from `p` (itself included) to `j` writes it.
    private static boolean stableTemp(Dataflow flow, Blocks blocks, SrcRegister s, int c, int p, int j) {
        return flow.isPlainTemp(s) && flow.unwritten(s.index(), Dataflow.channel(s, c), p, blocks.lastBetween(p, j));
    }

    private static boolean sameRegisterAndModifiers(SrcRegister a, SrcRegister b) {
        return a.file() == b.file() && a.index() == b.index() && a.absolute() == b.absolute()
                && a.negate() == b.negate() && Objects.equals(dimensionIndex(a), dimensionIndex(b));
    }

    private static Integer dimensionIndex(SrcRegister s) {
        DimensionRegister d = s.dimension();
        return d == null ? null : d.index();
    }
}
