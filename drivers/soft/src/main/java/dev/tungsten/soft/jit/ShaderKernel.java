package dev.tungsten.soft.jit;

/// The entry point every generated shader class implements (its only method).
interface ShaderKernel {
    /// Runs the shader on lanes `0 .. count - 1` of the frame's lane arrays, chunk by chunk
    /// ([VectorOps#LANES] lanes at a time), for the lanes in `live`; returns the lanes killed or
    /// demoted.
    int run(JitFrame frame, int count, int live);
}
