package dev.tungsten.soft;

import dev.tungsten.pipe.Box;
import dev.tungsten.pipe.PipeException;
import dev.tungsten.pipe.Resource;
import dev.tungsten.pipe.ResourceTemplate;
import dev.tungsten.pipe.format.Formats;

/// A buffer or texture in one `byte[]`, little-endian, linear: level-major (all layers of level 0,
/// then level 1, ...), each layer a stack of rows `rowStride` bytes apart. Rendering, sampling,
/// copies and mapping all address texels through [#offset].
final class SoftResource implements Resource {
    final SoftScreen screen;
    final ResourceTemplate template;
    final byte[] data;
    final int blockBytes;
    private final int[] levelOffset;
    private final int[] rowStride;
    private final int[] layerStride;
    /// Bumped whenever the CPU writes the resource (unmap after write, subdata, copies), so cached
    /// snapshots of its contents (constant buffers) know to refresh.
    volatile int version;
    volatile boolean destroyed;

    SoftResource(SoftScreen screen, ResourceTemplate t) {
        this.screen = screen;
        this.template = t;
        this.blockBytes = t.isBuffer() ? 1 : Formats.blockBytes(t.format());
        int levels = t.levels();
        levelOffset = new int[levels];
        rowStride = new int[levels];
        layerStride = new int[levels];
        long total = 0;
        for (int l = 0; l < levels; l++) {
            levelOffset[l] = (int) total;
            long row = (long) t.width(l) * blockBytes;
            long layer = row * t.height(l);
            long size = layer * t.layers(l);
            if (row > Integer.MAX_VALUE || layer > Integer.MAX_VALUE || total + size > Integer.MAX_VALUE - 64) {
                throw new PipeException("createResource", "a resource of " + t.width() + "x" + t.height() + "x"
                        + t.layers(0) + " " + t.format() + " texels is too large (2 GiB at most)");
            }
            rowStride[l] = (int) row;
            layerStride[l] = (int) layer;
            total += size;
        }
        this.data = new byte[(int) total];
    }

    @Override
    public ResourceTemplate template() {
        return template;
    }

    int rowStride(int level) {
        return rowStride[level];
    }

    int layerStride(int level) {
        return layerStride[level];
    }

    /// Byte offset of texel `(x, y)` of `layer` (or 3-D slice) of `level`.
    int offset(int level, int x, int y, int layer) {
        return levelOffset[level] + layer * layerStride[level] + y * rowStride[level] + x * blockBytes;
    }

    /// Checks that `box` lies within `level` (bytes for buffers); names `call` in the error.
    void checkBox(String call, int level, Box box) {
        if (destroyed) {
            throw new PipeException(call, "the resource was destroyed");
        }
        if (level < 0 || level > template.lastLevel()) {
            throw new PipeException(call, "level " + level + " of a resource with " + template.levels() + " levels");
        }
        int w = template.width(level), h = template.height(level), d = template.layers(level);
        if (box.x() < 0 || box.y() < 0 || box.z() < 0 || (long) box.x() + box.width() > w
                || (long) box.y() + box.height() > h || (long) box.z() + box.depth() > d) {
            throw new PipeException(call, "box " + box.x() + "," + box.y() + "," + box.z() + " size " + box.width() + "x"
                    + box.height() + "x" + box.depth() + " outside level " + level + " (" + w + "x" + h + "x" + d + ")");
        }
    }

    @Override
    public String toString() {
        return "SoftResource[" + template.target() + " " + template.format() + " " + template.width() + "x"
                + template.height() + "x" + template.layers(0) + ", " + template.levels() + " levels]";
    }
}
