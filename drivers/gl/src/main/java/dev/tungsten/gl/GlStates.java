package dev.tungsten.gl;

import dev.tungsten.pipe.BlendState;
import dev.tungsten.pipe.CompareFunc;
import dev.tungsten.pipe.DepthStencilAlphaState;
import dev.tungsten.pipe.RasterizerState;
import dev.tungsten.pipe.SamplerState;

import static org.lwjgl.opengl.GL33C.*;

/// Pipe state records as OpenGL state: each `apply` method sets everything its record controls,
/// so that a draw never inherits state a previous draw left behind.
final class GlStates {
    private static final int GL_TEXTURE_CUBE_MAP_SEAMLESS = 0x884F;
    private static final int GL_MIRROR_CLAMP_TO_EDGE = 0x8743;
    private static final int GL_DEPTH_CLAMP = 0x864F;

    private GlStates() {}

    static int compare(CompareFunc f) {
        return switch (f) {
            case NEVER -> GL_NEVER;
            case LESS -> GL_LESS;
            case EQUAL -> GL_EQUAL;
            case LEQUAL -> GL_LEQUAL;
            case GREATER -> GL_GREATER;
            case NOTEQUAL -> GL_NOTEQUAL;
            case GEQUAL -> GL_GEQUAL;
            case ALWAYS -> GL_ALWAYS;
        };
    }

    private static int wrap(SamplerState.Wrap w) {
        return switch (w) {
            case REPEAT -> GL_REPEAT;
            case CLAMP, CLAMP_TO_EDGE -> GL_CLAMP_TO_EDGE;
            case CLAMP_TO_BORDER -> GL_CLAMP_TO_BORDER;
            case MIRROR_REPEAT -> GL_MIRRORED_REPEAT;
            case MIRROR_CLAMP, MIRROR_CLAMP_TO_EDGE, MIRROR_CLAMP_TO_BORDER -> GL_MIRROR_CLAMP_TO_EDGE;
        };
    }

    /// A sampler object for `s`. CLAMP (GL 1's clamp to the border half way) and the mirrored
    /// clamps to the border have no core OpenGL counterpart and use the closest edge clamp.
    static int createSampler(SamplerState s) {
        int name = glGenSamplers();
        glSamplerParameteri(name, GL_TEXTURE_WRAP_S, wrap(s.wrapS()));
        glSamplerParameteri(name, GL_TEXTURE_WRAP_T, wrap(s.wrapT()));
        glSamplerParameteri(name, GL_TEXTURE_WRAP_R, wrap(s.wrapR()));
        boolean linearMin = s.minImgFilter() == SamplerState.Filter.LINEAR;
        int min = switch (s.minMipFilter()) {
            case NONE -> linearMin ? GL_LINEAR : GL_NEAREST;
            case NEAREST -> linearMin ? GL_LINEAR_MIPMAP_NEAREST : GL_NEAREST_MIPMAP_NEAREST;
            case LINEAR -> linearMin ? GL_LINEAR_MIPMAP_LINEAR : GL_NEAREST_MIPMAP_LINEAR;
        };
        glSamplerParameteri(name, GL_TEXTURE_MIN_FILTER, min);
        glSamplerParameteri(name, GL_TEXTURE_MAG_FILTER, s.magImgFilter() == SamplerState.Filter.LINEAR ? GL_LINEAR : GL_NEAREST);
        glSamplerParameteri(name, GL_TEXTURE_COMPARE_MODE, s.compareMode() ? GL_COMPARE_REF_TO_TEXTURE : GL_NONE);
        glSamplerParameteri(name, GL_TEXTURE_COMPARE_FUNC, compare(s.compareFunc()));
        glSamplerParameterf(name, GL_TEXTURE_LOD_BIAS, s.lodBias());
        glSamplerParameterf(name, GL_TEXTURE_MIN_LOD, s.minLod());
        // Without mipmap filtering the pipe interface samples level 0 only.
        glSamplerParameterf(name, GL_TEXTURE_MAX_LOD, s.minMipFilter() == SamplerState.MipFilter.NONE ? 0f : s.maxLod());
        glSamplerParameterfv(name, GL_TEXTURE_BORDER_COLOR, s.borderColor().floats());
        return name;
    }

