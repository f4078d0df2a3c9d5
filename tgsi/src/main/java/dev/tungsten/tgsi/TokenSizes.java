package dev.tungsten.tgsi;

/// How many words each token occupies in the stream [TokenWriter] writes, so that diagnostics
/// and the builder can name word offsets without encoding the shader.
final class TokenSizes {
    private TokenSizes() {}

    /// Words of `token`, its optional tokens included.
    static int of(TgsiToken token) {
        return switch (token) {
            case Declaration d -> 2 + (d.hasDimension() ? 1 : 0) + (d.interp() != null ? 1 : 0)
                    + (d.semantic() != null ? 1 : 0) + (d.image() != null ? 1 : 0) + (d.samplerView() != null ? 1 : 0)
                    + (d.isArray() ? 1 : 0);
            case Immediate i -> 1 + i.size();
            case Property p -> 2;
            case Instruction i -> instruction(i);
        };
    }

    private static int instruction(Instruction inst) {
        int n = 1 + (inst.hasLabel() ? 1 : 0) + (inst.memory() != null ? 1 : 0);
        if (inst.texture() != null) {
            n += 1 + inst.texture().offsets().size();
        }
        for (DstRegister d : inst.dst()) {
            n += operand(d.indirect(), d.dimension());
        }
        for (SrcRegister s : inst.src()) {
            n += operand(s.indirect(), s.dimension());
        }
        return n;
    }

    private static int operand(IndirectRegister ind, DimensionRegister dim) {
        return 1 + (ind != null ? 1 : 0) + (dim == null ? 0 : dim.isIndirect() ? 2 : 1);
    }
}
