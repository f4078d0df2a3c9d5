package dev.tungsten.tests.cg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import com.sun.management.OperatingSystemMXBean;
import dev.tungsten.cg.Cg;
import dev.tungsten.cg.Reflection;
import dev.tungsten.cli.scene.Images;
import dev.tungsten.ir.TgsiLowering;
import dev.tungsten.tests.SharedShelf;
import dev.tungsten.tgsi.TgsiShader;
import org.junit.jupiter.api.Test;

/// Every single-pass libretro preset of the dev corpus whose shader needs only `IN` and one
/// input texture, rendered over [TestImages#consoleFrame] scaled 4x, as RetroArch would run it,
/// on the software driver and through OpenGL (llvmpipe here). Per shader: no NaN in either
/// image, neither image is constant, and the OpenGL image is within a mean absolute difference
/// of [FloatFrames#MAX_MEAN_ABS_DIFF] of the software one.
///
/// - Shaders: the `shader0` of each `.cgp` with `shaders = 1` whose file exists, once per shader
///   file (the first preset in path order gives `filter_linear0`, nearest when absent);
///   `main_vertex` and `main_fragment` are compiled without `PARAMETER_UNIFORM`, so parameters
///   take their `#define` defaults.
/// - "Needs only IN and one input texture": every uniform leaf of both stages is an `IN.*`
///   member RetroArch sets, a float4x4 model-view-projection matrix (set to the identity) or a
///   float uniform with an initializer (set to it, as the Cg runtime does), and exactly one
///   sampler is sampled (`view >= 0`). Vertex inputs are fed as RetroArch feeds them
///   ([CgQuadRig.Attribute]). The others are listed as excluded, with why; they are not failures.
/// - Not constant and difference: as [FloatFrames] defines them.
///
/// A failing shader prints its name, reason and numbers, and `soft`/`gl`/`diff` PNGs go to
/// `target/surefire-reports/libretro-render/`. An OpenGL draw that hangs fails its shader after
/// [#GL_DRAW_LIMIT_S] instead of the build. Run on its own it takes about 160 s of CPU (one
/// screen per driver for the whole run, one render target and input texture reused).
class LibretroRenderTest {
    static final int SCALE = 4;
    static final int WIDTH = TestImages.WIDTH * SCALE;
    static final int HEIGHT = TestImages.HEIGHT * SCALE;

    /// The software driver runs its reference interpreter: each shader here draws one frame, and
    /// a frame is over before the JIT's C2-compiled kernels would pay for their warm-up.
    static final Map<String, String> SOFT_OPTIONS = Map.of("threads", "2", "backend", "interp");

    /// How long one OpenGL draw may take; the slowest shader here takes a few seconds on llvmpipe.
    static final int GL_DRAW_LIMIT_S = 120;

    /// A shader that fails for a cause outside this test, left for the lead to decide: why, and
    /// whether it is drawn on OpenGL at all (not when the draw would only hit the watchdog).
    record Known(String reason, boolean rendersOnGl) {}

    /// Shaders (path under the corpus) that fail for a known cause; a listed shader that passes
    /// fails the test, so the list stays true.
    static final Map<String, Known> KNOWN_FAILURES = Map.of(
            "interpolation/shaders/aann.cg", new Known("the shader divides 0 by 0 for black texels (fromLQV: "
                    + "mine.w / (mine.r + mine.g + mine.b) with all four 0), so both drivers write NaN over every black area "
                    + "(an 8-bit display shows it black); besides, about 300 pixels where the bilinear weights round to "
                    + "almost 0 are tiny on soft and NaN on gl", true));

    /// The `IN` members RetroArch sets for a single pass over a 256x224 frame shown at 4x.
    static final Map<String, float[]> IN_VALUES = Map.of(
            "video_size", new float[] {TestImages.WIDTH, TestImages.HEIGHT},
            "texture_size", new float[] {TestImages.WIDTH, TestImages.HEIGHT},
            "output_size", new float[] {WIDTH, HEIGHT},
            "frame_count", new float[] {0},
            "frame_direction", new float[] {1},
            "frame_rotation", new float[] {0});

    /// A single-pass preset: the shader file, its path under the corpus, and `filter_linear0`.
    record Preset(Path shader, String name, boolean linear) {}

    /// What preparing a shader gave: a draw, or why it is excluded, or why it failed.
    sealed interface Prepared {}

    record Ready(CgQuadRig.Draw draw) implements Prepared {}

    record Excluded(String why) implements Prepared {}

    record Broken(String why) implements Prepared {}

