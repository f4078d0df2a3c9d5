package dev.tungsten.tgsi.exec;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/// Byte-addressed little-endian 32-bit access to memory held as an `int[]` (word `i` holds bytes
/// `4i..4i+3`), shared by [SharedMemory] and [MemoryBuffers]. Aligned words use atomic array
/// access so several threads can share one memory; unaligned words are assembled from bytes
/// under the memory's lock.
final class WordArrays {
    private WordArrays() {}

    private static final VarHandle WORDS = MethodHandles.arrayElementVarHandle(int[].class);

    static int load(int[] words, int offset, Object lock) {
        if ((offset & 3) == 0) {
            return (int) WORDS.getOpaque(words, offset >>> 2);
        }
        synchronized (lock) {
            int v = 0;
            for (int k = 0; k < 4; k++) {
                v |= byteAt(words, offset + k) << (8 * k);
            }
            return v;
        }
    }

    static void store(int[] words, int offset, int value, Object lock) {
        if ((offset & 3) == 0) {
            WORDS.setOpaque(words, offset >>> 2, value);
            return;
        }
        synchronized (lock) {
            for (int k = 0; k < 4; k++) {
                setByte(words, offset + k, value >>> (8 * k));
            }
        }
    }

    static int atomic(int[] words, int offset, AtomicOp op, int value, int compare, Object lock) {
        if ((offset & 3) == 0) {
            int i = offset >>> 2;
            while (true) {
                int old = (int) WORDS.getVolatile(words, i);
                if (WORDS.compareAndSet(words, i, old, op.apply(old, value, compare))) {
                    return old;
                }
            }
        }
        synchronized (lock) {
            int old = load(words, offset, lock);
            store(words, offset, op.apply(old, value, compare), lock);
            return old;
        }
    }

    /// A 64-bit atomic on the two aligned words at `offset` (a multiple of 8), under the
    /// memory's lock: Java has no compare-and-set on a pair of `int` array elements, and every
    /// access to a 64-bit atomic goes through here (the lowering reads and writes `atomic<u64>`
    /// with 64-bit atomics only), so the lock makes them atomic with respect to each other.
    static long atomic64(int[] words, int offset, AtomicOp op, long value, long compare, Object lock) {
        int i = offset >>> 2;
        synchronized (lock) {
            long old = Integer.toUnsignedLong((int) WORDS.getVolatile(words, i)) | (long) (int) WORDS.getVolatile(words, i + 1) << 32;
            long now = op.apply64(old, value, compare);
            WORDS.setVolatile(words, i, (int) now);
            WORDS.setVolatile(words, i + 1, (int) (now >>> 32));
            return old;
        }
    }

    private static int byteAt(int[] words, int offset) {
        return (words[offset >>> 2] >>> (8 * (offset & 3))) & 0xFF;
    }

    private static void setByte(int[] words, int offset, int value) {
        int shift = 8 * (offset & 3);
        int i = offset >>> 2;
        words[i] = (words[i] & ~(0xFF << shift)) | ((value & 0xFF) << shift);
    }
}
