package dev.tungsten.gl;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.lwjgl.system.MemoryUtil;

import dev.tungsten.gl.glsl.GlslOptions;
import dev.tungsten.gl.glsl.GlslShader;
import dev.tungsten.gl.glsl.GlslTranslator;
import dev.tungsten.gl.glsl.ValueKind;
import dev.tungsten.pipe.BlendState;
import dev.tungsten.pipe.ConstantBuffer;
import dev.tungsten.pipe.DepthStencilAlphaState;
import dev.tungsten.pipe.DrawInfo;
import dev.tungsten.pipe.FramebufferState;
import dev.tungsten.pipe.GridInfo;
import dev.tungsten.pipe.ImageView;
import dev.tungsten.pipe.PipeException;
import dev.tungsten.pipe.RasterizerState;
import dev.tungsten.pipe.ResourceTarget;
import dev.tungsten.pipe.SamplerState;
import dev.tungsten.pipe.SamplerView;
import dev.tungsten.pipe.Scissor;
import dev.tungsten.pipe.ShaderBuffer;
import dev.tungsten.pipe.ShaderState;
import dev.tungsten.pipe.Surface;
import dev.tungsten.pipe.VertexBuffer;
import dev.tungsten.pipe.VertexElement;
import dev.tungsten.pipe.Viewport;
import dev.tungsten.tgsi.PrimitiveType;
import dev.tungsten.tgsi.Processor;

import static org.lwjgl.opengl.GL33C.*;

/// Draws and dispatches: picks the GLSL variants the bound state needs, links them (once per
/// combination), and turns the context's pipe state into OpenGL state and bindings.
///
/// Variants: GLSL bakes in what TGSI leaves to state, so a draw translates each shader with
/// options from the state: the vertex attribute types (from the vertex element formats), the
/// colour output types (from the colour buffer formats), flat shading, two-sided colours, the
/// alpha test, user clip planes, the y flip of the viewport and the clip-space depth range. Each
/// stage gets its own range of binding units ([#bindingBase]).
///
/// Window coordinates: framebuffer objects put the pipe's row 0 (the top of the image) at
/// OpenGL's window y = 0, so a pipe viewport with a negative y scale (the usual one) is drawn
/// with `gl_Position.y` negated; `glViewport` and `glScissor` then need no change, and the
/// winding OpenGL calls front is the other one, because the negation mirrors every triangle.
final class GlDraw {
    private static final int STREAM_BYTES = 4 << 20;
    private static final int GL_MAX_BLOCK = 65536;

    private final GlContext ctx;
    private final Map<List<Object>, Linked> programs = new HashMap<>();
    private int vertexArray;
    private int framebuffer;
    private boolean framebufferDirty = true;
    private final StreamBuffer uniforms = new StreamBuffer(GL_UNIFORM_BUFFER);
    private final StreamBuffer vertices = new StreamBuffer(GL_ARRAY_BUFFER);
    private final StreamBuffer indices = new StreamBuffer(GL_ELEMENT_ARRAY_BUFFER);
    private int zeroUniforms;
    private int enabledAttributes;
    private int uniformAlignment = 256;

    /// A linked program and the shaders in it.
    private record Linked(GlProgram program, List<GlslShader> stages) {}

    GlDraw(GlContext ctx) {
        this.ctx = ctx;
    }

    void init() {
        vertexArray = glGenVertexArrays();
        framebuffer = glGenFramebuffers();
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
        vertices.create();
        indices.create();
    }

    /// Binding units of `stage`: each stage has its own 16 (constant buffers, sampler units,
    /// buffers, images), so that linked stages never share one.
    static int bindingBase(Processor stage) {
        return switch (stage) {
            case FRAG -> 16;
            case GEOM -> 32;
            default -> 0;
        };
    }

    GlslOptions baseOptions(Processor stage) {
        return ctx.screen.gl.context().glslOptions().withBindingBase(bindingBase(stage));
    }

    void framebufferChanged() {
        framebufferDirty = true;
    }

