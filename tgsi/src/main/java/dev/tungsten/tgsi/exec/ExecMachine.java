package dev.tungsten.tgsi.exec;

import java.util.Arrays;
import java.util.Objects;

import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.SemanticName;

/// Runs one [ExecProgram] on blocks of `width` lanes. Not thread-safe: use one machine per thread.
///
/// ## Lanes and storage
/// Every register channel is an `int[width]` holding raw 32-bit words (float bits, integers);
/// lane `i` of a block is element `i`. Fragment blocks are whole 2x2 quads: lanes `4q..4q+3` are
/// the top-left, top-right, bottom-left and bottom-right pixels of quad `q`. The accessors below
/// return the machine's own arrays, so drivers write inputs and read outputs in place, without
/// copying: [#input(int, int)], [#output(int, int)], [#systemValue(SemanticName, int, int)].
/// Constant buffers are bound by reference ([#bindConstantBuffer(int, int[])]).
///
/// ## Running
/// [#run(int)] executes the program for the lanes in `liveMask`. In fragment shaders every quad
/// with a live lane runs whole; its other lanes are helpers (their side effects are suppressed and
/// their outputs must be discarded). [#killMask()], [#demoteMask()] and [#helperMask()] tell the
/// caller which lanes' results to drop. Registers keep their values between runs, except the
/// temporaries a shader could read before writing, which are zeroed at the start of every run.
/// Outputs are never cleared: a driver that needs defaults writes them before the run.
///
/// A run stops with an [ExecLimitException] after [#setInstructionBudget(long)] instructions;
/// the machine is left reusable.
public final class ExecMachine {
    /// The default instruction budget per run: about a second of interpretation.
    public static final long DEFAULT_BUDGET = 1L << 24;
    /// Constant buffer slots (PIPE_MAX_CONSTANT_BUFFERS).
    public static final int CONSTANT_BUFFERS = 32;

    final ExecProgram program;
    final DecodedOp[] ops;
    final int width;
    final int fullMask;
    final boolean fragment;

    // Register storage: [slot][channel] -> lanes.
    final int[][][] temps;
    final int[][][] inputs;
    final int[][][] outputs;
    final int[][][] addrs;
    final int[][][] sysvals;
    final int[][][] imms;
    final int[][][] constCache;
    final int[][] constBuffers = new int[CONSTANT_BUFFERS][];
    final int[] constLength = new int[CONSTANT_BUFFERS];
    boolean constDirty = true;

    /// Pre-resolved direct operands: srcLanes[pc][s][c] is the array result channel c of source s
    /// reads (before modifiers), or null when the operand is dynamic or a resource.
    final int[][][][] srcLanes;
    /// dstLanes[pc][d]: the destination's four channel arrays, or null when dynamic.
    final int[][][] dstLanes;
    /// Per instruction: every source is a register read in place without modifiers and the
    /// destination is a register written in place (no aliasing), so the fast paths apply.
    final boolean[] plain;
    final int[][][] srcScratch;
    final int[][] dstScratch;
    final int[][] dstScratch2;
    final int[][] sink;
    final int[] laneTemp;
    final int[] laneTemp2;
    final int[] words4 = new int[4];
    final float[] lodAccessed;
    final float[] lodComputed;
    final long[][] wide;

    // Masks (bit i = lane i).
    int exec;
    int cond;
    int loop;
    int cont;
    int sw;
    int func;
    int startMask;
    /// Lanes this run executes at all (live lanes and their quads' helpers); the others hold
    /// whatever earlier runs or unmasked whole-block stores left, so READ_INVOC reads 0 there.
    int runningMask;
    int liveMask;
    int killMask;
    int demoteMask;
    int helperMask;
    int swBroken;
    int swDefault;
    int swEntered;

    // Control-flow stacks, sized by ExecProgram.nestingDepth().
    final int[] condStack;
    int csp;
    final int[] loopStack;
    int lsp;
    final int[] switchStack;
    int ssp;
    final int[][] selectors;
    final int[] callStack;
    int fsp;
    final int[][][] addressStack;
    int asp;

