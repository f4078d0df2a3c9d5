package dev.tungsten.soft.jit;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import dev.tungsten.pipe.shader.ShaderLanes;
import dev.tungsten.soft.jit.JitOpcode.Discard;
import dev.tungsten.soft.jit.JitOpcode.Flow;
import dev.tungsten.soft.jit.JitOpcode.Interpreted;
import dev.tungsten.soft.jit.JitOpcode.Segment;
import dev.tungsten.soft.jit.JitOpcode.Texture;
import dev.tungsten.tgsi.ControlFlow;
import dev.tungsten.tgsi.Declaration;
import dev.tungsten.tgsi.DstRegister;
import dev.tungsten.tgsi.IndirectRegister;
import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.PropertyName;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.SrcRegister;
import dev.tungsten.tgsi.TgsiOpcode;
import dev.tungsten.tgsi.TgsiShader;
import dev.tungsten.tgsi.exec.ExecProgram;

/// What the code generator needs to know about a shader before emitting a byte: whether the JIT
/// can run it at all (else a [JitUnsupportedException] with the reason), the matching ends of
/// every control-flow construct, which registers must live in the slow path's machine because
/// something addresses them indirectly, and how large the program becomes once subroutines are
/// inlined.
///
/// The shader has already passed [ExecProgram#compile], so its control flow is well formed
/// (balanced constructs, CAL labels naming a BGNSUB, no recursion); this class only records it.
final class ShaderPlan {
    /// The most instructions the program may have once every call is inlined.
    static final int MAX_INLINED = 20_000;

    final TgsiShader shader;
    final ExecProgram program;
    final List<Instruction> insts;
    final boolean legacyMath;
    final boolean fragment;
    /// IF, UIF, IFC: the ENDIF; BGNLOOP: the ENDLOOP; SWITCH: the ENDSWITCH; BGNSUB: the ENDSUB.
    final int[] end;
    /// IF, UIF, IFC: the ELSE, or -1.
    final int[] elseOf;
    /// ENDLOOP: the BGNLOOP.
    final int[] loopOf;
    /// BRK, BREAKC: whether they leave a SWITCH rather than a loop.
    final boolean[] breaksSwitch;
    /// SWITCH: its CASE instructions (not those of nested switches).
    final int[][] cases;
    /// The instruction count with every call expanded.
    final long inlinedLength;
    /// The BARRIER instructions, in program order (see [#checkBarriers]).
    final int[] barriers;
    private final Map<RegisterFile, boolean[]> resident = new HashMap<>();
    /// `[register * 4 + channel]` of TEMP, OUT, IN and SV: stored as floats (else as words).
    private final Map<RegisterFile, boolean[]> floatHome = new HashMap<>();
    /// `[register * 4 + channel]` of TEMP and OUT: written before read ([#findWrittenFirst]).
    private final Map<RegisterFile, boolean[]> writtenFirst = new HashMap<>();
    /// `[register * 4 + channel]` of TEMP, OUT, IN, SV and ADDR: named by some instruction.
    private final Map<RegisterFile, boolean[]> used = new HashMap<>();
    private final Map<Long, int[]> arrays = new HashMap<>();
    /// `[register * 4 + channel]` of TEMP, OUT, IN and SV: the float channel's byte offset in
    /// [JitFrame#fregs], -1 for word channels and channels nothing names.
    private final Map<RegisterFile, long[]> floatOffsets = new EnumMap<>(RegisterFile.class);
    /// Bytes of [JitFrame#fregs].
    private long floatBytes;
    /// Directly addressed constant channel -> the byte offset in [JitFrame#fregs] of a vector
    /// holding its value in every lane.
    private final Map<ConstantChannel, Long> constantOffsets = new LinkedHashMap<>();

