package dev.tungsten.soft;

import dev.tungsten.pipe.draw.PrimitiveSink;
import dev.tungsten.pipe.draw.VertexStore;

/// Primitive setup and binning (llvmpipe's `lp_setup_tri/line/point`): turns the vertex
/// pipeline's window-space primitives into [TriangleCommand]s with 8-bit subpixel fixed-point
/// edges and the top-left fill rule, computes attribute planes, and bins each triangle into the
/// 64x64 tiles it may touch, flagging tiles it covers completely.
///
/// Lines become parallelograms `lineWidth` wide across their minor axis, points squares of
/// their size; both are two triangles sharing one [PrimitiveData], so they obey the same fill
/// rule (adjacent points and line segments never overlap or leave gaps).
final class TriangleSetup implements PrimitiveSink {
    static final int SUBPIXEL_BITS = 8;
    static final float SUBPIXEL = 1 << SUBPIXEL_BITS;
    /// Coordinates beyond this many pixels are dropped (the guard band keeps them far smaller).
    private static final float MAX_COORDINATE = 1 << 20;

    private Scene scene;
    private DrawState state;
    private float pixelOffset;
    /// Whether the draw state has a FLAT attribute input (its triangles need `PrimitiveData.flat`).
    private boolean flatInputs;
    private final long[] edges = new long[9];
    private final long[] fx = new long[3], fy = new long[3];

    /// Starts binning draws of `state` into `scene`.
    void begin(Scene scene, DrawState state) {
        this.scene = scene;
        this.state = state;
        // Sample positions become integers after this shift: pixel centres at +0.5 (GL) or at integers (D3D9).
        this.pixelOffset = state.raster.halfPixelCenter() ? 0.5f : 0f;
        boolean flat = false;
        for (DrawState.InputSource src : state.inputs) {
            flat |= src != null && src.kind() == DrawState.Kind.ATTRIBUTE && src.mode() == DrawState.Mode.FLAT;
        }
        this.flatInputs = flat;
    }

    private int primitiveId;

    @Override
    public void primitiveId(int id) {
        primitiveId = id;
    }

    // --- triangles ------------------------------------------------------------------------------

    @Override
    public void triangle(VertexStore s, int v0, int v1, int v2, int provoking, boolean front, float zOffset) {
        float x0 = s.x(v0) - pixelOffset, y0 = s.y(v0) - pixelOffset;
        float x1 = s.x(v1) - pixelOffset, y1 = s.y(v1) - pixelOffset;
        float x2 = s.x(v2) - pixelOffset, y2 = s.y(v2) - pixelOffset;
        if (!usable(x0, y0) || !usable(x1, y1) || !usable(x2, y2)) {
            return;
        }
        PrimitiveData p = planes(s, v0, v1, v2, provoking, front, zOffset, x0, y0, x1 - x0, y1 - y0, x2 - x0, y2 - y0);
        if (p != null) {
            bin(p, x0, y0, x1, y1, x2, y2);
            scene.primitives++;
        }
    }

    private static boolean usable(float x, float y) {
        return Math.abs(x) < MAX_COORDINATE && Math.abs(y) < MAX_COORDINATE;   // false for NaN
    }

    /// Plane equations through vertices `v0, v1, v2` at offsets `(dx1, dy1)`, `(dx2, dy2)` from
    /// `v0`'s position `(x0, y0)`; null when they are collinear. Lines pass `v2 = v0` at a
    /// perpendicular offset, which makes every plane constant across the line.
    private PrimitiveData planes(VertexStore s, int v0, int v1, int v2, int provoking, boolean front, float zOffset,
                                 float x0, float y0, float dx1, float dy1, float dx2, float dy2) {
        float det = dx1 * dy2 - dx2 * dy1;
        if (det == 0 || !Float.isFinite(det)) {
            return null;
        }
        float ix = dy2 / det, iy = -dy1 / det, jx = -dx2 / det, jy = dx1 / det;
        PrimitiveData p = new PrimitiveData(state, front, true, false, x0, y0, state.inputs.length * 4, flatInputs);
        p.primitiveId = primitiveId;
        float z0 = s.z(v0), z1 = s.z(v1), z2 = s.z(v2);
        p.z0 = z0 + zOffset;
        p.dzdx = (z1 - z0) * ix + (z2 - z0) * iy;
        p.dzdy = (z1 - z0) * jx + (z2 - z0) * jy;
        float w0 = s.invW(v0), w1 = s.invW(v1), w2 = s.invW(v2);
        p.w0 = w0;
        p.dwdx = (w1 - w0) * ix + (w2 - w0) * iy;
        p.dwdy = (w1 - w0) * jx + (w2 - w0) * jy;
        DrawState.InputSource[] in = state.inputs;
        for (int r = 0; r < in.length; r++) {
            DrawState.InputSource src = in[r];
            if (src == null || src.kind() != DrawState.Kind.ATTRIBUTE) {
                continue;
            }
            int reg = !front && src.backRegister() >= 0 ? src.backRegister() : src.register();
            boolean perspective = src.mode() == DrawState.Mode.PERSPECTIVE;
            for (int c = 0; c < 4; c++) {
                int k = r * 4 + c;
                if (src.mode() == DrawState.Mode.FLAT) {
                    p.flat[k] = s.word(provoking, reg, c);
                    continue;
                }
                float a0 = s.value(v0, reg, c), a1 = s.value(v1, reg, c), a2 = s.value(v2, reg, c);
                if (perspective) {
                    a0 *= w0;
                    a1 *= w1;
                    a2 *= w2;
                }
                p.planes[k * 3] = a0;
                p.planes[k * 3 + 1] = (a1 - a0) * ix + (a2 - a0) * iy;
                p.planes[k * 3 + 2] = (a1 - a0) * jx + (a2 - a0) * jy;
            }
        }
        return p;
    }