    int pc;
    boolean suspended;
    boolean running;
    long budget = DEFAULT_BUDGET;
    long budgetLeft;
    long executed;

    TextureSampler sampler;
    ImageAccess images;
    BufferAccess buffers;
    SharedMemory shared;
    VertexEmitter emitter;
    WorkgroupBarrier barrier;
    Interpolator interpolator;
    FramebufferFetch framebuffer;
    final TextureRequest textureRequest;
    final ImageRequest imageRequest;

    ExecMachine(ExecProgram program, int width) {
        if (width < 4 || width > 32 || width % 4 != 0) {
            throw new IllegalArgumentException("block width must be a multiple of 4 from 4 to 32, found " + width);
        }
        this.program = program;
        this.ops = program.ops;
        this.width = width;
        this.fullMask = width == 32 ? -1 : (1 << width) - 1;
        this.fragment = program.processor() == Processor.FRAG;
        temps = registers(program.fileSize(RegisterFile.TEMPORARY));
        inputs = registers(program.fileSize(RegisterFile.INPUT) * program.inputVertices);
        outputs = registers(program.fileSize(RegisterFile.OUTPUT) * program.outputVertices);
        addrs = registers(program.fileSize(RegisterFile.ADDRESS));
        sysvals = registers(program.fileSize(RegisterFile.SYSTEM_VALUE));
        imms = registers(program.immediates.length);
        for (int i = 0; i < imms.length; i++) {
            for (int c = 0; c < 4; c++) {
                Arrays.fill(imms[i][c], program.immediates[i][c]);
            }
        }
        constCache = registers(program.constSlots.length);
        srcLanes = new int[ops.length][][][];
        dstLanes = new int[ops.length][][];
        sink = registers(1)[0];
        plain = new boolean[ops.length];
        for (DecodedOp op : ops) {
            resolve(op);
        }
        srcScratch = new int[5][4][width];
        dstScratch = new int[4][width];
        dstScratch2 = new int[4][width];
        laneTemp = new int[width];
        laneTemp2 = new int[width];
        lodAccessed = new float[width];
        lodComputed = new float[width];
        wide = new long[4][width];
        int depth = program.stackDepth;
        condStack = new int[depth];
        loopStack = new int[depth * 2];
        switchStack = new int[depth * 4];
        selectors = new int[depth][width];
        callStack = new int[depth * MaskFlow.CALL_FRAME];
        addressStack = new int[MaskFlow.ADDRESS_STACK][4][width];
        textureRequest = new TextureRequest(width);
        imageRequest = new ImageRequest(width);
    }

    private int[][][] registers(int count) {
        int[][][] r = new int[count][4][];
        for (int i = 0; i < count; i++) {
            for (int c = 0; c < 4; c++) {
                r[i][c] = new int[width];
            }
        }
        return r;
    }

    /// The storage of a register file (null for files without lane storage).
    int[][][] storage(RegisterFile f) {
        return switch (f) {
            case TEMPORARY -> temps;
            case INPUT -> inputs;
            case OUTPUT -> outputs;
            case ADDRESS -> addrs;
            case SYSTEM_VALUE -> sysvals;
            case IMMEDIATE -> imms;
            case CONSTANT -> constCache;
            case NULL, SAMPLER, SAMPLER_VIEW, BUFFER, IMAGE, MEMORY, CONSTBUF, HW_ATOMIC -> null;
        };
    }

    private void resolve(DecodedOp op) {
        int[][][] src = new int[op.src.length][][];
        for (int s = 0; s < op.src.length; s++) {
            Operand o = op.src[s];
            int[][][] store = storage(o.file);
            if (o.isDynamic() || store == null || isResourceOperand(op, s)) {
                continue;
            }
            int[][] reg = store[o.slot];
            src[s] = new int[][] {reg[o.swizzle[0]], reg[o.swizzle[1]], reg[o.swizzle[2]], reg[o.swizzle[3]]};
        }
        srcLanes[op.pc] = src;
        if (op.dst.length > 0) {
            Operand d = op.dst[0];
            if (d.file == RegisterFile.NULL) {
                dstLanes[op.pc] = sink;
            } else if (!d.isDynamic() && storage(d.file) != null) {
                dstLanes[op.pc] = storage(d.file)[d.slot];
            }
        }
        boolean simple = dstLanes[op.pc] != null && !op.aliased;
        for (int s = 0; s < op.src.length; s++) {
            simple &= src[s] != null && op.src[s].modifiers == 0;
        }
        plain[op.pc] = simple;
    }

