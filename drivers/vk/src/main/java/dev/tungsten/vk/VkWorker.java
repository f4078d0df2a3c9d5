package dev.tungsten.vk;

import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;

/// The one thread that owns a screen's [VulkanDevice]. Vulkan objects are externally
/// synchronised and the device is confined to the thread that made it, while the pipe interface
/// lets any thread call a `Screen` (and a `Context` from one thread at a time, not always the
/// same one): so every Vulkan call of the driver runs here, submitted as one task per pipe call
/// that the caller waits for, as the OpenGL driver's `GlThread` does for its EGL context.
final class VkWorker implements AutoCloseable {
    private final ExecutorService executor;
    private final VulkanDevice device;
    private volatile Thread thread;

    /// Starts the thread and creates the device on it.
    /// @throws VkException UNAVAILABLE when no device can be made
    VkWorker(VulkanDevice.Options options) {
        executor = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "tungsten-vk");
            t.setDaemon(true);
            return t;
        });
        try {
            device = executor.submit(() -> {
                thread = Thread.currentThread();
                return VulkanDevice.create(options);
            }).get();
        } catch (ExecutionException e) {
            executor.shutdownNow();
            throw rethrow("createScreen", e.getCause());
        } catch (InterruptedException e) {
            executor.shutdownNow();
            Thread.currentThread().interrupt();
            throw new VkException(VkException.Kind.UNAVAILABLE, "createScreen", "interrupted while creating the Vulkan device");
        }
    }

    VulkanDevice device() {
        return device;
    }

    /// Runs `task` on the device's thread as pipe call `call` and returns its result; exceptions
    /// propagate unchanged (checked ones wrapped in a [VkException] naming the call).
    <T> T call(String call, Callable<T> task) {
        if (Thread.currentThread() == thread) {
            try {
                return task.call();
            } catch (RuntimeException | Error e) {
                throw e;
            } catch (Exception e) {
                throw new VkException(VkException.Kind.VULKAN_ERROR, call, e.toString(), e);
            }
        }
        Future<T> f;
        try {
            f = executor.submit(task);
        } catch (RejectedExecutionException e) {
            throw new VkException(VkException.Kind.CLOSED, call, "the Vulkan thread has stopped: its screen was closed", e);
        }
        try {
            return f.get();
        } catch (ExecutionException e) {
            throw rethrow(call, e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new VkException(VkException.Kind.VULKAN_ERROR, call, "interrupted while waiting for the Vulkan thread");
        }
    }

    private static RuntimeException rethrow(String call, Throwable cause) {
        if (cause instanceof RuntimeException r) {
            return r;
        }
        if (cause instanceof Error e) {
            throw e;
        }
        return new VkException(VkException.Kind.VULKAN_ERROR, call, String.valueOf(cause), cause);
    }

    /// Runs `last` (which must close the device) on the thread, then stops the thread.
    void close(Runnable last) {
        try {
            call("close", () -> {
                last.run();
                return null;
            });
        } finally {
            executor.shutdown();
        }
    }

    @Override
    public void close() {
        close(device::close);
    }
}
