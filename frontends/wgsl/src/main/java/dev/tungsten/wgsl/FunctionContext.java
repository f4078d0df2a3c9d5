package dev.tungsten.wgsl;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;

import dev.tungsten.ir.Arena;
import dev.tungsten.ir.Block;
import dev.tungsten.ir.Expression;
import dev.tungsten.ir.Function;
import dev.tungsten.ir.Handle;
import dev.tungsten.ir.Span;
import dev.tungsten.ir.Statement;
import dev.tungsten.ir.Type;

/// The state of lowering one function body: the block being filled, the open `Emit` range,
/// the local scopes, and what the enclosing statements allow (`break`, `continue`, `return`).
///
/// Emit discipline: expressions appended since [#emitStart] are covered by one `Emit` added
/// just before the next statement. Pre-emitted expressions (literals, variables, arguments) and
/// statement results interrupt the range, so every range holds only expressions an `Emit` may
/// evaluate.
final class FunctionContext {
    final Function function;
    final Handle<dev.tungsten.ir.Function> handle;
    final Handle<Type> resultType;
    private Block block;
    private int emitStart;
    final Deque<Map<String, Local>> scopes = new ArrayDeque<>();
    int loopDepth;
    /// Set when a statement failed (its error is recorded, or it used a failed declaration).
    boolean failed;
    int switchDepth;
    boolean inContinuing;
    /// Whether the innermost breakable statement is a loop (`break` exits it) or a switch.
    final Deque<Boolean> breakTargets = new ArrayDeque<>();

    /// A name bound inside the function.
    sealed interface Local {
        Span span();

        /// `let` or a parameter: an immutable value.
        record Let(Value value, Span span) implements Local {}

        /// `var`: a reference to a local variable.
        record Var(Value.Ref ref, Span span) implements Local {}

        /// `const`: a constant value.
        record Const(Value.Const value, Span span) implements Local {}

        /// A declaration whose initializer failed: uses abort silently (the error is reported).
        record Poisoned(Span span) implements Local {}
    }

    FunctionContext(Function function, Handle<Function> handle, Handle<Type> resultType) {
        this.function = function;
        this.handle = handle;
        this.resultType = resultType;
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

    /// Runs `body` with `target` as the block being filled, then restores the current block.
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

    Local lookup(String name) {
        for (Map<String, Local> s : scopes) {
            Local l = s.get(name);
            if (l != null) {
                return l;
            }
        }
        return null;
    }

    /// The binding of `name` in the innermost scope only (for redefinition checks).
    Local lookupInnermost(String name) {
        return scopes.peek().get(name);
    }

    void bind(String name, Local local) {
        scopes.peek().put(name, local);
    }
}
