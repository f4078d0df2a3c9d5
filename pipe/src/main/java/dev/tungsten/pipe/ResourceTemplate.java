package dev.tungsten.pipe;

import dev.tungsten.tgsi.PipeFormat;

import java.util.Objects;

/// The description a resource is created from (`struct pipe_resource`'s template fields).
///
/// Invariants, checked here: sizes are at least 1; a buffer has format [PipeFormat#NONE] or
/// R8_UNORM-like formats are irrelevant (its `width` is its size in bytes) and no levels; 1-D
/// targets have height 1, non-3-D targets depth 1; `arraySize` is 1 except for array targets and
/// cubes (6, or a multiple of 6 for cube arrays); a cube is square; `lastLevel` does not exceed
/// the full mip chain of the largest dimension. Drivers check the limits of their own [Caps].
///
/// @param width       texels, or bytes for a buffer
/// @param depth       slices of a 3-D texture (1 otherwise)
/// @param arraySize   layers (6 per cube for cube targets)
/// @param lastLevel   the last mip level (0 for a single level)
/// @param sampleCount 1 (multisampling is not supported by the software driver)
/// @param bind        [Bind] flags
public record ResourceTemplate(ResourceTarget target, PipeFormat format, int width, int height, int depth,
                               int arraySize, int lastLevel, int sampleCount, int bind) {

    public ResourceTemplate {
        Objects.requireNonNull(target, "target");
        Objects.requireNonNull(format, "format");
        if (width < 1 || height < 1 || depth < 1 || arraySize < 1 || sampleCount < 1 || lastLevel < 0) {
            throw new PipeException("createResource", "sizes must be at least 1 (got " + width + "x" + height
                    + "x" + depth + ", " + arraySize + " layers, " + sampleCount + " samples, last level " + lastLevel + ")");
        }
        switch (target) {
            case BUFFER -> require(height == 1 && depth == 1 && arraySize == 1 && lastLevel == 0,
                    "a buffer is width bytes with height, depth, layers 1 and no mip levels");
            case TEXTURE_1D, TEXTURE_1D_ARRAY -> require(height == 1 && depth == 1, "a 1-D texture has height and depth 1");
            case TEXTURE_2D, TEXTURE_RECT, TEXTURE_2D_ARRAY -> require(depth == 1, "a 2-D texture has depth 1");
            case TEXTURE_3D -> require(arraySize == 1, "a 3-D texture has one layer");
            case TEXTURE_CUBE -> require(depth == 1 && arraySize == 6 && width == height,
                    "a cube is square with depth 1 and 6 layers");
            case TEXTURE_CUBE_ARRAY -> require(depth == 1 && arraySize % 6 == 0 && width == height,
                    "a cube array is square with depth 1 and a multiple of 6 layers");
        }
        if (!target.isArray() && !target.isCube()) {
            require(arraySize == 1, target + " has one layer");
        }
        if (target == ResourceTarget.TEXTURE_RECT) {
            require(lastLevel == 0, "a RECT texture has no mip levels");
        }
        int maxDim = Math.max(width, Math.max(target == ResourceTarget.TEXTURE_1D || target == ResourceTarget.TEXTURE_1D_ARRAY ? 1 : height,
                target == ResourceTarget.TEXTURE_3D ? depth : 1));
        int fullChain = 32 - Integer.numberOfLeadingZeros(maxDim) - 1;
        require(lastLevel <= fullChain, "last level " + lastLevel + " exceeds the mip chain of a " + maxDim + " texture (" + fullChain + ")");
    }

    private static void require(boolean ok, String what) {
        if (!ok) {
            throw new PipeException("createResource", what);
        }
    }

    /// A buffer of `bytes` bytes.
    public static ResourceTemplate buffer(int bytes, int bind) {
        return new ResourceTemplate(ResourceTarget.BUFFER, PipeFormat.R8_UNORM, bytes, 1, 1, 1, 0, 1, bind);
    }

    /// A 2-D texture with `levels` mip levels (1 for none).
    public static ResourceTemplate texture2D(PipeFormat format, int width, int height, int levels, int bind) {
        return new ResourceTemplate(ResourceTarget.TEXTURE_2D, format, width, height, 1, 1, levels - 1, 1, bind);
    }

    /// A texture of any target; `depthOrLayers` is the depth of a 3-D texture and the layer count of
    /// an array or cube (6 per cube), ignored otherwise.
    public static ResourceTemplate texture(ResourceTarget target, PipeFormat format, int width, int height,
                                           int depthOrLayers, int levels, int bind) {
        int depth = target == ResourceTarget.TEXTURE_3D ? depthOrLayers : 1;
        int layers = target.isArray() || target.isCube() ? depthOrLayers : 1;
        return new ResourceTemplate(target, format, width, height, depth, layers, levels - 1, 1, bind);
    }

    /// The full mip chain length for a texture of this size.
    public static int fullMipLevels(int width, int height, int depth) {
        return 32 - Integer.numberOfLeadingZeros(Math.max(width, Math.max(height, depth)));
    }

    public int levels() {
        return lastLevel + 1;
    }

    public int width(int level) {
        return Math.max(1, width >> level);
    }

    public int height(int level) {
        return Math.max(1, height >> level);
    }

    /// Slices of a 3-D texture at `level`; 1 for other targets.
    public int depth(int level) {
        return Math.max(1, depth >> level);
    }

    /// Layers at `level`: array size for array and cube targets, slices for 3-D, else 1.
    public int layers(int level) {
        return target == ResourceTarget.TEXTURE_3D ? depth(level) : arraySize;
    }

    public boolean isBuffer() {
        return target == ResourceTarget.BUFFER;
    }
}
