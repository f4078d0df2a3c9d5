package dev.tungsten.tgsi;

import java.util.Objects;

/// A destination operand under construction for [Ureg] (Mesa's `struct ureg_dst`), immutable;
/// the saturate flag travels with the destination, as in `ureg`, and becomes the
/// instruction's `_SAT`:
///
/// ```java
/// u.emit(MAD, out.mask(WriteMask.XYZ).saturate(), a, b, c);
/// ```
///
/// @param file              the register file
/// @param index             the register index (with `indirect`, the offset added to the address)
/// @param writeMask         channels written, see [WriteMask]
/// @param saturated         clamp the result to [0, 1]
/// @param indirect          the address register of an indirect access, or null
/// @param dimension         whether the operand is two-dimensional
/// @param dimensionIndex    the second index (with `dimensionIndirect`, the offset)
/// @param dimensionIndirect the address register of the second index, or null
/// @param arrayId           the array the register belongs to (0: none); written into indirect tokens
public record UregDst(
        RegisterFile file,
        int index,
        int writeMask,
        boolean saturated,
        UregSrc.Address indirect,
        boolean dimension,
        int dimensionIndex,
        UregSrc.Address dimensionIndirect,
        int arrayId) {

    /// Checks the write mask fits 4 bits and that an indirect second index has a dimension.
    public UregDst {
        Objects.requireNonNull(file);
        if ((writeMask & ~WriteMask.XYZW) != 0) {
            throw new IllegalArgumentException("write mask " + writeMask + " does not fit 4 bits");
        }
        if (dimensionIndirect != null && !dimension) {
            throw new IllegalArgumentException("an indirect second index needs a dimension");
        }
    }

    /// `file[index]` with a full write mask (`ureg_dst_register`).
    public static UregDst of(RegisterFile file, int index) {
        return ofArray(file, index, 0);
    }

    /// `file[index]` as an element of array `arrayId` (`ureg_dst_array_register`).
    public static UregDst ofArray(RegisterFile file, int index, int arrayId) {
        return new UregDst(file, index, WriteMask.XYZW, false, null, false, 0, null, arrayId);
    }

    /// Keeps only the channels of `mask` (`ureg_writemask` intersects). An instruction whose
    /// first destination ends up with no channel is not emitted at all, as in `ureg`.
    public UregDst mask(int mask) {
        return new UregDst(file, index, writeMask & mask, saturated, indirect, dimension, dimensionIndex, dimensionIndirect, arrayId);
    }

    /// Keeps only the channels named by letters of `xyzw` (or `rgba`), for example `"xz"`.
    public UregDst mask(String letters) {
        int m = 0;
        for (int i = 0; i < letters.length(); i++) {
            m |= 1 << UregSrc.channel(letters.charAt(i));
        }
        return mask(m);
    }

    /// Clamps the result to [0, 1] (`ureg_saturate`).
    public UregDst saturate() {
        return new UregDst(file, index, writeMask, true, indirect, dimension, dimensionIndex, dimensionIndirect, arrayId);
    }

    /// Indexes this register by the first channel of `address`'s swizzle (`ureg_dst_indirect`).
    public UregDst indirect(UregSrc address) {
        return new UregDst(file, index, writeMask, saturated, UregSrc.address(address), dimension, dimensionIndex,
                dimensionIndirect, arrayId);
    }

    /// Makes the operand two-dimensional with a constant second index (`ureg_dst_dimension`).
    public UregDst dimension(int index2D) {
        return new UregDst(file, index, writeMask, saturated, indirect, true, index2D, null, arrayId);
    }

    /// Makes the second index `address + index2D` (`ureg_dst_dimension_indirect`).
    public UregDst dimensionIndirect(UregSrc address, int index2D) {
        return new UregDst(file, index, writeMask, saturated, indirect, true, index2D, UregSrc.address(address), arrayId);
    }

    /// The register `offset` further on (`ureg_dst_array_offset`).
    public UregDst offset(int offset) {
        return new UregDst(file, index + offset, writeMask, saturated, indirect, dimension, dimensionIndex,
                dimensionIndirect, arrayId);
    }

    /// The same register as a source with the identity swizzle (`ureg_src`).
    public UregSrc toSrc() {
        return new UregSrc(file, index, Swizzle.XYZW, false, false, indirect, dimension, dimensionIndex, dimensionIndirect, arrayId);
    }

    /// Whether no channel is left to write (`ureg_dst_is_empty`).
    public boolean isEmpty() {
        return writeMask == 0;
    }
}
