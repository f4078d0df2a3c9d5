package dev.tungsten.pipe;

import dev.tungsten.tgsi.PipeFormat;

import java.util.Objects;

/// A view of one level (and a range of layers) of a texture as a render target or depth buffer
/// (`struct pipe_surface`). The format may differ from the resource's when both have the same
/// texel size (for example sRGB and UNORM views of one texture).
public record Surface(Resource texture, PipeFormat format, int level, int firstLayer, int lastLayer) {
    public Surface {
        Objects.requireNonNull(texture, "texture");
        Objects.requireNonNull(format, "format");
        ResourceTemplate t = texture.template();
        if (t.isBuffer()) {
            throw new PipeException("createSurface", "a buffer cannot be a render target");
        }
        if (level < 0 || level > t.lastLevel() || firstLayer < 0 || lastLayer < firstLayer
                || lastLayer >= t.layers(level)) {
            throw new PipeException("createSurface", "level " + level + " layers " + firstLayer + ".." + lastLayer
                    + " outside a texture with " + t.levels() + " levels and " + t.layers(level) + " layers");
        }
    }

    /// Level 0, layer 0 in the texture's format.
    public static Surface of(Resource texture) {
        return new Surface(texture, texture.format(), 0, 0, 0);
    }

    public static Surface of(Resource texture, int level, int layer) {
        return new Surface(texture, texture.format(), level, layer, layer);
    }

    public int width() {
        return texture.template().width(level);
    }

    public int height() {
        return texture.template().height(level);
    }
}
