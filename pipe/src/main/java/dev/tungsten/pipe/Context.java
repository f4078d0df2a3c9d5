package dev.tungsten.pipe;

import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.Processor;

import java.util.List;

/// A rendering context (`struct pipe_context`). Not thread-safe: one thread at a time. Methods
/// that fail throw [PipeException] naming the call and leave the context's state as it was
/// before the call. See `pipe/README.md` for the contract every driver keeps.
///
/// State objects (blend, rasterizer, depth-stencil-alpha, sampler, vertex elements, shaders) are
/// immutable records turned into driver objects by `create*`, made current by `bind*` and freed
/// by `delete*` (deleting a bound object is allowed; it stays in effect until replaced).
/// Everything else is set by value with `set*`. Draws, clears, copies and dispatches are queued;
/// [#flush] submits them and returns a [Fence]; mapping a resource waits for the work that uses it.
public interface Context extends AutoCloseable {
    Screen screen();

    // --- constant state objects -------------------------------------------------------------------

    Cso<BlendState> createBlendState(BlendState state);
    void bindBlendState(Cso<BlendState> cso);
    void deleteBlendState(Cso<BlendState> cso);

    Cso<RasterizerState> createRasterizerState(RasterizerState state);
    void bindRasterizerState(Cso<RasterizerState> cso);
    void deleteRasterizerState(Cso<RasterizerState> cso);

    Cso<DepthStencilAlphaState> createDepthStencilAlphaState(DepthStencilAlphaState state);
    void bindDepthStencilAlphaState(Cso<DepthStencilAlphaState> cso);
    void deleteDepthStencilAlphaState(Cso<DepthStencilAlphaState> cso);

    Cso<SamplerState> createSamplerState(SamplerState state);
    /// Binds samplers `start, start+1, ...` of `stage`; a null entry unbinds that slot.
    void bindSamplerStates(Processor stage, int start, List<Cso<SamplerState>> samplers);
    void deleteSamplerState(Cso<SamplerState> cso);

    Cso<VertexElement.Layout> createVertexElementsState(VertexElement.Layout layout);
    void bindVertexElementsState(Cso<VertexElement.Layout> cso);
    void deleteVertexElementsState(Cso<VertexElement.Layout> cso);

    /// Compiles a shader of any stage (vertex, fragment, compute; the stage is the shader's processor).
    /// @throws PipeException when the driver cannot run the shader (with the TGSI error as the cause)
    Cso<ShaderState> createShaderState(ShaderState state);
    /// Binds `cso` as the shader of `stage` (null unbinds); the shader's processor must be `stage`.
    void bindShaderState(Processor stage, Cso<ShaderState> cso);
    void deleteShaderState(Cso<ShaderState> cso);

    // --- parameters set by value -------------------------------------------------------------------

    void setBlendColor(float r, float g, float b, float a);
    void setStencilRef(int front, int back);
    void setClipState(ClipState state);
    /// Binds constant buffer `index` of `stage` (null unbinds).
    void setConstantBuffer(Processor stage, int index, ConstantBuffer buffer);
    void setFramebufferState(FramebufferState state);
    void setScissorStates(int start, List<Scissor> scissors);
    void setViewportStates(int start, List<Viewport> viewports);
    /// Sets views `start, start+1, ...` of `stage`; null entries unbind.
    void setSamplerViews(Processor stage, int start, List<SamplerView> views);
    void setShaderBuffers(Processor stage, int start, List<ShaderBuffer> buffers);
    void setShaderImages(Processor stage, int start, List<ImageView> images);
    /// Replaces every vertex buffer binding; slot i is `buffers.get(i)` (null entries unbind).
    void setVertexBuffers(List<VertexBuffer> buffers);

    // --- work -------------------------------------------------------------------------------------

    /// Draws each range with the bound state.
    /// @throws PipeException when the bound state cannot draw (no vertex or fragment shader, a vertex
    ///         element without a vertex buffer, an index range past the index buffer, shader outputs
    ///         that do not feed the fragment shader's inputs, ...). Nothing is drawn then.
    void drawVbo(DrawInfo info, List<DrawInfo.Range> ranges);

    default void drawVbo(DrawInfo info, DrawInfo.Range range) {
        drawVbo(info, List.of(range));
    }

    /// Runs the bound compute shader over `grid`.
    void launchGrid(GridInfo grid);

    /// Clears the bound framebuffer's attachments: `buffers` is a mask of [#CLEAR_DEPTH],
    /// [#CLEAR_STENCIL] and [#CLEAR_COLOR0]`<< i`; ignores scissors and masks.
    void clear(int buffers, ColorValue color, double depth, int stencil);

    int CLEAR_DEPTH = 1, CLEAR_STENCIL = 2, CLEAR_COLOR0 = 4, CLEAR_COLOR = 0x3FC, CLEAR_DEPTHSTENCIL = 3;

    /// Clears a rectangle of any colour surface (bound or not).
    void clearRenderTarget(Surface dst, ColorValue color, int x, int y, int width, int height);

    /// Clears depth and/or stencil ([#CLEAR_DEPTH], [#CLEAR_STENCIL]) of a rectangle of a depth surface.
    void clearDepthStencil(Surface dst, int flags, double depth, int stencil, int x, int y, int width, int height);

    /// Copies a box of texels (or bytes, for buffers) without conversion; the formats must have the
    /// same texel size. Overlapping copies within one resource behave as if through a temporary.
    void resourceCopyRegion(Resource dst, int dstLevel, int dstX, int dstY, int dstZ,
                            Resource src, int srcLevel, Box srcBox);

    /// A scaled, filtered, format-converting copy.
    void blit(BlitInfo info);

    /// Fills levels `baseLevel+1 .. lastLevel` of layers `firstLayer .. lastLayer` by box-filtering
    /// the level above, reading and writing as `format`.
    void generateMipmap(Resource texture, PipeFormat format, int baseLevel, int lastLevel, int firstLayer, int lastLayer);

    // --- CPU access -------------------------------------------------------------------------------

    /// Maps `box` of `level` for CPU access ([Transfer#READ], [Transfer#WRITE], ...). Waits for
    /// queued work that uses the resource unless [Transfer#UNSYNCHRONIZED] is given.
    Transfer map(Resource resource, int level, Box box, int usage);

    void unmap(Transfer transfer);

    /// Writes `data` into bytes `offset ..` of a buffer.
    void bufferSubdata(Resource buffer, int offset, byte[] data);

    /// Writes `data` (rows `stride` bytes apart, layers `layerStride` apart) into `box` of `level`.
    void textureSubdata(Resource texture, int level, Box box, byte[] data, int stride, int layerStride);

    // --- synchronisation --------------------------------------------------------------------------

    /// Submits queued work; the fence signals when it has finished.
    Fence flush();

    /// Makes shader buffer/image writes visible to later draws and dispatches.
    void memoryBarrier();

    /// Closes the context: waits for its work and frees its state.
    @Override
    void close();
}
