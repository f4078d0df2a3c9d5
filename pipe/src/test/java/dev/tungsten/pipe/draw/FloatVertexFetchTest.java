package dev.tungsten.pipe.draw;

import dev.tungsten.pipe.format.FormatCodec;
import dev.tungsten.pipe.format.Formats;
import dev.tungsten.tgsi.PipeFormat;
import org.junit.jupiter.api.Test;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.EnumSet;
import java.util.Random;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/// The vertex pipeline fetches formats of 32-bit float channels without the codec
/// (`VertexPipeline.floatChannels`): their words must be exactly the codec's.
class FloatVertexFetchTest {
    @Test
    void theFloatFormatsAndNoOthersTakeTheDirectFetch() {
        Set<PipeFormat> direct = EnumSet.noneOf(PipeFormat.class);
        for (PipeFormat f : PipeFormat.values()) {
            FormatCodec codec = Formats.codec(f);
            if (codec != null && VertexPipeline.floatChannels(codec.description()) > 0) {
                direct.add(f);
            }
        }
        assertEquals(EnumSet.of(PipeFormat.R32_FLOAT, PipeFormat.R32G32_FLOAT, PipeFormat.R32G32B32_FLOAT,
                PipeFormat.R32G32B32A32_FLOAT), direct);
    }

    /// Random words (NaN payloads, infinities and denormals among them) at an odd offset: the
    /// little-endian words and the zero texel's constants equal what `unpackWords` gives.
    @Test
    void directWordsAreTheCodecsWords() {
        Random random = new Random(27);
        for (PipeFormat f : new PipeFormat[] {PipeFormat.R32_FLOAT, PipeFormat.R32G32_FLOAT,
                PipeFormat.R32G32B32_FLOAT, PipeFormat.R32G32B32A32_FLOAT}) {
            FormatCodec codec = Formats.codec(f);
            int channels = VertexPipeline.floatChannels(codec.description());
            int[] constants = new int[4];
            codec.unpackWords(new byte[16], 0, constants, 0);
            for (int trial = 0; trial < 1000; trial++) {
                byte[] data = new byte[3 + 16];
                random.nextBytes(data);
                if (trial % 4 == 0) {
                    ByteBuffer.wrap(data).order(ByteOrder.LITTLE_ENDIAN).putInt(3, 0x7FC0_0001 | random.nextInt() & 0x8000_0000);
                }
                int[] expected = new int[4];
                codec.unpackWords(data, 3, expected, 0);
                int[] direct = constants.clone();
                ByteBuffer le = ByteBuffer.wrap(data).order(ByteOrder.LITTLE_ENDIAN);
                for (int k = 0; k < channels; k++) {
                    direct[k] = le.getInt(3 + 4 * k);
                }
                assertArrayEquals(expected, direct, f + " trial " + trial);
            }
        }
    }
}
