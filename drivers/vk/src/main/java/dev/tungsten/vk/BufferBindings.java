package dev.tungsten.vk;

import java.util.List;
import java.util.Map;

import org.lwjgl.system.MemoryStack;
import org.lwjgl.vulkan.VkCommandBuffer;
import org.lwjgl.vulkan.VkDescriptorBufferInfo;
import org.lwjgl.vulkan.VkDescriptorPoolCreateInfo;
import org.lwjgl.vulkan.VkDescriptorPoolSize;
import org.lwjgl.vulkan.VkDescriptorSetAllocateInfo;
import org.lwjgl.vulkan.VkDescriptorSetLayoutBinding;
import org.lwjgl.vulkan.VkDescriptorSetLayoutCreateInfo;
import org.lwjgl.vulkan.VkPipelineLayoutCreateInfo;
import org.lwjgl.vulkan.VkWriteDescriptorSet;

import static org.lwjgl.vulkan.KHRPushDescriptor.*;
import static org.lwjgl.vulkan.VK10.*;

/// Buffers bound to descriptor set 0 at fixed binding numbers, with the set layout and pipeline
/// layout they need: through `VK_KHR_push_descriptor` where the device has it (nothing to allocate,
/// the descriptors travel in the command buffer, as zink does), else through one descriptor set
/// from a pool of its own, rewritten when a bind names other buffers. The rewrite is legal
/// because [VulkanDevice#submit] waits for the previous use to finish; it happens only when the
/// buffers change, because updating a set invalidates the command buffer being recorded that
/// already bound it.
public final class BufferBindings implements AutoCloseable {
    /// One binding: its number and `VkDescriptorType` (uniform or storage buffer).
    public record Slot(int binding, int descriptorType) {}

    private final VulkanDevice device;
    private final List<Slot> slots;
    private final boolean push;
    private final long setLayout;
    private final long pipelineLayout;
    private final long pool;
    private final long set;
    /// The buffer handles the descriptor set holds, by binding (descriptor-set path only).
    private Map<Integer, Long> written = Map.of();

    /// Bindings visible to `stages` (`VkShaderStageFlags`); `push` false forces the descriptor-set path.
    public BufferBindings(VulkanDevice device, List<Slot> slots, int stages, boolean push) {
        this.device = device;
        this.slots = List.copyOf(slots);
        this.push = push && device.caps().pushDescriptors();
        var dev = device.handle();
        long layout = 0;
        long pipeLayout = 0;
        long descriptorPool = 0;
        long descriptorSet = 0;
        try (MemoryStack stack = MemoryStack.stackPush()) {
            var lp = stack.mallocLong(1);
            VkDescriptorSetLayoutBinding.Buffer b = VkDescriptorSetLayoutBinding.calloc(Math.max(1, slots.size()), stack);
            for (int i = 0; i < slots.size(); i++) {
                b.get(i).binding(slots.get(i).binding()).descriptorType(slots.get(i).descriptorType()).descriptorCount(1)
                        .stageFlags(stages);
            }
            b.limit(slots.size());
            device.check(vkCreateDescriptorSetLayout(dev, VkDescriptorSetLayoutCreateInfo.calloc(stack).sType$Default()
                    .flags(this.push ? VK_DESCRIPTOR_SET_LAYOUT_CREATE_PUSH_DESCRIPTOR_BIT_KHR : 0).pBindings(b), null, lp),
                    "vkCreateDescriptorSetLayout");
            layout = lp.get(0);
            device.check(vkCreatePipelineLayout(dev, VkPipelineLayoutCreateInfo.calloc(stack).sType$Default()
                    .pSetLayouts(stack.longs(layout)), null, lp), "vkCreatePipelineLayout");
            pipeLayout = lp.get(0);
            if (!this.push && !slots.isEmpty()) {
                VkDescriptorPoolSize.Buffer sizes = VkDescriptorPoolSize.calloc(2, stack);
                sizes.get(0).type(VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER).descriptorCount(slots.size());
                sizes.get(1).type(VK_DESCRIPTOR_TYPE_STORAGE_BUFFER).descriptorCount(slots.size());
                device.check(vkCreateDescriptorPool(dev, VkDescriptorPoolCreateInfo.calloc(stack).sType$Default()
                        .maxSets(1).pPoolSizes(sizes), null, lp), "vkCreateDescriptorPool");
                descriptorPool = lp.get(0);
                device.check(vkAllocateDescriptorSets(dev, VkDescriptorSetAllocateInfo.calloc(stack).sType$Default()
                        .descriptorPool(descriptorPool).pSetLayouts(stack.longs(layout)), lp), "vkAllocateDescriptorSets");
                descriptorSet = lp.get(0);
            }
        } catch (RuntimeException e) {
            destroy(dev, layout, pipeLayout, descriptorPool);
            throw e;
        }
        setLayout = layout;
        pipelineLayout = pipeLayout;
        pool = descriptorPool;
        set = descriptorSet;
    }

    /// Whether descriptors are pushed (else a descriptor set is bound).
    public boolean pushes() {
        return push;
    }

    public long pipelineLayout() {
        return pipelineLayout;
    }

    /// Records the binding of `buffers` (binding number -> buffer, whole range) at `bindPoint`.
    /// @throws VkException when a slot has no buffer
    public void bind(VkCommandBuffer cb, int bindPoint, Map<Integer, DeviceBuffer> buffers) {
        if (slots.isEmpty()) {
            return;
        }
        try (MemoryStack stack = MemoryStack.stackPush()) {
            VkWriteDescriptorSet.Buffer writes = VkWriteDescriptorSet.calloc(slots.size(), stack);
            Map<Integer, Long> handles = new java.util.HashMap<>();
            for (int i = 0; i < slots.size(); i++) {
                Slot s = slots.get(i);
                DeviceBuffer buffer = buffers.get(s.binding());
                if (buffer == null) {
                    throw new VkException(VkException.Kind.VULKAN_ERROR, device.currentCall(), "no buffer for binding " + s.binding());
                }
                handles.put(s.binding(), buffer.handle());
                writes.get(i).sType$Default().dstSet(set).dstBinding(s.binding()).descriptorType(s.descriptorType())
                        .descriptorCount(1).pBufferInfo(VkDescriptorBufferInfo.calloc(1, stack).buffer(buffer.handle())
                                .offset(0).range(buffer.size()));
            }
            if (push) {
                vkCmdPushDescriptorSetKHR(cb, bindPoint, pipelineLayout, 0, writes);
            } else {
                if (!handles.equals(written)) {
                    vkUpdateDescriptorSets(device.handle(), writes, null);
                    written = handles;
                }
                vkCmdBindDescriptorSets(cb, bindPoint, pipelineLayout, 0, stack.longs(set), null);
            }
        }
    }

    private static void destroy(org.lwjgl.vulkan.VkDevice dev, long layout, long pipeLayout, long pool) {
        if (pool != 0) {
            vkDestroyDescriptorPool(dev, pool, null);
        }
        if (pipeLayout != 0) {
            vkDestroyPipelineLayout(dev, pipeLayout, null);
        }
        if (layout != 0) {
            vkDestroyDescriptorSetLayout(dev, layout, null);
        }
    }

    @Override
    public void close() {
        destroy(device.handle(), setLayout, pipelineLayout, pool);
    }
}
