package dev.tungsten.soft;

import java.util.ArrayList;
import java.util.List;

/// The fragment pipeline of one [DrawState] on one rasterizer thread (softpipe's
/// `sp_quad_pipe`): shade → depth/stencil → blend, or depth/stencil → shade → blend when the
/// tests may run early (the shader cannot kill or change depth or stencil and there is no alpha
/// test, or it asks for early tests). Rebuilt whenever the draw state changes.
final class QuadPipeline {
    private final QuadStage[] stages;
    private final DrawState state;

    private QuadPipeline(DrawState state, QuadStage[] stages) {
        this.state = state;
        this.stages = stages;
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
        list.add(new BlendStage(state));
        QuadStage[] stages = list.toArray(new QuadStage[0]);
        for (QuadStage s : stages) {
            s.begin();
        }
        return new QuadPipeline(state, stages);
    }

    /// Runs the batch through every stage, stopping early once no fragment is left.
    void run(QuadBatch b) {
        PrimitiveData p = b.prim;
        int lanes = b.lanes();
        float lo = state.depthRangeMin, hi = state.depthRangeMax;
        for (int l = 0; l < lanes; l++) {
            float dx = b.x(l) - p.refX, dy = b.y(l) - p.refY;
            b.dx[l] = dx;
            b.dy[l] = dy;
            float z = p.z0 + p.dzdx * dx + p.dzdy * dy;
            b.z[l] = z < lo ? lo : Math.min(z, hi);
        }
        b.shaded = null;
        for (QuadStage s : stages) {
            s.run(b);
            if (b.isEmpty()) {
                return;
            }
        }
    }
}
