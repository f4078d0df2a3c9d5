package dev.tungsten.tgsi;

import java.util.Arrays;

import static dev.tungsten.tgsi.TokenFormat.bit;
import static dev.tungsten.tgsi.TokenFormat.put;
import static dev.tungsten.tgsi.TokenFormat.sput;

/// Writes a [TgsiShader] as binary tokens, word for word what Mesa 24.1's `tgsi_build` writes
/// for the same shader (see [TokenFormat] for the one extension, legacy opcodes above 255).
/// A value that does not fit its field is a [TgsiException] naming the token.
public final class TokenWriter {
    private int[] out = new int[64];
    private int size;

    private TokenWriter() {}

    public static int[] write(TgsiShader shader) {
        TokenWriter w = new TokenWriter();
        w.emit(0);
        w.emit(shader.processor().code());
        int instructionIndex = 0;
        for (TgsiToken token : shader.tokens()) {
            int start = w.size;
            try {
                switch (token) {
                    case Declaration d -> w.declaration(d);
                    case Immediate i -> w.immediate(i);
                    case Property p -> w.property(p);
                    case Instruction i -> {
                        w.instruction(i);
                        instructionIndex++;
                    }
                }
            } catch (IllegalArgumentException e) {
                TgsiException.Location loc = token instanceof Instruction
                        ? TgsiException.Location.instruction(instructionIndex) : TgsiException.Location.word(start);
                throw new TgsiException(loc, "cannot encode " + token.getClass().getSimpleName().toLowerCase()
                        + ": " + e.getMessage(), e);
            }
        }
        int body = w.size - 2;
        if (body >= 1 << 24) {
            throw new TgsiException(TgsiException.Location.word(0), "body of " + body + " words exceeds the 24-bit BodySize");
        }
        w.out[0] = TokenFormat.header(body);
        return Arrays.copyOf(w.out, w.size);
    }

    private void emit(int word) {
        if (size == out.length) {
            out = Arrays.copyOf(out, out.length * 2);
        }
        out[size++] = word;
    }

    private void declaration(Declaration d) {
        boolean image = d.file() == RegisterFile.IMAGE;
        boolean sview = d.file() == RegisterFile.SAMPLER_VIEW;
        int nr = 2 + (d.hasDimension() ? 1 : 0) + (d.interp() != null ? 1 : 0) + (d.semantic() != null ? 1 : 0)
                + (image ? 1 : 0) + (sview ? 1 : 0) + (d.isArray() ? 1 : 0);
        emit(TokenFormat.TYPE_DECLARATION
                | put(nr, 4, 8, "NrTokens")
                | put(d.file().code(), 12, 4, "file")
                | put(d.usageMask(), 16, 4, "usage mask")
                | bit(d.hasDimension(), 20)
                | bit(d.semantic() != null, 21)
                | bit(d.interp() != null, 22)
                | bit(d.invariant(), 23)
                | bit(d.local(), 24)
                | bit(d.isArray(), 25)
                | bit(d.atomic(), 26)
                | put(d.memoryType().code(), 27, 2, "memory type"));
        emit(put(d.first(), 0, 16, "range first") | put(d.last(), 16, 16, "range last"));
        if (d.hasDimension()) {
            emit(put(d.dimension(), 0, 16, "2-D index"));
        }
        if (d.interp() != null) {
            emit(d.interp().interpolate().code() | d.interp().location().code() << 4);
        }
        if (d.semantic() != null) {
            Declaration.Semantic s = d.semantic();
            emit(s.name().code() | put(s.index(), 8, 16, "semantic index") | put(s.streams(), 24, 8, "streams"));
        }
        if (image) {
            Declaration.Image i = d.image();
            emit(i.resource().code() | bit(i.raw(), 8) | bit(i.writable(), 9) | put(i.format().code(), 10, 10, "format"));
        }
        if (sview) {
            Declaration.SamplerView v = d.samplerView();
            emit(v.resource().code() | v.x().code() << 8 | v.y().code() << 14 | v.z().code() << 20 | v.w().code() << 26);
        }
        if (d.isArray()) {
            emit(put(d.arrayId(), 0, 10, "array id"));
        }
    }

