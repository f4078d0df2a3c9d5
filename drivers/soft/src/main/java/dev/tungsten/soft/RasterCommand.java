package dev.tungsten.soft;

/// One entry of a tile's bin: something to do to one 64x64 tile of the scene's framebuffer.
/// Commands are immutable and shared between the bins of all tiles they touch; a rasterizer
/// thread runs a tile's commands in order.
interface RasterCommand {
    /// Runs on tile `(tileX, tileY)`; `flags` are the bin entry's flags (for example
    /// [Scene#FULLY_COVERED]).
    void execute(RasterWorker worker, Scene scene, int tileX, int tileY, int flags);
}
