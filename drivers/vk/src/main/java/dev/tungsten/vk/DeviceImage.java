package dev.tungsten.vk;

import org.lwjgl.system.MemoryStack;
import org.lwjgl.vulkan.VkBufferImageCopy;
import org.lwjgl.vulkan.VkCommandBuffer;
import org.lwjgl.vulkan.VkDependencyInfo;
import org.lwjgl.vulkan.VkImageCreateInfo;
import org.lwjgl.vulkan.VkImageMemoryBarrier2;
import org.lwjgl.vulkan.VkImageViewCreateInfo;
import org.lwjgl.vulkan.VkMemoryAllocateInfo;
import org.lwjgl.vulkan.VkMemoryRequirements;

import static org.lwjgl.vulkan.VK10.*;
import static org.lwjgl.vulkan.VK13.*;

/// A 2D (array) `VkImage` with optimal tiling, its own device memory and a view of all its levels
/// and layers. The layout it is in is tracked on the Java side as commands are recorded, which is
/// exact because [VulkanDevice#submit] runs one recording at a time and waits for it.
public final class DeviceImage implements VulkanDevice.DeviceObject {
    private final VulkanDevice device;
    private final long handle;
    private final long memory;
    private final long view;
    private final int format;
    private final int width;
    private final int height;
    private final int layers;
    private final int levels;
    private final int aspect;
    private int layout = VK_IMAGE_LAYOUT_UNDEFINED;
    private boolean closed;

    DeviceImage(VulkanDevice device, int format, int width, int height, int layers, int levels, int usage) {
        var limits = device.caps().limits();
        if (width < 1 || height < 1 || width > limits.maxImageDimension2D() || height > limits.maxImageDimension2D()
                || layers < 1 || layers > limits.maxImageArrayLayers() || levels < 1) {
            throw new VkException(VkException.Kind.VULKAN_ERROR, device.currentCall(), "image of " + width + "x" + height
                    + ", " + layers + " layers, " + levels + " levels is outside the device's limits (maxImageDimension2D "
                    + limits.maxImageDimension2D() + ", maxImageArrayLayers " + limits.maxImageArrayLayers() + ")");
        }
        this.device = device;
        this.format = format;
        this.width = width;
        this.height = height;
        this.layers = layers;
        this.levels = levels;
        this.aspect = aspectOf(format);
        var dev = device.handle();
        try (MemoryStack stack = MemoryStack.stackPush()) {
            var lp = stack.mallocLong(1);
            VkImageCreateInfo info = VkImageCreateInfo.calloc(stack).sType$Default().imageType(VK_IMAGE_TYPE_2D).format(format)
                    .mipLevels(levels).arrayLayers(layers).samples(VK_SAMPLE_COUNT_1_BIT).tiling(VK_IMAGE_TILING_OPTIMAL)
                    .usage(usage).sharingMode(VK_SHARING_MODE_EXCLUSIVE).initialLayout(VK_IMAGE_LAYOUT_UNDEFINED);
            info.extent().set(width, height, 1);
            device.check(vkCreateImage(dev, info, null, lp), "vkCreateImage");
            handle = lp.get(0);
            VkMemoryRequirements req = VkMemoryRequirements.malloc(stack);
            vkGetImageMemoryRequirements(dev, handle, req);
            long mem = 0;
            try {
                int type = device.memoryType(req.memoryTypeBits(), 0, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT);
                device.check(vkAllocateMemory(dev, VkMemoryAllocateInfo.calloc(stack).sType$Default()
                        .allocationSize(req.size()).memoryTypeIndex(type), null, lp), "vkAllocateMemory");
                mem = lp.get(0);
                device.check(vkBindImageMemory(dev, handle, mem, 0), "vkBindImageMemory");
                VkImageViewCreateInfo vi = VkImageViewCreateInfo.calloc(stack).sType$Default().image(handle)
                        .viewType(layers == 1 ? VK_IMAGE_VIEW_TYPE_2D : VK_IMAGE_VIEW_TYPE_2D_ARRAY).format(format);
                vi.subresourceRange().set(aspect, 0, levels, 0, layers);
                device.check(vkCreateImageView(dev, vi, null, lp), "vkCreateImageView");
            } catch (RuntimeException e) {
                vkDestroyImage(dev, handle, null);
                if (mem != 0) {
                    vkFreeMemory(dev, mem, null);
                }
                throw e;
            }
            memory = mem;
            view = lp.get(0);
        }
    }

