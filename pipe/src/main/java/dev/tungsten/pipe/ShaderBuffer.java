package dev.tungsten.pipe;

import java.util.Objects;

/// A shader storage buffer binding (`struct pipe_shader_buffer`): `size` bytes from `offset`,
/// read and written by `BUFFER[i]` loads, stores and atomics.
public record ShaderBuffer(Resource buffer, int offset, int size) {
    public ShaderBuffer {
        Objects.requireNonNull(buffer);
        if (!buffer.template().isBuffer()) {
            throw new PipeException("setShaderBuffers", "a shader buffer must be a buffer resource");
        }
        if (offset < 0 || size < 0 || (long) offset + size > buffer.template().width()) {
            throw new PipeException("setShaderBuffers", "range " + offset + "+" + size + " outside a buffer of "
                    + buffer.template().width() + " bytes");
        }
    }

    public static ShaderBuffer of(Resource buffer) {
        return new ShaderBuffer(buffer, 0, buffer.template().width());
    }
}
