package dev.tungsten.vk;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

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
import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.vk.spirv.SpirvModule;

import static org.lwjgl.vulkan.VK10.vkDestroySampler;

/// The Vulkan driver's rendering context: pipe state kept on the Java side and turned into
/// Vulkan objects and commands when work is issued. [VkPipelines] keeps the translated shader
/// variants and pipelines, [VkDraw] records draws and dispatches (with [VkDescriptors] and
/// [VkGraphicsPipeline]), [VkTransfers] clears, copies and CPU access. Every Vulkan call runs
/// on the screen's device thread, one submission per pipe call that does GPU work, waited for
/// before the call returns: a fence from [#flush] is therefore always signalled.
///
/// Errors: an invalid call throws [PipeException] before touching Vulkan; a Vulkan failure or,
/// in debug mode, a validation message is a [VkException] naming the call; a shader the
/// translator refuses is a [PipeException] with the translator's exception as its cause.
/// A context is for one thread at a time: a call while another thread is inside one is a
/// [PipeException], not a race on Vulkan objects.
final class VkContext implements Context {
    final VkScreen screen;
    final VkPipelines pipelines;
    final VkDraw draw;
    final VkTransfers transfers;
    private final AtomicReference<Thread> user = new AtomicReference<>();
    private volatile boolean closed;
    private long defaultSampler;
    /// Every sampler made, destroyed when the context closes.
    private final java.util.Set<Long> createdSamplers = java.util.Collections.synchronizedSet(new java.util.LinkedHashSet<>());

    VkCso<BlendState> blend;
    VkCso<RasterizerState> rasterizer;
    VkCso<DepthStencilAlphaState> dsa;
    VkCso<VertexElement.Layout> vertexElements;
    final Map<Processor, VkCso<ShaderState>> shaders = new EnumMap<>(Processor.class);
    final Map<Processor, List<ConstantBuffer>> constantBuffers = new EnumMap<>(Processor.class);
    final Map<Processor, List<VkCso<SamplerState>>> samplers = new EnumMap<>(Processor.class);
    final Map<Processor, List<SamplerView>> views = new EnumMap<>(Processor.class);
    final Map<Processor, List<ShaderBuffer>> shaderBuffers = new EnumMap<>(Processor.class);
    final Map<Processor, List<ImageView>> images = new EnumMap<>(Processor.class);
    final List<VertexBuffer> vertexBuffers = new ArrayList<>();
    final List<Scissor> scissors = new ArrayList<>();
    final List<Viewport> viewports = new ArrayList<>();
    FramebufferState framebuffer;
    float[] blendColor = {0, 0, 0, 0};
    int stencilRefFront;
    int stencilRefBack;
    ClipState clip = ClipState.NONE;

    VkContext(VkScreen screen) {
        this.screen = screen;
        this.pipelines = new VkPipelines(this);
        this.draw = new VkDraw(this);
        this.transfers = new VkTransfers(this);
    }

    @Override
    public Screen screen() {
        return screen;
    }

    /// Runs `body` on the device thread as pipe call `call`, refusing a second thread that calls
    /// while another is inside a call of this context.
    <T> T work(String call, Supplier<T> body) {
        checkOpen(call);
        Thread me = Thread.currentThread();
        if (!user.compareAndSet(null, me)) {
            Thread other = user.get();
            throw new PipeException(call, "the context is in use by thread '" + (other == null ? "?" : other.getName())
                    + "': a context is for one thread at a time");
        }
        try {
            return screen.work(call, body);
        } finally {
            user.set(null);
        }
    }

    void run(String call, Runnable body) {
        work(call, () -> {
            body.run();
            return null;
        });
    }

    void checkOpen(String call) {
        screen.checkOpen(call);
        if (closed) {
            throw new PipeException(call, "the context is closed");
        }
    }

    static <T> T get(List<T> list, int index) {
        return list == null || index < 0 || index >= list.size() ? null : list.get(index);
    }

    static <T> void set(List<T> list, int index, T value) {
        while (list.size() <= index) {
            list.add(null);
        }
        list.set(index, value);
    }

    private static <T> void setRange(Map<Processor, List<T>> map, Processor stage, int start, List<T> values) {
        List<T> list = map.computeIfAbsent(stage, s -> new ArrayList<>());
        for (int i = 0; i < values.size(); i++) {
            set(list, start + i, values.get(i));
        }
    }

