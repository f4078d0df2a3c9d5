package dev.tungsten.vk;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;

import org.lwjgl.system.MemoryStack;
import org.lwjgl.system.MemoryUtil;
import org.lwjgl.vulkan.VkBufferCopy;
import org.lwjgl.vulkan.VkBufferImageCopy;
import org.lwjgl.vulkan.VkClearAttachment;
import org.lwjgl.vulkan.VkClearRect;
import org.lwjgl.vulkan.VkCommandBuffer;
import org.lwjgl.vulkan.VkImageBlit;
import org.lwjgl.vulkan.VkImageCopy;

import dev.tungsten.pipe.BlitInfo;
import dev.tungsten.pipe.Box;
import dev.tungsten.pipe.ColorValue;
import dev.tungsten.pipe.Context;
import dev.tungsten.pipe.FramebufferState;
import dev.tungsten.pipe.PipeException;
import dev.tungsten.pipe.ResourceTarget;
import dev.tungsten.pipe.ResourceTemplate;
import dev.tungsten.pipe.SamplerState;
import dev.tungsten.pipe.Surface;
import dev.tungsten.pipe.Transfer;

import static org.lwjgl.vulkan.VK10.*;

/// Clears, copies, blits, mipmap generation and CPU access. Buffers and images are device-local,
/// so the CPU reaches them through staging buffers: a map downloads the box (packed rows in the
/// pipe format's layout) and an unmap for writing uploads it again. Depth/stencil texels, which
/// Vulkan copies one aspect at a time, are split and merged on the CPU ([VkFormats.VkFormat]).
final class VkTransfers {
    private final VkContext ctx;

    VkTransfers(VkContext ctx) {
        this.ctx = ctx;
    }

    private VulkanDevice device() {
        return ctx.screen.device();
    }

    // --- clears ----------------------------------------------------------------------------------

    void clear(int buffers, ColorValue color, double depth, int stencil) {
        FramebufferState fb = ctx.framebuffer;
        if (fb == null) {
            throw new PipeException("clear", "no framebuffer is set");
        }
        for (int i = 0; i < fb.cbufs().size(); i++) {
            Surface s = fb.cbufs().get(i);
            if (s != null && (buffers & (Context.CLEAR_COLOR0 << i)) != 0) {
                clearSurface(s, Context.CLEAR_COLOR0, color, 0, 0, 0, 0, fb.width(), fb.height());
            }
        }
        if (fb.zsbuf() != null && (buffers & Context.CLEAR_DEPTHSTENCIL) != 0) {
            clearSurface(fb.zsbuf(), buffers & Context.CLEAR_DEPTHSTENCIL, color, depth, stencil, 0, 0, fb.width(), fb.height());
        }
    }

    /// Clears a rectangle of a surface by rendering to it alone: `flags` is CLEAR_COLOR0 for a
    /// colour surface, else CLEAR_DEPTH and/or CLEAR_STENCIL.
    void clearSurface(Surface s, int flags, ColorValue color, double depth, int stencil, int x, int y, int w, int h) {
        int x0 = Math.max(0, x), y0 = Math.max(0, y);
        int x1 = Math.min(s.width(), x + w), y1 = Math.min(s.height(), y + h);
        if (x1 <= x0 || y1 <= y0 || flags == 0) {
            return;
        }
        VkFormats.VkFormat f = VkDescriptors.format("clear", s.format());
        boolean colour = !f.depth() && !f.stencil();
        int aspect = colour ? VK_IMAGE_ASPECT_COLOR_BIT
                : ((flags & Context.CLEAR_DEPTH) != 0 && f.depth() ? VK_IMAGE_ASPECT_DEPTH_BIT : 0)
                | ((flags & Context.CLEAR_STENCIL) != 0 && f.stencil() ? VK_IMAGE_ASPECT_STENCIL_BIT : 0);
        if (aspect == 0) {
            return;
        }
        try (VkSubmission sub = new VkSubmission(device(), "clear")) {
            sub.record(cb -> {
                VkScreen.barrier(cb);
                try (MemoryStack stack = MemoryStack.stackPush()) {
                    List<Surface> colors = new ArrayList<>();
                    if (colour) {
                        colors.add(s);
                    }
                    VkFramebuffer.begin(ctx.screen, cb, s.width(), s.height(), colors, colour ? null : s, stack);
                    VkClearAttachment.Buffer a = VkClearAttachment.calloc(1, stack).aspectMask(aspect).colorAttachment(0);
                    if (colour) {
                        for (int c = 0; c < 4; c++) {
                            a.clearValue().color().uint32(c, color.word(c));
                        }
                    } else {
                        a.clearValue().depthStencil().depth((float) Math.max(0, Math.min(1, depth))).stencil(stencil & 0xFF);
                    }
                    VkClearRect.Buffer rect = VkClearRect.calloc(1, stack).baseArrayLayer(0).layerCount(s.lastLayer() - s.firstLayer() + 1);
                    rect.rect().offset().set(x0, y0);
                    rect.rect().extent().set(x1 - x0, y1 - y0);
                    vkCmdClearAttachments(cb, a, rect);
                    org.lwjgl.vulkan.VK13.vkCmdEndRendering(cb);
                }
                VkScreen.barrier(cb);
            });
        }
    }

