package dev.tungsten.pipe;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.PrimitiveType;

/// The state records' own checks, which every driver relies on instead of repeating them: each
/// invalid value is refused with a [PipeException] naming the pipe call, the nearest valid value
/// is accepted, and records copy what they are given (a caller's later change to an array must
/// not reach the state a driver holds).
class StateRecordsTest {
    /// A resource as a driver would hand it out; only its template matters here.
    private record TestResource(ResourceTemplate template) implements Resource {}

    private static PipeException refused(String call, Executable e) {
        PipeException x = assertThrows(PipeException.class, e);
        assertEquals(call, x.call(), x.getMessage());
        assertEquals(call + ": " + x.detail(), x.getMessage());
        return x;
    }

    private static Resource texture2D(int w, int h, int levels) {
        return new TestResource(ResourceTemplate.texture2D(PipeFormat.R8G8B8A8_UNORM, w, h, levels, Bind.SAMPLER_VIEW));
    }

    // ---------------------------------------------------------------- resources

    @Test
    void resourceSizesAreAtLeastOneAndTheMipChainIsBounded() {
        refused("createResource", () -> ResourceTemplate.texture2D(PipeFormat.R8_UNORM, 0, 4, 1, 0));
        assertEquals(9, ResourceTemplate.texture2D(PipeFormat.R8_UNORM, 256, 1, 9, 0).levels(), "256 has 9 levels");
        PipeException e = refused("createResource", () -> ResourceTemplate.texture2D(PipeFormat.R8_UNORM, 256, 1, 10, 0));
        assertTrue(e.detail().contains("exceeds the mip chain"), e.detail());
        assertEquals(9, ResourceTemplate.fullMipLevels(256, 100, 1));
        assertEquals(1, ResourceTemplate.fullMipLevels(1, 1, 1));
        assertEquals(11, ResourceTemplate.fullMipLevels(1, 1, 1024), "the deepest dimension counts for 3-D");
    }

    @Test
    void eachTargetHasItsShape() {
        assertDoesNotThrow(() -> ResourceTemplate.buffer(100, Bind.VERTEX_BUFFER));
        refused("createResource", () -> new ResourceTemplate(ResourceTarget.BUFFER, PipeFormat.R8_UNORM, 16, 2, 1, 1, 0, 1, 0));
        refused("createResource", () -> new ResourceTemplate(ResourceTarget.TEXTURE_1D, PipeFormat.R8_UNORM, 16, 2, 1, 1, 0, 1, 0));
        refused("createResource", () -> new ResourceTemplate(ResourceTarget.TEXTURE_2D, PipeFormat.R8_UNORM, 16, 16, 2, 1, 0, 1, 0));
        refused("createResource", () -> new ResourceTemplate(ResourceTarget.TEXTURE_2D, PipeFormat.R8_UNORM, 16, 16, 1, 2, 0, 1, 0));
        refused("createResource", () -> new ResourceTemplate(ResourceTarget.TEXTURE_RECT, PipeFormat.R8_UNORM, 16, 16, 1, 1, 1, 1, 0));
        assertDoesNotThrow(() -> ResourceTemplate.texture(ResourceTarget.TEXTURE_CUBE, PipeFormat.R8_UNORM, 8, 8, 6, 4, 0));
        refused("createResource", () -> ResourceTemplate.texture(ResourceTarget.TEXTURE_CUBE, PipeFormat.R8_UNORM, 8, 4, 6, 1, 0));
        refused("createResource", () -> ResourceTemplate.texture(ResourceTarget.TEXTURE_CUBE_ARRAY, PipeFormat.R8_UNORM, 8, 8, 8, 1, 0));
        assertDoesNotThrow(() -> ResourceTemplate.texture(ResourceTarget.TEXTURE_CUBE_ARRAY, PipeFormat.R8_UNORM, 8, 8, 12, 1, 0));
    }

