package dev.tungsten.tgsi.exec;

import java.util.ArrayList;
import java.util.List;

import dev.tungsten.tgsi.Declaration;
import dev.tungsten.tgsi.DimensionRegister;
import dev.tungsten.tgsi.DstRegister;
import dev.tungsten.tgsi.Immediate;
import dev.tungsten.tgsi.ImmediateType;
import dev.tungsten.tgsi.IndirectRegister;
import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.InterpLocation;
import dev.tungsten.tgsi.Interpolation;
import dev.tungsten.tgsi.MemoryType;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.Property;
import dev.tungsten.tgsi.PropertyName;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.ReturnType;
import dev.tungsten.tgsi.SemanticName;
import dev.tungsten.tgsi.SrcRegister;
import dev.tungsten.tgsi.Swizzle;
import dev.tungsten.tgsi.TextureTarget;
import dev.tungsten.tgsi.TgsiOpcode;
import dev.tungsten.tgsi.TgsiShader;
import dev.tungsten.tgsi.TgsiToken;
import dev.tungsten.tgsi.WriteMask;

/// A test-only builder of [TgsiShader] records, so interpreter tests can state shaders compactly
/// without the text assembler: `s.op(ADD, s.dst(TEMP, 0), s.src(IN, 0), s.src(CONST, 1).swz("xxxx"))`.
final class TestShader {
    static final RegisterFile TEMP = RegisterFile.TEMPORARY;
    static final RegisterFile IN = RegisterFile.INPUT;
    static final RegisterFile OUT = RegisterFile.OUTPUT;
    static final RegisterFile CONST = RegisterFile.CONSTANT;
    static final RegisterFile IMM = RegisterFile.IMMEDIATE;
    static final RegisterFile ADDR = RegisterFile.ADDRESS;
    static final RegisterFile SV = RegisterFile.SYSTEM_VALUE;

    private final Processor processor;
    private final List<TgsiToken> tokens = new ArrayList<>();
    private int instructions;

    TestShader(Processor processor) {
        this.processor = processor;
    }

    static TestShader frag() {
        return new TestShader(Processor.FRAG);
    }

    TestShader decl(RegisterFile file, int first, int last) {
        tokens.add(Declaration.of(file, first, last));
        return this;
    }

    TestShader arrayDecl(RegisterFile file, int first, int last, int arrayId) {
        tokens.add(new Declaration(file, first, last, WriteMask.XYZW, TgsiToken.NONE, null, null, false, false, arrayId,
                false, MemoryType.GLOBAL, null, null));
        return this;
    }

    TestShader input(int index, SemanticName name, Interpolation interp) {
        tokens.add(new Declaration(IN, index, index, WriteMask.XYZW, TgsiToken.NONE,
                new Declaration.Interp(interp, InterpLocation.CENTER), new Declaration.Semantic(name, 0),
                false, false, TgsiToken.NONE, false, MemoryType.GLOBAL, null, null));
        return this;
    }

    TestShader output(int index, SemanticName name) {
        tokens.add(new Declaration(OUT, index, index, WriteMask.XYZW, TgsiToken.NONE, null,
                new Declaration.Semantic(name, 0), false, false, TgsiToken.NONE, false, MemoryType.GLOBAL, null, null));
        return this;
    }

    TestShader systemValue(int index, SemanticName name) {
        tokens.add(new Declaration(SV, index, index, WriteMask.XYZW, TgsiToken.NONE, null,
                new Declaration.Semantic(name, 0), false, false, TgsiToken.NONE, false, MemoryType.GLOBAL, null, null));
        return this;
    }

    TestShader samplerView(int index, TextureTarget target) {
        tokens.add(new Declaration(RegisterFile.SAMPLER_VIEW, index, index, WriteMask.XYZW, TgsiToken.NONE, null, null,
                false, false, TgsiToken.NONE, false, MemoryType.GLOBAL, null,
                new Declaration.SamplerView(target, ReturnType.FLOAT)));
        return this;
    }

    TestShader image(int index, TextureTarget target) {
        tokens.add(new Declaration(RegisterFile.IMAGE, index, index, WriteMask.XYZW, TgsiToken.NONE, null, null,
                false, false, TgsiToken.NONE, false, MemoryType.GLOBAL,
                new Declaration.Image(target, false, true, dev.tungsten.tgsi.PipeFormat.NONE), null));
        return this;
    }

    TestShader memory(int index, MemoryType type) {
        tokens.add(new Declaration(RegisterFile.MEMORY, index, index, WriteMask.XYZW, TgsiToken.NONE, null, null,
                false, false, TgsiToken.NONE, false, type, null, null));
        return this;
    }

    TestShader property(PropertyName name, int value) {
        tokens.add(new Property(name, value));
        return this;
    }

