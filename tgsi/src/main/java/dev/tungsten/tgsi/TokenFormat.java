package dev.tungsten.tgsi;

/// Bit layout of TGSI tokens, exactly as Mesa 24.1's `p_shader_tokens.h` lays them out (GCC
/// allocates bitfields from the least significant bit). Shared by [TokenReader] and [TokenWriter].
///
/// One extension: bit 31 of the instruction token, `Padding` in Mesa and always 0 in Mesa's
/// output, holds bit 8 of the opcode, so that the legacy opcodes numbered 256 and up
/// ([TgsiOpcode#LEGACY]) can be encoded. Mesa's streams are read unchanged.
public final class TokenFormat {
    private TokenFormat() {}

    public static final int TYPE_DECLARATION = 0;
    public static final int TYPE_IMMEDIATE = 1;
    public static final int TYPE_INSTRUCTION = 2;
    public static final int TYPE_PROPERTY = 3;

    /// Mesa's `TGSI_FULL_MAX_DST_REGISTERS`, `TGSI_FULL_MAX_SRC_REGISTERS`, `TGSI_FULL_MAX_TEX_OFFSETS`.
    public static final int MAX_DST = 2, MAX_SRC = 5, MAX_TEX_OFFSETS = 4;

    /// Bits `[lo, lo+width)` of `word`, unsigned.
    static int bits(int word, int lo, int width) {
        return (word >>> lo) & ((1 << width) - 1);
    }

    /// Bits `[lo, lo+width)` of `word`, sign-extended.
    static int sbits(int word, int lo, int width) {
        return (word << (32 - lo - width)) >> (32 - width);
    }

    /// `value` placed at bit `lo`, after checking that it fits `width` unsigned bits.
    static int put(int value, int lo, int width, String what) {
        if (value < 0 || value >= (1L << width)) {
            throw new IllegalArgumentException(what + " " + value + " does not fit in " + width + " bits");
        }
        return value << lo;
    }

    /// `value` placed at bit `lo`, after checking that it fits `width` signed bits.
    static int sput(int value, int lo, int width, String what) {
        if (value < -(1 << (width - 1)) || value >= (1 << (width - 1))) {
            throw new IllegalArgumentException(what + " " + value + " does not fit in " + width + " signed bits");
        }
        return (value & ((1 << width) - 1)) << lo;
    }

    static int bit(boolean b, int pos) {
        return b ? 1 << pos : 0;
    }

    /// The header word for a body of `bodySize` words.
    public static int header(int bodySize) {
        return 2 | put(bodySize, 8, 24, "body size");
    }
}
