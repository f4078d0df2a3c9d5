package dev.tungsten.tests.golden;

import dev.tungsten.pipe.Bind;
import dev.tungsten.pipe.BlendState;
import dev.tungsten.pipe.BlendState.Factor;
import dev.tungsten.pipe.BlendState.Func;
import dev.tungsten.pipe.ColorValue;
import dev.tungsten.pipe.CompareFunc;
import dev.tungsten.pipe.Context;
import dev.tungsten.pipe.DepthStencilAlphaState;
import dev.tungsten.pipe.DepthStencilAlphaState.Stencil;
import dev.tungsten.pipe.DepthStencilAlphaState.StencilOp;
import dev.tungsten.pipe.FramebufferState;
import dev.tungsten.pipe.RasterizerState;
import dev.tungsten.pipe.Resource;
import dev.tungsten.pipe.ResourceTemplate;
import dev.tungsten.pipe.Scissor;
import dev.tungsten.pipe.Surface;
import dev.tungsten.cli.scene.Images;
import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.PrimitiveType;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

/// Depth functions, stencil operations (front and back), every blend factor and equation,
/// multiple render targets, KILL, depth output, scissor and colour masks. Tolerance 1 of 255.
class FragmentGoldenTest {
    /// The driver under test; the `Gl*` subclasses render the same scenes with OpenGL and compare
    /// them with these (the software driver's) golden images.
    String driver() {
        return "soft";
    }
    private static final float[] WHITE = {1, 1, 1, 1};

    /// Each cell: the left half of the depth buffer holds 0.25, the right 0.75; a quad whose depth
    /// rises from 0 at the top to 1 at the bottom is drawn with one compare function each.
    @Test
    void depthFunctions() {
        try (GoldenRig rig = new GoldenRig(driver(), 128, 64, PipeFormat.Z24_UNORM_S8_UINT)) {
            rig.shaders("pos_attr.vert", "color.frag");
            Geometry g = new Geometry(rig);
            rig.ctx.bindDepthStencilAlphaState(rig.ctx.createDepthStencilAlphaState(
                    DepthStencilAlphaState.depth(CompareFunc.ALWAYS, true)));
            rig.ctx.bindBlendState(rig.ctx.createBlendState(BlendState.of(BlendState.RenderTarget.OPAQUE.withColorMask(0))));
            g.quad(0, 0, 64, 64, -0.5f, WHITE).quad(64, 0, 128, 64, 0.5f, WHITE);
            rig.draw(PrimitiveType.TRIANGLES, g.upload());
            rig.ctx.bindBlendState(rig.ctx.createBlendState(BlendState.OPAQUE));
            for (CompareFunc f : CompareFunc.values()) {
                int c = f.ordinal();
                rig.ctx.bindDepthStencilAlphaState(rig.ctx.createDepthStencilAlphaState(DepthStencilAlphaState.depth(f, false)));
                float x0 = c * 16 + 1, x1 = x0 + 14;
                float[] col = Geometry.hue(c, 8);
                g.vertex(x0, 0, -1, col).vertex(x1, 0, -1, col).vertex(x1, 64, 1, col);
                g.vertex(x0, 0, -1, col).vertex(x1, 64, 1, col).vertex(x0, 64, 1, col);
                rig.draw(PrimitiveType.TRIANGLES, g.upload());
            }
            rig.check("depth_functions");
        }
    }

