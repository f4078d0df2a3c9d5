package dev.tungsten.ir;

import java.util.ArrayList;
import java.util.List;

/// Size and alignment of types under WGSL's memory layout rules (§14.4), which the IR adopts
/// for every host-shareable value: `vec3` aligns like `vec4`, a matrix is an array of column
/// vectors, an array's stride is its element size rounded up to the element alignment, and a
/// struct aligns to its most-aligned member with its size rounded up to that alignment.
///
/// Front ends use it to fill in array strides and member offsets; the validator uses it to
/// check them.
public final class Layouter {
    /// Size and alignment in bytes.
    public record Layout(int size, int align) {}

    private final UniqueArena<Type> types;
    private final List<Layout> cache = new ArrayList<>();

    public Layouter(UniqueArena<Type> types) {
        this.types = types;
    }

    public static int roundUp(int align, int value) {
        return (value + align - 1) / align * align;
    }

    public Layout layout(Handle<Type> type) {
        int i = type.index();
        while (cache.size() <= i) {
            cache.add(null);
        }
        Layout l = cache.get(i);
        if (l == null) {
            l = layout(types.get(type).inner());
            cache.set(i, l);
        }
        return l;
    }

    public Layout layout(TypeInner inner) {
        return switch (inner) {
            case TypeInner.ScalarType s -> scalar(s.scalar());
            case TypeInner.Atomic a -> scalar(a.scalar());
            case TypeInner.Vector v -> vector(v.size(), v.scalar());
            case TypeInner.Matrix m -> {
                Layout col = vector(m.rows(), m.scalar());
                yield new Layout(m.columns() * roundUp(col.align(), col.size()), col.align());
            }
            case TypeInner.Array a -> {
                Layout e = layout(a.base());
                int count = a.size() instanceof TypeInner.ArraySize.Constant c ? c.count() : 1;
                yield new Layout((int) Math.min(Integer.MAX_VALUE, (long) count * a.stride()), e.align());
            }
            case TypeInner.Struct s -> new Layout(s.span(), s.align());
            // Opaque and pointer types have no memory layout; give them a harmless one.
            default -> new Layout(4, 4);
        };
    }

    static Layout scalar(Scalar s) {
        int w = s.kind() == ScalarKind.BOOL ? 4 : s.isAbstract() ? 8 : s.width();
        return new Layout(w, w);
    }

    static Layout vector(int size, Scalar s) {
        Layout e = scalar(s);
        return new Layout(size * e.size(), (size == 2 ? 2 : 4) * e.size());
    }

    /// The stride of an array of `element`: its size rounded up to its alignment.
    public int stride(Handle<Type> element) {
        Layout l = layout(element);
        return roundUp(l.align(), l.size());
    }
}
