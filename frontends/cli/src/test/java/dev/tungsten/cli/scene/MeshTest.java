package dev.tungsten.cli.scene;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/// Built-in meshes are closed or flat as they should be, wound counter-clockwise seen from the
/// side their normals face, with unit normals; the OBJ reader handles the usual statements.
class MeshTest {
    /// Every triangle's geometric normal points the way its vertex normals do (or the triangle is
    /// degenerate, as at sphere poles).
    private static void assertOutwardWinding(Mesh m, String what) {
        float[] v = m.vertices();
        int[] idx = m.indices();
        int degenerate = 0;
        for (int t = 0; t < idx.length; t += 3) {
            int a = idx[t] * Mesh.FLOATS, b = idx[t + 1] * Mesh.FLOATS, c = idx[t + 2] * Mesh.FLOATS;
            float ux = v[b] - v[a], uy = v[b + 1] - v[a + 1], uz = v[b + 2] - v[a + 2];
            float wx = v[c] - v[a], wy = v[c + 1] - v[a + 1], wz = v[c + 2] - v[a + 2];
            float nx = uy * wz - uz * wy, ny = uz * wx - ux * wz, nz = ux * wy - uy * wx;
            float len = (float) Math.sqrt(nx * nx + ny * ny + nz * nz);
            if (len < 1e-9f) {
                degenerate++;
                continue;
            }
            float dot = nx * (v[a + 3] + v[b + 3] + v[c + 3]) + ny * (v[a + 4] + v[b + 4] + v[c + 4])
                    + nz * (v[a + 5] + v[b + 5] + v[c + 5]);
            assertTrue(dot > 0, what + " triangle " + t / 3 + " is wound inward");
        }
        // Only the cells touching a sphere pole have a degenerate half.
        assertTrue(degenerate <= idx.length / 3 / 8, what + ": " + degenerate + " degenerate triangles");
        for (int i = 0; i < v.length; i += Mesh.FLOATS) {
            float n = (float) Math.sqrt(v[i + 3] * v[i + 3] + v[i + 4] * v[i + 4] + v[i + 5] * v[i + 5]);
            assertEquals(1f, n, 1e-5f, what + " normal length");
        }
    }

    @Test
    void builtinsAreWoundOutward() {
        assertOutwardWinding(Meshes.cube(2), "cube");
        assertOutwardWinding(Meshes.sphere(1, 16, 8), "sphere");
        assertOutwardWinding(Meshes.torus(1, 0.25f, 16, 8), "torus");
        assertOutwardWinding(Meshes.plane(2, 3, 1), "plane");
        assertEquals(24, Meshes.cube(1).vertexCount());
        assertEquals(12, Meshes.cube(1).triangleCount());
    }

    @Test
    void objFacesBecomeTriangles() {
        String obj = """
                # a unit quad and a triangle sharing vertices
                o quad
                v 0 0 0
                v 1 0 0
                v 1 1 0
                v 0 1 0
                vt 0 0
                vt 1 0
                vt 1 1
                vt 0 1
                vn 0 0 1
                f 1/1/1 2/2/1 3/3/1 4/4/1
                f -4/1 -3/2 -2/3
                """;
        Mesh m = ObjReader.parse(obj, "q.obj");
        assertEquals(3, m.triangleCount());
        assertEquals(1f, m.vertices()[7], "vt v = 0 is the bottom of the image: flipped to 1");
        assertOutwardWinding(m, "obj");
    }

    @Test
    void objErrorsAreLocated() {
        assertEquals("q.obj:2:3: position index 5 out of range (1 defined so far)",
                assertThrows(SceneException.class, () -> ObjReader.parse("v 0 0 0\nf 5 1 1\n", "q.obj")).getMessage());
        assertEquals("q.obj:1:5: expected a number, found 'x'",
                assertThrows(SceneException.class, () -> ObjReader.parse("v 0 x 0\n", "q.obj")).getMessage());
        assertEquals("q.obj:1:1: unknown OBJ statement 'bogus'",
                assertThrows(SceneException.class, () -> ObjReader.parse("bogus 1\n", "q.obj")).getMessage());
    }
}
