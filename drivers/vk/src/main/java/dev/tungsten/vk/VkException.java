package dev.tungsten.vk;

import dev.tungsten.pipe.PipeException;

/// The Vulkan driver's error: a [PipeException] naming the pipe call in progress, with a [Kind]
/// so that callers and tests can tell "no Vulkan here" from "the validation layer objected" or
/// "the device was lost" without parsing messages.
public final class VkException extends PipeException {
    private static final long serialVersionUID = 1L;

    /// What failed.
    public enum Kind {
        /// No usable Vulkan: the loader is missing, no driver (`VK_ERROR_INCOMPATIBLE_DRIVER`), no
        /// Vulkan 1.3 device, a requested layer or device absent.
        UNAVAILABLE,
        /// A Vulkan function returned an error not covered by a more specific kind.
        VULKAN_ERROR,
        /// `VK_ERROR_OUT_OF_HOST_MEMORY` or `VK_ERROR_OUT_OF_DEVICE_MEMORY`.
        OUT_OF_MEMORY,
        /// `VK_ERROR_DEVICE_LOST`; the device can only be closed afterwards.
        DEVICE_LOST,
        /// An error or warning from `VK_LAYER_KHRONOS_validation` (debug mode).
        VALIDATION,
        /// Objects still alive when the device was destroyed.
        LEAK,
        /// A SPIR-V module or assembly text that SPIRV-Tools rejects.
        INVALID_SPIRV,
        /// The device was used from a thread that does not own it.
        WRONG_THREAD,
        /// The device was used after `close()`.
        CLOSED
    }

    private final Kind kind;

    public VkException(Kind kind, String call, String detail) {
        super(call, detail);
        this.kind = kind;
    }

    public VkException(Kind kind, String call, String detail, Throwable cause) {
        super(call, detail, cause);
        this.kind = kind;
    }

    public Kind kind() {
        return kind;
    }

    /// Throws the [VkException] matching `result` when it is negative (a `VkResult` error code);
    /// `function` is the Vulkan function that returned it, `call` the pipe call in progress.
    static void check(int result, String call, String function) {
        if (result < 0) {
            throw new VkException(kindOf(result), call, function + " failed: " + resultName(result));
        }
    }

    static Kind kindOf(int result) {
        return switch (result) {
            case -1, -2 -> Kind.OUT_OF_MEMORY;
            case -4 -> Kind.DEVICE_LOST;
            case -3, -6, -7, -8, -9 -> Kind.UNAVAILABLE;
            // Every other VkResult error is a plain failure of the call that returned it.
            default -> Kind.VULKAN_ERROR;
        };
    }

    /// The `VK_ERROR_*` name of a result code (its number for codes this table lacks).
    static String resultName(int result) {
        return switch (result) {
            case 0 -> "VK_SUCCESS";
            case 1 -> "VK_NOT_READY";
            case 2 -> "VK_TIMEOUT";
            case 5 -> "VK_INCOMPLETE";
            case -1 -> "VK_ERROR_OUT_OF_HOST_MEMORY";
            case -2 -> "VK_ERROR_OUT_OF_DEVICE_MEMORY";
            case -3 -> "VK_ERROR_INITIALIZATION_FAILED";
            case -4 -> "VK_ERROR_DEVICE_LOST";
            case -5 -> "VK_ERROR_MEMORY_MAP_FAILED";
            case -6 -> "VK_ERROR_LAYER_NOT_PRESENT";
            case -7 -> "VK_ERROR_EXTENSION_NOT_PRESENT";
            case -8 -> "VK_ERROR_FEATURE_NOT_PRESENT";
            case -9 -> "VK_ERROR_INCOMPATIBLE_DRIVER";
            case -10 -> "VK_ERROR_TOO_MANY_OBJECTS";
            case -11 -> "VK_ERROR_FORMAT_NOT_SUPPORTED";
            case -12 -> "VK_ERROR_FRAGMENTED_POOL";
            case -13 -> "VK_ERROR_UNKNOWN";
            case -1000069000 -> "VK_ERROR_OUT_OF_POOL_MEMORY";
            case -1000012000 -> "VK_ERROR_INVALID_SHADER_NV";
            default -> "VkResult " + result;
        };
    }
}
