package dev.tungsten.cli.scene;

import dev.tungsten.pipe.BlendState;
import dev.tungsten.pipe.BlendState.Factor;
import dev.tungsten.pipe.BlendState.Func;
import dev.tungsten.pipe.CompareFunc;
import dev.tungsten.pipe.RasterizerState;
import dev.tungsten.pipe.SamplerState;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.TgsiException;
import dev.tungsten.tgsi.TgsiFiles;
import dev.tungsten.tgsi.TgsiShader;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/// Reads the JSON scene format (see `frontends/cli/README.md`) into a [Scene], loading every
/// mesh, image and shader it names (paths relative to the scene file). Strict: unknown members,
/// wrong types, out-of-range values and unknown names are errors located at the value.
public final class SceneReader {
    private static final Map<String, CompareFunc> DEPTH = new HashMap<>();
    private static final Map<String, Integer> CULL = Map.of("none", RasterizerState.FACE_NONE,
            "back", RasterizerState.FACE_BACK, "front", RasterizerState.FACE_FRONT, "both", RasterizerState.FACE_FRONT_AND_BACK);
    private static final Map<String, SamplerState.Filter> FILTER = Map.of("nearest", SamplerState.Filter.NEAREST,
            "linear", SamplerState.Filter.LINEAR);
    private static final Map<String, SamplerState.MipFilter> MIP = Map.of("none", SamplerState.MipFilter.NONE,
            "nearest", SamplerState.MipFilter.NEAREST, "linear", SamplerState.MipFilter.LINEAR);
    private static final Map<String, SamplerState.Wrap> WRAP = new HashMap<>();
    private static final Map<String, Factor> FACTOR = new HashMap<>();
    private static final Map<String, Func> FUNC = new HashMap<>();
    static {
        for (CompareFunc f : CompareFunc.values()) {
            DEPTH.put(f.name().toLowerCase(Locale.ROOT), f);
        }
        DEPTH.put("none", null);
        for (SamplerState.Wrap w : SamplerState.Wrap.values()) {
            WRAP.put(w.name().toLowerCase(Locale.ROOT), w);
        }
        for (Factor f : Factor.values()) {
            FACTOR.put(f.name().toLowerCase(Locale.ROOT), f);
        }
        for (Func f : Func.values()) {
            FUNC.put(f.name().toLowerCase(Locale.ROOT), f);
        }
    }

    private final String source;
    private final Path baseDir;
    private final Map<String, Scene.Texture> textures = new LinkedHashMap<>();
    private final Map<String, Scene.Shaders> shaders = new LinkedHashMap<>();
    private final Map<String, Mesh> meshes = new LinkedHashMap<>();
    private final CompiledShaders compiled;

    private SceneReader(String source, Path baseDir) {
        this.source = source;
        this.baseDir = baseDir;
        this.compiled = new CompiledShaders(baseDir);
    }

