package dev.tungsten.pipe.draw;

import dev.tungsten.pipe.ClipState;
import dev.tungsten.pipe.DrawInfo;
import dev.tungsten.pipe.PipeException;
import dev.tungsten.pipe.RasterizerState;
import dev.tungsten.pipe.VertexElement;
import dev.tungsten.pipe.Viewport;
import dev.tungsten.pipe.shader.ShaderResources;
import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.PrimitiveType;
import dev.tungsten.tgsi.SemanticName;
import org.junit.jupiter.api.Test;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/// The vertex pipeline with a pass-through vertex shader: primitive assembly with provoking
/// vertices, restart, instancing, fetch formats, robust fetch, clipping, culling, unfilled modes
/// and polygon offset. Positions are exact in binary (multiples of 1/8 in NDC on a 64-pixel
/// viewport), so window coordinates compare exactly except after clipping (tolerance 1e-4 px).
class VertexPipelineTest {
    static final PassThroughProgram POS_COLOR = new PassThroughProgram(2,
            List.of(SemanticName.POSITION, SemanticName.GENERIC), null);

    /// Records what reaches the sink as text, with window positions.
    static final class Recorder implements PrimitiveSink {
        final List<String> prims = new ArrayList<>();
        final List<float[]> positions = new ArrayList<>();
        VertexStore store;

        @Override
        public void point(VertexStore s, int v, int provoking, float size, boolean front, float zOffset) {
            store = s;
            prims.add("P " + id(s, v) + " size=" + size);
        }

        @Override
        public void line(VertexStore s, int v0, int v1, int provoking, boolean front, float zOffset) {
            store = s;
            prims.add("L " + id(s, v0) + " " + id(s, v1) + " p=" + id(s, provoking) + (zOffset != 0 ? " off=" + zOffset : ""));
        }

        @Override
        public void triangle(VertexStore s, int v0, int v1, int v2, int provoking, boolean front, float zOffset) {
            store = s;
            prims.add("T " + id(s, v0) + " " + id(s, v1) + " " + id(s, v2) + " p=" + id(s, provoking)
                    + (front ? " front" : " back") + (zOffset != 0 ? " off=" + zOffset : ""));
            positions.add(new float[] {s.x(v0), s.y(v0), s.x(v1), s.y(v1), s.x(v2), s.y(v2)});
        }

        /// A vertex named by its GENERIC[1].x (the test puts the vertex number there).
        private static String id(VertexStore s, int v) {
            float f = s.value(v, 1, 0);
            return f == Math.rint(f) ? Integer.toString((int) f) : String.format("%.3f", f);
        }
    }

    /// Vertices as (x, y, z, w, id): position in clip space and a number to identify it.
    static byte[] vertices(float[]... v) {
        ByteBuffer b = ByteBuffer.allocate(v.length * 32).order(ByteOrder.LITTLE_ENDIAN);
        for (float[] p : v) {
            b.putFloat(p[0]).putFloat(p[1]).putFloat(p[2]).putFloat(p[3]);
            b.putFloat(p[4]).putFloat(0).putFloat(0).putFloat(1);
        }
        return b.array();
    }

    private static VertexPipeline.Config config(byte[] vb, RasterizerState rs) {
        return new VertexPipeline.Config(
                List.of(VertexElement.of(0, 0, PipeFormat.R32G32B32A32_FLOAT, 32),
                        VertexElement.of(0, 16, PipeFormat.R32G32B32A32_FLOAT, 32)),
                new ByteRange[] {ByteRange.of(vb)}, POS_COLOR, ShaderResources.NONE, rs,
                Viewport.of(0, 0, 64, 64), ClipState.NONE, 24, null);
    }

    private static Recorder draw(VertexPipeline.Config c, DrawInfo info, int start, int count, byte[] indices) {
        Recorder r = new Recorder();
        ByteRange ib = indices == null ? null : ByteRange.of(indices);
        VertexPipeline.validate(c, info, List.of(DrawInfo.Range.of(start, count)), ib);
        new VertexPipeline().draw(c, info, DrawInfo.Range.of(start, count), ib, r);
        return r;
    }

