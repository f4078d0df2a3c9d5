package dev.tungsten.retro;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.tungsten.cg.Cg;
import dev.tungsten.cg.Pragma;
import dev.tungsten.cg.Reflection;
import dev.tungsten.ir.TgsiLowering;
import dev.tungsten.tgsi.TgsiShader;

/// One pass compiled for a chain: its vertex and fragment programs and, found by reflected
/// name as RetroArch's Cg driver finds them, what feeds every uniform leaf, sampler and vertex
/// input. Resolving happens once at [RetroChain#open]; a frame only looks values up.
record PassProgram(int index, TgsiShader vertex, TgsiShader fragment, List<Slot> vertexUniforms,
                   List<Slot> fragmentUniforms, List<Bound> vertexSamplers, List<Bound> fragmentSamplers,
                   List<Attribute> attributes, List<Pragma.Parameter> parameters, int vertexRegisters,
                   int fragmentRegisters) {

    /// A texture a pass can see. Passes and their outputs count from 0 here (RetroArch's
    /// `PASS1` is `Output(0)`).
    sealed interface TextureRef {}

    /// The pass's own input: the frame for pass 0, the previous pass's output otherwise.
    record Source() implements TextureRef {}

    /// The frame `age` frames back: 0 is this frame (`ORIG`), 1 is `PREV`, 2 is `PREV1`, ...
    record Frame(int age) implements TextureRef {}

    /// The output of pass `pass`.
    record Output(int pass) implements TextureRef {}

    /// A lookup texture of the preset.
    record Lut(String name) implements TextureRef {}

    /// Nothing RetroArch binds: reads as transparent black.
    record Unbound() implements TextureRef {}

    /// What a uniform leaf holds.
    sealed interface Value {}

    /// One of `IN`'s members.
    record In(String member) implements Value {}

    /// The orthographic model-view-projection matrix RetroArch sets.
    record Mvp() implements Value {}

    /// `video_size` or `texture_size` of a texture.
    record TextureSize(TextureRef texture, boolean video) implements Value {}

    /// Any other uniform: a `#pragma parameter` of some pass of the chain when one has this
    /// name, else its initializer (`initialized`) or zeros, as the Cg runtime leaves it.
    record Named(String name, String stage, float[] fallback, boolean initialized) implements Value {}

    /// `X.tex_coord` of a texture that the front end made a uniform (a struct parameter holding
    /// a sampler is uniform as a whole): RetroArch feeds it per vertex, and textures are exactly
    /// their image's size, so it equals the pass's texture coordinate; the vertex program's
    /// reads of it are redirected to that input ([TexCoordRedirect]), and the constant is 0.
    record VertexTexCoord(String name) implements Value {}

    /// A constant: the uniform's initializer, or zeros for a uniform nobody sets.
    record Fixed(float[] rowMajor) implements Value {}

    /// A uniform leaf and what feeds it.
    record Slot(Reflection.Uniform uniform, Value value) {}

    /// A sampler and its texture.
    record Bound(Reflection.Sampler sampler, TextureRef texture) {}

    /// What a vertex input register is fed.
    enum Attribute { POSITION, TEX_COORD, COLOR, ZERO }

    private static final Pattern PREV = Pattern.compile("PREV([1-6]?)");
    private static final Pattern PASS = Pattern.compile("PASS(\\d+)");
    private static final Pattern PASSPREV = Pattern.compile("PASSPREV(\\d+)");
    private static final Pattern FLOAT_TYPE = Pattern.compile("(float|half|fixed)([1-4])?(?:x([1-4]))?");

    /// The IN members RetroArch sets.
    static final List<String> IN_MEMBERS = List.of("video_size", "texture_size", "output_size", "frame_count",
            "frame_direction", "frame_rotation");

    /// Compiles pass `pass` of `preset`; `defines` are the chain's (`PARAMETER_UNIFORM`, the
    /// aliases), `warnings` collects what RetroArch would silently ignore.
    static PassProgram compile(Preset preset, Preset.Pass pass, Map<String, String> defines, Map<String, Float> parameterValues,
                               List<String> warnings) {
        String text;
        try {
            text = new String(Files.readAllBytes(pass.shader()), StandardCharsets.ISO_8859_1);
        } catch (IOException e) {
            throw new RetroException(RetroException.Kind.MISSING_FILE, preset.file(), pass.line("shader"),
                    "pass " + pass.index() + ": cannot read " + pass.shader() + ": " + e.getMessage(), e);
        }
        return compile(preset, pass, text, defines, parameterValues, warnings);
    }

    /// Compiles `text` as the shader of `pass`.
    static PassProgram compile(Preset preset, Preset.Pass pass, String text, Map<String, String> defines,
                               Map<String, Float> parameterValues, List<String> warnings) {
        Path file = pass.shader();
        int line = pass.line("shader");
        Cg.Options options = Cg.Options.defaults().withDefines(defines).withUnreachedChecks(false);
        Cg.Result[] stages = compileBoth(file, text, options);
        // A parameter the shader keeps as a #define (no uniform) takes its value by rewriting
        // that #define, since a -D would be overridden by the shader's own definition.
        String rewritten = text;
        for (Pragma.Parameter p : stages[0].reflection().parameters()) {
            Float v = parameterValues.get(p.name());
            boolean uniform = stages[0].reflection().uniform(p.name()) != null || stages[1].reflection().uniform(p.name()) != null;
            if (v != null && !uniform && v != (float) p.initial()) {
                Matcher m = Pattern.compile("(?m)^([ \\t]*#[ \\t]*define[ \\t]+" + Pattern.quote(p.name())
                        + "[ \\t]+)[-+0-9.eEf]+").matcher(rewritten);
                if (m.find()) {
                    rewritten = m.replaceAll("$1" + Matcher.quoteReplacement(number(v)));
                } else {
                    warnings.add(preset.file() + ":" + line + ": pass " + pass.index() + " (" + file.getFileName()
                            + "): parameter " + p.name() + " is neither a uniform nor a #define of a number here; "
                            + "its value " + number(v) + " has no effect");
                }
            }
        }
        if (!rewritten.equals(text)) {
            stages = compileBoth(file, rewritten, options);
        }
        for (Cg.Result r : stages) {
            if (!r.ok()) {
                throw new RetroException(RetroException.Kind.SHADER, preset.file(), line, "pass " + pass.index() + " ("
                        + file.getFileName() + ") does not compile:\n" + r.render().strip());
            }
        }
        TgsiShader vs;
        TgsiShader fs;
        try {
            vs = TgsiLowering.lower(stages[0].module(), stages[0].info(), "main_vertex", TgsiLowering.Options.defaults()).shader();
            fs = TgsiLowering.lower(stages[1].module(), stages[1].info(), "main_fragment", TgsiLowering.Options.defaults()).shader();
        } catch (RuntimeException e) {
            throw new RetroException(RetroException.Kind.SHADER, preset.file(), line, "pass " + pass.index() + " ("
                    + file.getFileName() + ") cannot be lowered to TGSI: " + e.getMessage(), e);
        }
        Resolver resolver = new Resolver(preset, pass, warnings);
        Reflection vr = stages[0].reflection();
        Reflection fr = stages[1].reflection();
        List<Slot> vertexUniforms = resolver.uniforms(vr, "vertex");
        List<Attribute> attributes = resolver.attributes(vr);
        vs = TexCoordRedirect.apply(vs, vertexUniforms, attributes, preset, pass);
        return new PassProgram(pass.index(), vs, fs, vertexUniforms, resolver.uniforms(fr, "fragment"),
                resolver.samplers(vr), resolver.samplers(fr), attributes, vr.parameters(), registers(vr),
                registers(fr));
    }

    private static Cg.Result[] compileBoth(Path file, String text, Cg.Options options) {
        Cg.Parsed parsed = Cg.parse(file.toString(), text, options);
        return new Cg.Result[] {Cg.compile(parsed, options.withEntry("main_vertex")),
            Cg.compile(parsed, options.withEntry("main_fragment"))};
    }

    private static int registers(Reflection r) {
        return Math.max(1, r.uniforms().stream().mapToInt(u -> u.register() + u.registers()).max().orElse(0));
    }

    static String number(float v) {
        return v == Math.rint(v) && Math.abs(v) < 1e7 ? String.valueOf((long) v) + ".0" : Float.toString(v);
    }

    /// The textures every pass of a chain may read, by RetroArch's names.
    private record Resolver(Preset preset, Preset.Pass pass, List<String> warnings) {
        /// What `prefix` (the part before `.texture`, `.video_size`, ...) names for this pass, or
        /// `null` when nothing by that name exists.
        TextureRef named(String prefix) {
            int i = pass.index();
            if (prefix.equals("ORIG")) {
                return new Frame(0);
            }
            Matcher m = PREV.matcher(prefix);
            if (m.matches()) {
                return new Frame(m.group(1).isEmpty() ? 1 : Integer.parseInt(m.group(1)) + 1);
            }
            m = PASSPREV.matcher(prefix);
            if (m.matches()) {
                int back = Integer.parseInt(m.group(1));
                int target = i - back; // PASSPREV1 is this pass's input, PASSPREV<i+1> the frame
                if (back == 0 || target < -1) {
                    throw cycle(prefix, "names no pass before pass " + i);
                }
                return target == -1 ? new Frame(0) : new Output(target);
            }
            m = PASS.matcher(prefix);
            if (m.matches()) {
                int target = Integer.parseInt(m.group(1)) - 1;
                if (target < 0 || target >= i) {
                    throw cycle(prefix, target < 0 ? "is not a pass (PASS1 is the first pass's output)"
                            : "is the output of pass " + target + ", which does not run before pass " + i);
                }
                return new Output(target);
            }
            for (Preset.Pass p : preset.passes()) {
                if (prefix.equals(p.alias())) {
                    if (p.index() >= i) {
                        throw cycle(prefix, "is the alias of pass " + p.index() + (p.line("alias") > 0 ? " (line "
                                + p.line("alias") + ")" : "") + ", which does not run before pass " + i
                                + ": a pass reads only earlier passes");
                    }
                    return new Output(p.index());
                }
            }
            return null;
        }

        private RetroException cycle(String prefix, String why) {
            return new RetroException(RetroException.Kind.ALIAS, preset.file(), pass.line("shader"), "pass " + pass.index()
                    + " (" + pass.shader().getFileName() + ") reads " + prefix + ", which " + why);
        }

        private RetroException missing(String what) {
            return new RetroException(RetroException.Kind.ALIAS, preset.file(), pass.line("shader"), "pass " + pass.index()
                    + " (" + pass.shader().getFileName() + ") reads " + what + ", but no earlier pass has that alias"
                    + aliases());
        }

        private String aliases() {
            List<String> a = preset.passes().stream().filter(p -> p.alias() != null)
                    .map(p -> p.alias() + " (pass " + p.index() + ")").toList();
            return a.isEmpty() ? " (the preset defines no alias)" : " (aliases: " + String.join(", ", a) + ")";
        }

        List<Slot> uniforms(Reflection r, String stage) {
            List<Slot> out = new ArrayList<>();
            for (Reflection.Uniform u : r.uniforms()) {
                out.add(new Slot(u, value(u, r, stage)));
            }
            return out;
        }

        private Value value(Reflection.Uniform u, Reflection r, String stage) {
            String name = u.name();
            if (name.equals("modelViewProj") || name.equals("IN.mvp_matrix")) {
                return new Mvp();
            }
            int dot = name.lastIndexOf('.');
            if (dot > 0) {
                String prefix = name.substring(0, dot);
                String member = name.substring(dot + 1);
                if (prefix.equals("IN") && IN_MEMBERS.contains(member)) {
                    return new In(member);
                }
                if (member.equals("tex_coord") && !prefix.equals("IN") && named(prefix) != null) {
                    return new VertexTexCoord(name);
                }
                if (member.equals("video_size") || member.equals("texture_size")) {
                    TextureRef t = named(prefix);
                    if (t != null) {
                        return new TextureSize(t, member.equals("video_size"));
                    }
                    if (prefix.matches("[A-Za-z_][A-Za-z0-9_]*") && !prefix.equals("IN")) {
                        throw missing(name);
                    }
                }
            }
            int[] shape = shape(u.type());
            if (shape == null) {
                warnings.add(where() + stage + " uniform " + name + " (" + u.type() + ") is not a float RetroArch sets; left 0");
                return new Fixed(new float[0]);
            }
            float[] fallback = new float[shape[0] * shape[1]];
            boolean initialized = u.defaultValue() != null;
            if (initialized) {
                fallback = new float[u.defaultValue().size()];
                for (int k = 0; k < fallback.length; k++) {
                    fallback[k] = u.defaultValue().get(k).floatValue();
                }
            }
            return new Named(name, stage, fallback, initialized);
        }

        private String where() {
            return preset.file() + ":" + pass.line("shader") + ": pass " + pass.index() + " (" + pass.shader().getFileName() + "): ";
        }

        List<Bound> samplers(Reflection r) {
            List<Bound> out = new ArrayList<>();
            for (Reflection.Sampler s : r.samplers()) {
                if (s.view() < 0) {
                    continue;
                }
                out.add(new Bound(s, sampler(s)));
            }
            return out;
        }

        private TextureRef sampler(Reflection.Sampler s) {
            String name = s.name();
            if (name.endsWith(".texture")) {
                String prefix = name.substring(0, name.length() - ".texture".length());
                if (prefix.equals("IN")) {
                    return new Source();
                }
                TextureRef t = named(prefix);
                if (t != null) {
                    return t;
                }
                throw missing(name);
            }
            for (Preset.Lut l : preset.textures()) {
                if (l.name().equals(name)) {
                    return new Lut(name);
                }
            }
            if (s.unit() == 0) {
                return new Source();
            }
            warnings.add(where() + "sampler " + name + " (texture unit " + s.unit()
                    + ") is neither the pass's input nor a texture of the preset; it reads transparent black");
            return new Unbound();
        }

        List<Attribute> attributes(Reflection r) {
            List<Attribute> out = new ArrayList<>();
            for (Reflection.Varying v : r.inputs()) {
                String sem = v.semantic() == null ? "" : v.semantic().toUpperCase(Locale.ROOT);
                String name = v.name();
                Attribute a = switch (sem) {
                    case "POSITION", "POSITION0", "ATTR0" -> Attribute.POSITION;
                    case "TEXCOORD", "TEXCOORD0", "TEXCOORD1" -> Attribute.TEX_COORD;
                    case "COLOR", "COLOR0", "DIFFUSE" -> Attribute.COLOR;
                    default -> name.equals("IN.vertex_coord") ? Attribute.POSITION
                            : name.equals("IN.color") ? Attribute.COLOR
                            : name.endsWith(".tex_coord") || name.equals("IN.lut_tex_coord") ? Attribute.TEX_COORD
                            : Attribute.ZERO;
                };
                if (name.endsWith(".tex_coord") && !name.startsWith("IN.")) {
                    String prefix = name.substring(0, name.length() - ".tex_coord".length());
                    if (named(prefix) == null) {
                        throw missing(name);
                    }
                }
                while (out.size() <= v.tgsiIndex()) {
                    out.add(Attribute.ZERO);
                }
                out.set(v.tgsiIndex(), a);
            }
            return out;
        }
    }

    /// Rows and columns of a float (`half`, `fixed`) scalar, vector or matrix type; `null` for
    /// others (int and bool are not floats in the buffer).
    static int[] shape(String type) {
        Matcher m = FLOAT_TYPE.matcher(type);
        if (!m.matches()) {
            return null;
        }
        if (m.group(3) != null) {
            return new int[] {Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3))};
        }
        return new int[] {1, m.group(2) == null ? 1 : Integer.parseInt(m.group(2))};
    }

    /// Stores a leaf's row-major components where the reflection puts it: a vector or scalar at
    /// its offset, a matrix one row per register (two-column rows 16 bytes apart too).
    static void put(float[] constants, Reflection.Uniform u, float[] rowMajor) {
        int[] rc = shape(u.type());
        if (rc == null) {
            return;
        }
        int rowStride = rc[0] == 1 ? 0 : u.registers() >= rc[0] ? 4 : rc[1];
        for (int row = 0; row < rc[0]; row++) {
            int n = Math.min(rc[1], rowMajor.length - row * rc[1]);
            if (n > 0) {
                System.arraycopy(rowMajor, row * rc[1], constants, u.offset() / 4 + row * rowStride, n);
            }
        }
    }
}
