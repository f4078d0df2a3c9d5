package dev.tungsten.soft;

import dev.tungsten.pipe.BlendState;
import dev.tungsten.pipe.BlitInfo;
import dev.tungsten.pipe.Box;
import dev.tungsten.pipe.ClipState;
import dev.tungsten.pipe.ColorValue;
import dev.tungsten.pipe.ConstantBuffer;
import dev.tungsten.pipe.Context;
import dev.tungsten.pipe.Cso;
import dev.tungsten.pipe.DepthStencilAlphaState;
import dev.tungsten.pipe.DrawInfo;
import dev.tungsten.pipe.Fence;
import dev.tungsten.pipe.FramebufferState;
import dev.tungsten.pipe.GridInfo;
import dev.tungsten.pipe.ImageView;
import dev.tungsten.pipe.PipeException;
import dev.tungsten.pipe.RasterizerState;
import dev.tungsten.pipe.Resource;
import dev.tungsten.pipe.SamplerState;
import dev.tungsten.pipe.SamplerView;
import dev.tungsten.pipe.Scissor;
import dev.tungsten.pipe.Screen;
import dev.tungsten.pipe.ShaderBuffer;
import dev.tungsten.pipe.ShaderState;
import dev.tungsten.pipe.Surface;
import dev.tungsten.pipe.Transfer;
import dev.tungsten.pipe.VertexBuffer;
import dev.tungsten.pipe.VertexElement;
import dev.tungsten.pipe.Viewport;
import dev.tungsten.pipe.draw.ByteRange;
import dev.tungsten.pipe.draw.VertexPipeline;
import dev.tungsten.pipe.format.ChannelType;
import dev.tungsten.pipe.format.FormatDescription;
import dev.tungsten.pipe.shader.ShaderInterface;
import dev.tungsten.pipe.shader.ShaderProgram;
import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.SemanticName;
import dev.tungsten.tgsi.TgsiException;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/// The software driver's context: tracks bound state, runs the [VertexPipeline] on the calling
/// thread straight into [TriangleSetup], which bins into the current [Scene]; `flush` hands the
/// scene to the [RasterizerPool]. Draw state is frozen into a [DrawState] per draw (reused while
/// nothing changes). CPU access and copies live in [SoftTransfers].
final class SoftContext implements Context {
    /// A scene is flushed once it holds this many primitives, bounding its memory.
    private static final int SCENE_PRIMITIVE_LIMIT = 200_000;

    private final SoftScreen screen;
    final SoftTransfers transfers;
    private final VertexPipeline vertexPipeline = new VertexPipeline();
    private final TriangleSetup setup = new TriangleSetup();
    private boolean closed;

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
    final ShaderBuffer[][] shaderBuffers = new ShaderBuffer[Processor.values().length][32];
    final ImageView[][] images = new ImageView[Processor.values().length][32];

    // Derived state and work in progress.
    private DrawState drawState;
    private Scene scene;

    SoftContext(SoftScreen screen) {
        this.screen = screen;
        this.transfers = new SoftTransfers(this);
    }

    @Override
    public Screen screen() {
        return screen;
    }

    SoftScreen softScreen() {
        return screen;
    }

    private void open(String call) {
        if (closed) {
            throw new PipeException(call, "the context is closed");
        }
    }

    private void dirty() {
        drawState = null;
    }

    // --- constant state objects -------------------------------------------------------------------

    @Override
    public Cso<BlendState> createBlendState(BlendState state) {
        open("createBlendState");
        return new SoftCso<>(this, state, null);
    }

    @Override
    public void bindBlendState(Cso<BlendState> cso) {
        blend = SoftCso.check("bindBlendState", this, cso);
        dirty();
    }

    @Override
    public void deleteBlendState(Cso<BlendState> cso) {
        SoftCso.check("deleteBlendState", this, cso).deleted = true;
    }

    @Override
    public Cso<RasterizerState> createRasterizerState(RasterizerState state) {
        open("createRasterizerState");
        return new SoftCso<>(this, state, null);
    }

    @Override
    public void bindRasterizerState(Cso<RasterizerState> cso) {
        rasterizer = SoftCso.check("bindRasterizerState", this, cso);
        dirty();
    }

    @Override
    public void deleteRasterizerState(Cso<RasterizerState> cso) {
        SoftCso.check("deleteRasterizerState", this, cso).deleted = true;
    }

    @Override
    public Cso<DepthStencilAlphaState> createDepthStencilAlphaState(DepthStencilAlphaState state) {
        open("createDepthStencilAlphaState");
        return new SoftCso<>(this, state, null);
    }

