package dev.tungsten.gl;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

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
/// state and calls when work is issued. Each part of the state has its own class, which checks
/// what the pipe sets and makes the OpenGL bindings for it, as softpipe splits its state into
/// `sp_state_*.c`: [GlFramebuffer] (render targets, viewports, scissors), [GlResourceBindings]
/// (constant buffers, samplers, sampler views, shader buffers, images), [GlVertexInput] (vertex
/// buffers and elements) and [GlPrograms] (the translated and linked shader variants). [GlDraw]
/// issues draws and dispatches, [GlTransfers] clears, copies and CPU access. Blend, rasterizer
/// and depth-stencil-alpha states are kept here and applied by [GlStates]. Every OpenGL call runs
/// on the screen's OpenGL thread.
///
/// Errors: an invalid call throws [PipeException] before touching OpenGL; an OpenGL failure
/// ([GlException]: a shader the driver rejects, a lost context, an allocation beyond OpenGL's
/// limits, a GL error in debug mode) becomes a [PipeException] naming the call, with the
/// [GlException] as its cause.
final class GlContext implements Context {
    final GlScreen screen;
    final GlPrograms programs;
    final GlFramebuffer framebuffer;
    final GlResourceBindings bindings;
    final GlVertexInput vertexInput;
    final GlDraw draw;
    final GlTransfers transfers;
    private boolean closed;

    // Bound state objects.
    GlCso<BlendState> blend;
    GlCso<RasterizerState> rasterizer;
    GlCso<DepthStencilAlphaState> dsa;
    final Map<Processor, GlCso<ShaderState>> shaders = new EnumMap<>(Processor.class);

    // State set by value (the rest is kept by the parts that apply it).
    float[] blendColor = {0, 0, 0, 0};
    int stencilRefFront;
    int stencilRefBack;
    ClipState clip = ClipState.NONE;

    GlContext(GlScreen screen) {
        this.screen = screen;
        this.programs = new GlPrograms(this);
        this.framebuffer = new GlFramebuffer(screen);
        this.bindings = new GlResourceBindings(this);
        this.vertexInput = new GlVertexInput(screen);
        this.draw = new GlDraw(this);
        this.transfers = new GlTransfers(this);
        work("createContext", () -> {
            // A pipe surface in an sRGB format encodes what is written to it (as in Gallium and
            // Vulkan); OpenGL does so only with this switched on. It leaves other formats alone.
            org.lwjgl.opengl.GL30C.glEnable(org.lwjgl.opengl.GL30C.GL_FRAMEBUFFER_SRGB);
            bindings.create();
            vertexInput.create();
            framebuffer.create();
            draw.create();
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
        bindings.bindSamplers(stage, start, list);
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
        GlVertexInput.checkFormats(layout);
        return new GlCso<>(this, layout, 0, null);
    }

    @Override
    public void bindVertexElementsState(Cso<VertexElement.Layout> cso) {
        checkOpen("bindVertexElementsState");
        vertexInput.bindElements(GlCso.check("bindVertexElementsState", this, cso));
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
            programs.check(state);
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
            programs.forget(c);
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
        bindings.setConstantBuffer(stage, index, buffer);
    }

    @Override
    public void setFramebufferState(FramebufferState state) {
        framebuffer.set(state);
    }

    @Override
    public void setScissorStates(int start, List<Scissor> list) {
        checkOpen("setScissorStates");
        framebuffer.setScissors(start, list);
    }

    @Override
    public void setViewportStates(int start, List<Viewport> list) {
        checkOpen("setViewportStates");
        framebuffer.setViewports(start, list);
    }

    @Override
    public void setSamplerViews(Processor stage, int start, List<SamplerView> list) {
        bindings.setSamplerViews(stage, start, list);
    }

    @Override
    public void setShaderBuffers(Processor stage, int start, List<ShaderBuffer> list) {
        bindings.setShaderBuffers(stage, start, list);
    }

    @Override
    public void setShaderImages(Processor stage, int start, List<ImageView> list) {
        bindings.setShaderImages(stage, start, list);
    }

    @Override
    public void setVertexBuffers(List<VertexBuffer> buffers) {
        vertexInput.setBuffers(buffers);
    }

    /// Puts `value` in slot `index` of a binding list, growing it with empty slots.
    static <T> void set(List<T> list, int index, T value) {
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
                programs.close();
                vertexInput.delete();
                framebuffer.delete();
                bindings.delete();
                draw.delete();
                transfers.close();
            });
        }
        closed = true;
    }
}
