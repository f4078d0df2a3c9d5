package dev.tungsten.vk;

import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;

import org.lwjgl.system.MemoryStack;
import org.lwjgl.system.MemoryUtil;
import org.lwjgl.vulkan.VkPhysicalDevice;
import org.lwjgl.vulkan.VkPhysicalDeviceDepthClipControlFeaturesEXT;
import org.lwjgl.vulkan.VkPhysicalDeviceDepthClipEnableFeaturesEXT;
import org.lwjgl.vulkan.VkPhysicalDeviceFeatures;
import org.lwjgl.vulkan.VkPhysicalDeviceFeatures2;
import org.lwjgl.vulkan.VkPhysicalDeviceProvokingVertexFeaturesEXT;
import org.lwjgl.vulkan.VkPhysicalDeviceRobustness2FeaturesKHR;
import org.lwjgl.vulkan.VkPhysicalDeviceShaderAtomicFloatFeaturesEXT;
import org.lwjgl.vulkan.VkPhysicalDeviceShaderClockFeaturesKHR;
import org.lwjgl.vulkan.VkPhysicalDeviceVertexAttributeDivisorFeaturesEXT;
import org.lwjgl.vulkan.VkPhysicalDeviceVulkan11Features;
import org.lwjgl.vulkan.VkPhysicalDeviceVulkan12Features;
import org.lwjgl.vulkan.VkPhysicalDeviceVulkan13Features;

import static org.lwjgl.vulkan.EXTDepthClipControl.*;
import static org.lwjgl.vulkan.EXTDepthClipEnable.*;
import static org.lwjgl.vulkan.EXTProvokingVertex.*;
import static org.lwjgl.vulkan.EXTRobustness2.*;
import static org.lwjgl.vulkan.EXTShaderAtomicFloat.*;
import static org.lwjgl.vulkan.KHRShaderClock.*;
import static org.lwjgl.vulkan.EXTVertexAttributeDivisor.*;
import static org.lwjgl.vulkan.VK11.VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2;
import static org.lwjgl.vulkan.VK11.vkGetPhysicalDeviceFeatures2;
import static org.lwjgl.vulkan.VK12.VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES;
import static org.lwjgl.vulkan.VK12.VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES;
import static org.lwjgl.vulkan.VK13.VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_FEATURES;

