package dev.tungsten.tests.golden;

import dev.tungsten.pipe.Bind;
import dev.tungsten.pipe.Box;
import dev.tungsten.pipe.ColorValue;
import dev.tungsten.pipe.Resource;
import dev.tungsten.pipe.ResourceTarget;
import dev.tungsten.pipe.ResourceTemplate;
import dev.tungsten.pipe.SamplerState;
import dev.tungsten.pipe.SamplerState.Filter;
import dev.tungsten.pipe.SamplerState.MipFilter;
import dev.tungsten.pipe.SamplerState.Wrap;
import dev.tungsten.pipe.SamplerView;
import dev.tungsten.pipe.format.FormatCodec;
import dev.tungsten.pipe.format.Formats;
import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.PrimitiveType;
import dev.tungsten.tgsi.Processor;
import org.junit.jupiter.api.Test;

import java.util.List;

/// Texture sampling through the interpreter's TEX: every wrap mode with nearest and linear
/// filtering, mip level selection in perspective, cube maps with and without seamless
/// filtering, and sampling of several formats. Tolerance 1 of 255.
class TextureGoldenTest {
    /// The driver under test; the `Gl*` subclasses render the same scenes with OpenGL and compare
    /// them with these (the software driver's) golden images.
    String driver() {
        return "soft";
    }

    /// A texture of `format` from per-texel RGBA floats (`rgba[(layer * h + y) * w + x]`), level 0.
    private static Resource texture(GoldenRig rig, ResourceTarget target, PipeFormat format, int w, int h, int layers,
                                    int levels, float[][] rgba) {
        Resource r = rig.screen.createResource(ResourceTemplate.texture(target, format, w, h, layers, levels, Bind.SAMPLER_VIEW));
        upload(rig, r, 0, rgba);
        return r;
    }

    private static void upload(GoldenRig rig, Resource r, int level, float[][] rgba) {
        FormatCodec codec = Formats.codec(r.format());
        int w = r.template().width(level), h = r.template().height(level), layers = r.template().layers(level);
        int bpp = codec.blockBytes();
        byte[] bytes = new byte[w * h * layers * bpp];
        for (int i = 0; i < w * h * layers; i++) {
            codec.packFloat(rgba[i], 0, bytes, i * bpp);
        }
        rig.ctx.textureSubdata(r, level, new Box(0, 0, 0, w, h, layers), bytes, w * bpp, w * h * bpp);
    }

    private static void bind(GoldenRig rig, Resource r, SamplerState s) {
        rig.ctx.setSamplerViews(Processor.FRAG, 0, List.of(SamplerView.of(r)));
        rig.ctx.bindSamplerStates(Processor.FRAG, 0, List.of(rig.ctx.createSamplerState(s)));
    }

    /// A 4x4 texture of 16 distinct colours.
    private static float[][] sixteen() {
        float[][] t = new float[16][];
        for (int i = 0; i < 16; i++) {
            t[i] = Geometry.hue(i, 16);
            if ((i & 1) == 1) {
                t[i] = new float[] {t[i][0] * 0.5f, t[i][1] * 0.5f, t[i][2] * 0.5f, 1};
            }
        }
        return t;
    }

    /// Rows: nearest, linear; columns: the 8 wrap modes. Each cell maps texture coordinates
    /// -1.25 .. 2.25 over a 28-pixel square; the border colour is white.
    @Test
    void wrapModesAndFilters() {
        try (GoldenRig rig = new GoldenRig(driver(), 256, 64, null)) {
            rig.shaders("pos_attr.vert", "tex2d.frag");
            Resource tex = texture(rig, ResourceTarget.TEXTURE_2D, PipeFormat.R8G8B8A8_UNORM, 4, 4, 1, 1, sixteen());
            Geometry g = new Geometry(rig);
            for (Filter f : Filter.values()) {
                for (Wrap w : Wrap.values()) {
                    bind(rig, tex, SamplerState.of(w, f, MipFilter.NONE).withBorder(ColorValue.ofFloat(1, 1, 1, 1)));
                    float x0 = w.ordinal() * 32 + 2, y0 = f.ordinal() * 32 + 2;
                    g.quad(x0, y0, x0 + 28, y0 + 28, 0, new float[] {-1.25f, -1.25f, 0, 1}, new float[] {2.25f, -1.25f, 0, 1},
                            new float[] {2.25f, 2.25f, 0, 1}, new float[] {-1.25f, 2.25f, 0, 1});
                    rig.draw(PrimitiveType.TRIANGLES, g.upload());
                }
            }
            rig.check("wrap_and_filter");
        }
    }