    /// `flipped`: the vertex stage negates y (a pipe viewport with a negative y scale), which
    /// mirrors every triangle, so OpenGL must call the other winding front.
    static void applyRasterizer(RasterizerState r, int clipDistances, boolean flipped) {
        if (r.cullFace() == RasterizerState.FACE_NONE) {
            glDisable(GL_CULL_FACE);
        } else {
            glEnable(GL_CULL_FACE);
            glCullFace(switch (r.cullFace()) {
                case RasterizerState.FACE_FRONT -> GL_FRONT;
                case RasterizerState.FACE_BACK -> GL_BACK;
                default -> GL_FRONT_AND_BACK;
            });
        }
        glFrontFace(r.frontCcw() != flipped ? GL_CCW : GL_CW);
        // Core OpenGL has one polygon mode for both faces: the front one wins.
        glPolygonMode(GL_FRONT_AND_BACK, switch (r.fillFront()) {
            case FILL -> GL_FILL;
            case LINE -> GL_LINE;
            case POINT -> GL_POINT;
        });
        enable(GL_POLYGON_OFFSET_POINT, r.offsetPoint());
        enable(GL_POLYGON_OFFSET_LINE, r.offsetLine());
        enable(GL_POLYGON_OFFSET_FILL, r.offsetTri());
        glPolygonOffset(r.offsetScale(), r.offsetUnits());
        enable(GL_SCISSOR_TEST, r.scissor());
        enable(GL_PROGRAM_POINT_SIZE, r.pointSizePerVertex());
        glPointSize(r.pointSize());
        glPointParameteri(GL_POINT_SPRITE_COORD_ORIGIN, r.spriteCoordUpperLeft() ? GL_LOWER_LEFT : GL_UPPER_LEFT);
        // Wide lines are deprecated in the core profile but allowed in a context that is not
        // forward-compatible (ours); OpenGL clamps to GL_ALIASED_LINE_WIDTH_RANGE.
        glLineWidth(r.lineWidth());
        enable(GL_DEPTH_CLAMP, r.depthClamp() || !r.depthClipNear() || !r.depthClipFar());
        enable(GL_RASTERIZER_DISCARD, r.rasterizerDiscard());
        glProvokingVertex(r.flatshadeFirst() ? GL_FIRST_VERTEX_CONVENTION : GL_LAST_VERTEX_CONVENTION);
        // As in Gallium, `clipPlaneEnable` selects which of the written distances clip.
        for (int i = 0; i < 8; i++) {
            enable(GL_CLIP_DISTANCE0 + i, i < clipDistances && (r.clipPlaneEnable() >>> i & 1) != 0);
        }
        glEnable(GL_TEXTURE_CUBE_MAP_SEAMLESS);
    }

    static void applyDepthStencil(DepthStencilAlphaState d, int refFront, int refBack) {
        enable(GL_DEPTH_TEST, d.depth().enabled());
        glDepthFunc(compare(d.depth().func()));
        glDepthMask(d.depth().enabled() && d.depth().writemask());
        boolean stencil = d.front().enabled();
        enable(GL_STENCIL_TEST, stencil);
        if (stencil) {
            stencil(GL_FRONT, d.front(), refFront);
            stencil(GL_BACK, d.back().enabled() ? d.back() : d.front(), d.back().enabled() ? refBack : refFront);
        } else {
            glStencilMask(0xFF);
        }
    }

    private static void stencil(int face, DepthStencilAlphaState.Stencil s, int ref) {
        glStencilFuncSeparate(face, compare(s.func()), ref, s.valueMask());
        glStencilOpSeparate(face, stencilOp(s.failOp()), stencilOp(s.zfailOp()), stencilOp(s.zpassOp()));
        glStencilMaskSeparate(face, s.writeMask());
    }

