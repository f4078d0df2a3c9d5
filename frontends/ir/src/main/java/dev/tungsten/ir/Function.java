package dev.tungsten.ir;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/// A function: arguments, an optional result, local variables, an expression arena and a body.
/// Front ends fill it in place while lowering; after validation it is treated as immutable.
public final class Function {
    private final String name;
    private final List<Argument> arguments = new ArrayList<>();
    private Result result;
    private final Arena<LocalVariable> localVariables = new Arena<>();
    private final Arena<Expression> expressions = new Arena<>();
    private final Map<Handle<Expression>, String> namedExpressions = new HashMap<>();
    private final Block body = new Block();
    private Severity derivativeUniformity;

    /// An argument; `binding` only for entry points.
    public record Argument(String name, Handle<Type> type, Binding binding) {}

    /// The result type; `binding` only for entry points returning a non-struct value.
    public record Result(Handle<Type> type, Binding binding) {}

    public Function(String name) {
        this.name = name;
    }

    public String name() {
        return name;
    }

    public List<Argument> arguments() {
        return arguments;
    }

    public Result result() {
        return result;
    }

    public void setResult(Result result) {
        this.result = result;
    }

    public Arena<LocalVariable> localVariables() {
        return localVariables;
    }

    public Arena<Expression> expressions() {
        return expressions;
    }

    /// Names the source gave to values (`let` bindings), for readable output.
    public Map<Handle<Expression>, String> namedExpressions() {
        return namedExpressions;
    }

    public Block body() {
        return body;
    }

    /// The severity of `derivative_uniformity` set by a `@diagnostic` on the function, or `null`.
    public Severity derivativeUniformity() {
        return derivativeUniformity;
    }

    public void setDerivativeUniformity(Severity s) {
        this.derivativeUniformity = s;
    }
}
