package dev.tungsten.soft;

import java.util.Arrays;

/// Everything recorded for one framebuffer between flushes (llvmpipe's `lp_scene`): per 64x64
/// tile a bin of [RasterCommand]s in submission order. Setup fills it on the context's thread;
/// then it is handed to the [RasterizerPool] and becomes read-only; threads claim tiles as the
/// job's tasks. The only hand-off between the two sides is the scene itself.
final class Scene extends PoolJob {
    static final int TILE_ORDER = 6;
    static final int TILE = 1 << TILE_ORDER;
    /// Bin flag: the primitive covers the whole tile (within scissor and framebuffer), skip edge tests.
    static final int FULLY_COVERED = 1;

    final Framebuffer framebuffer;
    final int tilesX, tilesY;
    private final RasterCommand[][] commands;
    private final int[][] flags;
    private final int[] counts;
    /// Per tile, the capacity its bin starts with (null: the smallest).
    private final int[] binCapacity;
    /// Primitives binned so far (setup flushes large scenes early).
    int primitives;

    Scene(Framebuffer framebuffer) {
        this(framebuffer, null);
    }

    /// A scene whose bins start as large as those of `previous`, a scene of the same tiles,
    /// ended (null: as small as they can): the same draws every frame then bin without growing
    /// their bins (a bin of thousands of small triangles doubled from 8 is copied ten times).
    Scene(Framebuffer framebuffer, BinSizes previous) {
        this.framebuffer = framebuffer;
        this.tilesX = (framebuffer.width() + TILE - 1) >> TILE_ORDER;
        this.tilesY = (framebuffer.height() + TILE - 1) >> TILE_ORDER;
        int n = tilesX * tilesY;
        commands = new RasterCommand[n][];
        flags = new int[n][];
        counts = new int[n];
        binCapacity = previous != null && previous.tilesX == tilesX && previous.tilesY == tilesY ? previous.counts : null;
    }

    /// The tiles and each bin's command count of a scene, once it is recorded.
    record BinSizes(int tilesX, int tilesY, int[] counts) {
    }

    /// This scene's bin sizes, read by the thread that recorded it.
    BinSizes binSizes() {
        return new BinSizes(tilesX, tilesY, counts);
    }

    @Override
    boolean uses(SoftResource r) {
        return framebuffer.uses(r) || super.uses(r);
    }

    @Override
    int taskCount() {
        return tileCount();
    }

    /// Task `t` is the tiles' column `t / tilesY`, row `t % tilesY`: threads claim tasks in
    /// order, so at any moment they work on neighbouring tasks, and column by column those are
    /// tiles one above the other. Side by side, two tiles' rows meet inside a cache line (the
    /// pixels' `byte[]` is not 64-byte aligned) that both threads would write at once
    /// (`docs/decisions/0016-rasterizer-tiles-claimed-column-by-column.md`).
    @Override
    void runTask(RasterWorker worker, int t) {
        executeTile(worker, (t % tilesY) * tilesX + t / tilesY);
    }

    int tileCount() {
        return tilesX * tilesY;
    }

    boolean isEmpty() {
        for (int c : counts) {
            if (c != 0) {
                return false;
            }
        }
        return true;
    }

    void bin(int tileX, int tileY, RasterCommand cmd, int flag) {
        int t = tileY * tilesX + tileX;
        int n = counts[t];
        RasterCommand[] c = commands[t];
        if (c == null) {
            int capacity = binCapacity == null ? 8 : Math.max(8, binCapacity[t]);
            commands[t] = c = new RasterCommand[capacity];
            flags[t] = new int[capacity];
        } else if (n == c.length) {
            commands[t] = c = Arrays.copyOf(c, n * 2);
            flags[t] = Arrays.copyOf(flags[t], n * 2);
        }
        c[n] = cmd;
        flags[t][n] = flag;
        counts[t] = n + 1;
    }

    /// Adds `cmd` to every tile.
    void binEverywhere(RasterCommand cmd) {
        for (int y = 0; y < tilesY; y++) {
            for (int x = 0; x < tilesX; x++) {
                bin(x, y, cmd, 0);
            }
        }
    }

    /// Runs tile `t`'s commands in order.
    void executeTile(RasterWorker worker, int t) {
        int tx = t % tilesX, ty = t / tilesX;
        RasterCommand[] c = commands[t];
        int[] f = flags[t];
        for (int i = 0, n = counts[t]; i < n; i++) {
            c[i].execute(worker, this, tx, ty, f[i]);
        }
    }
}
