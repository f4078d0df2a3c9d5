package dev.tungsten.tests.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import dev.tungsten.cli.scene.Images;
import dev.tungsten.ir.DiagnosticRenderer;
import dev.tungsten.ir.TgsiLowering;
import dev.tungsten.pipe.BlendState;
import dev.tungsten.pipe.BlendState.Factor;
import dev.tungsten.pipe.BlendState.Func;
import dev.tungsten.pipe.ColorValue;
import dev.tungsten.pipe.Context;
import dev.tungsten.pipe.RasterizerState;
import dev.tungsten.pipe.ShaderState;
import dev.tungsten.tgsi.PrimitiveType;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.wgsl.Wgsl;

/// The WGSL extensions that change what reaches the framebuffer, drawn from WGSL source
/// (`tests/cases/wgsl/render/`) through the whole pipeline: `dual_source_blending` (COLOR[1]
/// and the SRC1 blend factors), `clip_distances` (CLIPDIST and the rasterizer's clip enables)
/// and `primitive_index` (PRIMID). Each scene is a golden image of the software driver, and its
/// cells are also checked against numbers worked out here, so the golden image cannot hide a
/// wrong rule; the `Gl*` subclass draws the same scenes with OpenGL and compares them with the
/// software images ([DriverImageDiff], 99.9 % of pixels within 1/255).
class WgslEnablesGoldenTest {
    String driver() {
        return "soft";
    }

    /// `tests/cases/wgsl/render/NAME.wgsl`, compiled; it must be valid.
    static Wgsl.Result renderCase(String name) {
        Path file = GoldenImage.root().resolve("tests/cases/wgsl/render").resolve(name + ".wgsl");
        String text;
        try {
            text = Files.readString(file);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read " + file, e);
        }
        Wgsl.Result r = Wgsl.compile(file.getFileName().toString(), text);
        assertTrue(r.ok(), () -> DiagnosticRenderer.renderAll(r.source(), r.diagnostics()));
        return r;
    }

    /// Binds the `vs` and `fs` entry points of `tests/cases/wgsl/render/NAME.wgsl`.
    static void shaders(GoldenRig rig, String name) {
        Wgsl.Result r = renderCase(name);
        for (String entry : List.of("vs", "fs")) {
            var program = TgsiLowering.lower(r.module(), r.info(), entry, TgsiLowering.Options.defaults());
            Processor stage = entry.equals("vs") ? Processor.VERT : Processor.FRAG;
            rig.ctx.bindShaderState(stage, rig.ctx.createShaderState(ShaderState.of(program.shader())));
        }
    }

    private static int pixel(Images.Rgba img, int x, int y, int channel) {
        return img.pixels()[(y * img.width() + x) * 4 + channel] & 0xFF;
    }

    // ------------------------------------------------------------------ dual_source_blending

    /// Twelve blend set-ups that read the second source, one 10x10 cell each, over the
    /// destination (0.8, 0.4, 0.2, 0.6); the first source is (0.3, 0.6, 0.9, 0.5), so the
    /// shader's second source is (0.9, 0.3, 0.6, 0.5). The last cell blends alpha separately.
    private static final Factor[][] DUAL_CASES = {
        {Factor.SRC1_COLOR, Factor.ZERO}, {Factor.SRC1_ALPHA, Factor.ZERO},
        {Factor.INV_SRC1_COLOR, Factor.ZERO}, {Factor.INV_SRC1_ALPHA, Factor.ZERO},
        {Factor.ZERO, Factor.SRC1_COLOR}, {Factor.ZERO, Factor.SRC1_ALPHA},
        {Factor.ZERO, Factor.INV_SRC1_COLOR}, {Factor.ZERO, Factor.INV_SRC1_ALPHA},
        {Factor.ONE, Factor.SRC1_COLOR}, {Factor.ONE, Factor.INV_SRC1_COLOR},
        {Factor.SRC1_COLOR, Factor.INV_SRC1_COLOR}, {Factor.SRC1_ALPHA, Factor.INV_SRC1_ALPHA},
    };

