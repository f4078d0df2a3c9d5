package dev.tungsten.soft;

/// Scan conversion of one [TriangleCommand] within one tile (llvmpipe's `lp_rast_tri`): the
/// tile is walked in 4x4 blocks; a block wholly outside an edge is skipped, one wholly inside
/// every edge needs no per-pixel test, others get a 16-bit coverage mask from the three edge
/// functions stepped pixel by pixel. Covered 2x2 quads are gathered into a [QuadBatch] for the
/// draw's [QuadPipeline]. A tile the triangle covers completely (binning says so) skips every
/// edge test.
final class TriangleRasterizer {
    private final RasterWorker worker;
    private final QuadBatch batch = new QuadBatch();

    TriangleRasterizer(RasterWorker worker) {
        this.worker = worker;
    }

    void rasterize(TriangleCommand t, Scene scene, int tileX, int tileY, boolean fullyCovered) {
        int x0 = Math.max(t.minX, tileX << Scene.TILE_ORDER);
        int y0 = Math.max(t.minY, tileY << Scene.TILE_ORDER);
        int x1 = Math.min(t.maxX, (tileX << Scene.TILE_ORDER) + Scene.TILE - 1);
        int y1 = Math.min(t.maxY, (tileY << Scene.TILE_ORDER) + Scene.TILE - 1);
        if (x0 > x1 || y0 > y1) {
            return;
        }
        QuadPipeline pipeline = worker.pipeline(t.prim.state);
        QuadBatch b = batch;
        b.prim = t.prim;
        b.quads = 0;
        UniformFill fill = pipeline.uniformFill();
        if (fill != null) {
            if (!fill.ready()) {
                pipeline.prepareUniform(b, x0 & ~1, y0 & ~1);
            }
            fillUniform(fill, t, x0, y0, x1, y1, fullyCovered);
            return;
        }
        for (int by = y0 & ~3; by <= y1; by += 4) {
            int rowMask = rowMask(by, y0, y1);
            for (int bx = x0 & ~3; bx <= x1; bx += 4) {
                int mask = rowMask & columnMask(bx, x0, x1);
                if (!fullyCovered) {
                    mask &= coverage(t, bx, by);
                }
                if (mask != 0) {
                    emitBlock(pipeline, bx, by, mask);
                }
            }
        }
        if (b.quads > 0) {
            pipeline.run(b);
            b.quads = 0;
        }
    }

    /// The covered pixels of `x0..x1` by `y0..y1` for a [UniformFill]: the whole rectangle when
    /// the triangle covers the tile, else runs of wholly covered 4x4 blocks as rectangles and
    /// the other blocks pixel by pixel.
    private static void fillUniform(UniformFill fill, TriangleCommand t, int x0, int y0, int x1, int y1,
                                    boolean fullyCovered) {
        if (fullyCovered) {
            fill.fill(x0, y0, x1, y1);
            return;
        }
        for (int by = y0 & ~3; by <= y1; by += 4) {
            int rowMask = rowMask(by, y0, y1);
            int run = -1;
            for (int bx = x0 & ~3; bx <= x1; bx += 4) {
                int mask = rowMask & columnMask(bx, x0, x1) & coverage(t, bx, by);
                if (mask == 0xFFFF) {
                    if (run < 0) {
                        run = bx;
                    }
                    continue;
                }
                if (run >= 0) {
                    fill.fill(run, by, bx - 1, by + 3);
                    run = -1;
                }
                if (mask != 0) {
                    fill.pixels(bx, by, mask);
                }
            }
            if (run >= 0) {
                fill.fill(run, by, x1, by + 3);  // the last block was whole, so it ends at x1
            }
        }
    }

    /// Bits of a 4x4 block (bit `4·row + column`) whose rows lie within `y0..y1`.
    private static int rowMask(int by, int y0, int y1) {
        int m = 0;
        for (int r = 0; r < 4; r++) {
            if (by + r >= y0 && by + r <= y1) {
                m |= 0xF << (4 * r);
            }
        }
        return m;
    }

