package dev.tungsten.soft;

import dev.tungsten.pipe.BlendState;
import dev.tungsten.pipe.ColorValue;
import dev.tungsten.pipe.CompareFunc;
import dev.tungsten.pipe.Context;
import dev.tungsten.pipe.DepthStencilAlphaState;
import dev.tungsten.pipe.DepthStencilAlphaState.Stencil;
import dev.tungsten.pipe.DepthStencilAlphaState.StencilOp;
import dev.tungsten.pipe.RasterizerState;
import dev.tungsten.pipe.Scissor;
import dev.tungsten.tgsi.Interpolation;
import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.PrimitiveType;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/// Per-fragment operations with move-only shaders: depth tests on every depth format, stencil,
/// scissor, flat shading, points and lines. Colours are exact (float target, values read back
/// unchanged); depth comparisons use depths far apart relative to every format's precision.
class FragmentOpsTest {
    /// A full-screen quad at depth `z` (NDC) with colour `(r, 0, 0, 1)` as vertex attribute.
    private static float[] quad(float z, float r) {
        float[] out = new float[6 * 8];
        float[][] corners = {{-1, -1}, {1, -1}, {1, 1}, {-1, -1}, {1, 1}, {-1, 1}};
        for (int i = 0; i < 6; i++) {
            System.arraycopy(new float[] {corners[i][0], corners[i][1], z, 1, r, 0, 0, 1}, 0, out, i * 8, 8);
        }
        return out;
    }

    @ParameterizedTest
    @ValueSource(strings = {"Z16_UNORM", "Z24_UNORM_S8_UINT", "Z24X8_UNORM", "Z32_FLOAT", "Z32_FLOAT_S8X24_UINT", "Z32_UNORM"})
    void depthTestKeepsTheNearestOnEveryFormat(String format) {
        try (SoftRig rig = new SoftRig(40, 30, PipeFormat.R32G32B32A32_FLOAT, PipeFormat.valueOf(format), 2, new MovBackend())) {
            rig.shaders(TestShaders.passThroughVs(1), TestShaders.varyingFs(Interpolation.CONSTANT));
            rig.ctx.bindDepthStencilAlphaState(rig.ctx.createDepthStencilAlphaState(
                    DepthStencilAlphaState.depth(CompareFunc.LESS, true)));
            rig.ctx.clear(Context.CLEAR_COLOR0 | Context.CLEAR_DEPTH, ColorValue.ZERO, 1.0, 0);
            rig.vertices(1, quad(0.5f, 1));          // behind
            rig.draw(PrimitiveType.TRIANGLES, 6);
            rig.vertices(1, quad(-0.5f, 2));         // in front
            rig.draw(PrimitiveType.TRIANGLES, 6);
            rig.vertices(1, quad(0f, 3));            // between: fails
            rig.draw(PrimitiveType.TRIANGLES, 6);
            float[][] r = rig.channel(0);
            assertEquals(2f, r[0][0]);
            assertEquals(2f, r[29][39]);
            assertEquals(2f, r[15][20]);
        }
    }

    @ParameterizedTest
    @EnumSource(CompareFunc.class)
    void everyDepthFunction(CompareFunc func) {
        try (SoftRig rig = new SoftRig(8, 8, PipeFormat.R32G32B32A32_FLOAT, PipeFormat.Z24_UNORM_S8_UINT, 1, new MovBackend())) {
            rig.shaders(TestShaders.passThroughVs(1), TestShaders.varyingFs(Interpolation.CONSTANT));
            rig.ctx.clear(Context.CLEAR_COLOR0 | Context.CLEAR_DEPTH, ColorValue.ZERO, 0.5, 0);
            rig.ctx.bindDepthStencilAlphaState(rig.ctx.createDepthStencilAlphaState(DepthStencilAlphaState.depth(func, false)));
            // Window depths 0.25, 0.5 and 0.75 against a stored 0.5, each in its own column band.
            float[] z = {-0.5f, 0f, 0.5f};
            for (int i = 0; i < 3; i++) {
                float x0 = -1 + i * 2f / 3, x1 = x0 + 2f / 3;
                rig.vertices(1, x0, -1, z[i], 1, 1, 0, 0, 1, x1, -1, z[i], 1, 1, 0, 0, 1, x1, 1, z[i], 1, 1, 0, 0, 1,
                        x0, -1, z[i], 1, 1, 0, 0, 1, x1, 1, z[i], 1, 1, 0, 0, 1, x0, 1, z[i], 1, 1, 0, 0, 1);
                rig.draw(PrimitiveType.TRIANGLES, 6);
            }
            float[][] r = rig.channel(0);
            float[] stored = {0.25f, 0.5f, 0.75f};
            int[] column = {1, 4, 6};
            for (int i = 0; i < 3; i++) {
                assertEquals(func.test(stored[i], 0.5f) ? 1f : 0f, r[4][column[i]], func + " with depth " + stored[i]);
            }
        }
    }

