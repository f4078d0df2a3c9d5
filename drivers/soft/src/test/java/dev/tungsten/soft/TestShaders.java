package dev.tungsten.soft;

import dev.tungsten.tgsi.Declaration;
import dev.tungsten.tgsi.DstRegister;
import dev.tungsten.tgsi.Immediate;
import dev.tungsten.tgsi.InterpLocation;
import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.Interpolation;
import dev.tungsten.tgsi.MemoryType;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.SemanticName;
import dev.tungsten.tgsi.SrcRegister;
import dev.tungsten.tgsi.TgsiOpcode;
import dev.tungsten.tgsi.TgsiShader;
import dev.tungsten.tgsi.TgsiToken;
import dev.tungsten.tgsi.WriteMask;

import java.util.ArrayList;
import java.util.List;

/// Small TGSI shaders built with the token model, for driver tests.
final class TestShaders {
    private TestShaders() {}

    static Declaration output(int reg, SemanticName name, int index) {
        return new Declaration(RegisterFile.OUTPUT, reg, reg, WriteMask.XYZW, TgsiToken.NONE, null,
                new Declaration.Semantic(name, index), false, false, TgsiToken.NONE, false, MemoryType.GLOBAL, null, null);
    }

    static Declaration input(int reg, SemanticName name, int index, Interpolation interp) {
        return new Declaration(RegisterFile.INPUT, reg, reg, WriteMask.XYZW, TgsiToken.NONE,
                new Declaration.Interp(interp, InterpLocation.CENTER), new Declaration.Semantic(name, index),
                false, false, TgsiToken.NONE, false, MemoryType.GLOBAL, null, null);
    }

    static Instruction mov(RegisterFile df, int di, RegisterFile sf, int si) {
        return Instruction.of(TgsiOpcode.MOV, List.of(DstRegister.of(df, di)), List.of(SrcRegister.of(sf, si)));
    }

    static Instruction end() {
        return Instruction.of(TgsiOpcode.END, List.of(), List.of());
    }

    /// `IN[0]` is the position; `IN[1..n]` go to GENERIC[0..n-1].
    static TgsiShader passThroughVs(int attributes) {
        List<TgsiToken> t = new ArrayList<>();
        t.add(Declaration.of(RegisterFile.INPUT, 0, attributes));
        t.add(output(0, SemanticName.POSITION, 0));
        for (int i = 1; i <= attributes; i++) {
            t.add(output(i, SemanticName.GENERIC, i - 1));
        }
        for (int i = 0; i <= attributes; i++) {
            t.add(mov(RegisterFile.OUTPUT, i, RegisterFile.INPUT, i));
        }
        t.add(end());
        return new TgsiShader(Processor.VERT, t);
    }

    /// COLOR[0] = GENERIC[0] interpolated with `interp`.
    static TgsiShader varyingFs(Interpolation interp) {
        return new TgsiShader(Processor.FRAG, List.of(
                input(0, SemanticName.GENERIC, 0, interp),
                output(0, SemanticName.COLOR, 0),
                mov(RegisterFile.OUTPUT, 0, RegisterFile.INPUT, 0),
                end()));
    }

    /// COLOR[0] = a constant.
    static TgsiShader constantFs(float r, float g, float b, float a) {
        return new TgsiShader(Processor.FRAG, List.of(
                output(0, SemanticName.COLOR, 0),
                Immediate.ofFloats(r, g, b, a),
                mov(RegisterFile.OUTPUT, 0, RegisterFile.IMMEDIATE, 0),
                end()));
    }
}
