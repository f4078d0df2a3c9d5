package dev.tungsten.pipe;

import dev.tungsten.tgsi.PrimitiveType;

import java.util.Objects;

/// What a [Context#drawVbo] draws, shared by its ranges (`struct pipe_draw_info`).
///
/// Non-indexed draws have `indexSize` 0 and no index buffer. Indexed draws read `indexSize`-byte
/// (1, 2 or 4) little-endian indices from a buffer resource or user memory (exactly one of
/// `indexBuffer` and `userIndices`); with `primitiveRestart`, the index `restartIndex` ends the
/// current primitive. Instances `startInstance .. startInstance + instanceCount - 1` are drawn.
public record DrawInfo(PrimitiveType mode, int indexSize, Resource indexBuffer, byte[] userIndices,
                       boolean primitiveRestart, int restartIndex, int startInstance, int instanceCount) {
    public DrawInfo {
        Objects.requireNonNull(mode);
        if (indexSize != 0 && indexSize != 1 && indexSize != 2 && indexSize != 4) {
            throw new PipeException("drawVbo", "index size must be 0, 1, 2 or 4, got " + indexSize);
        }
        if (indexSize != 0 && (indexBuffer == null) == (userIndices == null)) {
            throw new PipeException("drawVbo", "an indexed draw needs exactly one of an index buffer and user indices");
        }
        if (indexSize == 0 && (indexBuffer != null || userIndices != null)) {
            throw new PipeException("drawVbo", "a non-indexed draw has no index buffer");
        }
        if (instanceCount < 0 || startInstance < 0) {
            throw new PipeException("drawVbo", "negative instance count or start");
        }
    }

    /// A non-indexed draw of one instance.
    public static DrawInfo arrays(PrimitiveType mode) {
        return new DrawInfo(mode, 0, null, null, false, 0, 0, 1);
    }

    /// An indexed draw of one instance from a buffer resource.
    public static DrawInfo indexed(PrimitiveType mode, int indexSize, Resource indexBuffer) {
        return new DrawInfo(mode, indexSize, indexBuffer, null, false, 0, 0, 1);
    }

    /// An indexed draw of one instance from user memory.
    public static DrawInfo indexed(PrimitiveType mode, int indexSize, byte[] indices) {
        return new DrawInfo(mode, indexSize, null, indices, false, 0, 0, 1);
    }

    public DrawInfo withInstances(int start, int count) {
        return new DrawInfo(mode, indexSize, indexBuffer, userIndices, primitiveRestart, restartIndex, start, count);
    }

    public DrawInfo withRestart(int index) {
        return new DrawInfo(mode, indexSize, indexBuffer, userIndices, true, index, startInstance, instanceCount);
    }

    public boolean isIndexed() {
        return indexSize != 0;
    }

    /// One range of a draw (`struct pipe_draw_start_count_bias`): `count` vertices (or indices)
    /// from `start`; for indexed draws `indexBias` is added to each index (base vertex).
    public record Range(int start, int count, int indexBias) {
        public Range {
            if (start < 0 || count < 0) {
                throw new PipeException("drawVbo", "negative start or count");
            }
        }

        public static Range of(int start, int count) {
            return new Range(start, count, 0);
        }
    }
}
