package dev.tungsten.soft;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;

/// The rasterizer threads (llvmpipe's `lp_rast` threads): scenes run one after another in
/// submission order, and within a scene every thread claims tiles until none are left. With 0
/// threads, [#submit] rasterizes on the caller's thread before returning.
///
/// Each thread owns a [RasterWorker] (its scratch buffers and shader invocations), so nothing
/// is shared during rasterization but the scene, which is read-only by then, and the tiles'
/// pixels, which belong to one thread each.
final class RasterizerPool implements AutoCloseable {
    private final List<Thread> threads = new ArrayList<>();
    private final ArrayDeque<PoolJob> queue = new ArrayDeque<>();
    private final RasterWorker inlineWorker;
    private PoolJob current;
    private boolean closed;

    RasterizerPool(int threadCount) {
        if (threadCount < 0) {
            throw new IllegalArgumentException("negative thread count");
        }
        this.inlineWorker = threadCount == 0 ? new RasterWorker() : null;
        // Each worker is allocated by its own thread, in that thread's allocation buffer, so that
        // two threads' quad batches, written for every block, never share a cache line
        // (`docs/decisions/0014-rasterizer-workers-built-by-their-threads.md`). The constructor
        // waits for the workers, so that a failure to build one is its caller's, not a silent hang.
        CountDownLatch built = new CountDownLatch(threadCount);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        for (int i = 0; i < threadCount; i++) {
            Thread t = new Thread(() -> {
                RasterWorker worker;
                try {
                    worker = new RasterWorker();
                } catch (RuntimeException | Error e) {
                    failure.compareAndSet(null, e);
                    return;
                } finally {
                    built.countDown();
                }
                loop(worker);
            }, "tungsten-rast-" + i);
            t.setDaemon(true);
            threads.add(t);
            t.start();
        }
        boolean interrupted = false;
        while (built.getCount() > 0) {
            try {
                built.await();
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        if (failure.get() != null) {
            close();
            throw new IllegalStateException("a rasterizer thread could not start: " + failure.get(), failure.get());
        }
    }

    int threadCount() {
        return threads.size();
    }

    /// Queues `scene`; its fence signals when every task is done.
    void submit(PoolJob scene) {
        if (inlineWorker != null) {
            for (int t = 0; t < scene.taskCount(); t++) {
                runTask(inlineWorker, scene, t);
            }
            inlineWorker.endScene();
            scene.fence.signal(scene.error);
            return;
        }
        synchronized (this) {
            if (closed) {
                throw new IllegalStateException("the screen is closed");
            }
            if (current == null) {
                current = scene;
            } else {
                queue.add(scene);
            }
            notifyAll();
        }
    }

    private void loop(RasterWorker worker) {
        PoolJob scene;
        while ((scene = take()) != null) {
            int t;
            while ((t = scene.nextTask.getAndIncrement()) < scene.taskCount()) {
                runTask(worker, scene, t);
                if (scene.completedTasks.incrementAndGet() == scene.taskCount()) {
                    finish(scene);
                }
            }
            worker.endScene();
        }
    }

    /// Runs task `t`, keeping the first failure as the job's error. Errors are caught too (a
    /// stack overflow, a generated class the JVM refuses to link, an allocation the heap cannot
    /// hold): one escaping would end this thread without counting the task, and the job's fence,
    /// and every later job's, would never signal.
    private static void runTask(RasterWorker worker, PoolJob scene, int t) {
        try {
            if (scene.error == null) {
                scene.runTask(worker, t);
            }
        } catch (RuntimeException | Error e) {
            synchronized (scene) {
                if (scene.error == null) {
                    scene.error = e instanceof RuntimeException re ? re
                            : new IllegalStateException(e.getClass().getSimpleName() + ": " + e.getMessage(), e);
                }
            }
        }
    }

    /// The job with tasks left to claim, waiting for one; null once closed.
    private synchronized PoolJob take() {
        while (!closed) {
            if (current != null && current.nextTask.get() < current.taskCount()) {
                return current;
            }
            try {
                wait();
            } catch (InterruptedException e) {
                return null;
            }
        }
        return null;
    }

    private synchronized void finish(PoolJob scene) {
        scene.fence.signal(scene.error);
        current = queue.poll();
        notifyAll();
    }

    @Override
    public void close() {
        synchronized (this) {
            closed = true;
            notifyAll();
        }
        for (Thread t : threads) {
            try {
                t.join(2000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }
}