    /// Viewport 0, or the whole framebuffer when none is set.
    Viewport viewport() {
        Viewport v = viewports.isEmpty() ? null : viewports.getFirst();
        return v != null ? v : Viewport.of(0, 0, framebuffer.width(), framebuffer.height());
    }

    /// The sampler for unbound sampler slots (device thread only).
    long defaultSampler() {
        if (defaultSampler == 0) {
            defaultSampler = VkStates.createSampler(screen.device(), SamplerState.NEAREST);
        }
        return defaultSampler;
    }

    // --- state objects ---------------------------------------------------------------------------

    private <T> VkCso<T> plain(String call, T state) {
        checkOpen(call);
        return new VkCso<>(this, Objects.requireNonNull(state), 0, null);
    }

    @Override
    public Cso<BlendState> createBlendState(BlendState state) {
        return plain("createBlendState", state);
    }

    @Override
    public void bindBlendState(Cso<BlendState> cso) {
        checkOpen("bindBlendState");
        blend = VkCso.check("bindBlendState", this, cso);
    }

    @Override
    public void deleteBlendState(Cso<BlendState> cso) {
        checkOpen("deleteBlendState");
        VkCso.check("deleteBlendState", this, cso).deleted = true;
    }

    @Override
    public Cso<RasterizerState> createRasterizerState(RasterizerState state) {
        return plain("createRasterizerState", state);
    }

    @Override
    public void bindRasterizerState(Cso<RasterizerState> cso) {
        checkOpen("bindRasterizerState");
        rasterizer = VkCso.check("bindRasterizerState", this, cso);
    }

    @Override
    public void deleteRasterizerState(Cso<RasterizerState> cso) {
        checkOpen("deleteRasterizerState");
        VkCso.check("deleteRasterizerState", this, cso).deleted = true;
    }

    @Override
    public Cso<DepthStencilAlphaState> createDepthStencilAlphaState(DepthStencilAlphaState state) {
        return plain("createDepthStencilAlphaState", state);
    }

    @Override
    public void bindDepthStencilAlphaState(Cso<DepthStencilAlphaState> cso) {
        checkOpen("bindDepthStencilAlphaState");
        dsa = VkCso.check("bindDepthStencilAlphaState", this, cso);
    }

    @Override
    public void deleteDepthStencilAlphaState(Cso<DepthStencilAlphaState> cso) {
        checkOpen("deleteDepthStencilAlphaState");
        VkCso.check("deleteDepthStencilAlphaState", this, cso).deleted = true;
    }

    @Override
    public Cso<SamplerState> createSamplerState(SamplerState state) {
        Objects.requireNonNull(state);
        long sampler = work("createSamplerState", () -> VkStates.createSampler(screen.device(), state));
        createdSamplers.add(sampler);
        return new VkCso<>(this, state, sampler, null);
    }

    @Override
    public void bindSamplerStates(Processor stage, int start, List<Cso<SamplerState>> list) {
        checkOpen("bindSamplerStates");
        List<VkCso<SamplerState>> checked = new ArrayList<>();
        for (Cso<SamplerState> c : list) {
            checked.add(VkCso.check("bindSamplerStates", this, c));
        }
        setRange(samplers, stage, start, checked);
    }

    /// Samplers live until the context closes: a deleted sampler may stay bound (the pipe allows
    /// it) and its state must keep working until replaced.
    @Override
    public void deleteSamplerState(Cso<SamplerState> cso) {
        checkOpen("deleteSamplerState");
        VkCso.check("deleteSamplerState", this, cso).deleted = true;
    }

    @Override
    public Cso<VertexElement.Layout> createVertexElementsState(VertexElement.Layout layout) {
        checkOpen("createVertexElementsState");
        for (VertexElement e : layout.elements()) {
            if ((screen.bufferFeatures(e.srcFormat()) & org.lwjgl.vulkan.VK10.VK_FORMAT_FEATURE_VERTEX_BUFFER_BIT) == 0) {
                throw new PipeException("createVertexElementsState", "format " + e.srcFormat()
                        + " cannot be a vertex attribute on this device");
            }
        }
        return new VkCso<>(this, layout, 0, null);
    }

    @Override
    public void bindVertexElementsState(Cso<VertexElement.Layout> cso) {
        checkOpen("bindVertexElementsState");
        vertexElements = VkCso.check("bindVertexElementsState", this, cso);
    }

