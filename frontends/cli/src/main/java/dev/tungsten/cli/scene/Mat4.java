package dev.tungsten.cli.scene;

/// 4x4 matrices, row-major (`m[4 * row + column]`), acting on column vectors: `v' = M v`. Rows
/// go to shaders as consecutive `CONST` registers so that `DP4 OUT[0].x, CONST[n], IN[0]` gives
/// the transformed x.
public final class Mat4 {
    private Mat4() {}

    public static float[] identity() {
        return new float[] {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};
    }

    public static float[] mul(float[] a, float[] b) {
        float[] r = new float[16];
        for (int i = 0; i < 4; i++) {
            for (int j = 0; j < 4; j++) {
                float s = 0;
                for (int k = 0; k < 4; k++) {
                    s += a[4 * i + k] * b[4 * k + j];
                }
                r[4 * i + j] = s;
            }
        }
        return r;
    }

    public static float[] translate(float x, float y, float z) {
        float[] m = identity();
        m[3] = x;
        m[7] = y;
        m[11] = z;
        return m;
    }

    public static float[] scale(float x, float y, float z) {
        float[] m = identity();
        m[0] = x;
        m[5] = y;
        m[10] = z;
        return m;
    }

    /// Rotation about x, then y, then z, in degrees (`Rz · Ry · Rx`).
    public static float[] rotate(float xDeg, float yDeg, float zDeg) {
        double x = Math.toRadians(xDeg), y = Math.toRadians(yDeg), z = Math.toRadians(zDeg);
        float cx = (float) Math.cos(x), sx = (float) Math.sin(x);
        float cy = (float) Math.cos(y), sy = (float) Math.sin(y);
        float cz = (float) Math.cos(z), sz = (float) Math.sin(z);
        float[] rx = {1, 0, 0, 0, 0, cx, -sx, 0, 0, sx, cx, 0, 0, 0, 0, 1};
        float[] ry = {cy, 0, sy, 0, 0, 1, 0, 0, -sy, 0, cy, 0, 0, 0, 0, 1};
        float[] rz = {cz, -sz, 0, 0, sz, cz, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};
        return mul(rz, mul(ry, rx));
    }

    /// GL's perspective projection (clip z from -w at `near` to w at `far`).
    public static float[] perspective(float fovYDeg, float aspect, float near, float far) {
        float f = (float) (1 / Math.tan(Math.toRadians(fovYDeg) / 2));
        return new float[] {
            f / aspect, 0, 0, 0,
            0, f, 0, 0,
            0, 0, (far + near) / (near - far), 2 * far * near / (near - far),
            0, 0, -1, 0};
    }

    /// A view matrix looking from `eye` at `target` with `up` roughly up.
    public static float[] lookAt(float[] eye, float[] target, float[] up) {
        float[] f = normalize(new float[] {target[0] - eye[0], target[1] - eye[1], target[2] - eye[2]});
        float[] s = normalize(cross(f, up));
        float[] u = cross(s, f);
        return new float[] {
            s[0], s[1], s[2], -dot(s, eye),
            u[0], u[1], u[2], -dot(u, eye),
            -f[0], -f[1], -f[2], dot(f, eye),
            0, 0, 0, 1};
    }

    /// The inverse transpose of the upper 3x3 (for normals), as a 4x4 with no translation.
    public static float[] normalMatrix(float[] m) {
        float a = m[0], b = m[1], c = m[2], d = m[4], e = m[5], f = m[6], g = m[8], h = m[9], i = m[10];
        float det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g);
        float inv = det == 0 ? 0 : 1 / det;
        // Inverse transpose = cofactor matrix / det.
        return new float[] {
            (e * i - f * h) * inv, (f * g - d * i) * inv, (d * h - e * g) * inv, 0,
            (c * h - b * i) * inv, (a * i - c * g) * inv, (b * g - a * h) * inv, 0,
            (b * f - c * e) * inv, (c * d - a * f) * inv, (a * e - b * d) * inv, 0,
            0, 0, 0, 1};
    }

    static float[] cross(float[] a, float[] b) {
        return new float[] {a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]};
    }

    static float dot(float[] a, float[] b) {
        return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
    }

    static float[] normalize(float[] v) {
        float len = (float) Math.sqrt(dot(v, v));
        return len == 0 ? v : new float[] {v[0] / len, v[1] / len, v[2] / len};
    }
}
