package dev.tungsten.ir;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/// An [Arena] that stores each distinct value once: inserting an equal value again returns the
/// first handle. Types live here, so type identity is handle identity. The span kept is the one
/// of the first insertion.
public final class UniqueArena<T> implements Iterable<Handle<T>> {
    private final List<T> values = new ArrayList<>();
    private final List<Span> spans = new ArrayList<>();
    private final Map<T, Handle<T>> index = new HashMap<>();

    public Handle<T> insert(T value, Span span) {
        Handle<T> existing = index.get(value);
        if (existing != null) {
            return existing;
        }
        Handle<T> h = new Handle<>(values.size());
        values.add(value);
        spans.add(span);
        index.put(value, h);
        return h;
    }

    /// The handle of an equal value, or `null`.
    public Handle<T> find(T value) {
        return index.get(value);
    }

    public T get(Handle<T> handle) {
        return values.get(handle.index());
    }

    public Span span(Handle<T> handle) {
        return spans.get(handle.index());
    }

    public int size() {
        return values.size();
    }

    public boolean contains(Handle<T> handle) {
        return handle.index() < values.size();
    }

    @Override
    public Iterator<Handle<T>> iterator() {
        return new Range<T>(0, values.size()).iterator();
    }
}
