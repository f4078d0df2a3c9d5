package dev.tungsten.ir;

import java.util.BitSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/// Checks one function's statement tree: that every expression is used only where it is in
/// scope (see [Expression] for the rules), that each is emitted at most once, that control flow
/// statements appear where they may (`break` in a loop or switch, nothing leaving a `continuing`
/// block but `break if`), and that each statement's operands have the types it needs. It also
/// counts uses and records the globals and functions the body refers to.
final class FunctionValidator {
    private final Module m;
    private final Function f;
    private final TypeResolution[] types;
    private final Consumer<ValidationError> report;
    private final Set<Integer> entryFunctions;
    private final BitSet emitted = new BitSet();
    private final int[] refCounts;
    private final BitSet globalsUsed = new BitSet();
    private final BitSet callees = new BitSet();
    private boolean derivatives;
    private boolean barriers;
    private boolean kill;

    /// What the enclosing statements allow.
    private record Place(boolean inLoop, boolean inSwitch, boolean inContinuing) {}

    FunctionValidator(Module m, Function f, TypeResolution[] types, Set<Integer> entryFunctions,
                      Consumer<ValidationError> report) {
        this.m = m;
        this.f = f;
        this.types = types;
        this.entryFunctions = entryFunctions;
        this.report = report;
        this.refCounts = new int[f.expressions().size()];
    }

    ModuleInfo.FunctionInfo run() {
        BitSet scope = new BitSet();
        Arena<Expression> arena = f.expressions();
        for (Handle<Expression> h : arena) {
            Expression e = arena.get(h);
            if (e.isPreEmitted()) {
                scope.set(h.index());
            }
            if (e instanceof Expression.GlobalRef g) {
                globalsUsed.set(g.variable().index());
            }
            if (e instanceof Expression.Derivative
                    || e instanceof Expression.ImageSample s && (s.level() instanceof Expression.SampleLevel.Auto
                    || s.level() instanceof Expression.SampleLevel.Bias)) {
                derivatives = true;
            }
            for (Handle<Expression> op : e.operands()) {
                if (op.index() < refCounts.length) {
                    refCounts[op.index()]++;
                }
            }
        }
        block(f.body(), scope, new Place(false, false, false));
        return new ModuleInfo.FunctionInfo(types, refCounts, globalsUsed, callees, new BitSet(), derivatives, barriers, kill);
    }

    private TypeInner type(Handle<Expression> h) {
        TypeResolution r = h.index() < types.length ? types[h.index()] : null;
        return r == null ? null : r.inner();
    }

    private void error(Span span, String message) {
        report.accept(new ValidationError.InvalidStatement(span, message));
    }

    private void use(Handle<Expression> h, BitSet scope, Span span) {
        if (h == null) {
            return;
        }
        refCounts[h.index()]++;
        if (!scope.get(h.index())) {
            report.accept(new ValidationError.OutOfScope(span, h.index(),
                    emitted.get(h.index()) ? "is used outside the block that evaluates it" : "is used before it is evaluated"));
        }
    }

    private void block(Block b, BitSet scope, Place place) {
        for (int i = 0; i < b.size(); i++) {
            statement(b.get(i), b.span(i), scope, place);
        }
    }

