package dev.tungsten.pipe;

/// A vertex buffer binding: a buffer resource or user memory (`is_user_buffer`), and the byte
/// offset where its data starts. Exactly one of `buffer` and `user` is non-null.
public record VertexBuffer(Resource buffer, byte[] user, int offset) {
    public VertexBuffer {
        if ((buffer == null) == (user == null)) {
            throw new PipeException("setVertexBuffers", "a vertex buffer is either a resource or user memory");
        }
        if (offset < 0) {
            throw new PipeException("setVertexBuffers", "negative offset " + offset);
        }
    }

    public static VertexBuffer of(Resource buffer, int offset) {
        return new VertexBuffer(buffer, null, offset);
    }

    /// User memory, read when the draw is issued (later changes to the array are not seen).
    public static VertexBuffer user(byte[] data) {
        return new VertexBuffer(null, data, 0);
    }
}
