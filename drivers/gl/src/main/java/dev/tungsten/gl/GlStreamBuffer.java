package dev.tungsten.gl;

import java.nio.ByteBuffer;

import org.lwjgl.system.MemoryUtil;

import static org.lwjgl.opengl.GL33C.*;

/// A buffer the driver streams per-draw data through (user constants, vertices, indices):
/// written front to back, and orphaned when full so that OpenGL never waits for a draw that
/// still reads an older part. Every write goes through `GL_COPY_WRITE_BUFFER`, so streaming
/// leaves the bindings a draw has made alone.
final class GlStreamBuffer {
    private static final int STREAM_BYTES = 4 << 20;

    /// The OpenGL buffer object, valid between [#create] and [#delete].
    int name;
    private long head;

    void create() {
        name = glGenBuffers();
        glBindBuffer(GL_COPY_WRITE_BUFFER, name);
        glBufferData(GL_COPY_WRITE_BUFFER, STREAM_BYTES, GL_STREAM_DRAW);
    }

    /// Reserves `bytes` at an offset aligned to `alignment` and returns the offset; when the
    /// buffer is full, it is orphaned (a request larger than the buffer gets storage of its size).
    long reserve(int bytes, int alignment) {
        long offset = (head + alignment - 1) / alignment * alignment;
        if (offset + bytes > STREAM_BYTES) {
            glBindBuffer(GL_COPY_WRITE_BUFFER, name);
            glBufferData(GL_COPY_WRITE_BUFFER, Math.max(STREAM_BYTES, bytes), GL_STREAM_DRAW);
            offset = 0;
        }
        head = offset + bytes;
        return offset;
    }

    /// Copies `data` into the buffer and returns its offset.
    long upload(ByteBuffer data, int alignment) {
        long offset = reserve(data.remaining(), alignment);
        glBindBuffer(GL_COPY_WRITE_BUFFER, name);
        glBufferSubData(GL_COPY_WRITE_BUFFER, offset, data);
        return offset;
    }

    void zero(long offset, int bytes) {
        ByteBuffer zeros = MemoryUtil.memCalloc(bytes);
        try {
            glBindBuffer(GL_COPY_WRITE_BUFFER, name);
            glBufferSubData(GL_COPY_WRITE_BUFFER, offset, zeros);
        } finally {
            MemoryUtil.memFree(zeros);
        }
    }

    void delete() {
        glDeleteBuffers(name);
    }
}
