package dev.tungsten.vk;

/// The one place where Vulkan tests decide between running, skipping and failing.
public final class VkTestSupport {
    /// The environment variable CI sets to `1`.
    public static final String CI_VARIABLE = "TUNGSTEN_CI";

    private VkTestSupport() {}

    /// Whether this JVM runs under CI's rule that a skipped Vulkan test is a failure.
    public static boolean inCi() {
        return "1".equals(System.getenv(CI_VARIABLE));
    }
}
