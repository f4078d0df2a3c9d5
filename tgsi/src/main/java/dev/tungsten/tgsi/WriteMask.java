package dev.tungsten.tgsi;

/// Destination write masks and declaration usage masks: bit *c* enables channel *c* (X=1, Y=2, Z=4, W=8).
public final class WriteMask {
    public static final int X = 1, Y = 2, Z = 4, W = 8, XY = 3, ZW = 12, XYZ = 7, XYZW = 15;

    private WriteMask() {}

    public static boolean has(int mask, int channel) {
        return (mask & (1 << channel)) != 0;
    }

    /// Mesa's spelling: the enabled channels in order, for example `"xz"`.
    public static String toString(int mask) {
        StringBuilder sb = new StringBuilder(4);
        for (int c = 0; c < 4; c++) {
            if (has(mask, c)) {
                sb.append(Swizzle.name(c));
            }
        }
        return sb.toString();
    }
}
