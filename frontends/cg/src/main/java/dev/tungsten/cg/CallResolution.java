package dev.tungsten.cg;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import dev.tungsten.ir.Expression;
import dev.tungsten.ir.Handle;
import dev.tungsten.ir.Span;
import dev.tungsten.ir.Statement;

/// Resolves and lowers calls: constructors, user functions (§"Function Overloading") and the
/// standard library ([CgLibrary]).
///
/// ## Overload resolution
/// Every visible function of the name, user-defined and library, is a candidate; one with the
/// wrong number of parameters (counting defaults) is dropped. Each argument is ranked against
/// its parameter with [Conversions#rank] (exact, promotion, conversion, smearing, truncation)
/// and the candidate with the lowest total wins. This orders candidates as the spec's steps
/// 5a-5d do when one candidate is best for every argument; where the spec's left-to-right
/// elimination would pick by the first argument alone (`max(0.0, v)` with `v` a `float3`
/// would take the scalar overload and truncate `v`), the total picks the overload `cgc`
/// picks. A tie between user functions is an ambiguity error naming them; a user function
/// beats a library function with the same parameters; among library rows the table order
/// decides (they are one generic function, not rival overloads).
final class CallResolution {
    private final CgLowerer lw;

    /// A concrete overload: parameter types and directions, result, and what implements it
    /// (`user` or `row`, with `generic` the library's `T`).
    record Candidate(List<CgType> params, List<Boolean> out, CgType result, FunctionLowering.Signature user,
                     CgLibrary.Row row, CgType generic, int rank) {
        /// The candidate as a declaration (`float4 lerp(float4, float4, float4)`), for messages:
        /// built only when one is reported, as every call ranks many candidates.
        String label() {
            if (user != null) {
                return user.text();
            }
            StringBuilder b = new StringBuilder(result.text()).append(' ').append(row.name()).append('(');
            for (int i = 0; i < params.size(); i++) {
                b.append(i > 0 ? ", " : "").append(out.get(i) ? "out " : "").append(params.get(i).text());
            }
            return b.append(')').toString();
        }
    }

    CallResolution(CgLowerer lw) {
        this.lw = lw;
    }

    /// Lowers a call; `null` when the callee returns nothing.
    Val call(FunctionContext fc, Ast.Call c) {
        Span span = c.span();
        if (!(c.callee() instanceof Ast.Ident id)) {
            throw lw.error(new CgSemanticError.NotCallable(c.callee().span(), "a member or expression (methods are not supported)"));
        }
        String name = id.name();
        if (fc.lookup(name) != null) {
            throw lw.error(new CgSemanticError.NotCallable(id.span(), "variable `" + name + "`"));
        }
        CgType type = fc.lookupType(name);
        if (type == null) {
            type = lw.types.globalType(name);
        }
        if (type == null) {
            type = CgTypes.builtin(name);
        }
        if (type == null && lw.functionDecls.get(name) == null && (type = CgTypes.glslAlias(name)) != null) {
            lw.warn(id.span(), "`" + name + "` is GLSL; accepted as " + type.text(), "§Types (GLSL names are not Cg)");
        }
        if (type != null) {
            return lw.exprs.constructors.construct(fc, type, c.arguments(), span);
        }
        List<Ast.FunctionDecl> decls = lw.functionDecls.getOrDefault(name, List.of());
        if (fc.lowered != null) {
            // A function is visible from its declaration (or prototype) on.
            Ast.FunctionDecl caller = fc.lowered.sig.decl();
            decls = decls.stream().filter(d -> !lw.declaredAfter(d, caller)).toList();
        }
        List<CgLibrary.Row> rows = CgLibrary.rows(name);
        if (decls.isEmpty() && rows.isEmpty() && CgLibrary.GLSL_NAMES.containsKey(name)) {
            String cg = CgLibrary.GLSL_NAMES.get(name);
            lw.warn(id.span(), "`" + name + "` is GLSL; accepted as `" + cg + "`", "§Cg Standard Library Functions");
            rows = CgLibrary.rows(cg);
        }
        if (decls.isEmpty() && rows.isEmpty()) {
            throw lw.error(lw.globalDecls.containsKey(name) ? new CgSemanticError.NotCallable(id.span(), "variable `" + name + "`")
                    : new CgSemanticError.UndefinedName(id.span(), name));
        }
        List<Val> args = new ArrayList<>();
        for (Ast.Expr a : c.arguments()) {
            args.add(lw.exprs.lower(fc, a));
        }
        List<CgType> types = args.stream().map(Val::type).toList();
        Candidate chosen = choose(name, decls, rows, types, span);
        if (chosen.user() != null) {
            return invoke(fc, definition(chosen.user()), args, c.arguments().stream().map(Ast.Expr::span).toList(), span);
        }
        return lw.library.lower(fc, chosen, args, c.arguments(), span);
    }

