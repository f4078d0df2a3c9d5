package dev.tungsten.cli;

import java.io.PrintStream;
import java.util.List;

/// `tungsten bench cg|fill|ops|retro|wgsl`, as `tungsten help` lists them. The benchmarks are the `bench`
/// module's, run by its own main (`dev.tungsten.bench.Main`) on its own classpath: JMH is on that
/// one, and JMH's forked benchmark JVMs start with it, while the command shipped here carries
/// neither. The `./tungsten` launcher sends `bench ...` there before this module is started, so
/// [#run] is reached only when the command is started some other way, and says how to run it.
record BenchCommand(String name, String usage, String summary) implements Command {
    static final BenchCommand CG = new BenchCommand("bench cg", "[--quick] [--shelf DIR] [--files a.cg,b.cg]",
            "Cg compile-time benchmark over the libretro shaders: median, p90, max per shader");
    static final BenchCommand FILL = new BenchCommand("bench fill",
            "[--quick] [--csv] [--backends jit,jit-exact,interp] [--workloads constant,mad20,...,demo,blur] [--no-llvmpipe] [--no-lavapipe]",
            "frame benchmark: fill rate, textures, blending, depth, small triangles, the demo, a compute blur; soft (jit, jit-exact) vs Mesa llvmpipe, with picture differences");
    static final BenchCommand OPS = new BenchCommand("bench ops", "[--quick] [--csv FILE] [--ops MOV,ADD,...] [--width W]",
            "hot-opcode-loop microbenchmarks: interpreter and JIT vs Java baselines");
    static final BenchCommand RETRO = new BenchCommand("bench retro",
            "[--quick] [--presets one-pass,four-pass,longest] [--drivers soft-1,soft-2,gl] [--csv FILE] [--shelf DIR]",
            "libretro preset frame time, 256x224 to 4x: soft on 1 and 2 threads vs Mesa llvmpipe, ms per frame");
    static final BenchCommand WGSL = new BenchCommand("bench wgsl", "[--quick] [--shelf DIR] [--files a.wgsl,b.wgsl]",
            "WGSL compile-time benchmark over naga's inputs: median, p90, max per shader");

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) {
        err.println("tungsten " + name + ": the benchmarks run on the bench module's own classpath (JMH), which this "
                + "command does not carry; run it through the launcher: ./tungsten " + name
                + (args.isEmpty() ? "" : " " + String.join(" ", args)));
        return 2;
    }
}