    /// Six vertices on a zig-zag, all inside the view volume.
    private static byte[] strip() {
        return vertices(new float[] {-0.5f, 0.5f, 0, 1, 0}, new float[] {-0.5f, -0.5f, 0, 1, 1},
                new float[] {0, 0.5f, 0, 1, 2}, new float[] {0, -0.5f, 0, 1, 3},
                new float[] {0.5f, 0.5f, 0, 1, 4}, new float[] {0.5f, -0.5f, 0, 1, 5});
    }

    @Test
    void stripsAndFansFollowTheProvokingVertexTables() {
        RasterizerState last = RasterizerState.DEFAULT;
        RasterizerState first = RasterizerState.builder().flatshadeFirst(true).build();
        Recorder r = draw(config(strip(), last), DrawInfo.arrays(PrimitiveType.TRIANGLE_STRIP), 0, 6, null);
        assertEquals(List.of("T 0 1 2 p=2 front", "T 2 1 3 p=3 front", "T 2 3 4 p=4 front", "T 4 3 5 p=5 front"), r.prims);
        r = draw(config(strip(), first), DrawInfo.arrays(PrimitiveType.TRIANGLE_STRIP), 0, 6, null);
        assertEquals(List.of("T 0 1 2 p=0 front", "T 2 1 3 p=1 front", "T 2 3 4 p=2 front", "T 4 3 5 p=3 front"), r.prims);
        r = draw(config(strip(), first), DrawInfo.arrays(PrimitiveType.TRIANGLE_FAN), 0, 4, null);
        assertEquals(List.of("T 0 1 2 p=1 front", "T 0 2 3 p=2 back"), r.prims);
        r = draw(config(strip(), last), DrawInfo.arrays(PrimitiveType.LINE_LOOP), 0, 3, null);
        assertEquals(List.of("L 0 1 p=1", "L 1 2 p=2", "L 2 0 p=0"), r.prims);
        r = draw(config(strip(), last), DrawInfo.arrays(PrimitiveType.QUAD_STRIP), 0, 6, null);
        assertEquals(List.of("T 0 1 2 p=3 front", "T 1 3 2 p=3 front", "T 2 3 4 p=5 front", "T 3 5 4 p=5 front"), r.prims);
        r = draw(config(strip(), last), DrawInfo.arrays(PrimitiveType.POINTS), 1, 2, null);
        assertEquals(List.of("P 1 size=1.0", "P 2 size=1.0"), r.prims);
    }

    @Test
    void windowCoordinatesAndFacing() {
        Recorder r = draw(config(strip(), RasterizerState.DEFAULT), DrawInfo.arrays(PrimitiveType.TRIANGLES), 0, 3, null);
        // NDC (-0.5, 0.5) on a 64x64 viewport with +y up is pixel (16, 16).
        float[] p = r.positions.get(0);
        assertEquals(16f, p[0]);
        assertEquals(16f, p[1]);
        assertEquals(48f, p[3]);
        assertEquals(32f, p[4]);
        // (-.5,.5) (-.5,-.5) (0,.5) is counter-clockwise in NDC (y up): a front face with frontCcw.
        assertEquals(List.of("T 0 1 2 p=2 front"), r.prims);
        Recorder culled = draw(config(strip(), RasterizerState.builder().cullFace(RasterizerState.FACE_FRONT).build()),
                DrawInfo.arrays(PrimitiveType.TRIANGLES), 0, 3, null);
        assertEquals(List.of(), culled.prims);
        Recorder ccw = draw(config(strip(), RasterizerState.builder().frontCcw(false).build()),
                DrawInfo.arrays(PrimitiveType.TRIANGLES), 0, 3, null);
        assertEquals(List.of("T 0 1 2 p=2 back"), ccw.prims);
    }

    @Test
    void restartSplitsStripsAndIndexedDrawsShareVertices() {
        byte[] idx = {0, 1, 2, (byte) 0xFF, 3, 4, 5};
        DrawInfo info = DrawInfo.indexed(PrimitiveType.TRIANGLE_STRIP, 1, idx).withRestart(0xFF);
        Recorder r = draw(config(strip(), RasterizerState.DEFAULT), info, 0, 7, idx);
        assertEquals(List.of("T 0 1 2 p=2 front", "T 3 4 5 p=5 back"), r.prims);
        // A sparse index (far beyond the others) is shaded per element; it reads past the buffer: zeros.
        ByteBuffer b = ByteBuffer.allocate(12).order(ByteOrder.LITTLE_ENDIAN).putInt(0).putInt(2).putInt(1_000_000);
        Recorder sparse = draw(config(strip(), RasterizerState.DEFAULT), DrawInfo.indexed(PrimitiveType.POINTS, 4, b.array()), 0, 3, b.array());
        assertEquals(List.of("P 0 size=1.0", "P 2 size=1.0"), sparse.prims, "the vertex past the buffer fetches zeros: w = 0, outside");
    }

