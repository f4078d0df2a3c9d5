package dev.tungsten.ir;

/// A type in the module's [UniqueArena]. `name` is the declared name of a struct (or of a
/// type the front end wants printed by name) and `null` otherwise; two types are the same
/// type exactly when their handles are equal.
public record Type(String name, TypeInner inner) {}
