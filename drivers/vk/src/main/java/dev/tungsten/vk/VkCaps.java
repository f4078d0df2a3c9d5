package dev.tungsten.vk;

import java.util.Objects;
import java.util.Set;

import dev.tungsten.tgsi.Processor;
import dev.tungsten.vk.spirv.SubgroupOperation;

import org.lwjgl.vulkan.VkPhysicalDeviceLimits;

/// What the chosen device is and what [VulkanDevice] enabled on it: the features of [VkFeature]
/// the device has, the extensions of [VulkanDevice#WANTED_EXTENSIONS] it has, and the limits that
/// the driver checks resources and shaders against.
/// @param deviceName    `VkPhysicalDeviceProperties.deviceName`
/// @param deviceType    `VkPhysicalDeviceType` (1 integrated, 2 discrete, 3 virtual, 4 CPU)
/// @param apiVersion    the device's Vulkan version, `VK_MAKE_API_VERSION` encoded
/// @param driverVersion the driver's own version number
/// @param features      the features enabled on the logical device
/// @param extensions    the device extensions enabled
/// @param limits        the device limits the driver uses
/// @param preservesFloat32Specials `shaderSignedZeroInfNanPreserveFloat32`: the device keeps signed
///                      zeros, infinities and NaNs of 32-bit floats when a module asks for it
/// @param subgroups     `VkPhysicalDeviceSubgroupProperties`: the subgroup size, and where and
///                      which subgroup operations the device offers
public record VkCaps(String deviceName, int deviceType, int apiVersion, int driverVersion, Set<VkFeature> features,
        Set<String> extensions, Limits limits, boolean preservesFloat32Specials, Subgroups subgroups) {
    public VkCaps {
        features = Set.copyOf(features);
        extensions = Set.copyOf(extensions);
        Objects.requireNonNull(subgroups);
    }

    /// The device's subgroups (`VkPhysicalDeviceSubgroupProperties`, core in Vulkan 1.1).
    /// @param size       `subgroupSize`: invocations per subgroup (lavapipe's is its SIMD width
    ///                   in 32-bit lanes)
    /// @param stages     `supportedStages`, `VkShaderStageFlagBits`
    /// @param operations `supportedOperations`, `VkSubgroupFeatureFlagBits` ([SubgroupOperation#vulkanBit])
    public record Subgroups(int size, int stages, int operations) {
        /// Why a module of `stage` using `used` cannot run on this device, or null when it can: the
        /// first stage or operation class the device lacks, named as Vulkan names it.
        public String refusal(Processor stage, Set<SubgroupOperation> used) {
            if (used.isEmpty()) {
                return null;
            }
            int bit = stageBit(stage);
            if ((stages & bit) == 0) {
                return "subgroup operations in a " + stage.text() + " shader: the device's subgroupSupportedStages (0x"
                        + Integer.toHexString(stages) + ") lack " + stageName(stage);
            }
            for (SubgroupOperation o : used) {
                if ((operations & o.vulkanBit()) == 0) {
                    return "subgroup operations of class " + o.vulkanName() + ": the device's subgroupSupportedOperations (0x"
                            + Integer.toHexString(operations) + ") lack it";
                }
            }
            return null;
        }

        private static int stageBit(Processor stage) {
            return switch (stage) {
                case VERT -> 0x1;
                case TESS_CTRL -> 0x2;
                case TESS_EVAL -> 0x4;
                case GEOM -> 0x8;
                case FRAG -> 0x10;
                case COMP -> 0x20;
                case TASK -> 0x40;
                case MESH -> 0x80;
            };
        }

        private static String stageName(Processor stage) {
            return switch (stage) {
                case VERT -> "VK_SHADER_STAGE_VERTEX_BIT";
                case TESS_CTRL -> "VK_SHADER_STAGE_TESSELLATION_CONTROL_BIT";
                case TESS_EVAL -> "VK_SHADER_STAGE_TESSELLATION_EVALUATION_BIT";
                case GEOM -> "VK_SHADER_STAGE_GEOMETRY_BIT";
                case FRAG -> "VK_SHADER_STAGE_FRAGMENT_BIT";
                case COMP -> "VK_SHADER_STAGE_COMPUTE_BIT";
                case TASK -> "VK_SHADER_STAGE_TASK_BIT_EXT";
                case MESH -> "VK_SHADER_STAGE_MESH_BIT_EXT";
            };
        }
    }

    /// Whether `feature` is enabled.
    public boolean has(VkFeature feature) {
        return features.contains(feature);
    }

    /// Whether `VK_KHR_push_descriptor` is enabled.
    public boolean pushDescriptors() {
        return extensions.contains("VK_KHR_push_descriptor");
    }

    /// `major.minor.patch` of [#apiVersion].
    public String apiVersionText() {
        return (apiVersion >>> 22 & 0x7F) + "." + (apiVersion >>> 12 & 0x3FF) + "." + (apiVersion & 0xFFF);
    }

    /// The subset of `VkPhysicalDeviceLimits` the driver checks against.
    public record Limits(int maxImageDimension1D, int maxImageDimension2D, int maxImageDimension3D,
            int maxImageDimensionCube, int maxImageArrayLayers, int maxTexelBufferElements, int maxUniformBufferRange,
            int maxStorageBufferRange, int maxPushConstantsSize, int maxBoundDescriptorSets,
            int maxPerStageDescriptorSamplers, int maxPerStageDescriptorUniformBuffers,
            int maxPerStageDescriptorStorageBuffers, int maxPerStageDescriptorSampledImages,
            int maxPerStageDescriptorStorageImages, int maxVertexInputAttributes, int maxVertexInputBindings,
            int maxVertexOutputComponents, int maxFragmentInputComponents, int maxFragmentOutputAttachments,
            int maxColorAttachments, int maxComputeSharedMemorySize, int maxComputeWorkGroupInvocations,
            int[] maxComputeWorkGroupCount, int[] maxComputeWorkGroupSize, int maxViewports, int maxClipDistances,
            int maxCullDistances, float maxSamplerAnisotropy, float maxSamplerLodBias, long minUniformBufferOffsetAlignment,
            long minStorageBufferOffsetAlignment, long optimalBufferCopyOffsetAlignment, long nonCoherentAtomSize,
            float[] pointSizeRange, float[] lineWidthRange, int framebufferColorSampleCounts) {
        static Limits of(VkPhysicalDeviceLimits l) {
            return new Limits(l.maxImageDimension1D(), l.maxImageDimension2D(), l.maxImageDimension3D(),
                    l.maxImageDimensionCube(), l.maxImageArrayLayers(), l.maxTexelBufferElements(), l.maxUniformBufferRange(),
                    l.maxStorageBufferRange(), l.maxPushConstantsSize(), l.maxBoundDescriptorSets(),
                    l.maxPerStageDescriptorSamplers(), l.maxPerStageDescriptorUniformBuffers(),
                    l.maxPerStageDescriptorStorageBuffers(), l.maxPerStageDescriptorSampledImages(),
                    l.maxPerStageDescriptorStorageImages(), l.maxVertexInputAttributes(), l.maxVertexInputBindings(),
                    l.maxVertexOutputComponents(), l.maxFragmentInputComponents(), l.maxFragmentOutputAttachments(),
                    l.maxColorAttachments(), l.maxComputeSharedMemorySize(), l.maxComputeWorkGroupInvocations(),
                    ints(l.maxComputeWorkGroupCount()), ints(l.maxComputeWorkGroupSize()), l.maxViewports(),
                    l.maxClipDistances(), l.maxCullDistances(), l.maxSamplerAnisotropy(), l.maxSamplerLodBias(),
                    l.minUniformBufferOffsetAlignment(), l.minStorageBufferOffsetAlignment(),
                    l.optimalBufferCopyOffsetAlignment(), l.nonCoherentAtomSize(),
                    new float[] {l.pointSizeRange(0), l.pointSizeRange(1)},
                    new float[] {l.lineWidthRange(0), l.lineWidthRange(1)}, l.framebufferColorSampleCounts());
        }

        private static int[] ints(java.nio.IntBuffer b) {
            return new int[] {b.get(0), b.get(1), b.get(2)};
        }
    }
}
