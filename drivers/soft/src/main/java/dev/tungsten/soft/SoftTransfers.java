package dev.tungsten.soft;

import dev.tungsten.pipe.BlitInfo;
import dev.tungsten.pipe.Box;
import dev.tungsten.pipe.PipeException;
import dev.tungsten.pipe.Resource;
import dev.tungsten.pipe.SamplerState;
import dev.tungsten.pipe.Scissor;
import dev.tungsten.pipe.Transfer;
import dev.tungsten.pipe.format.FormatCodec;
import dev.tungsten.pipe.format.FormatDescription;
import dev.tungsten.pipe.format.Formats;
import dev.tungsten.tgsi.PipeFormat;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/// CPU access and copies for [SoftContext]: mapping (zero-copy views of the resource's array),
/// sub-data uploads, raw region copies, filtered and converting blits, and mipmap generation.
/// Each first waits for queued rendering that uses the resources involved.
final class SoftTransfers {
    private final SoftScreen screen;
    private final SceneRecorder scenes;
    private final float[] texel = new float[4], acc = new float[4];
    private final int[] words = new int[4];

    SoftTransfers(SoftScreen screen, SceneRecorder scenes) {
        this.screen = screen;
        this.scenes = scenes;
    }

    /// Waits until no queued or running job can touch `r`.
    void waitFor(SoftResource r) {
        scenes.finishJobsUsing(r);
    }

    Transfer map(Resource resource, int level, Box box, int usage) {
        SoftResource r = screen.own("map", resource);
        r.checkBox("map", level, box);
        if ((usage & Transfer.UNSYNCHRONIZED) == 0) {
            waitFor(r);
        }
        int offset, length, stride, layerStride;
        if (r.template.isBuffer()) {
            offset = box.x();
            length = box.width();
            stride = length;
            layerStride = length;
        } else {
            stride = r.rowStride(level);
            layerStride = r.layerStride(level);
            offset = r.offset(level, box.x(), box.y(), box.z());
            length = box.isEmpty() ? 0
                    : (box.depth() - 1) * layerStride + (box.height() - 1) * stride + box.width() * r.blockBytes;
        }
        ByteBuffer data = ByteBuffer.wrap(r.data, offset, length).slice().order(ByteOrder.LITTLE_ENDIAN);
        if ((usage & Transfer.WRITE) == 0) {
            data = data.asReadOnlyBuffer().order(ByteOrder.LITTLE_ENDIAN);
        }
        return new Transfer(resource, level, box, usage, data, stride, layerStride);
    }

    void unmap(Transfer t) {
        SoftResource r = screen.own("unmap", t.resource());
        if ((t.usage() & Transfer.WRITE) != 0) {
            r.version++;
        }
    }

    void bufferSubdata(Resource buffer, int offset, byte[] data) {
        SoftResource r = screen.own("bufferSubdata", buffer);
        if (!r.template.isBuffer()) {
            throw new PipeException("bufferSubdata", "not a buffer");
        }
        r.checkBox("bufferSubdata", 0, Box.ofBytes(offset, data.length));
        waitFor(r);
        System.arraycopy(data, 0, r.data, offset, data.length);
        r.version++;
    }

    void textureSubdata(Resource texture, int level, Box box, byte[] data, int stride, int layerStride) {
        SoftResource r = screen.own("textureSubdata", texture);
        r.checkBox("textureSubdata", level, box);
        int rowBytes = box.width() * r.blockBytes;
        if (stride < rowBytes || (box.depth() > 1 && layerStride < stride * box.height())) {
            throw new PipeException("textureSubdata", "stride " + stride + " / layer stride " + layerStride
                    + " too small for rows of " + rowBytes + " bytes");
        }
        long needed = box.isEmpty() ? 0 : (long) (box.depth() - 1) * layerStride + (long) (box.height() - 1) * stride + rowBytes;
        if (needed > data.length) {
            throw new PipeException("textureSubdata", "the data holds " + data.length + " bytes, the box needs " + needed);
        }
        waitFor(r);
        for (int z = 0; z < box.depth(); z++) {
            for (int y = 0; y < box.height(); y++) {
                System.arraycopy(data, z * layerStride + y * stride, r.data,
                        r.offset(level, box.x(), box.y() + y, box.z() + z), rowBytes);
            }
        }
        r.version++;
    }

