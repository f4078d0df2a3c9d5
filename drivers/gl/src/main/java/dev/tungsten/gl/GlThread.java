package dev.tungsten.gl;

import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/// The one thread that owns a screen's OpenGL context. The pipe interface lets any thread call a
/// `Screen`, and a `Context` from one thread at a time but not always the same one, while an EGL
/// context is current on one thread: so every OpenGL call of the pipe driver runs here, submitted
/// as a task that the caller waits for ([#call]). A task is a whole pipe call (a draw, a map), so
/// the hand-over costs a few microseconds per call, not per OpenGL function.
final class GlThread implements AutoCloseable {
    private final ExecutorService executor;
    private final EglContext context;
    private volatile Thread thread;

    /// Starts the thread and creates the context on it.
    /// @throws GlException of kind UNAVAILABLE when no context can be made
    GlThread(EglContext.Options options) {
        executor = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "tungsten-gl");
            t.setDaemon(true);
            return t;
        });
        try {
            context = executor.submit(() -> {
                thread = Thread.currentThread();
                return EglContext.create(options);
            }).get();
        } catch (ExecutionException e) {
            executor.shutdownNow();
            throw rethrow(e.getCause());
        } catch (InterruptedException e) {
            executor.shutdownNow();
            Thread.currentThread().interrupt();
            throw new GlException(GlException.Kind.UNAVAILABLE, "interrupted while creating the OpenGL context");
        }
    }

    EglContext context() {
        return context;
    }

    /// Runs `task` on the OpenGL thread and returns its result; exceptions propagate unchanged.
    <T> T call(Callable<T> task) {
        if (Thread.currentThread() == thread) {
            try {
                return task.call();
            } catch (RuntimeException | Error e) {
                throw e;
            } catch (Exception e) {
                throw new GlException(GlException.Kind.GL_ERROR, e.toString(), e);
            }
        }
        Future<T> f = executor.submit(task);
        try {
            return f.get();
        } catch (ExecutionException e) {
            throw rethrow(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new GlException(GlException.Kind.GL_ERROR, "interrupted while waiting for the OpenGL thread");
        }
    }

    void run(Runnable task) {
        call(() -> {
            task.run();
            return null;
        });
    }

    private static RuntimeException rethrow(Throwable cause) {
        if (cause instanceof RuntimeException r) {
            return r;
        }
        if (cause instanceof Error e) {
            throw e;
        }
        return new GlException(GlException.Kind.GL_ERROR, String.valueOf(cause), cause);
    }

    @Override
    public void close() {
        try {
            run(context::close);
        } finally {
            executor.shutdown();
        }
    }
}
