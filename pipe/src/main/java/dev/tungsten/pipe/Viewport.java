package dev.tungsten.pipe;

/// The viewport transform (`struct pipe_viewport_state`): window = NDC · scale + translate.
public record Viewport(float scaleX, float scaleY, float scaleZ, float translateX, float translateY, float translateZ) {

    /// The rectangle `x, y, width, height` (y down, in window coordinates), mapping NDC +y to its
    /// top row as GL and Direct3D do, and NDC z (-1..1, or 0..1 with `clipHalfZ`) to `near..far`.
    public static Viewport of(float x, float y, float width, float height, float near, float far, boolean clipHalfZ) {
        float sz = clipHalfZ ? far - near : (far - near) / 2;
        float tz = clipHalfZ ? near : (far + near) / 2;
        return new Viewport(width / 2, -height / 2, sz, x + width / 2, y + height / 2, tz);
    }

    /// [#of] for GL's clip-space z (-w..w) with depth range 0..1.
    public static Viewport of(float x, float y, float width, float height) {
        return of(x, y, width, height, 0, 1, false);
    }
}
