package dev.tungsten.tests.golden;

/// Every [TextureGoldenTest] scene rendered by the Vulkan driver (Mesa's lavapipe here) with the validation
/// layer on, compared with the software driver's golden images ([DriverImageDiff]).
class VkTextureGoldenTest extends TextureGoldenTest {
    @Override
    String driver() {
        return "vk";
    }
}
