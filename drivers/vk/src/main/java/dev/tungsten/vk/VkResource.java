package dev.tungsten.vk;

import java.util.HashMap;
import java.util.Map;

import org.lwjgl.system.MemoryStack;
import org.lwjgl.vulkan.VkBufferImageCopy;
import org.lwjgl.vulkan.VkBufferViewCreateInfo;
import org.lwjgl.vulkan.VkImageCreateInfo;
import org.lwjgl.vulkan.VkImageSubresourceLayers;
import org.lwjgl.vulkan.VkImageViewCreateInfo;
import org.lwjgl.vulkan.VkMemoryAllocateInfo;
import org.lwjgl.vulkan.VkMemoryRequirements;

import dev.tungsten.pipe.Box;
import dev.tungsten.pipe.Resource;
import dev.tungsten.pipe.ResourceTarget;
import dev.tungsten.pipe.ResourceTemplate;

import static org.lwjgl.vulkan.VK10.*;
import static org.lwjgl.vulkan.VK11.VK_IMAGE_CREATE_2D_ARRAY_COMPATIBLE_BIT;

/// A pipe resource on Vulkan: a buffer ([DeviceBuffer], device-local, reached through staging
/// buffers) or an image with its own memory. Views are made on first use and kept until the
/// resource is destroyed, keyed by everything that defines them.
///
/// Images live in `VK_IMAGE_LAYOUT_GENERAL` from creation to destruction: it is valid for every
/// use the driver makes of them (sampling, storage, attachments, transfers), so the driver needs
/// no layout tracking, and every recorded command is ordered after the previous one by a full
/// memory barrier ([VkScreen#barrier]).
final class VkResource implements Resource {
    final VkScreen screen;
    private final ResourceTemplate template;
    /// The format of a texture; null for buffers.
    final VkFormats.VkFormat format;
    /// The storage of a buffer; null for textures.
    final DeviceBuffer buffer;
    final long image;
    private final long memory;
    private final Map<ViewKey, Long> views = new HashMap<>();
    private final Map<BufferViewKey, Long> bufferViews = new HashMap<>();
    volatile boolean destroyed;

    /// One image view: everything `VkImageViewCreateInfo` takes.
    record ViewKey(int viewType, int vkFormat, int aspect, int baseLevel, int levels, int baseLayer, int layers,
                   int r, int g, int b, int a) {}

    private record BufferViewKey(int vkFormat, long offset, long range) {}

    /// A buffer of `template.width()` bytes usable for every buffer binding.
    VkResource(VkScreen screen, ResourceTemplate template, DeviceBuffer buffer) {
        this.screen = screen;
        this.template = template;
        this.format = null;
        this.buffer = buffer;
        this.image = 0;
        this.memory = 0;
    }

    /// An image for `template` in `format` with `usage` (made on the device thread).
    VkResource(VkScreen screen, ResourceTemplate t, VkFormats.VkFormat format, int usage) {
        this.screen = screen;
        this.template = t;
        this.format = format;
        this.buffer = null;
        VulkanDevice device = screen.device();
        var dev = device.handle();
        try (MemoryStack stack = MemoryStack.stackPush()) {
            int flags = 0;
            if (t.target().isCube()) {
                flags |= VK_IMAGE_CREATE_CUBE_COMPATIBLE_BIT;
            }
            if (!format.depth() && !format.stencil()) {
                // Sampler views and surfaces may use another format of the same texel size.
                flags |= VK_IMAGE_CREATE_MUTABLE_FORMAT_BIT;
            }
            if (t.target() == ResourceTarget.TEXTURE_3D && (usage & VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT) != 0) {
                flags |= VK_IMAGE_CREATE_2D_ARRAY_COMPATIBLE_BIT;
            }
            VkImageCreateInfo info = VkImageCreateInfo.calloc(stack).sType$Default().flags(flags).imageType(imageType(t.target()))
                    .format(format.vk()).mipLevels(t.levels()).arrayLayers(t.target() == ResourceTarget.TEXTURE_3D ? 1 : t.arraySize())
                    .samples(VK_SAMPLE_COUNT_1_BIT).tiling(VK_IMAGE_TILING_OPTIMAL).usage(usage)
                    .sharingMode(VK_SHARING_MODE_EXCLUSIVE).initialLayout(VK_IMAGE_LAYOUT_UNDEFINED);
            info.extent().set(t.width(), t.height(), t.depth());
            var lp = stack.mallocLong(1);
            device.check(vkCreateImage(dev, info, null, lp), "vkCreateImage");
            image = lp.get(0);
            try {
                VkMemoryRequirements req = VkMemoryRequirements.malloc(stack);
                vkGetImageMemoryRequirements(dev, image, req);
                int type = device.memoryType(req.memoryTypeBits(), 0, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT);
                device.check(vkAllocateMemory(dev, VkMemoryAllocateInfo.calloc(stack).sType$Default()
                        .allocationSize(req.size()).memoryTypeIndex(type), null, lp), "vkAllocateMemory");
            } catch (RuntimeException e) {
                vkDestroyImage(dev, image, null);
                throw e;
            }
            memory = lp.get(0);
            try {
                device.check(vkBindImageMemory(dev, image, memory, 0), "vkBindImageMemory");
            } catch (RuntimeException e) {
                vkDestroyImage(dev, image, null);
                vkFreeMemory(dev, memory, null);
                throw e;
            }
        }
    }