    @Test
    void levelSizesHalveAndStopAtOne() {
        ResourceTemplate t = ResourceTemplate.texture(ResourceTarget.TEXTURE_3D, PipeFormat.R8_UNORM, 16, 4, 8, 5, 0);
        assertEquals(List.of(16, 8, 4, 2, 1), List.of(t.width(0), t.width(1), t.width(2), t.width(3), t.width(4)));
        assertEquals(List.of(4, 2, 1, 1, 1), List.of(t.height(0), t.height(1), t.height(2), t.height(3), t.height(4)));
        assertEquals(List.of(8, 4, 2, 1), List.of(t.layers(0), t.layers(1), t.layers(2), t.layers(3)), "3-D layers are slices");
        ResourceTemplate arr = ResourceTemplate.texture(ResourceTarget.TEXTURE_2D_ARRAY, PipeFormat.R8_UNORM, 16, 16, 3, 5, 0);
        assertEquals(3, arr.layers(4), "array layers do not shrink with the level");
    }

    // ---------------------------------------------------------------- views and surfaces

    @Test
    void surfacesAndViewsStayInsideTheirTexture() {
        Resource tex = texture2D(16, 8, 3);
        Surface s = Surface.of(tex, 2, 0);
        assertEquals(4, s.width());
        assertEquals(2, s.height());
        refused("createSurface", () -> Surface.of(tex, 3, 0));
        refused("createSurface", () -> Surface.of(tex, 0, 1));
        refused("createSurface", () -> Surface.of(new TestResource(ResourceTemplate.buffer(16, 0))));
        refused("setShaderImages", () -> new ImageView(tex, tex.format(), 3, 0, 0, ImageView.READ));
        refused("createSamplerView", () -> SamplerView.of(tex).withLevels(1, 3));
        refused("createSamplerView", () -> SamplerView.of(new TestResource(ResourceTemplate.buffer(16, 0))));
        assertEquals(3, ImageView.of(new TestResource(new ResourceTemplate(ResourceTarget.BUFFER, PipeFormat.R32_UINT, 16, 1, 1, 1, 0, 1, 0)), 0)
                .lastLayer(), "a buffer image's last element: 16 bytes of 4-byte texels");
    }

    @Test
    void texelBufferViewsAreARangeOfWholeTexelsInsideTheBuffer() {
        Resource buf = new TestResource(ResourceTemplate.buffer(64, Bind.SHADER_IMAGE));
        ImageView v = ImageView.ofBuffer(buf, PipeFormat.R8G8B8A8_UNORM, 4, 12, ImageView.READ);
        assertEquals(4, v.firstLayer());
        assertEquals(15, v.lastLayer(), "texels 4..15: bytes 16..63");
        assertEquals(PipeFormat.R8G8B8A8_UNORM, v.format());
        assertEquals(3, ImageView.ofBuffer(buf, PipeFormat.R32G32B32A32_UINT, 3, 1, ImageView.WRITE).lastLayer(),
                "the last 16-byte texel of 64 bytes");
        refused("setShaderImages", () -> ImageView.ofBuffer(buf, PipeFormat.R32G32B32A32_UINT, 3, 2, ImageView.READ));
        refused("setShaderImages", () -> ImageView.ofBuffer(buf, PipeFormat.R32_UINT, -1, 2, ImageView.READ));
        refused("setShaderImages", () -> ImageView.ofBuffer(buf, PipeFormat.R32_UINT, 0, 0, ImageView.READ));
        refused("setShaderImages", () -> ImageView.ofBuffer(texture2D(4, 4, 1), PipeFormat.R32_UINT, 0, 1, ImageView.READ));
    }

    @Test
    void samplerViewSwizzlesAreCheckedAndCopied() {
        SamplerView v = SamplerView.of(texture2D(4, 4, 1)).withSwizzle(2, 1, 0, SamplerView.SWIZZLE_1);
        int[] got = v.swizzle();
        assertArrayEquals(new int[] {2, 1, 0, 5}, got);
        got[0] = 3;
        assertEquals(2, v.swizzle(0), "the accessor returns a copy");
        refused("createSamplerView", () -> SamplerView.of(texture2D(4, 4, 1)).withSwizzle(0, 1, 2, 6));
    }

    @Test
    void aFramebufferIsNoLargerThanItsAttachments() {
        Surface big = Surface.of(texture2D(16, 16, 1));
        Surface small = Surface.of(texture2D(8, 16, 1));
        assertEquals(1, FramebufferState.of(big, null).colorCount());
        refused("setFramebufferState", () -> new FramebufferState(16, 16, List.of(small), null));
        refused("setFramebufferState", () -> new FramebufferState(16, 16, List.of(big), small));
        refused("setFramebufferState", () -> new FramebufferState(0, 16, List.of(), null));
        refused("setFramebufferState", () -> new FramebufferState(8, 8, java.util.Collections.nCopies(9, big), null));
        FramebufferState withHole = new FramebufferState(8, 8, Arrays.asList(null, big), null);
        assertEquals(2, withHole.colorCount(), "an unbound slot is kept as null");
    }

