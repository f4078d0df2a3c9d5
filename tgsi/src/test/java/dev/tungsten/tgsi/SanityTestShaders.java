package dev.tungsten.tgsi;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/// Small constructors for hand-made (often deliberately broken) shaders in the sanity and scan
/// tests; the builder refuses broken shaders, so these go straight to the token model.
final class SanityTestShaders {
    private SanityTestShaders() {}

    static TgsiShader shader(Processor p, TgsiToken... tokens) {
        return new TgsiShader(p, Arrays.asList(tokens));
    }

    static Declaration decl(RegisterFile file, int first, int last) {
        return Declaration.of(file, first, last);
    }

    static Declaration decl(RegisterFile file, int index) {
        return Declaration.of(file, index, index);
    }

    static Declaration semantic(RegisterFile file, int index, SemanticName name, int semanticIndex) {
        return new Declaration(file, index, index, WriteMask.XYZW, TgsiToken.NONE, null,
                new Declaration.Semantic(name, semanticIndex), false, false, TgsiToken.NONE, false, MemoryType.GLOBAL, null, null);
    }

    static Declaration array(RegisterFile file, int first, int last, int arrayId) {
        return new Declaration(file, first, last, WriteMask.XYZW, TgsiToken.NONE, null, null, false, false, arrayId, false,
                MemoryType.GLOBAL, null, null);
    }

    static Declaration constants(int buffer, int first, int last) {
        return new Declaration(RegisterFile.CONSTANT, first, last, WriteMask.XYZW, buffer, null, null, false, false,
                TgsiToken.NONE, false, MemoryType.GLOBAL, null, null);
    }

    static Declaration sview(int index, TextureTarget target) {
        return new Declaration(RegisterFile.SAMPLER_VIEW, index, index, WriteMask.XYZW, TgsiToken.NONE, null, null, false,
                false, TgsiToken.NONE, false, MemoryType.GLOBAL, null, new Declaration.SamplerView(target, ReturnType.FLOAT));
    }

    static Immediate imm(float... v) {
        int[] w = new int[v.length];
        for (int i = 0; i < v.length; i++) {
            w[i] = Float.floatToRawIntBits(v[i]);
        }
        return new Immediate(ImmediateType.FLT32, w);
    }

    static DstRegister dst(RegisterFile file, int index) {
        return DstRegister.of(file, index);
    }

    static SrcRegister src(RegisterFile file, int index) {
        return SrcRegister.of(file, index);
    }

    static SrcRegister src2d(RegisterFile file, int dim, int index) {
        return new SrcRegister(file, index, Swizzle.XYZW, false, false, null, new DimensionRegister(dim, null));
    }

    static IndirectRegister addr(int index) {
        return new IndirectRegister(RegisterFile.ADDRESS, index, 0, 0);
    }

    static Instruction op(TgsiOpcode op, List<DstRegister> dst, SrcRegister... src) {
        return Instruction.of(op, dst, Arrays.asList(src));
    }

    static Instruction op(TgsiOpcode op, DstRegister dst, SrcRegister... src) {
        return op(op, List.of(dst), src);
    }

    static Instruction op(TgsiOpcode op, SrcRegister... src) {
        return op(op, List.of(), src);
    }

    static Instruction labeled(TgsiOpcode op, int label, SrcRegister... src) {
        return new Instruction(op, false, false, label, null, null, List.of(), Arrays.asList(src));
    }

    static Instruction end() {
        return op(TgsiOpcode.END);
    }

    /// `E: message` / `W: message` for each diagnostic, in order.
    static List<String> messages(TgsiShader s) {
        List<String> out = new ArrayList<>();
        for (TgsiSanity.Diagnostic d : TgsiSanity.check(s)) {
            out.add((d.isError() ? "E: " : "W: ") + d.message());
        }
        return out;
    }

    static List<String> errors(TgsiShader s) {
        return messages(s).stream().filter(m -> m.startsWith("E: ")).map(m -> m.substring(3)).toList();
    }

    static List<String> warnings(TgsiShader s) {
        return messages(s).stream().filter(m -> m.startsWith("W: ")).map(m -> m.substring(3)).toList();
    }
}
