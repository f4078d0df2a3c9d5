package dev.tungsten.tgsi.exec;

/// Re-interpolates fragment inputs for INTERP_CENTROID, INTERP_SAMPLE and INTERP_OFFSET. A
/// rasterizer implements it from its interpolation coefficients. Results are raw words in
/// `result[lane]` for the lanes in `laneMask`. Without one bound the machine uses the input
/// itself (centroid, sample) or extrapolates it with the quad's derivatives (offset).
public interface Interpolator {
    void atCentroid(int input, int channel, int laneMask, int[] result);

    void atSample(int input, int channel, int[] sample, int laneMask, int[] result);

    /// `dx`, `dy`: the offset from the pixel centre, in pixels.
    void atOffset(int input, int channel, float[] dx, float[] dy, int laneMask, int[] result);
}
