package dev.tungsten.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
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
/// per lane-instruction for each column and the ratios between them; the same rows go to a CSV
/// file with the goals and the plausibility check per row, and the goals are checked below the
/// table. `tungsten bench ops` ([Main]) calls [#run].
///
/// Columns are the [Column] constants, each a benchmark method of [HotOpsBenchmark]; the ratios
/// are the [#RATIOS] pairs: how much faster the JIT is than the interpreter, and how far each
/// backend is from the hand-written code. The goals: the JIT within [#JIT_TO_VECTOR_GOAL] of the
/// hand-written Vector API code on every ALU program, and faster than the interpreter on every
/// program. The check: no column is faster than the Vector API code by more than [#MARGIN]
/// ([#implausible]); a run that fails it exits with status 1.
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

    /// Goal of the JIT against hand-written Vector API code on every ALU program (time over time,
    /// at most).
    static final double JIT_TO_VECTOR_GOAL = 1.2;
    /// How much faster than the hand-written Vector API code a column may be before the run fails:
    /// that code does the program's work at the practical limit of this JVM, so a column faster
    /// than it by more than measurement noise (a few percent between trials on a shared machine)
    /// did less work than the program asks.
    static final double MARGIN = 0.10;

    /// The parsed options.
    ///
    /// @param quick shorter warm-up and measurement
    /// @param csv   where the CSV rows go
    /// @param ops   the programs, in table order
    /// @param width lanes per block for the interpreter and the JIT
    record Options(boolean quick, Path csv, List<HotOp> ops, int width) {
        static Options parse(List<String> args) {
            boolean quick = false;
            int width = 32;
            Path csv = Path.of("hot-ops.csv");
            List<HotOp> ops = List.of(HotOp.values());
            for (int i = 0; i < args.size(); i++) {
                String a = args.get(i);
                switch (a) {
                    case "--quick" -> quick = true;
                    case "--csv" -> csv = Path.of(value(args, ++i, a));
                    case "--width" -> width = width(value(args, ++i, a));
                    case "--ops" -> ops = ops(value(args, ++i, a));
                    default -> throw new IllegalArgumentException("unknown option " + a
                            + " (expected --quick, --csv FILE, --ops LIST, --width W)");
                }
            }
            return new Options(quick, csv, ops, width);
        }

        private static String value(List<String> args, int i, String option) {
            if (i >= args.size()) {
                throw new IllegalArgumentException(option + " needs a value");
            }
            return args.get(i);
        }

        /// The JIT runs blocks of whole quads up to 32 lanes; the interpreter takes the same.
        private static int width(String text) {
            int w;
            try {
                w = Integer.parseInt(text.trim());
            } catch (NumberFormatException e) {
                w = -1;
            }
            if (w < 4 || w > 32 || w % 4 != 0) {
                throw new IllegalArgumentException("--width must be a multiple of 4 from 4 to 32, found '" + text + "'");
            }
            return w;
        }

        private static List<HotOp> ops(String list) {
            List<HotOp> ops = new ArrayList<>();
            for (String name : list.split(",")) {
                try {
                    ops.add(HotOp.valueOf(name.trim().toUpperCase(Locale.ROOT)));
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException("unknown op '" + name.trim() + "' (expected some of "
                            + String.join(",", java.util.Arrays.stream(HotOp.values()).map(Enum::name).toList()) + ")");
                }
            }
            return List.copyOf(ops);
        }
    }

    /// One program's measurements: nanoseconds per pass for each column measured, and the
    /// lane-instructions one lane executes in a pass.
    record Row(HotOp op, long laneInstructions, Map<Column, Double> nsPerPass) {
        /// Nanoseconds per lane-instruction in column `c`, or null when it was not measured.
        Double perLaneInstruction(Column c) {
            Double t = nsPerPass.get(c);
            return t == null ? null : t / (laneInstructions * (double) HotOpsBenchmark.LANES);
        }

        /// `numerator / denominator` of the pair's times, or null when one is missing.
        Double ratio(Column[] pair) {
            Double num = nsPerPass.get(pair[0]), den = nsPerPass.get(pair[1]);
            return num == null || den == null || den <= 0 ? null : num / den;
        }
    }

    private HotOpsTable() {}

    /// Runs the benchmarks of `args` ([Options]), prints the table and the goals to `out` (JMH's
    /// own output goes to `err`), writes the CSV. Returns the exit status.
    public static int run(List<String> args, PrintStream out, PrintStream err) throws IOException, RunnerException {
        Options o = Options.parse(args);
        String[] names = o.ops().stream().map(Enum::name).toArray(String[]::new);
        int runs = o.ops().size() * Column.values().length;
        out.printf(Locale.ROOT, "running %d benchmarks of %d lanes (about %d s)...%n", runs, HotOpsBenchmark.LANES,
                estimateSeconds(o));
        List<RunResult> results = new ArrayList<>();
        for (Column c : Column.values()) {
            ChainedOptionsBuilder options = new OptionsBuilder()
                    .include(HotOpsBenchmark.class.getName() + "\\." + c.method + "$")
                    .param("op", names)
                    .param("width", Integer.toString(o.width()))
                    .forks(1)
                    .warmupIterations(warmupIterations(c))
                    .warmupTime(TimeValue.milliseconds(warmupMillis(o.quick())))
                    .measurementIterations(measurementIterations(o.quick()))
                    .measurementTime(TimeValue.milliseconds(measurementMillis(o.quick())))
                    .jvmArgsAppend("--add-modules", "jdk.incubator.vector", "--enable-native-access=ALL-UNNAMED",
                            "--sun-misc-unsafe-memory-access=allow", "-XX:PerMethodRecompilationCutoff=-1", "-XX:+UseParallelGC")
                    .shouldFailOnError(true)
                    .verbosity(VerboseMode.SILENT);
            results.addAll(new Runner(options.build(), FillRateTable.jmhOutput(err)).run());
        }
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
        List<Row> rows = new ArrayList<>();
        for (HotOp op : o.ops()) {
            rows.add(new Row(op, HotOpsBenchmark.laneInstructions(op, o.width()), ns.getOrDefault(op, Map.of())));
        }
        out.println("ns per lane-instruction (" + HotOpsBenchmark.LANES + " lanes; interpreter and JIT blocks of "
                + o.width() + ")");
        table(rows).forEach(out::println);
        goals(rows).forEach(out::println);
        Files.write(o.csv(), csv(rows));
        out.println("wrote " + o.csv().toAbsolutePath());
        List<String> implausible = new ArrayList<>();
        for (Row row : rows) {
            implausible.addAll(implausible(row));
        }
        implausible.forEach(err::println);
        return implausible.isEmpty() ? 0 : 1;
    }

    /// Warm-up iterations for column `c`. The first calls of any column run the Vector API code in
    /// the JVM's bytecode interpreter, so warm-up takes seconds even when measurement is short; the
    /// JIT's kernels also wait for C2 (the JIT asks for C2 only), which takes several one-second
    /// iterations on a small machine.
    static int warmupIterations(Column c) {
        return c == Column.JIT ? 8 : 2;
    }

    static long warmupMillis(boolean quick) {
        return quick ? 700 : 1000;
    }

    static int measurementIterations(boolean quick) {
        return quick ? 2 : 3;
    }

    static long measurementMillis(boolean quick) {
        return quick ? 300 : 500;
    }

    /// Seconds the run takes: every column's warm-up and measurement for every op, and about 1.2 s
    /// to start each trial's JVM.
    static long estimateSeconds(Options o) {
        long millis = 0;
        for (Column c : Column.values()) {
            millis += warmupIterations(c) * warmupMillis(o.quick()) + measurementIterations(o.quick()) * measurementMillis(o.quick())
                    + 1200;
        }
        return o.ops().size() * millis / 1000;
    }

    private static String ratioTitle(Column[] pair) {
        return pair[0].title.split(" ")[0].replace("interpreter", "interp") + "/" + pair[1].title.split(" ")[0];
    }

    /// The printed table: a header, then one line per row ("-" for what was not measured).
    static List<String> table(List<Row> rows) {
        List<String> lines = new ArrayList<>();
        StringBuilder header = new StringBuilder(String.format(Locale.ROOT, "%-13s %10s", "op", "lane-instr"));
        for (Column c : Column.values()) {
            header.append(String.format(Locale.ROOT, " %12s", c.title));
        }
        for (Column[] pair : RATIOS) {
            header.append(String.format(Locale.ROOT, " %14s", ratioTitle(pair)));
        }
        lines.add(header.toString());
        for (Row row : rows) {
            StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%-13s %10d", row.op(), row.laneInstructions()));
            for (Column c : Column.values()) {
                Double t = row.perLaneInstruction(c);
                line.append(t == null ? String.format(Locale.ROOT, " %12s", "-") : String.format(Locale.ROOT, " %12.4f", t));
            }
            for (Column[] pair : RATIOS) {
                Double r = row.ratio(pair);
                line.append(r == null ? String.format(Locale.ROOT, " %14s", "-") : String.format(Locale.ROOT, " %13.2fx", r));
            }
            lines.add(line.toString());
        }
        return lines;
    }

    /// The CSV: a header naming each column, then one line per row (empty fields for what was
    /// not measured).
    static List<String> csv(List<Row> rows) {
        List<String> lines = new ArrayList<>();
        StringBuilder header = new StringBuilder("op,lane_instructions");
        for (Column c : Column.values()) {
            header.append(',').append(c.name().toLowerCase(Locale.ROOT)).append("_ns");
        }
        for (Column[] pair : RATIOS) {
            header.append(",ratio_").append(pair[0].name().toLowerCase(Locale.ROOT)).append('_')
                    .append(pair[1].name().toLowerCase(Locale.ROOT));
        }
        header.append(",goal_jit_vector,goal_jit_interpreter,plausible");
        lines.add(header.toString());
        for (Row row : rows) {
            StringBuilder line = new StringBuilder(row.op() + "," + row.laneInstructions());
            for (Column c : Column.values()) {
                Double t = row.perLaneInstruction(c);
                line.append(',').append(t == null ? "" : String.format(Locale.ROOT, "%.5f", t));
            }
            for (Column[] pair : RATIOS) {
                Double r = row.ratio(pair);
                line.append(',').append(r == null ? "" : String.format(Locale.ROOT, "%.2f", r));
            }
            line.append(',').append(verdict(jitToVectorMet(row))).append(',').append(verdict(jitBeatsInterpreter(row)))
                    .append(',').append(row.perLaneInstruction(Column.VECTOR_API) == null ? "" : implausible(row).isEmpty() ? "yes" : "no");
            lines.add(line.toString());
        }
        return lines;
    }

    /// Whether `op`'s program is ALU work for the JIT/vector goal: every program but MOV (data
    /// movement only, which the JIT turns into renamed registers) and the IF/ELSE loop (control
    /// flow).
    static boolean aluHeavy(HotOp op) {
        return op != HotOp.MOV && op != HotOp.IF_ELSE_LOOP;
    }

    private static final Column[] JIT_TO_VECTOR = {Column.JIT, Column.VECTOR_API};
    private static final Column[] INTERPRETER_TO_JIT = {Column.INTERPRETER, Column.JIT};

    /// Whether the row meets the JIT/vector goal; null where it does not apply or was not measured.
    static Boolean jitToVectorMet(Row row) {
        Double r = aluHeavy(row.op()) ? row.ratio(JIT_TO_VECTOR) : null;
        return r == null ? null : r <= JIT_TO_VECTOR_GOAL;
    }

    /// Whether the JIT is faster than the interpreter on the row; null where either is missing.
    static Boolean jitBeatsInterpreter(Row row) {
        Double r = row.ratio(INTERPRETER_TO_JIT);
        return r == null ? null : r > 1;
    }

    private static String verdict(Boolean met) {
        return met == null ? "" : met ? "met" : "not met";
    }

    /// The check of one row: a line for each column faster than the Vector API code by more than
    /// [#MARGIN], naming the program and the column; nothing when the row passes.
    static List<String> implausible(Row row) {
        List<String> lines = new ArrayList<>();
        Double vector = row.nsPerPass().get(Column.VECTOR_API);
        for (Column c : Column.values()) {
            Double t = row.nsPerPass().get(c);
            if (c != Column.VECTOR_API && vector != null && t != null && t * (1 + MARGIN) < vector) {
                lines.add(String.format(Locale.ROOT, "implausible: %s on %s takes %.2fx the time of the hand-written Vector API "
                        + "code, faster by more than the %.0f%% margin: it did less work than the program asks",
                        c.title, row.op(), t / vector, MARGIN * 100));
            }
        }
        return lines;
    }

    /// The goals, each with the measured ratios and whether it is met, and the check; nothing for
    /// a goal whose columns were not run.
    static List<String> goals(List<Row> rows) {
        List<String> lines = new ArrayList<>();
        List<String> slow = new ArrayList<>();
        double worst = 0;
        HotOp worstOp = null;
        int counted = 0;
        for (Row row : rows) {
            Boolean met = jitToVectorMet(row);
            if (met != null) {
                counted++;
                double r = row.ratio(JIT_TO_VECTOR);
                if (r > worst) {
                    worst = r;
                    worstOp = row.op();
                }
                if (!met) {
                    slow.add(String.format(Locale.ROOT, "%s %.2fx", row.op(), r));
                }
            }
        }
        if (counted > 0) {
            lines.add(String.format(Locale.ROOT, "goal jit/vector <= %.1fx on every ALU program: %s (%d programs, highest %.2fx, %s)",
                    JIT_TO_VECTOR_GOAL, slow.isEmpty() ? "met" : "not met", counted, worst, worstOp)
                    + (slow.isEmpty() ? "" : "; above: " + String.join(", ", slow)));
        }
        List<String> slower = new ArrayList<>();
        counted = 0;
        for (Row row : rows) {
            Boolean met = jitBeatsInterpreter(row);
            if (met != null) {
                counted++;
                if (!met) {
                    slower.add(String.format(Locale.ROOT, "%s %.2fx", row.op(), row.ratio(INTERPRETER_TO_JIT)));
                }
            }
        }
        if (counted > 0) {
            lines.add(String.format(Locale.ROOT, "goal jit faster than the interpreter on every program: %s (%d programs)",
                    slower.isEmpty() ? "met" : "not met", counted) + (slower.isEmpty() ? "" : "; interp/jit " + String.join(", ", slower)));
        }
        int checked = 0, failed = 0;
        for (Row row : rows) {
            if (row.nsPerPass().containsKey(Column.VECTOR_API) && row.nsPerPass().size() > 1) {
                checked++;
                failed += implausible(row).isEmpty() ? 0 : 1;
            }
        }
        if (checked > 0) {
            lines.add(String.format(Locale.ROOT, "check: no column faster than the vector API by more than %.0f%%: %s", MARGIN * 100,
                    failed == 0 ? "passed (" + checked + " programs)" : "FAILED on " + failed + " of " + checked + " programs (below)"));
        }
        return lines;
    }
}
