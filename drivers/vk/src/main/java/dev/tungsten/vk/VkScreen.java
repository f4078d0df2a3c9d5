package dev.tungsten.vk;

import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

import org.lwjgl.system.MemoryStack;
import org.lwjgl.vulkan.VkClearColorValue;
import org.lwjgl.vulkan.VkClearDepthStencilValue;
import org.lwjgl.vulkan.VkCommandBuffer;
import org.lwjgl.vulkan.VkFormatProperties;
import org.lwjgl.vulkan.VkImageSubresourceRange;
import org.lwjgl.vulkan.VkMemoryBarrier;

import dev.tungsten.pipe.Bind;
import dev.tungsten.pipe.Caps;
import dev.tungsten.pipe.Context;
import dev.tungsten.pipe.PipeException;
import dev.tungsten.pipe.Resource;
import dev.tungsten.pipe.ResourceTarget;
import dev.tungsten.pipe.ResourceTemplate;
import dev.tungsten.pipe.Screen;
import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.TgsiException;

import static org.lwjgl.vulkan.VK10.*;

/// The Vulkan driver's screen: one [VulkanDevice] owned by one thread ([VkWorker]) on which
/// every Vulkan call of the screen and its contexts runs, so that the screen is thread-safe as
/// the pipe interface requires.
///
/// Resources are Vulkan buffers and images shared by all contexts of the screen. Limits come
/// from the device (`VkPhysicalDeviceLimits`, format features): a resource beyond them is a
/// [PipeException] naming the limit, and an allocation Vulkan cannot satisfy is an
/// OUT_OF_MEMORY [VkException]. [#close] frees every resource still alive, then destroys the
/// device, which reports leaked Vulkan objects (in debug mode, the validation layer's list) as
/// a LEAK [VkException].
public final class VkScreen implements Screen {
    private final VkWorker worker;
    private final VulkanDevice device;
    private final Caps caps;
    private final VkCaps.Limits limits;
    /// Optimal-tiling and buffer format features of each format the driver maps.
    private final Map<PipeFormat, int[]> features = new EnumMap<>(PipeFormat.class);
    /// Resources not yet destroyed (touched on the device thread only).
    private final Set<VkResource> live = new LinkedHashSet<>();
    private volatile boolean closed;

    /// A screen on the device [VulkanDevice.Options#defaults] chooses.
    /// @throws VkException UNAVAILABLE when there is no usable Vulkan device
    public VkScreen() {
        this(VulkanDevice.Options.defaults());
    }

    public VkScreen(VulkanDevice.Options options) {
        this.worker = new VkWorker(options);
        this.device = worker.device();
        this.limits = device.caps().limits();
        worker.call("createScreen", () -> {
            try (MemoryStack stack = MemoryStack.stackPush()) {
                VkFormatProperties p = VkFormatProperties.malloc(stack);
                for (VkFormats.VkFormat f : VkFormats.all()) {
                    vkGetPhysicalDeviceFormatProperties(device.physical(), f.vk(), p);
                    features.put(f.pipe(), new int[] {p.optimalTilingFeatures(), p.bufferFeatures()});
                }
            }
            return null;
        });
        VkCaps vc = device.caps();
        Set<Processor> stages = EnumSet.of(Processor.VERT, Processor.FRAG, Processor.COMP);
        if (vc.has(VkFeature.geometryShader)) {
            stages.add(Processor.GEOM);
        }
        int vertexInputs = Math.min(32, Math.min(limits.maxVertexInputAttributes(), limits.maxVertexInputBindings()));
        this.caps = new Caps(stages, limits.maxImageDimension2D(), limits.maxImageDimension3D(), limits.maxImageArrayLayers(),
                Math.min(8, limits.maxColorAttachments()), 1, vertexInputs, vertexInputs, 8,
                Math.min(14, limits.maxPerStageDescriptorUniformBuffers()), Math.min(65536, limits.maxUniformBufferRange()),
                Math.min(16, limits.maxPerStageDescriptorSampledImages()), Math.min(16, limits.maxPerStageDescriptorSamplers()),
                Math.min(16, limits.maxPerStageDescriptorStorageBuffers()), Math.min(8, limits.maxPerStageDescriptorStorageImages()),
                Math.min(32768, limits.maxComputeSharedMemorySize()), Math.min(1024, limits.maxComputeWorkGroupInvocations()),
                Math.min(255f, limits.pointSizeRange()[1]), true, true, vc.has(VkFeature.independentBlend),
                vc.has(VkFeature.dualSrcBlend));
    }

