package dev.tungsten.soft;

import dev.tungsten.pipe.BlendState;
import dev.tungsten.pipe.ClipState;
import dev.tungsten.pipe.ConstantBuffer;
import dev.tungsten.pipe.Cso;
import dev.tungsten.pipe.DepthStencilAlphaState;
import dev.tungsten.pipe.FramebufferState;
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
import dev.tungsten.pipe.draw.ByteRange;
import dev.tungsten.pipe.draw.VertexPipeline;
import dev.tungsten.pipe.format.ChannelType;
import dev.tungsten.pipe.format.FormatDescription;
import dev.tungsten.pipe.format.Formats;
import dev.tungsten.pipe.shader.ShaderInterface;
import dev.tungsten.pipe.shader.ShaderProgram;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.SemanticName;
import dev.tungsten.tgsi.TgsiException;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/// The state bound to a [SoftContext] (softpipe's `sp_state_*.c` and `sp_state_derived.c`):
/// the state objects it created, bound and deleted, the state set by value, the checks each
/// call makes before it changes anything, and what a draw or dispatch derives from them: the
/// [DrawState] (cached until some state it depends on changes), the vertex pipeline's
/// configuration, and per-stage [StageResources] snapshots.
///
/// Used by the context's thread only; what it hands to the rasterizer threads is frozen.
final class BoundState {
    private final SoftScreen screen;

    // Bound state objects.
    private SoftCso<BlendState> blend;
    private SoftCso<RasterizerState> rasterizer;
    private SoftCso<DepthStencilAlphaState> dsa;
    private SoftCso<VertexElement.Layout> vertexElements;
    private final SoftCso<?>[] shaders = new SoftCso<?>[Processor.values().length];
    private final SamplerBindings samplers = new SamplerBindings();

    // State set by value.
    private final float[] blendColor = new float[4];
    private int stencilRefFront, stencilRefBack;
    private ClipState clip = ClipState.NONE;
    private final ConstantBuffer[][] constants = new ConstantBuffer[Processor.values().length][16];
    private Framebuffer framebuffer;
    private Scissor scissor;
    private Viewport viewport;
    private VertexBuffer[] vertexBuffers = new VertexBuffer[0];
    private final ShaderBuffer[][] shaderBuffers = new ShaderBuffer[Processor.values().length][32];
    private final ImageView[][] images = new ImageView[Processor.values().length][32];

    /// The draw state derived from the above; null after a change that it depends on.
    private DrawState drawState;

    BoundState(SoftScreen screen) {
        this.screen = screen;
    }

    /// Drops the cached [DrawState]. Besides the state changes here, a CPU write to a buffer
    /// calls it: a draw state holds a copy of its constant buffers' words.
    void invalidateDrawState() {
        drawState = null;
    }

    /// The bound framebuffer; null until one is set.
    Framebuffer framebuffer() {
        return framebuffer;
    }

    /// Unbinds every shader, so that a closed context holds no compiled program.
    void releaseShaders() {
        Arrays.fill(shaders, null);
    }

    // --- constant state objects -------------------------------------------------------------------

    Cso<BlendState> createBlendState(BlendState state) {
        return new SoftCso<>(this, state, null);
    }

    void bindBlendState(Cso<BlendState> cso) {
        blend = SoftCso.check("bindBlendState", this, cso);
        invalidateDrawState();
    }

    void deleteBlendState(Cso<BlendState> cso) {
        SoftCso.check("deleteBlendState", this, cso).deleted = true;
    }

    Cso<RasterizerState> createRasterizerState(RasterizerState state) {
        return new SoftCso<>(this, state, null);
    }

    void bindRasterizerState(Cso<RasterizerState> cso) {
        rasterizer = SoftCso.check("bindRasterizerState", this, cso);
        invalidateDrawState();
    }

    void deleteRasterizerState(Cso<RasterizerState> cso) {
        SoftCso.check("deleteRasterizerState", this, cso).deleted = true;
    }

    Cso<DepthStencilAlphaState> createDepthStencilAlphaState(DepthStencilAlphaState state) {
        return new SoftCso<>(this, state, null);
    }

    void bindDepthStencilAlphaState(Cso<DepthStencilAlphaState> cso) {
        dsa = SoftCso.check("bindDepthStencilAlphaState", this, cso);
        invalidateDrawState();
    }

