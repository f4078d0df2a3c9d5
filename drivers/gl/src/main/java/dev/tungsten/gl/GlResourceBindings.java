package dev.tungsten.gl;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.lwjgl.system.MemoryUtil;

import dev.tungsten.gl.glsl.GlslShader;
import dev.tungsten.pipe.ConstantBuffer;
import dev.tungsten.pipe.Cso;
import dev.tungsten.pipe.ImageView;
import dev.tungsten.pipe.PipeException;
import dev.tungsten.pipe.ResourceTarget;
import dev.tungsten.pipe.SamplerState;
import dev.tungsten.pipe.SamplerView;
import dev.tungsten.pipe.ShaderBuffer;
import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.Processor;

import static org.lwjgl.opengl.GL33C.*;

/// The resources shaders read and write, per stage: constant buffers, sampler states and views,
/// shader buffers and images as the pipe sets them, and the OpenGL bindings a program's shaders ask for
/// ([GlslShader#bindings]), made before each draw or dispatch.
///
/// Constant buffers the pipe leaves unset read as zeros (a zero-filled uniform buffer), and user
/// constants, unaligned offsets and buffers shorter than the shader's block go through a stream
/// buffer, zero-padded, so that every read past the data gives 0 as the pipe contract says.
final class GlResourceBindings {
    private static final int GL_MAX_BLOCK = 65536;
    private static final int GL_SHADER_STORAGE_BUFFER = 0x90D2;

    private final GlContext ctx;
    private final Map<Processor, Map<Integer, ConstantBuffer>> constants = new EnumMap<>(Processor.class);
    private final Map<Processor, List<GlCso<SamplerState>>> samplers = new EnumMap<>(Processor.class);
    private final Map<Processor, List<SamplerView>> views = new EnumMap<>(Processor.class);
    private final Map<Processor, List<ShaderBuffer>> shaderBuffers = new EnumMap<>(Processor.class);
    private final Map<Processor, List<ImageView>> images = new EnumMap<>(Processor.class);
    private final GlStreamBuffer uniforms = new GlStreamBuffer();
    private int zeroUniforms;
    private int uniformAlignment = 256;

    GlResourceBindings(GlContext ctx) {
        this.ctx = ctx;
    }

    void create() {
        zeroUniforms = glGenBuffers();
        glBindBuffer(GL_UNIFORM_BUFFER, zeroUniforms);
        ByteBuffer zeros = MemoryUtil.memCalloc(GL_MAX_BLOCK);
        try {
            glBufferData(GL_UNIFORM_BUFFER, zeros, GL_STATIC_DRAW);
        } finally {
            MemoryUtil.memFree(zeros);
        }
        uniformAlignment = Math.max(16, glGetInteger(GL_UNIFORM_BUFFER_OFFSET_ALIGNMENT));
        uniforms.create();
    }

    void delete() {
        glDeleteBuffers(zeroUniforms);
        uniforms.delete();
    }

    // --- pipe state ------------------------------------------------------------------------------

    void setConstantBuffer(Processor stage, int index, ConstantBuffer buffer) {
        GlScreen screen = ctx.screen;
        if (index < 0 || index >= screen.caps().maxConstantBuffers()) {
            throw new PipeException("setConstantBuffer", "index " + index + " outside 0.." + (screen.caps().maxConstantBuffers() - 1));
        }
        if (buffer != null && buffer.buffer() != null) {
            screen.own("setConstantBuffer", buffer.buffer());
        }
        Map<Integer, ConstantBuffer> m = constants.computeIfAbsent(stage, s -> new HashMap<>());
        if (buffer == null) {
            m.remove(index);
        } else {
            m.put(index, buffer);
        }
    }

    void bindSamplers(Processor stage, int start, List<Cso<SamplerState>> list) {
        List<GlCso<SamplerState>> slots = samplers.computeIfAbsent(stage, s -> new ArrayList<>());
        for (int i = 0; i < list.size(); i++) {
            GlCso<SamplerState> c = GlCso.check("bindSamplerStates", ctx, list.get(i));
            GlContext.set(slots, start + i, c);
        }
    }

    void setSamplerViews(Processor stage, int start, List<SamplerView> list) {
        List<SamplerView> slots = views.computeIfAbsent(stage, s -> new ArrayList<>());
        for (int i = 0; i < list.size(); i++) {
            SamplerView v = list.get(i);
            if (v != null) {
                ctx.screen.own("setSamplerViews", v.texture());
                if (v.target() == ResourceTarget.BUFFER && v.elementCount() > ctx.screen.maxTextureBufferTexels) {
                    throw new PipeException("setSamplerViews", "a buffer view of " + v.elementCount()
                            + " texels exceeds GL_MAX_TEXTURE_BUFFER_SIZE " + ctx.screen.maxTextureBufferTexels);
                }
            }
            GlContext.set(slots, start + i, v);
        }
    }