    @Override
    public void deleteVertexElementsState(Cso<VertexElement.Layout> cso) {
        checkOpen("deleteVertexElementsState");
        VkCso.check("deleteVertexElementsState", this, cso).deleted = true;
    }

    /// Translates the shader with default options and has Vulkan accept the module, so that a
    /// shader Vulkan cannot run is refused here, not at the first draw.
    @Override
    public Cso<ShaderState> createShaderState(ShaderState state) {
        Objects.requireNonNull(state);
        Processor p = state.shader().processor();
        if (!screen.caps().stages().contains(p)) {
            throw new PipeException("createShaderState", "the Vulkan driver does not run " + p.text() + " shaders");
        }
        SpirvModule trial = work("createShaderState", () -> pipelines.check(state));
        return new VkCso<>(this, state, 0, trial);
    }

    @Override
    public void bindShaderState(Processor stage, Cso<ShaderState> cso) {
        checkOpen("bindShaderState");
        VkCso<ShaderState> c = VkCso.check("bindShaderState", this, cso);
        if (c != null && c.state().shader().processor() != stage) {
            throw new PipeException("bindShaderState", "a " + c.state().shader().processor().text() + " shader bound as "
                    + stage.text());
        }
        if (c == null) {
            shaders.remove(stage);
        } else {
            shaders.put(stage, c);
        }
    }

    @Override
    public void deleteShaderState(Cso<ShaderState> cso) {
        VkCso<ShaderState> c = VkCso.check("deleteShaderState", this, cso);
        c.deleted = true;
        if (shaders.containsValue(c)) {
            return; // still bound: its pipelines stay until it is replaced and the context closes
        }
        run("deleteShaderState", () -> {
            pipelines.forget(c);
            draw.forget(c);
        });
    }

    // --- parameters ------------------------------------------------------------------------------

    @Override
    public void setBlendColor(float r, float g, float b, float a) {
        checkOpen("setBlendColor");
        blendColor = new float[] {r, g, b, a};
    }

    @Override
    public void setStencilRef(int front, int back) {
        checkOpen("setStencilRef");
        stencilRefFront = front;
        stencilRefBack = back;
    }

    @Override
    public void setClipState(ClipState state) {
        checkOpen("setClipState");
        clip = state == null ? ClipState.NONE : state;
    }

    @Override
    public void setConstantBuffer(Processor stage, int index, ConstantBuffer buffer) {
        checkOpen("setConstantBuffer");
        if (buffer != null && buffer.buffer() != null) {
            screen.own("setConstantBuffer", buffer.buffer());
        }
        set(constantBuffers.computeIfAbsent(stage, s -> new ArrayList<>()), index, buffer);
    }

    @Override
    public void setFramebufferState(FramebufferState state) {
        checkOpen("setFramebufferState");
        if (state != null) {
            for (Surface s : state.cbufs()) {
                if (s != null) {
                    screen.own("setFramebufferState", s.texture());
                    if (VkFormats.of(s.format()) == null) {
                        throw new PipeException("setFramebufferState", "format " + s.format() + " cannot be rendered to");
                    }
                }
            }
            if (state.zsbuf() != null) {
                screen.own("setFramebufferState", state.zsbuf().texture());
            }
        }
        framebuffer = state;
    }

    @Override
    public void setScissorStates(int start, List<Scissor> list) {
        checkOpen("setScissorStates");
        for (int i = 0; i < list.size(); i++) {
            set(scissors, start + i, list.get(i));
        }
    }

    @Override
    public void setViewportStates(int start, List<Viewport> list) {
        checkOpen("setViewportStates");
        for (int i = 0; i < list.size(); i++) {
            set(viewports, start + i, list.get(i));
        }
    }

    @Override
    public void setSamplerViews(Processor stage, int start, List<SamplerView> list) {
        checkOpen("setSamplerViews");
        for (SamplerView v : list) {
            if (v != null) {
                screen.own("setSamplerViews", v.texture());
            }
        }
        setRange(views, stage, start, list);
    }

    @Override
    public void setShaderBuffers(Processor stage, int start, List<ShaderBuffer> list) {
        checkOpen("setShaderBuffers");
        for (ShaderBuffer b : list) {
            if (b != null) {
                screen.own("setShaderBuffers", b.buffer());
            }
        }
        setRange(shaderBuffers, stage, start, list);
    }

