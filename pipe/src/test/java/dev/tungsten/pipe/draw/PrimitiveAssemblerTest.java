package dev.tungsten.pipe.draw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import dev.tungsten.pipe.PipeException;
import dev.tungsten.tgsi.PrimitiveType;

/// Primitive assembly for every primitive type, checked against the tables of
/// ARB_provoking_vertex (which vertex provokes flat values under the first- and last-vertex
/// conventions), the winding rules of strips (every other triangle swaps its first two
/// vertices), edge flags that hide the interior edges of quads and polygons, restart, and
/// incomplete trailing primitives (dropped). Vertex `i` of each run is numbered `i`.
class PrimitiveAssemblerTest {
    /// Records primitives as text: `P v`, `L a b p=v`, `T a b c p=v e=flags`.
    private static final class Recorder implements PrimitiveAssembler.Output {
        final List<String> out = new ArrayList<>();

        @Override
        public void point(int v) {
            out.add("P " + v);
        }

        @Override
        public void line(int v0, int v1, int provoking) {
            out.add("L " + v0 + " " + v1 + " p=" + provoking);
        }

        @Override
        public void triangle(int v0, int v1, int v2, int provoking, int edgeFlags) {
            out.add("T " + v0 + " " + v1 + " " + v2 + " p=" + provoking + (edgeFlags == PrimitiveAssembler.EDGES_ALL ? "" : " e=" + edgeFlags));
        }
    }

    private static List<String> assemble(PrimitiveType mode, int count, boolean first) {
        int[] elts = new int[count];
        for (int i = 0; i < count; i++) {
            elts[i] = i;
        }
        return assemble(mode, elts, first);
    }

    private static List<String> assemble(PrimitiveType mode, int[] elts, boolean first) {
        Recorder r = new Recorder();
        PrimitiveAssembler.assemble(mode, elts, 0, elts.length, first, r);
        return r.out;
    }

    @Test
    void pointsAndIndependentLines() {
        assertEquals(List.of("P 0", "P 1", "P 2"), assemble(PrimitiveType.POINTS, 3, false));
        assertEquals(List.of("L 0 1 p=1", "L 2 3 p=3"), assemble(PrimitiveType.LINES, 5, false), "the fifth vertex is dropped");
        assertEquals(List.of("L 0 1 p=0", "L 2 3 p=2"), assemble(PrimitiveType.LINES, 4, true));
    }

    @Test
    void lineStripsAndLoops() {
        assertEquals(List.of("L 0 1 p=1", "L 1 2 p=2"), assemble(PrimitiveType.LINE_STRIP, 3, false));
        assertEquals(List.of("L 0 1 p=0", "L 1 2 p=1", "L 2 0 p=2"), assemble(PrimitiveType.LINE_LOOP, 3, true));
        assertEquals(List.of("L 0 1 p=1", "L 1 0 p=0"), assemble(PrimitiveType.LINE_LOOP, 2, false), "a two-vertex loop closes");
        assertEquals(List.of(), assemble(PrimitiveType.LINE_LOOP, 1, false));
    }

    @Test
    void triangleStripsAlternateWindingAndKeepTheProvokingVertex() {
        assertEquals(List.of("T 0 1 2 p=2", "T 2 1 3 p=3", "T 2 3 4 p=4"), assemble(PrimitiveType.TRIANGLE_STRIP, 5, false));
        assertEquals(List.of("T 0 1 2 p=0", "T 2 1 3 p=1", "T 2 3 4 p=2"), assemble(PrimitiveType.TRIANGLE_STRIP, 5, true));
    }

    @Test
    void fansShareTheirFirstVertexButItNeverProvokes() {
        assertEquals(List.of("T 0 1 2 p=2", "T 0 2 3 p=3"), assemble(PrimitiveType.TRIANGLE_FAN, 4, false));
        // ARB_provoking_vertex: the first-vertex convention picks vertex i + 1 of a fan, not the hub.
        assertEquals(List.of("T 0 1 2 p=1", "T 0 2 3 p=2"), assemble(PrimitiveType.TRIANGLE_FAN, 4, true));
    }

