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

    /// Known gap of the Vulkan driver: points need a PointSize output, which the SPIR-V translator writes only for a PSIZE output (no option for the rasterizer point size yet).
    @Override
    @Disabled("vk: points need a PointSize output, which the SPIR-V translator writes only for a PSIZE output (no option for the rasterizer point size yet)")
    @Test
    void everyPrimitiveType() {
    }

    /// Known gap of the Vulkan driver: points need a PointSize output, which the SPIR-V translator writes only for a PSIZE output (no option for the rasterizer point size yet).
    @Override
    @Disabled("vk: points need a PointSize output, which the SPIR-V translator writes only for a PSIZE output (no option for the rasterizer point size yet)")
    @Test
    void pointSizesAndWideLines() {
    }

    /// Known gap of the Vulkan driver: 96.73 % of pixels within 1/255 against the 97 % bar; the point-mode cells need a PointSize output.
    @Override
    @Disabled("vk: 96.73 % of pixels within 1/255 against the 97 % bar; the point-mode cells need a PointSize output")
    @Test
    void fillModesCullingAndFlatShading() {
    }
}
