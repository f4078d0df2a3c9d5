package dev.tungsten.tgsi;

import java.util.Objects;

/// A source operand (`tgsi_full_src_register`).
/// @param index     the register index (signed 16 bits; with `indirect`, the offset added to the address)
/// @param swizzle   packed swizzle, see [Swizzle]
/// @param absolute  `|x|`, applied before negate
/// @param negate    `-x`; an integer negation on integer-typed sources
/// @param indirect  null unless indirectly addressed
/// @param dimension null unless 2-D
public record SrcRegister(
        RegisterFile file,
        int index,
        int swizzle,
        boolean absolute,
        boolean negate,
        IndirectRegister indirect,
        DimensionRegister dimension) {

    public SrcRegister {
        Objects.requireNonNull(file);
    }

    /// `file[index]` with the identity swizzle and no modifiers.
    public static SrcRegister of(RegisterFile file, int index) {
        return new SrcRegister(file, index, Swizzle.XYZW, false, false, null, null);
    }

    public int swizzle(int channel) { return Swizzle.get(swizzle, channel); }

    public boolean isIndirect() { return indirect != null; }

    public boolean hasDimension() { return dimension != null; }

    public SrcRegister withSwizzle(int newSwizzle) {
        return new SrcRegister(file, index, newSwizzle, absolute, negate, indirect, dimension);
    }

    public SrcRegister negated() {
        return new SrcRegister(file, index, swizzle, absolute, !negate, indirect, dimension);
    }

    public SrcRegister abs() {
        return new SrcRegister(file, index, swizzle, true, false, indirect, dimension);
    }
}
