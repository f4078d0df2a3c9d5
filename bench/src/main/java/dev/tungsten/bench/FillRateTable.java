package dev.tungsten.bench;

import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.format.OutputFormat;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

import dev.tungsten.pipe.Drivers;
import dev.tungsten.pipe.Screen;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

/// `tungsten bench fill`: the frame race in one run. [FillRateBenchmark] measures our software
/// driver (each shader backend asked for), Mesa's llvmpipe through our `gl` driver and, on the
/// three fill-rate shaders, Mesa's lavapipe through our `vk` driver, on the same frames of each
/// [FillWorkload] with a finish per frame, on 1 thread and on one per core; the table gives each
/// row's rate in its unit, the ratio of each of ours to llvmpipe at the same thread count, and how
/// far each of our final pictures is from llvmpipe's ([ImageDifference]).
///
/// llvmpipe reads its thread count from `LP_NUM_THREADS` when the context is created, so each
/// llvmpipe setting runs in a forked JVM started through a small shell script that sets
/// `LP_NUM_THREADS`, `GALLIUM_DRIVER=llvmpipe` and `LIBGL_ALWAYS_SOFTWARE=1` (so that a GPU is
/// not taken instead) and executes this JVM's `java`. When no EGL context can be created here,
/// the llvmpipe rows are left out with a notice and the table shows Mesa's figures measured
/// earlier on this kind of machine for the fill-rate shaders (labelled as such); without a Vulkan
/// device the lavapipe column is left out with a notice. Every forked trial writes its final
/// picture to a temporary directory named by [FillRateBenchmark#IMAGES]; the table reads them
/// back and deletes them.
public final class FillRateTable {
    /// A trial whose measured iterations differ by more than this fraction is marked in the
    /// table: steady iterations agree far more closely, while a disturbed machine (another
    /// process, the host) takes a large share off for seconds at a time.
    static final double UNSTEADY = 0.15;

    /// One measured setting: `rate` in the workload's unit; `spread` is how far its measured
    /// iterations were apart: the slowest's rate below the fastest's, as a fraction of the fastest
    /// (0 when not known); `difference` is its final picture against llvmpipe's at the same
    /// thread count (null for llvmpipe's own rows and when either picture is missing).
    record Row(String driver, String backend, String threads, FillWorkload workload, double rate, double spread,
               ImageDifference difference) {
        Row(String driver, String backend, String threads, FillWorkload workload, double rate) {
            this(driver, backend, threads, workload, rate, 0, null);
        }

        /// Whether the iterations were further apart than [#UNSTEADY].
        boolean unsteady() {
            return spread > UNSTEADY;
        }

        Row withDifference(ImageDifference d) {
            return new Row(driver, backend, threads, workload, rate, spread, d);
        }

        String csv() {
            return String.format(Locale.ROOT, "%s,%s,%s,%s,%.2f,%s,%s,%s", driver, backend, threads, workload.key, rate,
                    workload.unit.label, difference == null ? "" : Integer.toString(difference.max()),
                    difference == null ? "" : String.format(Locale.ROOT, "%.3f", 100 * difference.shareOverOne()));
        }
    }

    /// The CSV header of `--csv`.
    static final String CSV_HEADER = "driver,backend,threads,workload,rate,unit,max_diff_255,pct_channels_over_1";

    /// The parsed options.
    record Options(boolean quick, boolean csv, List<String> backends, boolean llvmpipe, boolean lavapipe, List<FillWorkload> workloads) {
        static Options parse(List<String> args) {
            boolean quick = false, csv = false, llvmpipe = true, lavapipe = true;
            List<String> backends = List.of("jit", "jit-exact");
            List<FillWorkload> workloads = List.of(FillWorkload.values());
            for (int i = 0; i < args.size(); i++) {
                String a = args.get(i);
                switch (a) {
                    case "--quick" -> quick = true;
                    case "--csv" -> csv = true;
                    case "--no-llvmpipe" -> llvmpipe = false;
                    case "--no-lavapipe" -> lavapipe = false;
                    case "--backends" -> backends = List.of(value(args, ++i, a).split(","));
                    case "--workloads", "--shaders" -> {
                        List<FillWorkload> w = new ArrayList<>();
                        for (String n : value(args, ++i, a).split(",")) {
                            w.add(FillWorkload.byKey(n));
                        }
                        workloads = List.copyOf(w);
                    }
                    default -> throw new IllegalArgumentException("unknown option " + a
                            + " (expected --quick, --csv, --backends jit,jit-exact,interp, --workloads LIST, --no-llvmpipe, --no-lavapipe)");
                }
            }
            return new Options(quick, csv, backends, llvmpipe, lavapipe, workloads);
        }