    private static int stencilOp(DepthStencilAlphaState.StencilOp op) {
        return switch (op) {
            case KEEP -> GL_KEEP;
            case ZERO -> GL_ZERO;
            case REPLACE -> GL_REPLACE;
            case INCR -> GL_INCR;
            case DECR -> GL_DECR;
            case INCR_WRAP -> GL_INCR_WRAP;
            case DECR_WRAP -> GL_DECR_WRAP;
            case INVERT -> GL_INVERT;
        };
    }

    static void applyBlend(BlendState b, float[] color, int targets) {
        enable(GL_COLOR_LOGIC_OP, b.logicOpEnable());
        if (b.logicOpEnable()) {
            glLogicOp(logicOp(b.logicOp()));
        }
        enable(GL_SAMPLE_ALPHA_TO_COVERAGE, b.alphaToCoverage());
        enable(GL_SAMPLE_ALPHA_TO_ONE, b.alphaToOne());
        glBlendColor(color[0], color[1], color[2], color[3]);
        for (int i = 0; i < Math.max(1, targets); i++) {
            BlendState.RenderTarget rt = b.target(i);
            if (rt.enable()) {
                glEnablei(GL_BLEND, i);
                if (b.independentBlendEnable()) {
                    perTargetBlend(b, i, rt);
                } else if (i == 0) {
                    glBlendEquationSeparate(func(rt.rgbFunc()), func(rt.alphaFunc()));
                    glBlendFuncSeparate(factor(rt.rgbSrc()), factor(rt.rgbDst()), factor(rt.alphaSrc()), factor(rt.alphaDst()));
                }
            } else {
                glDisablei(GL_BLEND, i);
            }
            int m = rt.colorMask();
            glColorMaski(i, (m & BlendState.MASK_R) != 0, (m & BlendState.MASK_G) != 0, (m & BlendState.MASK_B) != 0,
                    (m & BlendState.MASK_A) != 0);
        }
    }

    /// Blend functions for target `i` alone: OpenGL 4.0, or GL_ARB_draw_buffers_blend before it
    /// (calling the 4.0 entry point on a 3.3 context makes LWJGL abort the JVM, so each is
    /// checked). Without either, independent blending works only when every enabled target
    /// blends alike (then the global functions do); otherwise the draw is refused.
    private static void perTargetBlend(BlendState b, int i, BlendState.RenderTarget rt) {
        org.lwjgl.opengl.GLCapabilities caps = GlEntryPoints.caps();
        int rgbFunc = func(rt.rgbFunc()), alphaFunc = func(rt.alphaFunc());
        int rgbSrc = factor(rt.rgbSrc()), rgbDst = factor(rt.rgbDst()), alphaSrc = factor(rt.alphaSrc()), alphaDst = factor(rt.alphaDst());
        if (caps.glBlendEquationSeparatei != 0 && caps.glBlendFuncSeparatei != 0) {
            org.lwjgl.opengl.GL40C.glBlendEquationSeparatei(i, rgbFunc, alphaFunc);
            org.lwjgl.opengl.GL40C.glBlendFuncSeparatei(i, rgbSrc, rgbDst, alphaSrc, alphaDst);
        } else if (caps.glBlendEquationSeparateiARB != 0 && caps.glBlendFuncSeparateiARB != 0) {
            org.lwjgl.opengl.ARBDrawBuffersBlend.glBlendEquationSeparateiARB(i, rgbFunc, alphaFunc);
            org.lwjgl.opengl.ARBDrawBuffersBlend.glBlendFuncSeparateiARB(i, rgbSrc, rgbDst, alphaSrc, alphaDst);
        } else {
            BlendState.RenderTarget first = null;
            for (int t = 0; t <= i; t++) {
                if (b.target(t).enable()) {
                    first = b.target(t);
                    break;
                }
            }
            if (first != rt && !sameBlend(first, rt)) {
                throw new dev.tungsten.pipe.PipeException("drawVbo", "render targets 0.." + i + " blend with different "
                        + "functions, which needs OpenGL 4.0 or GL_ARB_draw_buffers_blend; this context has neither");
            }
            glBlendEquationSeparate(rgbFunc, alphaFunc);
            glBlendFuncSeparate(rgbSrc, rgbDst, alphaSrc, alphaDst);
        }
    }