    @Test
    void instancingReadsPerInstanceAttributesWithDivisors() {
        // Element 1 (the id) comes per instance from a second buffer, divisor 2.
        ByteBuffer inst = ByteBuffer.allocate(48).order(ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < 3; i++) {
            inst.putFloat(10 + i).putFloat(0).putFloat(0).putFloat(1);
        }
        VertexPipeline.Config c = new VertexPipeline.Config(
                List.of(VertexElement.of(0, 0, PipeFormat.R32G32B32A32_FLOAT, 32),
                        new VertexElement(0, 1, PipeFormat.R32G32B32A32_FLOAT, 16, 2)),
                new ByteRange[] {ByteRange.of(strip()), ByteRange.of(inst.array())}, POS_COLOR, ShaderResources.NONE,
                RasterizerState.DEFAULT, Viewport.of(0, 0, 64, 64), ClipState.NONE, 24, null);
        Recorder r = draw(c, DrawInfo.arrays(PrimitiveType.POINTS).withInstances(1, 4), 0, 1, null);
        // Instances 1..4 with divisor 2 read elements 1 + (0,0,1,1) ... as GL: startInstance + i / divisor.
        assertEquals(List.of("P 11 size=1.0", "P 11 size=1.0", "P 12 size=1.0", "P 12 size=1.0"), r.prims);
    }

    @Test
    void systemValuesSeeVertexAndInstanceIds() {
        PassThroughProgram vs = new PassThroughProgram(1, List.of(SemanticName.POSITION, SemanticName.GENERIC),
                SemanticName.VERTEXID);
        VertexPipeline.Config c = new VertexPipeline.Config(List.of(VertexElement.of(0, 0, PipeFormat.R32G32B32A32_FLOAT, 32)),
                new ByteRange[] {ByteRange.of(strip())}, vs, ShaderResources.NONE, RasterizerState.DEFAULT,
                Viewport.of(0, 0, 64, 64), ClipState.NONE, 24, null);
        Recorder r = draw(c, DrawInfo.arrays(PrimitiveType.POINTS), 2, 3, null);
        assertEquals(List.of("P 2 size=1.0", "P 3 size=1.0", "P 4 size=1.0"), r.prims);
    }

    @Test
    void fetchConvertsEveryFormatToRegisterWords() {
        ByteBuffer b = ByteBuffer.allocate(64).order(ByteOrder.LITTLE_ENDIAN);
        b.putFloat(16, 0).putFloat(20, 0).putFloat(24, 0).putFloat(28, 1);      // position at 16
        b.put((byte) 255).put((byte) 0).put((byte) 128).put((byte) 51);        // RGBA8 UNORM at 0
        b.putShort((short) -32767).putShort((short) 16384);                     // RG16 SNORM at 4
        b.putInt(0xDEADBEEF);                                                     // R32 UINT at 8
        PassThroughProgram vs = new PassThroughProgram(4, List.of(SemanticName.POSITION, SemanticName.GENERIC,
                SemanticName.GENERIC, SemanticName.GENERIC), null);
        VertexPipeline.Config c = new VertexPipeline.Config(List.of(
                VertexElement.of(0, 16, PipeFormat.R32G32B32A32_FLOAT, 0),
                VertexElement.of(0, 0, PipeFormat.R8G8B8A8_UNORM, 0),
                VertexElement.of(0, 4, PipeFormat.R16G16_SNORM, 0),
                VertexElement.of(0, 8, PipeFormat.R32_UINT, 0)),
                new ByteRange[] {ByteRange.of(b.array())}, vs, ShaderResources.NONE, RasterizerState.DEFAULT,
                Viewport.of(0, 0, 64, 64), ClipState.NONE, 24, null);
        Recorder r = new Recorder();
        VertexPipeline p = new VertexPipeline();
        p.draw(c, DrawInfo.arrays(PrimitiveType.POINTS), DrawInfo.Range.of(0, 1), null, r);
        VertexStore s = r.store;
        assertEquals(1f, s.value(0, 1, 0));
        assertEquals(128f / 255f, s.value(0, 1, 2));
        assertEquals(-1f, s.value(0, 2, 0));
        assertEquals(16384f / 32767f, s.value(0, 2, 1));
        assertEquals(1f, s.value(0, 2, 3));
        assertEquals(0xDEADBEEF, s.word(0, 3, 0), "integer formats pass their bits");
        assertEquals(1, s.word(0, 3, 3), "a missing alpha of an integer format is integer 1");
    }

