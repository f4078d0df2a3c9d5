package dev.tungsten.cli;

import java.io.PrintStream;
import java.util.List;

import dev.tungsten.bench.FillRateTable;

/// `tungsten bench fill`: the fill-rate race (JMH, about two and a half minutes, `--quick` two):
/// 1024x1024 full-screen quads with a constant-colour, a 20-MAD and a value-noise shader, on 1
/// thread and on every core, our software driver (jit and jit-exact backends; interp on request)
/// against Mesa's llvmpipe measured in the same run through the GL driver; a table with ratios,
/// or CSV rows with `--csv`.
final class BenchFillCommand implements Command {
    @Override public String name() { return "bench fill"; }

    @Override public String usage() { return "[--quick] [--csv] [--backends jit,jit-exact,interp] [--shaders constant,mad20,noise] [--no-llvmpipe]"; }

    @Override public String summary() { return "fill-rate benchmark: soft (jit, jit-exact) vs Mesa llvmpipe, Mpix/s"; }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        try {
            return FillRateTable.run(args, out, err);
        } catch (IllegalArgumentException e) {
            throw new Main.UsageException(e.getMessage());
        }
    }
}
