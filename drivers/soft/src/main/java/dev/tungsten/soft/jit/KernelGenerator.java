package dev.tungsten.soft.jit;

import static java.lang.constant.ConstantDescs.CD_Object;
import static java.lang.constant.ConstantDescs.CD_int;
import static java.lang.constant.ConstantDescs.CD_long;
import static java.lang.constant.ConstantDescs.CD_void;

import java.lang.classfile.ClassFile;
import java.lang.classfile.CodeBuilder;
import java.lang.classfile.Label;
import java.lang.classfile.TypeKind;
import java.lang.constant.ClassDesc;
import java.lang.constant.MethodTypeDesc;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import dev.tungsten.tgsi.DstRegister;
import dev.tungsten.tgsi.Immediate;
import dev.tungsten.tgsi.IndirectRegister;
import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.SrcRegister;

/// Writes the class file of one shader: a final class implementing [ShaderKernel] whose `run`
/// method loops over the block in chunks of [LaneOps#LANES] lanes and executes the whole shader
/// per chunk, with every register channel in a local variable holding an `IntVector`.
///
/// ## The method's shape
/// ```
/// run(frame, count, live):
///   immediates and direct constants -> locals            (once per call)
///   for base in 0, LANES, .. < count:
///     start = live lanes of the chunk (whole quads in fragment shaders); skip if none
///     masks = start; inputs, outputs -> locals; temporaries = 0
///     <the shader>                                       (FlowEmitter, InstructionEmitter)
///   end: outputs -> lanes; killed |= (kill | demote) << base
/// ```
/// This class owns the method's locals and the operand plumbing (reading a source channel with
/// its modifiers, writing a destination channel under the execution mask); [FlowEmitter] emits
/// control flow and [InstructionEmitter] the opcodes.
final class KernelGenerator {
    static final ClassDesc CD_VECTOR = ClassDesc.of("jdk.incubator.vector.IntVector");
    static final ClassDesc CD_MASK = ClassDesc.of("jdk.incubator.vector.VectorMask");
    static final ClassDesc CD_FRAME = ClassDesc.of(JitFrame.class.getName());
    static final ClassDesc CD_OPS = ClassDesc.of(LaneOps.class.getName());
    static final ClassDesc CD_KERNEL = ClassDesc.of(ShaderKernel.class.getName());
    static final ClassDesc CD_INTS = CD_int.arrayType();
    static final ClassDesc CD_LANES = CD_INTS.arrayType();
    /// The hidden class's name before the JVM appends its suffix (it must be in this package).
    static final ClassDesc CD_SHADER = ClassDesc.of(KernelGenerator.class.getPackageName() + ".Shader");
    private static final MethodTypeDesc RUN = MethodTypeDesc.of(CD_int, CD_FRAME, CD_int, CD_int);

    final ShaderPlan plan;
    final JitOptions options;
    CodeBuilder cb;

    // Locals of `run` (slots).
    int frame, count, live, base, result;
    int start, helper, exec, cond, loop, cont, sw, func, kill, demote, swBroken, swDefault, swEntered;
    int budget, execMask, scratch;
    private int inLanes, outLanes, svLanes, mTemp, mAddr, mOut, mIn, mSv;
    /// Result temporaries of one instruction (one per channel, plus spares for dot products).
    final int[] results = new int[6];
    /// `[file code][register * 4 + channel]`: the local holding that channel, or -1.
    private final int[][] registerLocals = new int[32][];
    /// OUT channels some instruction writes directly (stored back to the lanes at the end).
    private final boolean[] outWritten;
    /// Immediate and direct constant channels, keyed by [#valueKey].
    private final Map<Long, Integer> valueLocals = new HashMap<>();

    /// True while the code being emitted runs for every lane the chunk started with (outside
    /// every construct and subroutine, before any RET): stores then need no mask.
    boolean full = true;

    private KernelGenerator(ShaderPlan plan, JitOptions options) {
        this.plan = plan;
        this.options = options;
        this.outWritten = new boolean[plan.registerCount(RegisterFile.OUTPUT) * 4];
    }