    // ------------------------------------------------------------------ resolution

    /// The definition a prototype declares (the first with its parameter types), or the
    /// prototype itself when there is none (its call is then reported).
    private FunctionLowering.Signature definition(FunctionLowering.Signature sig) {
        if (sig.decl().body() != null) {
            return sig;
        }
        List<CgType> types = sig.params().stream().map(FunctionLowering.Param::type).toList();
        for (Ast.FunctionDecl d : lw.functionDecls.getOrDefault(sig.decl().name(), List.of())) {
            if (d.body() == null) {
                continue;
            }
            try {
                FunctionLowering.Signature def = lw.functions.signature(d);
                if (def.params().stream().map(FunctionLowering.Param::type).toList().equals(types)) {
                    return def;
                }
            } catch (CgLowerer.Abort a) {
                // its error is recorded
            }
        }
        return sig;
    }

    private Candidate choose(String name, List<Ast.FunctionDecl> decls, List<CgLibrary.Row> rows, List<CgType> args, Span span) {
        List<Candidate> all = new ArrayList<>();
        for (Ast.FunctionDecl d : decls) {
            FunctionLowering.Signature sig;
            try {
                sig = lw.functions.signature(d);
            } catch (CgLowerer.Abort a) {
                continue;
            }
            Candidate cand = user(sig, args);
            if (cand != null && all.stream().noneMatch(o -> o.user() != null && o.params().equals(cand.params()))) {
                all.add(cand);
            } else if (cand != null && d.body() != null) {
                // A definition after its prototype replaces it.
                all.removeIf(o -> o.user() != null && o.params().equals(cand.params()) && o.user().decl().body() == null);
                all.add(cand);
            }
        }
        boolean cacheable = args.stream().allMatch(a -> a.base() != null || a instanceof CgType.Sampler);
        for (CgLibrary.Row row : rows) {
            Candidate cand = cacheable
                    ? INSTANCES.computeIfAbsent(new InstanceKey(row, args), k -> java.util.Optional.ofNullable(libraryCandidate(row, args)))
                            .orElse(null)
                    : libraryCandidate(row, args);
            if (cand != null) {
                all.add(cand);
            }
        }
        if (all.isEmpty()) {
            List<String> sigs = new ArrayList<>();
            for (Ast.FunctionDecl d : decls) {
                try {
                    sigs.add(lw.functions.signature(d).text());
                } catch (CgLowerer.Abort a) {
                    // its error is recorded
                }
            }
            throw lw.error(new CgSemanticError.NoMatchingOverload(span, name, argumentText(args), sigs));
        }
        int best = all.stream().mapToInt(Candidate::rank).min().orElseThrow();
        List<Candidate> tied = all.stream().filter(cd -> cd.rank() == best).toList();
        List<Candidate> users = tied.stream().filter(cd -> cd.user() != null).toList();
        if (users.size() > 1) {
            throw lw.error(new CgSemanticError.AmbiguousCall(span, name, argumentText(args),
                    users.stream().map(Candidate::label).toList()));
        }
        return users.size() == 1 ? users.getFirst() : tied.getFirst();
    }

    private static String argumentText(List<CgType> args) {
        return String.join(", ", args.stream().map(CgType::text).toList());
    }

    private record InstanceKey(CgLibrary.Row row, List<CgType> args) {}

    /// The best instantiation of each library row for argument types without structs (those
    /// are the same in every program), kept across compilations: a row's patterns are tried
    /// with every candidate shape and base, and the same calls recur in every shader.
    private static final java.util.concurrent.ConcurrentHashMap<InstanceKey, java.util.Optional<Candidate>> INSTANCES =
            new java.util.concurrent.ConcurrentHashMap<>();

    private static Candidate libraryCandidate(CgLibrary.Row row, List<CgType> args) {
        return row.kind() instanceof CgLibrary.Kind.Special sp && sp.key().equals("mul")
                ? LibraryCalls.mulCandidate(row, args) : instantiate(row, args);
    }

