package dev.tungsten.soft.jit;

import static java.lang.constant.ConstantDescs.CD_float;
import static java.lang.constant.ConstantDescs.CD_int;
import static java.lang.constant.ConstantDescs.CD_void;

import java.lang.classfile.ClassBuilder;
import java.lang.classfile.ClassFile;
import java.lang.classfile.CodeBuilder;
import java.lang.classfile.Label;
import java.lang.classfile.TypeKind;
import java.lang.constant.ClassDesc;
import java.lang.constant.MethodTypeDesc;
import java.util.ArrayList;
import java.util.List;

import dev.tungsten.soft.jit.JitOpcode.Segment;
import dev.tungsten.tgsi.DstRegister;
import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.SrcRegister;

/// Emits the generated class's static methods that do the arithmetic: a **segment** is a run of
/// straight-line ALU instructions (no control flow, nothing for the slow path), a **condition**
/// computes the lanes that pass an IF, BREAKC, CALLNZ, KILL_IF or CASE test, and a **selector**
/// saves a SWITCH's value ([ConditionEmitter]). Each method loops over the block in chunks of
/// [VectorOps#LANES] lanes:
/// ```
/// static void s7(JitFrame f, int count, int exec):
///   register arrays -> locals; immediates -> broadcast vectors                     (once)
///   for base in 0, LANES, .. < count:
///     m = exec >>> base & LANE_MASK; skip the chunk if 0
///     each register channel: loaded from its array on first use, held in a local
///     each constant: loaded on first use from its vector in the frame, held in a local
///     <the instructions>                                   (VectorOps calls, Vector API calls)
///     each register channel written: stored back to its array
/// ```
/// Keeping each method small ([SegmentBudget]) keeps it inside C2's inlining budget, so every
/// Vector API value stays in a machine register; the run method ([KernelGenerator]) keeps the
/// masks and calls these. The parts: [RegisterCache] (the register channels in locals),
/// [SegmentInstructionEmitter] (the instructions, typed by [JitOpcodes]), [VectorFormEmitter]
/// (operations written out as Vector API calls), [ConditionEmitter] (conditions and selectors).
final class SegmentEmitter {
    /// Chunks of [VectorOps#LANES] lanes a segment method computes side by side in one iteration
    /// (independent dependency chains for the processor to overlap), while the block's lanes,
    /// at most 32, allow.
    static final int INTERLEAVE = Math.max(1, Math.min(2, 32 / VectorOps.LANES));
    /// The most instructions in one segment method.
    static final int MAX_INSTRUCTIONS = 16;

    static final ClassDesc CD_FVEC = ClassDesc.of("jdk.incubator.vector.FloatVector");
    static final ClassDesc CD_IVEC = KernelGenerator.CD_VECTOR;
    static final ClassDesc CD_VECTOR_ANY = ClassDesc.of("jdk.incubator.vector.Vector");
    static final ClassDesc CD_SPECIES = ClassDesc.of("jdk.incubator.vector.VectorSpecies");
    static final ClassDesc CD_OPERATORS = ClassDesc.of("jdk.incubator.vector.VectorOperators");
    static final ClassDesc CD_BINARY = ClassDesc.of("jdk.incubator.vector.VectorOperators$Binary");
    static final ClassDesc CD_ASSOCIATIVE = ClassDesc.of("jdk.incubator.vector.VectorOperators$Associative");
    static final ClassDesc CD_COMPARISON = ClassDesc.of("jdk.incubator.vector.VectorOperators$Comparison");
    static final ClassDesc CD_CONVERSION = ClassDesc.of("jdk.incubator.vector.VectorOperators$Conversion");
    static final ClassDesc CD_MASK = KernelGenerator.CD_MASK;
    static final ClassDesc CD_FLOATS = CD_float.arrayType();
    static final ClassDesc CD_SEGMENT = ClassDesc.of("java.lang.foreign.MemorySegment");
    static final ClassDesc CD_ORDER = ClassDesc.of("java.nio.ByteOrder");
    static final ClassDesc CD_EXACT_MATH = ClassDesc.of("dev.tungsten.soft.jit.ExactMath");
    static final ClassDesc CD_FAST_TRIG = ClassDesc.of("dev.tungsten.soft.jit.FastTrig");

