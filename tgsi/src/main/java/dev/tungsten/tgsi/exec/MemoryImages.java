package dev.tungsten.tgsi.exec;

import java.util.HashMap;
import java.util.Map;

/// A plain in-memory [ImageAccess] for tests: each unit is a `width x height x depth` grid of
/// texels of four raw words (a 1-D image has height 1; `depth` counts layers or slices), with the
/// required out-of-bounds rules. Atomics act on the texel's first word.
public final class MemoryImages implements ImageAccess {
    /// One image; texel (x, y, z) starts at word `((z * height + y) * width + x) * 4` of `words`.
    public record Image(int width, int height, int depth, int samples, int[] words) {
        public Image {
            if (words.length != width * height * depth * 4) {
                throw new IllegalArgumentException("expected " + width * height * depth * 4 + " words, found " + words.length);
            }
        }

        public static Image zeroed(int width, int height, int depth) {
            return new Image(width, height, depth, 1, new int[width * height * depth * 4]);
        }
    }

    private final Map<Integer, Image> images = new HashMap<>();

    public MemoryImages bind(int unit, Image image) {
        images.put(unit, image);
        return this;
    }

    public Image image(int unit) {
        return images.get(unit);
    }

    /// The word index of lane `i`'s texel, or -1 outside the image (or with no image bound).
    private int texel(ImageRequest r, int i) {
        Image img = images.get(r.unit);
        if (img == null) {
            return -1;
        }
        int x = r.coord[0][i], y = r.coord[1][i], z = r.coord[2][i];
        boolean oneD = r.target == dev.tungsten.tgsi.TextureTarget.T1D_ARRAY;
        if (oneD) {
            z = y;
            y = 0;
        }
        if (x < 0 || x >= img.width() || y < 0 || y >= img.height() || z < 0 || z >= img.depth()) {
            return -1;
        }
        return ((z * img.height() + y) * img.width() + x) * 4;
    }

    @Override
    public void size(int unit, int[] result) {
        Image img = images.get(unit);
        result[0] = img == null ? 0 : img.width();
        result[1] = img == null ? 0 : img.height();
        result[2] = img == null ? 0 : img.depth();
        result[3] = img == null ? 0 : img.samples();
    }

    @Override
    public void load(ImageRequest r, int[][] rgba) {
        for (int i = 0; i < r.width; i++) {
            int at = (r.laneMask >>> i & 1) != 0 ? texel(r, i) : -1;
            for (int c = 0; c < 4; c++) {
                rgba[c][i] = at < 0 ? 0 : images.get(r.unit).words()[at + c];
            }
        }
    }

    @Override
    public void store(ImageRequest r, int[][] rgba) {
        for (int i = 0; i < r.width; i++) {
            int at = (r.laneMask >>> i & 1) != 0 ? texel(r, i) : -1;
            if (at >= 0) {
                int[] words = images.get(r.unit).words();
                for (int c = 0; c < 4; c++) {
                    words[at + c] = rgba[c][i];
                }
            }
        }
    }

    @Override
    public synchronized void atomic(ImageRequest r, AtomicOp op, int[] value, int[] compare, int[] result) {
        for (int i = 0; i < r.width; i++) {
            int at = (r.laneMask >>> i & 1) != 0 ? texel(r, i) : -1;
            if (at < 0) {
                result[i] = 0;
                continue;
            }
            int[] words = images.get(r.unit).words();
            int old = words[at];
            words[at] = op.apply(old, value[i], compare[i]);
            result[i] = old;
        }
    }
}