    /// Whether `op` may read its sources' arrays and write its destination's in place: every lane
    /// of the block executes and the operands are plain (see [#plain]).
    boolean fast(DecodedOp op) {
        return plain[op.pc] && exec == startMask;
    }

    private static boolean isResourceOperand(DecodedOp op, int s) {
        return op.src[s].file == RegisterFile.CONSTANT && op.opcode == dev.tungsten.tgsi.TgsiOpcode.LOAD && s == 0;
    }

    // ================================================================== public API

    public ExecProgram program() {
        return program;
    }

    /// Lanes per block.
    public int width() {
        return width;
    }

    /// Channel `channel` of `IN[index]`: fill it before [#run(int)].
    public int[] input(int index, int channel) {
        return inputs[checkIndex(index, program.fileSize(RegisterFile.INPUT), "IN")][channel];
    }

    /// Channel `channel` of `IN[vertex][index]` (GS, TCS and TES inputs).
    public int[] input(int vertex, int index, int channel) {
        int stride = Math.max(1, program.fileSize(RegisterFile.INPUT));
        checkIndex(vertex, program.inputVertices, "input vertex");
        return inputs[vertex * stride + checkIndex(index, stride, "IN")][channel];
    }

    /// Channel `channel` of `OUT[index]`: read it after [#run(int)].
    public int[] output(int index, int channel) {
        return outputs[checkIndex(index, program.fileSize(RegisterFile.OUTPUT), "OUT")][channel];
    }

    /// Channel `channel` of `OUT[vertex][index]` (TCS per-vertex outputs).
    public int[] output(int vertex, int index, int channel) {
        int stride = Math.max(1, program.fileSize(RegisterFile.OUTPUT));
        checkIndex(vertex, program.outputVertices, "output vertex");
        return outputs[vertex * stride + checkIndex(index, stride, "OUT")][channel];
    }

    /// Channel `channel` of the SV register declared with `semantic` and semantic index `index`.
    /// @throws IllegalArgumentException when the shader declares no such system value
    public int[] systemValue(SemanticName semantic, int index, int channel) {
        int r = program.systemValueRegister(semantic, index);
        if (r < 0) {
            throw new IllegalArgumentException("the shader declares no system value " + semantic + "[" + index + "]");
        }
        return sysvals[r][channel];
    }

    /// Channel `channel` of `SV[index]`.
    public int[] systemValue(int index, int channel) {
        return sysvals[checkIndex(index, program.fileSize(RegisterFile.SYSTEM_VALUE), "SV")][channel];
    }

    /// Channel `channel` of `TEMP[index]` (for tests and debugging).
    public int[] temporary(int index, int channel) {
        return temps[checkIndex(index, program.fileSize(RegisterFile.TEMPORARY), "TEMP")][channel];
    }

    /// Channel `channel` of `ADDR[index]` (for tests and debugging).
    public int[] address(int index, int channel) {
        return addrs[checkIndex(index, program.fileSize(RegisterFile.ADDRESS), "ADDR")][channel];
    }

    private static int checkIndex(int index, int size, String what) {
        if (index < 0 || index >= size) {
            throw new IndexOutOfBoundsException(what + " index " + index + " out of range [0, " + size + ")");
        }
        return index;
    }

    /// Binds constant buffer `slot` (`CONST[slot][i]`): `words[4 * i + c]` is channel c of row i.
    /// The array is used in place; call [#constantsChanged()] after changing its contents. Reads
    /// past its end, or of an unbound buffer, give 0.
    public void bindConstantBuffer(int slot, int[] words) {
        bindConstantBuffer(slot, words, words == null ? 0 : words.length / 4);
    }

