package dev.tungsten.soft;

import dev.tungsten.pipe.Bind;
import dev.tungsten.pipe.Box;
import dev.tungsten.pipe.Context;
import dev.tungsten.pipe.DrawInfo;
import dev.tungsten.pipe.FramebufferState;
import dev.tungsten.pipe.Resource;
import dev.tungsten.pipe.ResourceTemplate;
import dev.tungsten.pipe.ShaderState;
import dev.tungsten.pipe.Surface;
import dev.tungsten.pipe.Transfer;
import dev.tungsten.pipe.VertexBuffer;
import dev.tungsten.pipe.VertexElement;
import dev.tungsten.pipe.format.Formats;
import dev.tungsten.pipe.shader.ShaderBackend;
import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.PrimitiveType;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.TgsiShader;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;

/// A soft screen, context and framebuffer for driver tests, with helpers to upload vertices
/// (vec4 position + vec4 attributes, floats), draw and read pixels back.
final class SoftRig implements AutoCloseable {
    final SoftScreen screen;
    final Context ctx;
    final Resource color;
    final Resource zs;
    final int width, height;

    SoftRig(int width, int height, PipeFormat colorFormat, PipeFormat zsFormat, int threads, ShaderBackend backend) {
        this.width = width;
        this.height = height;
        this.screen = new SoftScreen(threads, backend);
        this.ctx = screen.createContext();
        this.color = screen.createResource(ResourceTemplate.texture2D(colorFormat, width, height, 1,
                Bind.RENDER_TARGET | Bind.SAMPLER_VIEW));
        this.zs = zsFormat == null ? null : screen.createResource(ResourceTemplate.texture2D(zsFormat, width, height, 1,
                Bind.DEPTH_STENCIL));
        List<Surface> cbufs = new ArrayList<>();
        cbufs.add(Surface.of(color));
        ctx.setFramebufferState(new FramebufferState(width, height, cbufs, zs == null ? null : Surface.of(zs)));
    }

    SoftRig(int width, int height, int threads) {
        this(width, height, PipeFormat.R32G32B32A32_FLOAT, null, threads, new MovBackend());
    }

    void shaders(TgsiShader vs, TgsiShader fs) {
        ctx.bindShaderState(Processor.VERT, ctx.createShaderState(ShaderState.of(vs)));
        ctx.bindShaderState(Processor.FRAG, ctx.createShaderState(ShaderState.of(fs)));
    }

    /// Vertices of `1 + attributes` vec4s each; binds buffer 0 and the matching elements.
    void vertices(int attributes, float... data) {
        ByteBuffer b = ByteBuffer.allocate(data.length * 4).order(ByteOrder.LITTLE_ENDIAN);
        for (float f : data) {
            b.putFloat(f);
        }
        int stride = 16 * (1 + attributes);
        List<VertexElement> elements = new ArrayList<>();
        for (int i = 0; i <= attributes; i++) {
            elements.add(VertexElement.of(0, 16 * i, PipeFormat.R32G32B32A32_FLOAT, stride));
        }
        ctx.bindVertexElementsState(ctx.createVertexElementsState(new VertexElement.Layout(elements)));
        ctx.setVertexBuffers(List.of(VertexBuffer.user(b.array())));
    }

    /// Window coordinates (pixels, y down) to clip space for the default viewport, w = 1.
    float ndcX(float px) {
        return px / width * 2 - 1;
    }

    float ndcY(float py) {
        return 1 - py / height * 2;
    }

    void draw(PrimitiveType mode, int count) {
        ctx.drawVbo(DrawInfo.arrays(mode), DrawInfo.Range.of(0, count));
    }

    /// The colour buffer as floats, `[y][x * 4 + channel]`, after finishing all work.
    float[][] readColor() {
        FormatHolder h = new FormatHolder(color);
        Transfer t = ctx.map(color, 0, Box.of2D(0, 0, width, height), Transfer.READ);
        float[][] out = new float[height][width * 4];
        byte[] texel = new byte[h.bytes];
        float[] rgba = new float[4];
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                t.data().get(y * t.stride() + x * h.bytes, texel);
                Formats.codec(color.format()).unpackFloat(texel, 0, rgba, 0);
                System.arraycopy(rgba, 0, out[y], x * 4, 4);
            }
        }
        ctx.unmap(t);
        return out;
    }

    /// Channel `c` of every pixel.
    float[][] channel(int c) {
        float[][] rgba = readColor();
        float[][] out = new float[height][width];
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                out[y][x] = rgba[y][x * 4 + c];
            }
        }
        return out;
    }

    private record FormatHolder(int bytes) {
        FormatHolder(Resource r) {
            this(Formats.blockBytes(r.format()));
        }
    }

    @Override
    public void close() {
        ctx.close();
        screen.close();
    }
}
