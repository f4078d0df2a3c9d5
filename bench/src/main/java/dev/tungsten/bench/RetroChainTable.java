package dev.tungsten.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;

import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

import dev.tungsten.bench.RetroChainBenchmark.ChainDriver;
import dev.tungsten.bench.RetroChainBenchmark.ChainPreset;

/// `tungsten bench retro`: [RetroChainBenchmark]'s presets on each driver in one JMH run, and a
/// table of milliseconds per frame with the ratio of each software-driver figure to OpenGL's
/// (llvmpipe) for the same preset.
///
/// Every trial runs in a JVM forked through the script of [FillRateTable#launcher], which sets
/// `LP_NUM_THREADS` to one thread per core, `GALLIUM_DRIVER=llvmpipe` and
/// `LIBGL_ALWAYS_SOFTWARE=1`: the `gl` trials then measure llvmpipe as it runs by default on
/// this machine, and the variables do not touch the software driver's trials. Without an EGL
/// context the `gl` trials are left out with a notice and the ratios stay empty.
public final class RetroChainTable {
    /// One measured trial: `ms` per frame; how far apart its measured iterations were (the
    /// slowest's time above the fastest's, as a fraction of the slowest); and, on the software
    /// driver, whether C2 had compiled its kernels before it was measured (`settled`; see
    /// [KernelWarmup]).
    record Row(ChainPreset preset, ChainDriver driver, double ms, double spread, boolean settled) {
        Row(ChainPreset preset, ChainDriver driver, double ms, double spread) {
            this(preset, driver, ms, spread, true);
        }

        boolean unsteady() {
            return spread > FillRateTable.UNSTEADY;
        }

        /// The marks of a figure taken from `rows`: `~` if one was unsteady, `*` if one was
        /// measured with kernels still compiling.
        static String marks(Row... rows) {
            boolean unsteady = false, unsettled = false;
            for (Row r : rows) {
                unsteady |= r.unsteady();
                unsettled |= !r.settled();
            }
            return (unsteady ? "~" : "") + (unsettled ? "*" : "");
        }
    }

    /// The parsed options.
    ///
    /// @param csv where to write the rows (one per preset), or null
    record Options(boolean quick, List<ChainPreset> presets, List<ChainDriver> drivers, Path csv, String shelf) {
        static Options parse(List<String> args) {
            boolean quick = false;
            List<ChainPreset> presets = List.of(ChainPreset.values());
            List<ChainDriver> drivers = List.of(ChainDriver.values());
            Path csv = null;
            String shelf = "";
            for (int i = 0; i < args.size(); i++) {
                String a = args.get(i);
                switch (a) {
                    case "--quick" -> quick = true;
                    case "--presets" -> presets = List.of(value(args, ++i, a).split(",")).stream().map(String::trim)
                            .map(ChainPreset::of).distinct().toList();
                    case "--drivers" -> drivers = List.of(value(args, ++i, a).split(",")).stream().map(String::trim)
                            .map(ChainDriver::of).distinct().toList();
                    case "--csv" -> csv = Path.of(value(args, ++i, a));
                    case "--shelf" -> shelf = value(args, ++i, a);
                    default -> throw new IllegalArgumentException("unknown option " + a + " (expected --quick, "
                            + "--presets one-pass,four-pass,longest, --drivers soft-1,soft-2,gl, --csv FILE, --shelf DIR)");
                }
            }
            return new Options(quick, presets, drivers, csv, shelf);
        }

        private static String value(List<String> args, int i, String option) {
            if (i >= args.size()) {
                throw new IllegalArgumentException(option + " needs a value");
            }
            return args.get(i);
        }
    }

    /// How long each trial warms and measures: in setup at least `frames` frames (on soft, until
    /// C2 has compiled the kernels or `warmupLimit` seconds have passed: [KernelWarmup]), then
    /// JMH's `warmup` and `measure` iterations of `seconds` each (an iteration runs until its time
    /// is up, then finishes its frame, so a slow chain's iteration is one frame).
    record Settings(int frames, int warmupLimit, int warmup, int measure, int seconds) {
        /// 8 frames, at most 900 s, 2 x 2 s warm-up, 5 x 2 s measured; `quick`: 5 frames, 300 s,
        /// 1 x 1 s, 3 x 1 s.
        static Settings of(boolean quick) {
            return quick ? new Settings(5, 300, 1, 3, 1) : new Settings(8, 900, 2, 5, 2);
        }
    }

    private RetroChainTable() {}