    void deleteDepthStencilAlphaState(Cso<DepthStencilAlphaState> cso) {
        SoftCso.check("deleteDepthStencilAlphaState", this, cso).deleted = true;
    }

    Cso<SamplerState> createSamplerState(SamplerState state) {
        return new SoftCso<>(this, state, null);
    }

    void bindSamplerStates(Processor stage, int start, List<Cso<SamplerState>> list) {
        List<SamplerState> states = new ArrayList<>();
        for (Cso<SamplerState> c : list) {
            SoftCso<SamplerState> s = SoftCso.check("bindSamplerStates", this, c);
            states.add(s == null ? null : s.state());
        }
        samplers.bindSamplers(stage, start, states);
        invalidateDrawState();
    }

    void deleteSamplerState(Cso<SamplerState> cso) {
        SoftCso.check("deleteSamplerState", this, cso).deleted = true;
    }

    Cso<VertexElement.Layout> createVertexElementsState(VertexElement.Layout layout) {
        if (layout.elements().size() > screen.caps().maxVertexAttributes()) {
            throw new PipeException("createVertexElementsState", "at most " + screen.caps().maxVertexAttributes()
                    + " vertex elements, got " + layout.elements().size());
        }
        return new SoftCso<>(this, layout, null);
    }

    void bindVertexElementsState(Cso<VertexElement.Layout> cso) {
        vertexElements = SoftCso.check("bindVertexElementsState", this, cso);
    }

    void deleteVertexElementsState(Cso<VertexElement.Layout> cso) {
        SoftCso.check("deleteVertexElementsState", this, cso).deleted = true;
    }

    Cso<ShaderState> createShaderState(ShaderState state) {
        Processor p = state.shader().processor();
        if (!screen.caps().stages().contains(p)) {
            throw new PipeException("createShaderState", p.text() + " shaders are not supported by the soft driver");
        }
        if (screen.backend() == null) {
            throw new PipeException("createShaderState", "the soft driver has no shader backend");
        }
        try {
            ShaderProgram program = screen.backend().compile(state.shader());
            boolean uniform = p == Processor.FRAG && UniformShader.outputsUniform(state.shader(), program.io());
            return new SoftCso<>(this, state, new CompiledShader(program, uniform));
        } catch (TgsiException e) {
            throw new PipeException("createShaderState", e.getMessage(), e);
        }
    }

    void bindShaderState(Processor stage, Cso<ShaderState> cso) {
        SoftCso<ShaderState> s = SoftCso.check("bindShaderState", this, cso);
        if (s != null && s.state().shader().processor() != stage) {
            throw new PipeException("bindShaderState", "a " + s.state().shader().processor().text()
                    + " shader cannot be bound as the " + stage.text() + " shader");
        }
        shaders[stage.ordinal()] = s;
        invalidateDrawState();
    }

    void deleteShaderState(Cso<ShaderState> cso) {
        SoftCso.check("deleteShaderState", this, cso).deleted = true;
    }

    /// The compiled program bound to `stage`; null when none is bound.
    ShaderProgram shader(Processor stage) {
        SoftCso<?> s = shaders[stage.ordinal()];
        return s == null ? null : ((CompiledShader) s.derived).program();
    }

    /// What the context derives from a shader state once, at creation.
    /// @param uniformOutputs a fragment shader whose outputs are the same for every fragment ([UniformShader])
    private record CompiledShader(ShaderProgram program, boolean uniformOutputs) {}

    /// The shader state bound to `stage`; null when none is bound.
    ShaderState shaderState(Processor stage) {
        SoftCso<?> s = shaders[stage.ordinal()];
        return s == null ? null : (ShaderState) s.state();
    }

    // --- state set by value -----------------------------------------------------------------------

    void setBlendColor(float r, float g, float b, float a) {
        blendColor[0] = r;
        blendColor[1] = g;
        blendColor[2] = b;
        blendColor[3] = a;
        invalidateDrawState();
    }

    void setStencilRef(int front, int back) {
        stencilRefFront = front;
        stencilRefBack = back;
        invalidateDrawState();
    }

    void setClipState(ClipState state) {
        clip = state == null ? ClipState.NONE : state;
    }

