package dev.tungsten.cg;

import java.util.List;

/// A type of the Cg 3.1 language as the semantic analysis sees it (§"Types"), before it is
/// mapped onto the IR by [CgTypes]. Cg distinguishes more types than the IR: `half`, `fixed`
/// and `double` are separate types for overload resolution but run at float precision; `cint`
/// and `cfloat` are the compile-time types of unsuffixed literals, which convert to whatever
/// they meet (§"Type-Promotion Rules"); `float1` is the same type as `float`; a matrix keeps
/// Cg's rows and columns (`float4x3` has 4 rows of 3 columns), including the `1xN` and `Nx1`
/// shapes the IR has no matrix for.
sealed interface CgType {

    /// The scalar kinds, in the order of the usual arithmetic conversions (a later kind is
    /// "larger" within its category).
    enum Base {
        BOOL("bool"), CINT("cint"), INT("int"), UINT("unsigned int"), CFLOAT("cfloat"), FIXED("fixed"), HALF("half"),
        FLOAT("float"), DOUBLE("double");

        final String text;

        Base(String text) {
            this.text = text;
        }

        boolean isFloating() {
            return this == CFLOAT || this == FIXED || this == HALF || this == FLOAT || this == DOUBLE;
        }

        boolean isIntegral() {
            return this == CINT || this == INT || this == UINT;
        }

        boolean isNumeric() {
            return this != BOOL;
        }

        boolean isCompileTime() {
            return this == CINT || this == CFLOAT;
        }

        /// The spelling of a vector or matrix of this base (`float`, `half`, `int`, `uint`).
        String prefix() {
            return switch (this) {
                case CINT -> "int";
                case CFLOAT -> "float";
                case UINT -> "uint";
                default -> text;
            };
        }
    }

    /// The Cg spelling of the type, as diagnostics and the reflection table print it.
    String text();

    record Scalar(Base base) implements CgType {
        public String text() {
            return base.text;
        }
    }

    /// `size` 2..4 (a `float1` is the scalar `float`).
    record Vector(Base base, int size) implements CgType {
        public String text() {
            return base.prefix() + size;
        }
    }

    /// `rows` x `columns`, each 1..4, not both 1.
    record Matrix(Base base, int rows, int columns) implements CgType {
        public String text() {
            return base.prefix() + rows + "x" + columns;
        }
    }

    /// `size` is -1 for an unsized array (§"Unsized Arrays").
    record Array(CgType element, int size) implements CgType {
        public String text() {
            String dims = "";
            CgType t = this;
            while (t instanceof Array a) {
                dims += a.size < 0 ? "[]" : "[" + a.size + "]";
                t = a.element;
            }
            return t.text() + dims;
        }
    }

    /// A struct type; identity is the declaration ([StructInfo] is compared by reference).
    record Struct(StructInfo info) implements CgType {
        public String text() {
            return info.name == null ? "struct <anonymous>" : info.name;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Struct s && s.info == info;
        }

        @Override
        public int hashCode() {
            return System.identityHashCode(info);
        }
    }

    /// The texture sampler types; `GENERIC` is the deprecated `sampler`, compatible with all.
    enum SamplerKind {
        GENERIC("sampler"), S1D("sampler1D"), S2D("sampler2D"), S3D("sampler3D"), CUBE("samplerCUBE"),
        RECT("samplerRECT"), S2DARRAY("sampler2DARRAY");

        final String text;

        SamplerKind(String text) {
            this.text = text;
        }
    }

    record Sampler(SamplerKind kind) implements CgType {
        public String text() {
            return kind.text;
        }
    }

    record Void() implements CgType {
        public String text() {
            return "void";
        }
    }

    /// A struct declaration resolved: its members in order.
    final class StructInfo {
        final String name;
        final List<Field> fields;
        final Ast.StructDecl decl;

        StructInfo(String name, List<Field> fields, Ast.StructDecl decl) {
            this.name = name;
            this.fields = fields;
            this.decl = decl;
        }

        int indexOf(String member) {
            for (int i = 0; i < fields.size(); i++) {
                if (fields.get(i).name.equals(member)) {
                    return i;
                }
            }
            return -1;
        }
    }

    /// A data member: its type and its semantic text (upper case) or `null`.
    record Field(String name, CgType type, String semantic, dev.tungsten.ir.Span span) {}

    Void VOID = new Void();
    Scalar FLOAT = new Scalar(Base.FLOAT);
    Scalar INT = new Scalar(Base.INT);
    Scalar UINT = new Scalar(Base.UINT);
    Scalar BOOL = new Scalar(Base.BOOL);
    Scalar CINT = new Scalar(Base.CINT);
    Scalar CFLOAT = new Scalar(Base.CFLOAT);

    // ---- shape helpers ------------------------------------------------------------------

    /// The scalar base of a scalar, vector or matrix; `null` otherwise.
    default Base base() {
        return switch (this) {
            case Scalar s -> s.base();
            case Vector v -> v.base();
            case Matrix m -> m.base();
            default -> null;
        };
    }

    default boolean isNumeric() {
        Base b = base();
        return b != null;
    }

    default boolean isScalar() {
        return this instanceof Scalar;
    }

    /// Components of a scalar (1), vector or matrix (rows x columns); 0 for anything else.
    default int components() {
        return switch (this) {
            case Scalar s -> 1;
            case Vector v -> v.size();
            case Matrix m -> m.rows() * m.columns();
            default -> 0;
        };
    }

    /// Whether a value of this type holds a sampler anywhere (directly, in a struct member or
    /// an array element).
    default boolean containsSampler() {
        return switch (this) {
            case Sampler s -> true;
            case Array a -> a.element().containsSampler();
            case Struct s -> s.info().fields.stream().anyMatch(f -> f.type().containsSampler());
            default -> false;
        };
    }

    /// Whether a value of this type has data besides samplers (a sampler, or a struct of
    /// samplers only, has none: it lowers to resource globals alone).
    default boolean hasData() {
        return switch (this) {
            case Sampler s -> false;
            case Void v -> false;
            case Array a -> a.element().hasData();
            case Struct s -> s.info().fields.stream().anyMatch(f -> f.type().hasData());
            default -> true;
        };
    }

    /// The same shape with another base.
    default CgType withBase(Base b) {
        return switch (this) {
            case Scalar s -> new Scalar(b);
            case Vector v -> new Vector(b, v.size());
            case Matrix m -> new Matrix(b, m.rows(), m.columns());
            default -> this;
        };
    }

    /// A vector of `n` components of `b`, or the scalar when `n` is 1.
    static CgType vector(Base b, int n) {
        return n == 1 ? new Scalar(b) : new Vector(b, n);
    }

    /// A matrix of `rows` x `columns` of `b`; `1x1` is the scalar.
    static CgType matrix(Base b, int rows, int columns) {
        return rows == 1 && columns == 1 ? new Scalar(b) : new Matrix(b, rows, columns);
    }

    /// The type a compile-time value takes at run time (`cint` is `int`, `cfloat` `float`).
    default CgType concrete() {
        Base b = base();
        if (b == Base.CINT) {
            return withBase(Base.INT);
        }
        if (b == Base.CFLOAT) {
            return withBase(Base.FLOAT);
        }
        return this;
    }
}
