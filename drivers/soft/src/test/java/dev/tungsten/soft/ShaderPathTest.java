package dev.tungsten.soft;

import dev.tungsten.pipe.ColorValue;
import dev.tungsten.pipe.CompareFunc;
import dev.tungsten.pipe.Context;
import dev.tungsten.pipe.DepthStencilAlphaState;
import dev.tungsten.pipe.RasterizerState;
import dev.tungsten.pipe.shader.InterpreterBackend;
import dev.tungsten.pipe.shader.ShaderBackend;
import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.PrimitiveType;
import dev.tungsten.tgsi.TgsiText;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/// Fragment-shader inputs and ordering through the interpreter, checked numerically on a float
/// target: the fragment position under FS_COORD_ORIGIN and FS_COORD_PIXEL_CENTER, linear versus
/// perspective interpolation, point-sprite coordinates, facing, and depth written only by
/// fragments that survive KILL (late depth). Values are exact or within float rounding (1e-5).
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
}
