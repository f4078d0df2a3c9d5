package dev.tungsten.tgsi.exec;

/// Standard sample positions (the Direct3D 10.1 patterns, in sixteenths of a pixel from the
/// centre) for SAMPLE_POS, as (x, y) in [0, 1] with 0.5 at the pixel centre.
final class SamplePositions {
    private SamplePositions() {}

    private static final int[][] PATTERNS = {
        {},
        {4, 4, -4, -4},
        {-2, -6, 6, -2, -6, 2, 2, 6},
        {1, -3, -1, 3, 5, 1, -3, -5, -5, 5, -7, -1, 3, 7, 7, -7},
        {1, 1, -1, -3, -3, 2, 4, -1, -5, -2, 2, 5, 5, 3, 3, -5,
         -2, 6, 0, -7, -4, -6, -6, 4, -8, 0, 7, -4, 6, 7, -7, -8},
    };

    /// Coordinate `axis` (0 x, 1 y) of sample `index` of a `count`-sample pixel; the centre for 1
    /// sample, an unsupported count or an index out of range.
    static float position(int count, int index, int axis) {
        int pattern = switch (count) {
            case 2 -> 1;
            case 4 -> 2;
            case 8 -> 3;
            case 16 -> 4;
            default -> 0;
        };
        if (pattern == 0 || index < 0 || index >= count) {
            return 0.5f;
        }
        return 0.5f + PATTERNS[pattern][2 * index + axis] / 16f;
    }
}