    static int imageType(ResourceTarget t) {
        return switch (t) {
            case TEXTURE_1D, TEXTURE_1D_ARRAY -> VK_IMAGE_TYPE_1D;
            case TEXTURE_3D -> VK_IMAGE_TYPE_3D;
            case BUFFER, TEXTURE_2D, TEXTURE_RECT, TEXTURE_2D_ARRAY, TEXTURE_CUBE, TEXTURE_CUBE_ARRAY -> VK_IMAGE_TYPE_2D;
        };
    }

    /// The view type that shows `target` (a texture's own, or the non-array target of an array).
    static int viewType(ResourceTarget t) {
        return switch (t) {
            case TEXTURE_1D -> VK_IMAGE_VIEW_TYPE_1D;
            case TEXTURE_1D_ARRAY -> VK_IMAGE_VIEW_TYPE_1D_ARRAY;
            case TEXTURE_2D, TEXTURE_RECT -> VK_IMAGE_VIEW_TYPE_2D;
            case TEXTURE_2D_ARRAY -> VK_IMAGE_VIEW_TYPE_2D_ARRAY;
            case TEXTURE_3D -> VK_IMAGE_VIEW_TYPE_3D;
            case TEXTURE_CUBE -> VK_IMAGE_VIEW_TYPE_CUBE;
            case TEXTURE_CUBE_ARRAY -> VK_IMAGE_VIEW_TYPE_CUBE_ARRAY;
            case BUFFER -> throw new IllegalArgumentException("a buffer has no image view");
        };
    }

    @Override
    public ResourceTemplate template() {
        return template;
    }

    boolean isBuffer() {
        return buffer != null;
    }

    /// An image view (made once, kept until the resource is destroyed). Device thread only.
    long view(ViewKey key) {
        Long v = views.get(key);
        if (v != null) {
            return v;
        }
        VulkanDevice device = screen.device();
        try (MemoryStack stack = MemoryStack.stackPush()) {
            VkImageViewCreateInfo info = VkImageViewCreateInfo.calloc(stack).sType$Default().image(image).viewType(key.viewType())
                    .format(key.vkFormat());
            info.components().set(key.r(), key.g(), key.b(), key.a());
            info.subresourceRange().set(key.aspect(), key.baseLevel(), key.levels(), key.baseLayer(), key.layers());
            var lp = stack.mallocLong(1);
            device.check(vkCreateImageView(device.handle(), info, null, lp), "vkCreateImageView");
            views.put(key, lp.get(0));
            return lp.get(0);
        }
    }

    /// A view of one level and layer range for rendering or storage, with the identity mapping.
    long plainView(int viewType, int vkFormat, int aspect, int level, int baseLayer, int layers) {
        return view(new ViewKey(viewType, vkFormat, aspect, level, 1, baseLayer, layers, VK_COMPONENT_SWIZZLE_IDENTITY,
                VK_COMPONENT_SWIZZLE_IDENTITY, VK_COMPONENT_SWIZZLE_IDENTITY, VK_COMPONENT_SWIZZLE_IDENTITY));
    }

    /// A texel-buffer view of `range` bytes from `offset`. Device thread only.
    long bufferView(int vkFormat, long offset, long range) {
        BufferViewKey key = new BufferViewKey(vkFormat, offset, range);
        Long v = bufferViews.get(key);
        if (v != null) {
            return v;
        }
        VulkanDevice device = screen.device();
        try (MemoryStack stack = MemoryStack.stackPush()) {
            var lp = stack.mallocLong(1);
            device.check(vkCreateBufferView(device.handle(), VkBufferViewCreateInfo.calloc(stack).sType$Default()
                    .buffer(buffer.handle()).format(vkFormat).offset(offset).range(range), null, lp), "vkCreateBufferView");
            bufferViews.put(key, lp.get(0));
            return lp.get(0);
        }
    }

    /// The region of a buffer <-> image copy of `box` of `level` for `aspect`, tightly packed at
    /// `bufferOffset`: `box.z`/`box.depth` are slices of a 3-D texture, layers otherwise.
    void region(VkBufferImageCopy r, int level, Box box, int aspect, long bufferOffset) {
        r.bufferOffset(bufferOffset).bufferRowLength(0).bufferImageHeight(0);
        boolean is3d = template.target() == ResourceTarget.TEXTURE_3D;
        subresource(r.imageSubresource(), aspect, level, box);
        r.imageOffset().set(box.x(), box.y(), is3d ? box.z() : 0);
        r.imageExtent().set(box.width(), box.height(), is3d ? box.depth() : 1);
    }

    void subresource(VkImageSubresourceLayers s, int aspect, int level, Box box) {
        boolean is3d = template.target() == ResourceTarget.TEXTURE_3D;
        s.set(aspect, level, is3d ? 0 : box.z(), is3d ? 1 : box.depth());
    }

    /// Frees the views, the image and its memory or the buffer. Device thread only.
    void free() {
        var dev = screen.device().handle();
        for (long v : views.values()) {
            vkDestroyImageView(dev, v, null);
        }
        for (long v : bufferViews.values()) {
            vkDestroyBufferView(dev, v, null);
        }
        views.clear();
        bufferViews.clear();
        if (buffer != null) {
            buffer.close();
        } else {
            vkDestroyImage(dev, image, null);
            vkFreeMemory(dev, memory, null);
        }
    }
}
