package dev.tungsten.soft;

import dev.tungsten.pipe.Bind;
import dev.tungsten.pipe.Box;
import dev.tungsten.pipe.ColorValue;
import dev.tungsten.pipe.CompareFunc;
import dev.tungsten.pipe.Context;
import dev.tungsten.pipe.Resource;
import dev.tungsten.pipe.ResourceTarget;
import dev.tungsten.pipe.ResourceTemplate;
import dev.tungsten.pipe.SamplerState;
import dev.tungsten.pipe.SamplerState.Filter;
import dev.tungsten.pipe.SamplerState.MipFilter;
import dev.tungsten.pipe.SamplerState.Wrap;
import dev.tungsten.pipe.SamplerView;
import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.TextureTarget;
import dev.tungsten.tgsi.exec.TextureRequest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/// The sampler on R32_FLOAT / RGBA32F textures whose texels are small integers, so filtered
/// results are exact in binary (weights are multiples of 1/4 at the chosen coordinates) unless a
/// tolerance is given.
class SamplerTest {
    private final SoftScreen screen = new SoftScreen(0, null);
    private final Context ctx = screen.createContext();

    @AfterEach
    void close() {
        ctx.close();
        screen.close();
    }

    private Resource texture(ResourceTarget target, int w, int h, int layers, int levels, float[]... levelData) {
        Resource r = screen.createResource(ResourceTemplate.texture(target, PipeFormat.R32_FLOAT, w, h, layers, levels,
                Bind.SAMPLER_VIEW));
        for (int l = 0; l < levelData.length; l++) {
            ByteBuffer b = ByteBuffer.allocate(levelData[l].length * 4).order(ByteOrder.LITTLE_ENDIAN);
            for (float f : levelData[l]) {
                b.putFloat(f);
            }
            int lw = r.template().width(l), lh = r.template().height(l), ll = r.template().layers(l);
            ctx.textureSubdata(r, l, new Box(0, 0, 0, lw, lh, ll), b.array(), lw * 4, lw * lh * 4);
        }
        return r;
    }

    /// One lane's red channel.
    private static float red(SoftSampler s, TextureTarget target, float u, float v, float r, float layer, float dudx,
                             float explicitLod, TextureRequest.Lod lod) {
        int[][] out = new int[4][4];
        TextureRequest req = request(target, u, v, r, layer);
        req.ddx[0][0] = dudx;
        req.ddy[1][0] = dudx;
        req.lodValue[0] = explicitLod;
        req.lod = lod;
        s.sample(req, out);
        return Float.intBitsToFloat(out[0][0]);
    }

    /// A one-lane request at `(u, v, r, layer)` for view and sampler 0.
    private static TextureRequest request(TextureTarget target, float u, float v, float r, float layer) {
        TextureRequest req = new TextureRequest(4);
        req.target = target;
        req.laneMask = 1;
        req.coord[0][0] = u;
        req.coord[1][0] = v;
        req.coord[2][0] = r;
        req.coord[3][0] = layer;
        return req;
    }

    private SoftSampler sampler(Resource r, SamplerState st) {
        return new SoftSampler(new TextureView[] {TextureView.of(SamplerView.of(r))}, new SamplerState[] {st});
    }

    @ParameterizedTest
    @EnumSource(Wrap.class)
    void wrapModesNearest(Wrap wrap) {
        Resource r = texture(ResourceTarget.TEXTURE_2D, 4, 1, 1, 1, new float[] {10, 20, 30, 40});
        SoftSampler s = sampler(r, SamplerState.of(wrap, Filter.NEAREST, MipFilter.NONE)
                .withBorder(ColorValue.ofFloat(99, 0, 0, 0)));
        float[] us = {-0.375f, 0.125f, 1.125f, 1.625f, -1.125f};
        float[] got = new float[us.length];
        for (int i = 0; i < us.length; i++) {
            got[i] = red(s, TextureTarget.T2D, us[i], 0.5f, 0, 0, 0, 0, TextureRequest.Lod.ZERO);
        }
        float[] expected = switch (wrap) {
            case REPEAT -> new float[] {30, 10, 10, 30, 40};
            case CLAMP, CLAMP_TO_EDGE -> new float[] {10, 10, 40, 40, 10};
            case CLAMP_TO_BORDER -> new float[] {99, 10, 99, 99, 99};
            case MIRROR_REPEAT -> new float[] {20, 10, 40, 20, 40};
            case MIRROR_CLAMP, MIRROR_CLAMP_TO_EDGE -> new float[] {20, 10, 40, 40, 40};
            case MIRROR_CLAMP_TO_BORDER -> new float[] {20, 10, 99, 99, 99};
        };
        assertArrayEquals(expected, got, wrap.toString());
    }

