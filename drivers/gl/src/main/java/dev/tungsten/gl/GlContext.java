package dev.tungsten.gl;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

import dev.tungsten.gl.glsl.GlslShader;
import dev.tungsten.gl.glsl.GlslTranslator;
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
import dev.tungsten.pipe.ResourceTarget;
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
import dev.tungsten.tgsi.TgsiException;

import static org.lwjgl.opengl.GL33C.*;

/// The OpenGL driver's rendering context: pipe state kept on the Java side, turned into OpenGL
/// state and calls when work is issued ([GlDraw] for draws and dispatches, [GlTransfers] for
/// clears, copies and CPU access). Every OpenGL call runs on the screen's OpenGL thread.
///
/// Errors: an invalid call throws [PipeException] before touching OpenGL; an OpenGL failure
/// ([GlException]: a shader the driver rejects, a lost context, an allocation beyond OpenGL's
/// limits, a GL error in debug mode) becomes a [PipeException] naming the call, with the
/// [GlException] as its cause.
final class GlContext implements Context {
    final GlScreen screen;
    final GlDraw draw;
    final GlTransfers transfers;
    private boolean closed;

    // Bound state objects.
    GlCso<BlendState> blend;
    GlCso<RasterizerState> rasterizer;
    GlCso<DepthStencilAlphaState> dsa;
    GlCso<VertexElement.Layout> vertexElements;
    final Map<Processor, GlCso<ShaderState>> shaders = new EnumMap<>(Processor.class);
    final Map<Processor, List<GlCso<SamplerState>>> samplers = new EnumMap<>(Processor.class);

    // State set by value.
    float[] blendColor = {0, 0, 0, 0};
    int stencilRefFront;
    int stencilRefBack;
    ClipState clip = ClipState.NONE;
    final Map<Processor, Map<Integer, ConstantBuffer>> constants = new EnumMap<>(Processor.class);
    FramebufferState framebuffer;
    final List<Scissor> scissors = new ArrayList<>();
    final List<Viewport> viewports = new ArrayList<>();
    final Map<Processor, List<SamplerView>> views = new EnumMap<>(Processor.class);
    final Map<Processor, List<ShaderBuffer>> shaderBuffers = new EnumMap<>(Processor.class);
    final Map<Processor, List<ImageView>> images = new EnumMap<>(Processor.class);
    List<VertexBuffer> vertexBuffers = List.of();

    GlContext(GlScreen screen) {
        this.screen = screen;
        this.draw = new GlDraw(this);
        this.transfers = new GlTransfers(this);
        work("createContext", () -> {
            draw.init();
            return null;
        });
    }

    @Override
    public Screen screen() {
        return screen;
    }

    /// Runs `task` on the OpenGL thread as pipe call `call`, turning OpenGL and translator
    /// failures into [PipeException]s that name the call.
    <T> T work(String call, Callable<T> task) {
        checkOpen(call);
        try {
            return screen.gl.call(() -> {
                T result = task.call();
                screen.gl.context().debug().check(call);
                return result;
            });
        } catch (PipeException e) {
            throw e;
        } catch (GlException e) {
            throw new PipeException(call, e.getMessage(), e);
        } catch (TgsiException e) {
            throw new PipeException(call, "the shader cannot run on OpenGL: " + e.getMessage(), e);
        }
    }

    void checkOpen(String call) {
        if (closed) {
            throw new PipeException(call, "the context is closed");
        }
        screen.checkOpen(call);
    }

    // --- state objects ---------------------------------------------------------------------------

    @Override
    public Cso<BlendState> createBlendState(BlendState state) {
        checkOpen("createBlendState");
        return new GlCso<>(this, java.util.Objects.requireNonNull(state), 0, null);
    }

    @Override
    public void bindBlendState(Cso<BlendState> cso) {
        checkOpen("bindBlendState");
        blend = GlCso.check("bindBlendState", this, cso);
    }

    @Override
    public void deleteBlendState(Cso<BlendState> cso) {
        checkOpen("deleteBlendState");
        GlCso.check("deleteBlendState", this, cso).deleted = true;
    }

    @Override
    public Cso<RasterizerState> createRasterizerState(RasterizerState state) {
        checkOpen("createRasterizerState");
        return new GlCso<>(this, java.util.Objects.requireNonNull(state), 0, null);
    }

