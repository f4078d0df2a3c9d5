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
        boolean tests = state.framebuffer.zs() != null
                && (state.dsa.depth().enabled() || state.dsa.front().enabled() || state.dsa.back().enabled())
                || state.dsa.alpha().enabled();
        UniformFill uniform = tests ? null : UniformFill.of(state);
        BlendStage blend = new BlendStage(state);
        blend.begin();
        // The colour may stay in the JIT's registers when the plain write or the vector blend is
        // its only reader: not the alpha test, alpha-to-coverage or the uniform fill's capture.
        boolean keepColor = blend.readsOnlyColor0() && uniform == null && !state.dsa.alpha().enabled()
                && !state.blend.alphaToCoverage();
        ShadeStage shade = new ShadeStage(state, worker, keepColor ? state.colorOutputs[0] : -1);
        DepthStencilStage depth = tests ? new DepthStencilStage(state) : null;
        if (depth != null && state.earlyDepth) {
            list.add(depth);
        }
        list.add(shade);
        if (depth != null && !state.earlyDepth) {
            list.add(depth);
        }
        list.add(blend);
        QuadStage[] stages = list.toArray(new QuadStage[0]);
        for (QuadStage s : stages) {
            s.begin();
        }
        return new QuadPipeline(state, stages, shade, blend, uniform, tests || readsPosition(state));
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
        b.wholeBlocks = false;
        b.offsetsValid = false;
        b.qx[0] = x;
        b.qy[0] = y;
        b.mask[0] = 0xF;
        if (depth) {
            planes(b);
        }
        shade.run(b);
        uniform.capture(blend, b, 0);
        b.quads = 0;
    }

    private static float clamp(float z, float lo, float hi) {
        return z < lo ? lo : Math.min(z, hi);
    }

    /// Runs the batch through every stage, stopping early once no fragment is left.
    void run(QuadBatch b) {
        b.offsetsValid = false;
        if (depth) {
            planes(b);
        }
        b.shaded = null;
        b.shadedRegs = null;
        for (QuadStage s : stages) {
            s.run(b);
            if (b.isEmpty()) {
                return;
            }
        }
    }

    /// Each lane's sample position relative to the primitive's planes and its depth, for the
    /// stages that read depth. Without them the shade stage asks for the positions itself,
    /// where it needs them ([QuadBatch#offsets]).
    private void planes(QuadBatch b) {
        b.offsets();
        PrimitiveData p = b.prim;
        float lo = state.depthRangeMin, hi = state.depthRangeMax;
        float[] bz = b.z;
        for (int q = 0; q < b.quads; q++) {
            float dx = b.qx[q] - p.refX, dy = b.qy[q] - p.refY;
            int l = 4 * q;
            float z = p.z0 + p.dzdx * dx + p.dzdy * dy;
            bz[l] = clamp(z, lo, hi);
            bz[l + 1] = clamp(z + p.dzdx, lo, hi);
            bz[l + 2] = clamp(z + p.dzdy, lo, hi);
            bz[l + 3] = clamp(z + p.dzdx + p.dzdy, lo, hi);
        }
    }
}
