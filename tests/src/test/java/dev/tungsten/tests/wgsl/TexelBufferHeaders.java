package dev.tungsten.tests.wgsl;

import java.util.ArrayList;
import java.util.List;

import dev.tungsten.ir.TgsiProgram;
import dev.tungsten.pipe.format.FormatCodec;
import dev.tungsten.pipe.format.Formats;
import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.TextureTarget;
import dev.tungsten.tgsi.exec.AtomicOp;
import dev.tungsten.tgsi.exec.ImageAccess;
import dev.tungsten.tgsi.exec.ImageRequest;

/// The image headers of an execution case (`tests/cases/wgsl/exec/texel-buffer-*.wgsl`,
/// `storage-texture-*.wgsl`), read from the source so that [WgslExecTest.Case] needs no new field:
///
/// - `// texel-buffer B FORMAT: w0 w1 ...` binds a texel buffer view at `@group(0) @binding(B)`
///   whose format is the pipe format `FORMAT` (`R8G8B8A8_UNORM`, the format of the view, which a
///   driver converts through) over a buffer holding these little-endian 32-bit words; the view
///   covers every whole texel of them;
/// - `// storage-texture B FORMAT KIND WxH[xD]: w0 w1 ...` binds level 0 of a texture of `KIND`
///   `2d` (`WxH`), `2d-array` (`WxHxLAYERS`) or `3d` (`WxHxDEPTH`) in that pipe format, every
///   layer, read and write; the words are its texels packed without padding, row by row, layer
///   (or slice) after layer; no words means zeros;
/// - `// expect-texels B: w0 w1 ...` the buffer's (texture's, packed as above) words after the
///   dispatch, which checks what `textureStore` packed.
///
/// Words are hexadecimal with `0x` or decimal (negative ones are two's complement).
record TexelBufferHeaders(List<View> views, List<Expected> expected) {
    /// One image; a texel buffer has target BUFFER, `width` its texels and height and depth 1.
    record View(int binding, PipeFormat format, TextureTarget target, int width, int height, int depth, int[] words) {
        static View buffer(int binding, PipeFormat format, int[] words) {
            return new View(binding, format, TextureTarget.BUFFER, words.length * 4 / Formats.blockBytes(format), 1, 1, words);
        }

        int texels() {
            return width;
        }

        boolean isBuffer() {
            return target == TextureTarget.BUFFER;
        }

        /// Bytes of one row.
        int stride() {
            return width * Formats.blockBytes(format);
        }
    }

    record Expected(int binding, long[] words) {}

    static TexelBufferHeaders parse(String source) {
        List<View> views = new ArrayList<>();
        List<Expected> expected = new ArrayList<>();
        for (String line : source.lines().toList()) {
            if (!line.startsWith("//")) {
                break;
            }
            String h = line.substring(2).trim();
            if (h.startsWith("texel-buffer ")) {
                String[] head = h.substring(13, h.indexOf(':')).trim().split("\\s+");
                long[] w = words(h.substring(h.indexOf(':') + 1));
                int[] init = new int[w.length];
                for (int i = 0; i < w.length; i++) {
                    init[i] = (int) w[i];
                }
                views.add(View.buffer(Integer.parseInt(head[0]), PipeFormat.valueOf(head[1]), init));
            } else if (h.startsWith("storage-texture ")) {
                views.add(texture(h.substring(16, h.indexOf(':')).trim().split("\\s+"), h.substring(h.indexOf(':') + 1)));
            } else if (h.startsWith("expect-texels ")) {
                int binding = Integer.parseInt(h.substring(14, h.indexOf(':')).trim());
                expected.add(new Expected(binding, words(h.substring(h.indexOf(':') + 1))));
            }
        }
        return new TexelBufferHeaders(List.copyOf(views), List.copyOf(expected));
    }

    private static View texture(String[] head, String text) {
        PipeFormat format = PipeFormat.valueOf(head[1]);
        String[] size = head[3].split("x");
        TextureTarget target = switch (head[2]) {
            case "2d" -> TextureTarget.T2D;
            case "2d-array" -> TextureTarget.T2D_ARRAY;
            case "3d" -> TextureTarget.T3D;
            default -> throw new IllegalArgumentException("storage-texture kind `" + head[2] + "` is not 2d, 2d-array or 3d");
        };
        if (size.length != (target == TextureTarget.T2D ? 2 : 3)) {
            throw new IllegalArgumentException("a " + head[2] + " storage texture's size is " + (target == TextureTarget.T2D ? "WxH" : "WxHxD")
                    + ", found " + head[3]);
        }
        int w = Integer.parseInt(size[0]), hgt = Integer.parseInt(size[1]), d = size.length > 2 ? Integer.parseInt(size[2]) : 1;
        int count = w * hgt * d * Formats.blockBytes(format) / 4;
        int[] init = new int[count];
        if (!text.isBlank()) {
            long[] given = words(text);
            if (given.length != count) {
                throw new IllegalArgumentException("storage texture " + head[0] + " has " + count + " words, the header gives " + given.length);
            }
            for (int i = 0; i < count; i++) {
                init[i] = (int) given[i];
            }
        }
        return new View(Integer.parseInt(head[0]), format, target, w, hgt, d, init);
    }