    private void statement(Statement s, Span span, BitSet scope, Place place) {
        switch (s) {
            case Statement.Emit e -> {
                for (Handle<Expression> h : e.range()) {
                    Expression ex = f.expressions().get(h);
                    if (ex.isPreEmitted() || ex.isStatementResult()) {
                        error(span, "expression [" + h.index() + "] is evaluated before the function starts or by a statement, not by Emit");
                        continue;
                    }
                    if (emitted.get(h.index())) {
                        error(span, "expression [" + h.index() + "] is emitted twice");
                    }
                    emitted.set(h.index());
                    for (Handle<Expression> op : ex.operands()) {
                        if (!scope.get(op.index())) {
                            report.accept(new ValidationError.OutOfScope(f.expressions().span(h), op.index(),
                                    "is an operand of [" + h.index() + "] but not in scope"));
                        }
                    }
                    scope.set(h.index());
                }
            }
            case Statement.BlockStatement bs -> block(bs.body(), (BitSet) scope.clone(), place);
            case Statement.If i -> {
                use(i.condition(), scope, span);
                requireBool(i.condition(), span, "if condition");
                block(i.accept(), (BitSet) scope.clone(), place);
                block(i.reject(), (BitSet) scope.clone(), place);
            }
            case Statement.Switch sw -> switchStatement(sw, span, scope, place);
            case Statement.Loop l -> {
                BitSet inner = (BitSet) scope.clone();
                block(l.body(), inner, new Place(true, false, false));
                // The continuing block sees the body's expressions.
                block(l.continuing(), inner, new Place(true, false, true));
                if (l.breakIf() != null) {
                    use(l.breakIf(), inner, span);
                    requireBool(l.breakIf(), span, "break-if condition");
                }
            }
            case Statement.Break b -> {
                if (!place.inLoop() && !place.inSwitch()) {
                    error(span, "break outside a loop or switch");
                } else if (place.inContinuing() && !place.inSwitch()) {
                    error(span, "break in a continuing block");
                }
            }
            case Statement.Continue c -> {
                if (!place.inLoop()) {
                    error(span, "continue outside a loop");
                } else if (place.inContinuing()) {
                    error(span, "continue in a continuing block");
                }
            }
            case Statement.Return r -> {
                if (place.inContinuing()) {
                    error(span, "return in a continuing block");
                }
                use(r.value(), scope, span);
                Function.Result res = f.result();
                if ((r.value() == null) != (res == null)) {
                    error(span, res == null ? "return with a value from a function without a result" : "return without a value");
                } else if (r.value() != null && type(r.value()) != null
                        && !TypeResolution.of(m, res.type()).sameAs(types[r.value().index()])) {
                    error(span, "returned " + TypePrinter.name(m, type(r.value())) + ", expected " + TypePrinter.name(m, res.type()));
                }
            }
            case Statement.Kill k -> kill = true;
            case Statement.Barrier b -> {
                barriers = true;
                if (b.flags() == 0 || (b.flags() & ~15) != 0) {
                    error(span, "invalid barrier flags " + b.flags());
                }
            }
            case Statement.Store st -> {
                use(st.pointer(), scope, span);
                use(st.value(), scope, span);
                TypeInner p = type(st.pointer());
                TypeInner v = type(st.value());
                if (p == null || v == null) {
                    return;
                }
                TypeInner target = switch (p) {
                    case TypeInner.Pointer pt -> {
                        if (!pt.access().canWrite()) {
                            error(span, "store through a read-only pointer");
                        }
                        TypeInner b = m.inner(pt.base());
                        yield b instanceof TypeInner.Atomic a ? new TypeInner.ScalarType(a.scalar()) : b;
                    }
                    case TypeInner.ValuePointer vp -> vp.size() == 0 ? new TypeInner.ScalarType(vp.scalar())
                            : new TypeInner.Vector(vp.size(), vp.scalar());
                    default -> {
                        error(span, "store to " + TypePrinter.name(m, p) + ", which is not a pointer");
                        yield null;
                    }
                };
                if (target != null && !target.equals(v)) {
                    error(span, "stored " + TypePrinter.name(m, v) + " where " + TypePrinter.name(m, target) + " is expected");
                }
            }
            case Statement.ImageStore is -> {
                use(is.image(), scope, span);
                use(is.coordinate(), scope, span);
                use(is.arrayIndex(), scope, span);
                use(is.value(), scope, span);
                if (!(type(is.image()) instanceof TypeInner.Image img) || !(img.imageClass() instanceof TypeInner.ImageClass.Storage st)
                        || !st.access().canWrite()) {
                    error(span, "image store to a texture that is not a writable storage texture");
                } else if (!new TypeInner.Vector(4, new Scalar(st.format().kind(), 4)).equals(type(is.value()))) {
                    error(span, "image store of " + TypePrinter.name(m, type(is.value())) + " to " + st.format().text());
                }
            }
            case Statement.Atomic a -> atomic(a, span, scope);
            case Statement.WorkGroupUniformLoad w -> {
                barriers = true;
                use(w.pointer(), scope, span);
                if (!(type(w.pointer()) instanceof TypeInner.Pointer p) || p.space() != AddressSpace.WORKGROUP) {
                    error(span, "workgroupUniformLoad needs a pointer to workgroup memory");
                }
                result(w.result(), span, scope, Expression.WorkGroupUniformLoadResult.class);
            }
            case Statement.Subgroup sg -> subgroup(sg, span, scope);
            case Statement.Call c -> call(c, span, scope);
        }
    }

