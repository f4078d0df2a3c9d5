package dev.tungsten.tests.golden;

import dev.tungsten.pipe.RasterizerState;
import dev.tungsten.pipe.RasterizerState.PolygonMode;
import dev.tungsten.tgsi.PrimitiveType;
import org.junit.jupiter.api.Test;

/// Every primitive type, point sizes and sprites, wide lines, unfilled polygons, culling, flat
/// shading and clipping, each as a golden image. Tolerance: 1 of 255 per channel (the soft
/// driver is deterministic; 1 absorbs float rounding between fast and general paths).
class PrimitiveGoldenTest {
    /// The driver under test; the `Gl*` subclasses render the same scenes with OpenGL and compare
    /// them with these (the software driver's) golden images.
    String driver() {
        return "soft";
    }
    private static final PrimitiveType[] TYPES = {
        PrimitiveType.POINTS, PrimitiveType.LINES, PrimitiveType.LINE_STRIP, PrimitiveType.LINE_LOOP,
        PrimitiveType.TRIANGLES, PrimitiveType.TRIANGLE_STRIP, PrimitiveType.TRIANGLE_FAN, PrimitiveType.QUADS,
        PrimitiveType.QUAD_STRIP, PrimitiveType.POLYGON, PrimitiveType.LINES_ADJACENCY, PrimitiveType.LINE_STRIP_ADJACENCY,
        PrimitiveType.TRIANGLES_ADJACENCY, PrimitiveType.TRIANGLE_STRIP_ADJACENCY};

    /// 14 cells of 40x40: each draws 12 rainbow-coloured vertices as its primitive type (a
    /// zig-zag for strips, quads and lists, a circle for fans, polygons and loops).
    @Test
    void everyPrimitiveType() {
        try (GoldenRig rig = new GoldenRig(driver(), 280, 80, null)) {
            rig.shaders("pos_attr.vert", "color.frag");
            rig.ctx.bindRasterizerState(rig.ctx.createRasterizerState(RasterizerState.builder().pointSize(3).build()));
            Geometry g = new Geometry(rig);
            for (int c = 0; c < TYPES.length; c++) {
                float x0 = (c % 7) * 40 + 4, y0 = (c / 7) * 40 + 4;
                boolean circle = TYPES[c] == PrimitiveType.TRIANGLE_FAN || TYPES[c] == PrimitiveType.POLYGON
                        || TYPES[c] == PrimitiveType.LINE_LOOP || TYPES[c] == PrimitiveType.POINTS;
                // Triangles with adjacency use every other vertex: zig-zag those.
                boolean adjacency = TYPES[c] == PrimitiveType.TRIANGLES_ADJACENCY
                        || TYPES[c] == PrimitiveType.TRIANGLE_STRIP_ADJACENCY;
                for (int i = 0; i < 12; i++) {
                    float px, py;
                    if (circle) {
                        double a = 2 * Math.PI * i / 12;
                        px = x0 + 16 + 15 * (float) Math.cos(a);
                        py = y0 + 16 - 15 * (float) Math.sin(a);
                    } else {
                        px = x0 + i * 32f / 11;
                        int row = adjacency ? (i >> 1) & 1 : i & 1;
                        py = y0 + (row == 0 ? 2 : 30) + (i % 4 == 1 ? -6 : 0);
                    }
                    g.vertex(px, py, 0, Geometry.hue(i, 12));
                }
                rig.draw(TYPES[c], g.upload());
            }
            rig.check("primitive_types");
        }
    }

