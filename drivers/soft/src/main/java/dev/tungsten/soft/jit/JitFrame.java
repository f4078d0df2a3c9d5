package dev.tungsten.soft.jit;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.util.Arrays;

import java.util.List;
import java.util.Map;

import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.exec.BufferAccess;
import dev.tungsten.tgsi.exec.ImageAccess;
import dev.tungsten.tgsi.exec.SharedMemory;
import dev.tungsten.tgsi.exec.ExecLimitException;
import dev.tungsten.tgsi.exec.ExecMachine;
import dev.tungsten.tgsi.exec.ExecProgram;

/// What a compiled shader works on: the registers of one block, the constant buffers, the
/// instruction budget, and the reference machine that executes the instructions the JIT hands
/// over (the slow path, [#step]). One per [JitInvocation], so per thread.
///
/// Generated code reads these fields directly (the hidden class is a nestmate in this package);
/// they are package-private and named for that use.
///
/// ## Where registers live
/// Every register channel of TEMP, OUT, IN and SV has a home type chosen by [ShaderPlan]:
/// - a **word** channel lives in the machine's own array (`mTemp`, `mOut`, `mIn`, `mSv`, `mAddr`,
///   indexed `register * 4 + channel`, one `int` per lane of the block), so the slow path reads
///   and writes it in place;
/// - a **float** channel lives in [#fregs], off the heap at the offset [ShaderPlan#floatOffset]
///   gives (`float` per lane, every channel on 64-byte lines: a vector store that straddles two
///   cache lines, as one into a `float[]` does, stalled the segments' write-backs), and is copied
///   into the machine's array before a stepped instruction reads it and back after one writes
///   it ([#toMachine], [#fromMachine]).
///
/// [#beginBlock] zeroes the temporaries and brings the block's inputs and outputs in;
/// [#endBlock] writes the outputs back to the block's arrays. A fragment stage may write input
/// channels into [#fregs] itself and read output channels from there ([DirectRegisters]): those
/// are flagged in [#supplied] and [#kept] for one run and skipped by both.
final class JitFrame {
    /// The block's lanes, `[register * 4 + channel][lane]` (the caller's arrays).
    int[][] in;
    int[][] out;
    int[][] sv;
    final int[][] mTemp;
    final int[][] mAddr;
    final int[][] mOut;
    final int[][] mIn;
    final int[][] mSv;
    /// The float channels of TEMP, OUT, IN and SV, 64-byte aligned (generated code reads it).
    final MemorySegment fregs;
    /// The selector of each open SWITCH, by nesting depth (see [#selector]).
    private int[][] selectors = new int[0][];
    /// 2 * LANES floats for the lane-by-lane helpers (LG2, POW).
    final float[] fscratch = new float[VectorOps.LANES * 2];
    /// The scratch area of the vectorised exact SIN, COS and EX2 ([ExactMath#scratch]).
    final MemorySegment mscratch = ExactMath.scratch();
    /// LANES words and LANES floats for reinterpreting a vector ([VectorOps#asFloat]).
    final int[] cscratchI = new int[VectorOps.LANES];
    final float[] cscratchF = new float[VectorOps.LANES];
    /// The bound sampler's offer to the vectorised sampler ([VectorSampler]), or null.
    VectorTexture.Source textures;
    /// [VectorSampler]'s operands and results for one block.
    final VectorSampler.Scratch textureScratch;
    /// Per IN channel: written into [#fregs] by the caller for this run, not brought in.
    final boolean[] supplied;
    /// Per OUT channel: left in [#fregs] for the caller this run, neither brought in nor written back.
    final boolean[] kept;
    /// The channels flagged in [#supplied] and [#kept], so [#clearDirect] touches only those.
    private final int[] suppliedList, keptList;
    private int suppliedCount, keptCount;
    /// Instructions one block may execute (loop iterations are charged their body's length).
    long budget = ExecMachine.DEFAULT_BUDGET;
    /// 0 while no run is suspended; n once the run method returned at the program's BARRIER n
    /// (1-based), where its next call resumes (the generated code reads and writes it).
    int phase;
    /// The resources the memory steps use, bound with the machine's ([JitInvocation]).
    ImageAccess images;
    BufferAccess buffers;
    SharedMemory shared;
    /// Per instruction: its [MemoryStep], or null where the slow path runs it.
    private final MemoryStep[] memorySteps;
    final ExecMachine machine;
    /// The lanes one iteration of a segment method's loop advances: one chunk, or
    /// [SegmentEmitter#INTERLEAVE] chunks. Read from here rather than pushed as constants so
    /// that C2 does not take the loop for a counted one (those need a constant stride): it splits
    /// a counted loop into pre, main and post loops to remove range checks, and setting them up
    /// on every call cost more than the one to four iterations of a block (decision 0043).
    final int chunkStep = VectorOps.LANES;
    final int iterationStep = VectorOps.LANES * SegmentEmitter.INTERLEAVE;
    /// Lanes of every array: the block width rounded up to whole vectors.
    final int lanes;
    private final ExecProgram program;
    private final ShaderPlan plan;
    private final int[][] constants = new int[ExecMachine.CONSTANT_BUFFERS][];
    private final int[] constantWords = new int[ExecMachine.CONSTANT_BUFFERS];
    /// The constants generated code reads ([ShaderPlan#constantPlaces]): buffer and word
    /// (`4 * row + channel`) of each, and the [#fregs] offset of the vector that holds it in every lane.
    private final int[] constantBuffer;
    private final long[] constantIndex;
    private final long[] constantAt;
    /// The word each of those vectors holds now.
    private final int[] constantHeld;
    private final int[] usedTemps;
    private final int[] usedAddrs;
    private final int[] usedIns;
    private final int[] usedSvs;
    /// The output channels some instruction names.
    private final int[] outs;
    /// The output channels whose old values the block needs (not written first).
    private final int[] outsIn;
    /// The [#fregs] offsets of the channels above (-1: a word channel).
    private final long[] usedTempsAt, usedInsAt, usedSvsAt, outsAt, outsInAt;