    private ShaderPlan(TgsiShader shader, ExecProgram program) {
        this.shader = shader;
        this.program = program;
        this.insts = shader.instructions();
        this.legacyMath = shader.property(PropertyName.LEGACY_MATH_RULES, 0) != 0;
        this.fragment = shader.processor() == Processor.FRAG;
        int n = insts.size();
        end = filled(n);
        elseOf = filled(n);
        loopOf = filled(n);
        breaksSwitch = new boolean[n];
        cases = new int[n][];
        for (RegisterFile f : List.of(RegisterFile.TEMPORARY, RegisterFile.ADDRESS, RegisterFile.OUTPUT)) {
            resident.put(f, new boolean[program.registerCount(f)]);
        }
        for (Declaration d : shader.declarations()) {
            if (d.isArray()) {
                arrays.put(arrayKey(d.file(), d.arrayId()), new int[] {d.first(), d.last()});
            }
        }
        matchStructure();
        inlinedLength = inlined(0, n, new HashMap<>());
        barriers = java.util.stream.IntStream.range(0, n).filter(pc -> insts.get(pc).opcode() == TgsiOpcode.BARRIER).toArray();
    }

    private static int[] filled(int n) {
        int[] a = new int[n];
        Arrays.fill(a, -1);
        return a;
    }

    private static long arrayKey(RegisterFile f, int id) {
        return ((long) f.code() << 32) | id;
    }

    /// Plans `shader`, which `program` was compiled from.
    /// @throws JitUnsupportedException when the JIT cannot run it (the interpreter can)
    static ShaderPlan of(TgsiShader shader, ExecProgram program) {
        Processor p = shader.processor();
        if (p != Processor.VERT && p != Processor.FRAG && p != Processor.COMP) {
            throw new JitUnsupportedException(p.text() + " shaders run on the interpreter (two-dimensional inputs, EMIT)");
        }
        List<Instruction> insts = shader.instructions();
        for (int pc = 0; pc < insts.size(); pc++) {
            Instruction in = insts.get(pc);
            JitOpcode decision = JitOpcodes.of(in.opcode());
            if (decision == JitOpcode.Interpreted.RUN_LOOP) {
                throw new JitUnsupportedException(in.opcode() + " at instruction " + pc + " needs the interpreter's run loop");
            }
            for (SrcRegister s : in.src()) {
                if (s.dimension() != null && s.file() != RegisterFile.CONSTANT && !isResource(s.file())) {
                    throw new JitUnsupportedException("two-dimensional " + s.file().text() + " operand at instruction " + pc);
                }
                if (decision.decidesFlow() && (s.isIndirect()
                        || (s.dimension() != null && s.dimension().isIndirect()))) {
                    throw new JitUnsupportedException(in.opcode() + " at instruction " + pc
                            + " decides control flow from an indirectly addressed operand");
                }
            }
            for (DstRegister d : in.dst()) {
                if (d.dimension() != null) {
                    throw new JitUnsupportedException("two-dimensional destination at instruction " + pc);
                }
            }
        }
        checkBarriers(shader);
        ShaderPlan plan = new ShaderPlan(shader, program);
        if (plan.inlinedLength > MAX_INLINED) {
            throw new JitUnsupportedException("inlining every subroutine call gives " + plan.inlinedLength
                    + " instructions, more than " + MAX_INLINED);
        }
        plan.markResident();
        plan.chooseHomes();
        plan.findWrittenFirst();
        plan.placeFloats();
        return plan;
    }

    /// The run method returns at a BARRIER and resumes after it with the masks it starts a block
    /// with ([JitOpcode.Flow#BARRIER]), which is right only where every lane of the block runs:
    /// in a compute shader, outside every construct and subroutine, with no RET, KILL or DEMOTE
    /// before it in the main program.
    /// @throws JitUnsupportedException for a BARRIER anywhere else
    private static void checkBarriers(TgsiShader shader) {
        List<Instruction> insts = shader.instructions();
        int depth = 0;
        boolean inSubroutine = false;
        String narrowed = null;
        for (int pc = 0; pc < insts.size(); pc++) {
            TgsiOpcode op = insts.get(pc).opcode();
            switch (op.flow()) {
                case IF, BGNLOOP, SWITCH -> depth++;
                case ENDIF, ENDLOOP, ENDSWITCH -> depth--;
                case BGNSUB -> {
                    depth++;
                    inSubroutine = true;
                }
                case ENDSUB -> {
                    depth--;
                    inSubroutine = false;
                }
                // a RET of the main program ends it for the lanes that run it
                case RETURN -> narrowed = !inSubroutine && narrowed == null ? "RET at instruction " + pc : narrowed;
                case NONE, ELSE, CASE, DEFAULT, BREAK, CONTINUE, CALL, END, JUMP -> { }
                case null -> throw new NullPointerException(); // an enhanced switch: javac checks it is exhaustive
            }
            if (op == TgsiOpcode.KILL || op == TgsiOpcode.KILL_IF || op == TgsiOpcode.DEMOTE) {
                narrowed = narrowed == null ? op + " at instruction " + pc : narrowed;
            }
            if (op != TgsiOpcode.BARRIER) {
                continue;
            }
            if (shader.processor() != Processor.COMP) {
                throw new JitUnsupportedException("BARRIER at instruction " + pc + " outside a compute shader");
            }
            if (depth != 0) {
                throw new JitUnsupportedException("BARRIER at instruction " + pc
                        + " inside a construct or subroutine needs the interpreter's run loop");
            }
            if (narrowed != null) {
                throw new JitUnsupportedException("BARRIER at instruction " + pc + " after " + narrowed
                        + " needs the interpreter's run loop");
            }
        }
    }

