package dev.tungsten.soft;

/// A triangle after setup (llvmpipe's `lp_rast_triangle`): three edge functions in 8-bit
/// subpixel fixed point with the fill rule folded in, its pixel bounding box clipped to the
/// draw's scissor and framebuffer, and the attribute planes it shares with its primitive.
///
/// Edge `i` is `E(px, py) = a · px + b · py + c` evaluated at pixel `(px, py)`'s sample
/// position; the sample is inside when every `E >= 0`. `a` and `b` are the fixed-point edge
/// deltas times 256, so stepping one pixel adds them.
final class TriangleCommand implements RasterCommand {
    final PrimitiveData prim;
    final long a0, b0, c0, a1, b1, c1, a2, b2, c2;
    final int minX, minY, maxX, maxY;

    TriangleCommand(PrimitiveData prim, long[] e, int minX, int minY, int maxX, int maxY) {
        this.prim = prim;
        this.a0 = e[0]; this.b0 = e[1]; this.c0 = e[2];
        this.a1 = e[3]; this.b1 = e[4]; this.c1 = e[5];
        this.a2 = e[6]; this.b2 = e[7]; this.c2 = e[8];
        this.minX = minX;
        this.minY = minY;
        this.maxX = maxX;
        this.maxY = maxY;
    }

    @Override
    public void execute(RasterWorker worker, Scene scene, int tileX, int tileY, int flags) {
        worker.triangles().rasterize(this, scene, tileX, tileY, (flags & Scene.FULLY_COVERED) != 0);
    }
}