    JitFrame(ExecProgram program, ShaderPlan plan, int lanes) {
        this.program = program;
        this.plan = plan;
        this.lanes = lanes;
        this.machine = program.newMachine(lanes);
        mTemp = registers(program.registerCount(RegisterFile.TEMPORARY), machine::temporary);
        mAddr = registers(program.registerCount(RegisterFile.ADDRESS), machine::address);
        mOut = registers(program.registerCount(RegisterFile.OUTPUT), machine::output);
        mIn = registers(program.registerCount(RegisterFile.INPUT), machine::input);
        mSv = registers(program.registerCount(RegisterFile.SYSTEM_VALUE), machine::systemValue);
        fregs = Arena.ofAuto().allocate(plan.floatBytes(), 64);
        textureScratch = new VectorSampler.Scratch(lanes);
        supplied = new boolean[mIn.length];
        kept = new boolean[mOut.length];
        suppliedList = new int[supplied.length];
        keptList = new int[kept.length];
        usedTemps = java.util.Arrays.stream(used(RegisterFile.TEMPORARY))
                .filter(k -> !plan.isWrittenFirst(RegisterFile.TEMPORARY, k)).toArray();
        usedAddrs = used(RegisterFile.ADDRESS);
        usedIns = used(RegisterFile.INPUT);
        usedSvs = used(RegisterFile.SYSTEM_VALUE);
        // An output channel no instruction names keeps the block's value: neither brought in
        // nor written back.
        outs = used(RegisterFile.OUTPUT);
        outsIn = java.util.Arrays.stream(outs).filter(k -> !plan.isWrittenFirst(RegisterFile.OUTPUT, k)).toArray();
        usedTempsAt = offsets(RegisterFile.TEMPORARY, usedTemps);
        usedInsAt = offsets(RegisterFile.INPUT, usedIns);
        usedSvsAt = offsets(RegisterFile.SYSTEM_VALUE, usedSvs);
        outsAt = offsets(RegisterFile.OUTPUT, outs);
        outsInAt = offsets(RegisterFile.OUTPUT, outsIn);
        Map<ShaderPlan.ConstantChannel, Long> places = plan.constantPlaces();
        constantBuffer = new int[places.size()];
        constantIndex = new long[places.size()];
        constantAt = new long[places.size()];
        constantHeld = new int[places.size()];
        int place = 0;
        for (Map.Entry<ShaderPlan.ConstantChannel, Long> e : places.entrySet()) {
            constantBuffer[place] = e.getKey().dim();
            constantIndex[place] = (long) e.getKey().index() * 4 + e.getKey().comp();
            constantAt[place++] = e.getValue();
        }
        List<Instruction> insts = plan.insts;
        memorySteps = new MemoryStep[insts.size()];
        for (int pc = 0; pc < insts.size(); pc++) {
            memorySteps[pc] = MemoryStep.of(this, plan, insts.get(pc));
        }
    }