    // ---------------------------------------------------------------- pipeline state

    @Test
    void rasterizerStateRefusesImpossibleValues() {
        refused("createRasterizerState", () -> RasterizerState.builder().cullFace(4).build());
        refused("createRasterizerState", () -> RasterizerState.builder().pointSize(0).build());
        refused("createRasterizerState", () -> RasterizerState.builder().lineWidth(Float.NaN).build());
        RasterizerState d = RasterizerState.DEFAULT;
        assertTrue(d.frontCcw() && d.halfPixelCenter() && d.depthClipNear() && d.depthClipFar(), "GL's initial state");
        assertEquals(RasterizerState.FACE_NONE, d.cullFace());
        assertEquals(d, d.toBuilder().build(), "toBuilder keeps every field");
        assertEquals(RasterizerState.FACE_BACK, d.toBuilder().cullFace(RasterizerState.FACE_BACK).build().cullFace());
    }

    @Test
    void blendStatePicksTheFirstTargetUnlessIndependent() {
        BlendState.RenderTarget add = BlendState.RenderTarget.blend(BlendState.Func.ADD, BlendState.Factor.ONE, BlendState.Factor.ONE);
        BlendState shared = new BlendState(false, false, BlendState.LogicOp.COPY, false, false, List.of(add, BlendState.RenderTarget.OPAQUE));
        assertEquals(add, shared.target(1));
        BlendState independent = new BlendState(true, false, BlendState.LogicOp.COPY, false, false,
                List.of(add, BlendState.RenderTarget.OPAQUE));
        assertEquals(BlendState.RenderTarget.OPAQUE, independent.target(1));
        assertEquals(add, independent.target(5), "a target past the list uses the first");
        refused("createBlendState", () -> new BlendState(false, false, BlendState.LogicOp.COPY, false, false, List.of()));
        assertTrue(BlendState.Factor.INV_DST_ALPHA.readsDst());
        assertFalse(BlendState.Factor.SRC_ALPHA.readsDst());
        assertTrue(BlendState.Factor.SRC1_COLOR.isDualSource());
    }

    @Test
    void logicOpsFollowMesasTruthTableOrder() {
        // Mesa numbers each operation by its truth table: bit (2·s + d) of the number is the result for s, d.
        for (BlendState.LogicOp op : BlendState.LogicOp.values()) {
            int table = 0;
            for (int s = 0; s <= 1; s++) {
                for (int d = 0; d <= 1; d++) {
                    table |= (op.apply(-s, -d) & 1) << (2 * s + d);
                }
            }
            assertEquals(op.ordinal(), table, op.name());
        }
    }

    @Test
    void stencilOpsSaturateOrWrapOnEightBits() {
        assertEquals(255, DepthStencilAlphaState.StencilOp.INCR.apply(255, 0));
        assertEquals(0, DepthStencilAlphaState.StencilOp.INCR_WRAP.apply(255, 0));
        assertEquals(0, DepthStencilAlphaState.StencilOp.DECR.apply(0, 0));
        assertEquals(255, DepthStencilAlphaState.StencilOp.DECR_WRAP.apply(0, 0));
        assertEquals(0xA5, DepthStencilAlphaState.StencilOp.INVERT.apply(0x5A, 0));
        assertEquals(0x34, DepthStencilAlphaState.StencilOp.REPLACE.apply(7, 0x1234), "the reference is cut to 8 bits");
        DepthStencilAlphaState.Stencil front = new DepthStencilAlphaState.Stencil(true, CompareFunc.EQUAL,
                DepthStencilAlphaState.StencilOp.KEEP, DepthStencilAlphaState.StencilOp.INCR, DepthStencilAlphaState.StencilOp.KEEP, 0xFF, 0xFF);
        DepthStencilAlphaState oneSided = DepthStencilAlphaState.DISABLED.withStencil(front, DepthStencilAlphaState.Stencil.DISABLED);
        assertEquals(front, oneSided.stencil(true), "back faces use the front state when back is off");
    }

