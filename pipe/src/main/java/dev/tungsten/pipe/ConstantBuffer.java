package dev.tungsten.pipe;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/// A constant buffer binding: `size` bytes of a buffer resource from `offset`, or user memory
/// (copied when set). Slot 0 is `CONST[0][...]`, also written `CONST[...]`.
public record ConstantBuffer(Resource buffer, int offset, int size, byte[] user) {
    public ConstantBuffer {
        if ((buffer == null) == (user == null)) {
            throw new PipeException("setConstantBuffer", "a constant buffer is either a resource or user memory");
        }
        if (offset < 0 || size < 0) {
            throw new PipeException("setConstantBuffer", "negative offset or size");
        }
        if (user != null) {
            user = user.clone();
        }
    }

    public static ConstantBuffer of(Resource buffer, int offset, int size) {
        return new ConstantBuffer(buffer, offset, size, null);
    }

    public static ConstantBuffer user(byte[] data) {
        return new ConstantBuffer(null, 0, data.length, data);
    }

    /// Floats as little-endian words, four per `CONST` register.
    public static ConstantBuffer ofFloats(float... values) {
        ByteBuffer b = ByteBuffer.allocate(values.length * 4).order(ByteOrder.LITTLE_ENDIAN);
        for (float v : values) {
            b.putFloat(v);
        }
        return user(b.array());
    }
}
