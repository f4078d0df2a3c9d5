package dev.tungsten.pipe;

import java.util.List;
import java.util.Objects;

/// Colour blending and write masks for up to 8 render targets (`struct pipe_blend_state`).
/// Without `independentBlendEnable` every target uses `rt.get(0)`. With `logicOpEnable` the logic
/// operation replaces blending on UNORM/integer targets.
public record BlendState(boolean independentBlendEnable, boolean logicOpEnable, LogicOp logicOp,
                         boolean alphaToCoverage, boolean alphaToOne, List<RenderTarget> rt) {
    public static final int MAX_RENDER_TARGETS = 8;
    public static final int MASK_R = 1, MASK_G = 2, MASK_B = 4, MASK_A = 8, MASK_RGBA = 15;

    public BlendState {
        Objects.requireNonNull(logicOp, "logicOp");
        rt = List.copyOf(rt);
        if (rt.isEmpty() || rt.size() > MAX_RENDER_TARGETS) {
            throw new PipeException("createBlendState", "1 to 8 render target states, got " + rt.size());
        }
    }

    /// Blending off, all channels written.
    public static final BlendState OPAQUE = of(RenderTarget.OPAQUE);

    /// The same blend for every render target.
    public static BlendState of(RenderTarget all) {
        return new BlendState(false, false, LogicOp.COPY, false, false, List.of(all));
    }

    /// The state of render target `i` (the first one unless blending is independent).
    public RenderTarget target(int i) {
        return independentBlendEnable && i < rt.size() ? rt.get(i) : rt.get(0);
    }

    /// Whether render target 0 blends with the second source (`SRC1_*` factors): dual-source
    /// blending drives one target only, so the other targets' factors do not matter.
    public boolean readsSecondSource() {
        RenderTarget t = rt.isEmpty() ? null : rt.getFirst();
        return t != null && t.enable() && (t.rgbSrc().isDualSource() || t.rgbDst().isDualSource()
                || t.alphaSrc().isDualSource() || t.alphaDst().isDualSource());
    }

    /// One target's blend: `result = src·srcFactor FUNC dst·dstFactor`, separately for RGB and A.
    /// @param colorMask [#MASK_R] | [#MASK_G] | [#MASK_B] | [#MASK_A]
    public record RenderTarget(boolean enable, Func rgbFunc, Factor rgbSrc, Factor rgbDst,
                               Func alphaFunc, Factor alphaSrc, Factor alphaDst, int colorMask) {
        public static final RenderTarget OPAQUE = new RenderTarget(false, Func.ADD, Factor.ONE, Factor.ZERO,
                Func.ADD, Factor.ONE, Factor.ZERO, MASK_RGBA);

        public RenderTarget {
            Objects.requireNonNull(rgbFunc);
            Objects.requireNonNull(rgbSrc);
            Objects.requireNonNull(rgbDst);
            Objects.requireNonNull(alphaFunc);
            Objects.requireNonNull(alphaSrc);
            Objects.requireNonNull(alphaDst);
        }

        /// Blending with the same function and factors for colour and alpha.
        public static RenderTarget blend(Func func, Factor src, Factor dst) {
            return new RenderTarget(true, func, src, dst, func, src, dst, MASK_RGBA);
        }

        public RenderTarget withColorMask(int mask) {
            return new RenderTarget(enable, rgbFunc, rgbSrc, rgbDst, alphaFunc, alphaSrc, alphaDst, mask);
        }
    }

    /// Blend factors (`PIPE_BLENDFACTOR_*`). `SRC1_*` read the second colour output of dual-source blending.
    public enum Factor {
        ONE, SRC_COLOR, SRC_ALPHA, DST_ALPHA, DST_COLOR, SRC_ALPHA_SATURATE, CONST_COLOR, CONST_ALPHA,
        SRC1_COLOR, SRC1_ALPHA, ZERO, INV_SRC_COLOR, INV_SRC_ALPHA, INV_DST_ALPHA, INV_DST_COLOR,
        INV_CONST_COLOR, INV_CONST_ALPHA, INV_SRC1_COLOR, INV_SRC1_ALPHA;

        /// Whether the factor reads the destination (so a blend with it needs the old colour).
        public boolean readsDst() {
            return this == DST_ALPHA || this == DST_COLOR || this == INV_DST_ALPHA || this == INV_DST_COLOR
                    || this == SRC_ALPHA_SATURATE;
        }

        public boolean isDualSource() {
            return this == SRC1_COLOR || this == SRC1_ALPHA || this == INV_SRC1_COLOR || this == INV_SRC1_ALPHA;
        }
    }

    /// Blend equations (`PIPE_BLEND_*`); MIN and MAX ignore the factors.
    public enum Func {
        ADD, SUBTRACT, REVERSE_SUBTRACT, MIN, MAX
    }

    /// Logic operations (`PIPE_LOGICOP_*`, Mesa's order: the 4-bit truth table value).
    public enum LogicOp {
        CLEAR, NOR, AND_INVERTED, COPY_INVERTED, AND_REVERSE, INVERT, XOR, NAND,
        AND, EQUIV, NOOP, OR_INVERTED, COPY, OR_REVERSE, OR, SET;

        /// Applies the operation to source `s` and destination `d` bit patterns.
        public int apply(int s, int d) {
            return switch (this) {
                case CLEAR -> 0;
                case NOR -> ~(s | d);
                case AND_INVERTED -> ~s & d;
                case COPY_INVERTED -> ~s;
                case AND_REVERSE -> s & ~d;
                case INVERT -> ~d;
                case XOR -> s ^ d;
                case NAND -> ~(s & d);
                case AND -> s & d;
                case EQUIV -> ~(s ^ d);
                case NOOP -> d;
                case OR_INVERTED -> ~s | d;
                case COPY -> s;
                case OR_REVERSE -> s | ~d;
                case OR -> s | d;
                case SET -> ~0;
            };
        }
    }
}
