package dev.tungsten.soft;

import java.util.Arrays;

import dev.tungsten.pipe.GridInfo;
import dev.tungsten.pipe.PipeException;
import dev.tungsten.pipe.shader.ShaderInterface;
import dev.tungsten.pipe.shader.ShaderInvocation;
import dev.tungsten.pipe.shader.ShaderLanes;
import dev.tungsten.pipe.shader.ShaderProgram;
import dev.tungsten.pipe.shader.ShaderResources;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.SemanticName;
import dev.tungsten.tgsi.exec.BufferAccess;
import dev.tungsten.tgsi.exec.ImageAccess;
import dev.tungsten.tgsi.exec.SharedMemory;
import dev.tungsten.tgsi.exec.Subgroups;
import dev.tungsten.tgsi.exec.TextureSampler;
import dev.tungsten.tgsi.exec.WorkgroupBarrier;

/// One `launchGrid`: runs of up to [#MAX_GROUPS_PER_TASK] consecutive work groups are tasks for
/// the [RasterizerPool], run by whichever thread claims them (one claim per group cost more than a
/// small group's work; the cap keeps at least [#MIN_TASKS] tasks for the threads to share). A work group of up to 32 invocations is one block of lanes (its lanes run in
/// lockstep, so BARRIER is free); a larger one is several blocks sharing the group's shared
/// memory, scheduled round by round: run every block until it finishes or reaches a barrier,
/// then resume those waiting, until all are done.
///
/// [#launch] is the context's `launchGrid` (softpipe's `sp_compute.c` likewise holds both the
/// dispatch and the running of work groups).
final class ComputeJob extends PoolJob {
    final ShaderProgram program;
    final GridInfo grid;
    final StageResources resources;
    final int sharedBytes;
    /// Work groups a task runs one after another.
    final int groupsPerTask;
    private final int groups;

    static final int MAX_GROUPS_PER_TASK = 16;
    static final int MIN_TASKS = 64;

    ComputeJob(ShaderProgram program, GridInfo grid, StageResources resources, int sharedBytes) {
        this.program = program;
        this.grid = grid;
        this.resources = resources;
        this.sharedBytes = sharedBytes;
        this.groups = grid.gridX() * grid.gridY() * grid.gridZ();
        this.groupsPerTask = Math.clamp(groups / MIN_TASKS, 1, MAX_GROUPS_PER_TASK);
    }

    /// Checks `grid` against the bound compute shader and the screen's limits, then queues a job
    /// for it after the draws recorded so far; an empty grid queues nothing.
    static void launch(GridInfo grid, SoftScreen screen, BoundState bound, SceneRecorder scenes) {
        ShaderProgram cs = bound.shader(Processor.COMP);
        if (cs == null) {
            throw new PipeException("launchGrid", "no compute shader is bound");
        }
        if (grid.threadsPerBlock() > screen.caps().maxComputeThreadsPerBlock()) {
            throw new PipeException("launchGrid", "a block of " + grid.threadsPerBlock() + " invocations exceeds "
                    + screen.caps().maxComputeThreadsPerBlock());
        }
        int[] fixed = cs.io().blockSize();
        if (fixed[0] != 0 && (fixed[0] != grid.blockX() || fixed[1] != Math.max(1, grid.blockY())
                || fixed[2] != Math.max(1, grid.blockZ()))) {
            throw new PipeException("launchGrid", "the shader's block is " + fixed[0] + "x" + fixed[1] + "x" + fixed[2]
                    + ", the grid asks for " + grid.blockX() + "x" + grid.blockY() + "x" + grid.blockZ());
        }
        int shared = bound.shaderState(Processor.COMP).sharedMemorySize();
        if (shared > screen.caps().maxComputeSharedMemory()) {
            throw new PipeException("launchGrid", shared + " bytes of shared memory exceed " + screen.caps().maxComputeSharedMemory());
        }
        if ((long) grid.gridX() * grid.gridY() * grid.gridZ() == 0) {
            return;
        }
        if ((long) grid.gridX() * grid.gridY() * grid.gridZ() > Integer.MAX_VALUE) {
            throw new PipeException("launchGrid", "too many work groups");
        }
        // Draws queued before the dispatch run before it (the pool runs jobs in order).
        scenes.flushScene();
        ComputeJob job = new ComputeJob(cs, grid, bound.stageResources(Processor.COMP), shared);
        job.reference(bound.referencedResources(Processor.COMP));
        scenes.submit(job);
    }

    @Override
    int taskCount() {
        return (groups + groupsPerTask - 1) / groupsPerTask;
    }

    @Override
    void runTask(RasterWorker worker, int t) {
        Group g = worker.computeGroup(this);
        int last = Math.min(groups, (t + 1) * groupsPerTask);
        for (int group = t * groupsPerTask; group < last; group++) {
            g.run(group);
        }
    }