    /// As [#bindConstantBuffer(int, int[])], using only the first `rows` vec4 rows of `words`.
    public void bindConstantBuffer(int slot, int[] words, int rows) {
        checkIndex(slot, CONSTANT_BUFFERS, "constant buffer");
        if (words != null && (rows < 0 || rows * 4 > words.length)) {
            throw new IllegalArgumentException(rows + " rows do not fit in " + words.length + " words");
        }
        constBuffers[slot] = words;
        constLength[slot] = words == null ? 0 : rows * 4;
        constDirty = true;
    }

    /// Tells the machine that the contents of a bound constant buffer changed.
    public void constantsChanged() {
        constDirty = true;
    }

    public void bindSampler(TextureSampler sampler) { this.sampler = sampler; }

    public void bindImages(ImageAccess images) { this.images = images; }

    public void bindBuffers(BufferAccess buffers) { this.buffers = buffers; }

    /// The workgroup's shared memory (`MEMORY[n], SHARED`), the same object for every block of
    /// the workgroup.
    public void bindSharedMemory(SharedMemory shared) { this.shared = shared; }

    public void bindVertexEmitter(VertexEmitter emitter) { this.emitter = emitter; }

    /// Without a barrier bound, BARRIER continues at once (a workgroup that fits in one block).
    public void bindBarrier(WorkgroupBarrier barrier) { this.barrier = barrier; }

    /// Without an interpolator, INTERP_CENTROID and INTERP_SAMPLE return the input as is (one
    /// sample at the pixel centre) and INTERP_OFFSET extrapolates it with the quad's fine
    /// derivatives (exact for inputs that vary linearly).
    public void bindInterpolator(Interpolator interpolator) { this.interpolator = interpolator; }

    public void bindFramebufferFetch(FramebufferFetch framebuffer) { this.framebuffer = framebuffer; }

    /// Sets the number of instructions one run may execute before it stops with an
    /// [ExecLimitException] (default [#DEFAULT_BUDGET]).
    public void setInstructionBudget(long budget) {
        if (budget <= 0) {
            throw new IllegalArgumentException("budget must be positive, found " + budget);
        }
        this.budget = budget;
    }

    public long instructionBudget() {
        return budget;
    }

    /// Instructions executed by the last run (including resumed parts).
    public long executedInstructions() {
        return executed;
    }

    /// Lanes killed by KILL or KILL_IF in the last run: discard their results.
    public int killMask() {
        return killMask;
    }

    /// Lanes demoted to helpers by DEMOTE in the last run: discard their results.
    public int demoteMask() {
        return demoteMask;
    }

    /// Lanes that ran only as helpers for their quad's derivatives (fragment shaders).
    public int helperMask() {
        return helperMask;
    }

    /// The lanes whose outputs are valid after the last run: live, not killed, not demoted.
    public int resultMask() {
        return liveMask & ~killMask & ~demoteMask;
    }

    /// Runs the program from its first instruction for the lanes in `liveMask`.
    public ExecStatus run(int liveMask) {
        this.liveMask = liveMask & fullMask;
        int start = this.liveMask;
        if (fragment) {
            for (int q = 0; q < width; q += 4) {
                if ((start >>> q & 0xF) != 0) {
                    start |= 0xF << q;
                }
            }
        }
        startMask = start;
        runningMask = start;
        helperMask = start & ~this.liveMask;
        killMask = 0;
        demoteMask = 0;
        cond = loop = cont = sw = func = swEntered = exec = start;
        swBroken = swDefault = 0;
        csp = lsp = ssp = fsp = asp = 0;
        zeroUnwritten();
        if (constDirty) {
            refreshConstants();
        }
        pc = 0;
        executed = 0;
        budgetLeft = budget;
        suspended = false;
        running = true;
        return loop();
    }

    /// Continues a run that stopped at a BARRIER.
    /// @throws IllegalStateException when the machine is not suspended at a barrier
    public ExecStatus resume() {
        if (!suspended) {
            throw new IllegalStateException("the machine is not waiting at a barrier");
        }
        suspended = false;
        return loop();
    }

    private void zeroUnwritten() {
        zero(temps, program.zeroTemps);
        zero(addrs, program.zeroAddrs);
    }

