package dev.tungsten.soft;

import dev.tungsten.pipe.Fence;
import dev.tungsten.pipe.PipeException;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/// Signals when a scene has been rasterized; carries the first error a rasterizer thread met.
final class SoftFence implements Fence {
    private final CountDownLatch done = new CountDownLatch(1);
    private volatile RuntimeException error;

    void signal(RuntimeException failure) {
        this.error = failure;
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
            if (ok && error != null) {
                RuntimeException e = error;
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
