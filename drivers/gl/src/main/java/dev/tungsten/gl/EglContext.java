package dev.tungsten.gl;

import java.nio.ByteBuffer;
import java.nio.IntBuffer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import dev.tungsten.gl.glsl.GlslOptions;
import dev.tungsten.gl.glsl.GlslVersion;

import org.lwjgl.PointerBuffer;
import org.lwjgl.egl.EGL;
import org.lwjgl.egl.EGLCapabilities;
import org.lwjgl.egl.EXTDeviceEnumeration;
import org.lwjgl.opengl.GL;
import org.lwjgl.opengl.GL11C;
import org.lwjgl.opengl.GL30C;
import org.lwjgl.opengl.GLCapabilities;
import org.lwjgl.system.FunctionProvider;
import org.lwjgl.system.JNI;
import org.lwjgl.system.MemoryStack;

import static org.lwjgl.egl.EGL10.*;
import static org.lwjgl.egl.EGL12.EGL_RENDERABLE_TYPE;
import static org.lwjgl.egl.EGL12.eglReleaseThread;
import static org.lwjgl.egl.EGL14.EGL_OPENGL_API;
import static org.lwjgl.egl.EGL14.EGL_OPENGL_BIT;
import static org.lwjgl.egl.EGL14.eglBindAPI;
import static org.lwjgl.egl.EGL15.EGL_CONTEXT_MAJOR_VERSION;
import static org.lwjgl.egl.EGL15.EGL_CONTEXT_MINOR_VERSION;
import static org.lwjgl.egl.EGL15.EGL_CONTEXT_OPENGL_CORE_PROFILE_BIT;
import static org.lwjgl.egl.EGL15.EGL_CONTEXT_OPENGL_PROFILE_MASK;
import static org.lwjgl.system.MemoryUtil.NULL;

/// A headless OpenGL core context made with EGL: no window, no X server, no GPU needed (Mesa's
/// llvmpipe or softpipe are enough).
///
/// Creation tries three ways to get a display, in order, and keeps the first that yields a
/// context: Mesa's surfaceless platform (`EGL_MESA_platform_surfaceless`), the EGL device
/// platform (`EGL_EXT_platform_device`, each enumerated device in turn), and the default display
/// with a 1x1 pbuffer surface. For each display it asks for OpenGL 4.5 core, then 3.3 core
/// (Mesa's softpipe stops at 3.3). When everything fails the [GlException] of kind
/// [GlException.Kind#UNAVAILABLE] names every attempt and why it failed.
///
/// LWJGL 3.4.3 wraps `eglGetPlatformDisplay[EXT]` in a way that throws for a null native
/// display, and reports the client-extension flags as false, so this class reads the extension
/// string itself and calls the entry point through [JNI]. OpenGL entry points are resolved with
/// `eglGetProcAddress`, so no `libGL.so.1` is needed (CI installs only libEGL and the DRI driver).
///
/// ## Threading rule
/// An OpenGL context is current on at most one thread, and LWJGL keeps its function table per
/// thread. An `EglContext` is therefore owned by one thread at a time: the thread that created it
/// owns it and has it current. To use it from another thread, call [#release] on the owner and
/// then [#acquire] on the new thread. Every driver entry point calls [#checkOwner], so a call from
/// the wrong thread is a [GlException.Kind#WRONG_THREAD] error, never silent corruption. Several
/// contexts may live in one process, each owned by its own thread.
///
/// Creating a context loads and starts the OpenGL driver, which is slow: tests share one per test
/// class.
///
/// ## Process exit
/// NVIDIA's EGL aborts the process at exit (SIGABRT or SIGSEGV in `libEGL_nvidia`) when a display
/// is still initialized, or when a thread that used EGL is still alive without having released
/// its EGL thread state (`eglReleaseThread`), even after its contexts were closed; Mesa does not
/// mind (see `docs/decisions/0017-gl-driver-on-an-nvidia-gpu.md`). And on NVIDIA a thread that
/// released its state and uses EGL again fails soon after (`eglMakeCurrent` returns false with
/// `EGL_SUCCESS`), so the state is released only where a thread is done with EGL: by
/// [GlThread] when its screen closes, by a shutdown hook that closes the contexts a program left
/// open (on their [GlThread] when they have one) and terminates every display still
/// initialized, and by [#releaseThread], which a thread that used contexts directly calls when it
/// is done (before `System.exit`, say). `Runtime.halt` runs no hooks and stays the caller's risk.
public final class EglContext implements AutoCloseable {
    /// The platform that produced the display.
    public enum Platform { SURFACELESS, DEVICE, PBUFFER }

