package dev.tungsten.soft;

/// One step of the per-fragment pipeline (softpipe's `quad_stage`): shading, depth/stencil
/// testing, blending. Built for one [DrawState] by [QuadPipeline#build]; [#begin] picks a
/// specialised path for that state where one exists, and the general path always remains for
/// everything else (and for `-Dtungsten.soft.noFastPath=true`).
interface QuadStage {
    /// Whether specialised paths are disabled (`tungsten.soft.noFastPath`), to test the general ones.
    boolean NO_FAST_PATH = Boolean.getBoolean("tungsten.soft.noFastPath");

    /// Chooses the path for the state the stage was built with.
    void begin();

    /// Processes the batch's live lanes, clearing mask bits of fragments it discards.
    void run(QuadBatch batch);
}
