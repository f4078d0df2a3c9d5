package dev.tungsten.tests.cg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;
import java.util.stream.Collectors;
import java.util.stream.LongStream;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import dev.tungsten.cg.Cg;
import dev.tungsten.cg.Preprocessor;
import dev.tungsten.cg.SourceSet;
import dev.tungsten.ir.Diagnostic;
import dev.tungsten.ir.Span;
import dev.tungsten.ir.TgsiLowering;
import dev.tungsten.ir.TgsiLoweringException;

/// Feeds mutated Cg programs ([CgMutator], seeds from [CgFuzzSeeds]: our error cases and the
/// libretro and Cg Toolkit dev corpora) through the whole front end, `Cg.compile` and then
/// `TgsiLowering.lower` of every entry point of the seed. Every input must end in TGSI or in
/// diagnostics whose spans lie inside the files of its [SourceSet]; no exception other than
/// [TgsiLoweringException] may escape, and no input (all its entry points) may take a second of
/// processor time. 2*10^4 inputs in the normal run, 10^6 with `-Pfuzz-long`, on all processors.
/// Failing inputs are written to `target/cg-fuzz-failures/` with the headers they replaced.
class CgFuzzTest {
    /// How one program ended: lowered to TGSI, rejected by the front end, or refused by the
    /// lowering.
    enum Verdict { LOWERED, REJECTED, REFUSED }

    /// What one input did: a verdict per program, the kinds of all errors met, the processor
    /// time it took, and a problem (an escaped exception, an unlocated or misplaced diagnostic,
    /// a slow input) or null.
    record Checked(List<Verdict> verdicts, List<String> kinds, long cpuNanos, String problem) {}

    /// The limit on one input (all its programs), in processor time of the compiling thread:
    /// the machines that run the tests are shared, and wall time there measures the neighbours.
    static final long LIMIT_NANOS = 1_000_000_000L;

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private static long cpuNow() {
        return THREADS.isCurrentThreadCpuTimeSupported() ? THREADS.getCurrentThreadCpuTime() : System.nanoTime();
    }

    /// Compiles and lowers every program of `input`.
    static Checked check(CgMutator.Input input, Map<Path, String> files) {
        Preprocessor.IncludeLoader loader = p -> input.overlay().getOrDefault(p, files.get(p));
        List<Verdict> verdicts = new ArrayList<>();
        List<String> kinds = new ArrayList<>();
        long start = cpuNow();
        for (CgFuzzSeeds.Program p : input.seed().programs()) {
            Map<String, String> defines = input.parameterUniform() && input.seed().path().startsWith("libretro")
                    ? Map.of("PARAMETER_UNIFORM", "1") : p.defines();
            Cg.Options options = new Cg.Options(List.of(), defines, loader, p.entry(), p.profile(), p.stage());
            String problem = null;
            try {
                Cg.Result r = Cg.compile(input.seed().path().toString(), input.text(), options);
                kinds.addAll(r.errorKinds());
                problem = placement(r.sources(), r.diagnostics());
                if (problem == null && r.ok()) {
                    try {
                        TgsiLowering.lower(r.module(), r.info(), p.entry(), TgsiLowering.Options.defaults());
                        verdicts.add(Verdict.LOWERED);
                    } catch (TgsiLoweringException e) {
                        verdicts.add(Verdict.REFUSED);
                        kinds.add("TgsiLoweringException");
                        problem = placement(r.sources(), List.of(e.diagnostic()));
                    }
                } else {
                    verdicts.add(Verdict.REJECTED);
                }
            } catch (RuntimeException | StackOverflowError e) {
                problem = e + " at " + java.util.Arrays.stream(e.getStackTrace())
                        .filter(f -> f.getClassName().startsWith("dev.tungsten")).findFirst().map(Object::toString).orElse("?");
            }
            if (problem != null) {
                return new Checked(verdicts, kinds, cpuNow() - start, problem + " (entry " + p.entry() + ")");
            }
        }
        long took = cpuNow() - start;
        return new Checked(verdicts, kinds, took, took > LIMIT_NANOS ? SLOW + took / 1_000_000 + " ms" : null);
    }

