package dev.tungsten.soft;

import java.lang.foreign.MemorySegment;
import java.nio.ByteOrder;

import dev.tungsten.pipe.ImageView;
import dev.tungsten.pipe.ResourceTarget;
import dev.tungsten.pipe.format.FormatCodec;
import dev.tungsten.pipe.format.Formats;
import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.TextureTarget;
import dev.tungsten.tgsi.exec.AtomicOp;
import dev.tungsten.tgsi.exec.ImageAccess;
import dev.tungsten.tgsi.exec.ImageRequest;
import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/// Shader images (`IMAGE[n]`) over the bound image views, for one draw or dispatch: loads and
/// stores convert through the view format's codec (register words in, register words out),
/// atomics act on the first 32-bit word of the texel. Out of bounds: loads read 0, stores and
/// atomics do nothing (atomics return 0). Thread-safe for atomics; plain stores to one texel from
/// two threads race as they would on a GPU.
///
/// Each view's extent and strides are worked out once, when the images are bound ([View]), so
/// that addressing a lane's texel is a few comparisons and one multiply-add per coordinate.
///
/// A store to a 2-D R8G8B8A8_UNORM view whose vector of lanes is one run of texels of a row (x
/// counting up from the first lane's, one y, every lane storing and inside the view: what a
/// compute shader writing its own invocation's pixel does) packs the vector as the blend stage's
/// plain write does ([BlendStage#pack]: the codec's bytes) and stores it with one vector store;
/// every other vector goes lane by lane through the codec.
final class SoftImages implements ImageAccess {
    private static final VectorSpecies<Integer> I = BlendStage.I;
    private static final int LANES = I.length();
    private static final int ALL = LANES == 32 ? -1 : (1 << LANES) - 1;
    private static final IntVector IOTA = IntVector.zero(I).addIndex(1);

    private final ImageView[] views;
    private final View[] bound;

    /// A bound view's texels as addresses: `buffer` views are `count` texels from byte `base`;
    /// others `width x height x layers` texels (layers: the view's layers, or the level's slices
    /// of a 3-D texture), texel `(x, y, z)` at `base + z * layerStride + y * rowStride + x * bytes`.
    private record View(byte[] data, FormatCodec codec, int bytes, boolean buffer, int count, int width, int height,
                        int layers, int base, int rowStride, int layerStride, MemorySegment rgba8) {
        static View of(ImageView v) {
            SoftResource r = (SoftResource) v.resource();
            FormatCodec codec = Formats.codec(v.format());
            int bytes = codec.blockBytes();
            int layers = v.lastLayer() - v.firstLayer() + 1;
            if (r.template.isBuffer()) {
                // texels whose last byte lies past the buffer's end read 0, as outside the view
                long fit = (r.data.length / (long) bytes) - v.firstLayer();
                int count = (int) Math.max(0, Math.min(layers, fit));
                return new View(r.data, codec, bytes, true, count, 0, 0, 0, v.firstLayer() * bytes, 0, 0, null);
            }
            int level = v.level();
            boolean three = r.template.target() == ResourceTarget.TEXTURE_3D;
            return new View(r.data, codec, bytes, false, 0, r.template.width(level), r.template.height(level),
                    three ? r.template.depth(level) : layers, r.offset(level, 0, 0, three ? 0 : v.firstLayer()),
                    r.rowStride(level), r.layerStride(level),
                    v.format() == PipeFormat.R8G8B8A8_UNORM && !QuadStage.NO_FAST_PATH ? MemorySegment.ofArray(r.data) : null);
        }

        /// Byte offset of texel `(x, y, z)`, or -1 outside the view.
        int texel(int x, int y, int z) {
            if (buffer) {
                return x < 0 || x >= count ? -1 : base + x * bytes;
            }
            if (x < 0 || y < 0 || z < 0 || x >= width || y >= height || z >= layers) {
                return -1;
            }
            return base + z * layerStride + y * rowStride + x * bytes;
        }
    }