    // --- copies ----------------------------------------------------------------------------------

    void copy(VkResource dst, int dstLevel, int dstX, int dstY, int dstZ, VkResource src, int srcLevel, Box box) {
        if (dst.isBuffer() != src.isBuffer()) {
            throw new PipeException("resourceCopyRegion", "a copy is between two buffers or two textures");
        }
        if (box.isEmpty()) {
            return;
        }
        if (dst.isBuffer()) {
            if ((long) box.x() + box.width() > src.template().width() || (long) dstX + box.width() > dst.template().width()
                    || box.x() < 0 || dstX < 0) {
                throw new PipeException("resourceCopyRegion", "byte range outside a buffer");
            }
            try (VkSubmission s = new VkSubmission(device(), "resourceCopyRegion")) {
                DeviceBuffer temp = src == dst ? s.hostBuffer(new byte[box.width()], VK_BUFFER_USAGE_TRANSFER_DST_BIT
                        | VK_BUFFER_USAGE_TRANSFER_SRC_BIT) : null;
                s.record(cb -> {
                    VkScreen.barrier(cb);
                    try (MemoryStack stack = MemoryStack.stackPush()) {
                        if (temp == null) {
                            vkCmdCopyBuffer(cb, src.buffer.handle(), dst.buffer.handle(), VkBufferCopy.calloc(1, stack)
                                    .srcOffset(box.x()).dstOffset(dstX).size(box.width()));
                        } else {
                            // Overlapping ranges of one buffer go through a temporary.
                            vkCmdCopyBuffer(cb, src.buffer.handle(), temp.handle(), VkBufferCopy.calloc(1, stack)
                                    .srcOffset(box.x()).dstOffset(0).size(box.width()));
                            VkScreen.barrier(cb);
                            vkCmdCopyBuffer(cb, temp.handle(), dst.buffer.handle(), VkBufferCopy.calloc(1, stack)
                                    .srcOffset(0).dstOffset(dstX).size(box.width()));
                        }
                    }
                    VkScreen.barrier(cb);
                });
            }
            return;
        }
        if (src.format.bytes() != dst.format.bytes() || (src.format.aspects() != dst.format.aspects())) {
            throw new PipeException("resourceCopyRegion", "formats " + src.format().name() + " and " + dst.format().name()
                    + " differ in texel size or kind");
        }
        checkBox("resourceCopyRegion", src, srcLevel, box);
        Box dstBox = new Box(dstX, dstY, dstZ, box.width(), box.height(), box.depth());
        checkBox("resourceCopyRegion", dst, dstLevel, dstBox);
        if (src == dst) {
            // Overlapping regions of one image go through the host-side staging path.
            writeTexture(dst, dstLevel, dstBox, readTexture(src, srcLevel, box));
            return;
        }
        try (VkSubmission s = new VkSubmission(device(), "resourceCopyRegion")) {
            s.record(cb -> {
                VkScreen.barrier(cb);
                try (MemoryStack stack = MemoryStack.stackPush()) {
                    VkImageCopy.Buffer r = VkImageCopy.calloc(1, stack);
                    src.subresource(r.srcSubresource(), src.format.aspects(), srcLevel, box);
                    dst.subresource(r.dstSubresource(), dst.format.aspects(), dstLevel, dstBox);
                    boolean s3 = src.template().target() == ResourceTarget.TEXTURE_3D;
                    boolean d3 = dst.template().target() == ResourceTarget.TEXTURE_3D;
                    r.srcOffset().set(box.x(), box.y(), s3 ? box.z() : 0);
                    r.dstOffset().set(dstX, dstY, d3 ? dstZ : 0);
                    r.extent().set(box.width(), box.height(), s3 || d3 ? box.depth() : 1);
                    if (s3 != d3) {
                        throw new PipeException("resourceCopyRegion", "copies between 3-D and layered textures are not supported");
                    }
                    VkScreen.layout(cb, src.image, src.format.aspects(), srcLevel, 1, VK_IMAGE_LAYOUT_GENERAL, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL);
                    VkScreen.layout(cb, dst.image, dst.format.aspects(), dstLevel, 1, VK_IMAGE_LAYOUT_GENERAL, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL);
                    vkCmdCopyImage(cb, src.image, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, dst.image, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, r);
                    VkScreen.layout(cb, src.image, src.format.aspects(), srcLevel, 1, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, VK_IMAGE_LAYOUT_GENERAL);
                    VkScreen.layout(cb, dst.image, dst.format.aspects(), dstLevel, 1, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, VK_IMAGE_LAYOUT_GENERAL);
                }
                VkScreen.barrier(cb);
            });
        }
    }

