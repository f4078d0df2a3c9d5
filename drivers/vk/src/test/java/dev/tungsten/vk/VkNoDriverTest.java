package dev.tungsten.vk;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.*;

/// Without any Vulkan driver `vkCreateInstance` fails with `VK_ERROR_INCOMPATIBLE_DRIVER`: the
/// device reports that as UNAVAILABLE with what to install, not as a crash. Runs in its own
/// surefire execution, which points the loader at a driver manifest that does not exist
/// (`VK_DRIVER_FILES`, read by the loader at each `vkCreateInstance`).
class VkNoDriverTest {
    @Test
    void noDriverIsAClearUnavailableError() {
        String files = System.getenv("VK_DRIVER_FILES");
        if (files == null || !files.contains("no-such-driver")) {
            throw VkTestSupport.unavailable("VK_DRIVER_FILES does not hide the drivers in this JVM (run the no-driver-test surefire execution)",
                    null, VkTestSupport.inCi());
        }
        for (boolean debug : new boolean[] {false, true}) {
            VkException e = assertThrows(VkException.class, () -> VulkanDevice.create(new VulkanDevice.Options(null, debug)));
            assertEquals(VkException.Kind.UNAVAILABLE, e.kind(), e.getMessage());
            assertEquals("createDevice", e.call());
            if (!debug) {
                assertTrue(e.getMessage().contains("VK_ERROR_INCOMPATIBLE_DRIVER"), e.getMessage());
                assertTrue(e.getMessage().contains("mesa-vulkan-drivers"), e.getMessage());
            }
        }
    }
}
