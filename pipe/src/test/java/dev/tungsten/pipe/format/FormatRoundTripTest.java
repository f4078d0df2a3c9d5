package dev.tungsten.pipe.format;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

import dev.tungsten.tgsi.PipeFormat;

/// Every supported format, through its codec: what is read from memory and written back comes
/// back the same (values exactly; bytes exactly wherever the format has one encoding per value),
/// the table's sizes agree with the codecs, and the conversions round as their rules say (unorm
/// and snorm to nearest even, sRGB by the IEC 61966-2-1 formula, depth clamped). Formats wider
/// than 16 bits per channel are sampled, narrower ones tried exhaustively.
class FormatRoundTripTest {
    private static final int SAMPLES = 4000;

    private static List<PipeFormat> formats() {
        List<PipeFormat> out = new ArrayList<>();
        for (PipeFormat f : Formats.all()) {
            if (Formats.codec(f) != null) {
                out.add(f);
            }
        }
        return out;
    }

    /// Byte patterns for `bytes`-byte texels: all of them up to two bytes, else random ones.
    private static List<byte[]> patterns(int bytes, Random rnd) {
        List<byte[]> out = new ArrayList<>();
        if (bytes <= 2) {
            for (int v = 0; v < 1 << (8 * bytes); v++) {
                out.add(bytes == 1 ? new byte[] {(byte) v} : new byte[] {(byte) v, (byte) (v >> 8)});
            }
            return out;
        }
        for (int i = 0; i < SAMPLES; i++) {
            byte[] b = new byte[bytes];
            rnd.nextBytes(b);
            out.add(b);
        }
        return out;
    }

    /// What a texel holds, as four words: integers for pure integer formats, float bits (every
    /// NaN the same) otherwise.
    private static int[] read(FormatCodec c, FormatDescription d, byte[] texel) {
        int[] words = new int[4];
        if (d.isPureInteger()) {
            c.unpackWords(texel, 0, words, 0);
        } else {
            float[] v = new float[4];
            c.unpackFloat(texel, 0, v, 0);
            for (int i = 0; i < 4; i++) {
                words[i] = Float.floatToIntBits(v[i]);
            }
        }
        return words;
    }

    /// The texel a driver writes back after reading `texel`, by the same path as [#read].
    private static byte[] rewrite(FormatCodec c, FormatDescription d, byte[] texel) {
        byte[] out = new byte[d.blockBytes()];
        if (d.isPureInteger()) {
            int[] words = new int[4];
            c.unpackWords(texel, 0, words, 0);
            c.packWords(words, 0, out, 0);
        } else {
            float[] v = new float[4];
            c.unpackFloat(texel, 0, v, 0);
            c.packFloat(v, 0, out, 0);
        }
        return out;
    }

    private static boolean hasNaN(int[] floatBits) {
        for (int w : floatBits) {
            if (Float.isNaN(Float.intBitsToFloat(w))) {
                return true;
            }
        }
        return false;
    }

    @Test
    void theTableAndTheCodecsAgreeOnSizes() {
        assertTrue(formats().size() > 60, "formats with a codec: " + formats().size());
        for (PipeFormat f : formats()) {
            FormatDescription d = Formats.description(f);
            FormatCodec c = Formats.codec(f);
            assertEquals(d.blockBytes(), c.blockBytes(), f.name());
            assertEquals(d, c.description(), f.name());
            int bits = d.channels().stream().mapToInt(FormatDescription.Channel::bits).sum();
            if (d.kind() == FormatDescription.Kind.PLAIN) {
                assertEquals(8 * d.blockBytes(), bits, f + ": the fields fill the block");
                int end = 0;
                for (FormatDescription.Channel ch : d.channels()) {
                    assertEquals(end, ch.shift(), f + ": fields are contiguous and in order");
                    end += ch.bits();
                }
            }
        }
    }

    @Test
    void colourValuesReadFromMemorySurviveBeingWrittenBack() {
        Random rnd = new Random(22);
        List<String> failures = new ArrayList<>();
        for (PipeFormat f : formats()) {
            FormatDescription d = Formats.description(f);
            if (d.isDepthOrStencil()) {
                continue;
            }
            FormatCodec c = Formats.codec(f);
            for (byte[] stored : patterns(d.blockBytes(), rnd)) {
                int[] value = read(c, d, stored);
                if (!d.isPureInteger() && hasNaN(value)) {
                    continue;
                }
                byte[] written = rewrite(c, d, stored);
                if (!Arrays.equals(value, read(c, d, written))) {
                    failures.add(f + " " + Arrays.toString(value) + " -> " + Arrays.toString(read(c, d, written)));
                    break;
                }
                if (!Arrays.equals(written, rewrite(c, d, written))) {
                    failures.add(f + ": writing is not idempotent for " + Arrays.toString(stored));
                    break;
                }
            }
        }
        assertEquals(List.of(), failures);
    }

