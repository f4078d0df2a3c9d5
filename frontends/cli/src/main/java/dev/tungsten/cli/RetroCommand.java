package dev.tungsten.cli;

import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import dev.tungsten.pipe.Drivers;
import dev.tungsten.pipe.PipeException;
import dev.tungsten.pipe.Screen;
import dev.tungsten.retro.Image;
import dev.tungsten.retro.Preset;
import dev.tungsten.retro.PresetReader;
import dev.tungsten.retro.RetroChain;
import dev.tungsten.retro.RetroException;

/// `tungsten retro PRESET.cgp|SHADER.cg INPUT.png|INPUT_DIR -o OUT.png|OUT_DIR ...`: runs a
/// libretro shader preset over an image, or over a folder of images as consecutive frames, on
/// any pipe driver, as RetroArch would show it in a window `--scale` times the input's size.
///
/// Nothing is written unless the chain opens: the preset is read, every pass compiled and every
/// lookup texture loaded first, so a bad preset leaves no file behind; each PNG is written whole
/// or not at all ([Image#write]). Errors print as `file:line: message` with exit status 1.
final class RetroCommand implements Command {
    /// RetroArch's default `video_scale`: the window is 3 times the core's frame.
    static final double DEFAULT_SCALE = 3;
    /// The largest viewport side accepted, which every driver here can render into.
    static final int MAX_SIDE = 16384;
    private static final long PROGRESS_NANOS = 1_000_000_000L;

    @Override public String name() { return "retro"; }

    @Override public String usage() {
        return "PRESET.cgp|SHADER.cg INPUT.png|INPUT_DIR -o OUT.png|OUT_DIR [--scale N | --size WxH] [--frames N]"
                + " [--param NAME=V]... [--driver soft|gl|vk] [--time]";
    }

    @Override public String summary() { return "run a libretro Cg shader preset (.cgp) or shader over an image or a folder of frames"; }

