package dev.tungsten.tests.cg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import dev.tungsten.cg.Cg;
import dev.tungsten.cg.Profile;
import dev.tungsten.cg.Reflection;
import dev.tungsten.cli.scene.Images;
import dev.tungsten.ir.TgsiLowering;
import dev.tungsten.pipe.Bind;
import dev.tungsten.pipe.Box;
import dev.tungsten.pipe.ColorValue;
import dev.tungsten.pipe.CompareFunc;
import dev.tungsten.pipe.ConstantBuffer;
import dev.tungsten.pipe.Context;
import dev.tungsten.pipe.Cso;
import dev.tungsten.pipe.DepthStencilAlphaState;
import dev.tungsten.pipe.DrawInfo;
import dev.tungsten.pipe.FramebufferState;
import dev.tungsten.pipe.RasterizerState;
import dev.tungsten.pipe.Resource;
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
import dev.tungsten.tests.SharedShelf;
import dev.tungsten.tests.TestScreens;
import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.PrimitiveType;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.TgsiShader;
import dev.tungsten.tests.cg.TutorialMeshes.Mesh;
import dev.tungsten.tests.cg.TutorialTextures.Texture;
import dev.tungsten.tests.golden.GoldenFolder;

/// Draws Cg programs the way the Cg Tutorial's host programs do, through any driver's pipe
/// interface and nothing else: it compiles a vertex and a fragment program, fills each stage's
/// constant buffer from its reflection table **by name** (a matrix one Cg row per register, as
/// the table lays it out), binds each vertex input to the mesh attribute of its semantic at the
/// attribute slot the table gives (NVIDIA's aliasing: POSITION 0, NORMAL 2, COLOR0 3,
/// TEXCOORD0 8 ...), binds textures by sampler name at their TGSI view and sampler indices, and
/// draws into an RGBA8 target with a depth buffer.
///
/// Every uniform a program declares must be given a value and every value must name one of its
/// uniforms, so a renamed or mislaid parameter fails the scene instead of reading zero.
final class CgTutorialRig implements AutoCloseable {
    /// The tutorial's programs, under `../shared`.
    static final String CORPUS = "corpus/cg-toolkit-examples/examples/OpenGL/basic";
    /// Our own programs: the fragment stages the tutorial leaves to fixed function.
    private static final Path OURS = GoldenFolder.root().resolve("tests/cases/cg/tutorial");

    /// A compiled program: where it came from, its TGSI and its reflection table.
    record Program(String label, Processor stage, TgsiShader shader, Reflection reflection) {}

    /// The tutorial's program `entry` of `chapterFile` (`"10_fragment_lighting/C5E3f_basicLight.cg"`).
    static Program tutorial(String chapterFile, String entry, Profile.Stage stage) {
        Path file = SharedShelf.require(CORPUS).resolve(chapterFile);
        return compile(file, entry, stage, chapterFile.substring(chapterFile.indexOf('/') + 1) + " " + entry);
    }

    /// One of our own programs in `tests/cases/cg/tutorial/` (the fragment stages the tutorial
    /// leaves to fixed function).
    static Program ours(String fileName, String entry, Profile.Stage stage) {
        return compile(OURS.resolve(fileName), entry, stage, fileName + " " + entry);
    }

    /// Whether the program labelled `label` is one of ours rather than the tutorial's.
    static boolean isOurs(String label) {
        return Files.exists(OURS.resolve(label.substring(0, label.indexOf(' '))));
    }

