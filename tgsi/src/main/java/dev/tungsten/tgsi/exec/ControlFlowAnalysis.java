package dev.tungsten.tgsi.exec;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

import dev.tungsten.tgsi.TgsiOpcode;

/// Checks the structure of a shader's control flow and fills in the jump targets of its
/// [DecodedOp]s. The labels that IF, ELSE and loops carry in tokens are not trusted: targets come
/// from the structure. CAL's label must name a BGNSUB.
///
/// It also computes the deepest static nesting of IF, loop, switch and call constructs along any
/// call chain, rejecting recursion (which TGSI cannot express usefully and which would make the
/// interpreter's stacks unbounded) and depths beyond [ProgramCompiler#MAX_NESTING].
final class ControlFlowAnalysis {
    private enum Kind { IF, LOOP, SWITCH, SUB }

    private record Frame(Kind kind, int pc, int region) {}

    private final DecodedOp[] ops;
    private final ProgramCompiler compiler;
    /// For each instruction: the number of enclosing IF, loop and switch frames.
    private final int[] depth;
    /// For each instruction: the BGNSUB it lies in, or -1 for the main program.
    private final int[] sub;
    /// For each instruction: the straight-line region it lies in (BRA must stay inside one).
    private final int[] region;

    ControlFlowAnalysis(DecodedOp[] ops, ProgramCompiler compiler) {
        this.ops = ops;
        this.compiler = compiler;
        this.depth = new int[ops.length];
        this.sub = new int[ops.length];
        this.region = new int[ops.length];
    }

    /// Returns the stack depth the machine must provide.
    int analyze() {
        matchStructure();
        linkCalls();
        int n = ops.length;
        int next = n;
        for (int pc = n - 1; pc >= 0; pc--) {
            if (isControl(ops[pc].opcode)) {
                next = pc;
            }
            ops[pc].nextControl = next;
        }
        int main = nestingOf(-1, new int[n + 1]);
        if (main > ProgramCompiler.MAX_NESTING) {
            throw compiler.error(-1, "control flow nests " + main + " deep; at most " + ProgramCompiler.MAX_NESTING
                    + " is supported");
        }
        return main + 1;
    }

    /// Whether the run loop must execute this opcode even when no lane is active (it changes masks
    /// or the program counter). NOP is not; PUSHA and POPA are, so their stack stays balanced.
    static boolean isControl(TgsiOpcode op) {
        return op.category() == TgsiOpcode.Category.CONTROL_FLOW && op != TgsiOpcode.NOP;
    }

    private void matchStructure() {
        Deque<Frame> stack = new ArrayDeque<>();
        int regions = 0;
        int currentSub = -1;
        int currentRegion = 0;
        for (int pc = 0; pc < ops.length; pc++) {
            DecodedOp op = ops[pc];
            TgsiOpcode code = op.opcode;
            int before = loops(stack);
            switch (code) {
                case ELSE -> {
                    Frame f = stack.peek();
                    if (f == null || f.kind != Kind.IF || ops[f.pc].target != -1) {
                        throw compiler.error(pc, "ELSE without a matching IF");
                    }
                    ops[f.pc].target = pc;
                    currentRegion = ++regions;
                }
                case ENDIF -> {
                    Frame f = stack.peek();
                    if (f == null || f.kind != Kind.IF) {
                        throw compiler.error(pc, "ENDIF without a matching IF");
                    }
                    stack.pop();
                    DecodedOp ifOp = ops[f.pc];
                    ifOp.end = pc;
                    if (ifOp.target == -1) {
                        ifOp.target = pc;
                    } else {
                        ops[ifOp.target].end = pc;
                    }
                    currentRegion = f.region;
                }
                case ENDLOOP -> {
                    Frame f = stack.peek();
                    if (f == null || f.kind != Kind.LOOP) {
                        throw compiler.error(pc, "ENDLOOP without a matching BGNLOOP");
                    }
                    stack.pop();
                    ops[f.pc].end = pc;
                    op.target = f.pc;
                    currentRegion = f.region;
                }
                case ENDSWITCH -> {
                    Frame f = stack.peek();
                    if (f == null || f.kind != Kind.SWITCH) {
                        throw compiler.error(pc, "ENDSWITCH without a matching SWITCH");
                    }
                    stack.pop();
                    ops[f.pc].end = pc;
                    currentRegion = f.region;
                }
                case ENDSUB -> {
                    Frame f = stack.peek();
                    if (f == null || f.kind != Kind.SUB) {
                        throw compiler.error(pc, "ENDSUB without a matching BGNSUB");
                    }
                    stack.pop();
                    ops[f.pc].end = pc;
                    currentSub = -1;
                    currentRegion = f.region;
                }
                case CASE, DEFAULT -> {
                    Frame f = stack.peek();
                    if (f == null || f.kind != Kind.SWITCH) {
                        throw compiler.error(pc, code + " outside a SWITCH (or inside a construct nested in it)");
                    }
                    op.target = f.pc;
                    DecodedOp sw = ops[f.pc];
                    if (code == TgsiOpcode.CASE) {
                        int[] cases = java.util.Arrays.copyOf(sw.cases, sw.cases.length + 1);
                        cases[cases.length - 1] = pc;
                        sw.cases = cases;
                    } else if (sw.target != -1) {
                        throw compiler.error(pc, "second DEFAULT in the SWITCH at instruction " + f.pc);
                    } else {
                        sw.target = pc;
                    }
                    currentRegion = ++regions;
                }
                case BRK, BREAKC -> {
                    Frame f = innermost(stack, Kind.LOOP, Kind.SWITCH);
                    if (f == null) {
                        throw compiler.error(pc, code + " outside a loop or SWITCH");
                    }
                    op.target = f.pc;
                    op.breaksSwitch = f.kind == Kind.SWITCH;
                }
                case CONT -> {
                    Frame f = innermost(stack, Kind.LOOP, null);
                    if (f == null) {
                        throw compiler.error(pc, "CONT outside a loop");
                    }
                    op.target = f.pc;
                }
                default -> { }
            }
            depth[pc] = Math.min(before, loops(stack));
            sub[pc] = currentSub;
            region[pc] = currentRegion;
            switch (code) {
                case IF, UIF, IFC -> {
                    stack.push(new Frame(Kind.IF, pc, currentRegion));
                    currentRegion = ++regions;
                }
                case BGNLOOP -> {
                    stack.push(new Frame(Kind.LOOP, pc, currentRegion));
                    currentRegion = ++regions;
                }
                case SWITCH -> {
                    stack.push(new Frame(Kind.SWITCH, pc, currentRegion));
                    currentRegion = ++regions;
                }
                case BGNSUB -> {
                    if (!stack.isEmpty()) {
                        throw compiler.error(pc, "BGNSUB inside another construct");
                    }
                    stack.push(new Frame(Kind.SUB, pc, currentRegion));
                    currentSub = pc;
                    currentRegion = ++regions;
                }
                default -> { }
            }
        }
        if (!stack.isEmpty()) {
            Frame f = stack.peek();
            throw compiler.error(f.pc, ops[f.pc].opcode + " is never closed");
        }
    }

