package dev.tungsten.pipe.draw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import dev.tungsten.pipe.ClipState;
import dev.tungsten.pipe.DrawInfo;
import dev.tungsten.pipe.RasterizerState;
import dev.tungsten.pipe.VertexElement;
import dev.tungsten.pipe.Viewport;
import dev.tungsten.pipe.shader.ShaderResources;
import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.PrimitiveType;

/// The vertex pipeline's stages after the vertex shader, with numbers: the viewport transform
/// (divide by w, scale and translate, depth range), culling by winding and `frontCcw`, clipping
/// against near and far (GL's -w..w or `clip_halfz`'s 0..w, or none with depth clamp) with
/// attributes interpolated at the cut, the guard band that keeps x and y clipping far outside the
/// viewport, and points tested against the real view volume. Vertices are `(x, y, z, w, id)`;
/// positions are exact in binary so window coordinates compare exactly unless clipped.
class ClipCullViewportTest {
    /// A vertex as the sink saw it: window position and the id attribute.
    private record Seen(float x, float y, float z, float id) {}

    /// Records primitives as lists of vertices, and whether triangles faced front.
    private static final class Sink implements PrimitiveSink {
        final List<List<Seen>> prims = new ArrayList<>();
        final List<Boolean> fronts = new ArrayList<>();

        private static Seen seen(VertexStore s, int v) {
            return new Seen(s.x(v), s.y(v), s.z(v), s.value(v, 1, 0));
        }

        @Override
        public void point(VertexStore s, int v, int provoking, float size, boolean front, float zOffset) {
            prims.add(List.of(seen(s, v)));
        }

        @Override
        public void line(VertexStore s, int v0, int v1, int provoking, boolean front, float zOffset) {
            prims.add(List.of(seen(s, v0), seen(s, v1)));
        }

        @Override
        public void triangle(VertexStore s, int v0, int v1, int v2, int provoking, boolean front, float zOffset) {
            prims.add(List.of(seen(s, v0), seen(s, v1), seen(s, v2)));
            fronts.add(front);
        }
    }

    private static Sink draw(PrimitiveType mode, RasterizerState rs, Viewport vp, float[]... v) {
        byte[] vb = VertexPipelineTest.vertices(v);
        VertexPipeline.Config c = new VertexPipeline.Config(
                List.of(VertexElement.of(0, 0, PipeFormat.R32G32B32A32_FLOAT, 32),
                        VertexElement.of(0, 16, PipeFormat.R32G32B32A32_FLOAT, 32)),
                new ByteRange[] {ByteRange.of(vb)}, VertexPipelineTest.POS_COLOR, ShaderResources.NONE, rs, vp,
                ClipState.NONE, 24, null);
        DrawInfo info = DrawInfo.arrays(mode);
        VertexPipeline.validate(c, info, List.of(DrawInfo.Range.of(0, v.length)), null);
        Sink s = new Sink();
        new VertexPipeline().draw(c, info, DrawInfo.Range.of(0, v.length), null, s);
        return s;
    }

    private static Sink triangle(RasterizerState rs, float[]... v) {
        return draw(PrimitiveType.TRIANGLES, rs, Viewport.of(0, 0, 64, 64), v);
    }

    /// A counter-clockwise triangle in NDC (so front with GL's defaults) at depth `z`.
    private static float[][] ccw(float z) {
        return new float[][] {{-0.5f, -0.5f, z, 1, 0}, {0.5f, -0.5f, z, 1, 1}, {0, 0.5f, z, 1, 2}};
    }

    @Test
    void theViewportDividesByWScalesTranslatesAndMapsTheDepthRange() {
        Viewport vp = Viewport.of(8, 4, 32, 16, 0.25f, 0.75f, false);
        Sink s = draw(PrimitiveType.TRIANGLES, RasterizerState.DEFAULT, vp,
                new float[] {1, -0.5f, 1, 2, 0}, new float[] {-2, -1, -2, 2, 1}, new float[] {0, 4, 0, 4, 2});
        assertEquals(List.of(new Seen(32, 14, 0.625f, 0), new Seen(8, 16, 0.25f, 1), new Seen(24, 4, 0.5f, 2)), s.prims.getFirst(),
                "NDC (0.5, -0.25, 0.5) is pixel (32, 14) at depth 0.625; y grows downward");
    }

