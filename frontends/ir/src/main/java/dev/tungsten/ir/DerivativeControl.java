package dev.tungsten.ir;

/// The precision a derivative asks for; `NONE` lets the implementation choose.
public enum DerivativeControl {
    COARSE, FINE, NONE
}
