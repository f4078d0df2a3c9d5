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
import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.Processor;

import java.util.List;

/// The software driver's context (softpipe's `sp_context.c`): checks that it is open and hands
/// each call to the part that owns it. [BoundState] holds the state objects and the state set by
/// value and derives a draw's [DrawState] from them; [SceneRecorder] runs draws and clears into
/// the current [Scene] and keeps the jobs in flight for flushes and waits; [ComputeJob#launch]
/// dispatches compute grids; [SoftTransfers] does CPU access and copies.
final class SoftContext implements Context {
    private final SoftScreen screen;
    /// The bound state; package-private so that tests can read the derived [DrawState].
    final BoundState bound;
    private final SceneRecorder scenes;
    private final SoftTransfers transfers;
    private boolean closed;

    SoftContext(SoftScreen screen) {
        this.screen = screen;
        this.bound = new BoundState(screen);
        this.scenes = new SceneRecorder(screen, bound);
        this.transfers = new SoftTransfers(screen, scenes);
    }

    @Override
    public Screen screen() {
        return screen;
    }

    private void open(String call) {
        if (closed) {
            throw new PipeException(call, "the context is closed");
        }
    }

    // --- constant state objects -------------------------------------------------------------------

    @Override
    public Cso<BlendState> createBlendState(BlendState state) {
        open("createBlendState");
        return bound.createBlendState(state);
    }

    @Override
    public void bindBlendState(Cso<BlendState> cso) {
        bound.bindBlendState(cso);
    }

    @Override
    public void deleteBlendState(Cso<BlendState> cso) {
        bound.deleteBlendState(cso);
    }

    @Override
    public Cso<RasterizerState> createRasterizerState(RasterizerState state) {
        open("createRasterizerState");
        return bound.createRasterizerState(state);
    }

    @Override
    public void bindRasterizerState(Cso<RasterizerState> cso) {
        bound.bindRasterizerState(cso);
    }

    @Override
    public void deleteRasterizerState(Cso<RasterizerState> cso) {
        bound.deleteRasterizerState(cso);
    }

    @Override
    public Cso<DepthStencilAlphaState> createDepthStencilAlphaState(DepthStencilAlphaState state) {
        open("createDepthStencilAlphaState");
        return bound.createDepthStencilAlphaState(state);
    }

    @Override
    public void bindDepthStencilAlphaState(Cso<DepthStencilAlphaState> cso) {
        bound.bindDepthStencilAlphaState(cso);
    }

    @Override
    public void deleteDepthStencilAlphaState(Cso<DepthStencilAlphaState> cso) {
        bound.deleteDepthStencilAlphaState(cso);
    }

    @Override
    public Cso<SamplerState> createSamplerState(SamplerState state) {
        open("createSamplerState");
        return bound.createSamplerState(state);
    }

    @Override
    public void bindSamplerStates(Processor stage, int start, List<Cso<SamplerState>> list) {
        bound.bindSamplerStates(stage, start, list);
    }

    @Override
    public void deleteSamplerState(Cso<SamplerState> cso) {
        bound.deleteSamplerState(cso);
    }

    @Override
    public Cso<VertexElement.Layout> createVertexElementsState(VertexElement.Layout layout) {
        open("createVertexElementsState");
        return bound.createVertexElementsState(layout);
    }

    @Override
    public void bindVertexElementsState(Cso<VertexElement.Layout> cso) {
        bound.bindVertexElementsState(cso);
    }

    @Override
    public void deleteVertexElementsState(Cso<VertexElement.Layout> cso) {
        bound.deleteVertexElementsState(cso);
    }

    @Override
    public Cso<ShaderState> createShaderState(ShaderState state) {
        open("createShaderState");
        return bound.createShaderState(state);
    }

    @Override
    public void bindShaderState(Processor stage, Cso<ShaderState> cso) {
        bound.bindShaderState(stage, cso);
    }

    @Override
    public void deleteShaderState(Cso<ShaderState> cso) {
        bound.deleteShaderState(cso);
    }

    // --- state set by value -----------------------------------------------------------------------

    @Override
    public void setBlendColor(float r, float g, float b, float a) {
        bound.setBlendColor(r, g, b, a);
    }

    @Override
    public void setStencilRef(int front, int back) {
        bound.setStencilRef(front, back);
    }

    @Override
    public void setClipState(ClipState state) {
        bound.setClipState(state);
    }

    @Override
    public void setConstantBuffer(Processor stage, int index, ConstantBuffer buffer) {
        bound.setConstantBuffer(stage, index, buffer);
    }

    @Override
    public void setFramebufferState(FramebufferState state) {
        open("setFramebufferState");
        bound.checkFramebufferState(state);
        // The current scene was recorded for the old framebuffer.
        scenes.flushScene();
        bound.setFramebufferState(state);
    }

    @Override
    public void setScissorStates(int start, List<Scissor> scissors) {
        bound.setScissorStates(start, scissors);
    }

    @Override
    public void setViewportStates(int start, List<Viewport> viewports) {
        bound.setViewportStates(start, viewports);
    }

    @Override
    public void setSamplerViews(Processor stage, int start, List<SamplerView> views) {
        bound.setSamplerViews(stage, start, views);
    }

    @Override
    public void setShaderBuffers(Processor stage, int start, List<ShaderBuffer> buffers) {
        bound.setShaderBuffers(stage, start, buffers);
    }

    @Override
    public void setShaderImages(Processor stage, int start, List<ImageView> list) {
        bound.setShaderImages(stage, start, list);
    }

    @Override
    public void setVertexBuffers(List<VertexBuffer> buffers) {
        bound.setVertexBuffers(buffers);
    }

    // --- drawing, dispatch and clears -------------------------------------------------------------

    @Override
    public void drawVbo(DrawInfo info, List<DrawInfo.Range> ranges) {
        open("drawVbo");
        scenes.drawVbo(info, ranges);
    }

    @Override
    public void launchGrid(GridInfo grid) {
        open("launchGrid");
        ComputeJob.launch(grid, screen, bound, scenes);
    }

    @Override
    public void clear(int buffers, ColorValue color, double depth, int stencil) {
        open("clear");
        scenes.clear(buffers, color, depth, stencil);
    }

    @Override
    public void clearRenderTarget(Surface dst, ColorValue color, int x, int y, int width, int height) {
        open("clearRenderTarget");
        scenes.clearRenderTarget(dst, color, x, y, width, height);
    }

    @Override
    public void clearDepthStencil(Surface dst, int flags, double depth, int stencil, int x, int y, int width, int height) {
        open("clearDepthStencil");
        scenes.clearDepthStencil(dst, flags, depth, stencil, x, y, width, height);
    }

    // --- copies and CPU access --------------------------------------------------------------------

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
        bound.invalidateDrawState();
    }

    @Override
    public void bufferSubdata(Resource buffer, int offset, byte[] data) {
        open("bufferSubdata");
        transfers.bufferSubdata(buffer, offset, data);
        bound.invalidateDrawState();
    }

    @Override
    public void textureSubdata(Resource texture, int level, Box box, byte[] data, int stride, int layerStride) {
        open("textureSubdata");
        transfers.textureSubdata(texture, level, box, data, stride, layerStride);
    }

    // --- synchronisation --------------------------------------------------------------------------

    @Override
    public Fence flush() {
        return scenes.flush();
    }

    @Override
    public void memoryBarrier() {
        scenes.finishJobsUsing(null);
    }

    @Override
    public void close() {
        if (closed) {
            return;
        }
        try {
            scenes.finishJobsUsing(null);
        } finally {
            closed = true;
            bound.releaseShaders();
        }
    }
}