    @Test
    void halfZMapsZeroToNearInsteadOfTheMiddle() {
        Viewport vp = Viewport.of(0, 0, 64, 64, 0, 1, true);
        Sink s = draw(PrimitiveType.TRIANGLES, RasterizerState.builder().clipHalfZ(true).build(), vp, ccw(0.5f));
        assertEquals(0.5f, s.prims.getFirst().getFirst().z());
        Sink gl = draw(PrimitiveType.TRIANGLES, RasterizerState.DEFAULT, Viewport.of(0, 0, 64, 64), ccw(0.5f));
        assertEquals(0.75f, gl.prims.getFirst().getFirst().z());
    }

    @Test
    void cullingFollowsWindingFrontCcwAndTheCullFace() {
        float[][] front = ccw(0);
        float[][] back = {front[0], front[2], front[1]};
        assertEquals(List.of(true), triangle(RasterizerState.DEFAULT, front).fronts);
        assertEquals(List.of(false), triangle(RasterizerState.DEFAULT, back).fronts);
        assertEquals(List.of(false), triangle(RasterizerState.builder().frontCcw(false).build(), front).fronts);
        RasterizerState cullBack = RasterizerState.builder().cullFace(RasterizerState.FACE_BACK).build();
        assertEquals(1, triangle(cullBack, front).prims.size());
        assertEquals(0, triangle(cullBack, back).prims.size());
        RasterizerState cullFront = RasterizerState.builder().cullFace(RasterizerState.FACE_FRONT).build();
        assertEquals(0, triangle(cullFront, front).prims.size());
        assertEquals(1, triangle(cullFront, back).prims.size());
        RasterizerState cullBoth = RasterizerState.builder().cullFace(RasterizerState.FACE_FRONT_AND_BACK).build();
        assertEquals(0, triangle(cullBoth, front).prims.size() + triangle(cullBoth, back).prims.size());
    }

    @Test
    void zeroAreaTrianglesAreNeverDrawn() {
        Sink s = triangle(RasterizerState.DEFAULT, new float[] {0, 0, 0, 1, 0}, new float[] {0.5f, 0.5f, 0, 1, 1},
                new float[] {-0.5f, -0.5f, 0, 1, 2});
        assertEquals(List.of(), s.prims);
    }

    @Test
    void aTriangleThroughTheFarPlaneIsCutThereWithItsAttributesInterpolated() {
        float[][] v = {{-0.5f, -0.5f, 0, 1, 0}, {0.5f, -0.5f, 0, 1, 0}, {0, 0.5f, 2, 1, 2}};
        Sink s = triangle(RasterizerState.DEFAULT, v);
        assertEquals(2, s.prims.size(), "a quadrilateral remains: two triangles");
        List<Seen> cut = new ArrayList<>();
        for (List<Seen> t : s.prims) {
            for (Seen p : t) {
                assertTrue(p.z() <= 1f, "nothing beyond the far plane: " + p);
                if (p.z() == 1f && !cut.contains(p)) {
                    cut.add(p);
                }
            }
        }
        assertEquals(2, cut.size(), "two new vertices on the far plane: " + cut);
        for (Seen p : cut) {
            // Halfway from z = 0 to z = 2 in clip space: the id goes halfway too, and so does y.
            assertEquals(1f, p.id(), 1e-6f);
            assertEquals(32f, p.y(), 1e-4f);
        }
    }

    @Test
    void depthClampTurnsNearAndFarClippingOff() {
        float[][] v = {{-0.5f, -0.5f, 0, 1, 0}, {0.5f, -0.5f, 0, 1, 1}, {0, 0.5f, 2, 1, 2}};
        Sink s = triangle(RasterizerState.builder().depthClip(false, false).depthClamp(true).build(), v);
        assertEquals(1, s.prims.size());
        assertEquals(1.5f, s.prims.getFirst().get(2).z(), "the depth is left for the rasterizer to clamp");
    }

