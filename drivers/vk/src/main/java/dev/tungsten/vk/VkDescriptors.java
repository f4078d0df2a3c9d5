package dev.tungsten.vk;

import java.util.List;

import org.lwjgl.system.MemoryStack;
import org.lwjgl.vulkan.VkCommandBuffer;
import org.lwjgl.vulkan.VkDescriptorBufferInfo;
import org.lwjgl.vulkan.VkDescriptorImageInfo;
import org.lwjgl.vulkan.VkDescriptorPoolCreateInfo;
import org.lwjgl.vulkan.VkDescriptorPoolSize;
import org.lwjgl.vulkan.VkDescriptorSetAllocateInfo;
import org.lwjgl.vulkan.VkWriteDescriptorSet;

import dev.tungsten.pipe.ConstantBuffer;
import dev.tungsten.pipe.ImageView;
import dev.tungsten.pipe.PipeException;
import dev.tungsten.pipe.ResourceTarget;
import dev.tungsten.pipe.SamplerState;
import dev.tungsten.pipe.SamplerView;
import dev.tungsten.pipe.ShaderBuffer;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.vk.spirv.SpirvModule;

import static org.lwjgl.vulkan.KHRPushDescriptor.vkCmdPushDescriptorSetKHR;
import static org.lwjgl.vulkan.VK10.*;

/// Writes a program's descriptors for one draw or dispatch from the context's bindings:
/// constant buffers (copied into a buffer of the size the shader declares, zero beyond the bound
/// data, so that reads past the binding return 0 as in the other drivers), samplers, sampler
/// views, shader buffers and images. Pushed with `VK_KHR_push_descriptor` where the program's
/// layout allows; otherwise written to a set from a pool that lives as long as the submission
/// ([VkSubmission]).
final class VkDescriptors {
    private VkDescriptors() {}

    /// Records copies of resource constant buffers into `s`'s uniform buffers, then binds every
    /// descriptor of `program` at `bindPoint`.
    static void bind(VkContext ctx, VkSubmission s, VkCommandBuffer cb, VkPipelines.Program program, int bindPoint) {
        List<VkPipelines.StageBinding> all = program.bindings;
        if (all.isEmpty()) {
            return;
        }
        VulkanDevice device = ctx.screen.device();
        try (MemoryStack stack = MemoryStack.stackPush()) {
            long set = 0;
            if (!program.push) {
                set = s.descriptorSet(program, stack);
            }
            VkWriteDescriptorSet.Buffer writes = VkWriteDescriptorSet.calloc(all.size(), stack);
            for (int i = 0; i < all.size(); i++) {
                VkPipelines.StageBinding sb = all.get(i);
                SpirvModule.Binding b = sb.binding();
                VkWriteDescriptorSet w = writes.get(i).sType$Default().dstSet(set).dstBinding(b.binding())
                        .descriptorType(VkPipelines.descriptorType(b.kind()));
                write(ctx, s, cb, sb.stage(), b, w, stack);
                w.descriptorCount(1);
            }
            if (program.push) {
                vkCmdPushDescriptorSetKHR(cb, bindPoint, program.pipelineLayout, 0, writes);
            } else {
                vkUpdateDescriptorSets(device.handle(), writes, null);
                vkCmdBindDescriptorSets(cb, bindPoint, program.pipelineLayout, 0, stack.longs(set), null);
            }
        }
    }

