package dev.tungsten.tests.golden;

import java.util.Arrays;

/// Vertex data for golden tests in pixel coordinates: each vertex is a clip position (vec4) and
/// one vec4 attribute, the layout [GoldenRig#vertices] binds.
final class Geometry {
    private float[] data = new float[64];
    private int size;
    private final GoldenRig rig;

    Geometry(GoldenRig rig) {
        this.rig = rig;
    }

    /// A vertex at pixel `(px, py)` with NDC depth `z` and attribute `a`.
    Geometry vertex(float px, float py, float z, float... a) {
        if (size + 8 > data.length) {
            data = Arrays.copyOf(data, data.length * 2);
        }
        data[size++] = rig.nx(px);
        data[size++] = rig.ny(py);
        data[size++] = z;
        data[size++] = 1;
        for (int i = 0; i < 4; i++) {
            data[size++] = i < a.length ? a[i] : (i == 3 ? 1 : 0);
        }
        return this;
    }

    /// Two triangles covering the rectangle; corner attributes top-left, top-right, bottom-right, bottom-left.
    Geometry quad(float x0, float y0, float x1, float y1, float z, float[] tl, float[] tr, float[] br, float[] bl) {
        vertex(x0, y0, z, tl).vertex(x1, y0, z, tr).vertex(x1, y1, z, br);
        vertex(x0, y0, z, tl).vertex(x1, y1, z, br).vertex(x0, y1, z, bl);
        return this;
    }

    /// A rectangle with one attribute everywhere.
    Geometry quad(float x0, float y0, float x1, float y1, float z, float... a) {
        return quad(x0, y0, x1, y1, z, a, a, a, a);
    }

    int vertexCount() {
        return size / 8;
    }

    /// Uploads the vertices and resets the builder.
    int upload() {
        rig.vertices(Arrays.copyOf(data, size));
        int n = size / 8;
        size = 0;
        return n;
    }

    /// A colour of the rainbow for index `i` of `n`.
    static float[] hue(int i, int n) {
        double h = 6.0 * i / n;
        float r = (float) Math.max(0, Math.min(1, Math.abs(h - 3) - 1));
        float g = (float) Math.max(0, Math.min(1, 2 - Math.abs(h - 2)));
        float b = (float) Math.max(0, Math.min(1, 2 - Math.abs(h - 4)));
        return new float[] {r, g, b, 1};
    }
}
