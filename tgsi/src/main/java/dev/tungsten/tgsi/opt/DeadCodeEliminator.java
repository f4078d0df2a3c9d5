package dev.tungsten.tgsi.opt;

import java.util.List;

import dev.tungsten.tgsi.Declaration;
import dev.tungsten.tgsi.DstRegister;
import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.TgsiOpcode;

/// Dead-code elimination: an instruction without side effects whose every destination is a plain
/// temporary, none of whose written channels any reader can see, is removed (set to null in the
/// list). A read sees only its reaching definition when it has one
/// ([Dataflow#reachingDef]), else every definition of the channel; addresses and texture offsets
/// see every definition. What has side effects comes from the opcode table: only the computing
/// categories qualify (arithmetic, packing, derivatives, interpolation, texture lookups and
/// queries), never a store; outputs, address registers and TEMP arrays are kept through the
/// destination rule.
final class DeadCodeEliminator {
    private DeadCodeEliminator() {}

    /// Nulls out the instructions of `code` that are dead now (one sweep: removing them may make
    /// others dead); returns whether any was.
    static boolean sweep(List<Instruction> code, List<Declaration> declarations) {
        Dataflow flow = new Dataflow(declarations, code);
            Blocks blocks = new Blocks(code);
            boolean[] live = new boolean[code.size()];
            for (int j = 0; j < code.size(); j++) {
                Instruction inst = code.get(j);
                int at = j;
                flow.reads(inst, new Dataflow.Reads() {
                    @Override
                    public void direct(int k, int t, int c) {
                        int p = flow.reachingDef(t, c, at, blocks);
                        if (p >= 0) {
                            live[p] = true;
                        } else {
                            other(t, c);
                        }
                    }

                    @Override
                    public void other(int t, int c) {
                        for (int p : flow.defs(t, c)) {
                            live[p] = true;
                        }
                    }
                });
            }
            boolean removed = false;
            for (int i = 0; i < code.size(); i++) {
                Instruction inst = code.get(i);
                if (inst != null && !live[i] && isRemovable(inst, flow)) {
                    code.set(i, null);
                    removed = true;
                }
            }
            return removed;
    }

    private static boolean isRemovable(Instruction inst, Dataflow flow) {
        if (!isPure(inst.opcode()) || inst.dst().isEmpty()) {
            return false;
        }
        for (DstRegister d : inst.dst()) {
            if (!flow.isPlainTemp(d)) {
                return false;
            }
        }
        return true;
    }

    /// Whether `op` only computes its destinations from its sources.
    static boolean isPure(TgsiOpcode op) {
        boolean computes = switch (op.category()) {
            case FLOAT_ALU, PACK, DERIVATIVE, INTERPOLATION, INTEGER_ALU, DOUBLE_ALU, INT64_ALU, TEXTURE -> true;
            case RESOURCE, ATOMIC, SUBGROUP, CONTROL_FLOW, DISCARD, GEOMETRY, SYNCHRONIZATION -> false;
        };
        return computes && !op.has(TgsiOpcode.Flag.IS_STORE) && op.flow() == TgsiOpcode.Flow.NONE;
    }
}
