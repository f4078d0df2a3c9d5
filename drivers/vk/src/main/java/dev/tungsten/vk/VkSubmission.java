package dev.tungsten.vk;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import org.lwjgl.system.MemoryStack;
import org.lwjgl.system.MemoryUtil;
import org.lwjgl.vulkan.VkBufferCopy;
import org.lwjgl.vulkan.VkCommandBuffer;

import static org.lwjgl.vulkan.VK10.*;

/// The temporaries of one submission: buffers for user vertex, index and constant data and
/// descriptor pools, all freed when the submission has finished ([#close]). The driver submits
/// each pipe call that does GPU work and waits for it ([VulkanDevice#submit]), so a temporary
/// never outlives its pipe call and fences are signalled when `flush` returns.
final class VkSubmission implements AutoCloseable {
    final String call;
    private final VulkanDevice device;
    private final List<DeviceBuffer> buffers = new ArrayList<>();
    private final List<Long> pools = new ArrayList<>();
    /// The command buffer being recorded (set by [#record]).
    private VkCommandBuffer cb;

    VkSubmission(VulkanDevice device, String call) {
        this.device = device;
        this.call = call;
    }

    /// Records with `body` into the device's command buffer, submits and waits.
    void record(Consumer<VkCommandBuffer> body) {
        device.submit(call, c -> {
            cb = c;
            try {
                body.accept(c);
            } finally {
                cb = null;
            }
        });
    }

    /// A host-visible buffer holding `data` (from its position to its limit) with `usage`.
    DeviceBuffer hostBuffer(ByteBuffer data, int usage) {
        DeviceBuffer b = device.createBuffer(Math.max(4, data.remaining()), usage, true);
        buffers.add(b);
        if (data.remaining() > 0) {
            b.write(0, data);
        }
        return b;
    }

    DeviceBuffer hostBuffer(byte[] data, int usage) {
        ByteBuffer bb = MemoryUtil.memAlloc(Math.max(1, data.length));
        try {
            bb.put(0, data).limit(data.length);
            return hostBuffer(bb, usage);
        } finally {
            MemoryUtil.memFree(bb);
        }
    }

    /// A zero-filled host-visible uniform buffer of `size` bytes.
    DeviceBuffer uniformBuffer(int size) {
        ByteBuffer zeros = MemoryUtil.memCalloc(size);
        try {
            return hostBuffer(zeros, VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT);
        } finally {
            MemoryUtil.memFree(zeros);
        }
    }

    /// Records a copy into the command buffer being recorded, ordered before later commands.
    void copyBefore(DeviceBuffer src, long srcOffset, DeviceBuffer dst, long length) {
        try (MemoryStack stack = MemoryStack.stackPush()) {
            vkCmdCopyBuffer(cb, src.handle(), dst.handle(), VkBufferCopy.calloc(1, stack).srcOffset(srcOffset).dstOffset(0).size(length));
        }
    }

    /// A descriptor set of `program`'s layout from a pool of this submission.
    long descriptorSet(VkPipelines.Program program, MemoryStack stack) {
        long pool = VkDescriptors.pool(device, program, stack);
        pools.add(pool);
        return VkDescriptors.allocate(device, pool, program.setLayout, stack);
    }

    @Override
    public void close() {
        for (DeviceBuffer b : buffers) {
            b.close();
        }
        for (long p : pools) {
            vkDestroyDescriptorPool(device.handle(), p, null);
        }
        buffers.clear();
        pools.clear();
    }
}