    @Test
    void theNearPlaneIsMinusWInGlAndZeroWithHalfZ() {
        float[][] v = ccw(-0.5f);
        assertEquals(1, triangle(RasterizerState.DEFAULT, v).prims.size(), "-0.5 is inside -1..1");
        RasterizerState halfZ = RasterizerState.builder().clipHalfZ(true).build();
        assertEquals(0, draw(PrimitiveType.TRIANGLES, halfZ, Viewport.of(0, 0, 64, 64, 0, 1, true), v).prims.size(),
                "-0.5 is outside 0..1");
    }

    @Test
    void aVertexBehindTheEyeIsClippedAwayAndEverythingLeftIsFinite() {
        Sink s = triangle(RasterizerState.DEFAULT, new float[] {-0.5f, -0.5f, 0, 1, 0}, new float[] {0.5f, -0.5f, 0, 1, 1},
                new float[] {0, 2, -2, -1, 2});
        assertTrue(!s.prims.isEmpty(), "the part in front of the eye remains");
        for (List<Seen> t : s.prims) {
            for (Seen p : t) {
                assertTrue(Float.isFinite(p.x()) && Float.isFinite(p.y()) && Float.isFinite(p.z()), p.toString());
                assertTrue(p.z() >= 0f - 1e-6f, "nothing in front of the near plane: " + p);
            }
        }
        assertEquals(List.of(), triangle(RasterizerState.DEFAULT, new float[] {-0.5f, -0.5f, 0, -1, 0},
                new float[] {0.5f, -0.5f, 0, -1, 1}, new float[] {0, 0.5f, 0, -1, 2}).prims, "wholly behind the eye");
    }

    @Test
    void xAndYAreClippedOnlyAtTheGuardBand() {
        // x = 1000 w is far outside the viewport: the cut lands on the guard band, 8192 pixels
        // right of the centre (x = 256 w at a scale of 32 pixels per NDC unit).
        Sink s = triangle(RasterizerState.DEFAULT, new float[] {-0.5f, -0.5f, 0, 1, 0}, new float[] {1000, -0.5f, 0, 1, 1},
                new float[] {0, 0.5f, 0, 1, 2});
        float maxX = Float.NEGATIVE_INFINITY;
        for (List<Seen> t : s.prims) {
            for (Seen p : t) {
                maxX = Math.max(maxX, p.x());
            }
        }
        assertEquals(32f + VertexPipeline.GUARD_BAND_PIXELS, maxX, 1e-2f);
        Sink inside = triangle(RasterizerState.DEFAULT, new float[] {-0.5f, -0.5f, 0, 1, 0}, new float[] {3, -0.5f, 0, 1, 1},
                new float[] {0, 0.5f, 0, 1, 2});
        assertEquals(1, inside.prims.size(), "crossing the screen edge is the rasterizer's business");
        assertEquals(128f, inside.prims.getFirst().get(1).x());
    }

    @Test
    void pointsOutsideTheViewVolumeAreDroppedWhereLinesAreKept() {
        Sink points = draw(PrimitiveType.POINTS, RasterizerState.DEFAULT, Viewport.of(0, 0, 64, 64),
                new float[] {0.5f, 0, 0, 1, 0}, new float[] {1.5f, 0, 0, 1, 1}, new float[] {0, 0, 0, 0, 2});
        assertEquals(1, points.prims.size(), "x > w and w = 0 are outside");
        assertEquals(0f, points.prims.getFirst().getFirst().id());
        Sink line = draw(PrimitiveType.LINES, RasterizerState.DEFAULT, Viewport.of(0, 0, 64, 64),
                new float[] {0.5f, 0, 0, 1, 0}, new float[] {1.5f, 0, 0, 1, 1});
        assertEquals(80f, line.prims.getFirst().get(1).x(), "the line reaches x = 1.5 unclipped");
    }
}
