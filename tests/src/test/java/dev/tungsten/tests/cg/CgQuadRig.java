package dev.tungsten.tests.cg;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

import dev.tungsten.cli.scene.Images;
import dev.tungsten.pipe.Bind;
import dev.tungsten.pipe.Box;
import dev.tungsten.pipe.ColorValue;
import dev.tungsten.pipe.ConstantBuffer;
import dev.tungsten.pipe.Context;
import dev.tungsten.pipe.Cso;
import dev.tungsten.pipe.DrawInfo;
import dev.tungsten.pipe.FramebufferState;
import dev.tungsten.pipe.Resource;
import dev.tungsten.pipe.ResourceTemplate;
import dev.tungsten.pipe.SamplerState;
import dev.tungsten.pipe.SamplerView;
import dev.tungsten.pipe.Screen;
import dev.tungsten.pipe.ShaderState;
import dev.tungsten.pipe.Surface;
import dev.tungsten.pipe.Transfer;
import dev.tungsten.pipe.VertexBuffer;
import dev.tungsten.pipe.VertexElement;
import dev.tungsten.pipe.Viewport;
import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.PrimitiveType;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.tests.TestScreens;
import dev.tungsten.tgsi.TgsiShader;

/// Draws one full-screen quad with a vertex/fragment pair through any driver's pipe interface,
/// as a libretro frontend does for a single-pass shader: per-stage constant buffers, one input
/// texture, a float render target read back as floats (so a NaN the shader writes is seen, not
/// rounded into a byte).
///
/// One rig serves many draws: the render target (per size) and the input texture (per image) are
/// made once and reused, and each draw's state objects are deleted after it, so a long run of
/// shaders on one screen neither reallocates 14 MiB targets nor accumulates state.
final class CgQuadRig implements AutoCloseable {
    final Screen screen;
    final Context ctx;
    private Resource target;
    private Images.Rgba uploaded;
    private Resource texture;

    CgQuadRig(String driver) {
        this(driver, Map.of("threads", "2"));
    }

    /// A rig on a screen of `driver` made with these screen options.
    CgQuadRig(String driver, Map<String, String> options) {
        this.screen = TestScreens.open(driver, options);
        this.ctx = screen.createContext();
    }

    /// What a vertex attribute slot is fed, as RetroArch's Cg driver feeds the semantics:
    /// POSITION the quad's corner, TEXCOORD0 and TEXCOORD1 (the LUT coordinate) the texture
    /// coordinate, COLOR opaque white; a slot the shader does not read gets the position.
    enum Attribute {
        POSITION(0), TEX_COORD(16), WHITE(32);

        final int offset;

        Attribute(int offset) {
            this.offset = offset;
        }
    }

    /// What one draw needs: the shaders, what each vertex input slot `IN[i]` is fed (`null` for
    /// a slot the vertex shader does not read), the constants of each stage (vec4 registers), the
    /// input image and its unit, and the sampler.
    record Draw(TgsiShader vertex, TgsiShader fragment, List<Attribute> attributes, float[] vertexConstants,
                float[] fragmentConstants, Images.Rgba input, int unit, boolean linear, int width, int height) {
        Draw {
            attributes = Collections.unmodifiableList(new ArrayList<>(attributes)); // null marks an unread slot
        }
    }

