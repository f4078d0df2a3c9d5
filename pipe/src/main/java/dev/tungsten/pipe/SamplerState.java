package dev.tungsten.pipe;

import java.util.Objects;

/// How a texture is filtered and addressed (`struct pipe_sampler_state`).
///
/// @param compareMode      shadow sampling: compare the reference coordinate with the texel using
///                         `compareFunc` and return 1 or 0 (filtered)
/// @param normalizedCoords coordinates in [0, 1]; false for texel coordinates (RECT)
/// @param seamlessCubeMap  cube filtering reads across face edges
/// @param borderColor      the colour CLAMP_TO_BORDER reads outside the texture (float or integer words by texture format)
public record SamplerState(Wrap wrapS, Wrap wrapT, Wrap wrapR, Filter minImgFilter, MipFilter minMipFilter,
                           Filter magImgFilter, boolean compareMode, CompareFunc compareFunc,
                           boolean normalizedCoords, boolean seamlessCubeMap, float lodBias, float minLod,
                           float maxLod, ColorValue borderColor) {
    public SamplerState {
        Objects.requireNonNull(wrapS);
        Objects.requireNonNull(wrapT);
        Objects.requireNonNull(wrapR);
        Objects.requireNonNull(minImgFilter);
        Objects.requireNonNull(minMipFilter);
        Objects.requireNonNull(magImgFilter);
        Objects.requireNonNull(compareFunc);
        Objects.requireNonNull(borderColor);
        if (Float.isNaN(lodBias) || Float.isNaN(minLod) || Float.isNaN(maxLod)) {
            throw new PipeException("createSamplerState", "LOD bias and limits must be numbers");
        }
    }

    /// Nearest filtering, no mipmapping, repeat: GL's default sampler with mipmapping off.
    public static final SamplerState NEAREST = of(Wrap.REPEAT, Filter.NEAREST, MipFilter.NONE);

    /// Linear filtering between and within mip levels (trilinear), repeat.
    public static final SamplerState TRILINEAR = of(Wrap.REPEAT, Filter.LINEAR, MipFilter.LINEAR);

    /// The same wrap in all directions and the same filter for minification and magnification.
    public static SamplerState of(Wrap wrap, Filter filter, MipFilter mip) {
        return new SamplerState(wrap, wrap, wrap, filter, mip, filter, false, CompareFunc.LEQUAL, true, true,
                0f, -1000f, 1000f, ColorValue.ZERO);
    }

    public SamplerState withCompare(CompareFunc func) {
        return new SamplerState(wrapS, wrapT, wrapR, minImgFilter, minMipFilter, magImgFilter, true, func,
                normalizedCoords, seamlessCubeMap, lodBias, minLod, maxLod, borderColor);
    }

    public SamplerState withLod(float bias, float min, float max) {
        return new SamplerState(wrapS, wrapT, wrapR, minImgFilter, minMipFilter, magImgFilter, compareMode, compareFunc,
                normalizedCoords, seamlessCubeMap, bias, min, max, borderColor);
    }

    public SamplerState withBorder(ColorValue color) {
        return new SamplerState(wrapS, wrapT, wrapR, minImgFilter, minMipFilter, magImgFilter, compareMode, compareFunc,
                normalizedCoords, seamlessCubeMap, lodBias, minLod, maxLod, color);
    }

    public SamplerState withNormalizedCoords(boolean normalized) {
        return new SamplerState(wrapS, wrapT, wrapR, minImgFilter, minMipFilter, magImgFilter, compareMode, compareFunc,
                normalized, seamlessCubeMap, lodBias, minLod, maxLod, borderColor);
    }

    /// Texture coordinate wrap modes (`PIPE_TEX_WRAP_*`, Mesa's order). CLAMP is GL's legacy
    /// clamp (linear filtering blends with the border at the edge).
    public enum Wrap {
        REPEAT, CLAMP, CLAMP_TO_EDGE, CLAMP_TO_BORDER, MIRROR_REPEAT, MIRROR_CLAMP,
        MIRROR_CLAMP_TO_EDGE, MIRROR_CLAMP_TO_BORDER
    }

    public enum Filter { NEAREST, LINEAR }

    /// Filtering between mip levels; NONE samples the base level only.
    public enum MipFilter { NEAREST, LINEAR, NONE }
}
