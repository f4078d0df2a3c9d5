package dev.tungsten.pipe;

/// A region of a resource level: `x, y, z` is the first texel (`z` is the layer of array and
/// cube textures or the slice of 3-D ones), the sizes are at least 1 for a non-empty box. For a
/// buffer only `x` and `width` (in bytes) matter.
public record Box(int x, int y, int z, int width, int height, int depth) {
    public Box {
        if (width < 0 || height < 0 || depth < 0) {
            throw new IllegalArgumentException("negative box size " + width + "x" + height + "x" + depth);
        }
    }

    /// A 2-D box on layer 0.
    public static Box of2D(int x, int y, int width, int height) {
        return new Box(x, y, 0, width, height, 1);
    }

    /// A byte range of a buffer.
    public static Box ofBytes(int offset, int length) {
        return new Box(offset, 0, 0, length, 1, 1);
    }

    public boolean isEmpty() {
        return width == 0 || height == 0 || depth == 0;
    }
}
