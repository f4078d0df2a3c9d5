package dev.tungsten.tgsi;

/// One top-level token of a shader body, in stream order.
public sealed interface TgsiToken permits Declaration, Immediate, Property, Instruction {
    /// Marks an absent optional field whose values are otherwise non-negative (label, array id,
    /// 2-D declaration index).
    int NONE = -1;
}