    /// Reads the scene file `file`.
    public static Scene read(Path file) {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new SceneException(file.toString(), 0, 0, "cannot read the scene: " + e.getMessage(), e);
        }
        Path dir = file.toAbsolutePath().getParent();
        return parse(text, file.toString(), dir == null ? Path.of(".") : dir);
    }

    /// Reads a scene from `text`; files it names are resolved against `baseDir`.
    public static Scene parse(String text, String source, Path baseDir) {
        return new SceneReader(source, baseDir).scene(Json.parse(text, source));
    }

    private Scene scene(Json.Value root) {
        Fields f = new Fields(root, "the scene");
        float[] size = f.vector("size", 2, 2, new float[] {640, 480});
        for (float s : size) {
            if (s < 1 || s > 8192 || s != Math.rint(s)) {
                throw f.value("size").error("the size must be whole numbers in 1..8192");
            }
        }
        float[] background = f.vector("background", 3, 4, new float[] {0, 0, 0, 1});
        Scene.Camera camera = camera(f.value("camera"));
        Scene.Light light = light(f.value("light"));
        if (f.has("textures")) {
            Fields t = new Fields(f.value("textures"), "the textures");
            for (String name : t.object().members().keySet()) {
                textures.put(name, texture(name, t.value(name)));
            }
        }
        if (f.has("shaders")) {
            Fields s = new Fields(f.value("shaders"), "the shaders");
            for (String name : s.object().members().keySet()) {
                shaders.put(name, shaders(name, s.value(name)));
            }
        }
        if (f.has("meshes")) {
            Fields m = new Fields(f.value("meshes"), "the meshes");
            for (String name : m.object().members().keySet()) {
                meshes.put(name, mesh(m.value(name)));
            }
        }
        List<Scene.SceneObject> objects = new ArrayList<>();
        for (Json.Value o : f.array("objects")) {
            objects.add(object(o, objects.size()));
        }
        if (objects.isEmpty()) {
            throw root.error("the scene has no objects");
        }
        f.done();
        return new Scene(source, (int) size[0], (int) size[1], background, camera, light, objects);
    }

    private Scene.Camera camera(Json.Value v) {
        if (v == null) {
            return new Scene.Camera(new float[] {0, 1, 4}, new float[3], new float[] {0, 1, 0}, 45, 0.1f, 100);
        }
        Fields f = new Fields(v, "the camera");
        Scene.Camera c = new Scene.Camera(f.vector("position", 3, 3, new float[] {0, 1, 4}),
                f.vector("target", 3, 3, new float[3]), f.vector("up", 3, 3, new float[] {0, 1, 0}),
                (float) f.number("fov", 45, 1, 179), (float) f.number("near", 0.1, 1e-6, 1e6),
                (float) f.number("far", 100, 1e-6, 1e9));
        if (c.far() <= c.near()) {
            throw v.error("the camera's far plane must lie beyond its near plane");
        }
        f.done();
        return c;
    }

    private Scene.Light light(Json.Value v) {
        float[] dir = {0.4f, 0.8f, 0.45f}, color = {1, 1, 1, 1}, ambient = {0.15f, 0.15f, 0.18f, 1};
        if (v != null) {
            Fields f = new Fields(v, "the light");
            dir = f.vector("direction", 3, 3, dir);
            color = f.vector("color", 3, 4, new float[] {1, 1, 1, 1});
            ambient = f.vector("ambient", 3, 4, new float[] {0, 0, 0, 1});
            f.done();
        }
        return new Scene.Light(Mat4.normalize(dir), color, ambient);
    }

    // --- textures --------------------------------------------------------------------------------

    private Scene.Texture texture(String name, Json.Value v) {
        Fields f = new Fields(v, "texture \"" + name + "\"");
        Images.Rgba image;
        if (f.has("file")) {
            Path p = baseDir.resolve(f.requireString("file"));
            image = Images.read(p);
        } else {
            String kind = f.requireString("procedural");
            int size = f.integer("size", 256, 1, 4096);
            List<Json.Value> colors = f.array("colors");
            float[] a = colors.size() > 0 ? Fields.asVector(colors.get(0), "colors", 3, 4, new float[] {1, 1, 1, 1})
                    : new float[] {1, 1, 1, 1};
            float[] b = colors.size() > 1 ? Fields.asVector(colors.get(1), "colors", 3, 4, new float[] {0, 0, 0, 1})
                    : new float[] {0.2f, 0.2f, 0.2f, 1};
            image = switch (kind) {
                case "checker" -> ProceduralTextures.checker(size, f.integer("squares", 8, 1, size), a, b);
                case "grid" -> ProceduralTextures.grid(size, f.integer("cells", 8, 1, size), f.integer("width", 2, 1, size), a, b);
                case "gradient" -> ProceduralTextures.gradient(size, a, b);
                case "noise" -> ProceduralTextures.noise(size, f.integer("cells", 4, 1, size), f.integer("seed", 1, 0, Integer.MAX_VALUE), a, b);
                default -> throw f.value("procedural").error("unknown procedural texture \"" + kind
                        + "\" (expected checker, grid, gradient or noise)");
            };
        }
        Scene.Texture t = new Scene.Texture(name, image, f.bool("mipmaps", true), f.bool("srgb", false));
        f.done();
        return t;
    }

    // --- shaders ---------------------------------------------------------------------------------

    private Scene.Shaders shaders(String name, Json.Value v) {
        Fields f = new Fields(v, "shaders \"" + name + "\"");
        if (CompiledShaders.isSource(f.require("vertex")) || CompiledShaders.isSource(f.require("fragment"))) {
            Scene.Shaders s = compiled.pair(name, f.require("vertex"), f.require("fragment"), f.value("uniforms"));
            f.done();
            return s;
        }
        TgsiShader vs = shaderFile(f.require("vertex"), Processor.VERT);
        TgsiShader fs = shaderFile(f.require("fragment"), Processor.FRAG);
        List<String> names = new ArrayList<>();
        List<float[]> defaults = new ArrayList<>();
        if (f.has("uniforms")) {
            Fields u = new Fields(f.value("uniforms"), "the uniforms");
            for (String key : u.object().members().keySet()) {
                names.add(key);
                defaults.add(Fields.asVector(u.value(key), key, 1, 4, new float[4]));
            }
        }
        f.done();
        return new Scene.Shaders(name, vs, fs, names, defaults);
    }

    private TgsiShader shaderFile(Json.Value v, Processor stage) {
        String file = Fields.asString(v, stage == Processor.VERT ? "vertex" : "fragment");
        TgsiShader s;
        try {
            s = file.startsWith("builtin:") ? BuiltinShaders.stage(file.substring(8), stage, v)
                    : TgsiFiles.read(baseDir.resolve(file));
        } catch (TgsiException e) {
            throw new SceneException(e.location().source() == null ? source : e.location().source(),
                    Math.max(0, e.location().line()), Math.max(0, e.location().column()), e.detail(), e);
        }
        if (s.processor() != stage) {
            throw v.error("expected a " + stage.text() + " shader, found a " + s.processor().text() + " shader in " + file);
        }
        return s;
    }

    // --- meshes ----------------------------------------------------------------------------------

    private Mesh mesh(Json.Value v) {
        if (v instanceof Json.Str s) {
            Mesh named = meshes.get(s.value());
            if (named != null) {
                return named;
            }
            return switch (s.value()) {
                case "cube" -> Meshes.cube(1);
                case "sphere" -> Meshes.sphere(0.5f, 48, 24);
                case "torus" -> Meshes.torus(0.35f, 0.15f, 64, 32);
                case "plane" -> Meshes.plane(1, 1, 1);
                default -> throw v.error("unknown mesh \"" + s.value() + "\" (a name from \"meshes\", or cube, sphere, torus, plane)");
            };
        }
        Fields f = new Fields(v, "a mesh");
        Mesh m;
        if (f.has("file")) {
            Path p = baseDir.resolve(f.requireString("file"));
            try {
                m = ObjReader.parse(Files.readString(p, StandardCharsets.UTF_8), p.toString());
            } catch (IOException e) {
                throw f.value("file").error("cannot read " + p + ": " + e.getMessage());
            }
        } else {
            String kind = f.requireString("builtin");
            m = switch (kind) {
                case "cube" -> Meshes.cube((float) f.number("size", 1, 1e-6, 1e6));
                case "sphere" -> Meshes.sphere((float) f.number("radius", 0.5, 1e-6, 1e6), f.integer("segments", 48, 3, 1024),
                        f.integer("rings", 24, 2, 1024));
                case "torus" -> Meshes.torus((float) f.number("major", 0.35, 1e-6, 1e6), (float) f.number("minor", 0.15, 1e-6, 1e6),
                        f.integer("segments", 64, 3, 1024), f.integer("sides", 32, 3, 1024));
                case "plane" -> Meshes.plane((float) f.number("size", 1, 1e-6, 1e6), f.integer("divisions", 1, 1, 1024),
                        (float) f.number("uvScale", 1, -1e6, 1e6));
                default -> throw f.value("builtin").error("unknown built-in mesh \"" + kind + "\" (expected cube, sphere, torus or plane)");
            };
        }
        f.done();
        return m;
    }

    // --- objects ---------------------------------------------------------------------------------

    private Scene.SceneObject object(Json.Value v, int index) {
        Fields f = new Fields(v, "object " + index);
        String name = f.string("name", "object " + index);
        Mesh mesh = mesh(f.require("mesh"));
        Json.Value sv = f.value("shader");
        String shaderName = sv == null ? "builtin:lit" : Fields.asString(sv, "shader");
        Scene.Shaders sh = shaderName.startsWith("builtin:") ? BuiltinShaders.pair(shaderName.substring(8), sv)
                : shaders.get(shaderName);
        if (sh == null) {
            throw sv.error("unknown shaders \"" + shaderName + "\" (defined: " + String.join(", ", shaders.keySet())
                    + "; built in: builtin:lit, builtin:unlit)");
        }
        float[] model = transform(f.value("transform"));
        List<Scene.TextureBinding> bound = new ArrayList<>();
        for (Json.Value t : f.array("textures")) {
            bound.add(binding(t));
        }
        List<float[]> uniforms = new ArrayList<>(sh.uniformDefaults());
        if (f.has("uniforms")) {
            Fields u = new Fields(f.value("uniforms"), "the uniforms");
            for (String key : u.object().members().keySet()) {
                int i = sh.uniformNames().indexOf(key);
                if (i < 0) {
                    throw CompiledShaders.unknownUniform(u.value(key), sh.name(), key, sh.uniformNames(), sh.compiled() != null);
                }
                uniforms.set(i, sh.compiled() != null ? CompiledShaders.value(u.value(key), key, sh.uniformDefaults().get(i))
                        : Fields.asVector(u.value(key), key, 1, 4, sh.uniformDefaults().get(i)));
            }
        }
        CompareFunc depth = f.choice("depth", CompareFunc.LESS, DEPTH);
        boolean depthWrite = f.bool("depthWrite", depth != null);
        BlendState.RenderTarget blend = blend(f.value("blend"));
        int cull = f.choice("cull", RasterizerState.FACE_BACK, CULL);
        boolean wireframe = f.bool("wireframe", false);
        f.done();
        return new Scene.SceneObject(name, mesh, sh, model, bound, uniforms,
                new Scene.RenderState(depth, depthWrite, blend, cull, wireframe));
    }

    private float[] transform(Json.Value v) {
        if (v == null) {
            return Mat4.identity();
        }
        Fields f = new Fields(v, "a transform");
        float[] t = f.vector("translate", 3, 3, new float[3]);
        float[] r = f.vector("rotate", 3, 3, new float[3]);
        Json.Value sv = f.value("scale");
        float[] s = sv == null ? new float[] {1, 1, 1} : sv instanceof Json.Num n
                ? new float[] {(float) n.value(), (float) n.value(), (float) n.value()}
                : Fields.asVector(sv, "scale", 3, 3, new float[3]);
        f.done();
        return Mat4.mul(Mat4.translate(t[0], t[1], t[2]), Mat4.mul(Mat4.rotate(r[0], r[1], r[2]), Mat4.scale(s[0], s[1], s[2])));
    }

    private Scene.TextureBinding binding(Json.Value v) {
        if (v instanceof Json.Str s) {
            return new Scene.TextureBinding(named(s), SamplerState.TRILINEAR);
        }
        Fields f = new Fields(v, "a texture binding");
        Json.Value tv = f.require("texture");
        if (!(tv instanceof Json.Str ts)) {
            throw tv.error("expected a texture name, found " + tv.kind());
        }
        Scene.Texture t = named(ts);
        SamplerState.Wrap wrap = f.choice("wrap", SamplerState.Wrap.REPEAT, WRAP);
        SamplerState.Filter filter = f.choice("filter", SamplerState.Filter.LINEAR, FILTER);
        SamplerState.MipFilter mip = f.choice("mipfilter", t.mipmaps() ? SamplerState.MipFilter.LINEAR
                : SamplerState.MipFilter.NONE, MIP);
        float bias = (float) f.number("lodBias", 0, -16, 16);
        f.done();
        return new Scene.TextureBinding(t, SamplerState.of(wrap, filter, mip).withLod(bias, -1000, 1000));
    }

    private Scene.Texture named(Json.Str s) {
        Scene.Texture t = textures.get(s.value());
        if (t == null) {
            throw s.error("unknown texture \"" + s.value() + "\" (defined: " + String.join(", ", textures.keySet()) + ")");
        }
        return t;
    }

    private static BlendState.RenderTarget blend(Json.Value v) {
        if (v == null) {
            return BlendState.RenderTarget.OPAQUE;
        }
        if (v instanceof Json.Str s) {
            return switch (s.value()) {
                case "none" -> BlendState.RenderTarget.OPAQUE;
                case "alpha" -> new BlendState.RenderTarget(true, Func.ADD, Factor.SRC_ALPHA, Factor.INV_SRC_ALPHA,
                        Func.ADD, Factor.ONE, Factor.INV_SRC_ALPHA, BlendState.MASK_RGBA);
                case "additive" -> BlendState.RenderTarget.blend(Func.ADD, Factor.ONE, Factor.ONE);
                case "multiply" -> BlendState.RenderTarget.blend(Func.ADD, Factor.DST_COLOR, Factor.ZERO);
                default -> throw v.error("unknown blend \"" + s.value() + "\" (expected none, alpha, additive, multiply or an object)");
            };
        }
        Fields f = new Fields(v, "a blend");
        Func func = f.choice("func", Func.ADD, FUNC);
        Factor src = f.choice("src", Factor.ONE, FACTOR);
        Factor dst = f.choice("dst", Factor.ZERO, FACTOR);
        int mask = f.integer("colorMask", BlendState.MASK_RGBA, 0, 15);
        f.done();
        return BlendState.RenderTarget.blend(func, src, dst).withColorMask(mask);
    }
}