    private static void zero(int[][][] regs, int[] masks) {
        for (int r = 0; r < masks.length; r++) {
            int m = masks[r];
            for (int c = 0; m != 0; c++, m >>>= 1) {
                if ((m & 1) != 0) {
                    Arrays.fill(regs[r][c], 0);
                }
            }
        }
    }

    private void refreshConstants() {
        long[][] slots = program.constSlots;
        for (int s = 0; s < slots.length; s++) {
            int buffer = (int) slots[s][0];
            int index = (int) slots[s][1];
            for (int c = 0; c < 4; c++) {
                Arrays.fill(constCache[s][c], constantWord(buffer, index, c));
            }
        }
        constDirty = false;
    }

    /// The word of `CONST[buffer][index]` channel `c`, or 0 outside the bound buffer.
    int constantWord(int buffer, int index, int c) {
        if (buffer < 0 || buffer >= CONSTANT_BUFFERS) {
            return 0;
        }
        int[] words = constBuffers[buffer];
        long w = (long) index * 4 + c;
        return words == null || index < 0 || w >= constLength[buffer] ? 0 : words[(int) w];
    }

    /// Executes instruction `pc` alone, for the lanes in `exec`, with the given running (live
    /// lanes and their quads' helpers, as [#run(int)] starts them), helper, kill and demote masks, reading and writing this machine's registers. This is how a backend that
    /// runs control flow and common arithmetic itself (the JIT in `drivers/soft`) hands the
    /// remaining instructions to the reference implementation: it copies the registers the
    /// instruction reads into the machine ([#temporary], [#input], ...), steps, and copies the
    /// destination back. Only lanes in `exec` are written, so a register's other lanes keep what
    /// the caller put there. Does nothing when `exec` is 0 (the run loop skips such instructions).
    /// @throws IllegalArgumentException for a control-flow instruction (they need the run loop's
    ///         masks and stacks)
    /// @throws ExecException as [#run(int)] would for this instruction (an unbound service)
    public void step(int pc, int exec, int runningMask, int helperMask, int killMask, int demoteMask) {
        DecodedOp op = ops[Objects.checkIndex(pc, ops.length)];
        if (ControlFlowAnalysis.isControl(op.opcode)) {
            throw new IllegalArgumentException(op.opcode + " at " + pc + " is control flow and cannot be stepped");
        }
        int lanes = exec & fullMask;
        if (lanes == 0) {
            return;
        }
        if (constDirty) {
            refreshConstants();
        }
        // startMask 0 never equals a non-empty exec, so every store is masked to `exec`.
        startMask = 0;
        this.exec = cond = loop = cont = sw = func = lanes;
        this.runningMask = runningMask & fullMask;
        this.helperMask = helperMask & fullMask;
        this.killMask = killMask & fullMask;
        this.demoteMask = demoteMask & fullMask;
        this.liveMask = fullMask & ~this.helperMask;
        Interpreter.execute(this, op);
    }

    private ExecStatus loop() {
        DecodedOp[] ops = this.ops;
        try {
            while (pc < ops.length) {
                DecodedOp op = ops[pc];
                if (exec == 0 && op.nextControl != op.pc) {
                    pc = op.nextControl;
                    continue;
                }
                if (--budgetLeft < 0) {
                    throw new ExecLimitException(program.name(), op.pc, op.opcode.name(), budget);
                }
                executed++;
                pc++;
                Interpreter.execute(this, op);
                if (suspended) {
                    return ExecStatus.BARRIER;
                }
            }
        } catch (RuntimeException e) {
            running = false;
            throw e;
        }
        running = false;
        return ExecStatus.DONE;
    }

    // ================================================================== operand access

    /// Lanes of result channel `c` of source `s`, with its `|x|` and `-x` modifiers applied.
    /// The returned array must not be written (it may be a register).
    int[] src(DecodedOp op, int s, int c) {
        Operand o = op.src[s];
        int[][] direct = srcLanes[op.pc][s];
        int[] v = direct != null ? direct[c] : gather(o, o.swizzle[c], srcScratch[s][c]);
        return o.modifiers == 0 ? v : modify(o.modifiers, v, srcScratch[s][c]);
    }

