package dev.tungsten.ir;

/// `-x` (numeric), `!x` (bool), `~x` (integer).
public enum UnaryOperator {
    NEGATE, LOGICAL_NOT, BITWISE_NOT
}
