package dev.tungsten.soft.jit;

import java.lang.foreign.MemorySegment;

import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.exec.BufferAccess;
import dev.tungsten.tgsi.exec.FramebufferFetch;
import dev.tungsten.tgsi.exec.ImageAccess;
import dev.tungsten.tgsi.exec.Interpolator;
import dev.tungsten.tgsi.exec.SharedMemory;
import dev.tungsten.tgsi.exec.TextureSampler;
import dev.tungsten.tgsi.exec.WorkgroupBarrier;

/// Runs one [JitProgram] on blocks of up to `width` lanes. Not thread-safe: one per thread.
///
/// Lanes are laid out as the interpreter's: one `int[]` per register channel holding raw words
/// (`[register * 4 + channel]` in [#inputs], [#outputs], [#systemValues]), fragment blocks made
/// of whole 2x2 quads. The arrays are padded to a multiple of the vector length; lanes past
/// `width` are never live. Outputs are never cleared, as in the interpreter.
///
/// The block runs as one, as in [dev.tungsten.tgsi.exec.ExecMachine] (subgroup operations see
/// the whole block); the one difference is the instruction budget, which applies per block and
/// is charged per loop iteration (a body's length), so a runaway loop stops at its ENDLOOP.
public final class JitInvocation implements DirectRegisters {
    private final JitProgram program;
    private final JitFrame frame;
    private final int width;
    private final int[][] inputs;
    private final int[][] outputs;
    private final int[][] systemValues;
    /// Per IN / OUT channel, the [JitFrame#fregs] offset or -1 ([DirectRegisters]).
    private final long[] inputAt, outputAt;
    private int lastLive;
    private int lastKilled;
    private int lastCount;
    private WorkgroupBarrier barrier;

    JitInvocation(JitProgram program, int width) {
        this(program, width, lanes(program.plan.registerCount(RegisterFile.INPUT), paddedWidth(width)),
                lanes(program.plan.registerCount(RegisterFile.OUTPUT), paddedWidth(width)),
                lanes(program.plan.registerCount(RegisterFile.SYSTEM_VALUE), paddedWidth(width)));
    }

    /// An invocation over lane arrays the caller owns (each [#paddedWidth] long, at least as many
    /// registers as the program declares), so that another runner can share them.
    JitInvocation(JitProgram program, int width, int[][] inputs, int[][] outputs, int[][] systemValues) {
        this.program = program;
        this.width = width;
        this.frame = new JitFrame(program.program, program.plan, frameWidth(width));
        this.inputs = inputs;
        this.outputs = outputs;
        this.systemValues = systemValues;
        frame.in = inputs;
        frame.out = outputs;
        frame.sv = systemValues;
        inputAt = new long[frame.supplied.length];
        outputAt = new long[frame.kept.length];
        for (int k = 0; k < inputAt.length; k++) {
            inputAt[k] = program.plan.floatOffset(RegisterFile.INPUT, k);
        }
        for (int k = 0; k < outputAt.length; k++) {
            outputAt[k] = program.plan.floatOffset(RegisterFile.OUTPUT, k);
        }
    }

    /// The length of a lane array for blocks of `width` lanes: whole vectors.
    /// @throws IllegalArgumentException when `width` is not a multiple of 4 from 4 to 32
    static int paddedWidth(int width) {
        if (width < 4 || width > 32 || width % 4 != 0) {
            throw new IllegalArgumentException("block width must be a multiple of 4 from 4 to 32, found " + width);
        }
        return (width + VectorOps.LANES - 1) / VectorOps.LANES * VectorOps.LANES;
    }

    /// The lanes of the frame's registers: whole iterations of the segment methods
    /// ([SegmentEmitter#INTERLEAVE] vectors).
    static int frameWidth(int width) {
        int step = VectorOps.LANES * SegmentEmitter.INTERLEAVE;
        return (paddedWidth(width) + step - 1) / step * step;
    }

    static int[][] lanes(int registers, int padded) {
        return new int[registers * 4][padded];
    }

    public JitProgram program() {
        return program;
    }

    public int width() {
        return width;
    }

    /// `[register * 4 + channel][lane]` of `IN`: fill before [#run].
    public int[][] inputs() {
        return inputs;
    }

    /// `[register * 4 + channel][lane]` of `OUT`: read after [#run].
    public int[][] outputs() {
        return outputs;
    }

    /// `[register * 4 + channel][lane]` of `SV`.
    public int[][] systemValues() {
        return systemValues;
    }

    public int[] input(int index, int channel) {
        return inputs[index * 4 + channel];
    }

    public int[] output(int index, int channel) {
        return outputs[index * 4 + channel];
    }

    public int[] systemValue(int index, int channel) {
        return systemValues[index * 4 + channel];
    }

    /// Binds constant buffer `slot` by reference (`words[4 * row + channel]`); reads past its
    /// end give 0. Call [#constantsChanged] after changing its contents.
    public void bindConstantBuffer(int slot, int[] words) {
        frame.bindConstantBuffer(slot, words);
    }

    public void constantsChanged() {
        frame.constantsChanged();
    }

