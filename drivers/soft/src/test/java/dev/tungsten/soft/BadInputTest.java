package dev.tungsten.soft;

import dev.tungsten.pipe.Bind;
import dev.tungsten.pipe.ColorValue;
import dev.tungsten.pipe.Context;
import dev.tungsten.pipe.DrawInfo;
import dev.tungsten.pipe.PipeException;
import dev.tungsten.pipe.ResourceTemplate;
import dev.tungsten.pipe.VertexBuffer;
import dev.tungsten.tgsi.Interpolation;
import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.PrimitiveType;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.TgsiShader;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/// Bad input gets a clear [PipeException] naming the call, draws nothing, and leaves the context
/// able to draw correctly afterwards.
class BadInputTest {
    private static final float[] QUAD = {-1, -1, 0, 1, 1, 0, 0, 1, 1, -1, 0, 1, 1, 0, 0, 1, 1, 1, 0, 1, 1, 0, 0, 1,
                                         -1, -1, 0, 1, 1, 0, 0, 1, 1, 1, 0, 1, 1, 0, 0, 1, -1, 1, 0, 1, 1, 0, 0, 1};

    /// After a failure, the same context draws a full quad of colour 1.
    private static void drawsCorrectlyAfterwards(SoftRig rig) {
        rig.shaders(TestShaders.passThroughVs(1), TestShaders.varyingFs(Interpolation.CONSTANT));
        rig.vertices(1, QUAD);
        rig.ctx.clear(Context.CLEAR_COLOR0, ColorValue.ZERO, 0, 0);
        rig.draw(PrimitiveType.TRIANGLES, 6);
        float[][] r = rig.channel(0);
        for (float[] row : r) {
            for (float v : row) {
                assertEquals(1f, v);
            }
        }
    }

    @Test
    void missingVertexBuffer() {
        try (SoftRig rig = new SoftRig(8, 8, 1)) {
            rig.shaders(TestShaders.passThroughVs(1), TestShaders.varyingFs(Interpolation.CONSTANT));
            rig.vertices(1, QUAD);
            rig.ctx.setVertexBuffers(new ArrayList<>());
            PipeException e = assertThrows(PipeException.class, () -> rig.draw(PrimitiveType.TRIANGLES, 6));
            assertEquals("drawVbo: vertex element 0 reads vertex buffer 0, which is not bound", e.getMessage());
            drawsCorrectlyAfterwards(rig);
        }
    }

    @Test
    void outOfRangeIndices() {
        try (SoftRig rig = new SoftRig(8, 8, 1)) {
            rig.shaders(TestShaders.passThroughVs(1), TestShaders.varyingFs(Interpolation.CONSTANT));
            rig.vertices(1, QUAD);
            byte[] indices = {0, 1, 2, 3, 4, (byte) 200};
            // The index buffer is too short for the range: an error, nothing drawn.
            PipeException e = assertThrows(PipeException.class, () -> rig.ctx.drawVbo(
                    DrawInfo.indexed(PrimitiveType.TRIANGLES, 1, indices), DrawInfo.Range.of(0, 9)));
            assertTrue(e.detail().contains("index buffer holds 6 bytes"), e.detail());
            // Index 200 is past the vertex buffer: defined, it fetches zeros (w = 0: outside, not drawn).
            rig.ctx.drawVbo(DrawInfo.indexed(PrimitiveType.TRIANGLES, 1, indices), DrawInfo.Range.of(0, 6));
            float[][] r = rig.channel(0);
            assertEquals(1f, r[7][0], "the first triangle (indices 0 1 2) is drawn");
            assertEquals(0f, r[0][1], "the second, with a vertex of w = 0, is clipped away");
            drawsCorrectlyAfterwards(rig);
        }
    }