    /// The class file for `plan`.
    static byte[] generate(ShaderPlan plan, JitOptions options) {
        KernelGenerator g = new KernelGenerator(plan, options);
        return ClassFile.of().build(CD_SHADER, cls -> {
            cls.withFlags(ClassFile.ACC_FINAL | ClassFile.ACC_SUPER);
            cls.withInterfaceSymbols(CD_KERNEL);
            cls.withMethodBody("<init>", MethodTypeDesc.of(CD_void), ClassFile.ACC_PUBLIC, code -> {
                code.aload(0);
                code.invokespecial(CD_Object, "<init>", MethodTypeDesc.of(CD_void));
                code.return_();
            });
            cls.withMethodBody("run", RUN, ClassFile.ACC_PUBLIC, g::emitRun);
        });
    }

    // ------------------------------------------------------------------ the method

    private void emitRun(CodeBuilder code) {
        this.cb = code;
        frame = 1;
        count = 2;
        live = 3;
        collectRegisters();
        allocateLocals();
        loadFrameArrays();
        preloadValues();
        cb.iconst_0();
        cb.istore(result);
        cb.iconst_0();
        cb.istore(base);
        Label top = cb.newBoundLabel();
        Label done = cb.newLabel();
        Label next = cb.newLabel();
        Label end = cb.newLabel();
        cb.iload(base);
        cb.iload(count);
        cb.if_icmpge(done);
        beginChunk(next);
        new FlowEmitter(this, new InstructionEmitter(this)).emitMain(end);
        cb.labelBinding(end);
        endChunk();
        cb.labelBinding(next);
        cb.iinc(base, LaneOps.LANES);
        cb.goto_(top);
        cb.labelBinding(done);
        cb.iload(result);
        cb.ireturn();
    }

    private void allocateLocals() {
        base = intLocal();
        result = intLocal();
        start = intLocal();
        helper = intLocal();
        exec = intLocal();
        cond = intLocal();
        loop = intLocal();
        cont = intLocal();
        sw = intLocal();
        func = intLocal();
        kill = intLocal();
        demote = intLocal();
        swBroken = intLocal();
        swDefault = intLocal();
        swEntered = intLocal();
        budget = cb.allocateLocal(TypeKind.LONG);
        execMask = refLocal();
        scratch = refLocal();
        inLanes = refLocal();
        outLanes = refLocal();
        svLanes = refLocal();
        mTemp = refLocal();
        mAddr = refLocal();
        mOut = refLocal();
        mIn = refLocal();
        mSv = refLocal();
        for (int i = 0; i < results.length; i++) {
            results[i] = refLocal();
        }
        for (int[] locals : registerLocals) {
            for (int k = 0; locals != null && k < locals.length; k++) {
                if (locals[k] == 0) {
                    locals[k] = refLocal();
                }
            }
        }
        for (Map.Entry<Long, Integer> e : valueLocals.entrySet()) {
            e.setValue(refLocal());
        }
    }

    int intLocal() {
        return cb.allocateLocal(TypeKind.INT);
    }

    int refLocal() {
        return cb.allocateLocal(TypeKind.REFERENCE);
    }

    private void loadFrameArrays() {
        field("in", CD_LANES, inLanes);
        field("out", CD_LANES, outLanes);
        field("sv", CD_LANES, svLanes);
        field("mTemp", CD_LANES, mTemp);
        field("mAddr", CD_LANES, mAddr);
        field("mOut", CD_LANES, mOut);
        field("mIn", CD_LANES, mIn);
        field("mSv", CD_LANES, mSv);
        field("scratch", CD_INTS, scratch);
    }

    private void field(String name, ClassDesc type, int local) {
        cb.aload(frame);
        cb.getfield(CD_FRAME, name, type);
        cb.astore(local);
    }