    private long[] offsets(RegisterFile f, int[] channels) {
        return java.util.Arrays.stream(channels).mapToLong(k -> plan.floatOffset(f, k)).toArray();
    }

    private interface Channel {
        int[] lanes(int index, int channel);
    }

    private static int[][] registers(int count, Channel channel) {
        int[][] r = new int[count * 4][];
        for (int i = 0; i < count; i++) {
            for (int c = 0; c < 4; c++) {
                r[i * 4 + c] = channel.lanes(i, c);
            }
        }
        return r;
    }

    private int[] used(RegisterFile f) {
        return java.util.stream.IntStream.range(0, program.registerCount(f) * 4).filter(k -> plan.isUsed(f, k)).toArray();
    }

    /// The lanes of the selector of the SWITCH open at nesting depth `depth`.
    int[] selector(int depth) {
        if (depth >= selectors.length) {
            int[][] grown = Arrays.copyOf(selectors, depth + 1);
            for (int d = selectors.length; d < grown.length; d++) {
                grown[d] = new int[lanes];
            }
            selectors = grown;
        }
        return selectors[depth];
    }

    void bindConstantBuffer(int slot, int[] words) {
        constants[slot] = words;
        constantWords[slot] = words == null ? 0 : words.length & ~3;
        machine.bindConstantBuffer(slot, words);
    }

    /// Takes in the bound constants' contents, which may have changed: the slow path reads them
    /// again, and each constant generated code reads is broadcast into its vector in [#fregs].
    /// Segments load those vectors inside their loops like register channels, rather than each
    /// fetching and broadcasting every constant it reads once per call: that took a call per
    /// constant, and the broadcast vectors, held across the loop, outnumbered the machine's
    /// vector registers and were spilled.
    /// It runs before every block, so it writes only the vectors whose word changed ([#fregs]
    /// starts zeroed, as [#constantHeld] does).
    void constantsChanged() {
        machine.constantsChanged();
        int[] held = constantHeld;
        for (int i = 0; i < held.length; i++) {
            int word = constantWord(constantBuffer[i], constantIndex[i]);
            if (word != held[i]) {
                held[i] = word;
                VectorOps.broadcast(fregs, constantAt[i], word);
            }
        }
    }

    /// The word of `CONST[buffer][index].channel`, 0 outside the bound buffer (as the interpreter).
    int constant(int buffer, int index, int channel) {
        return index < 0 ? 0 : constantWord(buffer, (long) index * 4 + channel);
    }

    /// Word `w` (`4 * row + channel`, not negative) of constant buffer `buffer`, 0 outside it.
    private int constantWord(int buffer, long w) {
        if (buffer < 0 || buffer >= constants.length) {
            return 0;
        }
        int[] words = constants[buffer];
        return words == null || w >= constantWords[buffer] ? 0 : words[(int) w];
    }

    /// Starts a block: temporaries and addresses read 0 (as the interpreter's zeroed registers),
    /// inputs and system values come from the block's arrays, outputs start from them too
    /// (outputs are never cleared).
    void beginBlock() {
        for (int i = 0; i < usedTemps.length; i++) {
            long at = usedTempsAt[i];
            if (at >= 0) {
                VectorOps.zero(fregs, at, lanes);
            } else {
                Arrays.fill(mTemp[usedTemps[i]], 0);
            }
        }
        for (int k : usedAddrs) {
            Arrays.fill(mAddr[k], 0);
        }
        bringIn(usedIns, usedInsAt, in, mIn, supplied);
        bringIn(usedSvs, usedSvsAt, sv, mSv, null);
        bringIn(outsIn, outsInAt, out, mOut, kept);
    }

