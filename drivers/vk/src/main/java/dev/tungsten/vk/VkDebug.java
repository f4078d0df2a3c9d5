package dev.tungsten.vk;

import java.util.ArrayList;
import java.util.List;

import org.lwjgl.system.MemoryStack;
import org.lwjgl.vulkan.VkDebugUtilsMessengerCallbackDataEXT;
import org.lwjgl.vulkan.VkDebugUtilsMessengerCallbackEXT;
import org.lwjgl.vulkan.VkDebugUtilsMessengerCreateInfoEXT;

import static org.lwjgl.vulkan.EXTDebugUtils.*;
import static org.lwjgl.vulkan.VK10.VK_FALSE;

/// The Vulkan driver's debug mode: `VK_LAYER_KHRONOS_validation` with a `VK_EXT_debug_utils`
/// messenger whose error and warning messages are kept, each tagged with the pipe call in
/// progress when it arrived, until [VulkanDevice] turns them into a [VkException] of kind
/// VALIDATION at the end of that call. The messenger cannot throw itself: it runs inside a native
/// Vulkan function, and an exception unwinding through the layer would leave it inconsistent.
///
/// On when the system property `tungsten.vk.debug` is `true` or the environment variable
/// `TUNGSTEN_VK_DEBUG` is `1` or `true` (the property wins), or when [VulkanDevice.Options] ask.
final class VkDebug implements AutoCloseable {
    /// The system property that switches debug mode on or off.
    static final String PROPERTY = "tungsten.vk.debug";
    /// The environment variable read when the property is not set.
    static final String ENVIRONMENT = "TUNGSTEN_VK_DEBUG";
    static final String LAYER = "VK_LAYER_KHRONOS_validation";
    private static final int MAX_KEPT = 64;

    /// One kept message.
    /// @param call the pipe call in progress when the layer sent it
    record Message(String call, boolean error, String text) {
        @Override
        public String toString() {
            return (error ? "error" : "warning") + " during " + call + ": " + text;
        }
    }

    private final VkDebugUtilsMessengerCallbackEXT callback;
    private final List<Message> pending = new ArrayList<>();
    /// The pipe call in progress on the owning thread; the layer calls back on the thread that
    /// made the Vulkan call, which is always the device's owner.
    private volatile String currentCall = "(no pipe call)";

    VkDebug() {
        callback = VkDebugUtilsMessengerCallbackEXT.create((severity, types, data, user) -> {
            // General messages (the loader's notes on ICDs it skipped) are not about our calls.
            if ((types & (VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_TYPE_PERFORMANCE_BIT_EXT)) != 0
                    && (severity & (VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT)) != 0) {
                String text = VkDebugUtilsMessengerCallbackDataEXT.create(data).pMessageString();
                synchronized (pending) {
                    if (pending.size() < MAX_KEPT) {
                        pending.add(new Message(currentCall, (severity & VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT) != 0, text));
                    }
                }
            }
            return VK_FALSE;
        });
    }

    /// Whether the system property or environment variable asks for debug mode.
    static boolean requested() {
        String p = System.getProperty(PROPERTY);
        if (p != null) {
            return Boolean.parseBoolean(p.trim());
        }
        String e = System.getenv(ENVIRONMENT);
        return e != null && (e.trim().equals("1") || e.trim().equalsIgnoreCase("true"));
    }

    /// The messenger's create info, for `vkCreateDebugUtilsMessengerEXT` and for the instance's
    /// `pNext` (which covers `vkCreateInstance` and `vkDestroyInstance` themselves).
    VkDebugUtilsMessengerCreateInfoEXT createInfo(MemoryStack stack) {
        return VkDebugUtilsMessengerCreateInfoEXT.calloc(stack).sType$Default()
                .messageSeverity(VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT)
                .messageType(VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT
                        | VK_DEBUG_UTILS_MESSAGE_TYPE_PERFORMANCE_BIT_EXT)
                .pfnUserCallback(callback);
    }

    String currentCall() {
        return currentCall;
    }

    void currentCall(String call) {
        currentCall = call;
    }

    /// The messages kept since the last drain, oldest first; clears them.
    List<Message> drain() {
        synchronized (pending) {
            List<Message> out = List.copyOf(pending);
            pending.clear();
            return out;
        }
    }

    /// Throws a VALIDATION [VkException] naming `call` when messages arrived since the last check.
    void check(String call) {
        List<Message> messages = drain();
        if (!messages.isEmpty()) {
            throw new VkException(VkException.Kind.VALIDATION, call, describe(messages));
        }
    }

    static String describe(List<Message> messages) {
        StringBuilder sb = new StringBuilder(messages.size() + " validation message" + (messages.size() == 1 ? "" : "s"));
        for (Message m : messages) {
            sb.append("\n  ").append(m);
        }
        return sb.toString();
    }

    @Override
    public void close() {
        callback.free();
    }
}