    private static void write(VkContext ctx, VkSubmission s, VkCommandBuffer cb, Processor stage, SpirvModule.Binding b,
                              VkWriteDescriptorSet w, MemoryStack stack) {
        String call = s.call;
        boolean nullOk = ctx.screen.device().caps().has(VkFeature.nullDescriptor);
        switch (b.kind()) {
            case UNIFORM_BUFFER -> {
                int size = Math.max(16, b.size());
                ConstantBuffer c = VkContext.get(ctx.constantBuffers.get(stage), b.index());
                DeviceBuffer temp = s.uniformBuffer(size);
                if (c != null && c.user() != null) {
                    byte[] data = c.user();
                    int n = Math.min(size, data.length);
                    java.nio.ByteBuffer bb = stack.malloc(n);
                    bb.put(0, data, 0, n);
                    temp.write(0, bb);
                } else if (c != null) {
                    VkResource r = ctx.screen.own(call, c.buffer());
                    long n = Math.min(Math.min(size, c.size() == 0 ? size : c.size()), r.template().width() - (long) c.offset());
                    if (n > 0) {
                        s.copyBefore(r.buffer, c.offset(), temp, n);
                    }
                }
                w.pBufferInfo(VkDescriptorBufferInfo.calloc(1, stack).buffer(temp.handle()).offset(0).range(size));
            }
            case SAMPLER -> {
                VkCso<SamplerState> c = VkContext.get(ctx.samplers.get(stage), b.index());
                w.pImageInfo(VkDescriptorImageInfo.calloc(1, stack).sampler(c != null ? c.sampler : ctx.defaultSampler()));
            }
            case SAMPLED_IMAGE, UNIFORM_TEXEL_BUFFER -> {
                SamplerView v = VkContext.get(ctx.views.get(stage), b.index());
                if (v == null) {
                    missing(call, nullOk, stage, "sampler view", b.index());
                    if (b.kind() == SpirvModule.BindingKind.SAMPLED_IMAGE) {
                        w.pImageInfo(VkDescriptorImageInfo.calloc(1, stack).imageLayout(VK_IMAGE_LAYOUT_GENERAL));
                    } else {
                        w.pTexelBufferView(stack.longs(VK_NULL_HANDLE));
                    }
                    return;
                }
                VkResource r = ctx.screen.own(call, v.texture());
                VkFormats.VkFormat f = format(call, v.format());
                if (b.kind() == SpirvModule.BindingKind.UNIFORM_TEXEL_BUFFER) {
                    if (!r.isBuffer()) {
                        throw new PipeException(call, "sampler view " + b.index() + " of the " + stage.text()
                                + " shader must be a buffer view");
                    }
                    long first = (long) v.firstElement() * f.bytes();
                    long count = v.elementCount() > 0 ? (long) v.elementCount() * f.bytes() : r.template().width() - first;
                    w.pTexelBufferView(stack.longs(r.bufferView(f.vk(), first, count - count % f.bytes())));
                    return;
                }
                if (r.isBuffer()) {
                    throw new PipeException(call, "sampler view " + b.index() + " of the " + stage.text()
                            + " shader is a buffer where the shader samples a texture");
                }
                w.pImageInfo(VkDescriptorImageInfo.calloc(1, stack).imageView(r.view(sampledView(v, r, f)))
                        .imageLayout(VK_IMAGE_LAYOUT_GENERAL));
            }
            case STORAGE_IMAGE, STORAGE_TEXEL_BUFFER -> {
                ImageView iv = VkContext.get(ctx.images.get(stage), b.index());
                if (iv == null) {
                    missing(call, nullOk, stage, "image", b.index());
                    if (b.kind() == SpirvModule.BindingKind.STORAGE_IMAGE) {
                        w.pImageInfo(VkDescriptorImageInfo.calloc(1, stack).imageLayout(VK_IMAGE_LAYOUT_GENERAL));
                    } else {
                        w.pTexelBufferView(stack.longs(VK_NULL_HANDLE));
                    }
                    return;
                }
                VkResource r = ctx.screen.own(call, iv.resource());
                VkFormats.VkFormat f = format(call, iv.format());
                if (r.isBuffer()) {
                    long first = (long) iv.firstLayer() * f.bytes();
                    long bytes = (long) (iv.lastLayer() - iv.firstLayer() + 1) * f.bytes();
                    w.pTexelBufferView(stack.longs(r.bufferView(f.vk(), first, Math.min(bytes, r.template().width() - first))));
                    return;
                }
                ResourceTarget t = r.template().target();
                boolean is3d = t == ResourceTarget.TEXTURE_3D;
                int layers = iv.lastLayer() - iv.firstLayer() + 1;
                long view = r.plainView(VkResource.viewType(t), f.vk(), VK_IMAGE_ASPECT_COLOR_BIT, iv.level(),
                        is3d ? 0 : iv.firstLayer(), is3d ? 1 : layers);
                w.pImageInfo(VkDescriptorImageInfo.calloc(1, stack).imageView(view).imageLayout(VK_IMAGE_LAYOUT_GENERAL));
            }
            case STORAGE_BUFFER -> {
                ShaderBuffer sb = VkContext.get(ctx.shaderBuffers.get(stage), b.index());
                if (sb == null) {
                    missing(call, nullOk, stage, "shader buffer", b.index());
                    w.pBufferInfo(VkDescriptorBufferInfo.calloc(1, stack).buffer(VK_NULL_HANDLE).range(VK_WHOLE_SIZE));
                    return;
                }
                VkResource r = ctx.screen.own(call, sb.buffer());
                long align = ctx.screen.limits().minStorageBufferOffsetAlignment();
                if (sb.offset() % align != 0) {
                    throw new PipeException(call, "shader buffer " + b.index() + " starts at byte " + sb.offset()
                            + ", not a multiple of the device's minStorageBufferOffsetAlignment " + align);
                }
                w.pBufferInfo(VkDescriptorBufferInfo.calloc(1, stack).buffer(r.buffer.handle()).offset(sb.offset())
                        .range(sb.size() == 0 ? VK_WHOLE_SIZE : sb.size()));
            }
        }
    }

