package dev.tungsten.ir;

import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/// Uniformity analysis (the intent of WGSL §15.2, computed on the IR): finds derivatives,
/// implicit-level texture samples and barriers that may run in control flow that differs
/// between invocations, and reports them (derivative-like operations with the severity the
/// `derivative_uniformity` diagnostic filter gives; barriers always as errors).
///
/// Values and control flow carry a mask: bit 0 means "may be non-uniform"; bit `i + 1` means
/// "non-uniform if argument `i` is". Each function is summarised (what its result depends on,
/// whether it needs uniform control flow, what it writes through pointer arguments) so that
/// calls are checked at the call site. Function-local variables are tracked flow-sensitively:
/// a whole-variable store in uniform control flow of a uniform value makes the variable uniform
/// again. Loops are iterated to a fixed point. A `return`, `break` or `continue` under
/// non-uniform control flow makes what follows it non-uniform.
final class UniformityAnalyzer {
    private static final long NON_UNIFORM = 1L;

    private final Module m;
    private final List<ModuleInfo.FunctionInfo> infos;
    private final Consumer<ValidationError> report;
    private final Summary[] summaries;
    private final Map<Integer, EntryPoint> entryByFunction = new HashMap<>();

    /// What callers need to know about a function.
    private record Summary(long result, long requiredCf, boolean requiresUniform, boolean derivativeOnly,
                           long[] pointerWrites) {}

    UniformityAnalyzer(Module m, List<ModuleInfo.FunctionInfo> infos, Consumer<ValidationError> report) {
        this.m = m;
        this.infos = infos;
        this.report = report;
        this.summaries = new Summary[infos.size()];
        for (EntryPoint ep : m.entryPoints()) {
            entryByFunction.put(ep.function().index(), ep);
        }
    }

    void run() {
        boolean[] done = new boolean[infos.size()];
        for (int i = 0; i < infos.size(); i++) {
            analyzeWithCallees(i, done);
        }
    }

    private void analyzeWithCallees(int f, boolean[] done) {
        if (done[f]) {
            return;
        }
        done[f] = true;
        BitSet c = infos.get(f).callees();
        for (int i = c.nextSetBit(0); i >= 0; i = c.nextSetBit(i + 1)) {
            analyzeWithCallees(i, done);
        }
        summaries[f] = new FunctionAnalysis(new Handle<>(f)).run();
    }

    private static long map(long calleeMask, long[] args) {
        long out = calleeMask & NON_UNIFORM;
        for (int i = 0; i < args.length && i < 62; i++) {
            if ((calleeMask & (1L << (i + 1))) != 0) {
                out |= args[i];
            }
        }
        return out;
    }

    /// The analysis of one function body.
    private final class FunctionAnalysis {
        private final Function f;
        private final EntryPoint entry;
        private final long[] expr;
        private final ModuleInfo.FunctionInfo info;
        private long result;
        private long requiredCf;
        private boolean requiresUniform;
        private boolean derivativeOnly = true;
        private final long[] pointerWrites;
        /// Control flow after a non-uniform `return`: everything later is affected.
        private long returned;
        private final java.util.ArrayDeque<Severity> filters = new java.util.ArrayDeque<>();
        /// Control flow masks at `break`s of the innermost loop or switch, and at `continue`s of
        /// the innermost loop.
        private final java.util.ArrayDeque<long[]> breakExits = new java.util.ArrayDeque<>();
        private final java.util.ArrayDeque<long[]> continueExits = new java.util.ArrayDeque<>();

        FunctionAnalysis(Handle<Function> h) {
            this.f = m.functions().get(h);
            this.entry = entryByFunction.get(h.index());
            this.info = infos.get(h.index());
            this.expr = new long[f.expressions().size()];
            this.pointerWrites = new long[f.arguments().size()];
        }

        Summary run() {
            Arena<Expression> arena = f.expressions();
            for (Handle<Expression> h : arena) {
                Expression e = arena.get(h);
                if (e instanceof Expression.ArgumentRef a) {
                    expr[h.index()] = argumentMask(a.index());
                }
            }
            Severity fs = f.derivativeUniformity() != null ? f.derivativeUniformity() : m.derivativeUniformity();
            filters.push(fs);
            block(f.body(), 0, new long[f.localVariables().size()]);
            return new Summary(result, requiredCf, requiresUniform, derivativeOnly, pointerWrites);
        }

        private long argumentMask(int i) {
            if (entry == null) {
                return i < 62 ? 1L << (i + 1) : NON_UNIFORM;
            }
            Function.Argument a = f.arguments().get(i);
            if (a.binding() instanceof Binding.BuiltIn b) {
                return uniformBuiltin(b.value()) ? 0 : NON_UNIFORM;
            }
            if (a.binding() == null && m.inner(a.type()) instanceof TypeInner.Struct s) {
                for (TypeInner.StructMember mem : s.members()) {
                    if (!(mem.binding() instanceof Binding.BuiltIn b) || !uniformBuiltin(b.value())) {
                        return NON_UNIFORM;
                    }
                }
                return 0;
            }
            return NON_UNIFORM;
        }

