package dev.tungsten.ir;

import java.util.Iterator;
import java.util.NoSuchElementException;

/// A contiguous run of handles `[start, end)` in one arena, as used by [Statement.Emit].
public record Range<T>(int start, int end) implements Iterable<Handle<T>> {
    public Range {
        if (start < 0 || start > end) {
            throw new IllegalArgumentException("bad range " + start + ".." + end);
        }
    }

    public boolean isEmpty() {
        return start == end;
    }

    public boolean contains(Handle<T> h) {
        return h.index() >= start && h.index() < end;
    }

    @Override
    public Iterator<Handle<T>> iterator() {
        return new Iterator<>() {
            int next = start;

            @Override
            public boolean hasNext() {
                return next < end;
            }

            @Override
            public Handle<T> next() {
                if (next >= end) {
                    throw new NoSuchElementException();
                }
                return new Handle<>(next++);
            }
        };
    }

    @Override
    public String toString() {
        return "[" + start + ".." + end + ")";
    }
}