    private static int columnMask(int bx, int x0, int x1) {
        int col = 0;
        for (int c = 0; c < 4; c++) {
            if (bx + c >= x0 && bx + c <= x1) {
                col |= 1 << c;
            }
        }
        return col * 0x1111;
    }

    /// The 16-bit coverage of the 4x4 block at `(bx, by)`.
    private static int coverage(TriangleCommand t, int bx, int by) {
        long e0 = t.a0 * bx + t.b0 * by + t.c0;
        long e1 = t.a1 * bx + t.b1 * by + t.c1;
        long e2 = t.a2 * bx + t.b2 * by + t.c2;
        // Trivial reject: the block corner where an edge function is largest is still outside.
        if (e0 + Math.max(t.a0, 0) * 3 + Math.max(t.b0, 0) * 3 < 0
                || e1 + Math.max(t.a1, 0) * 3 + Math.max(t.b1, 0) * 3 < 0
                || e2 + Math.max(t.a2, 0) * 3 + Math.max(t.b2, 0) * 3 < 0) {
            return 0;
        }
        // Trivial accept: the smallest corner is inside every edge.
        if (e0 + Math.min(t.a0, 0) * 3 + Math.min(t.b0, 0) * 3 >= 0
                && e1 + Math.min(t.a1, 0) * 3 + Math.min(t.b1, 0) * 3 >= 0
                && e2 + Math.min(t.a2, 0) * 3 + Math.min(t.b2, 0) * 3 >= 0) {
            return 0xFFFF;
        }
        int mask = 0;
        for (int r = 0; r < 4; r++) {
            long f0 = e0, f1 = e1, f2 = e2;
            for (int c = 0; c < 4; c++) {
                if ((f0 | f1 | f2) >= 0) {
                    mask |= 1 << (4 * r + c);
                }
                f0 += t.a0;
                f1 += t.a1;
                f2 += t.a2;
            }
            e0 += t.b0;
            e1 += t.b1;
            e2 += t.b2;
        }
        return mask;
    }

    /// Adds the four quads of a 4x4 block with coverage `mask` to the batch.
    private void emitBlock(QuadPipeline pipeline, int bx, int by, int mask) {
        QuadBatch b = batch;
        if (b.quads == 0) {
            b.wholeBlocks = true;
        }
        if (mask == 0xFFFF && b.quads <= QuadBatch.MAX_QUADS - 4) {
            // A whole block (the common case inside a primitive): its four quads in order.
            int i = b.quads;
            if ((i & 3) != 0) {
                b.wholeBlocks = false;
            }
            b.qx[i] = bx; b.qy[i] = by; b.mask[i] = 0xF;
            b.qx[i + 1] = bx + 2; b.qy[i + 1] = by; b.mask[i + 1] = 0xF;
            b.qx[i + 2] = bx; b.qy[i + 2] = by + 2; b.mask[i + 2] = 0xF;
            b.qx[i + 3] = bx + 2; b.qy[i + 3] = by + 2; b.mask[i + 3] = 0xF;
            b.quads = i + 4;
            if (b.quads == QuadBatch.MAX_QUADS) {
                pipeline.run(b);
                b.quads = 0;
            }
            return;
        }
        for (int q = 0; q < 4; q++) {
            int qdx = (q & 1) * 2, qdy = (q >> 1) * 2;
            int bit = qdy * 4 + qdx;
            // TL, TR, BL, BR of the quad from the block mask.
            int m = (mask >> bit & 1) | (mask >> (bit + 1) & 1) << 1 | (mask >> (bit + 4) & 1) << 2
                    | (mask >> (bit + 5) & 1) << 3;
            if (m == 0) {
                continue;
            }
            int i = b.quads++;
            b.wholeBlocks = false;
            b.qx[i] = bx + qdx;
            b.qy[i] = by + qdy;
            b.mask[i] = m;
            if (b.quads == QuadBatch.MAX_QUADS) {
                pipeline.run(b);
                b.quads = 0;
            }
        }
    }
}