    void setConstantBuffer(Processor stage, int index, ConstantBuffer buffer) {
        if (index < 0 || index >= constants[stage.ordinal()].length) {
            throw new PipeException("setConstantBuffer", "slot " + index + " outside 0..15");
        }
        if (buffer != null && buffer.buffer() != null) {
            SoftResource r = screen.own("setConstantBuffer", buffer.buffer());
            if ((long) buffer.offset() + buffer.size() > r.data.length) {
                throw new PipeException("setConstantBuffer", "range " + buffer.offset() + "+" + buffer.size()
                        + " outside a buffer of " + r.data.length + " bytes");
            }
        }
        constants[stage.ordinal()][index] = buffer;
        invalidateDrawState();
    }

    /// Checks every surface of `state`; the context then submits the scene recorded for the old
    /// framebuffer before [#setFramebufferState] replaces it.
    void checkFramebufferState(FramebufferState state) {
        for (Surface s : state.cbufs()) {
            if (s != null) {
                checkSurface("setFramebufferState", s, false);
            }
        }
        if (state.zsbuf() != null) {
            checkSurface("setFramebufferState", state.zsbuf(), true);
        }
    }

    /// Binds `state`, already checked by [#checkFramebufferState].
    void setFramebufferState(FramebufferState state) {
        framebuffer = Framebuffer.of(state);
        invalidateDrawState();
    }

    /// Checks that `s` is one of the screen's textures, viewed in a format the rasterizer can
    /// write as a colour buffer (or, with `depth`, a depth/stencil buffer) of the texture's texel size.
    void checkSurface(String call, Surface s, boolean depth) {
        screen.own(call, s.texture());
        FormatDescription d = Formats.description(s.format());
        if (d == null || d.isDepthOrStencil() != depth || !Formats.isTextureFormat(s.format())
                || d.kind() == FormatDescription.Kind.R9G9B9E5_FLOAT) {
            throw new PipeException(call, s.format() + " cannot be " + (depth ? "a depth/stencil buffer" : "a colour buffer"));
        }
        if (d.blockBytes() != Formats.blockBytes(s.texture().format())) {
            throw new PipeException(call, "view format " + s.format() + " has another texel size than " + s.texture().format());
        }
    }

    void setScissorStates(int start, List<Scissor> scissors) {
        if (start == 0 && !scissors.isEmpty()) {
            scissor = scissors.get(0);
            invalidateDrawState();
        }
    }

    void setViewportStates(int start, List<Viewport> viewports) {
        if (start == 0 && !viewports.isEmpty()) {
            viewport = viewports.get(0);
            invalidateDrawState();
        }
    }

    void setSamplerViews(Processor stage, int start, List<SamplerView> views) {
        for (SamplerView v : views) {
            if (v != null) {
                checkView(v);
            }
        }
        samplers.setViews(stage, start, views);
        invalidateDrawState();
    }

    /// A view's format must have the resource's texel size and its target must fit the resource
    /// (the same target, one layer of an array as its non-array target, cubes over whole groups
    /// of 6 square layers), so that every texel address it produces lies in the resource.
    private void checkView(SamplerView v) {
        SoftResource r = screen.own("setSamplerViews", v.texture());
        if (!Formats.isTextureFormat(v.format())) {
            throw new PipeException("setSamplerViews", "format " + v.format() + " cannot be sampled");
        }
        ResourceTarget rt = r.template.target(), vt = v.target();
        if (r.template.isBuffer() || vt == ResourceTarget.BUFFER) {
            if (!r.template.isBuffer() || vt != ResourceTarget.BUFFER) {
                throw new PipeException("setSamplerViews", "a buffer view needs a buffer, and a buffer a buffer view");
            }
            return;
        }
        if (Formats.blockBytes(v.format()) != r.blockBytes) {
            throw new PipeException("setSamplerViews", "view format " + v.format() + " has another texel size than "
                    + r.template.format());
        }
        int layers = v.lastLayer() - v.firstLayer() + 1;
        boolean square = r.template.width() == r.template.height();
        boolean ok = switch (vt) {
            case TEXTURE_1D -> (rt == vt || rt == ResourceTarget.TEXTURE_1D_ARRAY) && layers == 1;
            case TEXTURE_2D, TEXTURE_RECT -> (rt == ResourceTarget.TEXTURE_2D
                    || rt == ResourceTarget.TEXTURE_RECT || rt == ResourceTarget.TEXTURE_2D_ARRAY)
                    && layers == 1;
            case TEXTURE_3D -> rt == vt;
            case TEXTURE_1D_ARRAY -> rt == vt || rt == ResourceTarget.TEXTURE_1D;
            case TEXTURE_2D_ARRAY -> rt == vt || rt == ResourceTarget.TEXTURE_2D || rt.isCube();
            case TEXTURE_CUBE -> (rt.isCube() || rt == ResourceTarget.TEXTURE_2D_ARRAY) && square && layers == 6;
            case TEXTURE_CUBE_ARRAY -> (rt.isCube() || rt == ResourceTarget.TEXTURE_2D_ARRAY) && square
                    && layers % 6 == 0;
            case BUFFER -> false;
        };
        if (!ok) {
            throw new PipeException("setSamplerViews", "a " + vt + " view of " + layers + " layer(s) does not fit a " + rt
                    + " of " + r.template.layers(0) + " layer(s)");
        }
    }

