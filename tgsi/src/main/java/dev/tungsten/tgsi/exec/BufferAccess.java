package dev.tungsten.tgsi.exec;

/// Shader storage buffers (`BUFFER[n]`): LOAD, STORE, ATOM* and RESQ. A driver implements it
/// over its buffers; [MemoryBuffers] is a plain implementation for tests. [SharedMemory]
/// implements it too, for `MEMORY` (unit ignored).
///
/// Addresses are byte offsets; words are 32-bit little-endian. The interpreter only calls
/// [#load], [#store] and [#atomic] for words that lie entirely inside [#size], which is how it
/// implements the out-of-bounds rules: a LOAD whose enabled words do not all fit returns 0 in
/// every channel, a STORE writes only the words that fit, an atomic outside returns 0.
public interface BufferAccess {
    /// The size in bytes of buffer `unit` (0 when nothing is bound there).
    int size(int unit);

    int load(int unit, int offset);

    void store(int unit, int offset, int value);

    /// Applies `op` atomically to the word at `offset` and returns its previous value.
    int atomic(int unit, int offset, AtomicOp op, int value, int compare);

    /// Applies `op` ([AtomicOp#apply64]) atomically to the 64-bit little-endian value at
    /// `offset` (a multiple of 8) and returns its previous value: atomic with respect to every
    /// other 64-bit atomic on the same memory, from any thread.
    long atomic64(int unit, int offset, AtomicOp op, long value, long compare);
}
