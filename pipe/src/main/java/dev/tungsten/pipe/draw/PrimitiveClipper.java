package dev.tungsten.pipe.draw;

import dev.tungsten.pipe.RasterizerState;
import dev.tungsten.pipe.RasterizerState.PolygonMode;

/// The primitive stages after assembly, in Mesa's order: clip test, clipping (frustum with a
/// guard band, near/far, user planes), culling, polygon offset, unfilled modes; survivors go to
/// the driver's [PrimitiveSink].
///
/// Clipping happens in clip space on the distances [VertexPipeline] computed per vertex and
/// plane; new vertices interpolate every output linearly in clip space (right for perspective
/// interpolation) except outputs marked noperspective, which interpolate linearly in window
/// space. Only x and y are clipped against a guard band several thousand pixels wide: the
/// rasterizer handles everything inside it, so ordinary triangles crossing the screen edge are
/// never split (which also keeps shared edges watertight).
final class PrimitiveClipper implements PrimitiveAssembler.Output {
    private final VertexPipeline pipe;
    /// Scratch polygons for Sutherland-Hodgman: vertex indices and "edge from here is a boundary" flags.
    private int[] poly = new int[32], polyEdge = new int[32], next = new int[32], nextEdge = new int[32];

    /// The index of the next assembled primitive in the draw's current instance (`PRIMID`):
    /// counted before clipping and culling, so every piece of a clipped primitive shares it and
    /// culled primitives still use up their number, as in GL.
    private int primitiveId;

    PrimitiveClipper(VertexPipeline pipe) {
        this.pipe = pipe;
    }

    /// Numbers primitives from 0 again (at each instance, as GL's `gl_PrimitiveID` does).
    void resetPrimitiveId() {
        primitiveId = 0;
    }

    // --- points ---------------------------------------------------------------------------------

    @Override
    public void point(int v) {
        pipe.sink.primitiveId(primitiveId++);
        // Points are dropped when their centre is outside the view volume (GL), not the guard band.
        if (pipe.pointMask(v) != 0) {
            return;
        }
        pipe.sink.point(pipe.store, v, v, pipe.pointSize(v), true, 0f);
    }

    // --- lines ----------------------------------------------------------------------------------

    @Override
    public void line(int v0, int v1, int provoking) {
        pipe.sink.primitiveId(primitiveId++);
        int m0 = pipe.clipMask(v0), m1 = pipe.clipMask(v1);
        if ((m0 & m1) != 0) {
            return;
        }
        if ((m0 | m1) == 0) {
            if (finite(v0) && finite(v1)) {
                pipe.sink.line(pipe.store, v0, v1, provoking, true, 0f);
            }
            return;
        }
        float t0 = 0, t1 = 1;
        int planes = pipe.planeCount;
        for (int p = 0; p < planes; p++) {
            if ((((m0 | m1) >>> p) & 1) == 0) {
                continue;
            }
            float d0 = pipe.distance(v0, p), d1 = pipe.distance(v1, p);
            float t = d0 / (d0 - d1);
            if (d0 < 0) {
                t0 = Math.max(t0, t);
            } else if (d1 < 0) {
                t1 = Math.min(t1, t);
            }
        }
        if (!(t0 < t1)) {
            return;
        }
        int a = t0 > 0 ? pipe.interpolate(v0, v1, t0) : v0;
        int b = t1 < 1 ? pipe.interpolate(v0, v1, t1) : v1;
        if (finite(a) && finite(b)) {
            pipe.sink.line(pipe.store, a, b, provoking, true, 0f);
        }
    }

    /// Whether vertex `v`'s window position is usable (w = 0 on a plane boundary gives NaN).
    private boolean finite(int v) {
        VertexStore s = pipe.store;
        return Float.isFinite(s.x(v)) && Float.isFinite(s.y(v)) && Float.isFinite(s.z(v));
    }

    // --- triangles ------------------------------------------------------------------------------

    @Override
    public void triangle(int v0, int v1, int v2, int provoking, int edgeFlags) {
        pipe.sink.primitiveId(primitiveId++);
        int m0 = pipe.clipMask(v0), m1 = pipe.clipMask(v1), m2 = pipe.clipMask(v2);
        if ((m0 & m1 & m2) != 0) {
            return;                                  // wholly outside one plane
        }
        edgeFlags &= pipe.edgeFlag(v0) | pipe.edgeFlag(v1) << 1 | pipe.edgeFlag(v2) << 2;
        if ((m0 | m1 | m2) == 0) {
            emit(v0, v1, v2, provoking, edgeFlags);
            return;
        }
        int n = 3;
        poly[0] = v0; poly[1] = v1; poly[2] = v2;
        polyEdge[0] = edgeFlags & 1; polyEdge[1] = (edgeFlags >> 1) & 1; polyEdge[2] = (edgeFlags >> 2) & 1;
        int mask = m0 | m1 | m2;
        for (int p = 0; p < pipe.planeCount && n >= 3; p++) {
            if (((mask >>> p) & 1) == 0) {
                continue;
            }
            n = clipPolygon(n, p);
        }
        for (int i = 1; i + 1 < n; i++) {
            int flags = (i == 1 ? polyEdge[0] : 0) | polyEdge[i] << 1 | (i + 2 == n ? polyEdge[n - 1] << 2 : 0);
            emit(poly[0], poly[i], poly[i + 1], provoking, flags);
        }
    }