    /// Immediates and direct constants are the same in every lane and chunk: broadcast once.
    private void preloadValues() {
        for (Map.Entry<Long, Integer> e : valueLocals.entrySet()) {
            long key = e.getKey();
            int file = (int) (key >>> 56);
            int comp = (int) (key >>> 48) & 0xFF;
            int dim = (int) (key >>> 32) & 0xFFFF;
            int index = (int) key;
            if (file == RegisterFile.IMMEDIATE.code()) {
                Immediate imm = plan.shader.immediates().get(index);
                cb.loadConstant(comp < imm.data().length ? imm.data()[comp] : 0);
            } else {
                cb.aload(frame);
                cb.loadConstant(dim);
                cb.loadConstant(index);
                cb.loadConstant(comp);
                cb.invokevirtual(CD_FRAME, "constant", MethodTypeDesc.of(CD_int, CD_int, CD_int, CD_int));
            }
            lanes("broadcast", CD_int);
            cb.astore(e.getValue());
        }
    }

    private void beginChunk(Label next) {
        // start = the chunk's live lanes, extended to whole quads in fragment shaders
        cb.iload(live);
        cb.iload(base);
        cb.iushr();
        cb.loadConstant(LaneOps.LANE_MASK);
        cb.iand();
        cb.istore(helper);
        cb.iload(helper);
        if (plan.fragment) {
            lanes("quads", MethodTypeDesc.of(CD_int, CD_int));
        }
        cb.istore(start);
        cb.iload(start);
        cb.ifeq(next);
        cb.iload(start);
        cb.iload(helper);
        cb.ixor();
        cb.istore(helper);
        for (int m : new int[] {exec, cond, loop, cont, sw, func, swEntered}) {
            cb.iload(start);
            cb.istore(m);
        }
        for (int m : new int[] {kill, demote, swBroken, swDefault}) {
            cb.iconst_0();
            cb.istore(m);
        }
        cb.iload(start);
        lanes("mask", MethodTypeDesc.of(CD_MASK, CD_int));
        cb.astore(execMask);
        cb.aload(frame);
        cb.getfield(CD_FRAME, "budget", CD_long);
        cb.lstore(budget);
        for (RegisterFile f : RegisterFile.values()) {
            int[] locals = registerLocals[f.code()];
            for (int k = 0; locals != null && k < locals.length; k++) {
                if (locals[k] < 0) {
                    continue;
                }
                switch (f) {
                    case INPUT -> loadLane(inLanes, k);
                    case SYSTEM_VALUE -> loadLane(svLanes, k);
                    case OUTPUT -> loadLane(outLanes, k);
                    default -> cb.getstatic(CD_OPS, "ZERO", CD_VECTOR);
                }
                cb.astore(locals[k]);
            }
        }
        if (hasResident()) {
            cb.aload(frame);
            cb.iload(base);
            cb.invokevirtual(CD_FRAME, "beginChunk", MethodTypeDesc.of(CD_void, CD_int));
        }
    }

    private void loadLane(int lanesLocal, int k) {
        cb.aload(lanesLocal);
        cb.loadConstant(k);
        cb.aaload();
        cb.iload(base);
        lanes("load", MethodTypeDesc.of(CD_VECTOR, CD_INTS, CD_int));
    }

    private void endChunk() {
        int[] outs = registerLocals[RegisterFile.OUTPUT.code()];
        for (int k = 0; outs != null && k < outs.length; k++) {
            if (outs[k] >= 0 && outWritten[k]) {
                cb.aload(outs[k]);
                cb.aload(outLanes);
                cb.loadConstant(k);
                cb.aaload();
                cb.iload(base);
                lanes("store", MethodTypeDesc.of(CD_void, CD_VECTOR, CD_INTS, CD_int));
            }
        }
        if (plan.resident(RegisterFile.OUTPUT).length > 0) {
            cb.aload(frame);
            cb.iload(base);
            cb.invokevirtual(CD_FRAME, "endChunk", MethodTypeDesc.of(CD_void, CD_int));
        }
        cb.iload(result);
        cb.iload(kill);
        cb.iload(demote);
        cb.ior();
        cb.iload(base);
        cb.ishl();
        cb.ior();
        cb.istore(result);
    }

    private boolean hasResident() {
        return plan.resident(RegisterFile.TEMPORARY).length + plan.resident(RegisterFile.ADDRESS).length
                + plan.resident(RegisterFile.OUTPUT).length > 0;
    }

    // ------------------------------------------------------------------ which registers are locals

