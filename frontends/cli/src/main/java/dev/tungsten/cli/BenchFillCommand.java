package dev.tungsten.cli;

import java.io.PrintStream;
import java.util.List;

import dev.tungsten.bench.FillRateTable;

/// `tungsten bench fill`: the rasterizer fill-rate benchmark (JMH): 1024x1024 full-screen quads
/// with a constant-colour and a 20-MAD shader, on 1 thread and on every core, in Mpix/s next to
/// Mesa's softpipe and llvmpipe figures.
final class BenchFillCommand implements Command {
    @Override public String name() { return "bench fill"; }

    @Override public String usage() { return "[--quick] [--driver NAME]"; }

    @Override public String summary() { return "fill-rate benchmark: Mpix/s against Mesa's softpipe and llvmpipe"; }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        try {
            return FillRateTable.run(args, out);
        } catch (IllegalArgumentException e) {
            throw new Main.UsageException(e.getMessage());
        }
    }
}
