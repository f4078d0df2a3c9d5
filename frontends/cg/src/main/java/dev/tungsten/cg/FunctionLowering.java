package dev.tungsten.cg;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import dev.tungsten.ir.AddressSpace;
import dev.tungsten.ir.Expression;
import dev.tungsten.ir.Function;
import dev.tungsten.ir.Handle;
import dev.tungsten.ir.Span;
import dev.tungsten.ir.Statement;
import dev.tungsten.ir.StorageAccess;
import dev.tungsten.ir.Type;
import dev.tungsten.ir.TypeInner;

/// Lowers Cg functions to IR functions (which the TGSI lowering inlines).
///
/// Parameters pass by value/result (§"Differences From Ansi C"): an `in` parameter is an IR
/// argument (copied to a local only when the body writes it); `out` and `inout` parameters are
/// IR pointers to locals the caller creates, copies in (`inout`) and copies back after the call
/// ([CallResolution]). A sampler parameter is two IR arguments, its image and its sampler; a
/// struct parameter with sampler members is its data (an IR struct without them) plus two
/// arguments per sampler member.
final class FunctionLowering {
    private final CgLowerer lw;

    /// A formal parameter: direction `IN`, `OUT` or `IN_OUT`.
    record Param(String name, Ast.Qualifier direction, CgType type, Ast.Expr defaultValue, Span span, String semantic,
                 boolean uniform) {}

    /// A function's resolved signature.
    record Signature(Ast.FunctionDecl decl, List<Param> params, CgType result) {
        String text() {
            StringBuilder b = new StringBuilder(result.text()).append(' ').append(decl.name()).append('(');
            for (int i = 0; i < params.size(); i++) {
                Param p = params.get(i);
                b.append(i > 0 ? ", " : "").append(p.direction == Ast.Qualifier.OUT ? "out " : p.direction == Ast.Qualifier.IN_OUT
                        ? "inout " : "").append(p.type.text());
            }
            return b.append(')').toString();
        }
    }

    /// A sampler member of a parameter: its IR argument indices and the first plain and shadow
    /// lookups through it.
    static final class Leaf {
        final int imageArg;
        final int samplerArg;
        final CgType.Sampler type;
        Span plainUse;
        Span shadowUse;

        Leaf(int imageArg, int samplerArg, CgType.Sampler type) {
            this.imageArg = imageArg;
            this.samplerArg = samplerArg;
            this.type = type;
        }
    }

    /// A function being or having been lowered.
    static final class Lowered {
        final Signature sig;
        final Handle<Function> handle;
        final Function fn;
        /// Per parameter: the IR argument of its data (-1 when none).
        final int[] dataArg;
        /// Per parameter: its sampler leaves, in member order.
        final List<List<Leaf>> leaves = new ArrayList<>();
        final List<Leaf> allLeaves = new ArrayList<>();

        Lowered(Signature sig, Handle<Function> handle, Function fn) {
            this.sig = sig;
            this.handle = handle;
            this.fn = fn;
            this.dataArg = new int[sig.params.size()];
        }
    }

    private final Map<Ast.FunctionDecl, Signature> signatures = new IdentityHashMap<>();
    private final Map<Ast.FunctionDecl, Lowered> lowered = new IdentityHashMap<>();
    private final Deque<Ast.FunctionDecl> inProgress = new ArrayDeque<>();
    /// Declarations whose signature failed (its error is recorded once).
    private final java.util.Set<Ast.FunctionDecl> failed = java.util.Collections.newSetFromMap(new IdentityHashMap<>());

    FunctionLowering(CgLowerer lw) {
        this.lw = lw;
    }

    /// The signature of `d`, resolved once.
    Signature signature(Ast.FunctionDecl d) {
        Signature s = signatures.get(d);
        if (s != null) {
            return s;
        }
        if (failed.contains(d)) {
            throw CgLowerer.ABORT;
        }
        failed.add(d);
        List<Param> params = new ArrayList<>();
        Map<String, Span> names = new java.util.HashMap<>();
        for (Ast.Param p : d.params()) {
            Span prev = names.putIfAbsent(p.name(), p.span());
            if (prev != null) {
                throw lw.error(new CgSemanticError.Redefinition(p.span(), p.name(), prev));
            }
            CgType t = lw.types.withDims(lw.types.resolve(p.type(), null), p.arrayDims(), null, p.span());
            if (t instanceof CgType.Void) {
                throw lw.error(new CgSemanticError.UnsupportedType(p.span(), "void", "a parameter needs a type with values"));
            }
            Ast.Qualifier dir = p.qualifiers().contains(Ast.Qualifier.IN_OUT)
                    || p.qualifiers().contains(Ast.Qualifier.IN) && p.qualifiers().contains(Ast.Qualifier.OUT) ? Ast.Qualifier.IN_OUT
                    : p.qualifiers().contains(Ast.Qualifier.OUT) ? Ast.Qualifier.OUT : Ast.Qualifier.IN;
            params.add(new Param(p.name(), dir, t, p.init(), p.span(), p.semantic() == null ? null : p.semantic().text(),
                    p.qualifiers().contains(Ast.Qualifier.UNIFORM)));
        }
        CgType result = lw.types.resolve(d.returnType(), null);
        s = new Signature(d, params, result);
        signatures.put(d, s);
        failed.remove(d);
        return s;
    }

