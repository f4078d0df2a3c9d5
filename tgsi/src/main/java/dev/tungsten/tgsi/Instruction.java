package dev.tungsten.tgsi;

import java.util.List;
import java.util.Objects;

/// An instruction token with its optional label, texture and memory tokens and its operands
/// (`struct tgsi_full_instruction`).
///
/// The operand lists may differ in length from the opcode table's counts: the token reader keeps
/// what the stream says and the sanity checker reports the mismatch. At most 3 destinations and
/// 15 sources fit the token.
///
/// @param label   the label token's value, or [TgsiToken#NONE] when there is none
/// @param texture the texture token, or null
/// @param memory  the memory token, or null
public record Instruction(
        TgsiOpcode opcode,
        boolean saturate,
        boolean precise,
        int label,
        Texture texture,
        Memory memory,
        List<DstRegister> dst,
        List<SrcRegister> src) implements TgsiToken {

    public Instruction {
        Objects.requireNonNull(opcode, "opcode");
        dst = List.copyOf(dst);
        src = List.copyOf(src);
    }

    /// An instruction with no modifiers, label, texture or memory token.
    public static Instruction of(TgsiOpcode opcode, List<DstRegister> dst, List<SrcRegister> src) {
        return new Instruction(opcode, false, false, NONE, null, null, dst, src);
    }

    public boolean hasLabel() { return label != NONE; }

    public DstRegister dst(int i) { return dst.get(i); }

    public SrcRegister src(int i) { return src.get(i); }

    /// The same instruction with another label (fixups).
    public Instruction withLabel(int newLabel) {
        return new Instruction(opcode, saturate, precise, newLabel, texture, memory, dst, src);
    }

    /// The texture token: target, return type and offsets.
    public record Texture(TextureTarget target, ReturnType returnType, List<TextureOffset> offsets) {
        public Texture {
            Objects.requireNonNull(target);
            Objects.requireNonNull(returnType);
            offsets = List.copyOf(offsets);
        }

        /// A texture token as Mesa's builder makes it: return type UNKNOWN, no offsets.
        public static Texture of(TextureTarget target) {
            return new Texture(target, ReturnType.UNKNOWN, List.of());
        }
    }

    /// A texture offset operand: a register and a 3-letter swizzle (X, Y, Z packed 2 bits each).
    public record TextureOffset(RegisterFile file, int index, int swizzleX, int swizzleY, int swizzleZ) {
        public TextureOffset {
            Objects.requireNonNull(file);
        }
    }

    /// The memory token.
    /// @param qualifier COHERENT=1, RESTRICT=2, VOLATILE=4, STREAM_CACHE_POLICY=8
    /// @param texture   image target (raw value 0 = BUFFER when not an image)
    /// @param format    image format (NONE when not given)
    public record Memory(int qualifier, TextureTarget texture, PipeFormat format) {
        public static final int COHERENT = 1, RESTRICT = 2, VOLATILE = 4, STREAM_CACHE_POLICY = 8;
        public static final List<String> QUALIFIER_NAMES = List.of("COHERENT", "RESTRICT", "VOLATILE", "STREAM_CACHE_POLICY");
        public static final Memory DEFAULT = new Memory(0, TextureTarget.BUFFER, PipeFormat.NONE);

        public Memory {
            Objects.requireNonNull(texture);
            Objects.requireNonNull(format);
        }
    }
}
