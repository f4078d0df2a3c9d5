package dev.tungsten.vk;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.lwjgl.system.MemoryStack;
import org.lwjgl.system.MemoryUtil;
import org.lwjgl.vulkan.VkCommandBuffer;
import org.lwjgl.vulkan.VkRect2D;
import org.lwjgl.vulkan.VkViewport;

import dev.tungsten.pipe.BlendState;
import dev.tungsten.pipe.DepthStencilAlphaState;
import dev.tungsten.pipe.DrawInfo;
import dev.tungsten.pipe.FramebufferState;
import dev.tungsten.pipe.GridInfo;
import dev.tungsten.pipe.PipeException;
import dev.tungsten.pipe.RasterizerState;
import dev.tungsten.pipe.Scissor;
import dev.tungsten.pipe.ShaderState;
import dev.tungsten.pipe.Surface;
import dev.tungsten.pipe.VertexBuffer;
import dev.tungsten.pipe.VertexElement;
import dev.tungsten.pipe.Viewport;
import dev.tungsten.tgsi.PrimitiveType;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.SemanticName;
import dev.tungsten.vk.spirv.ScalarKind;
import dev.tungsten.vk.spirv.SpirvModule;
import dev.tungsten.vk.spirv.SpirvOptions;

import static org.lwjgl.vulkan.VK10.*;
import static org.lwjgl.vulkan.VK13.*;

/// Draws and dispatches: checks that the bound state can draw, picks the shader variants and the
/// pipeline, and records one submission: descriptors (with the copies of constant buffers),
/// then a dynamic-rendering pass over the bound surfaces with the pipeline, the dynamic state
/// (viewport, scissor, blend colour, stencil references, line width), the emulation push
/// constants (user clip planes, framebuffer height), vertex buffers and the draws of each range.
///
/// Primitives Vulkan lacks (quads, quad strips, polygons, line loops) and index data it cannot
/// take (8-bit indices, a restart index other than all ones) are drawn from 32-bit indices
/// generated on the CPU, as the OpenGL driver does for quads.
final class VkDraw {
    private final VkContext ctx;
    /// Varying locations per pair of linked shaders.
    private final Map<List<Object>, Map<SpirvOptions.Varying, Integer>> links = new HashMap<>();

    VkDraw(VkContext ctx) {
        this.ctx = ctx;
    }

