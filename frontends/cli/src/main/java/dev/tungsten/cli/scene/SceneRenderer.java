package dev.tungsten.cli.scene;

import dev.tungsten.cli.source.Reflection;
import dev.tungsten.ir.ScalarKind;
import dev.tungsten.pipe.Bind;
import dev.tungsten.pipe.BlendState;
import dev.tungsten.pipe.Box;
import dev.tungsten.pipe.ColorValue;
import dev.tungsten.pipe.ConstantBuffer;
import dev.tungsten.pipe.Context;
import dev.tungsten.pipe.Cso;
import dev.tungsten.pipe.DepthStencilAlphaState;
import dev.tungsten.pipe.DrawInfo;
import dev.tungsten.pipe.FramebufferState;
import dev.tungsten.pipe.RasterizerState;
import dev.tungsten.pipe.Resource;
import dev.tungsten.pipe.ResourceTarget;
import dev.tungsten.pipe.ResourceTemplate;
import dev.tungsten.pipe.SamplerState;
import dev.tungsten.pipe.SamplerView;
import dev.tungsten.pipe.Screen;
import dev.tungsten.pipe.ShaderState;
import dev.tungsten.pipe.Surface;
import dev.tungsten.pipe.Transfer;
import dev.tungsten.pipe.VertexBuffer;
import dev.tungsten.pipe.VertexElement;
import dev.tungsten.pipe.Viewport;
import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.PrimitiveType;
import dev.tungsten.tgsi.Processor;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/// Draws a [Scene] through any driver's [Screen] (only the pipe interface is used) into an RGBA8
/// image: one render target and a depth buffer, the objects in scene order, each with its
/// shaders, textures (mipmapped on the driver with `generateMipmap`), uniforms and states.
public final class SceneRenderer {
    /// Told after each object is submitted (rasterization may still be running).
    public interface Progress {
        void submitted(int objects, int total);
    }

    /// The mesh's attributes as `IN[0]` position, `IN[1]` normal, `IN[2]` texture coordinate.
    private static final VertexElement.Layout STANDARD_LAYOUT = VertexElement.Layout.of(
            VertexElement.of(0, 0, PipeFormat.R32G32B32_FLOAT, Mesh.FLOATS * 4),
            VertexElement.of(0, 12, PipeFormat.R32G32B32_FLOAT, Mesh.FLOATS * 4),
            VertexElement.of(0, 24, PipeFormat.R32G32_FLOAT, Mesh.FLOATS * 4));

    private final Screen screen;
    private final Context ctx;
    private final Map<Mesh, Resource[]> meshes = new IdentityHashMap<>();
    private final Map<Scene.Shaders, List<Cso<ShaderState>>> shaders = new IdentityHashMap<>();
    private final Map<Scene.Texture, SamplerView> textures = new IdentityHashMap<>();
    private SamplerView white;
    private VertexElement.Layout boundLayout;
    private Resource ones;
    private final Map<Object, Cso<?>> states = new java.util.HashMap<>();

    private SceneRenderer(Screen screen) {
        this.screen = screen;
        this.ctx = screen.createContext();
    }

    /// Renders `scene` at `width × height` and returns the image (row 0 at the top).
    public static Images.Rgba render(Scene scene, Screen screen, int width, int height, Progress progress) {
        SceneRenderer r = new SceneRenderer(screen);
        try {
            return r.draw(scene, width, height, progress);
        } finally {
            r.ctx.close();
        }
    }