    /// The highest OpenGL version to ask for.
    public enum Version {
        GL45(4, 5), GL33(3, 3);

        final int major;
        final int minor;

        Version(int major, int minor) {
            this.major = major;
            this.minor = minor;
        }
    }

    /// What to ask for: the highest version (lower ones are tried after it) and whether the
    /// context is a debug context (see [GlDebug]).
    public record Options(Version maxVersion, boolean debug) {
        /// OpenGL 4.5 down to 3.3, debug mode as [GlDebug#requested] says.
        public static Options defaults() {
            return new Options(Version.GL45, GlDebug.requested());
        }
    }

    private static final int EGL_PLATFORM_SURFACELESS_MESA = 0x31DD;
    private static final int EGL_PLATFORM_DEVICE_EXT = 0x313F;
    private static final int EGL_CONTEXT_LOST = 0x300E;
    private static final int EGL_CONTEXT_FLAGS_KHR = 0x30FC;
    private static final int EGL_CONTEXT_OPENGL_DEBUG_BIT_KHR = 0x1;

    /// Displays are per process in EGL and `eglTerminate` ends every context on one, so the
    /// display is terminated only when its last context closes.
    private static final Map<Long, Integer> DISPLAY_USERS = new HashMap<>();
    /// Contexts not yet closed, for the shutdown hook (guarded by the class's lock).
    private static final Set<EglContext> OPEN = new LinkedHashSet<>();
    private static boolean glFunctionsLoaded;
    private static boolean exitHookInstalled;

    private final long display;
    private final long surface;
    private final long context;
    private final Platform platform;
    private final GLCapabilities capabilities;
    private final int major;
    private final int minor;
    private final String renderer;
    private final String glVersion;
    private final GlDebug debug;
    private Thread owner;
    private boolean closed;
    private Set<String> extensions;
    /// The single thread that owns this context for good ([GlThread]), where the shutdown hook
    /// closes it; null for a context that user threads hand over with [#release]/[#acquire].
    private volatile ExecutorService ownerThread;

    private EglContext(long display, long surface, long context, Platform platform, boolean debugMode) {
        this.display = display;
        this.surface = surface;
        this.context = context;
        this.platform = platform;
        this.owner = Thread.currentThread();
        this.capabilities = GL.createCapabilities();
        this.major = GL11C.glGetInteger(0x821B /* GL_MAJOR_VERSION */);
        this.minor = GL11C.glGetInteger(0x821C /* GL_MINOR_VERSION */);
        this.renderer = GL11C.glGetString(GL11C.GL_RENDERER);
        this.glVersion = GL11C.glGetString(GL11C.GL_VERSION);
        this.debug = new GlDebug(debugMode, capabilities);
    }

    /// A context with [Options#defaults], current on the calling thread.
    public static EglContext create() {
        return create(Options.defaults());
    }