    void draw(DrawInfo info, List<DrawInfo.Range> ranges) {
        VkCso<ShaderState> vs = ctx.shaders.get(Processor.VERT);
        VkCso<ShaderState> fs = ctx.shaders.get(Processor.FRAG);
        if (vs == null || fs == null) {
            throw new PipeException("drawVbo", "a vertex and a fragment shader must be bound");
        }
        VkCso<ShaderState> gs = ctx.shaders.get(Processor.GEOM);
        FramebufferState fb = ctx.framebuffer;
        if (fb == null) {
            throw new PipeException("drawVbo", "no framebuffer is set");
        }
        if (ctx.vertexElements == null) {
            throw new PipeException("drawVbo", "no vertex elements state is bound");
        }
        List<VertexElement> elements = ctx.vertexElements.state().elements();
        RasterizerState raster = ctx.rasterizer == null ? RasterizerState.DEFAULT : ctx.rasterizer.state();
        DepthStencilAlphaState dsa = ctx.dsa == null ? DepthStencilAlphaState.DISABLED : ctx.dsa.state();
        BlendState blend = ctx.blend == null ? BlendState.OPAQUE : ctx.blend.state();
        for (SpirvModule.Slot in : vs.trial.inputs()) {
            if (in.location() >= elements.size()) {
                throw new PipeException("drawVbo", "the vertex shader reads IN[" + in.location() + "] but the vertex elements state has "
                        + elements.size() + " elements");
            }
        }
        for (int i = 0; i < elements.size(); i++) {
            VertexElement e = elements.get(i);
            if (VkContext.get(ctx.vertexBuffers, e.vertexBufferIndex()) == null) {
                throw new PipeException("drawVbo", "vertex element " + i + " reads vertex buffer " + e.vertexBufferIndex()
                        + ", which is not bound");
            }
            if (e.instanceDivisor() > 1 && !ctx.screen.device().caps().has(VkFeature.vertexAttributeInstanceRateDivisor)) {
                throw new PipeException("drawVbo", "vertex element " + i + " has instance divisor " + e.instanceDivisor()
                        + "; this device supports 0 and 1 (no vertexAttributeInstanceRateDivisor)");
            }
        }
        checkIndices(info, ranges);

        // Variants.
        List<ScalarKind> attributes = new ArrayList<>();
        for (VertexElement e : elements) {
            attributes.add(VkDescriptors.format("drawVbo", e.srcFormat()).kind());
        }
        List<ScalarKind> colors = new ArrayList<>();
        for (Surface s : fb.cbufs()) {
            colors.add(s == null ? ScalarKind.FLOAT : VkDescriptors.format("drawVbo", s.format()).kind());
        }
        Map<SpirvOptions.Varying, Integer> varyings = link(vs, gs, fs);
        int planes = 32 - Integer.numberOfLeadingZeros(raster.clipPlaneEnable() & 0xFF);
        int clipDistances = clipDistanceEnable(gs == null ? vs : gs, raster);
        // The last vertex stage always writes the rasterizer's point size (where it writes none):
        // points, and polygons filled as points, need one on Vulkan. It alone maps the depth
        // range and computes the clip distances (of those `clipPlaneEnable` enables); a vertex
        // shader before a geometry shader leaves its position and distances as they are (halfZ
        // true: no mapping).
        SpirvOptions vsOptions = gs == null
                ? VkPipelines.options(attributes, List.of(), varyings, raster.flatshade(), raster.clipHalfZ(),
                        planes, 1, null, 16384, 0).withPointSize(raster.pointSize()).withClipDistanceEnable(clipDistances)
                : VkPipelines.options(attributes, List.of(), varyings, raster.flatshade(), true, 0, 1, null, 16384, 0);
        SpirvOptions gsOptions = gs == null ? null
                : VkPipelines.options(List.of(), List.of(), varyings, raster.flatshade(), raster.clipHalfZ(), planes, 1, null, 16384,
                        VkPipelines.GEOMETRY_BINDING_BASE).withPointSize(raster.pointSize()).withClipDistanceEnable(clipDistances);
        // Vulkan has no alpha test: the fragment shader compares COLOR0's alpha (as the GL driver).
        DepthStencilAlphaState.Alpha alpha = dsa.alpha();
        SpirvOptions fsOptions = VkPipelines.options(List.of(), colors, varyings, raster.flatshade(), false, 0,
                Math.max(1, fb.cbufs().size()), null, 16384, VkPipelines.FRAGMENT_BINDING_BASE)
                .withAlphaTest(alpha.enabled() ? alpha.func().ordinal() : -1, alpha.refValue()).withTwoSided(raster.lightTwoSide())
                .withSprites(drawsPoints(info, raster, gs) ? raster.spriteCoordEnable() : 0, !raster.spriteCoordUpperLeft())
                .withDualSourceBlend(blend.readsSecondSource());
        VkPipelines.Program program = ctx.pipelines.graphics(vs, gs, fs, vsOptions, gsOptions, fsOptions);
        int topology = VkStates.topology(info.mode());
        boolean restart = info.isIndexed() && info.primitiveRestart() && isStrip(topology);
        VkGraphicsPipeline.Key key = new VkGraphicsPipeline.Key(elements, raster, dsa, blend, formats(fb), topology, restart);
        long pipeline = program.pipelines.computeIfAbsent(key, k -> VkGraphicsPipeline.create(ctx.screen.device(), program, key));

        Viewport viewport = ctx.viewport();
        try (VkSubmission s = new VkSubmission(ctx.screen.device(), "drawVbo")) {
            List<Runnable> issue = prepareDraws(s, info, ranges);
            long[] vertexBuffers = new long[elements.size()];
            long[] offsets = new long[elements.size()];
            for (int i = 0; i < elements.size(); i++) {
                VertexElement e = elements.get(i);
                VertexBuffer vb = VkContext.get(ctx.vertexBuffers, e.vertexBufferIndex());
                DeviceBuffer b = vb.user() != null ? s.hostBuffer(vb.user(), VK_BUFFER_USAGE_VERTEX_BUFFER_BIT)
                        : ctx.screen.own("drawVbo", vb.buffer()).buffer;
                vertexBuffers[i] = b.handle();
                offsets[i] = Math.min((long) vb.offset() + e.srcOffset(), b.size() - 1);
            }
            s.record(cb -> {
                VkScreen.barrier(cb);
                VkDescriptors.bind(ctx, s, cb, program, VK_PIPELINE_BIND_POINT_GRAPHICS);
                VkScreen.barrier(cb);
                try (MemoryStack stack = MemoryStack.stackPush()) {
                    VkFramebuffer.begin(ctx.screen, cb, fb, stack);
                    vkCmdBindPipeline(cb, VK_PIPELINE_BIND_POINT_GRAPHICS, pipeline);
                    dynamicState(cb, raster, dsa, viewport, fb, stack);
                    pushConstants(cb, program, raster, fb, stack);
                    if (!elements.isEmpty()) {
                        vkCmdBindVertexBuffers(cb, 0, stack.longs(vertexBuffers), stack.longs(offsets));
                    }
                    current = cb;
                    for (Runnable r : issue) {
                        r.run();
                    }
                    current = null;
                    vkCmdEndRendering(cb);
                }
                VkScreen.barrier(cb);
            });
        }
    }

