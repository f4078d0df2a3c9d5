package dev.tungsten.ir;

import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.UregSrc;

/// What a pointer expression denotes during lowering: a place in registers or in memory, known
/// at compile time up to run-time offsets. Every pointer is resolved this way because functions
/// are inlined, so a pointer never has to exist as a run-time value.
sealed interface Place {
    /// The type of what the pointer points to.
    TypeInner pointee();

    /// Slots of a value held in registers (`holder`), starting at slot `slot` plus the run-time
    /// slot offset in `dynSlot.x` (or none). `component` picks one component of a vector slot
    /// (or -1), or `dynComponent.x` picks it at run time; then `component` is -1, or for a 64-bit
    /// integer vector its size (such a vector may span two slots, see [TgsiInt64]).
    record InRegisters(RegisterValue holder, int slot, UregSrc dynSlot, TypeInner pointee, int component,
                       UregSrc dynComponent) implements Place {}

    /// Bytes of a buffer or of workgroup memory: `file` is `BUFFER`, `MEMORY` (workgroup) or
    /// `CONSTANT` (uniform), `unit` its index (plus `dynUnit.x` for an element of a binding
    /// array chosen at run time), at byte `offset` plus `dynOffset.x` (or none).
    record InMemory(RegisterFile file, int unit, int offset, UregSrc dynOffset, TypeInner pointee, UregSrc dynUnit)
            implements Place {}
}