    void copyRegion(Resource dstRes, int dstLevel, int dstX, int dstY, int dstZ, Resource srcRes, int srcLevel, Box box) {
        SoftResource dst = screen.own("resourceCopyRegion", dstRes);
        SoftResource src = screen.own("resourceCopyRegion", srcRes);
        if (dst.template.isBuffer() != src.template.isBuffer()) {
            throw new PipeException("resourceCopyRegion", "cannot copy between a buffer and a texture");
        }
        if (dst.blockBytes != src.blockBytes) {
            throw new PipeException("resourceCopyRegion", src.template.format() + " and " + dst.template.format()
                    + " have different texel sizes");
        }
        src.checkBox("resourceCopyRegion", srcLevel, box);
        dst.checkBox("resourceCopyRegion", dstLevel, new Box(dstX, dstY, dstZ, box.width(), box.height(), box.depth()));
        waitFor(src);
        waitFor(dst);
        if (box.isEmpty()) {
            return;
        }
        if (dst.template.isBuffer()) {
            System.arraycopy(src.data, box.x(), dst.data, dstX, box.width());   // arraycopy handles overlap
        } else {
            int rowBytes = box.width() * src.blockBytes;
            byte[] row = new byte[rowBytes * box.height() * box.depth()];
            int k = 0;
            for (int z = 0; z < box.depth(); z++) {
                for (int y = 0; y < box.height(); y++, k += rowBytes) {
                    System.arraycopy(src.data, src.offset(srcLevel, box.x(), box.y() + y, box.z() + z), row, k, rowBytes);
                }
            }
            k = 0;
            for (int z = 0; z < box.depth(); z++) {
                for (int y = 0; y < box.height(); y++, k += rowBytes) {
                    System.arraycopy(row, k, dst.data, dst.offset(dstLevel, dstX, dstY + y, dstZ + z), rowBytes);
                }
            }
        }
        dst.version++;
    }

    // --- blits --------------------------------------------------------------------------------

    void blit(BlitInfo info) {
        BlitInfo.Side d = info.dst(), s = info.src();
        SoftResource dst = screen.own("blit", d.resource());
        SoftResource src = screen.own("blit", s.resource());
        FormatCodec dc = Formats.codec(d.format()), sc = Formats.codec(s.format());
        if (dc == null || sc == null || dst.template.isBuffer() || src.template.isBuffer()) {
            throw new PipeException("blit", "cannot blit " + s.format() + " to " + d.format());
        }
        dst.checkBox("blit", d.level(), new Box(d.x(), d.y(), d.z(), d.width(), d.height(), d.depth()));
        src.checkBox("blit", s.level(), new Box(Math.min(s.x(), s.x() + s.width()), Math.min(s.y(), s.y() + s.height()),
                s.z(), Math.abs(s.width()), Math.abs(s.height()), s.depth()));
        waitFor(src);
        waitFor(dst);
        FormatDescription dd = dc.description(), sd = sc.description();
        boolean color = (info.mask() & BlitInfo.MASK_RGBA) != 0 && !dd.isDepthOrStencil() && !sd.isDepthOrStencil();
        boolean depth = (info.mask() & BlitInfo.MASK_Z) != 0 && dd.isDepth() && sd.isDepth();
        boolean stencil = (info.mask() & BlitInfo.MASK_S) != 0 && dd.isStencil() && sd.isStencil();
        boolean integer = dd.isPureInteger() || sd.isPureInteger();
        if (color && dd.isPureInteger() != sd.isPureInteger()) {
            throw new PipeException("blit", "cannot blit between integer and non-integer formats");
        }
        boolean linear = info.filter() == SamplerState.Filter.LINEAR && !integer && !depth && !stencil;
        Scissor sc2 = info.scissor();
        int sw = src.template.width(s.level()), sh = src.template.height(s.level());
        for (int z = 0; z < d.depth(); z++) {
            int sz = s.z() + (int) ((z + 0.5) * s.depth() / d.depth());
            for (int y = d.y(); y < d.y() + d.height(); y++) {
                if (sc2 != null && (y < sc2.minY() || y >= sc2.maxY())) {
                    continue;
                }
                float v = s.y() + (y - d.y() + 0.5f) * s.height() / d.height();
                for (int x = d.x(); x < d.x() + d.width(); x++) {
                    if (sc2 != null && (x < sc2.minX() || x >= sc2.maxX())) {
                        continue;
                    }
                    float u = s.x() + (x - d.x() + 0.5f) * s.width() / d.width();
                    int at = dst.offset(d.level(), x, y, d.z() + z);
                    int nx = clamp((int) Math.floor(u), sw), ny = clamp((int) Math.floor(v), sh);
                    int sat = src.offset(s.level(), nx, ny, sz);
                    if (color) {
                        if (integer) {
                            sc.unpackWords(src.data, sat, words, 0);
                            dc.packWords(words, 0, dst.data, at);
                        } else {
                            if (linear) {
                                bilinear(src, sc, s.level(), sz, u, v, sw, sh);
                            } else {
                                sc.unpackFloat(src.data, sat, texel, 0);
                            }
                            dc.packFloat(texel, 0, dst.data, at);
                        }
                    }
                    if (depth) {
                        dc.packDepth(sc.unpackDepth(src.data, sat), dst.data, at);
                    }
                    if (stencil) {
                        dc.packStencil(sc.unpackStencil(src.data, sat), dst.data, at);
                    }
                }
            }
        }
        dst.version++;
    }