    /// Renders and returns `width * height * 4` floats, row 0 at the top.
    float[] render(Draw d) {
        Resource rt = target(d.width(), d.height());
        ctx.setFramebufferState(new FramebufferState(d.width(), d.height(), List.of(Surface.of(rt)), null));
        ctx.setViewportStates(0, List.of(Viewport.of(0, 0, d.width(), d.height())));
        ctx.clear(Context.CLEAR_COLOR0, ColorValue.ofFloat(0, 0, 0, 0), 1.0, 0);
        Cso<ShaderState> vs = ctx.createShaderState(ShaderState.of(d.vertex()));
        Cso<ShaderState> fs = ctx.createShaderState(ShaderState.of(d.fragment()));
        ctx.bindShaderState(Processor.VERT, vs);
        ctx.bindShaderState(Processor.FRAG, fs);

        // Vertex element i feeds IN[i] from one interleaved vertex: position, texture coordinate, colour.
        List<VertexElement> elements = new ArrayList<>();
        for (Attribute a : d.attributes()) {
            elements.add(VertexElement.of(0, a == null ? 0 : a.offset, PipeFormat.R32G32B32A32_FLOAT, 48));
        }
        if (elements.isEmpty()) {
            elements.add(VertexElement.of(0, 0, PipeFormat.R32G32B32A32_FLOAT, 48));
        }
        Cso<VertexElement.Layout> layout = ctx.createVertexElementsState(
                VertexElement.Layout.of(elements.toArray(VertexElement[]::new)));
        ctx.bindVertexElementsState(layout);
        // A strip over the whole viewport; texture coordinates put texel row 0 at the top.
        float[] quad = {
            -1, -1, 0, 1, 0, 1, 0, 0, 1, 1, 1, 1,
            1, -1, 0, 1, 1, 1, 0, 0, 1, 1, 1, 1,
            -1, 1, 0, 1, 0, 0, 0, 0, 1, 1, 1, 1,
            1, 1, 0, 1, 1, 0, 0, 0, 1, 1, 1, 1,
        };
        ByteBuffer vb = ByteBuffer.allocate(quad.length * 4).order(ByteOrder.LITTLE_ENDIAN);
        for (float f : quad) {
            vb.putFloat(f);
        }
        ctx.setVertexBuffers(List.of(VertexBuffer.user(vb.array())));
        ctx.setConstantBuffer(Processor.VERT, 0, ConstantBuffer.ofFloats(nonEmpty(d.vertexConstants())));
        ctx.setConstantBuffer(Processor.FRAG, 0, ConstantBuffer.ofFloats(nonEmpty(d.fragmentConstants())));

        Resource tex = texture(d.input());
        List<SamplerView> views = new ArrayList<>();
        List<Cso<SamplerState>> samplers = new ArrayList<>();
        SamplerState s = SamplerState.of(SamplerState.Wrap.CLAMP_TO_EDGE,
                d.linear() ? SamplerState.Filter.LINEAR : SamplerState.Filter.NEAREST, SamplerState.MipFilter.NONE);
        for (int u = 0; u <= d.unit(); u++) {
            views.add(SamplerView.of(tex));
            samplers.add(ctx.createSamplerState(s));
        }
        ctx.setSamplerViews(Processor.FRAG, 0, views);
        ctx.bindSamplerStates(Processor.FRAG, 0, samplers);

        ctx.drawVbo(DrawInfo.arrays(PrimitiveType.TRIANGLE_STRIP), DrawInfo.Range.of(0, 4));
        ctx.flush().await(Long.MAX_VALUE);
        Transfer t = ctx.map(rt, 0, Box.of2D(0, 0, d.width(), d.height()), Transfer.READ);
        float[] out = new float[d.width() * d.height() * 4];
        ByteBuffer data = t.data().duplicate().order(ByteOrder.LITTLE_ENDIAN);
        for (int y = 0; y < d.height(); y++) {
            data.position(y * t.stride());
            data.asFloatBuffer().get(out, y * d.width() * 4, d.width() * 4);
        }
        ctx.unmap(t);
        // Deleting bound objects is allowed; they stay in effect until the next draw replaces them.
        ctx.deleteShaderState(vs);
        ctx.deleteShaderState(fs);
        ctx.deleteVertexElementsState(layout);
        samplers.forEach(ctx::deleteSamplerState);
        return out;
    }

    /// The float render target of this size, made on first use and reused by later draws.
    private Resource target(int width, int height) {
        if (target == null || target.template().width() != width || target.template().height() != height) {
            if (target != null) {
                screen.destroyResource(target);
            }
            target = screen.createResource(ResourceTemplate.texture2D(PipeFormat.R32G32B32A32_FLOAT, width, height, 1,
                    Bind.RENDER_TARGET | Bind.SAMPLER_VIEW));
        }
        return target;
    }

    /// The input texture holding `img`, uploaded again only when a different image comes.
    private Resource texture(Images.Rgba img) {
        if (img != uploaded) {
            if (texture != null) {
                screen.destroyResource(texture);
            }
            texture = screen.createResource(ResourceTemplate.texture2D(PipeFormat.R8G8B8A8_UNORM, img.width(),
                    img.height(), 1, Bind.SAMPLER_VIEW));
            ctx.textureSubdata(texture, 0, Box.of2D(0, 0, img.width(), img.height()), img.pixels(), img.width() * 4,
                    img.width() * img.height() * 4);
            uploaded = img;
        }
        return texture;
    }

    private static float[] nonEmpty(float[] c) {
        return c.length == 0 ? new float[4] : c;
    }

    @Override
    public void close() {
        ctx.close();
        screen.close();
    }
}
