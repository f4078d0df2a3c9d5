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
/// corpus, runs one JMH benchmark per input file in the same JVM, and prints the median, 90th
/// percentile and maximum of the per-shader averages (the goal: a median under 1 ms), and which
/// inputs stop at an error (timed only up to it).
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

    static Path inputs(String shelf) {
        return CompileBench.shelfRoot(shelf).resolve("corpus/wgsl-naga/naga/tests/in");
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

    /// Runs the benchmark over the corpus; returns the exit status (0 with a notice when the
    /// corpus is absent: users who clone the project do not have the shelf).
    public static int run(List<String> args, PrintStream out) throws RunnerException, IOException {
        CompileBench.Options o = CompileBench.Options.parse(args, "a.wgsl,b.wgsl");
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
        CompileBench.Settings settings = o.settings();
        out.println(settings.describe("WGSL compile time", files.size(), dir));
        warmUp(dir, files, settings.rounds());
        Map<String, Double> perShader = CompileBench.measure(WgslCompileBenchmark.class, files,
                CompileBench.shelfRoot(o.shelf()), settings);
        out.println(CompileTimes.of(perShader).report());
        List<String> stopped = stoppedAtAnError(dir, files);
        out.println(files.size() - stopped.size() + " of " + files.size() + " inputs compile and lower every entry "
                + "point; " + (stopped.isEmpty() ? "none stops" : stopped.size() + " stop")
                + " at an error and are timed up to it" + (stopped.isEmpty() ? "" : ": " + String.join(", ", stopped)));
        return 0;
    }

    /// The inputs the front end rejects or one of whose entry points the lowering refuses: their
    /// time is that of the work done before the error, so the report names them.
    static List<String> stoppedAtAnError(Path dir, List<String> files) throws IOException {
        List<String> stopped = new ArrayList<>();
        for (String f : files) {
            boolean[] failed = {false};
            compile(f, Files.readString(dir.resolve(f)), x -> failed[0] |= x instanceof TgsiLoweringException
                    || x instanceof Wgsl.Result r && !r.ok());
            if (failed[0]) {
                stopped.add(f);
            }
        }
        return stopped;
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
}
