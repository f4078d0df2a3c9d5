package dev.tungsten.ir;

/// A function-local variable. `init` is `null` (zero-initialised) or a constant expression of
/// the function's arena evaluated on entry; run-time initial values are `Store`d where the
/// variable is declared.
public record LocalVariable(String name, Handle<Type> type, Handle<Expression> init) {}
