package dev.tungsten.tgsi;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/// The structural half of [TgsiSanity]: nesting of IF/UIF/ELSE/ENDIF, BGNLOOP/ENDLOOP,
/// SWITCH/CASE/DEFAULT/ENDSWITCH and BGNSUB/ENDSUB, BRK and CONT placement, END, and the label
/// of every branch compared with what Mesa's `ureg` writes (IF/UIF: the matching ELSE or
/// ENDIF; ELSE: the ENDIF; CAL: a BGNSUB; loop labels carry no meaning and are not checked).
///
/// Instructions arrive in order through [#instruction]; [#finish] reports what is still open
/// and checks labels. Mesa 24.1's `tgsi_sanity` checks none of this (its 2008 version did), so
/// every diagnostic here is one Mesa does not give.
///
/// Severity: a broken structure is an error, because every structured consumer (GLSL and
/// SPIR-V translators, the interpreter) must reject or misread it. A missing or stale IF/ELSE
/// label is a warning: only Mesa's `tgsi_exec` reads those labels (it jumps there when no lane
/// takes a branch, and to instruction 0 when the label is absent); structured consumers find
/// the target themselves. A CAL label is the only way to name the subroutine, so a wrong one is
/// an error.
final class ControlFlowChecker {
    /// Receives one diagnostic; `instruction` is -1 for the end of the shader.
    interface Reporter {
        void report(TgsiSanity.Severity severity, int instruction, String message);
    }

    /// `tgsi_exec`'s `TGSI_EXEC_MAX_NESTING`: deeper IF, loop or switch nesting overflows its stacks.
    static final int EXEC_MAX_NESTING = 32;

    private enum Kind { IF, LOOP, SWITCH, SUB }

    private static final class Frame {
        final Kind kind;
        final int opener;
        final TgsiOpcode opcode;
        int elseAt = -1;
        boolean defaultSeen;

        Frame(Kind kind, int opener, TgsiOpcode opcode) {
            this.kind = kind;
            this.opener = opener;
            this.opcode = opcode;
        }
    }

    private final Reporter reporter;
    private final List<Instruction> instructions;
    private final Deque<Frame> stack = new ArrayDeque<>();
    /// Branch instruction → the instruction its label must name.
    private final Map<Integer, Integer> expectedLabels = new TreeMap<>();
    private final List<Integer> calls = new ArrayList<>();
    private final Set<Integer> subroutines = new HashSet<>();
    private final int[] depth = new int[Kind.values().length];
    private final boolean[] depthReported = new boolean[Kind.values().length];
    private int firstEnd = -1;
    private boolean deadCodeReported;

    ControlFlowChecker(Reporter reporter, List<Instruction> instructions) {
        this.reporter = reporter;
        this.instructions = instructions;
    }

    /// Checks instruction `i`, the next in stream order.
    void instruction(int i, Instruction inst) {
        TgsiOpcode op = inst.opcode();
        if (firstEnd >= 0 && stack.isEmpty() && op != TgsiOpcode.BGNSUB && !deadCodeReported) {
            deadCodeReported = true;
            warn(i, op.name() + " after END outside any subroutine is never executed");
        }
        // Only the table's CONTROL_FLOW rows affect structure; everything else passes through.
        if (op.category() != TgsiOpcode.Category.CONTROL_FLOW) {
            return;
        }
        switch (op) {
            case IF, UIF, IFC -> push(new Frame(Kind.IF, i, op));
            case ELSE -> {
                Frame top = stack.peek();
                if (top == null || top.kind != Kind.IF) {
                    error(i, "ELSE without a matching IF" + inside(top));
                } else if (top.elseAt >= 0) {
                    error(i, "second ELSE for " + top.opcode + " at instruction " + top.opener
                            + " (the first is at instruction " + top.elseAt + ")");
                } else {
                    top.elseAt = i;
                    expectedLabels.put(top.opener, i);
                }
            }
            case ENDIF -> {
                Frame f = close(i, Kind.IF, op);
                if (f != null) {
                    expectedLabels.put(f.opener, f.elseAt >= 0 ? f.elseAt : i);
                    if (f.elseAt >= 0) {
                        expectedLabels.put(f.elseAt, i);
                    }
                }
            }
            case BGNLOOP -> push(new Frame(Kind.LOOP, i, op));
            case ENDLOOP -> close(i, Kind.LOOP, op);
            case SWITCH -> push(new Frame(Kind.SWITCH, i, op));
            case CASE, DEFAULT -> {
                Frame top = stack.peek();
                if (top == null || top.kind != Kind.SWITCH) {
                    error(i, op + " outside a SWITCH" + inside(top));
                } else if (op == TgsiOpcode.DEFAULT) {
                    if (top.defaultSeen) {
                        error(i, "second DEFAULT in the SWITCH at instruction " + top.opener);
                    }
                    top.defaultSeen = true;
                }
            }
            case ENDSWITCH -> close(i, Kind.SWITCH, op);
            case BGNSUB -> {
                if (!stack.isEmpty()) {
                    error(i, "BGNSUB inside the " + stack.peek().opcode + " at instruction " + stack.peek().opener
                            + "; subroutines must be at the top level");
                }
                subroutines.add(i);
                push(new Frame(Kind.SUB, i, op));
            }
            case ENDSUB -> close(i, Kind.SUB, op);
            case BRK, BREAKC -> {
                if (innermost(Kind.LOOP, Kind.SWITCH) == null) {
                    error(i, op + " outside any loop or switch");
                }
            }
            case CONT -> {
                if (innermost(Kind.LOOP, Kind.LOOP) == null) {
                    error(i, "CONT outside any loop");
                }
            }
            case CAL, CALLNZ -> calls.add(i);
            case END -> {
                if (firstEnd >= 0) {
                    error(i, "more than one END instruction (the first is instruction " + firstEnd + ")");
                } else {
                    firstEnd = i;
                }
                for (Frame f : stack) {
                    error(i, "END inside the " + f.opcode + " at instruction " + f.opener + ", which is not closed");
                }
            }
            default -> { } // RET, NOP, PUSHA, POPA, BRA: no structure
        }
    }