    /// Drops the programs that use `shader` (it was deleted).
    void forget(GlCso<ShaderState> shader) {
        programs.entrySet().removeIf(e -> {
            if (e.getKey().contains(shader)) {
                e.getValue().program().close();
                return true;
            }
            return false;
        });
    }

    // --- draws -----------------------------------------------------------------------------------

    void draw(DrawInfo info, List<DrawInfo.Range> ranges) {
        GlCso<ShaderState> vs = ctx.shaders.get(Processor.VERT);
        GlCso<ShaderState> fs = ctx.shaders.get(Processor.FRAG);
        GlCso<ShaderState> gs = ctx.shaders.get(Processor.GEOM);
        if (vs == null || fs == null) {
            throw new PipeException("drawVbo", "a vertex and a fragment shader must be bound");
        }
        if (ctx.framebuffer == null) {
            throw new PipeException("drawVbo", "no framebuffer is set");
        }
        if (ctx.vertexElements == null) {
            throw new PipeException("drawVbo", "no vertex elements state is bound");
        }
        List<VertexElement> elements = ctx.vertexElements.state().elements();
        RasterizerState raster = ctx.rasterizer == null ? RasterizerState.DEFAULT : ctx.rasterizer.state();
        DepthStencilAlphaState dsa = ctx.dsa == null ? DepthStencilAlphaState.DISABLED : ctx.dsa.state();
        BlendState blend = ctx.blend == null ? BlendState.OPAQUE : ctx.blend.state();
        Viewport viewport = ctx.viewports.isEmpty() || ctx.viewports.getFirst() == null
                ? Viewport.of(0, 0, ctx.framebuffer.width(), ctx.framebuffer.height()) : ctx.viewports.getFirst();

        Linked linked = link(vs, gs, fs, elements, raster, dsa, viewport);
        int vsInputs = vs.state().shader().declarations().stream()
                .filter(d -> d.file() == dev.tungsten.tgsi.RegisterFile.INPUT).mapToInt(d -> d.last() + 1).max().orElse(0);
        if (vsInputs > elements.size()) {
            throw new PipeException("drawVbo", "the vertex shader reads " + vsInputs + " inputs but only "
                    + elements.size() + " vertex elements are bound");
        }
        checkIndices(info, ranges);

        glUseProgram(linked.program().id());
        bindFramebuffer();
        applyViewport(viewport, raster);
        int clipDistances = 0;
        for (GlslShader s : linked.stages()) {
            clipDistances = Math.max(clipDistances, s.clipDistances());
        }
        GlStates.applyRasterizer(raster, clipDistances, viewport.scaleY() < 0);
        GlStates.applyDepthStencil(dsa, ctx.stencilRefFront, ctx.stencilRefBack);
        GlStates.applyBlend(blend, ctx.blendColor, ctx.framebuffer.cbufs().size());
        for (GlslShader s : linked.stages()) {
            bindResources(s.stage(), s, linked.program());
        }
        setUpVertices(elements);
        issue(info, ranges, elements);
        ctx.screen.gl.context().debug().check("drawVbo");
    }