    /// A context as `options` ask, current on the calling thread.
    /// @throws GlException of kind UNAVAILABLE naming every attempt when none worked
    public static synchronized EglContext create(Options options) {
        List<String> failures = new ArrayList<>();
        EGLCapabilities egl;
        try {
            EGL.create();
        } catch (IllegalStateException alreadyLoaded) {
            // EGL.create() refuses a second load; the first one is what we want.
        } catch (Throwable t) {
            throw new GlException(GlException.Kind.UNAVAILABLE,
                    "cannot load libEGL.so.1 (install libegl1 and libegl-mesa0): " + t.getMessage(), t);
        }
        egl = EGL.getCapabilities();
        String clientExtensions = eglQueryString(EGL_NO_DISPLAY, EGL_EXTENSIONS);
        String exts = clientExtensions == null ? "" : " " + clientExtensions + " ";
        long getPlatformDisplay = egl.eglGetPlatformDisplayEXT != NULL ? egl.eglGetPlatformDisplayEXT : egl.eglGetPlatformDisplay;

        // 1. Mesa's surfaceless platform.
        if (!exts.contains(" EGL_MESA_platform_surfaceless ")) {
            failures.add("surfaceless: EGL_MESA_platform_surfaceless is not among the client extensions");
        } else if (getPlatformDisplay == NULL) {
            failures.add("surfaceless: no eglGetPlatformDisplay entry point");
        } else {
            long dpy = JNI.invokePPP(EGL_PLATFORM_SURFACELESS_MESA, NULL, NULL, getPlatformDisplay);
            EglContext c = tryDisplay(dpy, Platform.SURFACELESS, options, failures);
            if (c != null) {
                return c;
            }
        }

        // 2. The device platform: one display per enumerated device.
        if (!exts.contains(" EGL_EXT_platform_device ") || egl.eglQueryDevicesEXT == NULL) {
            failures.add("device: EGL_EXT_platform_device or eglQueryDevicesEXT is missing");
        } else {
            for (long device : devices(egl)) {
                long dpy = JNI.invokePPP(EGL_PLATFORM_DEVICE_EXT, device, NULL, getPlatformDisplay);
                EglContext c = tryDisplay(dpy, Platform.DEVICE, options, failures);
                if (c != null) {
                    return c;
                }
            }
        }

        // 3. The default display with a pbuffer (needs EGL_PLATFORM set, or a display server).
        EglContext c = tryDisplay(eglGetDisplay(NULL /* EGL_DEFAULT_DISPLAY */), Platform.PBUFFER, options, failures);
        if (c != null) {
            return c;
        }
        throw new GlException(GlException.Kind.UNAVAILABLE,
                "no headless OpenGL context could be made: " + String.join("; ", failures));
    }

    private static List<Long> devices(EGLCapabilities egl) {
        List<Long> out = new ArrayList<>();
        try (MemoryStack stack = MemoryStack.stackPush()) {
            IntBuffer count = stack.mallocInt(1);
            if (!EXTDeviceEnumeration.eglQueryDevicesEXT(null, count) || count.get(0) == 0) {
                return out;
            }
            PointerBuffer devs = stack.mallocPointer(count.get(0));
            if (!EXTDeviceEnumeration.eglQueryDevicesEXT(devs, count)) {
                return out;
            }
            for (int i = 0; i < count.get(0); i++) {
                out.add(devs.get(i));
            }
        }
        return out;
    }

