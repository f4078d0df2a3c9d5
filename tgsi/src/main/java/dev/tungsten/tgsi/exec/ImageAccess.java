package dev.tungsten.tgsi.exec;

/// Image loads, stores, atomics and size queries (LOAD, STORE, ATOM*, RESQ on IMAGE). A driver
/// implements it over its images; [MemoryImages] is a plain implementation for tests.
///
/// Out-of-bounds rules every implementation must follow (they make a bad shader harmless): a
/// load outside the image gives 0 in every channel, a store outside it is dropped, and an atomic
/// outside it changes nothing and returns 0. Values are raw 32-bit words, `rgba[channel][lane]`.
public interface ImageAccess {
    /// Width, height, depth or layers, and samples of image `unit`, in `result[0..3]`.
    void size(int unit, int[] result);

    void load(ImageRequest request, int[][] rgba);

    void store(ImageRequest request, int[][] rgba);

    /// Applies `op` with `value` (and `compare` for CAS) to channel x of each lane's texel,
    /// writing the value before the operation to `result`. Lanes are applied in increasing order.
    void atomic(ImageRequest request, AtomicOp op, int[] value, int[] compare, int[] result);
}