    /// A floor in perspective textured with a 64x64 texture whose 7 levels have 7 colours: the
    /// level bands show which level each pixel selects (left: nearest mip, right: linear mip,
    /// bottom strip: LOD bias +1 and a max LOD of 2).
    @Test
    void mipLevelSelection() {
        try (GoldenRig rig = new GoldenRig(driver(), 128, 96, null)) {
            rig.shaders("pos_attr.vert", "tex2d.frag");
            Resource tex = rig.screen.createResource(ResourceTemplate.texture2D(PipeFormat.R8G8B8A8_UNORM, 64, 64, 7,
                    Bind.SAMPLER_VIEW));
            for (int l = 0; l < 7; l++) {
                int s = 64 >> l;
                float[][] level = new float[s * s][];
                for (int i = 0; i < s * s; i++) {
                    float[] c = Geometry.hue(l, 7);
                    boolean odd = ((i % s) + (i / s)) % 2 == 1;
                    level[i] = odd ? new float[] {c[0] * 0.7f, c[1] * 0.7f, c[2] * 0.7f, 1} : c;
                }
                upload(rig, tex, l, level);
            }
            Geometry g = new Geometry(rig);
            SamplerState[] states = {SamplerState.of(Wrap.REPEAT, Filter.NEAREST, MipFilter.NEAREST),
                                     SamplerState.of(Wrap.REPEAT, Filter.LINEAR, MipFilter.LINEAR),
                                     SamplerState.of(Wrap.REPEAT, Filter.NEAREST, MipFilter.NEAREST).withLod(1, 0, 2)};
            for (int k = 0; k < 3; k++) {
                bind(rig, tex, states[k]);
                // A floor receding to the top: the far edge is as wide in 3-D as the near one but w is
                // 12 there, so it narrows on screen; the texture spans it once (one texel per pixel at the near edge).
                float x0 = k == 2 ? 0 : k * 64, x1 = k == 2 ? 128 : x0 + 64, y0 = k == 2 ? 72 : 0, y1 = k == 2 ? 96 : 72;
                float[] near = {0, 1, 0, 1}, nearR = {1, 1, 0, 1}, far = {0, 0, 0, 1}, farR = {1, 0, 0, 1};
                float wFar = 12f;
                float ax = rig.nx(x0), bx = rig.nx(x1), ty = rig.ny(y0), by = rig.ny(y1);
                float[] data = {
                    ax, ty * wFar, 0, wFar, far[0], far[1], 0, 1,
                    bx, ty * wFar, 0, wFar, farR[0], farR[1], 0, 1,
                    bx, by, 0, 1, nearR[0], nearR[1], 0, 1,
                    ax, ty * wFar, 0, wFar, far[0], far[1], 0, 1,
                    bx, by, 0, 1, nearR[0], nearR[1], 0, 1,
                    ax, by, 0, 1, near[0], near[1], 0, 1};
                rig.vertices(data);
                rig.draw(PrimitiveType.TRIANGLES, 6);
            }
            rig.check("mip_selection");
        }
    }