    void setShaderBuffers(Processor stage, int start, List<ShaderBuffer> list) {
        List<ShaderBuffer> slots = shaderBuffers.computeIfAbsent(stage, s -> new ArrayList<>());
        for (int i = 0; i < list.size(); i++) {
            ShaderBuffer b = list.get(i);
            if (b != null) {
                ctx.screen.own("setShaderBuffers", b.buffer());
                if (ctx.screen.maxStorageBlockBytes > 0 && b.size() > ctx.screen.maxStorageBlockBytes) {
                    throw new PipeException("setShaderBuffers", "a shader buffer of " + b.size()
                            + " bytes exceeds GL_MAX_SHADER_STORAGE_BLOCK_SIZE " + ctx.screen.maxStorageBlockBytes);
                }
            }
            GlContext.set(slots, start + i, b);
        }
    }

    void setShaderImages(Processor stage, int start, List<ImageView> list) {
        List<ImageView> slots = images.computeIfAbsent(stage, s -> new ArrayList<>());
        for (int i = 0; i < list.size(); i++) {
            ImageView v = list.get(i);
            if (v != null) {
                ctx.screen.own("setShaderImages", v.resource());
            }
            GlContext.set(slots, start + i, v);
        }
    }

    // --- bindings --------------------------------------------------------------------------------

    /// Makes every binding `glsl` (the `stage` shader of `program`, which is in use) declares.
    void bind(Processor stage, GlslShader glsl, GlProgram program) {
        for (GlslShader.Binding b : glsl.bindings()) {
            switch (b.kind()) {
                case UNIFORM_BLOCK -> bindConstants(stage, b);
                case SAMPLER -> bindSampler(stage, b);
                case STORAGE_BUFFER -> bindShaderBuffer(stage, b);
                case IMAGE -> bindImage(stage, b);
                case CLIP_PLANES -> {
                    int location = glGetUniformLocation(program.id(), "tgsi_ucp");
                    float[] planes = new float[4 * 8];
                    for (int i = 0; i < 8; i++) {
                        System.arraycopy(ctx.clip.plane(i), 0, planes, 4 * i, 4);
                    }
                    if (location >= 0) {
                        glUniform4fv(location, planes);
                    }
                }
            }
        }
    }

    private void bindConstants(Processor stage, GlslShader.Binding b) {
        ConstantBuffer cb = constants.getOrDefault(stage, Map.of()).get(b.index());
        int size = Math.max(16, b.size());
        if (cb == null) {
            glBindBufferRange(GL_UNIFORM_BUFFER, b.unit(), zeroUniforms, 0, Math.min(size, GL_MAX_BLOCK));
            return;
        }
        if (cb.buffer() != null) {
            GlResource r = ctx.screen.own("drawVbo", cb.buffer());
            long available = r.template().width() - (long) cb.offset();
            if (cb.offset() % uniformAlignment == 0 && available >= size) {
                glBindBufferRange(GL_UNIFORM_BUFFER, b.unit(), r.name, cb.offset(), size);
                return;
            }
            // Unaligned or shorter than the block: copy into the stream, zero-padded, so reads
            // past the data give 0 as the pipe contract says.
            long offset = uniforms.reserve(size, uniformAlignment);
            uniforms.zero(offset, size);
            int copy = (int) Math.max(0, Math.min(available, Math.min(size, cb.size() == 0 ? available : cb.size())));
            if (copy > 0) {
                glBindBuffer(GL_COPY_READ_BUFFER, r.name);
                glBindBuffer(GL_COPY_WRITE_BUFFER, uniforms.name);
                glCopyBufferSubData(GL_COPY_READ_BUFFER, GL_COPY_WRITE_BUFFER, cb.offset(), offset, copy);
            }
            glBindBufferRange(GL_UNIFORM_BUFFER, b.unit(), uniforms.name, offset, size);
            return;
        }
        byte[] user = cb.user();
        ByteBuffer data = MemoryUtil.memCalloc(size);
        try {
            data.put(0, user, 0, Math.min(user.length, size));
            long offset = uniforms.upload(data, uniformAlignment);
            glBindBufferRange(GL_UNIFORM_BUFFER, b.unit(), uniforms.name, offset, size);
        } finally {
            MemoryUtil.memFree(data);
        }
    }

