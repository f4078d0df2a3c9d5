package dev.tungsten.ir;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import dev.tungsten.tgsi.TgsiOpcode;
import dev.tungsten.tgsi.UregDst;
import dev.tungsten.tgsi.UregSrc;

/// Lowers statement trees to TGSI control flow, inlining calls.
///
/// TGSI's BRK leaves the innermost loop or switch and CONT restarts the innermost loop, so an IR
/// exit that must leave more than that (a `continue` inside a switch, a `break` out of the inner
/// loop that catches `continue` for a loop with a continuing block, an inlined function's
/// `return` from inside a loop) sets a per-lane flag, BRKs, and is re-dispatched after each
/// construct it leaves (`UIF flag` then the same exit one level out). A loop whose body
/// continues and which has a continuing block runs its body inside a one-iteration "catcher"
/// loop, so that `continue` is a BRK into the continuing code. An inlined function that returns
/// anywhere but at its end runs inside a one-iteration wrapper loop. Flags are reset where their
/// construct starts: break flags before the loop, continue flags at each iteration, return flags
/// at each inlining. The entry point's `return` writes the outputs and RETs.
final class TgsiStatements {
    private final TgsiLowering l;
    private final Deque<Construct> constructs = new ArrayDeque<>();

    TgsiStatements(TgsiLowering l) {
        this.l = l;
    }

    /// An inlined function instance: its expressions' values, its variables and arguments.
    static final class Frame {
        final Handle<Function> handle;
        final Function f;
        final ModuleInfo.FunctionInfo info;
        final Object[] values;
        final RegisterValue[] locals;
        final Object[] args;
        RegisterValue result;
        UregDst returnFlag;
        boolean entry;

        Frame(TgsiLowering l, Handle<Function> h) {
            this.handle = h;
            this.f = l.m.functions().get(h);
            this.info = l.info.function(h);
            this.values = new Object[f.expressions().size()];
            this.locals = new RegisterValue[f.localVariables().size()];
            this.args = new Object[f.arguments().size()];
        }
    }

    private enum Kind { LOOP, CATCHER, SWITCH, WRAPPER }

    private enum ExitKind { BREAK, CONTINUE, RETURN }

    /// An exit waiting to be re-dispatched after the construct it is leaving closes.
    private record Exit(ExitKind kind, Object target, UregDst flag) {}

    /// An open TGSI loop or switch; `target` is the IR statement (or frame) it stands for.
    private static final class Construct {
        final Kind kind;
        final Object target;
        final boolean hasContinuing;
        final Set<Exit> pending = new LinkedHashSet<>();

        Construct(Kind kind, Object target, boolean hasContinuing) {
            this.kind = kind;
            this.target = target;
            this.hasContinuing = hasContinuing;
        }
    }

    /// Flags of a loop: for `break` and `continue` that must leave more than one construct.
    private record LoopFlags(UregDst brk, UregDst cont) {}

    private final java.util.IdentityHashMap<Object, LoopFlags> loopFlags = new java.util.IdentityHashMap<>();

    Frame entryFrame(Handle<Function> h) {
        Frame fr = new Frame(l, h);
        fr.entry = true;
        return fr;
    }

    void lowerEntry(Frame fr) {
        initLocals(fr);
        block(fr, fr.f.body());
    }

    private void initLocals(Frame fr) {
        for (Handle<LocalVariable> lv : fr.f.localVariables()) {
            LocalVariable v = fr.f.localVariables().get(lv);
            TypeInner t = l.m.inner(v.type());
            RegisterValue regs = l.newRegisterValue(t, fr.f.localVariables().span(lv));
            fr.locals[lv.index()] = regs;
            RegisterValue init;
            try {
                init = v.init() != null ? l.exprs.val(fr, v.init()) : l.exprs.constant(l.ev.zero(v.type()), t);
            } catch (TgsiLoweringException e) {
                throw e.locatedAt(fr.f.localVariables().span(lv));
            }
            for (int k = 0; k < regs.size(); k++) {
                l.u.emit(TgsiOpcode.MOV, regs.slot(k).toDst(), init.slot(k));
            }
        }
    }

    // ------------------------------------------------------------------ blocks

    private void block(Frame fr, Block b) {
        for (int i = 0; i < b.size(); i++) {
            statement(fr, b.get(i), b.span(i));
        }
    }

