package dev.tungsten.bench;

import java.io.PrintStream;
import java.util.List;

/// `tungsten bench cg|fill|ops|retro|wgsl`: the benchmarks' own command line. The `./tungsten` launcher
/// runs `./tungsten bench NAME ARGS` as this class's `main` with `NAME ARGS`, on this module's
/// runtime classpath (`bench/target/tungsten-bench.jar` and `bench/target/lib`): JMH is on it, and
/// the JVMs JMH forks for each trial start with the same classpath. The `tungsten` command itself
/// does not depend on this module; it lists these commands in its help ([#COMMANDS] is what a
/// test compares that listing with).
///
/// Exit status: what the benchmark returns (0), 2 for a bad option or an unknown command (with the
/// usage), 1 when a benchmark fails.
public final class Main {
    /// One benchmark command: `tungsten bench NAME USAGE`, a line of help, and what runs it.
    ///
    /// @param name    the word after `bench`
    /// @param usage   its options, for the usage line
    /// @param summary one line for `tungsten help`
    /// @param runner  runs it; an [IllegalArgumentException] is a bad option
    public record Command(String name, String usage, String summary, Runner runner) {
        /// The words that select it on the `tungsten` command line, e.g. `bench ops`.
        public String fullName() {
            return "bench " + name;
        }
    }

    /// Runs one benchmark command with the arguments after its name; returns the exit status.
    @FunctionalInterface
    public interface Runner {
        int run(List<String> args, PrintStream out, PrintStream err) throws Exception;
    }

    /// Every benchmark command, sorted by name.
    public static final List<Command> COMMANDS = List.of(
            new Command("cg", "[--quick] [--shelf DIR] [--files a.cg,b.cg]",
                    "Cg compile-time benchmark over the libretro shaders: median, p90, max per shader",
                    (args, out, err) -> CgCompileBenchmark.run(args, out)),
            new Command("fill",
                    "[--quick] [--csv] [--backends jit,jit-exact,interp] [--workloads constant,mad20,...,demo,blur] [--no-llvmpipe] [--no-lavapipe]",
                    "frame benchmark: fill rate, textures, blending, depth, small triangles, the demo, a compute blur; soft (jit, jit-exact) vs Mesa llvmpipe, with picture differences", FillRateTable::run),
            new Command("ops", "[--quick] [--csv FILE] [--ops MOV,ADD,...] [--width W]",
                    "hot-opcode-loop microbenchmarks: interpreter and JIT vs Java baselines", HotOpsTable::run),
            new Command("retro",
                    "[--quick] [--presets one-pass,four-pass,longest] [--drivers soft-1,soft-2,gl] [--csv FILE] [--shelf DIR]",
                    "libretro preset frame time, 256x224 to 4x: soft on 1 and 2 threads vs Mesa llvmpipe, ms per frame",
                    RetroChainTable::run),
            new Command("wgsl", "[--quick] [--shelf DIR] [--files a.wgsl,b.wgsl]",
                    "WGSL compile-time benchmark over naga's inputs: median, p90, max per shader",
                    (args, out, err) -> WgslCompileBenchmark.run(args, out)));

    private Main() {}

    public static void main(String[] args) {
        System.exit(run(List.of(args), System.out, System.err));
    }

    /// Runs the command named by `args.get(0)` with the rest; returns the exit status (used by
    /// tests, too).
    public static int run(List<String> args, PrintStream out, PrintStream err) {
        Command command = args.isEmpty() ? null
                : COMMANDS.stream().filter(c -> c.name().equals(args.getFirst())).findFirst().orElse(null);
        if (command == null) {
            err.println("tungsten: unknown command '" + (args.isEmpty() ? "bench" : "bench " + args.getFirst()) + "'");
            err.println("usage: tungsten bench COMMAND [ARGS]");
            for (Command c : COMMANDS) {
                err.println("  " + c.fullName() + " " + c.usage());
                err.println("      " + c.summary());
            }
            return 2;
        }
        try {
            return command.runner().run(args.subList(1, args.size()), out, err);
        } catch (IllegalArgumentException e) {
            err.println("tungsten " + command.fullName() + ": " + e.getMessage());
            err.println("usage: tungsten " + command.fullName() + " " + command.usage());
            return 2;
        } catch (Exception e) {
            err.println("tungsten " + command.fullName() + ": " + e);
            return 1;
        }
    }
}
