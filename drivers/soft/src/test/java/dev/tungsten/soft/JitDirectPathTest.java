package dev.tungsten.soft;

import dev.tungsten.pipe.shader.InterpreterBackend;
import dev.tungsten.pipe.shader.ShaderBackend;
import dev.tungsten.soft.jit.JitBackend;
import dev.tungsten.soft.jit.JitOptions;
import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.PrimitiveType;
import dev.tungsten.tgsi.TgsiText;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/// With the JIT the fragment stages go past the lane arrays: attributes of whole 4x4 blocks are
/// interpolated straight into the compiled shader's registers (`ShadeStage.interpolateBlocks`),
/// other batches write the channels the JIT keeps there one by one, and the plain RGBA8 write
/// packs the colour from the registers and stores whole rows under the live lanes
/// (`BlendStage.writeBlocks`). Each must give the interpreter's picture through the lane arrays
/// byte for byte: targets whose sizes are not multiples of 4 (partial blocks at the edges),
/// perspective, linear and flat inputs, colours outside [0, 1], lanes killed inside whole
/// blocks, a shader that reads the window position (the lane-array path), RGBA8 and BGRA8.
class JitDirectPathTest {
    private static final int W = FastPathReference.W, H = FastPathReference.H;

    private static final String VS = FastPathReference.VS;
    private static final String MIX = FastPathReference.MIX;
    private static final String KILLS = FastPathReference.KILLS;

    /// Reads the window position: interpolation takes the lane arrays.
    private static final String POSITION = """
            FRAG
            DCL IN[0], GENERIC[0], PERSPECTIVE
            DCL IN[1], POSITION, LINEAR
            DCL OUT[0], COLOR
            DCL TEMP[0]
            IMM[0] FLT32 {    0.0300,     0.0000,     0.0000,     0.0000}
              0: MUL TEMP[0], IN[1], IMM[0].xxxx
              1: ADD OUT[0], TEMP[0], IN[0]
              2: END
            """;

    /// Two triangles over the target with w from 1 to 3 (perspective differs from linear),
    /// inputs from -0.2 to 1.1.
    private static float[] quad() {
        return FastPathReference.quad(0, 0);
    }

    private static byte[] render(ShaderBackend backend, PipeFormat format, String fs) {
        return render(backend, format, fs, quad());
    }

    private static byte[] render(ShaderBackend backend, PipeFormat format, String fs, float[] vertices) {
        try (SoftRig rig = new SoftRig(W, H, format, null, 1, backend)) {
            rig.shaders(TgsiText.parse(VS, "vs"), TgsiText.parse(fs, "fs"));
            rig.vertices(3, vertices);
            rig.draw(PrimitiveType.TRIANGLES, 6);
            return FastPathReference.read(rig, rig.color);
        }
    }

    private static void check(PipeFormat format, String fs, String what) {
        check(format, fs, quad(), what);
    }

    private static void check(PipeFormat format, String fs, float[] vertices, String what) {
        JitBackend jit = new JitBackend(JitOptions.EXACT, false);
        byte[] expected = render(new InterpreterBackend(), format, fs, vertices);
        byte[] actual = render(jit, format, fs, vertices);
        assertEquals(0, jit.fallbacks(), what + ": no shader fell back to the interpreter");
        assertTrue(jit.compiled() >= 1, what + ": the fragment shader ran compiled");
        int drawn = 0;
        for (int i = 3; i < expected.length; i += 4) {
            drawn += expected[i] != 0 ? 1 : 0;
        }
        assertTrue(drawn > W * H / 3, what + ": the picture has " + drawn + " pixels with alpha");
        for (int i = 0; i < expected.length; i++) {
            if (expected[i] != actual[i]) {
                int p = i / 4;
                assertArrayEquals(expected, actual, what + ": first difference at pixel (" + p % W + ", " + p / W
                        + ") channel " + i % 4);
            }
        }
    }

    @Test
    void wholeBlocksAndEdgesGiveTheInterpretersBytes() {
        for (PipeFormat f : new PipeFormat[] {PipeFormat.R8G8B8A8_UNORM, PipeFormat.B8G8R8A8_UNORM}) {
            check(f, MIX, f + " mixed inputs");
        }
    }

    /// A primitive whose `w` is the same at every vertex (a 2-D quad) has no `1/w` gradient: the
    /// shade stage divides once for the primitive, or not at all when `w` is 1. Same bytes.
    @Test
    void constantWGivesTheInterpretersBytes() {
        for (float w : new float[] {1f, 2f, 0.75f}) {
            float[] v = quad();
            for (int i = 0; i < v.length; i += 16) {
                float scale = w / v[i + 3];
                for (int j = 0; j < 4; j++) {
                    v[i + j] *= scale;
                }
            }
            check(PipeFormat.R8G8B8A8_UNORM, MIX, v, "w = " + w);
        }
    }

    @Test
    void killedLanesInsideBlocksAreNotWritten() {
        byte[] pixels = render(new JitBackend(JitOptions.EXACT, false), PipeFormat.R8G8B8A8_UNORM, KILLS);
        int holes = 0;
        for (int i = 3; i < pixels.length; i += 4) {
            holes += pixels[i] == 0 ? 1 : 0;
        }
        assertTrue(holes > W * H / 5 && holes < W * H * 4 / 5, "about half the pixels killed: " + holes);
        check(PipeFormat.R8G8B8A8_UNORM, KILLS, "kills");
    }

    @Test
    void aShaderReadingThePositionTakesTheLaneArrays() {
        check(PipeFormat.R8G8B8A8_UNORM, POSITION, "position");
    }
}
