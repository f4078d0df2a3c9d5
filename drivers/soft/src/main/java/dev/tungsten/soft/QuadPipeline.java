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

    private static float clamp(float z, float lo, float hi) {
        return z < lo ? lo : Math.min(z, hi);
    }

    /// Runs the batch through every stage, stopping early once no fragment is left.
    void run(QuadBatch b) {
        PrimitiveData p = b.prim;
        float lo = state.depthRangeMin, hi = state.depthRangeMax;
        float[] bdx = b.dx, bdy = b.dy, bz = b.z;
        for (int q = 0; q < b.quads; q++) {
            float dx = b.qx[q] - p.refX, dy = b.qy[q] - p.refY;
            int l = 4 * q;
            bdx[l] = dx; bdx[l + 1] = dx + 1; bdx[l + 2] = dx; bdx[l + 3] = dx + 1;
            bdy[l] = dy; bdy[l + 1] = dy; bdy[l + 2] = dy + 1; bdy[l + 3] = dy + 1;
            float z = p.z0 + p.dzdx * dx + p.dzdy * dy;
            bz[l] = clamp(z, lo, hi);
            bz[l + 1] = clamp(z + p.dzdx, lo, hi);
            bz[l + 2] = clamp(z + p.dzdy, lo, hi);
            bz[l + 3] = clamp(z + p.dzdx + p.dzdy, lo, hi);
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