    private Images.Rgba draw(Scene scene, int width, int height, Progress progress) {
        Resource color = screen.createResource(ResourceTemplate.texture2D(PipeFormat.R8G8B8A8_UNORM, width, height, 1,
                Bind.RENDER_TARGET | Bind.SAMPLER_VIEW));
        PipeFormat zsFormat = screen.isFormatSupported(PipeFormat.Z24_UNORM_S8_UINT, ResourceTarget.TEXTURE_2D, 1,
                Bind.DEPTH_STENCIL) ? PipeFormat.Z24_UNORM_S8_UINT : PipeFormat.Z32_FLOAT;
        Resource depth = screen.createResource(ResourceTemplate.texture2D(zsFormat, width, height, 1, Bind.DEPTH_STENCIL));
        List<Surface> cbufs = new ArrayList<>();
        cbufs.add(Surface.of(color));
        ctx.setFramebufferState(new FramebufferState(width, height, cbufs, Surface.of(depth)));
        ctx.setViewportStates(0, List.of(Viewport.of(0, 0, width, height)));
        float[] bg = scene.background();
        ctx.clear(Context.CLEAR_COLOR0 | Context.CLEAR_DEPTHSTENCIL, ColorValue.ofFloat(bg[0], bg[1], bg[2], bg[3]), 1.0, 0);
        bindVertexLayout(STANDARD_LAYOUT);

        Scene.Camera cam = scene.camera();
        float aspect = (float) width / height;
        float[] viewProj = Mat4.mul(Mat4.perspective(cam.fovY(), aspect, cam.near(), cam.far()),
                Mat4.lookAt(cam.position(), cam.target(), cam.up()));
        List<Scene.SceneObject> objects = scene.objects();
        for (int i = 0; i < objects.size(); i++) {
            Scene.SceneObject o = objects.get(i);
            drawObject(scene, o, viewProj, i, objects.size(), aspect);
            if (progress != null) {
                progress.submitted(i + 1, objects.size());
            }
        }
        ctx.flush().await(Long.MAX_VALUE);
        Transfer t = ctx.map(color, 0, Box.of2D(0, 0, width, height), Transfer.READ);
        byte[] px = new byte[width * height * 4];
        for (int y = 0; y < height; y++) {
            t.data().get(y * t.stride(), px, y * width * 4, width * 4);
        }
        ctx.unmap(t);
        return new Images.Rgba(width, height, px);
    }

    private void drawObject(Scene scene, Scene.SceneObject o, float[] viewProj, int index, int count, float aspect) {
        List<Cso<ShaderState>> sh = shaders.computeIfAbsent(o.shaders(), s -> List.of(
                ctx.createShaderState(ShaderState.of(s.vertex())), ctx.createShaderState(ShaderState.of(s.fragment()))));
        ctx.bindShaderState(Processor.VERT, sh.get(0));
        ctx.bindShaderState(Processor.FRAG, sh.get(1));
        Scene.RenderState rs = o.state();
        RasterizerState.PolygonMode fill = rs.wireframe() ? RasterizerState.PolygonMode.LINE : RasterizerState.PolygonMode.FILL;
        ctx.bindRasterizerState(cso(RasterizerState.builder().cullFace(rs.cull()).fill(fill, fill).build(),
                ctx::createRasterizerState));
        ctx.bindDepthStencilAlphaState(cso(rs.depth() == null ? DepthStencilAlphaState.DISABLED
                : DepthStencilAlphaState.depth(rs.depth(), rs.depthWrite()), ctx::createDepthStencilAlphaState));
        ctx.bindBlendState(cso(BlendState.of(rs.blend()), ctx::createBlendState));

        if (o.shaders().compiled() != null) {
            setCompiledConstants(scene, o, viewProj, index, count, aspect);
        } else {
            bindVertexLayout(STANDARD_LAYOUT);
            setStandardConstants(scene, o, viewProj, index, count, aspect);
        }

        List<SamplerView> views = new ArrayList<>();
        List<Cso<SamplerState>> samplers = new ArrayList<>();
        if (o.textures().isEmpty()) {
            views.add(white());
            samplers.add(cso(SamplerState.NEAREST, ctx::createSamplerState));
        }
        for (Scene.TextureBinding b : o.textures()) {
            views.add(textures.computeIfAbsent(b.texture(), this::upload));
            samplers.add(cso(b.sampler(), ctx::createSamplerState));
        }
        ctx.setSamplerViews(Processor.FRAG, 0, views);
        ctx.bindSamplerStates(Processor.FRAG, 0, samplers);

        Resource[] buffers = meshes.computeIfAbsent(o.mesh(), this::upload);
        ctx.setVertexBuffers(o.shaders().compiled() == null ? List.of(VertexBuffer.of(buffers[0], 0))
                : List.of(VertexBuffer.of(buffers[0], 0), VertexBuffer.of(ones(), 0)));
        ctx.drawVbo(DrawInfo.indexed(PrimitiveType.TRIANGLES, 4, buffers[1]), DrawInfo.Range.of(0, o.mesh().indices().length));
    }