    public void bindSampler(TextureSampler sampler) {
        frame.machine.bindSampler(sampler);
        frame.textures = sampler instanceof VectorTexture.Source s ? s : null;
    }

    public void bindImages(ImageAccess images) {
        frame.machine.bindImages(images);
        frame.images = images;
    }

    public void bindBuffers(BufferAccess buffers) {
        frame.machine.bindBuffers(buffers);
        frame.buffers = buffers;
    }

    public void bindSharedMemory(SharedMemory shared) {
        frame.machine.bindSharedMemory(shared);
        frame.shared = shared;
    }

    public void bindInterpolator(Interpolator interpolator) { frame.machine.bindInterpolator(interpolator); }

    public void bindFramebufferFetch(FramebufferFetch fetch) { frame.machine.bindFramebufferFetch(fetch); }

    /// How BARRIER behaves, as for the interpreter ([dev.tungsten.tgsi.exec.ExecMachine#bindBarrier]):
    /// without one, or where it lets the block go on, the run continues past it; where it
    /// suspends, [#run] returns with [#atBarrier] true and [#resume] continues.
    public void bindBarrier(WorkgroupBarrier barrier) { this.barrier = barrier; }

    /// Instructions one chunk may execute before an [dev.tungsten.tgsi.exec.ExecLimitException].
    public void setInstructionBudget(long budget) {
        if (budget <= 0) {
            throw new IllegalArgumentException("budget must be positive, found " + budget);
        }
        frame.budget = budget;
    }

    /// The registers' block: always there.
    @Override
    public MemorySegment registers() {
        return frame.fregs;
    }

    @Override
    public long inputAt(int k) {
        return k >= 0 && k < inputAt.length ? inputAt[k] : -1;
    }

    @Override
    public long outputAt(int k) {
        return k >= 0 && k < outputAt.length ? outputAt[k] : -1;
    }

    /// @throws IllegalArgumentException when the channel is not in the block ([#inputAt] is -1)
    @Override
    public void supplyInput(int k) {
        if (inputAt(k) < 0) {
            throw new IllegalArgumentException("input channel " + k + " is not in the registers' block");
        }
        frame.supply(k);
    }

    /// @throws IllegalArgumentException when the channel is not in the block ([#outputAt] is -1)
    @Override
    public void keepOutput(int k) {
        if (outputAt(k) < 0) {
            throw new IllegalArgumentException("output channel " + k + " is not in the registers' block");
        }
        frame.keep(k);
    }

    /// Runs the shader on lanes `0 .. count - 1` for the lanes in `liveMask` (in fragment
    /// shaders every quad with a live lane runs whole, its other lanes as helpers) and returns
    /// the lanes killed or demoted. Supplied inputs and kept outputs ([DirectRegisters]) are
    /// forgotten when it returns; when it throws they stay (see [#supplied], [#kept]) until
    /// [#clearDirect].
    public int run(int count, int liveMask) {
        if (count < 0 || count > width) {
            throw new IllegalArgumentException("count " + count + " outside [0, " + width + "]");
        }
        int inUse = count >= 32 ? -1 : (1 << count) - 1;
        lastLive = liveMask & inUse;
        lastCount = count;
        frame.constantsChanged();
        frame.phase = 0;
        lastKilled = runKernel();
        frame.clearDirect();
        return lastKilled;
    }

    /// Runs the class until it ends or a barrier suspends it.
    private int runKernel() {
        int killed = program.kernel.run(frame, lastCount, lastLive);
        while (frame.phase != 0 && (barrier == null || barrier.arrive(frame.machine))) {
            killed = program.kernel.run(frame, lastCount, lastLive);
        }
        return killed;
    }

    /// Whether the last [#run] or [#resume] stopped at a BARRIER (a compute shader's work group
    /// of several blocks: the caller resumes each once all have arrived).
    public boolean atBarrier() {
        return frame.phase != 0;
    }

    /// Continues the run that stopped at a BARRIER; returns the lanes killed or demoted.
    /// @throws IllegalStateException when no run is stopped at a barrier
    public int resume() {
        if (frame.phase == 0) {
            throw new IllegalStateException("resume without a run stopped at a barrier");
        }
        frame.constantsChanged();
        lastKilled = runKernel();
        return lastKilled;
    }

    /// Whether input channel `k` is supplied for the coming run (or was for one that threw).
    public boolean supplied(int k) {
        return k >= 0 && k < frame.supplied.length && frame.supplied[k];
    }

    /// Whether output channel `k` is kept for the coming run (or was for one that threw).
    public boolean kept(int k) {
        return k >= 0 && k < frame.kept.length && frame.kept[k];
    }

    /// Forgets the supplied inputs and kept outputs.
    public void clearDirect() {
        frame.clearDirect();
    }

    /// [#run] on every lane of the block.
    public int run(int liveMask) {
        return run(width, liveMask);
    }

    /// Lanes killed or demoted by the last run.
    public int killMask() {
        return lastKilled;
    }

    /// The lanes whose outputs are valid after the last run: live and not killed or demoted.
    public int resultMask() {
        return lastLive & ~lastKilled;
    }
}
