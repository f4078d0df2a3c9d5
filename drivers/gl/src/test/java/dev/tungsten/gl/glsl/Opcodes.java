package dev.tungsten.gl.glsl;

import java.util.ArrayList;
import java.util.List;

import dev.tungsten.tgsi.Declaration;
import dev.tungsten.tgsi.DstRegister;
import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.Interpolation;
import dev.tungsten.tgsi.MemoryType;
import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.ReturnType;
import dev.tungsten.tgsi.SemanticName;
import dev.tungsten.tgsi.SrcRegister;
import dev.tungsten.tgsi.TextureTarget;
import dev.tungsten.tgsi.TgsiOpcode;
import dev.tungsten.tgsi.TgsiShader;
import dev.tungsten.tgsi.TgsiToken;
import dev.tungsten.tgsi.WriteMask;

/// One shader per opcode, with operands of the kinds the opcode needs and the structure around
/// it that makes it legal (ENDIF after IF, a loop around BRK, a subroutine for CAL).
final class Opcodes {
    private Opcodes() {}

    static TgsiShader alone(TgsiOpcode op) {
        Processor p = switch (op) {
            case EMIT, ENDPRIM -> Processor.GEOM;
            case BARRIER -> Processor.COMP;
            default -> Processor.FRAG;
        };
        Shaders s = Shaders.of(p)
                .decl(Declaration.of(RegisterFile.CONSTANT, 0, 3))
                .decl(Declaration.of(RegisterFile.TEMPORARY, 0, 7))
                .decl(Declaration.of(RegisterFile.ADDRESS, 0, 0))
                .decl(Declaration.of(RegisterFile.SAMPLER, 0, 0))
                .decl(new Declaration(RegisterFile.SAMPLER_VIEW, 0, 0, WriteMask.XYZW, TgsiToken.NONE, null, null, false,
                        false, TgsiToken.NONE, false, MemoryType.GLOBAL, null, new Declaration.SamplerView(TextureTarget.T2D, ReturnType.FLOAT)))
                .decl(new Declaration(RegisterFile.SAMPLER_VIEW, 1, 1, WriteMask.XYZW, TgsiToken.NONE, null, null, false,
                        false, TgsiToken.NONE, false, MemoryType.GLOBAL, null, new Declaration.SamplerView(TextureTarget.T2D_MSAA, ReturnType.FLOAT)))
                .decl(Declaration.of(RegisterFile.BUFFER, 0, 0))
                .decl(new Declaration(RegisterFile.IMAGE, 0, 0, WriteMask.XYZW, TgsiToken.NONE, null, null, false, false,
                        TgsiToken.NONE, false, MemoryType.GLOBAL, new Declaration.Image(TextureTarget.T2D, false, true, PipeFormat.R32_UINT), null))
                .imm(0, 0, 0, 0);
        if (p == Processor.FRAG) {
            s.input(0, SemanticName.GENERIC, 0, Interpolation.PERSPECTIVE);
        }
        if (p != Processor.COMP) {
            s.output(0, p == Processor.FRAG ? SemanticName.COLOR : SemanticName.GENERIC, 0);
        }
        SrcRegister t1 = Shaders.tempSrc(1);
        switch (op) {
            case IF, UIF, IFC -> s.op(op, null, t1).op(TgsiOpcode.ENDIF, null);
            case ELSE -> s.op(TgsiOpcode.IF, null, t1).op(op, null).op(TgsiOpcode.ENDIF, null);
            case ENDIF -> s.op(TgsiOpcode.IF, null, t1).op(op, null);
            case BGNLOOP, ENDLOOP, BRK -> s.op(TgsiOpcode.BGNLOOP, null).op(TgsiOpcode.BRK, null).op(TgsiOpcode.ENDLOOP, null);
            case CONT, BREAKC -> s.op(TgsiOpcode.BGNLOOP, null).op(op, null, op == TgsiOpcode.BREAKC ? new SrcRegister[] {t1} : new SrcRegister[0])
                    .op(TgsiOpcode.BRK, null).op(TgsiOpcode.ENDLOOP, null);
            case SWITCH, CASE, DEFAULT, ENDSWITCH -> s.op(TgsiOpcode.SWITCH, null, t1).op(TgsiOpcode.CASE, null, Shaders.immediate(0))
                    .op(TgsiOpcode.BRK, null).op(TgsiOpcode.DEFAULT, null).op(TgsiOpcode.ENDSWITCH, null);
            case CAL, CALLNZ, BGNSUB, ENDSUB, RET -> {
                List<SrcRegister> src = op == TgsiOpcode.CALLNZ ? List.of(t1) : List.of();
                s.inst(Instruction.of(op == TgsiOpcode.CALLNZ ? op : TgsiOpcode.CAL, List.of(), src).withLabel(2))
                        .end().op(TgsiOpcode.BGNSUB, null).op(TgsiOpcode.RET, null).op(TgsiOpcode.ENDSUB, null);
                return s.build();
            }
            case END, NOP, KILL, DEMOTE -> s.op(op, null);
            case BRA -> s.inst(Instruction.of(op, List.of(), List.of(t1)).withLabel(2)).op(TgsiOpcode.MOV, Shaders.temp(0), t1);
            case EMIT, ENDPRIM, MEMBAR -> s.op(op, null, Shaders.immediate(0));
            case BARRIER -> s.op(op, null);
            case FBFETCH -> s.op(op, Shaders.temp(0), SrcRegister.of(RegisterFile.OUTPUT, 0));
            case INTERP_CENTROID, INTERP_SAMPLE, INTERP_OFFSET -> {
                List<SrcRegister> src = new ArrayList<>(List.of(SrcRegister.of(RegisterFile.INPUT, 0)));
                if (op.numSrc() > 1) {
                    src.add(t1);
                }
                s.inst(Instruction.of(op, List.of(Shaders.temp(0)), src));
            }
            case STORE -> s.inst(Instruction.of(op, List.of(DstRegister.of(RegisterFile.BUFFER, 0).withWriteMask(WriteMask.X)), List.of(t1, t1)));
            case LOAD, RESQ, ATOMUADD, ATOMXCHG, ATOMCAS, ATOMAND, ATOMOR, ATOMXOR, ATOMUMIN, ATOMUMAX, ATOMIMIN, ATOMIMAX,
                 ATOMFADD, ATOMINC_WRAP, ATOMDEC_WRAP, IMG2HND -> {
                List<SrcRegister> src = new ArrayList<>();
                src.add(SrcRegister.of(op == TgsiOpcode.IMG2HND ? RegisterFile.IMAGE : RegisterFile.BUFFER, 0));
                while (src.size() < op.numSrc()) {
                    src.add(t1);
                }
                s.inst(Instruction.of(op, List.of(Shaders.temp(0)), src));
            }
            default -> s.inst(generic(op));
        }
        return s.end().build();
    }

