package dev.tungsten.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
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

import dev.tungsten.ir.EntryPoint;
import dev.tungsten.ir.GlobalVariable;
import dev.tungsten.ir.Handle;
import dev.tungsten.ir.OverrideConstant;
import dev.tungsten.ir.TgsiLowering;
import dev.tungsten.ir.TgsiLoweringException;
import dev.tungsten.ir.TypeInner;
import dev.tungsten.wgsl.Wgsl;

/// Compile time of the WGSL front end over naga's 87 test inputs: parse, validate and lower
/// every entry point to TGSI, per shader, after warm-up. `main` runs one JMH benchmark per
/// input file and prints the median of the per-shader averages (the goal: under 1 ms).
///
/// ```
/// ./tungsten build  # or mvn -pl bench -am package
/// java -cp bench/target/classes:$(deps) dev.tungsten.bench.WgslCompileBenchmark [../shared]
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
        String root = shelf == null || shelf.isEmpty() ? System.getProperty("tungsten.shared", "../shared") : shelf;
        return Path.of(root, "corpus/wgsl-naga/naga/tests/in");
    }

    @Setup(Level.Trial)
    public void load() throws IOException {
        source = Files.readString(inputs(shelf).resolve(file));
    }

    @Benchmark
    public void compile(Blackhole bh) {
        Wgsl.Result r = Wgsl.compile(file, source);
        bh.consume(r);
        if (!r.ok()) {
            return;
        }
        for (EntryPoint ep : r.module().entryPoints()) {
            try {
                bh.consume(TgsiLowering.lower(r.module(), r.info(), ep.name(), options(r)));
            } catch (TgsiLoweringException e) {
                bh.consume(e);
            }
        }
    }

    /// 1 for every override without a default and 16 slots for runtime-sized binding arrays,
    /// as the corpus measure supplies them.
    private static TgsiLowering.Options options(Wgsl.Result r) {
        Map<String, Double> values = new java.util.HashMap<>();
        for (Handle<OverrideConstant> h : r.module().overrides()) {
            values.put(r.module().overrides().get(h).name(), 1.0);
        }
        Map<List<Integer>, Integer> sizes = new java.util.HashMap<>();
        for (Handle<GlobalVariable> h : r.module().globals()) {
            GlobalVariable v = r.module().globals().get(h);
            if (v.binding() != null && r.module().inner(v.type()) instanceof TypeInner.BindingArray) {
                sizes.put(List.of(v.binding().group(), v.binding().binding()), 16);
            }
        }
        return new TgsiLowering.Options(values, sizes);
    }

    public static void main(String[] args) throws RunnerException, IOException {
        String shelf = args.length > 0 ? args[0] : "";
        List<String> files = new ArrayList<>();
        try (Stream<Path> s = Files.list(inputs(shelf))) {
            s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".wgsl")).sorted().forEach(files::add);
        }
        Collection<RunResult> results = new Runner(new OptionsBuilder()
                .include(WgslCompileBenchmark.class.getSimpleName())
                .param("file", files.toArray(String[]::new))
                .param("shelf", shelf)
                .build()).run();
        List<Double> perShader = new ArrayList<>();
        for (RunResult r : results) {
            perShader.add(r.getPrimaryResult().getScore());
        }
        perShader.sort(null);
        double median = perShader.get(perShader.size() / 2);
        System.out.printf("shaders: %d, median %.1f us, fastest %.1f us, slowest %.1f us%n", perShader.size(), median,
                perShader.getFirst(), perShader.getLast());
    }
}