    @Test
    void compareFunctionsTreatNaNAsUnordered() {
        float nan = Float.NaN;
        for (CompareFunc f : CompareFunc.values()) {
            boolean expected = f == CompareFunc.NOTEQUAL || f == CompareFunc.ALWAYS;
            assertEquals(expected, f.test(nan, 1f), f.name());
            assertEquals(expected, f.test(1f, nan), f.name());
        }
        assertTrue(CompareFunc.LEQUAL.test(1f, 1f));
        assertFalse(CompareFunc.LESS.test(1f, 1f));
        assertTrue(CompareFunc.GEQUAL.test(-0f, 0f), "-0 equals +0");
        assertTrue(CompareFunc.GREATER.test(0x1_0000_0000L, 1L), "stencil and integer tests compare whole values");
    }

    @Test
    void drawGridAndBufferRecordsCheckTheirArguments() {
        refused("drawVbo", () -> new DrawInfo(PrimitiveType.TRIANGLES, 3, null, new byte[3], false, 0, 0, 1));
        refused("drawVbo", () -> new DrawInfo(PrimitiveType.TRIANGLES, 2, null, null, false, 0, 0, 1));
        refused("drawVbo", () -> new DrawInfo(PrimitiveType.TRIANGLES, 0, null, new byte[2], false, 0, 0, 1));
        refused("drawVbo", () -> DrawInfo.arrays(PrimitiveType.POINTS).withInstances(0, -1));
        refused("drawVbo", () -> DrawInfo.Range.of(0, -1));
        assertTrue(DrawInfo.indexed(PrimitiveType.LINES, 2, new byte[4]).withRestart(0xFFFF).primitiveRestart());
        refused("launchGrid", () -> new GridInfo(0, 1, 1, 1, 1, 1));
        assertEquals(64, new GridInfo(4, 4, 4, 0, 0, 0).threadsPerBlock(), "an empty grid is allowed");
        refused("setConstantBuffer", () -> new ConstantBuffer(null, 0, 0, null));
        refused("setConstantBuffer", () -> ConstantBuffer.of(texture2D(1, 1, 1), -4, 16));
        refused("setClipState", () -> new ClipState(new float[9][4]));
        refused("setClipState", () -> new ClipState(new float[][] {{1, 0, 0}}));
        refused("createVertexElementsState", () -> VertexElement.of(0, -4, PipeFormat.R32_FLOAT, 4));
        assertThrows(IllegalArgumentException.class, () -> Box.of2D(0, 0, -1, 1));
        assertTrue(Box.ofBytes(8, 0).isEmpty());
    }

    @Test
    void recordsCopyTheArraysTheyAreGiven() {
        byte[] data = {1, 2, 3, 4};
        ConstantBuffer cb = ConstantBuffer.user(data);
        data[0] = 9;
        assertEquals(1, cb.user()[0]);
        float[][] planes = {{1, 0, 0, 0}};
        ClipState clip = new ClipState(planes);
        planes[0][0] = 5;
        assertArrayEquals(new float[] {1, 0, 0, 0}, clip.plane(0));
        assertArrayEquals(new float[4], clip.plane(7), "a plane not given keeps everything inside");
        ConstantBuffer floats = ConstantBuffer.ofFloats(1f, -2f);
        assertEquals(8, floats.size());
        assertEquals(0x3F80_0000, java.nio.ByteBuffer.wrap(floats.user()).order(java.nio.ByteOrder.LITTLE_ENDIAN).getInt(0));
    }

    @Test
    void viewportMapsNdcToWindowWithYDown() {
        Viewport v = Viewport.of(10, 20, 64, 32);
        assertEquals(10f, -1 * v.scaleX() + v.translateX(), "NDC x = -1 is the left edge");
        assertEquals(20f, 1 * v.scaleY() + v.translateY(), "NDC y = +1 is the top row");
        assertEquals(52f, -1 * v.scaleY() + v.translateY());
        assertEquals(0f, -1 * v.scaleZ() + v.translateZ(), "z -1..1 to depth 0..1");
        Viewport half = Viewport.of(0, 0, 8, 8, 0.25f, 0.75f, true);
        assertEquals(0.25f, 0 * half.scaleZ() + half.translateZ(), "with clip_halfz, z 0..1 to near..far");
        assertEquals(0.75f, 1 * half.scaleZ() + half.translateZ());
    }
}
