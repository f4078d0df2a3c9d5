package dev.tungsten.pipe.draw;

import dev.tungsten.pipe.PipeException;
import dev.tungsten.tgsi.PrimitiveType;

/// Turns a sequence of vertices into points, lines and triangles for every primitive type GL
/// knows, with the provoking vertex of the first- or last-vertex convention (ARB_provoking_vertex
/// tables) and, for triangles, edge flags that hide the interior edges of quads and polygons in
/// unfilled modes. Restart markers (-1) split the sequence into independent runs. Adjacency
/// vertices are skipped (there is no geometry shader to read them).
final class PrimitiveAssembler {
    /// Triangle edge flag bits: edge v0-v1, v1-v2, v2-v0.
    static final int EDGE_01 = 1, EDGE_12 = 2, EDGE_20 = 4, EDGES_ALL = 7;

    /// Receives the assembled primitives.
    interface Output {
        void point(int v);

        void line(int v0, int v1, int provoking);

        void triangle(int v0, int v1, int v2, int provoking, int edgeFlags);
    }

    private PrimitiveAssembler() {}

    /// Assembles `elts[start .. start+count-1]` (vertex indices, -1 = restart) as `mode`.
    static void assemble(PrimitiveType mode, int[] elts, int start, int count, boolean first, Output out) {
        if (mode == PrimitiveType.PATCHES) {
            throw new PipeException("drawVbo", "PATCHES need tessellation shaders, which this pipeline does not run");
        }
        int runStart = start;
        int end = start + count;
        for (int i = start; i <= end; i++) {
            if (i == end || elts[i] < 0) {
                if (i > runStart) {
                    run(mode, elts, runStart, i - runStart, first, out);
                }
                runStart = i + 1;
            }
        }
    }

    private static void run(PrimitiveType mode, int[] e, int s, int n, boolean first, Output out) {
        switch (mode) {
            case POINTS -> {
                for (int i = 0; i < n; i++) {
                    out.point(e[s + i]);
                }
            }
            case LINES -> {
                for (int i = 0; i + 1 < n; i += 2) {
                    out.line(e[s + i], e[s + i + 1], e[s + (first ? i : i + 1)]);
                }
            }
            case LINE_STRIP, LINE_LOOP -> {
                for (int i = 0; i + 1 < n; i++) {
                    out.line(e[s + i], e[s + i + 1], e[s + (first ? i : i + 1)]);
                }
                if (mode == PrimitiveType.LINE_LOOP && n >= 2) {
                    out.line(e[s + n - 1], e[s], first ? e[s + n - 1] : e[s]);
                }
            }
            case TRIANGLES -> {
                for (int i = 0; i + 2 < n; i += 3) {
                    out.triangle(e[s + i], e[s + i + 1], e[s + i + 2], e[s + (first ? i : i + 2)], EDGES_ALL);
                }
            }
            case TRIANGLE_STRIP -> {
                for (int i = 0; i + 2 < n; i++) {
                    int prov = e[s + (first ? i : i + 2)];
                    if ((i & 1) == 0) {
                        out.triangle(e[s + i], e[s + i + 1], e[s + i + 2], prov, EDGES_ALL);
                    } else {
                        out.triangle(e[s + i + 1], e[s + i], e[s + i + 2], prov, EDGES_ALL);
                    }
                }
            }
            case TRIANGLE_FAN -> {
                for (int i = 1; i + 1 < n; i++) {
                    out.triangle(e[s], e[s + i], e[s + i + 1], e[s + (first ? i : i + 1)], EDGES_ALL);
                }
            }
            case QUADS -> {
                for (int i = 0; i + 3 < n; i += 4) {
                    quad(e[s + i], e[s + i + 1], e[s + i + 2], e[s + i + 3], e[s + (first ? i : i + 3)], out);
                }
            }
            case QUAD_STRIP -> {
                for (int i = 0; i + 3 < n; i += 2) {
                    quad(e[s + i], e[s + i + 1], e[s + i + 3], e[s + i + 2], e[s + (first ? i : i + 3)], out);
                }
            }
            case POLYGON -> {
                for (int i = 1; i + 1 < n; i++) {
                    int flags = EDGE_12 | (i == 1 ? EDGE_01 : 0) | (i + 2 == n ? EDGE_20 : 0);
                    out.triangle(e[s], e[s + i], e[s + i + 1], e[s], flags);
                }
            }
            case LINES_ADJACENCY -> {
                for (int i = 0; i + 3 < n; i += 4) {
                    out.line(e[s + i + 1], e[s + i + 2], e[s + (first ? i + 1 : i + 2)]);
                }
            }
            case LINE_STRIP_ADJACENCY -> {
                for (int i = 1; i + 2 < n; i++) {
                    out.line(e[s + i], e[s + i + 1], e[s + (first ? i : i + 1)]);
                }
            }
            case TRIANGLES_ADJACENCY -> {
                for (int i = 0; i + 5 < n; i += 6) {
                    out.triangle(e[s + i], e[s + i + 2], e[s + i + 4], e[s + (first ? i : i + 4)], EDGES_ALL);
                }
            }
            case TRIANGLE_STRIP_ADJACENCY -> {
                for (int t = 0; 2 * t + 4 < n; t++) {
                    int a = 2 * t, b = 2 * t + 2, c = 2 * t + 4;
                    int prov = e[s + (first ? a : c)];
                    if ((t & 1) == 0) {
                        out.triangle(e[s + a], e[s + b], e[s + c], prov, EDGES_ALL);
                    } else {
                        out.triangle(e[s + b], e[s + a], e[s + c], prov, EDGES_ALL);
                    }
                }
            }
            case PATCHES -> throw new IllegalStateException("checked by assemble");
        }
    }

    /// A quad `a b c d` (in polygon order) as two triangles sharing the diagonal b-d, hidden in
    /// unfilled modes.
    private static void quad(int a, int b, int c, int d, int provoking, Output out) {
        out.triangle(a, b, d, provoking, EDGE_01 | EDGE_20);
        out.triangle(b, c, d, provoking, EDGE_01 | EDGE_12);
    }
}