    /// Runs the benchmark; the table goes to `out`, notices and JMH's output to `err`. Returns
    /// the exit status (0 with a notice when the shelf is absent).
    public static int run(List<String> args, PrintStream out, PrintStream err) throws RunnerException, IOException {
        Options o = Options.parse(args);
        Path shelf = CompileBench.shelfRoot(o.shelf());
        Path corpus = RetroChainBenchmark.corpus(shelf);
        if (!Files.isDirectory(corpus)) {
            out.println("NOTICE: " + corpus + " is absent (the project shelf, ../shared); nothing to measure");
            return 0;
        }
        List<ChainDriver> drivers = new ArrayList<>(o.drivers());
        String llvmpipe = null;
        if (drivers.contains(ChainDriver.GL)) {
            FillRateTable.Probe probe = FillRateTable.probe("gl");
            llvmpipe = probe.renderer();
            if (llvmpipe == null) {
                err.println("NOTICE: no OpenGL context through EGL here (" + probe.failure() + "; install libegl1 "
                        + "libegl-mesa0 libgl1-mesa-dri): the gl column is not measured");
                drivers.remove(ChainDriver.GL);
            }
        }
        if (drivers.isEmpty()) {
            throw new IllegalArgumentException("no driver left to measure");
        }
        Settings s = Settings.of(o.quick());
        List<ChainDriver> softs = drivers.stream().filter(d -> d != ChainDriver.GL).toList();
        out.printf(Locale.ROOT, "retro chains: %dx%d input to a %dx%d viewport, one frame per call, read back; %d trials, "
                        + "each %d x %d s warm-up and %d x %d s measured after its setup: on soft at least %d frames at "
                        + "%dx%d and until C2 has compiled the kernels (at most %d s per preset), on gl %d frames%n",
                RetroChainBenchmark.INPUT_WIDTH, RetroChainBenchmark.INPUT_HEIGHT, RetroChainBenchmark.VIEWPORT_WIDTH,
                RetroChainBenchmark.VIEWPORT_HEIGHT, o.presets().size() * drivers.size(), s.warmup(), s.seconds(),
                s.measure(), s.seconds(), s.frames(), RetroChainBenchmark.INPUT_WIDTH, RetroChainBenchmark.INPUT_HEIGHT,
                s.warmupLimit(), s.frames());
        List<Row> rows = new ArrayList<>();
        if (!softs.isEmpty()) {
            // In this JVM: the trials of one preset on 1 and 2 threads share its compiled kernels.
            ChainedOptionsBuilder soft = settings(o, s, shelf, softs).forks(0);
            rows.addAll(collect(new Runner(soft.build(), FillRateTable.jmhOutput(err)).run()));
        }
        String all = FillRateTable.allThreads();
        if (drivers.contains(ChainDriver.GL)) {
            Path java = FillRateTable.launcher(all);
            try {
                ChainedOptionsBuilder gl = settings(o, s, shelf, List.of(ChainDriver.GL)).forks(1).jvm(java.toString())
                        .jvmArgsAppend(FillRateTable.FORKED_JVM_ARGS);
                rows.addAll(collect(new Runner(gl.build(), FillRateTable.jmhOutput(err)).run()));
            } finally {
                Files.deleteIfExists(java);
            }
        }
        if (llvmpipe != null) {
            out.println("gl: " + llvmpipe + ", LP_NUM_THREADS=" + all);
        }
        print(rows, o.presets(), drivers, out);
        if (o.csv() != null) {
            Files.write(o.csv(), csv(rows, o.presets()));
            out.println("wrote " + o.csv().toAbsolutePath());
        }
        return 0;
    }

    /// The JMH options of the trials of `drivers` on the presets asked for.
    private static ChainedOptionsBuilder settings(Options o, Settings s, Path shelf, List<ChainDriver> drivers) {
        return new OptionsBuilder()
                .include(RetroChainBenchmark.class.getName() + "\\.")
                .param("preset", o.presets().stream().map(p -> p.key).toArray(String[]::new))
                .param("driver", drivers.stream().map(d -> d.key).toArray(String[]::new))
                .param("shelf", shelf.toString())
                .param("warmupFrames", Integer.toString(s.frames()))
                .param("warmupLimit", Integer.toString(s.warmupLimit()))
                .warmupIterations(s.warmup()).warmupTime(TimeValue.seconds(s.seconds()))
                .measurementIterations(s.measure()).measurementTime(TimeValue.seconds(s.seconds()))
                .shouldFailOnError(true)
                .verbosity(VerboseMode.SILENT);
    }

    private static List<Row> collect(Collection<RunResult> results) {
        List<Row> rows = new ArrayList<>();
        for (RunResult r : results) {
            double fastest = Double.MAX_VALUE, slowest = 0;
            for (BenchmarkResult b : r.getBenchmarkResults()) {
                for (IterationResult i : b.getIterationResults()) {
                    double ms = i.getPrimaryResult().getScore();
                    fastest = Math.min(fastest, ms);
                    slowest = Math.max(slowest, ms);
                }
            }
            String preset = r.getParams().getParam("preset"), driver = r.getParams().getParam("driver");
            KernelWarmup.Result warmup = RetroChainBenchmark.WARMUPS.get(preset + "/" + driver);
            rows.add(new Row(ChainPreset.of(preset), ChainDriver.of(driver), r.getPrimaryResult().getScore(),
                    slowest > 0 ? (slowest - fastest) / slowest : 0, warmup == null || warmup.settled()));
        }
        return rows;
    }

