package dev.tungsten.cli.scene;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import dev.tungsten.cli.source.CompiledEntry;
import dev.tungsten.cli.source.Language;
import dev.tungsten.cli.source.Reflection;
import dev.tungsten.cli.source.ShaderSource;
import dev.tungsten.cli.source.SourceOptions;
import dev.tungsten.ir.ShaderStage;
import dev.tungsten.ir.TgsiProgram;
import dev.tungsten.tgsi.RegisterFile;

/// Reads the shader pairs of a scene that come from WGSL or Cg source: each stage is a file name
/// (`"x.wgsl"`: the module's one entry point of that stage) or an object `{"file", "entry",
/// "profile", "defines"}` (`entry` required for Cg; `profile` and `defines`, an object of macro
/// values, only for Cg). The pair's uniforms are those its reflection names; vertex inputs are
/// matched to the mesh attributes by location (WGSL) or semantic (Cg).
final class CompiledShaders {
    private final Path baseDir;
    /// Files already compiled, so a pair from one file compiles it once.
    private final Map<List<Object>, ShaderSource> sources = new HashMap<>();

    CompiledShaders(Path baseDir) {
        this.baseDir = baseDir;
    }

    /// Whether a stage value names a WGSL or Cg source (an object, or a file name with its
    /// extension) rather than TGSI or a built-in shader.
    static boolean isSource(Json.Value v) {
        return v instanceof Json.Obj || v instanceof Json.Str s && Language.ofFile(Path.of(s.value())) != null
                && !s.value().startsWith("builtin:");
    }

    Scene.Shaders pair(String name, Json.Value vertex, Json.Value fragment, Json.Value uniforms) {
        for (Json.Value v : List.of(vertex, fragment)) {
            if (!isSource(v)) {
                throw v.error("both shaders of a pair come from WGSL or Cg source, or neither does");
            }
        }
        CompiledEntry vs = stage(vertex, ShaderStage.VERTEX);
        CompiledEntry fs = stage(fragment, ShaderStage.FRAGMENT);
        List<String> names = new ArrayList<>();
        List<float[]> defaults = new ArrayList<>();
        collect(vs.reflection().uniforms(), vertex, names, defaults);
        collect(fs.reflection().uniforms(), fragment, names, defaults);
        if (uniforms != null) {
            Fields f = new Fields(uniforms, "the uniforms");
            for (String key : f.object().members().keySet()) {
                int i = names.indexOf(key);
                if (i < 0) {
                    throw unknownUniform(f.value(key), name, key, names, true);
                }
                defaults.set(i, value(f.value(key), key, defaults.get(i)));
            }
        }
        int[] attributes = vertexAttributes(vs.reflection().vertexInputs());
        Scene.CompiledInterface iface = new Scene.CompiledInterface(vs.reflection().uniforms(), bufferSizes(vs.program()),
                fs.reflection().uniforms(), bufferSizes(fs.program()), attributes);
        return new Scene.Shaders(name, vs.program().shader(), fs.program().shader(), names, defaults, iface);
    }

    /// Adds the uniforms a stage reads that the scene sets (zero by default), checking the
    /// shapes of those the renderer sets; `at` is the stage's scene value, for errors.
    private static void collect(List<Reflection.Uniform> uniforms, Json.Value at, List<String> names, List<float[]> defaults) {
        for (Reflection.Uniform u : uniforms) {
            int[] standard = Scene.CompiledInterface.STANDARD.get(u.name());
            if (standard != null) {
                boolean fits = standard[0] == 1 ? u.rows() == 1 && u.columns() <= 4
                        : u.rows() == standard[0] && u.columns() == standard[1];
                if (!fits) {
                    throw at.error("uniform \"" + u.name() + "\" is a " + u.type() + "; the renderer sets it to "
                            + (standard[0] == 1 ? "a vector of up to 4 components" : "a " + standard[0] + "x" + standard[1] + " matrix"));
                }
                continue;
            }
            int i = names.indexOf(u.name());
            if (i < 0) {
                names.add(u.name());
                defaults.add(new float[u.rows() * u.columns()]);
            } else if (defaults.get(i).length != u.rows() * u.columns()) {
                throw at.error("uniform \"" + u.name() + "\" has different shapes in the vertex and fragment shaders");
            }
        }
    }

    /// The error for an object or pair setting a uniform the shaders do not have (`compiled`:
    /// a pair from WGSL or Cg, where the renderer sets the standard names).
    static SceneException unknownUniform(Json.Value at, String shaders, String key, List<String> names, boolean compiled) {
        if (compiled && Scene.CompiledInterface.STANDARD.containsKey(key)) {
            return at.error("uniform \"" + key + "\" is set by the renderer (from the camera, the light and the object)");
        }
        return at.error("shaders \"" + shaders + "\" have no uniform \"" + key + "\" (they have: " + String.join(", ", names) + ")");
    }

    /// A uniform's value: a number for a scalar, else an array of exactly its scalars
    /// (matrices row by row).
    static float[] value(Json.Value v, String key, float[] fallback) {
        if (fallback.length == 1 && v instanceof Json.Num n) {
            return new float[] {(float) n.value()};
        }
        return Fields.asVector(v, key, fallback.length, fallback.length, fallback);
    }