        private static String value(List<String> args, int i, String option) {
            if (i >= args.size()) {
                throw new IllegalArgumentException(option + " needs a value");
            }
            return args.get(i);
        }

        /// The workloads lavapipe runs: the fill-rate shaders.
        List<FillWorkload> lavapipeWorkloads() {
            return workloads.stream().filter(w -> w.shader() != null).toList();
        }
    }

    private FillRateTable() {}

    static String allThreads() {
        return Integer.toString(Runtime.getRuntime().availableProcessors());
    }

    /// Runs the comparison; the table or the CSV rows go to `out`, notices to `err` (so the CSV
    /// stays rows only). Returns the exit status.
    public static int run(List<String> args, PrintStream out, PrintStream err) throws RunnerException, IOException {
        Options o = Options.parse(args);
        String all = allThreads();
        List<Row> rows = new ArrayList<>();
        if (!o.csv()) {
            out.printf(Locale.ROOT, "frames: %dx%d RGBA8, each finished before the next (about %d s)%n",
                    FillRateBenchmark.SIZE, FillRateBenchmark.SIZE, estimateSeconds(o));
        }
        Path images = Files.createTempDirectory("tungsten-fill-images-");
        try {
            for (FillWorkload w : o.workloads()) {
                for (String backend : o.backends()) {
                    ChainedOptionsBuilder soft = settings(o, backend, w, images).param("driver", "soft")
                            .param("workload", w.name()).param("threads", "1", "all").param("backend", backend);
                    collect(new Runner(soft.build(), jmhOutput(err)).run(), "soft", all, rows);
                }
            }
            String llvmpipe = null;
            if (o.llvmpipe()) {
                Probe probe = probeLlvmpipe();
                llvmpipe = probe.renderer();
                if (llvmpipe == null) {
                    err.println("NOTICE: no OpenGL context through EGL here (" + probe.failure() + "; install libegl1 "
                            + "libegl-mesa0 libgl1-mesa-dri): llvmpipe is not measured"
                            + (o.csv() ? "" : "; its column shows Mesa 22.3.6's figures for the fill-rate shaders measured "
                            + "earlier on this kind of machine, marked *"));
                }
            }
            if (llvmpipe != null) {
                forked("gl", "llvmpipe", o.workloads(), o, all, images, rows, err);
            }
            String lavapipe = null;
            if (o.lavapipe() && !o.lavapipeWorkloads().isEmpty()) {
                Probe probe = probe("vk");
                lavapipe = probe.renderer();
                if (lavapipe == null) {
                    err.println("NOTICE: no Vulkan device here (" + probe.failure() + "; install libvulkan1 mesa-vulkan-drivers): "
                            + "lavapipe is not measured");
                }
            }
            if (lavapipe != null) {
                forked("vk", "lavapipe", o.lavapipeWorkloads(), o, all, images, rows, err);
            }
            rows = withDifferences(rows, images);
            List<String> unsettled;
            try (Stream<Path> files = Files.list(images)) {
                unsettled = files.map(f -> f.getFileName().toString()).filter(f -> f.endsWith(FillRateBenchmark.UNSETTLED))
                        .map(f -> f.substring(0, f.length() - FillRateBenchmark.UNSETTLED.length() - ".rgba".length())).sorted().toList();
            }
            if (!unsettled.isEmpty()) {
                err.println("NOTICE: C2 was still compiling kernels after the " + (int) FillRateBenchmark.WARMUP_LIMIT_SECONDS
                        + " s warm-up limit in " + String.join(", ", unsettled) + ": those figures include interpreted kernels");
            }
            if (o.csv()) {
                out.println(CSV_HEADER);
                rows.forEach(r -> out.println(r.csv()));
            } else {
                if (llvmpipe != null) {
                    out.println("llvmpipe: " + llvmpipe);
                }
                if (lavapipe != null) {
                    out.println("lavapipe: " + lavapipe);
                }
                print(rows, o, all, llvmpipe != null, lavapipe != null, out);
            }
        } finally {
            try (Stream<Path> files = Files.list(images)) {
                for (Path f : files.toList()) {
                    Files.deleteIfExists(f);
                }
            }
            Files.deleteIfExists(images);
        }
        return 0;
    }

