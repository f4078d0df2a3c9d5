package dev.tungsten.tgsi.exec;

import dev.tungsten.tgsi.RegisterFile;

/// A source or destination operand decoded once by [ProgramCompiler]: everything the run loop
/// needs, as plain fields, so that no token record is touched while a shader runs.
///
/// Invariants: `swizzle[c]` is the register component that result channel `c` reads (identity for
/// destinations); when `indirect` is false, `slot` is the register's storage slot (for 2-D files the
/// vertex-major flattened index, for direct CONST the index of the machine's broadcast cache entry,
/// for IMM the immediate index); when `indirect` is true, `index` is the offset added to the address
/// and `[first, last]` is the range the resulting index must fall in (else the read gives 0 and the
/// write is dropped).
final class Operand {
    /// Modifier bits applied to a 32-bit source after the fetch, in this order.
    static final int MOD_ABS = 1, MOD_FNEG = 2, MOD_INEG = 4;

    final RegisterFile file;
    final int index;
    final int[] swizzle;
    final int modifiers;
    final int writeMask;
    final boolean indirect;
    /// The file holding the address (ADDR, or TEMP read as integers).
    final RegisterFile addrFile;
    final int addrIndex;
    final int addrComponent;
    final int first;
    final int last;
    final boolean hasDimension;
    final int dimIndex;
    final boolean dimIndirect;
    final RegisterFile dimAddrFile;
    final int dimAddrIndex;
    final int dimAddrComponent;
    /// For 2-D files: the number of slots per vertex (the 1-D register count).
    final int stride;
    /// See the class invariants.
    final int slot;

    Operand(RegisterFile file, int index, int[] swizzle, int modifiers, int writeMask,
            boolean indirect, RegisterFile addrFile, int addrIndex, int addrComponent, int first, int last,
            boolean hasDimension, int dimIndex, boolean dimIndirect, RegisterFile dimAddrFile, int dimAddrIndex,
            int dimAddrComponent,
            int stride, int slot) {
        this.file = file;
        this.index = index;
        this.swizzle = swizzle;
        this.modifiers = modifiers;
        this.writeMask = writeMask;
        this.indirect = indirect;
        this.addrFile = addrFile;
        this.addrIndex = addrIndex;
        this.addrComponent = addrComponent;
        this.first = first;
        this.last = last;
        this.hasDimension = hasDimension;
        this.dimIndex = dimIndex;
        this.dimIndirect = dimIndirect;
        this.dimAddrFile = dimAddrFile;
        this.dimAddrIndex = dimAddrIndex;
        this.dimAddrComponent = dimAddrComponent;
        this.stride = stride;
        this.slot = slot;
    }

    /// Whether the operand's lanes depend on per-lane addresses (indirect index or dimension).
    boolean isDynamic() {
        return indirect || dimIndirect;
    }
}