    /// The lowered form of `d`, lowering its body the first time; a call while `d` is being
    /// lowered is recursion, reported at `callSpan`.
    Lowered lower(Ast.FunctionDecl d, Span callSpan) {
        Lowered l = lowered.get(d);
        if (l != null) {
            return l;
        }
        if (inProgress.contains(d)) {
            List<String> chain = new ArrayList<>();
            inProgress.descendingIterator().forEachRemaining(f -> chain.add(f.name()));
            chain.add(d.name());
            throw lw.error(new CgSemanticError.RecursiveCall(callSpan, d.name(), chain.subList(chain.indexOf(d.name()), chain.size())));
        }
        if (d.body() == null) {
            throw lw.error(new CgSemanticError.UndefinedFunction(callSpan, d.name()));
        }
        Signature sig = signature(d);
        if (sig.result().containsSampler()) {
            throw lw.error(new CgSemanticError.SamplerMisuse(d.returnType().span(), "a function cannot return a sampler"));
        }
        Function fn = new Function(d.name());
        Handle<Function> handle = lw.module.functions().append(fn, d.nameSpan());
        l = new Lowered(sig, handle, fn);
        declareArguments(l);
        if (!(sig.result() instanceof CgType.Void)) {
            fn.setResult(new Function.Result(lw.types.ir(sig.result(), d.returnType().span()), null));
        }
        inProgress.push(d);
        try {
            body(l);
        } finally {
            inProgress.pop();
        }
        lowered.put(d, l);
        return l;
    }

    private void declareArguments(Lowered l) {
        List<Param> params = l.sig.params();
        for (int i = 0; i < params.size(); i++) {
            Param p = params.get(i);
            List<Leaf> leaves = new ArrayList<>();
            l.leaves.add(leaves);
            l.dataArg[i] = -1;
            if (p.direction != Ast.Qualifier.IN) {
                if (p.type.containsSampler()) {
                    throw lw.error(new CgSemanticError.SamplerMisuse(p.span, "a sampler parameter is implicitly `in`"));
                }
                Handle<Type> t = lw.types.ir(p.type, p.span);
                l.dataArg[i] = l.fn.arguments().size();
                l.fn.arguments().add(new Function.Argument(p.name, lw.module.type(new TypeInner.Pointer(t, AddressSpace.FUNCTION,
                        StorageAccess.READ_WRITE)), null));
                continue;
            }
            if (p.type.hasData()) {
                l.dataArg[i] = l.fn.arguments().size();
                l.fn.arguments().add(new Function.Argument(p.name, lw.types.ir(p.type, p.span), null));
            }
            addLeaves(l, p.name, p.type, leaves);
        }
    }

    private void addLeaves(Lowered l, String path, CgType t, List<Leaf> out) {
        switch (t) {
            case CgType.Sampler s -> {
                Leaf leaf = new Leaf(l.fn.arguments().size(), l.fn.arguments().size() + 1, s);
                l.fn.arguments().add(new Function.Argument(path, lw.types.imageType(s.kind(), false), null));
                l.fn.arguments().add(new Function.Argument(path + ".sampler", lw.types.samplerType(false), null));
                out.add(leaf);
                l.allLeaves.add(leaf);
            }
            case CgType.Struct st -> {
                for (CgType.Field f : st.info().fields) {
                    addLeaves(l, path + "." + f.name(), f.type(), out);
                }
            }
            case CgType.Array a when a.element().containsSampler() ->
                    throw lw.error(new CgSemanticError.UnsupportedType(l.sig.decl().span(), t.text(), "arrays of samplers are not supported"));
            default -> { }
        }
    }