    private static boolean sameBlend(BlendState.RenderTarget a, BlendState.RenderTarget b) {
        return a.rgbFunc() == b.rgbFunc() && a.alphaFunc() == b.alphaFunc() && a.rgbSrc() == b.rgbSrc()
                && a.rgbDst() == b.rgbDst() && a.alphaSrc() == b.alphaSrc() && a.alphaDst() == b.alphaDst();
    }

    private static int logicOp(BlendState.LogicOp op) {
        return switch (op) {
            case CLEAR -> GL_CLEAR;
            case NOR -> GL_NOR;
            case AND_INVERTED -> GL_AND_INVERTED;
            case COPY_INVERTED -> GL_COPY_INVERTED;
            case AND_REVERSE -> GL_AND_REVERSE;
            case INVERT -> GL_INVERT;
            case XOR -> GL_XOR;
            case NAND -> GL_NAND;
            case AND -> GL_AND;
            case EQUIV -> GL_EQUIV;
            case NOOP -> GL_NOOP;
            case OR_INVERTED -> GL_OR_INVERTED;
            case COPY -> GL_COPY;
            case OR_REVERSE -> GL_OR_REVERSE;
            case OR -> GL_OR;
            case SET -> GL_SET;
        };
    }

    private static int func(BlendState.Func f) {
        return switch (f) {
            case ADD -> GL_FUNC_ADD;
            case SUBTRACT -> GL_FUNC_SUBTRACT;
            case REVERSE_SUBTRACT -> GL_FUNC_REVERSE_SUBTRACT;
            case MIN -> GL_MIN;
            case MAX -> GL_MAX;
        };
    }

    private static int factor(BlendState.Factor f) {
        return switch (f) {
            case ONE -> GL_ONE;
            case SRC_COLOR -> GL_SRC_COLOR;
            case SRC_ALPHA -> GL_SRC_ALPHA;
            case DST_ALPHA -> GL_DST_ALPHA;
            case DST_COLOR -> GL_DST_COLOR;
            case SRC_ALPHA_SATURATE -> GL_SRC_ALPHA_SATURATE;
            case CONST_COLOR -> GL_CONSTANT_COLOR;
            case CONST_ALPHA -> GL_CONSTANT_ALPHA;
            case SRC1_COLOR -> GL_SRC1_COLOR;
            case SRC1_ALPHA -> GL_SRC1_ALPHA;
            case ZERO -> GL_ZERO;
            case INV_SRC_COLOR -> GL_ONE_MINUS_SRC_COLOR;
            case INV_SRC_ALPHA -> GL_ONE_MINUS_SRC_ALPHA;
            case INV_DST_ALPHA -> GL_ONE_MINUS_DST_ALPHA;
            case INV_DST_COLOR -> GL_ONE_MINUS_DST_COLOR;
            case INV_CONST_COLOR -> GL_ONE_MINUS_CONSTANT_COLOR;
            case INV_CONST_ALPHA -> GL_ONE_MINUS_CONSTANT_ALPHA;
            case INV_SRC1_COLOR -> GL_ONE_MINUS_SRC1_COLOR;
            case INV_SRC1_ALPHA -> GL_ONE_MINUS_SRC1_ALPHA;
        };
    }

    static void enable(int cap, boolean on) {
        if (on) {
            glEnable(cap);
        } else {
            glDisable(cap);
        }
    }
}