    static boolean isResource(RegisterFile f) {
        return f == RegisterFile.SAMPLER || f == RegisterFile.SAMPLER_VIEW || f == RegisterFile.BUFFER
                || f == RegisterFile.IMAGE || f == RegisterFile.MEMORY;
    }

    /// Copies the ends and owners the generator needs from the program's [ControlFlow].
    private void matchStructure() {
        ControlFlow flow = program.controlFlow();
        for (int pc = 0; pc < insts.size(); pc++) {
            switch (insts.get(pc).opcode().flow()) {
                case IF -> {
                    end[pc] = flow.end(pc);
                    elseOf[pc] = flow.elseOf(pc);
                }
                case BGNLOOP, BGNSUB -> end[pc] = flow.end(pc);
                case SWITCH -> {
                    end[pc] = flow.end(pc);
                    cases[pc] = flow.cases(pc);
                }
                case ENDLOOP -> loopOf[pc] = flow.owner(pc);
                case BREAK -> breaksSwitch[pc] = flow.breaksSwitch(pc);
                case NONE, ELSE, ENDIF, CASE, DEFAULT, ENDSWITCH, ENDSUB, CONTINUE, CALL, RETURN, END, JUMP -> { }
                case null -> throw new NullPointerException(); // an enhanced switch: javac checks it is exhaustive
            }
        }
    }

    /// Instructions emitted for `[from, to)` with every CAL expanded (subroutine bodies skipped
    /// in place), memoized per subroutine; the result saturates instead of overflowing.
    private long inlined(int from, int to, Map<Integer, Long> memo) {
        long total = 0;
        for (int pc = from; pc < to && total <= MAX_INLINED; pc++) {
            Instruction in = insts.get(pc);
            switch (JitOpcodes.of(in.opcode())) {
                case Flow.BGNSUB -> pc = end[pc];
                case Flow.CAL, Flow.CALLNZ -> {
                    int sub = in.label();
                    Long body = memo.get(sub);
                    if (body == null) {
                        body = inlined(sub + 1, end[sub], memo);
                        memo.put(sub, body);
                    }
                    total += 1 + body;
                }
                case Flow _, Segment _, Discard _, JitOpcode.Memory _, Texture _, Interpreted _ -> total++;
            }
        }
        return Math.min(total, MAX_INLINED + 1L);
    }

    /// Registers of TEMP, ADDR and OUT that an indirect access may reach live in the machine.
    private void markResident() {
        for (Instruction in : insts) {
            for (SrcRegister s : in.src()) {
                if (s.isIndirect()) {
                    markRange(s.file(), s.indirect());
                }
            }
            for (DstRegister d : in.dst()) {
                if (d.isIndirect()) {
                    markRange(d.file(), d.indirect());
                }
            }
        }
    }

    private void markRange(RegisterFile file, IndirectRegister ind) {
        boolean[] r = resident.get(file);
        if (r == null) {
            return;
        }
        int[] range = range(file, ind);
        for (int i = Math.max(0, range[0]); i <= range[1] && i < r.length; i++) {
            r[i] = true;
        }
    }

