package dev.tungsten.pipe.format;

import dev.tungsten.tgsi.PipeFormat;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/// Exact pack/unpack: every value of every 8- and 16-bit field round-trips, conversions match
/// the GL formulas bit for bit (no tolerance: the formats are exact by definition), and packed
/// layouts put each field where the format's name says.
class FormatCodecTest {
    private static float[] unpack(PipeFormat f, byte[] b) {
        float[] out = new float[4];
        Formats.codec(f).unpackFloat(b, 0, out, 0);
        return out;
    }

    private static byte[] pack(PipeFormat f, float... rgba) {
        byte[] b = new byte[Formats.blockBytes(f)];
        Formats.codec(f).packFloat(rgba, 0, b, 0);
        return b;
    }

    private static int word(byte[] b) {
        int w = 0;
        for (int i = Math.min(4, b.length) - 1; i >= 0; i--) {
            w = (w << 8) | (b[i] & 0xFF);
        }
        return w;
    }

    @Test
    void issueListIsSupported() {
        for (String name : new String[] {"R8_UNORM", "R8G8_SNORM", "R8G8B8A8_UINT", "R8G8B8A8_SINT", "R8G8B8A8_SRGB",
                "B8G8R8A8_UNORM", "B8G8R8A8_SRGB", "R16_FLOAT", "R16G16B16A16_FLOAT", "R32_FLOAT", "R32G32B32A32_FLOAT",
                "R32_UINT", "R32G32_SINT", "R32G32B32A32_UINT", "R10G10B10A2_UNORM", "R11G11B10_FLOAT", "Z16_UNORM",
                "Z24_UNORM_S8_UINT", "Z32_FLOAT", "Z32_FLOAT_S8X24_UINT", "S8_UINT", "R16G16_SNORM", "R8G8B8_USCALED"}) {
            PipeFormat f = PipeFormat.valueOf(name);
            assertNotNull(Formats.codec(f), name);
        }
        assertNull(Formats.codec(PipeFormat.DXT1_RGB));
        assertFalse(Formats.isTextureFormat(PipeFormat.R8G8B8A8_USCALED));
        assertTrue(Formats.isTextureFormat(PipeFormat.R8G8B8A8_UNORM));
    }

    @Test
    void unorm8And16RoundTripExactly() {
        for (int c = 0; c < 256; c++) {
            float v = unpack(PipeFormat.R8_UNORM, new byte[] {(byte) c})[0];
            assertEquals((float) c / 255f, v);
            assertEquals(c, pack(PipeFormat.R8_UNORM, v, 0, 0, 0)[0] & 0xFF);
        }
        for (int c = 0; c < 65536; c++) {
            byte[] b = {(byte) c, (byte) (c >> 8)};
            float v = unpack(PipeFormat.R16_UNORM, b)[0];
            assertEquals((float) c / 65535f, v);
            assertArrayEquals(b, pack(PipeFormat.R16_UNORM, v, 0, 0, 0));
        }
        // 0.5 is the only float whose 8-bit product is a tie (127.5): to even. Clamping and NaN.
        assertEquals((byte) 128, pack(PipeFormat.R8_UNORM, 0.5f, 0, 0, 0)[0]);
        assertEquals((byte) 255, pack(PipeFormat.R8_UNORM, 7f, 0, 0, 0)[0]);
        assertEquals(0, pack(PipeFormat.R8_UNORM, Float.NaN, 0, 0, 0)[0]);
        assertEquals(0, pack(PipeFormat.R8_UNORM, -1f, 0, 0, 0)[0]);
    }