    private void body(Lowered l) {
        Ast.FunctionDecl d = l.sig.decl();
        FunctionContext fc = new FunctionContext(l.fn, l.sig.result(), l);
        Set<String> written = lw.writtenNames(d);
        for (int i = 0; i < l.sig.params().size(); i++) {
            Param p = l.sig.params().get(i);
            fc.bind(p.name, new FunctionContext.Local(parameterValue(fc, l, i, written.contains(p.name)), p.span, null));
        }
        new StatementLowering(lw, fc).block(d.body().statements());
        fc.flushEmit();
        Statement last = l.fn.body().last();
        if (l.fn.result() != null && !(last instanceof Statement.Return)) {
            if (ProgramIndex.mayFallThrough(d.body())) {
                lw.errors.add(new CgSemanticError.MissingReturn(d.nameSpan(), d.name()));
            }
            // The end is unreachable (or the error is reported): the IR still wants a value there.
            Handle<Expression> zero = fc.append(new Expression.ZeroValue(l.fn.result().type()), d.body().span());
            fc.addStatement(new Statement.Return(zero), d.body().span());
        }
        fc.flushEmit();
    }

    /// What a parameter's name stands for in the body.
    private Val parameterValue(FunctionContext fc, Lowered l, int i, boolean written) {
        Param p = l.sig.params().get(i);
        Span span = p.span;
        if (p.direction != Ast.Qualifier.IN) {
            Handle<Expression> ptr = fc.append(new Expression.ArgumentRef(l.dataArg[i]), span);
            return new Val.Ref(ptr, p.type, false, false, p.name);
        }
        Val data = null;
        if (l.dataArg[i] >= 0) {
            Handle<Expression> arg = fc.append(new Expression.ArgumentRef(l.dataArg[i]), span);
            // A parameter holding samplers stays a value: its samplers cannot be copied, so a write
            // to it is reported where it happens.
            if (written && !p.type.containsSampler()) {
                Handle<Expression> local = fc.newLocal(p.name, lw.types.ir(p.type, span), span);
                fc.addStatement(new Statement.Store(local, arg), span);
                data = new Val.Ref(local, p.type, false, false, p.name);
            } else {
                data = new Val.Rv(arg, p.type);
            }
        }
        if (!p.type.containsSampler()) {
            // A struct without members has no IR value; its name still has a type.
            return data != null ? data : new Val.Aggregate(null, (CgType.Struct) p.type, Map.of());
        }
        int[] next = {0};
        return samplerView(fc, l, l.leaves.get(i), next, data, p.type, span);
    }

    private Val samplerView(FunctionContext fc, Lowered l, List<Leaf> leaves, int[] next, Val data, CgType t, Span span) {
        if (t instanceof CgType.Sampler s) {
            Leaf leaf = leaves.get(next[0]++);
            Handle<Expression> img = fc.append(new Expression.ArgumentRef(leaf.imageArg), span);
            Handle<Expression> smp = fc.append(new Expression.ArgumentRef(leaf.samplerArg), span);
            return new Val.SamplerVal(img, smp, s, new Val.SamplerOrigin.Parameter(l, l.allLeaves.indexOf(leaf)));
        }
        CgType.Struct st = (CgType.Struct) t;
        Map<String, Val> members = new LinkedHashMap<>();
        for (int i = 0; i < st.info().fields.size(); i++) {
            CgType.Field f = st.info().fields.get(i);
            if (f.type().containsSampler()) {
                Val sub = null;
                int di = CgTypes.dataIndex(st.info(), i);
                if (di >= 0 && data instanceof Val.Rv rv) {
                    sub = new Val.Rv(fc.append(new Expression.AccessIndex(rv.expr(), di), span), f.type());
                }
                members.put(f.name(), samplerView(fc, l, leaves, next, sub, f.type(), span));
            }
        }
        return new Val.Aggregate(data, st, members);
    }

    /// Records a plain or shadow lookup through sampler leaf `leaf` of `f`'s parameters; a
    /// shadow lookup makes the arguments a depth image and a comparison sampler.
    void markParameterUse(Lowered f, int leaf, boolean shadow, Span span) {
        Leaf l = f.allLeaves.get(leaf);
        Span other = shadow ? l.plainUse : l.shadowUse;
        if (other != null) {
            throw lw.error(new CgSemanticError.ShadowConflict(span, f.fn.arguments().get(l.imageArg).name(), other));
        }
        if (shadow) {
            if (l.shadowUse == null) {
                l.shadowUse = span;
                Function.Argument img = f.fn.arguments().get(l.imageArg);
                f.fn.arguments().set(l.imageArg, new Function.Argument(img.name(), lw.types.imageType(l.type.kind(), true), null));
                Function.Argument smp = f.fn.arguments().get(l.samplerArg);
                f.fn.arguments().set(l.samplerArg, new Function.Argument(smp.name(), lw.types.samplerType(true), null));
            }
        } else if (l.plainUse == null) {
            l.plainUse = span;
        }
    }

    /// The functions lowered so far.
    java.util.Set<Ast.FunctionDecl> loweredDecls() {
        return java.util.Collections.unmodifiableSet(lowered.keySet());
    }
}
