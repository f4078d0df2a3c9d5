package dev.tungsten.gl;

import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import dev.tungsten.tgsi.TgsiShader;
import dev.tungsten.tgsi.TgsiText;

import static org.junit.jupiter.api.Assertions.*;

class QuadRunnerTest {
    private static EglContext gl;
    private static QuadRunner runner;

    /// The oracle's IN[0] plane: a0 = (0, 1, 0.5, -2), dadx = (1, -1, 0.25, 3), dady = (2, 2, 1, 5).
    static final QuadRunner.Plane PLANE = new QuadRunner.Plane(
            new float[] {0, 1, 0.5f, -2}, new float[] {1, -1, 0.25f, 3}, new float[] {2, 2, 1, 5});

    @BeforeAll
    static void open() {
        gl = GlTestSupport.open();
        runner = new QuadRunner(gl);
    }

    @AfterAll
    static void close() {
        if (gl != null) {
            runner.close();
            gl.close();
        }
    }

    private static TgsiShader frag(String body) {
        return TgsiText.parse("FRAG\nDCL IN[0], GENERIC[0], LINEAR\nDCL OUT[0], COLOR\nDCL CONST[0]\nDCL TEMP[0]\n" + body + "END\n", "test");
    }

    private static float f(int bits) {
        return Float.intBitsToFloat(bits);
    }

    @Test
    void planesGiveTheInterpretersQuadValuesExactly() {
        QuadRunner.Result r = runner.run(frag("ADD OUT[0], IN[0], CONST[0]\n"),
                new int[][] {{0, 0, 0, Float.floatToRawIntBits(0.5f)}}, Map.of(0, PLANE));
        float[][] expect = {{0, 1, 0.5f, -1.5f}, {1, 0, 0.75f, 1.5f}, {2, 3, 1.5f, 3.5f}, {3, 2, 1.75f, 6.5f}};
        for (int lane = 0; lane < 4; lane++) {
            for (int c = 0; c < 4; c++) {
                assertEquals(expect[lane][c], f(r.outputs().get(0)[lane][c]), "lane " + lane + " channel " + c);
            }
        }
        assertEquals(0, r.killMask());
    }

    @Test
    void fineDerivativesFollowTheQuadLayout() {
        // IN*IN is not linear, so the rows (DDX) and columns (DDY) differ.
        QuadRunner.Result r = runner.run(frag("MUL TEMP[0], IN[0], IN[0]\nDDX_FINE OUT[0].xy, TEMP[0]\nDDY_FINE OUT[0].zw, TEMP[0].xxxx\n"),
                new int[][] {new int[4]}, Map.of(0, PLANE));
        // x channel values per lane: 0, 1, 4, 9. DDX_FINE: top row 1 - 0, bottom row 9 - 4.
        assertEquals(1f, f(r.outputs().get(0)[0][0]));
        assertEquals(1f, f(r.outputs().get(0)[1][0]));
        assertEquals(5f, f(r.outputs().get(0)[2][0]));
        assertEquals(5f, f(r.outputs().get(0)[3][0]));
        // DDY_FINE of x*x: left column 4 - 0, right column 9 - 1.
        assertEquals(4f, f(r.outputs().get(0)[0][2]));
        assertEquals(8f, f(r.outputs().get(0)[1][2]));
        assertEquals(4f, f(r.outputs().get(0)[2][2]));
        assertEquals(8f, f(r.outputs().get(0)[3][2]));
    }

    @Test
    void killedLanesAreReported() {
        // IN[0].x - 1.5 is negative in lanes 0 and 1.
        QuadRunner.Result r = runner.run(frag("ADD TEMP[0], IN[0].xxxx, CONST[0].xxxx\nKILL_IF TEMP[0]\nMOV OUT[0], CONST[0]\n"),
                new int[][] {{Float.floatToRawIntBits(-1.5f), 0, 0, 0}}, Map.of(0, PLANE));
        assertEquals(0b0011, r.killMask());
    }

    @Test
    void aShaderOpenGlRejectsIsATypedError() {
        // Compile errors carry the driver's log and the offending GLSL line.
        GlException e = assertThrows(GlException.class, () -> GlProgram.compile(new dev.tungsten.gl.glsl.GlslShader(
                dev.tungsten.tgsi.Processor.FRAG, "#version " + gl.glslOptions().version().number() + " core\nvoid main() { undefined_thing(); }\n",
                java.util.List.of(), java.util.List.of(), java.util.List.of(), java.util.Set.of(), 0, null)));
        assertEquals(GlException.Kind.SHADER_REJECTED, e.kind());
        assertTrue(e.getMessage().contains("undefined_thing"), e.getMessage());
    }
}