    /// The fill rule: a 24-triangle pinwheel around a pixel centre and a fan whose edges pass
    /// through pixel centres, drawn with additive blending of 1/4 grey: every pixel is either the
    /// background or the background plus exactly one contribution (a pixel drawn twice would be
    /// brighter, a gap darker), counted exactly, and the image is kept as a golden.
    @Test
    void fillRuleTouchesEveryPixelOnce() {
        try (GoldenRig rig = new GoldenRig(driver(), 96, 64, null)) {
            rig.shaders("pos_attr.vert", "const.frag");
            rig.ctx.clear(dev.tungsten.pipe.Context.CLEAR_COLOR0, dev.tungsten.pipe.ColorValue.ofFloat(0, 0, 0, 0), 1, 0);
            rig.ctx.setConstantBuffer(dev.tungsten.tgsi.Processor.FRAG, 0,
                    dev.tungsten.pipe.ConstantBuffer.ofFloats(0.25f, 0.25f, 0.25f, 0.25f));
            rig.ctx.bindBlendState(rig.ctx.createBlendState(dev.tungsten.pipe.BlendState.of(
                    dev.tungsten.pipe.BlendState.RenderTarget.blend(dev.tungsten.pipe.BlendState.Func.ADD,
                            dev.tungsten.pipe.BlendState.Factor.ONE, dev.tungsten.pipe.BlendState.Factor.ONE))));
            Geometry g = new Geometry(rig);
            float cx = 32.5f, cy = 32.5f;
            for (int i = 0; i < 24; i++) {
                double a0 = 2 * Math.PI * i / 24, a1 = 2 * Math.PI * (i + 1) / 24;
                g.vertex(cx, cy, 0).vertex(cx + 30 * (float) Math.cos(a0), cy - 30 * (float) Math.sin(a0), 0)
                        .vertex(cx + 30 * (float) Math.cos(a1), cy - 30 * (float) Math.sin(a1), 0);
            }
            // A fan on integer-and-a-half coordinates: its edges run through pixel centres.
            float[][] fan = {{70.5f, 10.5f}, {90.5f, 10.5f}, {90.5f, 30.5f}, {80.5f, 50.5f}, {70.5f, 60.5f}, {64.5f, 30.5f}};
            for (int i = 1; i + 1 < fan.length; i++) {
                g.vertex(fan[0][0], fan[0][1], 0).vertex(fan[i][0], fan[i][1], 0).vertex(fan[i + 1][0], fan[i + 1][1], 0);
            }
            rig.draw(PrimitiveType.TRIANGLES, g.upload());
            byte[] px = rig.read().pixels();
            int once = 0;
            for (int p = 0; p < px.length; p += 4) {
                int v = px[p] & 0xFF;
                org.junit.jupiter.api.Assertions.assertTrue(v == 0 || v == 64, "pixel " + (p / 4 % 96) + "," + (p / 4 / 96)
                        + " was written " + v / 64.0 + " times");
                once += v == 64 ? 1 : 0;
            }
            org.junit.jupiter.api.Assertions.assertTrue(once > 2500, "the shapes cover " + once + " pixels");
            rig.check("fill_rule");
        }
    }

    /// Points of sizes 1 to 8 (state and per-vertex PSIZE), and lines 1 to 4 pixels wide.
    @Test
    void pointSizesAndWideLines() {
        try (GoldenRig rig = new GoldenRig(driver(), 96, 64, null)) {
            rig.shaders("pos_attr.vert", "color.frag");
            Geometry g = new Geometry(rig);
            for (int s = 1; s <= 8; s++) {
                rig.ctx.bindRasterizerState(rig.ctx.createRasterizerState(RasterizerState.builder().pointSize(s).build()));
                g.vertex(s * 11 - 4.5f, 8.5f, 0, Geometry.hue(s, 9));
                rig.draw(PrimitiveType.POINTS, g.upload());
            }
            rig.shaders("pos_attr_psize.vert", "color.frag");
            rig.ctx.bindRasterizerState(rig.ctx.createRasterizerState(RasterizerState.builder().pointSizePerVertex(true).build()));
            g.vertex(10, 24, 0, 1, 1, 1, 1).vertex(30.5f, 24.5f, 0, 1, 1, 0, 1);
            rig.draw(PrimitiveType.POINTS, g.upload());
            rig.shaders("pos_attr.vert", "color.frag");
            for (int w = 1; w <= 4; w++) {
                rig.ctx.bindRasterizerState(rig.ctx.createRasterizerState(RasterizerState.builder().lineWidth(w).build()));
                g.vertex(4, 34 + w * 6, 0, Geometry.hue(w, 5)).vertex(50, 30 + w * 8, 0, 1, 1, 1, 1);
                g.vertex(60 + w * 7, 34, 0, Geometry.hue(w, 5)).vertex(56 + w * 9, 62, 0, 1, 1, 1, 1);
                rig.draw(PrimitiveType.LINES, g.upload());
            }
            rig.check("points_and_lines");
        }
    }

