package dev.tungsten.tests.cg;

import dev.tungsten.cli.scene.Mat4;

/// What the scenes need beyond the scene renderer's [Mat4] (row-major 4x4 matrices as Cg reads
/// them, `m[r * 4 + c]` row `r`, acting on column vectors): products of several matrices, the
/// inverse of a modelling matrix (the tutorial's hosts take lights and the eye into object space
/// with it), points through a matrix, and 3-vector helpers.
final class TutorialMatrix {
    private TutorialMatrix() {}

    /// The product `a · b · ...` (the rightmost matrix applies first).
    static float[] multiply(float[] a, float[]... more) {
        float[] m = a;
        for (float[] b : more) {
            m = Mat4.mul(m, b);
        }
        return m;
    }

    /// The inverse of an invertible matrix (cofactors over the determinant).
    static float[] invert(float[] m) {
        double[] inv = new double[16];
        for (int r = 0; r < 4; r++) {
            for (int c = 0; c < 4; c++) {
                inv[c * 4 + r] = ((r + c) % 2 == 0 ? 1 : -1) * minor(m, r, c);
            }
        }
        double det = 0;
        for (int c = 0; c < 4; c++) {
            det += m[c] * inv[c * 4];
        }
        if (Math.abs(det) < 1e-12) {
            throw new IllegalArgumentException("singular matrix");
        }
        float[] out = new float[16];
        for (int i = 0; i < 16; i++) {
            out[i] = (float) (inv[i] / det);
        }
        return out;
    }

    private static double minor(float[] m, int row, int col) {
        double[] s = new double[9];
        int k = 0;
        for (int r = 0; r < 4; r++) {
            for (int c = 0; c < 4; c++) {
                if (r != row && c != col) {
                    s[k++] = m[r * 4 + c];
                }
            }
        }
        return s[0] * (s[4] * s[8] - s[5] * s[7]) - s[1] * (s[3] * s[8] - s[5] * s[6]) + s[2] * (s[3] * s[7] - s[4] * s[6]);
    }

    /// `m · (p, 1)`, divided by w: a point through a transform (a world-space light into object space).
    static float[] point(float[] m, float[] p) {
        float[] out = new float[3];
        float w = m[12] * p[0] + m[13] * p[1] + m[14] * p[2] + m[15];
        for (int r = 0; r < 3; r++) {
            out[r] = (m[r * 4] * p[0] + m[r * 4 + 1] * p[1] + m[r * 4 + 2] * p[2] + m[r * 4 + 3]) / w;
        }
        return out;
    }

    static float dot(float[] a, float[] b) {
        return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
    }

    static float[] normalize(float[] v) {
        float l = (float) Math.sqrt(dot(v, v));
        return new float[] {v[0] / l, v[1] / l, v[2] / l};
    }
}
