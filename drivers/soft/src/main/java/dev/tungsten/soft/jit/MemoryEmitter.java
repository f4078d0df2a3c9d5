package dev.tungsten.soft.jit;

import static java.lang.constant.ConstantDescs.CD_int;
import static java.lang.constant.ConstantDescs.CD_void;

import java.lang.classfile.CodeBuilder;
import java.lang.constant.MethodTypeDesc;

import dev.tungsten.tgsi.DstRegister;
import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.SrcRegister;

/// LOAD and STORE ([JitOpcode.Memory]) in the run method: a call of the frame's [MemoryStep] for
/// the instruction where its operands allow ([#direct]), else the slow path like any other
/// memory instruction. The step reads the operands where their channels live and writes a
/// LOAD's result there, so neither the float channels nor the result cross into the embedded
/// interpreter's machine.
final class MemoryEmitter {
    private final KernelGenerator g;
    private final CodeBuilder cb;
    private final InstructionEmitter slowPath;

    MemoryEmitter(KernelGenerator g, InstructionEmitter slowPath) {
        this.g = g;
        this.cb = g.cb;
        this.slowPath = slowPath;
    }

    /// Whether a [MemoryStep] runs `in`: a LOAD or STORE of an IMAGE, BUFFER or shared MEMORY
    /// named directly, whose other operands are temporaries, inputs, system values, immediates
    /// or constants without indirect addressing or modifiers, and whose LOAD destination is a
    /// temporary or output without saturation. Everything else (constant-buffer loads, indirect
    /// resources or operands, modifiers) is stepped on the interpreter.
    static boolean direct(ShaderPlan plan, Instruction in) {
        if (!(JitOpcodes.of(in.opcode()) instanceof JitOpcode.Memory) || in.saturate() || in.dst().size() != 1) {
            return false;
        }
        boolean store = in.opcode() == dev.tungsten.tgsi.TgsiOpcode.STORE;
        DstRegister d = in.dst(0);
        if (d.isIndirect() || d.dimension() != null) {
            return false;
        }
        RegisterFile resource = store ? d.file() : in.src(0).file();
        if (resource != RegisterFile.IMAGE && resource != RegisterFile.BUFFER && resource != RegisterFile.MEMORY) {
            return false;
        }
        if (!store && d.file() != RegisterFile.TEMPORARY && d.file() != RegisterFile.OUTPUT) {
            return false;
        }
        if (in.src().size() != 2) {
            return false;
        }
        for (int s = 0; s < in.src().size(); s++) {
            SrcRegister r = in.src(s);
            if (r.isIndirect() || r.absolute() || r.negate()
                    || r.hasDimension() && (r.dimension().isIndirect() || r.file() != RegisterFile.CONSTANT)) {
                return false;
            }
            boolean isResource = !store && s == 0;
            if (!isResource && !readable(r.file())) {
                return false;
            }
        }
        return true;
    }

    private static boolean readable(RegisterFile f) {
        return switch (f) {
            case TEMPORARY, INPUT, SYSTEM_VALUE, IMMEDIATE, CONSTANT -> true;
            case NULL, OUTPUT, SAMPLER, ADDRESS, IMAGE, SAMPLER_VIEW, BUFFER, MEMORY, CONSTBUF, HW_ATOMIC -> false;
        };
    }

    /// LOAD or STORE at `pc`.
    void emit(int pc, Instruction in) {
        if (!direct(g.plan, in)) {
            slowPath.step(pc, in);
            return;
        }
        cb.aload(g.frame);
        cb.loadConstant(pc);
        cb.iload(g.exec);
        cb.iload(g.helper);
        cb.iload(g.kill);
        cb.iload(g.demote);
        cb.invokevirtual(KernelGenerator.CD_FRAME, "memory", MethodTypeDesc.of(CD_void, CD_int, CD_int, CD_int, CD_int, CD_int));
    }
}