    /// Stencil: the first quad writes 7 where it passes (REPLACE), the second draws only where
    /// the stencil equals 7; the back face uses its own state.
    @Test
    void stencilReplaceThenEqual() {
        try (SoftRig rig = new SoftRig(16, 16, PipeFormat.R32G32B32A32_FLOAT, PipeFormat.Z24_UNORM_S8_UINT, 1, new MovBackend())) {
            rig.shaders(TestShaders.passThroughVs(1), TestShaders.varyingFs(Interpolation.CONSTANT));
            rig.ctx.clear(Context.CLEAR_COLOR0 | Context.CLEAR_DEPTHSTENCIL, ColorValue.ZERO, 1.0, 0);
            Stencil write = new Stencil(true, CompareFunc.ALWAYS, StencilOp.KEEP, StencilOp.REPLACE, StencilOp.KEEP, 0xFF, 0xFF);
            rig.ctx.bindDepthStencilAlphaState(rig.ctx.createDepthStencilAlphaState(
                    DepthStencilAlphaState.DISABLED.withStencil(write, Stencil.DISABLED)));
            rig.ctx.setStencilRef(7, 0);
            rig.ctx.bindBlendState(rig.ctx.createBlendState(BlendState.of(BlendState.RenderTarget.OPAQUE.withColorMask(0))));
            // Left half only.
            rig.vertices(1, -1, -1, 0, 1, 1, 0, 0, 1, 0, -1, 0, 1, 1, 0, 0, 1, 0, 1, 0, 1, 1, 0, 0, 1,
                    -1, -1, 0, 1, 1, 0, 0, 1, 0, 1, 0, 1, 1, 0, 0, 1, -1, 1, 0, 1, 1, 0, 0, 1);
            rig.draw(PrimitiveType.TRIANGLES, 6);
            Stencil test = new Stencil(true, CompareFunc.EQUAL, StencilOp.KEEP, StencilOp.INCR, StencilOp.KEEP, 0xFF, 0xFF);
            rig.ctx.bindDepthStencilAlphaState(rig.ctx.createDepthStencilAlphaState(
                    DepthStencilAlphaState.DISABLED.withStencil(test, Stencil.DISABLED)));
            rig.ctx.bindBlendState(rig.ctx.createBlendState(BlendState.OPAQUE));
            rig.vertices(1, quad(0, 5));
            rig.draw(PrimitiveType.TRIANGLES, 6);
            float[][] r = rig.channel(0);
            assertEquals(5f, r[8][3]);
            assertEquals(0f, r[8][12]);
        }
    }

    @Test
    void scissorLimitsDrawsButNotClears() {
        try (SoftRig rig = new SoftRig(20, 20, 1)) {
            rig.shaders(TestShaders.passThroughVs(1), TestShaders.varyingFs(Interpolation.CONSTANT));
            rig.ctx.bindRasterizerState(rig.ctx.createRasterizerState(RasterizerState.builder().scissor(true).build()));
            rig.ctx.setScissorStates(0, List.of(new Scissor(5, 6, 9, 8)));
            rig.vertices(1, quad(0, 1));
            rig.draw(PrimitiveType.TRIANGLES, 6);
            float[][] r = rig.channel(0);
            int n = 0;
            for (int y = 0; y < 20; y++) {
                for (int x = 0; x < 20; x++) {
                    n += (int) r[y][x];
                }
            }
            assertEquals(4 * 2, n);
            assertEquals(1f, r[6][5]);
            assertEquals(0f, r[8][5]);
        }
    }

