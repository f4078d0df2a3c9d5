package dev.tungsten.tests.cg;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import dev.tungsten.cli.scene.Images;
import dev.tungsten.gl.GlException;
import dev.tungsten.gl.GlTestSupport;
import dev.tungsten.pipe.Bind;
import dev.tungsten.pipe.Box;
import dev.tungsten.pipe.ColorValue;
import dev.tungsten.pipe.ConstantBuffer;
import dev.tungsten.pipe.Context;
import dev.tungsten.pipe.DrawInfo;
import dev.tungsten.pipe.Drivers;
import dev.tungsten.pipe.FramebufferState;
import dev.tungsten.pipe.PipeException;
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
import dev.tungsten.tgsi.TgsiShader;

/// Draws one full-screen quad with a vertex/fragment pair through any driver's pipe interface,
/// as a libretro frontend does for a single-pass shader: per-stage constant buffers, one input
/// texture, a float render target read back as floats (so a NaN the shader writes is seen, not
/// rounded into a byte).
final class CgQuadRig implements AutoCloseable {
    final Screen screen;
    final Context ctx;

    CgQuadRig(String driver) {
        this.screen = open(driver);
        this.ctx = screen.createContext();
    }

    /// A screen of `driver`; without OpenGL the GL run skips loudly, or fails under TUNGSTEN_CI=1.
    static Screen open(String driver) {
        try {
            return Drivers.byName(driver).createScreen(Map.of("threads", "2"));
        } catch (PipeException e) {
            if (e.getCause() instanceof GlException gl && gl.kind() == GlException.Kind.UNAVAILABLE) {
                GlTestSupport.open().close();
            }
            throw e;
        }
    }

    /// What one draw needs: the shaders, the vertex attribute slots of the position and the
    /// texture coordinate (`-1` when the vertex shader reads none), the constants of each stage
    /// (vec4 registers), the input image and its unit, and the sampler.
    record Draw(TgsiShader vertex, TgsiShader fragment, int positionAttribute, int texCoordAttribute,
                float[] vertexConstants, float[] fragmentConstants, Images.Rgba input, int unit, boolean linear,
                int width, int height) {}

    /// Renders and returns `width * height * 4` floats, row 0 at the top.
    float[] render(Draw d) {
        Resource target = screen.createResource(ResourceTemplate.texture2D(PipeFormat.R32G32B32A32_FLOAT, d.width(),
                d.height(), 1, Bind.RENDER_TARGET | Bind.SAMPLER_VIEW));
        ctx.setFramebufferState(new FramebufferState(d.width(), d.height(), List.of(Surface.of(target)), null));
        ctx.setViewportStates(0, List.of(Viewport.of(0, 0, d.width(), d.height())));
        ctx.clear(Context.CLEAR_COLOR0, ColorValue.ofFloat(0, 0, 0, 0), 1.0, 0);
        ctx.bindShaderState(Processor.VERT, ctx.createShaderState(ShaderState.of(d.vertex())));
        ctx.bindShaderState(Processor.FRAG, ctx.createShaderState(ShaderState.of(d.fragment())));

        // Vertex element i feeds IN[i]; slots the shader does not read get the position too.
        int slots = Math.max(d.positionAttribute(), d.texCoordAttribute()) + 1;
        List<VertexElement> elements = new ArrayList<>();
        for (int i = 0; i < slots; i++) {
            elements.add(VertexElement.of(0, i == d.texCoordAttribute() ? 16 : 0, PipeFormat.R32G32B32A32_FLOAT, 32));
        }
        ctx.bindVertexElementsState(ctx.createVertexElementsState(
                VertexElement.Layout.of(elements.toArray(VertexElement[]::new))));
        // A strip over the whole viewport; texture coordinates put texel row 0 at the top.
        float[] quad = {
            -1, -1, 0, 1, 0, 1, 0, 0,
            1, -1, 0, 1, 1, 1, 0, 0,
            -1, 1, 0, 1, 0, 0, 0, 0,
            1, 1, 0, 1, 1, 0, 0, 0,
        };
        ByteBuffer vb = ByteBuffer.allocate(quad.length * 4).order(ByteOrder.LITTLE_ENDIAN);
        for (float f : quad) {
            vb.putFloat(f);
        }
        ctx.setVertexBuffers(List.of(VertexBuffer.user(vb.array())));
        ctx.setConstantBuffer(Processor.VERT, 0, ConstantBuffer.ofFloats(nonEmpty(d.vertexConstants())));
        ctx.setConstantBuffer(Processor.FRAG, 0, ConstantBuffer.ofFloats(nonEmpty(d.fragmentConstants())));

        Images.Rgba img = d.input();
        Resource tex = screen.createResource(ResourceTemplate.texture2D(PipeFormat.R8G8B8A8_UNORM, img.width(),
                img.height(), 1, Bind.SAMPLER_VIEW));
        ctx.textureSubdata(tex, 0, Box.of2D(0, 0, img.width(), img.height()), img.pixels(), img.width() * 4,
                img.width() * img.height() * 4);
        List<SamplerView> views = new ArrayList<>();
        List<dev.tungsten.pipe.Cso<SamplerState>> samplers = new ArrayList<>();
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
        Transfer t = ctx.map(target, 0, Box.of2D(0, 0, d.width(), d.height()), Transfer.READ);
        float[] out = new float[d.width() * d.height() * 4];
        ByteBuffer data = t.data().duplicate().order(ByteOrder.LITTLE_ENDIAN);
        for (int y = 0; y < d.height(); y++) {
            for (int x = 0; x < d.width() * 4; x++) {
                out[(y * d.width()) * 4 + x] = data.getFloat(y * t.stride() + x * 4);
            }
        }
        ctx.unmap(t);
        return out;
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
