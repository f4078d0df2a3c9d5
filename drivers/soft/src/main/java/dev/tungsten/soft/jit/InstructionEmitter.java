package dev.tungsten.soft.jit;

import static java.lang.constant.ConstantDescs.CD_int;
import static java.lang.constant.ConstantDescs.CD_void;

import java.lang.classfile.CodeBuilder;
import java.lang.classfile.Label;
import java.lang.classfile.instruction.SwitchCase;
import java.lang.constant.MethodTypeDesc;
import java.util.ArrayList;
import java.util.List;

import dev.tungsten.soft.jit.JitOpcode.Discard;
import dev.tungsten.soft.jit.JitOpcode.Flow;
import dev.tungsten.soft.jit.JitOpcode.Interpreted;
import dev.tungsten.soft.jit.JitOpcode.Segment;
import dev.tungsten.soft.jit.JitOpcode.Texture;
import dev.tungsten.tgsi.DstRegister;
import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.SrcRegister;

/// The instructions the run method emits itself, one at a time, as [JitOpcodes] decides for
/// each opcode: control flow (masks, in [FlowEmitter]), discards, barriers (a return, and the
/// place the next run resumes), texture lookups ([TextureEmitter], with the slow path behind
/// them), memory accesses ([MemoryEmitter]), and the **slow path**: other textures, images,
/// buffers, atomics, doubles, 64-bit integers, packing, the 2010 legacy
/// opcodes, subgroup operations, and every instruction with an indirectly addressed operand are
/// executed by the interpreter's own code on the block ([JitFrame#step]), with the float-typed
/// registers they touch copied into the machine before and the float-typed destinations copied
/// back after. These are exact by construction. Runs of ALU instructions go to
/// [SegmentEmitter] instead.
final class InstructionEmitter {
    private final KernelGenerator g;
    private final CodeBuilder cb;
    private final TextureEmitter textures;
    FlowEmitter flow;
    private final MemoryEmitter memory;

    InstructionEmitter(KernelGenerator g) {
        this.g = g;
        this.cb = g.cb;
        this.memory = new MemoryEmitter(g, this);
        this.textures = new TextureEmitter(g);
    }

    void emit(int pc, Instruction in, FlowEmitter.Scope scope) {
        switch (JitOpcodes.of(in.opcode())) {
            case Flow.IF -> flow.ifOp(pc, in, false, scope);
            case Flow.UIF -> flow.ifOp(pc, in, true, scope);
            case Flow.ELSE -> flow.elseOp(scope);
            case Flow.ENDIF -> flow.endif();
            case Flow.BGNLOOP -> flow.bgnloop(pc, scope);
            case Flow.ENDLOOP -> flow.endloop(pc, scope);
            case Flow.BRK -> flow.brk(pc, -1);
            case Flow.BREAKC -> flow.breakc(pc, in);
            case Flow.CONT -> flow.cont();
            case Flow.SWITCH -> flow.switchOp(pc, in, scope);
            case Flow.CASE -> flow.caseOp(in);
            case Flow.DEFAULT -> flow.caseOp(null);
            case Flow.ENDSWITCH -> flow.endswitch();
            case Flow.CAL -> flow.call(in, false, scope);
            case Flow.CALLNZ -> flow.call(in, true, scope);
            case Flow.RET -> flow.ret(scope);
            case Flow.END -> flow.end(scope);
            case Flow.NOP -> { }
            case Flow.BARRIER -> barrier(pc);
            case Discard.KILL -> orInto(g.kill, g.exec);
            case Discard.DEMOTE -> orInto(g.demote, g.exec);
            case Discard.KILL_IF -> {
                g.callCondition(in, ConditionEmitter.Test.NEGATIVE, 0, g.exec);
                cb.iload(g.kill);
                cb.ior();
                cb.istore(g.kill);
            }
            case Flow.BGNSUB, Flow.ENDSUB, Interpreted.RUN_LOOP ->
                    throw new IllegalStateException(in.opcode() + " reached the generator (ShaderPlan rejects or skips it)");
            case Interpreted.SLOW_PATH -> step(pc, in);
            case JitOpcode.Memory _ -> memory.emit(pc, in);
            case Texture t -> {
                // the vectorised sampler where it can; the slow path for the blocks it declines
                Label handled = cb.newLabel();
                boolean fast = textures.emitFast(in, t.lookup(), handled);
                step(pc, in);
                if (fast) {
                    cb.labelBinding(handled);
                }
            }
            // a segment opcode here has an operand segments cannot address, or legacy math rules
            case Segment _ -> step(pc, in);
        }
    }

    // ------------------------------------------------------------------ barriers

    /// At the start of the run method (masks set, before `beginBlock`): a run that resumes after
    /// BARRIER n (`frame.phase` n) goes there.
    static void resumeDispatch(KernelGenerator g) {
        if (g.resumes.length == 0) {
            return;
        }
        CodeBuilder cb = g.cb;
        Label begin = cb.newLabel();
        List<SwitchCase> cases = new ArrayList<>();
        for (int n = 0; n < g.resumes.length; n++) {
            g.resumes[n] = cb.newLabel();
            cases.add(SwitchCase.of(n + 1, g.resumes[n]));
        }
        cb.aload(g.frame);
        cb.getfield(KernelGenerator.CD_FRAME, "phase", CD_int);
        cb.tableswitch(1, g.resumes.length, begin, cases);
        cb.labelBinding(begin);
    }

    /// BARRIER: records where to resume and returns; the next run comes back here. Every lane of
    /// the block runs here ([ShaderPlan] refuses a BARRIER elsewhere), so the masks the resumed
    /// run starts with are the ones it had.
    private void barrier(int pc) {
        if (!g.full) {
            throw new IllegalStateException("BARRIER at " + pc + " where not every lane runs (ShaderPlan rejects it)");
        }
        int n = java.util.Arrays.binarySearch(g.plan.barriers, pc);
        cb.aload(g.frame);
        cb.loadConstant(n + 1);
        cb.putfield(KernelGenerator.CD_FRAME, "phase", CD_int);
        cb.iload(g.kill);
        cb.iload(g.demote);
        cb.ior();
        cb.ireturn();
        cb.labelBinding(g.resumes[n]);
        cb.aload(g.frame);
        cb.iconst_0();
        cb.putfield(KernelGenerator.CD_FRAME, "phase", CD_int);
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
    void step(int pc, Instruction in) {
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
