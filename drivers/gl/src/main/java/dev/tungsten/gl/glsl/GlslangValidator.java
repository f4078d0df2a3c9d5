package dev.tungsten.gl.glsl;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/// Runs Khronos' reference compiler, `glslangValidator`, on translated GLSL: an independent
/// check that the translator writes valid GLSL, not merely GLSL that Mesa happens to accept.
///
/// glslang does not implement every extension Mesa offers under GLSL 3.30 (compute shaders,
/// `precise`, `imulExtended` and GS `invocations` through `GL_ARB_gpu_shader5`, viewport arrays)
/// nor `GL_EXT_shader_framebuffer_fetch` on desktop GL; [#judges] tells which shaders it can
/// rule on.
public final class GlslangValidator {
    /// The outcome: whether glslang accepted the shader, and what it printed.
    public record Result(boolean accepted, String log) {}

    private static final Path BINARY = findBinary();

    private GlslangValidator() {}

    private static Path findBinary() {
        String path = System.getenv("PATH");
        if (path != null) {
            for (String dir : path.split(java.io.File.pathSeparator)) {
                Path p = Path.of(dir, "glslangValidator");
                if (Files.isExecutable(p)) {
                    return p;
                }
            }
        }
        Path usr = Path.of("/usr/bin/glslangValidator");
        return Files.isExecutable(usr) ? usr : null;
    }

    /// Whether `glslangValidator` was found on the PATH.
    public static boolean isAvailable() {
        return BINARY != null;
    }

    /// Features glslang 12 does not implement as extensions of GLSL 3.30 (checked against its
    /// errors: 64-bit integers, buffer atomics, `textureQueryLevels`, `precise`, `imulExtended`,
    /// compute shaders, GS `invocations` and `dFdxFine` are refused there, though Mesa accepts them).
    private static final Set<GlslFeature> NOT_IN_GLSLANG_330 = Set.of(GlslFeature.GPU_SHADER5, GlslFeature.GS_INVOCATIONS,
            GlslFeature.INT64, GlslFeature.STORAGE_BUFFERS, GlslFeature.TEXTURE_QUERY_LEVELS, GlslFeature.COMPUTE,
            GlslFeature.VIEWPORT_LAYER_ARRAY, GlslFeature.VIEWPORT_ARRAY, GlslFeature.FRAGMENT_LAYER_VIEWPORT,
            GlslFeature.ATOMIC_COUNTERS, GlslFeature.IMAGES, GlslFeature.IMAGE_SIZE, GlslFeature.DERIVATIVE_CONTROL);

    /// Whether glslang can rule on `shader`: false for the extension/version combinations it does
    /// not implement (see the class comment and [#NOT_IN_GLSLANG_330]).
    public static boolean judges(GlslShader shader) {
        Set<GlslFeature> f = shader.features();
        if (f.contains(GlslFeature.FRAMEBUFFER_FETCH)) {
            return false;
        }
        if (shader.source().startsWith("#version 330")) {
            for (GlslFeature feature : f) {
                if (NOT_IN_GLSLANG_330.contains(feature)) {
                    return false;
                }
            }
        }
        return true;
    }

    /// Validates `shader` (for OpenGL, not Vulkan).
    /// @throws IllegalStateException when the validator is not installed
    public static Result validate(GlslShader shader) {
        return validateAll(List.of(shader)).getFirst();
    }

    /// Validates several shaders with one run of the validator (one process start for all of them),
    /// returning one result per shader, in order.
    /// @throws IllegalStateException when the validator is not installed
    public static List<Result> validateAll(List<GlslShader> shaders) {
        if (BINARY == null) {
            throw new IllegalStateException("glslangValidator is not installed (Debian: apt-get install glslang-tools)");
        }
        if (shaders.isEmpty()) {
            return List.of();
        }
        Path dir = null;
        try {
            dir = Files.createTempDirectory("tungsten-glslang");
            List<String> command = new ArrayList<>(List.of(BINARY.toString()));
            List<String> names = new ArrayList<>();
            for (int i = 0; i < shaders.size(); i++) {
                String name = "s" + i + "." + stageSuffix(shaders.get(i));
                Files.writeString(dir.resolve(name), shaders.get(i).source());
                names.add(name);
                command.add(name);
            }
            Process p = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true).start();
            p.getOutputStream().close();
            String log;
            try (InputStream out = p.getInputStream()) {
                log = new String(out.readAllBytes(), StandardCharsets.UTF_8);
            }
            if (!p.waitFor(120, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new IllegalStateException("glslangValidator timed out");
            }
            return parse(log, names);
        } catch (IOException e) {
            throw new IllegalStateException("cannot run glslangValidator: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while validating", e);
        } finally {
            if (dir != null) {
                try (var files = Files.list(dir)) {
                    for (Path f : files.toList()) {
                        Files.deleteIfExists(f);
                    }
                    Files.deleteIfExists(dir);
                } catch (IOException ignored) {
                    // A temporary directory left behind is harmless.
                }
            }
        }
    }

    /// Splits the validator's output, which names each file on a line of its own before that
    /// file's messages, into one result per file.
    private static List<Result> parse(String log, List<String> names) {
        if (names.size() == 1) {
            // With one file the validator does not print its name.
            String text = log.strip();
            return List.of(new Result(!text.contains("ERROR:"), text));
        }
        List<StringBuilder> sections = new ArrayList<>();
        int current = -1;
        for (String line : log.split("\n")) {
            int index = names.indexOf(line.strip());
            if (index == current + 1 && index >= 0) {
                current = index;
                sections.add(new StringBuilder());
            } else if (current >= 0) {
                sections.get(current).append(line).append('\n');
            }
        }
        List<Result> results = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            String text = i < sections.size() ? sections.get(i).toString().strip() : "no output for " + names.get(i);
            boolean error = i >= sections.size() || text.contains("ERROR:");
            results.add(new Result(!error, text));
        }
        return results;
    }

    private static String stageSuffix(GlslShader shader) {
        return switch (shader.stage()) {
            case VERT -> "vert";
            case FRAG -> "frag";
            case GEOM -> "geom";
            case COMP -> "comp";
            case TESS_CTRL -> "tesc";
            case TESS_EVAL -> "tese";
            default -> throw new IllegalArgumentException("no glslang stage for " + shader.stage());
        };
    }
}