    SoftImages(ImageView[] bindings) {
        views = bindings.clone();
        bound = new View[views.length];
        for (int i = 0; i < views.length; i++) {
            if (views[i] != null) {
                bound[i] = View.of(views[i]);
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

    /// The bound view of `req`'s unit, or null.
    private View bound(ImageRequest req) {
        return req.unit >= 0 && req.unit < bound.length ? bound[req.unit] : null;
    }

    /// Byte offset of lane `l`'s texel in `v`, or -1 outside it: the request's coordinates as the
    /// target reads them (a 1-D array's layer is its y, 1-D and 2-D targets ignore what they lack).
    private static int texel(View v, ImageRequest req, int l) {
        int x = req.coord[0][l], y = req.coord[1][l], z = req.coord[2][l];
        return switch (req.target) {
            case T1D_ARRAY -> v.texel(x, 0, y);
            case T1D -> v.texel(x, 0, 0);
            case T2D, RECT -> v.texel(x, y, 0);
            default -> v.texel(x, y, z); // the other targets address all three coordinates
        };
    }

    @Override
    public void load(ImageRequest req, int[][] rgba) {
        View v = bound(req);
        int[] w = new int[4];
        for (int lanes = req.laneMask; lanes != 0; lanes &= lanes - 1) {
            int l = Integer.numberOfTrailingZeros(lanes);
            int at = v == null ? -1 : texel(v, req, l);
            if (at < 0) {
                w[0] = w[1] = w[2] = w[3] = 0;
            } else {
                v.codec.unpackWords(v.data, at, w, 0);
            }
            rgba[0][l] = w[0];
            rgba[1][l] = w[1];
            rgba[2][l] = w[2];
            rgba[3][l] = w[3];
        }
    }

    @Override
    public void store(ImageRequest req, int[][] rgba) {
        View v = bound(req);
        if (v == null) {
            return;
        }
        if (v.rgba8 == null || (req.target != TextureTarget.T2D && req.target != TextureTarget.RECT)) {
            store(v, req, rgba, req.laneMask);
            return;
        }
        int n = req.width / LANES * LANES;
        for (int b = 0; b < n; b += LANES) {
            int bits = req.laneMask >>> b & ALL;
            if (bits != 0 && !storeRow(v, req, rgba, b, bits)) {
                store(v, req, rgba, bits << b);
            }
        }
        if (n < req.width) {
            store(v, req, rgba, req.laneMask & -1 << n);
        }
    }

    /// The lanes of `lanes` one by one, in order, through the codec.
    private static void store(View v, ImageRequest req, int[][] rgba, int lanes) {
        int[] w = new int[4];
        for (; lanes != 0; lanes &= lanes - 1) {
            int l = Integer.numberOfTrailingZeros(lanes);
            int at = texel(v, req, l);
            if (at >= 0) {
                w[0] = rgba[0][l];
                w[1] = rgba[1][l];
                w[2] = rgba[2][l];
                w[3] = rgba[3][l];
                v.codec.packWords(w, 0, v.data, at);
            }
        }
    }

    /// The vector of lanes from `b` with one vector store, where every lane stores (`bits`) and
    /// their texels are consecutive in one row of an RGBA8 view; false, having written nothing,
    /// otherwise. The texels are the codec's: [BlendStage#pack]'s clamp and fused multiply-add.
    private static boolean storeRow(View v, ImageRequest req, int[][] rgba, int b, int bits) {
        if (bits != ALL) {
            return false;
        }
        int x0 = req.coord[0][b], y0 = req.coord[1][b];
        if (x0 < 0 || y0 < 0 || y0 >= v.height || x0 > v.width - LANES) {
            return false;
        }
        IntVector x = IntVector.fromArray(I, req.coord[0], b), y = IntVector.fromArray(I, req.coord[1], b);
        if (!x.compare(VectorOperators.EQ, IOTA.add(x0)).and(y.compare(VectorOperators.EQ, y0)).allTrue()) {
            return false;
        }
        IntVector texel = IntVector.zero(I);
        for (int c = 0; c < 4; c++) {
            FloatVector f = IntVector.fromArray(I, rgba[c], b).reinterpretAsFloats();
            texel = texel.or(BlendStage.clamp01(f).fma(BlendStage.SCALE, BlendStage.BIAS).reinterpretAsInts().and(0xFF)
                    .lanewise(VectorOperators.LSHL, 8 * c));
        }
        texel.intoMemorySegment(v.rgba8, v.base + (long) y0 * v.rowStride + 4L * x0, ByteOrder.LITTLE_ENDIAN);
        return true;
    }

    @Override
    public void atomic(ImageRequest req, AtomicOp op, int[] value, int[] compare, int[] result) {
        View v = bound(req);
        for (int lanes = req.laneMask; lanes != 0; lanes &= lanes - 1) {
            int l = Integer.numberOfTrailingZeros(lanes);
            int at = v == null ? -1 : texel(v, req, l);
            result[l] = at < 0 ? 0 : SoftBuffers.atomicWord(v.data, at, op, value[l], compare == null ? 0 : compare[l]);
        }
    }
}
