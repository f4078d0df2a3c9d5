package dev.tungsten.tests.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BinaryOperator;

import org.junit.jupiter.api.Test;

import dev.tungsten.cli.scene.Images;
import dev.tungsten.ir.TgsiLowering;
import dev.tungsten.pipe.Bind;
import dev.tungsten.pipe.ColorValue;
import dev.tungsten.pipe.Context;
import dev.tungsten.pipe.FramebufferState;
import dev.tungsten.pipe.Resource;
import dev.tungsten.pipe.ResourceTemplate;
import dev.tungsten.pipe.ShaderState;
import dev.tungsten.pipe.Surface;
import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.PrimitiveType;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.wgsl.Wgsl;

/// `enable chromium_experimental_framebuffer_fetch` drawn from WGSL source
/// (`tests/cases/wgsl/render/framebuffer_fetch.wgsl`): programmable blending through `@color(N)`
/// inputs (TGSI FBFETCH). Each 16x16 cell is first filled with a destination colour, then a
/// 12x12 quad is drawn with one blend written in the shader; the cell's centre is checked
/// against the blend worked out here from the destination as stored (8-bit), within 1/255 (one
/// rounding of the 8-bit result), and the scene is a golden image of the software driver. The
/// `Gl*` subclass draws the same scenes with OpenGL (`GL_EXT_shader_framebuffer_fetch`) and
/// compares them with the software images ([DriverImageDiff]).
class WgslFramebufferFetchGoldenTest {
    String driver() {
        return "soft";
    }

    private static Wgsl.Result compiled;

    private static Wgsl.Result module() {
        if (compiled == null) {
            compiled = WgslEnablesGoldenTest.renderCase("framebuffer_fetch");
        }
        return compiled;
    }

    /// Binds `vs` and the fragment entry point `fs`.
    private static void shaders(GoldenRig rig, String fs) {
        Wgsl.Result r = module();
        for (String entry : List.of("vs", fs)) {
            var program = TgsiLowering.lower(r.module(), r.info(), entry, TgsiLowering.Options.defaults());
            Processor stage = entry.equals("vs") ? Processor.VERT : Processor.FRAG;
            rig.ctx.bindShaderState(stage, rig.ctx.createShaderState(ShaderState.of(program.shader())));
        }
    }

    /// One cell: the entry point, the destination it is drawn over, the source (the vertex
    /// colour) and the blend it computes from the 8-bit destination and the source.
    private record Cell(String entry, float[] dst, float[] src, BinaryOperator<float[]> blend) {}

    private static float[] rgba(double r, double g, double b, double a) {
        return new float[] {(float) r, (float) g, (float) b, (float) a};
    }

    /// A destination colour, on the 8-bit grid so that writing it rounds nothing (a value
    /// halfway between two steps may round either way on another driver).
    private static float[] dst(double r, double g, double b, double a) {
        return quantised(rgba(r, g, b, a));
    }

    private static BinaryOperator<float[]> perChannel(java.util.function.DoubleBinaryOperator f) {
        return (d, s) -> {
            float[] o = new float[4];
            for (int c = 0; c < 4; c++) {
                o[c] = (float) f.applyAsDouble(d[c], s[c]);
            }
            return o;
        };
    }