    @Test
    void unormFieldsOfEveryWidthRoundTripEveryCode() {
        // 2-, 5-, 6-, 10- and 16-bit fields: code c reads as c / max and writes back as c.
        for (PipeFormat f : List.of(PipeFormat.R10G10B10A2_UNORM, PipeFormat.B5G6R5_UNORM, PipeFormat.R16_UNORM)) {
            FormatDescription d = Formats.description(f);
            FormatCodec c = Formats.codec(f);
            for (int comp = 0; comp < 4; comp++) {
                FormatDescription.Channel ch = d.channelOf(comp);
                if (ch == null) {
                    continue;
                }
                for (long code = 0; code <= ch.max(); code++) {
                    float[] v = new float[4];
                    v[comp] = (float) code / ch.max();
                    byte[] b = new byte[d.blockBytes()];
                    c.packFloat(v, 0, b, 0);
                    long word = 0;
                    for (int i = b.length - 1; i >= 0; i--) {
                        word = (word << 8) | (b[i] & 0xFF);
                    }
                    assertEquals(code, (word >>> ch.shift()) & ch.max(), f + " component " + comp);
                }
            }
        }
    }

    @Test
    void unormRoundsToNearestEvenAndClamps() {
        FormatCodec r10 = Formats.codec(PipeFormat.R10G10B10A2_UNORM);
        byte[] b = new byte[4];
        // The only float ties are at 0.5: 1023 · 0.5 = 511.5 and 3 · 0.5 = 1.5 go to the even codes.
        r10.packFloat(new float[] {0.5f, 0, 0, 0.5f}, 0, b, 0);
        int ties = (b[0] & 0xFF) | (b[1] & 0xFF) << 8 | (b[2] & 0xFF) << 16 | (b[3] & 0xFF) << 24;
        assertEquals(512, ties & 0x3FF);
        assertEquals(2, ties >>> 30);
        r10.packFloat(new float[] {2f, -1f, Float.NaN, 0.7f}, 0, b, 0);
        int word = (b[0] & 0xFF) | (b[1] & 0xFF) << 8 | (b[2] & 0xFF) << 16 | (b[3] & 0xFF) << 24;
        assertEquals(0x3FF, word & 0x3FF, "above 1 clamps to 1");
        assertEquals(0, (word >>> 10) & 0x3FF, "below 0 clamps to 0");
        assertEquals(0, (word >>> 20) & 0x3FF, "NaN writes 0");
        assertEquals(2, word >>> 30, "0.7 · 3 = 2.1 rounds to 2");
    }

    @Test
    void snorm16RoundTripsAndBothMinimaReadAsMinusOne() {
        FormatCodec c = Formats.codec(PipeFormat.R16_SNORM);
        for (int code = -32767; code <= 32767; code++) {
            float[] v = new float[4];
            c.unpackFloat(new byte[] {(byte) code, (byte) (code >> 8)}, 0, v, 0);
            assertEquals((float) code / 32767f, v[0]);
            byte[] b = new byte[2];
            c.packFloat(v, 0, b, 0);
            assertEquals((short) code, (short) ((b[0] & 0xFF) | (b[1] << 8)), "code " + code);
        }
        float[] v = new float[4];
        c.unpackFloat(new byte[] {0, (byte) 0x80}, 0, v, 0);
        assertEquals(-1f, v[0], "-32768 reads as -1 (GL 4.2 rule)");
    }

    @Test
    void srgbEncodingMatchesTheFormulaAndIsMonotonic() {
        int previous = 0;
        for (int i = 0; i <= 100_000; i++) {
            float x = i / 100_000f;
            double s = x <= 0.0031308 ? 12.92 * x : 1.055 * Math.pow(x, 1 / 2.4) - 0.055;
            int code = FormatCodec.linearToSrgb8(x);
            assertEquals((int) Math.rint(s * 255), code, "linear " + x);
            assertTrue(code >= previous, "monotonic at " + x);
            previous = code;
        }
        for (int code = 0; code < 256; code++) {
            assertEquals(code, FormatCodec.linearToSrgb8(FormatCodec.srgbToLinear(code)), "code " + code);
        }
        assertEquals(0, FormatCodec.linearToSrgb8(Float.NaN));
        assertEquals(255, FormatCodec.linearToSrgb8(Float.POSITIVE_INFINITY));
        // The linear segment: 0.002 · 12.92 · 255 = 6.59 rounds to 7.
        assertEquals(7, FormatCodec.linearToSrgb8(0.002f));
    }

    @Test
    void depthFieldsRoundTripAndClamp() {
        FormatCodec z16 = Formats.codec(PipeFormat.Z16_UNORM);
        byte[] b = new byte[2];
        for (int code = 0; code < 65536; code++) {
            b[0] = (byte) code;
            b[1] = (byte) (code >> 8);
            float z = z16.unpackDepth(b, 0);
            assertEquals(code, z16.depthBits(z), "z16 code " + code);
        }
        FormatCodec z24 = Formats.codec(PipeFormat.Z24X8_UNORM);
        assertEquals(0xFFFFFF, z24.depthBits(1.5));
        assertEquals(0, z24.depthBits(-0.25));
        assertEquals(0, z24.depthBits(Double.NaN));
        FormatCodec z32f = Formats.codec(PipeFormat.Z32_FLOAT);
        assertEquals(Float.floatToRawIntBits(1.5f) & 0xFFFF_FFFFL, z32f.depthBits(1.5), "float depth is stored as given");
        byte[] d = new byte[4];
        z32f.packDepth(-0.0, d, 0);
        assertArrayEquals(new byte[] {0, 0, 0, (byte) 0x80}, d, "-0 keeps its sign bit");
    }
}
