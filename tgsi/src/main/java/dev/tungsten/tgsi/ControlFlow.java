package dev.tungsten.tgsi;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;

import dev.tungsten.tgsi.TgsiOpcode.BlockRole;
import dev.tungsten.tgsi.TgsiOpcode.Construct;

/// The block structure of a shader's control flow: which instruction closes each IF, loop,
/// switch and subroutine, where each ELSE, CASE and DEFAULT belongs, which construct each BRK
/// and CONT leaves, which subroutine each CAL runs, and the straight-line block, nesting depth
/// and subroutine of every instruction.
///
/// It is computed once, from the opcode table's [TgsiOpcode.Flow] column alone, and read by every
/// consumer that needs structure: the sanity checker reports its [#problems], the interpreter
/// fills its jump targets from it, the JIT lays out its masks and the GLSL translator its
/// blocks and functions. No consumer matches opcodes to rebuild it.
///
/// It accepts any instruction list, also a malformed one: a construct closed by the wrong
/// opcode is reported and the innermost open construct of the right kind is closed (constructs
/// opened inside it are reported as unclosed), so one mistake gives one diagnostic. Structured
/// consumers refuse a shader whose [#firstFatal] is not `null`; everything below is defined for
/// a shader without one.
public final class ControlFlow {
    /// `tgsi_exec`'s `TGSI_EXEC_MAX_NESTING`: deeper IF, loop or switch nesting overflows its stacks.
    public static final int EXEC_MAX_NESTING = 32;

    /// One finding, located at an instruction (`-1`: the end of the shader).
    public record Problem(TgsiSanity.Severity severity, Kind kind, int instruction, String message) {
        /// What a problem is about; [#isFatal] tells which make the structure unusable.
        public enum Kind {
            /// Constructs that do not nest, or ELSE, CASE, DEFAULT, BRK, CONT or BGNSUB in the wrong place.
            STRUCTURE,
            /// A CAL whose label does not name a BGNSUB.
            CALL_TARGET,
            /// A missing END, a second one, or END inside an open construct.
            END,
            /// An IF or ELSE label that does not name what Mesa's `ureg` would (only Mesa's
            /// `tgsi_exec` reads them; structured consumers find targets themselves).
            LABEL,
            /// Instructions after the main program's END that no subroutine holds.
            UNREACHABLE,
            /// Nesting deeper than Mesa's `tgsi_exec` supports.
            NESTING;

            /// Whether no structured consumer can run a shader with this problem.
            public boolean isFatal() {
                return this == STRUCTURE || this == CALL_TARGET;
            }
        }
    }

    private final int size;
    private final int[] end;
    private final int[] elseOf;
    private final int[] owner;
    private final int[] subroutine;
    private final int[] depth;
    private final int[] block;
    private final int[] callTarget;
    private final boolean[] breaksSwitch;
    private final Map<Integer, int[]> cases;
    private final Map<Integer, Integer> defaults;
    private final SortedMap<Integer, Integer> subroutines;
    private final Map<Integer, Set<Integer>> calls;
    private final int mainEnd;
    private final List<Problem> problems;

    private ControlFlow(Builder b) {
        this.size = b.n;
        this.end = b.end;
        this.elseOf = b.elseOf;
        this.owner = b.owner;
        this.subroutine = b.subroutine;
        this.depth = b.depth;
        this.block = b.block;
        this.callTarget = b.callTarget;
        this.breaksSwitch = b.breaksSwitch;
        Map<Integer, int[]> caseArrays = new HashMap<>();
        b.cases.forEach((sw, list) -> caseArrays.put(sw, list.stream().mapToInt(Integer::intValue).toArray()));
        this.cases = caseArrays;
        this.defaults = b.defaults;
        this.subroutines = Collections.unmodifiableSortedMap(b.subroutines);
        Map<Integer, Set<Integer>> graph = new LinkedHashMap<>();
        b.calls.forEach((sub, callees) -> graph.put(sub, Collections.unmodifiableSet(callees)));
        this.calls = Collections.unmodifiableMap(graph);
        this.mainEnd = b.mainEnd;
        this.problems = List.copyOf(b.problems);
    }

