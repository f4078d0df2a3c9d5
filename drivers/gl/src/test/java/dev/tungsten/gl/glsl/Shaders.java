package dev.tungsten.gl.glsl;

import java.util.ArrayList;
import java.util.List;

import dev.tungsten.tgsi.Declaration;
import dev.tungsten.tgsi.DstRegister;
import dev.tungsten.tgsi.Immediate;
import dev.tungsten.tgsi.ImmediateType;
import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.Interpolation;
import dev.tungsten.tgsi.InterpLocation;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.SemanticName;
import dev.tungsten.tgsi.SrcRegister;
import dev.tungsten.tgsi.TgsiOpcode;
import dev.tungsten.tgsi.TgsiShader;
import dev.tungsten.tgsi.TgsiToken;
import dev.tungsten.tgsi.WriteMask;

/// Builds small shaders from tokens for translator tests (the token model is all these tests
/// need; text shaders belong to the corpus tests).
final class Shaders {
    private final Processor processor;
    private final List<TgsiToken> tokens = new ArrayList<>();

    private Shaders(Processor processor) {
        this.processor = processor;
    }

    static Shaders of(Processor p) {
        return new Shaders(p);
    }

    /// A fragment shader with `CONST[0..consts-1]`, `TEMP[0..7]`, `OUT[0]` COLOR and `ADDR[0]`.
    static Shaders fragment(int consts) {
        return of(Processor.FRAG)
                .decl(Declaration.of(RegisterFile.CONSTANT, 0, Math.max(0, consts - 1)))
                .decl(Declaration.of(RegisterFile.TEMPORARY, 0, 7))
                .decl(Declaration.of(RegisterFile.ADDRESS, 0, 0))
                .output(0, SemanticName.COLOR, 0);
    }

    Shaders decl(Declaration d) {
        tokens.add(d);
        return this;
    }

    Shaders output(int index, SemanticName name, int semanticIndex) {
        return decl(new Declaration(RegisterFile.OUTPUT, index, index, WriteMask.XYZW, TgsiToken.NONE, null,
                new Declaration.Semantic(name, semanticIndex), false, false, TgsiToken.NONE, false,
                dev.tungsten.tgsi.MemoryType.GLOBAL, null, null));
    }

    Shaders input(int index, SemanticName name, int semanticIndex, Interpolation interp) {
        return decl(new Declaration(RegisterFile.INPUT, index, index, WriteMask.XYZW, TgsiToken.NONE,
                interp == null ? null : new Declaration.Interp(interp, InterpLocation.CENTER),
                new Declaration.Semantic(name, semanticIndex), false, false, TgsiToken.NONE, false,
                dev.tungsten.tgsi.MemoryType.GLOBAL, null, null));
    }

    Shaders imm(int x, int y, int z, int w) {
        tokens.add(new Immediate(ImmediateType.UINT32, new int[] {x, y, z, w}));
        return this;
    }

    Shaders op(TgsiOpcode op, DstRegister dst, SrcRegister... src) {
        tokens.add(Instruction.of(op, dst == null ? List.of() : List.of(dst), List.of(src)));
        return this;
    }

    Shaders inst(Instruction in) {
        tokens.add(in);
        return this;
    }

    Shaders end() {
        return op(TgsiOpcode.END, null);
    }

    TgsiShader build() {
        return new TgsiShader(processor, tokens);
    }

    static DstRegister out(int i) {
        return DstRegister.of(RegisterFile.OUTPUT, i);
    }

    static DstRegister temp(int i) {
        return DstRegister.of(RegisterFile.TEMPORARY, i);
    }

    static SrcRegister tempSrc(int i) {
        return SrcRegister.of(RegisterFile.TEMPORARY, i);
    }

    static SrcRegister constant(int i) {
        return SrcRegister.of(RegisterFile.CONSTANT, i);
    }

    static SrcRegister immediate(int i) {
        return SrcRegister.of(RegisterFile.IMMEDIATE, i);
    }

    static SrcRegister sampler(int i) {
        return SrcRegister.of(RegisterFile.SAMPLER, i);
    }
}
