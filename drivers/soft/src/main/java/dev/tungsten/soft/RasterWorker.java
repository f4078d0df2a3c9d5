package dev.tungsten.soft;

import dev.tungsten.pipe.shader.ShaderInvocation;
import dev.tungsten.pipe.shader.ShaderProgram;

import java.util.IdentityHashMap;
import java.util.Map;

/// One rasterizer thread's private state: its triangle rasterizer and quad batch, the quad
/// pipelines of the draw states it has met in the current scene, and a shader invocation per
/// fragment shader, so that rasterizing allocates nothing per pixel and threads share nothing
/// but the (read-only) scene.
final class RasterWorker {
    private final TriangleRasterizer triangles = new TriangleRasterizer(this);
    /// The pipelines of the current scene, and those of the scene before: a draw state drawn
    /// again (the same draws every frame) keeps its pipeline, built once, so that the pipeline's
    /// per-block scratch is not placed anew in the heap every frame, at times in a cache line
    /// beside another thread's (`docs/decisions/0015-rasterizer-pipelines-kept-across-scenes.md`).
    private Map<DrawState, QuadPipeline> pipelines = new IdentityHashMap<>();
    private Map<DrawState, QuadPipeline> previousPipelines = new IdentityHashMap<>();
    private final Map<ShaderProgram, ShaderInvocation> runners = new IdentityHashMap<>();
    /// The state [#pipeline] answered last in this scene and its pipeline (null after a scene
    /// ends): consecutive triangles of one draw skip the map, which small triangles feel.
    private DrawState lastState;
    private QuadPipeline lastPipeline;
    private final Map<ComputeJob, ComputeJob.Group> computeGroups = new IdentityHashMap<>();

    TriangleRasterizer triangles() {
        return triangles;
    }

    /// The pipeline for `state`: the previous scene's when it used the same state, else built
    /// now. A draw state is immutable, so its pipeline carries over as it is.
    QuadPipeline pipeline(DrawState state) {
        if (state == lastState) {
            return lastPipeline;
        }
        QuadPipeline p = pipelines.get(state);
        if (p == null) {
            p = previousPipelines.remove(state);
            if (p == null) {
                p = QuadPipeline.build(state, this);
            }
            pipelines.put(state, p);
        }
        lastState = state;
        lastPipeline = p;
        return p;
    }

    /// This thread's invocation of a fragment shader, for blocks of [QuadBatch#MAX_LANES].
    ShaderInvocation fragmentInvocation(ShaderProgram program) {
        return runners.computeIfAbsent(program, p -> p.newInvocation(QuadBatch.MAX_LANES));
    }

    /// This thread's blocks for `job`'s work groups.
    ComputeJob.Group computeGroup(ComputeJob job) {
        return computeGroups.computeIfAbsent(job, ComputeJob.Group::new);
    }

    /// Called after the thread has finished its share of a scene: keeps the scene's pipelines for
    /// the next one and drops those it did not use (and the shader invocations once there are
    /// many, so deleted shaders can be collected), so a pipeline outlives its draw state by one
    /// scene at most.
    void endScene() {
        lastState = null;
        lastPipeline = null;
        Map<DrawState, QuadPipeline> unused = previousPipelines;
        unused.clear();
        previousPipelines = pipelines;
        pipelines = unused;
        computeGroups.clear();
        if (runners.size() > 64) {
            runners.clear();
        }
    }
}