    @Test
    void snormUsesBothMinusOnes() {
        assertEquals(-1f, unpack(PipeFormat.R8_SNORM, new byte[] {(byte) -128})[0]);
        assertEquals(-1f, unpack(PipeFormat.R8_SNORM, new byte[] {(byte) -127})[0]);
        for (int c = -127; c < 128; c++) {
            float v = unpack(PipeFormat.R8_SNORM, new byte[] {(byte) c})[0];
            assertEquals((float) c / 127f, v);
            assertEquals((byte) c, pack(PipeFormat.R8_SNORM, v, 0, 0, 0)[0]);
        }
        assertEquals((byte) -127, pack(PipeFormat.R8_SNORM, -5f, 0, 0, 0)[0]);
        // R10G10B10A2_SNORM: the 2-bit alpha holds -1..1.
        byte[] b = pack(PipeFormat.R10G10B10A2_SNORM, -1f, 1f, 0f, -1f);
        assertEquals(0x201 | (0x1FF << 10) | (3 << 30), word(b));
    }

    @Test
    void srgbRoundTripsAndEncodesLikeTheFormula() {
        for (int c = 0; c < 256; c++) {
            byte[] t = {(byte) c, 0, 0, (byte) c};
            float[] v = unpack(PipeFormat.R8G8B8A8_SRGB, t);
            assertEquals((float) c / 255f, v[3], "alpha is linear");
            assertArrayEquals(t, pack(PipeFormat.R8G8B8A8_SRGB, v));
        }
        // 0.5 linear is 0.735357 encoded: 187.516 rounds to 188.
        assertEquals((byte) 188, pack(PipeFormat.R8_SRGB, 0.5f, 0, 0, 0)[0]);
        // ((128/255 + 0.055) / 1.055)^2.4 = 0.2158605 (to float precision).
        assertEquals(0.2158605f, unpack(PipeFormat.R8_SRGB, new byte[] {(byte) 128})[0], 1e-7f);
    }

    @Test
    void fastRgba8CodecAgreesWithTheGeneralOne() {
        for (PipeFormat f : new PipeFormat[] {PipeFormat.R8G8B8A8_UNORM, PipeFormat.B8G8R8A8_UNORM,
                PipeFormat.R8G8B8A8_SRGB, PipeFormat.B8G8R8A8_SRGB}) {
            FormatCodec fast = Formats.codec(f);
            assertTrue(fast instanceof Rgba8Codec);
            FormatCodec general = new PlainCodec(Formats.description(f));
            java.util.Random rnd = new java.util.Random(7);
            for (int i = 0; i < 5000; i++) {
                float[] rgba = {rnd.nextFloat() * 1.2f - 0.1f, rnd.nextFloat(), rnd.nextFloat(), rnd.nextFloat()};
                byte[] a = new byte[4], b = new byte[4];
                fast.packFloat(rgba, 0, a, 0);
                general.packFloat(rgba, 0, b, 0);
                assertArrayEquals(b, a, f + " pack");
                float[] ua = new float[4], ub = new float[4];
                fast.unpackFloat(a, 0, ua, 0);
                general.unpackFloat(a, 0, ub, 0);
                assertArrayEquals(ub, ua, f + " unpack");
                int[] wa = new int[4], wb = new int[4];
                fast.unpackWords(a, 0, wa, 0);
                general.unpackWords(a, 0, wb, 0);
                assertArrayEquals(wb, wa);
            }
        }
        assertArrayEquals(new byte[] {0, 0, (byte) 255, (byte) 255}, pack(PipeFormat.B8G8R8A8_UNORM, 1, 0, 0, 1));
    }

    @Test
    void halfFloatsRoundTrip() {
        for (int h = 0; h < 65536; h++) {
            byte[] b = {(byte) h, (byte) (h >> 8)};
            float v = unpack(PipeFormat.R16_FLOAT, b)[0];
            if (!Float.isNaN(v)) {
                assertArrayEquals(b, pack(PipeFormat.R16_FLOAT, v, 0, 0, 0), "half " + h);
            }
        }
        assertEquals(Float.POSITIVE_INFINITY, unpack(PipeFormat.R16_FLOAT, pack(PipeFormat.R16_FLOAT, 70000f, 0, 0, 0))[0]);
    }

