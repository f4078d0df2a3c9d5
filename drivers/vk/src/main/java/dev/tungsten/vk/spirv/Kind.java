package dev.tungsten.vk.spirv;

import dev.tungsten.tgsi.TgsiOpcode.OperandType;

/// The type a TGSI operand is read or written as. Registers store 32-bit words; 64-bit kinds
/// span a channel pair (xy or zw), low word first.
enum Kind {
    FLOAT, INT, UINT, BOOL, DOUBLE, INT64, UINT64;

    boolean isWide() {
        return this == DOUBLE || this == INT64 || this == UINT64;
    }

    boolean isFloat() {
        return this == FLOAT || this == DOUBLE;
    }

    /// The kind of an opcode table operand type; UNTYPED reads raw words.
    static Kind of(OperandType t) {
        return switch (t) {
            case UNTYPED, UINT, VOID -> UINT;
            case INT -> INT;
            case FLOAT -> FLOAT;
            case DOUBLE -> DOUBLE;
            case UINT64 -> UINT64;
            case INT64 -> INT64;
        };
    }
}