    @Test
    void dualSourceBlending() {
        float[] dst = {0.8f, 0.4f, 0.2f, 0.6f}, src = {0.3f, 0.6f, 0.9f, 0.5f}, src1 = {0.9f, 0.3f, 0.6f, 0.5f};
        try (GoldenRig rig = new GoldenRig(driver(), DUAL_CASES.length * 10, 10, null)) {
            shaders(rig, "dual_source_blending");
            rig.ctx.clear(Context.CLEAR_COLOR0, ColorValue.ofFloat(dst[0], dst[1], dst[2], dst[3]), 1, 0);
            Geometry g = new Geometry(rig);
            for (int i = 0; i < DUAL_CASES.length; i++) {
                BlendState.RenderTarget rt = i == DUAL_CASES.length - 1
                        ? new BlendState.RenderTarget(true, Func.ADD, Factor.SRC1_COLOR, Factor.ZERO, Func.ADD,
                                Factor.SRC1_ALPHA, Factor.INV_SRC1_ALPHA, BlendState.MASK_RGBA)
                        : BlendState.RenderTarget.blend(Func.ADD, DUAL_CASES[i][0], DUAL_CASES[i][1]);
                rig.ctx.bindBlendState(rig.ctx.createBlendState(BlendState.of(rt)));
                g.quad(i * 10 + 1, 1, i * 10 + 9, 9, 0, src);
                rig.draw(PrimitiveType.TRIANGLES, g.upload());
            }
            Images.Rgba img = rig.read();
            float[] dq = new float[4];
            for (int c = 0; c < 4; c++) {
                dq[c] = Math.round(dst[c] * 255) / 255f;
            }
            for (int i = 0; i < DUAL_CASES.length; i++) {
                boolean separate = i == DUAL_CASES.length - 1;
                for (int c = 0; c < 4; c++) {
                    Factor sf = separate && c == 3 ? Factor.SRC1_ALPHA : DUAL_CASES[i][0];
                    Factor df = separate && c == 3 ? Factor.INV_SRC1_ALPHA : DUAL_CASES[i][1];
                    if (separate && c < 3) {
                        sf = Factor.SRC1_COLOR;
                        df = Factor.ZERO;
                    }
                    float expect = src[c] * factor(sf, c, src1) + dq[c] * factor(df, c, src1);
                    int want = Math.round(Math.max(0, Math.min(1, expect)) * 255);
                    int got = pixel(img, i * 10 + 5, 5, c);
                    assertTrue(Math.abs(want - got) <= 1, "dual-source case " + i + " channel " + c + ": expected "
                            + want + ", got " + got);
                }
            }
            rig.check("wgsl_dual_source_blending");
        }
    }

    private static float factor(Factor f, int c, float[] s1) {
        return switch (f) {
            case ZERO -> 0;
            case ONE -> 1;
            case SRC1_COLOR -> s1[c];
            case SRC1_ALPHA -> s1[3];
            case INV_SRC1_COLOR -> 1 - s1[c];
            case INV_SRC1_ALPHA -> 1 - s1[3];
            default -> throw new IllegalArgumentException("not a case here: " + f);
        };
    }

    // ------------------------------------------------------------------ clip_distances

    /// Twelve 16x16 cells, cell k drawing a quad whose vertices carry (k, local x, local y):
    /// the shader's distances for cell k clip it to a half, a band, a triangle or nothing. The top
    /// row enables all six distances; the bottom row enables only distances 1 to 5, so the cells
    /// that clip with distance 0 draw more.
    @Test
    void clipDistances() {
        try (GoldenRig rig = new GoldenRig(driver(), 12 * 16, 32, null)) {
            shaders(rig, "clip_distances");
            Geometry g = new Geometry(rig);
            for (int row = 0; row < 2; row++) {
                int enable = row == 0 ? 0x3F : 0x3E;
                rig.ctx.bindRasterizerState(rig.ctx.createRasterizerState(
                        RasterizerState.builder().clipPlaneEnable(enable).build()));
                for (int k = 0; k < 12; k++) {
                    float x0 = k * 16, y0 = row * 16;
                    g.quad(x0, y0, x0 + 16, y0 + 16, 0, new float[] {k, 0, 0, 1}, new float[] {k, 1, 0, 1},
                            new float[] {k, 1, 1, 1}, new float[] {k, 0, 1, 1});
                }
                rig.draw(PrimitiveType.TRIANGLES, g.upload());
            }
            Images.Rgba img = rig.read();
            // Sample points (cell-local 0..1, pixel centres) and whether each cell covers them.
            List<String> wrong = new ArrayList<>();
            for (int row = 0; row < 2; row++) {
                for (int k = 0; k < 12; k++) {
                    for (int py = 1; py < 16; py += 3) {
                        for (int px = 1; px < 16; px += 3) {
                            float x = (px + 0.5f) / 16, y = (py + 0.5f) / 16;
                            Boolean inside = inside(k, x, y, row == 0);
                            if (inside == null) {
                                continue;
                            }
                            boolean drawn = pixel(img, k * 16 + px, row * 16 + py, 1) != 26; // clear colour 0.1
                            if (drawn != inside) {
                                wrong.add("row " + row + " cell " + k + " at (" + x + ", " + y + "): "
                                        + (inside ? "clipped" : "drawn"));
                            }
                        }
                    }
                }
            }
            assertEquals(List.of(), wrong);
            rig.check("wgsl_clip_distances");
        }
    }