    @Override
    public String name() {
        return "vk";
    }

    @Override
    public String description() {
        VkCaps c = device.caps();
        return "tungsten vk (" + c.deviceName() + ", Vulkan " + c.apiVersionText()
                + (device.debugEnabled() ? ", debug mode" : "") + ")";
    }

    @Override
    public Caps caps() {
        return caps;
    }

    VulkanDevice device() {
        return device;
    }

    VkCaps.Limits limits() {
        return limits;
    }

    /// Runs `body` on the device thread as pipe call `call`: Vulkan errors and validation
    /// messages become [VkException]s naming the call, and translator refusals a
    /// [PipeException] with the [TgsiException] as its cause.
    <T> T work(String call, Supplier<T> body) {
        checkOpen(call);
        return worker.call(call, () -> {
            try {
                return device.call(call, body);
            } catch (TgsiException e) {
                throw new PipeException(call, "the shader cannot run on Vulkan: " + e.getMessage(), e);
            }
        });
    }

    void run(String call, Runnable body) {
        work(call, () -> {
            body.run();
            return null;
        });
    }

    @Override
    public boolean isFormatSupported(PipeFormat format, ResourceTarget target, int sampleCount, int bind) {
        if (sampleCount > 1) {
            return false;
        }
        VkFormats.VkFormat f = VkFormats.of(format);
        int[] feat = features.get(format);
        if (f == null || feat == null) {
            return false;
        }
        if (target == ResourceTarget.BUFFER) {
            int need = ((bind & Bind.VERTEX_BUFFER) != 0 ? VK_FORMAT_FEATURE_VERTEX_BUFFER_BIT : 0)
                    | ((bind & Bind.SAMPLER_VIEW) != 0 ? VK_FORMAT_FEATURE_UNIFORM_TEXEL_BUFFER_BIT : 0)
                    | ((bind & Bind.SHADER_IMAGE) != 0 ? VK_FORMAT_FEATURE_STORAGE_TEXEL_BUFFER_BIT : 0);
            if ((bind & (Bind.SAMPLER_VIEW | Bind.SHADER_IMAGE)) != 0 && f.swizzle() != null) {
                return false;
            }
            return (feat[1] & need) == need && (bind & (Bind.RENDER_TARGET | Bind.DEPTH_STENCIL)) == 0;
        }
        int tiling = feat[0];
        if ((tiling & VK_FORMAT_FEATURE_SAMPLED_IMAGE_BIT) == 0 && !f.stencil()) {
            return false;
        }
        if ((bind & Bind.DEPTH_STENCIL) != 0 && ((tiling & VK_FORMAT_FEATURE_DEPTH_STENCIL_ATTACHMENT_BIT) == 0
                || target == ResourceTarget.TEXTURE_3D)) {
            return false;
        }
        if ((bind & Bind.RENDER_TARGET) != 0 && (tiling & VK_FORMAT_FEATURE_COLOR_ATTACHMENT_BIT) == 0) {
            return false;
        }
        if ((bind & Bind.BLENDABLE) != 0 && (tiling & VK_FORMAT_FEATURE_COLOR_ATTACHMENT_BLEND_BIT) == 0) {
            return false;
        }
        if ((bind & Bind.SHADER_IMAGE) != 0 && ((tiling & VK_FORMAT_FEATURE_STORAGE_IMAGE_BIT) == 0 || f.swizzle() != null)) {
            return false;
        }
        return (bind & (Bind.VERTEX_BUFFER | Bind.INDEX_BUFFER | Bind.CONSTANT_BUFFER | Bind.SHADER_BUFFER)) == 0;
    }

    /// The optimal-tiling format features of `format` (0 when unmapped).
    int tilingFeatures(PipeFormat format) {
        int[] f = features.get(format);
        return f == null ? 0 : f[0];
    }

    /// The buffer format features of `format` (0 when unmapped).
    int bufferFeatures(PipeFormat format) {
        int[] f = features.get(format);
        return f == null ? 0 : f[1];
    }