    private static Program compile(Path file, String entry, Profile.Stage stage, String label) {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.ISO_8859_1);
        } catch (IOException e) {
            throw new AssertionError("cannot read " + file, e);
        }
        Cg.Result r = Cg.compile(file.toString(), text, Cg.Options.defaults().withEntry(entry).withStage(stage));
        if (!r.ok()) {
            fail(label + " does not compile:\n" + r.render());
        }
        TgsiShader shader = TgsiLowering.lower(r.module(), r.info(), entry, TgsiLowering.Options.defaults()).shader();
        Processor p = stage == Profile.Stage.VERTEX ? Processor.VERT : Processor.FRAG;
        assertEquals(p, shader.processor(), label + ": shader stage");
        return new Program(label, p, shader, r.reflection());
    }

    /// One draw: a program pair, a mesh, uniform values by reflected name for each stage,
    /// textures by sampler name, and how to rasterize.
    static final class Draw {
        final Program vertex, fragment;
        final Mesh mesh;
        final Map<String, float[]> vertexValues = new LinkedHashMap<>(), fragmentValues = new LinkedHashMap<>();
        final Map<String, Texture> textures = new LinkedHashMap<>();
        boolean wireframe;

        Draw(Program vertex, Program fragment, Mesh mesh) {
            this.vertex = vertex;
            this.fragment = fragment;
            this.mesh = mesh;
        }

        /// A uniform of the vertex program; a matrix as its 16 (or R*C) components row by row.
        Draw vertex(String name, float... v) {
            vertexValues.put(name, v);
            return this;
        }

        Draw fragment(String name, float... v) {
            fragmentValues.put(name, v);
            return this;
        }

        Draw texture(String sampler, Texture t) {
            textures.put(sampler, t);
            return this;
        }

        /// Draws the triangles' edges only (chapter 4 draws `glutWireSphere`).
        Draw wireframe() {
            wireframe = true;
            return this;
        }
    }

    final String driver;
    final Screen screen;
    final Context ctx;
    final Resource color;
    final int width, height;
    /// The labels of the programs drawn, for [CgTutorialScenes.Scene]'s check of its list.
    final Set<String> programsDrawn = new LinkedHashSet<>();
    private final Map<Texture, Resource> uploaded = new IdentityHashMap<>();

    /// A `width x height` target cleared to `background` (and depth 1) on a screen of `driver`;
    /// without OpenGL a `gl` rig skips loudly, or fails under TUNGSTEN_CI=1.
    CgTutorialRig(String driver, int width, int height, float[] background) {
        this.driver = driver;
        this.width = width;
        this.height = height;
        this.screen = TestScreens.open(driver, java.util.Map.of("threads", "2"));
        String backend = System.getProperty("tungsten.soft.backend", "jit");
        if (driver.equals("soft") && !screen.description().contains("shaders: " + backend)) {
            throw new IllegalStateException("the golden run asked for the " + backend + " backend but got " + screen.description());
        }
        this.ctx = screen.createContext();
        color = screen.createResource(ResourceTemplate.texture2D(PipeFormat.R8G8B8A8_UNORM, width, height, 1,
                Bind.RENDER_TARGET | Bind.SAMPLER_VIEW));
        Resource zs = screen.createResource(ResourceTemplate.texture2D(PipeFormat.Z24_UNORM_S8_UINT, width, height, 1,
                Bind.DEPTH_STENCIL));
        ctx.setFramebufferState(new FramebufferState(width, height, List.of(Surface.of(color)), Surface.of(zs)));
        ctx.setViewportStates(0, List.of(Viewport.of(0, 0, width, height)));
        ctx.clear(Context.CLEAR_COLOR0 | Context.CLEAR_DEPTHSTENCIL,
                ColorValue.ofFloat(background[0], background[1], background[2], 1), 1.0, 0);
        ctx.bindDepthStencilAlphaState(ctx.createDepthStencilAlphaState(DepthStencilAlphaState.depth(CompareFunc.LESS, true)));
    }

    /// Width over height, for the projection.
    float aspect() {
        return (float) width / height;
    }

    void draw(Draw d) {
        programsDrawn.add(d.vertex.label());
        programsDrawn.add(d.fragment.label());
        requireLinked(d.vertex, d.fragment);
        ctx.bindShaderState(Processor.VERT, ctx.createShaderState(ShaderState.of(d.vertex.shader())));
        ctx.bindShaderState(Processor.FRAG, ctx.createShaderState(ShaderState.of(d.fragment.shader())));
        ctx.setConstantBuffer(Processor.VERT, 0, ConstantBuffer.ofFloats(constants(d.vertex, d.vertexValues)));
        ctx.setConstantBuffer(Processor.FRAG, 0, ConstantBuffer.ofFloats(constants(d.fragment, d.fragmentValues)));
        if (d.vertex.reflection().samplers().stream().anyMatch(s -> s.view() >= 0)) {
            fail(d.vertex.label() + " samples a texture; the rig binds fragment textures only");
        }
        bindTextures(d.fragment, d.textures);
        boolean points = d.mesh.mode() == PrimitiveType.POINTS;
        RasterizerState.PolygonMode fill = d.wireframe ? RasterizerState.PolygonMode.LINE : RasterizerState.PolygonMode.FILL;
        ctx.bindRasterizerState(ctx.createRasterizerState(RasterizerState.builder().fill(fill, fill)
                .pointSizePerVertex(points).build()));
        bindVertices(d.vertex, d.mesh);
        int[] idx = d.mesh.indices();
        if (idx == null) {
            ctx.drawVbo(DrawInfo.arrays(d.mesh.mode()), DrawInfo.Range.of(0, d.mesh.vertexCount()));
        } else {
            ByteBuffer b = ByteBuffer.allocate(idx.length * 4).order(ByteOrder.LITTLE_ENDIAN);
            for (int i : idx) {
                b.putInt(i);
            }
            ctx.drawVbo(DrawInfo.indexed(d.mesh.mode(), 4, b.array()), DrawInfo.Range.of(0, idx.length));
        }
    }

    /// Every fragment input the program reads is a vertex output (same TGSI semantic and index).
    private static void requireLinked(Program vs, Program fs) {
        Set<String> written = new TreeSet<>();
        vs.reflection().outputs().forEach(o -> written.add(o.tgsiSemantic() + "[" + o.tgsiIndex() + "]"));
        for (Reflection.Varying in : fs.reflection().inputs()) {
            String key = in.tgsiSemantic() + "[" + in.tgsiIndex() + "]";
            if (in.tgsiSemantic().equals("GENERIC") && !written.contains(key)) {
                fail(fs.label() + " reads " + in.name() + " : " + in.semantic() + " (" + key + ") but " + vs.label()
                        + " writes only " + written);
            }
        }
    }

    /// The constant buffer of `p`: each reflected uniform leaf at its register and component; a
    /// `floatRxC` matrix row `r` at the leaf's offset plus `r` rows (16 bytes, 8 for two-column rows).
    static float[] constants(Program p, Map<String, float[]> values) {
        List<Reflection.Uniform> uniforms = p.reflection().uniforms();
        Set<String> unknown = new TreeSet<>(values.keySet());
        int size = 4;
        for (Reflection.Uniform u : uniforms) {
            size = Math.max(size, (u.register() + u.registers()) * 4);
        }
        float[] out = new float[size];
        List<String> unset = new ArrayList<>();
        for (Reflection.Uniform u : uniforms) {
            unknown.remove(u.name());
            float[] v = values.get(u.name());
            if (v == null) {
                unset.add(u.name());
                continue;
            }
            String type = u.type();
            if (!type.startsWith("float")) {
                fail(p.label() + ": uniform " + u.name() + " has type " + type + "; the rig fills float uniforms only");
            }
            String shape = type.substring(5);
            int rows = 1, columns = shape.isEmpty() ? 1 : shape.charAt(0) - '0';
            if (shape.length() == 3) {
                rows = shape.charAt(0) - '0';
                columns = shape.charAt(2) - '0';
            }
            if (v.length != rows * columns) {
                fail(p.label() + ": uniform " + u.name() + " (" + type + ") needs " + rows * columns + " values, got " + v.length);
            }
            int rowStride = rows > 1 && columns == 2 ? 2 : 4;
            int base = u.offset() / 4;
            for (int r = 0; r < rows; r++) {
                System.arraycopy(v, r * columns, out, base + r * rowStride, columns);
            }
        }
        if (!unset.isEmpty() || !unknown.isEmpty()) {
            fail(p.label() + ": uniforms without a value " + unset + ", values for no uniform " + unknown);
        }
        return out;
    }

    private void bindTextures(Program p, Map<String, Texture> textures) {
        Set<String> unknown = new TreeSet<>(textures.keySet());
        List<SamplerView> views = new ArrayList<>();
        List<Cso<SamplerState>> samplers = new ArrayList<>();
        for (Reflection.Sampler s : p.reflection().samplers()) {
            unknown.remove(s.name());
            if (s.view() < 0) {
                continue;
            }
            Texture t = textures.get(s.name());
            if (t == null) {
                fail(p.label() + " samples " + s.name() + " (" + s.type() + ") but the scene gives no texture");
            }
            while (views.size() <= s.view()) {
                views.add(null);
            }
            while (samplers.size() <= s.sampler()) {
                samplers.add(null);
            }
            views.set(s.view(), SamplerView.of(upload(t)));
            samplers.set(s.sampler(), ctx.createSamplerState(t.sampler()));
        }
        if (!unknown.isEmpty()) {
            fail(p.label() + " has no sampler " + unknown);
        }
        if (!views.isEmpty()) {
            ctx.setSamplerViews(Processor.FRAG, 0, views);
            ctx.bindSamplerStates(Processor.FRAG, 0, samplers);
        }
    }

    private Resource upload(Texture t) {
        return uploaded.computeIfAbsent(t, k -> {
            Resource r = screen.createResource(ResourceTemplate.texture(t.target(), PipeFormat.R8G8B8A8_UNORM, t.width(), t.height(),
                    t.layers(), 1, Bind.SAMPLER_VIEW));
            ctx.textureSubdata(r, 0, new Box(0, 0, 0, t.width(), t.height(), t.layers()), t.rgba(), t.width() * 4,
                    t.width() * t.height() * 4);
            return r;
        });
    }

    /// One vertex buffer holding the attributes the program reads, vec4 each, interleaved;
    /// element `i` (feeding `IN[i]`) points at the attribute of the input reflected at slot `i`,
    /// and slots no input uses at the first attribute.
    private void bindVertices(Program vs, Mesh mesh) {
        Map<Integer, String> bySlot = new LinkedHashMap<>();
        for (Reflection.Varying in : vs.reflection().inputs()) {
            String semantic = canonical(in.semantic());
            if (!mesh.attributes().containsKey(semantic)) {
                fail(vs.label() + " reads " + in.name() + " : " + in.semantic() + " but the mesh has only " + mesh.attributes().keySet());
            }
            bySlot.put(in.tgsiIndex(), semantic);
        }
        List<String> used = bySlot.values().stream().distinct().toList();
        int stride = used.size() * 16;
        ByteBuffer b = ByteBuffer.allocate(mesh.vertexCount() * stride).order(ByteOrder.LITTLE_ENDIAN);
        for (int v = 0; v < mesh.vertexCount(); v++) {
            for (String s : used) {
                float[] a = mesh.attributes().get(s);
                for (int c = 0; c < 4; c++) {
                    b.putFloat(a[v * 4 + c]);
                }
            }
        }
        int slots = bySlot.keySet().stream().mapToInt(Integer::intValue).max().orElse(0) + 1;
        VertexElement[] elements = new VertexElement[slots];
        for (int i = 0; i < slots; i++) {
            String s = bySlot.get(i);
            int offset = s == null ? 0 : used.indexOf(s) * 16;
            elements[i] = VertexElement.of(0, offset, PipeFormat.R32G32B32A32_FLOAT, stride);
        }
        ctx.bindVertexElementsState(ctx.createVertexElementsState(VertexElement.Layout.of(elements)));
        ctx.setVertexBuffers(List.of(VertexBuffer.user(b.array())));
    }

    /// A semantic with its index spelled out (`COLOR` is `COLOR0`, `TEXCOORD` is `TEXCOORD0`).
    static String canonical(String semantic) {
        String s = semantic.toUpperCase();
        return s.equals("COLOR") || s.equals("TEXCOORD") ? s + "0" : s;
    }

    /// The target's pixels, row 0 at the top, opaque: the tutorial's windows have no alpha
    /// channel (`GLUT_RGB`), and its programs leave alpha undefined where they write a `float3`
    /// colour (the varying's w is never written), so alpha is not part of the picture.
    Images.Rgba read() {
        ctx.flush().await(Long.MAX_VALUE);
        Transfer t = ctx.map(color, 0, Box.of2D(0, 0, width, height), Transfer.READ);
        byte[] px = new byte[width * height * 4];
        for (int y = 0; y < height; y++) {
            t.data().get(y * t.stride(), px, y * width * 4, width * 4);
        }
        ctx.unmap(t);
        for (int i = 3; i < px.length; i += 4) {
            px[i] = (byte) 255;
        }
        return new Images.Rgba(width, height, px);
    }

    @Override
    public void close() {
        ctx.close();
        screen.close();
    }
}