    /// Whether the point is inside every enabled distance of cell `k` (the shader's table), or
    /// null within 1/16 of a boundary, where pixel-centre rounding may go either way.
    private static Boolean inside(int k, float x, float y, boolean plane0) {
        float[] d = {1, 1, 1, 1, 1, 1};
        switch (k) {
            case 1 -> d[0] = x - 0.5f;
            case 2 -> d[1] = 0.5f - y;
            case 3 -> { d[0] = x - 0.5f; d[1] = 0.5f - y; }
            case 4 -> d[2] = x + y - 1;
            case 5 -> d[3] = 0.7f - x;
            case 6 -> d[4] = y - 0.3f;
            case 7 -> d[5] = 0.8f - y;
            case 8 -> { d[4] = y - 0.3f; d[5] = 0.7f - y; }
            case 9 -> {
                d[0] = x - 0.2f; d[1] = 0.8f - y; d[2] = x + y - 0.6f;
                d[3] = 0.9f - x; d[4] = y - 0.1f; d[5] = 1.4f - x - y;
            }
            case 10 -> d[2] = -1;
            case 11 -> { d[0] = -1; d[4] = y - x; }
            default -> { }
        }
        boolean in = true;
        for (int i = plane0 ? 0 : 1; i < 6; i++) {
            if (Math.abs(d[i]) < 1 / 16f) {
                return null;
            }
            in &= d[i] > 0;
        }
        return in;
    }

    // ------------------------------------------------------------------ primitive_index

    /// Primitive indices decoded from the colour (red: bits 0-3, green: bits 4-7) in five draws:
    /// a list of 24 triangles, a strip (each triangle counts), a list with every other triangle
    /// culled (culled ones still take their number), points, and lines. Each draw numbers from 0.
    @Test
    void primitiveIndex() {
        try (GoldenRig rig = new GoldenRig(driver(), 192, 80, null)) {
            shaders(rig, "primitive_index");
            Geometry g = new Geometry(rig);
            float[] a = {0, 0, 0, 1};
            // Row 0: 24 separate triangles, 8 pixels apart.
            for (int i = 0; i < 24; i++) {
                g.vertex(i * 8, 0, 0, a).vertex(i * 8 + 8, 0, 0, a).vertex(i * 8, 16, 0, a);
            }
            rig.draw(PrimitiveType.TRIANGLES, g.upload());
            // Row 1: a strip of 24 triangles over 12 columns of 16 pixels.
            for (int i = 0; i <= 12; i++) {
                g.vertex(i * 16, 16, 0, a).vertex(i * 16, 32, 0, a);
            }
            rig.draw(PrimitiveType.TRIANGLE_STRIP, g.upload());
            // Row 2: 24 triangles alternating in winding; the even ones face back and are culled.
            rig.ctx.bindRasterizerState(rig.ctx.createRasterizerState(
                    RasterizerState.builder().cullFace(RasterizerState.FACE_BACK).build()));
            for (int i = 0; i < 24; i++) {
                if (i % 2 == 0) {
                    g.vertex(i * 8, 32, 0, a).vertex(i * 8 + 8, 32, 0, a).vertex(i * 8, 48, 0, a);
                } else {
                    g.vertex(i * 8, 32, 0, a).vertex(i * 8, 48, 0, a).vertex(i * 8 + 8, 32, 0, a);
                }
            }
            rig.draw(PrimitiveType.TRIANGLES, g.upload());
            rig.ctx.bindRasterizerState(rig.ctx.createRasterizerState(RasterizerState.builder().pointSize(4).build()));
            // Row 3: 24 points; row 4: 12 horizontal lines.
            for (int i = 0; i < 24; i++) {
                g.vertex(i * 8 + 4, 56, 0, a);
            }
            rig.draw(PrimitiveType.POINTS, g.upload());
            for (int i = 0; i < 12; i++) {
                g.vertex(i * 16 + 2, 72.5f, 0, a).vertex(i * 16 + 14, 72.5f, 0, a);
            }
            rig.draw(PrimitiveType.LINES, g.upload());
            Images.Rgba img = rig.read();
            List<String> wrong = new ArrayList<>();
            for (int i = 0; i < 24; i++) {
                expectIndex(img, i * 8 + 2, 3, i, "list", wrong);
                // Strip triangle i covers column i / 2: the even one its upper-left half.
                expectIndex(img, (i / 2) * 16 + (i % 2 == 0 ? 3 : 12), i % 2 == 0 ? 19 : 29, i, "strip", wrong);
                if (i % 2 == 1) {
                    expectIndex(img, i * 8 + 1, 35, i, "culled list", wrong);
                }
                expectIndex(img, i * 8 + 4, 56, i, "points", wrong);
            }
            for (int i = 0; i < 12; i++) {
                expectIndex(img, i * 16 + 8, 72, i, "lines", wrong);
            }
            assertEquals(List.of(), wrong);
            rig.check("wgsl_primitive_index");
        }
    }

    private static void expectIndex(Images.Rgba img, int x, int y, int index, String what, List<String> wrong) {
        int r = pixel(img, x, y, 0), g = pixel(img, x, y, 1), b = pixel(img, x, y, 2);
        int got = b != 255 || r % 17 != 0 || g % 17 != 0 ? -1 : r / 17 + 16 * (g / 17);
        if (got != index) {
            wrong.add(what + " primitive " + index + " at (" + x + ", " + y + "): colour " + r + "," + g + "," + b);
        }
    }
}