    @Override
    public Resource createResource(ResourceTemplate t) {
        checkOpen("createResource");
        if (t.sampleCount() > 1) {
            throw new PipeException("createResource", "multisampled resources are not supported");
        }
        if (t.isBuffer()) {
            return work("createResource", () -> {
                DeviceBuffer b = device.createBuffer(t.width(), VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT
                        | VK_BUFFER_USAGE_VERTEX_BUFFER_BIT | VK_BUFFER_USAGE_INDEX_BUFFER_BIT | VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT
                        | VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_UNIFORM_TEXEL_BUFFER_BIT
                        | VK_BUFFER_USAGE_STORAGE_TEXEL_BUFFER_BIT, false);
                VkResource r = new VkResource(this, t, b);
                // Pipe resources start zero-filled.
                device.submit("createResource", cb -> vkCmdFillBuffer(cb, b.handle(), 0, VK_WHOLE_SIZE, 0));
                live.add(r);
                return r;
            });
        }
        VkFormats.VkFormat f = VkFormats.of(t.format());
        if (f == null || !isFormatSupported(t.format(), t.target(), 1, t.bind())) {
            throw new PipeException("createResource", "format " + t.format() + " is not supported for " + t.target()
                    + " with bind flags 0x" + Integer.toHexString(t.bind()) + " on " + device.caps().deviceName());
        }
        checkLimits(t);
        int tiling = tilingFeatures(t.format());
        int usage = VK_IMAGE_USAGE_TRANSFER_SRC_BIT | VK_IMAGE_USAGE_TRANSFER_DST_BIT;
        if ((tiling & VK_FORMAT_FEATURE_SAMPLED_IMAGE_BIT) != 0) {
            usage |= VK_IMAGE_USAGE_SAMPLED_BIT;
        }
        // Attachment usage whenever the format allows it: clears of any surface render into it.
        if ((tiling & VK_FORMAT_FEATURE_COLOR_ATTACHMENT_BIT) != 0 && !f.depth() && !f.stencil()) {
            usage |= VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT;
        }
        if ((tiling & VK_FORMAT_FEATURE_DEPTH_STENCIL_ATTACHMENT_BIT) != 0 && t.target() != ResourceTarget.TEXTURE_3D) {
            usage |= VK_IMAGE_USAGE_DEPTH_STENCIL_ATTACHMENT_BIT;
        }
        if ((t.bind() & Bind.SHADER_IMAGE) != 0) {
            usage |= VK_IMAGE_USAGE_STORAGE_BIT;
        }
        int finalUsage = usage;
        return work("createResource", () -> {
            VkResource r = new VkResource(this, t, f, finalUsage);
            try {
                device.submit("createResource", cb -> clearWhole(cb, r));
            } catch (RuntimeException e) {
                r.free();
                throw e;
            }
            live.add(r);
            return r;
        });
    }

    private void checkLimits(ResourceTemplate t) {
        int limit = switch (t.target()) {
            case TEXTURE_1D, TEXTURE_1D_ARRAY -> limits.maxImageDimension1D();
            case TEXTURE_3D -> limits.maxImageDimension3D();
            case TEXTURE_CUBE, TEXTURE_CUBE_ARRAY -> limits.maxImageDimensionCube();
            case BUFFER, TEXTURE_2D, TEXTURE_RECT, TEXTURE_2D_ARRAY -> limits.maxImageDimension2D();
        };
        String name = switch (t.target()) {
            case TEXTURE_1D, TEXTURE_1D_ARRAY -> "maxImageDimension1D";
            case TEXTURE_3D -> "maxImageDimension3D";
            case TEXTURE_CUBE, TEXTURE_CUBE_ARRAY -> "maxImageDimensionCube";
            case BUFFER, TEXTURE_2D, TEXTURE_RECT, TEXTURE_2D_ARRAY -> "maxImageDimension2D";
        };
        if (t.width() > limit || t.height() > limit || t.depth() > limit) {
            throw new PipeException("createResource", t.width() + "x" + t.height() + "x" + t.depth() + " exceeds the device's "
                    + name + " " + limit);
        }
        if (t.target() != ResourceTarget.TEXTURE_3D && t.arraySize() > limits.maxImageArrayLayers()) {
            throw new PipeException("createResource", t.arraySize() + " layers exceed the device's maxImageArrayLayers "
                    + limits.maxImageArrayLayers());
        }
    }