    /// A 4x4 cube map whose faces have distinct colours and a darker texel pattern, viewed
    /// through 6 cells of directions that each sweep across a cube edge; top row nearest, bottom
    /// row linear with seamless filtering.
    @Test
    void cubeMaps() {
        try (GoldenRig rig = new GoldenRig(driver(), 192, 64, null)) {
            rig.shaders("pos_attr.vert", "texcube.frag");
            float[][] data = new float[6 * 16][];
            for (int f = 0; f < 6; f++) {
                float[] c = Geometry.hue(f, 6);
                for (int i = 0; i < 16; i++) {
                    float k = 0.55f + 0.15f * ((i % 4) + (i / 4)) / 3f;
                    data[f * 16 + i] = new float[] {c[0] * k, c[1] * k, c[2] * k, 1};
                }
            }
            Resource cube = texture(rig, ResourceTarget.TEXTURE_CUBE, PipeFormat.R8G8B8A8_UNORM, 4, 4, 6, 1, data);
            // Per cell: a central direction and two axes spanning a wide view across an edge.
            float[][][] views = {
                {{1, 0, 1}, {1, 0, -1}, {0, -1, 0}}, {{-1, 0, 1}, {1, 0, 1}, {0, -1, 0}}, {{0, 1, 1}, {1, 0, 0}, {0, 1, -1}},
                {{1, 1, 1}, {1, 0, -1}, {-0.5f, 1, -0.5f}}, {{0, -1, -1}, {1, 0, 0}, {0, 1, -1}}, {{-1, -1, -1}, {-1, 0, 1}, {0.5f, -1, 0.5f}}};
            Geometry g = new Geometry(rig);
            for (int row = 0; row < 2; row++) {
                bind(rig, cube, SamplerState.of(Wrap.CLAMP_TO_EDGE, row == 0 ? Filter.NEAREST : Filter.LINEAR, MipFilter.NONE));
                for (int c = 0; c < 6; c++) {
                    float[] d = views[c][0], u = views[c][1], v = views[c][2];
                    float x0 = c * 32 + 1, y0 = row * 32 + 1;
                    g.quad(x0, y0, x0 + 30, y0 + 30, 0, dir(d, u, v, -1, -1), dir(d, u, v, 1, -1), dir(d, u, v, 1, 1),
                            dir(d, u, v, -1, 1));
                }
                rig.draw(PrimitiveType.TRIANGLES, g.upload());
            }
            rig.check("cube_maps");
        }
    }

    private static float[] dir(float[] d, float[] u, float[] v, float a, float b) {
        return new float[] {d[0] + a * u[0] + b * v[0], d[1] + a * u[1] + b * v[1], d[2] + a * u[2] + b * v[2], 0};
    }

    /// The same 4x4 gradient stored in different formats, each sampled with linear filtering.
    @Test
    void textureFormats() {
        PipeFormat[] formats = {PipeFormat.R8G8B8A8_UNORM, PipeFormat.R8G8B8A8_SRGB, PipeFormat.B8G8R8A8_UNORM,
            PipeFormat.R10G10B10A2_UNORM, PipeFormat.R11G11B10_FLOAT, PipeFormat.R16G16B16A16_FLOAT,
            PipeFormat.R32G32B32A32_FLOAT, PipeFormat.B5G6R5_UNORM, PipeFormat.R8G8_SNORM, PipeFormat.L8A8_UNORM,
            PipeFormat.R9G9B9E5_FLOAT, PipeFormat.R16G16B16A16_UNORM};
        try (GoldenRig rig = new GoldenRig(driver(), 192, 16, null)) {
            rig.shaders("pos_attr.vert", "tex2d.frag");
            float[][] grad = new float[16][];
            for (int i = 0; i < 16; i++) {
                grad[i] = new float[] {(i % 4) / 3f, (i / 4) / 3f, 1 - (i % 4) / 3f, 1};
            }
            Geometry g = new Geometry(rig);
            for (int f = 0; f < formats.length; f++) {
                Resource tex = texture(rig, ResourceTarget.TEXTURE_2D, formats[f], 4, 4, 1, 1, grad);
                bind(rig, tex, SamplerState.of(Wrap.CLAMP_TO_EDGE, Filter.LINEAR, MipFilter.NONE));
                g.quad(f * 16 + 1, 1, f * 16 + 15, 15, 0, new float[] {0, 0, 0, 1}, new float[] {1, 0, 0, 1},
                        new float[] {1, 1, 0, 1}, new float[] {0, 1, 0, 1});
                rig.draw(PrimitiveType.TRIANGLES, g.upload());
            }
            rig.check("texture_formats");
        }
    }
}
