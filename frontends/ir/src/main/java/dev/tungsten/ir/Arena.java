package dev.tungsten.ir;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;

/// An append-only store of values addressed by [Handle]s. Spans live in a parallel array rather
/// than in the values, so the values stay plain records and equal values compare equal.
///
/// Invariant kept by every producer of IR (and checked by the validator): a value only refers
/// to handles of its own arena that are smaller than its own, so walking an arena in order
/// visits operands before their users.
public final class Arena<T> implements Iterable<Handle<T>> {
    private final List<T> values = new ArrayList<>();
    private int[] spans = new int[16];

    public Handle<T> append(T value, Span span) {
        int index = values.size();
        values.add(value);
        if (2 * index + 2 > spans.length) {
            spans = Arrays.copyOf(spans, spans.length * 2);
        }
        spans[2 * index] = span.start();
        spans[2 * index + 1] = span.end();
        return new Handle<>(index);
    }

    public T get(Handle<T> handle) {
        return values.get(handle.index());
    }

    /// Replaces a value in place; used only by producers that reserve a slot before its
    /// contents are known (a function registered before its body is lowered).
    public void set(Handle<T> handle, T value) {
        values.set(handle.index(), value);
    }

    public Span span(Handle<T> handle) {
        int i = handle.index();
        return spans[2 * i] < 0 ? Span.UNDEFINED : new Span(spans[2 * i], spans[2 * i + 1]);
    }

    public int size() {
        return values.size();
    }

    public boolean isEmpty() {
        return values.isEmpty();
    }

    public boolean contains(Handle<T> handle) {
        return handle.index() < values.size();
    }

    /// The handles appended from `start` on, as a range for an `Emit` statement.
    public Range<T> rangeFrom(int start) {
        return new Range<>(start, values.size());
    }

    /// The values in handle order.
    public List<T> values() {
        return java.util.Collections.unmodifiableList(values);
    }

    @Override
    public Iterator<Handle<T>> iterator() {
        return new Range<T>(0, values.size()).iterator();
    }
}
