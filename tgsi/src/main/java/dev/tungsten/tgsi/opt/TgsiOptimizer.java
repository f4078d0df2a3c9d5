package dev.tungsten.tgsi.opt;

import java.util.ArrayList;
import java.util.List;

import dev.tungsten.tgsi.Immediate;
import dev.tungsten.tgsi.ImmediateType;
import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.SrcRegister;
import dev.tungsten.tgsi.TgsiOpcode;
import dev.tungsten.tgsi.TgsiShader;
import dev.tungsten.tgsi.TgsiToken;
import dev.tungsten.tgsi.WriteMask;

/// Optimizes generated TGSI: constant folding, copy propagation and dead-code elimination,
/// repeated until nothing changes (see the package documentation for what each may assume).
/// The result runs bit-identically to the input on the reference interpreter. Declarations and
/// the original immediates are kept (an unused immediate costs nothing); folded values are new
/// immediates placed after them; branch labels are renumbered.
public final class TgsiOptimizer {
    /// Rounds of the three passes at most; each round that changes nothing ends the loop earlier.
    private static final int MAX_ROUNDS = 32;

    private TgsiOptimizer() {}

    /// The optimized shader, or `shader` itself when it has subroutines, jumps or indirectly
    /// addressed temporaries outside an array, whose data flow the passes do not follow.
    public static TgsiShader optimize(TgsiShader shader) {
        List<Instruction> code = new ArrayList<>(shader.instructions());
        for (Instruction inst : code) {
            TgsiOpcode.Flow f = inst.opcode().flow();
            if (f == TgsiOpcode.Flow.CALL || f == TgsiOpcode.Flow.JUMP || f.construct() == TgsiOpcode.Construct.SUBROUTINE) {
                return shader;
            }
        }
        if (!Dataflow.tracksEveryTemp(shader.declarations(), code)) {
            return shader;
        }
        ImmediatePool pool = new ImmediatePool(shader.immediates());
        ConstantFolder folder = new ConstantFolder(shader.properties(), pool);
        int[] index = identity(code.size());
        for (int round = 0; round < MAX_ROUNDS; round++) {
            boolean changed = fold(code, new Dataflow(shader.declarations(), code), folder, pool);
            Dataflow flow = new Dataflow(shader.declarations(), code);
            changed |= CopyPropagator.run(code, flow, new Blocks(code));
            while (DeadCodeEliminator.sweep(code, shader.declarations())) {
                changed = true;
                index = compact(code, index);
            }
            if (!changed) {
                break;
            }
        }
        return rebuild(shader, code, index, pool.added());
    }

    // ------------------------------------------------------------------ folding

    /// One forward scan: folds each instruction whose sources are constants, learning the values
    /// of the channels folded instructions define as it goes.
    private static boolean fold(List<Instruction> code, Dataflow flow, ConstantFolder folder, ImmediatePool pool) {
        Blocks blocks = new Blocks(code);
        boolean changed = false;
        for (int i = 0; i < code.size(); i++) {
            Instruction inst = code.get(i);
            if (!ConstantFolder.isFoldable(inst.opcode()) || inst.dst().size() != 1
                    || inst.src().size() != inst.opcode().numSrc() || !flow.isPlainTemp(inst.dst(0)) || isFolded(inst)) {
                continue;
            }
            List<int[]> values = new ArrayList<>();
            List<ImmediateType> types = new ArrayList<>();
            for (int k = 0; k < inst.src().size() && values.size() == k; k++) {
                int[] v = sourceValue(code, flow, blocks, pool, inst, i, k);
                if (v != null) {
                    values.add(v);
                    types.add(immediateType(inst.opcode(), k));
                }
            }
            if (values.size() != inst.src().size()) {
                continue;
            }
            Instruction folded = folder.fold(inst, values, types);
            if (folded != null) {
                code.set(i, folded);
                changed = true;
            }
        }
        return changed;
    }

    /// A `MOV` of an immediate, unmodified: what folding produces.
    private static boolean isFolded(Instruction inst) {
        if (inst.opcode() != TgsiOpcode.MOV || inst.saturate()) {
            return false;
        }
        SrcRegister s = inst.src(0);
        return s.file() == RegisterFile.IMMEDIATE && !s.absolute() && !s.negate() && !s.isIndirect();
    }

