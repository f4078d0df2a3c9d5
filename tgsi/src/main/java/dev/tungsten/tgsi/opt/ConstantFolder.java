package dev.tungsten.tgsi.opt;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import dev.tungsten.tgsi.Declaration;
import dev.tungsten.tgsi.DstRegister;
import dev.tungsten.tgsi.Immediate;
import dev.tungsten.tgsi.ImmediateType;
import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.Property;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.SrcRegister;
import dev.tungsten.tgsi.TgsiOpcode;
import dev.tungsten.tgsi.TgsiShader;
import dev.tungsten.tgsi.TgsiToken;
import dev.tungsten.tgsi.WriteMask;
import dev.tungsten.tgsi.exec.ExecException;
import dev.tungsten.tgsi.exec.ExecMachine;
import dev.tungsten.tgsi.exec.ExecProgram;

/// Constant folding: an arithmetic instruction whose every read channel is a known constant
/// becomes a `MOV` of an immediate holding its result.
///
/// The result is computed by running the instruction, with its constants as immediates and its
/// own modifiers and saturate, on the reference interpreter, so it is the interpreter's result bit
/// for bit (float rounding, NaN and division rules, saturate, the shader's legacy-math property).
/// Which opcodes may be folded is read from the opcode table ([#isFoldable]).
final class ConstantFolder {
    private final List<Property> properties;
    private final ImmediatePool pool;
    private final Map<List<Object>, int[]> results = new HashMap<>();

    ConstantFolder(List<Property> properties, ImmediatePool pool) {
        this.properties = properties;
        this.pool = pool;
    }

    /// Whether every driver must compute `op` exactly as the interpreter does, so that a folded
    /// value cannot differ from what any driver would compute: 32-bit float and integer arithmetic
    /// with one destination, excluding the rows whose result comes from a math library or may be
    /// approximated ([TgsiOpcode.Note.Kind#ULP_BOUND], [TgsiOpcode.Note.Kind#APPROXIMATION]) and
    /// those a GPU computes within an error bound of its own (the division and function-domain
    /// guards: reciprocal, square root, ...).
    static boolean isFoldable(TgsiOpcode op) {
        boolean arithmetic = switch (op.category()) {
            case FLOAT_ALU, INTEGER_ALU -> true;
            case PACK, DERIVATIVE, INTERPOLATION, DOUBLE_ALU, INT64_ALU, TEXTURE, RESOURCE, ATOMIC, SUBGROUP,
                 CONTROL_FLOW, DISCARD, GEOMETRY, SYNCHRONIZATION -> false;
        };
        if (!arithmetic || op.numDst() != 1 || op.outputMode() == TgsiOpcode.OutputMode.OTHER
                || op.outputMode() == TgsiOpcode.OutputMode.NONE || op.dstType().is64Bit()) {
            return false;
        }
        for (TgsiOpcode.OperandType t : op.srcTypes()) {
            if (t.is64Bit()) {
                return false;
            }
        }
        return !op.hasNote(TgsiOpcode.Note.Kind.ULP_BOUND) && !op.hasNote(TgsiOpcode.Note.Kind.APPROXIMATION)
                && !op.guards().contains(TgsiOpcode.Guard.FLOAT_DIVISION)
                && !op.guards().contains(TgsiOpcode.Guard.FUNCTION_DOMAIN);
    }

    /// The folded form of `inst`, whose source `k` has the register channel values
    /// `values.get(k)` (the channels it reads; the others are never read), or null when it cannot
    /// be folded.
    Instruction fold(Instruction inst, List<int[]> values, List<ImmediateType> types) {
        DstRegister d = inst.dst(0);
        int[] result = evaluate(inst, values, types);
        if (result == null) {
            return null;
        }
        ImmediateType type = switch (inst.opcode().dstType()) {
            case INT -> ImmediateType.INT32;
            case UINT -> ImmediateType.UINT32;
            case FLOAT, VOID, DOUBLE, UINT64, INT64 -> ImmediateType.FLT32;
            case UNTYPED -> types.isEmpty() ? ImmediateType.FLT32 : types.getFirst();
        };
        SrcRegister imm = pool.place(type, result, d.writeMask());
        return Instruction.of(TgsiOpcode.MOV, List.of(d), List.of(imm));
    }

    /// Runs `inst` alone on the interpreter, its sources replaced by immediates holding `values`,
    /// and returns the four channels of its result (the unwritten ones 0).
    private int[] evaluate(Instruction inst, List<int[]> values, List<ImmediateType> types) {
        List<Object> key = new ArrayList<>();
        key.add(inst.opcode());
        key.add(inst.saturate());
        key.add(inst.dst(0).writeMask());
        for (int k = 0; k < values.size(); k++) {
            SrcRegister s = inst.src(k);
            key.add(s.swizzle());
            key.add(s.absolute());
            key.add(s.negate());
            key.add(types.get(k));
            key.add(List.of(values.get(k)[0], values.get(k)[1], values.get(k)[2], values.get(k)[3]));
        }
        if (!results.containsKey(key)) {
            int[] r;
            try {
                r = run(inst, values, types);
            } catch (ExecException e) {
                r = null; // an operand the interpreter refuses: leave the instruction to the driver
            }
            results.put(key, r);
        }
        return results.get(key);
    }

    private int[] run(Instruction inst, List<int[]> values, List<ImmediateType> types) {
        List<TgsiToken> tokens = new ArrayList<>();
        tokens.add(Declaration.of(RegisterFile.TEMPORARY, 0, 0));
        tokens.addAll(properties);
        List<SrcRegister> src = new ArrayList<>();
        for (int k = 0; k < values.size(); k++) {
            tokens.add(new Immediate(types.get(k), values.get(k)));
            SrcRegister s = inst.src(k);
            src.add(new SrcRegister(RegisterFile.IMMEDIATE, k, s.swizzle(), s.absolute(), s.negate(), null, null));
        }
        int mask = inst.dst(0).writeMask();
        tokens.add(new Instruction(inst.opcode(), inst.saturate(), inst.precise(), TgsiToken.NONE, null, null,
                List.of(DstRegister.of(RegisterFile.TEMPORARY, 0).withWriteMask(mask)), src));
        tokens.add(Instruction.of(TgsiOpcode.END, List.of(), List.of()));
        ExecMachine m = ExecProgram.compile(new TgsiShader(Processor.VERT, tokens), "constant folding").newMachine(4);
        m.run(1);
        int[] out = new int[4];
        for (int c = 0; c < 4; c++) {
            if (WriteMask.has(mask, c)) {
                out[c] = m.temporary(0, c)[0];
            }
        }
        return out;
    }
}