    private static void checkBox(String call, VkResource r, int level, Box box) {
        ResourceTemplate t = r.template();
        if (level < 0 || level > t.lastLevel() || box.x() < 0 || box.y() < 0 || box.z() < 0
                || box.x() + box.width() > t.width(level) || box.y() + box.height() > t.height(level)
                || box.z() + box.depth() > t.layers(level)) {
            throw new PipeException(call, "box " + box + " of level " + level + " outside a " + t.width(level) + "x"
                    + t.height(level) + "x" + t.layers(level) + " level");
        }
    }

    void blit(BlitInfo info) {
        VkResource dst = ctx.screen.own("blit", info.dst().resource());
        VkResource src = ctx.screen.own("blit", info.src().resource());
        if (dst.isBuffer() || src.isBuffer()) {
            throw new PipeException("blit", "a blit is between textures");
        }
        if (info.scissor() != null) {
            throw new PipeException("blit", "the Vulkan driver does not scissor blits");
        }
        int aspect = 0;
        if ((info.mask() & BlitInfo.MASK_RGBA) != 0 && !dst.format.depth() && !dst.format.stencil()) {
            aspect |= VK_IMAGE_ASPECT_COLOR_BIT;
        }
        if ((info.mask() & BlitInfo.MASK_Z) != 0 && dst.format.depth() && src.format.depth()) {
            aspect |= VK_IMAGE_ASPECT_DEPTH_BIT;
        }
        if ((info.mask() & BlitInfo.MASK_S) != 0 && dst.format.stencil() && src.format.stencil()) {
            aspect |= VK_IMAGE_ASPECT_STENCIL_BIT;
        }
        if (aspect == 0) {
            return;
        }
        boolean linear = info.filter() == SamplerState.Filter.LINEAR && aspect == VK_IMAGE_ASPECT_COLOR_BIT
                && (ctx.screen.tilingFeatures(src.format()) & VK_FORMAT_FEATURE_SAMPLED_IMAGE_FILTER_LINEAR_BIT) != 0;
        int a = aspect;
        try (VkSubmission s = new VkSubmission(device(), "blit")) {
            s.record(cb -> {
                VkScreen.barrier(cb);
                blitRecord(cb, src, info.src(), dst, info.dst(), a, linear);
                VkScreen.barrier(cb);
            });
        }
    }

