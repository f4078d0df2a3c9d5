package dev.tungsten.tgsi.exec;

import dev.tungsten.tgsi.ControlFlow;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.TgsiOpcode;

/// Finds the temporary and address register channels that a shader may read before it has
/// written them, so that [ExecMachine] can zero exactly those at the start of every run. Reading
/// an unwritten register is undefined in TGSI, but a reference interpreter must not let one
/// block's leftovers leak into the next (and Mesa's fresh machines read 0, which the oracle
/// records); zeroing every register on every run would cost more than many shaders' arithmetic.
///
/// The analysis is deliberately simple and conservative: a channel counts as written once an
/// instruction in the main program, outside every IF, loop and switch and before any RET or BRA,
/// has written it directly (such an instruction runs for every lane of the block). Any read of a
/// channel not yet written in that sense, any indirect read of the file, and any read inside a
/// subroutine (counted at the first call) marks the channel.
final class ZeroInitAnalysis {
    private final DecodedOp[] ops;
    private final ControlFlow flow;
    private final boolean[][] written;
    private final boolean[][] zero;

    ZeroInitAnalysis(DecodedOp[] ops, ControlFlow flow, int temps, int addrs) {
        this.ops = ops;
        this.flow = flow;
        this.written = new boolean[][] {new boolean[temps * 4], new boolean[addrs * 4]};
        this.zero = new boolean[][] {new boolean[temps * 4], new boolean[addrs * 4]};
    }

    /// Returns {temps, addrs}: for each register, a 4-bit mask of channels to zero.
    int[][] analyze() {
        boolean unconditional = true;
        boolean subsCounted = false;
        for (int pc = 0; pc < ops.length; pc++) {
            if (flow.subroutine(pc) >= 0) {
                continue;
            }
            DecodedOp op = ops[pc];
            TgsiOpcode.Flow role = op.opcode.flow();
            if (role == TgsiOpcode.Flow.CALL && !subsCounted) {
                subsCounted = true;
                readsInSubroutines();
            }
            readOperands(op);
            switch (role) {
                case RETURN, JUMP, END -> unconditional = false;
                case NONE, IF, ELSE, ENDIF, BGNLOOP, ENDLOOP, SWITCH, CASE, DEFAULT, ENDSWITCH, BGNSUB, ENDSUB, BREAK,
                     CONTINUE, CALL -> { }
                case null -> throw new NullPointerException(); // an enhanced switch: javac checks it is exhaustive
            }
            if (unconditional && flow.depth(pc) == 0 && op.dst.length > 0) {
                Operand d = op.dst[0];
                int f = fileIndex(d.file);
                if (f >= 0 && !d.isDynamic() && !d.hasDimension) {
                    for (int c = 0; c < 4; c++) {
                        if ((d.writeMask & (1 << c)) != 0) {
                            written[f][d.index * 4 + c] = true;
                        }
                    }
                }
            }
        }
        return new int[][] {masks(0), masks(1)};
    }

    private void readsInSubroutines() {
        for (int pc = 0; pc < ops.length; pc++) {
            if (flow.subroutine(pc) >= 0) {
                readOperands(ops[pc]);
            }
        }
    }

    private void readOperands(DecodedOp op) {
        for (Operand s : op.src) {
            read(s);
        }
        for (Operand d : op.dst) {
            readAddress(d);
        }
    }

    private void read(Operand s) {
        readAddress(s);
        int f = fileIndex(s.file);
        if (f < 0) {
            return;
        }
        if (s.isDynamic()) {
            int regs = written[f].length / 4;
            for (int r = Math.max(0, s.first); r <= Math.min(s.last, regs - 1); r++) {
                for (int c = 0; c < 4; c++) {
                    mark(f, r, c);
                }
            }
            return;
        }
        for (int c = 0; c < 4; c++) {
            mark(f, s.index, s.swizzle[c]);
        }
    }

    private void readAddress(Operand o) {
        if (o.indirect && fileIndex(o.addrFile) >= 0) {
            mark(fileIndex(o.addrFile), o.addrIndex, o.addrComponent);
        }
        if (o.dimIndirect && fileIndex(o.dimAddrFile) >= 0) {
            mark(fileIndex(o.dimAddrFile), o.dimAddrIndex, o.dimAddrComponent);
        }
    }

    private void mark(int f, int reg, int comp) {
        int i = reg * 4 + comp;
        if (i >= 0 && i < zero[f].length && !written[f][i]) {
            zero[f][i] = true;
        }
    }

    private static int fileIndex(RegisterFile f) {
        return f == RegisterFile.TEMPORARY ? 0 : f == RegisterFile.ADDRESS ? 1 : -1;
    }

    private int[] masks(int f) {
        int[] m = new int[zero[f].length / 4];
        for (int i = 0; i < zero[f].length; i++) {
            if (zero[f][i]) {
                m[i / 4] |= 1 << (i % 4);
            }
        }
        return m;
    }
}
