package dev.tungsten.soft;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.SplittableRandom;

import dev.tungsten.pipe.Bind;
import dev.tungsten.pipe.ImageView;
import dev.tungsten.pipe.ResourceTemplate;
import dev.tungsten.pipe.format.FormatCodec;
import dev.tungsten.pipe.format.Formats;
import dev.tungsten.pipe.shader.InterpreterBackend;
import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.TextureTarget;
import dev.tungsten.tgsi.exec.ImageRequest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/// [SoftImages#store] on an RGBA8 view, where whole vectors of lanes that store one run of a row
/// take a vector store: the bytes must be the codec's, stored lane by lane in lane order, for
/// every value (NaN, infinities, -0, the products near half-integers where rounding `x * 255`
/// first would go wrong) and every lane pattern (rows, rows off the view's edges, repeated and
/// scattered texels, partial lane masks).
class SoftImagesTest {
    private static final int W = 53, H = 11, LANES = 32;
    private final SoftScreen screen = new SoftScreen(0, new InterpreterBackend());

    @AfterEach
    void close() {
        screen.close();
    }

    @Test
    void rgba8StoresAreTheCodecsBytesLaneByLane() {
        SoftResource r = (SoftResource) screen.createResource(
                ResourceTemplate.texture2D(PipeFormat.R8G8B8A8_UNORM, W, H, 1, Bind.SHADER_IMAGE));
        SoftImages images = new SoftImages(new ImageView[] {ImageView.of(r, 0)});
        FormatCodec codec = Formats.codec(PipeFormat.R8G8B8A8_UNORM);
        byte[] expected = r.data.clone();
        SplittableRandom random = new SplittableRandom(27);
        ImageRequest req = new ImageRequest(LANES);
        req.unit = 0;
        req.format = PipeFormat.R8G8B8A8_UNORM;
        int[][] rgba = new int[4][LANES];
        int[] w = new int[4];
        int rows = 0;
        for (int trial = 0; trial < 4000; trial++) {
            req.target = trial % 7 == 0 ? TextureTarget.RECT : TextureTarget.T2D;
            int pattern = random.nextInt(5);
            int x0 = pattern == 1 ? random.nextInt(-12, W + 4) : random.nextInt(0, W - 7);
            int y0 = pattern == 1 ? random.nextInt(-2, H + 2) : random.nextInt(H);
            for (int l = 0; l < LANES; l++) {
                boolean scattered = pattern == 2 || pattern == 3 && random.nextInt(8) == 0;
                req.coord[0][l] = scattered ? random.nextInt(-1, W + 1) : x0 + (l & 7);
                req.coord[1][l] = scattered ? random.nextInt(-1, H + 1) : y0 + (l >> 3) % 2;
                for (int c = 0; c < 4; c++) {
                    rgba[c][l] = value(random);
                }
            }
            req.laneMask = pattern == 4 ? random.nextInt() : -1;
            rows += req.laneMask == -1 && pattern == 0 ? 1 : 0;
            for (int lanes = req.laneMask; lanes != 0; lanes &= lanes - 1) {
                int l = Integer.numberOfTrailingZeros(lanes);
                int x = req.coord[0][l], y = req.coord[1][l];
                if (x >= 0 && y >= 0 && x < W && y < H) {
                    for (int c = 0; c < 4; c++) {
                        w[c] = rgba[c][l];
                    }
                    codec.packWords(w, 0, expected, r.offset(0, x, y, 0));
                }
            }
            images.store(req, rgba);
            assertArrayEquals(expected, r.data, "trial " + trial);
        }
        assertTrue(rows > 500, "the row case ran " + rows + " times");
        assertTrue(!Arrays.equals(expected, new byte[expected.length]), "something was stored");
    }

    /// A float channel: random in [-0.25, 1.25], a product near a half-integer step, or a special value.
    private static int value(SplittableRandom random) {
        return switch (random.nextInt(6)) {
            case 0 -> Float.floatToRawIntBits((random.nextInt(256) + 0.5f) / 255f);
            case 1 -> Float.floatToRawIntBits(Math.nextUp((random.nextInt(256) + 0.5f) / 255f));
            case 2 -> switch (random.nextInt(6)) {
                case 0 -> Float.floatToRawIntBits(Float.NaN);
                case 1 -> Float.floatToRawIntBits(Float.POSITIVE_INFINITY);
                case 2 -> Float.floatToRawIntBits(Float.NEGATIVE_INFINITY);
                case 3 -> Float.floatToRawIntBits(-0f);
                case 4 -> Float.floatToRawIntBits(1f);
                default -> random.nextInt();
            };
            default -> Float.floatToRawIntBits((float) random.nextDouble(-0.25, 1.25));
        };
    }
}
