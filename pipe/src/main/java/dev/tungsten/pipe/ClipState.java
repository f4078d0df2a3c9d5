package dev.tungsten.pipe;

/// User clip planes (`struct pipe_clip_state`): up to 8 planes `(a, b, c, d)` in clip space; a
/// vertex is inside plane i when `a·x + b·y + c·z + d·w >= 0`. Which planes apply is the
/// rasterizer's `clipPlaneEnable`. Vertex shaders writing CLIPDIST outputs use those distances instead.
public record ClipState(float[][] planes) {
    public static final int MAX_PLANES = 8;
    public static final ClipState NONE = new ClipState(new float[0][]);

    public ClipState {
        if (planes.length > MAX_PLANES) {
            throw new PipeException("setClipState", "at most 8 clip planes");
        }
        float[][] copy = new float[planes.length][];
        for (int i = 0; i < planes.length; i++) {
            if (planes[i].length != 4) {
                throw new PipeException("setClipState", "a clip plane has 4 coefficients");
            }
            copy[i] = planes[i].clone();
        }
        planes = copy;
    }

    /// Plane `i`'s coefficients, or all zeros (everything inside) when it is not given.
    public float[] plane(int i) {
        return i < planes.length ? planes[i].clone() : new float[4];
    }
}
