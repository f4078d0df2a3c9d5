package dev.tungsten.ir;

import java.util.function.Consumer;

/// The first validation pass: every handle must index its arena, and handles inside an arena
/// must point to earlier items (operands before users, member types before structs). Once this
/// pass succeeds, later passes may index arenas without checking.
final class HandleValidator {
    private final Module m;
    private final Consumer<ValidationError> report;
    private boolean ok = true;

    HandleValidator(Module m, Consumer<ValidationError> report) {
        this.m = m;
        this.report = report;
    }

    boolean run() {
        for (Handle<Type> t : m.types()) {
            typeHandles(t, m.inner(t));
        }
        for (Handle<Constant> c : m.constants()) {
            Constant k = m.constants().get(c);
            check(m.constants().span(c), "type", k.type(), m.types().size(), Integer.MAX_VALUE);
            check(m.constants().span(c), "expression", k.init(), m.globalExpressions().size(), Integer.MAX_VALUE);
        }
        for (Handle<OverrideConstant> o : m.overrides()) {
            OverrideConstant k = m.overrides().get(o);
            check(m.overrides().span(o), "type", k.type(), m.types().size(), Integer.MAX_VALUE);
            if (k.init() != null) {
                check(m.overrides().span(o), "expression", k.init(), m.globalExpressions().size(), Integer.MAX_VALUE);
            }
        }
        for (Handle<GlobalVariable> g : m.globals()) {
            GlobalVariable v = m.globals().get(g);
            check(m.globals().span(g), "type", v.type(), m.types().size(), Integer.MAX_VALUE);
            if (v.init() != null) {
                check(m.globals().span(g), "expression", v.init(), m.globalExpressions().size(), Integer.MAX_VALUE);
            }
        }
        expressions(m.globalExpressions(), null);
        for (Handle<Function> fh : m.functions()) {
            Function f = m.functions().get(fh);
            for (Function.Argument a : f.arguments()) {
                check(m.functions().span(fh), "type", a.type(), m.types().size(), Integer.MAX_VALUE);
            }
            if (f.result() != null) {
                check(m.functions().span(fh), "type", f.result().type(), m.types().size(), Integer.MAX_VALUE);
            }
            for (Handle<LocalVariable> l : f.localVariables()) {
                LocalVariable lv = f.localVariables().get(l);
                check(f.localVariables().span(l), "type", lv.type(), m.types().size(), Integer.MAX_VALUE);
                if (lv.init() != null) {
                    check(f.localVariables().span(l), "expression", lv.init(), f.expressions().size(), Integer.MAX_VALUE);
                }
            }
            expressions(f.expressions(), f);
            block(f.body(), f);
        }
        for (EntryPoint ep : m.entryPoints()) {
            check(Span.UNDEFINED, "function", ep.function(), m.functions().size(), Integer.MAX_VALUE);
            for (Handle<Expression> e : ep.workgroupSize()) {
                check(Span.UNDEFINED, "expression", e, m.globalExpressions().size(), Integer.MAX_VALUE);
            }
        }
        return ok;
    }

    private void check(Span span, String what, Handle<?> h, int size, int before) {
        if (h == null || h.index() >= size || h.index() >= before) {
            ok = false;
            report.accept(new ValidationError.InvalidHandle(span, what, h == null ? -1 : h.index()));
        }
    }

    private void typeHandles(Handle<Type> t, TypeInner inner) {
        Span s = m.types().span(t);
        int n = m.types().size();
        switch (inner) {
            case TypeInner.Pointer p -> check(s, "type", p.base(), n, t.index());
            case TypeInner.Array a -> {
                check(s, "type", a.base(), n, t.index());
                if (a.size() instanceof TypeInner.ArraySize.Pending p) {
                    check(s, "expression", p.count(), m.globalExpressions().size(), Integer.MAX_VALUE);
                }
            }
            case TypeInner.BindingArray b -> check(s, "type", b.base(), n, t.index());
            case TypeInner.Struct st -> {
                for (TypeInner.StructMember mem : st.members()) {
                    check(s, "type", mem.type(), n, t.index());
                }
            }
            default -> { }
        }
    }

