package dev.tungsten.ir;

/// A named module constant. `init` is a fully evaluated expression of the module's
/// [Module#globalExpressions] arena ([Expression.Lit], [Expression.ZeroValue],
/// [Expression.Compose] of those).
public record Constant(String name, Handle<Type> type, Handle<Expression> init) {}
