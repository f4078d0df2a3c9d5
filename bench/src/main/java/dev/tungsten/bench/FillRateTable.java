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
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/// `tungsten bench fill`: the fill-rate race in one run. [FillRateBenchmark] measures our software
/// driver (each shader backend asked for), Mesa's llvmpipe through our `gl` driver and Mesa's
/// lavapipe through our `vk` driver, with the same quads, shaders and finish per quad, on 1
/// thread and on one per core; the table gives Mpix/s and the ratio of each of ours to llvmpipe
/// at the same thread count. lavapipe also takes its thread count from `LP_NUM_THREADS`.
///
/// llvmpipe reads its thread count from `LP_NUM_THREADS` when the context is created, so each
/// llvmpipe setting runs in a forked JVM started through a small shell script that sets
/// `LP_NUM_THREADS`, `GALLIUM_DRIVER=llvmpipe` and `LIBGL_ALWAYS_SOFTWARE=1` (so that a GPU is
/// not taken instead) and executes this JVM's `java`. When no EGL context can be created here,
/// the llvmpipe rows are left out with a notice and the table shows Mesa's figures measured
/// earlier on this kind of machine (labelled as such); without a Vulkan device the lavapipe column
/// is left out with a notice. CSV rows are measured figures only: `soft,jit,1,mad20,…`,
/// `gl,llvmpipe,1,mad20,…` and `vk,lavapipe,1,mad20,…`.
public final class FillRateTable {
    /// A trial whose measured iterations differ by more than this fraction is marked in the
    /// table: steady iterations agree far more closely, while a disturbed machine (another
    /// process, the host) takes a large share off for seconds at a time.
    static final double UNSTEADY = 0.15;

    /// One measured setting; `spread` is how far its measured iterations were apart: the slowest's
    /// Mpix/s below the fastest's, as a fraction of the fastest (0 when not known).
    record Row(String driver, String backend, String threads, FillShader shader, double mpix, double spread) {
        Row(String driver, String backend, String threads, FillShader shader, double mpix) {
            this(driver, backend, threads, shader, mpix, 0);
        }

        /// Whether the iterations were further apart than [#UNSTEADY].
        boolean unsteady() {
            return spread > UNSTEADY;
        }

        String csv() {
            return String.format(Locale.ROOT, "%s,%s,%s,%s,%.2f", driver, backend, threads, shader.name().toLowerCase(Locale.ROOT), mpix);
        }
    }

    /// The parsed options.
    record Options(boolean quick, boolean csv, List<String> backends, boolean llvmpipe, boolean lavapipe, List<FillShader> shaders) {
        static Options parse(List<String> args) {
            boolean quick = false, csv = false, llvmpipe = true, lavapipe = true;
            List<String> backends = List.of("jit", "jit-exact");
            List<FillShader> shaders = List.of(FillShader.values());
            for (int i = 0; i < args.size(); i++) {
                String a = args.get(i);
                switch (a) {
                    case "--quick" -> quick = true;
                    case "--csv" -> csv = true;
                    case "--no-llvmpipe" -> llvmpipe = false;
                    case "--no-lavapipe" -> lavapipe = false;
                    case "--backends" -> backends = List.of(value(args, ++i, a).split(","));
                    case "--shaders" -> {
                        List<FillShader> s = new ArrayList<>();
                        for (String n : value(args, ++i, a).split(",")) {
                            try {
                                s.add(FillShader.valueOf(n.trim().toUpperCase(Locale.ROOT)));
                            } catch (IllegalArgumentException e) {
                                throw new IllegalArgumentException("unknown shader '" + n + "' (expected constant, mad20, noise)");
                            }
                        }
                        shaders = List.copyOf(s);
                    }
                    default -> throw new IllegalArgumentException("unknown option " + a
                            + " (expected --quick, --csv, --backends jit,jit-exact,interp, --shaders LIST, --no-llvmpipe, --no-lavapipe)");
                }
            }
            return new Options(quick, csv, backends, llvmpipe, lavapipe, shaders);
        }