    @Override
    public void bindDepthStencilAlphaState(Cso<DepthStencilAlphaState> cso) {
        dsa = SoftCso.check("bindDepthStencilAlphaState", this, cso);
        dirty();
    }

    @Override
    public void deleteDepthStencilAlphaState(Cso<DepthStencilAlphaState> cso) {
        SoftCso.check("deleteDepthStencilAlphaState", this, cso).deleted = true;
    }

    @Override
    public Cso<SamplerState> createSamplerState(SamplerState state) {
        open("createSamplerState");
        return new SoftCso<>(this, state, null);
    }

    @Override
    public void bindSamplerStates(Processor stage, int start, List<Cso<SamplerState>> list) {
        List<SamplerState> states = new ArrayList<>();
        for (Cso<SamplerState> c : list) {
            SoftCso<SamplerState> s = SoftCso.check("bindSamplerStates", this, c);
            states.add(s == null ? null : s.state());
        }
        samplers.bindSamplers(stage, start, states);
        dirty();
    }

    @Override
    public void deleteSamplerState(Cso<SamplerState> cso) {
        SoftCso.check("deleteSamplerState", this, cso).deleted = true;
    }

    @Override
    public Cso<VertexElement.Layout> createVertexElementsState(VertexElement.Layout layout) {
        open("createVertexElementsState");
        if (layout.elements().size() > screen.caps().maxVertexAttributes()) {
            throw new PipeException("createVertexElementsState", "at most " + screen.caps().maxVertexAttributes()
                    + " vertex elements, got " + layout.elements().size());
        }
        return new SoftCso<>(this, layout, null);
    }

    @Override
    public void bindVertexElementsState(Cso<VertexElement.Layout> cso) {
        vertexElements = SoftCso.check("bindVertexElementsState", this, cso);
    }

    @Override
    public void deleteVertexElementsState(Cso<VertexElement.Layout> cso) {
        SoftCso.check("deleteVertexElementsState", this, cso).deleted = true;
    }