    /// The structure of `instructions` (in stream order).
    public static ControlFlow of(List<Instruction> instructions) {
        return new Builder(instructions).run();
    }

    /// The structure of `shader`'s instructions.
    public static ControlFlow of(TgsiShader shader) {
        return of(shader.instructions());
    }

    /// Every finding, in the order a single pass meets them (problems found when a construct
    /// ends, or at the end of the shader, come after those of the instructions before).
    public List<Problem> problems() { return problems; }

    /// The first problem no structured consumer can get past ([Problem.Kind#isFatal]), or `null`.
    public Problem firstFatal() {
        for (Problem p : problems) {
            if (p.kind().isFatal()) {
                return p;
            }
        }
        return null;
    }

    /// The number of instructions.
    public int size() { return size; }

    /// For an IF, BGNLOOP, SWITCH or BGNSUB: the instruction that closes it; else -1.
    public int end(int pc) { return end[pc]; }

    /// For an IF (UIF, IFC): its ELSE, or -1.
    public int elseOf(int pc) { return elseOf[pc]; }

    /// The construct an instruction belongs to: for ELSE, CASE, DEFAULT and the closers, the
    /// opener of their construct; for BRK and BREAKC, the loop or switch they leave; for CONT,
    /// its loop; -1 otherwise.
    public int owner(int pc) { return owner[pc]; }

    /// For a BRK or BREAKC: whether it leaves a SWITCH (else a loop).
    public boolean breaksSwitch(int pc) { return breaksSwitch[pc]; }

    /// For a SWITCH: its own CASE instructions in order (not those of nested switches).
    public int[] cases(int switchPc) {
        int[] c = cases.get(switchPc);
        return c == null ? new int[0] : c.clone();
    }

    /// For a SWITCH: its DEFAULT, or -1.
    public int defaultOf(int switchPc) {
        return defaults.getOrDefault(switchPc, -1);
    }

    /// The BGNSUB whose subroutine holds `pc` (its BGNSUB and ENDSUB included), or -1 for the
    /// main program.
    public int subroutine(int pc) { return subroutine[pc]; }

    /// The IF, loop and switch constructs enclosing `pc` (an opener or closer counts the
    /// constructs around its own, not itself).
    public int depth(int pc) { return depth[pc]; }

    /// The straight-line block of `pc`: two instructions share a number exactly when no
    /// control-flow boundary lies between them. An opener belongs to the block around its
    /// construct, ELSE, CASE and DEFAULT to the block they end, a closer to its construct's last
    /// block. A branch (BRA) may only jump within its block.
    public int block(int pc) { return block[pc]; }

    /// For a CAL or CALLNZ: the BGNSUB its label names, or -1 when it names none.
    public int callTarget(int pc) { return callTarget[pc]; }

    /// The index of the END that closes the main program (the first END outside every
    /// construct and subroutine), or [#size] when there is none.
    public int mainEnd() { return mainEnd; }

    /// BGNSUB → its ENDSUB, for every closed subroutine, in stream order.
    public SortedMap<Integer, Integer> subroutines() { return subroutines; }

    /// The call graph: for the main program (key -1) and each subroutine (its BGNSUB), the
    /// subroutines its CALs name.
    public Map<Integer, Set<Integer>> calls() { return calls; }

    /// A subroutine that can reach itself through calls (TGSI allows recursion; GLSL, SPIR-V
    /// and the interpreter's bounded stacks do not), or -1 when there is none.
    public int recursiveSubroutine() {
        Map<Integer, Integer> state = new HashMap<>();
        for (int sub : calls.keySet()) {
            int found = visit(sub, state);
            if (found >= 0) {
                return found;
            }
        }
        return -1;
    }

    private int visit(int sub, Map<Integer, Integer> state) {
        Integer s = state.get(sub);
        if (s != null) {
            return s == 1 ? sub : -1;
        }
        state.put(sub, 1);
        for (int callee : calls.getOrDefault(sub, Set.of())) {
            int found = visit(callee, state);
            if (found >= 0) {
                return found;
            }
        }
        state.put(sub, 2);
        return -1;
    }

    /// One pass over the instructions, as [TgsiSanity] needs it: every problem is found, and
    /// the structure of what does nest is recorded.
    private static final class Builder {
        private static final class Frame {
            final Construct kind;
            final int opener;
            final TgsiOpcode opcode;
            int elseAt = -1;

