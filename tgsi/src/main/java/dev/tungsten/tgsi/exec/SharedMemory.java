package dev.tungsten.tgsi.exec;

/// The shared memory of one compute workgroup (`DCL MEMORY[n], SHARED`): bind the same object to
/// the machines of every block of the workgroup ([ExecMachine#bindSharedMemory]). Byte
/// addressed, 32-bit little-endian words; the unit argument of [BufferAccess] is ignored. Safe to
/// share between threads: aligned words are accessed atomically, atomics are compare-and-set
/// loops, and MEMBAR is a full fence.
public final class SharedMemory implements BufferAccess {
    private final int size;
    private final int[] words;

    /// `bytes` of zeroed memory.
    public SharedMemory(int bytes) {
        if (bytes < 0) {
            throw new IllegalArgumentException("negative size " + bytes);
        }
        this.size = bytes;
        this.words = new int[(bytes + 3) / 4];
    }

    @Override
    public int size(int unit) {
        return size;
    }

    @Override
    public int load(int unit, int offset) {
        return WordArrays.load(words, offset, this);
    }

    @Override
    public void store(int unit, int offset, int value) {
        WordArrays.store(words, offset, value, this);
    }

    @Override
    public int atomic(int unit, int offset, AtomicOp op, int value, int compare) {
        return WordArrays.atomic(words, offset, op, value, compare, this);
    }

    @Override
    public long atomic64(int unit, int offset, AtomicOp op, long value, long compare) {
        return WordArrays.atomic64(words, offset, op, value, compare, this);
    }

    /// Sets every byte to 0 (before reusing the memory for another workgroup).
    public void clear() {
        java.util.Arrays.fill(words, 0);
    }
}
