package dev.tungsten.vk;

import org.opentest4j.TestAbortedException;

/// The one place where Vulkan tests decide between running, skipping and failing; the `tests`
/// module uses it too (through this module's test jar), so every Vulkan test follows one rule:
///
/// - Where the Vulkan loader, a Vulkan 1.3 driver (lavapipe: `mesa-vulkan-drivers`) or the
///   validation layer (`vulkan-validationlayers`) is missing, the test is skipped with a loud
///   notice on stderr (a developer without them can still build the project).
/// - In CI (`TUNGSTEN_CI=1`, exported by `.ci/run`, which installs them) the same situation is a
///   failure: a skip there would hide a broken driver or a broken CI image.
///
/// Devices from here run in debug mode (validation layer on, every message an exception) unless
/// `-Dtungsten.vk.debug=false` is given. A test must never skip a Vulkan case by other means.
public final class VkTestSupport {
    /// The environment variable CI sets to `1`.
    public static final String CI_VARIABLE = "TUNGSTEN_CI";

    private VkTestSupport() {}

    /// Whether this JVM runs under CI's rule that a skipped Vulkan test is a failure.
    public static boolean inCi() {
        return "1".equals(System.getenv(CI_VARIABLE));
    }

    /// The options tests use: the default device choice, debug mode on unless switched off explicitly.
    public static VulkanDevice.Options options() {
        String p = System.getProperty(VkDebug.PROPERTY);
        return VulkanDevice.Options.defaults().withDebug(p == null || Boolean.parseBoolean(p.trim()));
    }

    /// A device for a test class (share one: creation takes over a second), or a skip/failure as
    /// described above when Vulkan or the validation layer is missing.
    public static VulkanDevice device() {
        return device(options());
    }

    public static VulkanDevice device(VulkanDevice.Options options) {
        try {
            return VulkanDevice.create(options);
        } catch (VkException e) {
            if (e.kind() != VkException.Kind.UNAVAILABLE) {
                throw e;
            }
            throw unavailable(e.detail(), e, inCi());
        }
    }

    /// A Vulkan driver screen in debug mode (see [#options]) for a test class, or a skip/failure
    /// as described above when Vulkan or the validation layer is missing.
    public static VkScreen screen() {
        try {
            return new VkScreen(options());
        } catch (VkException e) {
            if (e.kind() != VkException.Kind.UNAVAILABLE) {
                throw e;
            }
            throw unavailable(e.detail(), e, inCi());
        }
    }

    /// The outcome for a missing prerequisite: an [AssertionError] in CI, else a notice on stderr
    /// and a [TestAbortedException] (JUnit reports the test as skipped). Thrown by the caller.
    static RuntimeException unavailable(String why, Throwable cause, boolean ci) {
        if (ci) {
            throw new AssertionError(CI_VARIABLE + "=1, so a Vulkan test may not be skipped: " + why, cause);
        }
        System.err.println();
        System.err.println("*** NOTICE: Vulkan test SKIPPED - " + why);
        System.err.println();
        return new TestAbortedException("Vulkan test skipped: " + why, cause);
    }
}