    private static void missing(String call, boolean nullOk, Processor stage, String what, int index) {
        if (!nullOk) {
            throw new PipeException(call, "the " + stage.text() + " shader uses " + what + " " + index
                    + ", which is not bound (and the device has no nullDescriptor feature)");
        }
    }

    static VkFormats.VkFormat format(String call, dev.tungsten.tgsi.PipeFormat p) {
        VkFormats.VkFormat f = VkFormats.of(p);
        if (f == null) {
            throw new PipeException(call, "format " + p + " has no Vulkan counterpart");
        }
        return f;
    }

    /// The view a shader samples `v` through: its target, levels, layers and format, with the
    /// view's swizzle applied over the format's emulation swizzle.
    static VkResource.ViewKey sampledView(SamplerView v, VkResource r, VkFormats.VkFormat f) {
        int[] c = new int[4];
        for (int i = 0; i < 4; i++) {
            int s = v.swizzle(i);
            c[i] = switch (s) {
                case SamplerView.SWIZZLE_0 -> VK_COMPONENT_SWIZZLE_ZERO;
                case SamplerView.SWIZZLE_1 -> VK_COMPONENT_SWIZZLE_ONE;
                default -> f.swizzle() != null ? f.swizzle()[s] : VK_COMPONENT_SWIZZLE_R + s;
            };
        }
        int aspect = f.depth() ? VK_IMAGE_ASPECT_DEPTH_BIT : f.stencil() ? VK_IMAGE_ASPECT_STENCIL_BIT : VK_IMAGE_ASPECT_COLOR_BIT;
        boolean is3d = r.template().target() == ResourceTarget.TEXTURE_3D;
        return new VkResource.ViewKey(VkResource.viewType(v.target()), f.vk(), aspect, v.firstLevel(),
                v.lastLevel() - v.firstLevel() + 1, is3d ? 0 : v.firstLayer(), is3d ? 1 : v.lastLayer() - v.firstLayer() + 1,
                c[0], c[1], c[2], c[3]);
    }

    /// A pool holding exactly the descriptors of `program`, for one set.
    static long pool(VulkanDevice device, VkPipelines.Program program, MemoryStack stack) {
        VkDescriptorPoolSize.Buffer sizes = VkDescriptorPoolSize.calloc(program.bindings.size(), stack);
        for (int i = 0; i < program.bindings.size(); i++) {
            sizes.get(i).type(VkPipelines.descriptorType(program.bindings.get(i).binding().kind())).descriptorCount(1);
        }
        var lp = stack.mallocLong(1);
        device.check(vkCreateDescriptorPool(device.handle(), VkDescriptorPoolCreateInfo.calloc(stack).sType$Default()
                .maxSets(1).pPoolSizes(sizes), null, lp), "vkCreateDescriptorPool");
        return lp.get(0);
    }

    static long allocate(VulkanDevice device, long pool, long layout, MemoryStack stack) {
        var lp = stack.mallocLong(1);
        device.check(vkAllocateDescriptorSets(device.handle(), VkDescriptorSetAllocateInfo.calloc(stack).sType$Default()
                .descriptorPool(pool).pSetLayouts(stack.longs(layout)), lp), "vkAllocateDescriptorSets");
        return lp.get(0);
    }
}
