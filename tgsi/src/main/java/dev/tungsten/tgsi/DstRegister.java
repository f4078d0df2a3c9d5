package dev.tungsten.tgsi;

import java.util.Objects;

/// A destination operand (`tgsi_full_dst_register`).
/// @param writeMask channels written, see [WriteMask]
/// @param index     the register index (signed 16 bits; with `indirect`, the offset added to the address)
/// @param indirect  null unless indirectly addressed
/// @param dimension null unless 2-D
public record DstRegister(
        RegisterFile file,
        int writeMask,
        int index,
        IndirectRegister indirect,
        DimensionRegister dimension) {

    public DstRegister {
        Objects.requireNonNull(file);
    }

    /// `file[index]` with a full write mask.
    public static DstRegister of(RegisterFile file, int index) {
        return new DstRegister(file, WriteMask.XYZW, index, null, null);
    }

    public boolean isIndirect() { return indirect != null; }

    public boolean hasDimension() { return dimension != null; }

    public DstRegister withWriteMask(int mask) {
        return new DstRegister(file, mask, index, indirect, dimension);
    }
}
