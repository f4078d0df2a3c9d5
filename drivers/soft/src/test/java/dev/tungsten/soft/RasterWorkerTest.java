package dev.tungsten.soft;

import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.tungsten.pipe.BlendState;
import dev.tungsten.tgsi.Interpolation;
import org.junit.jupiter.api.Test;

/// A rasterizer thread keeps a draw state's pipeline from one scene to the next while the state
/// is drawn with, and drops it after the first scene that does not use it.
class RasterWorkerTest {
    @Test
    void pipelinesCarryOverWhileUsedAndAreDroppedAfterOneSceneWithout() {
        try (SoftRig rig = new SoftRig(8, 8, 0)) {
            rig.shaders(TestShaders.passThroughVs(1), TestShaders.varyingFs(Interpolation.LINEAR));
            BoundState bound = ((SoftContext) rig.ctx).bound;
            DrawState a = bound.drawState();
            rig.ctx.bindBlendState(rig.ctx.createBlendState(BlendState.of(BlendState.RenderTarget.OPAQUE.withColorMask(0))));
            DrawState b = bound.drawState();
            assertNotSame(a, b, "a state change makes a new draw state");

            RasterWorker worker = new RasterWorker();
            QuadPipeline pa = worker.pipeline(a), pb = worker.pipeline(b);
            assertSame(pa, worker.pipeline(a), "one pipeline per state within a scene");
            worker.endScene();

            assertSame(pa, worker.pipeline(a), "the next scene reuses the pipeline of a state drawn again");
            worker.endScene();
            assertNotSame(pb, worker.pipeline(b), "a state missing from one scene gets a new pipeline");
            worker.endScene();

            worker.endScene();
            assertNotSame(pa, worker.pipeline(a), "after an empty scene nothing is kept");
        }
    }
}
