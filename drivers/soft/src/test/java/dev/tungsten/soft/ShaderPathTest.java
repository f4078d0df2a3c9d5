package dev.tungsten.soft;

import dev.tungsten.pipe.ColorValue;
import dev.tungsten.pipe.CompareFunc;
import dev.tungsten.pipe.Context;
import dev.tungsten.pipe.DepthStencilAlphaState;
import dev.tungsten.pipe.RasterizerState;
import dev.tungsten.pipe.shader.InterpreterBackend;
import dev.tungsten.pipe.shader.ShaderBackend;
import dev.tungsten.pipe.shader.ShaderInterface;
import dev.tungsten.tgsi.OutputSemantics;
import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.PrimitiveType;
import dev.tungsten.tgsi.SemanticName;
import dev.tungsten.tgsi.TgsiText;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/// Fragment-shader inputs and ordering through the interpreter, checked numerically on a float
/// target: the fragment position under FS_COORD_ORIGIN and FS_COORD_PIXEL_CENTER, linear versus
/// perspective interpolation, point-sprite coordinates, facing, depth written only by fragments
/// that survive KILL (late depth), and which of several outputs sharing a semantic is linked. Values are exact or within float rounding (1e-5).
class ShaderPathTest {
    /// The backend under test; [JitShaderPathTest] runs every case again on the JIT.
    ShaderBackend backend() {
        return new InterpreterBackend();
    }

    private SoftRig rig(int w, int h, PipeFormat zs) {
        return new SoftRig(w, h, PipeFormat.R32G32B32A32_FLOAT, zs, 1, backend());
    }

    private static void shaders(SoftRig rig, String vs, String fs) {
        rig.shaders(TgsiText.parse(vs, "vs"), TgsiText.parse(fs, "fs"));
    }

    private static final String VS = """
            VERT
            DCL IN[0]
            DCL IN[1]
            DCL OUT[0], POSITION
            DCL OUT[1], GENERIC[0]
              0: MOV OUT[0], IN[0]
              1: MOV OUT[1], IN[1]
              2: END
            """;

    private static final float[] FULL = {-1, -1, 0, 1, 0, 0, 0, 1, 3, -1, 0, 1, 0, 0, 0, 1, -1, 3, 0, 1, 0, 0, 0, 1};

    @Test
    void fragmentPositionFollowsOriginAndCentreProperties() {
        String[][] cases = {{"", "0.5", "0.5"}, {"PROPERTY FS_COORD_ORIGIN LOWER_LEFT\n", "0.5", "7.5"},
                            {"PROPERTY FS_COORD_PIXEL_CENTER INTEGER\n", "0", "0"},
                            {"PROPERTY FS_COORD_ORIGIN LOWER_LEFT\nPROPERTY FS_COORD_PIXEL_CENTER INTEGER\n", "0", "7"}};
        for (String[] c : cases) {
            try (SoftRig rig = rig(8, 8, null)) {
                shaders(rig, VS, "FRAG\n" + c[0] + """
                        DCL IN[0], POSITION, LINEAR
                        DCL OUT[0], COLOR
                          0: MOV OUT[0], IN[0]
                          1: END
                        """);
                rig.vertices(1, FULL);
                rig.draw(PrimitiveType.TRIANGLES, 3);
                float[][] px = rig.readColor();
                assertEquals(Float.parseFloat(c[1]), px[0][0], c[0]);
                assertEquals(Float.parseFloat(c[2]), px[0][1], c[0]);
                assertEquals(0.5f, px[0][2], "window depth of z = 0");
                assertEquals(1f, px[0][3], "1/w");
            }
        }
    }