    /// Logic ops work on the stored bits; alpha-to-one replaces the source alpha; alpha-to-coverage
    /// with one sample keeps fragments whose alpha is at least one half.
    @Test
    void logicOpsAndAlphaToCoverageAndOne() {
        try (SoftRig rig = new SoftRig(8, 8, PipeFormat.R8G8B8A8_UNORM, null, 1, new MovBackend())) {
            rig.ctx.clear(Context.CLEAR_COLOR0, ColorValue.ofFloat(1, 0, 1, 0), 0, 0);
            rig.shaders(TestShaders.passThroughVs(1), TestShaders.varyingFs(Interpolation.CONSTANT));
            rig.ctx.bindBlendState(rig.ctx.createBlendState(new BlendState(false, true, BlendState.LogicOp.XOR, false, false,
                    List.of(BlendState.RenderTarget.OPAQUE))));
            rig.vertices(1, quad(0, 1));                     // colour (1, 0, 0, 1)
            rig.draw(PrimitiveType.TRIANGLES, 6);
            float[][] c = rig.readColor();
            assertEquals(0f, c[3][3 * 4], "255 xor 255");
            assertEquals(1f, c[3][3 * 4 + 2], "255 xor 0");
            assertEquals(1f, c[3][3 * 4 + 3], "0 xor 255");
            rig.ctx.bindBlendState(rig.ctx.createBlendState(new BlendState(false, false, BlendState.LogicOp.COPY, true, true,
                    List.of(BlendState.RenderTarget.OPAQUE))));
            rig.ctx.clear(Context.CLEAR_COLOR0, ColorValue.ZERO, 0, 0);
            // Alpha 0.25 on the left half (dropped by coverage), 0.75 on the right (kept, alpha written as 1).
            rig.vertices(1, -1, -1, 0, 1, 1, 1, 1, 0.25f, 0, -1, 0, 1, 1, 1, 1, 0.25f, 0, 1, 0, 1, 1, 1, 1, 0.25f,
                    0, -1, 0, 1, 1, 1, 1, 0.75f, 1, -1, 0, 1, 1, 1, 1, 0.75f, 1, 1, 0, 1, 1, 1, 1, 0.75f);
            rig.draw(PrimitiveType.TRIANGLES, 6);
            c = rig.readColor();
            assertEquals(0f, c[6][1 * 4 + 3], "alpha 0.25 loses its coverage");
            assertEquals(1f, c[6][6 * 4 + 3], "alpha 0.75 is kept and written as 1");
        }
    }

    /// Flat shading takes the provoking vertex (last by default, first when asked).
    @Test
    void flatShadingUsesTheProvokingVertex() {
        for (boolean first : new boolean[] {false, true}) {
            try (SoftRig rig = new SoftRig(8, 8, 0)) {
                rig.shaders(TestShaders.passThroughVs(1), TestShaders.varyingFs(Interpolation.CONSTANT));
                rig.ctx.bindRasterizerState(rig.ctx.createRasterizerState(RasterizerState.builder().flatshadeFirst(first).build()));
                rig.vertices(1, -1, -1, 0, 1, 10, 0, 0, 1, 3, -1, 0, 1, 20, 0, 0, 1, -1, 3, 0, 1, 30, 0, 0, 1);
                rig.draw(PrimitiveType.TRIANGLES, 3);
                assertEquals(first ? 10f : 30f, rig.channel(0)[3][3]);
            }
        }
    }

    /// Points cover size² pixels around their centre; adjacent 1-pixel lines of a strip share no pixel.
    @Test
    void pointsAndLinesCoverTheirPixels() {
        try (SoftRig rig = new SoftRig(32, 32, 1)) {
            rig.ctx.bindBlendState(rig.ctx.createBlendState(BlendState.of(
                    BlendState.RenderTarget.blend(BlendState.Func.ADD, BlendState.Factor.ONE, BlendState.Factor.ONE))));
            rig.shaders(TestShaders.passThroughVs(0), TestShaders.constantFs(1, 0, 0, 1));
            rig.ctx.bindRasterizerState(rig.ctx.createRasterizerState(RasterizerState.builder().pointSize(4).build()));
            rig.vertices(0, rig.ndcX(8), rig.ndcY(8), 0, 1);
            rig.draw(PrimitiveType.POINTS, 1);
            rig.ctx.bindRasterizerState(rig.ctx.createRasterizerState(RasterizerState.DEFAULT));
            rig.vertices(0, rig.ndcX(2.5f), rig.ndcY(20.5f), 0, 1, rig.ndcX(12.5f), rig.ndcY(20.5f), 0, 1,
                    rig.ndcX(12.5f), rig.ndcY(28.5f), 0, 1);
            rig.draw(PrimitiveType.LINE_STRIP, 3);
            float[][] r = rig.channel(0);
            int point = 0, line = 0;
            for (int y = 0; y < 32; y++) {
                for (int x = 0; x < 32; x++) {
                    assertEquals(true, r[y][x] <= 1f, "pixel " + x + "," + y + " written twice");
                    if (y < 16) {
                        point += (int) r[y][x];
                    } else {
                        line += (int) r[y][x];
                    }
                }
            }
            assertEquals(16, point, "a 4-pixel point centred on a pixel corner covers 4x4");
            assertEquals(10 + 8, line, "x-major segment: 10 pixels, y-major: 8 (last pixels excluded)");
            assertEquals(1f, r[6][6]);
            assertEquals(1f, r[9][9]);
        }
    }
}