    private static final List<Cell> CELLS = List.of(
            new Cell("multiply", dst(0.8, 0.5, 0.3, 1), rgba(0.5, 0.9, 0.6, 0.8), perChannel((d, s) -> d * s)),
            new Cell("screen", dst(0.2, 0.5, 0.7, 0.4), rgba(0.4, 0.3, 0.1, 0.5),
                    perChannel((d, s) -> 1 - (1 - s) * (1 - d))),
            new Cell("darken", dst(0.2, 0.7, 0.5, 0.9), rgba(0.6, 0.3, 0.45, 0.4), perChannel(Math::min)),
            new Cell("lighten", dst(0.2, 0.7, 0.5, 0.9), rgba(0.6, 0.3, 0.45, 0.4), perChannel(Math::max)),
            new Cell("difference", dst(0.9, 0.2, 0.5, 0.6), rgba(0.3, 0.6, 0.55, 1), perChannel((d, s) -> Math.abs(s - d))),
            new Cell("overlay", dst(0.3, 0.7, 0.45, 0.2), rgba(0.6, 0.4, 0.8, 0.9),
                    perChannel((d, s) -> d < 0.5 ? 2 * s * d : 1 - 2 * (1 - s) * (1 - d))),
            new Cell("rotate", dst(0.1, 0.4, 0.7, 0.9), rgba(1, 1, 1, 1), (d, s) -> new float[] {d[1], d[2], d[0], d[3]}),
            new Cell("red", dst(0.6, 0.1, 0.1, 1), rgba(0.5, 1, 0.25, 1),
                    (d, s) -> new float[] {s[0] * d[0], s[1] * d[0], s[2] * d[0], 1}),
            // Filled in two halves ([#KEEP_CELL]); the centre column is the dark half's.
            new Cell("keep_dark_green", dst(0.6, 0.2, 0.4, 1), rgba(0.9, 0.9, 0.1, 1), (d, s) -> s),
            // Two quads ([#ACCUMULATE_CELL]); the expectation rounds between them ([#expected]).
            new Cell("accumulate", dst(0.1, 0.2, 0.3, 0.4), rgba(0.8, 0.4, 0.6, 0.2), perChannel((d, s) -> d + 0.25 * s)),
            new Cell("over", dst(0.2, 0.6, 0.9, 1), rgba(0.9, 0.3, 0.1, 0.25), (d, s) -> new float[] {
                    d[0] + (s[0] - d[0]) * s[3], d[1] + (s[1] - d[1]) * s[3], d[2] + (s[2] - d[2]) * s[3], 1}),
            // A triangle rather than a quad ([#TRIANGLE_CELL]): edges cut through 2x2 quads.
            new Cell("multiply", dst(1, 0.8, 0.6, 1), rgba(0.5, 0.5, 0.5, 0.5), perChannel((d, s) -> d * s)));
    private static final int KEEP_CELL = 8, ACCUMULATE_CELL = 9, TRIANGLE_CELL = 11;
    /// The green-heavy left half of [#KEEP_CELL], which the shader discards over.
    private static final float[] GREEN = dst(0.2, 0.8, 0.3, 1);

    @Test
    void programmableBlending() {
        int n = CELLS.size();
        try (GoldenRig rig = new GoldenRig(driver(), n * 16, 16, null)) {
            Geometry g = new Geometry(rig);
            shaders(rig, "fill");
            for (int k = 0; k < n; k++) {
                g.quad(k * 16, 0, k * 16 + 16, 16, 0, CELLS.get(k).dst());
            }
            g.quad(KEEP_CELL * 16, 0, KEEP_CELL * 16 + 8, 16, 0, GREEN);
            rig.draw(PrimitiveType.TRIANGLES, g.upload());
            for (int k = 0; k < n; k++) {
                Cell cell = CELLS.get(k);
                shaders(rig, cell.entry());
                float x0 = k * 16;
                if (k == TRIANGLE_CELL) {
                    g.vertex(x0 + 1, 1, 0, cell.src()).vertex(x0 + 15, 1, 0, cell.src()).vertex(x0 + 1, 15, 0, cell.src());
                } else {
                    g.quad(x0 + 2, 2, x0 + 14, 14, 0, cell.src());
                }
                if (k == ACCUMULATE_CELL) {
                    g.quad(x0 + 4, 4, x0 + 12, 12, 0, cell.src());
                }
                rig.draw(PrimitiveType.TRIANGLES, g.upload());
            }
            Images.Rgba img = rig.read();
            List<String> wrong = new ArrayList<>();
            for (int k = 0; k < n; k++) {
                Cell cell = CELLS.get(k);
                int x = k * 16 + (k == TRIANGLE_CELL ? 5 : 8);
                expect(img, x, 8, expected(cell, k == ACCUMULATE_CELL ? 2 : 1), cell.entry() + " cell " + k, wrong);
                // The border the quad does not cover keeps the destination.
                expect(img, k * 16, 0, quantised(k == KEEP_CELL ? GREEN : cell.dst()), "border of cell " + k, wrong);
            }
            // Where the destination is green-heavy the fragments were discarded; outside the
            // triangle the destination stays; the accumulate quad's outer ring added once.
            expect(img, KEEP_CELL * 16 + 4, 8, quantised(GREEN), "discarded half", wrong);
            expect(img, TRIANGLE_CELL * 16 + 13, 13, quantised(CELLS.get(TRIANGLE_CELL).dst()), "outside the triangle", wrong);
            expect(img, ACCUMULATE_CELL * 16 + 2, 8, expected(CELLS.get(ACCUMULATE_CELL), 1), "accumulate once", wrong);
            assertEquals(List.of(), wrong);
            rig.check("wgsl_framebuffer_fetch");
        }
    }