    private void statement(Frame fr, Statement s, Span span) {
        try {
            lowerStatement(fr, s, span);
        } catch (TgsiLoweringException e) {
            throw e.locatedAt(span);
        }
    }

    private void lowerStatement(Frame fr, Statement s, Span span) {
        switch (s) {
            case Statement.Emit e -> {
                for (Handle<Expression> h : e.range()) {
                    try {
                        fr.values[h.index()] = l.exprs.evaluate(fr, h);
                    } catch (TgsiLoweringException x) {
                        throw x.locatedAt(fr.f.expressions().span(h));
                    }
                }
            }
            case Statement.BlockStatement bs -> block(fr, bs.body());
            case Statement.If i -> {
                l.u.beginUif(l.exprs.condition(fr, i.condition()));
                block(fr, i.accept());
                if (!i.reject().isEmpty()) {
                    l.u.elseBranch();
                    block(fr, i.reject());
                }
                l.u.endIf();
            }
            case Statement.Switch sw -> switchStatement(fr, sw);
            case Statement.Loop lp -> loop(fr, lp);
            case Statement.Break b -> exit(ExitKind.BREAK, breakTarget(), null);
            case Statement.Continue c -> exit(ExitKind.CONTINUE, continueTarget(), null);
            case Statement.Return r -> returnStatement(fr, r, span);
            case Statement.Kill k -> l.u.emit(TgsiOpcode.DEMOTE);
            case Statement.Barrier b -> barrier(b.flags());
            case Statement.Store st -> l.mem.store(l.exprs.place(fr, st.pointer()), l.exprs.val(fr, st.value()), span);
            case Statement.ImageStore is -> l.builtins.imageStore(fr, is, span);
            case Statement.Atomic a -> atomic(fr, a, span);
            case Statement.WorkGroupUniformLoad w -> {
                l.u.emit(TgsiOpcode.BARRIER);
                RegisterValue v = l.mem.load(l.exprs.place(fr, w.pointer()), span);
                l.u.emit(TgsiOpcode.BARRIER);
                fr.values[w.result().index()] = v;
            }
            case Statement.Subgroup sg -> fr.values[sg.result().index()] = l.subgroups.lower(fr, sg, span);
            case Statement.Call c -> call(fr, c, span);
        }
    }

    private void barrier(int flags) {
        if (flags == Statement.SUB_GROUP) {
            // A subgroup runs in lockstep on every driver here (the soft driver's block, GL's
            // subgroup): there is nothing to wait for, only memory to order.
            l.u.emit(TgsiOpcode.MEMBAR, l.immU(2 | 4 | 8));
            return;
        }
        if ((flags & (Statement.STORAGE | Statement.TEXTURE)) != 0) {
            // TGSI_MEMBAR_SHADER_BUFFER | SHADER_IMAGE: make buffer and image writes visible.
            l.u.emit(TgsiOpcode.MEMBAR, l.immU(2 | 4));
        }
        if ((flags & Statement.WORK_GROUP) != 0) {
            l.u.emit(TgsiOpcode.MEMBAR, l.immU(8));
        }
        l.u.emit(TgsiOpcode.BARRIER);
    }

    private void atomic(Frame fr, Statement.Atomic a, Span span) {
        Place p = l.exprs.place(fr, a.pointer());
        UregSrc value = l.exprs.val(fr, a.value()).single();
        UregSrc compare = a.compare() == null ? null : l.exprs.val(fr, a.compare()).single();
        UregSrc old = l.mem.atomic(a.fun(), p, value, compare, span);
        if (a.result() != null) {
            if (compare != null) {
                UregSrc exchanged;
                if (!TgsiInt64.is(fr.info.types()[a.value().index()].inner())) {
                    UregDst eq = l.scalarTemp();
                    l.u.emit(TgsiOpcode.USEQ, eq, old.xxxx(), compare.xxxx());
                    exchanged = eq.toSrc();
                } else {
                    exchanged = l.int64.exchanged(old, compare);
                }
                fr.values[a.result().index()] = new RegisterValue(List.of(old, exchanged), null);
            } else {
                fr.values[a.result().index()] = RegisterValue.of(old);
            }
        }
    }

    // ------------------------------------------------------------------ exits