    @Test
    void everySinglePassShaderNeedingOnlyInAndOneTextureRendersAlikeOnSoftAndGl() throws IOException {
        Path root = SharedShelf.require("corpus/cg-libretro-dev");
        List<Preset> presets = singlePassPresets(root);
        Images.Rgba input = TestImages.consoleFrame();

        Map<String, String> excluded = new TreeMap<>();
        Map<String, String> failures = new TreeMap<>();
        Map<String, CgQuadRig.Draw> draws = new LinkedHashMap<>();
        for (Preset p : presets) {
            switch (prepare(p, input)) {
                case Ready r -> draws.put(p.name(), r.draw());
                case Excluded e -> excluded.put(p.name(), e.why());
                case Broken b -> failures.put(p.name(), b.why());
            }
        }

        System.out.println("libretro single-pass shaders, " + presets.size() + " distinct shader files, at " + WIDTH + "x" + HEIGHT
                + " (soft: " + SOFT_OPTIONS + "):");
        int passed = 0;
        long softNanos = 0;
        long glNanos = 0;
        long start = System.nanoTime();
        try (CgQuadRig soft = new CgQuadRig("soft", SOFT_OPTIONS);
             GlWatchdog<CgQuadRig> gl = new GlWatchdog<>("libretro-gl-draw", GL_DRAW_LIMIT_S, () -> new CgQuadRig("gl"))) {
            for (Map.Entry<String, CgQuadRig.Draw> e : draws.entrySet()) {
                String name = e.getKey();
                Known known = KNOWN_FAILURES.get(name);
                long t0 = System.nanoTime();
                float[] s = attempt(name, "soft", () -> soft.render(e.getValue()), failures);
                if (s == null) {
                    continue;
                }
                long t1 = System.nanoTime();
                softNanos += t1 - t0;
                if (known != null && !known.rendersOnGl()) {
                    // The soft image alone still has to be free of NaN and not constant.
                    List<String> problems = FloatFrames.problems("soft", s);
                    failures.put(name, "not drawn on gl" + (problems.isEmpty() ? "" : "; " + String.join("; ", problems)));
                    System.out.println("  FAIL " + name + ": " + failures.get(name));
                    continue;
                }
                float[] g = attempt(name, "gl", () -> gl.call(rig -> rig.render(e.getValue())), failures);
                if (g == null) {
                    continue;
                }
                long t2 = System.nanoTime();
                glNanos += t2 - t1;
                FloatFrames.Comparison c = FloatFrames.compare(s, "gl", g);
                System.out.printf(Locale.ROOT, "  %s %s: mean |gl - soft| %.3f, largest %.1f; soft %.2f s, gl %.2f s%s%n",
                        c.failure() == null ? "ok  " : "FAIL", name, c.mean(), c.worst(), (t1 - t0) / 1e9, (t2 - t1) / 1e9,
                        c.failure() == null ? "" : ": " + c.failure());
                if (c.failure() == null) {
                    passed++;
                } else {
                    failures.put(name, c.failure());
                    FloatFrames.writeImages(Path.of("target/surefire-reports/libretro-render").toAbsolutePath(),
                            name.replace(".cg", "").replaceAll("[^A-Za-z0-9_.-]", "_"), WIDTH, HEIGHT, s, "gl", g);
                }
            }
        }
        long total = System.nanoTime() - start;
        double cpu = ManagementFactory.getPlatformMXBean(OperatingSystemMXBean.class).getProcessCpuTime() / 1e9;

        excluded.forEach((n, why) -> System.out.println("  excluded " + n + ": " + why));
        failures.forEach((n, why) -> System.out.println("  FAIL " + n + ": " + why
                + (KNOWN_FAILURES.containsKey(n) ? " (known: " + KNOWN_FAILURES.get(n).reason() + ")" : "")));
        System.out.printf(Locale.ROOT, "libretro render: %d shaders rendered, %d excluded (%s), %d passed, %d failed (%d known); "
                        + "soft %.1f s, gl %.1f s, %.1f s in all (this JVM has used %.0f s of CPU)%n",
                draws.size(), excluded.size(), summary(excluded), passed, failures.size(),
                failures.keySet().stream().filter(KNOWN_FAILURES::containsKey).count(), softNanos / 1e9, glNanos / 1e9,
                total / 1e9, cpu);

        List<String> unexpected = failures.keySet().stream().filter(n -> !KNOWN_FAILURES.containsKey(n)).toList();
        List<String> stale = KNOWN_FAILURES.keySet().stream().filter(n -> !failures.containsKey(n)).toList();
        assertEquals(List.of(), unexpected, "shaders that fail (see the report above)");
        assertEquals(List.of(), stale, "KNOWN_FAILURES entries that no longer fail (or are not selected): remove them");
        assertTrue(passed > 0, "no single-pass shader passed; the selection is broken");
    }

