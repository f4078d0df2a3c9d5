package dev.tungsten.wgsl;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/// Orders module-scope declarations so that each comes after everything it uses (WGSL lets a
/// module use a declaration before it is written, §5.1), and reports redefinitions and cycles:
/// a declaration that depends on itself, directly or through others (which includes recursive
/// functions, forbidden by §11.1).
final class Index {
    private final Ast.TranslationUnit unit;
    private final List<WgslError> errors;
    private final Map<String, Integer> byName = new HashMap<>();
    private final int[] state;
    private final List<Integer> order = new ArrayList<>();
    private final List<Integer> stack = new ArrayList<>();

    private Index(Ast.TranslationUnit unit, List<WgslError> errors) {
        this.unit = unit;
        this.errors = errors;
        this.state = new int[unit.decls().size()];
    }

    /// Declaration indices in an order where dependencies come first; a declaration in a cycle
    /// or redefining a name is left out (its error is in `errors`).
    static List<Integer> order(Ast.TranslationUnit unit, List<WgslError> errors) {
        Index ix = new Index(unit, errors);
        ix.run();
        return ix.order;
    }

    /// A map from each declared name to its declaration index.
    static Map<String, Integer> names(Ast.TranslationUnit unit) {
        Map<String, Integer> m = new HashMap<>();
        for (int i = 0; i < unit.decls().size(); i++) {
            Ast.Ident n = unit.decls().get(i).name();
            if (n != null) {
                m.putIfAbsent(n.name(), i);
            }
        }
        return m;
    }

    private void run() {
        List<Ast.Decl> decls = unit.decls();
        for (int i = 0; i < decls.size(); i++) {
            Ast.Ident n = decls.get(i).name();
            if (n == null) {
                continue;
            }
            Integer prev = byName.putIfAbsent(n.name(), i);
            if (prev != null) {
                errors.add(new SemanticError.Redefinition(n.span(), n.name(), decls.get(prev).name().span()));
                state[i] = DONE_BAD;
            }
        }
        for (int i = 0; i < decls.size(); i++) {
            if (state[i] == UNVISITED) {
                visit(i);
            }
        }
    }

    private static final int UNVISITED = 0;
    private static final int ACTIVE = 1;
    private static final int DONE = 2;
    private static final int DONE_BAD = 3;

    /// Depth-first visit with an explicit stack of iterators, so that a long dependency chain in
    /// hostile input cannot overflow the Java stack.
    private void visit(int root) {
        record Frame(int decl, int[] next) {}
        List<Frame> frames = new ArrayList<>();
        frames.add(new Frame(root, new int[] {0}));
        state[root] = ACTIVE;
        stack.add(root);
        boolean rootBad = false;
        while (!frames.isEmpty()) {
            Frame f = frames.getLast();
            List<Ast.Ident> deps = unit.dependencies().get(f.decl);
            if (f.next[0] < deps.size()) {
                Ast.Ident dep = deps.get(f.next[0]++);
                Integer target = byName.get(dep.name());
                if (target == null) {
                    continue;
                }
                switch (state[target]) {
                    case UNVISITED -> {
                        state[target] = ACTIVE;
                        stack.add(target);
                        frames.add(new Frame(target, new int[] {0}));
                    }
                    case ACTIVE -> {
                        reportCycle(target, dep);
                        rootBad = true;
                    }
                    default -> { }
                }
            } else {
                frames.removeLast();
                stack.removeLast();
                if (rootBad) {
                    state[f.decl] = DONE_BAD;
                } else {
                    state[f.decl] = DONE;
                    order.add(f.decl);
                }
            }
        }
    }

    private void reportCycle(int target, Ast.Ident at) {
        int from = stack.indexOf(target);
        List<String> path = new ArrayList<>();
        for (int i = from; i < stack.size(); i++) {
            path.add(unit.decls().get(stack.get(i)).name().name());
        }
        path.add(unit.decls().get(target).name().name());
        Ast.Decl d = unit.decls().get(target);
        errors.add(new SemanticError.CyclicDeclaration(d.name().span(), d.name().name(), path));
    }
}
