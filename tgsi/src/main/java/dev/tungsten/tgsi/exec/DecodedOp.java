package dev.tungsten.tgsi.exec;

import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.TextureTarget;
import dev.tungsten.tgsi.TgsiOpcode;

/// One instruction decoded by [ProgramCompiler]: its operands, write mask and the control-flow
/// targets that the run loop would otherwise have to search for.
///
/// Control-flow fields (-1 where they do not apply):
/// - IF, UIF, IFC: `target` is the matching ELSE, or the ENDIF when there is none; `end` the ENDIF.
/// - ELSE: `end` is the ENDIF.
/// - BGNLOOP: `end` is the ENDLOOP. ENDLOOP: `target` is the BGNLOOP.
/// - BRK, BREAKC: `target` is the innermost enclosing BGNLOOP or SWITCH, `breaksSwitch` says which.
/// - CONT: `target` is the innermost enclosing BGNLOOP.
/// - SWITCH: `end` is the ENDSWITCH, `cases` the CASE instructions of this switch (not of nested
///   ones). CASE, DEFAULT: `target` is the SWITCH.
/// - CAL, CALLNZ: `target` is the BGNSUB called. BGNSUB: `end` is the ENDSUB.
/// - BRA: `target` is the instruction branched to.
/// - `nextControl` is the first control-flow instruction at or after this one (used to skip
///   computation while no lane executes).
final class DecodedOp {
    final int pc;
    final Instruction instruction;
    final TgsiOpcode opcode;
    final boolean saturate;
    final Operand[] dst;
    final Operand[] src;
    /// The first destination's write mask (0 when there is no destination).
    final int writeMask;
    /// The destination is also read by a source, so results go through scratch before the store.
    final boolean aliased;
    /// The texture target of the texture token, or of the sampler view for SAMPLE-family opcodes,
    /// or the memory token's target for image accesses; null when there is none.
    final TextureTarget texTarget;
    int target = -1;
    int end = -1;
    boolean breaksSwitch;
    int[] cases = new int[0];
    int nextControl = -1;

    DecodedOp(int pc, Instruction instruction, Operand[] dst, Operand[] src, boolean aliased, TextureTarget texTarget) {
        this.pc = pc;
        this.instruction = instruction;
        this.opcode = instruction.opcode();
        this.saturate = instruction.saturate();
        this.dst = dst;
        this.src = src;
        this.writeMask = dst.length > 0 ? dst[0].writeMask : 0;
        this.aliased = aliased;
        this.texTarget = texTarget;
    }
}
