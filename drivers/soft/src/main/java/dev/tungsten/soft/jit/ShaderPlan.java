package dev.tungsten.soft.jit;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

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
    /// Opcodes whose semantics need the interpreter's run loop: a BRA may jump anywhere, the
    /// address stack and CLOCK count the interpreter's own steps, BARRIER may suspend the run,
    /// and EMIT/ENDPRIM hand the machine itself to the vertex emitter.
    static final Set<TgsiOpcode> RUN_LOOP_ONLY = EnumSet.of(TgsiOpcode.BRA, TgsiOpcode.PUSHA, TgsiOpcode.POPA,
            TgsiOpcode.CLOCK, TgsiOpcode.BARRIER, TgsiOpcode.EMIT, TgsiOpcode.ENDPRIM);
    /// Control-flow opcodes whose source decides the masks; the JIT evaluates it itself.
    private static final Set<TgsiOpcode> CONDITIONS = EnumSet.of(TgsiOpcode.IF, TgsiOpcode.UIF, TgsiOpcode.IFC,
            TgsiOpcode.SWITCH, TgsiOpcode.CASE, TgsiOpcode.BREAKC, TgsiOpcode.CALLNZ, TgsiOpcode.KILL_IF);
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
    private final Map<RegisterFile, boolean[]> resident = new HashMap<>();
    private final Map<Long, int[]> arrays = new HashMap<>();

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
            if (RUN_LOOP_ONLY.contains(in.opcode())) {
                throw new JitUnsupportedException(in.opcode() + " at instruction " + pc + " needs the interpreter's run loop");
            }
            for (SrcRegister s : in.src()) {
                if (s.dimension() != null && s.file() != RegisterFile.CONSTANT && !isResource(s.file())) {
                    throw new JitUnsupportedException("two-dimensional " + s.file().text() + " operand at instruction " + pc);
                }
                if (CONDITIONS.contains(in.opcode()) && (s.isIndirect()
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
        ShaderPlan plan = new ShaderPlan(shader, program);
        if (plan.inlinedLength > MAX_INLINED) {
            throw new JitUnsupportedException("inlining every subroutine call gives " + plan.inlinedLength
                    + " instructions, more than " + MAX_INLINED);
        }
        plan.markResident();
        return plan;
    }

    static boolean isResource(RegisterFile f) {
        return f == RegisterFile.SAMPLER || f == RegisterFile.SAMPLER_VIEW || f == RegisterFile.BUFFER
                || f == RegisterFile.IMAGE || f == RegisterFile.MEMORY;
    }

    private void matchStructure() {
        Deque<Integer> open = new ArrayDeque<>();
        Map<Integer, List<Integer>> caseLists = new HashMap<>();
        for (int pc = 0; pc < insts.size(); pc++) {
            switch (insts.get(pc).opcode()) {
                case IF, UIF, IFC, BGNLOOP, SWITCH, BGNSUB -> open.push(pc);
                case ELSE -> elseOf[open.peek()] = pc;
                case ENDIF, ENDSWITCH, ENDSUB -> end[open.pop()] = pc;
                case ENDLOOP -> {
                    int begin = open.pop();
                    end[begin] = pc;
                    loopOf[pc] = begin;
                }
                case CASE -> caseLists.computeIfAbsent(open.peek(), k -> new ArrayList<>()).add(pc);
                case BRK, BREAKC -> {
                    for (int o : open) {
                        TgsiOpcode k = insts.get(o).opcode();
                        if (k == TgsiOpcode.BGNLOOP || k == TgsiOpcode.SWITCH) {
                            breaksSwitch[pc] = k == TgsiOpcode.SWITCH;
                            break;
                        }
                    }
                }
                default -> { }
            }
        }
        for (int pc = 0; pc < insts.size(); pc++) {
            if (insts.get(pc).opcode() == TgsiOpcode.SWITCH) {
                cases[pc] = caseLists.getOrDefault(pc, List.of()).stream().mapToInt(Integer::intValue).toArray();
            }
        }
    }

    /// Instructions emitted for `[from, to)` with every CAL expanded (subroutine bodies skipped
    /// in place), memoized per subroutine; the result saturates instead of overflowing.
    private long inlined(int from, int to, Map<Integer, Long> memo) {
        long total = 0;
        for (int pc = from; pc < to && total <= MAX_INLINED; pc++) {
            Instruction in = insts.get(pc);
            switch (in.opcode()) {
                case BGNSUB -> pc = end[pc];
                case CAL, CALLNZ -> {
                    int sub = in.label();
                    Long body = memo.get(sub);
                    if (body == null) {
                        body = inlined(sub + 1, end[sub], memo);
                        memo.put(sub, body);
                    }
                    total += 1 + body;
                }
                default -> total++;
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

    int registerCount(RegisterFile file) {
        return program.registerCount(file);
    }
}
