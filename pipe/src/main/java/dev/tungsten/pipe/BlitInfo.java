package dev.tungsten.pipe;

import dev.tungsten.tgsi.PipeFormat;

import java.util.Objects;

/// A scaled, filtered, format-converting copy between textures (`struct pipe_blit_info`).
/// `mask` selects colour ([BlitInfo#MASK_RGBA]), depth ([#MASK_Z]) and stencil ([#MASK_S]).
/// When the boxes' sizes differ the source is scaled, sampled with `filter` at texel centres; a
/// negative width or height in the source box mirrors. `scissor` (nullable) limits the destination.
public record BlitInfo(Side dst, Side src, int mask, SamplerState.Filter filter, Scissor scissor) {
    public static final int MASK_RGBA = 15, MASK_Z = 16, MASK_S = 32;

    public BlitInfo {
        Objects.requireNonNull(dst);
        Objects.requireNonNull(src);
        Objects.requireNonNull(filter);
    }

    /// One end of a blit: a level of a texture, a box on it (its `z` and `depth` select layers or
    /// slices) and the format to read or write it as.
    public record Side(Resource resource, int level, int x, int y, int z, int width, int height, int depth,
                       PipeFormat format) {
        public Side {
            Objects.requireNonNull(resource);
            Objects.requireNonNull(format);
        }

        /// The whole of `level`'s layer `layer`.
        public static Side of(Resource r, int level, int layer) {
            ResourceTemplate t = r.template();
            return new Side(r, level, 0, 0, layer, t.width(level), t.height(level), 1, r.format());
        }
    }
}