    /// Ranks the arguments against a user function's parameters (defaults fill the rest).
    private Candidate user(FunctionLowering.Signature sig, List<CgType> args) {
        List<FunctionLowering.Param> ps = sig.params();
        if (args.size() > ps.size()) {
            return null;
        }
        for (int i = args.size(); i < ps.size(); i++) {
            if (ps.get(i).defaultValue() == null) {
                return null;
            }
        }
        int total = 0;
        List<CgType> params = new ArrayList<>();
        List<Boolean> out = new ArrayList<>();
        for (int i = 0; i < ps.size(); i++) {
            FunctionLowering.Param p = ps.get(i);
            params.add(p.type());
            out.add(p.direction() != Ast.Qualifier.IN);
            if (i >= args.size()) {
                continue;
            }
            int r = argumentRank(args.get(i), p.type(), p.direction() != Ast.Qualifier.IN);
            if (r < 0) {
                return null;
            }
            total += r;
        }
        return new Candidate(params, out, sig.result(), sig, null, null, total);
    }

    /// The rank of passing `arg` to a parameter of type `param`; an `out` parameter must also
    /// convert back.
    static int argumentRank(CgType arg, CgType param, boolean out) {
        int r = Conversions.rank(arg, param);
        if (r < 0 || out && Conversions.rank(param, arg) < 0) {
            return -1;
        }
        return r;
    }

    /// The best instantiation of a library row's signatures for `args`, or `null`.
    private static Candidate instantiate(CgLibrary.Row row, List<CgType> args) {
        Candidate best = null;
        for (CgLibrary.Signature sig : row.signatures()) {
            if (sig.params().size() != args.size()) {
                continue;
            }
            Set<CgType> shapes = new LinkedHashSet<>();
            Set<CgType.Base> bases = new LinkedHashSet<>();
            boolean generic = false;
            for (int i = 0; i < args.size(); i++) {
                String p = stripOut(sig.params().get(i));
                CgType a = args.get(i);
                if (p.startsWith("T") || p.equals("S")) {
                    generic = true;
                    if (a.base() != null) {
                        if (!p.equals("S")) {
                            shapes.add(a);
                            if (a instanceof CgType.Matrix m && (m.rows() == 1 || m.columns() == 1)) {
                                shapes.add(CgType.vector(m.base(), m.components()));
                            }
                        }
                        bases.add(a.concrete().base());
                    }
                }
            }
            List<CgType> ts = new ArrayList<>();
            if (generic) {
                bases.add(CgType.Base.FLOAT);
                if (sig.constraint().equals("n")) {
                    bases.add(CgType.Base.INT);
                }
                for (CgType shape : shapes) {
                    for (CgType.Base b : bases) {
                        CgType t = shape.withBase(b);
                        if (allowed(sig.constraint(), t) && !ts.contains(t)) {
                            ts.add(t);
                        }
                    }
                }
            } else {
                ts.add(null);
            }
            for (CgType t : ts) {
                Candidate c = rank(row, sig, t, args);
                if (c != null && (best == null || c.rank() < best.rank())) {
                    best = c;
                }
            }
        }
        return best;
    }

    private static Candidate rank(CgLibrary.Row row, CgLibrary.Signature sig, CgType t, List<CgType> args) {
        List<CgType> params = new ArrayList<>();
        List<Boolean> out = new ArrayList<>();
        int total = 0;
        for (int i = 0; i < args.size(); i++) {
            String p = sig.params().get(i);
            boolean isOut = p.startsWith("out ");
            CgType pt = pattern(stripOut(p), t);
            if (pt == null) {
                return null;
            }
            int r = argumentRank(args.get(i), pt, isOut);
            if (r < 0) {
                return null;
            }
            total += r;
            params.add(pt);
            out.add(isOut);
        }
        CgType result = pattern(sig.result(), t);
        if (result == null) {
            return null;
        }
        return new Candidate(params, out, result, null, row, t, total);
    }

    private static String stripOut(String p) {
        return p.startsWith("out ") ? p.substring(4) : p;
    }

    /// A pattern of a library signature with `T` bound.
    static CgType pattern(String p, CgType t) {
        return switch (p) {
            case "T" -> t;
            case "S" -> new CgType.Scalar(t.base());
            case "Tb" -> t.withBase(CgType.Base.BOOL);
            case "Ti" -> t.withBase(CgType.Base.INT);
            case "MT" -> t instanceof CgType.Matrix m ? CgType.matrix(m.base(), m.columns(), m.rows()) : null;
            default -> CgTypes.builtin(p);
        };
    }

    private static boolean allowed(String constraint, CgType t) {
        CgType.Base b = t.base();
        boolean line = t instanceof CgType.Scalar || t instanceof CgType.Vector;
        return switch (constraint) {
            case "f" -> line && b.isFloating();
            case "fv" -> t instanceof CgType.Vector && b.isFloating();
            case "fv3" -> t instanceof CgType.Vector v && v.size() == 3 && b.isFloating();
            case "n" -> line && b.isNumeric();
            case "a" -> line;
            case "m" -> t instanceof CgType.Matrix && b.isFloating();
            case "msq" -> t instanceof CgType.Matrix m && m.rows() == m.columns() && b.isFloating();
            default -> false;
        };
    }

