package dev.tungsten.gl;

import dev.tungsten.pipe.Cso;
import dev.tungsten.pipe.PipeException;

/// The OpenGL driver's state object: the record, the OpenGL object made from it (a sampler
/// object; 0 for state applied at draw time), and the context that owns it.
final class GlCso<T> implements Cso<T> {
    final GlContext owner;
    private final T state;
    final int glName;
    volatile boolean deleted;

    GlCso(GlContext owner, T state, int glName, Object unused) {
        this.owner = owner;
        this.state = state;
        this.glName = glName;
    }

    @Override
    public T state() {
        return state;
    }

    /// `cso` as one of `owner`'s live objects; null stays null.
    @SuppressWarnings("unchecked")
    static <T> GlCso<T> check(String call, GlContext owner, Cso<T> cso) {
        if (cso == null) {
            return null;
        }
        if (!(cso instanceof GlCso<?> c) || c.owner != owner) {
            throw new PipeException(call, "the state object was not created by this context");
        }
        if (c.deleted) {
            throw new PipeException(call, "the state object was deleted");
        }
        return (GlCso<T>) c;
    }
}