    private Object breakTarget() {
        for (Construct c : constructs) {
            if (c.kind == Kind.LOOP || c.kind == Kind.SWITCH || c.kind == Kind.CATCHER) {
                return c.target;
            }
        }
        throw new TgsiLoweringException(Span.UNDEFINED, "break outside a loop or switch");
    }

    private Object continueTarget() {
        for (Construct c : constructs) {
            if (c.kind == Kind.LOOP || c.kind == Kind.CATCHER) {
                return c.target;
            }
        }
        throw new TgsiLoweringException(Span.UNDEFINED, "continue outside a loop");
    }

    /// Leaves toward `target`: directly when the innermost TGSI construct is the one to leave,
    /// otherwise through `flag`, left pending on the innermost construct.
    private void exit(ExitKind kind, Object target, UregDst flag) {
        Construct inner = constructs.peek();
        if (inner == null) {
            throw new TgsiLoweringException(Span.UNDEFINED, "exit with no enclosing construct");
        }
        boolean same = inner.target == target;
        if (same) {
            switch (kind) {
                case BREAK -> {
                    if (inner.kind != Kind.CATCHER) {
                        l.u.brk();
                        return;
                    }
                }
                case CONTINUE -> {
                    if (inner.kind == Kind.CATCHER) {
                        l.u.brk();
                        return;
                    }
                    if (inner.kind == Kind.LOOP && !inner.hasContinuing) {
                        l.u.cont();
                        return;
                    }
                }
                case RETURN -> {
                    l.u.brk();
                    return;
                }
            }
        }
        if (flag == null) {
            flag = flagFor(kind, target);
            l.u.emit(TgsiOpcode.MOV, flag.mask(1), l.immTrue());
        }
        l.u.brk();
        inner.pending.add(new Exit(kind, target, flag));
    }

    private UregDst flagFor(ExitKind kind, Object target) {
        if (kind == ExitKind.RETURN) {
            return ((Frame) target).returnFlag;
        }
        LoopFlags f = loopFlags.get(target);
        if (f == null) {
            throw new TgsiLoweringException(Span.UNDEFINED, "no flags for a " + kind.name().toLowerCase() + " target");
        }
        return kind == ExitKind.BREAK ? f.brk() : f.cont();
    }

    /// Re-dispatches the exits left pending on a construct that just closed.
    private void closed(Construct c) {
        for (Exit e : c.pending) {
            boolean finished = c.target == e.target() && switch (e.kind()) {
                case RETURN -> c.kind == Kind.WRAPPER;
                case CONTINUE -> c.kind == Kind.CATCHER;
                case BREAK -> c.kind != Kind.CATCHER;
            };
            if (finished) {
                continue;
            }
            l.u.beginUif(e.flag().toSrc().xxxx());
            exit(e.kind(), e.target(), e.flag());
            l.u.endIf();
        }
    }

    // ------------------------------------------------------------------ loops and switches

    private void loop(Frame fr, Statement.Loop lp) {
        boolean hasContinuing = !lp.continuing().isEmpty() || lp.breakIf() != null;
        boolean catcher = hasContinuing && continues(lp.body());
        LoopFlags flags = new LoopFlags(l.scalarTemp(), l.scalarTemp());
        loopFlags.put(lp, flags);
        l.u.emit(TgsiOpcode.MOV, flags.brk(), l.immU(0));
        l.u.beginLoop();
        Construct outer = new Construct(Kind.LOOP, lp, hasContinuing);
        constructs.push(outer);
        l.u.emit(TgsiOpcode.MOV, flags.cont(), l.immU(0));
        if (catcher) {
            l.u.beginLoop();
            Construct inner = new Construct(Kind.CATCHER, lp, true);
            constructs.push(inner);
            block(fr, lp.body());
            l.u.brk();
            constructs.pop();
            l.u.endLoop();
            closed(inner);
        } else {
            block(fr, lp.body());
        }
        block(fr, lp.continuing());
        if (lp.breakIf() != null) {
            l.u.beginUif(l.exprs.condition(fr, lp.breakIf()));
            l.u.brk();
            l.u.endIf();
        }
        constructs.pop();
        l.u.endLoop();
        closed(outer);
    }

