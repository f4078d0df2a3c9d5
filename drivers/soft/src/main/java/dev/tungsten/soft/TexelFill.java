package dev.tungsten.soft;

import dev.tungsten.pipe.ColorValue;
import dev.tungsten.pipe.format.FormatCodec;
import dev.tungsten.pipe.format.FormatDescription;

/// Fills rectangles of a [TargetView] with one texel: clears of colour and depth/stencil.
final class TexelFill {
    private TexelFill() {}

    /// The texel a colour clear writes: integer formats take the words as integers, others as floats.
    static byte[] colorTexel(FormatCodec codec, ColorValue color) {
        byte[] t = new byte[codec.blockBytes()];
        codec.packWords(color.words(), 0, t, 0);
        return t;
    }

    /// Writes `texel` to the `w × h` rectangle at `(x, y)`.
    static void fill(TargetView v, int x, int y, int w, int h, byte[] texel) {
        if (w <= 0 || h <= 0) {
            return;
        }
        byte[] data = v.data();
        int bytes = texel.length;
        int rowBytes = w * bytes;
        int first = v.offset(x, y);
        // Build the first row by doubling, then copy it to the others.
        System.arraycopy(texel, 0, data, first, bytes);
        for (int done = bytes; done < rowBytes; done *= 2) {
            System.arraycopy(data, first, data, first + done, Math.min(done, rowBytes - done));
        }
        for (int r = 1; r < h; r++) {
            System.arraycopy(data, first, data, first + r * v.stride(), rowBytes);
        }
    }

    /// Clears depth and/or stencil of a rectangle, keeping the other part of a combined format.
    static void fillDepthStencil(TargetView v, int x, int y, int w, int h, boolean depth, boolean stencil,
                                 double z, int s) {
        FormatDescription d = v.description();
        boolean clearsAll = (depth || !d.isDepth()) && (stencil || !d.isStencil());
        FormatCodec codec = v.codec();
        if (clearsAll) {
            byte[] texel = new byte[codec.blockBytes()];
            if (d.isDepth()) {
                codec.packDepth(z, texel, 0);
            }
            if (d.isStencil()) {
                codec.packStencil(s, texel, 0);
            }
            fill(v, x, y, w, h, texel);
            return;
        }
        byte[] data = v.data();
        for (int r = 0; r < h; r++) {
            int at = v.offset(x, y + r);
            for (int c = 0; c < w; c++, at += v.bytes()) {
                if (depth && d.isDepth()) {
                    codec.packDepth(z, data, at);
                }
                if (stencil && d.isStencil()) {
                    codec.packStencil(s, data, at);
                }
            }
        }
    }
}
