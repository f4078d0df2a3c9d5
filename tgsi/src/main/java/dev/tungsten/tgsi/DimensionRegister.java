package dev.tungsten.tgsi;

/// The second dimension of a 2-D operand (`tgsi_dimension`): the constant buffer of `CONST[1][6]`
/// or the vertex of a GS `IN[2][0]`, itself possibly indirect (`CONST[ADDR[0].x+1][6]`).
/// @param indirect null unless the dimension is indirectly addressed
public record DimensionRegister(int index, IndirectRegister indirect) {
    public boolean isIndirect() { return indirect != null; }
}
