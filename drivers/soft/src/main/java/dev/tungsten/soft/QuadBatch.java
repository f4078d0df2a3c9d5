package dev.tungsten.soft;

import dev.tungsten.pipe.shader.ShaderLanes;

import java.lang.foreign.MemorySegment;

/// Up to [#MAX_QUADS] 2x2 quads of one primitive on their way through the [QuadPipeline], in
/// structure-of-arrays layout: lane `4q + i` is pixel `i` (top-left, top-right, bottom-left,
/// bottom-right) of quad `q`, and bit `i` of `mask[q]` says whether that pixel is still alive
/// (covered, not killed, not failed by a test). Reused by one rasterizer thread for every batch.
final class QuadBatch {
    static final int MAX_QUADS = dev.tungsten.pipe.shader.ShaderLanes.MAX_WIDTH / 4;
    static final int MAX_LANES = MAX_QUADS * 4;

    PrimitiveData prim;
    int quads;
    final int[] qx = new int[MAX_QUADS];
    final int[] qy = new int[MAX_QUADS];
    final int[] mask = new int[MAX_QUADS];
    /// Whether every quad so far came in whole 4x4 blocks, each at a multiple of 4 quads, its
    /// quads top-left, top-right, bottom-left, bottom-right: then lane `l`'s pixel is the block's
    /// corner `qx[l / 16 * 4], qy[l / 16 * 4]` plus a fixed offset (see [ShadeStage]).
    boolean wholeBlocks;
    /// Whether [#dx] and [#dy] hold this batch's lanes ([#offsets]).
    boolean offsetsValid;
    /// Per lane: sample position relative to the primitive's plane reference point.
    final float[] dx = new float[MAX_LANES];
    final float[] dy = new float[MAX_LANES];
    /// Per lane: window depth from the primitive's plane (clamped to the depth range).
    final float[] z = new float[MAX_LANES];
    /// The fragment shader's lanes once shaded (its outputs feed depth and blend), else null.
    ShaderLanes shaded;
    /// Non-null when the shade stage left colour output 0 in the JIT's registers instead of
    /// `shaded.outputs` (only for the blend stage's plain RGBA8 write and vector blend, see [ShadeStage]): the
    /// registers, and the byte offsets of its four channels there.
    MemorySegment shadedRegs;
    final long[] shadedColorAt = new long[4];

    /// Fills [#dx] and [#dy] from the quads, once per batch.
    void offsets() {
        if (offsetsValid) {
            return;
        }
        PrimitiveData p = prim;
        for (int q = 0; q < quads; q++) {
            float x = qx[q] - p.refX, y = qy[q] - p.refY;
            int l = 4 * q;
            dx[l] = x; dx[l + 1] = x + 1; dx[l + 2] = x; dx[l + 3] = x + 1;
            dy[l] = y; dy[l + 1] = y; dy[l + 2] = y + 1; dy[l + 3] = y + 1;
        }
        offsetsValid = true;
    }

    int lanes() {
        return quads * 4;
    }

    /// Pixel x of lane `l`.
    int x(int l) {
        return qx[l >> 2] + (l & 1);
    }

    /// Pixel y of lane `l`.
    int y(int l) {
        return qy[l >> 2] + ((l >> 1) & 1);
    }

    boolean alive(int l) {
        return (mask[l >> 2] >> (l & 3) & 1) != 0;
    }

    void kill(int l) {
        mask[l >> 2] &= ~(1 << (l & 3));
    }

    /// The alive lanes as a bit mask (bit `l` is lane `l`).
    int liveMask() {
        int m = 0;
        for (int q = 0; q < quads; q++) {
            m |= mask[q] << (4 * q);
        }
        return m;
    }

    /// Clears the lanes in `lanes` (bit `l` is lane `l`).
    void killLanes(int lanes) {
        for (int q = 0; q < quads; q++) {
            mask[q] &= ~(lanes >>> (4 * q)) & 0xF;
        }
    }

    boolean isEmpty() {
        for (int q = 0; q < quads; q++) {
            if (mask[q] != 0) {
                return false;
            }
        }
        return true;
    }
}