    @Override
    public void bindRasterizerState(Cso<RasterizerState> cso) {
        checkOpen("bindRasterizerState");
        rasterizer = GlCso.check("bindRasterizerState", this, cso);
    }

    @Override
    public void deleteRasterizerState(Cso<RasterizerState> cso) {
        checkOpen("deleteRasterizerState");
        GlCso.check("deleteRasterizerState", this, cso).deleted = true;
    }

    @Override
    public Cso<DepthStencilAlphaState> createDepthStencilAlphaState(DepthStencilAlphaState state) {
        checkOpen("createDepthStencilAlphaState");
        return new GlCso<>(this, java.util.Objects.requireNonNull(state), 0, null);
    }

    @Override
    public void bindDepthStencilAlphaState(Cso<DepthStencilAlphaState> cso) {
        checkOpen("bindDepthStencilAlphaState");
        dsa = GlCso.check("bindDepthStencilAlphaState", this, cso);
    }

    @Override
    public void deleteDepthStencilAlphaState(Cso<DepthStencilAlphaState> cso) {
        checkOpen("deleteDepthStencilAlphaState");
        GlCso.check("deleteDepthStencilAlphaState", this, cso).deleted = true;
    }

    @Override
    public Cso<SamplerState> createSamplerState(SamplerState state) {
        java.util.Objects.requireNonNull(state);
        int name = work("createSamplerState", () -> GlStates.createSampler(state));
        return new GlCso<>(this, state, name, null);
    }

    @Override
    public void bindSamplerStates(Processor stage, int start, List<Cso<SamplerState>> list) {
        checkOpen("bindSamplerStates");
        List<GlCso<SamplerState>> slots = samplers.computeIfAbsent(stage, s -> new ArrayList<>());
        for (int i = 0; i < list.size(); i++) {
            GlCso<SamplerState> c = GlCso.check("bindSamplerStates", this, list.get(i));
            set(slots, start + i, c);
        }
    }

    @Override
    public void deleteSamplerState(Cso<SamplerState> cso) {
        GlCso<SamplerState> c = GlCso.check("deleteSamplerState", this, cso);
        c.deleted = true;
        work("deleteSamplerState", () -> {
            glDeleteSamplers(c.glName);
            return null;
        });
    }

    @Override
    public Cso<VertexElement.Layout> createVertexElementsState(VertexElement.Layout layout) {
        checkOpen("createVertexElementsState");
        for (VertexElement e : layout.elements()) {
            GlFormats.GlFormat f = GlFormats.of(e.srcFormat());
            if (f == null || !f.isVertex()) {
                throw new PipeException("createVertexElementsState", "format " + e.srcFormat() + " cannot be fetched as a vertex attribute by OpenGL");
            }
        }
        return new GlCso<>(this, layout, 0, null);
    }

    @Override
    public void bindVertexElementsState(Cso<VertexElement.Layout> cso) {
        checkOpen("bindVertexElementsState");
        vertexElements = GlCso.check("bindVertexElementsState", this, cso);
    }

    @Override
    public void deleteVertexElementsState(Cso<VertexElement.Layout> cso) {
        checkOpen("deleteVertexElementsState");
        GlCso.check("deleteVertexElementsState", this, cso).deleted = true;
    }

    /// Translates the shader once with the context's default options, compiles and links it, so that a
    /// shader OpenGL cannot run is refused here, at creation, not at the first draw. Draws
    /// translate the variants their state needs (attribute and output types, flat shading...).
    @Override
    public Cso<ShaderState> createShaderState(ShaderState state) {
        java.util.Objects.requireNonNull(state);
        if (!GlslTranslator.supports(state.shader().processor())
                || !screen.caps().stages().contains(state.shader().processor())) {
            throw new PipeException("createShaderState", "the OpenGL driver does not run "
                    + state.shader().processor().text() + " shaders");
        }
        work("createShaderState", () -> {
            GlslShader trial = GlslTranslator.translate(state.shader(), draw.baseOptions(state.shader().processor()));
            // Checked here because drivers' linkers word it differently (NVIDIA's names no size).
            int maxBlock = screen.caps().maxConstantBufferSize();
            for (GlslShader.Binding b : trial.bindings()) {
                if (b.kind() == GlslShader.BindingKind.UNIFORM_BLOCK && b.size() > maxBlock) {
                    throw new GlException(GlException.Kind.SHADER_REJECTED, "constant buffer CONST[" + b.index() + "] declares "
                            + b.size() / 16 + " vec4 constants, " + b.size() + " bytes, beyond GL_MAX_UNIFORM_BLOCK_SIZE "
                            + maxBlock);
                }
            }
            // Linked alone too: other limits are checked only by the linker.
            GlProgram.link(screen.gl.context(), trial).close();
            return null;
        });
        return new GlCso<>(this, state, 0, null);
    }

