package dev.tungsten.tgsi.exec;

/// The hottest lane loops (ADD, MUL, MAD and the multiply-add steps of the dot products; UADD,
/// AND, OR, XOR, the shifts and I2F), in two forms: a vector form in [VectorLaneLoops] and a scalar twin here that calls
/// [OpSemantics]. The vector form is used when the `jdk.incubator.vector` module is present;
/// `HotLaneLoopsParityTest` proves the two forms bit-identical (they compute the same IEEE
/// operations lane by lane, with no fusion).
///
/// Why a vector form at all: registers are `int[]` (raw words), and the JVM does not
/// auto-vectorize loops that reinterpret ints as floats, so the scalar twin handles one lane per
/// operation; the Vector API reinterprets for free and handles a whole vector of lanes.
final class HotLaneLoops {
    private HotLaneLoops() {}

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
            VectorLaneLoops.add(d, a, x, n);
        } else {
            addScalar(d, a, x, n, 0);
        }
    }

    /// `d = a * b`.
    static void mul(int[] d, int[] a, int[] x, int n) {
        if (VECTOR) {
            VectorLaneLoops.mul(d, a, x, n);
        } else {
            mulScalar(d, a, x, n, 0);
        }
    }

    /// `d = a * b + c`, two roundings.
    static void mad(int[] d, int[] a, int[] x, int[] y, int n) {
        if (VECTOR) {
            VectorLaneLoops.mad(d, a, x, y, n);
        } else {
            madScalar(d, a, x, y, n, 0);
        }
    }

    /// The integer kernels, named by their opcode (for I2F `x` is unused).
    enum IntegerOp { UADD, AND, OR, XOR, SHL, ISHR, USHR, I2F }

    static void integer(IntegerOp kind, int[] d, int[] a, int[] x, int n) {
        if (VECTOR) {
            VectorLaneLoops.integer(kind, d, a, x, n);
        } else {
            integerScalar(kind, d, a, x, n, 0);
        }
    }

    static void integerScalar(IntegerOp kind, int[] d, int[] a, int[] x, int n, int from) {
        switch (kind) {
            case UADD -> { for (int i = from; i < n; i++) d[i] = OpSemantics.uadd(a[i], x[i]); }
            case AND -> { for (int i = from; i < n; i++) d[i] = OpSemantics.and(a[i], x[i]); }
            case OR -> { for (int i = from; i < n; i++) d[i] = OpSemantics.or(a[i], x[i]); }
            case XOR -> { for (int i = from; i < n; i++) d[i] = OpSemantics.xor(a[i], x[i]); }
            case SHL -> { for (int i = from; i < n; i++) d[i] = OpSemantics.shl(a[i], x[i]); }
            case ISHR -> { for (int i = from; i < n; i++) d[i] = OpSemantics.ishr(a[i], x[i]); }
            case USHR -> { for (int i = from; i < n; i++) d[i] = OpSemantics.ushr(a[i], x[i]); }
            case I2F -> { for (int i = from; i < n; i++) d[i] = b(OpSemantics.i2f(a[i])); }
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