        private boolean uniformBuiltin(BuiltInValue v) {
            return v == BuiltInValue.WORKGROUP_ID || v == BuiltInValue.NUM_WORKGROUPS
                    || v == BuiltInValue.SUBGROUP_SIZE || v == BuiltInValue.NUM_SUBGROUPS;
        }

        /// The local variable or argument a pointer expression is rooted at, and the mask of
        /// the indices along the way.
        private record Root(int local, int argument, Handle<GlobalVariable> global, long indexMask, boolean whole) {}

        private Root root(Handle<Expression> p) {
            long idx = 0;
            boolean whole = true;
            Handle<Expression> cur = p;
            while (true) {
                Expression e = f.expressions().get(cur);
                switch (e) {
                    case Expression.LocalRef l -> {
                        return new Root(l.variable().index(), -1, null, idx, whole);
                    }
                    case Expression.ArgumentRef a -> {
                        return new Root(-1, a.index(), null, idx | expr[cur.index()], whole);
                    }
                    case Expression.GlobalRef g -> {
                        return new Root(-1, -1, g.variable(), idx, whole);
                    }
                    case Expression.Access a -> {
                        idx |= expr[a.index().index()];
                        whole = false;
                        cur = a.base();
                    }
                    case Expression.AccessIndex a -> {
                        whole = false;
                        cur = a.base();
                    }
                    default -> {
                        return new Root(-1, -1, null, idx | expr[cur.index()], false);
                    }
                }
            }
        }

        private long load(Handle<Expression> pointer, long[] vars) {
            Root r = root(pointer);
            TypeInner pt = info.types()[pointer.index()] == null ? null : info.types()[pointer.index()].inner();
            if (pt instanceof TypeInner.Pointer p && m.inner(p.base()) instanceof TypeInner.Atomic) {
                return NON_UNIFORM;
            }
            if (r.local() >= 0) {
                return vars[r.local()] | r.indexMask();
            }
            if (r.global() != null) {
                GlobalVariable g = m.globals().get(r.global());
                boolean readOnly = g.space() == AddressSpace.UNIFORM || g.space() == AddressSpace.HANDLE
                        || g.space() == AddressSpace.PUSH_CONSTANT
                        || (g.space() == AddressSpace.STORAGE && g.access() == StorageAccess.READ);
                return (readOnly ? 0 : NON_UNIFORM) | r.indexMask();
            }
            return r.indexMask();
        }

        private void require(long cf, Span span, String what, boolean derivative) {
            requiresUniform = true;
            derivativeOnly &= derivative;
            if ((cf & NON_UNIFORM) != 0) {
                Severity s = derivative ? filters.peek() : Severity.ERROR;
                if (s != Severity.OFF) {
                    report.accept(new ValidationError.NonUniform(span, what, null, "", s));
                }
            }
            requiredCf |= cf & ~NON_UNIFORM;
        }

        private void emit(Range<Expression> range, long cf, long[] vars) {
            for (Handle<Expression> h : range) {
                Expression e = f.expressions().get(h);
                long mask = 0;
                for (Handle<Expression> op : e.operands()) {
                    mask |= expr[op.index()];
                }
                switch (e) {
                    case Expression.Load l -> mask = load(l.pointer(), vars);
                    case Expression.AccessIndex a when entry != null
                            && f.expressions().get(a.base()) instanceof Expression.ArgumentRef arg
                            && f.arguments().get(arg.index()).binding() == null
                            && m.inner(f.arguments().get(arg.index()).type()) instanceof TypeInner.Struct s -> {
                        Binding b = s.members().get(a.index()).binding();
                        mask = b instanceof Binding.BuiltIn bi && uniformBuiltin(bi.value()) ? 0 : NON_UNIFORM;
                    }
                    case Expression.ImageLoad il -> {
                        if (info.types()[il.image().index()] != null
                                && info.types()[il.image().index()].inner() instanceof TypeInner.Image img
                                && img.imageClass() instanceof TypeInner.ImageClass.Storage st && st.access() == StorageAccess.READ_WRITE) {
                            mask |= NON_UNIFORM;
                        }
                    }
                    case Expression.Derivative d -> require(cf, f.expressions().span(h), "derivative", true);
                    case Expression.ImageSample s when s.level() instanceof Expression.SampleLevel.Auto
                            || s.level() instanceof Expression.SampleLevel.Bias ->
                            require(cf, f.expressions().span(h), "texture sample with implicit level of detail", true);
                    default -> { }
                }
                expr[h.index()] = mask;
            }
        }

        /// Walks a block; returns the control-flow mask in effect after it.
        private long block(Block b, long cf, long[] vars) {
            if (b.derivativeUniformity() != null) {
                filters.push(b.derivativeUniformity());
            }
            try {
                for (int i = 0; i < b.size(); i++) {
                    cf = statement(b.get(i), b.span(i), cf | returned, vars);
                }
                return cf;
            } finally {
                if (b.derivativeUniformity() != null) {
                    filters.pop();
                }
            }
        }