    @Test
    void linearFilteringBlendsNeighboursAndBorders() {
        Resource r = texture(ResourceTarget.TEXTURE_2D, 4, 1, 1, 1, new float[] {10, 20, 30, 40});
        SoftSampler edge = sampler(r, SamplerState.of(Wrap.CLAMP_TO_EDGE, Filter.LINEAR, MipFilter.NONE));
        assertEquals(15f, red(edge, TextureTarget.T2D, 0.25f, 0.5f, 0, 0, 0, 0, TextureRequest.Lod.ZERO));
        assertEquals(12.5f, red(edge, TextureTarget.T2D, 0.1875f, 0.5f, 0, 0, 0, 0, TextureRequest.Lod.ZERO));
        assertEquals(10f, red(edge, TextureTarget.T2D, 0.0f, 0.5f, 0, 0, 0, 0, TextureRequest.Lod.ZERO));
        SoftSampler repeat = sampler(r, SamplerState.of(Wrap.REPEAT, Filter.LINEAR, MipFilter.NONE));
        assertEquals(25f, red(repeat, TextureTarget.T2D, 0.0f, 0.5f, 0, 0, 0, 0, TextureRequest.Lod.ZERO), "(40 + 10) / 2");
        SoftSampler border = sampler(r, SamplerState.of(Wrap.CLAMP_TO_BORDER, Filter.LINEAR, MipFilter.NONE)
                .withBorder(ColorValue.ofFloat(2, 0, 0, 0)));
        assertEquals(6f, red(border, TextureTarget.T2D, 0.0f, 0.5f, 0, 0, 0, 0, TextureRequest.Lod.ZERO), "(2 + 10) / 2");
    }

    @Test
    void mipLevelsFollowTheFootprint() {
        Resource r = texture(ResourceTarget.TEXTURE_2D, 8, 8, 1, 4, filled(64, 1), filled(16, 2), filled(4, 3), filled(1, 4));
        SoftSampler nearest = sampler(r, SamplerState.of(Wrap.REPEAT, Filter.NEAREST, MipFilter.NEAREST));
        // du/dx in normalised coordinates: 1/8 is one texel of level 0 per pixel (lambda 0).
        assertEquals(1f, red(nearest, TextureTarget.T2D, 0.3f, 0.3f, 0, 0, 1f / 8, 0, TextureRequest.Lod.IMPLICIT));
        assertEquals(2f, red(nearest, TextureTarget.T2D, 0.3f, 0.3f, 0, 0, 2f / 8, 0, TextureRequest.Lod.IMPLICIT));
        assertEquals(3f, red(nearest, TextureTarget.T2D, 0.3f, 0.3f, 0, 0, 4f / 8, 0, TextureRequest.Lod.IMPLICIT));
        assertEquals(4f, red(nearest, TextureTarget.T2D, 0.3f, 0.3f, 0, 0, 64f, 0, TextureRequest.Lod.IMPLICIT), "past the last level");
        SoftSampler trilinear = sampler(r, SamplerState.of(Wrap.REPEAT, Filter.LINEAR, MipFilter.LINEAR));
        // lambda = log2(sqrt(8) / 2 * ...) : use an explicit LOD of 1.25 instead: a quarter towards level 2.
        assertEquals(2.25f, red(trilinear, TextureTarget.T2D, 0.3f, 0.3f, 0, 0, 0, 1.25f, TextureRequest.Lod.EXPLICIT), 1e-6f);
        SoftSampler biased = sampler(r, SamplerState.of(Wrap.REPEAT, Filter.NEAREST, MipFilter.NEAREST).withLod(1f, 0f, 2f));
        assertEquals(2f, red(biased, TextureTarget.T2D, 0.3f, 0.3f, 0, 0, 1f / 8, 0, TextureRequest.Lod.IMPLICIT), "bias +1");
        assertEquals(3f, red(biased, TextureTarget.T2D, 0.3f, 0.3f, 0, 0, 64f, 0, TextureRequest.Lod.IMPLICIT), "max LOD 2");
        assertEquals(4f, red(nearest, TextureTarget.T2D, 0.3f, 0.3f, 0, 0, 0, 3f, TextureRequest.Lod.EXPLICIT));
        SoftSampler noMip = sampler(r, SamplerState.of(Wrap.REPEAT, Filter.NEAREST, MipFilter.NONE));
        assertEquals(1f, red(noMip, TextureTarget.T2D, 0.3f, 0.3f, 0, 0, 64f, 0, TextureRequest.Lod.IMPLICIT));
    }