    /// Row 1 starts at stencil 5, row 2 at 255; each of the 8 cells applies one stencil op
    /// (reference 7) to its square; then every stencil value present is painted in its colour.
    /// A third row checks two-sided stencil: front and back faces use different ops.
    @Test
    void stencilOperations() {
        try (GoldenRig rig = new GoldenRig(driver(), 128, 48, PipeFormat.Z24_UNORM_S8_UINT)) {
            rig.shaders("pos_attr.vert", "color.frag");
            Geometry g = new Geometry(rig);
            rig.ctx.clear(Context.CLEAR_STENCIL, ColorValue.ZERO, 1, 5);
            rig.ctx.clearDepthStencil(Surface.of(rig.zs), Context.CLEAR_STENCIL, 1, 255, 0, 16, 128, 16);
            rig.ctx.clearDepthStencil(Surface.of(rig.zs), Context.CLEAR_STENCIL, 1, 1, 0, 32, 128, 16);
            rig.ctx.bindBlendState(rig.ctx.createBlendState(BlendState.of(BlendState.RenderTarget.OPAQUE.withColorMask(0))));
            rig.ctx.setStencilRef(7, 3);
            for (StencilOp op : StencilOp.values()) {
                Stencil s = new Stencil(true, CompareFunc.ALWAYS, StencilOp.KEEP, op, StencilOp.KEEP, 0xFF, 0xFF);
                rig.ctx.bindDepthStencilAlphaState(rig.ctx.createDepthStencilAlphaState(
                        DepthStencilAlphaState.DISABLED.withStencil(s, Stencil.DISABLED)));
                float x0 = op.ordinal() * 16 + 2;
                g.quad(x0, 2, x0 + 12, 30, 0, WHITE);
                rig.draw(PrimitiveType.TRIANGLES, g.upload());
            }
            // Two-sided: front faces REPLACE (ref 7), back faces INCR (1 -> 2), ref 3 for the back.
            Stencil front = new Stencil(true, CompareFunc.ALWAYS, StencilOp.KEEP, StencilOp.REPLACE, StencilOp.KEEP, 0xFF, 0xFF);
            Stencil back = new Stencil(true, CompareFunc.ALWAYS, StencilOp.KEEP, StencilOp.INCR, StencilOp.KEEP, 0xFF, 0xFF);
            rig.ctx.bindDepthStencilAlphaState(rig.ctx.createDepthStencilAlphaState(
                    DepthStencilAlphaState.DISABLED.withStencil(front, back)));
            g.vertex(4, 46, 0, WHITE).vertex(60, 46, 0, WHITE).vertex(32, 34, 0, WHITE);     // counter-clockwise: front
            g.vertex(68, 34, 0, WHITE).vertex(124, 34, 0, WHITE).vertex(96, 46, 0, WHITE);   // clockwise: back
            rig.draw(PrimitiveType.TRIANGLES, g.upload());
            rig.ctx.bindBlendState(rig.ctx.createBlendState(BlendState.OPAQUE));
            int[] values = {0, 1, 2, 4, 5, 6, 7, 250, 254, 255};
            for (int i = 0; i < values.length; i++) {
                Stencil eq = new Stencil(true, CompareFunc.EQUAL, StencilOp.KEEP, StencilOp.KEEP, StencilOp.KEEP, 0xFF, 0);
                rig.ctx.bindDepthStencilAlphaState(rig.ctx.createDepthStencilAlphaState(
                        DepthStencilAlphaState.DISABLED.withStencil(eq, Stencil.DISABLED)));
                rig.ctx.setStencilRef(values[i], 0);
                g.quad(0, 0, 128, 48, 0, Geometry.hue(i, values.length));
                rig.draw(PrimitiveType.TRIANGLES, g.upload());
            }
            rig.check("stencil_operations");
        }
    }

