package dev.tungsten.tgsi;

import java.util.Objects;

/// The address operand of an indirectly addressed register (`tgsi_ind_register`):
/// `FILE[ADDR[index].swizzle + offset]`, where the offset is the operand's own index.
/// @param swizzle the one channel of the address register read (0..3)
/// @param arrayId the array the access stays within, or 0 (the text form's `(n)` suffix)
public record IndirectRegister(RegisterFile file, int index, int swizzle, int arrayId) {
    public IndirectRegister {
        Objects.requireNonNull(file);
    }
}