    private Linked link(GlCso<ShaderState> vs, GlCso<ShaderState> gs, GlCso<ShaderState> fs, List<VertexElement> elements,
                        RasterizerState raster, DepthStencilAlphaState dsa, Viewport viewport) {
        FramebufferState fb = ctx.framebuffer;
        List<ValueKind> colors = new ArrayList<>();
        for (Surface s : fb.cbufs()) {
            colors.add(s == null ? ValueKind.FLOAT : GlFormats.of(s.format()).kind());
        }
        DepthStencilAlphaState.Alpha alpha = dsa.alpha();
        GlslOptions fsOptions = baseOptions(Processor.FRAG)
                .withColorOutputs(colors, Math.max(1, fb.cbufs().size()))
                .withRasterization(raster.flatshade(), false, false, 0)
                .withFragmentTests(raster.lightTwoSide(), alpha.enabled() ? alpha.func().ordinal() : -1, alpha.refValue())
                .withVaryings(gs == null ? "v_" : "g_", Map.of());
        List<ValueKind> attributes = new ArrayList<>();
        for (VertexElement e : elements) {
            attributes.add(GlFormats.of(e.srcFormat()).kind());
        }
        int planes = 32 - Integer.numberOfLeadingZeros(raster.clipPlaneEnable() & 0xFF);
        boolean flip = viewport.scaleY() < 0;
        List<Object> key = new ArrayList<>(List.of(vs, fs, fsOptions, attributes, raster.flatshade(), planes, flip,
                raster.clipHalfZ()));
        key.add(gs == null ? "no GS" : gs);
        Linked cached = programs.get(key);
        if (cached != null) {
            return cached;
        }
        GlslShader fsGlsl = GlslTranslator.translate(fs.state().shader(), fsOptions);
        Map<String, String> qualifiers = new HashMap<>();
        for (GlslShader.Varying v : fsGlsl.inputs()) {
            qualifiers.put(v.name(), v.qualifiers());
        }
        List<GlslShader> stages = new ArrayList<>();
        GlslOptions last = baseOptions(Processor.VERT).withVertexInputs(attributes)
                .withRasterization(raster.flatshade(), gs == null && flip, gs == null && raster.clipHalfZ(), gs == null ? planes : 0)
                .withVaryings("v_", gs == null ? qualifiers : Map.of());
        GlslShader vsGlsl = GlslTranslator.translate(vs.state().shader(), last);
        stages.add(vsGlsl);
        GlslShader producer = vsGlsl;
        if (gs != null) {
            GlslOptions gsOptions = baseOptions(Processor.GEOM).withRasterization(raster.flatshade(), flip, raster.clipHalfZ(), planes)
                    .withVaryings("v_", qualifiers);
            GlslShader gsGlsl = GlslTranslator.translate(gs.state().shader(), gsOptions);
            checkInterface(vsGlsl, gsGlsl, "geometry");
            stages.add(gsGlsl);
            producer = gsGlsl;
        }
        checkInterface(producer, fsGlsl, "fragment");
        stages.add(fsGlsl);
        GlProgram program = GlProgram.link(ctx.screen.gl.context(), stages.toArray(GlslShader[]::new));
        Linked linked = new Linked(program, stages);
        programs.put(key, linked);
        return linked;
    }

    /// Every varying the consumer reads must be written by the producer (the pipe contract: an
    /// unfed fragment input is an error, not undefined values).
    private static void checkInterface(GlslShader producer, GlslShader consumer, String what) {
        Set<String> written = new HashSet<>();
        for (GlslShader.Varying v : producer.outputs()) {
            written.add(v.name().substring(2));
        }
        for (GlslShader.Varying v : consumer.inputs()) {
            if (!written.contains(v.name().substring(2))) {
                throw new PipeException("drawVbo", "the " + what + " shader reads " + v.semantic().text() + "["
                        + v.semanticIndex() + "], which the previous stage does not write");
            }
        }
    }

    private void checkIndices(DrawInfo info, List<DrawInfo.Range> ranges) {
        if (!info.isIndexed()) {
            return;
        }
        long available = info.userIndices() != null ? info.userIndices().length
                : ctx.screen.own("drawVbo", info.indexBuffer()).template().width();
        for (DrawInfo.Range r : ranges) {
            if ((long) (r.start() + r.count()) * info.indexSize() > available) {
                throw new PipeException("drawVbo", "indices " + r.start() + ".." + (r.start() + r.count() - 1)
                        + " reach past the index buffer (" + available / info.indexSize() + " indices)");
            }
        }
    }

