package dev.tungsten.pipe;

/// What kind of resource a [ResourceTemplate] describes (`enum pipe_texture_target`, Mesa's order).
public enum ResourceTarget {
    BUFFER,
    TEXTURE_1D,
    TEXTURE_2D,
    TEXTURE_3D,
    /// Six 2-D faces in the order +X, -X, +Y, -Y, +Z, -Z, stored as six layers.
    TEXTURE_CUBE,
    /// A 2-D texture addressed with unnormalised coordinates and no mip levels.
    TEXTURE_RECT,
    TEXTURE_1D_ARRAY,
    TEXTURE_2D_ARRAY,
    /// Cubes stored as `6 × cubes` layers, face-major within each cube.
    TEXTURE_CUBE_ARRAY;

    /// Mesa's number for this target.
    public int code() { return ordinal(); }

    public boolean isArray() {
        return this == TEXTURE_1D_ARRAY || this == TEXTURE_2D_ARRAY || this == TEXTURE_CUBE_ARRAY;
    }

    public boolean isCube() {
        return this == TEXTURE_CUBE || this == TEXTURE_CUBE_ARRAY;
    }

    /// How many coordinates address a texel within one layer (1 for buffers and 1-D, 3 for 3-D).
    public int dimensions() {
        return switch (this) {
            case BUFFER, TEXTURE_1D, TEXTURE_1D_ARRAY -> 1;
            case TEXTURE_2D, TEXTURE_CUBE, TEXTURE_RECT, TEXTURE_2D_ARRAY, TEXTURE_CUBE_ARRAY -> 2;
            case TEXTURE_3D -> 3;
        };
    }
}
