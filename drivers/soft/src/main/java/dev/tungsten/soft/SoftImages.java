package dev.tungsten.soft;

import dev.tungsten.pipe.ImageView;
import dev.tungsten.pipe.ResourceTarget;
import dev.tungsten.pipe.format.FormatCodec;
import dev.tungsten.pipe.format.Formats;
import dev.tungsten.tgsi.TextureTarget;
import dev.tungsten.tgsi.exec.AtomicOp;
import dev.tungsten.tgsi.exec.ImageAccess;
import dev.tungsten.tgsi.exec.ImageRequest;

/// Shader images (`IMAGE[n]`) over the bound image views, for one draw or dispatch: loads and
/// stores convert through the view format's codec (register words in, register words out),
/// atomics act on the first 32-bit word of the texel. Out of bounds: loads read 0, stores and
/// atomics do nothing (atomics return 0). Thread-safe for atomics; plain stores to one texel from
/// two threads race as they would on a GPU.
final class SoftImages implements ImageAccess {
    private final ImageView[] views;
    private final FormatCodec[] codecs;

    SoftImages(ImageView[] bindings) {
        views = bindings.clone();
        codecs = new FormatCodec[views.length];
        for (int i = 0; i < views.length; i++) {
            if (views[i] != null) {
                codecs[i] = Formats.codec(views[i].format());
            }
        }
    }

    private ImageView view(int unit) {
        return unit >= 0 && unit < views.length ? views[unit] : null;
    }

    @Override
    public void size(int unit, int[] result) {
        ImageView v = view(unit);
        java.util.Arrays.fill(result, 0, 4, 0);
        if (v == null) {
            return;
        }
        SoftResource r = (SoftResource) v.resource();
        if (r.template.isBuffer()) {
            result[0] = v.lastLayer() - v.firstLayer() + 1;
        } else {
            result[0] = r.template.width(v.level());
            result[1] = r.template.target() == ResourceTarget.TEXTURE_1D_ARRAY ? v.lastLayer() - v.firstLayer() + 1
                    : r.template.height(v.level());
            result[2] = r.template.target() == ResourceTarget.TEXTURE_3D ? r.template.depth(v.level())
                    : r.template.target().isArray() || r.template.target().isCube() ? v.lastLayer() - v.firstLayer() + 1 : 1;
        }
        result[3] = 1;
    }

    /// Byte offset of lane `l`'s texel, or -1 outside the image.
    private int texel(ImageRequest req, int l) {
        ImageView v = view(req.unit);
        if (v == null) {
            return -1;
        }
        SoftResource r = (SoftResource) v.resource();
        int bytes = codecs[req.unit].blockBytes();
        int x = req.coord[0][l], y = req.coord[1][l], z = req.coord[2][l];
        if (r.template.isBuffer()) {
            int count = v.lastLayer() - v.firstLayer() + 1;
            return x < 0 || x >= count || (long) (v.firstLayer() + x + 1) * bytes > r.data.length ? -1
                    : (v.firstLayer() + x) * bytes;
        }
        if (req.target == TextureTarget.T1D_ARRAY) {
            z = y;
            y = 0;
        } else if (req.target == TextureTarget.T1D) {
            y = 0;
            z = 0;
        } else if (req.target == TextureTarget.T2D || req.target == TextureTarget.RECT) {
            z = 0;
        }
        int level = v.level();
        boolean three = r.template.target() == ResourceTarget.TEXTURE_3D;
        int layers = three ? r.template.depth(level) : v.lastLayer() - v.firstLayer() + 1;
        if (x < 0 || y < 0 || z < 0 || x >= r.template.width(level) || y >= r.template.height(level) || z >= layers) {
            return -1;
        }
        return r.offset(level, x, y, three ? z : v.firstLayer() + z);
    }

    @Override
    public void load(ImageRequest req, int[][] rgba) {
        int[] w = new int[4];
        for (int lanes = req.laneMask; lanes != 0; lanes &= lanes - 1) {
            int l = Integer.numberOfTrailingZeros(lanes);
            int at = texel(req, l);
            if (at < 0) {
                w[0] = w[1] = w[2] = w[3] = 0;
            } else {
                codecs[req.unit].unpackWords(((SoftResource) views[req.unit].resource()).data, at, w, 0);
            }
            for (int c = 0; c < 4; c++) {
                rgba[c][l] = w[c];
            }
        }
    }

    @Override
    public void store(ImageRequest req, int[][] rgba) {
        int[] w = new int[4];
        for (int lanes = req.laneMask; lanes != 0; lanes &= lanes - 1) {
            int l = Integer.numberOfTrailingZeros(lanes);
            int at = texel(req, l);
            if (at >= 0) {
                for (int c = 0; c < 4; c++) {
                    w[c] = rgba[c][l];
                }
                codecs[req.unit].packWords(w, 0, ((SoftResource) views[req.unit].resource()).data, at);
            }
        }
    }

    @Override
    public void atomic(ImageRequest req, AtomicOp op, int[] value, int[] compare, int[] result) {
        for (int lanes = req.laneMask; lanes != 0; lanes &= lanes - 1) {
            int l = Integer.numberOfTrailingZeros(lanes);
            int at = texel(req, l);
            result[l] = at < 0 ? 0 : SoftBuffers.atomicWord(((SoftResource) views[req.unit].resource()).data, at, op,
                    value[l], compare == null ? 0 : compare[l]);
        }
    }
}
