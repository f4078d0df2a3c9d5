package dev.tungsten.soft;

import dev.tungsten.pipe.Bind;
import dev.tungsten.pipe.Caps;
import dev.tungsten.pipe.Context;
import dev.tungsten.pipe.PipeException;
import dev.tungsten.pipe.Resource;
import dev.tungsten.pipe.ResourceTarget;
import dev.tungsten.pipe.ResourceTemplate;
import dev.tungsten.pipe.Screen;
import dev.tungsten.pipe.format.FormatDescription;
import dev.tungsten.pipe.format.Formats;
import dev.tungsten.pipe.shader.ShaderBackend;
import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.Processor;

import java.util.Set;

/// The software rasterizer's screen: resources in Java memory, a pool of rasterizer threads
/// shared by its contexts, and the shader backend that runs TGSI.
public final class SoftScreen implements Screen {
    static final int MAX_TEXTURE_SIZE = 8192;
    static final int MAX_3D_SIZE = 2048;
    static final int MAX_LAYERS = 2048;

    private static final Caps CAPS = new Caps(Set.of(Processor.VERT, Processor.FRAG, Processor.COMP),
            MAX_TEXTURE_SIZE, MAX_3D_SIZE, MAX_LAYERS, 8, 1, 32, 32, 8, 16, 65536, 128, 32, 32, 32, 65536, 1024,
            255f, true, true, true, true);

    private final RasterizerPool pool;
    private final ShaderBackend backend;

    /// A screen with `threads` rasterizer threads (0: rasterize on the calling thread at flush)
    /// running shaders with `backend`.
    public SoftScreen(int threads, ShaderBackend backend) {
        this.pool = new RasterizerPool(threads);
        this.backend = backend;
    }

    @Override
    public String name() {
        return "soft";
    }

    @Override
    public String description() {
        return "tungsten soft (" + pool.threadCount() + " rasterizer thread" + (pool.threadCount() == 1 ? "" : "s")
                + ", shaders: " + (backend == null ? "none" : backend.name()) + ")";
    }

    @Override
    public Caps caps() {
        return CAPS;
    }

    RasterizerPool pool() {
        return pool;
    }

    /// The backend running this screen's shaders; for the `jit` one (a
    /// [dev.tungsten.soft.jit.JitBackend]) tools read how many shaders compiled to classes and
    /// how many fell back to the interpreter.
    public ShaderBackend backend() {
        return backend;
    }

    @Override
    public boolean isFormatSupported(PipeFormat format, ResourceTarget target, int sampleCount, int bind) {
        if (sampleCount > 1) {
            return false;
        }
        FormatDescription d = Formats.description(format);
        if (target == ResourceTarget.BUFFER) {
            if ((bind & Bind.VERTEX_BUFFER) != 0 && (d == null || d.isDepthOrStencil())) {
                return false;
            }
            if ((bind & (Bind.SAMPLER_VIEW | Bind.SHADER_IMAGE)) != 0
                    && (!Formats.isTextureFormat(format) || d.isDepthOrStencil())) {
                return false;
            }
            return (bind & (Bind.RENDER_TARGET | Bind.DEPTH_STENCIL)) == 0;
        }
        if (!Formats.isTextureFormat(format)) {
            return false;
        }
        boolean zs = d.isDepthOrStencil();
        boolean sharedExponent = d.kind() == FormatDescription.Kind.R9G9B9E5_FLOAT;
        if ((bind & Bind.DEPTH_STENCIL) != 0 && (!zs || target == ResourceTarget.TEXTURE_3D)) {
            return false;
        }
        if ((bind & (Bind.RENDER_TARGET | Bind.SHADER_IMAGE)) != 0 && (zs || sharedExponent)) {
            return false;
        }
        if ((bind & Bind.BLENDABLE) != 0 && (zs || sharedExponent || d.isPureInteger())) {
            return false;
        }
        return (bind & (Bind.VERTEX_BUFFER | Bind.INDEX_BUFFER | Bind.CONSTANT_BUFFER | Bind.SHADER_BUFFER)) == 0;
    }

    @Override
    public Resource createResource(ResourceTemplate t) {
        if (t.sampleCount() > 1) {
            throw new PipeException("createResource", "multisampled resources are not supported");
        }
        if (!t.isBuffer()) {
            if (!isFormatSupported(t.format(), t.target(), t.sampleCount(), t.bind())) {
                throw new PipeException("createResource", "format " + t.format() + " is not supported for "
                        + t.target() + " with bind flags 0x" + Integer.toHexString(t.bind()));
            }
            int limit = t.target() == ResourceTarget.TEXTURE_3D ? MAX_3D_SIZE : MAX_TEXTURE_SIZE;
            if (t.width() > limit || t.height() > limit || t.depth() > limit || t.arraySize() > MAX_LAYERS) {
                throw new PipeException("createResource", t.width() + "x" + t.height() + "x" + t.depth() + " with "
                        + t.arraySize() + " layers exceeds the limits (" + limit + ", " + MAX_LAYERS + " layers)");
            }
        }
        return new SoftResource(this, t);
    }

    @Override
    public void destroyResource(Resource resource) {
        SoftResource r = own("destroyResource", resource);
        r.destroyed = true;
    }

    /// `resource` as this screen's, or a [PipeException] naming `call`.
    SoftResource own(String call, Resource resource) {
        if (!(resource instanceof SoftResource r) || r.screen != this) {
            throw new PipeException(call, "the resource was not created by this screen");
        }
        if (r.destroyed) {
            throw new PipeException(call, "the resource was destroyed");
        }
        return r;
    }

    @Override
    public Context createContext() {
        return new SoftContext(this);
    }

    @Override
    public void close() {
        pool.close();
    }
}
