package dev.tungsten.vk;

import java.util.List;

import org.lwjgl.system.MemoryStack;
import org.lwjgl.vulkan.VkCommandBuffer;
import org.lwjgl.vulkan.VkRenderingAttachmentInfo;
import org.lwjgl.vulkan.VkRenderingInfo;

import dev.tungsten.pipe.FramebufferState;
import dev.tungsten.pipe.ResourceTarget;
import dev.tungsten.pipe.Surface;

import static org.lwjgl.vulkan.VK10.*;
import static org.lwjgl.vulkan.VK13.*;

/// Where draws render: the pipe's framebuffer state as a dynamic-rendering pass whose
/// attachments are views of the bound surfaces, loaded and stored (every draw is its own pass).
final class VkFramebuffer {
    private VkFramebuffer() {}

    /// The attachment view of `s`: its level and layers in its format, colour or depth+stencil.
    static long view(VkScreen screen, Surface s, String call) {
        VkResource r = screen.own(call, s.texture());
        VkFormats.VkFormat f = VkDescriptors.format(call, s.format());
        ResourceTarget t = r.template().target();
        int layers = s.lastLayer() - s.firstLayer() + 1;
        int type = switch (t) {
            case TEXTURE_1D, TEXTURE_1D_ARRAY -> layers > 1 ? VK_IMAGE_VIEW_TYPE_1D_ARRAY : VK_IMAGE_VIEW_TYPE_1D;
            default -> layers > 1 ? VK_IMAGE_VIEW_TYPE_2D_ARRAY : VK_IMAGE_VIEW_TYPE_2D;
        };
        return r.plainView(type, f.vk(), f.aspects(), s.level(), s.firstLayer(), layers);
    }

    /// Records `vkCmdBeginRendering` over `surfaces` (nulls leave slots empty) and `zs` (nullable).
    static void begin(VkScreen screen, VkCommandBuffer cb, int width, int height, List<Surface> surfaces, Surface zs,
                      MemoryStack stack) {
        VkRenderingAttachmentInfo.Buffer colors = VkRenderingAttachmentInfo.calloc(Math.max(1, surfaces.size()), stack);
        int layers = Integer.MAX_VALUE;
        for (int i = 0; i < surfaces.size(); i++) {
            VkRenderingAttachmentInfo a = colors.get(i).sType$Default();
            Surface s = surfaces.get(i);
            if (s == null) {
                continue;
            }
            a.imageView(view(screen, s, "drawVbo")).imageLayout(VK_IMAGE_LAYOUT_GENERAL)
                    .loadOp(VK_ATTACHMENT_LOAD_OP_LOAD).storeOp(VK_ATTACHMENT_STORE_OP_STORE);
            layers = Math.min(layers, s.lastLayer() - s.firstLayer() + 1);
        }
        colors.limit(surfaces.size());
        VkRenderingInfo info = VkRenderingInfo.calloc(stack).sType$Default().pColorAttachments(colors);
        if (zs != null) {
            VkFormats.VkFormat f = VkDescriptors.format("drawVbo", zs.format());
            long view = view(screen, zs, "drawVbo");
            if (f.depth()) {
                info.pDepthAttachment(VkRenderingAttachmentInfo.calloc(stack).sType$Default().imageView(view)
                        .imageLayout(VK_IMAGE_LAYOUT_GENERAL).loadOp(VK_ATTACHMENT_LOAD_OP_LOAD).storeOp(VK_ATTACHMENT_STORE_OP_STORE));
            }
            if (f.stencil()) {
                info.pStencilAttachment(VkRenderingAttachmentInfo.calloc(stack).sType$Default().imageView(view)
                        .imageLayout(VK_IMAGE_LAYOUT_GENERAL).loadOp(VK_ATTACHMENT_LOAD_OP_LOAD).storeOp(VK_ATTACHMENT_STORE_OP_STORE));
            }
            layers = Math.min(layers, zs.lastLayer() - zs.firstLayer() + 1);
        }
        info.layerCount(layers == Integer.MAX_VALUE ? 1 : layers);
        info.renderArea().extent().set(width, height);
        vkCmdBeginRendering(cb, info);
    }

    static void begin(VkScreen screen, VkCommandBuffer cb, FramebufferState fb, MemoryStack stack) {
        begin(screen, cb, fb.width(), fb.height(), fb.cbufs(), fb.zsbuf(), stack);
    }
}