    /// The registers an indirect access through `ind` may reach: the declared array, else the
    /// whole file.
    int[] range(RegisterFile file, IndirectRegister ind) {
        if (ind.arrayId() > 0) {
            int[] a = arrays.get(arrayKey(file, ind.arrayId()));
            if (a != null) {
                return a;
            }
        }
        return new int[] {0, Math.max(0, program.registerCount(file) - 1)};
    }

    boolean isResident(RegisterFile file, int index) {
        boolean[] r = resident.get(file);
        return r != null && index >= 0 && index < r.length && r[index];
    }

    /// The channel slots (`register * 4 + channel`) of resident registers of `file`.
    int[] resident(RegisterFile file) {
        boolean[] r = resident.get(file);
        List<Integer> out = new ArrayList<>();
        for (int i = 0; r != null && i < r.length; i++) {
            if (r[i]) {
                for (int c = 0; c < 4; c++) {
                    out.add(i * 4 + c);
                }
            }
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    /// The register files whose channels the generated code stores in the frame.
    static final List<RegisterFile> STORED = List.of(RegisterFile.TEMPORARY, RegisterFile.OUTPUT, RegisterFile.INPUT,
            RegisterFile.SYSTEM_VALUE, RegisterFile.ADDRESS);

    /// Chooses each register channel's home type by a vote of the operand types that name it
    /// (the opcode table's source and destination types; 64-bit and integer operands vote for
    /// words, float operands for floats, untyped ones abstain). A channel read or written with
    /// the other type than its home pays a reinterpretation there. Address registers and
    /// registers that something addresses indirectly (the interpreter's machine holds them) are
    /// always words.
    private void chooseHomes() {
        Map<RegisterFile, int[]> votes = new HashMap<>();
        for (RegisterFile f : STORED) {
            int n = program.registerCount(f) * 4;
            votes.put(f, new int[n]);
            used.put(f, new boolean[n]);
            floatHome.put(f, new boolean[n]);
        }
        for (Instruction in : insts) {
            for (int s = 0; s < in.src().size(); s++) {
                SrcRegister r = in.src(s);
                int weight = weight(in.opcode().srcType(s));
                for (int c = 0; c < 4; c++) {
                    vote(votes, r.file(), r.index(), r.swizzle(c), weight, r.isIndirect());
                }
                if (r.indirect() != null) {
                    vote(votes, r.indirect().file(), r.indirect().index(), r.indirect().swizzle(), 0, false);
                }
            }
            for (DstRegister d : in.dst()) {
                int weight = weight(in.opcode().dstType());
                for (int c = 0; c < 4; c++) {
                    if ((d.writeMask() & (1 << c)) != 0) {
                        vote(votes, d.file(), d.index(), c, weight, d.isIndirect());
                    }
                }
                if (d.indirect() != null) {
                    vote(votes, d.indirect().file(), d.indirect().index(), d.indirect().swizzle(), 0, false);
                }
            }
            if (in.texture() != null) {
                for (Instruction.TextureOffset o : in.texture().offsets()) {
                    for (int c = 0; c < 3; c++) {
                        vote(votes, o.file(), o.index(), c, -1, false);
                    }
                }
            }
        }
        propagateThroughMoves(votes);
        for (RegisterFile f : List.of(RegisterFile.TEMPORARY, RegisterFile.OUTPUT, RegisterFile.INPUT,
                RegisterFile.SYSTEM_VALUE)) {
            int[] v = votes.get(f);
            boolean[] home = floatHome.get(f);
            for (int k = 0; k < v.length; k++) {
                home[k] = v[k] >= 0 && !isResident(f, k / 4);
            }
        }
    }

    /// TEMP and OUT channels that the straight-line start of the program (before the first
    /// control-flow instruction) writes directly before anything reads them: the block needs not
    /// zero them (temporaries) or bring in their old values (outputs), as every lane that runs
    /// gets them written. Lanes that do not run may see stale values, which nothing reads.
    private void findWrittenFirst() {
        for (RegisterFile f : List.of(RegisterFile.TEMPORARY, RegisterFile.OUTPUT)) {
            writtenFirst.put(f, new boolean[program.registerCount(f) * 4]);
        }
        Map<RegisterFile, boolean[]> read = new HashMap<>();
        for (RegisterFile f : List.of(RegisterFile.TEMPORARY, RegisterFile.OUTPUT)) {
            read.put(f, new boolean[program.registerCount(f) * 4]);
        }
        for (Instruction in : insts) {
            if (FlowEmitter.isControl(in.opcode())) {
                return;
            }
            for (SrcRegister s : in.src()) {
                boolean[] r = read.get(s.file());
                if (s.isIndirect() || (s.dimension() != null && s.dimension().isIndirect())) {
                    return;
                }
                for (int c = 0; r != null && c < 4; c++) {
                    int k = s.index() * 4 + s.swizzle(c);
                    if (k >= 0 && k < r.length) {
                        r[k] = true;
                    }
                }
            }
            if (in.texture() != null && !in.texture().offsets().isEmpty()) {
                return;
            }
            // only the segment methods write exactly the write mask (64-bit and other stepped
            // opcodes may leave channels of it alone)
            boolean exact = SegmentEmitter.supports(in, legacyMath);
            for (DstRegister d : in.dst()) {
                boolean[] w = exact ? writtenFirst.get(d.file()) : null;
                if (d.isIndirect()) {
                    return;
                }
                for (int c = 0; w != null && c < 4; c++) {
                    int k = d.index() * 4 + c;
                    if ((d.writeMask() & (1 << c)) != 0 && k >= 0 && k < w.length && !read.get(d.file())[k]) {
                        w[k] = true;
                    }
                }
            }
        }
    }

    /// Whether channel `k` of TEMP or OUT is written before it is read, for every lane (see
    /// [#findWrittenFirst]).
    boolean isWrittenFirst(RegisterFile file, int k) {
        boolean[] w = writtenFirst.get(file);
        return w != null && k >= 0 && k < w.length && w[k];
    }

    /// A channel that only MOVs name takes the type of what it is moved from or to: a few passes
    /// over the MOVs, each giving a channel without votes of its own the sign of its partner's.
    private void propagateThroughMoves(Map<RegisterFile, int[]> votes) {
        for (int pass = 0; pass < 4; pass++) {
            boolean changed = false;
            for (Instruction in : insts) {
                if (in.opcode() != TgsiOpcode.MOV || in.dst().isEmpty()) {
                    continue;
                }
                SrcRegister s = in.src(0);
                DstRegister d = in.dst(0);
                int[] sv = votes.get(s.file());
                int[] dv = votes.get(d.file());
                if (sv == null || dv == null || s.isIndirect() || d.isIndirect()) {
                    continue;
                }
                for (int c = 0; c < 4; c++) {
                    int ks = s.index() * 4 + s.swizzle(c);
                    int kd = d.index() * 4 + c;
                    if ((d.writeMask() & (1 << c)) == 0 || ks < 0 || ks >= sv.length || kd < 0 || kd >= dv.length) {
                        continue;
                    }
                    if (dv[kd] == 0 && sv[ks] != 0) {
                        dv[kd] = Integer.signum(sv[ks]);
                        changed = true;
                    } else if (sv[ks] == 0 && dv[kd] != 0) {
                        sv[ks] = Integer.signum(dv[kd]);
                        changed = true;
                    }
                }
            }
            if (!changed) {
                return;
            }
        }
    }

    /// +1 for a float operand, -1 for a 32-bit integer, -2 for a 64-bit one, 0 for untyped.
    private static int weight(TgsiOpcode.OperandType t) {
        return switch (t) {
            case FLOAT -> 1;
            case INT, UINT -> -1;
            case DOUBLE, INT64, UINT64 -> -2;
            case UNTYPED, VOID -> 0;
        };
    }

    private void vote(Map<RegisterFile, int[]> votes, RegisterFile f, int index, int channel, int weight,
            boolean indirect) {
        int[] v = votes.get(f);
        if (v == null) {
            return;
        }
        if (indirect) {
            // every channel of the range is used
            boolean[] u = used.get(f);
            for (int k = 0; k < u.length; k++) {
                u[k] = true;
            }
            return;
        }
        int k = index * 4 + channel;
        if (index >= 0 && k < v.length) {
            v[k] += weight;
            used.get(f)[k] = true;
        }
    }

    /// Bytes between two float channels in [JitFrame#fregs]: the widest block's lanes, a whole
    /// number of 64-byte lines, so every vector of every channel is aligned.
    static final int FLOAT_STRIDE = ShaderLanes.MAX_WIDTH * Float.BYTES;

    static {
        if (FLOAT_STRIDE % 64 != 0 || VectorOps.LANES > ShaderLanes.MAX_WIDTH) {
            throw new ExceptionInInitializerError("float channel stride " + FLOAT_STRIDE);
        }
    }

    /// Gives each float channel that some instruction names its place in [JitFrame#fregs].
    private void placeFloats() {
        long next = 0;
        for (RegisterFile f : List.of(RegisterFile.TEMPORARY, RegisterFile.OUTPUT, RegisterFile.INPUT,
                RegisterFile.SYSTEM_VALUE)) {
            long[] offsets = new long[program.registerCount(f) * 4];
            for (int k = 0; k < offsets.length; k++) {
                offsets[k] = isFloat(f, k) && isUsed(f, k) ? next : -1;
                next += offsets[k] >= 0 ? FLOAT_STRIDE : 0;
            }
            floatOffsets.put(f, offsets);
        }
        for (Instruction in : insts) {
            for (SrcRegister s : in.src()) {
                boolean direct = s.file() == RegisterFile.CONSTANT && !s.isIndirect() && s.index() >= 0
                        && (s.dimension() == null || !s.dimension().isIndirect() && s.dimension().index() >= 0);
                for (int c = 0; direct && c < 4; c++) {
                    ConstantChannel key = new ConstantChannel(RegisterCache.dimension(s), s.index(), s.swizzle(c));
                    if (!constantOffsets.containsKey(key) && constantOffsets.size() < MAX_CONSTANT_PLACES) {
                        constantOffsets.put(key, next);
                        next += CONSTANT_STRIDE;
                    }
                }
            }
        }
        floatBytes = Math.max(next, FLOAT_STRIDE);
    }

    /// Bytes of one broadcast constant in [JitFrame#fregs]: one vector.
    static final int CONSTANT_STRIDE = VectorOps.LANES * Float.BYTES;
    /// The most constant channels given a place (32 KB with 8 lanes), so that a shader naming
    /// thousands of constants directly does not make every frame large and every run's refresh
    /// long; segments broadcast the others themselves, once per call.
    static final int MAX_CONSTANT_PLACES = 1024;

    /// Channel `comp` of `CONST[dim][index]`.
    record ConstantChannel(int dim, int index, int comp) {}

    /// The byte offset in [JitFrame#fregs] of the vector holding channel `comp` of `CONST[dim][index]`
    /// in every lane, or -1 where no instruction reads it directly or the places ran out.
    long constantOffset(int dim, int index, int comp) {
        return constantOffsets.getOrDefault(new ConstantChannel(dim, index, comp), -1L);
    }

    /// The constant channels with a place, in the order of their places, each with its offset.
    Map<ConstantChannel, Long> constantPlaces() {
        return java.util.Collections.unmodifiableMap(constantOffsets);
    }

    /// The byte offset of float channel `k` of `file` in [JitFrame#fregs], or -1 (a word channel
    /// or one nothing names).
    long floatOffset(RegisterFile file, int k) {
        long[] o = floatOffsets.get(file);
        return o != null && k >= 0 && k < o.length ? o[k] : -1;
    }

    long floatBytes() {
        return floatBytes;
    }

    /// Whether channel `k` (`register * 4 + channel`) of `file` is stored as floats.
    boolean isFloat(RegisterFile file, int k) {
        boolean[] h = floatHome.get(file);
        return h != null && k >= 0 && k < h.length && h[k];
    }

    /// Whether some instruction names channel `k` of `file` (every channel, where one is
    /// addressed indirectly).
    boolean isUsed(RegisterFile file, int k) {
        boolean[] u = used.get(file);
        return u != null && k >= 0 && k < u.length && u[k];
    }

    int registerCount(RegisterFile file) {
        return program.registerCount(file);
    }
}
