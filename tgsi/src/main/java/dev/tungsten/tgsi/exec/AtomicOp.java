package dev.tungsten.tgsi.exec;

/// The read-modify-write operation of an atomic opcode; [#apply] is its definition.
public enum AtomicOp {
    UADD, FADD, XCHG, CAS, AND, OR, XOR, UMIN, UMAX, IMIN, IMAX, INC_WRAP, DEC_WRAP;

    /// The new memory word given the old one, the operand and (for CAS) the comparand. INC_WRAP
    /// and DEC_WRAP follow tgsi.rst, comparing unsigned: `old + 1 <= value ? old + 1 : 0` and
    /// `old > 0 && old < value ? old - 1 : 0`. Every atomic opcode returns the old word.
    public int apply(int old, int value, int compare) {
        return switch (this) {
            case UADD -> old + value;
            case FADD -> Float.floatToRawIntBits(Float.intBitsToFloat(old) + Float.intBitsToFloat(value));
            case XCHG -> value;
            case CAS -> old == compare ? value : old;
            case AND -> old & value;
            case OR -> old | value;
            case XOR -> old ^ value;
            case UMIN -> Integer.compareUnsigned(old, value) < 0 ? old : value;
            case UMAX -> Integer.compareUnsigned(old, value) > 0 ? old : value;
            case IMIN -> Math.min(old, value);
            case IMAX -> Math.max(old, value);
            case INC_WRAP -> old != -1 && Integer.compareUnsigned(old + 1, value) <= 0 ? old + 1 : 0;
            case DEC_WRAP -> old != 0 && Integer.compareUnsigned(old, value) < 0 ? old - 1 : 0;
        };
    }

    /// The new 64-bit memory value, for the 64-bit form of the integer atomics (memory format
    /// R64_UINT or R64_SINT): the same operations on whole 64-bit values.
    /// @throws IllegalArgumentException for FADD, INC_WRAP and DEC_WRAP, which have no 64-bit form
    public long apply64(long old, long value, long compare) {
        return switch (this) {
            case UADD -> old + value;
            case XCHG -> value;
            case CAS -> old == compare ? value : old;
            case AND -> old & value;
            case OR -> old | value;
            case XOR -> old ^ value;
            case UMIN -> Long.compareUnsigned(old, value) < 0 ? old : value;
            case UMAX -> Long.compareUnsigned(old, value) > 0 ? old : value;
            case IMIN -> Math.min(old, value);
            case IMAX -> Math.max(old, value);
            case FADD, INC_WRAP, DEC_WRAP -> throw new IllegalArgumentException(this + " has no 64-bit form");
        };
    }
}
