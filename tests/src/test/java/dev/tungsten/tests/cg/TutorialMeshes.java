package dev.tungsten.tests.cg;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.DoubleUnaryOperator;

import dev.tungsten.tgsi.PrimitiveType;

/// The meshes the Cg Tutorial's host programs draw, generated here: the 2-D triangle of chapters
/// 2 and 3 (whole and subdivided), spheres, a cone, a torus, a floor and a wall, the parametric
/// grid of the bump-mapped torus, a key-framed blob and a particle fountain.
final class TutorialMeshes {
    private TutorialMeshes() {}

    /// Vertex attributes by semantic (`POSITION`, `NORMAL`, `COLOR0`, `TEXCOORD0` ...; four floats
    /// per vertex each) and the indices of `mode` primitives (`null`: the vertices in order).
    record Mesh(int vertexCount, Map<String, float[]> attributes, int[] indices, PrimitiveType mode) {}

    /// Builds a mesh one vertex at a time; every vertex sets the same attributes.
    static final class Builder {
        private final Map<String, float[]> data = new LinkedHashMap<>();
        private final List<Integer> indices = new ArrayList<>();
        private int vertices;
        private int attributesOfThisVertex;

        /// Starts a new vertex and returns its index.
        int vertex() {
            requireComplete();
            attributesOfThisVertex = 0;
            return vertices++;
        }

        private void requireComplete() {
            if (vertices > 0 && attributesOfThisVertex != data.size()) {
                throw new IllegalStateException("vertex " + (vertices - 1) + " sets " + attributesOfThisVertex + " of "
                        + data.size() + " attributes");
            }
        }

        /// Sets `semantic` of the current vertex; missing components are 0 (w: 1).
        Builder set(String semantic, float... v) {
            float[] a = data.computeIfAbsent(semantic, k -> new float[64]);
            if (a.length < vertices * 4) {
                a = Arrays.copyOf(a, vertices * 8);
                data.put(semantic, a);
            }
            int base = (vertices - 1) * 4;
            for (int i = 0; i < 4; i++) {
                a[base + i] = i < v.length ? v[i] : i == 3 ? 1 : 0;
            }
            attributesOfThisVertex++;
            return this;
        }

        Builder triangle(int a, int b, int c) {
            indices.addAll(List.of(a, b, c));
            return this;
        }

        Mesh build(PrimitiveType mode) {
            requireComplete();
            Map<String, float[]> out = new LinkedHashMap<>();
            data.forEach((k, v) -> out.put(k, Arrays.copyOf(v, vertices * 4)));
            int[] idx = indices.isEmpty() ? null : indices.stream().mapToInt(Integer::intValue).toArray();
            return new Mesh(vertices, out, idx, mode);
        }
    }

    /// The triangle of chapters 2 to 5: (-0.8, 0.8), (0.8, 0.8), (0, -0.8) in clip space, with a
    /// colour and a texture coordinate per corner.
    static Mesh triangle() {
        Builder b = new Builder();
        float[][] corners = {{-0.8f, 0.8f}, {0.8f, 0.8f}, {0, -0.8f}};
        float[][] colors = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
        float[][] uv = {{0, 0}, {1, 0}, {0.5f, 1}};
        for (int i = 0; i < 3; i++) {
            b.vertex();
            b.set("POSITION", corners[i]).set("COLOR0", colors[i]).set("TEXCOORD0", uv[i]);
        }
        return b.triangle(0, 1, 2).build(PrimitiveType.TRIANGLES);
    }