    private void bindSampler(Processor stage, GlslShader.Binding b) {
        List<SamplerView> stageViews = views.getOrDefault(stage, List.of());
        SamplerView view = b.index() < stageViews.size() ? stageViews.get(b.index()) : null;
        List<GlCso<SamplerState>> stageSamplers = samplers.getOrDefault(stage, List.of());
        GlCso<SamplerState> sampler = b.sampler() >= 0 && b.sampler() < stageSamplers.size() ? stageSamplers.get(b.sampler()) : null;
        glActiveTexture(GL_TEXTURE0 + b.unit());
        int expected = GlScreen.textureTarget(resourceTarget(b.target()));
        if (view == null) {
            glBindTexture(expected, 0);
            glBindSampler(b.unit(), 0);
            return;
        }
        GlResource r = ctx.screen.own("drawVbo", view.texture());
        if (view.target() == ResourceTarget.BUFFER) {
            bufferTexture(r, view.format(), view.firstElement(), view.elementCount(), "drawVbo");
            return;
        }
        if (r.glTarget != expected) {
            throw new PipeException("drawVbo", "sampler view " + b.index() + " of the " + stage.text() + " shader is a "
                    + view.target() + " texture but the shader samples it as " + b.target().text());
        }
        glBindTexture(r.glTarget, r.name);
        glTexParameteri(r.glTarget, GL_TEXTURE_BASE_LEVEL, view.firstLevel());
        glTexParameteri(r.glTarget, GL_TEXTURE_MAX_LEVEL, view.lastLevel());
        glTexParameteriv(r.glTarget, GL_TEXTURE_SWIZZLE_RGBA, swizzle(r.format, view));
        glBindSampler(b.unit(), sampler == null ? 0 : sampler.glName);
    }

    /// The internal formats OpenGL allows for a buffer texture (OpenGL 4.6 table 8.18).
    private static final java.util.Set<PipeFormat> BUFFER_TEXTURE_FORMATS = java.util.EnumSet.copyOf(java.util.stream.Stream.of(
            "R8_UNORM", "R16_UNORM", "R16_FLOAT", "R32_FLOAT", "R8_SINT", "R16_SINT", "R32_SINT", "R8_UINT", "R16_UINT",
            "R32_UINT", "R8G8_UNORM", "R16G16_UNORM", "R16G16_FLOAT", "R32G32_FLOAT", "R8G8_SINT", "R16G16_SINT",
            "R32G32_SINT", "R8G8_UINT", "R16G16_UINT", "R32G32_UINT", "R32G32B32_FLOAT", "R32G32B32_SINT", "R32G32B32_UINT",
            "R8G8B8A8_UNORM", "R16G16B16A16_UNORM", "R16G16B16A16_FLOAT", "R32G32B32A32_FLOAT", "R8G8B8A8_SINT",
            "R16G16B16A16_SINT", "R32G32B32A32_SINT", "R8G8B8A8_UINT", "R16G16B16A16_UINT", "R32G32B32A32_UINT")
            .map(PipeFormat::valueOf).toList());

    /// Binds `r`'s buffer texture to `GL_TEXTURE_BUFFER` over `count` texels of `f` from element
    /// `first`, and returns its name. The whole buffer is `glTexBuffer`; a part of it is
    /// `glTexBufferRange` (OpenGL 4.3), whose offset OpenGL wants aligned.
    private int bufferTexture(GlResource r, PipeFormat format, int first, int count, String call) {
        if (!BUFFER_TEXTURE_FORMATS.contains(format)) {
            throw new PipeException(call, "OpenGL has no buffer texture of format " + format
                    + " (OpenGL 4.6 table 8.18: no snorm, sRGB or BGRA formats)");
        }
        GlFormats.GlFormat f = GlFormats.of(format);
        if (r.bufferTexture == 0) {
            r.bufferTexture = glGenTextures();
        }
        glBindTexture(GL_TEXTURE_BUFFER, r.bufferTexture);
        long offset = (long) first * f.bytes(), bytes = (long) count * f.bytes();
        if (offset == 0 && bytes == r.template().width()) {
            glTexBuffer(GL_TEXTURE_BUFFER, f.internal(), r.name);
            return r.bufferTexture;
        }
        int alignment = ctx.screen.textureBufferAlignment;
        if (alignment == 0 || offset % alignment != 0) {
            throw new PipeException(call, "a buffer view from element " + first + " needs "
                    + (alignment == 0 ? "glTexBufferRange (OpenGL 4.3)" : "an offset aligned to GL_TEXTURE_BUFFER_OFFSET_ALIGNMENT "
                    + alignment + " bytes, not " + offset));
        }
        org.lwjgl.opengl.GL43C.glTexBufferRange(GL_TEXTURE_BUFFER, f.internal(), r.name, offset, bytes);
        return r.bufferTexture;
    }