    private static void blitRecord(VkCommandBuffer cb, VkResource src, BlitInfo.Side s, VkResource dst, BlitInfo.Side d,
                                   int aspect, boolean linear) {
        try (MemoryStack stack = MemoryStack.stackPush()) {
            VkImageBlit.Buffer r = VkImageBlit.calloc(1, stack);
            side(r.srcSubresource(), r.srcOffsets(0), r.srcOffsets(1), src, s, aspect);
            side(r.dstSubresource(), r.dstOffsets(0), r.dstOffsets(1), dst, d, aspect);
            int sa = src.format.aspects(), da = dst.format.aspects();
            VkScreen.layout(cb, src.image, sa, s.level(), 1, VK_IMAGE_LAYOUT_GENERAL, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL);
            VkScreen.layout(cb, dst.image, da, d.level(), 1, VK_IMAGE_LAYOUT_GENERAL, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL);
            vkCmdBlitImage(cb, src.image, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, dst.image, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, r,
                    linear ? VK_FILTER_LINEAR : VK_FILTER_NEAREST);
            VkScreen.layout(cb, src.image, sa, s.level(), 1, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, VK_IMAGE_LAYOUT_GENERAL);
            VkScreen.layout(cb, dst.image, da, d.level(), 1, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, VK_IMAGE_LAYOUT_GENERAL);
        }
    }

    private static void side(org.lwjgl.vulkan.VkImageSubresourceLayers sub, org.lwjgl.vulkan.VkOffset3D o0,
                             org.lwjgl.vulkan.VkOffset3D o1, VkResource r, BlitInfo.Side s, int aspect) {
        boolean is3d = r.template().target() == ResourceTarget.TEXTURE_3D;
        sub.set(aspect, s.level(), is3d ? 0 : s.z(), is3d ? 1 : Math.max(1, s.depth()));
        o0.set(s.x(), s.y(), is3d ? s.z() : 0);
        o1.set(s.x() + s.width(), s.y() + s.height(), is3d ? s.z() + s.depth() : 1);
    }

    /// Box-filters levels `base+1 .. last` of layers `first .. lastLayer`, each from the level above.
    void generateMipmap(VkResource t, int base, int last, int firstLayer, int lastLayer) {
        ResourceTemplate tpl = t.template();
        if (base < 0 || last > tpl.lastLevel() || base > last) {
            throw new PipeException("generateMipmap", "levels " + base + ".." + last + " outside the texture's 0.." + tpl.lastLevel());
        }
        boolean linear = (ctx.screen.tilingFeatures(t.format()) & VK_FORMAT_FEATURE_SAMPLED_IMAGE_FILTER_LINEAR_BIT) != 0
                && !t.format.depth() && !t.format.stencil();
        boolean is3d = tpl.target() == ResourceTarget.TEXTURE_3D;
        try (VkSubmission s = new VkSubmission(device(), "generateMipmap")) {
            s.record(cb -> {
                for (int level = base + 1; level <= last; level++) {
                    VkScreen.barrier(cb);
                    int layers = is3d ? 1 : lastLayer - firstLayer + 1;
                    int z = is3d ? 0 : firstLayer;
                    BlitInfo.Side from = new BlitInfo.Side(t, level - 1, 0, 0, z, tpl.width(level - 1), tpl.height(level - 1),
                            is3d ? tpl.depth(level - 1) : layers, t.format());
                    BlitInfo.Side to = new BlitInfo.Side(t, level, 0, 0, z, tpl.width(level), tpl.height(level),
                            is3d ? tpl.depth(level) : layers, t.format());
                    blitRecord(cb, t, from, t, to, t.format.aspects(), linear);
                }
                VkScreen.barrier(cb);
            });
        }
    }

    // --- CPU access ------------------------------------------------------------------------------