    /// The register channel values operand `k` of `inst` (at `at`) reads, when all are known;
    /// channels it does not read are 0.
    private static int[] sourceValue(List<Instruction> code, Dataflow flow, Blocks blocks, ImmediatePool pool,
                                     Instruction inst, int at, int k) {
        SrcRegister s = inst.src(k);
        int usage = Dataflow.usage(inst, k);
        int[] v = new int[4];
        for (int c = 0; c < 4; c++) {
            if (!WriteMask.has(usage, c)) {
                continue;
            }
            Integer w = null;
            if (s.file() == RegisterFile.IMMEDIATE && !s.isIndirect() && !s.hasDimension()) {
                w = pool.word(s.index(), c);
            } else if (flow.isPlainTemp(s)) {
                w = knownTemp(code, flow, blocks, pool, s.index(), c, at);
            }
            if (w == null) {
                return null;
            }
            v[c] = w;
        }
        return v;
    }

    /// The constant channel `c` of `TEMP[t]` holds at instruction `at`: its one reaching
    /// definition is a folded `MOV`.
    private static Integer knownTemp(List<Instruction> code, Dataflow flow, Blocks blocks, ImmediatePool pool,
                                     int t, int c, int at) {
        int p = flow.reachingDef(t, c, at, blocks);
        if (p < 0) {
            return null;
        }
        Instruction def = code.get(p);
        if (!isFolded(def) || def.dst().size() != 1) {
            return null;
        }
        SrcRegister s = def.src(0);
        return pool.word(s.index(), Dataflow.channel(s, c));
    }

    /// The immediate type that stands for operand `k` of `op` in the folding run. The interpreter
    /// reads raw words whatever the type; the type only keeps the evaluated shader well formed.
    private static ImmediateType immediateType(TgsiOpcode op, int k) {
        TgsiOpcode.OperandType t = k < op.numSrc() ? op.srcType(k) : TgsiOpcode.OperandType.FLOAT;
        return switch (t) {
            case INT -> ImmediateType.INT32;
            case UINT -> ImmediateType.UINT32;
            case FLOAT, UNTYPED, VOID, DOUBLE, UINT64, INT64 -> ImmediateType.FLT32;
        };
    }

    // ------------------------------------------------------------------ rebuilding

    private static int[] identity(int n) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) {
            a[i] = i;
        }
        return a;
    }

    /// Drops the removed (null) instructions; `index[i]`, the position in the input shader of
    /// what is now instruction `i`, is compacted alongside.
    private static int[] compact(List<Instruction> code, int[] index) {
        int n = 0;
        int[] out = new int[index.length];
        for (int i = 0; i < code.size(); i++) {
            if (code.get(i) != null) {
                out[n] = index[i];
                code.set(n++, code.get(i));
            }
        }
        code.subList(n, code.size()).clear();
        return java.util.Arrays.copyOf(out, n);
    }

    private static TgsiShader rebuild(TgsiShader shader, List<Instruction> code, int[] index, List<Immediate> added) {
        // Old position -> new position; a removed target maps to the next kept instruction.
        int oldCount = shader.instructions().size();
        int[] newPos = new int[oldCount + 1];
        int next = code.size();
        newPos[oldCount] = next;
        for (int i = code.size() - 1, old = oldCount - 1; old >= 0; old--) {
            if (i >= 0 && index[i] == old) {
                next = i--;
            }
            newPos[old] = next;
        }
        List<TgsiToken> tokens = new ArrayList<>();
        boolean placed = false;
        for (TgsiToken t : shader.tokens()) {
            if (t instanceof Instruction) {
                if (!placed) {
                    tokens.addAll(added);
                    placed = true;
                }
                continue;
            }
            tokens.add(t);
        }
        if (!placed) {
            tokens.addAll(added);
        }
        for (Instruction inst : code) {
            if (inst.hasLabel() && inst.label() >= 0 && inst.label() <= oldCount) {
                inst = inst.withLabel(newPos[inst.label()]);
            }
            tokens.add(inst);
        }
        return new TgsiShader(shader.processor(), tokens);
    }

}