    /// The command buffer the draws of [#prepareDraws] record into.
    private VkCommandBuffer current;

    private static boolean isStrip(int topology) {
        return topology == VK_PRIMITIVE_TOPOLOGY_LINE_STRIP || topology == VK_PRIMITIVE_TOPOLOGY_TRIANGLE_STRIP
                || topology == VK_PRIMITIVE_TOPOLOGY_TRIANGLE_FAN || topology == VK_PRIMITIVE_TOPOLOGY_LINE_STRIP_WITH_ADJACENCY
                || topology == VK_PRIMITIVE_TOPOLOGY_TRIANGLE_STRIP_WITH_ADJACENCY;
    }

    /// The attachment formats of `fb`: colour formats (UNDEFINED for empty slots), then depth and stencil.
    private static List<Integer> formats(FramebufferState fb) {
        List<Integer> out = new ArrayList<>();
        for (Surface s : fb.cbufs()) {
            out.add(s == null ? VK_FORMAT_UNDEFINED : VkDescriptors.format("drawVbo", s.format()).vk());
        }
        VkFormats.VkFormat z = fb.zsbuf() == null ? null : VkDescriptors.format("drawVbo", fb.zsbuf().format());
        out.add(z != null && z.depth() ? z.vk() : VK_FORMAT_UNDEFINED);
        out.add(z != null && z.stencil() ? z.vk() : VK_FORMAT_UNDEFINED);
        return out;
    }

    /// Locations of the varyings between `vs` and `fs`: the fragment shader's inputs in order of
    /// their registers, then the vertex shader's other outputs; an input no output feeds is an error.
    /// Whether the rasterizer receives points: point primitives, or polygons filled as points (a
    /// geometry shader's output primitive decides when one is bound).
    private static boolean drawsPoints(DrawInfo info, RasterizerState raster, VkCso<ShaderState> gs) {
        if (gs != null) {
            return gs.state().shader().property(dev.tungsten.tgsi.PropertyName.GS_OUTPUT_PRIMITIVE, -1) == PrimitiveType.POINTS.code();
        }
        return info.mode() == PrimitiveType.POINTS || raster.fillFront() == RasterizerState.PolygonMode.POINT;
    }

    /// The [SpirvOptions#clipDistanceEnable] of the last vertex stage `last`: the rasterizer's
    /// `clipPlaneEnable` where it writes CLIPDIST, else the default, so that a shader without
    /// distances keeps one variant whatever the mask.
    private static int clipDistanceEnable(VkCso<ShaderState> last, RasterizerState raster) {
        boolean writes = last.state().shader().declarations().stream()
                .anyMatch(d -> d.file() == RegisterFile.OUTPUT && d.semantic() != null && d.semantic().name() == SemanticName.CLIPDIST);
        return writes ? raster.clipPlaneEnable() & 0xFF : SpirvOptions.ALL_CLIP_DISTANCES;
    }