    Transfer map(VkResource r, int level, Box box, int usage) {
        if (r.isBuffer()) {
            if (box.x() < 0 || (long) box.x() + box.width() > r.template().width()) {
                throw new PipeException("map", "bytes " + box.x() + ".." + (box.x() + box.width()) + " outside a buffer of "
                        + r.template().width());
            }
            ByteBuffer data = box.width() == 0 ? ByteBuffer.allocateDirect(0)
                    : device().download(r.buffer, box.x(), box.width());
            return new Transfer(r, level, box, usage, data.order(ByteOrder.LITTLE_ENDIAN), box.width(), box.width());
        }
        checkBox("map", r, level, box);
        ByteBuffer data = readTexture(r, level, box);
        int stride = box.width() * r.format.bytes();
        return new Transfer(r, level, box, usage, data, stride, stride * box.height());
    }

    void unmap(VkResource r, Transfer t) {
        if ((t.usage() & Transfer.WRITE) == 0 || t.box().isEmpty()) {
            return;
        }
        ByteBuffer data = t.data().duplicate().clear();
        if (r.isBuffer()) {
            device().upload(r.buffer, t.box().x(), data);
        } else {
            writeTexture(r, t.level(), t.box(), data);
        }
    }

    void bufferSubdata(VkResource r, int offset, byte[] data) {
        if (!r.isBuffer()) {
            throw new PipeException("bufferSubdata", "the resource is not a buffer");
        }
        if (offset < 0 || (long) offset + data.length > r.template().width()) {
            throw new PipeException("bufferSubdata", "bytes " + offset + ".." + (offset + data.length) + " outside a buffer of "
                    + r.template().width());
        }
        if (data.length == 0) {
            return;
        }
        ByteBuffer b = MemoryUtil.memAlloc(data.length);
        try {
            b.put(0, data);
            device().upload(r.buffer, offset, b);
        } finally {
            MemoryUtil.memFree(b);
        }
    }

    void textureSubdata(VkResource r, int level, Box box, byte[] data, int stride, int layerStride) {
        if (r.isBuffer()) {
            throw new PipeException("textureSubdata", "the resource is a buffer");
        }
        checkBox("textureSubdata", r, level, box);
        int row = box.width() * r.format.bytes();
        if (stride < row || (box.depth() > 1 && layerStride < stride * box.height())) {
            throw new PipeException("textureSubdata", "stride " + stride + " or layer stride " + layerStride + " too small for "
                    + box.width() + " texels of " + r.format.bytes() + " bytes");
        }
        long need = (long) (box.depth() - 1) * layerStride + (long) (box.height() - 1) * stride + row;
        if (data.length < need) {
            throw new PipeException("textureSubdata", data.length + " bytes given, " + need + " needed");
        }
        ByteBuffer packed = ByteBuffer.allocateDirect(row * box.height() * box.depth()).order(ByteOrder.LITTLE_ENDIAN);
        for (int z = 0; z < box.depth(); z++) {
            for (int y = 0; y < box.height(); y++) {
                packed.put(data, z * layerStride + y * stride, row);
            }
        }
        packed.flip();
        writeTexture(r, level, box, packed);
    }

    /// `box` of `level`, tightly packed in the pipe format's layout.
    ByteBuffer readTexture(VkResource r, int level, Box box) {
        VkFormats.VkFormat f = r.format;
        int texels = box.width() * box.height() * box.depth();
        ByteBuffer out = ByteBuffer.allocateDirect(texels * f.bytes()).order(ByteOrder.LITTLE_ENDIAN);
        if (texels == 0) {
            return out;
        }
        long stencilAt = stencilOffset(f, texels);
        long size = stencilAt + (f.stencil() ? texels : 0);
        try (DeviceBuffer staging = device().createBuffer(size, VK_BUFFER_USAGE_TRANSFER_DST_BIT, true)) {
            device().submit("map", cb -> {
                VkScreen.barrier(cb);
                copyAspects(cb, r, level, box, staging, stencilAt, true);
                VkScreen.barrier(cb);
            });
            ByteBuffer raw = staging.read(0, (int) size);
            if (!f.depth() && !f.stencil()) {
                out.put(raw);
            } else {
                for (int i = 0; i < texels; i++) {
                    for (int b = 0; b < f.depthBytes(); b++) {
                        out.put(i * f.bytes() + b, raw.get(i * f.depthBytes() + b));
                    }
                    if (f.stencil()) {
                        out.put(i * f.bytes() + f.stencilByte(), raw.get((int) stencilAt + i));
                    }
                }
            }
        }
        out.clear();
        return out;
    }

