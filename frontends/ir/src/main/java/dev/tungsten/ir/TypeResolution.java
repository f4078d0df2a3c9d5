package dev.tungsten.ir;

/// The type of an expression: a handle when the type is in the module's arena, and always its
/// structure. Expression typing never inserts types, so a pointer to a vector component (or a
/// vector the front end never named) exists only as `inner`.
public record TypeResolution(Handle<Type> handle, TypeInner inner) {
    public static TypeResolution of(Module m, Handle<Type> h) {
        return new TypeResolution(h, m.inner(h));
    }

    public static TypeResolution inline(Module m, TypeInner inner) {
        return new TypeResolution(m.types().find(new Type(null, inner)), inner);
    }

    /// Whether two resolutions denote the same type (handles when both have one).
    public boolean sameAs(TypeResolution o) {
        if (handle != null && o.handle != null) {
            return handle.equals(o.handle);
        }
        return inner.equals(o.inner);
    }
}