            Frame(Construct kind, int opener, TgsiOpcode opcode) {
                this.kind = kind;
                this.opener = opener;
                this.opcode = opcode;
            }
        }

        private final List<Instruction> instructions;
        private final int n;
        final int[] end, elseOf, owner, subroutine, depth, block, callTarget;
        final boolean[] breaksSwitch;
        final Map<Integer, List<Integer>> cases = new HashMap<>();
        final Map<Integer, Integer> defaults = new HashMap<>();
        final SortedMap<Integer, Integer> subroutines = new TreeMap<>();
        final Map<Integer, Set<Integer>> calls = new LinkedHashMap<>();
        final List<Problem> problems = new ArrayList<>();
        int mainEnd;

        private final Deque<Frame> stack = new ArrayDeque<>();
        private final Deque<Integer> blocks = new ArrayDeque<>();
        /// IF or ELSE → the instruction its label should name.
        private final Map<Integer, Integer> expectedLabels = new TreeMap<>();
        private final List<Integer> callSites = new ArrayList<>();
        private final Set<Integer> subroutineStarts = new TreeSet<>();
        private final int[] openOfKind = new int[Construct.values().length];
        private final boolean[] nestingReported = new boolean[Construct.values().length];
        private int openNonSub;
        private int firstEnd = -1;
        private boolean unreachableReported;
        private int blockSerial, currentBlock;

        Builder(List<Instruction> instructions) {
            this.instructions = instructions;
            this.n = instructions.size();
            end = filled(n);
            elseOf = filled(n);
            owner = filled(n);
            subroutine = filled(n);
            depth = new int[n];
            block = new int[n];
            callTarget = filled(n);
            breaksSwitch = new boolean[n];
            mainEnd = n;
            calls.put(-1, new LinkedHashSet<>());
        }

        private static int[] filled(int n) {
            int[] a = new int[n];
            Arrays.fill(a, -1);
            return a;
        }

        ControlFlow run() {
            for (int i = 0; i < n; i++) {
                instruction(i, instructions.get(i));
            }
            finish();
            return new ControlFlow(this);
        }

