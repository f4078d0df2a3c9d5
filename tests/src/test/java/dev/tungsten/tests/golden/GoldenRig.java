package dev.tungsten.tests.golden;

import dev.tungsten.cli.scene.Images;
import dev.tungsten.gl.GlException;
import dev.tungsten.gl.GlTestSupport;
import dev.tungsten.vk.VkException;
import dev.tungsten.vk.VkTestSupport;
import dev.tungsten.pipe.Bind;
import dev.tungsten.pipe.Box;
import dev.tungsten.pipe.ColorValue;
import dev.tungsten.pipe.Context;
import dev.tungsten.pipe.DrawInfo;
import dev.tungsten.pipe.Drivers;
import dev.tungsten.pipe.FramebufferState;
import dev.tungsten.pipe.PipeException;
import dev.tungsten.pipe.Resource;
import dev.tungsten.pipe.ResourceTemplate;
import dev.tungsten.pipe.Screen;
import dev.tungsten.pipe.ShaderState;
import dev.tungsten.pipe.Surface;
import dev.tungsten.pipe.Transfer;
import dev.tungsten.pipe.VertexBuffer;
import dev.tungsten.pipe.VertexElement;
import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.PrimitiveType;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.TgsiFiles;
import dev.tungsten.tgsi.TgsiShader;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/// A driver-neutral rig for golden-image tests: a screen of the named driver, an RGBA8 render
/// target (and optionally a depth/stencil buffer), shaders from `tests/cases/tgsi/golden/`,
/// vertex upload (vec4 position + vec4 attribute) and read-back. Only the pipe interface is
/// used, so another driver can run the same tests against the same images.
final class GoldenRig implements AutoCloseable {
    final String driver;
    final Screen screen;
    final Context ctx;
    final Resource color;
    final Resource zs;
    final int width, height;

    /// A screen of `driver` for a golden test; for `gl`, a missing OpenGL skips the test with a
    /// notice, or fails it under TUNGSTEN_CI=1 (`GlTestSupport`).
    static Screen open(String driver) {
        try {
            // The Vulkan driver runs with the validation layer on: any message fails the scene.
            return Drivers.byName(driver).createScreen(driver.equals("vk") ? Map.of("debug", "true") : Map.of("threads", "2"));
        } catch (PipeException e) {
            if (e.getCause() instanceof GlException gl && gl.kind() == GlException.Kind.UNAVAILABLE) {
                GlTestSupport.open().close(); // skips or fails; if a context can be made after all, e stands
            }
            if (e instanceof VkException vk && vk.kind() == VkException.Kind.UNAVAILABLE) {
                VkTestSupport.screen().close(); // skips or fails, as above
            }
            throw e;
        }
    }

    GoldenRig(String driver, int width, int height, PipeFormat zsFormat) {
        this.driver = driver;
        this.width = width;
        this.height = height;
        this.screen = open(driver);
        String backend = System.getProperty("tungsten.soft.backend");
        if (driver.equals("soft") && backend != null && !screen.description().contains("shaders: " + backend)) {
            throw new IllegalStateException("the golden run asked for the " + backend + " backend but got " + screen.description());
        }
        if (driver.equals("gl") && Boolean.getBoolean("tungsten.gl.debug") && !screen.description().contains("debug mode")) {
            throw new IllegalStateException("the run asked for the GL driver's debug mode but got " + screen.description());
        }
        this.ctx = screen.createContext();
        this.color = screen.createResource(ResourceTemplate.texture2D(PipeFormat.R8G8B8A8_UNORM, width, height, 1,
                Bind.RENDER_TARGET | Bind.SAMPLER_VIEW));
        this.zs = zsFormat == null ? null
                : screen.createResource(ResourceTemplate.texture2D(zsFormat, width, height, 1, Bind.DEPTH_STENCIL));
        List<Surface> cbufs = new ArrayList<>();
        cbufs.add(Surface.of(color));
        ctx.setFramebufferState(new FramebufferState(width, height, cbufs, zs == null ? null : Surface.of(zs)));
        ctx.clear(Context.CLEAR_COLOR0 | (zs != null ? Context.CLEAR_DEPTHSTENCIL : 0),
                ColorValue.ofFloat(0.1f, 0.1f, 0.1f, 1), 1.0, 0);
    }

    static TgsiShader shader(String file) {
        return TgsiFiles.read(GoldenImage.root().resolve("tests/cases/tgsi/golden").resolve(file));
    }

    void shaders(String vs, String fs) {
        ctx.bindShaderState(Processor.VERT, ctx.createShaderState(ShaderState.of(shader(vs))));
        ctx.bindShaderState(Processor.FRAG, ctx.createShaderState(ShaderState.of(shader(fs))));
    }

    /// Vertices of a position and one attribute (both vec4); binds buffer 0 and the elements.
    void vertices(float... data) {
        ByteBuffer b = ByteBuffer.allocate(data.length * 4).order(ByteOrder.LITTLE_ENDIAN);
        for (float f : data) {
            b.putFloat(f);
        }
        ctx.bindVertexElementsState(ctx.createVertexElementsState(VertexElement.Layout.of(
                VertexElement.of(0, 0, PipeFormat.R32G32B32A32_FLOAT, 32),
                VertexElement.of(0, 16, PipeFormat.R32G32B32A32_FLOAT, 32))));
        ctx.setVertexBuffers(List.of(VertexBuffer.user(b.array())));
    }

    void draw(PrimitiveType mode, int count) {
        ctx.drawVbo(DrawInfo.arrays(mode), DrawInfo.Range.of(0, count));
    }

    /// Pixel coordinates (y down) to NDC for the default viewport.
    float nx(float px) {
        return px / width * 2 - 1;
    }

    float ny(float py) {
        return 1 - py / height * 2;
    }

    Images.Rgba read() {
        return read(color);
    }

    Images.Rgba read(Resource rgba8) {
        int w = rgba8.template().width(), h = rgba8.template().height();
        Transfer t = ctx.map(rgba8, 0, Box.of2D(0, 0, w, h), Transfer.READ);
        byte[] px = new byte[w * h * 4];
        for (int y = 0; y < h; y++) {
            t.data().get(y * t.stride(), px, y * w * 4, w * 4);
        }
        ctx.unmap(t);
        return new Images.Rgba(w, h, px);
    }

    void check(String name) {
        GoldenImage.check(driver, name, read(), 1, 0);
    }

    @Override
    public void close() {
        ctx.close();
        screen.close();
    }
}