    private static float[] filled(int n, float v) {
        float[] a = new float[n];
        java.util.Arrays.fill(a, v);
        return a;
    }

    @Test
    void cubeFacesAndSeamlessEdges() {
        // Face f is filled with f + 1; 2x2 faces.
        float[] data = new float[6 * 4];
        for (int f = 0; f < 6; f++) {
            java.util.Arrays.fill(data, f * 4, f * 4 + 4, f + 1);
        }
        Resource r = texture(ResourceTarget.TEXTURE_CUBE, 2, 2, 6, 1, data);
        SoftSampler s = sampler(r, SamplerState.of(Wrap.CLAMP_TO_EDGE, Filter.NEAREST, MipFilter.NONE));
        float[][] dirs = {{1, 0.1f, 0.2f}, {-1, 0.1f, 0.2f}, {0.1f, 1, 0.2f}, {0.1f, -1, 0.2f}, {0.1f, 0.2f, 1}, {0.1f, 0.2f, -1}};
        for (int f = 0; f < 6; f++) {
            assertEquals(f + 1f, red(s, TextureTarget.CUBE, dirs[f][0], dirs[f][1], dirs[f][2], 0, 0, 0, TextureRequest.Lod.ZERO));
        }
        // On the +X face right at its edge towards +Z... bilinear: seamless mixes in the +Z face (5),
        // per-face clamping does not.
        SoftSampler seamless = sampler(r, SamplerState.of(Wrap.CLAMP_TO_EDGE, Filter.LINEAR, MipFilter.NONE));
        float mixed = red(seamless, TextureTarget.CUBE, 1, 0, 0.999f, 0, 0, 0, TextureRequest.Lod.ZERO);
        assertEquals(3f, mixed, 0.01f, "half face +X (1), half face +Z (5)");
        SamplerState perFace = new SamplerState(Wrap.CLAMP_TO_EDGE, Wrap.CLAMP_TO_EDGE, Wrap.CLAMP_TO_EDGE,
                Filter.LINEAR, MipFilter.NONE, Filter.LINEAR, false, CompareFunc.LEQUAL, true, false, 0, -1000, 1000, ColorValue.ZERO);
        assertEquals(1f, red(sampler(r, perFace), TextureTarget.CUBE, 1, 0, 0.999f, 0, 0, 0, TextureRequest.Lod.ZERO));
    }