    private void requireBool(Handle<Expression> h, Span span, String what) {
        TypeInner t = type(h);
        if (t != null && !t.equals(new TypeInner.ScalarType(Scalar.BOOL))) {
            error(span, what + " must be a bool, found " + TypePrinter.name(m, t));
        }
    }

    /// A statement's result expression comes into scope after the statement.
    private void result(Handle<Expression> h, Span span, BitSet scope, Class<? extends Expression> kind) {
        if (h == null) {
            return;
        }
        if (!kind.isInstance(f.expressions().get(h))) {
            error(span, "result [" + h.index() + "] is not a " + kind.getSimpleName());
        }
        if (emitted.get(h.index())) {
            error(span, "result [" + h.index() + "] is produced twice");
        }
        emitted.set(h.index());
        scope.set(h.index());
    }

    private void switchStatement(Statement.Switch sw, Span span, BitSet scope, Place place) {
        use(sw.selector(), scope, span);
        TypeInner t = type(sw.selector());
        boolean signed = t != null && t.equals(new TypeInner.ScalarType(Scalar.I32));
        if (t != null && !signed && !t.equals(new TypeInner.ScalarType(Scalar.U32))) {
            error(span, "switch selector must be i32 or u32, found " + TypePrinter.name(m, t));
        }
        int defaults = 0;
        Set<Long> seen = new HashSet<>();
        List<Statement.SwitchCase> cases = sw.cases();
        for (int i = 0; i < cases.size(); i++) {
            Statement.SwitchCase c = cases.get(i);
            switch (c.value()) {
                case Statement.SwitchValue.Default d -> defaults++;
                case Statement.SwitchValue.I32 v -> {
                    if (!signed) {
                        error(span, "i32 case value in a u32 switch");
                    }
                    if (!seen.add((long) v.value())) {
                        error(span, "duplicate case value " + v.value());
                    }
                }
                case Statement.SwitchValue.U32 v -> {
                    if (signed) {
                        error(span, "u32 case value in an i32 switch");
                    }
                    if (!seen.add(v.value())) {
                        error(span, "duplicate case value " + v.value());
                    }
                }
            }
            if (c.fallThrough() && i == cases.size() - 1) {
                error(span, "the last switch case falls through");
            }
            block(c.body(), (BitSet) scope.clone(), new Place(place.inLoop(), true, place.inContinuing()));
        }
        if (defaults != 1) {
            error(span, "a switch needs exactly one default case, found " + defaults);
        }
    }

    private void atomic(Statement.Atomic a, Span span, BitSet scope) {
        use(a.pointer(), scope, span);
        use(a.value(), scope, span);
        use(a.compare(), scope, span);
        TypeInner p = type(a.pointer());
        if (!(p instanceof TypeInner.Pointer pt) || !(m.inner(pt.base()) instanceof TypeInner.Atomic at)) {
            error(span, "atomic operation on something that is not a pointer to an atomic");
            return;
        }
        if (pt.space() != AddressSpace.STORAGE && pt.space() != AddressSpace.WORKGROUP) {
            error(span, "atomic in the " + pt.space().text() + " address space");
        }
        if (!pt.access().canWrite()) {
            error(span, "atomic operation through a read-only pointer");
        }
        TypeInner scalar = new TypeInner.ScalarType(at.scalar());
        if (!scalar.equals(type(a.value())) || (a.compare() != null && !scalar.equals(type(a.compare())))) {
            error(span, "atomic operand types do not match " + at.scalar());
        }
        if (a.compare() != null && a.fun() != AtomicFunction.EXCHANGE) {
            error(span, "only exchange takes a compare value");
        }
        result(a.result(), span, scope, Expression.AtomicResult.class);
    }