    private static int loops(Deque<Frame> stack) {
        int n = 0;
        for (Frame f : stack) {
            if (f.kind != Kind.SUB) {
                n++;
            }
        }
        return n;
    }

    private static Frame innermost(Deque<Frame> stack, Kind a, Kind b) {
        for (Frame f : stack) {
            if (f.kind == Kind.SUB) {
                return null;
            }
            if (f.kind == a || f.kind == b) {
                return f;
            }
        }
        return null;
    }

    private void linkCalls() {
        for (DecodedOp op : ops) {
            TgsiOpcode code = op.opcode;
            if (code == TgsiOpcode.CAL || code == TgsiOpcode.CALLNZ) {
                int label = op.instruction.label();
                if (label < 0 || label >= ops.length || ops[label].opcode != TgsiOpcode.BGNSUB) {
                    throw compiler.error(op.pc, code + ": expected the label of a BGNSUB, found "
                            + (label < 0 ? "no label" : label >= ops.length ? "label " + label + " past the end"
                            : ops[label].opcode + " at " + label));
                }
                op.target = label;
            } else if (code == TgsiOpcode.BRA) {
                int label = op.instruction.label();
                if (label < 0 || label >= ops.length || region[label] != region[op.pc]) {
                    throw compiler.error(op.pc, "BRA: expected a label in the same block as the branch, found "
                            + (label < 0 ? "no label" : "label " + label));
                }
                op.target = label;
            }
        }
    }

    /// The deepest nesting reached from the main program (`entry` -1) or from a subroutine, with
    /// memo `memo[entry + 1]` (0 = unknown, -1 = being computed, else depth + 1).
    private int nestingOf(int entry, int[] memo) {
        int key = entry + 1;
        if (memo[key] == -1) {
            throw compiler.error(entry, "subroutine at instruction " + entry + " calls itself (recursion is not supported)");
        }
        if (memo[key] > 0) {
            return memo[key] - 1;
        }
        memo[key] = -1;
        int max = 0;
        List<Integer> calls = new ArrayList<>();
        for (int pc = 0; pc < ops.length; pc++) {
            if (sub[pc] != entry || (entry >= 0 && pc == entry)) {
                continue;
            }
            max = Math.max(max, depth[pc] + 1);
            TgsiOpcode code = ops[pc].opcode;
            if (code == TgsiOpcode.CAL || code == TgsiOpcode.CALLNZ) {
                calls.add(pc);
            }
        }
        for (int pc : calls) {
            max = Math.max(max, depth[pc] + 1 + nestingOf(ops[pc].target, memo));
        }
        memo[key] = max + 1;
        return max;
    }
}