    /// Two RGBA8 targets: cell 0 multiplies both into target 0 and rotates target 1's channels;
    /// cell 1 swaps the targets' colours.
    @Test
    void twoRenderTargets() {
        float[] first = dst(0.8, 0.6, 0.4, 1), second = dst(0.5, 0.25, 0.75, 0.5), src = rgba(0.9, 0.8, 0.7, 1);
        try (GoldenRig rig = new GoldenRig(driver(), 32, 16, null)) {
            Resource other = rig.screen.createResource(ResourceTemplate.texture2D(PipeFormat.R8G8B8A8_UNORM, 32, 16, 1,
                    Bind.RENDER_TARGET | Bind.SAMPLER_VIEW));
            rig.ctx.setFramebufferState(new FramebufferState(32, 16, List.of(Surface.of(rig.color), Surface.of(other)), null));
            rig.ctx.clear(Context.CLEAR_COLOR0, ColorValue.ofFloat(first[0], first[1], first[2], first[3]), 1, 0);
            rig.ctx.clear(Context.CLEAR_COLOR0 << 1, ColorValue.ofFloat(second[0], second[1], second[2], second[3]), 1, 0);
            Geometry g = new Geometry(rig);
            shaders(rig, "two_targets");
            rig.draw(PrimitiveType.TRIANGLES, g.quad(2, 2, 14, 14, 0, src).upload());
            shaders(rig, "swap");
            rig.draw(PrimitiveType.TRIANGLES, g.quad(18, 2, 30, 14, 0, src).upload());
            Images.Rgba target0 = rig.read(), target1 = rig.read(other);
            float[] f = quantised(first), s = quantised(second);
            float[] product = new float[4];
            for (int c = 0; c < 4; c++) {
                product[c] = f[c] * s[c] * src[c];
            }
            List<String> wrong = new ArrayList<>();
            expect(target0, 8, 8, product, "two_targets target 0", wrong);
            expect(target1, 8, 8, new float[] {s[1], s[2], s[0], s[3]}, "two_targets target 1", wrong);
            expect(target0, 24, 8, s, "swap target 0", wrong);
            expect(target1, 24, 8, f, "swap target 1", wrong);
            expect(target0, 0, 0, f, "target 0 outside", wrong);
            expect(target1, 31, 15, s, "target 1 outside", wrong);
            assertEquals(List.of(), wrong);
            GoldenImage.check(driver(), "wgsl_framebuffer_fetch_target0", target0, 1, 0);
            GoldenImage.check(driver(), "wgsl_framebuffer_fetch_target1", target1, 1, 0);
            rig.screen.destroyResource(other);
        }
    }

    /// The colour a cell's blend stores after `times` draws over its 8-bit destination, each
    /// result rounded to 8 bits before the next reads it.
    private static float[] expected(Cell cell, int times) {
        float[] d = quantised(cell.dst());
        for (int i = 0; i < times; i++) {
            d = quantised(cell.blend().apply(d, cell.src()));
        }
        return d;
    }

    private static float[] quantised(float[] v) {
        float[] q = new float[4];
        for (int c = 0; c < 4; c++) {
            q[c] = Math.round(Math.max(0, Math.min(1, v[c])) * 255) / 255f;
        }
        return q;
    }

    private static void expect(Images.Rgba img, int x, int y, float[] want, String what, List<String> wrong) {
        for (int c = 0; c < 4; c++) {
            int w = Math.round(Math.max(0, Math.min(1, want[c])) * 255);
            int got = img.pixels()[(y * img.width() + x) * 4 + c] & 0xFF;
            if (Math.abs(w - got) > 1) {
                wrong.add(what + " at (" + x + ", " + y + ") channel " + c + ": expected " + w + ", got " + got);
            }
        }
    }
}