    @Override
    public void bindShaderState(Processor stage, Cso<ShaderState> cso) {
        checkOpen("bindShaderState");
        GlCso<ShaderState> c = GlCso.check("bindShaderState", this, cso);
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
        GlCso<ShaderState> c = GlCso.check("deleteShaderState", this, cso);
        c.deleted = true;
        work("deleteShaderState", () -> {
            draw.forget(c);
            return null;
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
        if (index < 0 || index >= screen.caps().maxConstantBuffers()) {
            throw new PipeException("setConstantBuffer", "index " + index + " outside 0.." + (screen.caps().maxConstantBuffers() - 1));
        }
        if (buffer != null && buffer.buffer() != null) {
            screen.own("setConstantBuffer", buffer.buffer());
        }
        Map<Integer, ConstantBuffer> m = constants.computeIfAbsent(stage, s -> new java.util.HashMap<>());
        if (buffer == null) {
            m.remove(index);
        } else {
            m.put(index, buffer);
        }
    }

    @Override
    public void setFramebufferState(FramebufferState state) {
        if (state != null) {
            for (Surface s : state.cbufs()) {
                if (s != null) {
                    screen.own("setFramebufferState", s.texture());
                }
            }
            if (state.zsbuf() != null) {
                screen.own("setFramebufferState", state.zsbuf().texture());
            }
        }
        framebuffer = state;
        draw.framebufferChanged();
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
        List<SamplerView> slots = views.computeIfAbsent(stage, s -> new ArrayList<>());
        for (int i = 0; i < list.size(); i++) {
            SamplerView v = list.get(i);
            if (v != null) {
                screen.own("setSamplerViews", v.texture());
                if (v.target() == ResourceTarget.BUFFER && v.elementCount() > screen.maxTextureBufferTexels) {
                    throw new PipeException("setSamplerViews", "a buffer view of " + v.elementCount()
                            + " texels exceeds GL_MAX_TEXTURE_BUFFER_SIZE " + screen.maxTextureBufferTexels);
                }
            }
            set(slots, start + i, v);
        }
    }

    @Override
    public void setShaderBuffers(Processor stage, int start, List<ShaderBuffer> list) {
        List<ShaderBuffer> slots = shaderBuffers.computeIfAbsent(stage, s -> new ArrayList<>());
        for (int i = 0; i < list.size(); i++) {
            ShaderBuffer b = list.get(i);
            if (b != null) {
                screen.own("setShaderBuffers", b.buffer());
                if (screen.maxStorageBlockBytes > 0 && b.size() > screen.maxStorageBlockBytes) {
                    throw new PipeException("setShaderBuffers", "a shader buffer of " + b.size()
                            + " bytes exceeds GL_MAX_SHADER_STORAGE_BLOCK_SIZE " + screen.maxStorageBlockBytes);
                }
            }
            set(slots, start + i, b);
        }
    }

    @Override
    public void setShaderImages(Processor stage, int start, List<ImageView> list) {
        List<ImageView> slots = images.computeIfAbsent(stage, s -> new ArrayList<>());
        for (int i = 0; i < list.size(); i++) {
            ImageView v = list.get(i);
            if (v != null) {
                screen.own("setShaderImages", v.resource());
            }
            set(slots, start + i, v);
        }
    }

    @Override
    public void setVertexBuffers(List<VertexBuffer> buffers) {
        for (VertexBuffer b : buffers) {
            if (b != null && b.buffer() != null) {
                screen.own("setVertexBuffers", b.buffer());
            }
        }
        vertexBuffers = new ArrayList<>(buffers);
    }

    private static <T> void set(List<T> list, int index, T value) {
        while (list.size() <= index) {
            list.add(null);
        }
        list.set(index, value);
    }

    // --- work ------------------------------------------------------------------------------------

    @Override
    public void drawVbo(DrawInfo info, List<DrawInfo.Range> ranges) {
        work("drawVbo", () -> {
            draw.draw(info, ranges);
            return null;
        });
    }

    @Override
    public void launchGrid(GridInfo grid) {
        work("launchGrid", () -> {
            draw.dispatch(grid);
            return null;
        });
    }

    @Override
    public void clear(int buffers, ColorValue color, double depth, int stencil) {
        work("clear", () -> {
            transfers.clear(buffers, color, depth, stencil);
            return null;
        });
    }

    @Override
    public void clearRenderTarget(Surface dst, ColorValue color, int x, int y, int width, int height) {
        screen.own("clearRenderTarget", dst.texture());
        work("clearRenderTarget", () -> {
            transfers.clearSurface(dst, CLEAR_COLOR0, color, 0, 0, x, y, width, height);
            return null;
        });
    }

    @Override
    public void clearDepthStencil(Surface dst, int flags, double depth, int stencil, int x, int y, int width, int height) {
        screen.own("clearDepthStencil", dst.texture());
        work("clearDepthStencil", () -> {
            transfers.clearSurface(dst, flags & CLEAR_DEPTHSTENCIL, ColorValue.ZERO, depth, stencil, x, y, width, height);
            return null;
        });
    }

    @Override
    public void resourceCopyRegion(Resource dst, int dstLevel, int dstX, int dstY, int dstZ, Resource src, int srcLevel, Box srcBox) {
        GlResource d = screen.own("resourceCopyRegion", dst);
        GlResource s = screen.own("resourceCopyRegion", src);
        work("resourceCopyRegion", () -> {
            transfers.copy(d, dstLevel, dstX, dstY, dstZ, s, srcLevel, srcBox);
            return null;
        });
    }

    @Override
    public void blit(BlitInfo info) {
        screen.own("blit", info.dst().resource());
        screen.own("blit", info.src().resource());
        work("blit", () -> {
            transfers.blit(info);
            return null;
        });
    }

    @Override
    public void generateMipmap(Resource texture, PipeFormat format, int baseLevel, int lastLevel, int firstLayer, int lastLayer) {
        GlResource t = screen.own("generateMipmap", texture);
        work("generateMipmap", () -> {
            transfers.generateMipmap(t, baseLevel, lastLevel);
            return null;
        });
    }

    @Override
    public Transfer map(Resource resource, int level, Box box, int usage) {
        GlResource r = screen.own("map", resource);
        return work("map", () -> transfers.map(r, level, box, usage));
    }

    @Override
    public void unmap(Transfer transfer) {
        GlResource r = screen.own("unmap", transfer.resource());
        work("unmap", () -> {
            transfers.unmap(r, transfer);
            return null;
        });
    }

    @Override
    public void bufferSubdata(Resource buffer, int offset, byte[] data) {
        GlResource r = screen.own("bufferSubdata", buffer);
        work("bufferSubdata", () -> {
            transfers.bufferSubdata(r, offset, data);
            return null;
        });
    }

    @Override
    public void textureSubdata(Resource texture, int level, Box box, byte[] data, int stride, int layerStride) {
        GlResource r = screen.own("textureSubdata", texture);
        work("textureSubdata", () -> {
            transfers.textureSubdata(r, level, box, data, stride, layerStride);
            return null;
        });
    }

    @Override
    public Fence flush() {
        long sync = work("flush", () -> {
            glFlush();
            return glFenceSync(GL_SYNC_GPU_COMMANDS_COMPLETE, 0);
        });
        return new GlFence(screen, sync);
    }

    @Override
    public void memoryBarrier() {
        work("memoryBarrier", () -> {
            draw.barrier();
            return null;
        });
    }

    @Override
    public void close() {
        if (closed) {
            return;
        }
        if (!screen.gl.context().isClosed()) {
            screen.gl.run(() -> {
                draw.close();
                transfers.close();
            });
        }
        closed = true;
    }
}
