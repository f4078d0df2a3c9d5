package dev.tungsten.pipe;

import java.nio.ByteBuffer;

/// A mapped region of a resource (`struct pipe_transfer` plus the mapped pointer): `data`'s
/// position 0 is the box's first texel; rows are `stride` bytes apart and layers (or 3-D slices)
/// `layerStride`. Writes become visible to the GPU side at [Context#unmap]. The buffer is
/// little-endian.
public record Transfer(Resource resource, int level, Box box, int usage, ByteBuffer data, int stride, int layerStride) {
    /// Map flags (`PIPE_MAP_*`).
    public static final int READ = 1, WRITE = 2, READ_WRITE = 3;
    /// The mapped range's old contents may be discarded.
    public static final int DISCARD_RANGE = 1 << 8;
    /// Do not wait for pending rendering that uses the resource.
    public static final int UNSYNCHRONIZED = 1 << 10;
}
