package dev.tungsten.soft.jit;

import static java.lang.constant.ConstantDescs.CD_boolean;
import static java.lang.constant.ConstantDescs.CD_float;
import static java.lang.constant.ConstantDescs.CD_int;
import static java.lang.constant.ConstantDescs.CD_long;
import static java.lang.constant.ConstantDescs.CD_void;

import java.lang.classfile.ClassBuilder;
import java.lang.classfile.ClassFile;
import java.lang.classfile.CodeBuilder;
import java.lang.classfile.Label;
import java.lang.classfile.TypeKind;
import java.lang.constant.ClassDesc;
import java.lang.constant.MethodTypeDesc;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import dev.tungsten.tgsi.DstRegister;
import dev.tungsten.tgsi.Immediate;
import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.SrcRegister;
import dev.tungsten.tgsi.TgsiOpcode;
import dev.tungsten.tgsi.TgsiOpcode.OperandType;

/// Emits the generated class's static methods that do the arithmetic: a **segment** is a run of
/// straight-line ALU instructions (no control flow, nothing for the slow path), a **condition**
/// computes the lanes that pass an IF, BREAKC, CALLNZ, KILL_IF or CASE test, and a **selector**
/// saves a SWITCH's value. Each method loops over the block in chunks of [LaneOps#LANES] lanes:
/// ```
/// static void s7(JitFrame f, int count, int exec):
///   register arrays -> locals; immediates and constants -> broadcast vectors      (once)
///   for base in 0, LANES, .. < count:
///     m = exec >>> base & LANE_MASK; skip the chunk if 0
///     each register channel: loaded from its array on first use, held in a local
///     <the instructions>                                            (LaneOps calls)
///     each register channel written: stored back to its array
/// ```
/// Keeping each method small (at most [#MAX_CALLS] lane operations) keeps it inside C2's
/// inlining budget, so every Vector API value stays in a machine register; the run method
/// ([KernelGenerator]) keeps the masks and calls these.
///
/// Values are typed ([LaneOps]): an operand is loaded as the opcode table's type for it
/// (untyped operands as their destination's home type) and converted where its register's home
/// type differs. Where the code runs for only some lanes (`full` false), a written channel is
/// blended with its old value under the chunk's mask before it is stored.
final class SegmentEmitter {
    /// The most lane operations ([#calls], per chunk, times the chunks computed side by side) in
    /// one segment method that calls a `LaneOps` method or runs under a lane mask.
    static final int MAX_CALLS = 96;
    /// The most Vector API calls ([#directCalls], per chunk, times the chunks computed side by
    /// side) in a segment method that runs for all lanes and consists of operations emitted as
    /// Vector API calls only ([#isDirect]). Those are `@ForceInline` and never refused by C2's
    /// inlining cutoff, so what bounds them is the size of the compile: the largest,
    /// `JitAllocationTest`'s segment of FLR, FRC, ROUND and CEIL at this budget, parsed into about
    /// 163,000 nodes, 21,000 of them live at the end of parsing, and compiled (C2's limit is
    /// 80,000 live). The noise shader's octaves, all but one MAD such operations, hold three sines
    /// a segment instead of two: 40-43 -> 43-51 Mpix/s on one thread, interleaved runs on a Zen 5,
    /// 2026-11-26 (the segments charged as [#MAX_CALLS] then).
    static final int MAX_DIRECT_CALLS = 300;
    /// Chunks of [LaneOps#LANES] lanes a segment method computes side by side in one iteration
    /// (independent dependency chains for the processor to overlap), while the block's lanes,
    /// at most 32, allow.
    static final int INTERLEAVE = Math.max(1, Math.min(2, 32 / LaneOps.LANES));
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
    static final ClassDesc CD_UNARY = ClassDesc.of("jdk.incubator.vector.VectorOperators$Unary");
    static final ClassDesc CD_CONVERSION = ClassDesc.of("jdk.incubator.vector.VectorOperators$Conversion");
    static final ClassDesc CD_MASK = KernelGenerator.CD_MASK;
    static final ClassDesc CD_FLOATS = CD_float.arrayType();
    static final ClassDesc CD_SEGMENT = ClassDesc.of("java.lang.foreign.MemorySegment");
    static final ClassDesc CD_ORDER = ClassDesc.of("java.nio.ByteOrder");
    static final ClassDesc CD_EXACT_MATH = ClassDesc.of("dev.tungsten.soft.jit.ExactMath");
    static final ClassDesc CD_FAST_TRIG = ClassDesc.of("dev.tungsten.soft.jit.FastTrig");

    /// The scratch space a lane helper takes: none, `JitFrame.fscratch` or `JitFrame.mscratch`.
    private enum Scratch { NONE, FLOATS, SEGMENT }
    static final MethodTypeDesc SEGMENT = MethodTypeDesc.of(CD_void, KernelGenerator.CD_FRAME, CD_int, CD_int);
    static final MethodTypeDesc CONDITION = MethodTypeDesc.of(CD_int, KernelGenerator.CD_FRAME, CD_int, CD_int);

    /// A value's representation in generated code.
    enum Rep {
        F(CD_FVEC), I(CD_IVEC);

        final ClassDesc desc;

        Rep(ClassDesc desc) {
            this.desc = desc;
        }
    }

    /// The kinds of condition method.
    enum Test { FLOAT_NONZERO, BITS_NONZERO, NEGATIVE, CASE }

    private final ShaderPlan plan;
    private final JitOptions options;
    private final List<Pending> pending = new ArrayList<>();
    private int counter;

    private sealed interface Pending permits Segment, Condition, Selector {
        String name();
    }

    private record Segment(String name, List<Instruction> insts, boolean full) implements Pending {}

    private record Condition(String name, Instruction in, Test test, int depth) implements Pending {}

    private record Selector(String name, Instruction in, int depth) implements Pending {}

    SegmentEmitter(ShaderPlan plan, JitOptions options) {
        this.plan = plan;
        this.options = options;
    }