    /// Runs `workloads` on a Mesa driver (`gl` for llvmpipe, `vk` for lavapipe) in JVMs forked
    /// through [#launcher], once per thread count.
    private static void forked(String driver, String backend, List<FillWorkload> workloads, Options o, String all, Path images,
                               List<Row> rows, PrintStream err) throws IOException, RunnerException {
        for (String threads : List.of("1", all)) {
            Path java = launcher(threads);
            try {
                for (FillWorkload w : workloads) {
                    ChainedOptionsBuilder b = settings(o, backend, w, images).param("driver", driver).param("workload", w.name())
                            .param("threads", threads.equals("1") ? "1" : "all").param("backend", backend)
                            .jvm(java.toString());
                    collect(new Runner(b.build(), jmhOutput(err)).run(), driver, all, rows);
                }
            } finally {
                Files.deleteIfExists(java);
            }
        }
    }

    /// `rows` with each non-llvmpipe row's picture compared with llvmpipe's of the same workload
    /// and thread count, where both were written.
    static List<Row> withDifferences(List<Row> rows, Path images) throws IOException {
        List<Row> out = new ArrayList<>();
        for (Row r : rows) {
            Path mine = images.resolve(FillRateBenchmark.imageFile(r.driver(), r.backend(), Integer.parseInt(r.threads()), r.workload()));
            Path ref = images.resolve(FillRateBenchmark.imageFile("gl", "llvmpipe", Integer.parseInt(r.threads()), r.workload()));
            if (r.driver().equals("gl") || !Files.exists(mine) || !Files.exists(ref)) {
                out.add(r);
            } else {
                out.add(r.withDifference(ImageDifference.of(Files.readAllBytes(mine), Files.readAllBytes(ref))));
            }
        }
        return out;
    }

    /// Where JMH writes: `err`, since JMH also relays what its forked JVMs print (JVM warnings),
    /// and `out` carries only the table or the CSV rows.
    static OutputFormat jmhOutput(PrintStream err) {
        return OutputFormatFactory.createFormatInstance(err, VerboseMode.SILENT);
    }

    /// One-second JMH warm-up iterations per trial. A JIT trial has first rendered frames until C2
    /// has compiled its kernels ([KernelWarmup], in the trial's setup), so every trial is steady
    /// after a second or two.
    static int warmupIterations(boolean quick) {
        return quick ? 1 : 2;
    }

    /// Seconds a JIT trial's [KernelWarmup] is counted in the estimate: the few seconds C2 takes
    /// on the fill-rate shaders on an idle 2-core machine; a long shader or a busy machine takes
    /// longer, up to [FillRateBenchmark#WARMUP_LIMIT_SECONDS].
    static final double JIT_SETTLE_ESTIMATE = 5;

    /// Seconds of measurement per trial, in three iterations (each at least one frame).
    static double measureSeconds(FillWorkload w, boolean quick) {
        return w.shader() != null ? (quick ? 1.5 : 2) : (quick ? 1 : 3);
    }

    /// Seconds the run takes: each trial's warm-up and measurement, and about two seconds to start
    /// its JVM and open its context. A software frame longer than an iteration stretches it, so
    /// slow rows take longer than this.
    static long estimateSeconds(Options o) {
        double seconds = 0;
        for (FillWorkload w : o.workloads()) {
            double perThreads = 0;
            for (String b : o.backends()) {
                perThreads += warmupIterations(o.quick()) + measureSeconds(w, o.quick()) + 2
                        + (b.startsWith("jit") ? JIT_SETTLE_ESTIMATE : 0);
            }
            if (o.llvmpipe()) {
                perThreads += warmupIterations(o.quick()) + measureSeconds(w, o.quick()) + 2;
            }
            if (o.lavapipe() && w.shader() != null) {
                perThreads += warmupIterations(o.quick()) + measureSeconds(w, o.quick()) + 2;
            }
            seconds += 2 * perThreads;
        }
        return Math.round(seconds);
    }

