package dev.tungsten.soft.jit;

import static java.lang.constant.ConstantDescs.CD_int;

import java.lang.classfile.CodeBuilder;
import java.lang.classfile.Label;
import java.lang.constant.MethodTypeDesc;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.TgsiOpcode;

/// Emits control flow as the interpreter's execution masks (`exec = cond & loop & cont & sw &
/// func`, see the `tgsi.exec` package documentation), with every mask an `int` local of the
/// generated method (one bit per lane of the block) and every stack slot of the interpreter a
/// local of its own: nesting is static, so the depth of each construct is known while emitting
/// it. Subroutines are inlined at
/// each CAL (recursion was rejected by the interpreter's compiler), their call frame saved in
/// locals of that call depth.
///
/// The code follows the interpreter's `MaskFlow` step for step, including its skipping: a
/// construct entered while no lane executes is jumped over, and a run of ordinary instructions
/// reached while no lane executes jumps to the next control-flow instruction, as the run loop
/// does. So a chunk pays only for the paths some lane takes.
final class FlowEmitter {
    private final KernelGenerator g;
    private final CodeBuilder cb;
    private final ShaderPlan plan;
    private final InstructionEmitter ops;
    private int ifDepth, loopDepth, switchDepth, callDepth;
    /// A RET was emitted in the main program: from there on some lanes may have left.
    private boolean returned;
    private final Deque<Integer> openIfs = new ArrayDeque<>();
    private final List<Integer> condSaves = new ArrayList<>();
    private final List<Integer> loopSaves = new ArrayList<>();
    private final List<Integer> switchSaves = new ArrayList<>();
    private final List<Integer> callSaves = new ArrayList<>();
    private final int lanesTemp;

    /// The labels of one emitted range of instructions (the main program, or one inlined call):
    /// `label(pc)` is bound where instruction `pc`'s code starts, `label(to)` after the range.
    /// `end` ends the chunk; `leave` returns from the inlined subroutine (null in the main program).
    final class Scope {
        private final int from;
        private final Label[] labels;
        final Label end;
        final Label leave;

        Scope(int from, int to, Label end, Label leave) {
            this.from = from;
            this.labels = new Label[to - from + 1];
            for (int i = 0; i < labels.length; i++) {
                labels[i] = cb.newLabel();
            }
            this.end = end;
            this.leave = leave;
        }

        Label label(int pc) {
            return labels[pc - from];
        }
    }

    FlowEmitter(KernelGenerator g, InstructionEmitter ops) {
        this.g = g;
        this.cb = g.cb;
        this.plan = g.plan;
        this.ops = ops;
        this.lanesTemp = g.intLocal();
        ops.flow = this;
    }

    /// Emits the main program; END, and a RET that leaves no lane, jump to `end`.
    void emitMain(Label end) {
        int n = plan.insts.size();
        emitRange(0, n, new Scope(0, n, end, null));
    }

    private void emitRange(int from, int to, Scope scope) {
        boolean checked = false;
        for (int pc = from; pc < to; pc++) {
            cb.labelBinding(scope.label(pc));
            Instruction in = plan.insts.get(pc);
            TgsiOpcode op = in.opcode();
            if (JitOpcodes.of(op) == JitOpcode.Flow.BGNSUB) {
                // A subroutine reached in the normal flow is skipped; calls inline it.
                for (int skipped = pc + 1; skipped <= plan.end[pc]; skipped++) {
                    cb.labelBinding(scope.label(skipped));
                }
                pc = plan.end[pc];
                checked = false;
                continue;
            }
            if (isControl(op)) {
                checked = false;
            } else if (!g.full && !checked) {
                cb.iload(g.exec);
                cb.ifeq(scope.label(nextControl(pc, to)));
                checked = true;
            }
            if (SegmentEmitter.supports(in, plan.legacyMath)) {
                // a run of ALU instructions becomes one segment method; nothing jumps into it
                List<Instruction> run = new ArrayList<>();
                SegmentBudget budget = new SegmentBudget(g.options.exactMath(), g.full, plan);
                int last = pc;
                for (int k = pc; k < to && run.size() < SegmentEmitter.MAX_INSTRUCTIONS; k++) {
                    Instruction next = plan.insts.get(k);
                    if (!SegmentEmitter.supports(next, plan.legacyMath) || !budget.add(next)) {
                        break;
                    }
                    run.add(next);
                    last = k;
                }
                for (int k = pc + 1; k <= last; k++) {
                    cb.labelBinding(scope.label(k));
                }
                g.callSegment(run);
                pc = last;
                continue;
            }
            ops.emit(pc, in, scope);
        }
        cb.labelBinding(scope.label(to));
    }

