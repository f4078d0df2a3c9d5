package dev.tungsten.vk.spirv;

/// The scalar type of an interface value: a vertex attribute, a colour output, a sampled texel.
/// TGSI registers hold untyped 32-bit words; the translator stores them as `uint` and
/// reinterprets the bits where an operand has a type.
public enum ScalarKind {
    FLOAT, INT, UINT
}