    /// The same triangle cut into `n * n` small ones, as chapter 6 draws it so the twist bends
    /// its edges; colours blend from the corners.
    static Mesh subdividedTriangle(int n) {
        Builder b = new Builder();
        float[] p0 = {-0.8f, 0.8f}, p1 = {0.8f, 0.8f}, p2 = {0, -0.8f};
        float[][] colors = {{1, 0.9f, 0.1f}, {0.1f, 0.9f, 1}, {1, 0.2f, 0.6f}};
        int[][] index = new int[n + 1][];
        for (int i = 0; i <= n; i++) {
            index[i] = new int[n + 1 - i];
            for (int j = 0; j <= n - i; j++) {
                float u = (float) j / n, v = (float) i / n, w = 1 - u - v;
                index[i][j] = b.vertex();
                b.set("POSITION", w * p0[0] + u * p1[0] + v * p2[0], w * p0[1] + u * p1[1] + v * p2[1]);
                b.set("COLOR0", w * colors[0][0] + u * colors[1][0] + v * colors[2][0], w * colors[0][1] + u * colors[1][1]
                        + v * colors[2][1], w * colors[0][2] + u * colors[1][2] + v * colors[2][2]);
            }
        }
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n - i; j++) {
                b.triangle(index[i][j], index[i][j + 1], index[i + 1][j]);
                if (j < n - i - 1) {
                    b.triangle(index[i][j + 1], index[i + 1][j + 1], index[i + 1][j]);
                }
            }
        }
        return b.build(PrimitiveType.TRIANGLES);
    }

    /// A sphere about the origin (`glutSolidSphere`): positions, unit normals, texture
    /// coordinates (u around, v from the south pole) and white vertex colours.
    static Mesh sphere(float radius, int slices, int stacks) {
        return surface(slices, stacks, (u, v) -> {
            double theta = u * 2 * Math.PI, phi = (v - 0.5) * Math.PI;
            float[] n = {(float) (Math.cos(phi) * Math.sin(theta)), (float) Math.sin(phi), (float) (Math.cos(phi) * Math.cos(theta))};
            return new float[][] {{n[0] * radius, n[1] * radius, n[2] * radius}, n};
        });
    }

    /// A torus about the z axis with ring radius `major` and tube radius `minor`.
    static Mesh torus(float major, float minor, int sides, int rings) {
        return surface(rings, sides, (u, v) -> {
            double s = u * 2 * Math.PI, t = v * 2 * Math.PI;
            float[] n = {(float) (Math.cos(s) * Math.cos(t)), (float) (Math.sin(s) * Math.cos(t)), (float) Math.sin(t)};
            float r = (float) (major + minor * Math.cos(t));
            return new float[][] {{(float) (r * Math.cos(s)), (float) (r * Math.sin(s)), minor * n[2]}, n};
        });
    }

    /// A cone (`glutSolidCone`) of base radius `radius` on the xy plane and apex at z = `height`.
    static Mesh cone(float radius, float height, int slices, int stacks) {
        float slant = (float) Math.hypot(radius, height);
        return surface(slices, stacks, (u, v) -> {
            double a = u * 2 * Math.PI;
            float r = (float) ((1 - v) * radius);
            float[] n = {(float) Math.cos(a) * height / slant, (float) Math.sin(a) * height / slant, radius / slant};
            return new float[][] {{(float) (r * Math.cos(a)), (float) (r * Math.sin(a)), (float) (v * height)}, n};
        });
    }

    /// A parametric surface over a `(columns + 1) x (rows + 1)` grid of (u, v) in [0, 1]; `at`
    /// gives the position and normal of a grid point.
    interface Parametric {
        float[][] at(double u, double v);
    }

    static Mesh surface(int columns, int rows, Parametric at) {
        Builder b = new Builder();
        for (int j = 0; j <= rows; j++) {
            for (int i = 0; i <= columns; i++) {
                float u = (float) i / columns, v = (float) j / rows;
                float[][] pn = at.at(u, v);
                b.vertex();
                b.set("POSITION", pn[0][0], pn[0][1], pn[0][2]).set("NORMAL", pn[1][0], pn[1][1], pn[1][2], 0);
                b.set("TEXCOORD0", u, v).set("COLOR0", 1, 1, 1);
            }
        }
        grid(b, columns, rows);
        return b.build(PrimitiveType.TRIANGLES);
    }

    private static void grid(Builder b, int columns, int rows) {
        for (int j = 0; j < rows; j++) {
            for (int i = 0; i < columns; i++) {
                int a = j * (columns + 1) + i, c = a + columns + 1;
                b.triangle(a, a + 1, c + 1).triangle(a, c + 1, c);
            }
        }
    }

    /// A square in the plane y = 0 (a floor, normal +y) or z = 0 (a wall, normal +z), `size` on a
    /// side, cut into `n * n` cells, its texture repeated `repeat` times; TEXCOORD1 carries the
    /// tangent (+x, the direction of increasing s), as chapter 8's `C8E5v_bumpAny` reads it.
    static Mesh plane(boolean floor, float size, int n, float repeat) {
        Builder b = new Builder();
        for (int j = 0; j <= n; j++) {
            for (int i = 0; i <= n; i++) {
                float s = (float) i / n, t = (float) j / n;
                float x = (s - 0.5f) * size, y = (t - 0.5f) * size;
                b.vertex();
                if (floor) {
                    b.set("POSITION", x, 0, -y).set("NORMAL", 0, 1, 0, 0);
                } else {
                    b.set("POSITION", x, y, 0).set("NORMAL", 0, 0, 1, 0);
                }
                b.set("TEXCOORD0", s * repeat, t * repeat).set("TEXCOORD1", 1, 0, 0, 0).set("COLOR0", 1, 1, 1);
            }
        }
        grid(b, n, n);
        return b.build(PrimitiveType.TRIANGLES);
    }

    /// The (s, t) grid of chapter 8's torus: `C8E6v_torus` turns POSITION.xy into the surface.
    static Mesh parametricGrid(int columns, int rows) {
        Builder b = new Builder();
        for (int j = 0; j <= rows; j++) {
            for (int i = 0; i <= columns; i++) {
                b.vertex();
                b.set("POSITION", (float) i / columns, (float) j / rows);
            }
        }
        grid(b, columns, rows);
        return b.build(PrimitiveType.TRIANGLES);
    }

    /// Two key frames of one mesh for chapter 6's key-frame interpolation: frame A (POSITION,
    /// NORMAL) a sphere, frame B (TEXCOORD1, TEXCOORD2) the same vertices pulled into a
    /// four-lobed star; a colour that follows latitude and the sphere's texture coordinates.
    static Mesh keyFrames(int slices, int stacks) {
        Mesh sphere = sphere(1, slices, stacks);
        Builder b = new Builder();
        float[] p = sphere.attributes().get("POSITION"), uv = sphere.attributes().get("TEXCOORD0");
        DoubleUnaryOperator lobe = a -> 1 + 0.45 * Math.pow(Math.abs(Math.cos(2 * a)), 3);
        for (int i = 0; i < sphere.vertexCount(); i++) {
            float x = p[i * 4], y = p[i * 4 + 1], z = p[i * 4 + 2];
            double a = Math.atan2(z, x);
            float k = (float) lobe.applyAsDouble(a);
            // Frame B: scale the horizontal radius by the lobe, flatten vertically; the normal
            // of the scaled surface (x k, y 0.7, z k) is (x / k, y / 0.7, z / k) normalised.
            float[] nb = TutorialMatrix.normalize(new float[] {x / k, y / 0.7f, z / k});
            b.vertex();
            b.set("POSITION", x, y, z).set("NORMAL", x, y, z, 0);
            b.set("TEXCOORD1", x * k, y * 0.7f, z * k).set("TEXCOORD2", nb[0], nb[1], nb[2], 0);
            b.set("TEXCOORD0", uv[i * 4], uv[i * 4 + 1]);
            b.set("COLOR0", 0.5f + 0.5f * y, 0.35f, 0.5f - 0.5f * y);
        }
        int[] idx = sphere.indices();
        for (int i = 0; i < idx.length; i += 3) {
            b.triangle(idx[i], idx[i + 1], idx[i + 2]);
        }
        return b.build(PrimitiveType.TRIANGLES);
    }

    /// Chapter 6's particle fountain: `count` particles leave the origin at staggered times
    /// (TEXCOORD1.x) with velocities (TEXCOORD0) spread upward, from a fixed pseudo-random
    /// sequence so every run draws the same points.
    static Mesh particles(int count) {
        Builder b = new Builder();
        long seed = 0x2545F4914F6CDD1DL;
        for (int i = 0; i < count; i++) {
            seed = seed * 6364136223846793005L + 1442695040888963407L;
            double r1 = ((seed >>> 11) & 0xFFFFF) / (double) 0x100000;
            double r2 = ((seed >>> 31) & 0xFFFFF) / (double) 0x100000;
            double angle = r1 * 2 * Math.PI, spread = 0.5 + 0.9 * r2;
            b.vertex();
            b.set("POSITION", 0, 0, 0, 1);
            b.set("TEXCOORD0", (float) (spread * Math.cos(angle)), (float) (3 + 0.8 * r1), (float) (spread * Math.sin(angle)), 0);
            b.set("TEXCOORD1", (float) i / count * 0.9f);
        }
        return b.build(PrimitiveType.POINTS);
    }
}
