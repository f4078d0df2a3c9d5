package dev.tungsten.soft;

import dev.tungsten.tgsi.SemanticName;

import java.util.ArrayList;
import java.util.List;

/// The fragment pipeline of one [DrawState] on one rasterizer thread (softpipe's
/// `sp_quad_pipe`): shade → depth/stencil → blend, or depth/stencil → shade → blend when the
/// tests may run early (the shader cannot kill or change depth or stencil and there is no alpha
/// test, or it asks for early tests). Rebuilt whenever the draw state changes.
final class QuadPipeline {
    private final QuadStage[] stages;
    private final DrawState state;
    private final ShadeStage shade;
    private final BlendStage blend;
    /// Non-null when the draw's fragments are one texel per buffer stored directly ([UniformFill]).
    private final UniformFill uniform;
    /// Whether anything reads the fragments' depth (a depth/stencil stage, the shader's position).
    private final boolean depth;

    private QuadPipeline(DrawState state, QuadStage[] stages, ShadeStage shade, BlendStage blend, UniformFill uniform,
                         boolean depth) {
        this.state = state;
        this.stages = stages;
        this.shade = shade;
        this.blend = blend;
        this.uniform = uniform;
        this.depth = depth;
    }

    static QuadPipeline build(DrawState state, RasterWorker worker) {
        List<QuadStage> list = new ArrayList<>();
        ShadeStage shade = new ShadeStage(state, worker);
        boolean tests = state.framebuffer.zs() != null
                && (state.dsa.depth().enabled() || state.dsa.front().enabled() || state.dsa.back().enabled())
                || state.dsa.alpha().enabled();
        DepthStencilStage depth = tests ? new DepthStencilStage(state) : null;
        if (depth != null && state.earlyDepth) {
            list.add(depth);
        }
        list.add(shade);
        if (depth != null && !state.earlyDepth) {
            list.add(depth);
        }
        BlendStage blend = new BlendStage(state);
        list.add(blend);
        QuadStage[] stages = list.toArray(new QuadStage[0]);
        for (QuadStage s : stages) {
            s.begin();
        }
        return new QuadPipeline(state, stages, shade, blend, tests ? null : UniformFill.of(state),
                tests || readsPosition(state));
    }

    private static boolean readsPosition(DrawState state) {
        for (DrawState.InputSource s : state.inputs) {
            if (s != null && s.kind() == DrawState.Kind.POSITION) {
                return true;
            }
        }
        return state.fragmentShader.io().systemValueRegister(SemanticName.POSITION) >= 0;
    }

    /// The direct fill of this draw's fragments, or null when they take the stages.
    UniformFill uniformFill() {
        return uniform;
    }

    /// Shades the quad at `(x, y)` (whatever its coverage: the shader has no side effects) in
    /// batch `b` of primitive `b.prim` and gives its texels to [#uniformFill].
    void prepareUniform(QuadBatch b, int x, int y) {
        b.quads = 1;
        b.qx[0] = x;
        b.qy[0] = y;
        b.mask[0] = 0xF;
        planes(b);
        shade.run(b);
        uniform.capture(blend, b, 0);
        b.quads = 0;
    }

    private static float clamp(float z, float lo, float hi) {
        return z < lo ? lo : Math.min(z, hi);
    }

    /// Runs the batch through every stage, stopping early once no fragment is left.
    void run(QuadBatch b) {
        planes(b);
        b.shaded = null;
        for (QuadStage s : stages) {
            s.run(b);
            if (b.isEmpty()) {
                return;
            }
        }
    }

    /// Each lane's sample position relative to the primitive's planes, and its depth where
    /// something reads it.
    private void planes(QuadBatch b) {
        PrimitiveData p = b.prim;
        float lo = state.depthRangeMin, hi = state.depthRangeMax;
        float[] bdx = b.dx, bdy = b.dy, bz = b.z;
        for (int q = 0; q < b.quads; q++) {
            float dx = b.qx[q] - p.refX, dy = b.qy[q] - p.refY;
            int l = 4 * q;
            bdx[l] = dx; bdx[l + 1] = dx + 1; bdx[l + 2] = dx; bdx[l + 3] = dx + 1;
            bdy[l] = dy; bdy[l + 1] = dy; bdy[l + 2] = dy + 1; bdy[l + 3] = dy + 1;
            if (!depth) {
                continue;
            }
            float z = p.z0 + p.dzdx * dx + p.dzdy * dy;
            bz[l] = clamp(z, lo, hi);
            bz[l + 1] = clamp(z + p.dzdx, lo, hi);
            bz[l + 2] = clamp(z + p.dzdy, lo, hi);
            bz[l + 3] = clamp(z + p.dzdx + p.dzdy, lo, hi);
        }
    }
}
