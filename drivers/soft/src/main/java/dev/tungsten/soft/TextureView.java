package dev.tungsten.soft;

import dev.tungsten.pipe.ResourceTarget;
import dev.tungsten.pipe.SamplerView;
import dev.tungsten.pipe.format.FormatCodec;
import dev.tungsten.pipe.format.FormatDescription;
import dev.tungsten.pipe.format.Formats;

/// A sampler view resolved for the sampler: the resource's bytes, the view's codec, levels,
/// layers and swizzle. Levels are absolute (resource levels); layer 0 is the view's first layer.
record TextureView(SoftResource resource, FormatCodec codec, ResourceTarget target, int firstLevel, int lastLevel,
                   int firstLayer, int layers, int firstElement, int elements, int[] swizzle, boolean integer,
                   boolean depth) {

    static TextureView of(SamplerView v) {
        SoftResource r = (SoftResource) v.texture();
        FormatCodec c = Formats.codec(v.format());
        FormatDescription d = c.description();
        int elements = v.elementCount();
        if (r.template.isBuffer()) {
            elements = Math.max(0, Math.min(elements, (r.data.length / c.blockBytes()) - v.firstElement()));
        }
        return new TextureView(r, c, v.target(), v.firstLevel(), v.lastLevel(), v.firstLayer(),
                v.lastLayer() - v.firstLayer() + 1, v.firstElement(), elements, v.swizzle(), d.isPureInteger(),
                d.isDepth());
    }

    int width(int level) {
        return resource.template.width(level);
    }

    int height(int level) {
        return resource.template.height(level);
    }

    /// Slices of a 3-D level (1 otherwise).
    int depth(int level) {
        return resource.template.depth(level);
    }

    /// Byte offset of texel `(x, y)` of view layer (or 3-D slice) `z` at absolute `level`.
    int offset(int level, int x, int y, int z) {
        int layer = resource.template.target() == ResourceTarget.TEXTURE_3D ? z : firstLayer + z;
        return resource.offset(level, x, y, layer);
    }

    /// Reads a texel as floats; depth formats give `(depth, 0, 0, 1)`.
    void read(int level, int x, int y, int z, float[] out, int o) {
        int at = offset(level, x, y, z);
        if (depth) {
            out[o] = codec.unpackDepth(resource.data, at);
            out[o + 1] = 0;
            out[o + 2] = 0;
            out[o + 3] = 1;
        } else {
            codec.unpackFloat(resource.data, at, out, o);
        }
    }
}