    /// A thread's machinery for this job's work groups: one invocation per block, the shared
    /// memory, and the resources with both bound. Every system value but the group's id is the
    /// same in every group, so the blocks' lanes get them once, here; [#run] writes only
    /// `BLOCK_ID`.
    static final class Group {
        private final ComputeJob job;
        private final ShaderInvocation[] blocks;
        private final boolean[] waiting;
        private final SharedMemory shared;
        private final ShaderResources resources;
        private final SemanticName[] sv;
        /// The `BLOCK_ID` system value registers.
        private final int[] blockIds;

        Group(ComputeJob job) {
            this.job = job;
            int threads = job.grid.threadsPerBlock();
            int width = Math.min(ShaderLanes.MAX_WIDTH, (threads + 3) & ~3);
            int count = (threads + width - 1) / width;
            blocks = new ShaderInvocation[count];
            for (int b = 0; b < count; b++) {
                blocks[b] = job.program.newInvocation(width);
            }
            waiting = new boolean[count];
            shared = job.sharedBytes > 0 ? new SharedMemory(job.sharedBytes) : null;
            resources = new Resources(job.resources, shared, count > 1 ? WorkgroupBarrier.SUSPEND : null);
            ShaderInterface io = job.program.io();
            sv = new SemanticName[io.systemValueRegisters()];
            int ids = 0;
            for (ShaderInterface.Slot s : io.systemValues()) {
                sv[s.register()] = s.name();
                ids += s.name() == SemanticName.BLOCK_ID ? 1 : 0;
            }
            blockIds = new int[ids];
            for (int s = 0, i = 0; s < sv.length; s++) {
                if (sv[s] == SemanticName.BLOCK_ID) {
                    blockIds[i++] = s;
                }
            }
            for (int b = 0; b < count; b++) {
                ShaderLanes lanes = blocks[b].lanes();
                int first = b * lanes.width;
                int n = Math.min(lanes.width, threads - first);
                lanes.count = n;
                lanes.liveMask = n >= 32 ? -1 : (1 << n) - 1;
                fillSystemValues(lanes, first, n);
            }
        }

        void run(int group) {
            GridInfo g = job.grid;
            int gx = group % g.gridX(), gy = (group / g.gridX()) % g.gridY(), gz = group / (g.gridX() * g.gridY());
            if (shared != null) {
                shared.clear();
            }
            boolean any = false;
            for (int b = 0; b < blocks.length; b++) {
                ShaderLanes lanes = blocks[b].lanes();
                for (int s : blockIds) {
                    Arrays.fill(lanes.systemValues[s * 4], gx);
                    Arrays.fill(lanes.systemValues[s * 4 + 1], gy);
                    Arrays.fill(lanes.systemValues[s * 4 + 2], gz);
                }
                waiting[b] = blocks[b].run(resources);
                any |= waiting[b];
            }
            while (any) {
                any = false;
                for (int b = 0; b < blocks.length; b++) {
                    if (waiting[b]) {
                        waiting[b] = blocks[b].resume();
                        any |= waiting[b];
                    }
                }
            }
        }

        /// Every system value but `BLOCK_ID` (left 0 until [#run]); lanes past `count` repeat the
        /// last invocation's values.
        private void fillSystemValues(ShaderLanes lanes, int first, int count) {
            GridInfo g = job.grid;
            for (int s = 0; s < sv.length; s++) {
                if (sv[s] == null) {
                    continue;
                }
                int[] x = lanes.systemValues[s * 4], y = lanes.systemValues[s * 4 + 1];
                int[] z = lanes.systemValues[s * 4 + 2], w = lanes.systemValues[s * 4 + 3];
                for (int l = 0; l < lanes.width; l++) {
                    int i = first + Math.min(l, count - 1);
                    w[l] = 0;
                    switch (sv[s]) {
                        case THREAD_ID -> {
                            x[l] = i % g.blockX();
                            y[l] = (i / g.blockX()) % g.blockY();
                            z[l] = i / (g.blockX() * g.blockY());
                        }
                        case BLOCK_SIZE -> { x[l] = g.blockX(); y[l] = g.blockY(); z[l] = g.blockZ(); }
                        case GRID_SIZE -> { x[l] = g.gridX(); y[l] = g.gridY(); z[l] = g.gridZ(); }
                        case SUBGROUP_SIZE -> { x[l] = Subgroups.size(lanes.width); y[l] = 0; z[l] = 0; }
                        case SUBGROUP_INVOCATION -> { x[l] = l; y[l] = 0; z[l] = 0; }
                        case WORK_DIM -> { x[l] = g.gridZ() > 1 || g.blockZ() > 1 ? 3 : g.gridY() > 1 || g.blockY() > 1 ? 2 : 1; y[l] = 0; z[l] = 0; }
                        default -> { x[l] = 0; y[l] = 0; z[l] = 0; }
                    }
                }
            }
        }
    }

    /// The dispatch's resources plus one thread's shared memory and barrier behaviour.
    private record Resources(StageResources base, SharedMemory sharedMemory, WorkgroupBarrier barrier)
            implements ShaderResources {
        @Override public int[] constants(int index) { return base.constants(index); }
        @Override public TextureSampler sampler() { return base.sampler(); }
        @Override public ImageAccess images() { return base.images(); }
        @Override public BufferAccess buffers() { return base.buffers(); }
    }
}
