package dev.tungsten.pipe.format;

/// The two packed float formats: `R11G11B10_FLOAT` (unsigned floats with a 5-bit exponent of bias
/// 15 and 6/6/5-bit mantissas, EXT_packed_float) and `R9G9B9E5_FLOAT` (9-bit mantissas sharing a
/// 5-bit exponent, EXT_texture_shared_exponent). Packing rounds to nearest even, keeps denormals,
/// sends negative values and -Inf to 0, positive overflow to the largest finite value (R11G11B10:
/// +Inf stays +Inf, NaN stays NaN; R9G9B9E5 has neither, so both clamp and NaN gives 0).
final class PackedFloatCodec extends FormatCodec {
    private final boolean shared;

    PackedFloatCodec(FormatDescription d) {
        super(d);
        this.shared = d.kind() == FormatDescription.Kind.R9G9B9E5_FLOAT;
    }

    @Override
    public void unpackFloat(byte[] src, int offset, float[] rgba, int dst) {
        int w = (int) INT.get(src, offset);
        for (int i = 0; i < 3; i++) {
            rgba[dst + i] = component(w, i);
        }
        rgba[dst + 3] = 1f;
    }

    @Override
    public void packFloat(float[] rgba, int srcIndex, byte[] dst, int offset) {
        INT.set(dst, offset, pack(rgba[srcIndex], rgba[srcIndex + 1], rgba[srcIndex + 2]));
    }

    @Override
    public void unpackWords(byte[] src, int offset, int[] words, int dst) {
        int w = (int) INT.get(src, offset);
        for (int i = 0; i < 3; i++) {
            words[dst + i] = Float.floatToRawIntBits(component(w, i));
        }
        words[dst + 3] = Float.floatToRawIntBits(1f);
    }

    @Override
    public void packWords(int[] words, int srcIndex, byte[] dst, int offset) {
        INT.set(dst, offset, pack(Float.intBitsToFloat(words[srcIndex]), Float.intBitsToFloat(words[srcIndex + 1]),
                Float.intBitsToFloat(words[srcIndex + 2])));
    }

    private float component(int w, int i) {
        if (shared) {
            return (float) Math.scalb((double) ((w >>> (9 * i)) & 0x1FF), (w >>> 27) - 15 - 9);
        }
        return i < 2 ? unpackSmallFloat((w >>> (11 * i)) & 0x7FF, 6) : unpackSmallFloat((w >>> 22) & 0x3FF, 5);
    }

    private int pack(float r, float g, float b) {
        return shared ? packShared(r, g, b)
                : packSmallFloat(r, 6) | packSmallFloat(g, 6) << 11 | packSmallFloat(b, 5) << 22;
    }

    /// An unsigned float with a 5-bit exponent (bias 15) and `mbits` mantissa bits.
    static float unpackSmallFloat(int bits, int mbits) {
        int e = bits >>> mbits;
        int m = bits & ((1 << mbits) - 1);
        if (e == 0) {
            return (float) Math.scalb((double) m, -14 - mbits);
        }
        if (e == 31) {
            return m == 0 ? Float.POSITIVE_INFINITY : Float.NaN;
        }
        return (float) Math.scalb((double) ((1 << mbits) | m), e - 15 - mbits);
    }

    static int packSmallFloat(float v, int mbits) {
        if (Float.isNaN(v)) {
            return (31 << mbits) | 1;
        }
        if (v == Float.POSITIVE_INFINITY) {
            return 31 << mbits;
        }
        if (!(v > 0)) {
            return 0;
        }
        int maxFinite = (30 << mbits) | ((1 << mbits) - 1);
        int e = Math.max(Math.getExponent(v), -14);
        long m = (long) Math.rint(Math.scalb((double) v, mbits - e));
        if (m == (2L << mbits)) {       // rounding carried into the next binade
            m >>= 1;
            e++;
        }
        if (e > 15) {
            return maxFinite;
        }
        if (m < (1L << mbits)) {        // denormal: exponent field 0
            return (int) m;
        }
        return ((e + 15) << mbits) | (int) (m - (1L << mbits));
    }

    static int packShared(float r, float g, float b) {
        double max = (511.0 / 512.0) * Math.scalb(1.0, 16);
        double rc = clampShared(r, max);
        double gc = clampShared(g, max);
        double bc = clampShared(b, max);
        double maxc = Math.max(rc, Math.max(gc, bc));
        int floorLog2 = maxc > 0 ? Math.getExponent(maxc) : -17;
        int exp = Math.max(-16, floorLog2) + 1 + 15;
        long maxs = (long) Math.floor(maxc / Math.scalb(1.0, exp - 15 - 9) + 0.5);
        if (maxs == 512) {
            exp++;
        }
        double scale = Math.scalb(1.0, exp - 15 - 9);
        int rs = (int) Math.floor(rc / scale + 0.5);
        int gs = (int) Math.floor(gc / scale + 0.5);
        int bs = (int) Math.floor(bc / scale + 0.5);
        return rs | gs << 9 | bs << 18 | exp << 27;
    }

    private static double clampShared(float v, double max) {
        return v > 0 ? Math.min(v, max) : 0;   // also maps NaN to 0
    }
}
