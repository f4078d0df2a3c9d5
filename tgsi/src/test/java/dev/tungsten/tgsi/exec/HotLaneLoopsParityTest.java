package dev.tungsten.tgsi.exec;

import static org.junit.jupiter.api.Assertions.*;

import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

/// The vector forms of [HotLaneLoops] against their scalar twins, bit for bit, on random words
/// (every exponent, NaNs and denormals included) and on the special values, for every block
/// width, so the interpreter computes the same results with or without the Vector API.
class HotLaneLoopsParityTest {
    private static final int[] SPECIAL = {
        0, 0x80000000, 0x3F800000, 0xBF800000, 0x7F800000, 0xFF800000, 0x7FC00000, 0xFFC00000, 0x7F800001,
        0x00000001, 0x80000001, 0x007FFFFF, 0x7F7FFFFF, 0xFF7FFFFF, 0x34000000, 0x3F800001,
    };

    @Test
    void vectorAndScalarFormsAgreeBitForBit() {
        assertTrue(HotLaneLoops.VECTOR, "tests run with jdk.incubator.vector, so the vector forms are checked");
        SplittableRandom random = new SplittableRandom(1);
        for (int width = 4; width <= 32; width += 4) {
            for (int round = 0; round < 200; round++) {
                int[] a = words(random, width), b = words(random, width), c = words(random, width);
                int[] vec = new int[width], sca = new int[width];
                VectorLaneLoops.add(vec, a, b, width);
                HotLaneLoops.addScalar(sca, a, b, width, 0);
                assertParity(sca, vec, "ADD", width);
                VectorLaneLoops.mul(vec, a, b, width);
                HotLaneLoops.mulScalar(sca, a, b, width, 0);
                assertParity(sca, vec, "MUL", width);
                VectorLaneLoops.mad(vec, a, b, c, width);
                HotLaneLoops.madScalar(sca, a, b, c, width, 0);
                assertParity(sca, vec, "MAD", width);
                for (HotLaneLoops.IntegerOp kind : HotLaneLoops.IntegerOp.values()) {
                    VectorLaneLoops.integer(kind, vec, a, b, width);
                    HotLaneLoops.integerScalar(kind, sca, a, b, width, 0);
                    assertArrayEquals(sca, vec, "integer kernel " + kind + " at width " + width);
                }
            }
        }
    }

    private static int[] words(SplittableRandom random, int width) {
        int[] w = new int[width];
        for (int i = 0; i < width; i++) {
            w[i] = random.nextInt(4) == 0 ? SPECIAL[random.nextInt(SPECIAL.length)] : random.nextInt();
        }
        return w;
    }

    /// Equal bits, except that NaN results may differ in payload (arithmetic NaNs are not part
    /// of the contract; see OpSemantics).
    private static void assertParity(int[] scalar, int[] vector, String op, int width) {
        for (int i = 0; i < width; i++) {
            boolean bothNaN = Float.isNaN(Float.intBitsToFloat(scalar[i])) && Float.isNaN(Float.intBitsToFloat(vector[i]));
            if (!bothNaN) {
                assertEquals(scalar[i], vector[i], op + " lane " + i + " of " + width);
            }
        }
    }
}
