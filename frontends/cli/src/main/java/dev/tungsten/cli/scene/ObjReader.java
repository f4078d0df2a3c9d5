package dev.tungsten.cli.scene;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/// Reads the geometry of Wavefront OBJ files: `v`, `vt`, `vn` and `f` (polygons are fanned into
/// triangles; indices are 1-based or negative, relative to the end). Materials, groups and
/// smoothing statements are accepted and ignored. Missing normals are computed per vertex from
/// the faces around it; missing texture coordinates are 0. `vt`'s v runs upward, so it is
/// flipped to the mesh convention (v = 0 at the top of an image).
public final class ObjReader {
    private ObjReader() {}

    /// Parses `text` read from `source`.
    /// @throws SceneException at the first malformed line
    public static Mesh parse(String text, String source) {
        List<float[]> positions = new ArrayList<>(), uvs = new ArrayList<>(), normals = new ArrayList<>();
        List<float[]> out = new ArrayList<>();
        List<Integer> indices = new ArrayList<>();
        Map<String, Integer> unique = new HashMap<>();
        List<Integer> positionOf = new ArrayList<>();
        boolean missingNormals = false;
        String[] lines = text.split("\n", -1);
        for (int ln = 0; ln < lines.length; ln++) {
            String line = lines[ln];
            int hash = line.indexOf('#');
            if (hash >= 0) {
                line = line.substring(0, hash);
            }
            String[] w = line.trim().split("\\s+");
            if (w.length == 0 || w[0].isEmpty()) {
                continue;
            }
            int lineNo = ln + 1;
            switch (w[0]) {
                case "v" -> positions.add(numbers(w, 3, 4, source, lineNo, line));
                case "vt" -> uvs.add(numbers(w, 1, 3, source, lineNo, line));
                case "vn" -> normals.add(numbers(w, 3, 3, source, lineNo, line));
                case "f" -> {
                    if (w.length < 4) {
                        throw new SceneException(source, lineNo, 1, "a face needs at least 3 vertices, found " + (w.length - 1));
                    }
                    int[] corner = new int[w.length - 1];
                    for (int i = 1; i < w.length; i++) {
                        String[] parts = w[i].split("/", -1);
                        int col = line.indexOf(w[i]) + 1;
                        int p = index(parts[0], positions.size(), source, lineNo, col, "position");
                        int t = parts.length > 1 && !parts[1].isEmpty() ? index(parts[1], uvs.size(), source, lineNo, col, "texture coordinate") : -1;
                        int n = parts.length > 2 && !parts[2].isEmpty() ? index(parts[2], normals.size(), source, lineNo, col, "normal") : -1;
                        missingNormals |= n < 0;
                        String key = p + "/" + t + "/" + n;
                        Integer v = unique.get(key);
                        if (v == null) {
                            float[] pos = positions.get(p);
                            float[] uv = t >= 0 ? uvs.get(t) : new float[2];
                            float[] nor = n >= 0 ? normals.get(n) : new float[3];
                            v = out.size();
                            out.add(new float[] {pos[0], pos[1], pos[2], nor[0], nor[1], nor[2], uv[0],
                                    t >= 0 ? 1 - (uv.length > 1 ? uv[1] : 0) : 0});
                            positionOf.add(p);
                            unique.put(key, v);
                        }
                        corner[i - 1] = v;
                    }
                    for (int i = 1; i + 1 < corner.length; i++) {
                        indices.add(corner[0]);
                        indices.add(corner[i]);
                        indices.add(corner[i + 1]);
                    }
                }
                case "o", "g", "s", "usemtl", "mtllib", "l", "p" -> { }
                default -> throw new SceneException(source, lineNo, 1, "unknown OBJ statement '" + w[0] + "'");
            }
        }
        if (indices.isEmpty()) {
            throw new SceneException(source, 0, 0, "the OBJ file has no faces");
        }
        float[] verts = new float[out.size() * Mesh.FLOATS];
        for (int i = 0; i < out.size(); i++) {
            System.arraycopy(out.get(i), 0, verts, i * Mesh.FLOATS, Mesh.FLOATS);
        }
        int[] idx = indices.stream().mapToInt(Integer::intValue).toArray();
        if (missingNormals) {
            smoothNormals(verts, idx, positionOf, positions.size());
        }
        return new Mesh(verts, idx);
    }

    private static float[] numbers(String[] w, int min, int max, String source, int line, String text) {
        if (w.length - 1 < min || w.length - 1 > max) {
            throw new SceneException(source, line, 1, "'" + w[0] + "' takes " + min + (min == max ? "" : " to " + max)
                    + " numbers, found " + (w.length - 1));
        }
        float[] out = new float[Math.max(max, 3)];
        for (int i = 1; i < w.length; i++) {
            try {
                out[i - 1] = Float.parseFloat(w[i]);
            } catch (NumberFormatException e) {
                throw new SceneException(source, line, text.indexOf(w[i]) + 1, "expected a number, found '" + w[i] + "'");
            }
            if (!Float.isFinite(out[i - 1])) {
                throw new SceneException(source, line, text.indexOf(w[i]) + 1, "expected a finite number, found '" + w[i] + "'");
            }
        }
        return out;
    }

    private static int index(String s, int count, String source, int line, int col, String what) {
        int i;
        try {
            i = Integer.parseInt(s);
        } catch (NumberFormatException e) {
            throw new SceneException(source, line, col, "expected a " + what + " index, found '" + s + "'");
        }
        int resolved = i > 0 ? i - 1 : count + i;
        if (i == 0 || resolved < 0 || resolved >= count) {
            throw new SceneException(source, line, col, what + " index " + i + " out of range (" + count + " defined so far)");
        }
        return resolved;
    }

    /// Per position, the normalised sum of the (area-weighted) normals of its faces.
    private static void smoothNormals(float[] v, int[] idx, List<Integer> positionOf, int positions) {
        float[] acc = new float[positions * 3];
        for (int t = 0; t < idx.length; t += 3) {
            int a = idx[t] * Mesh.FLOATS, b = idx[t + 1] * Mesh.FLOATS, c = idx[t + 2] * Mesh.FLOATS;
            float ux = v[b] - v[a], uy = v[b + 1] - v[a + 1], uz = v[b + 2] - v[a + 2];
            float wx = v[c] - v[a], wy = v[c + 1] - v[a + 1], wz = v[c + 2] - v[a + 2];
            float nx = uy * wz - uz * wy, ny = uz * wx - ux * wz, nz = ux * wy - uy * wx;
            for (int k = 0; k < 3; k++) {
                int p = positionOf.get(idx[t + k]) * 3;
                acc[p] += nx;
                acc[p + 1] += ny;
                acc[p + 2] += nz;
            }
        }
        for (int i = 0; i < positionOf.size(); i++) {
            int p = positionOf.get(i) * 3;
            float len = (float) Math.sqrt(acc[p] * acc[p] + acc[p + 1] * acc[p + 1] + acc[p + 2] * acc[p + 2]);
            int o = i * Mesh.FLOATS + 3;
            if (len > 0 && v[o] == 0 && v[o + 1] == 0 && v[o + 2] == 0) {
                v[o] = acc[p] / len;
                v[o + 1] = acc[p + 1] / len;
                v[o + 2] = acc[p + 2] / len;
            }
        }
    }
}
