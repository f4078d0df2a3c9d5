package dev.tungsten.ir;

/// Reductions and tests on bool or float vectors.
public enum RelationalFunction {
    ALL, ANY, IS_NAN, IS_INF
}
