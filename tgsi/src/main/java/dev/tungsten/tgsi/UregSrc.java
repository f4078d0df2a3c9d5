package dev.tungsten.tgsi;

import java.util.Objects;

/// A source operand under construction for [Ureg] (Mesa's `struct ureg_src`): an immutable value
/// whose methods return modified copies, so one declared register can be read many ways:
///
/// ```java
/// UregSrc color = u.fragmentInput(SemanticName.COLOR, 0, Interpolation.COLOR);
/// u.emit(MUL, tmp, color.xxxx(), color.abs().negate());
/// u.emit(MOV, out, constants.indirect(addr.x()).offset(4));
/// ```
///
/// @param file              the register file
/// @param index             the register index (with `indirect`, the offset added to the address)
/// @param swizzle           packed swizzle, see [Swizzle]
/// @param absolute          `|x|`
/// @param negated           `-x` (applied after `absolute`)
/// @param indirect          the address register of an indirect access, or null
/// @param dimension         whether the operand is two-dimensional (`CONST[1][6]`, GS `IN[v][i]`)
/// @param dimensionIndex    the second index (with `dimensionIndirect`, the offset)
/// @param dimensionIndirect the address register of the second index, or null
/// @param arrayId           the array the register belongs to (0: none); written into indirect tokens
public record UregSrc(
        RegisterFile file,
        int index,
        int swizzle,
        boolean absolute,
        boolean negated,
        Address indirect,
        boolean dimension,
        int dimensionIndex,
        Address dimensionIndirect,
        int arrayId) {

    /// One channel of an address register: `ADDR[0].x`.
    public record Address(RegisterFile file, int index, int channel) {
        /// Checks the channel is 0..3.
        public Address {
            Objects.requireNonNull(file);
            if (channel < 0 || channel > 3) {
                throw new IllegalArgumentException("address channel " + channel + " is not 0..3");
            }
        }
    }

    /// Checks the swizzle fits 8 bits and that an indirect second index has a dimension.
    public UregSrc {
        Objects.requireNonNull(file);
        if ((swizzle & ~0xff) != 0) {
            throw new IllegalArgumentException("swizzle " + swizzle + " does not fit 8 bits");
        }
        if (dimensionIndirect != null && !dimension) {
            throw new IllegalArgumentException("an indirect second index needs a dimension");
        }
    }

    /// `file[index]`, identity swizzle, no modifiers (`ureg_src_register`).
    public static UregSrc of(RegisterFile file, int index) {
        return ofArray(file, index, 0);
    }

    /// `file[index]` as an element of array `arrayId` (`ureg_src_array_register`).
    public static UregSrc ofArray(RegisterFile file, int index, int arrayId) {
        return new UregSrc(file, index, Swizzle.XYZW, false, false, null, false, 0, null, arrayId);
    }

    /// Reads `x`, `y`, `z`, `w` (0..3) of the current swizzle: swizzles compose, as `ureg_swizzle` does.
    public UregSrc swizzle(int x, int y, int z, int w) {
        int s = Swizzle.pack(Swizzle.get(swizzle, check(x)), Swizzle.get(swizzle, check(y)),
                Swizzle.get(swizzle, check(z)), Swizzle.get(swizzle, check(w)));
        return new UregSrc(file, index, s, absolute, negated, indirect, dimension, dimensionIndex, dimensionIndirect, arrayId);
    }

    /// The swizzle written as four letters of `xyzw` (or `rgba`), for example `"xxyz"`.
    public UregSrc swizzle(String letters) {
        if (letters.length() != 4) {
            throw new IllegalArgumentException("expected 4 swizzle letters, found \"" + letters + "\"");
        }
        return swizzle(channel(letters.charAt(0)), channel(letters.charAt(1)), channel(letters.charAt(2)), channel(letters.charAt(3)));
    }

    /// All four channels read channel `c` (`ureg_scalar`).
    public UregSrc scalar(int c) {
        return swizzle(c, c, c, c);
    }

    /// `.xxxx` of the current swizzle.
    public UregSrc xxxx() { return scalar(0); }

    /// `.yyyy` of the current swizzle.
    public UregSrc yyyy() { return scalar(1); }

    /// `.zzzz` of the current swizzle.
    public UregSrc zzzz() { return scalar(2); }

    /// `.wwww` of the current swizzle.
    public UregSrc wwww() { return scalar(3); }

    /// Toggles the negate modifier (`ureg_negate`).
    public UregSrc negate() {
        return new UregSrc(file, index, swizzle, absolute, !negated, indirect, dimension, dimensionIndex, dimensionIndirect, arrayId);
    }

    /// Takes the absolute value and drops any negation (`ureg_abs`); `.abs().negate()` is `-|x|`.
    public UregSrc abs() {
        return new UregSrc(file, index, swizzle, true, false, indirect, dimension, dimensionIndex, dimensionIndirect, arrayId);
    }

    /// Indexes this register by the first channel of `address`'s swizzle (`ureg_src_indirect`):
    /// `file[ADDR[i].c + index]`.
    public UregSrc indirect(UregSrc address) {
        return new UregSrc(file, index, swizzle, absolute, negated, address(address), dimension, dimensionIndex,
                dimensionIndirect, arrayId);
    }

    /// Makes the operand two-dimensional with a constant second index (`ureg_src_dimension`).
    public UregSrc dimension(int index2D) {
        return new UregSrc(file, index, swizzle, absolute, negated, indirect, true, index2D, null, arrayId);
    }

    /// Makes the second index `address + index2D` (`ureg_src_dimension_indirect`).
    public UregSrc dimensionIndirect(UregSrc address, int index2D) {
        return new UregSrc(file, index, swizzle, absolute, negated, indirect, true, index2D, address(address), arrayId);
    }

    /// The register `offset` further on (`ureg_src_array_offset`), for array elements.
    public UregSrc offset(int offset) {
        return new UregSrc(file, index + offset, swizzle, absolute, negated, indirect, dimension, dimensionIndex,
                dimensionIndirect, arrayId);
    }

    /// The same register as a destination with a full write mask (`ureg_dst`).
    public UregDst toDst() {
        return new UregDst(file, index, WriteMask.XYZW, false, indirect, dimension, dimensionIndex, dimensionIndirect, arrayId);
    }

    static Address address(UregSrc a) {
        return new Address(a.file(), a.index(), Swizzle.get(a.swizzle(), 0));
    }

    private static int check(int c) {
        if (c < 0 || c > 3) {
            throw new IllegalArgumentException("swizzle channel " + c + " is not 0..3");
        }
        return c;
    }

    static int channel(char letter) {
        return switch (Character.toLowerCase(letter)) {
            case 'x', 'r' -> 0;
            case 'y', 'g' -> 1;
            case 'z', 'b' -> 2;
            case 'w', 'a' -> 3;
            default -> throw new IllegalArgumentException("expected a channel letter of xyzw or rgba, found '" + letter + "'");
        };
    }
}
