package dev.tungsten.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
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
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

import dev.tungsten.ir.EntryPoint;
import dev.tungsten.ir.GlobalVariable;
import dev.tungsten.ir.Handle;
import dev.tungsten.ir.OverrideConstant;
import dev.tungsten.ir.TgsiLowering;
import dev.tungsten.ir.TgsiLoweringException;
import dev.tungsten.ir.TypeInner;
import dev.tungsten.wgsl.Wgsl;

/// Compile time of the WGSL front end over naga's 87 test inputs: parse, validate and lower
/// every entry point to TGSI, per shader, after warm-up. [#run] warms the compiler on the whole
/// corpus, runs one JMH benchmark per input file in the same JVM, and prints the median, 90th percentile and maximum of the
/// per-shader averages (the goal: a median under 1 ms).
///
/// ```
/// ./tungsten bench wgsl [--quick] [--shelf DIR] [--files a.wgsl,b.wgsl]
/// ```
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 200, timeUnit = TimeUnit.MILLISECONDS)
@Measurement(iterations = 5, time = 200, timeUnit = TimeUnit.MILLISECONDS)
@Fork(1)
public class WgslCompileBenchmark {
    /// The input file name within `corpus/wgsl-naga/naga/tests/in`.
    @Param({"boids.wgsl"})
    public String file;

    /// The shelf directory (`../shared` unless `-Dtungsten.shared` says otherwise).
    @Param({""})
    public String shelf;

    private String source;

    /// The shelf directory: `shelf` when given, else `-Dtungsten.shared`, else `../shared`.
    static Path shelfRoot(String shelf) {
        String root = shelf == null || shelf.isEmpty() ? System.getProperty("tungsten.shared", "../shared") : shelf;
        return Path.of(root).toAbsolutePath().normalize();
    }

    static Path inputs(String shelf) {
        return shelfRoot(shelf).resolve("corpus/wgsl-naga/naga/tests/in");
    }

    @Setup(Level.Trial)
    public void load() throws IOException {
        Path p = inputs(shelf).resolve(file);
        if (!Files.isRegularFile(p)) {
            throw new IllegalStateException(p + " is absent: this benchmark needs the project shelf (../shared)");
        }
        source = Files.readString(p);
    }

    @Benchmark
    public void compile(Blackhole bh) {
        compile(file, source, bh::consume);
    }

    /// Parses, validates and lowers every entry point of one source, handing each result to `sink`.
    static void compile(String name, String source, Consumer<Object> sink) {
        Wgsl.Result r = Wgsl.compile(name, source);
        sink.accept(r);
        if (!r.ok()) {
            return;
        }
        for (EntryPoint ep : r.module().entryPoints()) {
            try {
                sink.accept(TgsiLowering.lower(r.module(), r.info(), ep.name(), options(r)));
            } catch (TgsiLoweringException e) {
                sink.accept(e);
            }
        }
    }

    /// 1 for every override without a default and 16 slots for runtime-sized binding arrays,
    /// as the corpus measure supplies them.
    private static TgsiLowering.Options options(Wgsl.Result r) {
        Map<String, Double> values = new HashMap<>();
        for (Handle<OverrideConstant> h : r.module().overrides()) {
            values.put(r.module().overrides().get(h).name(), 1.0);
        }
        Map<List<Integer>, Integer> sizes = new HashMap<>();
        for (Handle<GlobalVariable> h : r.module().globals()) {
            GlobalVariable v = r.module().globals().get(h);
            if (v.binding() != null && r.module().inner(v.type()) instanceof TypeInner.BindingArray) {
                sizes.put(List.of(v.binding().group(), v.binding().binding()), 16);
            }
        }
        return new TgsiLowering.Options(values, sizes);
    }

    /// Options: `--quick` (2 x 100 ms warm-up and 3 x 100 ms measurement instead of 3 x 200 ms
    /// and 5 x 200 ms), `--shelf DIR` (default `../shared` or `-Dtungsten.shared`), `--files`
    /// (comma-separated input names; default all).
    record Options(boolean quick, String shelf, List<String> files) {
        static Options parse(List<String> args) {
            boolean quick = false;
            String shelf = "";
            List<String> files = List.of();
            for (int i = 0; i < args.size(); i++) {
                String a = args.get(i);
                switch (a) {
                    case "--quick" -> quick = true;
                    case "--shelf", "--files" -> {
                        if (i + 1 >= args.size()) {
                            throw new IllegalArgumentException(a + " needs a value");
                        }
                        String v = args.get(++i);
                        if (a.equals("--shelf")) {
                            shelf = v;
                        } else {
                            files = List.of(v.split(","));
                        }
                    }
                    default -> throw new IllegalArgumentException("unknown option " + a
                            + " (expected --quick, --shelf DIR, --files a.wgsl,b.wgsl)");
                }
            }
            return new Options(quick, shelf, files);
        }
    }