    /// A triangle with w = 1 at the left and w = 4 at the right: PERSPECTIVE interpolates in
    /// clip space, LINEAR in window space.
    @Test
    void linearAndPerspectiveInterpolation() {
        for (String mode : new String[] {"PERSPECTIVE", "LINEAR"}) {
            try (SoftRig rig = rig(16, 16, null)) {
                shaders(rig, VS, "FRAG\nDCL IN[0], GENERIC[0], " + mode + "\nDCL OUT[0], COLOR\n  0: MOV OUT[0], IN[0]\n  1: END\n");
                // Screen x from -1 (w = 1) to 1 (w = 4): clip x = 4 at w = 4; attribute 0 -> 1.
                rig.vertices(1, -1, -1, 0, 1, 0, 0, 0, 1, 4, -4, 0, 4, 1, 0, 0, 1, -1, 3, 0, 1, 0, 0, 0, 1,
                        4, -4, 0, 4, 1, 0, 0, 1, 4, 12, 0, 4, 1, 0, 0, 1, -1, 3, 0, 1, 0, 0, 0, 1);
                rig.draw(PrimitiveType.TRIANGLES, 6);
                float[][] r = rig.channel(0);
                float t = (7 + 0.5f) / 16;          // screen fraction at pixel 7's centre
                float expected = mode.equals("LINEAR") ? t : (t / 4) / ((1 - t) + t / 4);
                assertEquals(expected, r[8][7], 1e-5f, mode);
            }
        }
    }

    @Test
    void pointSpritesAndFacing() {
        try (SoftRig rig = rig(16, 16, null)) {
            shaders(rig, VS, """
                    FRAG
                    DCL IN[0], GENERIC[0], PERSPECTIVE
                    DCL IN[1], FACE, CONSTANT
                    DCL OUT[0], COLOR
                      0: MOV OUT[0].xy, IN[0]
                      1: MOV OUT[0].zw, IN[1].xxxx
                      2: END
                    """);
            rig.ctx.bindRasterizerState(rig.ctx.createRasterizerState(RasterizerState.builder().pointSize(8)
                    .spriteCoord(1, true).build()));
            rig.vertices(1, 0, 0, 0, 1, 9, 9, 9, 1);
            rig.draw(PrimitiveType.POINTS, 1);
            float[][] px = rig.readColor();
            // The point covers pixels 4..11; pixel 4's centre is 0.5 px into an 8 px sprite.
            assertEquals(0.5f / 8, px[4][4 * 4], 1e-6f);
            assertEquals(0.5f / 8, px[4][4 * 4 + 1], 1e-6f);
            assertEquals(7.5f / 8, px[11][11 * 4 + 1], 1e-6f);
            assertEquals(1f, px[4][4 * 4 + 2], "points face front");
            rig.ctx.bindRasterizerState(rig.ctx.createRasterizerState(RasterizerState.DEFAULT));
            // A clockwise triangle faces back.
            rig.vertices(1, -1, -1, 0, 1, 0, 0, 0, 1, -1, 1, 0, 1, 0, 0, 0, 1, 1, -1, 0, 1, 0, 0, 0, 1);
            rig.draw(PrimitiveType.TRIANGLES, 3);
            assertEquals(-1f, rig.readColor()[15][2], "back face");
        }
    }

    /// Fragments killed by the shader write no depth: depth tests run after shading here.
    @Test
    void killedFragmentsLeaveDepthAlone() {
        try (SoftRig rig = rig(16, 16, PipeFormat.Z32_FLOAT)) {
            rig.ctx.clear(Context.CLEAR_COLOR0 | Context.CLEAR_DEPTH, ColorValue.ZERO, 1.0, 0);
            rig.ctx.bindDepthStencilAlphaState(rig.ctx.createDepthStencilAlphaState(
                    DepthStencilAlphaState.depth(CompareFunc.LESS, true)));
            shaders(rig, VS, """
                    FRAG
                    DCL IN[0], GENERIC[0], LINEAR
                    DCL OUT[0], COLOR
                    DCL TEMP[0]
                    IMM[0] FLT32 {    0.5000,     0.0000,     0.0000,     0.0000}
                      0: ADD TEMP[0].x, IN[0].xxxx, -IMM[0].xxxx
                      1: KILL_IF TEMP[0].xxxx
                      2: MOV OUT[0], IN[0]
                      3: END
                    """);
            // A near quad whose left half is killed, then a far full quad.
            rig.vertices(1, -1, -1, -0.5f, 1, 0, 0, 0, 1, 3, -1, -0.5f, 1, 2, 0, 0, 1, -1, 3, -0.5f, 1, 0, 0, 0, 1);
            rig.draw(PrimitiveType.TRIANGLES, 3);
            rig.vertices(1, -1, -1, 0.5f, 1, 7, 0, 0, 1, 3, -1, 0.5f, 1, 7, 0, 0, 1, -1, 3, 0.5f, 1, 7, 0, 0, 1);
            rig.draw(PrimitiveType.TRIANGLES, 3);
            float[][] r = rig.channel(0);
            assertEquals(7f, r[8][1], "killed on the left: the far quad shows");
            assertEquals(14.5f / 16, r[8][14], 1e-5f, "kept on the right: the near quad wins");
        }
    }