        private void instruction(int i, Instruction inst) {
            TgsiOpcode op = inst.opcode();
            TgsiOpcode.Flow flow = op.flow();
            if (firstEnd >= 0 && stack.isEmpty() && flow != TgsiOpcode.Flow.BGNSUB && !unreachableReported) {
                unreachableReported = true;
                warn(Problem.Kind.UNREACHABLE, i, op.name() + " after END outside any subroutine is never executed");
            }
            int before = openNonSub;
            subroutine[i] = innermostSubroutine();
            assignBlock(i, flow.role());
            switch (flow) {
                case NONE, RETURN, JUMP -> { }
                case IF, BGNLOOP, SWITCH -> push(new Frame(flow.construct(), i, op));
                case ELSE -> {
                    Frame top = stack.peek();
                    if (top == null || top.kind != Construct.IF) {
                        error(i, "ELSE without a matching IF" + inside(top));
                    } else if (top.elseAt >= 0) {
                        error(i, "second ELSE for " + top.opcode + " at instruction " + top.opener
                                + " (the first is at instruction " + top.elseAt + ")");
                    } else {
                        top.elseAt = i;
                        elseOf[top.opener] = i;
                        owner[i] = top.opener;
                        expectedLabels.put(top.opener, i);
                    }
                }
                case CASE, DEFAULT -> {
                    Frame top = stack.peek();
                    if (top == null || top.kind != Construct.SWITCH) {
                        error(i, op + " outside a SWITCH" + inside(top));
                    } else {
                        owner[i] = top.opener;
                        if (flow == TgsiOpcode.Flow.CASE) {
                            cases.computeIfAbsent(top.opener, k -> new ArrayList<>()).add(i);
                        } else if (defaults.containsKey(top.opener)) {
                            error(i, "second DEFAULT in the SWITCH at instruction " + top.opener);
                        } else {
                            defaults.put(top.opener, i);
                        }
                    }
                }
                case ENDIF -> {
                    Frame f = close(i, Construct.IF, op);
                    if (f != null) {
                        expectedLabels.put(f.opener, f.elseAt >= 0 ? f.elseAt : i);
                        if (f.elseAt >= 0) {
                            expectedLabels.put(f.elseAt, i);
                        }
                    }
                }
                case ENDLOOP -> close(i, Construct.LOOP, op);
                case ENDSWITCH -> close(i, Construct.SWITCH, op);
                case BGNSUB -> {
                    if (!stack.isEmpty()) {
                        error(i, "BGNSUB inside the " + stack.peek().opcode + " at instruction " + stack.peek().opener
                                + "; subroutines must be at the top level");
                    }
                    subroutineStarts.add(i);
                    subroutine[i] = i;
                    calls.putIfAbsent(i, new LinkedHashSet<>());
                    push(new Frame(Construct.SUBROUTINE, i, op));
                }
                case ENDSUB -> {
                    Frame f = close(i, Construct.SUBROUTINE, op);
                    if (f != null) {
                        subroutines.put(f.opener, i);
                    }
                }
                case BREAK -> {
                    Frame f = innermost(Construct.LOOP, Construct.SWITCH);
                    if (f == null) {
                        error(i, op + " outside any loop or switch");
                    } else {
                        owner[i] = f.opener;
                        breaksSwitch[i] = f.kind == Construct.SWITCH;
                    }
                }
                case CONTINUE -> {
                    Frame f = innermost(Construct.LOOP, Construct.LOOP);
                    if (f == null) {
                        error(i, op + " outside any loop");
                    } else {
                        owner[i] = f.opener;
                    }
                }
                case CALL -> callSites.add(i);
                case END -> {
                    if (firstEnd >= 0) {
                        report(TgsiSanity.Severity.ERROR, Problem.Kind.END, i,
                                "more than one END instruction (the first is instruction " + firstEnd + ")");
                    } else {
                        firstEnd = i;
                    }
                    for (Frame f : stack) {
                        report(TgsiSanity.Severity.ERROR, Problem.Kind.END, i,
                                "END inside the " + f.opcode + " at instruction " + f.opener + ", which is not closed");
                    }
                    if (stack.isEmpty() && mainEnd == n) {
                        mainEnd = i;
                    }
                }
                case null -> throw new NullPointerException(); // an enhanced switch: javac checks it is exhaustive
            }
            depth[i] = Math.min(before, openNonSub);
        }

        /// Block serials: an opener stays in the enclosing block and starts a new one; ELSE,
        /// CASE and DEFAULT end theirs and start the next; a closer ends its construct's last
        /// block and returns to the enclosing one.
        private void assignBlock(int i, BlockRole role) {
            block[i] = currentBlock;
            switch (role) {
                case NONE -> { }
                case OPENS -> {
                    blocks.push(currentBlock);
                    currentBlock = ++blockSerial;
                }
                case CONTINUES -> currentBlock = ++blockSerial;
                case CLOSES -> currentBlock = blocks.isEmpty() ? ++blockSerial : blocks.pop();
                case null -> throw new NullPointerException(); // an enhanced switch: javac checks it is exhaustive
            }
        }

        private int innermostSubroutine() {
            for (Frame f : stack) {
                if (f.kind == Construct.SUBROUTINE) {
                    return f.opener;
                }
            }
            return -1;
        }