    private void bringIn(int[] channels, long[] offsets, int[][] block, int[][] words, boolean[] skip) {
        for (int i = 0; i < channels.length; i++) {
            int k = channels[i];
            if (k >= block.length || skip != null && skip[k]) {
                continue;
            }
            int n = Math.min(lanes, block[k].length);
            long at = offsets[i];
            if (at >= 0) {
                VectorOps.copy(block[k], fregs, at, n);
            } else {
                System.arraycopy(block[k], 0, words[k], 0, n);
            }
        }
    }

    /// Ends a block: every output channel the shader names back to the block's arrays, except
    /// those [#kept] in [#fregs].
    void endBlock() {
        for (int i = 0; i < outs.length; i++) {
            int k = outs[i];
            if (kept[k]) {
                continue;
            }
            int n = Math.min(lanes, out[k].length);
            long at = outsAt[i];
            if (at >= 0) {
                VectorOps.copy(fregs, at, out[k], n);
            } else {
                System.arraycopy(mOut[k], 0, out[k], 0, n);
            }
        }
    }

    void supply(int k) {
        if (!supplied[k]) {
            supplied[k] = true;
            suppliedList[suppliedCount++] = k;
        }
    }

    void keep(int k) {
        if (!kept[k]) {
            kept[k] = true;
            keptList[keptCount++] = k;
        }
    }

    /// Forgets the [#supplied] and [#kept] flags (after a run).
    void clearDirect() {
        for (int i = 0; i < suppliedCount; i++) {
            supplied[suppliedList[i]] = false;
        }
        for (int i = 0; i < keptCount; i++) {
            kept[keptList[i]] = false;
        }
        suppliedCount = 0;
        keptCount = 0;
    }

    /// The machine's word arrays of `f` (`register * 4 + channel`).
    int[][] words(RegisterFile f) {
        return wordsOf(f.code());
    }

    /// Runs LOAD or STORE `pc` through its [MemoryStep] (generated code calls it); an unbound
    /// resource goes to the interpreter's step, which reports it as for any instruction.
    void memory(int pc, int exec, int helper, int kill, int demote) {
        if (!memorySteps[pc].run(exec, helper, kill, demote)) {
            machine.step(pc, exec, exec, helper, kill, demote);
        }
    }

    int[][] wordsOf(int file) {
        return file == RegisterFile.TEMPORARY.code() ? mTemp
                : file == RegisterFile.OUTPUT.code() ? mOut
                : file == RegisterFile.INPUT.code() ? mIn
                : file == RegisterFile.SYSTEM_VALUE.code() ? mSv : mAddr;
    }

    /// Copies float channels `from .. to` (`register * 4 + channel`) of register file `file`
    /// into the machine, before a stepped instruction reads them.
    void toMachine(int file, int from, int to) {
        RegisterFile f = RegisterFile.fromCode(file);
        int[][] w = wordsOf(file);
        for (int k = Math.max(0, from); f != null && k <= to && k < w.length; k++) {
            long at = plan.floatOffset(f, k);
            if (at >= 0) {
                VectorOps.copy(fregs, at, w[k], lanes);
            }
        }
    }

    /// Copies float channel `k` of `file` back from the machine, after a stepped instruction
    /// wrote it.
    void fromMachine(int file, int k) {
        RegisterFile f = RegisterFile.fromCode(file);
        long at = f == null ? -1 : plan.floatOffset(f, k);
        if (at >= 0) {
            VectorOps.copy(wordsOf(file)[k], fregs, at, lanes);
        }
    }

    /// Executes instruction `pc` in the machine (the slow path).
    void step(int pc, int exec, int running, int helper, int kill, int demote) {
        machine.step(pc, exec, running, helper, kill, demote);
    }

    /// The error for a block that ran out of budget at instruction `pc` (generated code throws it).
    RuntimeException limit(int pc) {
        return new ExecLimitException(program.name(), pc, program.shader().instructions().get(pc).opcode().name(), budget);
    }
}