    void setShaderBuffers(Processor stage, int start, List<ShaderBuffer> buffers) {
        for (int i = 0; i < buffers.size(); i++) {
            if (start + i >= 32) {
                throw new PipeException("setShaderBuffers", "slot " + (start + i) + " outside 0..31");
            }
            ShaderBuffer b = buffers.get(i);
            if (b != null) {
                screen.own("setShaderBuffers", b.buffer());
            }
            shaderBuffers[stage.ordinal()][start + i] = b;
        }
        invalidateDrawState();
    }

    void setShaderImages(Processor stage, int start, List<ImageView> list) {
        for (int i = 0; i < list.size(); i++) {
            if (start + i >= 32) {
                throw new PipeException("setShaderImages", "slot " + (start + i) + " outside 0..31");
            }
            ImageView v = list.get(i);
            if (v != null) {
                SoftResource r = screen.own("setShaderImages", v.resource());
                if (Formats.codec(v.format()) == null
                        || Formats.description(v.format()).isDepthOrStencil()) {
                    throw new PipeException("setShaderImages", "format " + v.format() + " cannot be an image");
                }
                if (!r.template.isBuffer() && Formats.blockBytes(v.format()) != r.blockBytes) {
                    throw new PipeException("setShaderImages", "image format " + v.format() + " has another texel size than "
                            + r.template.format());
                }
            }
            images[stage.ordinal()][start + i] = v;
        }
        invalidateDrawState();
    }

    void setVertexBuffers(List<VertexBuffer> buffers) {
        for (VertexBuffer b : buffers) {
            if (b != null && b.buffer() != null) {
                screen.own("setVertexBuffers", b.buffer());
            }
        }
        vertexBuffers = buffers.toArray(new VertexBuffer[0]);
    }

    // --- state derived for a draw or dispatch -----------------------------------------------------

    /// The vertex pipeline's inputs for a draw with `vs` and `state`: vertex buffers, elements,
    /// viewport, clip state and the depth buffer's precision, read now (they do not invalidate
    /// the draw state).
    VertexPipeline.Config vertexConfig(ShaderProgram vs, DrawState state) {
        ByteRange[] buffers = new ByteRange[vertexBuffers.length];
        for (int i = 0; i < buffers.length; i++) {
            VertexBuffer b = vertexBuffers[i];
            if (b == null) {
                continue;
            }
            byte[] data = b.user() != null ? b.user() : screen.own("drawVbo", b.buffer()).data;
            buffers[i] = ByteRange.of(data).from(b.offset());
        }
        List<VertexElement> elements = vertexElements == null ? List.of() : vertexElements.state().elements();
        Viewport vp = viewport != null ? viewport : Viewport.of(0, 0, framebuffer.width(), framebuffer.height());
        int depthBits = 0;
        TargetView zs = framebuffer.zs();
        if (zs != null && zs.description().isDepth()) {
            FormatDescription.Channel c = zs.description().channels().get(zs.description().swizzle(0));
            depthBits = c.type() == ChannelType.UNORM ? c.bits() : 0;
        }
        return new VertexPipeline.Config(elements, buffers, vs, stageResources(Processor.VERT), state.raster, vp, clip,
                depthBits, ShaderLinker.noperspectiveOutputs(state.inputs, vs.io().outputRegisters()));
    }