    /// The trial of `preset` on `driver`, or null.
    private static Row find(List<Row> rows, ChainPreset preset, ChainDriver driver) {
        return rows.stream().filter(r -> r.preset() == preset && r.driver() == driver).findFirst().orElse(null);
    }

    /// `soft`'s time over `gl`'s for the same preset (above 1: slower than llvmpipe), or null when
    /// either is missing.
    static Double ratio(Row soft, Row gl) {
        return soft == null || gl == null || gl.ms() <= 0 ? null : soft.ms() / gl.ms();
    }

    /// The table: one line per preset, ms per frame per driver, then `soft-N/gl` for each software
    /// figure. `~` marks a trial (and a ratio from one) whose iterations were more than
    /// [FillRateTable#UNSTEADY] apart.
    static void print(List<Row> rows, List<ChainPreset> presets, List<ChainDriver> drivers, PrintStream out) {
        boolean gl = drivers.contains(ChainDriver.GL);
        List<ChainDriver> softs = drivers.stream().filter(d -> d != ChainDriver.GL).toList();
        StringBuilder h = new StringBuilder(String.format(Locale.ROOT, "%-10s %-7s", "preset", "passes"));
        for (ChainDriver d : drivers) {
            h.append(String.format(Locale.ROOT, " %10s", d.key));
        }
        if (gl) {
            for (ChainDriver d : softs) {
                h.append(String.format(Locale.ROOT, " %10s", d.key + "/gl"));
            }
        }
        out.println("ms per frame (ratios: time over gl's; above 1 is slower than llvmpipe)");
        out.println(h);
        boolean unsteady = false, unsettled = false;
        for (ChainPreset p : presets) {
            StringBuilder l = new StringBuilder(String.format(Locale.ROOT, "%-10s %-7d", p.key, p.passes));
            for (ChainDriver d : drivers) {
                Row r = find(rows, p, d);
                unsteady |= r != null && r.unsteady();
                unsettled |= r != null && !r.settled();
                l.append(r == null ? String.format(Locale.ROOT, " %10s", "-") : figure(String.format(Locale.ROOT, "%.1f", r.ms()), Row.marks(r)));
            }
            if (gl) {
                Row g = find(rows, p, ChainDriver.GL);
                for (ChainDriver d : softs) {
                    Row r = find(rows, p, d);
                    Double x = ratio(r, g);
                    l.append(x == null ? String.format(Locale.ROOT, " %10s", "-")
                            : figure(String.format(Locale.ROOT, "%.2fx", x), Row.marks(r, g)));
                }
            }
            out.println(l);
        }
        if (unsteady) {
            out.printf(Locale.ROOT, "~ unsteady: its measured iterations were more than %.0f%% apart; worth running again%n",
                    FillRateTable.UNSTEADY * 100);
        }
        if (unsettled) {
            out.println("* measured while C2 was still compiling the JIT's kernels (warm-up limit reached): slower than settled");
        }
        for (ChainPreset p : presets) {
            out.println("  " + p.key + ": " + p.file);
        }
    }

    /// A table cell: `text` and its `marks` (none, `~`, `*` or `~*`) right-aligned in 10 columns.
    private static String figure(String text, String marks) {
        return String.format(Locale.ROOT, " %" + (10 - marks.length()) + "s%s", text, marks);
    }

    /// The CSV of a run, one row per preset: the measured columns of `bench/results/retro-chain.csv`
    /// (empty where not measured), without its date, machine, command, note and source.
    static List<String> csv(List<Row> rows, List<ChainPreset> presets) {
        List<String> lines = new ArrayList<>();
        lines.add("preset,file,passes,soft1_ms,soft2_ms,gl_ms,ratio_soft1_gl,ratio_soft2_gl,unsteady,unsettled");
        for (ChainPreset p : presets) {
            Row s1 = find(rows, p, ChainDriver.SOFT_1), s2 = find(rows, p, ChainDriver.SOFT_2), gl = find(rows, p, ChainDriver.GL);
            List<String> unsteady = new ArrayList<>(), unsettled = new ArrayList<>();
            for (Row r : new Row[] {s1, s2, gl}) {
                if (r != null && r.unsteady()) {
                    unsteady.add(r.driver().key);
                }
                if (r != null && !r.settled()) {
                    unsettled.add(r.driver().key);
                }
            }
            lines.add(String.join(",", p.key, p.file, Integer.toString(p.passes), ms(s1), ms(s2), ms(gl),
                    times(ratio(s1, gl)), times(ratio(s2, gl)), String.join(" ", unsteady), String.join(" ", unsettled)));
        }
        return lines;
    }

    private static String ms(Row r) {
        return r == null ? "" : String.format(Locale.ROOT, "%.2f", r.ms());
    }

    private static String times(Double x) {
        return x == null ? "" : String.format(Locale.ROOT, "%.2f", x);
    }
}