    /// The constants of a TGSI pair: the table in [Scene], then a vec4 per uniform.
    private void setStandardConstants(Scene scene, Scene.SceneObject o, float[] viewProj, int index, int count, float aspect) {
        float[] c = new float[(Scene.UNIFORM_BASE + o.uniforms().size()) * 4];
        System.arraycopy(Mat4.mul(viewProj, o.model()), 0, c, 0, 16);
        System.arraycopy(o.model(), 0, c, 16, 16);
        System.arraycopy(Mat4.normalMatrix(o.model()), 0, c, 32, 12);
        Scene.Camera cam = scene.camera();
        Scene.Light light = scene.light();
        put(c, 11, cam.position()[0], cam.position()[1], cam.position()[2], 1);
        put(c, 12, light.direction()[0], light.direction()[1], light.direction()[2], 0);
        put(c, 13, light.color()[0], light.color()[1], light.color()[2], light.color()[3]);
        put(c, 14, light.ambient()[0], light.ambient()[1], light.ambient()[2], light.ambient()[3]);
        put(c, 15, index, count, aspect, 0);
        for (int u = 0; u < o.uniforms().size(); u++) {
            float[] v = o.uniforms().get(u);
            put(c, Scene.UNIFORM_BASE + u, v[0], v[1], v[2], v[3]);
        }
        ConstantBuffer cb = ConstantBuffer.ofFloats(c);
        ctx.setConstantBuffer(Processor.VERT, 0, cb);
        ctx.setConstantBuffer(Processor.FRAG, 0, cb);
    }

    /// The constant buffers of a pair compiled from WGSL or Cg, filled by reflected name: the
    /// renderer's values for the standard names, the object's uniforms for the others. Binds the
    /// vertex layout its inputs need.
    private void setCompiledConstants(Scene scene, Scene.SceneObject o, float[] viewProj, int index, int count, float aspect) {
        Scene.CompiledInterface in = o.shaders().compiled();
        bindVertexLayout(layout(in.vertexAttributes()));
        Scene.Camera cam = scene.camera();
        Scene.Light light = scene.light();
        float[] normal = Mat4.normalMatrix(o.model());
        Map<String, float[]> standard = Map.of(
                "modelViewProj", Mat4.mul(viewProj, o.model()),
                "model", o.model(),
                "normalMatrix", new float[] {normal[0], normal[1], normal[2], normal[4], normal[5], normal[6],
                        normal[8], normal[9], normal[10]},
                "cameraPosition", new float[] {cam.position()[0], cam.position()[1], cam.position()[2], 1},
                "lightDirection", new float[] {light.direction()[0], light.direction()[1], light.direction()[2], 0},
                "lightColor", light.color(),
                "ambient", light.ambient(),
                "objectInfo", new float[] {index, count, aspect, 0});
        setBuffers(Processor.VERT, in.vertexUniforms(), in.vertexBuffers(), o, standard);
        setBuffers(Processor.FRAG, in.fragmentUniforms(), in.fragmentBuffers(), o, standard);
    }

    private void setBuffers(Processor stage, List<Reflection.Uniform> uniforms, int[] sizes, Scene.SceneObject o,
                            Map<String, float[]> standard) {
        for (int b = 0; b < sizes.length; b++) {
            if (sizes[b] == 0) {
                continue;
            }
            ByteBuffer bytes = ByteBuffer.allocate((sizes[b] + 15) / 16 * 16).order(ByteOrder.LITTLE_ENDIAN);
            for (Reflection.Uniform u : uniforms) {
                if (u.buffer() != b) {
                    continue;
                }
                float[] v = standard.get(u.name());
                if (v == null) {
                    v = o.uniforms().get(o.shaders().uniformNames().indexOf(u.name()));
                }
                for (int i = 0; i < u.words().length; i++) {
                    bytes.putInt(u.words()[i] * 4, word(u.kind(), v[i]));
                }
            }
            ctx.setConstantBuffer(stage, b, ConstantBuffer.user(bytes.array()));
        }
    }