    /// Initializes `dpy` and makes a context on it; on failure records why and returns null.
    private static EglContext tryDisplay(long dpy, Platform platform, Options options, List<String> failures) {
        String name = platform.name().toLowerCase(java.util.Locale.ROOT);
        if (dpy == EGL_NO_DISPLAY) {
            failures.add(name + ": no display (" + eglErrorName(eglGetError()) + ")");
            return null;
        }
        try (MemoryStack stack = MemoryStack.stackPush()) {
            IntBuffer maj = stack.mallocInt(1);
            IntBuffer min = stack.mallocInt(1);
            if (!eglInitialize(dpy, maj, min)) {
                failures.add(name + ": eglInitialize failed (" + eglErrorName(eglGetError()) + ")");
                return null;
            }
            retainDisplay(dpy);
            boolean ok = false;
            try {
                if (!eglBindAPI(EGL_OPENGL_API)) {
                    failures.add(name + ": eglBindAPI(EGL_OPENGL_API) failed (" + eglErrorName(eglGetError()) + ")");
                    return null;
                }
                int surfaceBits = platform == Platform.PBUFFER ? EGL_PBUFFER_BIT : 0;
                IntBuffer configAttribs = stack.ints(EGL_SURFACE_TYPE, surfaceBits, EGL_RENDERABLE_TYPE, EGL_OPENGL_BIT, EGL_NONE);
                PointerBuffer configs = stack.mallocPointer(1);
                IntBuffer numConfigs = stack.mallocInt(1);
                if (!eglChooseConfig(dpy, configAttribs, configs, numConfigs) || numConfigs.get(0) == 0) {
                    failures.add(name + ": no EGL config with OpenGL rendering (" + eglErrorName(eglGetError()) + ")");
                    return null;
                }
                long config = configs.get(0);
                long surface = EGL_NO_SURFACE;
                if (platform == Platform.PBUFFER) {
                    surface = eglCreatePbufferSurface(dpy, config, stack.ints(EGL_WIDTH, 1, EGL_HEIGHT, 1, EGL_NONE));
                    if (surface == EGL_NO_SURFACE) {
                        failures.add(name + ": eglCreatePbufferSurface failed (" + eglErrorName(eglGetError()) + ")");
                        return null;
                    }
                }
                for (Version v : Version.values()) {
                    if (v.compareTo(options.maxVersion()) < 0) {
                        continue;
                    }
                    // The debug flag goes through EGL_KHR_create_context's flags word: the EGL 1.5
                    // attribute EGL_CONTEXT_OPENGL_DEBUG is refused by displays that report 1.4
                    // (Mesa's softpipe display does, for want of fence syncs).
                    IntBuffer ctxAttribs = stack.ints(
                            EGL_CONTEXT_MAJOR_VERSION, v.major, EGL_CONTEXT_MINOR_VERSION, v.minor,
                            EGL_CONTEXT_OPENGL_PROFILE_MASK, EGL_CONTEXT_OPENGL_CORE_PROFILE_BIT,
                            EGL_CONTEXT_FLAGS_KHR, options.debug() ? EGL_CONTEXT_OPENGL_DEBUG_BIT_KHR : 0,
                            EGL_NONE);
                    long ctx = eglCreateContext(dpy, config, EGL_NO_CONTEXT, ctxAttribs);
                    if (ctx == EGL_NO_CONTEXT) {
                        failures.add(name + ": OpenGL " + v.major + "." + v.minor + " core context refused ("
                                + eglErrorName(eglGetError()) + ")");
                        continue;
                    }
                    if (!eglMakeCurrent(dpy, surface, surface, ctx)) {
                        failures.add(name + ": eglMakeCurrent failed (" + eglErrorName(eglGetError()) + ")");
                        eglDestroyContext(dpy, ctx);
                        continue;
                    }
                    loadGlFunctions();
                    EglContext result = new EglContext(dpy, surface, ctx, platform, options.debug());
                    OPEN.add(result);
                    installExitHook();
                    ok = true;
                    return result;
                }
                if (surface != EGL_NO_SURFACE) {
                    eglDestroySurface(dpy, surface);
                }
                return null;
            } finally {
                if (!ok) {
                    releaseDisplay(dpy);
                }
            }
        }
    }

    /// Points LWJGL's OpenGL bindings at `eglGetProcAddress` (once per process).
    private static void loadGlFunctions() {
        if (glFunctionsLoaded) {
            return;
        }
        FunctionProvider viaEgl = new FunctionProvider() {
            @Override
            public long getFunctionAddress(ByteBuffer functionName) {
                return eglGetProcAddress(functionName);
            }
        };
        try {
            GL.create(viaEgl);
        } catch (IllegalStateException alreadyCreated) {
            // Someone (another driver in this process) loaded OpenGL first; its table serves us too.
        }
        glFunctionsLoaded = true;
    }