    @Test
    void badDrawsAreRejectedBeforeDrawing() {
        VertexPipeline.Config c = config(strip(), RasterizerState.DEFAULT);
        VertexPipeline.Config noBuffer = new VertexPipeline.Config(c.elements(), new ByteRange[1], c.vertexShader(),
                c.resources(), c.raster(), c.viewport(), c.clip(), 24, null);
        PipeException e = assertThrows(PipeException.class, () -> VertexPipeline.validate(noBuffer,
                DrawInfo.arrays(PrimitiveType.TRIANGLES), List.of(DrawInfo.Range.of(0, 3)), null));
        assertEquals("vertex element 0 reads vertex buffer 0, which is not bound", e.detail());
        byte[] idx = {0, 1};
        e = assertThrows(PipeException.class, () -> VertexPipeline.validate(c,
                DrawInfo.indexed(PrimitiveType.TRIANGLES, 2, idx), List.of(DrawInfo.Range.of(0, 3)), ByteRange.of(idx)));
        assertTrue(e.detail().contains("index buffer holds 2 bytes"), e.detail());
        VertexPipeline.Config oneElement = new VertexPipeline.Config(c.elements().subList(0, 1), c.vertexBuffers(),
                c.vertexShader(), c.resources(), c.raster(), c.viewport(), c.clip(), 24, null);
        e = assertThrows(PipeException.class, () -> VertexPipeline.validate(oneElement,
                DrawInfo.arrays(PrimitiveType.TRIANGLES), List.of(DrawInfo.Range.of(0, 3)), null));
        assertEquals("the vertex shader reads IN[1] but only 1 vertex element(s) are bound", e.detail());
        VertexPipeline.Config depthFormat = new VertexPipeline.Config(
                List.of(VertexElement.of(0, 0, PipeFormat.Z32_FLOAT, 32), c.elements().get(1)), c.vertexBuffers(),
                c.vertexShader(), c.resources(), c.raster(), c.viewport(), c.clip(), 24, null);
        assertThrows(PipeException.class, () -> VertexPipeline.validate(depthFormat,
                DrawInfo.arrays(PrimitiveType.TRIANGLES), List.of(DrawInfo.Range.of(0, 3)), null));
    }

    @Test
    void nearPlaneClippingSplitsATriangleAndGuardBandLeavesScreenEdgesAlone() {
        // One vertex behind the near plane (z < -w): the triangle becomes a quad = 2 triangles.
        byte[] vb = vertices(new float[] {-0.5f, -0.5f, 0, 1, 0}, new float[] {0.5f, -0.5f, 0, 1, 1},
                new float[] {0f, 0.5f, -3f, 1, 2});
        Recorder r = draw(config(vb, RasterizerState.DEFAULT), DrawInfo.arrays(PrimitiveType.TRIANGLES), 0, 3, null);
        assertEquals(2, r.prims.size(), r.prims.toString());
        for (String t : r.prims) {
            assertTrue(t.endsWith("p=2 front"), "flat values still come from the original provoking vertex: " + t);
        }
        // z = -w where the edges cross: t = 1/3 along both edges towards vertex 2 (z from 0 to -3);
        // the first fan triangle's third vertex lies on edge 1-2 at NDC (1/3, -1/6).
        float[] p = r.positions.get(0);
        assertEquals(32f + 32f / 3f, p[4], 1e-4f);
        assertEquals(32f + 32f / 6f, p[5], 1e-4f);
        // A triangle three times the screen in size is not clipped at all (guard band).
        byte[] big = vertices(new float[] {-3, -3, 0, 1, 0}, new float[] {3, -3, 0, 1, 1}, new float[] {0, 3, 0, 1, 2});
        r = draw(config(big, RasterizerState.DEFAULT), DrawInfo.arrays(PrimitiveType.TRIANGLES), 0, 3, null);
        assertEquals(List.of("T 0 1 2 p=2 front"), r.prims);
        // Depth clamp (no near clipping) keeps it whole.
        r = draw(config(vb, RasterizerState.builder().depthClip(false, false).build()),
                DrawInfo.arrays(PrimitiveType.TRIANGLES), 0, 3, null);
        assertEquals(List.of("T 0 1 2 p=2 front"), r.prims);
    }