    /// Row 1: each of the 19 factors as the source factor (destination ZERO); row 2: as the
    /// destination factor (source ZERO); row 3: the five equations. Destination (0.8, 0.4, 0.2,
    /// 0.6), source (0.3, 0.6, 0.9, 0.5), blend colour (0.25, 0.5, 0.75, 0.4), second source
    /// (0.9, 0.2, 0.5, 0.7) for the SRC1 factors.
    @Test
    void blendFactorsAndEquations() {
        try (GoldenRig rig = new GoldenRig(driver(), 190, 30, null)) {
            rig.shaders("pos_attr.vert", "dual.frag");
            Geometry g = new Geometry(rig);
            rig.ctx.clear(Context.CLEAR_COLOR0, ColorValue.ofFloat(0.8f, 0.4f, 0.2f, 0.6f), 1, 0);
            rig.ctx.setBlendColor(0.25f, 0.5f, 0.75f, 0.4f);
            float[] src = {0.3f, 0.6f, 0.9f, 0.5f};
            Factor[] factors = Factor.values();
            for (int row = 0; row < 2; row++) {
                for (int i = 0; i < factors.length; i++) {
                    BlendState.RenderTarget rt = row == 0 ? BlendState.RenderTarget.blend(Func.ADD, factors[i], Factor.ZERO)
                            : BlendState.RenderTarget.blend(Func.ADD, Factor.ZERO, factors[i]);
                    rig.ctx.bindBlendState(rig.ctx.createBlendState(BlendState.of(rt)));
                    g.quad(i * 10 + 1, row * 10 + 1, i * 10 + 9, row * 10 + 9, 0, src);
                    rig.draw(PrimitiveType.TRIANGLES, g.upload());
                }
            }
            Func[] funcs = Func.values();
            for (int i = 0; i < funcs.length; i++) {
                rig.ctx.bindBlendState(rig.ctx.createBlendState(BlendState.of(
                        BlendState.RenderTarget.blend(funcs[i], Factor.SRC_ALPHA, Factor.ONE))));
                g.quad(i * 10 + 1, 21, i * 10 + 9, 29, 0, src);
                rig.draw(PrimitiveType.TRIANGLES, g.upload());
            }
            // Every cell also against an independent evaluation of GL's blend equations (±1 of 255
            // for the 8-bit quantisation of the destination and the result).
            float[] dst = {0.8f, 0.4f, 0.2f, 0.6f}, konst = {0.25f, 0.5f, 0.75f, 0.4f}, src1 = {0.9f, 0.2f, 0.5f, 0.7f};
            float[] dq = new float[4];
            for (int c = 0; c < 4; c++) {
                dq[c] = Math.round(dst[c] * 255) / 255f;
            }
            Images.Rgba img = rig.read();
            for (int row = 0; row < 3; row++) {
                int cells = row < 2 ? factors.length : funcs.length;
                for (int i = 0; i < cells; i++) {
                    int at = ((row * 10 + 5) * 190 + i * 10 + 5) * 4;
                    for (int c = 0; c < 4; c++) {
                        float expect = switch (row) {
                            case 0 -> src[c] * factor(factors[i], c, src, dq, konst, src1);
                            case 1 -> dq[c] * factor(factors[i], c, src, dq, konst, src1);
                            default -> switch (funcs[i]) {
                                case ADD -> src[c] * src[3] + dq[c];
                                case SUBTRACT -> src[c] * src[3] - dq[c];
                                case REVERSE_SUBTRACT -> dq[c] - src[c] * src[3];
                                case MIN -> Math.min(src[c], dq[c]);
                                case MAX -> Math.max(src[c], dq[c]);
                            };
                        };
                        int want = Math.round(Math.max(0, Math.min(1, expect)) * 255);
                        int got = img.pixels()[at + c] & 0xFF;
                        org.junit.jupiter.api.Assertions.assertTrue(Math.abs(want - got) <= 1,
                                "row " + row + " cell " + i + " channel " + c + ": expected " + want + ", got " + got);
                    }
                }
            }
            rig.check("blend_factors");
        }
    }

    /// GL's blend factor `f` for channel `c` (3 = alpha).
    private static float factor(Factor f, int c, float[] s, float[] d, float[] k, float[] s1) {
        return switch (f) {
            case ONE -> 1;
            case ZERO -> 0;
            case SRC_COLOR -> s[c];
            case SRC_ALPHA -> s[3];
            case DST_COLOR -> d[c];
            case DST_ALPHA -> d[3];
            case SRC_ALPHA_SATURATE -> c == 3 ? 1 : Math.min(s[3], 1 - d[3]);
            case CONST_COLOR -> k[c];
            case CONST_ALPHA -> k[3];
            case SRC1_COLOR -> s1[c];
            case SRC1_ALPHA -> s1[3];
            case INV_SRC_COLOR -> 1 - s[c];
            case INV_SRC_ALPHA -> 1 - s[3];
            case INV_DST_COLOR -> 1 - d[c];
            case INV_DST_ALPHA -> 1 - d[3];
            case INV_CONST_COLOR -> 1 - k[c];
            case INV_CONST_ALPHA -> 1 - k[3];
            case INV_SRC1_COLOR -> 1 - s1[c];
            case INV_SRC1_ALPHA -> 1 - s1[3];
        };
    }

