package dev.tungsten.tgsi.exec;

/// Texture sampling for the interpreter's texture opcodes (TEX, TXB, TXL, TXP, TXD, TEX2, TXB2,
/// TXL2, TEX_LZ, TG4, the SAMPLE family, GATHER4, TXF, TXF_LZ, SAMPLE_I, SAMPLE_I_MS, TXQ,
/// SVIEWINFO, TXQS, SAMPLE_INFO, LODQ, LOD). A driver implements it over its texture objects;
/// [MemoryTextures] is a plain implementation for tests.
///
/// Results are raw 32-bit words per channel and lane (`rgba[channel][lane]`): float bits for
/// normalized and float formats, integers for integer formats, so integer textures round-trip
/// exactly. Only lanes in the request's lane mask need results.
public interface TextureSampler {
    /// A filtered lookup, a shadow comparison or a gather, as the request says.
    void sample(TextureRequest request, int[][] rgba);

    /// An unfiltered texel fetch with integer coordinates (`request.texel`). A texel, level,
    /// layer or sample out of range gives 0 in every channel.
    void fetch(TextureRequest request, int[][] rgba);

    /// TXQ and SVIEWINFO: width, height, depth (or layers) and the number of levels of view
    /// `view` at level `level`, in `result[0..3]`. An out-of-range level gives 0 for the sizes and
    /// still the number of levels.
    void size(int view, int level, int[] result);

    /// TXQS and SAMPLE_INFO: the number of samples of view `view` (1 when not multisampled).
    int samples(int view);

    /// LODQ and LOD: per lane, the level that would be accessed (`accessed`, after clamping and
    /// mip-filter rules) and the computed level of detail (`computed`).
    void queryLod(TextureRequest request, float[] accessed, float[] computed);
}
