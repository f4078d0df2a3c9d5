package dev.tungsten.ir;

/// A scalar type: a kind and a width in bytes (bool is 1 by convention; it has no host-shareable
/// representation). Abstract kinds have width 8: their values are held as `long` and `double`.
public record Scalar(ScalarKind kind, int width) {
    public static final Scalar BOOL = new Scalar(ScalarKind.BOOL, 1);
    public static final Scalar I32 = new Scalar(ScalarKind.SINT, 4);
    public static final Scalar U32 = new Scalar(ScalarKind.UINT, 4);
    public static final Scalar F32 = new Scalar(ScalarKind.FLOAT, 4);
    public static final Scalar F16 = new Scalar(ScalarKind.FLOAT, 2);
    public static final Scalar F64 = new Scalar(ScalarKind.FLOAT, 8);
    public static final Scalar I64 = new Scalar(ScalarKind.SINT, 8);
    public static final Scalar U64 = new Scalar(ScalarKind.UINT, 8);
    public static final Scalar ABSTRACT_INT = new Scalar(ScalarKind.ABSTRACT_INT, 8);
    public static final Scalar ABSTRACT_FLOAT = new Scalar(ScalarKind.ABSTRACT_FLOAT, 8);

    public boolean isAbstract() {
        return kind.isAbstract();
    }

    /// The name WGSL gives this scalar type (`i32`, `AbstractInt`); other front ends print IR
    /// types with the same names.
    public String wgslName() {
        return switch (kind) {
            case SINT -> width == 8 ? "i64" : "i32";
            case UINT -> width == 8 ? "u64" : "u32";
            case FLOAT -> width == 2 ? "f16" : width == 8 ? "f64" : "f32";
            case BOOL -> "bool";
            case ABSTRACT_INT -> "AbstractInt";
            case ABSTRACT_FLOAT -> "AbstractFloat";
        };
    }

    @Override
    public String toString() {
        return wgslName();
    }
}
