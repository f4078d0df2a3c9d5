package dev.tungsten.tests.golden;

/// Every [OutputAndShadowRulesTest] scene rendered by the Vulkan driver (Mesa's lavapipe here) with the validation
/// layer on, compared with the software driver's golden images ([DriverImageDiff]).
class VkOutputAndShadowRulesTest extends OutputAndShadowRulesTest {
    @Override
    String driver() {
        return "vk";
    }
}
