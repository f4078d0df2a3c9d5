package dev.tungsten.cg;

import java.util.ArrayDeque;
import java.util.Collections;
import java.util.Deque;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/// Syntactic facts about function bodies, found before lowering: which names a program may
/// reach (so the uniform buffer lists the globals in declaration order before any code is
/// lowered), which names a body writes (so an `in` parameter that is never written needs no
/// local copy), and which members of an entry parameter a body reads (so unread varyings get
/// no input). All are conservative: a name shadowed by a local counts as the global.
final class ProgramIndex {
    private ProgramIndex() {}

    /// Every identifier `e` mentions (variables, callees, constructor names).
    static void identifiers(Ast.Expr e, Consumer<String> out) {
        walk(e, x -> {
            if (x instanceof Ast.Ident id) {
                out.accept(id.name());
            }
        });
    }

    /// Visits `e` and its subexpressions, parents first.
    static void walk(Ast.Expr e, Consumer<Ast.Expr> visit) {
        if (e == null) {
            return;
        }
        visit.accept(e);
        switch (e) {
            case Ast.Call c -> {
                walk(c.callee(), visit);
                for (Ast.Expr a : c.arguments()) {
                    walk(a, visit);
                }
            }
            case Ast.Construct c -> {
                for (Ast.Expr a : c.arguments()) {
                    walk(a, visit);
                }
            }
            case Ast.Cast c -> walk(c.expr(), visit);
            case Ast.Member m -> walk(m.base(), visit);
            case Ast.Index i -> {
                walk(i.base(), visit);
                walk(i.index(), visit);
            }
            case Ast.Unary u -> walk(u.operand(), visit);
            case Ast.Binary b -> {
                walk(b.left(), visit);
                walk(b.right(), visit);
            }
            case Ast.Assign a -> {
                walk(a.target(), visit);
                walk(a.value(), visit);
            }
            case Ast.Conditional c -> {
                walk(c.condition(), visit);
                walk(c.accept(), visit);
                walk(c.reject(), visit);
            }
            case Ast.Comma c -> {
                for (Ast.Expr x : c.exprs()) {
                    walk(x, visit);
                }
            }
            case Ast.InitList l -> {
                for (Ast.Expr x : l.elements()) {
                    walk(x, visit);
                }
            }
            default -> { }
        }
    }

    /// The direct subexpressions of `e`, in source order.
    static List<Ast.Expr> children(Ast.Expr e) {
        List<Ast.Expr> out = new java.util.ArrayList<>();
        switch (e) {
            case Ast.Call c -> {
                out.add(c.callee());
                out.addAll(c.arguments());
            }
            case Ast.Construct c -> out.addAll(c.arguments());
            case Ast.Cast c -> out.add(c.expr());
            case Ast.Member m -> out.add(m.base());
            case Ast.Index i -> {
                out.add(i.base());
                out.add(i.index());
            }
            case Ast.Unary u -> out.add(u.operand());
            case Ast.Binary b -> {
                out.add(b.left());
                out.add(b.right());
            }
            case Ast.Assign a -> {
                out.add(a.target());
                out.add(a.value());
            }
            case Ast.Conditional c -> {
                out.add(c.condition());
                out.add(c.accept());
                out.add(c.reject());
            }
            case Ast.Comma c -> out.addAll(c.exprs());
            case Ast.InitList l -> out.addAll(l.elements());
            default -> { }
        }
        return out;
    }

    /// Visits every expression of statement `s` (declarator initializers and sizes included).
    static void expressions(Ast.Stmt s, Consumer<Ast.Expr> visit) {
        if (s == null) {
            return;
        }
        switch (s) {
            case Ast.Block b -> b.statements().forEach(x -> expressions(x, visit));
            case Ast.ExprStmt e -> walk(e.expr(), visit);
            case Ast.DeclStmt d -> {
                for (Ast.Declarator dc : d.decl().declarators()) {
                    walk(dc.init(), visit);
                    dc.arrayDims().forEach(x -> walk(x, visit));
                }
            }
            case Ast.If i -> {
                walk(i.condition(), visit);
                expressions(i.accept(), visit);
                expressions(i.reject(), visit);
            }
            case Ast.For f -> {
                expressions(f.init(), visit);
                walk(f.condition(), visit);
                walk(f.step(), visit);
                expressions(f.body(), visit);
            }
            case Ast.While w -> {
                walk(w.condition(), visit);
                expressions(w.body(), visit);
            }
            case Ast.DoWhile d -> {
                expressions(d.body(), visit);
                walk(d.condition(), visit);
            }
            case Ast.Return r -> walk(r.value(), visit);
            default -> { }
        }
    }