    @Test
    void smallFloatsRoundTripAndSaturate() {
        for (int c = 0; c < 2048; c++) {
            float v = PackedFloatCodec.unpackSmallFloat(c, 6);
            if (!Float.isNaN(v)) {
                assertEquals(c, PackedFloatCodec.packSmallFloat(v, 6), "uf11 " + c);
            }
        }
        for (int c = 0; c < 1024; c++) {
            float v = PackedFloatCodec.unpackSmallFloat(c, 5);
            if (!Float.isNaN(v)) {
                assertEquals(c, PackedFloatCodec.packSmallFloat(v, 5), "uf10 " + c);
            }
        }
        assertEquals(0x3C0, PackedFloatCodec.packSmallFloat(1f, 6));
        assertEquals(65024f, PackedFloatCodec.unpackSmallFloat(PackedFloatCodec.packSmallFloat(1e9f, 6), 6));
        assertEquals(0, PackedFloatCodec.packSmallFloat(-3f, 6));
        assertEquals(Float.POSITIVE_INFINITY, PackedFloatCodec.unpackSmallFloat(PackedFloatCodec.packSmallFloat(Float.POSITIVE_INFINITY, 5), 5));
        float[] v = unpack(PipeFormat.R11G11B10_FLOAT, pack(PipeFormat.R11G11B10_FLOAT, 0.5f, 2f, 0.25f, 0f));
        assertArrayEquals(new float[] {0.5f, 2f, 0.25f, 1f}, v);
    }

    @Test
    void sharedExponentFollowsTheExtension() {
        assertEquals(256 | 256 << 9 | 256 << 18 | 16 << 27, word(pack(PipeFormat.R9G9B9E5_FLOAT, 1f, 1f, 1f, 0f)));
        float[] v = unpack(PipeFormat.R9G9B9E5_FLOAT, pack(PipeFormat.R9G9B9E5_FLOAT, 3f, 0.5f, 0f, 0f));
        assertArrayEquals(new float[] {3f, 0.5f, 0f, 1f}, v);
        // The largest channel sets the exponent; small ones lose precision to 2^-6 here.
        v = unpack(PipeFormat.R9G9B9E5_FLOAT, pack(PipeFormat.R9G9B9E5_FLOAT, 4f, 0.01f, 0f, 0f));
        assertEquals(4f, v[0]);
        assertEquals(0.015625f, v[1]);
        assertEquals(0f, unpack(PipeFormat.R9G9B9E5_FLOAT, pack(PipeFormat.R9G9B9E5_FLOAT, Float.NaN, -1f, 0f, 0f))[0]);
    }

    @Test
    void packedLayoutsPutFieldsWhereTheNameSays() {
        assertEquals(0xF800, word(pack(PipeFormat.B5G6R5_UNORM, 1, 0, 0, 1)));
        assertEquals(0x001F, word(pack(PipeFormat.R5G6B5_UNORM, 1, 0, 0, 1)));
        assertEquals(0xC00003FF, word(pack(PipeFormat.R10G10B10A2_UNORM, 1, 0, 0, 1)));
        assertEquals(0x3FF00000, word(pack(PipeFormat.B10G10R10A2_UNORM, 1, 0, 0, 0)));
        assertEquals(0x8000, word(pack(PipeFormat.B5G5R5A1_UNORM, 0, 0, 0, 1)));
        assertArrayEquals(new float[] {1, 0, 0, 1}, unpack(PipeFormat.B5G6R5_UNORM, new byte[] {0, (byte) 0xF8}));
        assertArrayEquals(new float[] {0, 0, 0, 1f / 255}, unpack(PipeFormat.A8_UNORM, new byte[] {1}));
        assertArrayEquals(new float[] {1, 1, 1, 0}, unpack(PipeFormat.L8A8_UNORM, new byte[] {(byte) 255, 0}));
        assertArrayEquals(new float[] {0, 0, 0, 1}, unpack(PipeFormat.R8G8B8X8_UNORM, new byte[] {0, 0, 0, 77}));
        assertEquals(0, pack(PipeFormat.B8G8R8X8_UNORM, 0, 0, 0, 1)[3], "padding is written as 0");
    }