    @Override
    public void setShaderImages(Processor stage, int start, List<ImageView> list) {
        checkOpen("setShaderImages");
        for (ImageView v : list) {
            if (v != null) {
                screen.own("setShaderImages", v.resource());
            }
        }
        setRange(images, stage, start, list);
    }

    @Override
    public void setVertexBuffers(List<VertexBuffer> buffers) {
        checkOpen("setVertexBuffers");
        for (VertexBuffer b : buffers) {
            if (b != null && b.buffer() != null) {
                screen.own("setVertexBuffers", b.buffer());
            }
        }
        vertexBuffers.clear();
        vertexBuffers.addAll(buffers);
    }

    // --- work ------------------------------------------------------------------------------------

    @Override
    public void drawVbo(DrawInfo info, List<DrawInfo.Range> ranges) {
        run("drawVbo", () -> draw.draw(info, ranges));
    }

    @Override
    public void launchGrid(GridInfo grid) {
        run("launchGrid", () -> draw.dispatch(grid));
    }

    @Override
    public void clear(int buffers, ColorValue color, double depth, int stencil) {
        run("clear", () -> transfers.clear(buffers, color, depth, stencil));
    }

    @Override
    public void clearRenderTarget(Surface dst, ColorValue color, int x, int y, int width, int height) {
        screen.own("clearRenderTarget", dst.texture());
        run("clearRenderTarget", () -> transfers.clearSurface(dst, CLEAR_COLOR0, color, 0, 0, x, y, width, height));
    }

    @Override
    public void clearDepthStencil(Surface dst, int flags, double depth, int stencil, int x, int y, int width, int height) {
        screen.own("clearDepthStencil", dst.texture());
        run("clearDepthStencil", () -> transfers.clearSurface(dst, flags & CLEAR_DEPTHSTENCIL, ColorValue.ZERO, depth, stencil,
                x, y, width, height));
    }

    @Override
    public void resourceCopyRegion(Resource dst, int dstLevel, int dstX, int dstY, int dstZ, Resource src, int srcLevel, Box srcBox) {
        VkResource d = screen.own("resourceCopyRegion", dst);
        VkResource s = screen.own("resourceCopyRegion", src);
        run("resourceCopyRegion", () -> transfers.copy(d, dstLevel, dstX, dstY, dstZ, s, srcLevel, srcBox));
    }

    @Override
    public void blit(BlitInfo info) {
        run("blit", () -> transfers.blit(info));
    }

    @Override
    public void generateMipmap(Resource texture, PipeFormat format, int baseLevel, int lastLevel, int firstLayer, int lastLayer) {
        VkResource t = screen.own("generateMipmap", texture);
        run("generateMipmap", () -> transfers.generateMipmap(t, baseLevel, lastLevel, firstLayer, lastLayer));
    }

    @Override
    public Transfer map(Resource resource, int level, Box box, int usage) {
        VkResource r = screen.own("map", resource);
        return work("map", () -> transfers.map(r, level, box, usage));
    }

    @Override
    public void unmap(Transfer transfer) {
        VkResource r = screen.own("unmap", transfer.resource());
        run("unmap", () -> transfers.unmap(r, transfer));
    }

    @Override
    public void bufferSubdata(Resource buffer, int offset, byte[] data) {
        VkResource r = screen.own("bufferSubdata", buffer);
        run("bufferSubdata", () -> transfers.bufferSubdata(r, offset, data));
    }

    @Override
    public void textureSubdata(Resource texture, int level, Box box, byte[] data, int stride, int layerStride) {
        VkResource r = screen.own("textureSubdata", texture);
        run("textureSubdata", () -> transfers.textureSubdata(r, level, box, data, stride, layerStride));
    }

    /// Every pipe call that does GPU work has finished when it returns, so the fence is signalled.
    @Override
    public Fence flush() {
        checkOpen("flush");
        return Fence.SIGNALLED;
    }

    /// Every submission ends with a full memory barrier and is waited for, so shader writes are
    /// already visible to later work.
    @Override
    public void memoryBarrier() {
        checkOpen("memoryBarrier");
    }

    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        if (screen.isClosed()) {
            return; // the screen freed the device and everything made on it
        }
        screen.run("close", () -> {
            pipelines.close();
            var dev = screen.device().handle();
            for (long s : createdSamplers) {
                vkDestroySampler(dev, s, null);
            }
            if (defaultSampler != 0) {
                vkDestroySampler(dev, defaultSampler, null);
            }
        });
    }
}
