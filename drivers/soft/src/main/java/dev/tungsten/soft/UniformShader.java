package dev.tungsten.soft;

import dev.tungsten.pipe.shader.ShaderInterface;
import dev.tungsten.tgsi.DimensionRegister;
import dev.tungsten.tgsi.DstRegister;
import dev.tungsten.tgsi.IndirectRegister;
import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.SemanticName;
import dev.tungsten.tgsi.SrcRegister;
import dev.tungsten.tgsi.TgsiOpcode;
import dev.tungsten.tgsi.TgsiShader;

/// Decides whether a fragment shader computes the same outputs for every fragment of a draw, so
/// that the rasterizer may run it once and store its texels directly ([UniformFill]).
///
/// The rule is syntactic and conservative: every instruction is arithmetic or control flow (the
/// opcode table's ALU, packing and control-flow categories, none needing a resource), and every
/// register it reads, addresses included, is a temporary, immediate, constant or address
/// register (outputs are only written: one read before it is written holds whatever its lane
/// held before). Such a program sees the same values in every lane (constants are frozen
/// per draw in the draw's [StageResources]), so its control flow is uniform and every lane ends
/// with the same outputs. Anything that can tell fragments apart is refused: inputs and system
/// values, derivatives, interpolation, textures, images, buffers, atomics, subgroup operations
/// (CLOCK too), kills, and depth, stencil or sample-mask outputs.
final class UniformShader {
    private UniformShader() {}

    static boolean outputsUniform(TgsiShader shader, ShaderInterface io) {
        if (io.usesKill() || io.writesMemory() || io.writesDepth() || io.writesStencil()) {
            return false;
        }
        for (ShaderInterface.Slot o : io.outputs()) {
            if (o.name() == SemanticName.SAMPLEMASK) {
                return false;
            }
        }
        for (Instruction in : shader.instructions()) {
            TgsiOpcode op = in.opcode();
            boolean computes = switch (op.category()) {
                case FLOAT_ALU, PACK, INTEGER_ALU, DOUBLE_ALU, INT64_ALU, CONTROL_FLOW -> true;
                case DERIVATIVE, INTERPOLATION, TEXTURE, RESOURCE, ATOMIC, SUBGROUP, DISCARD, GEOMETRY,
                     SYNCHRONIZATION -> false;
            };
            if (!computes || op.has(TgsiOpcode.Flag.NEEDS_RESOURCE) || op.has(TgsiOpcode.Flag.IS_STORE)) {
                return false;
            }
            for (SrcRegister s : in.src()) {
                if (!uniform(s.file()) || !uniform(s.indirect()) || !uniform(s.dimension())) {
                    return false;
                }
            }
            for (DstRegister d : in.dst()) {
                if (!writable(d.file()) || !uniform(d.indirect()) || !uniform(d.dimension())) {
                    return false;
                }
            }
        }
        return true;
    }

    private static boolean uniform(RegisterFile f) {
        return switch (f) {
            case TEMPORARY, IMMEDIATE, CONSTANT, ADDRESS, NULL -> true;
            default -> false;
        };
    }

    private static boolean writable(RegisterFile f) {
        return switch (f) {
            case TEMPORARY, ADDRESS, OUTPUT, NULL -> true;
            default -> false;
        };
    }

    private static boolean uniform(IndirectRegister r) {
        return r == null || uniform(r.file());
    }

    private static boolean uniform(DimensionRegister d) {
        return d == null || uniform(d.indirect());
    }
}