    /// Four render targets written by one shader with different swizzles and arithmetic, with
    /// independent blending on target 1 and a colour mask on target 3; the four images side by side.
    @Test
    void multipleRenderTargets() {
        try (GoldenRig rig = new GoldenRig(driver(), 32, 32, null)) {
            List<Resource> targets = new ArrayList<>();
            List<Surface> cbufs = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                Resource r = rig.screen.createResource(ResourceTemplate.texture2D(PipeFormat.R8G8B8A8_UNORM, 32, 32, 1,
                        Bind.RENDER_TARGET));
                targets.add(r);
                cbufs.add(Surface.of(r));
            }
            rig.ctx.setFramebufferState(new FramebufferState(32, 32, cbufs, null));
            rig.ctx.clear(Context.CLEAR_COLOR, ColorValue.ofFloat(0.2f, 0.2f, 0.2f, 1), 1, 0);
            rig.ctx.bindBlendState(rig.ctx.createBlendState(new BlendState(true, false, BlendState.LogicOp.COPY, false, false,
                    List.of(BlendState.RenderTarget.OPAQUE,
                            BlendState.RenderTarget.blend(Func.ADD, Factor.ONE, Factor.ONE),
                            BlendState.RenderTarget.OPAQUE,
                            BlendState.RenderTarget.OPAQUE.withColorMask(BlendState.MASK_R | BlendState.MASK_A)))));
            rig.shaders("pos_attr.vert", "mrt.frag");
            Geometry g = new Geometry(rig);
            g.quad(2, 2, 30, 30, 0, new float[] {1, 0, 0, 1}, new float[] {0, 1, 0, 1}, new float[] {0, 0, 1, 1},
                    new float[] {1, 1, 1, 1});
            rig.draw(PrimitiveType.TRIANGLES, g.upload());
            byte[] all = new byte[128 * 32 * 4];
            for (int i = 0; i < 4; i++) {
                Images.Rgba img = rig.read(targets.get(i));
                for (int y = 0; y < 32; y++) {
                    System.arraycopy(img.pixels(), y * 32 * 4, all, (y * 128 + i * 32) * 4, 32 * 4);
                }
            }
            GoldenImage.check(driver(), "multiple_render_targets", new Images.Rgba(128, 32, all), 1, 0);
        }
    }

    /// KILL_IF discards the left half of a gradient quad; a shader writing depth draws a ramp
    /// through a flat quad; a scissored, colour-masked quad on top.
    @Test
    void killDepthOutputScissorAndMask() {
        try (GoldenRig rig = new GoldenRig(driver(), 64, 64, PipeFormat.Z32_FLOAT)) {
            Geometry g = new Geometry(rig);
            rig.shaders("pos_attr.vert", "kill.frag");
            g.quad(2, 2, 62, 20, 0, new float[] {0, 0, 1, 1}, new float[] {1, 0, 1, 1}, new float[] {1, 1, 0, 1},
                    new float[] {0, 1, 0, 1});
            rig.draw(PrimitiveType.TRIANGLES, g.upload());
            rig.ctx.bindDepthStencilAlphaState(rig.ctx.createDepthStencilAlphaState(
                    DepthStencilAlphaState.depth(CompareFunc.LESS, true)));
            rig.shaders("pos_attr.vert", "color.frag");
            g.quad(2, 24, 62, 42, 0f, new float[] {0.3f, 0.3f, 0.9f, 1});
            rig.draw(PrimitiveType.TRIANGLES, g.upload());
            rig.shaders("pos_attr.vert", "depth_out.frag");
            g.quad(2, 24, 62, 42, -1f, new float[] {0, 1, 0, 1}, new float[] {1, 0, 0, 1}, new float[] {1, 0, 0, 1},
                    new float[] {0, 1, 0, 1});
            rig.draw(PrimitiveType.TRIANGLES, g.upload());
            rig.ctx.bindDepthStencilAlphaState(rig.ctx.createDepthStencilAlphaState(DepthStencilAlphaState.DISABLED));
            rig.shaders("pos_attr.vert", "color.frag");
            rig.ctx.bindRasterizerState(rig.ctx.createRasterizerState(RasterizerState.builder().scissor(true).build()));
            rig.ctx.setScissorStates(0, List.of(new Scissor(10, 44, 40, 60)));
            rig.ctx.bindBlendState(rig.ctx.createBlendState(BlendState.of(
                    BlendState.RenderTarget.OPAQUE.withColorMask(BlendState.MASK_G | BlendState.MASK_B))));
            g.quad(0, 40, 64, 64, 0, new float[] {1, 1, 1, 1});
            rig.draw(PrimitiveType.TRIANGLES, g.upload());
            rig.check("kill_depth_scissor_mask");
        }
    }
}