    /// The aspect flags of a format: depth and/or stencil for depth formats, colour otherwise.
    static int aspectOf(int format) {
        return switch (format) {
            case VK_FORMAT_D16_UNORM, VK_FORMAT_X8_D24_UNORM_PACK32, VK_FORMAT_D32_SFLOAT -> VK_IMAGE_ASPECT_DEPTH_BIT;
            case VK_FORMAT_S8_UINT -> VK_IMAGE_ASPECT_STENCIL_BIT;
            case VK_FORMAT_D16_UNORM_S8_UINT, VK_FORMAT_D24_UNORM_S8_UINT, VK_FORMAT_D32_SFLOAT_S8_UINT ->
                    VK_IMAGE_ASPECT_DEPTH_BIT | VK_IMAGE_ASPECT_STENCIL_BIT;
            // every other format is a colour format
            default -> VK_IMAGE_ASPECT_COLOR_BIT;
        };
    }

    public long handle() {
        return handle;
    }

    /// The view of all levels and layers.
    public long view() {
        return view;
    }

    public int format() {
        return format;
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    /// The layout the image will be in once the commands recorded so far have run.
    public int layout() {
        return layout;
    }

    /// Records a barrier moving every subresource to `newLayout`, ordered against all earlier and
    /// later commands (helpers and tests favour simplicity over overlap here).
    public void transition(VkCommandBuffer cb, int newLayout) {
        try (MemoryStack stack = MemoryStack.stackPush()) {
            VkImageMemoryBarrier2.Buffer barrier = VkImageMemoryBarrier2.calloc(1, stack).sType$Default()
                    .srcStageMask(VK_PIPELINE_STAGE_2_ALL_COMMANDS_BIT).srcAccessMask(VK_ACCESS_2_MEMORY_WRITE_BIT)
                    .dstStageMask(VK_PIPELINE_STAGE_2_ALL_COMMANDS_BIT)
                    .dstAccessMask(VK_ACCESS_2_MEMORY_READ_BIT | VK_ACCESS_2_MEMORY_WRITE_BIT)
                    .oldLayout(layout).newLayout(newLayout).srcQueueFamilyIndex(VK_QUEUE_FAMILY_IGNORED)
                    .dstQueueFamilyIndex(VK_QUEUE_FAMILY_IGNORED).image(handle);
            barrier.subresourceRange().set(aspect, 0, levels, 0, layers);
            vkCmdPipelineBarrier2(cb, VkDependencyInfo.calloc(stack).sType$Default().pImageMemoryBarriers(barrier));
        }
        layout = newLayout;
    }

    /// Records a copy of level 0, layer 0 into `dst` (tightly packed), visible to the host after the fence.
    void copyTo(VkCommandBuffer cb, DeviceBuffer dst) {
        copyTo(cb, dst, 0);
    }

    /// Records a copy of level 0, layer 0 into `dst` at `dstOffset` (tightly packed), visible to
    /// the host after the fence.
    public void copyTo(VkCommandBuffer cb, DeviceBuffer dst, long dstOffset) {
        transition(cb, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL);
        try (MemoryStack stack = MemoryStack.stackPush()) {
            vkCmdCopyImageToBuffer(cb, handle, layout, dst.handle(), region(stack).bufferOffset(dstOffset));
        }
        DeviceBuffer.hostReadBarrier(cb);
    }

    /// Records a copy of tightly packed `src` into level 0, layer 0.
    void copyFrom(VkCommandBuffer cb, DeviceBuffer src) {
        transition(cb, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL);
        try (MemoryStack stack = MemoryStack.stackPush()) {
            vkCmdCopyBufferToImage(cb, src.handle(), handle, layout, region(stack));
        }
    }

    private VkBufferImageCopy.Buffer region(MemoryStack stack) {
        VkBufferImageCopy.Buffer r = VkBufferImageCopy.calloc(1, stack);
        r.imageSubresource().set(aspect == (VK_IMAGE_ASPECT_DEPTH_BIT | VK_IMAGE_ASPECT_STENCIL_BIT) ? VK_IMAGE_ASPECT_DEPTH_BIT : aspect, 0, 0, 1);
        r.imageExtent().set(width, height, 1);
        return r;
    }

    @Override
    public String describe() {
        return String.format("VkImage 0x%x (%dx%d, format %d, %d layers, %d levels)", handle, width, height, format, layers, levels);
    }

    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        var dev = device.handle();
        vkDestroyImageView(dev, view, null);
        vkDestroyImage(dev, handle, null);
        vkFreeMemory(dev, memory, null);
        device.forget(this);
    }
}