    /// What a program may reach: globals in declaration order, and the functions (every
    /// overload of every name called).
    record Reach(List<CgLowerer.GlobalDecl> globals, Set<Ast.FunctionDecl> functions) {}

    /// The functions and globals a program starting at `entry` may reach.
    static Reach reach(Ast.FunctionDecl entry, Map<String, List<Ast.FunctionDecl>> functions,
                       Map<String, CgLowerer.GlobalDecl> globals) {
        Set<String> names = new HashSet<>();
        // By identity: a record's hash walks the whole function body.
        Set<Ast.FunctionDecl> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        Deque<Ast.FunctionDecl> work = new ArrayDeque<>(List.of(entry));
        Deque<CgLowerer.GlobalDecl> globalWork = new ArrayDeque<>();
        Consumer<String> found = n -> {
            if (names.add(n)) {
                List<Ast.FunctionDecl> fs = functions.get(n);
                if (fs != null) {
                    work.addAll(fs);
                }
                CgLowerer.GlobalDecl g = globals.get(n);
                if (g != null) {
                    globalWork.add(g);
                }
            }
        };
        while (!work.isEmpty() || !globalWork.isEmpty()) {
            if (!globalWork.isEmpty()) {
                CgLowerer.GlobalDecl g = globalWork.poll();
                identifiers(g.declarator().init(), found);
                continue;
            }
            Ast.FunctionDecl f = work.poll();
            if (!seen.add(f)) {
                continue;
            }
            for (Ast.Param p : f.params()) {
                identifiers(p.init(), found);
            }
            expressions(f.body(), e -> {
                if (e instanceof Ast.Ident id) {
                    found.accept(id.name());
                }
            });
        }
        return new Reach(globals.values().stream().filter(g -> names.contains(g.name())).toList(), seen);
    }

    /// The root variable of an lvalue expression (`a` of `a.b[2].xy`), or `null`.
    static String root(Ast.Expr e) {
        return switch (e) {
            case Ast.Ident id -> id.name();
            case Ast.Member m -> root(m.base());
            case Ast.Index i -> root(i.base());
            default -> null;
        };
    }

    /// Library functions with `out` parameters and the argument positions they write.
    private static final Map<String, List<Integer>> LIBRARY_OUT = Map.of("sincos", List.of(1, 2), "modf", List.of(1),
            "frexp", List.of(1));

    /// Names a body may write: assignment and increment targets, and arguments of calls that
    /// may be `out` (any user function; the library's `sincos`, `modf`, `frexp`).
    static Set<String> writtenNames(Ast.Stmt body, Set<String> libraryNames) {
        Set<String> out = new LinkedHashSet<>();
        expressions(body, e -> {
            switch (e) {
                case Ast.Assign a -> add(out, root(a.target()));
                case Ast.Unary u when u.op() == Ast.UnaryOp.PRE_INC || u.op() == Ast.UnaryOp.PRE_DEC
                        || u.op() == Ast.UnaryOp.POST_INC || u.op() == Ast.UnaryOp.POST_DEC -> add(out, root(u.operand()));
                case Ast.Call c when c.callee() instanceof Ast.Ident id && CgTypes.builtin(id.name()) == null -> {
                    List<Integer> positions = LIBRARY_OUT.get(id.name());
                    boolean library = libraryNames.contains(id.name()) && positions == null;
                    for (int i = 0; i < c.arguments().size(); i++) {
                        if (!library && (positions == null || positions.contains(i))) {
                            add(out, root(c.arguments().get(i)));
                        }
                    }
                }
                default -> { }
            }
        });
        return out;
    }

    private static void add(Set<String> out, String name) {
        if (name != null) {
            out.add(name);
        }
    }

    /// The member paths of parameter `name` that `body` reads (`["texCoord", "color"]` for
    /// `VOUT.texCoord` and `VOUT.color`); the empty string when the whole parameter is used.
    static Set<String> readPaths(Ast.Stmt body, String name) {
        Set<String> out = new HashSet<>();
        statementRoots(body, e -> collectPaths(e, name, out));
        return out;
    }