    /// The view's swizzle applied after the format's emulation swizzle.
    private static int[] swizzle(GlFormats.GlFormat format, SamplerView view) {
        int[] base = format.swizzle() == null ? new int[] {GL_RED, GL_GREEN, GL_BLUE, GL_ALPHA} : format.swizzle();
        int[] out = new int[4];
        for (int i = 0; i < 4; i++) {
            int s = view.swizzle(i);
            out[i] = s == SamplerView.SWIZZLE_0 ? GL_ZERO : s == SamplerView.SWIZZLE_1 ? GL_ONE : base[s];
        }
        return out;
    }

    private static ResourceTarget resourceTarget(dev.tungsten.tgsi.TextureTarget t) {
        return switch (t) {
            case BUFFER -> ResourceTarget.BUFFER;
            case T1D, SHADOW1D -> ResourceTarget.TEXTURE_1D;
            case T3D -> ResourceTarget.TEXTURE_3D;
            case CUBE, SHADOWCUBE -> ResourceTarget.TEXTURE_CUBE;
            case RECT, SHADOWRECT -> ResourceTarget.TEXTURE_RECT;
            case T1D_ARRAY, SHADOW1D_ARRAY -> ResourceTarget.TEXTURE_1D_ARRAY;
            case T2D_ARRAY, SHADOW2D_ARRAY, T2D_ARRAY_MSAA -> ResourceTarget.TEXTURE_2D_ARRAY;
            case CUBE_ARRAY, SHADOWCUBE_ARRAY -> ResourceTarget.TEXTURE_CUBE_ARRAY;
            default -> ResourceTarget.TEXTURE_2D;
        };
    }

    private void bindShaderBuffer(Processor stage, GlslShader.Binding b) {
        List<ShaderBuffer> list = shaderBuffers.getOrDefault(stage, List.of());
        ShaderBuffer sb = b.index() < list.size() ? list.get(b.index()) : null;
        if (sb == null) {
            throw new PipeException(stage == Processor.COMP ? "launchGrid" : "drawVbo",
                    "the " + stage.text() + " shader uses BUFFER[" + b.index() + "], which is not set");
        }
        GlResource r = ctx.screen.own("drawVbo", sb.buffer());
        org.lwjgl.opengl.GL30C.glBindBufferRange(GL_SHADER_STORAGE_BUFFER, b.unit(), r.name, sb.offset(),
                Math.max(4, sb.size()));
    }

    private void bindImage(Processor stage, GlslShader.Binding b) {
        List<ImageView> list = images.getOrDefault(stage, List.of());
        ImageView iv = b.index() < list.size() ? list.get(b.index()) : null;
        if (iv == null) {
            throw new PipeException(stage == Processor.COMP ? "launchGrid" : "drawVbo",
                    "the " + stage.text() + " shader uses IMAGE[" + b.index() + "], which is not set");
        }
        GlResource r = ctx.screen.own("drawVbo", iv.resource());
        GlFormats.GlFormat f = GlFormats.of(iv.format());
        int access = switch (iv.access() & 3) {
            case ImageView.READ -> 0x88B8; // GL_READ_ONLY
            case ImageView.WRITE -> 0x88B9; // GL_WRITE_ONLY
            default -> 0x88BA; // GL_READ_WRITE
        };
        boolean layered = r.template().target().isArray() || r.template().target().isCube()
                || r.template().target() == ResourceTarget.TEXTURE_3D;
        GlEntryPoints.require(GlEntryPoints.caps().glBindImageTexture, "drawVbo", "shader images",
                "OpenGL 4.2 or GL_ARB_shader_image_load_store");
        if (r.isBuffer()) {
            // A texel buffer view: its element range is the buffer texture's range, and the
            // image is the buffer texture's only level and layer.
            String call = stage == Processor.COMP ? "launchGrid" : "drawVbo";
            int name = bufferTexture(r, iv.format(), iv.firstLayer(), iv.lastLayer() - iv.firstLayer() + 1, call);
            org.lwjgl.opengl.GL42C.glBindImageTexture(b.unit(), name, 0, false, 0, access, f.internal());
            return;
        }
        org.lwjgl.opengl.GL42C.glBindImageTexture(b.unit(), r.name, iv.level(), layered, iv.firstLayer(), access, f.internal());
    }
}
