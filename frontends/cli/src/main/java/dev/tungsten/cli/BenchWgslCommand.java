package dev.tungsten.cli;

import java.io.PrintStream;
import java.util.List;

import dev.tungsten.bench.WgslCompileBenchmark;

/// `tungsten bench wgsl`: WGSL compile time (parse + validate + lower to TGSI) for each of naga's
/// test inputs on the project shelf (JMH, every input in one JVM after the whole corpus has been
/// compiled to warm it up); prints the median, 90th percentile and maximum per shader.
final class BenchWgslCommand implements Command {
    @Override public String name() { return "bench wgsl"; }

    @Override public String usage() { return "[--quick] [--shelf DIR] [--files a.wgsl,b.wgsl]"; }

    @Override public String summary() { return "WGSL compile-time benchmark over naga's inputs: median, p90, max per shader"; }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        try {
            return WgslCompileBenchmark.run(args, out);
        } catch (IllegalArgumentException e) {
            throw new Main.UsageException(e.getMessage());
        }
    }
}
