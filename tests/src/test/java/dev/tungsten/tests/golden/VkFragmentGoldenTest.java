package dev.tungsten.tests.golden;

/// Every [FragmentGoldenTest] scene rendered by the Vulkan driver (Mesa's lavapipe here) with the validation
/// layer on, compared with the software driver's golden images ([DriverImageDiff]).
class VkFragmentGoldenTest extends FragmentGoldenTest {
    @Override
    String driver() {
        return "vk";
    }

}