    /// The options of a forked benchmark JVM: the software driver's JIT uses the Vector API, the
    /// GL and Vulkan drivers call native code, and the JIT's kernels must not be left interpreted
    /// after C2 gives up recompiling them.
    static final String[] FORKED_JVM_ARGS = {"--add-modules", "jdk.incubator.vector", "--enable-native-access=ALL-UNNAMED",
            "--sun-misc-unsafe-memory-access=allow", "-XX:PerMethodRecompilationCutoff=-1", "-XX:+UseParallelGC"};

    /// JMH settings: one fork, [#warmupIterations] one-second warm-up iterations, three
    /// measurement iterations making [#measureSeconds]; the trial's picture goes to `images`.
    private static ChainedOptionsBuilder settings(Options o, String backend, FillWorkload w, Path images) {
        return new OptionsBuilder()
                .include(FillRateBenchmark.class.getName() + "\\.")
                .forks(1)
                .warmupIterations(warmupIterations(o.quick()))
                .warmupTime(TimeValue.seconds(1))
                .measurementIterations(3)
                .measurementTime(TimeValue.milliseconds(Math.round(measureSeconds(w, o.quick()) * 1000 / 3)))
                .jvmArgsAppend(FORKED_JVM_ARGS)
                .jvmArgsAppend("-D" + FillRateBenchmark.IMAGES + "=" + images)
                .shouldFailOnError(true)
                .verbosity(VerboseMode.SILENT);
    }

    private static void collect(Collection<RunResult> results, String driver, String all, List<Row> rows) {
        for (RunResult r : results) {
            FillWorkload w = FillWorkload.valueOf(r.getParams().getParam("workload"));
            String threads = r.getParams().getParam("threads");
            String backend = r.getParams().getParam("backend");
            double fastest = 0, slowest = Double.MAX_VALUE;
            for (BenchmarkResult b : r.getBenchmarkResults()) {
                for (IterationResult i : b.getIterationResults()) {
                    double m = rate(w, i.getPrimaryResult().getScore());
                    fastest = Math.max(fastest, m);
                    slowest = Math.min(slowest, m);
                }
            }
            rows.add(new Row(driver, backend, threads.equals("all") ? all : threads, w,
                    rate(w, r.getPrimaryResult().getScore()), fastest > 0 ? (fastest - slowest) / fastest : 0, null));
        }
    }

    /// A row's rate in its unit from milliseconds per frame.
    static double rate(FillWorkload w, double msPerFrame) {
        return w.workPerFrame(FillRateBenchmark.SIZE) / (msPerFrame / 1000);
    }

    /// Megapixels per second from milliseconds per full-screen quad.
    static double mpix(double msPerQuad) {
        return rate(FillWorkload.CONSTANT, msPerQuad);
    }

    /// The renderer of a GL context made the way the forked JVMs will make theirs, or why none
    /// could be made.
    record Probe(String renderer, String failure) {}

    /// Opens (and closes) a `gl` screen in this JVM: its description names the renderer, which
    /// the table prints so nobody mistakes a GPU or softpipe for llvmpipe.
    private static Probe probeLlvmpipe() {
        return probe("gl");
    }

    /// Opens (and closes) a screen of `driver`, for the renderer's name or why there is none.
    static Probe probe(String driver) {
        try (Screen s = Drivers.byName(driver).createScreen(Map.of())) {
            return new Probe(s.description(), null);
        } catch (RuntimeException | LinkageError e) {
            return new Probe(null, e.getMessage());
        }
    }