    /// Lanes of result channel `c` of source `s` without modifiers (64-bit operands apply theirs
    /// to whole channel pairs).
    int[] srcRaw(DecodedOp op, int s, int c) {
        Operand o = op.src[s];
        int[][] direct = srcLanes[op.pc][s];
        return direct != null ? direct[c] : gather(o, o.swizzle[c], srcScratch[s][c]);
    }

    /// The lanes of the first active lane's value of result channel `c` of source `s` (for
    /// operands that are uniform by definition: texel offsets, stream numbers, sample indices).
    int uniform(DecodedOp op, int s, int c) {
        int[] v = src(op, s, c);
        int lane = exec == 0 ? 0 : Integer.numberOfTrailingZeros(exec);
        return v[Math.min(lane, width - 1)];
    }

    private int[] modify(int mods, int[] v, int[] out) {
        int n = width;
        switch (mods) {
            case Operand.MOD_ABS -> { for (int i = 0; i < n; i++) out[i] = OpSemantics.absModifier(v[i]); }
            case Operand.MOD_FNEG -> { for (int i = 0; i < n; i++) out[i] = OpSemantics.floatNegate(v[i]); }
            case Operand.MOD_INEG -> { for (int i = 0; i < n; i++) out[i] = -v[i]; }
            case Operand.MOD_ABS | Operand.MOD_FNEG -> {
                for (int i = 0; i < n; i++) out[i] = OpSemantics.floatNegate(OpSemantics.absModifier(v[i]));
            }
            case Operand.MOD_ABS | Operand.MOD_INEG -> { for (int i = 0; i < n; i++) out[i] = -OpSemantics.absModifier(v[i]); }
            default -> throw new IllegalStateException("modifier bits " + mods);
        }
        return out;
    }

    /// The unit a resource operand names (`SAMP[2]`, `BUFFER[ADDR[0].x + 1]`): indirect units are
    /// taken from the first executing lane, as Mesa does (they must be uniform).
    int unit(Operand o) {
        if (!o.indirect) {
            return o.index;
        }
        int lane = exec == 0 ? 0 : Integer.numberOfTrailingZeros(exec);
        return o.index + addressLanes(o.addrFile, o.addrIndex, o.addrComponent)[lane];
    }

    /// The lanes of an address register channel (ADDR, or TEMP read as integers).
    int[] addressLanes(RegisterFile file, int index, int comp) {
        int[][][] store = storage(file);
        return store[index][comp];
    }

    /// Reads component `comp` of a dynamically addressed operand into `out`: lanes whose index
    /// falls outside the operand's range (or the bound constant buffer) read 0.
    int[] gather(Operand o, int comp, int[] out) {
        int[] addr = o.indirect ? addressLanes(o.addrFile, o.addrIndex, o.addrComponent) : null;
        int[] dimAddr = o.dimIndirect ? addressLanes(o.dimAddrFile, o.dimAddrIndex, o.dimAddrComponent) : null;
        int n = width;
        if (o.file == RegisterFile.CONSTANT) {
            for (int i = 0; i < n; i++) {
                int buffer = o.hasDimension ? o.dimIndex + (dimAddr != null ? dimAddr[i] : 0) : 0;
                int index = o.index + (addr != null ? addr[i] : 0);
                out[i] = constantWord(buffer, index, comp);
            }
            return out;
        }
        int[][][] store = storage(o.file);
        int vertices = o.file == RegisterFile.INPUT ? program.inputVertices
                : o.file == RegisterFile.OUTPUT ? program.outputVertices : 1;
        int first = Math.max(o.first, 0);
        int last = Math.min(o.last, o.stride - 1);
        for (int i = 0; i < n; i++) {
            int index = o.index + (addr != null ? addr[i] : 0);
            int vertex = o.hasDimension ? o.dimIndex + (dimAddr != null ? dimAddr[i] : 0) : 0;
            int slot = vertex * o.stride + index;
            out[i] = index >= first && index <= last && vertex >= 0 && vertex < vertices && slot < store.length
                    ? store[slot][comp][i] : 0;
        }
        return out;
    }