    @Test
    void integerWordsClampAndSignExtend() {
        FormatCodec c = Formats.codec(PipeFormat.R8G8B8A8_SINT);
        byte[] b = new byte[4];
        c.packWords(new int[] {-200, 200, -5, 7}, 0, b, 0);
        assertArrayEquals(new byte[] {(byte) -128, 127, -5, 7}, b);
        int[] w = new int[4];
        c.unpackWords(b, 0, w, 0);
        assertArrayEquals(new int[] {-128, 127, -5, 7}, w);
        FormatCodec u = Formats.codec(PipeFormat.R32_UINT);
        byte[] b4 = new byte[4];
        u.packWords(new int[] {0xFFFFFFFF, 0, 0, 0}, 0, b4, 0);
        u.unpackWords(b4, 0, w, 0);
        assertArrayEquals(new int[] {-1, 0, 0, 1}, w, "missing channels read 0, 0, 1");
        Formats.codec(PipeFormat.R16G16_UINT).packWords(new int[] {70000, -1, 0, 0}, 0, b4, 0);
        assertEquals(0xFFFFFFFF, word(b4), "unsigned clamp: 70000 and 0xFFFFFFFF both saturate");
        int nan = 0x7FC01234;
        byte[] f = new byte[16];
        Formats.codec(PipeFormat.R32G32B32A32_FLOAT).packWords(new int[] {nan, 1, 2, 3}, 0, f, 0);
        Formats.codec(PipeFormat.R32G32B32A32_FLOAT).unpackWords(f, 0, w, 0);
        assertArrayEquals(new int[] {nan, 1, 2, 3}, w, "32-bit float words keep their bits");
        assertArrayEquals(new float[] {300, -2, 0, 1}, unpack(PipeFormat.R16G16_SSCALED, pack(PipeFormat.R16G16_SSCALED, 300, -2, 0, 0)));
    }

    @Test
    void depthAndStencilFieldsAreIndependent() {
        FormatCodec zs = Formats.codec(PipeFormat.Z24_UNORM_S8_UINT);
        byte[] b = new byte[4];
        zs.packDepth(1.0, b, 0);
        assertEquals(0x00FFFFFF, word(b));
        zs.packStencil(0x5A, b, 0);
        assertEquals(0x5AFFFFFF, word(b));
        zs.packDepth(0.5, b, 0);
        assertEquals(0x5A800000, word(b), "0.5 * 16777215 = 8388607.5 rounds to even 8388608");
        assertEquals(0x5A, zs.unpackStencil(b, 0));
        assertEquals(8388608f / 16777215f, zs.unpackDepth(b, 0));
        FormatCodec z32s8 = Formats.codec(PipeFormat.Z32_FLOAT_S8X24_UINT);
        byte[] d = new byte[8];
        z32s8.packDepth(0.25, d, 0);
        z32s8.packStencil(0x81, d, 0);
        assertEquals(Float.floatToIntBits(0.25f), word(d));
        assertEquals((byte) 0x81, d[4]);
        assertEquals(0.25f, z32s8.unpackDepth(d, 0));
        FormatCodec s8z24 = Formats.codec(PipeFormat.S8_UINT_Z24_UNORM);
        s8z24.packStencil(3, b, 0);
        s8z24.packDepth(1.0, b, 0);
        assertEquals(0xFFFFFF03, word(b));
        FormatCodec z16 = Formats.codec(PipeFormat.Z16_UNORM);
        assertTrue(z16.description().isDepth());
        assertFalse(z16.description().isStencil());
        assertTrue(Formats.description(PipeFormat.S8_UINT).isStencil());
        assertFalse(Formats.description(PipeFormat.S8_UINT).isDepth());
    }
}
