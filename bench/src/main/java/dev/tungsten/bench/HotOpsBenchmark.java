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
    public void setUp() {
        TgsiShader shader = TgsiText.parse(op.program(), op.name());
        ExecProgram program = ExecProgram.compile(shader, op.name());
        machine = program.newMachine(width);
        machine.bindConstantBuffer(0, constants());
        jit = JitCompiler.compile(shader, op.name(), JitOptions.FAST).newInvocation(width);
        jit.bindConstantBuffer(0, constants());
        input = new int[4][LANES];
        for (int c = 0; c < 4; c++) {
            for (int i = 0; i < LANES; i++) {
                input[c][i] = op.integer() ? i * 3 + c : Float.floatToRawIntBits(0.25f + (i % 7) * 0.125f);
            }
        }
        data = new HotOpBaselines.Data(LANES);
    }

    static int[] constants() {
        float[] a = {0.999f, 1.001f, 0.5f, -0.25f}, b = {0.001f, -0.002f, 0.25f, 1.5f};
        int[] w = new int[8];
        for (int c = 0; c < 4; c++) {
            w[c] = Float.floatToRawIntBits(a[c]);
            w[4 + c] = Float.floatToRawIntBits(b[c]);
        }
        return w;
    }

    /// One pass: for each block, load its input lanes, run, read one output channel.
    @Benchmark
    public void interpreter(Blackhole bh) {
        ExecMachine m = machine;
        int w = width;
        for (int base = 0; base < LANES; base += w) {
            for (int c = 0; c < 4; c++) {
                System.arraycopy(input[c], base, m.input(0, c), 0, w);
            }
            m.run(-1);
            bh.consume(m.output(0, 0)[0]);
        }
    }

    /// The same pass through the JIT's class for the program.
    @Benchmark
    public void jit(Blackhole bh) {
        JitInvocation j = jit;
        int w = width;
        for (int base = 0; base < LANES; base += w) {
            for (int c = 0; c < 4; c++) {
                System.arraycopy(input[c], base, j.input(0, c), 0, w);
            }
            j.run(-1);
            bh.consume(j.output(0, 0)[0]);
        }
    }

    @Benchmark
    public void javaLoop(Blackhole bh) {
        HotOpBaselines.loop(op, data);
        bh.consume(data.result[0][0]);
    }

    @Benchmark
    public void vectorApi(Blackhole bh) {
        HotOpBaselines.vector(op, data);
        bh.consume(data.result[0][0]);
    }

    /// Instructions one lane executes in one pass of `op`'s program (the table's work unit).
    public static long laneInstructions(HotOp op, int width) {
        ExecProgram program = ExecProgram.compile(TgsiText.parse(op.program(), op.name()), op.name());
        ExecMachine m = program.newMachine(width);
        m.bindConstantBuffer(0, constants());
        for (int c = 0; c < 4; c++) {
            for (int i = 0; i < width; i++) {
                m.input(0, c)[i] = Float.floatToRawIntBits(0.25f + (i % 7) * 0.125f);
            }
        }
        m.run(-1);
        return m.executedInstructions();
    }
}
