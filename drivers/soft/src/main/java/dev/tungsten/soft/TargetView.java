package dev.tungsten.soft;

import dev.tungsten.pipe.Surface;
import dev.tungsten.pipe.format.FormatCodec;
import dev.tungsten.pipe.format.FormatDescription;
import dev.tungsten.pipe.format.Formats;

/// A render target or depth buffer as the rasterizer writes it: one layer of one level of a
/// [SoftResource], addressed as `base + y · stride + x · bytes`.
record TargetView(SoftResource resource, byte[] data, int base, int stride, int bytes, FormatCodec codec,
                  int width, int height) {

    static TargetView of(Surface s) {
        SoftResource r = (SoftResource) s.texture();
        FormatCodec codec = Formats.codec(s.format());
        return new TargetView(r, r.data, r.offset(s.level(), 0, 0, s.firstLayer()), r.rowStride(s.level()),
                codec.blockBytes(), codec, s.width(), s.height());
    }

    int offset(int x, int y) {
        return base + y * stride + x * bytes;
    }

    FormatDescription description() {
        return codec.description();
    }
}
