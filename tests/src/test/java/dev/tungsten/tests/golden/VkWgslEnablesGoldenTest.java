package dev.tungsten.tests.golden;

import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.Test;

/// Every [WgslEnablesGoldenTest] scene rendered by the Vulkan driver (lavapipe here, with the
/// validation layer on) and compared with the software driver's golden images
/// ([DriverImageDiff]): dual-source blending (COLOR[1] as `Location 0, Index 1`, the `SRC1`
/// factors) and primitive index.
class VkWgslEnablesGoldenTest extends WgslEnablesGoldenTest {
    @Override
    String driver() {
        return "vk";
    }

    /// Vulkan has no per-distance enable: the driver clips against every CLIPDIST channel the
    /// shader writes, so the scene's second row (distance 0 disabled by `clipPlaneEnable`)
    /// draws less than on the other drivers.
    @Override
    @Test
    @Disabled("the Vulkan driver does not yet apply the rasterizer's clipPlaneEnable mask to CLIPDIST outputs")
    void clipDistances() {
    }
}