    TestShader immFloats(float x, float y, float z, float w) {
        tokens.add(Immediate.ofFloats(x, y, z, w));
        return this;
    }

    TestShader immInts(int x, int y, int z, int w) {
        tokens.add(new Immediate(ImmediateType.INT32, new int[] {x, y, z, w}));
        return this;
    }

    /// Appends an instruction and returns its index.
    int op(TgsiOpcode opcode, Object... operands) {
        return op(opcode, false, TgsiToken.NONE, null, operands);
    }

    int opSat(TgsiOpcode opcode, Object... operands) {
        return op(opcode, true, TgsiToken.NONE, null, operands);
    }

    int opLabel(TgsiOpcode opcode, int label, Object... operands) {
        return op(opcode, false, label, null, operands);
    }

    int tex(TgsiOpcode opcode, TextureTarget target, Object... operands) {
        return op(opcode, false, TgsiToken.NONE, Instruction.Texture.of(target), operands);
    }

    int op(TgsiOpcode opcode, boolean saturate, int label, Instruction.Texture texture, Object... operands) {
        List<DstRegister> dst = new ArrayList<>();
        List<SrcRegister> src = new ArrayList<>();
        for (Object o : operands) {
            if (o instanceof D d) {
                dst.add(d.build());
            } else if (o instanceof S s) {
                src.add(s.build());
            } else {
                throw new IllegalArgumentException(String.valueOf(o));
            }
        }
        tokens.add(new Instruction(opcode, saturate, false, label, texture, null, dst, src));
        return instructions++;
    }

    int next() {
        return instructions;
    }

    D dst(RegisterFile file, int index) {
        return new D(file, index);
    }

    S src(RegisterFile file, int index) {
        return new S(file, index);
    }

    /// This shader with instruction `at` given label `label` (for forward CAL and BRA targets).
    TestShader withLabel(int at, int label) {
        int seen = 0;
        for (int i = 0; i < tokens.size(); i++) {
            if (tokens.get(i) instanceof Instruction in) {
                if (seen++ == at) {
                    tokens.set(i, in.withLabel(label));
                    return this;
                }
            }
        }
        throw new IllegalArgumentException("no instruction " + at);
    }

    TgsiShader build() {
        return new TgsiShader(processor, tokens);
    }

    ExecProgram compile() {
        return ExecProgram.compile(build(), "test");
    }

    static final class D {
        final RegisterFile file;
        final int index;
        int mask = WriteMask.XYZW;
        IndirectRegister indirect;
        DimensionRegister dim;

        D(RegisterFile file, int index) {
            this.file = file;
            this.index = index;
        }

        D mask(String channels) {
            mask = 0;
            for (char c : channels.toCharArray()) {
                mask |= 1 << "xyzw".indexOf(c);
            }
            return this;
        }

        D indirect(RegisterFile f, int index, int comp) {
            return indirect(f, index, comp, 0);
        }

        D indirect(RegisterFile f, int index, int comp, int arrayId) {
            indirect = new IndirectRegister(f, index, comp, arrayId);
            return this;
        }

        D dim(int index) {
            dim = new DimensionRegister(index, null);
            return this;
        }

        DstRegister build() {
            return new DstRegister(file, mask, index, indirect, dim);
        }
    }

    static final class S {
        final RegisterFile file;
        final int index;
        int swizzle = Swizzle.XYZW;
        boolean abs;
        boolean neg;
        IndirectRegister indirect;
        DimensionRegister dim;

        S(RegisterFile file, int index) {
            this.file = file;
            this.index = index;
        }

        S swz(String s) {
            swizzle = Swizzle.pack("xyzw".indexOf(s.charAt(0)), "xyzw".indexOf(s.charAt(1)),
                    "xyzw".indexOf(s.charAt(2)), "xyzw".indexOf(s.charAt(3)));
            return this;
        }

        S x() {
            return swz("xxxx");
        }

        S neg() {
            neg = true;
            return this;
        }

        S abs() {
            abs = true;
            return this;
        }

        S indirect(RegisterFile f, int index, int comp) {
            indirect = new IndirectRegister(f, index, comp, 0);
            return this;
        }

        S indirect(RegisterFile f, int index, int comp, int arrayId) {
            indirect = new IndirectRegister(f, index, comp, arrayId);
            return this;
        }

        S dim(int index) {
            dim = new DimensionRegister(index, null);
            return this;
        }

        S dimIndirect(int index, RegisterFile f, int addr, int comp) {
            dim = new DimensionRegister(index, new IndirectRegister(f, addr, comp, 0));
            return this;
        }

        SrcRegister build() {
            return new SrcRegister(file, index, swizzle, abs, neg, indirect, dim);
        }
    }
}
