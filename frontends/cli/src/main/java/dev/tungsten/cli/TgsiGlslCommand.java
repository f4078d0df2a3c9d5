package dev.tungsten.cli;

import java.util.List;
import java.util.Set;

import dev.tungsten.gl.glsl.GlslOptions;
import dev.tungsten.gl.glsl.GlslShader;
import dev.tungsten.gl.glsl.GlslTranslator;
import dev.tungsten.gl.glsl.GlslVersion;
import dev.tungsten.gl.glsl.GlslangValidator;
import dev.tungsten.tgsi.TgsiException;
import dev.tungsten.tgsi.TgsiShader;

/// `tungsten tgsi glsl [--330] [--validate] FILE...`: prints the GLSL the OpenGL driver makes of
/// each shader: GLSL 4.50 core, or 3.30 core with `--330`, assuming every extension the
/// translator knows is available. `--validate` also runs `glslangValidator` on the result and
/// reports its rejection as an error.
final class TgsiGlslCommand extends TgsiFileCommand {
    @Override public String name() { return "tgsi glsl"; }

    @Override public String usage() { return "[--330] [--validate] FILE..."; }

    @Override public String summary() { return "translate TGSI to the OpenGL driver's GLSL (4.50, or 3.30)"; }

    @Override
    List<String> options() {
        return List.of("--330", "--validate");
    }

    @Override
    String render(TgsiShader shader, Set<String> options) {
        GlslVersion version = options.contains("--330") ? GlslVersion.V330 : GlslVersion.V450;
        GlslShader glsl = GlslTranslator.translate(shader, GlslOptions.permissive(version));
        if (options.contains("--validate") && GlslangValidator.judges(glsl)) {
            GlslangValidator.Result r = GlslangValidator.validate(glsl);
            if (!r.accepted()) {
                throw new TgsiException(TgsiException.Location.UNKNOWN, "glslangValidator rejected the GLSL: " + r.log());
            }
        }
        return glsl.source();
    }
}