    /// One Location per varying for the whole pipeline: the fragment shader's inputs first (in
    /// their order), then what the geometry shader reads, then every other output. Each input
    /// must be written by the stage before it.
    private Map<SpirvOptions.Varying, Integer> link(VkCso<ShaderState> vs, VkCso<ShaderState> gs, VkCso<ShaderState> fs) {
        List<Object> key = gs == null ? List.of(vs, fs) : List.of(vs, gs, fs);
        Map<SpirvOptions.Varying, Integer> cached = links.get(key);
        if (cached != null) {
            return cached;
        }
        Map<SpirvOptions.Varying, Integer> map = new HashMap<>();
        VkCso<ShaderState> last = gs == null ? vs : gs;
        assign(map, fs, last, "fragment");
        if (gs != null) {
            assign(map, gs, vs, "geometry");
            for (SpirvModule.Slot out : gs.trial.outputs()) {
                map.putIfAbsent(new SpirvOptions.Varying(out.semantic(), out.index()), map.size());
            }
        }
        for (SpirvModule.Slot out : vs.trial.outputs()) {
            map.putIfAbsent(new SpirvOptions.Varying(out.semantic(), out.index()), map.size());
        }
        links.put(key, Map.copyOf(map));
        return map;
    }

    /// Gives the inputs of `reader` Locations, each written by `writer`.
    private static void assign(Map<SpirvOptions.Varying, Integer> map, VkCso<ShaderState> reader, VkCso<ShaderState> writer,
                               String stage) {
        java.util.Set<SpirvOptions.Varying> written = new java.util.HashSet<>();
        for (SpirvModule.Slot out : writer.trial.outputs()) {
            written.add(new SpirvOptions.Varying(out.semantic(), out.index()));
        }
        List<SpirvModule.Slot> inputs = new ArrayList<>(reader.trial.inputs());
        inputs.sort(java.util.Comparator.comparingInt(SpirvModule.Slot::location));
        for (SpirvModule.Slot in : inputs) {
            SpirvOptions.Varying v = new SpirvOptions.Varying(in.semantic(), in.index());
            if (!written.contains(v)) {
                throw new PipeException("drawVbo", "the " + stage + " shader reads " + in.semantic().text() + "[" + in.index()
                        + "], which the " + (writer.state().shader().processor() == Processor.GEOM ? "geometry" : "vertex")
                        + " shader does not write");
            }
            map.putIfAbsent(v, map.size());
        }
    }

