package dev.tungsten.bench;

import java.nio.file.Path;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/// What the compile-time benchmarks (`bench wgsl`, `bench cg`) share: their options, the JMH
/// settings, and one JMH run that measures every input of a corpus in the same JVM.
///
/// One JVM for every input (no fork): a shader compiler serves many shaders, so each is measured
/// with the code paths of the whole corpus compiled, as it would be in a driver. A fork per input
/// warms only that input's paths and, on a loaded machine, often leaves the large ones
/// interpreted after a second of warm-up (a median 13 times higher).
final class CompileBench {
    private CompileBench() {}

    /// Options: `--quick` (shorter warm-up and measurement, [Settings#of]), `--shelf DIR` (default
    /// `../shared` or `-Dtungsten.shared`), `--files` (comma-separated input names; default all).
    record Options(boolean quick, String shelf, List<String> files) {
        /// Parses `args`; `filesExample` is the `--files` value shown when an option is unknown.
        static Options parse(List<String> args, String filesExample) {
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
                            + " (expected --quick, --shelf DIR, --files " + filesExample + ")");
                }
            }
            return new Options(quick, shelf, files);
        }

        Settings settings() {
            return Settings.of(quick);
        }
    }

    /// How long a run warms and measures: the whole corpus compiled `rounds` times first, then per
    /// input `warmup` and `measure` JMH iterations of `ms` milliseconds each.
    record Settings(int rounds, int warmup, int measure, int ms) {
        /// 10 corpus rounds, 3 x 200 ms warm-up, 5 x 200 ms measured; `quick`: 5, 2 x 100 ms, 3 x 100 ms.
        static Settings of(boolean quick) {
            return quick ? new Settings(5, 2, 3, 100) : new Settings(10, 3, 5, 200);
        }

        /// The JMH part's duration for `inputs` inputs, in seconds (the corpus rounds come on top).
        long jmhSeconds(int inputs) {
            return (long) inputs * (warmup + measure) * ms / 1000;
        }

        /// One line saying what the run will do, for the start of its output.
        String describe(String what, int inputs, Path dir) {
            return String.format(Locale.ROOT, "%s: %d inputs of %s; every input compiled %d times to warm the "
                    + "compiler, then per input %d x %d ms warm-up, %d x %d ms measured (about %d s)", what, inputs, dir,
                    rounds, warmup, ms, measure, ms, rounds + jmhSeconds(inputs));
        }
    }

    /// The shelf directory: `shelf` when given, else `-Dtungsten.shared`, else `../shared`.
    static Path shelfRoot(String shelf) {
        String root = shelf == null || shelf.isEmpty() ? System.getProperty("tungsten.shared", "../shared") : shelf;
        return Path.of(root).toAbsolutePath().normalize();
    }

    /// Runs every benchmark method of `benchmark` once per input, passing each as its `file`
    /// parameter and `shelf` as its `shelf` parameter, in this JVM; returns each input's average
    /// time per call in the benchmark's output unit.
    static Map<String, Double> measure(Class<?> benchmark, List<String> files, Path shelf, Settings s)
            throws RunnerException {
        Collection<RunResult> results = new Runner(new OptionsBuilder()
                .include(benchmark.getName() + "\\.")
                .param("file", files.toArray(String[]::new))
                .param("shelf", shelf.toString())
                .forks(0)
                .warmupIterations(s.warmup()).warmupTime(TimeValue.milliseconds(s.ms()))
                .measurementIterations(s.measure()).measurementTime(TimeValue.milliseconds(s.ms()))
                .shouldFailOnError(true)
                .verbosity(VerboseMode.SILENT)
                .build()).run();
        Map<String, Double> perInput = new HashMap<>();
        for (RunResult r : results) {
            perInput.put(r.getParams().getParam("file"), r.getPrimaryResult().getScore());
        }
        return perInput;
    }
}
