package dev.tungsten.soft;

import dev.tungsten.pipe.FramebufferState;
import dev.tungsten.pipe.Surface;

/// The bound framebuffer resolved to [TargetView]s for the rasterizer; null entries are unbound.
record Framebuffer(int width, int height, TargetView[] colors, TargetView zs, FramebufferState state) {
    static Framebuffer of(FramebufferState s) {
        TargetView[] colors = new TargetView[s.cbufs().size()];
        for (int i = 0; i < colors.length; i++) {
            Surface c = s.cbufs().get(i);
            colors[i] = c == null ? null : TargetView.of(c);
        }
        return new Framebuffer(s.width(), s.height(), colors, s.zsbuf() == null ? null : TargetView.of(s.zsbuf()), s);
    }

    /// Whether `r` is one of the attachments.
    boolean uses(SoftResource r) {
        for (TargetView t : colors) {
            if (t != null && t.resource() == r) {
                return true;
            }
        }
        return zs != null && zs.resource() == r;
    }
}
