package dev.tungsten.soft;

import dev.tungsten.pipe.ColorValue;
import dev.tungsten.pipe.Context;

/// `clear()` of the bound framebuffer, binned into every tile so it stays ordered with draws.
final class ClearCommand implements RasterCommand {
    private final int buffers;
    private final byte[][] colorTexels;
    private final double depth;
    private final int stencil;

    ClearCommand(Framebuffer fb, int buffers, ColorValue color, double depth, int stencil) {
        this.buffers = buffers;
        this.colorTexels = new byte[fb.colors().length][];
        for (int i = 0; i < colorTexels.length; i++) {
            if ((buffers & (Context.CLEAR_COLOR0 << i)) != 0 && fb.colors()[i] != null) {
                colorTexels[i] = TexelFill.colorTexel(fb.colors()[i].codec(), color);
            }
        }
        this.depth = depth;
        this.stencil = stencil;
    }

    @Override
    public void execute(RasterWorker worker, Scene scene, int tileX, int tileY, int flags) {
        Framebuffer fb = scene.framebuffer;
        int x = tileX << Scene.TILE_ORDER, y = tileY << Scene.TILE_ORDER;
        int w = Math.min(Scene.TILE, fb.width() - x), h = Math.min(Scene.TILE, fb.height() - y);
        for (int i = 0; i < colorTexels.length; i++) {
            if (colorTexels[i] != null) {
                TexelFill.fill(fb.colors()[i], x, y, w, h, colorTexels[i]);
            }
        }
        boolean d = (buffers & Context.CLEAR_DEPTH) != 0, s = (buffers & Context.CLEAR_STENCIL) != 0;
        if (fb.zs() != null && (d || s)) {
            TexelFill.fillDepthStencil(fb.zs(), x, y, w, h, d, s, depth, stencil);
        }
    }
}
