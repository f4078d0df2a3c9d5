package dev.tungsten.ir;

/// A pipeline-overridable constant. `id` is the `@id` (or `-1`); `init` is its default, an
/// expression of [Module#globalExpressions] that may refer to other overrides, or `null` when
/// the pipeline must supply a value.
public record OverrideConstant(String name, int id, Handle<Type> type, Handle<Expression> init) {}
