package dev.tungsten.tgsi.exec;

import dev.tungsten.tgsi.TgsiOpcode;

/// Control flow by execution masks: the IF, loop, switch, call, kill and legacy branch opcodes.
/// See the package documentation for how the masks combine; in short
/// `exec = cond & loop & cont & sw & func`, each construct saving the masks it changes on its own
/// stack and restoring them at its end. Jump targets come from [ControlFlowAnalysis]; a construct
/// reached while no lane executes is skipped whole.
final class MaskFlow {
    private MaskFlow() {}

    /// Ints per call frame: return pc, cond, loop, cont, sw, func, csp, lsp, ssp, swBroken,
    /// swDefault, swEntered.
    static final int CALL_FRAME = 12;
    /// Entries of the PUSHA/POPA address stack.
    static final int ADDRESS_STACK = 64;

    private static float f(int bits) {
        return Float.intBitsToFloat(bits);
    }

    /// The executing lanes whose `src0.x` satisfies the IF (float != 0) or UIF (bits != 0) test.
    private static int condition(ExecMachine m, DecodedOp op, boolean bits) {
        int[] v = m.src(op, 0, 0);
        int lanes = 0;
        for (int i = 0; i < m.width; i++) {
            if (bits ? v[i] != 0 : OpSemantics.ifTrue(f(v[i]))) {
                lanes |= 1 << i;
            }
        }
        return lanes & m.exec;
    }

    /// IF, UIF, IFC.
    static void ifOp(ExecMachine m, DecodedOp op, boolean bits) {
        if (m.exec == 0) {
            m.pc = op.end + 1;
            return;
        }
        int lanes = condition(m, op, bits);
        m.condStack[m.csp++] = m.cond;
        m.cond &= lanes | ~m.exec;
        m.recomputeExec();
        if (m.exec == 0) {
            m.pc = op.target;
        }
    }

    static void elseOp(ExecMachine m, DecodedOp op) {
        m.cond = ~m.cond & m.condStack[m.csp - 1];
        m.recomputeExec();
        if (m.exec == 0) {
            m.pc = op.end;
        }
    }

    static void endif(ExecMachine m) {
        m.cond = m.condStack[--m.csp];
        m.recomputeExec();
    }

    static void bgnloop(ExecMachine m, DecodedOp op) {
        if (m.exec == 0) {
            m.pc = op.end + 1;
            return;
        }
        m.loopStack[m.lsp++] = m.loop;
        m.loopStack[m.lsp++] = m.cont;
    }

    /// ENDLOOP: lanes that continued rejoin; the loop repeats while a lane that is not killed is
    /// still in it (killed lanes keep executing, as in Mesa, but never keep a loop alive alone).
    static void endloop(ExecMachine m, DecodedOp op) {
        m.cont = m.loopStack[m.lsp - 1];
        m.recomputeExec();
        if ((m.exec & ~m.killMask) != 0) {
            m.pc = op.target + 1;
        } else {
            m.lsp -= 2;
            m.loop = m.loopStack[m.lsp];
            m.cont = m.loopStack[m.lsp + 1];
            m.recomputeExec();
        }
    }

    /// BRK (and BREAKC for `lanes`): leaves the innermost loop or switch, for those lanes only.
    static void brk(ExecMachine m, DecodedOp op, int lanes) {
        if (op.breaksSwitch) {
            m.swBroken |= lanes;
            m.sw &= ~lanes;
        } else {
            m.loop &= ~lanes;
        }
        m.recomputeExec();
    }

    static void breakc(ExecMachine m, DecodedOp op) {
        brk(m, op, condition(m, op, true));
    }

    static void cont(ExecMachine m) {
        m.cont &= ~m.exec;
        m.recomputeExec();
    }

    /// SWITCH: saves the switch state, records the selector and which lanes match no CASE of this
    /// switch (those take DEFAULT wherever it stands, as tgsi.rst says), and disables every lane
    /// until a CASE or DEFAULT enables it.
    static void switchOp(ExecMachine m, DecodedOp op) {
        if (m.exec == 0) {
            m.pc = op.end + 1;
            return;
        }
        int depth = m.ssp / 4;
        m.switchStack[m.ssp++] = m.sw;
        m.switchStack[m.ssp++] = m.swBroken;
        m.switchStack[m.ssp++] = m.swDefault;
        m.switchStack[m.ssp++] = m.swEntered;
        int[] selector = m.selectors[depth];
        System.arraycopy(m.src(op, 0, 0), 0, selector, 0, m.width);
        int matched = 0;
        for (int casePc : op.cases) {
            matched |= matches(m, m.ops[casePc], selector);
        }
        m.swEntered = m.exec;
        m.swDefault = ~matched;
        m.swBroken = 0;
        m.sw = 0;
        m.recomputeExec();
    }

    /// Lanes whose selector equals the CASE value (compared as bits).
    private static int matches(ExecMachine m, DecodedOp caseOp, int[] selector) {
        int[] v = m.src(caseOp, 0, 0);
        int lanes = 0;
        for (int i = 0; i < m.width; i++) {
            if (selector[i] == v[i]) {
                lanes |= 1 << i;
            }
        }
        return lanes;
    }

    static void caseOp(ExecMachine m, DecodedOp op) {
        int[] selector = m.selectors[m.ssp / 4 - 1];
        m.sw |= matches(m, op, selector) & m.swEntered & ~m.swBroken;
        m.recomputeExec();
    }