    /// Whether `b` continues its own loop (not counting continues of loops nested inside it).
    private static boolean continues(Block b) {
        for (Statement s : b) {
            boolean found = switch (s) {
                case Statement.Continue c -> true;
                case Statement.BlockStatement bs -> continues(bs.body());
                case Statement.If i -> continues(i.accept()) || continues(i.reject());
                case Statement.Switch sw -> sw.cases().stream().anyMatch(c -> continues(c.body()));
                default -> false;
            };
            if (found) {
                return true;
            }
        }
        return false;
    }

    private void switchStatement(Frame fr, Statement.Switch sw) {
        l.u.beginSwitch(l.exprs.condition(fr, sw.selector()));
        Construct c = new Construct(Kind.SWITCH, sw, false);
        constructs.push(c);
        for (Statement.SwitchCase sc : sw.cases()) {
            switch (sc.value()) {
                case Statement.SwitchValue.I32 v -> l.u.caseOf(l.immI(v.value()));
                case Statement.SwitchValue.U32 v -> l.u.caseOf(l.immU((int) v.value()));
                case Statement.SwitchValue.Default d -> l.u.defaultCase();
            }
            block(fr, sc.body());
            if (!sc.fallThrough()) {
                l.u.brk();
            }
        }
        constructs.pop();
        l.u.endSwitch();
        closed(c);
    }

    // ------------------------------------------------------------------ calls and returns

    private void returnStatement(Frame fr, Statement.Return r, Span span) {
        if (fr.entry) {
            if (r.value() != null) {
                l.io.writeOutputs(l.exprs.val(fr, r.value()), span);
            }
            l.u.ret();
            return;
        }
        if (r.value() != null) {
            RegisterValue v = l.exprs.val(fr, r.value());
            for (int k = 0; k < v.size(); k++) {
                l.u.emit(TgsiOpcode.MOV, fr.result.slot(k).toDst(), v.slot(k));
            }
        }
        if (fr.returnFlag != null) {
            exit(ExitKind.RETURN, fr, null);
        }
    }

    private void call(Frame fr, Statement.Call c, Span span) {
        Frame callee = new Frame(l, c.function());
        for (int i = 0; i < c.arguments().size(); i++) {
            Handle<Expression> a = c.arguments().get(i);
            callee.args[i] = fr.f.expressions().get(a).isPreEmitted() && fr.values[a.index()] == null
                    ? l.exprs.evaluate(fr, a) : fr.values[a.index()];
        }
        Function f = callee.f;
        if (f.result() != null) {
            callee.result = l.newRegisterValue(l.m.inner(f.result().type()));
        }
        initLocals(callee);
        boolean wrapper = !returnsOnlyAtEnd(f.body());
        if (wrapper) {
            callee.returnFlag = l.scalarTemp();
            l.u.emit(TgsiOpcode.MOV, callee.returnFlag, l.immU(0));
            l.u.beginLoop();
            Construct w = new Construct(Kind.WRAPPER, callee, false);
            constructs.push(w);
            block(callee, f.body());
            l.u.brk();
            constructs.pop();
            l.u.endLoop();
            closed(w);
        } else {
            block(callee, f.body());
        }
        if (c.result() != null) {
            fr.values[c.result().index()] = callee.result;
        }
    }

    /// Whether the only `return` of a body is its last statement (then no wrapper is needed).
    private static boolean returnsOnlyAtEnd(Block b) {
        for (int i = 0; i < b.size(); i++) {
            Statement s = b.get(i);
            boolean last = i == b.size() - 1;
            if (s instanceof Statement.Return) {
                if (!last) {
                    return false;
                }
            } else if (containsReturn(s)) {
                return false;
            }
        }
        return true;
    }

    private static boolean containsReturn(Statement s) {
        return switch (s) {
            case Statement.Return r -> true;
            case Statement.BlockStatement bs -> anyReturn(bs.body());
            case Statement.If i -> anyReturn(i.accept()) || anyReturn(i.reject());
            case Statement.Switch sw -> sw.cases().stream().anyMatch(c -> anyReturn(c.body()));
            case Statement.Loop lp -> anyReturn(lp.body()) || anyReturn(lp.continuing());
            default -> false;
        };
    }

    private static boolean anyReturn(Block b) {
        List<Statement> list = new ArrayList<>();
        b.forEach(list::add);
        return list.stream().anyMatch(TgsiStatements::containsReturn);
    }
}