    /// Whether the segment methods compute `in` themselves (else it is control flow, a discard,
    /// or runs on the slow path).
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
        return switch (in.opcode()) {
            case MOV, UARL, ADD, SUB, DIV, MIN, MAX, FLR, CEIL, TRUNC, ROUND, FRC, SSG, ABS, RCP, RSQ, SQRT,
                 EX2, LG2, SIN, COS, POW, SLT, SLE, SGT, SGE, SEQ, SNE, FSLT, FSGE, FSEQ, FSNE, CMP, UCMP, ARL,
                 ARR, F2I, F2U, I2F, U2F, DDX, DDY, DDX_FINE, DDY_FINE, UADD, UMUL, UMAD, IMAX, IMIN, UMAX, UMIN,
                 INEG, IABS, ISSG, NOT, AND, OR, XOR, SHL, ISHR, USHR, ISLT, ISGE, USEQ, USNE, USLT, USGE -> true;
            case MUL, MAD, FMA, LRP, DP2, DP3, DP4, DPH -> !legacyMath;
            default -> false;
        };
    }

    /// An estimate of the cost of `in`, per chunk, against C2's inlining budget ([#MAX_CALLS] a
    /// segment): per channel 2 for plain arithmetic, 8 for FLR, FRC and LRP, 24 for the other
    /// wrapped operations, plus one per source modifier.
    static int calls(Instruction in, boolean exactMath) {
        if (exactMath && (in.opcode() == TgsiOpcode.SIN || in.opcode() == TgsiOpcode.COS || in.opcode() == TgsiOpcode.EX2)) {
            // The exact forms store the vector, call ExactMath and load it back: those memory
            // accesses alone parse into thousands of C2 nodes, and a segment that reaches C2's
            // inlining cutoff before the call leaves it out of line, boxing every vector around
            // it (measured: the 20-MAD shader at 30 instead of 13 ns a pixel, from one run to
            // the next). So each takes a segment of its own.
            return MAX_CALLS;
        }
        int channels = in.dst().isEmpty() ? 1 : Integer.bitCount(in.dst(0).writeMask());
        int modifiers = 0;
        for (SrcRegister s : in.src()) {
            modifiers += (s.absolute() ? 1 : 0) + (s.negate() ? 1 : 0);
        }
        return switch (in.opcode()) {
            case DP2, DP3, DP4, DPH -> 2 + modifiers;
            case MOV, ADD, SUB, MUL, DIV, MAD, FMA, UADD, UMUL, UMAD, AND, OR, XOR, SHL, ISHR, USHR, UMIN, UMAX,
                 IMIN, IMAX, I2F, NOT, INEG -> channels * (2 + modifiers);
            case FLR, FRC, LRP -> channels * (8 + modifiers);
            default -> channels * (24 + modifiers);
        };
    }

    /// Vector API calls of `in` per chunk where [#isDirect] holds: 2 per channel for plain
    /// arithmetic (a MAD is a multiply and an add), 3 for LRP, 12 for ROUND, 14 for FLR, 15 for
    /// FRC, 16 for CEIL, 2 per component of a dot product, 24 for a fast SIN or COS (computed
    /// once whatever its channels).
    static int directCalls(Instruction in) {
        int channels = in.dst().isEmpty() ? 1 : Integer.bitCount(in.dst(0).writeMask());
        return switch (in.opcode()) {
            case DP2 -> 4;
            case DP3 -> 6;
            case DP4, DPH -> 8;
            case SIN, COS -> 24;
            case LRP -> channels * 3;
            case ROUND -> channels * 12;
            case FLR -> channels * 14;
            case FRC -> channels * 15;
            case CEIL -> channels * 16;
            default -> channels * 2;
        };
    }

    /// Whether `in` is emitted as Vector API calls only: float arithmetic, LRP, FLR, FRC, CEIL,
    /// ROUND, dot products, MOV and (without exact math) SIN and COS, on channels stored as floats
    /// (another home type is converted by a `LaneOps` call), without saturation or source
    /// modifiers (`LaneOps` calls).
    static boolean isDirect(Instruction in, ShaderPlan plan, boolean exactMath) {
        boolean op = switch (in.opcode()) {
            case MOV, ADD, SUB, MUL, DIV, MAD, LRP, FLR, FRC, CEIL, ROUND, DP2, DP3, DP4, DPH -> true;
            case SIN, COS -> !exactMath;
            default -> false;
        };
        if (!op || in.saturate() || in.dst().size() != 1) {
            return false;
        }
        DstRegister d = in.dst(0);
        for (int c = 0; c < 4; c++) {
            if ((d.writeMask() & (1 << c)) != 0 && Method.isStored(d.file()) && !plan.isFloat(d.file(), d.index() * 4 + c)) {
                return false;
            }
        }
        for (int s = 0; s < in.src().size(); s++) {
            SrcRegister r = in.src(s);
            if (r.absolute() || r.negate() || r.indirect() != null
                    || r.dimension() != null && Method.isStored(r.file())) {
                return false;
            }
            for (int c = 0; c < 4 && Method.isStored(r.file()); c++) {
                if (!plan.isFloat(r.file(), r.index() * 4 + r.swizzle(c))) {
                    return false;
                }
            }
        }
        return true;
    }

    /// In a segment that runs for some lanes only, a register channel loaded or stored, per
    /// chunk, in the units of [#calls]: each written channel is loaded too and blended under the
    /// mask, and with the segment memory accesses (about a thousand C2 nodes each while parsing,
    /// most of them optimised away later) a masked 4-channel MAD in a loop reached C2's inlining
    /// cutoff on its own and left its blends out of line, boxing the vectors. Segments that run
    /// for all lanes are measured by their operations alone: charging their accesses too made
    /// segments smaller and the noise shader 25% slower.
    static final int MASKED_ACCESS = 5;

    /// The budget of a segment being assembled ([#MAX_CALLS]): its operations ([#calls]) and,
    /// where it runs under a mask, each register channel it loads or stores ([#MASKED_ACCESS]),
    /// per interleaved chunk (a masked segment computes one chunk at a time).
    /// A segment of operations emitted as Vector API calls only, running for all lanes, is held
    /// to [#MAX_DIRECT_CALLS] of [#directCalls] instead; once it takes any other instruction, the
    /// whole of it is held to [#MAX_CALLS] of [#calls] again.
    static final class Budget {
        private final boolean exactMath, full;
        private final ShaderPlan plan;
        private final java.util.Set<Long> channels = new java.util.HashSet<>();
        private int used, usedDirect;
        private boolean empty = true, direct = true;

        Budget(boolean exactMath, boolean full, ShaderPlan plan) {
            this.exactMath = exactMath;
            this.full = full;
            this.plan = plan;
        }

        /// Adds `in` if it fits (the first instruction always does); returns whether it did.
        boolean add(Instruction in) {
            java.util.Set<Long> named = new java.util.HashSet<>();
            if (!full) {
                for (SrcRegister r : in.src()) {
                    for (int c = 0; c < 4 && Method.isStored(r.file()); c++) {
                        named.add(Method.key(r.file(), r.index() * 4 + r.swizzle(c)));
                    }
                }
                for (DstRegister d : in.dst()) {
                    for (int c = 0; c < 4 && Method.isStored(d.file()); c++) {
                        if ((d.writeMask() & (1 << c)) != 0) {
                            // loaded, blended and stored
                            named.add(Method.key(d.file(), d.index() * 4 + c));
                            named.add(~Method.key(d.file(), d.index() * 4 + c));
                        }
                    }
                }
                named.removeAll(channels);
            }
            int cost = Math.min(MAX_CALLS, (calls(in, exactMath) + MASKED_ACCESS * named.size()) * (full ? INTERLEAVE : 1));
            boolean stillDirect = direct && full && isDirect(in, plan, exactMath);
            int directCost = stillDirect ? Math.min(MAX_DIRECT_CALLS, directCalls(in) * INTERLEAVE) : 0;
            if (!empty && (stillDirect ? usedDirect + directCost > MAX_DIRECT_CALLS : used + cost > MAX_CALLS)) {
                return false;
            }
            empty = false;
            direct = stillDirect;
            used += cost;
            usedDirect += directCost;
            channels.addAll(named);
            return true;
        }
    }

    /// Registers a segment for `insts`; returns the method's name.
    String segment(List<Instruction> insts, boolean full) {
        String name = "s" + counter++;
        pending.add(new Segment(name, List.copyOf(insts), full));
        return name;
    }

    String condition(Instruction in, Test test, int depth) {
        String name = "c" + counter++;
        pending.add(new Condition(name, in, test, depth));
        return name;
    }

    String selector(Instruction in, int depth) {
        String name = "w" + counter++;
        pending.add(new Selector(name, in, depth));
        return name;
    }

    /// Writes every registered method into `cls`; returns the largest bytecode size.
    void emitAll(ClassBuilder cls) {
        for (Pending p : pending) {
            MethodTypeDesc type = p instanceof Condition ? CONDITION : SEGMENT;
            cls.withMethodBody(p.name(), type, ClassFile.ACC_STATIC | ClassFile.ACC_PRIVATE,
                    cb -> new Method(cb, p).emit());
        }
    }

    // ------------------------------------------------------------------ one method

    private final class Method {
        private final CodeBuilder cb;
        private final Pending what;
        private final boolean full;
        private final int frame = 0, count = 1, exec = 2;
        /// Chunks interleaved per iteration, and the one being emitted.
        private final int chunks;
        private int j;
        private int base, bits, spare, fx, ft, fx0, fs;
        /// Locals of [#fastTrig], allocated on first use.
        private int[] trig;
        /// The local holding [JitFrame#fregs], once a float channel is named.
        private int fregs = -1;
        private final int[] chunkBase, chunkM, fmask, imask;
        /// (file, k) -> local holding the channel's array.
        private final Map<Long, Integer> arrays = new HashMap<>();
        /// (file, dim, index, comp, rep) -> local holding the broadcast value.
        private final Map<String, Integer> values = new LinkedHashMap<>();
        /// Per chunk: (file, k) -> local holding the channel's value in that chunk.
        private final List<Map<Long, Integer>> currents = new ArrayList<>();
        private final List<java.util.Set<Long>> loadeds = new ArrayList<>();
        private final List<java.util.Set<Long>> dirties = new ArrayList<>();
        private Map<Long, Integer> current;
        private java.util.Set<Long> loaded;
        private java.util.Set<Long> dirty;
        private final int[][] chunkResults;
        private int[] results;
        private final Rep[] resultReps = new Rep[4];

        Method(CodeBuilder cb, Pending what) {
            this.cb = cb;
            this.what = what;
            this.full = what instanceof Segment s && s.full();
            // Under a mask one chunk at a time: every written channel is also loaded and blended, and
            // two chunks of a 4-channel MAD already reached C2's inlining cutoff ([#MASKED_ACCESS]).
            this.chunks = what instanceof Segment && full ? INTERLEAVE : 1;
            chunkBase = new int[chunks];
            chunkM = new int[chunks];
            fmask = new int[chunks];
            imask = new int[chunks];
            chunkResults = new int[chunks][4];
            for (int c = 0; c < chunks; c++) {
                currents.add(new HashMap<>());
                loadeds.add(new java.util.HashSet<>());
                dirties.add(new java.util.LinkedHashSet<>());
            }
            select(0);
        }

        /// Emits for chunk `chunk` of the iteration from here on.
        private void select(int chunk) {
            j = chunk;
            current = currents.get(chunk);
            loaded = loadeds.get(chunk);
            dirty = dirties.get(chunk);
            results = chunkResults[chunk];
        }

        private List<Instruction> instructions() {
            return switch (what) {
                case Segment s -> s.insts();
                case Condition c -> List.of(c.in());
                case Selector s -> List.of(s.in());
            };
        }

        void emit() {
            base = cb.allocateLocal(TypeKind.INT);
            bits = cb.allocateLocal(TypeKind.INT);
            spare = cb.allocateLocal(TypeKind.REFERENCE);
            fx = cb.allocateLocal(TypeKind.REFERENCE);
            ft = cb.allocateLocal(TypeKind.REFERENCE);
            fx0 = cb.allocateLocal(TypeKind.REFERENCE);
            fs = cb.allocateLocal(TypeKind.REFERENCE);
            for (int c = 0; c < chunks; c++) {
                chunkBase[c] = cb.allocateLocal(TypeKind.INT);
                chunkM[c] = cb.allocateLocal(TypeKind.INT);
                fmask[c] = cb.allocateLocal(TypeKind.REFERENCE);
                imask[c] = cb.allocateLocal(TypeKind.REFERENCE);
                for (int i = 0; i < 4; i++) {
                    chunkResults[c][i] = cb.allocateLocal(TypeKind.REFERENCE);
                }
            }
            prologue();
            cb.iconst_0();
            cb.istore(bits);
            cb.iconst_0();
            cb.istore(base);
            Label top = cb.newBoundLabel();
            Label done = cb.newLabel();
            Label next = cb.newLabel();
            cb.iload(base);
            cb.iload(count);
            cb.if_icmpge(done);
            for (int c = 0; c < chunks; c++) {
                cb.iload(base);
                if (c > 0) {
                    cb.loadConstant(c * LaneOps.LANES);
                    cb.iadd();
                }
                cb.istore(chunkBase[c]);
                cb.iload(exec);
                cb.iload(chunkBase[c]);
                cb.iushr();
                cb.loadConstant(LaneOps.LANE_MASK);
                cb.iand();
                cb.istore(chunkM[c]);
            }
            cb.iload(chunkM[0]);
            for (int c = 1; c < chunks; c++) {
                cb.iload(chunkM[c]);
                cb.ior();
            }
            cb.ifeq(next);
            if (!full && what instanceof Segment) {
                for (int c = 0; c < chunks; c++) {
                    cb.iload(chunkM[c]);
                    call("imask", MethodTypeDesc.of(CD_MASK, CD_int));
                    cb.astore(imask[c]);
                    cb.iload(chunkM[c]);
                    call("fmask", MethodTypeDesc.of(CD_MASK, CD_int));
                    cb.astore(fmask[c]);
                }
            }
            switch (what) {
                case Segment s -> {
                    for (Instruction in : s.insts()) {
                        for (int c = 0; c < chunks; c++) {
                            select(c);
                            instruction(in);
                        }
                    }
                }
                case Condition c -> test(c);
                case Selector s -> {
                    loadSource(s.in(), 0, 0, Rep.I);
                    cb.aload(frame);
                    cb.loadConstant(s.depth());
                    cb.invokevirtual(KernelGenerator.CD_FRAME, "selector", MethodTypeDesc.of(KernelGenerator.CD_INTS, CD_int));
                    cb.iload(chunkBase[0]);
                    call("istore", MethodTypeDesc.of(CD_void, CD_IVEC, KernelGenerator.CD_INTS, CD_int));
                }
            }
            for (int c = 0; c < chunks; c++) {
                select(c);
                for (long key : dirty) {
                    RegisterFile f = file(key);
                    int k = (int) key;
                    boolean isFloat = plan.isFloat(f, k);
                    cb.aload(current.get(key));
                    cb.aload(arrays.get(key));
                    if (isFloat) {
                        floatAddress(f, k, chunkBase[c]);
                        cb.invokevirtual(CD_FVEC, "intoMemorySegment", MethodTypeDesc.of(CD_void, CD_SEGMENT, CD_long, CD_ORDER));
                    } else {
                        cb.iload(chunkBase[c]);
                        cb.invokevirtual(CD_IVEC, "intoArray", MethodTypeDesc.of(CD_void, KernelGenerator.CD_INTS, CD_int));
                    }
                }
            }
            cb.labelBinding(next);
            cb.iinc(base, LaneOps.LANES * chunks);
            cb.goto_(top);
            cb.labelBinding(done);
            if (what instanceof Condition) {
                cb.iload(bits);
                cb.iload(exec);
                cb.iand();
                cb.ireturn();
            } else {
                cb.return_();
            }
        }

        // -------------------------------------------------------------- prologue

        private void prologue() {
            for (Instruction in : instructions()) {
                for (int s = 0; s < in.src().size(); s++) {
                    SrcRegister r = in.src(s);
                    for (int c = 0; c < 4; c++) {
                        int comp = r.swizzle(c);
                        if (isStored(r.file())) {
                            array(r.file(), r.index() * 4 + comp);
                        } else if (r.file() == RegisterFile.IMMEDIATE || r.file() == RegisterFile.CONSTANT) {
                            int dim = r.dimension() == null ? 0 : r.dimension().index();
                            for (Rep rep : Rep.values()) {
                                value(r.file(), dim, r.index(), comp, rep);
                            }
                        }
                    }
                }
                for (DstRegister d : in.dst()) {
                    for (int c = 0; c < 4; c++) {
                        if ((d.writeMask() & (1 << c)) != 0 && isStored(d.file())) {
                            array(d.file(), d.index() * 4 + c);
                        }
                    }
                }
            }
        }

        static boolean isStored(RegisterFile f) {
            return f == RegisterFile.TEMPORARY || f == RegisterFile.OUTPUT || f == RegisterFile.INPUT
                    || f == RegisterFile.SYSTEM_VALUE || f == RegisterFile.ADDRESS;
        }

        static long key(RegisterFile f, int k) {
            return ((long) f.code() << 32) | (k & 0xFFFFFFFFL);
        }

        private static RegisterFile file(long key) {
            int code = (int) (key >>> 32);
            for (RegisterFile f : RegisterFile.values()) {
                if (f.code() == code) {
                    return f;
                }
            }
            throw new IllegalStateException("register file " + code);
        }

        private void array(RegisterFile f, int k) {
            long key = key(f, k);
            if (arrays.containsKey(key)) {
                return;
            }
            if (plan.isFloat(f, k)) {
                if (fregs < 0) {
                    fregs = cb.allocateLocal(TypeKind.REFERENCE);
                    cb.aload(frame);
                    cb.getfield(KernelGenerator.CD_FRAME, "fregs", CD_SEGMENT);
                    cb.astore(fregs);
                }
                arrays.put(key, fregs);
            } else {
                int local = cb.allocateLocal(TypeKind.REFERENCE);
                cb.aload(frame);
                String field = switch (f) {
                    case TEMPORARY -> "mTemp";
                    case OUTPUT -> "mOut";
                    case INPUT -> "mIn";
                    case SYSTEM_VALUE -> "mSv";
                    default -> "mAddr";
                };
                cb.getfield(KernelGenerator.CD_FRAME, field, KernelGenerator.CD_LANES);
                cb.loadConstant(k);
                cb.aaload();
                cb.astore(local);
                arrays.put(key, local);
            }
            for (Map<Long, Integer> cur : currents) {
                cur.put(key, cb.allocateLocal(TypeKind.REFERENCE));
            }
        }

        /// Pushes the byte offset of the chunk at lane `chunkBase` of float channel `k` of `f` in
        /// [JitFrame#fregs], then the byte order.
        private void floatAddress(RegisterFile f, int k, int chunkBase) {
            long at = plan.floatOffset(f, k);
            if (at < 0) {
                throw new IllegalStateException("float channel " + f + " " + k + " has no place");
            }
            cb.iload(chunkBase);
            cb.iconst_2();
            cb.ishl();
            cb.i2l();
            cb.loadConstant(at);
            cb.ladd();
            cb.getstatic(CD_EXACT_MATH, "ORDER", CD_ORDER);
        }

        private int value(RegisterFile f, int dim, int index, int comp, Rep rep) {
            String key = f.code() + ":" + dim + ":" + index + ":" + comp + ":" + rep;
            Integer local = values.get(key);
            if (local != null) {
                return local;
            }
            if (f == RegisterFile.IMMEDIATE) {
                Immediate imm = plan.shader.immediates().get(index);
                cb.loadConstant(comp < imm.data().length ? imm.data()[comp] : 0);
            } else {
                cb.aload(frame);
                cb.loadConstant(dim);
                cb.loadConstant(index);
                cb.loadConstant(comp);
                cb.invokevirtual(KernelGenerator.CD_FRAME, "constant", MethodTypeDesc.of(CD_int, CD_int, CD_int, CD_int));
            }
            call(rep == Rep.F ? "fconst" : "iconst", MethodTypeDesc.of(rep.desc, CD_int));
            int slot = cb.allocateLocal(TypeKind.REFERENCE);
            cb.astore(slot);
            values.put(key, slot);
            return slot;
        }

        // -------------------------------------------------------------- operands

        private Rep home(RegisterFile f, int k) {
            return plan.isFloat(f, k) ? Rep.F : Rep.I;
        }

        /// The local holding channel `k` of `f` in this chunk, loaded on first use.
        private int register(RegisterFile f, int k) {
            long key = key(f, k);
            int local = current.get(key);
            if (loaded.add(key)) {
                boolean isFloat = plan.isFloat(f, k);
                cb.getstatic(KernelGenerator.CD_OPS, isFloat ? "FLOAT" : "INT", CD_SPECIES);
                cb.aload(arrays.get(key));
                if (isFloat) {
                    floatAddress(f, k, chunkBase[j]);
                    cb.invokestatic(CD_FVEC, "fromMemorySegment", MethodTypeDesc.of(CD_FVEC, CD_SPECIES, CD_SEGMENT, CD_long, CD_ORDER));
                } else {
                    cb.iload(chunkBase[j]);
                    cb.invokestatic(CD_IVEC, "fromArray", MethodTypeDesc.of(CD_IVEC, CD_SPECIES, KernelGenerator.CD_INTS, CD_int));
                }
                cb.astore(local);
            }
            return local;
        }

        private void convert(Rep from, Rep to) {
            if (from == to) {
                return;
            }
            cb.aload(frame);
            cb.getfield(KernelGenerator.CD_FRAME, "cscratchI", KernelGenerator.CD_INTS);
            cb.aload(frame);
            cb.getfield(KernelGenerator.CD_FRAME, "cscratchF", CD_FLOATS);
            if (from == Rep.I) {
                call("asFloat", MethodTypeDesc.of(CD_FVEC, CD_IVEC, KernelGenerator.CD_INTS, CD_FLOATS));
            } else {
                call("asInt", MethodTypeDesc.of(CD_IVEC, CD_FVEC, KernelGenerator.CD_INTS, CD_FLOATS));
            }
        }

        /// The representation source `s` of `in` is read in for result channel `channel`.
        private Rep sourceRep(Instruction in, int s, int channel) {
            return switch (in.opcode().srcType(s)) {
                case FLOAT -> Rep.F;
                case UNTYPED -> untypedRep(in, channel);
                default -> Rep.I;
            };
        }

        /// Untyped operands (MOV, UCMP's result) take their destination channel's home type.
        private Rep untypedRep(Instruction in, int channel) {
            if (in.dst().isEmpty()) {
                return Rep.F;
            }
            DstRegister d = in.dst(0);
            return isStored(d.file()) ? home(d.file(), d.index() * 4 + channel) : Rep.F;
        }

        private Rep resultRep(Instruction in, int channel) {
            OperandType t = in.opcode().dstType();
            return switch (t) {
                case FLOAT -> Rep.F;
                case UNTYPED -> in.opcode() == TgsiOpcode.UCMP ? Rep.F : untypedRep(in, channel);
                default -> Rep.I;
            };
        }

        /// Pushes component `channel` (after swizzling) of source `s` in representation `rep`,
        /// with its modifiers.
        private void loadSource(Instruction in, int s, int channel, Rep rep) {
            SrcRegister r = in.src(s);
            int comp = r.swizzle(channel);
            if (isStored(r.file())) {
                int k = r.index() * 4 + comp;
                cb.aload(register(r.file(), k));
                convert(home(r.file(), k), rep);
            } else if (r.file() == RegisterFile.IMMEDIATE || r.file() == RegisterFile.CONSTANT) {
                int dim = r.dimension() == null ? 0 : r.dimension().index();
                cb.aload(value(r.file(), dim, r.index(), comp, rep));
            } else {
                throw new IllegalStateException(r.file().text() + " holds no values");
            }
            if (r.absolute()) {
                if (rep == Rep.F) {
                    call("fabs", MethodTypeDesc.of(CD_FVEC, CD_FVEC));
                } else {
                    call("absBits", MethodTypeDesc.of(CD_IVEC, CD_IVEC));
                }
            }
            if (r.negate()) {
                if (in.opcode().srcType(s).isInteger()) {
                    if (rep == Rep.F) {
                        convert(Rep.F, Rep.I);
                        call("ineg", MethodTypeDesc.of(CD_IVEC, CD_IVEC));
                        convert(Rep.I, Rep.F);
                    } else {
                        call("ineg", MethodTypeDesc.of(CD_IVEC, CD_IVEC));
                    }
                } else if (rep == Rep.F) {
                    call("fneg", MethodTypeDesc.of(CD_FVEC, CD_FVEC));
                } else {
                    call("negBits", MethodTypeDesc.of(CD_IVEC, CD_IVEC));
                }
            }
        }

        /// Writes the value in local `value` (in `rep`) to channel `c` of `d`.
        private void store(DstRegister d, int c, int value, Rep rep, boolean saturate) {
            if (!isStored(d.file())) {
                return;
            }
            int k = d.index() * 4 + c;
            Rep home = home(d.file(), k);
            long key = key(d.file(), k);
            if (!full) {
                cb.aload(register(d.file(), k));
            }
            cb.aload(value);
            if (saturate) {
                convert(rep, Rep.F);
                call("sat", MethodTypeDesc.of(CD_FVEC, CD_FVEC));
                rep = Rep.F;
            }
            convert(rep, home);
            if (!full) {
                // [old, new, mask] -> old.blend(new, mask): the Vector API's own method, not a
                // LaneOps wrapper, since these selects come last in a masked segment, where C2's
                // NodeCountInliningCutoff refused the wrapper in large segments and boxed vectors.
                cb.aload(home == Rep.F ? fmask[j] : imask[j]);
                ClassDesc vec = home == Rep.F ? CD_FVEC : CD_IVEC;
                cb.invokevirtual(vec, "blend", MethodTypeDesc.of(vec, CD_VECTOR_ANY, CD_MASK));
            }
            cb.astore(current.get(key));
            loaded.add(key);
            dirty.add(key);
        }

        private void call(String name, MethodTypeDesc type) {
            cb.invokestatic(KernelGenerator.CD_OPS, name, type);
        }

        /// `LaneOps.name` on `reps` giving `result`. The simplest operations call the Vector API
        /// directly: its methods are `@ForceInline`, so C2 inlines them even past its
        /// `NodeCountInliningCutoff`, which stops inlining ordinary methods (our wrappers) once a
        /// method has grown large.
        private void op(String name, Rep result, Rep... reps) {
            if (direct(name, reps)) {
                return;
            }
            ClassDesc[] params = new ClassDesc[reps.length];
            for (int i = 0; i < reps.length; i++) {
                params[i] = reps[i].desc;
            }
            call(name, MethodTypeDesc.of(result.desc, params));
        }

        private boolean direct(String name, Rep... reps) {
            boolean floats = reps.length > 0 && allAre(reps, Rep.F);
            boolean ints = reps.length > 0 && allAre(reps, Rep.I);
            String binary = floats ? switch (name) {
                case "add", "sub", "mul", "div" -> name;
                default -> null;
            } : ints ? switch (name) {
                case "uadd" -> "add";
                case "umul" -> "mul";
                case "and", "or" -> name;
                default -> null;
            } : null;
            ClassDesc vec = floats ? CD_FVEC : CD_IVEC;
            if (binary != null && reps.length == 2) {
                cb.invokevirtual(vec, binary, MethodTypeDesc.of(vec, CD_VECTOR_ANY));
                return true;
            }
            if (reps.length == 1 && floats && (name.equals("fneg") || name.equals("fabs") || name.equals("sqrt"))) {
                cb.invokevirtual(vec, name.equals("fneg") ? "neg" : name.equals("fabs") ? "abs" : "sqrt",
                        MethodTypeDesc.of(vec));
                return true;
            }
            if (reps.length == 3 && ((floats && name.equals("mad")) || (ints && name.equals("umad")))) {
                // [a, b, c] -> a.mul(b).add(c)
                cb.astore(spare);
                cb.invokevirtual(vec, "mul", MethodTypeDesc.of(vec, CD_VECTOR_ANY));
                cb.aload(spare);
                cb.invokevirtual(vec, "add", MethodTypeDesc.of(vec, CD_VECTOR_ANY));
                return true;
            }
            String lanewise = ints && reps.length == 2 ? switch (name) {
                case "xor" -> "XOR";
                case "shl" -> "LSHL";
                case "ishr" -> "ASHR";
                case "ushr" -> "LSHR";
                case "umin" -> "UMIN";
                case "umax" -> "UMAX";
                case "imin" -> "MIN";
                case "imax" -> "MAX";
                default -> null;
            } : null;
            if (lanewise != null) {
                // [a, b] -> a.lanewise(OP, b)
                cb.astore(spare);
                boolean associative = !lanewise.endsWith("SHL") && !lanewise.endsWith("SHR");
                cb.getstatic(CD_OPERATORS, lanewise, associative ? CD_ASSOCIATIVE : CD_BINARY);
                cb.aload(spare);
                cb.invokevirtual(CD_IVEC, "lanewise", MethodTypeDesc.of(CD_IVEC, CD_BINARY, CD_VECTOR_ANY));
                return true;
            }
            if (reps.length == 1 && ints && (name.equals("i2f"))) {
                cb.getstatic(CD_OPERATORS, "I2F", CD_CONVERSION);
                cb.loadConstant(0);
                cb.invokevirtual(CD_IVEC, "convert", MethodTypeDesc.of(CD_VECTOR_ANY, CD_CONVERSION, CD_int));
                cb.checkcast(CD_FVEC);
                return true;
            }
            if (reps.length == 1 && ints && (name.equals("not") || name.equals("ineg"))) {
                cb.invokevirtual(CD_IVEC, name.equals("not") ? "not" : "neg", MethodTypeDesc.of(CD_IVEC));
                return true;
            }
            if (reps.length == 1 && floats && name.equals("flr")) {
                floor();
                return true;
            }
            if (reps.length == 1 && floats && name.equals("round")) {
                rint();
                return true;
            }
            if (reps.length == 1 && floats && name.equals("ceil")) {
                // [x] -> -floor(-x)
                cb.invokevirtual(CD_FVEC, "neg", MethodTypeDesc.of(CD_FVEC));
                floor();
                cb.invokevirtual(CD_FVEC, "neg", MethodTypeDesc.of(CD_FVEC));
                return true;
            }
            if (reps.length == 1 && floats && (name.equals("arl") || name.equals("arr"))) {
                // [x] -> f2i(floor(x)), f2i(floor(x + 0.5))
                if (name.equals("arr")) {
                    cb.loadConstant(0.5f);
                    cb.invokevirtual(CD_FVEC, "add", MethodTypeDesc.of(CD_FVEC, CD_float));
                }
                floor();
                call("f2i", MethodTypeDesc.of(CD_IVEC, CD_FVEC));
                return true;
            }
            if (reps.length == 1 && floats && name.equals("frc")) {
                // [x] -> x - floor(x)
                cb.astore(fx0);
                cb.aload(fx0);
                cb.aload(fx0);
                floor();
                cb.invokevirtual(CD_FVEC, "sub", MethodTypeDesc.of(CD_FVEC, CD_VECTOR_ANY));
                return true;
            }
            if (reps.length == 3 && floats && name.equals("lrp")) {
                // [a, b, c] -> a * (b - c) + c
                cb.astore(fx0);
                cb.astore(spare);
                cb.aload(spare);
                cb.aload(fx0);
                cb.invokevirtual(CD_FVEC, "sub", MethodTypeDesc.of(CD_FVEC, CD_VECTOR_ANY));
                cb.invokevirtual(CD_FVEC, "mul", MethodTypeDesc.of(CD_FVEC, CD_VECTOR_ANY));
                cb.aload(fx0);
                cb.invokevirtual(CD_FVEC, "add", MethodTypeDesc.of(CD_FVEC, CD_VECTOR_ANY));
                return true;
            }
            if (reps.length == 3 && floats && name.equals("fma")) {
                cb.invokevirtual(vec, "fma", MethodTypeDesc.of(vec, CD_VECTOR_ANY, CD_VECTOR_ANY));
                return true;
            }
            return false;
        }

        /// ROUND ([dev.tungsten.tgsi.exec.OpSemantics#round]) in direct Vector API calls, with no
        /// conversion and no branch: [x] -> rint(x), ties to even; `x` stays in local `fx`, its
        /// sign bit in `fs`.
        ///
        /// With `m` 2^23 carrying x's sign, `(x + m) - m` is x rounded to an integer, ties to even,
        /// for |x| < 2^23: the sum lies between 2^23 and 2^24 in magnitude, where floats are the
        /// integers (2^23 is even, so the sum's tie-breaking is x's), and the difference is exact.
        /// A zero difference is +0; OR-ing x's sign bit in gives -0 for x in [-0.5, -0] and
        /// changes nothing else (every other result already has x's sign). From 2^23 up, x is an
        /// integer or infinite and is its own result; a NaN stays NaN through the arithmetic.
        private void rint() {
            MethodTypeDesc intsBinary = MethodTypeDesc.of(CD_IVEC, CD_VECTOR_ANY);
            MethodTypeDesc intsScalar = MethodTypeDesc.of(CD_IVEC, CD_int);
            MethodTypeDesc toInts = MethodTypeDesc.of(CD_IVEC);
            MethodTypeDesc toFloats = MethodTypeDesc.of(CD_FVEC);
            MethodTypeDesc floats = MethodTypeDesc.of(CD_FVEC, CD_VECTOR_ANY);
            cb.astore(fx);
            // s = x's sign bit; m = 2^23 with that sign
            cb.aload(fx);
            cb.invokevirtual(CD_FVEC, "reinterpretAsInts", toInts);
            cb.ldc(cb.constantPool().intEntry(Integer.MIN_VALUE));
            cb.invokevirtual(CD_IVEC, "and", intsScalar);
            cb.astore(fs);
            cb.aload(fs);
            cb.ldc(cb.constantPool().intEntry(Float.floatToRawIntBits(0x1p23f)));
            cb.invokevirtual(CD_IVEC, "or", intsScalar);
            cb.invokevirtual(CD_IVEC, "reinterpretAsFloats", toFloats);
            cb.astore(ft);
            // ((x + m) - m) | s
            cb.aload(fx);
            cb.aload(ft);
            cb.invokevirtual(CD_FVEC, "add", floats);
            cb.aload(ft);
            cb.invokevirtual(CD_FVEC, "sub", floats);
            cb.invokevirtual(CD_FVEC, "reinterpretAsInts", toInts);
            cb.aload(fs);
            cb.invokevirtual(CD_IVEC, "or", intsBinary);
            cb.invokevirtual(CD_IVEC, "reinterpretAsFloats", toFloats);
            // x itself where |x| >= 2^23
            cb.aload(fx);
            cb.aload(fx);
            cb.invokevirtual(CD_FVEC, "abs", toFloats);
            cb.getstatic(CD_OPERATORS, "GE", CD_COMPARISON);
            cb.loadConstant(0x1p23f);
            cb.invokevirtual(CD_FVEC, "compare", MethodTypeDesc.of(CD_MASK, CD_COMPARISON, CD_float));
            cb.invokevirtual(CD_FVEC, "blend", MethodTypeDesc.of(CD_FVEC, CD_VECTOR_ANY, CD_MASK));
        }

        /// FLR ([dev.tungsten.tgsi.exec.OpSemantics#floor]) in direct Vector API calls: [x] ->
        /// floor(x), as `r = rint(x)` ([#rint]) less 1 where `r > x`. The sign of a zero result is
        /// right: `r` is -0 only for x in [-0.5, -0], where floor gives -1 unless x is -0, and the
        /// other zero results, +0, come from x in [+0, 1).
        private void floor() {
            rint();
            cb.astore(ft);
            cb.aload(ft);
            cb.getstatic(KernelGenerator.CD_OPS, "F_ONE", CD_FVEC);
            cb.aload(ft);
            cb.getstatic(CD_OPERATORS, "GT", CD_COMPARISON);
            cb.aload(fx);
            cb.invokevirtual(CD_FVEC, "compare", MethodTypeDesc.of(CD_MASK, CD_COMPARISON, CD_VECTOR_ANY));
            cb.invokevirtual(CD_FVEC, "sub", MethodTypeDesc.of(CD_FVEC, CD_VECTOR_ANY, CD_MASK));
        }

        private static boolean allAre(Rep[] reps, Rep rep) {
            for (Rep r : reps) {
                if (r != rep) {
                    return false;
                }
            }
            return true;
        }

        // -------------------------------------------------------------- instructions

        private void instruction(Instruction in) {
            switch (in.opcode()) {
                case MOV, UARL -> lanewise(in, null);
                case ADD -> lanewise(in, "add");
                case SUB -> lanewise(in, "sub");
                case MUL -> lanewise(in, "mul");
                case DIV -> lanewise(in, "div");
                case MAD -> lanewise(in, "mad");
                case FMA -> lanewise(in, "fma");
                case LRP -> lanewise(in, "lrp");
                case MIN -> lanewise(in, "min");
                case MAX -> lanewise(in, "max");
                case FLR -> lanewise(in, "flr");
                case CEIL -> lanewise(in, "ceil");
                case TRUNC -> lanewise(in, "trunc");
                case ROUND -> lanewise(in, "round");
                case FRC -> lanewise(in, "frc");
                case SSG -> lanewise(in, "ssg");
                case ABS -> lanewise(in, "fabs");
                case RCP -> replicate(in, "rcp", Scratch.NONE);
                case RSQ -> replicate(in, "rsq", Scratch.NONE);
                case SQRT -> replicate(in, "sqrt", Scratch.NONE);
                case EX2 -> transcendental(in, "ex2");
                case LG2 -> transcendental(in, "lg2");
                case SIN -> transcendental(in, "sin");
                case COS -> transcendental(in, "cos");
                case POW -> transcendental(in, "pow");
                case DP2 -> dot(in, 2, false);
                case DP3 -> dot(in, 3, false);
                case DP4 -> dot(in, 4, false);
                case DPH -> dot(in, 3, true);
                case SLT -> lanewise(in, "slt");
                case SLE -> lanewise(in, "sle");
                case SGT -> lanewise(in, "sgt");
                case SGE -> lanewise(in, "sge");
                case SEQ -> lanewise(in, "seq");
                case SNE -> lanewise(in, "sne");
                case FSLT -> lanewise(in, "fslt");
                case FSGE -> lanewise(in, "fsge");
                case FSEQ -> lanewise(in, "fseq");
                case FSNE -> lanewise(in, "fsne");
                case CMP -> lanewise(in, "cmp");
                case UCMP -> lanewise(in, "ucmp");
                case ARL -> lanewise(in, "arl");
                case ARR -> lanewise(in, "arr");
                case F2I -> lanewise(in, "f2i");
                case F2U -> lanewise(in, "f2u");
                case I2F -> lanewise(in, "i2f");
                case U2F -> lanewise(in, "u2f");
                case DDX -> lanewise(in, "ddx");
                case DDY -> lanewise(in, "ddy");
                case DDX_FINE -> lanewise(in, "ddxFine");
                case DDY_FINE -> lanewise(in, "ddyFine");
                case UADD -> lanewise(in, "uadd");
                case UMUL -> lanewise(in, "umul");
                case UMAD -> lanewise(in, "umad");
                case IMAX -> lanewise(in, "imax");
                case IMIN -> lanewise(in, "imin");
                case UMAX -> lanewise(in, "umax");
                case UMIN -> lanewise(in, "umin");
                case INEG -> lanewise(in, "ineg");
                case IABS -> lanewise(in, "iabs");
                case ISSG -> lanewise(in, "issg");
                case NOT -> lanewise(in, "not");
                case AND -> lanewise(in, "and");
                case OR -> lanewise(in, "or");
                case XOR -> lanewise(in, "xor");
                case SHL -> lanewise(in, "shl");
                case ISHR -> lanewise(in, "ishr");
                case USHR -> lanewise(in, "ushr");
                case ISLT -> lanewise(in, "islt");
                case ISGE -> lanewise(in, "isge");
                case USEQ -> lanewise(in, "useq");
                case USNE -> lanewise(in, "usne");
                case USLT -> lanewise(in, "uslt");
                case USGE -> lanewise(in, "usge");
                default -> throw new IllegalStateException(in.opcode() + " is not a segment instruction");
            }
        }

        /// Channel c of the result from channel c of each source, for the enabled channels; every
        /// result is computed before any is stored (sources may alias the destination).
        private void lanewise(Instruction in, String name) {
            DstRegister d = in.dst(0);
            if (d.file() == RegisterFile.NULL) {
                return;
            }
            int mask = d.writeMask();
            int arity = in.src().size();
            for (int c = 0; c < 4; c++) {
                if ((mask & (1 << c)) == 0) {
                    continue;
                }
                Rep result = resultRep(in, c);
                Rep[] reps = new Rep[arity];
                for (int s = 0; s < arity; s++) {
                    reps[s] = sourceRep(in, s, c);
                    loadSource(in, s, c, reps[s]);
                }
                if (name != null) {
                    op(name, result, reps);
                } else {
                    convert(reps[0], result);
                }
                cb.astore(results[c]);
                resultReps[c] = result;
            }
            for (int c = 0; c < 4; c++) {
                if ((mask & (1 << c)) != 0) {
                    store(d, c, results[c], resultReps[c], in.saturate());
                }
            }
        }

        /// SIN, COS, EX2, LG2, POW: the interpreter's results (exact math: SIN, COS and EX2 a
        /// vector at a time through [ExactMath], LG2 and POW lane by lane) or the Vector API's
        /// (fast math, within the opcode table's approximation bounds).
        private void transcendental(Instruction in, String name) {
            if (options.exactMath()) {
                replicate(in, name + "Exact", name.equals("lg2") || name.equals("pow") ? Scratch.FLOATS : Scratch.SEGMENT);
            } else {
                replicate(in, name + "Fast", Scratch.NONE);
            }
        }

        /// SIN and COS of the fast forms, emitted inline ([#fastTrig]): as a call, C2's inlining
        /// cutoff would leave [FastTrig]'s operations out of line, boxing their vectors.
        private boolean directTranscendental(String name) {
            if (!name.equals("sinFast") && !name.equals("cosFast")) {
                return false;
            }
            fastTrig(name.equals("cosFast"));
            return true;
        }

        private void trigConstant(String field) {
            cb.getstatic(CD_FAST_TRIG, field, CD_FVEC);
        }

        private void fvec(String method, int vectors) {
            ClassDesc[] params = new ClassDesc[vectors];
            java.util.Arrays.fill(params, CD_VECTOR_ANY);
            cb.invokevirtual(CD_FVEC, method, MethodTypeDesc.of(CD_FVEC, params));
        }

        /// [FastTrig#sin] or [FastTrig#cos] in direct Vector API calls: [x] -> sin(x) or cos(x).
        private void fastTrig(boolean cos) {
            if (trig == null) {
                trig = new int[5];
                for (int i = 0; i < trig.length; i++) {
                    trig[i] = cb.allocateLocal(TypeKind.REFERENCE);
                }
            }
            int x = trig[0], t = trig[1], m = trig[2], r = trig[3], z = trig[4];
            cb.astore(x);
            // t = x / pi (+ 1/2 for COS) + 1.5 * 2^23: rounded to an integer in the low bits
            cb.aload(x);
            trigConstant("INV_PI");
            trigConstant(cos ? "HALF" : "MAGIC");
            fvec("fma", 2);
            if (cos) {
                trigConstant("MAGIC");
                fvec("add", 1);
            }
            cb.astore(t);
            // m = t - 1.5 * 2^23 (- 1/2 for COS): the multiple of pi to take off
            cb.aload(t);
            trigConstant("MAGIC");
            fvec("sub", 1);
            if (cos) {
                trigConstant("HALF");
                fvec("sub", 1);
            }
            cb.astore(m);
            // r = x - m P1 - m P2 - m P3
            for (String p : new String[] {"MINUS_P1", "MINUS_P2", "MINUS_P3"}) {
                cb.aload(m);
                trigConstant(p);
                cb.aload(p.equals("MINUS_P1") ? x : r);
                fvec("fma", 2);
                cb.astore(r);
            }
            cb.aload(r);
            cb.aload(r);
            fvec("mul", 1);
            cb.astore(z);
            // s = S3 + z (S5 + z (.. + z S13)), into m
            cb.aload(z);
            trigConstant("S13");
            trigConstant("S11");
            fvec("fma", 2);
            for (String c : new String[] {"S9", "S7", "S5", "S3"}) {
                cb.aload(z);
                trigConstant(c);
                fvec("fma", 2);
            }
            cb.astore(m);
            // y = r (1 + z s), its sign flipped by t's lowest bit
            cb.aload(r);
            cb.aload(z);
            cb.aload(m);
            trigConstant("ONE");
            fvec("fma", 2);
            fvec("mul", 1);
            cb.invokevirtual(CD_FVEC, "reinterpretAsInts", MethodTypeDesc.of(CD_IVEC));
            cb.getstatic(CD_OPERATORS, "XOR", CD_ASSOCIATIVE);
            cb.aload(t);
            cb.invokevirtual(CD_FVEC, "reinterpretAsInts", MethodTypeDesc.of(CD_IVEC));
            cb.getstatic(CD_OPERATORS, "LSHL", CD_BINARY);
            cb.bipush(31);
            cb.invokevirtual(CD_IVEC, "lanewise", MethodTypeDesc.of(CD_IVEC, CD_BINARY, CD_int));
            cb.invokevirtual(CD_IVEC, "lanewise", MethodTypeDesc.of(CD_IVEC, CD_BINARY, CD_VECTOR_ANY));
            cb.invokevirtual(CD_IVEC, "reinterpretAsFloats", MethodTypeDesc.of(CD_FVEC));
            cb.astore(r);
            // lanes beyond the range of the reduction (infinities included): when there are
            // any, x goes to the frame's scratch and FastTrig.outOfRange puts the exact results
            // of those lanes there; the scratch is then blended in under their mask, always, so
            // that no vector value merges two paths (C2 may box a vector phi)
            cb.aload(x);
            cb.invokevirtual(CD_FVEC, "abs", MethodTypeDesc.of(CD_FVEC));
            cb.getstatic(CD_OPERATORS, "GT", CD_COMPARISON);
            cb.ldc(cb.constantPool().floatEntry(FastTrig.LIMIT));
            cb.invokevirtual(CD_FVEC, "compare", MethodTypeDesc.of(CD_MASK, CD_COMPARISON, CD_float));
            cb.astore(m);
            Label inRange = cb.newLabel();
            cb.aload(m);
            cb.invokevirtual(CD_MASK, "anyTrue", MethodTypeDesc.of(CD_boolean));
            cb.ifeq(inRange);
            cb.aload(x);
            scratchSegment();
            cb.lconst_0();
            cb.getstatic(CD_EXACT_MATH, "ORDER", CD_ORDER);
            cb.invokevirtual(CD_FVEC, "intoMemorySegment", MethodTypeDesc.of(CD_void, CD_SEGMENT, CD_long, CD_ORDER));
            scratchSegment();
            cb.loadConstant(cos ? 1 : 0);
            cb.invokestatic(CD_FAST_TRIG, "outOfRange", MethodTypeDesc.of(CD_void, CD_SEGMENT, CD_boolean));
            cb.labelBinding(inRange);
            cb.aload(r);
            cb.getstatic(KernelGenerator.CD_OPS, "FLOAT", CD_SPECIES);
            scratchSegment();
            cb.lconst_0();
            cb.getstatic(CD_EXACT_MATH, "ORDER", CD_ORDER);
            cb.invokestatic(CD_FVEC, "fromMemorySegment", MethodTypeDesc.of(CD_FVEC, CD_SPECIES, CD_SEGMENT, CD_long, CD_ORDER));
            cb.aload(m);
            cb.invokevirtual(CD_FVEC, "blend", MethodTypeDesc.of(CD_FVEC, CD_VECTOR_ANY, CD_MASK));
        }

        private void scratchSegment() {
            cb.aload(frame);
            cb.getfield(KernelGenerator.CD_FRAME, "mscratch", CD_SEGMENT);
        }

        /// One float result from the sources' `.x`, written to every enabled channel; `scratch`:
        /// the frame's scratch the helper takes as its last argument, if any.
        private void replicate(Instruction in, String name, Scratch scratch) {
            DstRegister d = in.dst(0);
            if (d.file() == RegisterFile.NULL || d.writeMask() == 0) {
                return;
            }
            int arity = in.src().size();
            ClassDesc[] params = new ClassDesc[arity + (scratch == Scratch.NONE ? 0 : 1)];
            for (int s = 0; s < arity; s++) {
                loadSource(in, s, 0, Rep.F);
                params[s] = CD_FVEC;
            }
            if (scratch != Scratch.NONE) {
                ClassDesc type = scratch == Scratch.FLOATS ? CD_FLOATS : CD_SEGMENT;
                cb.aload(frame);
                cb.getfield(KernelGenerator.CD_FRAME, scratch == Scratch.FLOATS ? "fscratch" : "mscratch", type);
                params[arity] = type;
            }
            if (!directTranscendental(name)) {
                call(name, MethodTypeDesc.of(CD_FVEC, params));
            }
            cb.astore(results[0]);
            writeReplicated(in, d);
        }

        private void writeReplicated(Instruction in, DstRegister d) {
            for (int c = 0; c < 4; c++) {
                if ((d.writeMask() & (1 << c)) != 0) {
                    store(d, c, results[0], Rep.F, in.saturate());
                }
            }
        }

        /// DP2, DP3, DP4 and DPH (`homogeneous`: DP3 plus `src1.w`): a multiply, then multiply-adds
        /// in channel order, each rounded twice, as the interpreter.
        private void dot(Instruction in, int n, boolean homogeneous) {
            DstRegister d = in.dst(0);
            if (d.file() == RegisterFile.NULL || d.writeMask() == 0) {
                return;
            }
            loadSource(in, 0, 0, Rep.F);
            loadSource(in, 1, 0, Rep.F);
            op("mul", Rep.F, Rep.F, Rep.F);
            for (int c = 1; c < n; c++) {
                cb.astore(results[0]);
                loadSource(in, 0, c, Rep.F);
                loadSource(in, 1, c, Rep.F);
                cb.aload(results[0]);
                op("mad", Rep.F, Rep.F, Rep.F, Rep.F);
            }
            if (homogeneous) {
                loadSource(in, 1, 3, Rep.F);
                op("add", Rep.F, Rep.F, Rep.F);
            }
            cb.astore(results[0]);
            writeReplicated(in, d);
        }

        // -------------------------------------------------------------- conditions

        private void test(Condition c) {
            Instruction in = c.in();
            switch (c.test()) {
                case FLOAT_NONZERO -> {
                    loadSource(in, 0, 0, Rep.F);
                    call("nonZeroFloat", MethodTypeDesc.of(CD_int, CD_FVEC));
                }
                case BITS_NONZERO -> {
                    loadSource(in, 0, 0, Rep.I);
                    call("nonZero", MethodTypeDesc.of(CD_int, CD_IVEC));
                }
                case NEGATIVE -> {
                    for (int ch = 0; ch < 4; ch++) {
                        loadSource(in, 0, ch, Rep.F);
                    }
                    call("negative", MethodTypeDesc.of(CD_int, CD_FVEC, CD_FVEC, CD_FVEC, CD_FVEC));
                }
                case CASE -> {
                    cb.aload(frame);
                    cb.loadConstant(c.depth());
                    cb.invokevirtual(KernelGenerator.CD_FRAME, "selector", MethodTypeDesc.of(KernelGenerator.CD_INTS, CD_int));
                    cb.iload(chunkBase[0]);
                    call("iload", MethodTypeDesc.of(CD_IVEC, KernelGenerator.CD_INTS, CD_int));
                    loadSource(in, 0, 0, Rep.I);
                    call("equal", MethodTypeDesc.of(CD_int, CD_IVEC, CD_IVEC));
                }
            }
            cb.iload(chunkM[0]);
            cb.iand();
            cb.iload(chunkBase[0]);
            cb.ishl();
            cb.iload(bits);
            cb.ior();
            cb.istore(bits);
        }
    }
}
