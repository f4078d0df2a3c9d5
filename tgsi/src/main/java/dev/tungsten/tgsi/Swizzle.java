package dev.tungsten.tgsi;

/// Packed 4-channel swizzles: channel *c* of the result reads source channel
/// `(swizzle >> (2*c)) & 3` (X=0, Y=1, Z=2, W=3). Identity is [#XYZW].
public final class Swizzle {
    public static final int XYZW = pack(0, 1, 2, 3);
    public static final int XXXX = 0;
    private static final char[] NAMES = {'x', 'y', 'z', 'w'};

    private Swizzle() {}

    public static int pack(int x, int y, int z, int w) {
        return (x & 3) | (y & 3) << 2 | (z & 3) << 4 | (w & 3) << 6;
    }

    /// The source channel read by result channel `channel`.
    public static int get(int swizzle, int channel) {
        return (swizzle >> (2 * channel)) & 3;
    }

    /// All four channels reading `channel`.
    public static int replicate(int channel) {
        return pack(channel, channel, channel, channel);
    }

    /// The lower-case channel letter (x, y, z, w).
    public static char name(int channel) {
        return NAMES[channel];
    }

    /// Four letters, for example `"xyzw"`.
    public static String toString(int swizzle) {
        return new String(new char[] {NAMES[get(swizzle, 0)], NAMES[get(swizzle, 1)], NAMES[get(swizzle, 2)], NAMES[get(swizzle, 3)]});
    }
}