/// The device features the driver enables where the device has them, each a `VkBool32` of one
/// feature structure. [VulkanDevice] queries the whole chain, enables the intersection with this
/// list, and [VkCaps] records what was enabled, so the translator and the state code ask one set.
/// The constants use the spec's spelling.
///
/// The chain is built from raw struct memory (`sType` at offset 0, `pNext` at 8, as in every
/// Vulkan structure) rather than LWJGL's typed `pNext(struct)`, which prepends to the chain and so
/// silently drops links when chained by hand.
public enum VkFeature {
    // VkPhysicalDeviceFeatures
    robustBufferAccess(Struct.CORE, VkPhysicalDeviceFeatures.ROBUSTBUFFERACCESS),
    imageCubeArray(Struct.CORE, VkPhysicalDeviceFeatures.IMAGECUBEARRAY),
    independentBlend(Struct.CORE, VkPhysicalDeviceFeatures.INDEPENDENTBLEND),
    geometryShader(Struct.CORE, VkPhysicalDeviceFeatures.GEOMETRYSHADER),
    tessellationShader(Struct.CORE, VkPhysicalDeviceFeatures.TESSELLATIONSHADER),
    sampleRateShading(Struct.CORE, VkPhysicalDeviceFeatures.SAMPLERATESHADING),
    dualSrcBlend(Struct.CORE, VkPhysicalDeviceFeatures.DUALSRCBLEND),
    logicOp(Struct.CORE, VkPhysicalDeviceFeatures.LOGICOP),
    multiDrawIndirect(Struct.CORE, VkPhysicalDeviceFeatures.MULTIDRAWINDIRECT),
    drawIndirectFirstInstance(Struct.CORE, VkPhysicalDeviceFeatures.DRAWINDIRECTFIRSTINSTANCE),
    depthClamp(Struct.CORE, VkPhysicalDeviceFeatures.DEPTHCLAMP),
    depthBiasClamp(Struct.CORE, VkPhysicalDeviceFeatures.DEPTHBIASCLAMP),
    fillModeNonSolid(Struct.CORE, VkPhysicalDeviceFeatures.FILLMODENONSOLID),
    wideLines(Struct.CORE, VkPhysicalDeviceFeatures.WIDELINES),
    largePoints(Struct.CORE, VkPhysicalDeviceFeatures.LARGEPOINTS),
    multiViewport(Struct.CORE, VkPhysicalDeviceFeatures.MULTIVIEWPORT),
    samplerAnisotropy(Struct.CORE, VkPhysicalDeviceFeatures.SAMPLERANISOTROPY),
    textureCompressionBC(Struct.CORE, VkPhysicalDeviceFeatures.TEXTURECOMPRESSIONBC),
    occlusionQueryPrecise(Struct.CORE, VkPhysicalDeviceFeatures.OCCLUSIONQUERYPRECISE),
    vertexPipelineStoresAndAtomics(Struct.CORE, VkPhysicalDeviceFeatures.VERTEXPIPELINESTORESANDATOMICS),
    fragmentStoresAndAtomics(Struct.CORE, VkPhysicalDeviceFeatures.FRAGMENTSTORESANDATOMICS),
    shaderTessellationAndGeometryPointSize(Struct.CORE, VkPhysicalDeviceFeatures.SHADERTESSELLATIONANDGEOMETRYPOINTSIZE),
    shaderImageGatherExtended(Struct.CORE, VkPhysicalDeviceFeatures.SHADERIMAGEGATHEREXTENDED),
    shaderStorageImageExtendedFormats(Struct.CORE, VkPhysicalDeviceFeatures.SHADERSTORAGEIMAGEEXTENDEDFORMATS),
    shaderStorageImageReadWithoutFormat(Struct.CORE, VkPhysicalDeviceFeatures.SHADERSTORAGEIMAGEREADWITHOUTFORMAT),
    shaderStorageImageWriteWithoutFormat(Struct.CORE, VkPhysicalDeviceFeatures.SHADERSTORAGEIMAGEWRITEWITHOUTFORMAT),
    shaderClipDistance(Struct.CORE, VkPhysicalDeviceFeatures.SHADERCLIPDISTANCE),
    shaderCullDistance(Struct.CORE, VkPhysicalDeviceFeatures.SHADERCULLDISTANCE),
    shaderFloat64(Struct.CORE, VkPhysicalDeviceFeatures.SHADERFLOAT64),
    shaderInt64(Struct.CORE, VkPhysicalDeviceFeatures.SHADERINT64),
    shaderInt16(Struct.CORE, VkPhysicalDeviceFeatures.SHADERINT16),
    // VkPhysicalDeviceVulkan11Features
    shaderDrawParameters(Struct.VULKAN_11, VkPhysicalDeviceVulkan11Features.SHADERDRAWPARAMETERS),
    // VkPhysicalDeviceVulkan12Features
    samplerMirrorClampToEdge(Struct.VULKAN_12, VkPhysicalDeviceVulkan12Features.SAMPLERMIRRORCLAMPTOEDGE),
    shaderFloat16(Struct.VULKAN_12, VkPhysicalDeviceVulkan12Features.SHADERFLOAT16),
    shaderInt8(Struct.VULKAN_12, VkPhysicalDeviceVulkan12Features.SHADERINT8),
    /// 64-bit atomics on storage buffers (SPIR-V `Int64Atomics`), TGSI's 64-bit atomic form.
    shaderBufferInt64Atomics(Struct.VULKAN_12, VkPhysicalDeviceVulkan12Features.SHADERBUFFERINT64ATOMICS),
    /// 64-bit atomics on workgroup memory.
    shaderSharedInt64Atomics(Struct.VULKAN_12, VkPhysicalDeviceVulkan12Features.SHADERSHAREDINT64ATOMICS),
    samplerFilterMinmax(Struct.VULKAN_12, VkPhysicalDeviceVulkan12Features.SAMPLERFILTERMINMAX),
    scalarBlockLayout(Struct.VULKAN_12, VkPhysicalDeviceVulkan12Features.SCALARBLOCKLAYOUT),
    uniformBufferStandardLayout(Struct.VULKAN_12, VkPhysicalDeviceVulkan12Features.UNIFORMBUFFERSTANDARDLAYOUT),
    separateDepthStencilLayouts(Struct.VULKAN_12, VkPhysicalDeviceVulkan12Features.SEPARATEDEPTHSTENCILLAYOUTS),
    hostQueryReset(Struct.VULKAN_12, VkPhysicalDeviceVulkan12Features.HOSTQUERYRESET),
    timelineSemaphore(Struct.VULKAN_12, VkPhysicalDeviceVulkan12Features.TIMELINESEMAPHORE),
    /// Enabled only with [#vulkanMemoryModelDeviceScope]: with the model on and device scope off,
    /// the validation layer rejects the Device-scope atomics glslang emits (VUID-RuntimeSpirv-vulkanMemoryModel-06265).
    vulkanMemoryModel(Struct.VULKAN_12, VkPhysicalDeviceVulkan12Features.VULKANMEMORYMODEL),
    vulkanMemoryModelDeviceScope(Struct.VULKAN_12, VkPhysicalDeviceVulkan12Features.VULKANMEMORYMODELDEVICESCOPE),
    shaderOutputViewportIndex(Struct.VULKAN_12, VkPhysicalDeviceVulkan12Features.SHADEROUTPUTVIEWPORTINDEX),
    shaderOutputLayer(Struct.VULKAN_12, VkPhysicalDeviceVulkan12Features.SHADEROUTPUTLAYER),
    // VkPhysicalDeviceVulkan13Features
    robustImageAccess(Struct.VULKAN_13, VkPhysicalDeviceVulkan13Features.ROBUSTIMAGEACCESS),
    shaderDemoteToHelperInvocation(Struct.VULKAN_13, VkPhysicalDeviceVulkan13Features.SHADERDEMOTETOHELPERINVOCATION),
    synchronization2(Struct.VULKAN_13, VkPhysicalDeviceVulkan13Features.SYNCHRONIZATION2),
    dynamicRendering(Struct.VULKAN_13, VkPhysicalDeviceVulkan13Features.DYNAMICRENDERING),
    maintenance4(Struct.VULKAN_13, VkPhysicalDeviceVulkan13Features.MAINTENANCE4),
    // Extensions
    robustBufferAccess2(Struct.ROBUSTNESS_2, VkPhysicalDeviceRobustness2FeaturesKHR.ROBUSTBUFFERACCESS2),
    robustImageAccess2(Struct.ROBUSTNESS_2, VkPhysicalDeviceRobustness2FeaturesKHR.ROBUSTIMAGEACCESS2),
    nullDescriptor(Struct.ROBUSTNESS_2, VkPhysicalDeviceRobustness2FeaturesKHR.NULLDESCRIPTOR),
    depthClipControl(Struct.DEPTH_CLIP_CONTROL, VkPhysicalDeviceDepthClipControlFeaturesEXT.DEPTHCLIPCONTROL),
    depthClipEnable(Struct.DEPTH_CLIP_ENABLE, VkPhysicalDeviceDepthClipEnableFeaturesEXT.DEPTHCLIPENABLE),
    provokingVertexLast(Struct.PROVOKING_VERTEX, VkPhysicalDeviceProvokingVertexFeaturesEXT.PROVOKINGVERTEXLAST),
    shaderBufferFloat32AtomicAdd(Struct.SHADER_ATOMIC_FLOAT, VkPhysicalDeviceShaderAtomicFloatFeaturesEXT.SHADERBUFFERFLOAT32ATOMICADD),
    shaderSharedFloat32AtomicAdd(Struct.SHADER_ATOMIC_FLOAT, VkPhysicalDeviceShaderAtomicFloatFeaturesEXT.SHADERSHAREDFLOAT32ATOMICADD),
    shaderImageFloat32AtomicAdd(Struct.SHADER_ATOMIC_FLOAT, VkPhysicalDeviceShaderAtomicFloatFeaturesEXT.SHADERIMAGEFLOAT32ATOMICADD),
    shaderSubgroupClock(Struct.SHADER_CLOCK, VkPhysicalDeviceShaderClockFeaturesKHR.SHADERSUBGROUPCLOCK),
    vertexAttributeInstanceRateDivisor(Struct.VERTEX_ATTRIBUTE_DIVISOR,
            VkPhysicalDeviceVertexAttributeDivisorFeaturesEXT.VERTEXATTRIBUTEINSTANCERATEDIVISOR);

