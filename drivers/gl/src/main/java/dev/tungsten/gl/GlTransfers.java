package dev.tungsten.gl;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

import org.lwjgl.system.MemoryUtil;

import dev.tungsten.gl.glsl.ValueKind;
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

import static org.lwjgl.opengl.GL33C.*;

/// Clears, copies, blits, mipmap generation and CPU access, for [GlContext].
///
/// CPU access copies: `map` reads the box back into memory the caller owns until `unmap`,
/// which writes it back when the transfer was for writing. Rows are packed
/// (`stride = width * texel bytes`) and OpenGL's pack and unpack alignment is 1, so bytes move
/// unchanged; the two depth formats whose depth OpenGL stores in the other 24 bits are rotated.
final class GlTransfers {
    private final GlContext ctx;
    private int scratchFramebuffer;
    private int readFramebuffer;

    GlTransfers(GlContext ctx) {
        this.ctx = ctx;
    }

    private int scratch() {
        if (scratchFramebuffer == 0) {
            scratchFramebuffer = glGenFramebuffers();
            readFramebuffer = glGenFramebuffers();
        }
        return scratchFramebuffer;
    }

    // --- clears ----------------------------------------------------------------------------------

    /// Clears the bound framebuffer's attachments, ignoring scissors and write masks.
    void clear(int buffers, ColorValue color, double depth, int stencil) {
        FramebufferState fb = ctx.framebuffer.state();
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
        ctx.framebuffer.changed();
    }

    void clearSurface(Surface s, int what, ColorValue color, double depth, int stencil, int x, int y, int width, int height) {
        glBindFramebuffer(GL_FRAMEBUFFER, scratch());
        GlFormats.GlFormat f = GlFormats.of(s.format());
        boolean zs = f.depth();
        int attachment = zs ? (f.stencil() ? GL_DEPTH_STENCIL_ATTACHMENT : GL_DEPTH_ATTACHMENT) : GL_COLOR_ATTACHMENT0;
        detachAll();
        GlFramebuffer.attach(attachment, s);
        glDrawBuffers(zs ? GL_NONE : GL_COLOR_ATTACHMENT0);
        glEnable(GL_SCISSOR_TEST);
        glScissor(x, y, width, height);
        glColorMaski(0, true, true, true, true);
        glDepthMask(true);
        glStencilMask(0xFF);
        if (!zs) {
            switch (f.kind()) {
                case FLOAT -> glClearBufferfv(GL_COLOR, 0, color.floats());
                case INT -> glClearBufferiv(GL_COLOR, 0, color.words());
                case UINT -> glClearBufferuiv(GL_COLOR, 0, color.words());
            }
        } else {
            boolean d = (what & Context.CLEAR_DEPTH) != 0;
            boolean st = (what & Context.CLEAR_STENCIL) != 0 && f.stencil();
            if (d && st) {
                glClearBufferfi(GL_DEPTH_STENCIL, 0, (float) depth, stencil);
            } else if (d) {
                glClearBufferfv(GL_DEPTH, 0, new float[] {(float) depth});
            } else if (st) {
                glClearBufferiv(GL_STENCIL, 0, new int[] {stencil});
            }
        }
        glDisable(GL_SCISSOR_TEST);
        detachAll();
        glBindFramebuffer(GL_FRAMEBUFFER, 0);
        ctx.framebuffer.changed();
    }