    @Override
    public Cso<ShaderState> createShaderState(ShaderState state) {
        open("createShaderState");
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

    @Override
    public void bindShaderState(Processor stage, Cso<ShaderState> cso) {
        SoftCso<ShaderState> s = SoftCso.check("bindShaderState", this, cso);
        if (s != null && s.state().shader().processor() != stage) {
            throw new PipeException("bindShaderState", "a " + s.state().shader().processor().text()
                    + " shader cannot be bound as the " + stage.text() + " shader");
        }
        shaders[stage.ordinal()] = s;
        dirty();
    }

    @Override
    public void deleteShaderState(Cso<ShaderState> cso) {
        SoftCso.check("deleteShaderState", this, cso).deleted = true;
    }

    ShaderProgram shader(Processor stage) {
        SoftCso<?> s = shaders[stage.ordinal()];
        return s == null ? null : ((CompiledShader) s.derived).program();
    }

    /// What the context derives from a shader state once, at creation.
    /// @param uniformOutputs a fragment shader whose outputs are the same for every fragment ([UniformShader])
    private record CompiledShader(ShaderProgram program, boolean uniformOutputs) {}

    ShaderState shaderState(Processor stage) {
        SoftCso<?> s = shaders[stage.ordinal()];
        return s == null ? null : (ShaderState) s.state();
    }

    // --- state set by value -----------------------------------------------------------------------

    @Override
    public void setBlendColor(float r, float g, float b, float a) {
        blendColor[0] = r;
        blendColor[1] = g;
        blendColor[2] = b;
        blendColor[3] = a;
        dirty();
    }

    @Override
    public void setStencilRef(int front, int back) {
        stencilRefFront = front;
        stencilRefBack = back;
        dirty();
    }

    @Override
    public void setClipState(ClipState state) {
        clip = state == null ? ClipState.NONE : state;
    }

    @Override
    public void setConstantBuffer(Processor stage, int index, ConstantBuffer buffer) {
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
        dirty();
    }

    @Override
    public void setFramebufferState(FramebufferState state) {
        open("setFramebufferState");
        for (Surface s : state.cbufs()) {
            if (s != null) {
                checkSurface("setFramebufferState", s, false);
            }
        }
        if (state.zsbuf() != null) {
            checkSurface("setFramebufferState", state.zsbuf(), true);
        }
        flushScene();
        framebuffer = Framebuffer.of(state);
        dirty();
    }

    private void checkSurface(String call, Surface s, boolean depth) {
        screen.own(call, s.texture());
        FormatDescription d = dev.tungsten.pipe.format.Formats.description(s.format());
        if (d == null || d.isDepthOrStencil() != depth || !dev.tungsten.pipe.format.Formats.isTextureFormat(s.format())
                || d.kind() == FormatDescription.Kind.R9G9B9E5_FLOAT) {
            throw new PipeException(call, s.format() + " cannot be " + (depth ? "a depth/stencil buffer" : "a colour buffer"));
        }
        if (d.blockBytes() != dev.tungsten.pipe.format.Formats.blockBytes(s.texture().format())) {
            throw new PipeException(call, "view format " + s.format() + " has another texel size than " + s.texture().format());
        }
    }

    @Override
    public void setScissorStates(int start, List<Scissor> scissors) {
        if (start == 0 && !scissors.isEmpty()) {
            scissor = scissors.get(0);
            dirty();
        }
    }

    @Override
    public void setViewportStates(int start, List<Viewport> viewports) {
        if (start == 0 && !viewports.isEmpty()) {
            viewport = viewports.get(0);
            dirty();
        }
    }

    @Override
    public void setSamplerViews(Processor stage, int start, List<SamplerView> views) {
        for (SamplerView v : views) {
            if (v != null) {
                checkView(v);
            }
        }
        samplers.setViews(stage, start, views);
        dirty();
    }

    /// A view's format must have the resource's texel size and its target must fit the resource
    /// (the same target, one layer of an array as its non-array target, cubes over whole groups
    /// of 6 square layers), so that every texel address it produces lies in the resource.
    private void checkView(SamplerView v) {
        SoftResource r = screen.own("setSamplerViews", v.texture());
        if (!dev.tungsten.pipe.format.Formats.isTextureFormat(v.format())) {
            throw new PipeException("setSamplerViews", "format " + v.format() + " cannot be sampled");
        }
        dev.tungsten.pipe.ResourceTarget rt = r.template.target(), vt = v.target();
        if (r.template.isBuffer() || vt == dev.tungsten.pipe.ResourceTarget.BUFFER) {
            if (!r.template.isBuffer() || vt != dev.tungsten.pipe.ResourceTarget.BUFFER) {
                throw new PipeException("setSamplerViews", "a buffer view needs a buffer, and a buffer a buffer view");
            }
            return;
        }
        if (dev.tungsten.pipe.format.Formats.blockBytes(v.format()) != r.blockBytes) {
            throw new PipeException("setSamplerViews", "view format " + v.format() + " has another texel size than "
                    + r.template.format());
        }
        int layers = v.lastLayer() - v.firstLayer() + 1;
        boolean square = r.template.width() == r.template.height();
        boolean ok = switch (vt) {
            case TEXTURE_1D -> (rt == vt || rt == dev.tungsten.pipe.ResourceTarget.TEXTURE_1D_ARRAY) && layers == 1;
            case TEXTURE_2D, TEXTURE_RECT -> (rt == dev.tungsten.pipe.ResourceTarget.TEXTURE_2D
                    || rt == dev.tungsten.pipe.ResourceTarget.TEXTURE_RECT || rt == dev.tungsten.pipe.ResourceTarget.TEXTURE_2D_ARRAY)
                    && layers == 1;
            case TEXTURE_3D -> rt == vt;
            case TEXTURE_1D_ARRAY -> rt == vt || rt == dev.tungsten.pipe.ResourceTarget.TEXTURE_1D;
            case TEXTURE_2D_ARRAY -> rt == vt || rt == dev.tungsten.pipe.ResourceTarget.TEXTURE_2D || rt.isCube();
            case TEXTURE_CUBE -> (rt.isCube() || rt == dev.tungsten.pipe.ResourceTarget.TEXTURE_2D_ARRAY) && square && layers == 6;
            case TEXTURE_CUBE_ARRAY -> (rt.isCube() || rt == dev.tungsten.pipe.ResourceTarget.TEXTURE_2D_ARRAY) && square
                    && layers % 6 == 0;
            case BUFFER -> false;
        };
        if (!ok) {
            throw new PipeException("setSamplerViews", "a " + vt + " view of " + layers + " layer(s) does not fit a " + rt
                    + " of " + r.template.layers(0) + " layer(s)");
        }
    }

    @Override
    public void setShaderBuffers(Processor stage, int start, List<ShaderBuffer> buffers) {
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
        dirty();
    }

    @Override
    public void setShaderImages(Processor stage, int start, List<ImageView> list) {
        for (int i = 0; i < list.size(); i++) {
            if (start + i >= 32) {
                throw new PipeException("setShaderImages", "slot " + (start + i) + " outside 0..31");
            }
            ImageView v = list.get(i);
            if (v != null) {
                SoftResource r = screen.own("setShaderImages", v.resource());
                if (dev.tungsten.pipe.format.Formats.codec(v.format()) == null
                        || dev.tungsten.pipe.format.Formats.description(v.format()).isDepthOrStencil()) {
                    throw new PipeException("setShaderImages", "format " + v.format() + " cannot be an image");
                }
                if (!r.template.isBuffer() && dev.tungsten.pipe.format.Formats.blockBytes(v.format()) != r.blockBytes) {
                    throw new PipeException("setShaderImages", "image format " + v.format() + " has another texel size than "
                            + r.template.format());
                }
            }
            images[stage.ordinal()][start + i] = v;
        }
        dirty();
    }

    @Override
    public void setVertexBuffers(List<VertexBuffer> buffers) {
        for (VertexBuffer b : buffers) {
            if (b != null && b.buffer() != null) {
                screen.own("setVertexBuffers", b.buffer());
            }
        }
        vertexBuffers = buffers.toArray(new VertexBuffer[0]);
    }

    // --- drawing ----------------------------------------------------------------------------------

    @Override
    public void drawVbo(DrawInfo info, List<DrawInfo.Range> ranges) {
        open("drawVbo");
        if (framebuffer == null) {
            throw new PipeException("drawVbo", "no framebuffer is set");
        }
        ShaderProgram vs = shader(Processor.VERT);
        if (vs == null) {
            throw new PipeException("drawVbo", "no vertex shader is bound");
        }
        if (shader(Processor.FRAG) == null) {
            throw new PipeException("drawVbo", "no fragment shader is bound");
        }
        DrawState state = drawState();
        VertexPipeline.Config config = vertexConfig(vs, state);
        ByteRange indices = null;
        if (info.isIndexed()) {
            indices = info.userIndices() != null ? ByteRange.of(info.userIndices())
                    : ByteRange.of(screen.own("drawVbo", info.indexBuffer()).data);
        }
        VertexPipeline.validate(config, info, ranges, indices);
        ensureScene();
        scene.reference(state.resources);
        setup.begin(scene, state);
        for (DrawInfo.Range r : ranges) {
            vertexPipeline.draw(config, info, r, indices, setup);
        }
        if (scene.primitives > SCENE_PRIMITIVE_LIMIT) {
            flushScene();
        }
    }

    private VertexPipeline.Config vertexConfig(ShaderProgram vs, DrawState state) {
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
    private SoftResource[] referencedResources(Processor stage) {
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

    @Override
    public void launchGrid(GridInfo grid) {
        open("launchGrid");
        ShaderProgram cs = shader(Processor.COMP);
        if (cs == null) {
            throw new PipeException("launchGrid", "no compute shader is bound");
        }
        if (grid.threadsPerBlock() > screen.caps().maxComputeThreadsPerBlock()) {
            throw new PipeException("launchGrid", "a block of " + grid.threadsPerBlock() + " invocations exceeds "
                    + screen.caps().maxComputeThreadsPerBlock());
        }
        int[] fixed = cs.io().blockSize();
        if (fixed[0] != 0 && (fixed[0] != grid.blockX() || fixed[1] != Math.max(1, grid.blockY())
                || fixed[2] != Math.max(1, grid.blockZ()))) {
            throw new PipeException("launchGrid", "the shader's block is " + fixed[0] + "x" + fixed[1] + "x" + fixed[2]
                    + ", the grid asks for " + grid.blockX() + "x" + grid.blockY() + "x" + grid.blockZ());
        }
        int shared = shaderState(Processor.COMP).sharedMemorySize();
        if (shared > screen.caps().maxComputeSharedMemory()) {
            throw new PipeException("launchGrid", shared + " bytes of shared memory exceed " + screen.caps().maxComputeSharedMemory());
        }
        if ((long) grid.gridX() * grid.gridY() * grid.gridZ() == 0) {
            return;
        }
        if ((long) grid.gridX() * grid.gridY() * grid.gridZ() > Integer.MAX_VALUE) {
            throw new PipeException("launchGrid", "too many work groups");
        }
        // Draws queued before the dispatch run before it (the pool runs jobs in order).
        flushScene();
        ComputeJob job = new ComputeJob(cs, grid, stageResources(Processor.COMP), shared);
        job.reference(referencedResources(Processor.COMP));
        inFlight.add(job);
        screen.pool().submit(job);
    }

    // --- clears -----------------------------------------------------------------------------------

    @Override
    public void clear(int buffers, ColorValue color, double depth, int stencil) {
        open("clear");
        if (framebuffer == null) {
            throw new PipeException("clear", "no framebuffer is set");
        }
        ensureScene();
        scene.binEverywhere(new ClearCommand(framebuffer, buffers, color, depth, stencil));
    }

    @Override
    public void clearRenderTarget(Surface dst, ColorValue color, int x, int y, int width, int height) {
        open("clearRenderTarget");
        checkSurface("clearRenderTarget", dst, false);
        TargetView v = TargetView.of(dst);
        int[] r = clampRect(v, x, y, width, height);
        transfers.waitFor((SoftResource) dst.texture());
        TexelFill.fill(v, r[0], r[1], r[2], r[3], TexelFill.colorTexel(v.codec(), color));
    }

    @Override
    public void clearDepthStencil(Surface dst, int flags, double depth, int stencil, int x, int y, int width, int height) {
        open("clearDepthStencil");
        checkSurface("clearDepthStencil", dst, true);
        TargetView v = TargetView.of(dst);
        int[] r = clampRect(v, x, y, width, height);
        transfers.waitFor((SoftResource) dst.texture());
        TexelFill.fillDepthStencil(v, r[0], r[1], r[2], r[3], (flags & CLEAR_DEPTH) != 0, (flags & CLEAR_STENCIL) != 0,
                depth, stencil);
    }

    private static int[] clampRect(TargetView v, int x, int y, int w, int h) {
        int x0 = Math.max(0, x), y0 = Math.max(0, y);
        int x1 = (int) Math.min(v.width(), (long) x + w), y1 = (int) Math.min(v.height(), (long) y + h);
        return new int[] {x0, y0, Math.max(0, x1 - x0), Math.max(0, y1 - y0)};
    }

    // --- copies and CPU access ----------------------------------------------------------------------

    @Override
    public void resourceCopyRegion(Resource dst, int dstLevel, int dstX, int dstY, int dstZ, Resource src, int srcLevel, Box srcBox) {
        open("resourceCopyRegion");
        transfers.copyRegion(dst, dstLevel, dstX, dstY, dstZ, src, srcLevel, srcBox);
    }

    @Override
    public void blit(BlitInfo info) {
        open("blit");
        transfers.blit(info);
    }

    @Override
    public void generateMipmap(Resource texture, PipeFormat format, int baseLevel, int lastLevel, int firstLayer, int lastLayer) {
        open("generateMipmap");
        transfers.generateMipmap(texture, format, baseLevel, lastLevel, firstLayer, lastLayer);
    }

    @Override
    public Transfer map(Resource resource, int level, Box box, int usage) {
        open("map");
        return transfers.map(resource, level, box, usage);
    }

    @Override
    public void unmap(Transfer transfer) {
        transfers.unmap(transfer);
        dirty();
    }

    @Override
    public void bufferSubdata(Resource buffer, int offset, byte[] data) {
        open("bufferSubdata");
        transfers.bufferSubdata(buffer, offset, data);
        dirty();
    }

    @Override
    public void textureSubdata(Resource texture, int level, Box box, byte[] data, int stride, int layerStride) {
        open("textureSubdata");
        transfers.textureSubdata(texture, level, box, data, stride, layerStride);
    }

    // --- scenes and synchronisation -------------------------------------------------------------------

    private final List<PoolJob> inFlight = new ArrayList<>();

    private void ensureScene() {
        if (scene == null) {
            scene = new Scene(framebuffer);
        }
    }

    /// Submits the current scene, if it has work, to the rasterizer threads.
    void flushScene() {
        Scene s = scene;
        scene = null;
        if (s == null || s.isEmpty()) {
            return;
        }
        inFlight.removeIf(x -> x.fence.isSignalled());
        inFlight.add(s);
        screen.pool().submit(s);
    }

    /// Submits pending work and waits for every scene that may read or write `r` (all scenes
    /// when `r` is null); rethrows rendering errors.
    void finishScenesUsing(SoftResource r) {
        if (scene != null && (r == null || scene.uses(r))) {
            flushScene();
        }
        for (PoolJob s : inFlight.toArray(new PoolJob[0])) {
            if (r == null || s.uses(r)) {
                s.fence.await(Long.MAX_VALUE);
            }
        }
        inFlight.removeIf(x -> x.fence.isSignalled());
    }

    @Override
    public Fence flush() {
        flushScene();
        inFlight.removeIf(x -> x.fence.isSignalled());
        return inFlight.isEmpty() ? Fence.SIGNALLED : inFlight.get(inFlight.size() - 1).fence;
    }

    @Override
    public void memoryBarrier() {
        finishScenesUsing(null);
    }

    @Override
    public void close() {
        if (closed) {
            return;
        }
        try {
            finishScenesUsing(null);
        } finally {
            closed = true;
            Arrays.fill(shaders, null);
        }
    }
}
