package dev.tungsten.ir;

/// Automatic conversions of abstract values (WGSL §15.7.1 "conversion rank"): which type an
/// abstract value may silently become, and how much that conversion costs when choosing an
/// overload. A rank of -1 means no automatic conversion exists.
public final class AutoConversion {
    private AutoConversion() {}

    public static int rank(Scalar from, Scalar to) {
        if (from.equals(to)) {
            return 0;
        }
        if (from.kind() == ScalarKind.ABSTRACT_FLOAT) {
            if (to.kind() == ScalarKind.FLOAT) {
                return switch (to.width()) {
                    case 4 -> 1;
                    case 2 -> 2;
                    default -> 9;
                };
            }
            return -1;
        }
        if (from.kind() == ScalarKind.ABSTRACT_INT) {
            return switch (to.kind()) {
                case SINT -> to.width() == 4 ? 3 : 10;
                case UINT -> to.width() == 4 ? 4 : 11;
                case ABSTRACT_FLOAT -> 5;
                case FLOAT -> to.width() == 4 ? 6 : to.width() == 2 ? 7 : 12;
                default -> -1;
            };
        }
        return -1;
    }

    /// The rank of converting a value of type `from` to `to`, through vectors, matrices and
    /// arrays of the same shape.
    public static int rank(Module m, Handle<Type> from, Handle<Type> to) {
        if (from.equals(to)) {
            return 0;
        }
        TypeInner a = m.inner(from);
        TypeInner b = m.inner(to);
        return switch (a) {
            case TypeInner.ScalarType sa when b instanceof TypeInner.ScalarType sb -> rank(sa.scalar(), sb.scalar());
            case TypeInner.Vector va when b instanceof TypeInner.Vector vb && va.size() == vb.size() ->
                    rank(va.scalar(), vb.scalar());
            case TypeInner.Matrix ma when b instanceof TypeInner.Matrix mb && ma.columns() == mb.columns()
                    && ma.rows() == mb.rows() -> rank(ma.scalar(), mb.scalar());
            case TypeInner.Array aa when b instanceof TypeInner.Array ab && aa.size().equals(ab.size()) ->
                    rank(m, aa.base(), ab.base());
            default -> -1;
        };
    }

    /// Whether `t` contains an abstract scalar.
    public static boolean isAbstract(Module m, Handle<Type> t) {
        TypeInner inner = m.inner(t);
        if (inner instanceof TypeInner.Array a) {
            return isAbstract(m, a.base());
        }
        Scalar s = inner.scalar();
        return s != null && s.isAbstract();
    }

    /// The innermost scalar of a scalar, vector, matrix or (nested) array type; `null` otherwise.
    public static Scalar leafScalar(Module m, Handle<Type> t) {
        TypeInner inner = m.inner(t);
        if (inner instanceof TypeInner.Array a) {
            return leafScalar(m, a.base());
        }
        return inner.scalar();
    }
}