    /// Whether the interpreter's run loop executes the opcode even when no lane is active.
    static boolean isControl(TgsiOpcode op) {
        return op.category() == TgsiOpcode.Category.CONTROL_FLOW && op != TgsiOpcode.NOP;
    }

    private int nextControl(int pc, int to) {
        for (int i = pc; i < to; i++) {
            if (isControl(plan.insts.get(i).opcode())) {
                return i;
            }
        }
        return to;
    }

    private void updateFull() {
        g.full = ifDepth == 0 && loopDepth == 0 && switchDepth == 0 && callDepth == 0 && !returned;
    }

    private int slot(List<Integer> slots, int index) {
        while (slots.size() <= index) {
            slots.add(g.intLocal());
        }
        return slots.get(index);
    }

    private void save(int mask, int slot) {
        cb.iload(mask);
        cb.istore(slot);
    }

    /// Pushes the lanes of source 0's `.x` that pass the IF test (`bits`: not 0 as bits, else
    /// as a float), restricted to `exec`.
    private void condition(Instruction in, boolean bits) {
        g.callCondition(in, bits ? ConditionEmitter.Test.BITS_NONZERO : ConditionEmitter.Test.FLOAT_NONZERO, 0, g.exec);
    }

    private void clearFrom(int mask, int lanes) {
        cb.iload(mask);
        cb.iload(lanes);
        cb.iconst_m1();
        cb.ixor();
        cb.iand();
        cb.istore(mask);
    }

    // ------------------------------------------------------------------ IF / ELSE / ENDIF

    void ifOp(int pc, Instruction in, boolean bits, Scope s) {
        cb.iload(g.exec);
        cb.ifeq(s.label(plan.end[pc] + 1));
        int saved = slot(condSaves, ifDepth++);
        openIfs.push(pc);
        save(g.cond, saved);
        condition(in, bits);
        cb.iload(g.exec);
        cb.iconst_m1();
        cb.ixor();
        cb.ior();
        cb.iload(g.cond);
        cb.iand();
        cb.istore(g.cond);
        g.recomputeExec();
        updateFull();
        cb.iload(g.exec);
        cb.ifeq(s.label(plan.elseOf[pc] >= 0 ? plan.elseOf[pc] : plan.end[pc]));
    }

    void elseOp(Scope s) {
        int ifPc = openIfs.peek();
        cb.iload(g.cond);
        cb.iconst_m1();
        cb.ixor();
        cb.iload(condSaves.get(ifDepth - 1));
        cb.iand();
        cb.istore(g.cond);
        g.recomputeExec();
        cb.iload(g.exec);
        cb.ifeq(s.label(plan.end[ifPc]));
    }

    void endif() {
        openIfs.pop();
        save(condSaves.get(--ifDepth), g.cond);
        g.recomputeExec();
        updateFull();
    }

    // ------------------------------------------------------------------ loops

    void bgnloop(int pc, Scope s) {
        cb.iload(g.exec);
        cb.ifeq(s.label(plan.end[pc] + 1));
        int d = loopDepth++;
        save(g.loop, slot(loopSaves, 2 * d));
        save(g.cont, slot(loopSaves, 2 * d + 1));
        updateFull();
    }

    /// ENDLOOP: the lanes that continued rejoin; repeat while a lane that is not killed is still
    /// in the loop, charging the body's length to the budget.
    void endloop(int pc, Scope s) {
        int d = loopDepth - 1;
        int begin = plan.loopOf[pc];
        int savedLoop = loopSaves.get(2 * d), savedCont = loopSaves.get(2 * d + 1);
        save(savedCont, g.cont);
        g.recomputeExec();
        Label exit = cb.newLabel();
        cb.iload(g.exec);
        cb.iload(g.kill);
        cb.iconst_m1();
        cb.ixor();
        cb.iand();
        cb.ifeq(exit);
        cb.lload(g.budget);
        cb.loadConstant((long) (pc - begin));
        cb.lsub();
        cb.lstore(g.budget);
        cb.lload(g.budget);
        cb.lconst_0();
        cb.lcmp();
        cb.ifge(s.label(begin + 1));
        cb.aload(g.frame);
        cb.loadConstant(pc);
        cb.invokevirtual(KernelGenerator.CD_FRAME, "limit",
                MethodTypeDesc.of(java.lang.constant.ClassDesc.of("java.lang.RuntimeException"), CD_int));
        cb.athrow();
        cb.labelBinding(exit);
        save(savedLoop, g.loop);
        save(savedCont, g.cont);
        g.recomputeExec();
        loopDepth--;
        updateFull();
    }

