package dev.tungsten.gl;

import java.nio.ByteBuffer;
import java.util.EnumSet;
import java.util.Set;

import org.lwjgl.system.MemoryUtil;

import dev.tungsten.gl.glsl.GlslFeature;
import dev.tungsten.pipe.Bind;
import dev.tungsten.pipe.Caps;
import dev.tungsten.pipe.Context;
import dev.tungsten.pipe.PipeException;
import dev.tungsten.pipe.Resource;
import dev.tungsten.pipe.ResourceTarget;
import dev.tungsten.pipe.ResourceTemplate;
import dev.tungsten.pipe.Screen;
import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.Processor;

import static org.lwjgl.opengl.GL33C.*;

/// The OpenGL driver's screen: one headless EGL context, owned by one thread ([GlThread]) on
/// which every OpenGL call of the screen and its contexts runs, so that the screen is thread-safe
/// as the pipe interface requires and a context may be used from any one thread at a time.
///
/// Resources are OpenGL buffer and texture objects shared by all contexts of the screen (they
/// are all the same OpenGL context). Limits come from the OpenGL implementation: a resource
/// beyond them is a [PipeException] naming the limit, and an allocation OpenGL cannot satisfy
/// (`GL_OUT_OF_MEMORY`) is one too.
public final class GlScreen implements Screen {
    final GlThread gl;
    private final Caps caps;
    private final String renderer;
    private final int maxTextureSize;
    private final int max3DSize;
    private final int maxLayers;
    /// Texels OpenGL shows of a buffer texture (`GL_MAX_TEXTURE_BUFFER_SIZE`).
    final int maxTextureBufferTexels;
    /// Bytes of a shader storage block (`GL_MAX_SHADER_STORAGE_BLOCK_SIZE`; 0 without 4.3).
    final int maxStorageBlockBytes;
    /// `GL_TEXTURE_BUFFER_OFFSET_ALIGNMENT`, or 0 where `glTexBufferRange` (4.3) is missing.
    final int textureBufferAlignment;
    private volatile boolean closed;

    /// A screen on a new headless context ([EglContext.Options#defaults]).
    /// @throws GlException of kind UNAVAILABLE when no OpenGL context can be made
    public GlScreen() {
        this(EglContext.Options.defaults());
    }

    public GlScreen(EglContext.Options options) {
        this.gl = new GlThread(options);
        int[] limits = gl.call(() -> new int[] {
            glGetInteger(GL_MAX_TEXTURE_SIZE), glGetInteger(GL_MAX_3D_TEXTURE_SIZE), glGetInteger(GL_MAX_ARRAY_TEXTURE_LAYERS),
            glGetInteger(GL_MAX_DRAW_BUFFERS), glGetInteger(GL_MAX_VERTEX_ATTRIBS), glGetInteger(GL_MAX_UNIFORM_BLOCK_SIZE),
            glGetInteger(GL_MAX_TEXTURE_IMAGE_UNITS), glGetInteger(GL_MAX_TEXTURE_BUFFER_SIZE)});
        this.maxTextureSize = limits[0];
        this.max3DSize = limits[1];
        this.maxLayers = limits[2];
        this.maxTextureBufferTexels = limits[7];
        EglContext ctx = gl.context();
        this.renderer = ctx.renderer() + ", " + ctx.versionString() + (ctx.debug().enabled() ? ", debug mode" : "");
        boolean gl45 = ctx.version() >= 45;
        this.maxStorageBlockBytes = gl45 ? gl.call(() -> glGetInteger(0x90DE /* GL_MAX_SHADER_STORAGE_BLOCK_SIZE */)) : 0;
        this.textureBufferAlignment = gl45 ? gl.call(() -> glGetInteger(0x919F /* GL_TEXTURE_BUFFER_OFFSET_ALIGNMENT */)) : 0;
        Set<Processor> stages = EnumSet.of(Processor.VERT, Processor.FRAG, Processor.GEOM);
        // The extension list is read on the OpenGL thread (it queries OpenGL the first time).
        if (gl45 || gl.call(ctx::extensions).contains(GlslFeature.COMPUTE.extension())) {
            stages.add(Processor.COMP);
        }
        int views = Math.min(16, limits[6]);
        this.caps = new Caps(stages, maxTextureSize, max3DSize, maxLayers, Math.min(8, limits[3]), 1,
                16, Math.min(32, limits[4]), 8, 14, limits[5], views, views, gl45 ? 16 : 0, gl45 ? 8 : 0,
                gl45 ? 32768 : 0, gl45 ? 1024 : 0, 255f, true, true, true, true);
    }

    @Override
    public String name() {
        return "gl";
    }

    @Override
    public String description() {
        return "tungsten gl (" + renderer + ")";
    }

    @Override
    public Caps caps() {
        return caps;
    }

