package dev.tungsten.tests.cg;

import dev.tungsten.cli.scene.Images;

/// The fixed input image of the libretro rendering tests (single shaders here, presets in
/// `tests.retro`), made here: a 256x224 frame in the
/// style of an emulated console (flat colour areas, one-pixel lines and checkers, diagonal
/// edges, a dithered gradient and small sprites), so scalers, blurs and edge-directed filters all
/// have something to work on.
public final class TestImages {
    private TestImages() {}

    public static final int WIDTH = 256;
    public static final int HEIGHT = 224;

    public static Images.Rgba consoleFrame() {
        byte[] px = new byte[WIDTH * HEIGHT * 4];
        int[] palette = {0x000000, 0xfcfcfc, 0xf83800, 0x00a800, 0x0058f8, 0xf8b800, 0x6844fc, 0x3cbcfc, 0xa4e4fc, 0x503000};
        for (int y = 0; y < HEIGHT; y++) {
            for (int x = 0; x < WIDTH; x++) {
                int c;
                if (y < 16) {
                    c = palette[2 + x / 32 % 8];                                   // colour bars
                } else if (y < 48) {
                    c = ((x ^ y) & 1) == 0 ? palette[0] : palette[1];              // one-pixel checker
                } else if (y < 80) {
                    c = (x / 4 + y / 4) % 2 == 0 ? palette[4] : palette[8];        // four-pixel checker
                } else if (y < 144) {
                    int dx = x - 64, dy = y - 112;
                    boolean disc = dx * dx + dy * dy < 28 * 28;
                    boolean diagonal = Math.abs((x - 128) - (y - 80) * 2) < 3;
                    boolean line = x % 16 == 0 || y % 16 == 0;
                    c = disc ? palette[5] : diagonal ? palette[6] : line ? palette[9] : palette[7];
                } else if (y < 176) {
                    int level = x * 255 / (WIDTH - 1);
                    int dither = ((x & 1) * 2 + (y & 1)) * 4;
                    int v = Math.min(255, level + dither) & 0xf8;
                    c = v << 16 | v << 8 | (255 - v);                              // dithered gradient
                } else {
                    c = sprite(x % 32, y - 176) ? palette[2 + (x / 32) % 3] : palette[0];
                }
                int i = (y * WIDTH + x) * 4;
                px[i] = (byte) (c >> 16);
                px[i + 1] = (byte) (c >> 8);
                px[i + 2] = (byte) c;
                px[i + 3] = (byte) 255;
            }
        }
        return new Images.Rgba(WIDTH, HEIGHT, px);
    }

    /// A 16x16 blocky figure in the middle of a 32-pixel cell.
    private static boolean sprite(int x, int y) {
        int sx = x - 8, sy = y - 16;
        if (sx < 0 || sx >= 16 || sy < 0 || sy >= 16) {
            return false;
        }
        String[] rows = {
            "0000011111100000", "0000111111110000", "0001100110011000", "0001111111111000",
            "0000111001110000", "0000011111100000", "0011111111111100", "0111111111111110",
            "1101111111111011", "1001111111111001", "0001110000111000", "0011100000011100",
            "0011000000001100", "0111000000001110", "1110000000000111", "1100000000000011",
        };
        return rows[sy].charAt(sx) == '1';
    }
}
