package dev.tungsten.vk.spirv;

import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.TgsiException;
import dev.tungsten.tgsi.TgsiOpcode;

/// Samplers, sampler views, images, buffers and shared memory, and the opcodes that use them.
final class Resources {
    private int pc;
    private TgsiOpcode opcode;

    void at(int pc, TgsiOpcode opcode) {
        this.pc = pc;
        this.opcode = opcode;
    }

    void translate(Instruction in, Instructions owner) {
        throw new SpirvUnsupportedException(TgsiException.Location.instruction(pc), opcode, opcode.name() + ": resources are not translated yet");
    }
}
