package dev.tungsten.pipe;

import java.util.Objects;

/// Depth, stencil and alpha tests (`struct pipe_depth_stencil_alpha_state`). When `back` is not
/// enabled, back-facing primitives use `front` (one-sided stencil).
public record DepthStencilAlphaState(Depth depth, Stencil front, Stencil back, Alpha alpha) {
    public DepthStencilAlphaState {
        Objects.requireNonNull(depth);
        Objects.requireNonNull(front);
        Objects.requireNonNull(back);
        Objects.requireNonNull(alpha);
    }

    /// Every test off.
    public static final DepthStencilAlphaState DISABLED = new DepthStencilAlphaState(
            Depth.DISABLED, Stencil.DISABLED, Stencil.DISABLED, Alpha.DISABLED);

    /// A depth test with `func` and depth writes; no stencil, no alpha test.
    public static DepthStencilAlphaState depth(CompareFunc func, boolean write) {
        return new DepthStencilAlphaState(new Depth(true, write, func), Stencil.DISABLED, Stencil.DISABLED, Alpha.DISABLED);
    }

    public DepthStencilAlphaState withStencil(Stencil front, Stencil back) {
        return new DepthStencilAlphaState(depth, front, back, alpha);
    }

    public DepthStencilAlphaState withAlpha(Alpha a) {
        return new DepthStencilAlphaState(depth, front, back, a);
    }

    /// The stencil state that applies to a primitive of the given facing.
    public Stencil stencil(boolean backFacing) {
        return backFacing && back.enabled() ? back : front;
    }

    public record Depth(boolean enabled, boolean writemask, CompareFunc func) {
        public static final Depth DISABLED = new Depth(false, false, CompareFunc.ALWAYS);

        public Depth {
            Objects.requireNonNull(func);
        }
    }

    /// One face's stencil test: passes when `(ref & valueMask) FUNC (stored & valueMask)`.
    public record Stencil(boolean enabled, CompareFunc func, StencilOp failOp, StencilOp zpassOp,
                          StencilOp zfailOp, int valueMask, int writeMask) {
        public static final Stencil DISABLED = new Stencil(false, CompareFunc.ALWAYS, StencilOp.KEEP,
                StencilOp.KEEP, StencilOp.KEEP, 0xFF, 0xFF);

        public Stencil {
            Objects.requireNonNull(func);
            Objects.requireNonNull(failOp);
            Objects.requireNonNull(zpassOp);
            Objects.requireNonNull(zfailOp);
        }
    }

    /// Discards fragments whose alpha fails `alpha FUNC refValue`.
    public record Alpha(boolean enabled, CompareFunc func, float refValue) {
        public static final Alpha DISABLED = new Alpha(false, CompareFunc.ALWAYS, 0f);

        public Alpha {
            Objects.requireNonNull(func);
        }
    }

    /// Stencil update operations (`PIPE_STENCIL_OP_*`), on 8-bit stencil values.
    public enum StencilOp {
        KEEP, ZERO, REPLACE, INCR, DECR, INCR_WRAP, DECR_WRAP, INVERT;

        /// The new stencil value from the old one `s` and the reference `ref` (both 0..255).
        public int apply(int s, int ref) {
            return switch (this) {
                case KEEP -> s;
                case ZERO -> 0;
                case REPLACE -> ref & 0xFF;
                case INCR -> Math.min(s + 1, 255);
                case DECR -> Math.max(s - 1, 0);
                case INCR_WRAP -> (s + 1) & 0xFF;
                case DECR_WRAP -> (s - 1) & 0xFF;
                case INVERT -> ~s & 0xFF;
            };
        }
    }
}
