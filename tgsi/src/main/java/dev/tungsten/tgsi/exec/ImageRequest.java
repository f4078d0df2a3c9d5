package dev.tungsten.tgsi.exec;

import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.TextureTarget;

/// One image access for a block of lanes, passed to [ImageAccess]. Reused by the machine for
/// every image instruction; do not keep it past the call.
///
/// `coord` holds x, y, z-or-layer and the sample index per lane, as integers, unpacked from the
/// instruction's address operand according to `target`.
public final class ImageRequest {
    public final int width;
    /// The IMAGE unit.
    public int unit;
    public TextureTarget target;
    /// The format named by the instruction's memory token (NONE when absent).
    public PipeFormat format;
    /// Lanes that access the image: executing lanes that are not helpers, killed or demoted.
    public int laneMask;
    public final int[][] coord;

    public ImageRequest(int width) {
        this.width = width;
        this.coord = new int[4][width];
    }
}