    /// A script that runs this JVM's `java` with llvmpipe on `threads` rasterizer threads.
    static Path launcher(String threads) throws IOException {
        Path script = Files.createTempFile("tungsten-llvmpipe-" + threads + "-", ".sh",
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Files.writeString(script, "#!/bin/sh\nLIBGL_ALWAYS_SOFTWARE=1 GALLIUM_DRIVER=llvmpipe LP_NUM_THREADS=" + threads + " exec '" + java + "' \"$@\"\n");
        return script;
    }

    /// The table: one line per workload and thread count with its unit, a column per
    /// driver/backend, the ratio of each of ours to llvmpipe and each one's picture difference
    /// to llvmpipe's.
    static void print(List<Row> rows, Options o, String all, boolean measured, boolean lavapipe, PrintStream out) {
        List<String> columns = new ArrayList<>();
        for (String b : o.backends()) {
            columns.add("soft " + b);
        }
        if (lavapipe) {
            columns.add("lavapipe");
        }
        String llvm = o.llvmpipe() ? (measured ? "llvmpipe" : "llvmpipe*") : null;
        if (llvm != null) {
            columns.add(llvm);
        }
        StringBuilder h = new StringBuilder(String.format(Locale.ROOT, "%-20s %-8s", "workload/threads", "unit"));
        for (String c : columns) {
            h.append(String.format(Locale.ROOT, " %12s", c));
        }
        if (llvm != null) {
            for (String b : o.backends()) {
                h.append(String.format(Locale.ROOT, " %14s", b + "/llvmpipe"));
            }
            if (measured) {
                for (String b : o.backends()) {
                    h.append(String.format(Locale.ROOT, " %16s", b + " diff"));
                }
            }
        }
        out.println(h);
        boolean anyUnsteady = false;
        for (FillWorkload w : o.workloads()) {
            for (String t : List.of("1", all)) {
                StringBuilder l = new StringBuilder(String.format(Locale.ROOT, "%-20s %-8s", w.key + "/" + t, w.unit.label));
                Row ref = null;
                if (llvm != null && measured) {
                    ref = find(rows, w, t, "gl", "llvmpipe");
                } else if (llvm != null && w.shader() != null) {
                    ref = new Row("gl", "llvmpipe*", t, w, t.equals("1") ? w.shader().llvmpipe1 : w.shader().llvmpipe2);
                }
                for (String c : columns) {
                    Row r = c.equals(llvm) ? ref : c.equals("lavapipe") ? find(rows, w, t, "vk", "lavapipe")
                            : find(rows, w, t, "soft", c.substring("soft ".length()));
                    anyUnsteady |= r != null && r.unsteady();
                    l.append(r == null ? String.format(Locale.ROOT, " %12s", "-")
                            : r.unsteady() ? String.format(Locale.ROOT, " %11s~", figure(r.rate()))
                            : String.format(Locale.ROOT, " %12s", figure(r.rate())));
                }
                if (llvm != null) {
                    for (String b : o.backends()) {
                        Row r = find(rows, w, t, "soft", b);
                        boolean marked = r != null && r.unsteady() || ref != null && ref.unsteady();
                        l.append(r == null || ref == null || ref.rate() <= 0 ? String.format(Locale.ROOT, " %14s", "-")
                                : String.format(Locale.ROOT, marked ? " %12.2fx~" : " %13.2fx", r.rate() / ref.rate()));
                    }
                    if (measured) {
                        for (String b : o.backends()) {
                            Row r = find(rows, w, t, "soft", b);
                            l.append(String.format(Locale.ROOT, " %16s", r == null || r.difference() == null ? "-" : r.difference()));
                        }
                    }
                }
                out.println(l);
            }
        }
        if (llvm != null && !measured) {
            out.println("* Mesa 22.3.6's llvmpipe measured earlier on this kind of machine, not in this run (fill-rate shaders only)");
        }
        if (llvm != null && measured) {
            out.println("diff: the final picture against llvmpipe's at the same thread count, largest channel difference "
                    + "in 1/255 steps and share of channels more than one step apart");
        }
        if (anyUnsteady) {
            out.printf(Locale.ROOT, "~ unsteady: its measured iterations were more than %.0f%% apart; worth running again%n",
                    UNSTEADY * 100);
        }
        StringBuilder softpipe = new StringBuilder("Mesa softpipe (1 thread, measured earlier on this kind of machine):");
        boolean any = false;
        for (FillWorkload w : o.workloads()) {
            if (w.shader() != null) {
                softpipe.append(String.format(Locale.ROOT, " %s %.2f", w.key, w.shader().softpipe));
                any = true;
            }
        }
        if (any) {
            out.println(softpipe.append(" Mpix/s"));
        }
    }

    /// A rate with one decimal from 100 up, else three significant figures (0.0123 Mtri/s, 5.21 frames/s).
    private static String figure(double rate) {
        return rate >= 100 ? String.format(Locale.ROOT, "%.1f", rate) : String.format(Locale.ROOT, "%.3g", rate);
    }

    private static Row find(List<Row> rows, FillWorkload w, String threads, String driver, String backend) {
        return rows.stream().filter(r -> r.workload() == w && r.threads().equals(threads) && r.driver().equals(driver)
                && r.backend().equals(backend)).max(Comparator.comparingDouble(Row::rate)).orElse(null);
    }
}