    /// Marks every register channel the shader names directly (and every address register) as a
    /// local, except resident ones; marks the OUT channels written and the immediate and constant
    /// channels read. Slots are assigned later: 0 here means "needed".
    private void collectRegisters() {
        for (RegisterFile f : List.of(RegisterFile.TEMPORARY, RegisterFile.ADDRESS, RegisterFile.OUTPUT,
                RegisterFile.INPUT, RegisterFile.SYSTEM_VALUE)) {
            int[] locals = new int[plan.registerCount(f) * 4];
            Arrays.fill(locals, -1);
            registerLocals[f.code()] = locals;
        }
        for (Instruction in : plan.insts) {
            for (SrcRegister s : in.src()) {
                if (!s.isIndirect() && !(s.dimension() != null && s.dimension().isIndirect())) {
                    need(s.file(), s.index(), s.dimension() == null ? 0 : s.dimension().index());
                }
                needAddress(s.indirect());
                needAddress(s.dimension() == null ? null : s.dimension().indirect());
            }
            for (DstRegister d : in.dst()) {
                if (!d.isIndirect()) {
                    need(d.file(), d.index(), 0);
                    if (d.file() == RegisterFile.OUTPUT && !plan.isResident(d.file(), d.index())) {
                        for (int c = 0; c < 4; c++) {
                            if ((d.writeMask() & (1 << c)) != 0) {
                                outWritten[d.index() * 4 + c] = true;
                            }
                        }
                    }
                }
                needAddress(d.indirect());
            }
            if (in.texture() != null) {
                for (Instruction.TextureOffset o : in.texture().offsets()) {
                    need(o.file(), o.index(), 0);
                }
            }
        }
    }

    private void needAddress(IndirectRegister ind) {
        if (ind != null) {
            need(ind.file(), ind.index(), 0);
        }
    }

    private void need(RegisterFile f, int index, int dim) {
        switch (f) {
            case TEMPORARY, ADDRESS, OUTPUT, INPUT, SYSTEM_VALUE -> {
                int[] locals = registerLocals[f.code()];
                if (!plan.isResident(f, index) && index >= 0 && index * 4 < locals.length) {
                    for (int c = 0; c < 4; c++) {
                        locals[index * 4 + c] = 0;
                    }
                }
            }
            case IMMEDIATE, CONSTANT -> {
                for (int c = 0; c < 4; c++) {
                    valueLocals.putIfAbsent(valueKey(f, dim, index, c), -1);
                }
            }
            case NULL, SAMPLER, SAMPLER_VIEW, BUFFER, IMAGE, MEMORY, CONSTBUF, HW_ATOMIC -> { }
        }
    }

    private static long valueKey(RegisterFile f, int dim, int index, int comp) {
        return ((long) f.code() << 56) | ((long) comp << 48) | ((long) (dim & 0xFFFF) << 32) | (index & 0xFFFFFFFFL);
    }

    // ------------------------------------------------------------------ operands

    /// Pushes channel `channel` of source `s` of `in`: the swizzled component, `|x|`, then `-x`
    /// (integer negation where the opcode reads the source as an integer).
    void loadSource(Instruction in, int s, int channel) {
        SrcRegister r = in.src(s);
        loadComponent(r.file(), r.index(), r.dimension() == null ? 0 : r.dimension().index(), r.swizzle(channel));
        if (r.absolute()) {
            lanes("abs", 1);
        }
        if (r.negate()) {
            lanes(in.opcode().srcType(s).isInteger() ? "ineg" : "fneg", 1);
        }
    }

    /// Pushes one component of a directly addressed register.
    void loadComponent(RegisterFile f, int index, int dim, int comp) {
        switch (f) {
            case TEMPORARY, ADDRESS, OUTPUT, INPUT, SYSTEM_VALUE -> {
                if (plan.isResident(f, index)) {
                    cb.aload(machineRegisters(f));
                    cb.loadConstant(index * 4 + comp);
                    lanes("get", MethodTypeDesc.of(CD_VECTOR, CD_LANES, CD_int));
                } else {
                    cb.aload(registerLocals[f.code()][index * 4 + comp]);
                }
            }
            case IMMEDIATE, CONSTANT -> cb.aload(valueLocals.get(valueKey(f, dim, index, comp)));
            case NULL, SAMPLER, SAMPLER_VIEW, BUFFER, IMAGE, MEMORY, CONSTBUF, HW_ATOMIC ->
                    throw new IllegalStateException(f.text() + " holds no values");
        }
    }

