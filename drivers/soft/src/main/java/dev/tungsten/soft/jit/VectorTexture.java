package dev.tungsten.soft.jit;

/// A bound 2-D texture view and sampler state in the form [VectorSampler] reads: the resource's
/// bytes, each level's size, first byte and row stride, and the sampler state reduced to the
/// cases the vectorised sampler implements. The driver builds one per view and sampler pair
/// ([Source]) and only where every rule of its own sampler that applies is one of these cases, so
/// the vectorised results are the driver sampler's by construction (`VectorSamplerTest`).
///
/// Immutable (the arrays are never written once built) and shared by every rasterizer thread.
///
/// @param data        the resource's bytes, texel `(x, y)` of absolute level `l` at
///                    `levelOffset[l] + y * rowStride[l] + 4 * x`
/// @param bgra        B8G8R8A8 (else R8G8B8A8)
/// @param srgb        the colour channels are sRGB-encoded (alpha is always linear)
/// @param firstLevel  the view's first level (absolute)
/// @param lastLevel   the view's last level (absolute)
/// @param width       width by absolute level (entries up to `lastLevel`)
/// @param height      height by absolute level
/// @param levelOffset first byte of the view's first layer, by absolute level
/// @param rowStride   bytes between rows, by absolute level
/// @param pow2        every level from `firstLevel` to `lastLevel` is a power of two wide and high
/// @param wrapS       [#REPEAT], [#CLAMP_TO_EDGE] or [#MIRROR_REPEAT]
/// @param wrapT       as `wrapS`
/// @param magLinear   the magnification filter is linear (else nearest)
/// @param minLinear   the minification filter is linear (else nearest)
/// @param mipFilter   [#MIP_NONE], [#MIP_NEAREST] or [#MIP_LINEAR]
/// @param lodBias     the sampler's level-of-detail bias
/// @param minLod      the sampler's lowest level of detail
/// @param maxLod      the sampler's highest level of detail
/// @param swizzle     the view's swizzle: result channel `c` is channel `swizzle[c]` (0-3), 0 (4) or 1 (5)
public record VectorTexture(byte[] data, boolean bgra, boolean srgb, int firstLevel, int lastLevel, int[] width,
                            int[] height, int[] levelOffset, int[] rowStride, boolean pow2, int wrapS, int wrapT,
                            boolean magLinear, boolean minLinear, int mipFilter, float lodBias, float minLod,
                            float maxLod, int[] swizzle) {
    public static final int REPEAT = 0;
    public static final int CLAMP_TO_EDGE = 1;
    public static final int MIRROR_REPEAT = 2;
    public static final int MIP_NONE = 0;
    public static final int MIP_NEAREST = 1;
    public static final int MIP_LINEAR = 2;

    /// What a shader's bound [dev.tungsten.tgsi.exec.TextureSampler] offers the vectorised sampler
    /// when it can: the driver's sampler implements it.
    public interface Source {
        /// View `view` sampled with sampler state `sampler` (texel fetches pass -1: no sampler
        /// state applies), or null where the vectorised sampler must not be used (no view, a
        /// destroyed resource, another target, format or sampler rule).
        VectorTexture vectorTexture(int view, int sampler);
    }
}