    private static void detachAll() {
        glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, 0, 0);
        glFramebufferTexture2D(GL_FRAMEBUFFER, GL_DEPTH_STENCIL_ATTACHMENT, GL_TEXTURE_2D, 0, 0);
    }

    // --- copies ----------------------------------------------------------------------------------

    void copy(GlResource dst, int dstLevel, int dstX, int dstY, int dstZ, GlResource src, int srcLevel, Box box) {
        if (box.isEmpty()) {
            return;
        }
        if (dst.isBuffer() != src.isBuffer()) {
            throw new PipeException("resourceCopyRegion", "copies go buffer to buffer or texture to texture");
        }
        if (dst.isBuffer()) {
            if ((long) box.x() + box.width() > src.template().width() || (long) dstX + box.width() > dst.template().width()) {
                throw new PipeException("resourceCopyRegion", "the byte range leaves a buffer");
            }
            // OpenGL forbids overlapping copies within one buffer: go through a temporary.
            int tmp = glGenBuffers();
            try {
                glBindBuffer(GL_COPY_WRITE_BUFFER, tmp);
                glBufferData(GL_COPY_WRITE_BUFFER, box.width(), GL_STREAM_COPY);
                glBindBuffer(GL_COPY_READ_BUFFER, src.name);
                glCopyBufferSubData(GL_COPY_READ_BUFFER, GL_COPY_WRITE_BUFFER, box.x(), 0, box.width());
                glBindBuffer(GL_COPY_READ_BUFFER, tmp);
                glBindBuffer(GL_COPY_WRITE_BUFFER, dst.name);
                glCopyBufferSubData(GL_COPY_READ_BUFFER, GL_COPY_WRITE_BUFFER, 0, dstX, box.width());
            } finally {
                glDeleteBuffers(tmp);
            }
            return;
        }
        if (src.format.bytes() != dst.format.bytes()) {
            throw new PipeException("resourceCopyRegion", src.template().format() + " and " + dst.template().format()
                    + " have different texel sizes");
        }
        // Through memory: read the box, write it at the destination (overlap-safe, any OpenGL).
        ByteBuffer data = read(src, srcLevel, box);
        write(dst, dstLevel, new Box(dstX, dstY, dstZ, box.width(), box.height(), box.depth()), data);
    }

    void blit(BlitInfo info) {
        BlitInfo.Side s = info.src();
        BlitInfo.Side d = info.dst();
        GlResource src = (GlResource) s.resource();
        GlResource dst = (GlResource) d.resource();
        if (src.isBuffer() || dst.isBuffer()) {
            throw new PipeException("blit", "blits are between textures");
        }
        scratch();
        glBindFramebuffer(GL_READ_FRAMEBUFFER, readFramebuffer);
        glBindFramebuffer(GL_DRAW_FRAMEBUFFER, scratchFramebuffer);
        int mask = 0;
        boolean zs = GlFormats.of(s.format()).depth();
        int attachment = zs ? (GlFormats.of(s.format()).stencil() ? GL_DEPTH_STENCIL_ATTACHMENT : GL_DEPTH_ATTACHMENT) : GL_COLOR_ATTACHMENT0;
        attachFor(GL_READ_FRAMEBUFFER, attachment, src, s.level(), s.z());
        attachFor(GL_DRAW_FRAMEBUFFER, attachment, dst, d.level(), d.z());
        if ((info.mask() & BlitInfo.MASK_RGBA) != 0 && !zs) {
            mask |= GL_COLOR_BUFFER_BIT;
            glReadBuffer(GL_COLOR_ATTACHMENT0);
            glDrawBuffers(GL_COLOR_ATTACHMENT0);
        }
        if ((info.mask() & BlitInfo.MASK_Z) != 0 && zs) {
            mask |= GL_DEPTH_BUFFER_BIT;
        }
        if ((info.mask() & BlitInfo.MASK_S) != 0 && zs) {
            mask |= GL_STENCIL_BUFFER_BIT;
        }
        glDisable(GL_SCISSOR_TEST);
        if (info.scissor() != null) {
            glEnable(GL_SCISSOR_TEST);
            glScissor(info.scissor().minX(), info.scissor().minY(), info.scissor().maxX() - info.scissor().minX(),
                    info.scissor().maxY() - info.scissor().minY());
        }
        glColorMaski(0, true, true, true, true);
        glDepthMask(true);
        glStencilMask(0xFF);
        int filter = info.filter() == SamplerState.Filter.LINEAR && mask == GL_COLOR_BUFFER_BIT ? GL_LINEAR : GL_NEAREST;
        glBlitFramebuffer(s.x(), s.y(), s.x() + s.width(), s.y() + s.height(), d.x(), d.y(), d.x() + d.width(),
                d.y() + d.height(), mask, filter);
        glDisable(GL_SCISSOR_TEST);
        glFramebufferTexture2D(GL_READ_FRAMEBUFFER, attachment, GL_TEXTURE_2D, 0, 0);
        glFramebufferTexture2D(GL_DRAW_FRAMEBUFFER, attachment, GL_TEXTURE_2D, 0, 0);
        glBindFramebuffer(GL_FRAMEBUFFER, 0);
        ctx.framebuffer.changed();
        ctx.screen.gl.context().debug().check("blit");
    }

    private static void attachFor(int target, int attachment, GlResource r, int level, int layer) {
        if (r.glTarget == GL_TEXTURE_CUBE_MAP) {
            glFramebufferTexture2D(target, attachment, GL_TEXTURE_CUBE_MAP_POSITIVE_X + layer, r.name, level);
        } else if (r.template().target().isArray() || r.template().target() == ResourceTarget.TEXTURE_3D) {
            glFramebufferTextureLayer(target, attachment, r.name, level, layer);
        } else {
            glFramebufferTexture2D(target, attachment, r.glTarget, r.name, level);
        }
    }

    void generateMipmap(GlResource t, int baseLevel, int lastLevel) {
        if (t.isBuffer()) {
            throw new PipeException("generateMipmap", "a buffer has no mip levels");
        }
        if (baseLevel < 0 || lastLevel > t.template().lastLevel() || lastLevel < baseLevel) {
            throw new PipeException("generateMipmap", "levels " + baseLevel + ".." + lastLevel + " outside the texture");
        }
        glBindTexture(t.glTarget, t.name);
        glTexParameteri(t.glTarget, GL_TEXTURE_BASE_LEVEL, baseLevel);
        glTexParameteri(t.glTarget, GL_TEXTURE_MAX_LEVEL, lastLevel);
        glGenerateMipmap(t.glTarget);
        glTexParameteri(t.glTarget, GL_TEXTURE_BASE_LEVEL, 0);
        glTexParameteri(t.glTarget, GL_TEXTURE_MAX_LEVEL, t.template().lastLevel());
        ctx.screen.gl.context().debug().check("generateMipmap");
    }

    // --- CPU access ------------------------------------------------------------------------------

    Transfer map(GlResource r, int level, Box box, int usage) {
        checkBox("map", r, level, box);
        ByteBuffer data;
        if ((usage & Transfer.READ) != 0) {
            data = read(r, level, box);
        } else {
            data = ByteBuffer.allocateDirect(bytes(r, box)).order(ByteOrder.LITTLE_ENDIAN);
        }
        int stride = r.isBuffer() ? box.width() : box.width() * r.format.bytes();
        return new Transfer(r, level, box, usage, data, stride, stride * box.height());
    }

    void unmap(GlResource r, Transfer t) {
        if ((t.usage() & Transfer.WRITE) != 0) {
            ByteBuffer data = t.data().duplicate().order(ByteOrder.LITTLE_ENDIAN);
            data.clear();
            write(r, t.level(), t.box(), data);
        }
    }

    void bufferSubdata(GlResource r, int offset, byte[] bytes) {
        if (!r.isBuffer() || offset < 0 || (long) offset + bytes.length > r.template().width()) {
            throw new PipeException("bufferSubdata", "bytes " + offset + ".." + ((long) offset + bytes.length)
                    + " outside the buffer");
        }
        ByteBuffer data = ByteBuffer.allocateDirect(bytes.length).put(bytes).flip();
        write(r, 0, Box.ofBytes(offset, bytes.length), data);
    }

    void textureSubdata(GlResource r, int level, Box box, byte[] bytes, int stride, int layerStride) {
        checkBox("textureSubdata", r, level, box);
        int row = box.width() * r.format.bytes();
        ByteBuffer packed = ByteBuffer.allocateDirect(bytes(r, box)).order(ByteOrder.LITTLE_ENDIAN);
        for (int z = 0; z < box.depth(); z++) {
            for (int y = 0; y < box.height(); y++) {
                int from = z * layerStride + y * stride;
                if (from + row > bytes.length) {
                    throw new PipeException("textureSubdata", "the data is shorter than the box");
                }
                packed.put(bytes, from, row);
            }
        }
        packed.flip();
        write(r, level, box, packed);
    }

    private static int bytes(GlResource r, Box box) {
        long n = r.isBuffer() ? box.width() : (long) box.width() * box.height() * box.depth() * r.format.bytes();
        if (n > Integer.MAX_VALUE) {
            throw new PipeException("map", "the box holds more than 2 GiB");
        }
        return (int) n;
    }

    private static void checkBox(String call, GlResource r, int level, Box box) {
        ResourceTemplate t = r.template();
        if (level < 0 || level > t.lastLevel()) {
            throw new PipeException(call, "level " + level + " outside 0.." + t.lastLevel());
        }
        long w = t.isBuffer() ? t.width() : t.width(level);
        long h = t.isBuffer() ? 1 : t.target() == ResourceTarget.TEXTURE_1D_ARRAY ? t.layers(level) : t.height(level);
        long d = t.target() == ResourceTarget.TEXTURE_1D_ARRAY ? 1 : t.layers(level);
        if (box.x() < 0 || box.y() < 0 || box.z() < 0 || box.x() + (long) box.width() > w || box.y() + (long) box.height() > h
                || box.z() + (long) box.depth() > Math.max(d, 1)) {
            throw new PipeException(call, "box " + box + " outside level " + level + " (" + w + "x" + h + "x" + d + ")");
        }
    }

    /// The box's bytes, packed rows, layers one after another.
    private ByteBuffer read(GlResource r, int level, Box box) {
        ByteBuffer out = ByteBuffer.allocateDirect(bytes(r, box)).order(ByteOrder.LITTLE_ENDIAN);
        if (r.isBuffer()) {
            glBindBuffer(GL_COPY_READ_BUFFER, r.name);
            glGetBufferSubData(GL_COPY_READ_BUFFER, box.x(), out);
            return out;
        }
        ResourceTemplate t = r.template();
        GlFormats.GlFormat f = r.format;
        int w = t.width(level);
        int h = t.target() == ResourceTarget.TEXTURE_1D_ARRAY ? t.layers(level) : t.height(level);
        int layers = t.target() == ResourceTarget.TEXTURE_1D_ARRAY ? 1 : t.layers(level);
        glPixelStorei(GL_PACK_ALIGNMENT, 1);
        glBindTexture(r.glTarget, r.name);
        int slice = w * h * f.bytes();
        ByteBuffer level0 = MemoryUtil.memAlloc(slice * (r.glTarget == GL_TEXTURE_CUBE_MAP ? 1 : layers));
        try {
            int row = box.width() * f.bytes();
            for (int z = box.z(); z < box.z() + box.depth(); z++) {
                int base;
                if (r.glTarget == GL_TEXTURE_CUBE_MAP) {
                    glGetTexImage(GL_TEXTURE_CUBE_MAP_POSITIVE_X + z, level, f.format(), f.type(), level0);
                    base = 0;
                } else {
                    if (z == box.z()) {
                        glGetTexImage(r.glTarget, level, f.format(), f.type(), level0);
                    }
                    base = z * slice;
                }
                for (int y = box.y(); y < box.y() + box.height(); y++) {
                    int from = base + (y * w + box.x()) * f.bytes();
                    for (int i = 0; i < row; i++) {
                        out.put(level0.get(from + i));
                    }
                }
            }
        } finally {
            MemoryUtil.memFree(level0);
        }
        out.flip();
        if (f.rotateDepth()) {
            rotate(out, 24);
        }
        ctx.screen.gl.context().debug().check("map");
        return out;
    }

    /// Writes `data` (packed as [#read] returns it) into the box.
    private void write(GlResource r, int level, Box box, ByteBuffer data) {
        if (r.isBuffer()) {
            glBindBuffer(GL_COPY_WRITE_BUFFER, r.name);
            ByteBuffer slice = data.duplicate();
            slice.limit(Math.min(slice.limit(), box.width()));
            glBufferSubData(GL_COPY_WRITE_BUFFER, box.x(), slice);
            return;
        }
        GlFormats.GlFormat f = r.format;
        ByteBuffer src = data;
        if (f.rotateDepth()) {
            src = ByteBuffer.allocateDirect(data.remaining()).order(ByteOrder.LITTLE_ENDIAN).put(data.duplicate()).flip();
            rotate(src, 8);
        }
        glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
        glBindTexture(r.glTarget, r.name);
        ResourceTarget target = r.template().target();
        switch (target) {
            case TEXTURE_1D -> glTexSubImage1D(r.glTarget, level, box.x(), box.width(), f.format(), f.type(), src);
            case TEXTURE_2D, TEXTURE_RECT, TEXTURE_1D_ARRAY ->
                    glTexSubImage2D(r.glTarget, level, box.x(), box.y(), box.width(), box.height(), f.format(), f.type(), src);
            case TEXTURE_CUBE -> {
                int face = box.width() * box.height() * f.bytes();
                for (int z = 0; z < box.depth(); z++) {
                    ByteBuffer one = src.duplicate();
                    one.position(z * face).limit((z + 1) * face);
                    glTexSubImage2D(GL_TEXTURE_CUBE_MAP_POSITIVE_X + box.z() + z, level, box.x(), box.y(), box.width(),
                            box.height(), f.format(), f.type(), one.slice());
                }
            }
            case TEXTURE_3D, TEXTURE_2D_ARRAY, TEXTURE_CUBE_ARRAY -> glTexSubImage3D(r.glTarget, level, box.x(), box.y(), box.z(),
                    box.width(), box.height(), box.depth(), f.format(), f.type(), src);
            case BUFFER -> throw new IllegalStateException("handled above");
        }
        ctx.screen.gl.context().debug().check("write texels");
    }

    /// Rotates every 32-bit word left by `bits` (Z24 in the low bits <-> OpenGL's high bits).
    private static void rotate(ByteBuffer b, int bits) {
        for (int i = 0; i + 3 < b.limit(); i += 4) {
            b.putInt(i, Integer.rotateLeft(b.getInt(i), bits));
        }
    }

    void close() {
        if (scratchFramebuffer != 0) {
            glDeleteFramebuffers(scratchFramebuffer);
            glDeleteFramebuffers(readFramebuffer);
        }
    }

    /// The value kind of a surface's format (float, int, uint), for clears.
    static ValueKind kind(Surface s) {
        return GlFormats.of(s.format()).kind();
    }
}
