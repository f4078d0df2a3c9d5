package dev.tungsten.pipe;

import dev.tungsten.tgsi.PipeFormat;

import java.util.Objects;

/// A texture level (or buffer range) bound for `IMAGE[i]` loads, stores and atomics
/// (`struct pipe_image_view`). For a buffer, `firstLayer` is the first element and `lastLayer`
/// the last one.
/// @param access [#READ] | [#WRITE]
public record ImageView(Resource resource, PipeFormat format, int level, int firstLayer, int lastLayer, int access) {
    public static final int READ = 1, WRITE = 2;

    public ImageView {
        Objects.requireNonNull(resource);
        Objects.requireNonNull(format);
        ResourceTemplate t = resource.template();
        if (!t.isBuffer() && (level < 0 || level > t.lastLevel() || firstLayer < 0 || lastLayer < firstLayer
                || lastLayer >= t.layers(level))) {
            throw new PipeException("setShaderImages", "level or layers outside the texture");
        }
    }

    /// Level `level`, every layer, read and write.
    public static ImageView of(Resource resource, int level) {
        ResourceTemplate t = resource.template();
        int last = t.isBuffer() ? t.width() / Math.max(1, dev.tungsten.pipe.format.Formats.blockBytes(t.format())) - 1
                : t.layers(level) - 1;
        return new ImageView(resource, t.format(), level, 0, last, READ | WRITE);
    }
}
