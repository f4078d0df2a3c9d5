package dev.tungsten.soft;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import dev.tungsten.tgsi.TgsiText;
import org.junit.jupiter.api.Test;

/// Which input channels the shade stage interpolates: those a source swizzle names, and every
/// channel where the lanes may be read some other way.
class ShadeStageTest {
    private static int[] read(String body, int registers) {
        String text = """
                FRAG
                DCL IN[0], GENERIC[0], PERSPECTIVE
                DCL IN[1], GENERIC[1], LINEAR
                DCL IN[2], GENERIC[2], PERSPECTIVE
                DCL OUT[0], COLOR
                DCL TEMP[0..1]
                DCL ADDR[0]
                DCL SAMP[0]
                DCL SVIEW[0], 2D, FLOAT
                IMM[0] FLT32 {    0.5000,     1.0000,     0.0000,     0.0000}
                """ + body + "END\n";
        return ShadeStage.readChannels(TgsiText.parse(text, "read-channels"), registers);
    }

    @Test
    void swizzlesNameTheChannelsInterpolated() {
        // IN[0].xy (through .xyyy), IN[1].w and .z, IN[2] not at all
        assertArrayEquals(new int[] {0b0011, 0b1100, 0},
                read("MUL TEMP[0], IN[0].xyyy, IMM[0].xxxx\nADD OUT[0], IN[1].wwzz, TEMP[0]\n", 3));
        assertArrayEquals(new int[] {0xF, 0, 0}, read("MOV OUT[0], IN[0]\n", 3));
    }

    @Test
    void indirectAndInterpolatedInputsAreInterpolatedWhole() {
        assertArrayEquals(new int[] {0xF, 0xF, 0xF},
                read("ARL ADDR[0].x, IMM[0].xxxx\nMOV OUT[0], IN[ADDR[0].x+1].xxxx\n", 3));
        assertArrayEquals(new int[] {0xF, 0xF, 0xF}, read("INTERP_CENTROID OUT[0], IN[1].xxxx\n", 3));
    }
}