    @Test
    void quadsSplitAlongAHiddenDiagonal() {
        int e01 = PrimitiveAssembler.EDGE_01, e12 = PrimitiveAssembler.EDGE_12, e20 = PrimitiveAssembler.EDGE_20;
        assertEquals(List.of("T 0 1 3 p=3 e=" + (e01 | e20), "T 1 2 3 p=3 e=" + (e01 | e12)),
                assemble(PrimitiveType.QUADS, 4, false));
        assertEquals(List.of("T 0 1 3 p=0 e=" + (e01 | e20), "T 1 2 3 p=0 e=" + (e01 | e12)),
                assemble(PrimitiveType.QUADS, 7, true), "three trailing vertices are dropped");
        // Quad strips take vertices in pairs; quad i is 2i, 2i+1, 2i+3, 2i+2, provoked by 2i+3 (last).
        assertEquals(List.of("T 0 1 2 p=3 e=" + (e01 | e20), "T 1 3 2 p=3 e=" + (e01 | e12),
                "T 2 3 4 p=5 e=" + (e01 | e20), "T 3 5 4 p=5 e=" + (e01 | e12)), assemble(PrimitiveType.QUAD_STRIP, 6, false));
    }

    @Test
    void polygonsAreFansWithOnlyTheOutlineVisible() {
        int e01 = PrimitiveAssembler.EDGE_01, e12 = PrimitiveAssembler.EDGE_12, e20 = PrimitiveAssembler.EDGE_20;
        assertEquals(List.of("T 0 1 2 p=0 e=" + (e01 | e12), "T 0 2 3 p=0 e=" + e12, "T 0 3 4 p=0 e=" + (e12 | e20)),
                assemble(PrimitiveType.POLYGON, 5, false), "a polygon is provoked by its first vertex in both conventions");
        assertEquals(List.of("T 0 1 2 p=0"), assemble(PrimitiveType.POLYGON, 3, false), "a triangle polygon shows every edge");
    }

    @Test
    void adjacencyVerticesAreSkipped() {
        assertEquals(List.of("L 1 2 p=2"), assemble(PrimitiveType.LINES_ADJACENCY, 4, false));
        assertEquals(List.of("L 1 2 p=2", "L 2 3 p=3"), assemble(PrimitiveType.LINE_STRIP_ADJACENCY, 5, false));
        assertEquals(List.of("T 0 2 4 p=4"), assemble(PrimitiveType.TRIANGLES_ADJACENCY, 6, false));
        assertEquals(List.of("T 0 2 4 p=0", "T 4 2 6 p=2"), assemble(PrimitiveType.TRIANGLE_STRIP_ADJACENCY, 8, true));
    }

    @Test
    void restartMarkersSplitRunsAndEmptyRunsProduceNothing() {
        int[] elts = {0, 1, 2, 3, -1, 10, 11, 12, -1, -1, 20, 21};
        assertEquals(List.of("T 0 1 2 p=2", "T 2 1 3 p=3", "T 10 11 12 p=12"), assemble(PrimitiveType.TRIANGLE_STRIP, elts, false));
        assertEquals(List.of("L 0 1 p=1", "L 1 2 p=2", "L 2 3 p=3", "L 3 0 p=0", "L 10 11 p=11", "L 11 12 p=12", "L 12 10 p=10",
                "L 20 21 p=21", "L 21 20 p=20"), assemble(PrimitiveType.LINE_LOOP, elts, false), "each run closes its own loop");
    }

    @Test
    void aSubrangeIsAssembledOnItsOwn() {
        Recorder r = new Recorder();
        PrimitiveAssembler.assemble(PrimitiveType.TRIANGLES, new int[] {9, 9, 0, 1, 2, 9}, 2, 3, false, r);
        assertEquals(List.of("T 0 1 2 p=2"), r.out);
    }

    @Test
    void patchesNeedTessellation() {
        PipeException e = assertThrows(PipeException.class, () -> assemble(PrimitiveType.PATCHES, 3, false));
        assertEquals("drawVbo", e.call());
    }
}