    @Test
    void unsupportedTextureFormat() {
        try (SoftRig rig = new SoftRig(8, 8, 1)) {
            PipeException e = assertThrows(PipeException.class, () -> rig.screen.createResource(
                    ResourceTemplate.texture2D(PipeFormat.DXT1_RGBA, 16, 16, 1, Bind.SAMPLER_VIEW)));
            assertEquals("createResource: format DXT1_RGBA is not supported for TEXTURE_2D with bind flags 0x8", e.getMessage());
            assertThrows(PipeException.class, () -> rig.screen.createResource(
                    ResourceTemplate.texture2D(PipeFormat.R8G8B8A8_USCALED, 16, 16, 1, Bind.SAMPLER_VIEW)));
            assertThrows(PipeException.class, () -> rig.screen.createResource(
                    ResourceTemplate.texture2D(PipeFormat.Z24_UNORM_S8_UINT, 16, 16, 1, Bind.RENDER_TARGET)));
            drawsCorrectlyAfterwards(rig);
        }
    }

    @Test
    void samplerViewsMustFitTheirResource() {
        try (SoftRig rig = new SoftRig(8, 8, 1)) {
            var tex = rig.screen.createResource(ResourceTemplate.texture2D(PipeFormat.R8G8B8A8_UNORM, 16, 16, 1, Bind.SAMPLER_VIEW));
            var view = dev.tungsten.pipe.SamplerView.of(tex);
            PipeException e = assertThrows(PipeException.class, () -> rig.ctx.setSamplerViews(Processor.FRAG, 0,
                    List.of(new dev.tungsten.pipe.SamplerView(tex, PipeFormat.R32G32B32A32_FLOAT, view.target(), 0, 0, 0, 0, 0, 0,
                            new int[] {0, 1, 2, 3}))));
            assertEquals("setSamplerViews: view format R32G32B32A32_FLOAT has another texel size than R8G8B8A8_UNORM", e.getMessage());
            e = assertThrows(PipeException.class, () -> rig.ctx.setSamplerViews(Processor.FRAG, 0,
                    List.of(new dev.tungsten.pipe.SamplerView(tex, PipeFormat.R8G8B8A8_UNORM,
                            dev.tungsten.pipe.ResourceTarget.TEXTURE_CUBE, 0, 0, 0, 0, 0, 0, new int[] {0, 1, 2, 3}))));
            assertEquals("setSamplerViews: a TEXTURE_CUBE view of 1 layer(s) does not fit a TEXTURE_2D of 1 layer(s)", e.getMessage());
            rig.ctx.setSamplerViews(Processor.FRAG, 0, List.of(view.withSwizzle(0, 0, 0, 5)));
            drawsCorrectlyAfterwards(rig);
        }
    }

    @Test
    void mismatchedShaderInterface() {
        try (SoftRig rig = new SoftRig(8, 8, 1)) {
            // The fragment shader reads GENERIC[0], the vertex shader writes only POSITION.
            rig.shaders(TestShaders.passThroughVs(0), TestShaders.varyingFs(Interpolation.PERSPECTIVE));
            rig.vertices(0, -1, -1, 0, 1, 1, -1, 0, 1, 1, 1, 0, 1);
            PipeException e = assertThrows(PipeException.class, () -> rig.draw(PrimitiveType.TRIANGLES, 3));
            assertEquals("drawVbo: fragment shader input IN[0] (GENERIC[0]) has no matching vertex shader output", e.getMessage());
            // A vertex shader bound as a fragment shader.
            TgsiShader vs = TestShaders.passThroughVs(1);
            e = assertThrows(PipeException.class, () -> rig.ctx.bindShaderState(Processor.FRAG,
                    rig.ctx.createShaderState(dev.tungsten.pipe.ShaderState.of(vs))));
            assertTrue(e.detail().contains("cannot be bound as the FRAG shader"), e.detail());
            drawsCorrectlyAfterwards(rig);
        }
    }

    @Test
    void resourcesOfAnotherScreenAreRefused() {
        try (SoftRig a = new SoftRig(8, 8, 1); SoftRig b = new SoftRig(8, 8, 1)) {
            var buffer = b.screen.createResource(ResourceTemplate.buffer(64, Bind.VERTEX_BUFFER));
            PipeException e = assertThrows(PipeException.class, () -> a.ctx.setVertexBuffers(List.of(VertexBuffer.of(buffer, 0))));
            assertEquals("setVertexBuffers: the resource was not created by this screen", e.getMessage());
            drawsCorrectlyAfterwards(a);
        }
    }
}
