package dev.tungsten.pipe;

import dev.tungsten.tgsi.PipeFormat;

import java.util.List;
import java.util.Objects;

/// One vertex shader input fetched from a vertex buffer (`struct pipe_vertex_element`): element
/// `i` of a [Layout] state feeds `IN[i]`. The attribute of vertex `v` is read at
/// `buffer.offset + srcOffset + v · srcStride`; with `instanceDivisor` d > 0 it is read per
/// instance instead, at index `startInstance + instance / d`.
public record VertexElement(int srcOffset, int vertexBufferIndex, PipeFormat srcFormat, int srcStride,
                            int instanceDivisor) {
    public VertexElement {
        Objects.requireNonNull(srcFormat);
        if (srcOffset < 0 || vertexBufferIndex < 0 || srcStride < 0 || instanceDivisor < 0) {
            throw new PipeException("createVertexElementsState", "negative offset, buffer index, stride or divisor");
        }
    }

    public static VertexElement of(int vertexBufferIndex, int srcOffset, PipeFormat format, int stride) {
        return new VertexElement(srcOffset, vertexBufferIndex, format, stride, 0);
    }

    /// The vertex elements CSO's record: the list, `IN[i]` from element `i`.
    public record Layout(List<VertexElement> elements) {
        public Layout {
            elements = List.copyOf(elements);
        }

        public static Layout of(VertexElement... elements) {
            return new Layout(List.of(elements));
        }
    }
}