        private void merge(long[] into, long[] other) {
            for (int i = 0; i < into.length; i++) {
                into[i] |= other[i];
            }
        }

        private long statement(Statement s, Span span, long cf, long[] vars) {
            switch (s) {
                case Statement.Emit e -> emit(e.range(), cf, vars);
                case Statement.BlockStatement bs -> cf = block(bs.body(), cf, vars);
                case Statement.If i -> {
                    long inner = cf | expr[i.condition().index()];
                    long[] other = vars.clone();
                    long a = block(i.accept(), inner, vars);
                    long r = block(i.reject(), inner, other);
                    merge(vars, other);
                    cf |= (a | r) & ~inner;
                }
                case Statement.Switch sw -> {
                    long inner = cf | expr[sw.selector().index()];
                    long[] start = vars.clone();
                    breakExits.push(new long[] {0});
                    for (Statement.SwitchCase c : sw.cases()) {
                        long[] caseVars = start.clone();
                        block(c.body(), inner, caseVars);
                        merge(vars, caseVars);
                    }
                    breakExits.pop();
                }
                case Statement.Loop l -> loop(l, cf, vars);
                case Statement.Break b -> {
                    if (!breakExits.isEmpty()) {
                        breakExits.peek()[0] |= cf;
                    }
                }
                case Statement.Continue c -> {
                    if (!continueExits.isEmpty()) {
                        continueExits.peek()[0] |= cf;
                    }
                }
                case Statement.Return r -> {
                    if (r.value() != null) {
                        result |= expr[r.value().index()];
                    }
                    result |= cf;
                    returned |= cf;
                }
                case Statement.Kill k -> { }
                case Statement.Barrier b -> require(cf, span, "barrier", false);
                case Statement.WorkGroupUniformLoad w -> {
                    require(cf, span, "workgroupUniformLoad", false);
                    expr[w.result().index()] = 0;
                }
                case Statement.Store st -> store(st.pointer(), expr[st.value().index()] | cf, vars, false);
                case Statement.ImageStore is -> { }
                case Statement.Atomic a -> {
                    if (a.result() != null) {
                        expr[a.result().index()] = NON_UNIFORM;
                    }
                }
                // Uniform across the subgroup at most, never across the workgroup or draw (§15.2).
                // Calls in non-uniform control flow are accepted: see the `subgroup_uniformity`
                // note of the WGSL README.
                case Statement.Subgroup sg -> expr[sg.result().index()] = NON_UNIFORM;
                case Statement.Call c -> call(c, span, cf, vars);
            }
            return cf;
        }

        /// A store of a value with `value`'s mask; `weak` when it may not happen on every path.
        private void store(Handle<Expression> pointer, long value, long[] vars, boolean weak) {
            Root r = root(pointer);
            long mask = value | r.indexMask();
            if (r.local() >= 0) {
                vars[r.local()] = r.whole() && !weak ? mask : vars[r.local()] | mask;
            } else if (r.argument() >= 0) {
                pointerWrites[r.argument()] |= mask;
            }
        }

        private void loop(Statement.Loop l, long cf, long[] vars) {
            long loopCf = cf;
            long[] entry = vars.clone();
            for (int round = 0; round < 64; round++) {
                long[] state = entry.clone();
                long[] exits = {0};
                breakExits.push(exits);
                continueExits.push(exits);
                block(l.body(), loopCf, state);
                block(l.continuing(), loopCf | exits[0], state);
                breakExits.pop();
                continueExits.pop();
                long next = loopCf | exits[0];
                if (l.breakIf() != null) {
                    next |= expr[l.breakIf().index()];
                }
                long[] merged = entry.clone();
                merge(merged, state);
                boolean changed = next != loopCf || !Arrays.equals(merged, entry);
                loopCf = next;
                entry = merged;
                if (!changed) {
                    break;
                }
            }
            System.arraycopy(entry, 0, vars, 0, vars.length);
        }

        private void call(Statement.Call c, Span span, long cf, long[] vars) {
            Summary callee = summaries[c.function().index()];
            long[] args = new long[c.arguments().size()];
            for (int i = 0; i < args.length; i++) {
                args[i] = expr[c.arguments().get(i).index()];
            }
            if (callee == null) {
                return;
            }
            if (callee.requiresUniform()) {
                long need = cf | map(callee.requiredCf(), args);
                require(need, span, "call of `" + m.functions().get(c.function()).name() + "`, which needs uniform control flow,",
                        callee.derivativeOnly());
            }
            if (c.result() != null) {
                expr[c.result().index()] = map(callee.result(), args) | cf;
            }
            for (int i = 0; i < args.length; i++) {
                if (i < callee.pointerWrites().length && callee.pointerWrites()[i] != 0) {
                    store(c.arguments().get(i), map(callee.pointerWrites()[i], args) | cf, vars, true);
                }
            }
        }
    }
}