    @Test
    void arraysPickTheRoundedLayerAndShadowCompares() {
        Resource r = texture(ResourceTarget.TEXTURE_2D_ARRAY, 1, 1, 3, 1, new float[] {5, 6, 7});
        SoftSampler s = sampler(r, SamplerState.of(Wrap.REPEAT, Filter.NEAREST, MipFilter.NONE));
        assertEquals(6f, red(s, TextureTarget.T2D_ARRAY, 0.5f, 0.5f, 1.4f, 0, 0, 0, TextureRequest.Lod.ZERO));
        assertEquals(7f, red(s, TextureTarget.T2D_ARRAY, 0.5f, 0.5f, 9f, 0, 0, 0, TextureRequest.Lod.ZERO));
        Resource depth = screen.createResource(ResourceTemplate.texture2D(PipeFormat.Z32_FLOAT, 2, 1, 1, Bind.SAMPLER_VIEW));
        ByteBuffer b = ByteBuffer.allocate(8).order(ByteOrder.LITTLE_ENDIAN).putFloat(0.25f).putFloat(0.75f);
        ctx.textureSubdata(depth, 0, Box.of2D(0, 0, 2, 1), b.array(), 8, 8);
        SoftSampler shadow = sampler(depth, SamplerState.of(Wrap.CLAMP_TO_EDGE, Filter.LINEAR, MipFilter.NONE)
                .withCompare(CompareFunc.LEQUAL));
        int[][] out = new int[4][4];
        // ref 0.5 <= 0.25 fails, <= 0.75 passes: halfway between the two texels gives 0.5 (PCF).
        TextureRequest req = request(TextureTarget.SHADOW2D, 0.5f, 0.5f, 0, 0);
        req.reference[0] = 0.5f;
        req.compare = true;
        req.lod = TextureRequest.Lod.ZERO;
        shadow.sample(req, out);
        // (r, r, r, 1), decision record 0020.
        assertArrayEquals(new float[] {0.5f, 0.5f, 0.5f, 1f}, new float[] {Float.intBitsToFloat(out[0][0]),
                Float.intBitsToFloat(out[1][0]), Float.intBitsToFloat(out[2][0]), Float.intBitsToFloat(out[3][0])});
        // A failing nearest comparison: (0, 0, 0, 1), not (0, 0, 0, 0).
        SoftSampler nearest = sampler(depth, SamplerState.of(Wrap.CLAMP_TO_EDGE, Filter.NEAREST, MipFilter.NONE)
                .withCompare(CompareFunc.LEQUAL));
        req = request(TextureTarget.SHADOW2D, 0.25f, 0.5f, 0, 0);
        req.reference[0] = 0.5f;
        req.compare = true;
        req.lod = TextureRequest.Lod.ZERO;
        nearest.sample(req, out);
        assertArrayEquals(new int[] {0, 0, 0, Float.floatToIntBits(1f)}, new int[] {out[0][0], out[1][0], out[2][0], out[3][0]});
    }

    /// A compared gather returns the four comparison results, no 1 in w.
    @Test
    void aComparedGatherKeepsItsFourResults() {
        Resource depth = screen.createResource(ResourceTemplate.texture2D(PipeFormat.Z32_FLOAT, 2, 2, 1, Bind.SAMPLER_VIEW));
        ByteBuffer b = ByteBuffer.allocate(16).order(ByteOrder.LITTLE_ENDIAN).putFloat(0.25f).putFloat(0.75f)
                .putFloat(0.75f).putFloat(0.25f);
        ctx.textureSubdata(depth, 0, Box.of2D(0, 0, 2, 2), b.array(), 8, 16);
        SoftSampler shadow = sampler(depth, SamplerState.of(Wrap.CLAMP_TO_EDGE, Filter.NEAREST, MipFilter.NONE)
                .withCompare(CompareFunc.LEQUAL));
        TextureRequest req = request(TextureTarget.SHADOW2D, 0.5f, 0.5f, 0, 0);
        req.reference[0] = 0.5f;
        req.compare = true;
        req.gather = true;
        req.lod = TextureRequest.Lod.ZERO;
        int[][] out = new int[4][4];
        shadow.sample(req, out);
        // GL order (i0, j1), (i1, j1), (i1, j0), (i0, j0): depths 0.75, 0.25, 0.75, 0.25.
        int one = Float.floatToIntBits(1f);
        assertArrayEquals(new int[] {one, 0, one, 0}, new int[] {out[0][0], out[1][0], out[2][0], out[3][0]});
    }

    @Test
    void fetchAndSizeQueries() {
        Resource r = texture(ResourceTarget.TEXTURE_2D, 4, 2, 1, 2, new float[] {1, 2, 3, 4, 5, 6, 7, 8}, new float[] {9, 10});
        SoftSampler s = sampler(r, SamplerState.NEAREST);
        int[][] out = new int[4][4];
        TextureRequest req = new TextureRequest(4);
        req.target = TextureTarget.T2D;
        req.laneMask = 7;
        int[][] texel = {{2, 9, 1}, {1, 0, 0}, {0, 0, 0}, {0, 0, 0}, {0, 0, 1}};
        for (int i = 0; i < 5; i++) {
            System.arraycopy(texel[i], 0, req.texel[i], 0, 3);
        }
        s.fetch(req, out);
        assertEquals(7f, Float.intBitsToFloat(out[0][0]));
        assertEquals(0, out[0][1], "out of range reads 0");
        assertEquals(10f, Float.intBitsToFloat(out[0][2]), "level 1");
        assertEquals(Float.floatToIntBits(1f), out[3][0], "R32_FLOAT has alpha 1");
        int[] size = new int[4];
        s.size(0, 1, size);
        assertArrayEquals(new int[] {2, 1, 0, 2}, size);
    }
}
