package dev.tungsten.cli;

import dev.tungsten.cli.scene.Images;
import dev.tungsten.cli.scene.Scene;
import dev.tungsten.cli.scene.SceneRenderer;
import dev.tungsten.pipe.Drivers;
import dev.tungsten.pipe.Screen;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/// The options `render` and `demo` share (`-o FILE`, `--driver NAME`, `--size WxH`,
/// `--threads N`, `--backend jit|jit-exact|interp` for the software driver) and the rendering they both do: pick the driver, render, write the PNG, and
/// report where and how long.
final class RenderOptions {
    Path output;
    String driver = Drivers.defaultName();
    int width, height;
    final Map<String, String> driverOptions = new HashMap<>();
    final List<String> positional = new ArrayList<>();

    /// Parses `args`; `defaultOutput` may be null (then `-o` is required).
    static RenderOptions parse(List<String> args, String defaultOutput) throws Main.UsageException {
        RenderOptions o = new RenderOptions();
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            switch (a) {
                case "-o", "--output" -> o.output = Path.of(value(args, ++i, a));
                case "--driver" -> o.driver = value(args, ++i, a);
                case "--threads" -> o.driverOptions.put("threads", value(args, ++i, a));
                case "--backend" -> o.driverOptions.put("backend", value(args, ++i, a));
                case "--size" -> {
                    String s = value(args, ++i, a);
                    String[] wh = s.toLowerCase(java.util.Locale.ROOT).split("x");
                    try {
                        o.width = Integer.parseInt(wh[0]);
                        o.height = Integer.parseInt(wh[1]);
                    } catch (RuntimeException e) {
                        throw new Main.UsageException("--size takes WIDTHxHEIGHT, for example 800x600; got '" + s + "'");
                    }
                    if (wh.length != 2 || o.width < 1 || o.height < 1 || o.width > 8192 || o.height > 8192) {
                        throw new Main.UsageException("--size takes WIDTHxHEIGHT with sides 1..8192; got '" + s + "'");
                    }
                }
                default -> {
                    if (a.startsWith("-")) {
                        throw new Main.UsageException("unknown option '" + a + "'");
                    }
                    o.positional.add(a);
                }
            }
        }
        if (o.output == null) {
            if (defaultOutput == null) {
                throw new Main.UsageException("missing -o OUTPUT.png");
            }
            o.output = Path.of(defaultOutput);
        }
        return o;
    }

    private static String value(List<String> args, int i, String option) throws Main.UsageException {
        if (i >= args.size()) {
            throw new Main.UsageException(option + " needs a value");
        }
        return args.get(i);
    }

    /// Renders `scene` with the chosen driver, writes the PNG and prints where it went, how big,
    /// how long it took and with what. A progress line goes to `err` while rendering takes long.
    int render(Scene scene, PrintStream out, PrintStream err) throws IOException {
        int w = width > 0 ? width : scene.width(), h = height > 0 ? height : scene.height();
        long start = System.nanoTime();
        Images.Rgba image;
        String what;
        try (Screen screen = Drivers.byName(driver).createScreen(driverOptions)) {
            what = screen.description();
            long[] lastReport = {start};
            boolean[] reported = {false};
            image = SceneRenderer.render(scene, screen, w, h, (done, total) -> {
                long now = System.nanoTime();
                if (now - start > 500_000_000L && now - lastReport[0] > 200_000_000L || reported[0] && done == total) {
                    err.print("\rrendering: " + done + "/" + total + " objects submitted"
                            + (done == total ? ", rasterizing..." : "") + "   ");
                    err.flush();
                    lastReport[0] = now;
                    reported[0] = true;
                }
            });
            if (reported[0]) {
                err.print("\r" + " ".repeat(60) + "\r");
                err.flush();
            }
        }
        Images.write(output, image);
        double seconds = (System.nanoTime() - start) / 1e9;
        out.printf("wrote %s (%dx%d, %d objects) in %.2f s with %s%n", output, w, h, scene.objects().size(), seconds, what);
        return 0;
    }
}
