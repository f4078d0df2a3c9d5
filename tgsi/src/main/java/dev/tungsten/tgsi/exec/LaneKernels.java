package dev.tungsten.tgsi.exec;

/// The hottest float lane loops (ADD, MUL, MAD, and the multiply-add steps of the dot products),
/// in two forms: a vector form in [VectorKernels] and a scalar twin here that calls
/// [OpSemantics]. The vector form is used when the `jdk.incubator.vector` module is present;
/// `LaneKernelsParityTest` proves the two forms bit-identical (they compute the same IEEE
/// operations lane by lane, with no fusion).
///
/// Why a vector form at all: registers are `int[]` (raw words), and the JVM does not
/// auto-vectorize loops that reinterpret ints as floats; the Vector API's free reinterpretation
/// makes these loops about five times faster.
final class LaneKernels {
    private LaneKernels() {}

    /// Whether the vector forms are in use.
    static final boolean VECTOR = ModuleLayer.boot().findModule("jdk.incubator.vector").isPresent()
            && !Boolean.getBoolean("tungsten.exec.scalarKernels");

    static float f(int bits) {
        return Float.intBitsToFloat(bits);
    }

    static int b(float value) {
        return Float.floatToRawIntBits(value);
    }

    /// `d = a + b` on the first `n` lanes.
    static void add(int[] d, int[] a, int[] x, int n) {
        if (VECTOR) {
            VectorKernels.add(d, a, x, n);
        } else {
            addScalar(d, a, x, n, 0);
        }
    }

    /// `d = a * b`.
    static void mul(int[] d, int[] a, int[] x, int n) {
        if (VECTOR) {
            VectorKernels.mul(d, a, x, n);
        } else {
            mulScalar(d, a, x, n, 0);
        }
    }

    /// `d = a * b + c`, two roundings.
    static void mad(int[] d, int[] a, int[] x, int[] y, int n) {
        if (VECTOR) {
            VectorKernels.mad(d, a, x, y, n);
        } else {
            madScalar(d, a, x, y, n, 0);
        }
    }

    static void addScalar(int[] d, int[] a, int[] x, int n, int from) {
        for (int i = from; i < n; i++) {
            d[i] = b(OpSemantics.add(f(a[i]), f(x[i])));
        }
    }

    static void mulScalar(int[] d, int[] a, int[] x, int n, int from) {
        for (int i = from; i < n; i++) {
            d[i] = b(OpSemantics.mul(f(a[i]), f(x[i])));
        }
    }

    static void madScalar(int[] d, int[] a, int[] x, int[] y, int n, int from) {
        for (int i = from; i < n; i++) {
            d[i] = b(OpSemantics.mad(f(a[i]), f(x[i]), f(y[i])));
        }
    }
}
