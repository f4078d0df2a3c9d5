package dev.tungsten.soft.jit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import dev.tungsten.tgsi.TgsiShader;
import dev.tungsten.tgsi.exec.ExecMachine;
import dev.tungsten.tgsi.exec.ExecProgram;
import org.junit.jupiter.api.Test;

/// The constants segments read come from vectors the frame refreshes before every run
/// ([JitFrame#constantsChanged]); each case runs the JIT and the interpreter on the same block and
/// buffers and requires the same words.
class JitConstantsTest {
    /// Reads rows 0 and 2 of buffer 0 (swizzled), row 1 of buffer 1, and row 40 of buffer 0,
    /// past the end of every buffer below.
    private static final String SHADER = """
            FRAG
            DCL IN[0], GENERIC[0], LINEAR
            DCL OUT[0], COLOR
            DCL OUT[1], COLOR[1]
            DCL CONST[0][0..40]
            DCL CONST[1][0..1]
            DCL TEMP[0]
            MAD TEMP[0], IN[0], CONST[0][0], CONST[0][2].yzwx
            ADD TEMP[0], TEMP[0], CONST[1][1].wwxy
            MOV OUT[0], TEMP[0]
            ADD OUT[1], IN[0], CONST[0][40]
            END
            """;
    private static final int WIDTH = 32;

    private final TgsiShader shader = Differential.parse(SHADER);
    private final ExecMachine machine = ExecProgram.compile(shader, "constants").newMachine(WIDTH);
    private final JitInvocation jit = JitCompiler.compile(shader, "constants", JitOptions.FAST).newInvocation(WIDTH);

    JitConstantsTest() {
        for (int lane = 0; lane < WIDTH; lane++) {
            for (int c = 0; c < 4; c++) {
                int word = Float.floatToRawIntBits(lane * 0.25f - c);
                machine.input(0, c)[lane] = word;
                jit.input(0, c)[lane] = word;
            }
        }
    }

    private static int[] buffer(int rows, float start) {
        int[] words = new int[rows * 4];
        for (int i = 0; i < words.length; i++) {
            words[i] = Float.floatToRawIntBits(start + i * 0.5f);
        }
        return words;
    }

    private void bind(int slot, int[] words) {
        machine.bindConstantBuffer(slot, words);
        jit.bindConstantBuffer(slot, words);
    }

    /// Runs both and compares every output channel of every lane.
    private void same(String when) {
        machine.run(-1);
        jit.run(-1);
        for (int r = 0; r < 2; r++) {
            for (int c = 0; c < 4; c++) {
                assertArrayEquals(machine.output(r, c), jit.output(r, c), when + ": OUT[" + r + "]." + "xyzw".charAt(c));
            }
        }
    }

    @Test
    void boundBuffersAndReadsPastTheirEnd() {
        bind(0, buffer(3, 1));
        bind(1, buffer(2, -7));
        same("buffers of 3 and 2 rows");
    }

    @Test
    void contentsChangedInPlaceAreSeenByTheNextRun() {
        int[] words = buffer(3, 1);
        bind(0, words);
        bind(1, buffer(2, -7));
        same("first run");
        for (int i = 0; i < words.length; i++) {
            words[i] = Float.floatToRawIntBits(100 - i);
        }
        machine.constantsChanged();
        same("after writing the bound array");
        words[8] = 0;
        words[9] = Float.floatToRawIntBits(-0.0f);
        machine.constantsChanged();
        same("after writing zeroes into it");
    }

    /// More directly read constant channels than the plan places ([ShaderPlan#MAX_CONSTANT_PLACES]):
    /// the later ones are broadcast by the segments themselves, and both kinds see in-place changes.
    @Test
    void constantsBeyondThePlacesAreReadToo() {
        int rows = ShaderPlan.MAX_CONSTANT_PLACES / 4 + 40;
        StringBuilder text = new StringBuilder("FRAG\nDCL IN[0], GENERIC[0], LINEAR\nDCL OUT[0], COLOR\n")
                .append("DCL CONST[0..").append(rows - 1).append("]\nDCL TEMP[0]\n")
                .append("IMM[0] FLT32 {0.5, 0.0, 0.0, 0.0}\nMOV TEMP[0], IN[0]\n");
        for (int r = 0; r < rows; r++) {
            text.append("MAD TEMP[0], TEMP[0], IMM[0].xxxx, CONST[").append(r).append("].wzyx\n");
        }
        text.append("MOV OUT[0], TEMP[0]\nEND\n");
        TgsiShader many = Differential.parse(text.toString());
        ExecMachine m = ExecProgram.compile(many, "many").newMachine(WIDTH);
        JitInvocation j = JitCompiler.compile(many, "many", JitOptions.FAST).newInvocation(WIDTH);
        int[] words = buffer(rows, -3);
        m.bindConstantBuffer(0, words);
        j.bindConstantBuffer(0, words);
        for (int lane = 0; lane < WIDTH; lane++) {
            for (int c = 0; c < 4; c++) {
                m.input(0, c)[lane] = Float.floatToRawIntBits(lane - c * 0.5f);
                j.input(0, c)[lane] = Float.floatToRawIntBits(lane - c * 0.5f);
            }
        }
        for (int round = 0; round < 2; round++) {
            m.run(-1);
            j.run(-1);
            for (int c = 0; c < 4; c++) {
                assertArrayEquals(m.output(0, c), j.output(0, c), "round " + round + ": OUT[0]." + "xyzw".charAt(c));
            }
            // the first and the last rows change: one placed, one broadcast by its segment
            words[0] = Float.floatToRawIntBits(7);
            words[words.length - 1] = Float.floatToRawIntBits(-9);
            m.constantsChanged();
        }
    }

    @Test
    void rebindingShorterOrNothingReadsZero() {
        bind(0, buffer(41, 3));
        bind(1, buffer(2, 5));
        same("row 40 in range");
        bind(0, buffer(1, 3));
        same("buffer 0 of one row");
        bind(1, null);
        same("buffer 1 unbound");
        bind(0, new int[6]);
        same("buffer 0 of one and a half rows");
    }
}