    /// Moves a new image to GENERAL and zero-fills every level and layer.
    private static void clearWhole(VkCommandBuffer cb, VkResource r) {
        try (MemoryStack stack = MemoryStack.stackPush()) {
            int aspect = r.format.aspects();
            VkImageSubresourceRange.Buffer range = VkImageSubresourceRange.calloc(1, stack)
                    .aspectMask(aspect).baseMipLevel(0).levelCount(VK_REMAINING_MIP_LEVELS).baseArrayLayer(0)
                    .layerCount(VK_REMAINING_ARRAY_LAYERS);
            layout(cb, r.image, aspect, 0, VK_REMAINING_MIP_LEVELS, VK_IMAGE_LAYOUT_UNDEFINED, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL);
            if (aspect == VK_IMAGE_ASPECT_COLOR_BIT) {
                vkCmdClearColorImage(cb, r.image, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, VkClearColorValue.calloc(stack), range);
            } else {
                vkCmdClearDepthStencilImage(cb, r.image, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, VkClearDepthStencilValue.calloc(stack), range);
            }
            layout(cb, r.image, aspect, 0, VK_REMAINING_MIP_LEVELS, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, VK_IMAGE_LAYOUT_GENERAL);
        }
    }

    /// Records a layout change of levels `level .. level + levels - 1` (all layers) of `image`,
    /// ordered after all earlier commands and before all later ones. Images rest in GENERAL;
    /// transfer commands move what they touch to the transfer layouts and back.
    static void layout(VkCommandBuffer cb, long image, int aspect, int level, int levels, int from, int to) {
        try (MemoryStack stack = MemoryStack.stackPush()) {
            org.lwjgl.vulkan.VkImageMemoryBarrier.Buffer b = org.lwjgl.vulkan.VkImageMemoryBarrier.calloc(1, stack).sType$Default()
                    .srcAccessMask(VK_ACCESS_MEMORY_WRITE_BIT).dstAccessMask(VK_ACCESS_MEMORY_READ_BIT | VK_ACCESS_MEMORY_WRITE_BIT)
                    .oldLayout(from).newLayout(to)
                    .srcQueueFamilyIndex(VK_QUEUE_FAMILY_IGNORED).dstQueueFamilyIndex(VK_QUEUE_FAMILY_IGNORED).image(image);
            b.subresourceRange().set(aspect, level, levels, 0, VK_REMAINING_ARRAY_LAYERS);
            vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, 0, null, null, b);
        }
    }

    /// Records a full memory barrier: every earlier command's writes are visible to every later
    /// command and to the host. The driver puts one between all commands it records.
    static void barrier(VkCommandBuffer cb) {
        try (MemoryStack stack = MemoryStack.stackPush()) {
            vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT | VK_PIPELINE_STAGE_HOST_BIT, 0,
                    VkMemoryBarrier.calloc(1, stack).sType$Default().srcAccessMask(VK_ACCESS_MEMORY_WRITE_BIT)
                            .dstAccessMask(VK_ACCESS_MEMORY_READ_BIT | VK_ACCESS_MEMORY_WRITE_BIT | VK_ACCESS_HOST_READ_BIT),
                    null, null);
        }
    }

    @Override
    public void destroyResource(Resource resource) {
        VkResource r = own("destroyResource", resource);
        r.destroyed = true;
        run("destroyResource", () -> {
            if (live.remove(r)) {
                r.free();
            }
        });
    }

    /// `resource` as this screen's, or a [PipeException] naming `call`.
    VkResource own(String call, Resource resource) {
        checkOpen(call);
        if (!(resource instanceof VkResource r) || r.screen != this) {
            throw new PipeException(call, "the resource was not created by this screen");
        }
        if (r.destroyed) {
            throw new PipeException(call, "the resource was destroyed");
        }
        return r;
    }

    void checkOpen(String call) {
        if (closed) {
            throw new VkException(VkException.Kind.CLOSED, call, "the screen is closed");
        }
    }

    boolean isClosed() {
        return closed;
    }

    @Override
    public Context createContext() {
        checkOpen("createContext");
        return new VkContext(this);
    }

    /// Frees every resource still alive, destroys the device and stops its thread. Throws the
    /// device's LEAK or VALIDATION [VkException] when Vulkan objects outlived their owners (a
    /// context not closed first) or the layer complained outside a call.
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        worker.close(() -> {
            for (VkResource r : List.copyOf(live)) {
                r.destroyed = true;
                r.free();
            }
            live.clear();
            device.close();
        });
    }
}