    /// An instruction with TEMP operands, plus sampler, view and texture token where it needs them.
    private static Instruction generic(TgsiOpcode op) {
        List<DstRegister> dst = new ArrayList<>();
        for (int i = 0; i < op.numDst(); i++) {
            dst.add(Shaders.temp(i));
        }
        List<SrcRegister> src = new ArrayList<>();
        for (int i = 0; i < op.numSrc(); i++) {
            src.add(Shaders.tempSrc(1 + i));
        }
        Instruction.Texture texture = null;
        if (op.has(TgsiOpcode.Flag.IS_TEX)) {
            src.set(src.size() - 1, Shaders.sampler(0));
            TextureTarget t = switch (op) {
                case TEX2, TXB2, TXL2 -> TextureTarget.CUBE_ARRAY;
                case TXQS -> TextureTarget.T2D_MSAA;
                default -> TextureTarget.T2D;
            };
            if (op == TgsiOpcode.TG4) {
                src.set(1, Shaders.immediate(0));
            }
            texture = Instruction.Texture.of(t);
        } else if (op.has(TgsiOpcode.Flag.SAMPLE_TEXTURE_TOKEN) || op == TgsiOpcode.SVIEWINFO || op == TgsiOpcode.LOD
                || op == TgsiOpcode.SAMPLE_POS || op == TgsiOpcode.SAMPLE_INFO) {
            int view = op == TgsiOpcode.SAMPLE_I_MS ? 1 : 0;
            src.set(1, SrcRegister.of(RegisterFile.SAMPLER_VIEW, view));
            if (op.numSrc() > 2 && op != TgsiOpcode.SAMPLE_I_MS) {
                src.set(2, Shaders.sampler(0));
            }
            texture = op.has(TgsiOpcode.Flag.SAMPLE_TEXTURE_TOKEN) ? Instruction.Texture.of(TextureTarget.UNKNOWN) : null;
        } else if (op == TgsiOpcode.SAMP2HND) {
            src.set(0, Shaders.sampler(0));
        }
        return new Instruction(op, false, false, TgsiToken.NONE, texture, null, dst, src);
    }
}