    // --- lines ----------------------------------------------------------------------------------

    @Override
    public void line(VertexStore s, int v0, int v1, int provoking, boolean front, float zOffset) {
        float x0 = s.x(v0) - pixelOffset, y0 = s.y(v0) - pixelOffset;
        float x1 = s.x(v1) - pixelOffset, y1 = s.y(v1) - pixelOffset;
        if (!usable(x0, y0) || !usable(x1, y1)) {
            return;
        }
        float dx = x1 - x0, dy = y1 - y0;
        // Values vary along the line only: the third "vertex" is v0 again, perpendicular to it.
        PrimitiveData p = planes(s, v0, v1, v0, provoking, front, zOffset, x0, y0, dx, dy, -dy, dx);
        if (p == null) {
            return;
        }
        // A parallelogram: the line offset by half its width across the minor axis.
        float half = state.raster.lineWidth() / 2;
        boolean xMajor = Math.abs(dx) >= Math.abs(dy);
        float ox = xMajor ? 0 : half, oy = xMajor ? half : 0;
        float ex1 = x1, ey1 = y1;
        if (state.raster.lineLastPixel()) {
            // Extend the end by one pixel along the major axis so the last pixel is drawn.
            if (xMajor) {
                ex1 += Math.signum(dx);
            } else {
                ey1 += Math.signum(dy);
            }
        }
        bin(p, x0 - ox, y0 - oy, ex1 - ox, ey1 - oy, ex1 + ox, ey1 + oy);
        bin(p, x0 - ox, y0 - oy, ex1 + ox, ey1 + oy, x0 + ox, y0 + oy);
        scene.primitives++;
    }

    // --- points ---------------------------------------------------------------------------------

    @Override
    public void point(VertexStore s, int v, int provoking, float size, boolean front, float zOffset) {
        float cx = s.x(v) - pixelOffset, cy = s.y(v) - pixelOffset;
        if (!usable(cx, cy) || !(size > 0)) {
            return;
        }
        PrimitiveData p = new PrimitiveData(state, front, false, true, cx, cy, state.inputs.length * 4, true);
        p.primitiveId = primitiveId;
        p.z0 = s.z(v) + zOffset;
        p.w0 = s.invW(v);
        DrawState.InputSource[] in = state.inputs;
        for (int r = 0; r < in.length; r++) {
            DrawState.InputSource src = in[r];
            if (src == null || src.kind() != DrawState.Kind.ATTRIBUTE) {
                continue;
            }
            int reg = !front && src.backRegister() >= 0 ? src.backRegister() : src.register();
            for (int c = 0; c < 4; c++) {
                int k = r * 4 + c;
                p.flat[k] = s.word(src.mode() == DrawState.Mode.FLAT ? provoking : v, reg, c);
                p.planes[k * 3] = s.value(v, reg, c);
            }
        }
        // Point coordinate: (0, 0) at the upper-left (or lower-left) corner, (1, 1) at the opposite one.
        float inv = 1f / size;
        boolean upper = state.raster.spriteCoordUpperLeft();
        p.s0 = 0.5f; p.dsdx = inv;
        p.t0 = 0.5f; p.dtdy = upper ? inv : -inv;
        float h = size / 2;
        bin(p, cx - h, cy - h, cx + h, cy - h, cx + h, cy + h);
        bin(p, cx - h, cy - h, cx + h, cy + h, cx - h, cy + h);
        scene.primitives++;
    }

