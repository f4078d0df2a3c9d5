package dev.tungsten.ir;

import java.util.BitSet;
import java.util.List;
import java.util.function.Consumer;

/// Alias analysis for calls (WGSL §11.3): a call must not pass two pointers to the same root
/// variable when the callee writes through either, and must not pass a pointer to a module-scope
/// variable that the callee (or its callees) also accesses directly, when one of the accesses is
/// a write. Each function is summarised first (which pointer parameters it reads and writes,
/// which globals it reads and writes, including through its callees), callees before callers.
final class AliasAnalyzer {
    private final Module m;
    private final List<ModuleInfo.FunctionInfo> infos;
    private final Consumer<ValidationError> report;
    private final Summary[] summaries;
    /// The function being summarised.
    private int current;

    private record Summary(BitSet paramsWritten, BitSet paramsRead, BitSet globalsWritten, BitSet globalsRead) {}

    /// The variable a pointer expression is rooted at: a local (`local >= 0`), a global
    /// (`global >= 0`) or a pointer argument (`argument >= 0`).
    private record Root(int local, int global, int argument) {}

    AliasAnalyzer(Module m, List<ModuleInfo.FunctionInfo> infos, Consumer<ValidationError> report) {
        this.m = m;
        this.infos = infos;
        this.report = report;
        this.summaries = new Summary[infos.size()];
    }

    void run() {
        boolean[] done = new boolean[infos.size()];
        for (int i = 0; i < infos.size(); i++) {
            summarise(i, done);
        }
    }

    private Root root(Function f, Handle<Expression> p) {
        Handle<Expression> cur = p;
        for (int guard = 0; guard < 10_000; guard++) {
            switch (f.expressions().get(cur)) {
                case Expression.LocalRef l -> {
                    return new Root(l.variable().index(), -1, -1);
                }
                case Expression.GlobalRef g -> {
                    return new Root(-1, g.variable().index(), -1);
                }
                case Expression.ArgumentRef a -> {
                    return new Root(-1, -1, a.index());
                }
                case Expression.Access a -> cur = a.base();
                case Expression.AccessIndex a -> cur = a.base();
                default -> {
                    return null;
                }
            }
        }
        return null;
    }

    private void summarise(int fi, boolean[] done) {
        if (done[fi]) {
            return;
        }
        done[fi] = true;
        BitSet callees = infos.get(fi).callees();
        for (int c = callees.nextSetBit(0); c >= 0; c = callees.nextSetBit(c + 1)) {
            summarise(c, done);
        }
        Function f = m.functions().get(new Handle<>(fi));
        current = fi;
        Summary s = new Summary(new BitSet(), new BitSet(), new BitSet(), new BitSet());
        for (Handle<Expression> h : f.expressions()) {
            if (f.expressions().get(h) instanceof Expression.Load l) {
                access(f, s, l.pointer(), false);
            }
        }
        block(f, f.body(), s);
        summaries[fi] = s;
    }

    private void access(Function f, Summary s, Handle<Expression> pointer, boolean write) {
        Root r = root(f, pointer);
        if (r == null) {
            return;
        }
        if (r.global() >= 0) {
            (write ? s.globalsWritten() : s.globalsRead()).set(r.global());
        } else if (r.argument() >= 0) {
            (write ? s.paramsWritten() : s.paramsRead()).set(r.argument());
        }
    }

    private void block(Function f, Block b, Summary s) {
        for (int i = 0; i < b.size(); i++) {
            Statement st = b.get(i);
            switch (st) {
                case Statement.BlockStatement bs -> block(f, bs.body(), s);
                case Statement.If x -> {
                    block(f, x.accept(), s);
                    block(f, x.reject(), s);
                }
                case Statement.Switch sw -> sw.cases().forEach(c -> block(f, c.body(), s));
                case Statement.Loop l -> {
                    block(f, l.body(), s);
                    block(f, l.continuing(), s);
                }
                case Statement.Store store -> access(f, s, store.pointer(), true);
                case Statement.Atomic a -> {
                    access(f, s, a.pointer(), true);
                    access(f, s, a.pointer(), false);
                }
                case Statement.Call c -> call(f, c, b.span(i), s);
                default -> { }
            }
        }
    }

    private void call(Function f, Statement.Call c, Span span, Summary caller) {
        Summary callee = summaries[c.function().index()];
        if (callee == null) {
            return;
        }
        caller.globalsRead().or(callee.globalsRead());
        caller.globalsWritten().or(callee.globalsWritten());
        String name = m.functions().get(c.function()).name();
        List<Handle<Expression>> args = c.arguments();
        Root[] roots = new Root[args.size()];
        for (int i = 0; i < args.size(); i++) {
            TypeResolution tr = infos.get(current).types()[args.get(i).index()];
            TypeInner t = tr == null ? null : tr.inner();
            if (!(t instanceof TypeInner.Pointer || t instanceof TypeInner.ValuePointer)) {
                continue;
            }
            roots[i] = root(f, args.get(i));
            if (roots[i] == null) {
                continue;
            }
            boolean w = callee.paramsWritten().get(i);
            boolean r = callee.paramsRead().get(i);
            if (roots[i].argument() >= 0) {
                if (w) {
                    caller.paramsWritten().set(roots[i].argument());
                }
                if (r) {
                    caller.paramsRead().set(roots[i].argument());
                }
            }
            if (roots[i].global() >= 0) {
                int g = roots[i].global();
                if ((w && (callee.globalsRead().get(g) || callee.globalsWritten().get(g)))
                        || (r && callee.globalsWritten().get(g))) {
                    report.accept(new ValidationError.AliasViolation(span, name, "argument " + i + " points to `"
                            + m.globals().get(new Handle<>(g)).name() + "`, which the function also accesses directly"));
                }
                (w ? caller.globalsWritten() : caller.globalsRead()).set(g);
            }
            for (int j = 0; j < i; j++) {
                if (roots[j] != null && roots[j].equals(roots[i])
                        && (w || callee.paramsWritten().get(j))) {
                    report.accept(new ValidationError.AliasViolation(span, name,
                            "arguments " + j + " and " + i + " point into the same variable and one is written"));
                }
            }
        }
    }
}