    /// The OpenGL context this screen drives (for tests and tools; use it only through [GlThread]).
    EglContext context() {
        return gl.context();
    }

    @Override
    public boolean isFormatSupported(PipeFormat format, ResourceTarget target, int sampleCount, int bind) {
        if (sampleCount > 1) {
            return false;
        }
        GlFormats.GlFormat f = GlFormats.of(format);
        if (f == null) {
            return false;
        }
        if (target == ResourceTarget.BUFFER) {
            if ((bind & Bind.VERTEX_BUFFER) != 0 && !f.isVertex()) {
                return false;
            }
            if ((bind & (Bind.SAMPLER_VIEW | Bind.SHADER_IMAGE)) != 0 && (!f.isTexture() || f.depth() || f.swizzle() != null)) {
                return false;
            }
            return (bind & (Bind.RENDER_TARGET | Bind.DEPTH_STENCIL)) == 0;
        }
        if (!f.isTexture()) {
            return false;
        }
        if ((bind & Bind.DEPTH_STENCIL) != 0 && (!f.depth() || target == ResourceTarget.TEXTURE_3D)) {
            return false;
        }
        if ((bind & Bind.RENDER_TARGET) != 0 && (f.depth() || !f.renderable())) {
            return false;
        }
        if ((bind & Bind.SHADER_IMAGE) != 0 && (f.depth() || f.swizzle() != null
                || dev.tungsten.gl.glsl.GlslTranslator.imageFormat(format) == null)) {
            return false;
        }
        if ((bind & Bind.BLENDABLE) != 0 && (f.depth() || f.integer() || !f.renderable())) {
            return false;
        }
        return (bind & (Bind.VERTEX_BUFFER | Bind.INDEX_BUFFER | Bind.CONSTANT_BUFFER | Bind.SHADER_BUFFER)) == 0;
    }

    @Override
    public Resource createResource(ResourceTemplate t) {
        checkOpen("createResource");
        if (t.sampleCount() > 1) {
            throw new PipeException("createResource", "multisampled resources are not supported");
        }
        GlFormats.GlFormat f = GlFormats.of(t.format());
        if (!t.isBuffer()) {
            if (f == null || !isFormatSupported(t.format(), t.target(), t.sampleCount(), t.bind())) {
                throw new PipeException("createResource", "format " + t.format() + " is not supported for "
                        + t.target() + " with bind flags 0x" + Integer.toHexString(t.bind()));
            }
            int limit = t.target() == ResourceTarget.TEXTURE_3D ? max3DSize : maxTextureSize;
            if (t.width() > limit || t.height() > limit || t.depth() > limit || t.arraySize() > maxLayers) {
                throw new PipeException("createResource", t.width() + "x" + t.height() + "x" + t.depth() + " with "
                        + t.arraySize() + " layers exceeds what OpenGL allows here (GL_MAX_TEXTURE_SIZE " + maxTextureSize
                        + ", GL_MAX_3D_TEXTURE_SIZE " + max3DSize + ", GL_MAX_ARRAY_TEXTURE_LAYERS " + maxLayers + ")");
            }
        }
        // A buffer's only OpenGL limit is memory (GL_OUT_OF_MEMORY, checked after allocation); the
        // limits of its uses (texels of a buffer texture, bytes of a storage block) are checked
        // where it is bound as such.
        return gl.call(() -> {
            try {
                return t.isBuffer() ? createBuffer(t, f) : createTexture(t, f);
            } catch (GlException e) {
                throw new PipeException("createResource", e.getMessage(), e);
            }
        });
    }

    private GlResource createBuffer(ResourceTemplate t, GlFormats.GlFormat f) {
        int name = glGenBuffers();
        glBindBuffer(GL_COPY_WRITE_BUFFER, name);
        // Pipe resources start zero-filled.
        ByteBuffer zeros = MemoryUtil.memCalloc(Math.max(1, t.width()));
        try {
            glBufferData(GL_COPY_WRITE_BUFFER, zeros, GL_DYNAMIC_DRAW);
        } finally {
            MemoryUtil.memFree(zeros);
        }
        glBindBuffer(GL_COPY_WRITE_BUFFER, 0);
        allocationCheck(name, true, t);
        return new GlResource(this, t, GL_ARRAY_BUFFER, name, f);
    }

    static int textureTarget(ResourceTarget t) {
        return switch (t) {
            case BUFFER -> GL_TEXTURE_BUFFER;
            case TEXTURE_1D -> GL_TEXTURE_1D;
            case TEXTURE_2D -> GL_TEXTURE_2D;
            case TEXTURE_3D -> GL_TEXTURE_3D;
            case TEXTURE_CUBE -> GL_TEXTURE_CUBE_MAP;
            case TEXTURE_RECT -> GL_TEXTURE_RECTANGLE;
            case TEXTURE_1D_ARRAY -> GL_TEXTURE_1D_ARRAY;
            case TEXTURE_2D_ARRAY -> GL_TEXTURE_2D_ARRAY;
            case TEXTURE_CUBE_ARRAY -> 0x9009; // GL_TEXTURE_CUBE_MAP_ARRAY
        };
    }