    /// Writes the value in local `value` to channel `c` of destination `d`, applying `_SAT` when
    /// `saturate`, under the execution mask unless the code runs for the whole chunk.
    void storeChannel(DstRegister d, int c, int value, boolean saturate) {
        RegisterFile f = d.file();
        if (f == RegisterFile.NULL) {
            return;
        }
        int k = d.index() * 4 + c;
        if (plan.isResident(f, d.index())) {
            cb.aload(value);
            if (saturate) {
                lanes("sat", 1);
            }
            cb.aload(machineRegisters(f));
            cb.loadConstant(k);
            if (full) {
                lanes("put", MethodTypeDesc.of(CD_void, CD_VECTOR, CD_LANES, CD_int));
            } else {
                cb.aload(execMask);
                lanes("putMasked", MethodTypeDesc.of(CD_void, CD_VECTOR, CD_LANES, CD_int, CD_MASK));
            }
            return;
        }
        int local = registerLocals[f.code()][k];
        if (full) {
            cb.aload(value);
            if (saturate) {
                lanes("sat", 1);
            }
        } else {
            cb.aload(execMask);
            cb.aload(value);
            if (saturate) {
                lanes("sat", 1);
            }
            cb.aload(local);
            lanes("select", MethodTypeDesc.of(CD_VECTOR, CD_MASK, CD_VECTOR, CD_VECTOR));
        }
        cb.astore(local);
    }

    /// Whether a register of `f` is held in locals at `index` (not resident, not a value file).
    boolean isLocal(RegisterFile f, int index) {
        int[] locals = registerLocals[f.code()];
        return locals != null && index >= 0 && index * 4 < locals.length && locals[index * 4] >= 0;
    }

    int registerLocal(RegisterFile f, int index, int channel) {
        return registerLocals[f.code()][index * 4 + channel];
    }

    /// The local holding the machine's channel arrays of `f`.
    int machineRegisters(RegisterFile f) {
        return switch (f) {
            case TEMPORARY -> mTemp;
            case ADDRESS -> mAddr;
            case OUTPUT -> mOut;
            case INPUT -> mIn;
            case SYSTEM_VALUE -> mSv;
            case NULL, CONSTANT, IMMEDIATE, SAMPLER, SAMPLER_VIEW, BUFFER, IMAGE, MEMORY, CONSTBUF, HW_ATOMIC ->
                    throw new IllegalStateException(f.text() + " has no machine registers");
        };
    }

    // ------------------------------------------------------------------ calls into LaneOps

    /// Invokes `LaneOps.name` on `arity` vectors, leaving a vector.
    void lanes(String name, int arity) {
        ClassDesc[] params = new ClassDesc[arity];
        Arrays.fill(params, CD_VECTOR);
        lanes(name, MethodTypeDesc.of(CD_VECTOR, params));
    }

    /// Invokes `LaneOps.name` on `arity` vectors and the scratch array, leaving a vector.
    void lanesWithScratch(String name, int arity) {
        ClassDesc[] params = new ClassDesc[arity + 1];
        Arrays.fill(params, CD_VECTOR);
        params[arity] = CD_INTS;
        cb.aload(scratch);
        lanes(name, MethodTypeDesc.of(CD_VECTOR, params));
    }

    void lanes(String name, MethodTypeDesc type) {
        cb.invokestatic(CD_OPS, name, type);
    }

    void lanes(String name, ClassDesc argument) {
        lanes(name, MethodTypeDesc.of(CD_VECTOR, argument));
    }

    /// `exec = cond & loop & cont & sw & func`, and its vector mask.
    void recomputeExec() {
        cb.iload(cond);
        cb.iload(loop);
        cb.iand();
        cb.iload(cont);
        cb.iand();
        cb.iload(sw);
        cb.iand();
        cb.iload(func);
        cb.iand();
        cb.istore(exec);
        cb.iload(exec);
        lanes("mask", MethodTypeDesc.of(CD_MASK, CD_int));
        cb.astore(execMask);
    }
}
