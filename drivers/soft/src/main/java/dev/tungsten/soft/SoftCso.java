package dev.tungsten.soft;

import dev.tungsten.pipe.Cso;
import dev.tungsten.pipe.PipeException;

/// The soft driver's state object: the record, what the driver derived from it (a compiled
/// shader), and the bound state of the context that owns it (one [BoundState] per context).
final class SoftCso<T> implements Cso<T> {
    final BoundState owner;
    private final T state;
    final Object derived;
    volatile boolean deleted;

    SoftCso(BoundState owner, T state, Object derived) {
        this.owner = owner;
        this.state = state;
        this.derived = derived;
    }

    @Override
    public T state() {
        return state;
    }

    /// `cso` as one of `owner`'s live objects; null stays null.
    @SuppressWarnings("unchecked")
    static <T> SoftCso<T> check(String call, BoundState owner, Cso<T> cso) {
        if (cso == null) {
            return null;
        }
        if (!(cso instanceof SoftCso<?> s) || s.owner != owner) {
            throw new PipeException(call, "the state object was not created by this context");
        }
        if (s.deleted) {
            throw new PipeException(call, "the state object was deleted");
        }
        return (SoftCso<T>) s;
    }
}