        private void finish() {
            for (Iterator<Frame> it = stack.descendingIterator(); it.hasNext(); ) {
                Frame f = it.next();
                error(f.opener, f.opcode + " is never closed (expected " + closer(f.kind) + ")");
            }
            if (firstEnd < 0) {
                report(TgsiSanity.Severity.ERROR, Problem.Kind.END, -1, "missing END instruction");
            }
            for (Map.Entry<Integer, Integer> e : expectedLabels.entrySet()) {
                int at = e.getKey();
                Instruction inst = instructions.get(at);
                String target = " (its " + instructions.get(e.getValue()).opcode() + ")";
                if (!inst.hasLabel()) {
                    warn(Problem.Kind.LABEL, at, inst.opcode() + " has no label; Mesa's tgsi_exec would jump to instruction 0 instead of "
                            + e.getValue() + target);
                } else if (inst.label() != e.getValue()) {
                    warn(Problem.Kind.LABEL, at, inst.opcode() + " label :" + inst.label() + " should be :" + e.getValue() + target);
                }
            }
            for (int at : callSites) {
                Instruction inst = instructions.get(at);
                if (!inst.hasLabel()) {
                    report(TgsiSanity.Severity.ERROR, Problem.Kind.CALL_TARGET, at,
                            inst.opcode() + " has no label naming the BGNSUB it calls");
                } else if (!subroutineStarts.contains(inst.label())) {
                    String found = inst.label() < n
                            ? "instruction " + inst.label() + " is " + instructions.get(inst.label()).opcode()
                            : "the shader has " + n + " instructions";
                    report(TgsiSanity.Severity.ERROR, Problem.Kind.CALL_TARGET, at,
                            inst.opcode() + " label :" + inst.label() + " does not name a BGNSUB (" + found + ")");
                } else {
                    callTarget[at] = inst.label();
                    calls.computeIfAbsent(subroutine[at], k -> new LinkedHashSet<>()).add(inst.label());
                }
            }
        }

        private void push(Frame f) {
            stack.push(f);
            if (f.kind != Construct.SUBROUTINE) {
                openNonSub++;
            }
            int d = ++openOfKind[f.kind.ordinal()];
            if (d > EXEC_MAX_NESTING && f.kind != Construct.SUBROUTINE && !nestingReported[f.kind.ordinal()]) {
                nestingReported[f.kind.ordinal()] = true;
                warn(Problem.Kind.NESTING, f.opener, f.opcode + " nesting depth " + d + " exceeds tgsi_exec's limit of "
                        + EXEC_MAX_NESTING);
            }
        }

        private Frame pop() {
            Frame f = stack.pop();
            if (f.kind != Construct.SUBROUTINE) {
                openNonSub--;
            }
            openOfKind[f.kind.ordinal()]--;
            return f;
        }

        /// Closes the innermost frame of `kind` (not looking past a subroutine); frames opened
        /// inside it are reported as unclosed. Returns the closed frame, or null when there is
        /// none to close.
        private Frame close(int i, Construct kind, TgsiOpcode closer) {
            Frame match = null;
            for (Frame f : stack) {
                if (f.kind == kind) {
                    match = f;
                    break;
                }
                if (f.kind == Construct.SUBROUTINE) {
                    break;
                }
            }
            if (match == null) {
                error(i, closer + " without a matching " + opener(kind) + inside(stack.peek()));
                return null;
            }
            while (stack.peek() != match) {
                Frame inner = pop();
                error(inner.opener, inner.opcode + " is not closed before the " + closer + " at instruction " + i);
            }
            pop();
            end[match.opener] = i;
            owner[i] = match.opener;
            return match;
        }

        /// The innermost frame of either kind, not looking past a subroutine boundary.
        private Frame innermost(Construct a, Construct b) {
            for (Frame f : stack) {
                if (f.kind == a || f.kind == b) {
                    return f;
                }
                if (f.kind == Construct.SUBROUTINE) {
                    return null;
                }
            }
            return null;
        }

        private static String inside(Frame top) {
            return top == null ? "" : " (the innermost open construct is the " + top.opcode + " at instruction " + top.opener + ")";
        }

        private static String opener(Construct kind) {
            return switch (kind) {
                case IF -> "IF or UIF";
                case LOOP -> "BGNLOOP";
                case SWITCH -> "SWITCH";
                case SUBROUTINE -> "BGNSUB";
            };
        }

        private static String closer(Construct kind) {
            return switch (kind) {
                case IF -> "ENDIF";
                case LOOP -> "ENDLOOP";
                case SWITCH -> "ENDSWITCH";
                case SUBROUTINE -> "ENDSUB";
            };
        }

        private void error(int i, String message) {
            report(TgsiSanity.Severity.ERROR, Problem.Kind.STRUCTURE, i, message);
        }

        private void warn(Problem.Kind kind, int i, String message) {
            report(TgsiSanity.Severity.WARNING, kind, i, message);
        }

        private void report(TgsiSanity.Severity severity, Problem.Kind kind, int i, String message) {
            problems.add(new Problem(severity, kind, i, message));
        }
    }
}
