package dev.tungsten.pipe.draw;

import java.util.Arrays;

/// Post-transform vertices, one record of `stride` 32-bit words per vertex: window position
/// (x, y, z, 1/w) as float bits at words 0..3, clip-space position at 4..7, then every vertex
/// shader output register (4 words each, raw bits: integer outputs survive untouched). Clipping
/// appends the vertices it creates. Reused from draw to draw.
public final class VertexStore {
    /// Word offset of output register 0 within a vertex.
    public static final int OUTPUTS = 8;

    private int[] words = new int[0];
    private int stride;
    private int count;

    /// Empties the store for vertices with `outputRegisters` output registers.
    public void reset(int outputRegisters, int expectedVertices) {
        stride = OUTPUTS + outputRegisters * 4;
        count = 0;
        ensure(expectedVertices);
    }

    private void ensure(int vertices) {
        long need = (long) vertices * stride;
        if (need > words.length) {
            if (need > Integer.MAX_VALUE - 16) {
                throw new dev.tungsten.pipe.PipeException("drawVbo", "too many vertices in one draw: " + vertices);
            }
            words = Arrays.copyOf(words, (int) Math.max(need, Math.min(Integer.MAX_VALUE - 16, words.length * 2L)));
        }
    }

    /// Adds a zeroed vertex and returns its index.
    public int add() {
        ensure(count + 1);
        Arrays.fill(words, count * stride, (count + 1) * stride, 0);
        return count++;
    }

    /// Sets the vertex count to `n` (new vertices have undefined contents until written).
    public void setCount(int n) {
        ensure(n);
        count = n;
    }

    public int count() {
        return count;
    }

    /// Words per vertex.
    public int stride() {
        return stride;
    }

    /// The backing array; vertex `v` starts at `v * stride()`. Valid until the next `add`.
    public int[] words() {
        return words;
    }

    public float x(int v) { return Float.intBitsToFloat(words[v * stride]); }
    public float y(int v) { return Float.intBitsToFloat(words[v * stride + 1]); }
    public float z(int v) { return Float.intBitsToFloat(words[v * stride + 2]); }
    /// 1 / w of the clip-space position.
    public float invW(int v) { return Float.intBitsToFloat(words[v * stride + 3]); }

    /// Clip-space component `c` (0..3).
    public float clip(int v, int c) { return Float.intBitsToFloat(words[v * stride + 4 + c]); }

    /// Output register `reg`, channel `c`, as raw bits.
    public int word(int v, int reg, int c) { return words[v * stride + OUTPUTS + reg * 4 + c]; }

    /// Output register `reg`, channel `c`, as a float.
    public float value(int v, int reg, int c) { return Float.intBitsToFloat(word(v, reg, c)); }

    void setFloat(int v, int wordIndex, float value) {
        words[v * stride + wordIndex] = Float.floatToRawIntBits(value);
    }
}