    /// The parsed command line.
    private record Arguments(Path preset, Path input, Path output, double scale, int width, int height, int frames,
                             boolean framesGiven, Map<String, Float> parameters, String driver, boolean time) {}

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        Arguments a = parse(args);
        try {
            return run(a, out, err);
        } catch (RetroException | PipeException e) {
            err.println(e.getMessage());
            return 1;
        }
    }

    private static Arguments parse(List<String> args) throws Main.UsageException {
        List<String> positional = new ArrayList<>();
        Path output = null;
        double scale = 0;
        int width = 0, height = 0, frames = 1;
        boolean framesGiven = false, time = false;
        String driver = "soft";
        Map<String, Float> parameters = new LinkedHashMap<>();
        for (int i = 0; i < args.size(); i++) {
            String opt = args.get(i);
            switch (opt) {
                case "-o", "--output" -> output = Path.of(value(args, ++i, opt));
                case "--driver" -> driver = value(args, ++i, opt);
                case "--time" -> time = true;
                case "--scale" -> {
                    String s = value(args, ++i, opt);
                    scale = number(s, "--scale takes a positive number, for example 3; got '" + s + "'");
                    if (!(scale > 0) || Double.isInfinite(scale)) {
                        throw new Main.UsageException("--scale takes a positive number, for example 3; got '" + s + "'");
                    }
                }
                case "--size" -> {
                    String s = value(args, ++i, opt);
                    String[] wh = s.toLowerCase(Locale.ROOT).split("x", -1);
                    width = wh.length == 2 ? (int) number(wh[0], "") : -1;
                    height = wh.length == 2 ? (int) number(wh[1], "") : -1;
                    if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE
                            || !s.toLowerCase(Locale.ROOT).equals(width + "x" + height)) {
                        throw new Main.UsageException("--size takes WIDTHxHEIGHT with sides 1.." + MAX_SIDE + "; got '" + s + "'");
                    }
                }
                case "--frames" -> {
                    String s = value(args, ++i, opt);
                    frames = (int) number(s, "");
                    if (frames < 1 || !s.equals(Integer.toString(frames))) {
                        throw new Main.UsageException("--frames takes a whole number of at least 1; got '" + s + "'");
                    }
                    framesGiven = true;
                }
                case "--param" -> {
                    String s = value(args, ++i, opt);
                    int eq = s.indexOf('=');
                    String message = "--param takes NAME=VALUE with a number VALUE; got '" + s + "'";
                    if (eq < 1) {
                        throw new Main.UsageException(message);
                    }
                    double v = number(s.substring(eq + 1), message);
                    if (Double.isNaN(v) || Double.isInfinite(v)) {
                        throw new Main.UsageException(message);
                    }
                    parameters.put(s.substring(0, eq), (float) v);
                }
                default -> {
                    if (opt.startsWith("-") && opt.length() > 1) {
                        throw new Main.UsageException("unknown option '" + opt + "'");
                    }
                    positional.add(opt);
                }
            }
        }
        if (positional.size() != 2) {
            throw new Main.UsageException("expected a preset (or shader) and an input, got " + positional.size() + " arguments");
        }
        if (output == null) {
            throw new Main.UsageException("missing -o OUT.png (or OUT_DIR)");
        }
        if (scale > 0 && width > 0) {
            throw new Main.UsageException("--scale and --size exclude each other");
        }
        return new Arguments(Path.of(positional.get(0)), Path.of(positional.get(1)), output,
                scale > 0 ? scale : DEFAULT_SCALE, width, height, frames, framesGiven, parameters, driver, time);
    }

    /// A number, or a usage error with `message` (when empty, the number is 0 so that the
    /// caller's range check reports it).
    private static double number(String s, String message) throws Main.UsageException {
        try {
            return Double.parseDouble(s.strip());
        } catch (NumberFormatException e) {
            if (message.isEmpty()) {
                return 0;
            }
            throw new Main.UsageException(message);
        }
    }

    private static String value(List<String> args, int i, String option) throws Main.UsageException {
        if (i >= args.size()) {
            throw new Main.UsageException(option + " needs a value");
        }
        return args.get(i);
    }

    private int run(Arguments a, PrintStream out, PrintStream err) throws IOException, Main.UsageException {
        Preset preset = PresetReader.read(a.preset());
        preset.warnings().forEach(err::println);
        // the frames: each PNG of a folder once, or one image `--frames` times
        List<Path> inputs;
        Path outputDir;
        if (Files.isDirectory(a.input())) {
            if (a.framesGiven()) {
                throw new Main.UsageException("--frames applies to a single input image; a folder runs each of its PNGs once");
            }
            try (Stream<Path> s = Files.list(a.input())) {
                inputs = s.filter(p -> p.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".png"))
                        .sorted((p, q) -> p.getFileName().toString().compareTo(q.getFileName().toString())).toList();
            }
            if (inputs.isEmpty()) {
                err.println(a.input() + ": no .png files in the folder");
                return 1;
            }
            outputDir = a.output();
        } else {
            inputs = Collections.nCopies(a.frames(), a.input());
            boolean toFolder = Files.isDirectory(a.output()) || a.output().toString().endsWith("/")
                    || a.output().toString().endsWith(File.separator);
            outputDir = toFolder ? a.output() : null;
        }
        if (outputDir != null && Files.exists(outputDir) && !Files.isDirectory(outputDir)) {
            err.println(outputDir + ": a folder of frames is written here, but it is a file");
            return 1;
        }
        Image first = Image.read(inputs.getFirst());
        int vw = a.width() > 0 ? a.width() : (int) Math.round(first.width() * a.scale());
        int vh = a.height() > 0 ? a.height() : (int) Math.round(first.height() * a.scale());
        if (vw < 1 || vh < 1 || vw > MAX_SIDE || vh > MAX_SIDE) {
            err.println(inputs.getFirst() + ": the viewport " + first.width() + "x" + first.height() + " times "
                    + a.scale() + " is " + vw + "x" + vh + ", outside 1.." + MAX_SIDE + " per side");
            return 1;
        }
        long start = System.nanoTime();
        try (Screen screen = Drivers.byName(a.driver()).createScreen(Map.of());
             RetroChain chain = RetroChain.open(screen, preset, new RetroChain.Options(a.parameters(), a.time()))) {
            // the preset's own warnings are printed above; the chain adds what it finds in the shaders
            Set<String> printed = preset.warnings().stream().map(Preset.Warning::toString).collect(Collectors.toSet());
            chain.warnings().stream().filter(w -> !printed.contains(w)).forEach(err::println);
            FrameTimes times = new FrameTimes(preset);
            long lastProgress = start;
            boolean progressShown = false;
            Image image = first;
            Path written = null;
            for (int f = 0; f < inputs.size(); f++) {
                if (f > 0 && !inputs.get(f).equals(inputs.get(f - 1))) {
                    image = Image.read(inputs.get(f));
                }
                RetroChain.Frame frame = chain.render(image, vw, vh);
                times.add(frame);
                if (a.time()) {
                    out.println(times.line(f, frame));
                }
                if (outputDir != null || f == inputs.size() - 1) {
                    written = outputDir == null ? a.output() : outputDir.resolve(Files.isDirectory(a.input())
                            ? inputs.get(f).getFileName().toString() : String.format("frame-%04d.png", f));
                    frame.toImage().write(written);
                }
                long now = System.nanoTime();
                // with --time each frame prints its own line already
                if (!a.time() && now - lastProgress > PROGRESS_NANOS && f + 1 < inputs.size()) {
                    err.print("\rframe " + (f + 1) + "/" + inputs.size() + "   ");
                    err.flush();
                    lastProgress = now;
                    progressShown = true;
                }
            }
            if (progressShown) {
                err.print("\r" + " ".repeat(40) + "\r");
                err.flush();
            }
            if (a.time()) {
                out.println(times.mean());
            }
            out.printf("wrote %s (%dx%d, %d frame%s, %d pass%s) in %.2f s with %s%n",
                    outputDir != null ? outputDir : written, vw, vh, inputs.size(), inputs.size() == 1 ? "" : "s",
                    preset.passes().size(), preset.passes().size() == 1 ? "" : "es",
                    (System.nanoTime() - start) / 1e9, screen.description());
        }
        return 0;
    }

    /// Sums of frame and pass times, for `--time`.
    private static final class FrameTimes {
        private final List<String> passNames = new ArrayList<>();
        private long totalNanos;
        private final long[] passNanos;
        private int frames;

        FrameTimes(Preset preset) {
            for (Preset.Pass p : preset.passes()) {
                passNames.add("pass " + p.index() + " (" + p.shader().getFileName() + ")");
            }
            passNanos = new long[passNames.size()];
        }

        void add(RetroChain.Frame frame) {
            frames++;
            totalNanos += frame.totalNanos();
            for (int i = 0; i < passNanos.length && i < frame.passNanos().length; i++) {
                passNanos[i] += frame.passNanos()[i];
            }
        }

        String line(int index, RetroChain.Frame frame) {
            return String.format(Locale.ROOT, "frame %d: %.3f ms", index, frame.totalNanos() / 1e6) + passes(frame.passNanos(), 1);
        }

        String mean() {
            return String.format(Locale.ROOT, "mean of %d frame%s: %.3f ms", frames, frames == 1 ? "" : "s",
                    totalNanos / 1e6 / frames) + passes(passNanos, frames);
        }

        private String passes(long[] nanos, int divisor) {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < passNames.size() && i < nanos.length; i++) {
                sb.append(String.format(Locale.ROOT, ", %s %.3f ms", passNames.get(i), nanos[i] / 1e6 / divisor));
            }
            return sb.toString();
        }
    }
}
