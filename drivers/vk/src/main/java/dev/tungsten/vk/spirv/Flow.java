package dev.tungsten.vk.spirv;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;

import dev.tungsten.tgsi.ControlFlow;

/// TGSI's control flow as SPIR-V structured constructs.
///
/// - IF/UIF/ELSE/ENDIF: a selection (`OpSelectionMerge`, `OpBranchConditional`).
/// - BGNLOOP/ENDLOOP: a loop whose continue block counts the invocation's iterations, of every
///   loop together, and leaves once they reach [#LOOP_LIMIT], so that no shader, not even one
///   with endless loops nested in each other, can hang the device; BRK branches to the merge,
///   CONT to the continue block.
/// - SWITCH: every CASE value is read when SWITCH executes (as the interpreter does, so values
///   may be registers), the index of the first matching CASE (or the DEFAULT) is computed, and
///   an `OpSwitch` on that index enters the segments in program order. Fall-through is a branch
///   to the next segment, which is next in the target list as SPIR-V requires; BRK branches to
///   the merge.
/// - Code after a BRK, CONT or RET lands in a fresh unreachable block ([Code#ensureBlock]).
final class Flow {
    /// Loop iterations an invocation may run, all loops together; then every loop is left.
    static final int LOOP_LIMIT = 1 << 24;

    private final Code c;
    private final ControlFlow cf;
    private final Deque<Frame> frames = new ArrayDeque<>();
    /// The invocation's iteration count, a Private variable shared by every function's loops.
    private int iterations;

    sealed interface Frame permits Selection, Loop, Switch {}

    /// An IF: where its ELSE starts (0 when none) and where it merges.
    record Selection(int elseLabel, int merge) implements Frame {}

    record Loop(int header, int continueLabel, int merge) implements Frame {}

    /// A SWITCH: the segment label of each CASE or DEFAULT instruction, and the merge.
    record Switch(Map<Integer, Integer> segments, int merge) implements Frame {}

    Flow(Code c, ControlFlow cf) {
        this.c = c;
        this.cf = cf;
    }

    /// Forgets the constructs of the previous function.
    void reset() {
        frames.clear();
    }

    void beginIf(int pc, int cond) {
        int then = c.label();
        int merge = c.label();
        int elseLabel = cf.elseOf(pc) >= 0 ? c.label() : 0;
        c.selectionMerge(merge);
        c.branchConditional(cond, then, elseLabel != 0 ? elseLabel : merge);
        c.block(then);
        frames.push(new Selection(elseLabel, merge));
    }

    void elseBranch() {
        Selection s = (Selection) frames.peek();
        c.ensureBlock();
        c.branch(s.merge());
        c.block(s.elseLabel());
    }

    void endIf() {
        Selection s = (Selection) frames.pop();
        c.ensureBlock();
        c.branch(s.merge());
        c.block(s.merge());
    }

    void beginLoop() {
        if (iterations == 0) {
            iterations = c.m.variable(c.pointer(Spv.StorageClass.Private, c.tUint()), Spv.StorageClass.Private, c.u(0));
            c.m.name(iterations, "loop_iterations");
        }
        int header = c.label();
        int body = c.label();
        Loop loop = new Loop(header, c.label(), c.label());
        c.branch(header);
        c.block(header);
        c.stmt(Spv.Op.OpLoopMerge, loop.merge(), loop.continueLabel(), Spv.LoopControl.None);
        c.branch(body);
        c.block(body);
        frames.push(loop);
    }

    void endLoop() {
        Loop loop = (Loop) frames.pop();
        c.ensureBlock();
        c.branch(loop.continueLabel());
        c.block(loop.continueLabel());
        if (!c.isReachable()) {
            c.unreachableBackEdge(loop.header());
            c.block(loop.merge());
            return;
        }
        int n = c.op(Spv.Op.OpIAdd, c.tUint(), c.load(c.tUint(), iterations), c.u(1));
        c.store(iterations, n);
        c.branchConditional(c.op(Spv.Op.OpULessThan, c.tBool(), n, c.u(LOOP_LIMIT)), loop.header(), loop.merge());
        c.block(loop.merge());
    }

    /// BRK: leaves the innermost loop or switch.
    void breakOut() {
        for (Frame f : frames) {
            switch (f) {
                case Loop l -> {
                    c.branch(l.merge());
                    return;
                }
                case Switch s -> {
                    c.branch(s.merge());
                    return;
                }
                case Selection ignored -> { }
            }
        }
        throw new IllegalStateException("BRK outside a loop or switch passed the control-flow check");
    }

    /// CONT: the next iteration of the innermost loop.
    void continueLoop() {
        for (Frame f : frames) {
            if (f instanceof Loop l) {
                c.branch(l.continueLabel());
                return;
            }
        }
        throw new IllegalStateException("CONT outside a loop passed the control-flow check");
    }

    /// SWITCH: `selector` is the value, `caseValues` the value of each of its CASEs (read now).
    void beginSwitch(int pc, int selector, int[] caseValues) {
        int[] cases = cf.cases(pc);
        int def = cf.defaultOf(pc);
        List<Integer> order = new ArrayList<>();
        for (int k : cases) {
            order.add(k);
        }
        if (def >= 0) {
            order.add(def);
        }
        order.sort(null);
        Map<Integer, Integer> segments = new java.util.HashMap<>();
        for (int p : order) {
            segments.put(p, c.label());
        }
        // The first matching CASE wins: fold from the last one.
        int none = c.u(order.size());
        int chosen = def >= 0 ? c.u(order.indexOf(def)) : none;
        for (int k = cases.length - 1; k >= 0; k--) {
            int match = c.op(Spv.Op.OpIEqual, c.tBool(), selector, caseValues[k]);
            chosen = c.select(c.tUint(), match, c.u(order.indexOf(cases[k])), chosen);
        }
        int merge = c.label();
        c.selectionMerge(merge);
        int[] ops = new int[2 + 2 * order.size()];
        ops[0] = chosen;
        ops[1] = merge;
        for (int k = 0; k < order.size(); k++) {
            ops[2 + 2 * k] = k;
            ops[3 + 2 * k] = segments.get(order.get(k));
        }
        c.stmt(Spv.Op.OpSwitch, ops);
        frames.push(new Switch(segments, merge));
    }

    /// CASE or DEFAULT: the previous segment falls through into this one.
    void segment(int pc) {
        Switch s = (Switch) frames.peek();
        int label = s.segments().get(pc);
        c.ensureBlock();
        c.branch(label);
        c.block(label);
    }

    void endSwitch() {
        Switch s = (Switch) frames.pop();
        c.ensureBlock();
        c.branch(s.merge());
        c.block(s.merge());
    }
}
