package dev.tungsten.pipe;

/// A constant state object: what a context's `create*State` returns for an immutable state
/// record, ready for `bind*State`. Drivers implement it with whatever they derive from the record
/// (compiled shaders, translated GL state); a context refuses a Cso made by another context.
///
/// @param <T> the state record it was created from
public interface Cso<T> {
    /// The record this object was created from.
    T state();
}
