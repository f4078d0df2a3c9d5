package dev.tungsten.pipe;

/// A compute dispatch (`struct pipe_grid_info`): `grid` work groups of `block` invocations each.
/// The block size must match the shader's declared size when it declares one.
public record GridInfo(int blockX, int blockY, int blockZ, int gridX, int gridY, int gridZ) {
    public GridInfo {
        if (blockX < 1 || blockY < 1 || blockZ < 1 || gridX < 0 || gridY < 0 || gridZ < 0) {
            throw new PipeException("launchGrid", "block sizes must be positive and grid sizes non-negative");
        }
    }

    public int threadsPerBlock() {
        return blockX * blockY * blockZ;
    }
}
