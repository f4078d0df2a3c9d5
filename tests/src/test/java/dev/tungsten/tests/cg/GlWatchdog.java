package dev.tungsten.tests.cg;

import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Function;
import java.util.function.Supplier;

/// An OpenGL resource (a rig, a screen) used behind a watchdog: work that has not finished
/// after `limitSeconds` (a shader llvmpipe cannot compile in reasonable time) fails with an
/// [IllegalStateException], and the next call gets a fresh resource, since the stuck one's GL
/// thread cannot be interrupted. The first resource opens on the caller's thread, so that a
/// missing OpenGL skips the test loudly (or fails it under `TUNGSTEN_CI=1`) as the opener
/// decides; all work runs on one daemon thread.
public final class GlWatchdog<R extends AutoCloseable> implements AutoCloseable {
    private final String threadName;
    private final int limitSeconds;
    private final Supplier<R> open;
    private R resource;
    private ExecutorService thread;

    public GlWatchdog(String threadName, int limitSeconds, Supplier<R> open) {
        this.threadName = threadName;
        this.limitSeconds = limitSeconds;
        this.open = open;
        this.resource = open.get();
        this.thread = newThread();
    }

    private ExecutorService newThread() {
        return Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, threadName);
            t.setDaemon(true);
            return t;
        });
    }

    /// Runs `work` on the resource within the limit; rethrows what it throws.
    public <T> T call(Function<R, T> work) {
        if (resource == null) {
            thread = newThread();
            resource = submit(open::get);
        }
        R current = resource;
        return submit(() -> work.apply(current));
    }

    private <T> T submit(Callable<T> work) {
        Future<T> f = thread.submit(work);
        try {
            return f.get(limitSeconds, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            f.cancel(true);
            thread.shutdownNow();
            resource = null;
            throw new IllegalStateException("the OpenGL work did not finish in " + limitSeconds + " s; screen abandoned");
        } catch (ExecutionException e) {
            switch (e.getCause()) {
                case RuntimeException re -> throw re;
                case Error err -> throw err;
                default -> throw new IllegalStateException(e.getCause());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void close() {
        if (resource != null) {
            R r = resource;
            submit(() -> {
                r.close();
                return null;
            });
            thread.shutdown();
        }
    }
}
