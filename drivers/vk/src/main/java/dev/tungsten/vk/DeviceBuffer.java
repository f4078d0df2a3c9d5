package dev.tungsten.vk;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

import org.lwjgl.PointerBuffer;
import org.lwjgl.system.MemoryStack;
import org.lwjgl.system.MemoryUtil;
import org.lwjgl.vulkan.VkBufferCopy;
import org.lwjgl.vulkan.VkBufferCreateInfo;
import org.lwjgl.vulkan.VkCommandBuffer;
import org.lwjgl.vulkan.VkMemoryAllocateInfo;
import org.lwjgl.vulkan.VkMemoryBarrier;
import org.lwjgl.vulkan.VkMemoryRequirements;

import static org.lwjgl.vulkan.VK10.*;

/// A `VkBuffer` with its own memory: device-local, or host-visible and coherent (mapped for its
/// whole life, preferring cached memory for read-back). Made by [VulkanDevice#createBuffer];
/// [VulkanDevice#close] reports one that was not closed.
public final class DeviceBuffer implements VulkanDevice.DeviceObject {
    private final VulkanDevice device;
    private final long handle;
    private final long memory;
    private final long size;
    /// Address of the mapping, 0 for device-local buffers.
    private final long mapped;
    private boolean closed;

    DeviceBuffer(VulkanDevice device, long size, int usage, boolean hostVisible) {
        if (size <= 0) {
            throw new VkException(VkException.Kind.VULKAN_ERROR, device.currentCall(), "a buffer needs a positive size, got " + size);
        }
        this.device = device;
        this.size = size;
        var dev = device.handle();
        try (MemoryStack stack = MemoryStack.stackPush()) {
            var lp = stack.mallocLong(1);
            device.check(vkCreateBuffer(dev, VkBufferCreateInfo.calloc(stack).sType$Default().size(size).usage(usage)
                    .sharingMode(VK_SHARING_MODE_EXCLUSIVE), null, lp), "vkCreateBuffer");
            handle = lp.get(0);
            VkMemoryRequirements req = VkMemoryRequirements.malloc(stack);
            vkGetBufferMemoryRequirements(dev, handle, req);
            int type;
            try {
                type = hostVisible
                        ? device.memoryType(req.memoryTypeBits(), VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT,
                                VK_MEMORY_PROPERTY_HOST_CACHED_BIT)
                        : device.memoryType(req.memoryTypeBits(), 0, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT);
                device.check(vkAllocateMemory(dev, VkMemoryAllocateInfo.calloc(stack).sType$Default()
                        .allocationSize(req.size()).memoryTypeIndex(type), null, lp), "vkAllocateMemory");
            } catch (RuntimeException e) {
                vkDestroyBuffer(dev, handle, null);
                throw e;
            }
            memory = lp.get(0);
            try {
                device.check(vkBindBufferMemory(dev, handle, memory, 0), "vkBindBufferMemory");
                if (hostVisible) {
                    PointerBuffer pp = stack.mallocPointer(1);
                    device.check(vkMapMemory(dev, memory, 0, VK_WHOLE_SIZE, 0, pp), "vkMapMemory");
                    mapped = pp.get(0);
                } else {
                    mapped = 0;
                }
            } catch (RuntimeException e) {
                vkDestroyBuffer(dev, handle, null);
                vkFreeMemory(dev, memory, null);
                throw e;
            }
        }
    }

    public long handle() {
        return handle;
    }

    public long size() {
        return size;
    }

    public boolean isHostVisible() {
        return mapped != 0;
    }

    /// Copies `data` (position to limit) to `offset` of this host-visible buffer.
    public void write(long offset, ByteBuffer data) {
        checkRange("write", offset, data.remaining());
        MemoryUtil.memCopy(MemoryUtil.memAddress(data), mapped + offset, data.remaining());
    }

    /// Copies `words` to `offset` of this host-visible buffer (little-endian, as Vulkan sees them).
    public void write(long offset, int[] words) {
        checkRange("write", offset, 4L * words.length);
        for (int i = 0; i < words.length; i++) {
            MemoryUtil.memPutInt(mapped + offset + 4L * i, words[i]);
        }
    }

    /// A copy of `length` bytes from `offset` of this host-visible buffer, little-endian.
    public ByteBuffer read(long offset, int length) {
        checkRange("read", offset, length);
        ByteBuffer out = ByteBuffer.allocateDirect(length).order(ByteOrder.LITTLE_ENDIAN);
        MemoryUtil.memCopy(mapped + offset, MemoryUtil.memAddress(out), length);
        return out;
    }

    /// The whole buffer as words.
    public int[] readWords() {
        int[] out = new int[(int) (size / 4)];
        read(0, out.length * 4).asIntBuffer().get(out);
        return out;
    }

    private void checkRange(String what, long offset, long length) {
        if (closed) {
            throw new VkException(VkException.Kind.CLOSED, device.currentCall(), "the buffer is closed");
        }
        if (mapped == 0) {
            throw new VkException(VkException.Kind.VULKAN_ERROR, device.currentCall(), "cannot " + what + " a device-local buffer from the host");
        }
        if (offset < 0 || length < 0 || offset + length > size) {
            throw new VkException(VkException.Kind.VULKAN_ERROR, device.currentCall(),
                    what + " of bytes [" + offset + ", " + (offset + length) + ") outside a buffer of " + size);
        }
    }

    /// Records a copy of `length` bytes, followed by a barrier that makes transfer writes visible
    /// to the host (the fence alone does not).
    static void copy(VkCommandBuffer cb, DeviceBuffer src, long srcOffset, DeviceBuffer dst, long dstOffset, long length) {
        try (MemoryStack stack = MemoryStack.stackPush()) {
            vkCmdCopyBuffer(cb, src.handle, dst.handle, VkBufferCopy.calloc(1, stack).srcOffset(srcOffset)
                    .dstOffset(dstOffset).size(length));
        }
        hostReadBarrier(cb);
    }

    /// All earlier device writes become visible to host reads after the submission's fence.
    static void hostReadBarrier(VkCommandBuffer cb) {
        try (MemoryStack stack = MemoryStack.stackPush()) {
            vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0,
                    VkMemoryBarrier.calloc(1, stack).sType$Default().srcAccessMask(VK_ACCESS_MEMORY_WRITE_BIT)
                            .dstAccessMask(VK_ACCESS_HOST_READ_BIT), null, null);
        }
    }

    @Override
    public String describe() {
        return String.format("VkBuffer 0x%x (%d bytes%s)", handle, size, mapped != 0 ? ", host-visible" : "");
    }

    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        var dev = device.handle();
        vkDestroyBuffer(dev, handle, null);
        vkFreeMemory(dev, memory, null);
        device.forget(this);
    }
}