    private CompiledEntry stage(Json.Value v, ShaderStage stage) {
        String what = stage.text();
        String file;
        String entry = null;
        String profile = null;
        Map<String, String> defines = new LinkedHashMap<>();
        Json.Value fileValue = v;
        if (v instanceof Json.Str s) {
            file = s.value();
        } else {
            Fields f = new Fields(v, "the " + what + " shader");
            fileValue = f.require("file");
            file = Fields.asString(fileValue, "file");
            entry = f.string("entry", null);
            profile = f.string("profile", null);
            if (f.has("defines")) {
                Fields d = new Fields(f.value("defines"), "the defines");
                for (String macro : d.object().members().keySet()) {
                    defines.put(macro, switch (d.value(macro)) {
                        case Json.Str s -> s.value();
                        case Json.Num n -> n.value() == Math.rint(n.value()) ? Long.toString((long) n.value()) : Double.toString(n.value());
                        case Json.Value other -> throw other.error("expected a string or a number for macro \"" + macro + "\", found "
                                + other.kind());
                    });
                }
            }
            Language named = Language.ofFile(Path.of(file));
            if (named == null) {
                throw fileValue.error("expected a .wgsl, .cg or .cgfx file, found \"" + file + "\"");
            }
            if (named == Language.WGSL && (profile != null || !defines.isEmpty())) {
                throw (profile != null ? f.value("profile") : f.value("defines")).error("\"profile\" and \"defines\" are for Cg shaders");
            }
            f.done();
        }
        Path path = baseDir.resolve(file);
        Language lang = Language.ofFile(path);
        if (lang == Language.CG && entry == null) {
            throw v.error("a Cg " + what + " shader needs an \"entry\" ({\"file\": \"" + file + "\", \"entry\": \"NAME\"})");
        }
        SourceOptions options = new SourceOptions(lang, profile, List.of(), defines, Map.of());
        ShaderSource source = open(path, lang, options, fileValue);
        if (source.report().failed()) {
            throw fileValue.error("cannot compile " + file + ": " + source.report().firstError());
        }
        if (entry == null) {
            entry = onlyEntry(source, stage, fileValue, file);
        }
        CompiledEntry c = source.compile(entry);
        if (!c.ok()) {
            throw v.error("cannot compile " + file + ": " + c.firstError());
        }
        if (c.source().stage() != stage) {
            throw v.error("entry point `" + entry + "` of " + file + " is a " + c.source().stage().text() + " shader; expected a "
                    + what + " shader");
        }
        return c;
    }

    private ShaderSource open(Path path, Language lang, SourceOptions options, Json.Value at) {
        List<Object> key = List.of(path.toAbsolutePath().normalize(), options);
        ShaderSource s = sources.get(key);
        if (s == null) {
            try {
                s = ShaderSource.open(path, lang, options);
            } catch (IOException e) {
                throw at.error("cannot read " + path + ": " + e.getMessage());
            }
            sources.put(key, s);
        }
        return s;
    }

    /// The one entry point of `stage` in a WGSL module.
    private static String onlyEntry(ShaderSource source, ShaderStage stage, Json.Value at, String file) {
        List<String> found = new ArrayList<>();
        for (String e : source.entryPoints()) {
            if (source.module(e).stage() == stage) {
                found.add(e);
            }
        }
        if (found.size() != 1) {
            throw at.error(file + " has " + (found.isEmpty() ? "no " + stage.text() + " entry point"
                    : found.size() + " " + stage.text() + " entry points (" + String.join(", ", found) + "); name one with \"entry\""));
        }
        return found.getFirst();
    }

    /// The mesh attribute each vertex input register reads: by location for WGSL (0 position,
    /// 1 normal, 2 texture coordinate), by NVIDIA's attribute aliasing for Cg (`ATTR0`
    /// POSITION, `ATTR2` NORMAL, `ATTR8` TEXCOORD0); any other input reads the constant
    /// (1, 1, 1, 1) ([Scene.CompiledInterface#CONSTANT_ONE]), as libretro's `COLOR` inputs expect.
    private static int[] vertexAttributes(List<Reflection.VertexInput> inputs) {
        int size = 0;
        for (Reflection.VertexInput in : inputs) {
            size = Math.max(size, in.index() + 1);
        }
        int[] attributes = new int[size];
        java.util.Arrays.fill(attributes, -1);
        for (Reflection.VertexInput in : inputs) {
            attributes[in.index()] = switch (in.binding()) {
                case "@location(0)", "ATTR0" -> 0;
                case "@location(1)", "ATTR2" -> 1;
                case "@location(2)", "ATTR8" -> 2;
                default -> Scene.CompiledInterface.CONSTANT_ONE;
            };
        }
        return attributes;
    }

    /// The size in bytes of each constant buffer slot the program declares.
    private static int[] bufferSizes(TgsiProgram p) {
        int slots = 0;
        for (TgsiProgram.Resource r : p.resources()) {
            if (r.file() == RegisterFile.CONSTANT) {
                slots = Math.max(slots, r.index() + 1);
            }
        }
        int[] sizes = new int[slots];
        for (TgsiProgram.Resource r : p.resources()) {
            if (r.file() == RegisterFile.CONSTANT) {
                sizes[r.index()] = r.bytes();
            }
        }
        return sizes;
    }
}
