package dev.tungsten.bench;

import java.util.concurrent.TimeUnit;

import dev.tungsten.soft.jit.JitCompiler;
import dev.tungsten.soft.jit.JitInvocation;
import dev.tungsten.soft.jit.JitOptions;
import dev.tungsten.tgsi.TgsiShader;
import dev.tungsten.tgsi.TgsiText;
import dev.tungsten.tgsi.exec.ExecMachine;
import dev.tungsten.tgsi.exec.ExecProgram;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.Blackhole;

/// The hot opcode loop: one pass of a [HotOp] program over [#LANES] lanes, in the interpreter
/// and in the JIT (blocks of `width` lanes, 32 by default: eight 2x2 quads; the JIT with the
/// software driver's default options, [JitOptions#FAST]: bit-exact except SIN and EX2 here,
/// approximated within the opcode table's 2 ulp) and in the two Java baselines.
/// [HotOpsTable] turns the times into nanoseconds per lane-instruction.
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class HotOpsBenchmark {
    public static final int LANES = 1024;

    @Param
    public HotOp op;

    @Param("32")
    public int width;

    private ExecMachine machine;
    private JitInvocation jit;
    private int[][] input;
    private HotOpBaselines.Data data;

    @Setup(Level.Trial)
    public void setUp(BenchmarkParams params) {
        TgsiShader shader = TgsiText.parse(op.program(), op.name());
        ExecProgram program = ExecProgram.compile(shader, op.name());
        machine = program.newMachine(width);
        machine.bindConstantBuffer(0, HotOp.constantWords());
        jit = JitCompiler.compile(shader, op.name(), JitOptions.FAST).newInvocation(width);
        jit.bindConstantBuffer(0, HotOp.constantWords());
        input = new int[4][LANES];
        for (int c = 0; c < 4; c++) {
            for (int i = 0; i < LANES; i++) {
                input[c][i] = op.input(c, i);
            }
        }
        data = new HotOpBaselines.Data(op, LANES);
        settle(params);
    }

    /// Passes of a warm-up frame; frames at least and seconds at most of [#settle].
    static final int SETTLE_PASSES = 200, SETTLE_FRAMES = 10;
    static final double SETTLE_SECONDS = 60;
    private static volatile int sink;

    /// Runs the trial's column until C2 has compiled what it runs ([KernelWarmup]: two frames in a
    /// row that send it nothing), before JMH's own warm-up: on a busy machine C2 may take longer
    /// than any fixed warm-up, and a column measured in the bytecode interpreter (the Vector API
    /// there is a thousand times slower) would make the table's ratios, and its check, meaningless.
    private void settle(BenchmarkParams params) {
        String method = params.getBenchmark().substring(params.getBenchmark().lastIndexOf('.') + 1);
        Runnable pass = switch (method) {
            case "interpreter" -> () -> sink += interpreterPass();
            case "jit" -> () -> sink += jitPass();
            case "javaLoop" -> () -> HotOpBaselines.loop(op, data);
            default -> () -> HotOpBaselines.vector(op, data);
        };
        String methods = switch (method) {
            case "interpreter" -> "dev.tungsten.tgsi.exec";
            case "jit" -> KernelWarmup.KERNEL_METHODS;
            default -> HotOpBaselines.class.getName();
        };
        KernelWarmup.run(() -> {
            for (int i = 0; i < SETTLE_PASSES; i++) {
                pass.run();
            }
        }, SETTLE_FRAMES, SETTLE_SECONDS, methods);
    }

    /// A pass of the interpreter; returns a word of each block's output, for the caller to consume.
    private int interpreterPass() {
        ExecMachine m = machine;
        int w = width, words = 0;
        for (int base = 0; base < LANES; base += w) {
            for (int c = 0; c < 4; c++) {
                System.arraycopy(input[c], base, m.input(0, c), 0, w);
            }
            m.run(-1);
            words += m.output(0, 0)[0];
        }
        return words;
    }

    /// A pass of the JIT's class, as [#interpreterPass].
    private int jitPass() {
        JitInvocation j = jit;
        int w = width, words = 0;
        for (int base = 0; base < LANES; base += w) {
            for (int c = 0; c < 4; c++) {
                System.arraycopy(input[c], base, j.input(0, c), 0, w);
            }
            j.run(-1);
            words += j.output(0, 0)[0];
        }
        return words;
    }

    /// One pass: for each block, load its input lanes, run, read one output channel.
    @Benchmark
    public void interpreter(Blackhole bh) {
        bh.consume(interpreterPass());
    }

    /// The same pass through the JIT's class for the program.
    @Benchmark
    public void jit(Blackhole bh) {
        bh.consume(jitPass());
    }

    @Benchmark
    public void javaLoop(Blackhole bh) {
        HotOpBaselines.loop(op, data);
        bh.consume(data.out[0][0]);
    }

    @Benchmark
    public void vectorApi(Blackhole bh) {
        HotOpBaselines.vector(op, data);
        bh.consume(data.out[0][0]);
    }

    /// Instructions one lane executes in one pass of `op`'s program (the table's work unit).
    public static long laneInstructions(HotOp op, int width) {
        ExecProgram program = ExecProgram.compile(TgsiText.parse(op.program(), op.name()), op.name());
        ExecMachine m = program.newMachine(width);
        m.bindConstantBuffer(0, HotOp.constantWords());
        for (int c = 0; c < 4; c++) {
            for (int i = 0; i < width; i++) {
                m.input(0, c)[i] = op.input(c, i);
            }
        }
        m.run(-1);
        return m.executedInstructions();
    }
}