    /// The same two triangles (one front-, one back-facing) under each fill mode and cull mode,
    /// and flat shading with the first and last provoking vertex.
    @Test
    void fillModesCullingAndFlatShading() {
        try (GoldenRig rig = new GoldenRig(driver(), 160, 80, null)) {
            rig.shaders("pos_attr.vert", "color.frag");
            Geometry g = new Geometry(rig);
            RasterizerState[] states = {
                RasterizerState.builder().fill(PolygonMode.LINE, PolygonMode.POINT).pointSize(2).build(),
                RasterizerState.builder().fill(PolygonMode.FILL, PolygonMode.LINE).build(),
                RasterizerState.builder().cullFace(RasterizerState.FACE_BACK).build(),
                RasterizerState.builder().cullFace(RasterizerState.FACE_FRONT).build(),
                RasterizerState.builder().flatshade(true).flatshadeFirst(true).build(),
                RasterizerState.builder().flatshade(true).build(),
                RasterizerState.builder().frontCcw(false).cullFace(RasterizerState.FACE_BACK).build(),
                RasterizerState.builder().fill(PolygonMode.POINT, PolygonMode.POINT).pointSize(3).build()};
            for (int c = 0; c < states.length; c++) {
                rig.ctx.bindRasterizerState(rig.ctx.createRasterizerState(states[c]));
                rig.shaders("pos_attr.vert", c == 4 || c == 5 ? "flat.frag" : "color.frag");
                float x0 = (c % 4) * 40, y0 = (c / 4) * 40;
                // Counter-clockwise on screen (front) on the left, clockwise (back) on the right.
                g.vertex(x0 + 3, y0 + 36, 0, 1, 0, 0).vertex(x0 + 18, y0 + 36, 0, 0, 1, 0).vertex(x0 + 10, y0 + 4, 0, 0, 0, 1);
                g.vertex(x0 + 22, y0 + 4, 0, 1, 1, 0).vertex(x0 + 37, y0 + 4, 0, 0, 1, 1).vertex(x0 + 30, y0 + 36, 0, 1, 0, 1);
                rig.draw(PrimitiveType.TRIANGLES, g.upload());
            }
            rig.check("fill_cull_flat");
        }
    }

    /// A triangle through the near plane (split by clipping), a sliver whose vertices lie
    /// thousands of pixels off screen (guard band, then beyond it), and user clip planes cutting a
    /// quad diagonally and on its right.
    @Test
    void clipping() {
        try (GoldenRig rig = new GoldenRig(driver(), 96, 64, null)) {
            rig.shaders("pos_attr.vert", "color.frag");
            Geometry g = new Geometry(rig);
            g.vertex(4, 60, 0.5f, 1, 0, 0).vertex(44, 60, 0.5f, 0, 1, 0).vertex(24, 4, -3f, 0, 0, 1);
            g.vertex(-5000, 50, 0, 1, 1, 0).vertex(5000, 41, 0, 0, 1, 1).vertex(40000, 47, 0, 1, 0, 1);
            rig.draw(PrimitiveType.TRIANGLES, g.upload());
            rig.ctx.bindRasterizerState(rig.ctx.createRasterizerState(RasterizerState.builder().clipPlaneEnable(3).build()));
            rig.ctx.setClipState(new dev.tungsten.pipe.ClipState(new float[][] {{-1, 1, 0, 0.6f}, {-1, 0, 0, 0.8f}}));
            g.quad(50, 4, 92, 40, 0, new float[] {1, 1, 1, 1});
            rig.draw(PrimitiveType.TRIANGLES, g.upload());
            rig.check("clipping");
        }
    }
}
