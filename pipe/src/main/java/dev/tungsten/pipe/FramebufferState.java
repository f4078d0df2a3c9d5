package dev.tungsten.pipe;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/// The render targets and depth/stencil buffer of draws and clears (`struct pipe_framebuffer_state`).
/// `cbufs` may contain nulls (unbound slots); shaders' `OUT` with semantic `COLOR[i]` go to
/// `cbufs.get(i)`. Every attachment must be at least `width × height`.
public record FramebufferState(int width, int height, List<Surface> cbufs, Surface zsbuf) {
    public FramebufferState {
        if (width < 1 || height < 1) {
            throw new PipeException("setFramebufferState", "size must be at least 1x1, got " + width + "x" + height);
        }
        if (cbufs.size() > BlendState.MAX_RENDER_TARGETS) {
            throw new PipeException("setFramebufferState", "at most 8 colour buffers, got " + cbufs.size());
        }
        cbufs = Collections.unmodifiableList(new ArrayList<>(cbufs));
        for (Surface s : cbufs) {
            if (s != null && (s.width() < width || s.height() < height)) {
                throw new PipeException("setFramebufferState", "colour buffer " + s.width() + "x" + s.height()
                        + " is smaller than the framebuffer " + width + "x" + height);
            }
        }
        if (zsbuf != null && (zsbuf.width() < width || zsbuf.height() < height)) {
            throw new PipeException("setFramebufferState", "depth buffer smaller than the framebuffer");
        }
    }

    /// One colour buffer and an optional depth buffer, sized to the colour buffer.
    public static FramebufferState of(Surface color, Surface zs) {
        List<Surface> c = new ArrayList<>();
        c.add(color);
        return new FramebufferState(color.width(), color.height(), c, zs);
    }

    public int colorCount() {
        return cbufs.size();
    }
}
