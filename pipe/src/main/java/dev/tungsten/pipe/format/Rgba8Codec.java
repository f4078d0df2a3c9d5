package dev.tungsten.pipe.format;

/// The fast path for the four-byte colour formats that render targets and textures use most
/// (`R8G8B8A8` and `B8G8R8A8`, UNORM and SRGB): one 32-bit read and table or multiply
/// conversions instead of [PlainCodec]'s per-field decoding. Same results as [PlainCodec].
final class Rgba8Codec extends FormatCodec {
    private static final float[] UNORM8 = new float[256];
    static {
        for (int i = 0; i < 256; i++) {
            UNORM8[i] = i / 255f;
        }
    }

    /// Bit shift of R and B in the 32-bit word (0 and 16 for RGBA, swapped for BGRA).
    private final int shiftR;
    private final int shiftB;
    private final boolean srgb;

    Rgba8Codec(FormatDescription d) {
        super(d);
        boolean bgra = d.swizzle(0) == 2;
        this.shiftR = bgra ? 16 : 0;
        this.shiftB = bgra ? 0 : 16;
        this.srgb = d.isSrgb();
    }

    @Override
    public void unpackFloat(byte[] src, int offset, float[] rgba, int dst) {
        int w = (int) INT.get(src, offset);
        if (srgb) {
            rgba[dst] = srgbToLinear(w >>> shiftR);
            rgba[dst + 1] = srgbToLinear(w >>> 8);
            rgba[dst + 2] = srgbToLinear(w >>> shiftB);
        } else {
            rgba[dst] = UNORM8[(w >>> shiftR) & 0xFF];
            rgba[dst + 1] = UNORM8[(w >>> 8) & 0xFF];
            rgba[dst + 2] = UNORM8[(w >>> shiftB) & 0xFF];
        }
        rgba[dst + 3] = UNORM8[w >>> 24];
    }

    @Override
    public void packFloat(float[] rgba, int srcIndex, byte[] dst, int offset) {
        INT.set(dst, offset, pack(rgba[srcIndex], rgba[srcIndex + 1], rgba[srcIndex + 2], rgba[srcIndex + 3]));
    }

    /// The 32-bit texel for linear RGBA.
    int pack(float r, float g, float b, float a) {
        int cr = srgb ? linearToSrgb8(r) : floatToUnorm8(r);
        int cg = srgb ? linearToSrgb8(g) : floatToUnorm8(g);
        int cb = srgb ? linearToSrgb8(b) : floatToUnorm8(b);
        return cr << shiftR | cg << 8 | cb << shiftB | floatToUnorm8(a) << 24;
    }

    @Override
    public void unpackWords(byte[] src, int offset, int[] words, int dst) {
        int w = (int) INT.get(src, offset);
        for (int i = 0; i < 4; i++) {
            int shift = i == 0 ? shiftR : i == 2 ? shiftB : i * 8;
            int c = (w >>> shift) & 0xFF;
            words[dst + i] = Float.floatToRawIntBits(srgb && i < 3 ? srgbToLinear(c) : UNORM8[c]);
        }
    }

    @Override
    public void packWords(int[] words, int srcIndex, byte[] dst, int offset) {
        INT.set(dst, offset, pack(Float.intBitsToFloat(words[srcIndex]), Float.intBitsToFloat(words[srcIndex + 1]),
                Float.intBitsToFloat(words[srcIndex + 2]), Float.intBitsToFloat(words[srcIndex + 3])));
    }
}
