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

    /// A texel buffer view (`pipe_image_view.u.buf`): `count` texels of `format` from element
    /// `first` of a buffer, as `firstLayer..lastLayer`. Accesses outside it load 0 and drop
    /// stores, whatever the buffer holds past it.
    public static ImageView ofBuffer(Resource buffer, PipeFormat format, int first, int count, int access) {
        if (!buffer.template().isBuffer()) {
            throw new PipeException("setShaderImages", "a buffer view needs a buffer resource");
        }
        long end = ((long) first + count) * dev.tungsten.pipe.format.Formats.blockBytes(format);
        if (first < 0 || count < 1 || end > buffer.template().width()) {
            throw new PipeException("setShaderImages", "texels " + first + ".." + ((long) first + count - 1) + " of "
                    + format + " outside the " + buffer.template().width() + "-byte buffer");
        }
        return new ImageView(buffer, format, 0, first, first + count - 1, access);
    }

    /// Level `level`, every layer, read and write.
    public static ImageView of(Resource resource, int level) {
        ResourceTemplate t = resource.template();
        int last = t.isBuffer() ? t.width() / Math.max(1, dev.tungsten.pipe.format.Formats.blockBytes(t.format())) - 1
                : t.layers(level) - 1;
        return new ImageView(resource, t.format(), level, 0, last, READ | WRITE);
    }
}
