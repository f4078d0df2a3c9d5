package dev.tungsten.vk;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.lwjgl.system.MemoryStack;
import org.lwjgl.vulkan.VkComputePipelineCreateInfo;

import static org.lwjgl.vulkan.VK10.*;

/// Runs a SPIR-V compute shader with storage and uniform buffers in descriptor set 0 and returns
/// the buffers' contents afterwards: the Vulkan side of differential tests of compute shaders.
/// The module is validated by [SpirvTools] first, so a broken one is a typed error.
public final class VkComputeRunner {
    /// How a buffer is bound.
    public enum Kind {
        STORAGE(VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT),
        UNIFORM(VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER, VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT);

        final int descriptorType;
        final int usage;

        Kind(int descriptorType, int usage) {
            this.descriptorType = descriptorType;
            this.usage = usage;
        }
    }

    /// A buffer at `binding` of set 0 holding `words` (its size is theirs, at least one word).
    public record Binding(int binding, Kind kind, int[] words) {}

    private final VulkanDevice device;
    private final boolean pushDescriptors;

    public VkComputeRunner(VulkanDevice device) {
        this(device, true);
    }

    /// A runner; `pushDescriptors` false binds through a descriptor set even where pushing is possible.
    public VkComputeRunner(VulkanDevice device, boolean pushDescriptors) {
        this.device = device;
        this.pushDescriptors = pushDescriptors;
    }

    /// Dispatches `groups` (x, y, z) workgroups of entry point `main` of `module` and returns every
    /// binding's words afterwards, by binding number.
    /// @throws VkException INVALID_SPIRV when the validator rejects `module`
    public Map<Integer, int[]> run(int[] module, List<Binding> bindings, int... groups) {
        if (groups.length != 3) {
            throw new IllegalArgumentException("groups are (x, y, z), got " + groups.length + " numbers");
        }
        return device.call("VkComputeRunner.run", () -> {
            SpirvTools.validate(module, SpirvTools.TargetEnv.VULKAN_1_3).orThrow("VkComputeRunner.run");
            List<BufferBindings.Slot> slots = new ArrayList<>();
            Map<Integer, DeviceBuffer> buffers = new TreeMap<>();
            BufferBindings layout = null;
            long shader = 0;
            long pipeline = 0;
            try {
                for (Binding b : bindings) {
                    slots.add(new BufferBindings.Slot(b.binding(), b.kind().descriptorType));
                    DeviceBuffer buffer = device.createBuffer(4L * Math.max(1, b.words().length), b.kind().usage, true);
                    buffers.put(b.binding(), buffer);
                    buffer.write(0, b.words());
                }
                layout = new BufferBindings(device, slots, VK_SHADER_STAGE_COMPUTE_BIT, pushDescriptors);
                shader = VkQuadRunner.shaderModule(device, module);
                try (MemoryStack stack = MemoryStack.stackPush()) {
                    VkComputePipelineCreateInfo.Buffer info = VkComputePipelineCreateInfo.calloc(1, stack).sType$Default()
                            .layout(layout.pipelineLayout());
                    info.stage().sType$Default().stage(VK_SHADER_STAGE_COMPUTE_BIT).module(shader).pName(stack.UTF8("main"));
                    var lp = stack.mallocLong(1);
                    device.check(vkCreateComputePipelines(device.handle(), VK_NULL_HANDLE, info, null, lp), "vkCreateComputePipelines");
                    pipeline = lp.get(0);
                }
                long p = pipeline;
                BufferBindings l = layout;
                device.submit("VkComputeRunner.run", cb -> {
                    vkCmdBindPipeline(cb, VK_PIPELINE_BIND_POINT_COMPUTE, p);
                    l.bind(cb, VK_PIPELINE_BIND_POINT_COMPUTE, buffers);
                    vkCmdDispatch(cb, groups[0], groups[1], groups[2]);
                    DeviceBuffer.hostReadBarrier(cb);
                });
                Map<Integer, int[]> out = new TreeMap<>();
                for (Binding b : bindings) {
                    int[] words = buffers.get(b.binding()).readWords();
                    out.put(b.binding(), b.words().length == 0 ? new int[0] : words);
                }
                return out;
            } finally {
                if (pipeline != 0) {
                    vkDestroyPipeline(device.handle(), pipeline, null);
                }
                if (shader != 0) {
                    vkDestroyShaderModule(device.handle(), shader, null);
                }
                if (layout != null) {
                    layout.close();
                }
                for (DeviceBuffer b : buffers.values()) {
                    b.close();
                }
            }
        });
    }
}
