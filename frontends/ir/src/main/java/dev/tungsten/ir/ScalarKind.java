package dev.tungsten.ir;

/// The kinds of scalar values. The two abstract kinds exist only while a front end evaluates
/// constant expressions (WGSL's AbstractInt and AbstractFloat, §6.2.1): validated IR never
/// contains a value of an abstract kind outside a constant being folded.
public enum ScalarKind {
    SINT, UINT, FLOAT, BOOL, ABSTRACT_INT, ABSTRACT_FLOAT;

    public boolean isNumeric() {
        return this != BOOL;
    }

    public boolean isInteger() {
        return this == SINT || this == UINT || this == ABSTRACT_INT;
    }

    public boolean isFloat() {
        return this == FLOAT || this == ABSTRACT_FLOAT;
    }

    public boolean isAbstract() {
        return this == ABSTRACT_INT || this == ABSTRACT_FLOAT;
    }
}
