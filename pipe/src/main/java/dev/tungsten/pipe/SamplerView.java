package dev.tungsten.pipe;

import dev.tungsten.tgsi.PipeFormat;

import java.util.Objects;

/// A texture as shaders sample it (`struct pipe_sampler_view`): a range of levels and layers, a
/// format (same texel size as the resource's), a target (a 2-D view of one cube face is not
/// supported; the target must match the resource's, except that an array may be viewed as its
/// non-array target) and a component swizzle. For buffer views, `firstElement` and
/// `elementCount` select texels of `format` and the level/layer fields are 0.
///
/// @param swizzle per returned component: 0..3 = R, G, B, A of the texel, [#SWIZZLE_0], [#SWIZZLE_1]
public record SamplerView(Resource texture, PipeFormat format, ResourceTarget target, int firstLevel, int lastLevel,
                          int firstLayer, int lastLayer, int firstElement, int elementCount, int[] swizzle) {
    public static final int SWIZZLE_0 = 4;
    public static final int SWIZZLE_1 = 5;
    private static final int[] IDENTITY = {0, 1, 2, 3};

    public SamplerView {
        Objects.requireNonNull(texture);
        Objects.requireNonNull(format);
        Objects.requireNonNull(target);
        ResourceTemplate t = texture.template();
        if (swizzle.length != 4) {
            throw new PipeException("createSamplerView", "a swizzle has 4 entries");
        }
        swizzle = swizzle.clone();
        for (int s : swizzle) {
            if (s < 0 || s > SWIZZLE_1) {
                throw new PipeException("createSamplerView", "swizzle entries are 0..5, got " + s);
            }
        }
        if (!t.isBuffer() && (firstLevel < 0 || lastLevel < firstLevel || lastLevel > t.lastLevel()
                || firstLayer < 0 || lastLayer < firstLayer || lastLayer >= t.layers(0))) {
            throw new PipeException("createSamplerView", "levels " + firstLevel + ".." + lastLevel + " layers "
                    + firstLayer + ".." + lastLayer + " outside the texture");
        }
    }

    /// The whole resource in its own format and target.
    public static SamplerView of(Resource texture) {
        ResourceTemplate t = texture.template();
        if (t.isBuffer()) {
            throw new PipeException("createSamplerView", "a buffer view needs a format: use SamplerView.ofBuffer");
        }
        return new SamplerView(texture, t.format(), t.target(), 0, t.lastLevel(), 0, t.layers(0) - 1, 0, 0, IDENTITY);
    }

    /// `count` texels of `format` from element `first` of a buffer.
    public static SamplerView ofBuffer(Resource buffer, PipeFormat format, int first, int count) {
        return new SamplerView(buffer, format, ResourceTarget.BUFFER, 0, 0, 0, 0, first, count, IDENTITY);
    }

    @Override
    public int[] swizzle() {
        return swizzle.clone();
    }

    public int swizzle(int i) {
        return swizzle[i];
    }

    public SamplerView withSwizzle(int r, int g, int b, int a) {
        return new SamplerView(texture, format, target, firstLevel, lastLevel, firstLayer, lastLayer,
                firstElement, elementCount, new int[] {r, g, b, a});
    }

    public SamplerView withLevels(int first, int last) {
        return new SamplerView(texture, format, target, first, last, firstLayer, lastLayer, firstElement, elementCount, swizzle);
    }
}