    /// Installs (once) the shutdown hook that leaves EGL clean before the process exits.
    private static void installExitHook() {
        if (exitHookInstalled) {
            return;
        }
        exitHookInstalled = true;
        Thread hook = new Thread(EglContext::closeAllAtExit, "tungsten-egl-exit");
        Runtime.getRuntime().addShutdownHook(hook);
    }

    /// The shutdown hook: closes every open context on its owning [GlThread] (2 s each at most),
    /// destroys the others (a context still current on a live thread is freed when released, as
    /// EGL defines) and terminates every display still initialized.
    static void closeAllAtExit() {
        List<EglContext> open;
        synchronized (EglContext.class) {
            open = List.copyOf(OPEN);
        }
        for (EglContext c : open) {
            ExecutorService executor = c.ownerThread;
            if (executor == null) {
                continue;
            }
            try {
                Future<?> done = executor.submit(() -> {
                    if (!c.closed && c.owner == Thread.currentThread()) {
                        c.close();
                        releaseThread();
                    }
                });
                done.get(2, TimeUnit.SECONDS);
            } catch (Exception e) {
                // The thread is busy, stopped or failing: the context is destroyed below.
            }
        }
        synchronized (EglContext.class) {
            for (EglContext c : OPEN) {
                c.closed = true;
                eglDestroyContext(c.display, c.context);
                if (c.surface != EGL_NO_SURFACE) {
                    eglDestroySurface(c.display, c.surface);
                }
            }
            OPEN.clear();
            for (long dpy : DISPLAY_USERS.keySet()) {
                eglTerminate(dpy);
            }
            DISPLAY_USERS.clear();
            eglReleaseThread();
        }
    }

    /// Releases the calling thread's EGL state (`eglReleaseThread`), for a thread that is done
    /// with EGL: its contexts closed or released, and no EGL call to come. Call it before
    /// `System.exit` on a thread that used contexts directly (see "Process exit" above).
    public static void releaseThread() {
        synchronized (EglContext.class) {
            GL.setCapabilities(null);
            eglReleaseThread();
        }
    }

    /// Declares `executor`'s single thread, the current owner, the owner for good, so that the
    /// shutdown hook closes this context there ([GlThread]).
    void ownedBy(ExecutorService executor) {
        checkOwner();
        this.ownerThread = executor;
    }

    private static void retainDisplay(long dpy) {
        DISPLAY_USERS.merge(dpy, 1, Integer::sum);
    }

    private static void releaseDisplay(long dpy) {
        int left = DISPLAY_USERS.merge(dpy, -1, Integer::sum);
        if (left <= 0) {
            DISPLAY_USERS.remove(dpy);
            eglTerminate(dpy);
        }
    }

    /// The name of an EGL error code, for messages.
    static String eglErrorName(int code) {
        return switch (code) {
            case 0x3000 -> "EGL_SUCCESS";
            case 0x3001 -> "EGL_NOT_INITIALIZED";
            case 0x3002 -> "EGL_BAD_ACCESS";
            case 0x3003 -> "EGL_BAD_ALLOC";
            case 0x3004 -> "EGL_BAD_ATTRIBUTE";
            case 0x3005 -> "EGL_BAD_CONFIG";
            case 0x3006 -> "EGL_BAD_CONTEXT";
            case 0x3007 -> "EGL_BAD_CURRENT_SURFACE";
            case 0x3008 -> "EGL_BAD_DISPLAY";
            case 0x3009 -> "EGL_BAD_MATCH";
            case 0x300A -> "EGL_BAD_NATIVE_PIXMAP";
            case 0x300B -> "EGL_BAD_NATIVE_WINDOW";
            case 0x300C -> "EGL_BAD_PARAMETER";
            case 0x300D -> "EGL_BAD_SURFACE";
            case EGL_CONTEXT_LOST -> "EGL_CONTEXT_LOST";
            default -> String.format("EGL error 0x%04x", code);
        };
    }

