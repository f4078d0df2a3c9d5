package dev.tungsten.ir;

/// A typed index into an [Arena] or [UniqueArena]. Handles are compile-time identities: two
/// handles are equal when they index the same arena slot, and the type parameter keeps a
/// `Handle<Type>` from being used where a `Handle<Expression>` is expected.
public record Handle<T>(int index) implements Comparable<Handle<T>> {
    public Handle {
        if (index < 0) {
            throw new IllegalArgumentException("negative handle " + index);
        }
    }

    @Override
    public int compareTo(Handle<T> o) {
        return Integer.compare(index, o.index);
    }

    @Override
    public String toString() {
        return "[" + index + "]";
    }
}
