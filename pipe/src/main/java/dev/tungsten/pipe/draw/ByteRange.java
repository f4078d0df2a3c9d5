package dev.tungsten.pipe.draw;

/// Bytes `offset .. offset + size - 1` of `data`: a vertex or index buffer as the vertex
/// pipeline reads it (drivers resolve resources and user memory to this).
public record ByteRange(byte[] data, int offset, int size) {
    public ByteRange {
        if (offset < 0 || size < 0 || (long) offset + size > data.length) {
            throw new IllegalArgumentException("range " + offset + "+" + size + " outside " + data.length + " bytes");
        }
    }

    public static ByteRange of(byte[] data) {
        return new ByteRange(data, 0, data.length);
    }

    /// The bytes from `start` (relative to `offset`) to the end; empty when `start` is past the end.
    public ByteRange from(int start) {
        int s = Math.min(Math.max(start, 0), size);
        return new ByteRange(data, offset + s, size - s);
    }
}