    /// `null` when every error lies inside one file of `sources` (warnings may be unlocated)
    /// and renders; else what is wrong.
    static String placement(SourceSet sources, List<Diagnostic> diagnostics) {
        for (Diagnostic d : diagnostics) {
            Span s = d.primarySpan();
            if (!s.isDefined()) {
                if (d.isError()) {
                    return "error without a location: " + d.message();
                }
                continue;
            }
            int local = sources.localOffset(s.start());
            if (local < 0 || local + s.length() > sources.fileAt(s.start()).text().length()) {
                return "diagnostic outside its file (" + s + "): " + d.message();
            }
            sources.render(d);
        }
        return null;
    }

    /// The first input (by number) that met one kind of problem, and how many did.
    private static final class Problem {
        long count;
        long firstInput = Long.MAX_VALUE;
        String first;

        /// Counts one more; `describe` (which may write the input to disk) runs only for an input
        /// that comes before the first one so far.
        synchronized void add(long input, java.util.function.Supplier<String> describe) {
            count++;
            if (input < firstInput) {
                firstInput = input;
                first = describe.get();
            }
        }
    }

    /// Runs `inputs` mutated inputs made from `seed` (input `i` from its own generator, so a run
    /// gives the same inputs however many threads share it); prints the totals and fails on any
    /// problem. Every seed is first checked once as it is, which also warms the JIT up: the time
    /// limit applies to the mutated inputs only, not to the class loading and compilation the
    /// first programs pay for. Problems are grouped by what went wrong, so one bug met many
    /// times is reported once, with its count and its first input (written to disk).
    static void fuzz(int inputs, long seed) {
        CgFuzzSeeds seeds = CgFuzzSeeds.load();
        Map<String, Problem> problems = new ConcurrentHashMap<>();
        for (CgFuzzSeeds.Seed s : seeds.seeds) {
            Checked c = check(new CgMutator.Input(s, s.text(), Map.of(), false, List.of("unmutated")), seeds.files);
            if (c.problem() != null && !c.problem().startsWith(SLOW)) {
                problems.computeIfAbsent(signature(c.problem()), k -> new Problem()).add(-1, () -> c.problem()
                        + "\n    first " + s.path() + " as it is");
            }
        }
        Map<String, LongAdder> kinds = new ConcurrentHashMap<>();
        LongAdder[] verdicts = {new LongAdder(), new LongAdder(), new LongAdder()};
        AtomicLong slowest = new AtomicLong();
        Map<Long, String> slowestInput = new ConcurrentHashMap<>();
        long begin = System.nanoTime();
        AtomicLong done = new AtomicLong();
        LongStream.range(0, inputs).parallel().forEach(i -> {
            Random r = new Random(new SplittableRandom(seed + i * 0x9E3779B97F4A7C15L).nextLong());
            CgFuzzSeeds.Seed s = seeds.seeds.get(r.nextInt(seeds.seeds.size()));
            CgMutator.Input input = CgMutator.mutate(s, seeds.files, r);
            Checked c = check(input, seeds.files);
            String description = "input " + i + ": " + s.path() + " " + input.steps()
                    + (input.parameterUniform() ? " with PARAMETER_UNIFORM" : "");
            if (slowest.accumulateAndGet(c.cpuNanos(), Math::max) == c.cpuNanos()) {
                slowestInput.put(c.cpuNanos(), description);
            }
            c.verdicts().forEach(v -> verdicts[v.ordinal()].increment());
            c.kinds().forEach(k -> kinds.computeIfAbsent(k, x -> new LongAdder()).increment());
            if (c.problem() != null) {
                problems.computeIfAbsent(signature(c.problem()), k -> new Problem()).add(i, () -> c.problem()
                        + "\n    first " + description + "; written to " + save((int) i, input));
            }
            long d = done.incrementAndGet();
            if (d % PROGRESS == 0) {
                System.out.printf(Locale.ROOT, "Cg fuzz: %d of %d inputs, %d kinds of problem, %.0f s%n", d, inputs,
                        problems.size(), (System.nanoTime() - begin) / 1e9);
            }
        });
        System.out.printf(Locale.ROOT, "Cg fuzz (seed %#x): %d mutated inputs from %d seeds %s: %d programs lowered to TGSI, "
                + "%d rejected by the front end, %d refused by the lowering; %d kinds of problem; slowest input %.1f ms of "
                + "processor time (%s); %.1f s in all on %d threads%n", seed, inputs, seeds.seeds.size(), seeds.counts,
                verdicts[Verdict.LOWERED.ordinal()].sum(), verdicts[Verdict.REJECTED.ordinal()].sum(),
                verdicts[Verdict.REFUSED.ordinal()].sum(), problems.size(), slowest.get() / 1e6,
                slowestInput.get(slowest.get()), (System.nanoTime() - begin) / 1e9, ForkJoinPool.getCommonPoolParallelism() + 1);
        System.out.println("Cg fuzz errors by kind: " + kinds.entrySet().stream()
                .sorted(Comparator.comparingLong((Map.Entry<String, LongAdder> e) -> e.getValue().sum()).reversed())
                .map(e -> e.getKey() + " " + e.getValue().sum()).collect(Collectors.joining(", ")));
        List<String> failures = problems.values().stream().map(p -> p.count + " x " + p.first).sorted().toList();
        failures.forEach(f -> System.out.println("PROBLEM " + f));
        assertEquals(List.of(), failures);
    }

