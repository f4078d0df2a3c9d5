package dev.tungsten.pipe;

/// Four 32-bit words read as floats, signed or unsigned integers depending on the format they
/// meet (`union pipe_color_union`): clear colours and sampler border colours.
public record ColorValue(int r, int g, int b, int a) {
    public static final ColorValue ZERO = new ColorValue(0, 0, 0, 0);

    public static ColorValue ofFloat(float r, float g, float b, float a) {
        return new ColorValue(Float.floatToRawIntBits(r), Float.floatToRawIntBits(g),
                Float.floatToRawIntBits(b), Float.floatToRawIntBits(a));
    }

    public static ColorValue ofInt(int r, int g, int b, int a) {
        return new ColorValue(r, g, b, a);
    }

    /// Component `i` (0..3) as raw bits.
    public int word(int i) {
        return switch (i) {
            case 0 -> r;
            case 1 -> g;
            case 2 -> b;
            default -> a;
        };
    }

    /// Component `i` read as a float.
    public float f(int i) {
        return Float.intBitsToFloat(word(i));
    }

    public float[] floats() {
        return new float[] {f(0), f(1), f(2), f(3)};
    }

    public int[] words() {
        return new int[] {r, g, b, a};
    }
}
