package dev.tungsten.cli.scene;

import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.TgsiShader;
import dev.tungsten.tgsi.TgsiText;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/// The shaders that ship with the scene renderer, TGSI text in this package's resources
/// (`shaders/*.vert`, `shaders/*.frag`): `lit` (Blinn-Phong lighting of a texture times a
/// colour) and `unlit` (texture times colour). Both read the standard constants of [Scene].
public final class BuiltinShaders {
    private BuiltinShaders() {}

    /// The pairs scenes name as `builtin:NAME`.
    public static final List<String> NAMES = List.of("lit", "unlit");

    /// One stage of a built-in pair; errors are located at `at` (the scene value naming it).
    static TgsiShader stage(String name, Processor stage, Json.Value at) {
        String file = "shaders/" + name + (stage == Processor.VERT ? ".vert" : ".frag");
        try (InputStream in = BuiltinShaders.class.getResourceAsStream(file)) {
            if (in == null) {
                throw at.error("no built-in " + stage.text() + " shader \"" + name + "\"");
            }
            return TgsiText.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), "builtin:" + file);
        } catch (IOException e) {
            throw at.error("cannot read built-in shader " + file + ": " + e.getMessage());
        }
    }

    /// A built-in pair with its uniforms.
    static Scene.Shaders pair(String name, Json.Value at) {
        return switch (name) {
            case "lit" -> new Scene.Shaders("builtin:lit", stage("lit", Processor.VERT, at), stage("lit", Processor.FRAG, at),
                    List.of("color", "specular"), List.of(new float[] {1, 1, 1, 1}, new float[] {0.5f, 0.5f, 0.5f, 32}));
            case "unlit" -> new Scene.Shaders("builtin:unlit", stage("lit", Processor.VERT, at),
                    stage("unlit", Processor.FRAG, at), List.of("color"), List.of(new float[] {1, 1, 1, 1}));
            default -> throw at.error("unknown built-in shaders \"" + name + "\" (expected " + String.join(", ", NAMES) + ")");
        };
    }
}
