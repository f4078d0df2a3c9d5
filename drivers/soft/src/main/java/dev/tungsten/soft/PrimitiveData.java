package dev.tungsten.soft;

/// The attribute plane equations of one primitive, shared by the triangle commands it was split
/// into (a line or point is two triangles). A plane gives the value at sample position `(x, y)`
/// (pixel coordinates shifted so that sample positions are integers) as
/// `a + dadx · (x - refX) + dady · (y - refY)`.
///
/// `planes` holds `(a, dadx, dady)` per fragment input channel (`(register * 4 + channel) * 3`);
/// for PERSPECTIVE inputs of a `perspective` primitive it is the plane of `value / w`, divided by
/// the interpolated `1 / w` per fragment. FLAT inputs take `flat` bits as they are; a triangle
/// of a draw without FLAT inputs shares one empty `flat` array (nothing reads it), one
/// allocation fewer per triangle.
final class PrimitiveData {
    private static final int[] NO_FLAT = new int[0];

    final DrawState state;
    final boolean front;
    final boolean perspective;
    final float refX, refY;
    final float[] planes;
    final int[] flat;
    /// Window depth plane (polygon offset included).
    float z0, dzdx, dzdy;
    /// `1 / w` plane.
    float w0, dwdx, dwdy;
    /// Point-coordinate planes (s, t) for sprites and PCOORD inputs.
    float s0, dsdx, dsdy, t0, dtdx, dtdy;
    /// Whether this primitive is a point (sprite coordinates replace marked inputs).
    final boolean point;
    /// The primitive's index in its draw instance (`PRIMID` inputs).
    int primitiveId;

    /// @param flatInputs whether `flat` is read: the draw has FLAT inputs, or this is a point
    PrimitiveData(DrawState state, boolean front, boolean perspective, boolean point, float refX, float refY,
                  int inputChannels, boolean flatInputs) {
        this.state = state;
        this.front = front;
        this.perspective = perspective;
        this.point = point;
        this.refX = refX;
        this.refY = refY;
        this.planes = new float[inputChannels * 3];
        this.flat = flatInputs ? new int[inputChannels] : NO_FLAT;
    }
}
