package dev.tungsten.soft;

import dev.tungsten.pipe.Bind;
import dev.tungsten.pipe.Box;
import dev.tungsten.pipe.Context;
import dev.tungsten.pipe.FramebufferState;
import dev.tungsten.pipe.Resource;
import dev.tungsten.pipe.ResourceTemplate;
import dev.tungsten.pipe.Surface;
import dev.tungsten.pipe.Transfer;
import dev.tungsten.pipe.shader.ShaderBackend;
import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.PrimitiveType;
import dev.tungsten.tgsi.TgsiText;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

/// Renders a scene twice in one JVM, once where the fragment stages may take their fast paths and
/// once where the same picture must come from their general paths, and compares colour buffer 0
/// byte for byte. The general path is forced without changing what is drawn: a second colour
/// buffer that the shader does not write (the blend stage's fast paths serve one buffer only),
/// or a stencil test that always passes and keeps (the depth stage's fast paths test depth only).
final class FastPathReference {
    static final int W = 37, H = 29;

    /// Position, then three attributes per vertex.
    static final String VS = """
            VERT
            DCL IN[0]
            DCL IN[1]
            DCL IN[2]
            DCL IN[3]
            DCL OUT[0], POSITION
            DCL OUT[1], GENERIC[0]
            DCL OUT[2], GENERIC[1]
            DCL OUT[3], GENERIC[2]
              0: MOV OUT[0], IN[0]
              1: MOV OUT[1], IN[1]
              2: MOV OUT[2], IN[2]
              3: MOV OUT[3], IN[3]
              4: END
            """;

    /// Perspective times linear plus flat, pushed past [0, 1] in places, alpha from a sine.
    static final String MIX = """
            FRAG
            DCL IN[0], GENERIC[0], PERSPECTIVE
            DCL IN[1], GENERIC[1], LINEAR
            DCL IN[2], GENERIC[2], CONSTANT
            DCL OUT[0], COLOR
            DCL TEMP[0]
            IMM[0] FLT32 {    1.3000,    -0.1500,     7.0000,     0.5000}
              0: MUL TEMP[0], IN[0], IN[1]
              1: MAD TEMP[0], TEMP[0], IMM[0].xxxx, IMM[0].yyyy
              2: ADD TEMP[0].xyz, TEMP[0], IN[2]
              3: MUL TEMP[0].w, IN[0].xxxx, IMM[0].zzzz
              4: SIN TEMP[0].w, TEMP[0].wwww
              5: MAD TEMP[0].w, TEMP[0].wwww, IMM[0].wwww, IMM[0].wwww
              6: MOV OUT[0], TEMP[0]
              7: END
            """;

    /// [#MIX] with the pixels where `fract(7 x)` is below a half killed: holes inside blocks.
    static final String KILLS = MIX.replace("  6: MOV OUT[0], TEMP[0]\n  7: END\n", """
              6: MUL TEMP[0].x, IN[0].xxxx, IMM[0].zzzz
              7: FRC TEMP[0].x, TEMP[0].xxxx
              8: ADD TEMP[0].x, TEMP[0].xxxx, -IMM[0].wwww
              9: KILL_IF TEMP[0].xxxx
             10: MOV OUT[0], TEMP[0]
             11: END
            """);

    private FastPathReference() {
    }

    /// A quad over the target at depth `z` (clip space) with w from 1 to 3 (perspective differs
    /// from linear) and inputs from -0.2 to 1.1, shifted by `shift` so layers differ.
    static float[] quad(float z, float shift) {
        float[][] corners = {{-1, -1, 1}, {1, -1, 3}, {1, 1, 2}, {-1, 1, 1.5f}};
        float[][] attr = {{-0.2f, 0.1f, 0.9f, 1}, {1.1f, 0.3f, 0.2f, 0.5f}, {0.6f, 1.1f, -0.1f, 0.8f},
                          {0.1f, 0.7f, 0.4f, 0.2f}};
        int[] order = {0, 1, 2, 0, 2, 3};
        float[] v = new float[order.length * 16];
        for (int i = 0; i < order.length; i++) {
            float[] c = corners[order[i]];
            float w = c[2];
            float[] a = attr[(order[i] + (int) (shift * 4)) % 4];
            float[] p = {c[0] * w, c[1] * w, z * w * (0.6f + 0.2f * i / order.length), w};
            for (int j = 0; j < 4; j++) {
                v[i * 16 + j] = p[j];
                v[i * 16 + 4 + j] = a[j] + shift * 0.1f;
                v[i * 16 + 8 + j] = a[(j + 1) % 4];
                v[i * 16 + 12 + j] = a[(j + 2) % 4] * 0.3f;
            }
        }
        return v;
    }

    /// Colour buffer 0 (RGBA8) after `draw`, with a depth buffer of `zs` (null: none); `general`
    /// adds what forces the general paths (a second colour buffer; `draw` adds the stencil test).
    static byte[] render(ShaderBackend backend, String fs, PipeFormat zs, boolean general, Consumer<SoftRig> draw) {
        try (SoftRig rig = new SoftRig(W, H, PipeFormat.R8G8B8A8_UNORM, zs, 1, backend)) {
            List<Surface> cbufs = new ArrayList<>();
            cbufs.add(Surface.of(rig.color));
            if (general) {
                Resource second = rig.screen.createResource(ResourceTemplate.texture2D(PipeFormat.R8G8B8A8_UNORM, W, H, 1,
                        Bind.RENDER_TARGET));
                cbufs.add(Surface.of(second));
            }
            rig.ctx.setFramebufferState(new FramebufferState(W, H, cbufs, rig.zs == null ? null : Surface.of(rig.zs)));
            rig.shaders(TgsiText.parse(VS, "vs"), TgsiText.parse(fs, "fs"));
            draw.accept(rig);
            return read(rig, rig.color);
        }
    }

    /// The texels of `r` (4 bytes each), rows from y = 0, after finishing all work.
    static byte[] read(SoftRig rig, Resource r) {
        Transfer t = rig.ctx.map(r, 0, Box.of2D(0, 0, W, H), Transfer.READ);
        try {
            byte[] out = new byte[W * H * 4];
            for (int y = 0; y < H; y++) {
                t.data().get(y * t.stride(), out, y * W * 4, W * 4);
            }
            return out;
        } finally {
            rig.ctx.unmap(t);
        }
    }

    /// Draws `layers` quads of [#quad], one draw each.
    static void layers(SoftRig rig, float[] depths) {
        for (int i = 0; i < depths.length; i++) {
            rig.vertices(3, quad(depths[i], i * 0.25f));
            rig.draw(PrimitiveType.TRIANGLES, 6);
        }
    }

    static void assertSameBytes(byte[] expected, byte[] actual, String what) {
        for (int i = 0; i < expected.length; i++) {
            if (expected[i] != actual[i]) {
                int p = i / 4;
                assertArrayEquals(expected, actual, what + ": first difference at pixel (" + p % W + ", " + p / W
                        + ") channel " + i % 4);
            }
        }
    }

    /// Clears colour to `rgba` and depth to 1.
    static void clear(SoftRig rig, float r, float g, float b, float a) {
        rig.ctx.clear(Context.CLEAR_COLOR | (rig.zs != null ? Context.CLEAR_DEPTHSTENCIL : 0),
                dev.tungsten.pipe.ColorValue.ofFloat(r, g, b, a), 1, 0);
    }
}