    private void immediate(Immediate imm) {
        emit(TokenFormat.TYPE_IMMEDIATE | put(imm.size() + 1, 4, 14, "NrTokens") | imm.type().code() << 18);
        for (int i = 0; i < imm.size(); i++) {
            emit(imm.word(i));
        }
    }

    private void property(Property p) {
        emit(TokenFormat.TYPE_PROPERTY | 2 << 4 | p.name().code() << 12);
        emit(p.value());
    }

    private void instruction(Instruction inst) {
        int start = size;
        emit(0);
        if (inst.hasLabel()) {
            emit(put(inst.label(), 0, 24, "label"));
        }
        if (inst.texture() != null) {
            Instruction.Texture t = inst.texture();
            if (t.offsets().size() > TokenFormat.MAX_TEX_OFFSETS) {
                throw new IllegalArgumentException("at most " + TokenFormat.MAX_TEX_OFFSETS + " texture offsets");
            }
            emit(t.target().code() | t.offsets().size() << 8 | t.returnType().code() << 12);
            for (Instruction.TextureOffset o : t.offsets()) {
                emit(sput(o.index(), 0, 16, "offset index") | o.file().code() << 16
                        | put(o.swizzleX(), 20, 2, "swizzle") | put(o.swizzleY(), 22, 2, "swizzle")
                        | put(o.swizzleZ(), 24, 2, "swizzle"));
            }
        }
        if (inst.memory() != null) {
            Instruction.Memory m = inst.memory();
            emit(put(m.qualifier(), 0, 4, "memory qualifier") | m.texture().code() << 4
                    | put(m.format().code(), 12, 10, "format"));
        }
        for (DstRegister d : inst.dst()) {
            emit(d.file().code()
                    | put(d.writeMask(), 4, 4, "write mask")
                    | bit(d.isIndirect(), 8)
                    | bit(d.hasDimension(), 9)
                    | sput(d.index(), 10, 16, "register index"));
            operandTail(d.indirect(), d.dimension());
        }
        for (SrcRegister s : inst.src()) {
            emit(s.file().code()
                    | bit(s.isIndirect(), 4)
                    | bit(s.hasDimension(), 5)
                    | sput(s.index(), 6, 16, "register index")
                    | put(s.swizzle(), 22, 8, "swizzle")
                    | bit(s.absolute(), 30)
                    | bit(s.negate(), 31));
            operandTail(s.indirect(), s.dimension());
        }
        if (inst.dst().size() > TokenFormat.MAX_DST || inst.src().size() > TokenFormat.MAX_SRC) {
            throw new IllegalArgumentException(inst.dst().size() + " destinations and " + inst.src().size()
                    + " sources exceed the token's limits");
        }
        int code = inst.opcode().code();
        out[start] = TokenFormat.TYPE_INSTRUCTION
                | put(size - start - 1, 4, 8, "NrTokens")
                | (code & 0xff) << 12
                | bit(inst.saturate(), 20)
                | inst.dst().size() << 21
                | inst.src().size() << 23
                | bit(inst.hasLabel(), 27)
                | bit(inst.texture() != null, 28)
                | bit(inst.memory() != null, 29)
                | bit(inst.precise(), 30)
                | (code >>> 8) << 31;
    }

    private void operandTail(IndirectRegister ind, DimensionRegister dim) {
        if (ind != null) {
            indirect(ind);
        }
        if (dim != null) {
            emit(bit(dim.isIndirect(), 0) | sput(dim.index(), 16, 16, "dimension index"));
            if (dim.isIndirect()) {
                indirect(dim.indirect());
            }
        }
    }

    private void indirect(IndirectRegister r) {
        emit(r.file().code()
                | sput(r.index(), 4, 16, "indirect index")
                | put(r.swizzle(), 20, 2, "indirect swizzle")
                | put(r.arrayId(), 22, 10, "array id"));
    }
}