        private static String value(List<String> args, int i, String option) {
            if (i >= args.size()) {
                throw new IllegalArgumentException(option + " needs a value");
            }
            return args.get(i);
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
        String[] shaders = o.shaders().stream().map(Enum::name).toArray(String[]::new);
        String all = allThreads();
        List<Row> rows = new ArrayList<>();
        if (!o.csv()) {
            out.printf(Locale.ROOT, "fill rate: %dx%d RGBA8, one full-screen quad at a time, finished (about %d s)%n",
                    FillRateBenchmark.SIZE, FillRateBenchmark.SIZE, estimateSeconds(o));
        }
        for (String backend : o.backends()) {
            ChainedOptionsBuilder soft = settings(o, warmupSeconds(backend, o.quick())).param("driver", "soft")
                    .param("shader", shaders).param("threads", "1", "all").param("backend", backend);
            collect(new Runner(soft.build(), jmhOutput(err)).run(), "soft", all, rows);
        }
        String llvmpipe = null;
        if (o.llvmpipe()) {
            Probe probe = probeLlvmpipe();
            llvmpipe = probe.renderer();
            if (llvmpipe == null) {
                err.println("NOTICE: no OpenGL context through EGL here (" + probe.failure() + "; install libegl1 "
                        + "libegl-mesa0 libgl1-mesa-dri): llvmpipe is not measured"
                        + (o.csv() ? "" : "; its column shows Mesa 22.3.6's figures measured earlier on this kind of machine, marked *"));
            }
        }
        if (llvmpipe != null) {
            for (String threads : List.of("1", all)) {
                Path java = launcher(threads);
                try {
                    ChainedOptionsBuilder gl = settings(o, warmupSeconds("llvmpipe", o.quick())).param("driver", "gl").param("shader", shaders)
                            .param("threads", threads.equals("1") ? "1" : "all").param("backend", "llvmpipe")
                            .jvm(java.toString());
                    collect(new Runner(gl.build(), jmhOutput(err)).run(), "gl", all, rows);
                } finally {
                    Files.deleteIfExists(java);
                }
            }
        }
        String lavapipe = null;
        if (o.lavapipe()) {
            Probe probe = probe("vk");
            lavapipe = probe.renderer();
            if (lavapipe == null) {
                err.println("NOTICE: no Vulkan device here (" + probe.failure() + "; install libvulkan1 mesa-vulkan-drivers): "
                        + "lavapipe is not measured");
            }
        }
        if (lavapipe != null) {
            for (String threads : List.of("1", all)) {
                Path java = launcher(threads);
                try {
                    ChainedOptionsBuilder vk = settings(o, warmupSeconds("lavapipe", o.quick())).param("driver", "vk").param("shader", shaders)
                            .param("threads", threads.equals("1") ? "1" : "all").param("backend", "lavapipe")
                            .jvm(java.toString());
                    collect(new Runner(vk.build(), jmhOutput(err)).run(), "vk", all, rows);
                } finally {
                    Files.deleteIfExists(java);
                }
            }
        }
        if (o.csv()) {
            out.println("driver,backend,threads,shader,mpix_per_s");
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
        return 0;
    }

    /// Where JMH writes: `err`, since JMH also relays what its forked JVMs print (JVM warnings),
    /// and `out` carries only the table or the CSV rows.
    static OutputFormat jmhOutput(PrintStream err) {
        return OutputFormatFactory.createFormatInstance(err, VerboseMode.SILENT);
    }

    /// Seconds of warm-up per trial. The JIT's kernels run in the JVM's bytecode interpreter until
    /// C2 has compiled them (the JIT asks for C2 only), which takes seconds on a small machine; the
    /// interpreter backend and llvmpipe are steady after a second.
    static int warmupSeconds(String backend, boolean quick) {
        return backend.startsWith("jit") ? (quick ? 4 : 5) : (quick ? 1 : 2);
    }

    /// Seconds of measurement per trial.
    static double measureSeconds(boolean quick) {
        return quick ? 1.5 : 2;
    }

    /// Seconds the run takes: each trial's warm-up and measurement, and about two seconds to start
    /// its JVM and open its context.
    static long estimateSeconds(Options o) {
        double perShaderAndThreads = 0;
        for (String b : o.backends()) {
            perShaderAndThreads += warmupSeconds(b, o.quick()) + measureSeconds(o.quick()) + 2;
        }
        if (o.llvmpipe()) {
            perShaderAndThreads += warmupSeconds("llvmpipe", o.quick()) + measureSeconds(o.quick()) + 2;
        }
        if (o.lavapipe()) {
            perShaderAndThreads += warmupSeconds("lavapipe", o.quick()) + measureSeconds(o.quick()) + 2;
        }
        return Math.round(o.shaders().size() * 2 * perShaderAndThreads);
    }

    /// The options of a forked benchmark JVM: the software driver's JIT uses the Vector API, the
    /// GL and Vulkan drivers call native code, and the JIT's kernels must not be left interpreted
    /// after C2 gives up recompiling them.
    static final String[] FORKED_JVM_ARGS = {"--add-modules", "jdk.incubator.vector", "--enable-native-access=ALL-UNNAMED",
            "--sun-misc-unsafe-memory-access=allow", "-XX:PerMethodRecompilationCutoff=-1", "-XX:+UseParallelGC"};

    /// JMH settings: one fork, `warmup` one-second warm-up iterations, three measurement
    /// iterations making [#measureSeconds].
    private static ChainedOptionsBuilder settings(Options o, int warmup) {
        return new OptionsBuilder()
                .include(FillRateBenchmark.class.getName() + "\\.")
                .forks(1)
                .warmupIterations(warmup)
                .warmupTime(TimeValue.seconds(1))
                .measurementIterations(3)
                .measurementTime(TimeValue.milliseconds(Math.round(measureSeconds(o.quick()) * 1000 / 3)))
                .jvmArgsAppend(FORKED_JVM_ARGS)
                .shouldFailOnError(true)
                .verbosity(VerboseMode.SILENT);
    }

    private static void collect(Collection<RunResult> results, String driver, String all, List<Row> rows) {
        for (RunResult r : results) {
            FillShader shader = FillShader.valueOf(r.getParams().getParam("shader"));
            String threads = r.getParams().getParam("threads");
            String backend = r.getParams().getParam("backend");
            double fastest = 0, slowest = Double.MAX_VALUE;
            for (BenchmarkResult b : r.getBenchmarkResults()) {
                for (IterationResult i : b.getIterationResults()) {
                    double m = mpix(i.getPrimaryResult().getScore());
                    fastest = Math.max(fastest, m);
                    slowest = Math.min(slowest, m);
                }
            }
            rows.add(new Row(driver, backend, threads.equals("all") ? all : threads, shader,
                    mpix(r.getPrimaryResult().getScore()), fastest > 0 ? (fastest - slowest) / fastest : 0));
        }
    }

    /// Megapixels per second from milliseconds per quad.
    static double mpix(double msPerQuad) {
        return FillRateBenchmark.SIZE * (double) FillRateBenchmark.SIZE / (msPerQuad / 1000) / 1e6;
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

    /// The table: one line per shader and thread count, a column per driver/backend, and the
    /// ratio of each of ours to llvmpipe.
    static void print(List<Row> rows, Options o, String all, boolean measured, boolean lavapipe, PrintStream out) {
        Map<String, Map<String, Double>> table = new LinkedHashMap<>();
        Set<String> unsteady = new HashSet<>(); // "row/column" of the unsteady trials
        List<String> columns = new ArrayList<>();
        for (String b : o.backends()) {
            columns.add("soft " + b);
        }
        if (lavapipe) {
            columns.add("lavapipe");
        }
        if (o.llvmpipe()) {
            columns.add(measured ? "llvmpipe" : "llvmpipe*");
        }
        for (FillShader s : o.shaders()) {
            for (String t : List.of("1", all)) {
                String row = s.name().toLowerCase(Locale.ROOT) + "/" + t;
                Map<String, Double> line = new LinkedHashMap<>();
                for (Row r : rows) {
                    if (r.shader() == s && r.threads().equals(t)) {
                        String column = r.driver().equals("soft") ? "soft " + r.backend() : r.backend();
                        line.put(column, r.mpix());
                        if (r.unsteady()) {
                            unsteady.add(row + "/" + column);
                        }
                    }
                }
                if (o.llvmpipe() && !measured) {
                    line.put("llvmpipe*", t.equals("1") ? s.llvmpipe1 : s.llvmpipe2);
                }
                table.put(row, line);
            }
        }
        String llvm = o.llvmpipe() ? columns.getLast() : null;
        StringBuilder h = new StringBuilder(String.format(Locale.ROOT, "%-16s", "shader/threads"));
        for (String c : columns) {
            h.append(String.format(Locale.ROOT, " %12s", c));
        }
        if (llvm != null) {
            for (String b : o.backends()) {
                h.append(String.format(Locale.ROOT, " %14s", b + "/llvmpipe"));
            }
        }
        out.println("Mpix/s");
        out.println(h);
        for (Map.Entry<String, Map<String, Double>> e : table.entrySet()) {
            StringBuilder l = new StringBuilder(String.format(Locale.ROOT, "%-16s", e.getKey()));
            Map<String, Double> v = e.getValue();
            String key = e.getKey() + "/";
            for (String c : columns) {
                Double x = v.get(c);
                l.append(x == null ? String.format(Locale.ROOT, " %12s", "-")
                        : unsteady.contains(key + c) ? String.format(Locale.ROOT, " %11.1f~", x)
                        : String.format(Locale.ROOT, " %12.1f", x));
            }
            if (llvm != null) {
                Double ref = v.get(llvm);
                for (String b : o.backends()) {
                    Double x = v.get("soft " + b);
                    boolean marked = unsteady.contains(key + "soft " + b) || unsteady.contains(key + llvm);
                    l.append(x == null || ref == null || ref <= 0 ? String.format(Locale.ROOT, " %14s", "-")
                            : String.format(Locale.ROOT, marked ? " %12.2fx~" : " %13.2fx", x / ref));
                }
            }
            out.println(l);
        }
        if (o.llvmpipe() && !measured) {
            out.println("* Mesa 22.3.6's llvmpipe measured earlier on this kind of machine, not in this run");
        }
        if (!unsteady.isEmpty()) {
            out.printf(Locale.ROOT, "~ unsteady: its measured iterations were more than %.0f%% apart; worth running again%n",
                    UNSTEADY * 100);
        }
        StringBuilder softpipe = new StringBuilder("Mesa softpipe (1 thread, measured earlier on this kind of machine):");
        for (FillShader s : o.shaders()) {
            softpipe.append(String.format(Locale.ROOT, " %s %.2f", s.name().toLowerCase(Locale.ROOT), s.softpipe));
        }
        out.println(softpipe.append(" Mpix/s"));
    }
}