    /// One Sutherland-Hodgman pass of `poly[0..n-1]` against plane `p`; returns the new size.
    private int clipPolygon(int n, int p) {
        if (next.length < 2 * n + 2) {
            grow(2 * n + 2);
        }
        int out = 0;
        for (int i = 0; i < n; i++) {
            int a = poly[i], b = poly[(i + 1) % n];
            float da = pipe.distance(a, p), db = pipe.distance(b, p);
            if (da >= 0) {
                next[out] = a;
                nextEdge[out++] = polyEdge[i];
            }
            if ((da >= 0) != (db >= 0)) {
                // Interpolate from the inside vertex so both triangles sharing this edge compute
                // the same new vertex.
                int v = da >= 0 ? pipe.interpolate(a, b, da / (da - db)) : pipe.interpolate(b, a, db / (db - da));
                next[out] = v;
                nextEdge[out++] = da >= 0 ? 0 : polyEdge[i];   // the new edge along the plane is not a boundary
            }
        }
        int[] t = poly; poly = next; next = t;
        t = polyEdge; polyEdge = nextEdge; nextEdge = t;
        return out;
    }

    private void grow(int size) {
        poly = java.util.Arrays.copyOf(poly, size * 2);
        polyEdge = java.util.Arrays.copyOf(polyEdge, size * 2);
        next = new int[size * 2];
        nextEdge = new int[size * 2];
    }

    /// Culling, offset and fill mode of one clipped triangle.
    private void emit(int v0, int v1, int v2, int provoking, int edgeFlags) {
        VertexStore s = pipe.store;
        float x0 = s.x(v0), y0 = s.y(v0), x1 = s.x(v1), y1 = s.y(v1), x2 = s.x(v2), y2 = s.y(v2);
        float area = (x1 - x0) * (y2 - y0) - (x2 - x0) * (y1 - y0);
        if (!(area != 0) || !Float.isFinite(area)) {
            return;                                  // degenerate, or NaN positions
        }
        RasterizerState rs = pipe.raster;
        // y grows downward, so a positive area is clockwise as displayed.
        boolean front = (area < 0) == rs.frontCcw();
        if ((rs.cullFace() & (front ? RasterizerState.FACE_FRONT : RasterizerState.FACE_BACK)) != 0) {
            return;
        }
        PolygonMode mode = front ? rs.fillFront() : rs.fillBack();
        boolean offset = switch (mode) {
            case FILL -> rs.offsetTri();
            case LINE -> rs.offsetLine();
            case POINT -> rs.offsetPoint();
        };
        float zOffset = offset ? polygonOffset(v0, v1, v2, area) : 0f;
        switch (mode) {
            case FILL -> pipe.sink.triangle(s, v0, v1, v2, provoking, front, zOffset);
            case LINE -> {
                if ((edgeFlags & PrimitiveAssembler.EDGE_01) != 0) pipe.sink.line(s, v0, v1, provoking, front, zOffset);
                if ((edgeFlags & PrimitiveAssembler.EDGE_12) != 0) pipe.sink.line(s, v1, v2, provoking, front, zOffset);
                if ((edgeFlags & PrimitiveAssembler.EDGE_20) != 0) pipe.sink.line(s, v2, v0, provoking, front, zOffset);
            }
            case POINT -> {
                if ((edgeFlags & PrimitiveAssembler.EDGE_01) != 0) pipe.sink.point(s, v0, provoking, pipe.pointSize(v0), front, zOffset);
                if ((edgeFlags & PrimitiveAssembler.EDGE_12) != 0) pipe.sink.point(s, v1, provoking, pipe.pointSize(v1), front, zOffset);
                if ((edgeFlags & PrimitiveAssembler.EDGE_20) != 0) pipe.sink.point(s, v2, provoking, pipe.pointSize(v2), front, zOffset);
            }
        }
    }

    /// `scale · max(|dz/dx|, |dz/dy|) + units · r`, clamped (GL 4.6 section 14.6.5).
    private float polygonOffset(int v0, int v1, int v2, float area) {
        VertexStore s = pipe.store;
        float x0 = s.x(v0), y0 = s.y(v0), z0 = s.z(v0);
        float ex = s.x(v1) - x0, ey = s.y(v1) - y0, ez = s.z(v1) - z0;
        float fx = s.x(v2) - x0, fy = s.y(v2) - y0, fz = s.z(v2) - z0;
        float dzdx = (ez * fy - fz * ey) / area;
        float dzdy = (fz * ex - ez * fx) / area;
        float maxZ = Math.max(Math.abs(z0), Math.max(Math.abs(s.z(v1)), Math.abs(s.z(v2))));
        RasterizerState rs = pipe.raster;
        float r = pipe.depthBits > 0 ? (float) Math.scalb(1.0, -pipe.depthBits)
                : (float) Math.scalb(1.0, Math.getExponent(Math.max(maxZ, Float.MIN_NORMAL)) - 23);
        float o = rs.offsetScale() * Math.max(Math.abs(dzdx), Math.abs(dzdy)) + rs.offsetUnits() * r;
        float clamp = rs.offsetClamp();
        if (clamp > 0) {
            o = Math.min(o, clamp);
        } else if (clamp < 0) {
            o = Math.max(o, clamp);
        }
        return Float.isFinite(o) ? o : 0f;
    }
}
