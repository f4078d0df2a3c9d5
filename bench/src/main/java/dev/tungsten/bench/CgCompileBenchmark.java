package dev.tungsten.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.stream.Stream;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;
import org.openjdk.jmh.runner.RunnerException;

import dev.tungsten.cg.Cg;
import dev.tungsten.cg.Preprocessor;
import dev.tungsten.ir.TgsiLowering;
import dev.tungsten.ir.TgsiLoweringException;

/// Compile time of the Cg front end over the 354 libretro shaders of `corpus/cg-libretro-dev`:
/// per shader, preprocess and parse the file once ([Cg#parse]), then analyse, validate and lower
/// `main_vertex` and `main_fragment` to TGSI (two [Cg#compile] calls on the parsed file, as a
/// host compiling both programs of a pass makes), after
/// warm-up. Each file and its include closure are read once, in setup, and served from memory
/// through a [Preprocessor.IncludeLoader], so the figures hold no file-system time. [#run]
/// warms the compiler on the whole corpus, runs one JMH benchmark per shader in the same JVM
/// ([CompileBench]) and prints the median, 90th percentile and maximum of the per-shader
/// averages (the goal: a median under 1 ms).
///
/// ```
/// ./tungsten bench cg [--quick] [--shelf DIR] [--files scalenx/shaders/scale3x.cg,stock.cg]
/// ```
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 200, timeUnit = TimeUnit.MILLISECONDS)
@Measurement(iterations = 5, time = 200, timeUnit = TimeUnit.MILLISECONDS)
@Fork(1)
public class CgCompileBenchmark {
    /// The entry points compiled, when the file defines them (libretro's pair).
    static final List<String> ENTRIES = List.of("main_vertex", "main_fragment");

    /// The shader's path within `corpus/cg-libretro-dev`, with `/` separators.
    @Param({"stock.cg"})
    public String file;

    /// The shelf directory (`../shared` unless `-Dtungsten.shared` says otherwise).
    @Param({""})
    public String shelf;

    private Program program;

    static Path inputs(String shelf) {
        return CompileBench.shelfRoot(shelf).resolve("corpus/cg-libretro-dev");
    }

    @Setup(Level.Trial)
    public void load() {
        program = Program.load(inputs(shelf), file);
    }

    @Benchmark
    public void compile(Blackhole bh) {
        program.compile(bh::consume);
    }

    /// One shader held in memory: `text` is the file named `path` (absolute, so that quoted
    /// includes resolve next to it), `includes` every file its preprocessing read, by the path
    /// the preprocessor asked for, and `entries` those of [#ENTRIES] it defines.
    record Program(String path, String text, Map<Path, String> includes, List<String> entries) {
        /// Reads `file` of `dir` and its include closure (found by preprocessing it once with a
        /// loader that records what it reads).
        static Program load(Path dir, String file) {
            Path p = dir.resolve(file).toAbsolutePath().normalize();
            String text = Preprocessor.IncludeLoader.FILE_SYSTEM.load(p);
            if (text == null) {
                throw new IllegalStateException(p + " is absent: this benchmark needs the project shelf (../shared)");
            }
            Map<Path, String> includes = new HashMap<>();
            Preprocessor.IncludeLoader recorder = path -> {
                String t = Preprocessor.IncludeLoader.FILE_SYSTEM.load(path);
                if (t != null) {
                    includes.put(path, t);
                }
                return t;
            };
            List<String> found = Cg.entryPoints(p.toString(), text, Cg.Options.defaults().withLoader(recorder));
            return new Program(p.toString(), text, Map.copyOf(includes), found.stream().filter(ENTRIES::contains).toList());
        }

        /// The compile options: defaults (no `-D`, so libretro parameters are `#define`s), the
        /// includes from memory.
        Cg.Options options() {
            return Cg.Options.defaults().withLoader(includes::get);
        }

        /// Compiles every entry point to TGSI, handing each result to `sink`; returns how many
        /// did not reach TGSI.
        int compile(Consumer<Object> sink) {
            Cg.Options options = options();
            Cg.Parsed parsed = Cg.parse(path, text, options);
            int failed = 0;
            for (String entry : entries) {
                Cg.Result r = Cg.compile(parsed, options.withEntry(entry));
                sink.accept(r);
                if (!r.ok()) {
                    failed++;
                    continue;
                }
                try {
                    sink.accept(TgsiLowering.lower(r.module(), r.info(), entry, TgsiLowering.Options.defaults()));
                } catch (TgsiLoweringException e) {
                    sink.accept(e);
                    failed++;
                }
            }
            return failed;
        }
    }

    /// Every `.cg` file below `dir` (its path within `dir`, `/`-separated), sorted, or those named
    /// by `only` when it is not empty.
    static List<String> shaders(Path dir, List<String> only) throws IOException {
        List<String> files = new ArrayList<>();
        try (Stream<Path> s = Files.walk(dir)) {
            s.filter(p -> p.toString().endsWith(".cg") && Files.isRegularFile(p))
                    .map(p -> dir.relativize(p).toString().replace('\\', '/'))
                    .filter(n -> only.isEmpty() || only.contains(n)).sorted().forEach(files::add);
        }
        return files;
    }

    /// Runs the benchmark over the corpus; returns the exit status (0 with a notice when the
    /// corpus is absent: users who clone the project do not have the shelf).
    public static int run(List<String> args, PrintStream out) throws RunnerException, IOException {
        CompileBench.Options o = CompileBench.Options.parse(args, "scalenx/shaders/scale3x.cg,stock.cg");
        Path dir = inputs(o.shelf());
        if (!Files.isDirectory(dir)) {
            out.println("NOTICE: " + dir + " is absent (the project shelf, ../shared); nothing to measure");
            return 0;
        }
        List<String> files = shaders(dir, o.files());
        if (files.isEmpty()) {
            throw new IllegalArgumentException("no shader named " + o.files() + " in " + dir
                    + " (names are paths within it, e.g. scalenx/shaders/scale3x.cg)");
        }
        CompileBench.Settings settings = o.settings();
        out.println(settings.describe("Cg compile time (main_vertex and main_fragment to TGSI)", files.size(), dir));
        List<String> failing = warmUp(dir, files, settings.rounds());
        if (!failing.isEmpty()) {
            out.println("NOTICE: " + failing.size() + " shaders do not compile to TGSI, their times are of the failing "
                    + "compile: " + String.join(", ", failing));
        }
        Map<String, Double> perShader = CompileBench.measure(CgCompileBenchmark.class, files,
                CompileBench.shelfRoot(o.shelf()), settings);
        out.println(CompileTimes.of(perShader).report());
        return 0;
    }

    /// Compiles every shader `rounds` times, so the JIT has compiled the front end's code paths;
    /// returns the shaders with an entry point that did not reach TGSI, or with neither entry point.
    private static List<String> warmUp(Path dir, List<String> files, int rounds) {
        List<Program> programs = files.stream().map(f -> Program.load(dir, f)).toList();
        List<String> failing = new ArrayList<>();
        int[] results = {0};
        for (int round = 0; round < rounds; round++) {
            for (int i = 0; i < programs.size(); i++) {
                int failed = programs.get(i).compile(x -> results[0]++);
                if (round == 0 && (failed > 0 || programs.get(i).entries().isEmpty())) {
                    failing.add(files.get(i));
                }
            }
        }
        return failing;
    }
}
