package dev.tungsten.tgsi.exec;

import java.util.ArrayList;
import java.util.List;

import dev.tungsten.tgsi.ControlFlow;
import dev.tungsten.tgsi.TgsiOpcode;

/// Refuses a shader whose control flow the interpreter cannot run and fills in the jump targets
/// of its [DecodedOp]s from the shader's [ControlFlow]. The labels that IF, ELSE and loops carry
/// in tokens are not trusted: targets come from the structure. CAL's label must name a BGNSUB,
/// and BRA's an instruction of its own block.
///
/// It also computes the deepest static nesting of IF, loop, switch and call constructs along any
/// call chain, rejecting recursion (which TGSI cannot express usefully and which would make the
/// interpreter's stacks unbounded) and depths beyond [ProgramCompiler#MAX_NESTING].
final class ControlFlowAnalysis {
    private final DecodedOp[] ops;
    private final ControlFlow flow;
    private final ProgramCompiler compiler;

    ControlFlowAnalysis(DecodedOp[] ops, ControlFlow flow, ProgramCompiler compiler) {
        this.ops = ops;
        this.flow = flow;
        this.compiler = compiler;
    }

    /// Returns the stack depth the machine must provide.
    int analyze() {
        ControlFlow.Problem fatal = flow.firstFatal();
        if (fatal != null) {
            throw compiler.error(fatal.instruction(), fatal.message());
        }
        link();
        int n = ops.length;
        int next = n;
        for (int pc = n - 1; pc >= 0; pc--) {
            if (isControl(ops[pc].opcode)) {
                next = pc;
            }
            ops[pc].nextControl = next;
        }
        int recursive = flow.recursiveSubroutine();
        if (recursive >= 0) {
            throw compiler.error(recursive, "subroutine at instruction " + recursive
                    + " calls itself (recursion is not supported)");
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

    /// The targets the run loop jumps to (see [DecodedOp]).
    private void link() {
        for (int pc = 0; pc < ops.length; pc++) {
            DecodedOp op = ops[pc];
            switch (op.opcode.flow()) {
                case IF -> {
                    op.end = flow.end(pc);
                    op.target = flow.elseOf(pc) >= 0 ? flow.elseOf(pc) : flow.end(pc);
                }
                case ELSE -> op.end = flow.end(flow.owner(pc));
                case BGNLOOP, BGNSUB -> op.end = flow.end(pc);
                case SWITCH -> {
                    op.end = flow.end(pc);
                    op.cases = flow.cases(pc);
                    op.target = flow.defaultOf(pc);
                }
                case ENDLOOP, CASE, DEFAULT, CONTINUE -> op.target = flow.owner(pc);
                case BREAK -> {
                    op.target = flow.owner(pc);
                    op.breaksSwitch = flow.breaksSwitch(pc);
                }
                case CALL -> op.target = flow.callTarget(pc);
                case JUMP -> {
                    int label = op.instruction.label();
                    if (label < 0 || label >= ops.length || flow.block(label) != flow.block(pc)) {
                        throw compiler.error(pc, "BRA: expected a label in the same block as the branch, found "
                                + (label < 0 ? "no label" : "label " + label));
                    }
                    op.target = label;
                }
                case NONE, ENDIF, ENDSWITCH, ENDSUB, RETURN, END -> { }
                case null -> throw new NullPointerException(); // an enhanced switch: javac checks it is exhaustive
            }
        }
    }

    /// The deepest nesting reached from the main program (`entry` -1) or from a subroutine, with
    /// memo `memo[entry + 1]` (0 = unknown, else depth + 1). Recursion has been refused.
    private int nestingOf(int entry, int[] memo) {
        int key = entry + 1;
        if (memo[key] > 0) {
            return memo[key] - 1;
        }
        int max = 0;
        List<Integer> calls = new ArrayList<>();
        for (int pc = 0; pc < ops.length; pc++) {
            if (flow.subroutine(pc) != entry || pc == entry) {
                continue;
            }
            max = Math.max(max, flow.depth(pc) + 1);
            if (ops[pc].opcode.flow() == TgsiOpcode.Flow.CALL) {
                calls.add(pc);
            }
        }
        for (int pc : calls) {
            max = Math.max(max, flow.depth(pc) + 1 + nestingOf(ops[pc].target, memo));
        }
        memo[key] = max + 1;
        return max;
    }
}
