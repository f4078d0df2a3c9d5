package dev.tungsten.cli;

import dev.tungsten.cli.scene.SceneException;
import dev.tungsten.cli.scene.SceneReader;
import dev.tungsten.pipe.PipeException;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;

/// `tungsten render SCENE -o OUT.png`: renders a JSON scene (see the module README) to a PNG.
final class RenderCommand implements Command {
    @Override public String name() { return "render"; }
    @Override public String usage() { return "SCENE.json -o OUT.png [--driver NAME] [--size WxH] [--threads N] [--backend jit|jit-exact|interp]"; }
    @Override public String summary() { return "render a JSON scene to a PNG"; }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        RenderOptions o = RenderOptions.parse(args, null);
        if (o.positional.size() != 1) {
            throw new Main.UsageException("expected one scene file, got " + o.positional.size());
        }
        try {
            return o.render(SceneReader.read(Path.of(o.positional.get(0))), out, err);
        } catch (SceneException | PipeException e) {
            err.println(e.getMessage());
            return 1;
        }
    }
}