    /// One driver's image, or `null` after recording and printing why the driver threw.
    private static float[] attempt(String name, String driver, Supplier<float[]> draw, Map<String, String> failures) {
        try {
            return draw.get();
        } catch (RuntimeException ex) {
            failures.put(name, "the " + driver + " driver threw " + ex);
            System.out.println("  FAIL " + name + ": " + failures.get(name));
            return null;
        }
    }

    // ------------------------------------------------------------------ presets

    /// The single-pass presets under `root` whose shader exists, one per shader file.
    static List<Preset> singlePassPresets(Path root) throws IOException {
        List<Path> files;
        try (Stream<Path> s = Files.walk(root)) {
            files = s.filter(p -> p.toString().endsWith(".cgp")).sorted().toList();
        }
        Map<Path, Preset> byShader = new TreeMap<>();
        for (Path f : files) {
            Map<String, String> keys = presetKeys(f);
            if (!"1".equals(keys.get("shaders")) || !keys.containsKey("shader0")) {
                continue;
            }
            Path shader = f.resolveSibling(keys.get("shader0")).normalize();
            if (Files.isRegularFile(shader)) {
                byShader.putIfAbsent(shader, new Preset(shader, root.relativize(shader).toString(),
                        "true".equals(keys.get("filter_linear0"))));
            }
        }
        return List.copyOf(byShader.values());
    }

    /// A preset's `key = value` lines, values without quotes or a trailing `#` comment.
    static Map<String, String> presetKeys(Path preset) throws IOException {
        Map<String, String> out = new LinkedHashMap<>();
        for (String line : Files.readAllLines(preset, StandardCharsets.ISO_8859_1)) {
            int hash = line.indexOf('#');
            String l = (hash >= 0 ? line.substring(0, hash) : line).strip();
            int eq = l.indexOf('=');
            if (eq > 0) {
                out.putIfAbsent(l.substring(0, eq).strip(), l.substring(eq + 1).strip().replace("\"", ""));
            }
        }
        return out;
    }

    // ------------------------------------------------------------------ compiling

    private static Prepared prepare(Preset p, Images.Rgba input) throws IOException {
        String text = new String(Files.readAllBytes(p.shader()), StandardCharsets.ISO_8859_1);
        Cg.Result vr = Cg.compile(p.shader().toString(), text, Cg.Options.defaults().withEntry("main_vertex"));
        Cg.Result fr = Cg.compile(p.shader().toString(), text, Cg.Options.defaults().withEntry("main_fragment"));
        for (Cg.Result r : List.of(vr, fr)) {
            if (!r.ok()) {
                return new Broken("does not compile: " + r.render().lines().filter(l -> l.contains("error")).findFirst()
                        .orElse(String.valueOf(r.errorKinds())).strip());
            }
        }
        String why = needsMoreThanInAndOneTexture(vr.reflection(), fr.reflection());
        if (why != null) {
            return new Excluded(why);
        }
        TgsiShader vs;
        TgsiShader fs;
        try {
            vs = TgsiLowering.lower(vr.module(), vr.info(), "main_vertex", TgsiLowering.Options.defaults()).shader();
            fs = TgsiLowering.lower(fr.module(), fr.info(), "main_fragment", TgsiLowering.Options.defaults()).shader();
        } catch (RuntimeException e) {
            return new Broken("TGSI lowering: " + e.getMessage());
        }
        List<CgQuadRig.Attribute> attributes = new ArrayList<>();
        for (Reflection.Varying v : vr.reflection().inputs()) {
            CgQuadRig.Attribute a = switch (v.semantic().toUpperCase(Locale.ROOT)) {
                case "POSITION", "ATTR0" -> CgQuadRig.Attribute.POSITION;
                case "TEXCOORD", "TEXCOORD0", "TEXCOORD1" -> CgQuadRig.Attribute.TEX_COORD;
                case "COLOR", "COLOR0", "DIFFUSE" -> CgQuadRig.Attribute.WHITE;
                default -> null;
            };
            if (a == null) {
                return new Excluded("vertex input " + v.name() + " : " + v.semantic()
                        + " (RetroArch feeds POSITION, TEXCOORD0, TEXCOORD1 and COLOR)");
            }
            while (attributes.size() <= v.tgsiIndex()) {
                attributes.add(null);
            }
            attributes.set(v.tgsiIndex(), a);
        }
        Reflection.Sampler s = fr.reflection().samplers().stream().filter(x -> x.view() >= 0).findFirst().orElseThrow();
        return new Ready(new CgQuadRig.Draw(vs, fs, attributes, constants(vr.reflection()), constants(fr.reflection()),
                input, Math.max(s.view(), s.sampler()), p.linear(), WIDTH, HEIGHT));
    }

