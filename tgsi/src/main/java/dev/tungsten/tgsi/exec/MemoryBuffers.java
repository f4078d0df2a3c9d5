package dev.tungsten.tgsi.exec;

/// A plain in-memory [BufferAccess] for tests and simple drivers: each unit is a zeroed byte
/// range of a given size, read and written as little-endian words.
public final class MemoryBuffers implements BufferAccess {
    private final int[][] words;
    private final int[] sizes;

    /// `units` buffer slots, all unbound (size 0).
    public MemoryBuffers(int units) {
        words = new int[units][];
        sizes = new int[units];
    }

    /// Creates buffer `unit` with `bytes` zeroed bytes.
    public MemoryBuffers create(int unit, int bytes) {
        words[unit] = new int[(bytes + 3) / 4];
        sizes[unit] = bytes;
        return this;
    }

    /// The words of buffer `unit`, used in place (word `i` holds bytes `4i..4i+3`).
    public int[] words(int unit) {
        return words[unit];
    }

    @Override
    public int size(int unit) {
        return unit >= 0 && unit < sizes.length ? sizes[unit] : 0;
    }

    @Override
    public int load(int unit, int offset) {
        return WordArrays.load(words[unit], offset, this);
    }

    @Override
    public void store(int unit, int offset, int value) {
        WordArrays.store(words[unit], offset, value, this);
    }

    @Override
    public int atomic(int unit, int offset, AtomicOp op, int value, int compare) {
        return WordArrays.atomic(words[unit], offset, op, value, compare, this);
    }

    @Override
    public long atomic64(int unit, int offset, AtomicOp op, long value, long compare) {
        return WordArrays.atomic64(words[unit], offset, op, value, compare, this);
    }
}
