package dev.tungsten.soft;

import dev.tungsten.pipe.ColorValue;
import dev.tungsten.pipe.Context;
import dev.tungsten.pipe.DrawInfo;
import dev.tungsten.pipe.Fence;
import dev.tungsten.pipe.PipeException;
import dev.tungsten.pipe.Surface;
import dev.tungsten.pipe.draw.ByteRange;
import dev.tungsten.pipe.draw.VertexPipeline;
import dev.tungsten.pipe.shader.ShaderProgram;
import dev.tungsten.tgsi.Processor;

import java.util.ArrayList;
import java.util.List;

/// The draw path and the work in flight (softpipe's `sp_draw_arrays.c` and `sp_clear.c`,
/// llvmpipe's scene handling in `lp_setup.c`): a draw runs the [VertexPipeline] on the calling
/// thread straight into [TriangleSetup], which bins its primitives into the current [Scene]; a
/// clear of the bound framebuffer is binned into every tile. [#flushScene] hands the scene to
/// the [RasterizerPool]; compute jobs go through [#submit] in the same order. The jobs not yet
/// known to be finished are kept, so that the CPU can wait for those that use a resource.
final class SceneRecorder {
    /// A scene is flushed once it holds this many primitives, bounding its memory.
    private static final int SCENE_PRIMITIVE_LIMIT = 200_000;

    private final SoftScreen screen;
    private final BoundState bound;
    private final VertexPipeline vertexPipeline = new VertexPipeline();
    private final TriangleSetup setup = new TriangleSetup();
    /// The scene being recorded; null until the next draw or clear.
    private Scene scene;
    /// The bin sizes of the scene submitted last, which the next scene starts with (written by
    /// this thread before it submitted the scene).
    private Scene.BinSizes submitted;
    /// Submitted jobs, in submission order; those whose fence has signalled are dropped now and then.
    private final List<PoolJob> inFlight = new ArrayList<>();

    SceneRecorder(SoftScreen screen, BoundState bound) {
        this.screen = screen;
        this.bound = bound;
    }

    // --- drawing ----------------------------------------------------------------------------------

    void drawVbo(DrawInfo info, List<DrawInfo.Range> ranges) {
        if (bound.framebuffer() == null) {
            throw new PipeException("drawVbo", "no framebuffer is set");
        }
        ShaderProgram vs = bound.shader(Processor.VERT);
        if (vs == null) {
            throw new PipeException("drawVbo", "no vertex shader is bound");
        }
        if (bound.shader(Processor.FRAG) == null) {
            throw new PipeException("drawVbo", "no fragment shader is bound");
        }
        DrawState state = bound.drawState();
        VertexPipeline.Config config = bound.vertexConfig(vs, state);
        ByteRange indices = null;
        if (info.isIndexed()) {
            indices = info.userIndices() != null ? ByteRange.of(info.userIndices())
                    : ByteRange.of(screen.own("drawVbo", info.indexBuffer()).data);
        }
        VertexPipeline.validate(config, info, ranges, indices);
        ensureScene();
        scene.reference(state.resources);
        setup.begin(scene, state);
        for (DrawInfo.Range r : ranges) {
            vertexPipeline.draw(config, info, r, indices, setup);
        }
        if (scene.primitives > SCENE_PRIMITIVE_LIMIT) {
            flushScene();
        }
    }

    // --- clears -----------------------------------------------------------------------------------

    /// Clears the bound framebuffer as a command in every tile of the scene, in order with the draws.
    void clear(int buffers, ColorValue color, double depth, int stencil) {
        Framebuffer framebuffer = bound.framebuffer();
        if (framebuffer == null) {
            throw new PipeException("clear", "no framebuffer is set");
        }
        ensureScene();
        scene.binEverywhere(new ClearCommand(framebuffer, buffers, color, depth, stencil));
    }

    /// Clears a rectangle of any colour surface on the calling thread, once the work using it is done.
    void clearRenderTarget(Surface dst, ColorValue color, int x, int y, int width, int height) {
        bound.checkSurface("clearRenderTarget", dst, false);
        TargetView v = TargetView.of(dst);
        int[] r = clampRect(v, x, y, width, height);
        finishJobsUsing((SoftResource) dst.texture());
        TexelFill.fill(v, r[0], r[1], r[2], r[3], TexelFill.colorTexel(v.codec(), color));
    }

    /// Clears a rectangle of any depth/stencil surface on the calling thread, once the work using it is done.
    void clearDepthStencil(Surface dst, int flags, double depth, int stencil, int x, int y, int width, int height) {
        bound.checkSurface("clearDepthStencil", dst, true);
        TargetView v = TargetView.of(dst);
        int[] r = clampRect(v, x, y, width, height);
        finishJobsUsing((SoftResource) dst.texture());
        TexelFill.fillDepthStencil(v, r[0], r[1], r[2], r[3], (flags & Context.CLEAR_DEPTH) != 0,
                (flags & Context.CLEAR_STENCIL) != 0, depth, stencil);
    }

    private static int[] clampRect(TargetView v, int x, int y, int w, int h) {
        int x0 = Math.max(0, x), y0 = Math.max(0, y);
        int x1 = (int) Math.min(v.width(), (long) x + w), y1 = (int) Math.min(v.height(), (long) y + h);
        return new int[] {x0, y0, Math.max(0, x1 - x0), Math.max(0, y1 - y0)};
    }

    // --- scenes and synchronisation ---------------------------------------------------------------

    private void ensureScene() {
        if (scene == null) {
            scene = new Scene(bound.framebuffer(), submitted);
            submitted = null;
        }
    }

    /// Submits the current scene, if it has work, to the rasterizer threads.
    void flushScene() {
        Scene s = scene;
        scene = null;
        if (s == null || s.isEmpty()) {
            return;
        }
        inFlight.removeIf(x -> x.fence.isSignalled());
        submitted = s.binSizes();
        submit(s);
    }

    /// Queues `job` after everything submitted so far (the pool runs jobs in order); callers
    /// flush the scene first when the job must follow the draws recorded in it.
    void submit(PoolJob job) {
        inFlight.add(job);
        screen.pool().submit(job);
    }

    /// Submits pending work and waits for every job that may read or write `r` (all jobs when
    /// `r` is null); rethrows rendering errors.
    void finishJobsUsing(SoftResource r) {
        if (scene != null && (r == null || scene.uses(r))) {
            flushScene();
        }
        for (PoolJob s : inFlight.toArray(new PoolJob[0])) {
            if (r == null || s.uses(r)) {
                s.fence.await(Long.MAX_VALUE);
            }
        }
        inFlight.removeIf(x -> x.fence.isSignalled());
    }

    /// Submits the current scene; the fence of the last job submitted, or a signalled one.
    Fence flush() {
        flushScene();
        inFlight.removeIf(x -> x.fence.isSignalled());
        return inFlight.isEmpty() ? Fence.SIGNALLED : inFlight.get(inFlight.size() - 1).fence;
    }
}
