package dev.tungsten.tests.golden;

import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.Test;

/// Every [OutputAndShadowRulesTest] scene rendered by the Vulkan driver (Mesa's lavapipe here) with the validation
/// layer on, compared with the software driver's golden images ([DriverImageDiff]).
class VkOutputAndShadowRulesTest extends OutputAndShadowRulesTest {
    @Override
    String driver() {
        return "vk";
    }

    /// Known gap of the Vulkan driver: the SPIR-V translator gives several OUT registers of one semantic the same Location (VUID-StandaloneSpirv-OpEntryPoint-08722).
    @Override
    @Disabled("vk: the SPIR-V translator gives several OUT registers of one semantic the same Location (VUID-StandaloneSpirv-OpEntryPoint-08722)")
    @Test
    void theLowestOfSeveralOutputsWithOneSemanticIsTheOutput() {
    }

    /// Known gap of the Vulkan driver: a shadow-compare lookup through the SPIR-V translator returns w = 0, not 1 (decision record 0020).
    @Override
    @Disabled("vk: a shadow-compare lookup through the SPIR-V translator returns w = 0, not 1 (decision record 0020)")
    @Test
    void aShadowCompareLookupReturnsTheResultInXyzAndOneInW() {
    }
}
