package dev.tungsten.gl;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;

import org.lwjgl.system.MemoryUtil;

import dev.tungsten.gl.glsl.GlslShader;
import dev.tungsten.pipe.BlendState;
import dev.tungsten.pipe.DepthStencilAlphaState;
import dev.tungsten.pipe.DrawInfo;
import dev.tungsten.pipe.GridInfo;
import dev.tungsten.pipe.PipeException;
import dev.tungsten.pipe.RasterizerState;
import dev.tungsten.pipe.ShaderState;
import dev.tungsten.pipe.VertexElement;
import dev.tungsten.pipe.Viewport;
import dev.tungsten.tgsi.PrimitiveType;
import dev.tungsten.tgsi.Processor;

import static org.lwjgl.opengl.GL33C.*;

/// Draws and dispatches: checks that the bound state can draw, has [GlPrograms] pick the
/// program, sets the OpenGL state ([GlFramebuffer], [GlStates], [GlResourceBindings],
/// [GlVertexInput]) and issues the OpenGL draw or dispatch calls.
///
/// Primitives core OpenGL lacks (quads, quad strips, polygons) are drawn as triangle lists built
/// on the CPU; user index data goes through a stream buffer like user vertex data.
final class GlDraw {
    private final GlContext ctx;
    private final GlStreamBuffer indices = new GlStreamBuffer();

    GlDraw(GlContext ctx) {
        this.ctx = ctx;
    }

    void create() {
        indices.create();
    }

    void delete() {
        indices.delete();
    }

    // --- draws -----------------------------------------------------------------------------------

    void draw(DrawInfo info, List<DrawInfo.Range> ranges) {
        GlCso<ShaderState> vs = ctx.shaders.get(Processor.VERT);
        GlCso<ShaderState> fs = ctx.shaders.get(Processor.FRAG);
        GlCso<ShaderState> gs = ctx.shaders.get(Processor.GEOM);
        if (vs == null || fs == null) {
            throw new PipeException("drawVbo", "a vertex and a fragment shader must be bound");
        }
        if (ctx.framebuffer.state() == null) {
            throw new PipeException("drawVbo", "no framebuffer is set");
        }
        if (ctx.vertexInput.elements() == null) {
            throw new PipeException("drawVbo", "no vertex elements state is bound");
        }
        List<VertexElement> elements = ctx.vertexInput.elements().state().elements();
        RasterizerState raster = ctx.rasterizer == null ? RasterizerState.DEFAULT : ctx.rasterizer.state();
        DepthStencilAlphaState dsa = ctx.dsa == null ? DepthStencilAlphaState.DISABLED : ctx.dsa.state();
        BlendState blend = ctx.blend == null ? BlendState.OPAQUE : ctx.blend.state();
        Viewport viewport = ctx.framebuffer.viewport();

        GlProgram program = ctx.programs.forDraw(vs, gs, fs, elements, raster, dsa, blend, viewport);
        GlVertexInput.checkInputs(vs, elements);
        checkIndices(info, ranges);

        glUseProgram(program.id());
        ctx.framebuffer.bind();
        ctx.framebuffer.applyViewport(viewport, raster);
        int clipDistances = 0;
        for (GlslShader s : program.shaders()) {
            clipDistances = Math.max(clipDistances, s.clipDistances());
        }
        GlStates.applyRasterizer(raster, clipDistances, viewport.scaleY() < 0);
        GlStates.applyDepthStencil(dsa, ctx.stencilRefFront, ctx.stencilRefBack);
        GlStates.applyBlend(blend, ctx.blendColor, ctx.framebuffer.state().cbufs().size());
        for (GlslShader s : program.shaders()) {
            ctx.bindings.bind(s.stage(), s, program);
        }
        ctx.vertexInput.setUp(elements);
        issue(info, ranges);
        ctx.screen.gl.context().debug().check("drawVbo");
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

    private void issue(DrawInfo info, List<DrawInfo.Range> ranges) {
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
        GlProgram program = ctx.programs.forCompute(cs, grid);
        if (grid.gridX() == 0 || grid.gridY() == 0 || grid.gridZ() == 0) {
            return;
        }
        glUseProgram(program.id());
        ctx.bindings.bind(Processor.COMP, program.shaders().getFirst(), program);
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
}
