package dev.tungsten.soft;

import dev.tungsten.pipe.ShaderBuffer;
import dev.tungsten.tgsi.exec.AtomicOp;
import dev.tungsten.tgsi.exec.BufferAccess;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/// Shader storage buffers (`BUFFER[n]`) over the bound buffer resources' bytes, for one draw or
/// dispatch. Thread-safe: loads and stores of aligned words never tear (Java int access), and
/// atomics lock the buffer's array (byte-array views offer no compare-and-set on JDK 25), so
/// rasterizer threads and compute work groups may share them.
final class SoftBuffers implements BufferAccess {
    private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    private final byte[][] data;
    private final int[] base;
    private final int[] size;

    SoftBuffers(ShaderBuffer[] bindings) {
        data = new byte[bindings.length][];
        base = new int[bindings.length];
        size = new int[bindings.length];
        for (int i = 0; i < bindings.length; i++) {
            ShaderBuffer b = bindings[i];
            if (b != null) {
                data[i] = ((SoftResource) b.buffer()).data;
                base[i] = b.offset();
                size[i] = b.size();
            }
        }
    }

    @Override
    public int size(int unit) {
        return unit >= 0 && unit < size.length ? size[unit] : 0;
    }

    @Override
    public int load(int unit, int offset) {
        return (int) INT.get(data[unit], base[unit] + offset);
    }

    @Override
    public void store(int unit, int offset, int value) {
        INT.set(data[unit], base[unit] + offset, value);
    }

    @Override
    public int atomic(int unit, int offset, AtomicOp op, int value, int compare) {
        return atomicWord(data[unit], base[unit] + offset, op, value, compare);
    }

    @Override
    public long atomic64(int unit, int offset, AtomicOp op, long value, long compare) {
        byte[] bytes = data[unit];
        int at = base[unit] + offset;
        synchronized (bytes) {
            long old = (long) LONG.get(bytes, at);
            LONG.set(bytes, at, op.apply64(old, value, compare));
            return old;
        }
    }

    /// An atomic read-modify-write of the little-endian word at `at`; returns the old word.
    static int atomicWord(byte[] bytes, int at, AtomicOp op, int value, int compare) {
        synchronized (bytes) {
            int old = (int) INT.get(bytes, at);
            INT.set(bytes, at, op.apply(old, value, compare));
            return old;
        }
    }
}