    /// The operand rules of [SubgroupFunction]; the result's type follows from them.
    private void subgroup(Statement.Subgroup sg, Span span, BitSet scope) {
        use(sg.argument(), scope, span);
        use(sg.index(), scope, span);
        SubgroupFunction fun = sg.fun();
        TypeInner arg = sg.argument() == null ? null : type(sg.argument());
        TypeInner bool = new TypeInner.ScalarType(Scalar.BOOL);
        TypeInner want;
        if (fun == SubgroupFunction.ELECT) {
            if (arg != null) {
                error(span, "subgroupElect takes no operand");
            }
            want = bool;
        } else if (fun == SubgroupFunction.BALLOT) {
            if (arg != null && !arg.equals(bool)) {
                error(span, "subgroupBallot needs a bool, found " + TypePrinter.name(m, arg));
            }
            want = new TypeInner.Vector(4, Scalar.U32);
        } else if (fun.logical()) {
            if (!bool.equals(arg)) {
                error(span, fun.spelling() + " needs a bool, found " + (arg == null ? "nothing" : TypePrinter.name(m, arg)));
            }
            want = bool;
        } else {
            Scalar s = arg == null || !arg.isScalarOrVector() ? null : arg.scalar();
            boolean ok = s != null && (s.kind() == ScalarKind.SINT || s.kind() == ScalarKind.UINT
                    || (s.kind() == ScalarKind.FLOAT && !fun.integerOnly()));
            if (!ok) {
                error(span, fun.spelling() + " of " + (arg == null ? "nothing" : TypePrinter.name(m, arg)));
            }
            want = arg;
        }
        if (fun.takesIndex() != (sg.index() != null)) {
            error(span, fun.spelling() + (fun.takesIndex() ? " needs" : " takes no") + " invocation index");
        } else if (sg.index() != null && !(type(sg.index()) instanceof TypeInner.ScalarType st
                && (st.scalar().equals(Scalar.U32) || st.scalar().equals(Scalar.I32)))) {
            error(span, fun.spelling() + " needs an i32 or u32 index");
        }
        result(sg.result(), span, scope, Expression.SubgroupResult.class);
        TypeInner got = type(sg.result());
        if (want != null && got != null && !want.equals(got)) {
            error(span, fun.spelling() + " gives " + TypePrinter.name(m, want) + ", not " + TypePrinter.name(m, got));
        }
    }

    private void call(Statement.Call c, Span span, BitSet scope) {
        for (Handle<Expression> a : c.arguments()) {
            use(a, scope, span);
        }
        callees.set(c.function().index());
        Function callee = m.functions().get(c.function());
        if (entryFunctions.contains(c.function().index())) {
            report.accept(new ValidationError.InvalidCall(span, callee.name(), "entry points cannot be called"));
        }
        if (callee.arguments().size() != c.arguments().size()) {
            report.accept(new ValidationError.InvalidCall(span, callee.name(), "expected " + callee.arguments().size()
                    + " arguments, found " + c.arguments().size()));
        } else {
            for (int i = 0; i < c.arguments().size(); i++) {
                TypeResolution at = types[c.arguments().get(i).index()];
                if (at != null && !TypeResolution.of(m, callee.arguments().get(i).type()).sameAs(at)) {
                    report.accept(new ValidationError.InvalidCall(span, callee.name(), "argument " + i + " is "
                            + TypePrinter.name(m, at.inner()) + ", expected " + TypePrinter.name(m, callee.arguments().get(i).type())));
                }
            }
        }
        if ((c.result() == null) != (callee.result() == null)) {
            report.accept(new ValidationError.InvalidCall(span, callee.name(), callee.result() == null
                    ? "the function returns nothing but the call has a result" : "the call has no result expression"));
        }
        if (c.result() != null && f.expressions().get(c.result()) instanceof Expression.CallResult cr
                && !cr.function().equals(c.function())) {
            report.accept(new ValidationError.InvalidCall(span, callee.name(), "result expression names another function"));
        }
        result(c.result(), span, scope, Expression.CallResult.class);
    }
}
