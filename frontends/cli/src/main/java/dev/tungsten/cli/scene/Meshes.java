package dev.tungsten.cli.scene;

/// The built-in meshes, centred on the origin: a unit cube, a UV sphere, a torus around the y
/// axis and a plane in x-z facing +y.
public final class Meshes {
    private Meshes() {}

    /// A cube from -size/2 to size/2 with one quad (4 vertices) per face.
    public static Mesh cube(float size) {
        float h = size / 2;
        // Per face: normal, then the "right" and "up" directions on it.
        float[][] faces = {
            {1, 0, 0, 0, 0, -1, 0, 1, 0}, {-1, 0, 0, 0, 0, 1, 0, 1, 0},
            {0, 1, 0, 1, 0, 0, 0, 0, -1}, {0, -1, 0, 1, 0, 0, 0, 0, 1},
            {0, 0, 1, 1, 0, 0, 0, 1, 0}, {0, 0, -1, -1, 0, 0, 0, 1, 0}};
        float[] v = new float[24 * Mesh.FLOATS];
        int[] idx = new int[36];
        int k = 0;
        for (int f = 0; f < 6; f++) {
            float[] n = faces[f];
            float[][] corners = {{-1, -1}, {1, -1}, {1, 1}, {-1, 1}};
            for (int c = 0; c < 4; c++) {
                float a = corners[c][0], b = corners[c][1];
                for (int i = 0; i < 3; i++) {
                    v[k + i] = h * (n[i] + a * n[3 + i] + b * n[6 + i]);
                    v[k + 3 + i] = n[i];
                }
                v[k + 6] = (a + 1) / 2;
                v[k + 7] = (1 - b) / 2;
                k += Mesh.FLOATS;
            }
            int base = f * 4;
            System.arraycopy(new int[] {base, base + 1, base + 2, base, base + 2, base + 3}, 0, idx, f * 6, 6);
        }
        return new Mesh(v, idx);
    }

    /// A sphere of `radius` with `segments` around and `rings` from pole to pole.
    public static Mesh sphere(float radius, int segments, int rings) {
        float[] v = new float[(segments + 1) * (rings + 1) * Mesh.FLOATS];
        int k = 0;
        for (int r = 0; r <= rings; r++) {
            double lat = Math.PI * r / rings;               // 0 at +y
            for (int s = 0; s <= segments; s++) {
                double lon = 2 * Math.PI * s / segments;
                float nx = (float) (Math.sin(lat) * Math.sin(lon));
                float ny = (float) Math.cos(lat);
                float nz = (float) (Math.sin(lat) * Math.cos(lon));
                put(v, k, radius * nx, radius * ny, radius * nz, nx, ny, nz, (float) s / segments, (float) r / rings);
                k += Mesh.FLOATS;
            }
        }
        return new Mesh(v, grid(segments, rings, false));
    }

    /// A torus around the y axis: ring radius `major`, tube radius `minor`.
    public static Mesh torus(float major, float minor, int segments, int sides) {
        float[] v = new float[(segments + 1) * (sides + 1) * Mesh.FLOATS];
        int k = 0;
        for (int j = 0; j <= sides; j++) {
            double phi = 2 * Math.PI * j / sides;
            for (int i = 0; i <= segments; i++) {
                double theta = 2 * Math.PI * i / segments;
                float cx = (float) Math.cos(theta), cz = (float) -Math.sin(theta);
                float nx = (float) (Math.cos(phi) * cx), ny = (float) Math.sin(phi), nz = (float) (Math.cos(phi) * cz);
                put(v, k, major * cx + minor * nx, minor * ny, major * cz + minor * nz, nx, ny, nz,
                        (float) i / segments, (float) j / sides);
                k += Mesh.FLOATS;
            }
        }
        return new Mesh(v, grid(segments, sides, true));
    }

    /// A square of `size` in the x-z plane facing +y, split into `divisions`² quads; texture
    /// coordinates run 0..`uvScale`.
    public static Mesh plane(float size, int divisions, float uvScale) {
        float[] v = new float[(divisions + 1) * (divisions + 1) * Mesh.FLOATS];
        int k = 0;
        for (int j = 0; j <= divisions; j++) {
            for (int i = 0; i <= divisions; i++) {
                float u = (float) i / divisions, w = (float) j / divisions;
                put(v, k, (u - 0.5f) * size, 0, (w - 0.5f) * size, 0, 1, 0, u * uvScale, w * uvScale);
                k += Mesh.FLOATS;
            }
        }
        return new Mesh(v, grid(divisions, divisions, false));
    }

    private static void put(float[] v, int k, float x, float y, float z, float nx, float ny, float nz, float u, float t) {
        v[k] = x; v[k + 1] = y; v[k + 2] = z;
        v[k + 3] = nx; v[k + 4] = ny; v[k + 5] = nz;
        v[k + 6] = u; v[k + 7] = t;
    }

    /// Two triangles per cell of a `(cols+1) × (rows+1)` vertex grid, counter-clockwise seen
    /// from the side the normals face (`flip` reverses them).
    private static int[] grid(int cols, int rows, boolean flip) {
        int[] idx = new int[cols * rows * 6];
        int k = 0;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                int a = r * (cols + 1) + c, b = a + 1, d = a + cols + 1, e = d + 1;
                int[] tri = flip ? new int[] {a, b, e, a, e, d} : new int[] {a, d, e, a, e, b};
                System.arraycopy(tri, 0, idx, k, 6);
                k += 6;
            }
        }
        return idx;
    }
}
