package dev.tungsten.soft;

import dev.tungsten.pipe.ShaderBuffer;
import dev.tungsten.tgsi.exec.AtomicOp;
import dev.tungsten.tgsi.exec.BufferAccess;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/// Shader storage buffers (`BUFFER[n]`) over the bound buffer resources' bytes, for one draw or
/// dispatch. Thread-safe: aligned words are read and written atomically and atomics are
/// compare-and-set loops, so rasterizer threads and compute blocks may share them.
final class SoftBuffers implements BufferAccess {
    private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);

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
        int at = base[unit] + offset;
        if ((at & 3) == 0) {
            return (int) INT.getOpaque(data[unit], at);
        }
        synchronized (data[unit]) {
            return (data[unit][at] & 0xFF) | (data[unit][at + 1] & 0xFF) << 8 | (data[unit][at + 2] & 0xFF) << 16
                    | data[unit][at + 3] << 24;
        }
    }

    @Override
    public void store(int unit, int offset, int value) {
        int at = base[unit] + offset;
        if ((at & 3) == 0) {
            INT.setOpaque(data[unit], at, value);
            return;
        }
        synchronized (data[unit]) {
            for (int k = 0; k < 4; k++) {
                data[unit][at + k] = (byte) (value >>> (8 * k));
            }
        }
    }

    @Override
    public int atomic(int unit, int offset, AtomicOp op, int value, int compare) {
        return atomicWord(data[unit], base[unit] + offset, op, value, compare);
    }

    /// An atomic read-modify-write of the little-endian word at `at`; returns the old word.
    static int atomicWord(byte[] bytes, int at, AtomicOp op, int value, int compare) {
        if ((at & 3) == 0) {
            while (true) {
                int old = (int) INT.getVolatile(bytes, at);
                if (INT.compareAndSet(bytes, at, old, op.apply(old, value, compare))) {
                    return old;
                }
            }
        }
        synchronized (bytes) {
            int old = (bytes[at] & 0xFF) | (bytes[at + 1] & 0xFF) << 8 | (bytes[at + 2] & 0xFF) << 16 | bytes[at + 3] << 24;
            int v = op.apply(old, value, compare);
            for (int k = 0; k < 4; k++) {
                bytes[at + k] = (byte) (v >>> (8 * k));
            }
            return old;
        }
    }
}