    /// A feature structure of the chain; extension structures join only when the device has the extension.
    enum Struct {
        CORE(VkPhysicalDeviceFeatures2.SIZEOF, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2, null),
        VULKAN_11(VkPhysicalDeviceVulkan11Features.SIZEOF, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES, null),
        VULKAN_12(VkPhysicalDeviceVulkan12Features.SIZEOF, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES, null),
        VULKAN_13(VkPhysicalDeviceVulkan13Features.SIZEOF, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_FEATURES, null),
        ROBUSTNESS_2(VkPhysicalDeviceRobustness2FeaturesKHR.SIZEOF, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_ROBUSTNESS_2_FEATURES_EXT,
                VK_EXT_ROBUSTNESS_2_EXTENSION_NAME),
        DEPTH_CLIP_CONTROL(VkPhysicalDeviceDepthClipControlFeaturesEXT.SIZEOF,
                VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DEPTH_CLIP_CONTROL_FEATURES_EXT, VK_EXT_DEPTH_CLIP_CONTROL_EXTENSION_NAME),
        DEPTH_CLIP_ENABLE(VkPhysicalDeviceDepthClipEnableFeaturesEXT.SIZEOF,
                VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DEPTH_CLIP_ENABLE_FEATURES_EXT, VK_EXT_DEPTH_CLIP_ENABLE_EXTENSION_NAME),
        PROVOKING_VERTEX(VkPhysicalDeviceProvokingVertexFeaturesEXT.SIZEOF,
                VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROVOKING_VERTEX_FEATURES_EXT, VK_EXT_PROVOKING_VERTEX_EXTENSION_NAME),
        SHADER_ATOMIC_FLOAT(VkPhysicalDeviceShaderAtomicFloatFeaturesEXT.SIZEOF,
                VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_ATOMIC_FLOAT_FEATURES_EXT, VK_EXT_SHADER_ATOMIC_FLOAT_EXTENSION_NAME),
        SHADER_CLOCK(VkPhysicalDeviceShaderClockFeaturesKHR.SIZEOF,
                VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_CLOCK_FEATURES_KHR, VK_KHR_SHADER_CLOCK_EXTENSION_NAME),
        VERTEX_ATTRIBUTE_DIVISOR(VkPhysicalDeviceVertexAttributeDivisorFeaturesEXT.SIZEOF,
                VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VERTEX_ATTRIBUTE_DIVISOR_FEATURES_EXT, VK_EXT_VERTEX_ATTRIBUTE_DIVISOR_EXTENSION_NAME);