    static final MethodTypeDesc SEGMENT = MethodTypeDesc.of(CD_void, KernelGenerator.CD_FRAME, CD_int, CD_int);
    static final MethodTypeDesc CONDITION = MethodTypeDesc.of(CD_int, KernelGenerator.CD_FRAME, CD_int, CD_int);

    /// A value's representation in generated code.
    enum Rep {
        F(CD_FVEC), I(CD_IVEC);

        final ClassDesc desc;

        Rep(ClassDesc desc) {
            this.desc = desc;
        }

        /// The representation whose vector class is `desc`.
        static Rep of(ClassDesc desc) {
            for (Rep r : values()) {
                if (r.desc.equals(desc)) {
                    return r;
                }
            }
            throw new IllegalArgumentException(desc.displayName() + " is no lane vector");
        }
    }

    /// The locals of one chunk of an iteration: its first lane, its lanes' bits of the
    /// execution mask, those bits as vector masks (float and int), and its results.
    record Chunk(int base, int mask, int fmask, int imask, int[] results) {}

    private final ShaderPlan plan;
    private final JitOptions options;
    private final List<Pending> pending = new ArrayList<>();
    private int counter;

    private sealed interface Pending permits SegmentMethod, ConditionMethod, SelectorMethod {
        String name();
    }

    private record SegmentMethod(String name, List<Instruction> insts, boolean full) implements Pending {}

    private record ConditionMethod(String name, Instruction in, ConditionEmitter.Test test, int depth) implements Pending {}

    private record SelectorMethod(String name, Instruction in, int depth) implements Pending {}

    SegmentEmitter(ShaderPlan plan, JitOptions options) {
        this.plan = plan;
        this.options = options;
    }

    /// Whether the segment methods compute `in` themselves (else it is control flow, a discard,
    /// or runs on the slow path): a [Segment] opcode ([JitOpcodes]), not stepped under the
    /// shader's legacy math rules, with no indirect and no two-dimensional operand but a constant.
    static boolean supports(Instruction in, boolean legacyMath) {
        for (SrcRegister s : in.src()) {
            if (s.isIndirect() || (s.dimension() != null && s.dimension().isIndirect())) {
                return false;
            }
            if (s.dimension() != null && s.file() != RegisterFile.CONSTANT) {
                return false;
            }
        }
        for (DstRegister d : in.dst()) {
            if (d.isIndirect() || d.dimension() != null) {
                return false;
            }
        }
        return JitOpcodes.of(in.opcode()) instanceof Segment s && !(legacyMath && s.steppedUnderLegacyMath());
    }

    /// Registers a segment for `insts`; returns the method's name.
    String segment(List<Instruction> insts, boolean full) {
        String name = "s" + counter++;
        pending.add(new SegmentMethod(name, List.copyOf(insts), full));
        return name;
    }

    /// Registers a condition method testing `in` ([ConditionEmitter#condition]); returns its name.
    String condition(Instruction in, ConditionEmitter.Test test, int depth) {
        String name = "c" + counter++;
        pending.add(new ConditionMethod(name, in, test, depth));
        return name;
    }

    /// Registers a selector method for the SWITCH `in` ([ConditionEmitter#selector]); returns its name.
    String selector(Instruction in, int depth) {
        String name = "w" + counter++;
        pending.add(new SelectorMethod(name, in, depth));
        return name;
    }

    /// Writes every registered method into `cls`, in the order they were registered.
    void emitAll(ClassBuilder cls) {
        for (Pending p : pending) {
            MethodTypeDesc type = p instanceof ConditionMethod ? CONDITION : SEGMENT;
            cls.withMethodBody(p.name(), type, ClassFile.ACC_STATIC | ClassFile.ACC_PRIVATE, cb -> emit(cb, p));
        }
    }

    // ------------------------------------------------------------------ one method

    private static final int FRAME = 0, COUNT = 1, EXEC = 2;

    private static List<Instruction> instructions(Pending what) {
        return switch (what) {
            case SegmentMethod s -> s.insts();
            case ConditionMethod c -> List.of(c.in());
            case SelectorMethod s -> List.of(s.in());
        };
    }