    @Test
    void userClipPlanesCutLinesAndDropPoints() {
        VertexPipeline.Config base = config(strip(), RasterizerState.builder().clipPlaneEnable(1).build());
        // Keep x >= 0.
        VertexPipeline.Config c = new VertexPipeline.Config(base.elements(), base.vertexBuffers(), base.vertexShader(),
                base.resources(), base.raster(), base.viewport(), new ClipState(new float[][] {{1, 0, 0, 0}}), 24, null);
        Recorder r = draw(c, DrawInfo.arrays(PrimitiveType.LINES), 0, 6, null);
        assertEquals(List.of(), r.prims.subList(0, 0));
        // Line 0-1 is at x = -0.5 (dropped), 2-3 at x = 0 (kept), 4-5 at 0.5 (kept).
        assertEquals(List.of("L 2 3 p=3", "L 4 5 p=5"), r.prims);
        byte[] diagonal = vertices(new float[] {-0.5f, 0, 0, 1, 0}, new float[] {0.5f, 0, 0, 1, 1});
        VertexPipeline.Config d = new VertexPipeline.Config(c.elements(), new ByteRange[] {ByteRange.of(diagonal)},
                c.vertexShader(), c.resources(), c.raster(), c.viewport(), c.clip(), 24, null);
        r = draw(d, DrawInfo.arrays(PrimitiveType.LINES), 0, 2, null);
        assertEquals(List.of("L 0.500 1 p=1"), r.prims, "cut at x = 0, halfway: the id interpolates to 0.5");
        r = draw(c, DrawInfo.arrays(PrimitiveType.POINTS), 0, 6, null);
        assertEquals(6 - 2, r.prims.size());
    }

    @Test
    void unfilledQuadsHideTheirDiagonalAndOffsetFollowsSlope() {
        RasterizerState lines = RasterizerState.builder().fill(RasterizerState.PolygonMode.LINE, RasterizerState.PolygonMode.LINE).build();
        byte[] quad = vertices(new float[] {-0.5f, -0.5f, 0, 1, 0}, new float[] {0.5f, -0.5f, 0, 1, 1},
                new float[] {0.5f, 0.5f, 0, 1, 2}, new float[] {-0.5f, 0.5f, 0, 1, 3});
        Recorder r = draw(config(quad, lines), DrawInfo.arrays(PrimitiveType.QUADS), 0, 4, null);
        assertEquals(List.of("L 0 1 p=3", "L 3 0 p=3", "L 1 2 p=3", "L 2 3 p=3"), r.prims);
        // A slope of 1/32 in window depth per pixel (z from 0 to 1 NDC over 32 px = 0.5 window units / 32 px)
        // with scale 2 and units 1 (r = 2^-24): offset = 2 / 64 + 2^-24.
        byte[] sloped = vertices(new float[] {-0.5f, -0.5f, 0, 1, 0}, new float[] {0.5f, -0.5f, 1, 1, 1},
                new float[] {0.5f, 0.5f, 1, 1, 2});
        RasterizerState offset = RasterizerState.builder().offset(false, false, true).offset(1f, 2f, 0f).build();
        r = draw(config(sloped, offset), DrawInfo.arrays(PrimitiveType.TRIANGLES), 0, 3, null);
        assertEquals("T 0 1 2 p=2 front off=" + (2f / 64f + (float) Math.scalb(1.0, -24)), r.prims.get(0));
    }
}
