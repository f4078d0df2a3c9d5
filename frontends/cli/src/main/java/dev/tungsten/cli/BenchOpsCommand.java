package dev.tungsten.cli;

import java.io.PrintStream;
import java.util.List;

import dev.tungsten.bench.HotOpsTable;

/// `tungsten bench ops`: the hot-opcode-loop microbenchmarks (JMH, short settings): nanoseconds
/// per lane-instruction for MOV, ADD, MUL, MAD, DP4, RSQ, EX2, SIN, I2F, UADD, SHL, a 20-MAD
/// chain and an IF/ELSE inside a loop, in the interpreter, the JIT and hand-written Java baselines,
/// printed as a table and written to a CSV file.
final class BenchOpsCommand implements Command {
    @Override public String name() { return "bench ops"; }

    @Override public String usage() { return "[--quick] [--csv FILE] [--ops MOV,ADD,...] [--width W]"; }

    @Override public String summary() { return "hot-opcode-loop microbenchmarks: interpreter and JIT vs Java baselines"; }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        try {
            return HotOpsTable.run(args, out, err);
        } catch (IllegalArgumentException e) {
            throw new Main.UsageException(e.getMessage());
        }
    }
}
