package dev.tungsten.tgsi;

/// Spells operands the way Mesa's text syntax does, for messages: `TEMP[3]`, `CONST[1][6]`,
/// `TEMP[ADDR[0].x+3](1)`, `IN[ADDR[1].x][0]`.
final class OperandText {
    private OperandText() {}

    /// The register part of an operand, without swizzle or modifiers.
    static String name(RegisterFile file, int index, IndirectRegister ind, DimensionRegister dim) {
        StringBuilder sb = new StringBuilder(file.text());
        if (dim != null) {
            sb.append('[');
            if (dim.isIndirect()) {
                address(sb, dim.indirect(), dim.index());
            } else {
                sb.append(dim.index());
            }
            sb.append(']');
        }
        sb.append('[');
        if (ind != null) {
            address(sb, ind, index);
        } else {
            sb.append(index);
        }
        sb.append(']');
        if (ind != null && ind.arrayId() != 0) {
            sb.append('(').append(ind.arrayId()).append(')');
        }
        return sb.toString();
    }

    private static void address(StringBuilder sb, IndirectRegister ind, int offset) {
        sb.append(ind.file().text()).append('[').append(ind.index()).append("].").append(Swizzle.name(ind.swizzle()));
        if (offset != 0) {
            sb.append(offset > 0 ? "+" : "").append(offset);
        }
    }
}
