package dev.tungsten.gl;

import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;

/// The one thread that owns a screen's OpenGL context. The pipe interface lets any thread call a
/// `Screen`, and a `Context` from one thread at a time but not always the same one, while an EGL
/// context is current on one thread: so every OpenGL call of the pipe driver runs here, submitted
/// as a task that the caller waits for ([#call]). A task is a whole pipe call (a draw, a map), so
/// the hand-over between threads is paid once per pipe call, not once per OpenGL function.
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
                EglContext created = EglContext.create(options);
                created.ownedBy(executor);
                return created;
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
        Future<T> f;
        try {
            f = executor.submit(task);
        } catch (RejectedExecutionException e) {
            throw new GlException(GlException.Kind.CONTEXT_LOST, "the OpenGL thread has stopped: its screen was closed", e);
        }
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

    /// Whether [#close] has stopped the thread taking tasks.
    boolean isShutdown() {
        return executor.isShutdown();
    }

    @Override
    public void close() {
        try {
            run(() -> {
                context.close();
                EglContext.releaseThread(); // this thread is done with EGL (EglContext, "Process exit")
            });
        } finally {
            executor.shutdown();
        }
    }
}