    /// Visits the top-level expressions of the statements of `s` (not their subexpressions).
    private static void statementRoots(Ast.Stmt s, Consumer<Ast.Expr> visit) {
        if (s == null) {
            return;
        }
        switch (s) {
            case Ast.Block b -> b.statements().forEach(x -> statementRoots(x, visit));
            case Ast.ExprStmt e -> visit.accept(e.expr());
            case Ast.DeclStmt d -> d.decl().declarators().forEach(dc -> {
                if (dc.init() != null) {
                    visit.accept(dc.init());
                }
            });
            case Ast.If i -> {
                visit.accept(i.condition());
                statementRoots(i.accept(), visit);
                statementRoots(i.reject(), visit);
            }
            case Ast.For f -> {
                statementRoots(f.init(), visit);
                if (f.condition() != null) {
                    visit.accept(f.condition());
                }
                if (f.step() != null) {
                    visit.accept(f.step());
                }
                statementRoots(f.body(), visit);
            }
            case Ast.While w -> {
                visit.accept(w.condition());
                statementRoots(w.body(), visit);
            }
            case Ast.DoWhile d -> {
                statementRoots(d.body(), visit);
                visit.accept(d.condition());
            }
            case Ast.Return r -> {
                if (r.value() != null) {
                    visit.accept(r.value());
                }
            }
            default -> { }
        }
    }

    /// Records the member chain rooted at `name` that `e` is, or looks inside it.
    private static void collectPaths(Ast.Expr e, String name, Set<String> out) {
        String path = memberPath(e, name);
        if (path != null) {
            out.add(path);
            return;
        }
        for (Ast.Expr c : children(e)) {
            collectPaths(c, name, out);
        }
    }

    /// `a.b.c` of `name.a.b.c` (members only), the empty string for `name` itself, or `null`
    /// when `e` is not such a chain.
    private static String memberPath(Ast.Expr e, String name) {
        if (e instanceof Ast.Ident id) {
            return id.name().equals(name) ? "" : null;
        }
        if (e instanceof Ast.Member m) {
            String base = memberPath(m.base(), name);
            return base == null ? null : base.isEmpty() ? m.name() : base + "." + m.name();
        }
        return null;
    }

    /// Whether leaf `path` of a parameter is read, given the paths [#readPaths] found: some
    /// read path is the leaf or a prefix of it (or the leaf is a prefix of the read path).
    static boolean isRead(Set<String> reads, String path) {
        if (path.isEmpty()) {
            return !reads.isEmpty();
        }
        for (String r : reads) {
            if (r.isEmpty() || r.equals(path) || path.startsWith(r + ".") || r.startsWith(path + ".")) {
                return true;
            }
        }
        return false;
    }

    /// Whether control can reach the end of `s` (C's flow rules: `return` and `discard` end the
    /// function; a loop without a condition, or with a `true` one, ends only by `break`).
    static boolean mayFallThrough(Ast.Stmt s) {
        return switch (s) {
            case Ast.Block b -> b.statements().stream().allMatch(ProgramIndex::mayFallThrough);
            case Ast.Return r -> false;
            case Ast.Discard d -> false;
            case Ast.If i -> i.reject() == null || mayFallThrough(i.accept()) || mayFallThrough(i.reject());
            case Ast.For f -> !isAlwaysTrue(f.condition(), true) || breaks(f.body());
            case Ast.While w -> !isAlwaysTrue(w.condition(), false) || breaks(w.body());
            case Ast.DoWhile d -> mayFallThrough(d.body()) && (!isAlwaysTrue(d.condition(), false) || breaks(d.body()));
            default -> true;
        };
    }

    private static boolean isAlwaysTrue(Ast.Expr e, boolean absentIsTrue) {
        if (e == null) {
            return absentIsTrue;
        }
        return e instanceof Ast.Literal l && (l.kind() == Ast.LiteralKind.BOOL && l.text().equals("true")
                || l.kind() == Ast.LiteralKind.INT && !l.text().matches("0+"));
    }

    /// Whether `s` contains a `break` of the loop it is the body of (not of an inner loop).
    private static boolean breaks(Ast.Stmt s) {
        return switch (s) {
            case Ast.Break b -> true;
            case Ast.Block b -> b.statements().stream().anyMatch(ProgramIndex::breaks);
            case Ast.If i -> breaks(i.accept()) || i.reject() != null && breaks(i.reject());
            default -> false;
        };
    }
}