    private void bindFramebuffer() {
        glBindFramebuffer(GL_FRAMEBUFFER, framebuffer);
        if (!framebufferDirty) {
            return;
        }
        FramebufferState fb = ctx.framebuffer;
        for (int i = 0; i < 8; i++) {
            glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0 + i, GL_TEXTURE_2D, 0, 0);
        }
        glFramebufferTexture2D(GL_FRAMEBUFFER, GL_DEPTH_STENCIL_ATTACHMENT, GL_TEXTURE_2D, 0, 0);
        int[] drawBuffers = new int[Math.max(1, fb.cbufs().size())];
        java.util.Arrays.fill(drawBuffers, GL_NONE);
        for (int i = 0; i < fb.cbufs().size(); i++) {
            Surface s = fb.cbufs().get(i);
            if (s != null) {
                attach(GL_COLOR_ATTACHMENT0 + i, s);
                drawBuffers[i] = GL_COLOR_ATTACHMENT0 + i;
            }
        }
        if (fb.zsbuf() != null) {
            GlFormats.GlFormat f = GlFormats.of(fb.zsbuf().format());
            attach(f.stencil() ? GL_DEPTH_STENCIL_ATTACHMENT : GL_DEPTH_ATTACHMENT, fb.zsbuf());
        }
        glDrawBuffers(drawBuffers);
        int status = glCheckFramebufferStatus(GL_FRAMEBUFFER);
        if (status != GL_FRAMEBUFFER_COMPLETE) {
            throw new PipeException("drawVbo", "OpenGL refuses this framebuffer (status 0x" + Integer.toHexString(status) + ")");
        }
        framebufferDirty = false;
    }

    /// Attaches a surface to the bound framebuffer (layered when it spans several layers).
    static void attach(int attachment, Surface s) {
        GlResource r = (GlResource) s.texture();
        if (s.lastLayer() > s.firstLayer()) {
            org.lwjgl.opengl.GL32C.glFramebufferTexture(GL_FRAMEBUFFER, attachment, r.name, s.level());
        } else if (r.glTarget == GL_TEXTURE_CUBE_MAP) {
            glFramebufferTexture2D(GL_FRAMEBUFFER, attachment, GL_TEXTURE_CUBE_MAP_POSITIVE_X + s.firstLayer(), r.name, s.level());
        } else if (r.template().target().isArray() || r.template().target() == ResourceTarget.TEXTURE_3D) {
            glFramebufferTextureLayer(GL_FRAMEBUFFER, attachment, r.name, s.level(), s.firstLayer());
        } else if (r.glTarget == GL_TEXTURE_1D) {
            glFramebufferTexture1D(GL_FRAMEBUFFER, attachment, GL_TEXTURE_1D, r.name, s.level());
        } else {
            glFramebufferTexture2D(GL_FRAMEBUFFER, attachment, r.glTarget, r.name, s.level());
        }
    }

    /// The pipe viewport as OpenGL's: `glViewport` spans the same window rectangle (a negative y
    /// scale is the vertex stage's y flip), `glDepthRange` maps clip z as the translate and scale say.
    private void applyViewport(Viewport v, RasterizerState raster) {
        float sx = Math.abs(v.scaleX());
        float sy = Math.abs(v.scaleY());
        glViewport(Math.round(v.translateX() - sx), Math.round(v.translateY() - sy), Math.round(2 * sx), Math.round(2 * sy));
        double near = raster.clipHalfZ() ? v.translateZ() : v.translateZ() - v.scaleZ();
        double far = v.translateZ() + v.scaleZ();
        glDepthRange(near, far);
        Scissor s = ctx.scissors.isEmpty() ? null : ctx.scissors.getFirst();
        if (s != null) {
            glScissor(s.minX(), s.minY(), s.maxX() - s.minX(), s.maxY() - s.minY());
        }
    }

    // --- resources -------------------------------------------------------------------------------

    private void bindResources(Processor stage, GlslShader glsl, GlProgram program) {
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
        ConstantBuffer cb = ctx.constants.getOrDefault(stage, Map.of()).get(b.index());
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
        List<SamplerView> views = ctx.views.getOrDefault(stage, List.of());
        SamplerView view = b.index() < views.size() ? views.get(b.index()) : null;
        List<GlCso<SamplerState>> samplers = ctx.samplers.getOrDefault(stage, List.of());
        GlCso<SamplerState> sampler = b.sampler() >= 0 && b.sampler() < samplers.size() ? samplers.get(b.sampler()) : null;
        glActiveTexture(GL_TEXTURE0 + b.unit());
        int expected = GlScreen.textureTarget(resourceTarget(b.target()));
        if (view == null) {
            glBindTexture(expected, 0);
            glBindSampler(b.unit(), 0);
            return;
        }
        GlResource r = ctx.screen.own("drawVbo", view.texture());
        if (view.target() == ResourceTarget.BUFFER) {
            GlFormats.GlFormat f = GlFormats.of(view.format());
            if (r.bufferTexture == 0) {
                r.bufferTexture = glGenTextures();
            }
            glBindTexture(GL_TEXTURE_BUFFER, r.bufferTexture);
            glTexBuffer(GL_TEXTURE_BUFFER, f.internal(), r.name);
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
        List<ShaderBuffer> list = ctx.shaderBuffers.getOrDefault(stage, List.of());
        ShaderBuffer sb = b.index() < list.size() ? list.get(b.index()) : null;
        if (sb == null) {
            throw new PipeException(stage == Processor.COMP ? "launchGrid" : "drawVbo",
                    "the " + stage.text() + " shader uses BUFFER[" + b.index() + "], which is not set");
        }
        GlResource r = ctx.screen.own("drawVbo", sb.buffer());
        org.lwjgl.opengl.GL30C.glBindBufferRange(0x90D2 /* GL_SHADER_STORAGE_BUFFER */, b.unit(), r.name, sb.offset(),
                Math.max(4, sb.size()));
    }

    private void bindImage(Processor stage, GlslShader.Binding b) {
        List<ImageView> list = ctx.images.getOrDefault(stage, List.of());
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
        int name = r.name;
        if (r.isBuffer()) {
            if (r.bufferTexture == 0) {
                r.bufferTexture = glGenTextures();
            }
            glBindTexture(GL_TEXTURE_BUFFER, r.bufferTexture);
            glTexBuffer(GL_TEXTURE_BUFFER, f.internal(), r.name);
            name = r.bufferTexture;
        }
        GlEntryPoints.require(GlEntryPoints.caps().glBindImageTexture, "drawVbo", "shader images",
                "OpenGL 4.2 or GL_ARB_shader_image_load_store");
        org.lwjgl.opengl.GL42C.glBindImageTexture(b.unit(), name, iv.level(), layered, iv.firstLayer(), access, f.internal());
    }

    // --- vertices --------------------------------------------------------------------------------

    private void setUpVertices(List<VertexElement> elements) {
        glBindVertexArray(vertexArray);
        Map<Integer, long[]> userUploads = new HashMap<>();
        for (int i = 0; i < elements.size(); i++) {
            VertexElement e = elements.get(i);
            VertexBuffer vb = e.vertexBufferIndex() < ctx.vertexBuffers.size() ? ctx.vertexBuffers.get(e.vertexBufferIndex()) : null;
            if (vb == null) {
                throw new PipeException("drawVbo", "vertex element " + i + " reads vertex buffer " + e.vertexBufferIndex()
                        + ", which is not bound");
            }
            int buffer;
            long base;
            if (vb.buffer() != null) {
                buffer = ctx.screen.own("drawVbo", vb.buffer()).name;
                base = vb.offset();
            } else {
                long[] up = userUploads.computeIfAbsent(e.vertexBufferIndex(), k -> {
                    ByteBuffer data = MemoryUtil.memAlloc(Math.max(1, vb.user().length));
                    try {
                        data.put(0, vb.user());
                        return new long[] {vertices.upload(data, 16)};
                    } finally {
                        MemoryUtil.memFree(data);
                    }
                });
                buffer = vertices.name;
                base = up[0] + vb.offset();
            }
            glBindBuffer(GL_ARRAY_BUFFER, buffer);
            GlFormats.GlFormat f = GlFormats.of(e.srcFormat());
            long offset = base + e.srcOffset();
            if (f.integer()) {
                glVertexAttribIPointer(i, f.attribSize(), f.attribType(), e.srcStride(), offset);
            } else {
                glVertexAttribPointer(i, f.attribSize(), f.attribType(), f.normalized(), e.srcStride(), offset);
            }
            // A stride of 0 repeats one element for every vertex; OpenGL reads 0 as "packed".
            int divisor = e.srcStride() == 0 && e.instanceDivisor() == 0 ? Integer.MAX_VALUE : e.instanceDivisor();
            glVertexAttribDivisor(i, divisor);
            glEnableVertexAttribArray(i);
        }
        for (int i = elements.size(); i < enabledAttributes; i++) {
            glDisableVertexAttribArray(i);
        }
        enabledAttributes = elements.size();
    }

    private static int mode(PrimitiveType p) {
        return switch (p) {
            case POINTS -> GL_POINTS;
            case LINES -> GL_LINES;
            case LINE_LOOP -> GL_LINE_LOOP;
            case LINE_STRIP -> GL_LINE_STRIP;
            case TRIANGLES, QUADS, QUAD_STRIP, POLYGON -> GL_TRIANGLES;
            case TRIANGLE_STRIP -> GL_TRIANGLE_STRIP;
            case TRIANGLE_FAN -> GL_TRIANGLE_FAN;
            case LINES_ADJACENCY -> GL_LINES_ADJACENCY;
            case LINE_STRIP_ADJACENCY -> GL_LINE_STRIP_ADJACENCY;
            case TRIANGLES_ADJACENCY -> GL_TRIANGLES_ADJACENCY;
            case TRIANGLE_STRIP_ADJACENCY -> GL_TRIANGLE_STRIP_ADJACENCY;
            case PATCHES -> throw new PipeException("drawVbo", "patches need tessellation, which the OpenGL driver does not run");
        };
    }

    private void issue(DrawInfo info, List<DrawInfo.Range> ranges, List<VertexElement> elements) {
        boolean quads = info.mode() == PrimitiveType.QUADS || info.mode() == PrimitiveType.QUAD_STRIP
                || info.mode() == PrimitiveType.POLYGON;
        GlStates.enable(GL_PRIMITIVE_RESTART, info.primitiveRestart());
        if (info.primitiveRestart()) {
            glPrimitiveRestartIndex(info.restartIndex());
        }
        int mode = mode(info.mode());
        int instances = info.instanceCount();
        if (instances == 0) {
            return;
        }
        boolean baseInstance = info.startInstance() != 0;
        if (baseInstance && ctx.screen.gl.context().version() < 42) {
            throw new PipeException("drawVbo", "a start instance needs OpenGL 4.2");
        }
        for (DrawInfo.Range r : ranges) {
            if (r.count() == 0) {
                continue;
            }
            if (quads) {
                int[] list = triangulate(info, r);
                ByteBuffer data = MemoryUtil.memAlloc(Math.max(4, list.length * 4)).order(ByteOrder.nativeOrder());
                long offset;
                try {
                    data.asIntBuffer().put(list);
                    offset = indices.upload(data, 4);
                } finally {
                    MemoryUtil.memFree(data);
                }
                glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, indices.name);
                drawElements(mode, list.length, GL_UNSIGNED_INT, offset, instances, info.isIndexed() ? r.indexBias() : 0, info.startInstance());
                continue;
            }
            if (!info.isIndexed()) {
                if (baseInstance) {
                    GlEntryPoints.require(GlEntryPoints.caps().glDrawArraysInstancedBaseInstance, "drawVbo",
                            "a start instance other than 0", "OpenGL 4.2 or GL_ARB_base_instance");
                    org.lwjgl.opengl.GL42C.glDrawArraysInstancedBaseInstance(mode, r.start(), r.count(), instances, info.startInstance());
                } else {
                    glDrawArraysInstanced(mode, r.start(), r.count(), instances);
                }
                continue;
            }
            int type = switch (info.indexSize()) {
                case 1 -> GL_UNSIGNED_BYTE;
                case 2 -> GL_UNSIGNED_SHORT;
                default -> GL_UNSIGNED_INT;
            };
            long offset;
            if (info.userIndices() != null) {
                ByteBuffer data = MemoryUtil.memAlloc(info.userIndices().length);
                try {
                    data.put(0, info.userIndices());
                    offset = indices.upload(data, 4);
                } finally {
                    MemoryUtil.memFree(data);
                }
                glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, indices.name);
            } else {
                glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, ctx.screen.own("drawVbo", info.indexBuffer()).name);
                offset = 0;
            }
            drawElements(mode, r.count(), type, offset + (long) r.start() * info.indexSize(), instances, r.indexBias(),
                    info.startInstance());
        }
    }

    private void drawElements(int mode, int count, int type, long offset, int instances, int baseVertex, int baseInstance) {
        if (baseInstance != 0) {
            GlEntryPoints.require(GlEntryPoints.caps().glDrawElementsInstancedBaseVertexBaseInstance, "drawVbo",
                    "a start instance other than 0", "OpenGL 4.2 or GL_ARB_base_instance");
            org.lwjgl.opengl.GL42C.glDrawElementsInstancedBaseVertexBaseInstance(mode, count, type, offset, instances, baseVertex, baseInstance);
        } else {
            glDrawElementsInstancedBaseVertex(mode, count, type, offset, instances, baseVertex);
        }
    }

    /// Quads, quad strips and polygons, which core OpenGL lacks, as triangle lists of vertex
    /// numbers (read from the index buffer for indexed draws).
    private int[] triangulate(DrawInfo info, DrawInfo.Range r) {
        int[] v = new int[r.count()];
        if (info.isIndexed()) {
            byte[] raw = new byte[r.count() * info.indexSize()];
            if (info.userIndices() != null) {
                System.arraycopy(info.userIndices(), r.start() * info.indexSize(), raw, 0, raw.length);
            } else {
                ByteBuffer b = MemoryUtil.memAlloc(raw.length);
                try {
                    glBindBuffer(GL_COPY_READ_BUFFER, ctx.screen.own("drawVbo", info.indexBuffer()).name);
                    glGetBufferSubData(GL_COPY_READ_BUFFER, (long) r.start() * info.indexSize(), b);
                    b.get(0, raw);
                } finally {
                    MemoryUtil.memFree(b);
                }
            }
            ByteBuffer bb = ByteBuffer.wrap(raw).order(ByteOrder.LITTLE_ENDIAN);
            for (int i = 0; i < v.length; i++) {
                v[i] = switch (info.indexSize()) {
                    case 1 -> bb.get(i) & 0xFF;
                    case 2 -> bb.getShort(2 * i) & 0xFFFF;
                    default -> bb.getInt(4 * i);
                };
            }
        } else {
            for (int i = 0; i < v.length; i++) {
                v[i] = r.start() + i;
            }
        }
        List<Integer> out = new ArrayList<>();
        switch (info.mode()) {
            case QUADS -> {
                for (int q = 0; q + 3 < v.length; q += 4) {
                    addAll(out, v[q], v[q + 1], v[q + 3], v[q + 1], v[q + 2], v[q + 3]);
                }
            }
            case QUAD_STRIP -> {
                for (int q = 0; q + 3 < v.length; q += 2) {
                    // Split along v1-v2 like the pipe's primitive assembler (the soft driver), so
                    // that colours interpolate across the same diagonal in both drivers.
                    addAll(out, v[q], v[q + 1], v[q + 2], v[q + 2], v[q + 1], v[q + 3]);
                }
            }
            default -> {
                for (int i = 1; i + 1 < v.length; i++) {
                    addAll(out, v[i], v[i + 1], v[0]);
                }
            }
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    private static void addAll(List<Integer> list, int... values) {
        for (int v : values) {
            list.add(v);
        }
    }

    // --- compute ---------------------------------------------------------------------------------

    void dispatch(GridInfo grid) {
        GlCso<ShaderState> cs = ctx.shaders.get(Processor.COMP);
        if (cs == null) {
            throw new PipeException("launchGrid", "no compute shader is bound");
        }
        GlslOptions options = baseOptions(Processor.COMP).withCompute(new int[] {grid.blockX(), grid.blockY(), grid.blockZ()},
                Math.max(4, cs.state().sharedMemorySize()));
        List<Object> key = List.of(cs, options);
        Linked linked = programs.get(key);
        if (linked == null) {
            GlslShader glsl = GlslTranslator.translate(cs.state().shader(), options);
            linked = new Linked(GlProgram.link(ctx.screen.gl.context(), glsl), List.of(glsl));
            programs.put(key, linked);
        }
        if (grid.gridX() == 0 || grid.gridY() == 0 || grid.gridZ() == 0) {
            return;
        }
        glUseProgram(linked.program().id());
        bindResources(Processor.COMP, linked.stages().getFirst(), linked.program());
        GlEntryPoints.require(GlEntryPoints.caps().glDispatchCompute, "launchGrid", "compute dispatch",
                "OpenGL 4.3 or GL_ARB_compute_shader");
        org.lwjgl.opengl.GL43C.glDispatchCompute(grid.gridX(), grid.gridY(), grid.gridZ());
        barrier();
        ctx.screen.gl.context().debug().check("launchGrid");
    }

    void barrier() {
        if (GlEntryPoints.caps().glMemoryBarrier != 0) {
            org.lwjgl.opengl.GL42C.glMemoryBarrier(0xFFFFFFFF);
        }
    }

    void close() {
        for (Linked l : programs.values()) {
            l.program().close();
        }
        programs.clear();
        glDeleteVertexArrays(vertexArray);
        glDeleteFramebuffers(framebuffer);
        glDeleteBuffers(zeroUniforms);
        uniforms.delete();
        vertices.delete();
        indices.delete();
    }

    /// A buffer the driver streams per-draw data through (user constants, vertices, indices):
    /// written front to back, and orphaned when full so that OpenGL never waits for a draw that
    /// still reads an older part.
    static final class StreamBuffer {
        final int target;
        int name;
        private long head;

        StreamBuffer(int target) {
            this.target = target;
        }

        void create() {
            name = glGenBuffers();
            glBindBuffer(GL_COPY_WRITE_BUFFER, name);
            glBufferData(GL_COPY_WRITE_BUFFER, STREAM_BYTES, GL_STREAM_DRAW);
        }

        long reserve(int bytes, int alignment) {
            long offset = (head + alignment - 1) / alignment * alignment;
            if (offset + bytes > STREAM_BYTES) {
                glBindBuffer(GL_COPY_WRITE_BUFFER, name);
                glBufferData(GL_COPY_WRITE_BUFFER, Math.max(STREAM_BYTES, bytes), GL_STREAM_DRAW);
                offset = 0;
            }
            head = offset + bytes;
            return offset;
        }

        long upload(ByteBuffer data, int alignment) {
            long offset = reserve(data.remaining(), alignment);
            glBindBuffer(GL_COPY_WRITE_BUFFER, name);
            glBufferSubData(GL_COPY_WRITE_BUFFER, offset, data);
            return offset;
        }

        void zero(long offset, int bytes) {
            ByteBuffer zeros = MemoryUtil.memCalloc(bytes);
            try {
                glBindBuffer(GL_COPY_WRITE_BUFFER, name);
                glBufferSubData(GL_COPY_WRITE_BUFFER, offset, zeros);
            } finally {
                MemoryUtil.memFree(zeros);
            }
        }

        void delete() {
            glDeleteBuffers(name);
        }
    }
}
