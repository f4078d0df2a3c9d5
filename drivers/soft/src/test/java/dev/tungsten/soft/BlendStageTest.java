package dev.tungsten.soft;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/// The RGBA8 write's vector packing ([BlendStage#pack], one `fma(x, 255, 2^23)` per channel)
/// against the scalar definition ([BlendStage#unorm8], `rint(x * 255.0)` in double). Here the
/// inputs where rounding the product `x * 255f` first would go wrong (it lands on a half
/// integer the exact product is not on), every k / 255 and (k + 0.5) / 255 with their float
/// neighbours, the special values, and 2^20 random bit patterns.
class BlendStageTest {
    private static final int CASES_PER_CALL = 8;

    @Test
    void theVectorPackingEqualsRintOfTheDoubleProductBitForBit() {
        List<Float> values = new ArrayList<>(List.of(0f, -0f, 1f, -1f, Float.NaN, Float.POSITIVE_INFINITY,
                Float.NEGATIVE_INFINITY, Float.MIN_VALUE, -Float.MIN_VALUE, Float.MAX_VALUE, Math.nextDown(1f),
                Math.nextUp(1f), Float.intBitsToFloat(0x7FC00001), Float.intBitsToFloat(0xFFC00000)));
        int corrected = 0;
        for (int k = 0; k < 256; k++) {
            for (float centre : new float[] {k / 255f, (k + 0.5f) / 255f}) {
                float x = centre;
                for (int step = 0; step < 40; step++) {
                    x = Math.nextDown(x);
                }
                for (int step = 0; step < 81; step++, x = Math.nextUp(x)) {
                    values.add(x);
                    float p = x * 255f;
                    if (p - (float) Math.floor(p) == 0.5f && (double) x * 255.0 != p) {
                        corrected++;
                    }
                }
            }
        }
        assertTrue(corrected > 100, "the neighbourhoods must reach the products that round onto a half integer: " + corrected);
        Random r = new Random(255);
        for (int i = 0; i < 1 << 20; i++) {
            values.add(Float.intBitsToFloat(r.nextInt()));
            values.add(r.nextFloat() * 1.25f - 0.125f);
        }
        check(values);
    }

    private static void check(List<Float> values) {
        int lanes = jdk.incubator.vector.IntVector.SPECIES_PREFERRED.length();
        assertTrue(BlendStage.VECTOR_PACK, "this machine's vectors hold at least 4 floats");
        int[][] outputs = new int[4][lanes];
        int[] px = new int[lanes];
        for (int start = 0; start < values.size(); start += lanes) {
            for (int c = 0; c < 4; c++) {
                for (int l = 0; l < lanes; l++) {
                    // Channels take rotated values, so each sees every value in every lane.
                    outputs[c][l] = Float.floatToRawIntBits(values.get((start + l + c * CASES_PER_CALL) % values.size()));
                }
            }
            for (int shiftR : new int[] {0, 16}) {
                BlendStage.pack(outputs, 0, shiftR, 16 - shiftR, 0, java.lang.foreign.MemorySegment.ofArray(px));
                for (int l = 0; l < lanes; l++) {
                    int expected = unorm8(outputs[0][l]) << shiftR | unorm8(outputs[1][l]) << 8
                            | unorm8(outputs[2][l]) << (16 - shiftR) | unorm8(outputs[3][l]) << 24;
                    int lane = l;
                    assertEquals(expected, px[l], () -> String.format("lane %d: %08x %08x %08x %08x", lane,
                            outputs[0][lane], outputs[1][lane], outputs[2][lane], outputs[3][lane]));
                }
            }
        }
    }

    private static int unorm8(int bits) {
        return BlendStage.unorm8(Float.intBitsToFloat(bits));
    }
}