    /// The loop over the block's chunks around `what`'s body.
    private void emit(CodeBuilder cb, Pending what) {
        boolean full = what instanceof SegmentMethod s && s.full();
        // Under a mask one chunk at a time: every written channel is also loaded and blended,
        // which would take two chunks of a 4-channel MAD to C2's inlining cutoff.
        int count = what instanceof SegmentMethod && full ? INTERLEAVE : 1;
        int base = cb.allocateLocal(TypeKind.INT);
        int bits = cb.allocateLocal(TypeKind.INT);
        VectorFormEmitter vectors = new VectorFormEmitter(cb, FRAME);
        Chunk[] chunks = new Chunk[count];
        for (int c = 0; c < count; c++) {
            int chunkBase = cb.allocateLocal(TypeKind.INT);
            int chunkMask = cb.allocateLocal(TypeKind.INT);
            int fmask = cb.allocateLocal(TypeKind.REFERENCE);
            int imask = cb.allocateLocal(TypeKind.REFERENCE);
            int[] results = new int[4];
            for (int i = 0; i < 4; i++) {
                results[i] = cb.allocateLocal(TypeKind.REFERENCE);
            }
            chunks[c] = new Chunk(chunkBase, chunkMask, fmask, imask, results);
        }
        RegisterCache cache = new RegisterCache(cb, plan, FRAME, chunks);
        SegmentInstructionEmitter instructions = new SegmentInstructionEmitter(cb, cache, vectors, options, FRAME, full,
                chunks);
        cache.prologue(instructions(what));
        cb.iconst_0();
        cb.istore(bits);
        cb.iconst_0();
        cb.istore(base);
        Label top = cb.newBoundLabel();
        Label done = cb.newLabel();
        Label next = cb.newLabel();
        cb.iload(base);
        cb.iload(COUNT);
        cb.if_icmpge(done);
        for (int c = 0; c < count; c++) {
            cb.iload(base);
            if (c > 0) {
                cb.loadConstant(c * VectorOps.LANES);
                cb.iadd();
            }
            cb.istore(chunks[c].base());
            cb.iload(EXEC);
            cb.iload(chunks[c].base());
            cb.iushr();
            cb.loadConstant(VectorOps.LANE_MASK);
            cb.iand();
            cb.istore(chunks[c].mask());
        }
        cb.iload(chunks[0].mask());
        for (int c = 1; c < count; c++) {
            cb.iload(chunks[c].mask());
            cb.ior();
        }
        cb.ifeq(next);
        if (!full && what instanceof SegmentMethod) {
            for (Chunk chunk : chunks) {
                cb.iload(chunk.mask());
                VectorOpsCall.IMASK.invoke(cb);
                cb.astore(chunk.imask());
                cb.iload(chunk.mask());
                VectorOpsCall.FMASK.invoke(cb);
                cb.astore(chunk.fmask());
            }
        }
        ConditionEmitter conditions = new ConditionEmitter(cb, instructions, FRAME, chunks[0], bits);
        switch (what) {
            case SegmentMethod s -> {
                for (Instruction in : s.insts()) {
                    for (int c = 0; c < count; c++) {
                        instructions.select(c);
                        instructions.instruction(in);
                    }
                }
            }
            case ConditionMethod c -> conditions.condition(c.in(), c.test(), c.depth());
            case SelectorMethod s -> conditions.selector(s.in(), s.depth());
        }
        for (int c = 0; c < count; c++) {
            cache.storeBack(c);
        }
        cb.labelBinding(next);
        // base += the frame's step, not a constant: see JitFrame.chunkStep
        cb.iload(base);
        cb.aload(FRAME);
        cb.getfield(KernelGenerator.CD_FRAME, count == 1 ? "chunkStep" : "iterationStep", CD_int);
        cb.iadd();
        cb.istore(base);
        cb.goto_(top);
        cb.labelBinding(done);
        if (what instanceof ConditionMethod) {
            cb.iload(bits);
            cb.iload(EXEC);
            cb.iand();
            cb.ireturn();
        } else {
            cb.return_();
        }
    }
}
