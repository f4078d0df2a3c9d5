package dev.tungsten.tgsi.exec;

/// Test helpers for reading and writing lanes as floats.
final class Lanes {
    private Lanes() {}

    static int bits(float v) {
        return Float.floatToRawIntBits(v);
    }

    static float f(int bits) {
        return Float.intBitsToFloat(bits);
    }

    /// Sets channel `c` of every lane of `lanes` from `values` (lane i gets values[i % length]).
    static void set(int[] lanes, float... values) {
        for (int i = 0; i < lanes.length; i++) {
            lanes[i] = bits(values[i % values.length]);
        }
    }

    static void setInts(int[] lanes, int... values) {
        for (int i = 0; i < lanes.length; i++) {
            lanes[i] = values[i % values.length];
        }
    }

    static float[] floats(int[] lanes) {
        float[] r = new float[lanes.length];
        for (int i = 0; i < lanes.length; i++) {
            r[i] = f(lanes[i]);
        }
        return r;
    }

    /// A constant buffer from vec4 rows of floats.
    static int[] constants(float... values) {
        int[] w = new int[values.length];
        for (int i = 0; i < values.length; i++) {
            w[i] = bits(values[i]);
        }
        return w;
    }
}