    private static long[] words(String text) {
        String[] parts = text.trim().split("\\s+");
        long[] w = new long[parts.length];
        for (int i = 0; i < parts.length; i++) {
            w[i] = (parts[i].startsWith("0x") ? Long.parseLong(parts[i].substring(2), 16) : Long.parseLong(parts[i])) & 0xFFFFFFFFL;
        }
        return w;
    }

    View view(int binding) {
        return views.stream().filter(v -> v.binding() == binding).findFirst().orElse(null);
    }

    /// The views by the IMAGE unit the program gave each binding, or `null` when the case has
    /// no texel buffers.
    Images images(List<TgsiProgram.Resource> resources) {
        if (views.isEmpty()) {
            return null;
        }
        View[] units = new View[resources.size()];
        for (TgsiProgram.Resource res : resources) {
            if (res.file() == RegisterFile.IMAGE && res.group() == 0 && view(res.binding()) != null) {
                units[res.index()] = view(res.binding());
            }
        }
        return new Images(units);
    }

    /// Adds each texel buffer's words after the dispatch to `out`, by binding.
    static void collect(Images images, List<TgsiProgram.Resource> resources, java.util.Map<Integer, int[]> out) {
        for (TgsiProgram.Resource res : resources) {
            if (images != null && res.file() == RegisterFile.IMAGE && res.group() == 0 && images.units[res.index()] != null) {
                out.put(res.binding(), images.words(res.index()));
            }
        }
    }

    /// Texel buffers and storage textures for the reference interpreter: each IMAGE unit is a
    /// [View]'s words, read and written through the pipe format's codec as a driver does (the soft
    /// driver's `SoftImages` uses the same codecs), with WGSL's robustness: a texel outside the
    /// view (any coordinate out of its range) loads 0 in every channel, and a store or atomic
    /// outside it is dropped. An access whose target is not the view's touches nothing.
    static final class Images implements ImageAccess {
        private final byte[][] bytes;
        private final View[] units;
        private final FormatCodec[] codecs;

        Images(View[] units) {
            this.units = units.clone();
            bytes = new byte[units.length][];
            codecs = new FormatCodec[units.length];
            for (int u = 0; u < units.length; u++) {
                if (units[u] != null) {
                    codecs[u] = Formats.codec(units[u].format());
                    bytes[u] = new byte[units[u].words().length * 4];
                    for (int i = 0; i < bytes[u].length; i++) {
                        bytes[u][i] = (byte) (units[u].words()[i >> 2] >>> (8 * (i & 3)));
                    }
                }
            }
        }

        /// The words of unit `u` as they are now.
        int[] words(int u) {
            int[] w = new int[bytes[u].length / 4];
            for (int i = 0; i < bytes[u].length; i++) {
                w[i >> 2] |= (bytes[u][i] & 0xFF) << (8 * (i & 3));
            }
            return w;
        }

        private int texel(ImageRequest r, int lane) {
            if (r.unit < 0 || r.unit >= units.length || units[r.unit] == null || r.target != units[r.unit].target()) {
                return -1;
            }
            View v = units[r.unit];
            int x = r.coord[0][lane];
            int y = v.isBuffer() ? 0 : r.coord[1][lane];
            int z = v.target() == TextureTarget.BUFFER || v.target() == TextureTarget.T2D ? 0 : r.coord[2][lane];
            if (x < 0 || x >= v.width() || y < 0 || y >= v.height() || z < 0 || z >= v.depth()) {
                return -1;
            }
            return ((z * v.height() + y) * v.width() + x) * codecs[r.unit].blockBytes();
        }

        @Override
        public void size(int unit, int[] result) {
            java.util.Arrays.fill(result, 0, 4, 0);
            if (unit >= 0 && unit < units.length && units[unit] != null) {
                View v = units[unit];
                result[0] = v.width();
                if (!v.isBuffer()) {
                    result[1] = v.height();
                    result[2] = v.depth();
                }
                result[3] = 1;
            }
        }

        @Override
        public void load(ImageRequest r, int[][] rgba) {
            int[] w = new int[4];
            for (int lane = 0; lane < r.width; lane++) {
                int at = (r.laneMask >>> lane & 1) != 0 ? texel(r, lane) : -1;
                java.util.Arrays.fill(w, 0);
                if (at >= 0) {
                    codecs[r.unit].unpackWords(bytes[r.unit], at, w, 0);
                }
                for (int c = 0; c < 4; c++) {
                    rgba[c][lane] = w[c];
                }
            }
        }

        @Override
        public void store(ImageRequest r, int[][] rgba) {
            int[] w = new int[4];
            for (int lane = 0; lane < r.width; lane++) {
                int at = (r.laneMask >>> lane & 1) != 0 ? texel(r, lane) : -1;
                if (at >= 0) {
                    for (int c = 0; c < 4; c++) {
                        w[c] = rgba[c][lane];
                    }
                    codecs[r.unit].packWords(w, 0, bytes[r.unit], at);
                }
            }
        }

        @Override
        public void atomic(ImageRequest r, AtomicOp op, int[] value, int[] compare, int[] result) {
            throw new UnsupportedOperationException("WGSL has no atomics on texel buffers");
        }
    }
}
