package dev.tungsten.tgsi;

import java.util.Arrays;
import java.util.Objects;

/// An `IMM` token: a data type and its raw 32-bit data words (four for every immediate Mesa
/// builds; the 64-bit types hold two values, low word first).
public record Immediate(ImmediateType type, int[] data) implements TgsiToken {
    public Immediate {
        Objects.requireNonNull(type);
        data = data.clone();
    }

    /// A copy of the data words.
    @Override
    public int[] data() {
        return data.clone();
    }

    public int size() {
        return data.length;
    }

    public int word(int i) {
        return data[i];
    }

    /// Four FLT32 values.
    public static Immediate ofFloats(float x, float y, float z, float w) {
        return new Immediate(ImmediateType.FLT32, new int[] {
            Float.floatToRawIntBits(x), Float.floatToRawIntBits(y), Float.floatToRawIntBits(z), Float.floatToRawIntBits(w)});
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Immediate other && type == other.type && Arrays.equals(data, other.data);
    }

    @Override
    public int hashCode() {
        return type.hashCode() * 31 + Arrays.hashCode(data);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("Immediate[").append(type).append(" {");
        for (int i = 0; i < data.length; i++) {
            sb.append(i == 0 ? "" : ", ").append(String.format("0x%08x", data[i]));
        }
        return sb.append("}]").toString();
    }
}