    /// The current [DrawState], rebuilt after any state change (checks the shader interfaces).
    DrawState drawState() {
        if (drawState != null) {
            return drawState;
        }
        ShaderProgram vs = shader(Processor.VERT), fs = shader(Processor.FRAG);
        RasterizerState rs = rasterizer == null ? RasterizerState.DEFAULT : rasterizer.state();
        BlendState bs = blend == null ? BlendState.OPAQUE : blend.state();
        DepthStencilAlphaState ds = dsa == null ? DepthStencilAlphaState.DISABLED : dsa.state();
        ShaderInterface fio = fs.io();
        DrawState.InputSource[] inputs = ShaderLinker.link(vs.io(), fio, rs);
        int[] colorOutputs = new int[framebuffer.colors().length];
        for (int i = 0; i < colorOutputs.length; i++) {
            colorOutputs[i] = fio.outputRegister(SemanticName.COLOR, fio.color0WritesAllCbufs() ? 0 : i);
        }
        boolean dual = false;
        for (BlendState.RenderTarget t : bs.rt()) {
            dual |= t.enable() && (t.rgbSrc().isDualSource() || t.rgbDst().isDualSource()
                    || t.alphaSrc().isDualSource() || t.alphaDst().isDualSource());
        }
        int[] clipRect = {0, 0, framebuffer.width(), framebuffer.height()};
        if (rs.scissor() && scissor != null) {
            clipRect[0] = Math.max(clipRect[0], scissor.minX());
            clipRect[1] = Math.max(clipRect[1], scissor.minY());
            clipRect[2] = Math.min(clipRect[2], scissor.maxX());
            clipRect[3] = Math.min(clipRect[3], scissor.maxY());
        }
        Viewport vp = viewport != null ? viewport : Viewport.of(0, 0, framebuffer.width(), framebuffer.height());
        float near = rs.clipHalfZ() ? vp.translateZ() : vp.translateZ() - vp.scaleZ();
        float far = vp.translateZ() + vp.scaleZ();
        boolean sideEffects = fio.writesMemory();
        boolean early = fio.earlyDepthStencil() || (!fio.usesKill() && !bs.alphaToCoverage() && !fio.writesDepth()
                && !fio.writesStencil()
                && !ds.alpha().enabled() && !sideEffects);
        boolean uniform = ((CompiledShader) shaders[Processor.FRAG.ordinal()].derived).uniformOutputs();
        drawState = new DrawState(framebuffer, rs, bs, blendColor, ds, stencilRefFront, stencilRefBack, fs, uniform,
                stageResources(Processor.FRAG), inputs, colorOutputs,
                dual ? fio.outputRegister(SemanticName.COLOR, 1) : -1,
                fio.outputRegister(SemanticName.POSITION, 0), fio.outputRegister(SemanticName.STENCIL, 0),
                clipRect, Math.min(near, far), Math.max(near, far), early, referencedResources(Processor.FRAG));
        return drawState;
    }

    /// The resources a draw's fragments may read or write besides the framebuffer.
    SoftResource[] referencedResources(Processor stage) {
        List<SoftResource> out = new ArrayList<>(samplers.resources(stage));
        for (ShaderBuffer b : shaderBuffers[stage.ordinal()]) {
            if (b != null) {
                out.add((SoftResource) b.buffer());
            }
        }
        for (ImageView v : images[stage.ordinal()]) {
            if (v != null) {
                out.add((SoftResource) v.resource());
            }
        }
        return out.toArray(new SoftResource[0]);
    }

    /// A snapshot of `stage`'s constant buffers (and, through [SamplerBindings], its textures).
    StageResources stageResources(Processor stage) {
        ConstantBuffer[] cbs = constants[stage.ordinal()];
        int[][] words = new int[cbs.length][];
        for (int i = 0; i < cbs.length; i++) {
            ConstantBuffer cb = cbs[i];
            if (cb == null) {
                continue;
            }
            byte[] data = cb.user() != null ? cb.user() : ((SoftResource) cb.buffer()).data;
            int off = cb.user() != null ? 0 : cb.offset();
            int[] w = new int[cb.size() / 4];
            for (int k = 0; k < w.length; k++) {
                int at = off + 4 * k;
                w[k] = (data[at] & 0xFF) | (data[at + 1] & 0xFF) << 8 | (data[at + 2] & 0xFF) << 16 | data[at + 3] << 24;
            }
            words[i] = w;
        }
        return new StageResources(words, samplers.snapshot(stage), new SoftImages(images[stage.ordinal()]),
                new SoftBuffers(shaderBuffers[stage.ordinal()]));
    }
}