    /// Throws unless the calling thread owns this context and it is still alive.
    public void checkOwner() {
        if (closed) {
            throw new GlException(GlException.Kind.CONTEXT_LOST, "the OpenGL context was closed");
        }
        if (owner != Thread.currentThread()) {
            throw new GlException(GlException.Kind.WRONG_THREAD, "the OpenGL context is owned by thread '"
                    + (owner == null ? "<none>" : owner.getName()) + "', not '" + Thread.currentThread().getName()
                    + "' (release() it there and acquire() it here)");
        }
    }

    /// Makes this context current on the calling thread, which becomes its owner. The previous
    /// owner must have called [#release].
    public synchronized void acquire() {
        if (closed) {
            throw new GlException(GlException.Kind.CONTEXT_LOST, "the OpenGL context was closed");
        }
        if (owner != null && owner != Thread.currentThread()) {
            throw new GlException(GlException.Kind.WRONG_THREAD,
                    "the OpenGL context is still owned by thread '" + owner.getName() + "'");
        }
        // eglMakeCurrent binds to the thread's current API, which is per thread (OpenGL ES on a
        // thread that never chose one).
        eglBindAPI(EGL_OPENGL_API);
        if (!eglMakeCurrent(display, surface, surface, context)) {
            int err = eglGetError();
            throw new GlException(err == EGL_CONTEXT_LOST ? GlException.Kind.CONTEXT_LOST : GlException.Kind.GL_ERROR,
                    "eglMakeCurrent failed: " + eglErrorName(err));
        }
        GL.setCapabilities(capabilities);
        owner = Thread.currentThread();
    }

    /// Unbinds this context from the calling thread (its owner) so another thread may [#acquire] it.
    public synchronized void release() {
        checkOwner();
        eglMakeCurrent(display, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT);
        GL.setCapabilities(null);
        owner = null;
    }

    /// Destroys the context (from its owner thread). Later use gives CONTEXT_LOST errors.
    @Override
    public void close() {
        synchronized (EglContext.class) {
            if (closed) {
                return;
            }
            checkOwner();
            debug.close();
            eglMakeCurrent(display, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT);
            GL.setCapabilities(null);
            eglDestroyContext(display, context);
            if (surface != EGL_NO_SURFACE) {
                eglDestroySurface(display, surface);
            }
            closed = true;
            owner = null;
            OPEN.remove(this);
            releaseDisplay(display);
        }
    }

    public boolean isClosed() { return closed; }

    public Platform platform() { return platform; }

    public GLCapabilities capabilities() { return capabilities; }

    /// The OpenGL version of the context, for example 45 or 33.
    public int version() { return major * 10 + minor; }

    /// `GL_RENDERER`, for example "llvmpipe (LLVM 15.0.6, 256 bits)".
    public String renderer() { return renderer; }

    /// `GL_VERSION`, for example "4.5 (Core Profile) Mesa 22.3.6".
    public String versionString() { return glVersion; }

    /// The OpenGL extensions of this context (`GL_EXTENSIONS`).
    public synchronized Set<String> extensions() {
        if (extensions == null) {
            checkOwner();
            Set<String> set = new TreeSet<>();
            int n = GL11C.glGetInteger(GL30C.GL_NUM_EXTENSIONS);
            for (int i = 0; i < n; i++) {
                set.add(GL30C.glGetStringi(GL11C.GL_EXTENSIONS, i));
            }
            extensions = Set.copyOf(set);
        }
        return extensions;
    }

    /// Translator options for this context: its GLSL dialect (4.50 for OpenGL 4.5, else 3.30)
    /// and its extensions.
    public GlslOptions glslOptions() {
        return GlslOptions.of(GlslVersion.forGlVersion(version())).withExtensions(extensions());
    }

    /// The debug-mode checker of this context.
    public GlDebug debug() { return debug; }

    @Override
    public String toString() {
        return "EglContext[" + platform + ", " + glVersion + ", " + renderer + (debug.enabled() ? ", debug" : "") + "]";
    }
}
