package dev.tungsten.tests.golden;

/// Every [WgslEnablesGoldenTest] scene rendered by the Vulkan driver (lavapipe here, with the
/// validation layer on) and compared with the software driver's golden images
/// ([DriverImageDiff]): dual-source blending (COLOR[1] as `Location 0, Index 1`, the `SRC1`
/// factors), primitive index, and clip distances (the rasterizer's `clipPlaneEnable` applied by
/// the last vertex stage, `SpirvOptions.clipDistanceEnable`).
class VkWgslEnablesGoldenTest extends WgslEnablesGoldenTest {
    @Override
    String driver() {
        return "vk";
    }
}
