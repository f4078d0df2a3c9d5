package dev.tungsten.bench;

import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

import java.io.PrintStream;
import java.util.Collection;
import java.util.List;
import java.util.Locale;

/// Runs [FillRateBenchmark] and prints megapixels per second for each shader and thread count,
/// with Mesa 22.3.6's softpipe and llvmpipe figures on this kind of machine beside them (taken
/// separately: compare ratios with care on a shared machine). `tungsten bench fill` calls [#run].
public final class FillRateTable {
    private FillRateTable() {}

    public static void main(String[] args) throws Exception {
        System.exit(run(List.of(args), System.out));
    }

    /// Options: `--quick` (shorter iterations), `--driver NAME` (default soft).
    public static int run(List<String> args, PrintStream out) throws RunnerException {
        boolean quick = false;
        String driver = "soft";
        for (int i = 0; i < args.size(); i++) {
            switch (args.get(i)) {
                case "--quick" -> quick = true;
                case "--driver" -> driver = args.get(++i);
                default -> throw new IllegalArgumentException("unknown option " + args.get(i) + " (expected --quick, --driver NAME)");
            }
        }
        Collection<RunResult> results = new Runner(new OptionsBuilder()
                .include(FillRateBenchmark.class.getName() + "\\.")
                .param("driver", driver)
                .forks(1)
                .warmupIterations(quick ? 2 : 3)
                .warmupTime(TimeValue.seconds(1))
                .measurementIterations(quick ? 3 : 5)
                .measurementTime(TimeValue.seconds(1))
                .jvmArgsAppend("--add-modules", "jdk.incubator.vector", "-XX:+UseParallelGC")
                .shouldFailOnError(true)
                .verbosity(VerboseMode.SILENT)
                .build()).run();
        out.printf(Locale.ROOT, "fill rate, %dx%d RGBA8, full-screen quads finished one by one (Mpix/s, mean of the runs)%n",
                FillRateBenchmark.SIZE, FillRateBenchmark.SIZE);
        out.printf(Locale.ROOT, "%-9s %-8s %10s %10s %10s %12s%n", "shader", "threads", driver, "softpipe", "x softpipe",
                "llvmpipe");
        for (RunResult r : results) {
            FillShader shader = FillShader.valueOf(r.getParams().getParam("shader"));
            String threads = r.getParams().getParam("threads");
            double ms = r.getPrimaryResult().getScore();
            double mpix = FillRateBenchmark.SIZE * (double) FillRateBenchmark.SIZE / (ms / 1000) / 1e6;
            double llvm = threads.equals("1") ? shader.llvmpipe1 : shader.llvmpipe2;
            out.printf(Locale.ROOT, "%-9s %-8s %10.2f %10.2f %9.2fx %12.0f%n", shader, threads, mpix, shader.softpipe,
                    mpix / shader.softpipe, llvm);
        }
        return 0;
    }
}