    /// Decision record 0019: of several OUT registers with one semantic the lowest is the output,
    /// whichever is declared first or written last. GENERIC[0] is OUT[1] (0.25), not OUT[3]
    /// (declared first, 0.75) nor OUT[2] (written last, 0.5); POSITION is OUT[0], not OUT[4],
    /// which would put the triangle off screen; the fragment COLOR is OUT[0], not OUT[1]; both
    /// inputs of GENERIC[0] read OUT[1]'s value. The shared rule agrees with the driver's linkage.
    @Test
    void theLowestOfSeveralOutputsWithOneSemanticIsTheOutput() {
        String vs = """
                VERT
                DCL IN[0]
                DCL OUT[0], POSITION
                DCL OUT[3], GENERIC[0]
                DCL OUT[1], GENERIC[0]
                DCL OUT[2], GENERIC[0]
                DCL OUT[4], POSITION
                IMM[0] FLT32 {    0.2500,     0.2500,     0.2500,     0.2500}
                IMM[1] FLT32 {    0.5000,     0.5000,     0.5000,     0.5000}
                IMM[2] FLT32 {    0.7500,     0.7500,     0.7500,     0.7500}
                IMM[3] FLT32 {    5.0000,     5.0000,     0.0000,     1.0000}
                  0: MOV OUT[0], IN[0]
                  1: MOV OUT[1], IMM[0]
                  2: MOV OUT[3], IMM[2]
                  3: MOV OUT[2], IMM[1]
                  4: MOV OUT[4], IMM[3]
                  5: END
                """;
        OutputSemantics rule = OutputSemantics.of(TgsiText.parse(vs, "vs"));
        ShaderInterface io = ShaderInterface.of(TgsiText.parse(vs, "vs"));
        for (SemanticName name : new SemanticName[] {SemanticName.GENERIC, SemanticName.POSITION}) {
            assertEquals(rule.register(name, 0), io.outputRegister(name, 0), name.text());
        }
        try (SoftRig rig = rig(8, 8, null)) {
            shaders(rig, vs, """
                    FRAG
                    DCL IN[0], GENERIC[0], PERSPECTIVE
                    DCL IN[1], GENERIC[0], CONSTANT
                    DCL OUT[1], COLOR
                    DCL OUT[0], COLOR
                    IMM[0] FLT32 {    9.0000,     9.0000,     9.0000,     9.0000}
                      0: ADD OUT[0], IN[0], IN[1]
                      1: MOV OUT[1], IMM[0]
                      2: END
                    """);
            rig.vertices(0, -1, -1, 0, 1, 3, -1, 0, 1, -1, 3, 0, 1);
            rig.draw(PrimitiveType.TRIANGLES, 3);
            float[][] px = rig.readColor();
            for (int c = 0; c < 4; c++) {
                assertEquals(0.5f, px[0][c], "twice OUT[1]'s 0.25, top-left");
                assertEquals(0.5f, px[7][7 * 4 + c], "twice OUT[1]'s 0.25, bottom-right");
            }
        }
    }
}
