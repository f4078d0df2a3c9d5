package dev.tungsten.ir;

/// `dpdx*`, `dpdy*` and `fwidth*` (`|dpdx| + |dpdy|`).
public enum DerivativeAxis {
    X, Y, WIDTH
}