    static void defaultOp(ExecMachine m) {
        m.sw |= m.swDefault & m.swEntered & ~m.swBroken;
        m.recomputeExec();
    }

    static void endswitch(ExecMachine m) {
        m.ssp -= 4;
        m.sw = m.switchStack[m.ssp];
        m.swBroken = m.switchStack[m.ssp + 1];
        m.swDefault = m.switchStack[m.ssp + 2];
        m.swEntered = m.switchStack[m.ssp + 3];
        m.recomputeExec();
    }

    /// CAL (and CALLNZ for the lanes whose `src.x` is not 0): the callee runs with only the calling
    /// lanes; everything the callee could leave changed is saved in the call frame.
    static void call(ExecMachine m, DecodedOp op, boolean conditional) {
        int lanes = conditional ? condition(m, op, false) : m.exec;
        if (lanes == 0) {
            return;
        }
        int[] s = m.callStack;
        int f = m.fsp;
        s[f] = m.pc;
        s[f + 1] = m.cond;
        s[f + 2] = m.loop;
        s[f + 3] = m.cont;
        s[f + 4] = m.sw;
        s[f + 5] = m.func;
        s[f + 6] = m.csp;
        s[f + 7] = m.lsp;
        s[f + 8] = m.ssp;
        s[f + 9] = m.swBroken;
        s[f + 10] = m.swDefault;
        s[f + 11] = m.swEntered;
        m.fsp += CALL_FRAME;
        m.func = lanes;
        m.recomputeExec();
        m.pc = op.target + 1;
    }

    /// RET: the executing lanes leave the function; when none is left, returns (or, in the main
    /// program, ends the run).
    static void ret(ExecMachine m) {
        m.func &= ~m.exec;
        m.recomputeExec();
        if (m.func == 0) {
            leave(m);
        }
    }

    /// ENDSUB reached by the lanes still in the function, or a RET that emptied it.
    static void leave(ExecMachine m) {
        if (m.fsp == 0) {
            m.pc = m.ops.length;
            return;
        }
        m.fsp -= CALL_FRAME;
        int[] s = m.callStack;
        int f = m.fsp;
        m.pc = s[f];
        m.cond = s[f + 1];
        m.loop = s[f + 2];
        m.cont = s[f + 3];
        m.sw = s[f + 4];
        m.func = s[f + 5];
        m.csp = s[f + 6];
        m.lsp = s[f + 7];
        m.ssp = s[f + 8];
        m.swBroken = s[f + 9];
        m.swDefault = s[f + 10];
        m.swEntered = s[f + 11];
        m.recomputeExec();
    }

    /// BGNSUB reached in the normal flow (not by a call): the subroutine body is skipped.
    static void bgnsub(ExecMachine m, DecodedOp op) {
        m.pc = op.end + 1;
    }

    static void end(ExecMachine m) {
        m.pc = m.ops.length;
    }

    /// BRA (2010): taken when `src.x` (float) is not 0 for every executing lane; a branch some
    /// lanes take and others do not cannot be expressed with masks and stops the run.
    static void bra(ExecMachine m, DecodedOp op) {
        int lanes = condition(m, op, false);
        if (lanes == m.exec) {
            m.pc = op.target;
        } else if (lanes != 0) {
            throw m.error(op, "branch taken by lanes " + Integer.toHexString(lanes) + " but not by "
                    + Integer.toHexString(m.exec & ~lanes) + " (divergent BRA)");
        }
    }

    static void kill(ExecMachine m) {
        m.killMask |= m.exec;
    }

    /// KILL_IF: a lane dies when any channel of its source is negative.
    static void killIf(ExecMachine m, DecodedOp op) {
        int lanes = 0;
        for (int c = 0; c < 4; c++) {
            int[] v = m.src(op, 0, c);
            for (int i = 0; i < m.width; i++) {
                if (OpSemantics.killIf(f(v[i]))) {
                    lanes |= 1 << i;
                }
            }
        }
        m.killMask |= lanes & m.exec;
    }

    static void demote(ExecMachine m) {
        m.demoteMask |= m.exec;
    }

    /// PUSHA (2010): pushes the four channels of the source for every lane.
    static void pusha(ExecMachine m, DecodedOp op) {
        if (m.asp >= ADDRESS_STACK) {
            throw m.error(op, "address stack overflow (" + ADDRESS_STACK + " entries)");
        }
        int[][] entry = m.addressStack[m.asp++];
        for (int c = 0; c < 4; c++) {
            System.arraycopy(m.src(op, 0, c), 0, entry[c], 0, m.width);
        }
    }

    /// POPA (2010): pops into the destination (for the executing lanes).
    static void popa(ExecMachine m, DecodedOp op) {
        if (m.asp == 0) {
            throw m.error(op, "address stack underflow");
        }
        int[][] entry = m.addressStack[--m.asp];
        int[][] out = m.dstScratch;
        for (int c = 0; c < 4; c++) {
            System.arraycopy(entry[c], 0, out[c], 0, m.width);
        }
        m.store(op, out);
    }

    /// BARRIER: asks the bound barrier whether to continue; suspends the run otherwise.
    static void barrier(ExecMachine m) {
        WorkgroupBarrier b = m.barrier;
        if (b != null && !b.arrive(m)) {
            m.suspended = true;
        }
    }

    static boolean isBranch(TgsiOpcode op) {
        return op.has(TgsiOpcode.Flag.IS_BRANCH);
    }
}