    private static final String SLOW = "took ";
    /// A long run prints a line every this many inputs, so its progress shows.
    private static final long PROGRESS = 100_000;

    /// What tells one bug from another: the problem without its numbers and entry point (all
    /// slow inputs are one kind).
    private static String signature(String problem) {
        return problem.startsWith(SLOW) ? "slow" : problem.replaceAll(" \\(entry [^)]*\\)$", "").replaceAll("[0-9]+", "N");
    }

    /// Writes a failing input (main file and replaced headers) under `target/cg-fuzz-failures/N/`.
    private static Path save(int index, CgMutator.Input input) {
        Path dir = Path.of("target", "cg-fuzz-failures", Integer.toString(index));
        try {
            for (Map.Entry<Path, String> f : input.overlay().entrySet()) {
                Path p = dir.resolve(f.getKey().toString().replace("..", "__"));
                Files.createDirectories(p.getParent());
                Files.writeString(p, f.getValue());
            }
        } catch (IOException | RuntimeException e) {
            return Path.of("(not written: " + e + ")");
        }
        return dir.toAbsolutePath();
    }

    @Test
    void twentyThousandMutatedInputs() {
        fuzz(20_000, 0x5eed);
    }

    @Test
    @Tag("long")
    void aMillionMutatedInputs() {
        fuzz(1_000_000, 0xf00d);
    }

    /// Inputs made to exhaust the compiler: nesting, exploding and self-referential macros, a
    /// file that includes itself, a huge array; each must end quickly in located diagnostics.
    @Test
    void hostileInputsEndQuicklyInLocatedDiagnostics() {
        String body = "float4 main(float4 c : COLOR0) : COLOR { return c; }\n";
        List<String> hostile = List.of(
                "float4 main() : COLOR {" + "{".repeat(100_000),
                "float4 main() : COLOR { return " + "(".repeat(100_000) + "1; }",
                "float4 main() : COLOR { return " + "-".repeat(100_000) + "1; }",
                "float4 main() : COLOR { return " + "c[".repeat(50_000) + "0; }",
                "static const float a[] = " + "{".repeat(50_000) + "1;",
                "#define A A A\n#define B A B\nB\n" + body,
                "#define F(x) F(F(x)) x\nF(F(F(1)))\n" + body,
                "#define X0 x x\n" + java.util.stream.IntStream.range(1, 40).mapToObj(i -> "#define X" + i + " X" + (i - 1)
                        + " X" + (i - 1) + "\n").collect(Collectors.joining()) + "X39\n" + body,
                "#if 1\n".repeat(100_000) + body,
                "#include \"hostile.cg\"\n" + body,
                "#include \"hostile.cg\"\n#include \"hostile.cg\"\n" + body,
                "float4 main(float4 c : COLOR0) : COLOR { float big[65536]; big[65535] = 1.0; return c * big[65535]; }\n",
                "float4 main(float4 c : COLOR0) : COLOR { for (;;) { } return c; }\n");
        for (String text : hostile) {
            CgFuzzSeeds.Seed seed = new CgFuzzSeeds.Seed(Path.of("hostile.cg"), text,
                    List.of(new CgFuzzSeeds.Program("main", null, null, Map.of())));
            CgMutator.Input input = new CgMutator.Input(seed, text, Map.of(Path.of("hostile.cg"), text), false, List.of());
            Checked c = check(input, Map.of());
            assertNull(c.problem(), () -> "hostile input " + text.substring(0, Math.min(60, text.length())));
        }
    }
}
