package dev.tungsten.tests.golden;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;

import org.junit.jupiter.api.Test;

import dev.tungsten.cli.scene.Images;
import dev.tungsten.pipe.Bind;
import dev.tungsten.pipe.Box;
import dev.tungsten.pipe.CompareFunc;
import dev.tungsten.pipe.Resource;
import dev.tungsten.pipe.ResourceTemplate;
import dev.tungsten.pipe.SamplerState;
import dev.tungsten.pipe.SamplerView;
import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.PrimitiveType;
import dev.tungsten.tgsi.Processor;

import static org.junit.jupiter.api.Assertions.assertEquals;

/// Two rules every driver must draw alike, checked pixel for pixel (ARGB) on an RGBA8 target (exact:
/// every expected channel is 0 or 255, away from any rounding): which of several outputs sharing
/// a semantic is the output (decision record 0019) and the `w` of a shadow-compare lookup
/// (decision record 0020). The `Gl*` subclass runs the same scenes on OpenGL; a Vulkan one is a
/// subclass more.
class OutputAndShadowRulesTest {
    /// The driver under test.
    String driver() {
        return "soft";
    }

    private static final int W = 8, H = 8;

    /// One triangle over the whole target; attribute 1 is (u, 0, 0.5, 1), u from 0 at the left
    /// edge to 1 at the right.
    private static void fullScreen(GoldenRig rig) {
        rig.vertices(-1, -1, 0, 1, 0, 0, 0.5f, 1,
                3, -1, 0, 1, 2, 0, 0.5f, 1,
                -1, 3, 0, 1, 0, 0, 0.5f, 1);
        rig.draw(PrimitiveType.TRIANGLES, 3);
    }

    /// `dup_outputs.vert` declares GENERIC[0] for OUT[3] (first, blue), OUT[1] (red) and OUT[2]
    /// (written last, green), and POSITION for OUT[0] and OUT[4] (off screen). The lowest
    /// register wins each: the triangle covers the target, and both fragment inputs of GENERIC[0]
    /// read OUT[1]'s (0.5, 0, 0, 0.5), whose sum is red. The fragment shader's COLOR is OUT[0],
    /// not OUT[1] (grey).
    @Test
    void theLowestOfSeveralOutputsWithOneSemanticIsTheOutput() {
        try (GoldenRig rig = new GoldenRig(driver(), W, H, null)) {
            rig.shaders("dup_outputs.vert", "dup_outputs.frag");
            fullScreen(rig);
            Images.Rgba image = rig.read();
            for (int y = 0; y < H; y++) {
                for (int x = 0; x < W; x++) {
                    assertEquals(0xFFFF0000, image.argb(x, y), driver() + " pixel (" + x + ", " + y + ")");
                }
            }
        }
    }

    /// A 2x1 depth texture of 0.25 and 0.75 compared with LEQUAL against 0.5: the left half
    /// fails, (0, 0, 0, 1), and the right half passes, (1, 1, 1, 1). The clear colour is (0.1,
    /// 0.1, 0.1, 1), so a pixel the draw missed does not pass for a failed comparison.
    @Test
    void aShadowCompareLookupReturnsTheResultInXyzAndOneInW() {
        try (GoldenRig rig = new GoldenRig(driver(), W, H, null)) {
            Resource depth = rig.screen.createResource(ResourceTemplate.texture2D(PipeFormat.Z32_FLOAT, 2, 1, 1, Bind.SAMPLER_VIEW));
            byte[] texels = ByteBuffer.allocate(8).order(ByteOrder.LITTLE_ENDIAN).putFloat(0.25f).putFloat(0.75f).array();
            rig.ctx.textureSubdata(depth, 0, Box.of2D(0, 0, 2, 1), texels, 8, 8);
            rig.ctx.setSamplerViews(Processor.FRAG, 0, List.of(SamplerView.of(depth)));
            rig.ctx.bindSamplerStates(Processor.FRAG, 0, List.of(rig.ctx.createSamplerState(
                    SamplerState.of(SamplerState.Wrap.CLAMP_TO_EDGE, SamplerState.Filter.NEAREST, SamplerState.MipFilter.NONE)
                            .withCompare(CompareFunc.LEQUAL))));
            rig.shaders("pos_attr.vert", "shadow2d.frag");
            fullScreen(rig);
            Images.Rgba image = rig.read();
            for (int y = 0; y < H; y++) {
                for (int x = 0; x < W; x++) {
                    int expected = x < W / 2 ? 0xFF000000 : 0xFFFFFFFF;
                    assertEquals(expected, image.argb(x, y), driver() + " pixel (" + x + ", " + y + ")");
                }
            }
        }
    }
}
