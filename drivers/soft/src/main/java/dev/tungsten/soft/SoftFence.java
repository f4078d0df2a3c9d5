package dev.tungsten.soft;

import dev.tungsten.pipe.Fence;
import dev.tungsten.pipe.PipeException;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/// Signals when a job (scene or dispatch) has finished; carries the first error a rasterizer
/// thread met, which the first [#await] to see it rethrows (once: later waits, including the
/// context's own before a map, do not report it again).
final class SoftFence implements Fence {
    private final CountDownLatch done = new CountDownLatch(1);
    private final java.util.concurrent.atomic.AtomicReference<RuntimeException> error =
            new java.util.concurrent.atomic.AtomicReference<>();

    void signal(RuntimeException failure) {
        error.set(failure);
        done.countDown();
    }

    @Override
    public boolean isSignalled() {
        return done.getCount() == 0;
    }

    @Override
    public boolean await(long timeoutNanos) {
        try {
            boolean ok = timeoutNanos == Long.MAX_VALUE ? waitForever() : done.await(timeoutNanos, TimeUnit.NANOSECONDS);
            RuntimeException e = ok ? error.getAndSet(null) : null;
            if (e != null) {
                throw e instanceof PipeException pe ? new PipeException(pe.call(), pe.detail(), e)
                        : new PipeException("flush", "rendering failed: " + e.getMessage(), e);
            }
            return ok;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    private boolean waitForever() throws InterruptedException {
        done.await();
        return true;
    }
}