    void forget(VkCso<ShaderState> shader) {
        links.keySet().removeIf(k -> k.contains(shader));
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

    /// Uploads what the ranges need and returns one recording step per range.
    private List<Runnable> prepareDraws(VkSubmission s, DrawInfo info, List<DrawInfo.Range> ranges) {
        List<Runnable> out = new ArrayList<>();
        int instances = info.instanceCount();
        if (instances == 0) {
            return out;
        }
        PrimitiveType mode = info.mode();
        boolean generated = mode == PrimitiveType.QUADS || mode == PrimitiveType.QUAD_STRIP || mode == PrimitiveType.POLYGON
                || mode == PrimitiveType.LINE_LOOP || info.indexSize() == 1
                || (info.primitiveRestart() && info.restartIndex() != allOnes(info.indexSize()));
        for (DrawInfo.Range r : ranges) {
            if (r.count() == 0) {
                continue;
            }
            if (!info.isIndexed() && !generated) {
                out.add(() -> vkCmdDraw(current, r.count(), instances, r.start(), info.startInstance()));
                continue;
            }
            if (!generated) {
                DeviceBuffer b;
                long offset;
                if (info.userIndices() != null) {
                    b = s.hostBuffer(info.userIndices(), VK_BUFFER_USAGE_INDEX_BUFFER_BIT);
                    offset = 0;
                } else {
                    b = ctx.screen.own("drawVbo", info.indexBuffer()).buffer;
                    offset = 0;
                }
                int type = info.indexSize() == 2 ? VK_INDEX_TYPE_UINT16 : VK_INDEX_TYPE_UINT32;
                out.add(() -> {
                    vkCmdBindIndexBuffer(current, b.handle(), offset, type);
                    vkCmdDrawIndexed(current, r.count(), instances, r.start(), r.indexBias(), info.startInstance());
                });
                continue;
            }
            int[] list = generate(info, r);
            if (list.length == 0) {
                continue;
            }
            ByteBuffer data = MemoryUtil.memAlloc(list.length * 4).order(ByteOrder.nativeOrder());
            DeviceBuffer b;
            try {
                data.asIntBuffer().put(list);
                b = s.hostBuffer(data, VK_BUFFER_USAGE_INDEX_BUFFER_BIT);
            } finally {
                MemoryUtil.memFree(data);
            }
            int bias = info.isIndexed() ? r.indexBias() : 0;
            out.add(() -> {
                vkCmdBindIndexBuffer(current, b.handle(), 0, VK_INDEX_TYPE_UINT32);
                vkCmdDrawIndexed(current, list.length, instances, 0, bias, info.startInstance());
            });
        }
        return out;
    }

    private static int allOnes(int indexSize) {
        return indexSize == 1 ? 0xFF : indexSize == 2 ? 0xFFFF : 0xFFFFFFFF;
    }

    /// The vertex numbers of range `r` (read from the index data for indexed draws) as 32-bit
    /// indices in the topology Vulkan draws `info.mode()` with, restart indices as all ones.
    private int[] generate(DrawInfo info, DrawInfo.Range r) {
        int[] v = new int[r.count()];
        if (info.isIndexed()) {
            ByteBuffer bb;
            if (info.userIndices() != null) {
                bb = ByteBuffer.wrap(info.userIndices(), r.start() * info.indexSize(), r.count() * info.indexSize()).slice();
            } else {
                VkResource ib = ctx.screen.own("drawVbo", info.indexBuffer());
                bb = ctx.screen.device().download(ib.buffer, (long) r.start() * info.indexSize(), r.count() * info.indexSize());
            }
            bb.order(ByteOrder.LITTLE_ENDIAN);
            for (int i = 0; i < v.length; i++) {
                int x = switch (info.indexSize()) {
                    case 1 -> bb.get(i) & 0xFF;
                    case 2 -> bb.getShort(2 * i) & 0xFFFF;
                    default -> bb.getInt(4 * i);
                };
                v[i] = info.primitiveRestart() && x == info.restartIndex() ? -1 : x;
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
                    // Split along v1-v2 like the pipe's primitive assembler and the OpenGL driver.
                    addAll(out, v[q], v[q + 1], v[q + 2], v[q + 2], v[q + 1], v[q + 3]);
                }
            }
            case POLYGON -> {
                for (int i = 1; i + 1 < v.length; i++) {
                    addAll(out, v[i], v[i + 1], v[0]);
                }
            }
            case LINE_LOOP -> {
                for (int x : v) {
                    out.add(x);
                }
                if (v.length > 1) {
                    out.add(v[0]);
                }
            }
            // Every other mode keeps its vertices (8-bit or restart-rewritten indices only).
            default -> {
                for (int x : v) {
                    out.add(x);
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

    /// Viewport 0 (y flipped by a negative height, as the pipe's negative y scale says), the
    /// scissor (rectangle 0 when the rasterizer enables it, else the framebuffer), the blend
    /// colour, the stencil references and the line width.
    private void dynamicState(VkCommandBuffer cb, RasterizerState raster, DepthStencilAlphaState dsa, Viewport v, FramebufferState fb,
                              MemoryStack stack) {
        float sx = Math.abs(v.scaleX());
        float near = raster.clipHalfZ() ? v.translateZ() : v.translateZ() - v.scaleZ();
        float far = v.translateZ() + v.scaleZ();
        vkCmdSetViewport(cb, 0, VkViewport.calloc(1, stack).x(v.translateX() - sx).y(v.translateY() - v.scaleY())
                .width(2 * sx).height(2 * v.scaleY()).minDepth(clamp01(near)).maxDepth(clamp01(far)));
        int x0 = 0, y0 = 0, x1 = fb.width(), y1 = fb.height();
        Scissor sc = ctx.scissors.isEmpty() ? null : ctx.scissors.getFirst();
        if (raster.scissor() && sc != null) {
            x0 = Math.min(sc.minX(), x1);
            y0 = Math.min(sc.minY(), y1);
            x1 = Math.min(sc.maxX(), x1);
            y1 = Math.min(sc.maxY(), y1);
        }
        VkRect2D.Buffer rect = VkRect2D.calloc(1, stack);
        rect.offset().set(x0, y0);
        rect.extent().set(Math.max(0, x1 - x0), Math.max(0, y1 - y0));
        vkCmdSetScissor(cb, 0, rect);
        vkCmdSetBlendConstants(cb, stack.floats(ctx.blendColor));
        vkCmdSetStencilReference(cb, VK_STENCIL_FACE_FRONT_BIT, ctx.stencilRefFront & 0xFF);
        // One-sided stencil (back state disabled) tests back faces with the front state and reference.
        int back = dsa.back().enabled() ? ctx.stencilRefBack : ctx.stencilRefFront;
        vkCmdSetStencilReference(cb, VK_STENCIL_FACE_BACK_BIT, back & 0xFF);
        VkCaps caps = ctx.screen.device().caps();
        float[] range = caps.limits().lineWidthRange();
        float width = caps.has(VkFeature.wideLines) ? Math.max(range[0], Math.min(range[1], raster.lineWidth())) : 1f;
        vkCmdSetLineWidth(cb, width);
    }

    private static float clamp01(float x) {
        return Math.max(0f, Math.min(1f, x));
    }

    /// The emulation constants ([SpirvOptions#HEIGHT_OFFSET], [SpirvOptions#PLANES_OFFSET]): the
    /// framebuffer height, and the enabled user clip planes (disabled ones below the highest
    /// enabled are zero: every point is inside).
    private void pushConstants(VkCommandBuffer cb, VkPipelines.Program program, RasterizerState raster, FramebufferState fb,
                               MemoryStack stack) {
        if (program.pushBytes == 0) {
            return;
        }
        ByteBuffer data = stack.calloc(program.pushBytes);
        data.putFloat(SpirvOptions.HEIGHT_OFFSET, fb.height());
        for (int i = 0; i < SpirvOptions.MAX_CLIP_PLANES && SpirvOptions.PLANES_OFFSET + 16 * i + 16 <= program.pushBytes; i++) {
            if ((raster.clipPlaneEnable() & (1 << i)) != 0) {
                float[] p = ctx.clip.plane(i);
                for (int c = 0; c < 4; c++) {
                    data.putFloat(SpirvOptions.PLANES_OFFSET + 16 * i + 4 * c, p[c]);
                }
            }
        }
        org.lwjgl.vulkan.VK10.vkCmdPushConstants(cb, program.pipelineLayout, program.pushStages(), 0, data);
    }

    // --- compute ---------------------------------------------------------------------------------

    void dispatch(GridInfo grid) {
        VkCso<ShaderState> cs = ctx.shaders.get(Processor.COMP);
        if (cs == null) {
            throw new PipeException("launchGrid", "no compute shader is bound");
        }
        int[] maxSize = ctx.screen.limits().maxComputeWorkGroupSize();
        if (grid.blockX() > maxSize[0] || grid.blockY() > maxSize[1] || grid.blockZ() > maxSize[2]
                || grid.threadsPerBlock() > ctx.screen.limits().maxComputeWorkGroupInvocations()) {
            throw new PipeException("launchGrid", "block " + grid.blockX() + "x" + grid.blockY() + "x" + grid.blockZ()
                    + " exceeds the device's maxComputeWorkGroupSize or maxComputeWorkGroupInvocations");
        }
        VkPipelines.Program program = ctx.pipelines.compute(cs, grid);
        if (grid.gridX() == 0 || grid.gridY() == 0 || grid.gridZ() == 0) {
            return;
        }
        long pipeline = program.pipelines.get("compute");
        try (VkSubmission s = new VkSubmission(ctx.screen.device(), "launchGrid")) {
            s.record(cb -> {
                VkScreen.barrier(cb);
                VkDescriptors.bind(ctx, s, cb, program, VK_PIPELINE_BIND_POINT_COMPUTE);
                VkScreen.barrier(cb);
                vkCmdBindPipeline(cb, VK_PIPELINE_BIND_POINT_COMPUTE, pipeline);
                vkCmdDispatch(cb, grid.gridX(), grid.gridY(), grid.gridZ());
                VkScreen.barrier(cb);
            });
        }
    }
}