    /// Why a program needs more than `IN` and one texture, or `null` when it does not. A float
    /// uniform with an initializer (`float table[16] = {...};` at global scope) needs nothing
    /// from the host: the Cg runtime loads its default, and so does this test.
    static String needsMoreThanInAndOneTexture(Reflection vertex, Reflection fragment) {
        for (Reflection r : List.of(vertex, fragment)) {
            for (Reflection.Uniform u : r.uniforms()) {
                if (u.name().startsWith("IN.")) {
                    if (!IN_VALUES.containsKey(u.name().substring(3))) {
                        return "uniform " + u.name() + " is not an IN member RetroArch sets";
                    }
                } else if (!isModelViewProjection(u) && (u.defaultValue() == null || shape(u.type()) == null)) {
                    return "uniform " + u.name() + " (" + u.type() + (u.defaultValue() == null ? "" : " with a default") + ")";
                }
            }
        }
        if (vertex.samplers().stream().anyMatch(s -> s.view() >= 0)) {
            return "samples a texture in the vertex program";
        }
        List<String> sampled = fragment.samplers().stream().filter(s -> s.view() >= 0).map(Reflection.Sampler::name).toList();
        if (sampled.size() != 1) {
            return "samples " + sampled.size() + " textures " + sampled;
        }
        return null;
    }

    private static boolean isModelViewProjection(Reflection.Uniform u) {
        String n = u.name().toLowerCase(Locale.ROOT);
        return u.type().equals("float4x4") && (n.equals("modelviewproj") || n.equals("mvpmatrix") || n.equals("mvp"));
    }

    /// Rows and columns of a float (`half`, `fixed`) scalar, vector or matrix type; `null` for
    /// others (int and bool constants are not floats in the buffer).
    private static int[] shape(String type) {
        Matcher m = FLOAT_TYPE.matcher(type);
        if (!m.matches()) {
            return null;
        }
        if (m.group(3) != null) {
            return new int[] {Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3))};
        }
        return new int[] {1, m.group(2) == null ? 1 : Integer.parseInt(m.group(2))};
    }

    private static final Pattern FLOAT_TYPE = Pattern.compile("(float|half|fixed)([1-4])?(?:x([1-4]))?");

    /// A stage's constant buffer filled from its own reflection: the `IN` values at their
    /// register and component, the identity at the model-view-projection matrix, and the
    /// default of every other uniform.
    static float[] constants(Reflection r) {
        int registers = r.uniforms().stream().mapToInt(u -> u.register() + u.registers()).max().orElse(0);
        float[] c = new float[registers * 4];
        for (Reflection.Uniform u : r.uniforms()) {
            float[] value;
            if (u.name().startsWith("IN.")) {
                value = IN_VALUES.get(u.name().substring(3));
            } else if (isModelViewProjection(u)) {
                value = new float[16];
                for (int i = 0; i < 4; i++) {
                    value[i * 5] = 1;
                }
            } else {
                value = new float[u.defaultValue().size()];
                for (int i = 0; i < value.length; i++) {
                    value[i] = u.defaultValue().get(i).floatValue();
                }
            }
            put(c, u, value);
        }
        return c;
    }

    /// Stores a leaf's row-major components where the reflection puts it: a vector or scalar at
    /// its offset, a matrix one row per register, or per 8 bytes for two-column rows.
    private static void put(float[] c, Reflection.Uniform u, float[] rowMajor) {
        int[] rc = shape(u.type());
        int rowStride = rc[0] == 1 ? 0 : rc[1] == 2 ? 2 : 4;
        for (int row = 0; row < rc[0]; row++) {
            System.arraycopy(rowMajor, row * rc[1], c, u.offset() / 4 + row * rowStride, rc[1]);
        }
    }

    private static String summary(Map<String, String> excluded) {
        Map<String, Integer> byKind = new TreeMap<>();
        for (String why : excluded.values()) {
            String kind = why.startsWith("uniform ") ? "other uniforms"
                    : why.startsWith("samples a texture in the vertex") ? "vertex texture"
                    : why.startsWith("samples ") ? "not one texture" : why.startsWith("vertex input") ? "other vertex inputs" : "other";
            byKind.merge(kind, 1, Integer::sum);
        }
        return String.join(", ", byKind.entrySet().stream().map(e -> e.getValue() + " " + e.getKey()).toList());
    }
}