    // ------------------------------------------------------------------ user calls

    /// Calls user function `sig` with `args` (values or places; fewer than the parameters when
    /// defaults fill the rest): `in` arguments are converted to the parameter types, `out` and
    /// `inout` ones go through fresh locals that are stored back after the call.
    Val invoke(FunctionContext fc, FunctionLowering.Signature sig, List<Val> args, List<Span> argSpans, Span span) {
        fc.flushEmit();
        FunctionLowering.Lowered f = lw.functions.lower(sig.decl(), span);
        List<Handle<Expression>> irArgs = new ArrayList<>();
        record WriteBack(Val target, Handle<Expression> local, CgType type, Span span) {}
        List<WriteBack> writeBacks = new ArrayList<>();
        for (int i = 0; i < sig.params().size(); i++) {
            FunctionLowering.Param p = sig.params().get(i);
            Span argSpan = i < argSpans.size() ? argSpans.get(i) : span;
            Val arg = i < args.size() ? args.get(i) : null;
            if (p.direction() != Ast.Qualifier.IN) {
                lw.exprs.checkWritable(arg, argSpan);
                Handle<Expression> local = fc.newLocal(p.name(), lw.types.ir(p.type(), argSpan), argSpan);
                if (p.direction() == Ast.Qualifier.IN_OUT) {
                    Val.Rv in = lw.conv.convert(fc, lw.exprs.load(fc, arg, argSpan), p.type(), argSpan, false);
                    fc.addStatement(new Statement.Store(local, in.expr()), argSpan);
                }
                irArgs.add(local);
                writeBacks.add(new WriteBack(arg, local, p.type(), argSpan));
                continue;
            }
            if (arg == null) {
                Val.Rv v = lw.exprs.valueAs(fc, p.defaultValue(), p.type());
                irArgs.add(v.expr());
                continue;
            }
            passIn(fc, f, i, arg, p.type(), argSpan, irArgs);
        }
        Handle<Expression> result = null;
        if (!(sig.result() instanceof CgType.Void)) {
            result = fc.append(new Expression.CallResult(f.handle), span);
        }
        fc.addStatement(new Statement.Call(f.handle, irArgs, result), span);
        for (WriteBack w : writeBacks) {
            Handle<Expression> v = fc.append(new Expression.Load(w.local()), w.span());
            Val.Rv back = lw.conv.convert(fc, new Val.Rv(v, w.type()), w.target().type(), w.span(), false);
            lw.exprs.store(fc, w.target(), back, w.span());
        }
        return result == null ? null : new Val.Rv(result, sig.result());
    }

    /// Appends the IR arguments of an `in` parameter of type `t`: its data converted to `t`, and
    /// the image and sampler of each sampler member (marking the callee's lookups on the
    /// argument's samplers).
    private void passIn(FunctionContext fc, FunctionLowering.Lowered f, int param, Val arg, CgType t, Span span,
                        List<Handle<Expression>> irArgs) {
        if (!t.hasData() && !t.containsSampler()) {
            return;
        }
        if (!t.containsSampler()) {
            irArgs.add(lw.conv.convert(fc, lw.exprs.load(fc, arg, span), t, span, false).expr());
            return;
        }
        Val data = arg instanceof Val.Aggregate a ? a.data() : null;
        if (f.dataArg[param] >= 0) {
            irArgs.add(lw.exprs.load(fc, data, span).expr());
        }
        List<Val.SamplerVal> leaves = new ArrayList<>();
        samplerLeaves(arg, leaves, span);
        List<FunctionLowering.Leaf> formal = f.leaves.get(param);
        for (int i = 0; i < leaves.size(); i++) {
            Val.SamplerVal s = leaves.get(i);
            FunctionLowering.Leaf leaf = formal.get(i);
            if (leaf.shadowUse != null) {
                lw.globals.markUse(s.origin(), true, span);
            }
            if (leaf.plainUse != null) {
                lw.globals.markUse(s.origin(), false, span);
            }
            irArgs.add(s.image());
            irArgs.add(s.sampler());
        }
    }

    private void samplerLeaves(Val v, List<Val.SamplerVal> out, Span span) {
        switch (v) {
            case Val.SamplerVal s -> out.add(s);
            case Val.Aggregate a -> a.samplers().values().forEach(x -> samplerLeaves(x, out, span));
            default -> throw lw.error(new CgSemanticError.SamplerMisuse(span, "expected a sampler, found " + v.type().text()));
        }
    }
}