    /// A scalar as its uniform's 32-bit word: float bits, a two's complement integer, or a
    /// boolean as 0 or ~0 (the lowering's booleans).
    private static int word(ScalarKind kind, float value) {
        return switch (kind) {
            case FLOAT, ABSTRACT_FLOAT -> Float.floatToRawIntBits(value);
            case SINT, ABSTRACT_INT -> (int) value;
            case UINT -> (int) (long) value;
            case BOOL -> value != 0 ? -1 : 0;
        };
    }

    /// Vertex elements for input registers reading mesh attributes (0 position, 1 normal, 2
    /// texture coordinate) or the constant (1, 1, 1, 1) of vertex buffer 1, read once per
    /// instance so that every vertex of the one instance gets it (a stride of 0 would mean
    /// "tightly packed" to OpenGL); a register the shader does not declare reads the position.
    private static VertexElement.Layout layout(int[] attributes) {
        List<VertexElement> elements = new ArrayList<>();
        for (int a : attributes) {
            elements.add(a == Scene.CompiledInterface.CONSTANT_ONE
                    ? new VertexElement(0, 1, PipeFormat.R32G32B32A32_FLOAT, 16, 1)
                    : STANDARD_LAYOUT.elements().get(Math.max(a, 0)));
        }
        return new VertexElement.Layout(elements);
    }

    private void bindVertexLayout(VertexElement.Layout layout) {
        if (!layout.equals(boundLayout)) {
            ctx.bindVertexElementsState(cso(layout, ctx::createVertexElementsState));
            boundLayout = layout;
        }
    }

    /// One state object per distinct state record (records compare by value).
    @SuppressWarnings("unchecked")
    private <T> Cso<T> cso(T state, java.util.function.Function<T, Cso<T>> create) {
        return (Cso<T>) states.computeIfAbsent(state, s -> create.apply((T) s));
    }

    private static void put(float[] c, int reg, float x, float y, float z, float w) {
        c[reg * 4] = x;
        c[reg * 4 + 1] = y;
        c[reg * 4 + 2] = z;
        c[reg * 4 + 3] = w;
    }

    private Resource[] upload(Mesh m) {
        byte[] v = m.vertexBytes(), i = m.indexBytes();
        Resource vb = screen.createResource(ResourceTemplate.buffer(v.length, Bind.VERTEX_BUFFER));
        Resource ib = screen.createResource(ResourceTemplate.buffer(i.length, Bind.INDEX_BUFFER));
        ctx.bufferSubdata(vb, 0, v);
        ctx.bufferSubdata(ib, 0, i);
        return new Resource[] {vb, ib};
    }

    private SamplerView upload(Scene.Texture t) {
        Images.Rgba img = t.image();
        int levels = t.mipmaps() ? ResourceTemplate.fullMipLevels(img.width(), img.height(), 1) : 1;
        PipeFormat format = t.srgb() ? PipeFormat.R8G8B8A8_SRGB : PipeFormat.R8G8B8A8_UNORM;
        Resource r = screen.createResource(ResourceTemplate.texture2D(format, img.width(), img.height(), levels,
                Bind.SAMPLER_VIEW | Bind.RENDER_TARGET));
        ctx.textureSubdata(r, 0, Box.of2D(0, 0, img.width(), img.height()), img.pixels(), img.width() * 4,
                img.width() * img.height() * 4);
        if (levels > 1) {
            ctx.generateMipmap(r, format, 0, levels - 1, 0, 0);
        }
        return SamplerView.of(r);
    }

    /// A vertex buffer holding (1, 1, 1, 1), for inputs the meshes do not have.
    private Resource ones() {
        if (ones == null) {
            ones = screen.createResource(ResourceTemplate.buffer(16, Bind.VERTEX_BUFFER));
            ByteBuffer b = ByteBuffer.allocate(16).order(ByteOrder.LITTLE_ENDIAN);
            b.putFloat(1).putFloat(1).putFloat(1).putFloat(1);
            ctx.bufferSubdata(ones, 0, b.array());
        }
        return ones;
    }

    private SamplerView white() {
        if (white == null) {
            white = upload(new Scene.Texture("white", new Images.Rgba(1, 1, new byte[] {-1, -1, -1, -1}), false, false));
        }
        return white;
    }
}
