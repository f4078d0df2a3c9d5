package dev.tungsten.soft.jit;

import static java.lang.constant.ConstantDescs.CD_int;
import static java.lang.constant.ConstantDescs.CD_void;

import java.lang.classfile.CodeBuilder;
import java.lang.constant.MethodTypeDesc;

import dev.tungsten.tgsi.DstRegister;
import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.SrcRegister;

/// The instructions the run method emits itself, one at a time: control flow (masks, in
/// [FlowEmitter]), discards, and the **slow path**: textures, images, buffers, atomics,
/// doubles, 64-bit integers, packing, the 2010 legacy opcodes, subgroup operations, and every
/// instruction with an indirectly addressed operand are executed by the interpreter's own code on
/// the block ([JitFrame#step]), with the float-typed registers they touch copied into the
/// machine before and the float-typed destinations copied back after. These are exact by
/// construction. Runs of ALU instructions go to [SegmentEmitter] instead.
final class InstructionEmitter {
    private final KernelGenerator g;
    private final CodeBuilder cb;
    FlowEmitter flow;

    InstructionEmitter(KernelGenerator g) {
        this.g = g;
        this.cb = g.cb;
    }

    void emit(int pc, Instruction in, FlowEmitter.Scope scope) {
        switch (in.opcode()) {
            case IF, IFC -> flow.ifOp(pc, in, false, scope);
            case UIF -> flow.ifOp(pc, in, true, scope);
            case ELSE -> flow.elseOp(scope);
            case ENDIF -> flow.endif();
            case BGNLOOP -> flow.bgnloop(pc, scope);
            case ENDLOOP -> flow.endloop(pc, scope);
            case BRK -> flow.brk(pc, -1);
            case BREAKC -> flow.breakc(pc, in);
            case CONT -> flow.cont();
            case SWITCH -> flow.switchOp(pc, in, scope);
            case CASE -> flow.caseOp(in);
            case DEFAULT -> flow.caseOp(null);
            case ENDSWITCH -> flow.endswitch();
            case CAL -> flow.call(in, false, scope);
            case CALLNZ -> flow.call(in, true, scope);
            case RET -> flow.ret(scope);
            case END -> flow.end(scope);
            case NOP -> { }
            case KILL -> orInto(g.kill, g.exec);
            case DEMOTE -> orInto(g.demote, g.exec);
            case KILL_IF -> {
                g.callCondition(in, SegmentEmitter.Test.NEGATIVE, 0, g.exec);
                cb.iload(g.kill);
                cb.ior();
                cb.istore(g.kill);
            }
            case BGNSUB, ENDSUB, BRA, PUSHA, POPA, CLOCK, BARRIER, EMIT, ENDPRIM ->
                    throw new IllegalStateException(in.opcode() + " reached the generator (ShaderPlan rejects or skips it)");
            default -> step(pc, in);
        }
    }

    private void orInto(int mask, int lanes) {
        cb.iload(mask);
        cb.iload(lanes);
        cb.ior();
        cb.istore(mask);
    }

    // ------------------------------------------------------------------ the slow path

    /// Copies the float-typed registers the instruction names into the machine, steps the
    /// instruction there for the executing lanes, and copies float-typed destinations back.
    private void step(int pc, Instruction in) {
        g.interpreterSteps++;
        for (SrcRegister s : in.src()) {
            if (!s.isIndirect()) {
                toMachine(s.file(), s.index(), s.index());
            } else {
                int[] range = g.plan.range(s.file(), s.indirect());
                toMachine(s.file(), range[0], range[1]);
            }
        }
        for (DstRegister d : in.dst()) {
            if (!d.isIndirect()) {
                // lanes the instruction does not execute keep their values
                toMachine(d.file(), d.index(), d.index());
            }
        }
        if (in.texture() != null) {
            for (Instruction.TextureOffset o : in.texture().offsets()) {
                toMachine(o.file(), o.index(), o.index());
            }
        }
        cb.aload(g.frame);
        cb.loadConstant(pc);
        cb.iload(g.exec);
        cb.iload(g.start);
        cb.iload(g.helper);
        cb.iload(g.kill);
        cb.iload(g.demote);
        cb.invokevirtual(KernelGenerator.CD_FRAME, "step",
                MethodTypeDesc.of(CD_void, CD_int, CD_int, CD_int, CD_int, CD_int, CD_int));
        for (DstRegister d : in.dst()) {
            if (d.isIndirect() || !hasFloats(d.file())) {
                continue;
            }
            for (int c = 0; c < 4; c++) {
                int k = d.index() * 4 + c;
                if ((d.writeMask() & (1 << c)) != 0 && g.plan.isFloat(d.file(), k)) {
                    cb.aload(g.frame);
                    cb.loadConstant(d.file().code());
                    cb.loadConstant(k);
                    cb.invokevirtual(KernelGenerator.CD_FRAME, "fromMachine", MethodTypeDesc.of(CD_void, CD_int, CD_int));
                }
            }
        }
    }

    private static boolean hasFloats(RegisterFile f) {
        return f == RegisterFile.TEMPORARY || f == RegisterFile.OUTPUT || f == RegisterFile.INPUT
                || f == RegisterFile.SYSTEM_VALUE;
    }

    /// Copies the float-typed channels of registers `first..last` of `f` into the machine.
    private void toMachine(RegisterFile f, int first, int last) {
        if (!hasFloats(f)) {
            return;
        }
        boolean any = false;
        for (int k = Math.max(0, first * 4); k < (last + 1) * 4 && !any; k++) {
            any = g.plan.isFloat(f, k);
        }
        if (!any) {
            return;
        }
        cb.aload(g.frame);
        cb.loadConstant(f.code());
        cb.loadConstant(first * 4);
        cb.loadConstant(last * 4 + 3);
        cb.invokevirtual(KernelGenerator.CD_FRAME, "toMachine", MethodTypeDesc.of(CD_void, CD_int, CD_int, CD_int));
    }
}