    /// BRK and BREAKC (for `lanes` in a local, or every executing lane when -1).
    void brk(int pc, int lanes) {
        int l = lanes < 0 ? g.exec : lanes;
        if (plan.breaksSwitch[pc]) {
            cb.iload(g.swBroken);
            cb.iload(l);
            cb.ior();
            cb.istore(g.swBroken);
            clearFrom(g.sw, l);
        } else {
            clearFrom(g.loop, l);
        }
        g.recomputeExec();
    }

    void breakc(int pc, Instruction in) {
        condition(in, true);
        cb.istore(lanesTemp);
        brk(pc, lanesTemp);
    }

    void cont() {
        clearFrom(g.cont, g.exec);
        g.recomputeExec();
    }

    // ------------------------------------------------------------------ switches

    void switchOp(int pc, Instruction in, Scope s) {
        cb.iload(g.exec);
        cb.ifeq(s.label(plan.end[pc] + 1));
        int d = switchDepth++;
        save(g.sw, slot(switchSaves, 4 * d));
        save(g.swBroken, slot(switchSaves, 4 * d + 1));
        save(g.swDefault, slot(switchSaves, 4 * d + 2));
        save(g.swEntered, slot(switchSaves, 4 * d + 3));
        g.callSelector(in, d);
        cb.iconst_0();
        for (int casePc : plan.cases[pc]) {
            g.callCondition(plan.insts.get(casePc), ConditionEmitter.Test.CASE, d, g.exec);
            cb.ior();
        }
        cb.iconst_m1();
        cb.ixor();
        cb.istore(g.swDefault);
        save(g.exec, g.swEntered);
        cb.iconst_0();
        cb.istore(g.swBroken);
        cb.iconst_0();
        cb.istore(g.sw);
        g.recomputeExec();
        updateFull();
    }

    /// CASE (`in` non-null: the lanes whose selector equals the value) and DEFAULT (`in` null:
    /// the lanes no CASE matches) join, unless they already broke out.
    void caseOp(Instruction in) {
        if (in != null) {
            g.callCondition(in, ConditionEmitter.Test.CASE, switchDepth - 1, g.swEntered);
        } else {
            cb.iload(g.swDefault);
        }
        cb.iload(g.swEntered);
        cb.iand();
        cb.iload(g.swBroken);
        cb.iconst_m1();
        cb.ixor();
        cb.iand();
        cb.iload(g.sw);
        cb.ior();
        cb.istore(g.sw);
        g.recomputeExec();
    }

    void endswitch() {
        int d = --switchDepth;
        save(switchSaves.get(4 * d), g.sw);
        save(switchSaves.get(4 * d + 1), g.swBroken);
        save(switchSaves.get(4 * d + 2), g.swDefault);
        save(switchSaves.get(4 * d + 3), g.swEntered);
        g.recomputeExec();
        updateFull();
    }

    // ------------------------------------------------------------------ subroutines and the end

    /// CAL and CALLNZ (`conditional`): the subroutine's body is emitted here, run by the calling
    /// lanes with every mask the callee may change saved in this call depth's locals.
    void call(Instruction in, boolean conditional, Scope s) {
        if (conditional) {
            condition(in, false);
        } else {
            cb.iload(g.exec);
        }
        cb.istore(lanesTemp);
        Label after = cb.newLabel();
        cb.iload(lanesTemp);
        cb.ifeq(after);
        int k = callDepth++;
        int[] saved = {g.cond, g.loop, g.cont, g.sw, g.func, g.swBroken, g.swDefault, g.swEntered};
        for (int i = 0; i < saved.length; i++) {
            save(saved[i], slot(callSaves, 8 * k + i));
        }
        save(lanesTemp, g.func);
        g.recomputeExec();
        updateFull();
        int sub = in.label();
        Label leave = cb.newLabel();
        Deque<Integer> outerIfs = new ArrayDeque<>(openIfs);
        openIfs.clear();
        emitRange(sub + 1, plan.end[sub], new Scope(sub + 1, plan.end[sub], s.end, leave));
        openIfs.addAll(outerIfs);
        cb.labelBinding(leave);
        for (int i = 0; i < saved.length; i++) {
            save(callSaves.get(8 * k + i), saved[i]);
        }
        g.recomputeExec();
        callDepth--;
        updateFull();
        cb.labelBinding(after);
    }

    /// RET: the executing lanes leave the function; once none is left, the inlined call returns
    /// (in the main program, the chunk ends).
    void ret(Scope s) {
        clearFrom(g.func, g.exec);
        g.recomputeExec();
        cb.iload(g.func);
        cb.ifeq(s.leave != null ? s.leave : s.end);
        if (s.leave == null) {
            returned = true;
            updateFull();
        }
    }

    void end(Scope s) {
        cb.goto_(s.end);
    }
}