    private void expressions(Arena<Expression> arena, Function f) {
        for (Handle<Expression> h : arena) {
            Expression e = arena.get(h);
            Span s = arena.span(h);
            for (Handle<Expression> op : e.operands()) {
                check(s, "expression", op, arena.size(), h.index());
            }
            switch (e) {
                case Expression.ConstantRef c -> check(s, "constant", c.constant(), m.constants().size(), Integer.MAX_VALUE);
                case Expression.OverrideRef o -> check(s, "override", o.override(), m.overrides().size(), Integer.MAX_VALUE);
                case Expression.ZeroValue z -> check(s, "type", z.type(), m.types().size(), Integer.MAX_VALUE);
                case Expression.Compose c -> check(s, "type", c.type(), m.types().size(), Integer.MAX_VALUE);
                case Expression.GlobalRef g -> check(s, "global", g.variable(), m.globals().size(), Integer.MAX_VALUE);
                case Expression.LocalRef l -> check(s, "local variable", l.variable(),
                        f == null ? 0 : f.localVariables().size(), Integer.MAX_VALUE);
                case Expression.ArgumentRef a -> {
                    if (f == null || a.index() >= f.arguments().size()) {
                        ok = false;
                        report.accept(new ValidationError.InvalidHandle(s, "argument", a.index()));
                    }
                }
                case Expression.CallResult c -> check(s, "function", c.function(), m.functions().size(), Integer.MAX_VALUE);
                case Expression.AtomicResult a -> check(s, "type", a.type(), m.types().size(), Integer.MAX_VALUE);
                case Expression.WorkGroupUniformLoadResult w -> check(s, "type", w.type(), m.types().size(), Integer.MAX_VALUE);
                case Expression.SubgroupResult r -> check(s, "type", r.type(), m.types().size(), Integer.MAX_VALUE);
                case Expression.ImageSample is when is.offset() != null ->
                        check(s, "expression", is.offset(), m.globalExpressions().size(), Integer.MAX_VALUE);
                default -> { }
            }
        }
    }

    private void block(Block b, Function f) {
        int n = f.expressions().size();
        for (int i = 0; i < b.size(); i++) {
            Span s = b.span(i);
            switch (b.get(i)) {
                case Statement.Emit e -> {
                    if (e.range().end() > n) {
                        ok = false;
                        report.accept(new ValidationError.InvalidHandle(s, "emit range end", e.range().end()));
                    }
                }
                case Statement.BlockStatement bs -> block(bs.body(), f);
                case Statement.If st -> {
                    check(s, "expression", st.condition(), n, Integer.MAX_VALUE);
                    block(st.accept(), f);
                    block(st.reject(), f);
                }
                case Statement.Switch sw -> {
                    check(s, "expression", sw.selector(), n, Integer.MAX_VALUE);
                    for (Statement.SwitchCase c : sw.cases()) {
                        block(c.body(), f);
                    }
                }
                case Statement.Loop l -> {
                    block(l.body(), f);
                    block(l.continuing(), f);
                    if (l.breakIf() != null) {
                        check(s, "expression", l.breakIf(), n, Integer.MAX_VALUE);
                    }
                }
                case Statement.Return r -> {
                    if (r.value() != null) {
                        check(s, "expression", r.value(), n, Integer.MAX_VALUE);
                    }
                }
                case Statement.Store st -> {
                    check(s, "expression", st.pointer(), n, Integer.MAX_VALUE);
                    check(s, "expression", st.value(), n, Integer.MAX_VALUE);
                }
                case Statement.ImageStore is -> {
                    check(s, "expression", is.image(), n, Integer.MAX_VALUE);
                    check(s, "expression", is.coordinate(), n, Integer.MAX_VALUE);
                    check(s, "expression", is.value(), n, Integer.MAX_VALUE);
                    if (is.arrayIndex() != null) {
                        check(s, "expression", is.arrayIndex(), n, Integer.MAX_VALUE);
                    }
                }
                case Statement.Atomic a -> {
                    check(s, "expression", a.pointer(), n, Integer.MAX_VALUE);
                    check(s, "expression", a.value(), n, Integer.MAX_VALUE);
                    if (a.compare() != null) {
                        check(s, "expression", a.compare(), n, Integer.MAX_VALUE);
                    }
                    if (a.result() != null) {
                        check(s, "expression", a.result(), n, Integer.MAX_VALUE);
                    }
                }
                case Statement.WorkGroupUniformLoad w -> {
                    check(s, "expression", w.pointer(), n, Integer.MAX_VALUE);
                    check(s, "expression", w.result(), n, Integer.MAX_VALUE);
                }
                case Statement.Subgroup sg -> {
                    if (sg.argument() != null) {
                        check(s, "expression", sg.argument(), n, Integer.MAX_VALUE);
                    }
                    if (sg.index() != null) {
                        check(s, "expression", sg.index(), n, Integer.MAX_VALUE);
                    }
                    check(s, "expression", sg.result(), n, Integer.MAX_VALUE);
                }
                case Statement.Call c -> {
                    check(s, "function", c.function(), m.functions().size(), Integer.MAX_VALUE);
                    for (Handle<Expression> a : c.arguments()) {
                        check(s, "expression", a, n, Integer.MAX_VALUE);
                    }
                    if (c.result() != null) {
                        check(s, "expression", c.result(), n, Integer.MAX_VALUE);
                    }
                }
                default -> { }
            }
        }
    }
}
