package dev.tungsten.pipe.draw;

/// Where the vertex pipeline delivers clipped, culled, viewport-transformed primitives: a
/// driver's rasterizer setup. Vertices are indices into the [VertexStore]; `provoking` is the
/// vertex whose outputs feed flat-shaded (CONSTANT) inputs; `front` says whether the primitive
/// (or the polygon a point or line came from) faces front; `zOffset` is the polygon offset to add
/// to window depth.
public interface PrimitiveSink {
    /// A point of `size` pixels centred on vertex `v`.
    void point(VertexStore store, int v, int provoking, float size, boolean front, float zOffset);

    void line(VertexStore store, int v0, int v1, int provoking, boolean front, float zOffset);

    /// The index of the primitive whose pieces the next calls deliver (`PRIMID`, GL's
    /// `gl_PrimitiveID`): its place in the instance's assembled primitives, counted from 0. A
    /// quad or polygon counts once per triangle of its fan.
    default void primitiveId(int id) {
    }

    /// A triangle in its original winding (setup may reorder for its own needs).
    void triangle(VertexStore store, int v0, int v1, int v2, int provoking, boolean front, float zOffset);
}