    // --- edges and binning ----------------------------------------------------------------------

    /// Snaps a triangle to fixed point, folds the fill rule into its edges and bins it.
    private void bin(PrimitiveData p, float x0, float y0, float x1, float y1, float x2, float y2) {
        fx[0] = snap(x0); fy[0] = snap(y0);
        fx[1] = snap(x1); fy[1] = snap(y1);
        fx[2] = snap(x2); fy[2] = snap(y2);
        long area = (fx[1] - fx[0]) * (fy[2] - fy[0]) - (fx[2] - fx[0]) * (fy[1] - fy[0]);
        if (area == 0) {
            return;
        }
        if (area < 0) {
            long t = fx[1]; fx[1] = fx[2]; fx[2] = t;
            t = fy[1]; fy[1] = fy[2]; fy[2] = t;
        }
        boolean bottom = state.raster.bottomEdgeRule();
        for (int i = 0; i < 3; i++) {
            int j = (i + 1) % 3;
            long a = fy[i] - fy[j];
            long b = fx[j] - fx[i];
            long c = -(a * fx[i] + b * fy[i]);
            // Top-left rule: a sample exactly on an edge belongs to the triangle only for a left
            // edge (interior towards +x) or a top edge (horizontal, interior towards +y; towards -y
            // with the bottom-edge rule). Elsewhere E = 0 must fail: subtract one unit.
            boolean inclusive = a > 0 || (a == 0 && (bottom ? b < 0 : b > 0));
            if (!inclusive) {
                c -= 1;
            }
            edges[i * 3] = a << SUBPIXEL_BITS;
            edges[i * 3 + 1] = b << SUBPIXEL_BITS;
            edges[i * 3 + 2] = c;
        }
        long minFx = Math.min(fx[0], Math.min(fx[1], fx[2])), maxFx = Math.max(fx[0], Math.max(fx[1], fx[2]));
        long minFy = Math.min(fy[0], Math.min(fy[1], fy[2])), maxFy = Math.max(fy[0], Math.max(fy[1], fy[2]));
        int minX = (int) Math.max(state.clipMinX, Math.ceilDiv(minFx, 1L << SUBPIXEL_BITS));
        int minY = (int) Math.max(state.clipMinY, Math.ceilDiv(minFy, 1L << SUBPIXEL_BITS));
        int maxX = (int) Math.min(state.clipMaxX - 1, Math.floorDiv(maxFx, 1L << SUBPIXEL_BITS));
        int maxY = (int) Math.min(state.clipMaxY - 1, Math.floorDiv(maxFy, 1L << SUBPIXEL_BITS));
        if (minX > maxX || minY > maxY) {
            return;
        }
        TriangleCommand t = new TriangleCommand(p, edges, minX, minY, maxX, maxY);
        int tx0 = minX >> Scene.TILE_ORDER, tx1 = maxX >> Scene.TILE_ORDER;
        int ty0 = minY >> Scene.TILE_ORDER, ty1 = maxY >> Scene.TILE_ORDER;
        if (tx0 == tx1 && ty0 == ty1) {
            scene.bin(tx0, ty0, t, 0);
            return;
        }
        for (int ty = ty0; ty <= ty1; ty++) {
            int ry0 = Math.max(minY, ty << Scene.TILE_ORDER), ry1 = Math.min(maxY, (ty << Scene.TILE_ORDER) + Scene.TILE - 1);
            for (int tx = tx0; tx <= tx1; tx++) {
                int rx0 = Math.max(minX, tx << Scene.TILE_ORDER), rx1 = Math.min(maxX, (tx << Scene.TILE_ORDER) + Scene.TILE - 1);
                boolean outside = false, covered = true;
                for (int i = 0; i < 3 && !outside; i++) {
                    long a = edges[i * 3], b = edges[i * 3 + 1], c = edges[i * 3 + 2];
                    long max = c + a * (a > 0 ? rx1 : rx0) + b * (b > 0 ? ry1 : ry0);
                    long min = c + a * (a > 0 ? rx0 : rx1) + b * (b > 0 ? ry0 : ry1);
                    outside = max < 0;
                    covered &= min >= 0;
                }
                if (!outside) {
                    scene.bin(tx, ty, t, covered ? Scene.FULLY_COVERED : 0);
                }
            }
        }
    }

    private static long snap(float v) {
        return (long) Math.floor(v * (double) SUBPIXEL + 0.5);
    }
}
