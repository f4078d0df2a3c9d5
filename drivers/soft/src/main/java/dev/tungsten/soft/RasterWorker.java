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
    private final Map<DrawState, QuadPipeline> pipelines = new IdentityHashMap<>();
    private final Map<ShaderProgram, ShaderInvocation> runners = new IdentityHashMap<>();
    private final Map<ComputeJob, ComputeJob.Group> computeGroups = new IdentityHashMap<>();

    TriangleRasterizer triangles() {
        return triangles;
    }

    /// The pipeline for `state`, built on first use in this scene.
    QuadPipeline pipeline(DrawState state) {
        QuadPipeline p = pipelines.get(state);
        if (p == null) {
            p = QuadPipeline.build(state, this);
            pipelines.put(state, p);
        }
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

    /// Called after the thread has finished its share of a scene: drops the scene's pipelines
    /// (and the shader invocations once there are many, so deleted shaders can be collected).
    void endScene() {
        pipelines.clear();
        computeGroups.clear();
        if (runners.size() > 64) {
            runners.clear();
        }
    }
}