    /// Reports unclosed constructs, a missing END and label problems.
    void finish() {
        for (Iterator<Frame> it = stack.descendingIterator(); it.hasNext(); ) {
            Frame f = it.next();
            error(f.opener, f.opcode + " is never closed (expected " + closer(f.kind) + ")");
        }
        if (firstEnd < 0) {
            error(-1, "missing END instruction");
        }
        for (Map.Entry<Integer, Integer> e : expectedLabels.entrySet()) {
            int at = e.getKey();
            Instruction inst = instructions.get(at);
            String target = " (its " + instructions.get(e.getValue()).opcode() + ")";
            if (!inst.hasLabel()) {
                warn(at, inst.opcode() + " has no label; Mesa's tgsi_exec would jump to instruction 0 instead of "
                        + e.getValue() + target);
            } else if (inst.label() != e.getValue()) {
                warn(at, inst.opcode() + " label :" + inst.label() + " should be :" + e.getValue() + target);
            }
        }
        for (int at : calls) {
            Instruction inst = instructions.get(at);
            if (!inst.hasLabel()) {
                error(at, inst.opcode() + " has no label naming the BGNSUB it calls");
            } else if (!subroutines.contains(inst.label())) {
                String found = inst.label() < instructions.size()
                        ? "instruction " + inst.label() + " is " + instructions.get(inst.label()).opcode()
                        : "the shader has " + instructions.size() + " instructions";
                error(at, inst.opcode() + " label :" + inst.label() + " does not name a BGNSUB (" + found + ")");
            }
        }
    }

    private void push(Frame f) {
        stack.push(f);
        int d = ++depth[f.kind.ordinal()];
        if (d > EXEC_MAX_NESTING && f.kind != Kind.SUB && !depthReported[f.kind.ordinal()]) {
            depthReported[f.kind.ordinal()] = true;
            warn(f.opener, f.opcode + " nesting depth " + d + " exceeds tgsi_exec's limit of " + EXEC_MAX_NESTING);
        }
    }

    private Frame pop() {
        Frame f = stack.pop();
        depth[f.kind.ordinal()]--;
        return f;
    }

    /// Closes the innermost frame of `kind`; frames opened inside it are reported as unclosed.
    /// Returns the closed frame, or null when there is none to close.
    private Frame close(int i, Kind kind, TgsiOpcode closer) {
        Frame match = null;
        for (Frame f : stack) {
            if (f.kind == kind) {
                match = f;
                break;
            }
            if (f.kind == Kind.SUB) {
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
        return pop();
    }

    /// The innermost frame of either kind, not looking past a subroutine boundary.
    private Frame innermost(Kind a, Kind b) {
        for (Frame f : stack) {
            if (f.kind == a || f.kind == b) {
                return f;
            }
            if (f.kind == Kind.SUB) {
                return null;
            }
        }
        return null;
    }

    private static String inside(Frame top) {
        return top == null ? "" : " (the innermost open construct is the " + top.opcode + " at instruction " + top.opener + ")";
    }

    private static String opener(Kind kind) {
        return switch (kind) {
            case IF -> "IF or UIF";
            case LOOP -> "BGNLOOP";
            case SWITCH -> "SWITCH";
            case SUB -> "BGNSUB";
        };
    }

    private static String closer(Kind kind) {
        return switch (kind) {
            case IF -> "ENDIF";
            case LOOP -> "ENDLOOP";
            case SWITCH -> "ENDSWITCH";
            case SUB -> "ENDSUB";
        };
    }

    private void error(int i, String message) {
        reporter.report(TgsiSanity.Severity.ERROR, i, message);
    }

    private void warn(int i, String message) {
        reporter.report(TgsiSanity.Severity.WARNING, i, message);
    }
}
