package dev.tungsten.gl;

import java.util.Map;

import dev.tungsten.pipe.PipeException;
import dev.tungsten.pipe.Screen;
import dev.tungsten.pipe.ScreenProvider;

/// Registers the OpenGL driver with `dev.tungsten.pipe.Drivers` as `gl`: `--driver gl` on the
/// command line, `-Dtungsten.driver=gl` or `TUNGSTEN_DRIVER=gl` for programs.
///
/// Options: `debug` (`true` checks `glGetError` and KHR_debug after every OpenGL call; default
/// from `tungsten.gl.debug` / `TUNGSTEN_GL_DEBUG`) and `version` (`4.5` or `3.3`: the highest
/// OpenGL version to ask for).
public final class GlScreenProvider implements ScreenProvider {
    @Override
    public String name() {
        return "gl";
    }

    @Override
    public String summary() {
        return "OpenGL through LWJGL on a headless EGL context (TGSI translated to GLSL; Mesa llvmpipe without a GPU)";
    }

    @Override
    public Screen createScreen(Map<String, String> options) {
        boolean debug = options.containsKey("debug") ? Boolean.parseBoolean(options.get("debug")) : GlDebug.requested();
        String v = options.getOrDefault("version", "4.5");
        EglContext.Version version = switch (v) {
            case "4.5" -> EglContext.Version.GL45;
            case "3.3" -> EglContext.Version.GL33;
            default -> throw new PipeException("createScreen", "version must be 4.5 or 3.3, got '" + v + "'");
        };
        try {
            return new GlScreen(new EglContext.Options(version, debug));
        } catch (GlException e) {
            throw new PipeException("createScreen", e.getMessage(), e);
        }
    }
}