    /// Writes tightly packed `data` (pipe layout) into `box` of `level`.
    void writeTexture(VkResource r, int level, Box box, ByteBuffer data) {
        VkFormats.VkFormat f = r.format;
        int texels = box.width() * box.height() * box.depth();
        if (texels == 0) {
            return;
        }
        long stencilAt = stencilOffset(f, texels);
        long size = stencilAt + (f.stencil() ? texels : 0);
        try (DeviceBuffer staging = device().createBuffer(size, VK_BUFFER_USAGE_TRANSFER_SRC_BIT, true)) {
            ByteBuffer raw = ByteBuffer.allocateDirect((int) size).order(ByteOrder.LITTLE_ENDIAN);
            int base = data.position();
            if (!f.depth() && !f.stencil()) {
                raw.put(0, data, base, texels * f.bytes());
            } else {
                for (int i = 0; i < texels; i++) {
                    for (int b = 0; b < f.depthBytes(); b++) {
                        raw.put(i * f.depthBytes() + b, data.get(base + i * f.bytes() + b));
                    }
                    if (f.stencil()) {
                        raw.put((int) stencilAt + i, data.get(base + i * f.bytes() + f.stencilByte()));
                    }
                }
            }
            staging.write(0, raw);
            device().submit("unmap", cb -> {
                VkScreen.barrier(cb);
                copyAspects(cb, r, level, box, staging, stencilAt, false);
                VkScreen.barrier(cb);
            });
        }
    }

    /// Where the stencil bytes start in a staging buffer: after the depth (or colour) texels, at
    /// a multiple of 4 as buffer offsets of depth/stencil copies must be.
    private static long stencilOffset(VkFormats.VkFormat f, int texels) {
        long first = (long) texels * (f.depth() ? f.depthBytes() : f.stencil() ? 0 : f.bytes());
        return (first + 3) & ~3L;
    }

    private static void copyAspects(VkCommandBuffer cb, VkResource r, int level, Box box, DeviceBuffer staging, long stencilAt,
                                    boolean toBuffer) {
        VkFormats.VkFormat f = r.format;
        try (MemoryStack stack = MemoryStack.stackPush()) {
            int n = f.depth() && f.stencil() ? 2 : 1;
            VkBufferImageCopy.Buffer regions = VkBufferImageCopy.calloc(n, stack);
            if (!f.depth() && !f.stencil()) {
                r.region(regions.get(0), level, box, VK_IMAGE_ASPECT_COLOR_BIT, 0);
            } else {
                int i = 0;
                if (f.depth()) {
                    r.region(regions.get(i++), level, box, VK_IMAGE_ASPECT_DEPTH_BIT, 0);
                }
                if (f.stencil()) {
                    r.region(regions.get(i), level, box, VK_IMAGE_ASPECT_STENCIL_BIT, stencilAt);
                }
            }
            int transfer = toBuffer ? VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL : VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL;
            VkScreen.layout(cb, r.image, f.aspects(), level, 1, VK_IMAGE_LAYOUT_GENERAL, transfer);
            if (toBuffer) {
                vkCmdCopyImageToBuffer(cb, r.image, transfer, staging.handle(), regions);
            } else {
                vkCmdCopyBufferToImage(cb, staging.handle(), r.image, transfer, regions);
            }
            VkScreen.layout(cb, r.image, f.aspects(), level, 1, transfer, VK_IMAGE_LAYOUT_GENERAL);
        }
    }
}