    /// Runs the benchmark over the corpus; returns the exit status (0 with a notice when the
    /// corpus is absent: users who clone the project do not have the shelf).
    public static int run(List<String> args, PrintStream out) throws RunnerException, IOException {
        Options o = Options.parse(args);
        Path dir = inputs(o.shelf());
        if (!Files.isDirectory(dir)) {
            out.println("NOTICE: " + dir + " is absent (the project shelf, ../shared); nothing to measure");
            return 0;
        }
        List<String> files = new ArrayList<>();
        try (Stream<Path> s = Files.list(dir)) {
            s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".wgsl"))
                    .filter(n -> o.files().isEmpty() || o.files().contains(n)).sorted().forEach(files::add);
        }
        if (files.isEmpty()) {
            throw new IllegalArgumentException("no input named " + o.files() + " in " + dir);
        }
        int warmup = o.quick() ? 2 : 3, measure = o.quick() ? 3 : 5, ms = o.quick() ? 100 : 200;
        int rounds = o.quick() ? 5 : 10;
        out.printf(Locale.ROOT, "WGSL compile time: %d inputs of %s; the whole corpus compiled %d times to warm the "
                + "compiler, then per input %d x %d ms warm-up, %d x %d ms measured (about %d s)%n", files.size(), dir,
                rounds, warmup, ms, measure, ms, rounds + files.size() * (warmup + measure) * ms / 1000);
        warmUp(dir, files, rounds);
        // One JVM for every input (no fork): a shader compiler serves many shaders, so each is
        // measured with the code paths of the whole corpus compiled, as it would be in a driver.
        // A fork per input warms only that input's paths and, on a loaded machine, often leaves
        // the large ones interpreted after a second of warm-up (a median 13 times higher).
        Collection<RunResult> results = new Runner(new OptionsBuilder()
                .include(WgslCompileBenchmark.class.getName() + "\\.")
                .param("file", files.toArray(String[]::new))
                .param("shelf", shelfRoot(o.shelf()).toString())
                .forks(0)
                .warmupIterations(warmup).warmupTime(TimeValue.milliseconds(ms))
                .measurementIterations(measure).measurementTime(TimeValue.milliseconds(ms))
                .shouldFailOnError(true)
                .verbosity(VerboseMode.SILENT)
                .build()).run();
        Map<String, Double> perShader = new HashMap<>();
        for (RunResult r : results) {
            perShader.put(r.getParams().getParam("file"), r.getPrimaryResult().getScore());
        }
        out.println(CompileTimes.of(perShader).report());
        return 0;
    }

    /// Compiles every input `rounds` times, so the JIT has compiled the front end's code paths.
    private static void warmUp(Path dir, List<String> files, int rounds) throws IOException {
        List<String> sources = new ArrayList<>();
        for (String f : files) {
            sources.add(Files.readString(dir.resolve(f)));
        }
        int[] results = {0};
        for (int round = 0; round < rounds; round++) {
            for (int i = 0; i < files.size(); i++) {
                compile(files.get(i), sources.get(i), x -> results[0]++);
            }
        }
    }

    /// Per-shader average compile times in microseconds, sorted, and their order statistics
    /// (nearest-rank percentiles, so each figure is one shader's measured time).
    record CompileTimes(List<Map.Entry<String, Double>> sorted) {
        static CompileTimes of(Map<String, Double> perShader) {
            if (perShader.isEmpty()) {
                throw new IllegalArgumentException("no results");
            }
            return new CompileTimes(perShader.entrySet().stream().sorted(Map.Entry.comparingByValue()).toList());
        }

        /// The `p`-th percentile (0 < p <= 100) by nearest rank.
        Map.Entry<String, Double> percentile(double p) {
            int rank = (int) Math.ceil(p / 100 * sorted.size());
            return sorted.get(Math.max(1, rank) - 1);
        }

        String report() {
            StringBuilder b = new StringBuilder();
            b.append(String.format(Locale.ROOT, "%d shaders: median %.1f us, p90 %.1f us, max %.1f us (%s), fastest %.1f us (%s); "
                    + "goal median < 1000 us: %s%n", sorted.size(), percentile(50).getValue(), percentile(90).getValue(),
                    sorted.getLast().getValue(), sorted.getLast().getKey(), sorted.getFirst().getValue(),
                    sorted.getFirst().getKey(), percentile(50).getValue() < 1000 ? "met" : "NOT met"));
            b.append("slowest:");
            for (int i = sorted.size() - 1; i >= Math.max(0, sorted.size() - 5); i--) {
                b.append(String.format(Locale.ROOT, " %s %.1f us%s", sorted.get(i).getKey(), sorted.get(i).getValue(),
                        i > Math.max(0, sorted.size() - 5) ? "," : ""));
            }
            return b.toString();
        }
    }
}
