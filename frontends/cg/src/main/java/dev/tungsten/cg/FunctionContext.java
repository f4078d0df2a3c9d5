package dev.tungsten.cg;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;

import dev.tungsten.ir.Arena;
import dev.tungsten.ir.Block;
import dev.tungsten.ir.Expression;
import dev.tungsten.ir.Function;
import dev.tungsten.ir.Handle;
import dev.tungsten.ir.LocalVariable;
import dev.tungsten.ir.Span;
import dev.tungsten.ir.Statement;
import dev.tungsten.ir.Type;

/// The state of lowering one function body: the block being filled, the open `Emit` range,
/// the scopes of names (variables and local types share C's regular namespace) and the loop
/// depth.
///
/// Emit discipline (the IR's, see `frontends/ir` `Expression`): expressions appended since
/// [#emitStart] are covered by one `Emit` added just before the next statement; pre-emitted
/// expressions and statement results interrupt the range.
final class FunctionContext {
    final Function function;
    /// The Cg result type (`void` for none).
    final CgType result;
    final FunctionLowering.Lowered lowered;
    private Block block;
    private int emitStart;
    private final Deque<Map<String, Object>> scopes = new ArrayDeque<>();
    int loopDepth;

    /// A variable in scope: its place, or a value bound without a local (an `in` parameter
    /// that the body never writes, a sampler). `constant` is the initializer of a `const`
    /// variable (for constant folding), else `null`.
    record Local(Val val, Span span, Ast.Expr constant) {}

    FunctionContext(Function function, CgType result, FunctionLowering.Lowered lowered) {
        this.function = function;
        this.result = result;
        this.lowered = lowered;
        this.block = function.body();
        this.emitStart = function.expressions().size();
        scopes.push(new HashMap<>());
    }

    Arena<Expression> arena() {
        return function.expressions();
    }

    Block block() {
        return block;
    }

    /// Appends an expression, keeping Emit ranges free of pre-emitted expressions.
    Handle<Expression> append(Expression e, Span span) {
        if (e.isPreEmitted() || e.isStatementResult()) {
            flushEmit();
            Handle<Expression> h = arena().append(e, span);
            emitStart = arena().size();
            return h;
        }
        return arena().append(e, span);
    }

    /// Closes the open Emit range, adding an `Emit` statement if it is not empty.
    void flushEmit() {
        int end = arena().size();
        if (end > emitStart) {
            block.add(new Statement.Emit(arena().rangeFrom(emitStart)), arena().span(new Handle<>(emitStart)));
        }
        emitStart = end;
    }

    void addStatement(Statement s, Span span) {
        flushEmit();
        block.add(s, span);
        emitStart = arena().size();
    }

    /// Runs `body` with `target` as the block being filled (in a new scope), then restores
    /// the current block.
    void inBlock(Block target, Runnable body) {
        flushEmit();
        Block saved = block;
        block = target;
        scopes.push(new HashMap<>());
        try {
            body.run();
        } finally {
            flushEmit();
            scopes.pop();
            block = saved;
        }
    }

    /// Runs `body` in a nested scope of the current block.
    void inScope(Runnable body) {
        scopes.push(new HashMap<>());
        try {
            body.run();
        } finally {
            scopes.pop();
        }
    }

    /// A new local variable (zero-initialised) and a pointer to it.
    Handle<Expression> newLocal(String name, Handle<Type> type, Span span) {
        Handle<LocalVariable> v = function.localVariables().append(new LocalVariable(name, type, null), span);
        return append(new Expression.LocalRef(v), span);
    }

    Local lookup(String name) {
        for (Map<String, Object> s : scopes) {
            if (s.get(name) instanceof Local l) {
                return l;
            }
            if (s.containsKey(name)) {
                return null;
            }
        }
        return null;
    }

    /// A type declared in the function (struct or typedef), or `null`.
    CgType lookupType(String name) {
        for (Map<String, Object> s : scopes) {
            if (s.get(name) instanceof CgType t) {
                return t;
            }
            if (s.containsKey(name)) {
                return null;
            }
        }
        return null;
    }

    /// The span of a variable of this name in the innermost scope, for redefinition checks.
    Span declaredHere(String name) {
        return scopes.peek().get(name) instanceof Local l ? l.span() : null;
    }

    void bind(String name, Local local) {
        scopes.peek().put(name, local);
    }

    void bindType(String name, CgType t) {
        scopes.peek().put(name, t);
    }
}
