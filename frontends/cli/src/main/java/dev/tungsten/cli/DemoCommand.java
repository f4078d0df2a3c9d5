package dev.tungsten.cli;

import dev.tungsten.cli.scene.SceneReader;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

/// `tungsten demo`: renders the built-in demo scene (depth, mipmapped textures, lighting,
/// blending) to `demo.png` and says where it went and how long it took.
final class DemoCommand implements Command {
    /// The demo scene, a resource of the scene package.
    static final String SCENE = "/dev/tungsten/cli/scene/demo.json";

    @Override public String name() { return "demo"; }
    @Override public String usage() { return "[-o demo.png] [--driver NAME] [--size WxH] [--threads N] [--backend jit|jit-exact|interp]"; }
    @Override public String summary() { return "render the built-in demo scene to demo.png"; }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        RenderOptions o = RenderOptions.parse(args, "demo.png");
        if (!o.positional.isEmpty()) {
            throw new Main.UsageException("unexpected argument '" + o.positional.get(0) + "'");
        }
        return o.render(SceneReader.parse(sceneText(), "builtin:demo.json", Path.of(".")), out, err);
    }

    static String sceneText() throws IOException {
        try (InputStream in = DemoCommand.class.getResourceAsStream(SCENE)) {
            if (in == null) {
                throw new IOException("the demo scene resource is missing");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