    /// The arrays an instruction computes its destination into: the destination register itself
    /// when every lane of the block is active and no source reads it, else scratch.
    int[][] out(DecodedOp op) {
        int[][] d = dstLanes[op.pc];
        return d != null && !op.aliased && exec == startMask ? d : dstScratch;
    }

    /// Stores the channels of `values` (from [#out]) that the write mask enables.
    void store(DecodedOp op, int[][] values) {
        store(op, 0, values, op.writeMask);
    }

    /// Stores channels `mask` of `values` into destination `di`, for the lanes executing, with
    /// `_SAT` applied. `values` must be [#out]'s arrays or scratch (saturation works in place).
    void store(DecodedOp op, int di, int[][] values, int mask) {
        store(op, di, values, mask, op.saturate);
    }

    /// As [#store(DecodedOp, int, int[][], int)] with the 32-bit `_SAT` clamp applied only when
    /// `saturate` (64-bit results clamp as doubles before they are split into words).
    void store(DecodedOp op, int di, int[][] values, int mask, boolean saturate) {
        int[][] direct = di == 0 ? dstLanes[op.pc] : null;
        if (values == direct) {
            if (saturate) {
                for (int c = 0; c < 4; c++) {
                    if ((mask & (1 << c)) != 0) {
                        saturate(values[c]);
                    }
                }
            }
            return;
        }
        Operand o = op.dst[di];
        for (int c = 0; c < 4; c++) {
            if ((mask & (1 << c)) == 0) {
                continue;
            }
            int[] v = values[c];
            if (saturate) {
                saturate(v);
            }
            storeChannel(o, direct, c, v);
        }
    }

    private void saturate(int[] v) {
        for (int i = 0; i < width; i++) {
            v[i] = Float.floatToRawIntBits(OpSemantics.saturate(Float.intBitsToFloat(v[i])));
        }
    }

    private void storeChannel(Operand o, int[][] direct, int c, int[] v) {
        int mask = exec;
        int n = width;
        if (o.file == RegisterFile.NULL) {
            return;
        }
        if (direct == null && !o.isDynamic()) {
            direct = storage(o.file)[o.slot];
        }
        if (direct != null) {
            int[] t = direct[c];
            if (mask == startMask) {
                System.arraycopy(v, 0, t, 0, n);
            } else {
                for (int i = 0; i < n; i++) {
                    if ((mask >>> i & 1) != 0) {
                        t[i] = v[i];
                    }
                }
            }
            return;
        }
        int[][][] store = storage(o.file);
        int[] addr = o.indirect ? addressLanes(o.addrFile, o.addrIndex, o.addrComponent) : null;
        int[] dimAddr = o.dimIndirect ? addressLanes(o.dimAddrFile, o.dimAddrIndex, o.dimAddrComponent) : null;
        int vertices = o.file == RegisterFile.OUTPUT ? program.outputVertices : 1;
        int first = Math.max(o.first, 0);
        int last = Math.min(o.last, o.stride - 1);
        for (int i = 0; i < n; i++) {
            if ((mask >>> i & 1) == 0) {
                continue;
            }
            int index = o.index + (addr != null ? addr[i] : 0);
            int vertex = o.hasDimension ? o.dimIndex + (dimAddr != null ? dimAddr[i] : 0) : 0;
            int slot = vertex * o.stride + index;
            if (index >= first && index <= last && vertex >= 0 && vertex < vertices && slot < store.length) {
                store[slot][c][i] = v[i];
            }
        }
    }

    ExecException error(DecodedOp op, String detail) {
        return new ExecException(program.name(), op.pc, op.opcode + ": " + detail);
    }

    void recomputeExec() {
        exec = cond & loop & cont & sw & func;
    }

    /// The mask of lanes whose side effects (stores, atomics, emits) take effect.
    int sideEffectMask() {
        return exec & ~helperMask & ~killMask & ~demoteMask;
    }

    @Override
    public String toString() {
        return "ExecMachine[" + program.name() + ", width " + width + "]";
    }

    static <T> T require(T binding, ExecMachine m, DecodedOp op, String what) {
        if (binding == null) {
            throw m.error(op, "no " + what + " is bound to the machine");
        }
        return Objects.requireNonNull(binding);
    }
}
