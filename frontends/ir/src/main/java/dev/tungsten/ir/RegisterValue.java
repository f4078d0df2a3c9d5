package dev.tungsten.ir;

import java.util.List;

import dev.tungsten.tgsi.UregDst;
import dev.tungsten.tgsi.UregSrc;

/// A value held in TGSI registers during lowering: one source operand per slot. A scalar or
/// vector is one slot (a scalar in channel x, a vector in x, y, ... after the operand's
/// swizzle); a matrix is one slot per column; arrays and structs are their elements' slots in
/// order. `storage` is the first element of a TEMP array holding the slots consecutively, when
/// they are (so they can be indexed at run time); `null` otherwise.
record RegisterValue(List<UregSrc> slots, UregDst storage) {
    static RegisterValue of(UregSrc single) {
        return new RegisterValue(List.of(single), null);
    }

    UregSrc slot(int i) {
        return slots.get(i);
    }

    UregSrc single() {
        return slots.getFirst();
    }

    int size() {
        return slots.size();
    }
}