    private static int clamp(int i, int size) {
        return i < 0 ? 0 : Math.min(i, size - 1);
    }

    /// Bilinear filtering at texel-space `(u, v)` with clamp-to-edge, into `texel`.
    private void bilinear(SoftResource r, FormatCodec c, int level, int layer, float u, float v, int w, int h) {
        float fu = u - 0.5f, fv = v - 0.5f;
        int x0 = (int) Math.floor(fu), y0 = (int) Math.floor(fv);
        float a = fu - x0, b = fv - y0;
        java.util.Arrays.fill(acc, 0f);
        for (int k = 0; k < 4; k++) {
            int x = clamp(x0 + (k & 1), w), y = clamp(y0 + (k >> 1), h);
            float weight = ((k & 1) == 0 ? 1 - a : a) * ((k >> 1) == 0 ? 1 - b : b);
            c.unpackFloat(r.data, r.offset(level, x, y, layer), texel, 0);
            for (int i = 0; i < 4; i++) {
                acc[i] += weight * texel[i];
            }
        }
        System.arraycopy(acc, 0, texel, 0, 4);
    }

    // --- mipmaps ------------------------------------------------------------------------------

    /// Box-filters each level from the one above: the average of the 2x2 (2x2x2 for 3-D) texels
    /// a texel covers, fewer at odd edges.
    void generateMipmap(Resource texture, PipeFormat format, int base, int last, int firstLayer, int lastLayer) {
        SoftResource r = screen.own("generateMipmap", texture);
        FormatCodec c = Formats.codec(format);
        if (c == null || r.template.isBuffer() || c.description().isPureInteger() || c.description().isDepthOrStencil()
                || c.blockBytes() != r.blockBytes) {
            throw new PipeException("generateMipmap", "cannot generate mipmaps of " + r.template.target() + " " + format);
        }
        if (base < 0 || last > r.template.lastLevel() || base > last) {
            throw new PipeException("generateMipmap", "levels " + base + ".." + last + " outside 0.."
                    + r.template.lastLevel());
        }
        waitFor(r);
        boolean is3d = r.template.target() == dev.tungsten.pipe.ResourceTarget.TEXTURE_3D;
        for (int l = base + 1; l <= last; l++) {
            int w = r.template.width(l), h = r.template.height(l), pw = r.template.width(l - 1), ph = r.template.height(l - 1);
            int layers0 = is3d ? 0 : firstLayer, layers1 = is3d ? r.template.depth(l) - 1 : lastLayer;
            int pd = r.template.depth(l - 1);
            for (int z = layers0; z <= layers1; z++) {
                for (int y = 0; y < h; y++) {
                    for (int x = 0; x < w; x++) {
                        java.util.Arrays.fill(acc, 0f);
                        int n = 0;
                        for (int dz = 0; dz < (is3d ? 2 : 1); dz++) {
                            int sz = is3d ? Math.min(2 * z + dz, pd - 1) : z;
                            for (int dy = 0; dy < 2; dy++) {
                                for (int dx = 0; dx < 2; dx++) {
                                    int sx = Math.min(2 * x + dx, pw - 1), sy = Math.min(2 * y + dy, ph - 1);
                                    c.unpackFloat(r.data, r.offset(l - 1, sx, sy, sz), texel, 0);
                                    for (int i = 0; i < 4; i++) {
                                        acc[i] += texel[i];
                                    }
                                    n++;
                                }
                            }
                        }
                        for (int i = 0; i < 4; i++) {
                            acc[i] /= n;
                        }
                        c.packFloat(acc, 0, r.data, r.offset(l, x, y, z));
                    }
                }
            }
        }
        r.version++;
    }
}
