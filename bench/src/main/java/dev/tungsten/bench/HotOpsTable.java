package dev.tungsten.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/// Runs [HotOpsBenchmark] with short settings and prints the hot-opcode-loop table: nanoseconds
/// per lane-instruction for each column and the ratio of the interpreter to each baseline; the
/// same rows go to a CSV file. `tungsten bench ops` calls [#run]; `main` runs it standalone.
///
/// Columns are the [Column] constants, each a benchmark method of [HotOpsBenchmark]; the ratios
/// are the [#RATIOS] pairs: how much faster the JIT is than the interpreter, and how far each
/// backend is from the hand-written code (the goals: interpreter/JIT at least 20x on
/// ALU-heavy programs, JIT/vector API at most 1.5x on the 20-MAD chain).
public final class HotOpsTable {
    /// A column of the table: the benchmark method that measures it.
    public enum Column {
        INTERPRETER("interpreter", "interpreter"),
        JIT("jit", "jit"),
        JAVA_LOOP("javaLoop", "java loop"),
        VECTOR_API("vectorApi", "vector API");

        final String method;
        final String title;

        Column(String method, String title) {
            this.method = method;
            this.title = title;
        }
    }

    /// The ratio columns, `numerator / denominator` of times (so "x faster" of the denominator).
    static final Column[][] RATIOS = {
        {Column.INTERPRETER, Column.JIT}, {Column.JIT, Column.JAVA_LOOP}, {Column.JIT, Column.VECTOR_API},
        {Column.INTERPRETER, Column.VECTOR_API},
    };

    private HotOpsTable() {}

    private static String ratioTitle(Column[] pair) {
        return pair[0].title.split(" ")[0].replace("interpreter", "interp") + "/" + pair[1].title.split(" ")[0];
    }

    public static void main(String[] args) throws Exception {
        System.exit(run(List.of(args), System.out));
    }

    /// Options: `--quick` (shorter iterations), `--csv FILE` (default `hot-ops.csv`),
    /// `--ops MOV,ADD,...` (default all), `--width W` (interpreter block width, default 32).
    /// Returns the exit status.
    public static int run(List<String> args, PrintStream out) throws IOException, RunnerException {
        boolean quick = false;
        int width = 32;
        Path csv = Path.of("hot-ops.csv");
        List<HotOp> ops = new ArrayList<>(List.of(HotOp.values()));
        for (int i = 0; i < args.size(); i++) {
            switch (args.get(i)) {
                case "--quick" -> quick = true;
                case "--csv" -> csv = Path.of(args.get(++i));
                case "--width" -> width = Integer.parseInt(args.get(++i));
                case "--ops" -> {
                    ops.clear();
                    for (String name : args.get(++i).split(",")) {
                        ops.add(HotOp.valueOf(name.trim().toUpperCase(Locale.ROOT)));
                    }
                }
                default -> throw new IllegalArgumentException("unknown option " + args.get(i)
                        + " (expected --quick, --csv FILE, --ops LIST, --width W)");
            }
        }
        String[] names = ops.stream().map(Enum::name).toArray(String[]::new);
        // The first calls run the Vector API code in the JVM's bytecode interpreter (about 0.3 s
        // for one pass), so warm-up is measured in seconds even when measurement is short.
        int warmups = 2, measurements = quick ? 2 : 3;
        long warmupMillis = quick ? 700 : 1000, millis = quick ? 300 : 500;
        ChainedOptionsBuilder options = new OptionsBuilder()
                .include(HotOpsBenchmark.class.getName() + "\\.")
                .param("op", names)
                .param("width", Integer.toString(width))
                .forks(1)
                .warmupIterations(warmups)
                .warmupTime(TimeValue.milliseconds(warmupMillis))
                .measurementIterations(measurements)
                .measurementTime(TimeValue.milliseconds(millis))
                .jvmArgsAppend("--add-modules", "jdk.incubator.vector", "-XX:+UseParallelGC")
                .shouldFailOnError(true)
                .verbosity(VerboseMode.SILENT);
        int runs = ops.size() * Column.values().length;
        out.printf(Locale.ROOT, "running %d benchmarks of %d lanes (about %d s)...%n", runs, HotOpsBenchmark.LANES,
                runs * (warmups * warmupMillis + measurements * millis + 1200) / 1000);
        Collection<RunResult> results = new Runner(options.build()).run();
        Map<HotOp, Map<Column, Double>> ns = new EnumMap<>(HotOp.class);
        for (RunResult r : results) {
            String method = r.getParams().getBenchmark();
            method = method.substring(method.lastIndexOf('.') + 1);
            HotOp op = HotOp.valueOf(r.getParams().getParam("op"));
            for (Column c : Column.values()) {
                if (c.method.equals(method)) {
                    ns.computeIfAbsent(op, k -> new EnumMap<>(Column.class)).put(c, r.getPrimaryResult().getScore());
                }
            }
        }
        List<String> csvLines = new ArrayList<>();
        StringBuilder header = new StringBuilder(String.format(Locale.ROOT, "%-13s %10s", "op", "lane-instr"));
        StringBuilder csvHeader = new StringBuilder("op,lane_instructions");
        for (Column c : Column.values()) {
            header.append(String.format(Locale.ROOT, " %12s", c.title));
            csvHeader.append(',').append(c.name().toLowerCase(Locale.ROOT)).append("_ns");
        }
        for (Column[] pair : RATIOS) {
            header.append(String.format(Locale.ROOT, " %14s", ratioTitle(pair)));
            csvHeader.append(",ratio_").append(pair[0].name().toLowerCase(Locale.ROOT)).append('_')
                    .append(pair[1].name().toLowerCase(Locale.ROOT));
        }
        out.println("ns per lane-instruction (" + HotOpsBenchmark.LANES + " lanes; interpreter blocks of "
                + width + ")");
        out.println(header);
        csvLines.add(csvHeader.toString());
        for (HotOp op : ops) {
            Map<Column, Double> row = ns.getOrDefault(op, Map.of());
            long units = HotOpsBenchmark.laneInstructions(op, width) * HotOpsBenchmark.LANES;
            StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%-13s %10d", op, units / HotOpsBenchmark.LANES));
            StringBuilder csvLine = new StringBuilder(op + "," + units / HotOpsBenchmark.LANES);
            for (Column c : Column.values()) {
                Double t = row.get(c);
                line.append(t == null ? String.format(Locale.ROOT, " %12s", "-")
                        : String.format(Locale.ROOT, " %12.4f", t / units));
                csvLine.append(',').append(t == null ? "" : String.format(Locale.ROOT, "%.5f", t / units));
            }
            for (Column[] pair : RATIOS) {
                Double num = row.get(pair[0]), den = row.get(pair[1]);
                boolean known = num != null && den != null && den > 0;
                line.append(known ? String.format(Locale.ROOT, " %13.2fx", num / den) : String.format(Locale.ROOT, " %14s", "-"));
                csvLine.append(',').append(known ? String.format(Locale.ROOT, "%.2f", num / den) : "");
            }
            out.println(line);
            csvLines.add(csvLine.toString());
        }
        Files.write(csv, csvLines);
        out.println("wrote " + csv.toAbsolutePath());
        return 0;
    }
}
