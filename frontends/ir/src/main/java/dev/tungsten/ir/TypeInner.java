package dev.tungsten.ir;

import java.util.List;

/// The structure of a type. Handles inside refer to the module's type arena; since types are
/// unique, structural equality of two `TypeInner` values that hold handles is type identity
/// (except that two structs with equal members and different names differ only in [Type]).
public sealed interface TypeInner {

    record ScalarType(Scalar scalar) implements TypeInner {}

    /// `size` is 2, 3 or 4.
    record Vector(int size, Scalar scalar) implements TypeInner {}

    /// `columns` column vectors of `rows` components, both 2..4; the scalar is a float.
    record Matrix(int columns, int rows, Scalar scalar) implements TypeInner {}

    /// An atomic integer (i32 or u32; 64-bit with naga's extension).
    record Atomic(Scalar scalar) implements TypeInner {}

    /// A pointer to a value of type `base` in `space`, with the access the pointer grants.
    record Pointer(Handle<Type> base, AddressSpace space, StorageAccess access) implements TypeInner {}

    /// A pointer to a scalar (`size` 0) or vector that need not exist in the type arena: the
    /// type of `&v[i]` where `v` is a vector. Only expression typing produces it.
    record ValuePointer(int size, Scalar scalar, AddressSpace space, StorageAccess access) implements TypeInner {}

    /// An array. `stride` is the distance between elements in bytes under the layout rules.
    record Array(Handle<Type> base, ArraySize size, int stride) implements TypeInner {}

    /// A structure; `span` is its size in bytes, a multiple of `align`, its alignment (the
    /// largest member alignment, `@align` attributes included).
    record Struct(List<StructMember> members, int span, int align) implements TypeInner {
        public Struct {
            members = List.copyOf(members);
        }
    }

    record Image(ImageDimension dim, boolean arrayed, ImageClass imageClass) implements TypeInner {}

    record Sampler(boolean comparison) implements TypeInner {}

    /// naga's array of resources (`binding_array<T, N>`).
    record BindingArray(Handle<Type> base, ArraySize size) implements TypeInner {}

    /// How many elements an array has.
    sealed interface ArraySize {
        record Constant(int count) implements ArraySize {}

        /// Fixed by an override expression at pipeline creation (workgroup arrays only). The
        /// handle is in [Module#globalExpressions].
        record Pending(Handle<Expression> count) implements ArraySize {}

        /// Runtime-sized: the last member of a storage buffer.
        record Dynamic() implements ArraySize {}
    }

    record StructMember(String name, Handle<Type> type, Binding binding, int offset) {}

    /// `BUFFER` is a texel buffer (`texel_buffer<format, access>`, `requires texel_buffers`):
    /// a 1-D run of texels in a buffer, always of class [ImageClass.Storage], never arrayed,
    /// addressed by one integer and without levels.
    enum ImageDimension {
        D1("1d"), D2("2d"), D3("3d"), CUBE("cube"), BUFFER("buffer");

        private final String text;

        ImageDimension(String text) {
            this.text = text;
        }

        public String text() {
            return text;
        }

        /// Coordinates a texel address has (cube uses a 3-D direction).
        public int coordinates() {
            return switch (this) {
                case D1, BUFFER -> 1;
                case D2 -> 2;
                case D3, CUBE -> 3;
            };
        }
    }

    sealed interface ImageClass {
        /// A sampled texture of `kind` texels; `multisampled` for `texture_multisampled_*`.
        record Sampled(ScalarKind kind, boolean multisampled) implements ImageClass {}

        record Depth(boolean multisampled) implements ImageClass {}

        record Storage(StorageFormat format, StorageAccess access) implements ImageClass {}

        /// `texture_external`: a 2D float texture whose host-side representation may differ
        /// (WGSL §6.5.4). The TGSI lowering takes it as one plane of decoded RGBA, a float 2D
        /// sampler view with one level (decision 0029).
        record External() implements ImageClass {}
    }

    /// The scalar of a scalar, vector, matrix or atomic; `null` for other types.
    default Scalar scalar() {
        return switch (this) {
            case ScalarType s -> s.scalar();
            case Vector v -> v.scalar();
            case Matrix m -> m.scalar();
            case Atomic a -> a.scalar();
            case ValuePointer p -> p.scalar();
            default -> null;
        };
    }

    /// Whether a value of this type is a scalar or a vector.
    default boolean isScalarOrVector() {
        return this instanceof ScalarType || this instanceof Vector;
    }

    /// Components of a vector (1 for a scalar, 0 for anything else).
    default int vectorSize() {
        return switch (this) {
            case ScalarType s -> 1;
            case Vector v -> v.size();
            default -> 0;
        };
    }
}
