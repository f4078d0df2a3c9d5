package dev.tungsten.soft;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;

/// Work for the [RasterizerPool]: a number of independent tasks (tiles of a [Scene], work groups
/// of a [ComputeJob]) that threads claim one at a time. Jobs run one after another in
/// submission order; a job's fence signals when its last task is done.
abstract class PoolJob {
    final SoftFence fence = new SoftFence();
    final AtomicInteger nextTask = new AtomicInteger();
    final AtomicInteger completedTasks = new AtomicInteger();
    volatile RuntimeException error;
    private final Set<SoftResource> referenced = Collections.newSetFromMap(new IdentityHashMap<>());

    abstract int taskCount();

    /// Runs task `t` on the calling thread with its worker.
    abstract void runTask(RasterWorker worker, int t);

    /// Records resources the job reads or writes (the CPU must wait for the job before touching them).
    void reference(SoftResource[] resources) {
        Collections.addAll(referenced, resources);
    }

    /// Whether the job may read or write `r`.
    boolean uses(SoftResource r) {
        return referenced.contains(r);
    }
}