    private GlResource createTexture(ResourceTemplate t, GlFormats.GlFormat f) {
        int target = textureTarget(t.target());
        int name = glGenTextures();
        glBindTexture(target, name);
        glTexParameteri(target, GL_TEXTURE_BASE_LEVEL, 0);
        glTexParameteri(target, GL_TEXTURE_MAX_LEVEL, t.lastLevel());
        if (f.swizzle() != null) {
            glTexParameteriv(target, GL_TEXTURE_SWIZZLE_RGBA, f.swizzle());
        }
        glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
        for (int level = 0; level <= t.lastLevel(); level++) {
            int w = t.width(level);
            int h = t.height(level);
            int zeroBytes = f.bytes() * w * Math.max(1, h) * Math.max(t.depth(level), t.layers(level));
            ByteBuffer zeros = MemoryUtil.memCalloc(Math.max(1, zeroBytes));
            try {
                switch (t.target()) {
                    case TEXTURE_1D -> glTexImage1D(target, level, f.internal(), w, 0, f.format(), f.type(), zeros);
                    case TEXTURE_2D, TEXTURE_RECT -> glTexImage2D(target, level, f.internal(), w, h, 0, f.format(), f.type(), zeros);
                    case TEXTURE_1D_ARRAY -> glTexImage2D(target, level, f.internal(), w, t.layers(level), 0, f.format(), f.type(), zeros);
                    case TEXTURE_CUBE -> {
                        for (int face = 0; face < 6; face++) {
                            glTexImage2D(GL_TEXTURE_CUBE_MAP_POSITIVE_X + face, level, f.internal(), w, h, 0, f.format(), f.type(), zeros);
                        }
                    }
                    case TEXTURE_3D -> glTexImage3D(target, level, f.internal(), w, h, t.depth(level), 0, f.format(), f.type(), zeros);
                    case TEXTURE_2D_ARRAY, TEXTURE_CUBE_ARRAY ->
                            glTexImage3D(target, level, f.internal(), w, h, t.layers(level), 0, f.format(), f.type(), zeros);
                    case BUFFER -> throw new IllegalStateException("buffers are not textures");
                }
            } finally {
                MemoryUtil.memFree(zeros);
            }
        }
        glBindTexture(target, 0);
        allocationCheck(name, false, t);
        return new GlResource(this, t, target, name, f);
    }

    /// A failed allocation leaves `GL_OUT_OF_MEMORY` (or `GL_INVALID_VALUE` for a size OpenGL
    /// refuses); the object is deleted and the call fails with OpenGL's reason.
    private void allocationCheck(int name, boolean buffer, ResourceTemplate t) {
        try {
            gl.context().debug().checkNow("createResource " + t.target() + " " + t.width() + "x" + t.height());
        } catch (GlException e) {
            if (buffer) {
                glDeleteBuffers(name);
            } else {
                glDeleteTextures(name);
            }
            throw new GlException(GlException.Kind.LIMIT_EXCEEDED, e.getMessage(), e);
        }
    }

    @Override
    public void destroyResource(Resource resource) {
        checkOpen("destroyResource");
        GlResource r = own("destroyResource", resource);
        r.destroyed = true;
        gl.run(() -> {
            if (r.isBuffer()) {
                glDeleteBuffers(r.name);
                if (r.bufferTexture != 0) {
                    glDeleteTextures(r.bufferTexture);
                }
            } else {
                glDeleteTextures(r.name);
            }
        });
    }

    /// `resource` as this screen's, or a [PipeException] naming `call`.
    GlResource own(String call, Resource resource) {
        if (!(resource instanceof GlResource r) || r.screen != this) {
            throw new PipeException(call, "the resource was not created by this screen");
        }
        if (r.destroyed) {
            throw new PipeException(call, "the resource was destroyed");
        }
        return r;
    }

    void checkOpen(String call) {
        if (closed) {
            throw new PipeException(call, "the screen is closed");
        }
        if (gl.context().isClosed()) {
            throw new PipeException(call, "the OpenGL context was lost", new GlException(GlException.Kind.CONTEXT_LOST,
                    "the OpenGL context was closed"));
        }
    }

    @Override
    public Context createContext() {
        checkOpen("createContext");
        return new GlContext(this);
    }

    /// Destroys the OpenGL context as if the GPU had reset: every later call fails with a
    /// [PipeException] whose cause is a CONTEXT_LOST [GlException] (for tests of that path).
    void loseContext() {
        gl.run(() -> gl.context().close());
    }

    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        gl.close(); // also after a lost context: the thread must end and release its EGL state
    }
}