        final int size;
        final int sType;
        /// The device extension that brings the structure, or null for core ones.
        final String extension;

        Struct(int size, int sType, String extension) {
            this.size = size;
            this.sType = sType;
            this.extension = extension;
        }

        /// Offset of a feature's `VkBool32` inside this structure (the core features sit inside
        /// `VkPhysicalDeviceFeatures2.features`).
        int offset(int fieldOffset) {
            return this == CORE ? VkPhysicalDeviceFeatures2.FEATURES + fieldOffset : fieldOffset;
        }
    }

    final Struct struct;
    private final int offset;

    VkFeature(Struct struct, int fieldOffset) {
        this.struct = struct;
        this.offset = struct.offset(fieldOffset);
    }

    /// A `VkPhysicalDeviceFeatures2` chain on `stack` holding the structures the device can take.
    /// @param extensions the device's extensions
    static Chain chain(MemoryStack stack, Set<String> extensions) {
        Map<Struct, Long> structs = new EnumMap<>(Struct.class);
        long previous = 0;
        for (Struct s : Struct.values()) {
            if (s.extension != null && !extensions.contains(s.extension)) {
                continue;
            }
            long address = stack.ncalloc(8, 1, s.size);
            MemoryUtil.memPutInt(address, s.sType);
            if (previous != 0) {
                MemoryUtil.memPutAddress(previous + 8, address);
            }
            previous = address;
            structs.put(s, address);
        }
        return new Chain(structs);
    }

    /// A feature chain in native memory; [#head] is the `VkPhysicalDeviceFeatures2`.
    record Chain(Map<Struct, Long> structs) {
        long head() {
            return structs.get(Struct.CORE);
        }

        boolean get(VkFeature f) {
            Long a = structs.get(f.struct);
            return a != null && MemoryUtil.memGetInt(a + f.offset) != 0;
        }

        void set(VkFeature f, boolean on) {
            MemoryUtil.memPutInt(structs.get(f.struct) + f.offset, on ? 1 : 0);
        }

        /// The features of this list that the chain has set.
        EnumSet<VkFeature> enabled() {
            EnumSet<VkFeature> out = EnumSet.noneOf(VkFeature.class);
            for (VkFeature f : values()) {
                if (get(f)) {
                    out.add(f);
                }
            }
            return out;
        }

        /// Fills the chain with what `device` supports.
        void query(VkPhysicalDevice device) {
            vkGetPhysicalDeviceFeatures2(device, VkPhysicalDeviceFeatures2.create(head()));
        }
    }
}
