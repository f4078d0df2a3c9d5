package dev.tungsten.ir;

/// A scalar constant. Integer values are held in a `long` (`U32` keeps the unsigned value,
/// 0..2^32-1; `U64` keeps the bits); float values in a `double` already rounded to the type's
/// precision (an `F32` literal's value is exactly a `float`, an `F16` literal's exactly a
/// binary16 value).
public sealed interface Literal {
    Scalar scalar();

    record Bool(boolean value) implements Literal {
        public Scalar scalar() { return Scalar.BOOL; }
        @Override public String toString() { return Boolean.toString(value); }
    }

    record I32(int value) implements Literal {
        public Scalar scalar() { return Scalar.I32; }
        @Override public String toString() { return value + "i"; }
    }

    record U32(long value) implements Literal {
        public U32 {
            if (value < 0 || value > 0xFFFF_FFFFL) {
                throw new IllegalArgumentException("u32 out of range: " + value);
            }
        }
        public Scalar scalar() { return Scalar.U32; }
        @Override public String toString() { return value + "u"; }
    }

    record I64(long value) implements Literal {
        public Scalar scalar() { return Scalar.I64; }
        @Override public String toString() { return value + "li"; }
    }

    record U64(long bits) implements Literal {
        public Scalar scalar() { return Scalar.U64; }
        @Override public String toString() { return Long.toUnsignedString(bits) + "lu"; }
    }

    record F16(float value) implements Literal {
        public Scalar scalar() { return Scalar.F16; }
        @Override public String toString() { return value + "h"; }
    }

    record F32(float value) implements Literal {
        public Scalar scalar() { return Scalar.F32; }
        @Override public String toString() { return value + "f"; }
    }

    record F64(double value) implements Literal {
        public Scalar scalar() { return Scalar.F64; }
        @Override public String toString() { return value + "lf"; }
    }

    record AbstractInt(long value) implements Literal {
        public Scalar scalar() { return Scalar.ABSTRACT_INT; }
        @Override public String toString() { return Long.toString(value); }
    }

    record AbstractFloat(double value) implements Literal {
        public Scalar scalar() { return Scalar.ABSTRACT_FLOAT; }
        @Override public String toString() { return Double.toString(value); }
    }

    /// The zero of a scalar type.
    static Literal zero(Scalar s) {
        return switch (s.kind()) {
            case BOOL -> new Bool(false);
            case SINT -> s.width() == 8 ? new I64(0) : new I32(0);
            case UINT -> s.width() == 8 ? new U64(0) : new U32(0);
            case FLOAT -> s.width() == 2 ? new F16(0) : s.width() == 8 ? new F64(0) : new F32(0);
            case ABSTRACT_INT -> new AbstractInt(0);
            case ABSTRACT_FLOAT -> new AbstractFloat(0);
        };
    }

    /// The value as a double (integers converted exactly where they fit in 53 bits).
    default double asDouble() {
        return switch (this) {
            case Bool b -> b.value ? 1 : 0;
            case I32 i -> i.value;
            case U32 u -> u.value;
            case I64 i -> i.value;
            case U64 u -> u.bits >= 0 ? u.bits : (double) (u.bits >>> 1) * 2.0;
            case F16 f -> f.value;
            case F32 f -> f.value;
            case F64 f -> f.value;
            case AbstractInt a -> a.value;
            case AbstractFloat a -> a.value;
        };
    }

    /// The value as a long, for integer kinds (`U64` gives its bits).
    default long asLong() {
        return switch (this) {
            case Bool b -> b.value ? 1 : 0;
            case I32 i -> i.value;
            case U32 u -> u.value;
            case I64 i -> i.value;
            case U64 u -> u.bits;
            case AbstractInt a -> a.value;
            case F16 f -> (long) f.value;
            case F32 f -> (long) f.value;
            case F64 f -> (long) f.value;
            case AbstractFloat a -> (long) a.value;
        };
    }
}
