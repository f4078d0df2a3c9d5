package dev.tungsten.gl;

import java.util.ArrayList;
import java.util.List;

import org.lwjgl.opengl.GL11C;
import org.lwjgl.opengl.GL43C;
import org.lwjgl.opengl.GLCapabilities;
import org.lwjgl.opengl.GLDebugMessageCallback;

/// The OpenGL driver's debug mode: after every pipe call the driver makes (and inside long ones,
/// after each step), [#check] reads `glGetError` and the KHR_debug messages of type error, and
/// turns either into a [GlException] of kind GL_ERROR naming the pipe call and, from KHR_debug,
/// the OpenGL function that failed and the driver line that called it. Off by default because `glGetError`
/// synchronises with the driver; on when the system property `tungsten.gl.debug` is `true` or
/// the environment variable `TUNGSTEN_GL_DEBUG` is `1` or `true` (the property wins).
///
/// With debug on, the context is created as a debug context and KHR_debug output is synchronous,
/// so a message arrives during the call that caused it.
public final class GlDebug implements AutoCloseable {
    /// The system property that switches debug mode on or off.
    public static final String PROPERTY = "tungsten.gl.debug";
    /// The environment variable read when the property is not set.
    public static final String ENVIRONMENT = "TUNGSTEN_GL_DEBUG";

    private static final int GL_DEBUG_OUTPUT = 0x92E0;
    private static final int GL_DEBUG_OUTPUT_SYNCHRONOUS = 0x8242;
    private static final int GL_DEBUG_TYPE_ERROR = 0x824C;
    private static final int MAX_KEPT = 64;

    private final boolean enabled;
    private final GLDebugMessageCallback callback;
    private final List<String> messages = new ArrayList<>();
    private final List<String> pendingErrors = new ArrayList<>();

    GlDebug(boolean enabled, GLCapabilities caps) {
        this.enabled = enabled;
        if (enabled && caps.glDebugMessageCallback != 0) {
            callback = GLDebugMessageCallback.create((source, type, id, severity, length, message, user) -> {
                String text = GLDebugMessageCallback.getMessage(length, message);
                synchronized (messages) {
                    if (messages.size() == MAX_KEPT) {
                        messages.removeFirst();
                    }
                    messages.add(text);
                    if (type == GL_DEBUG_TYPE_ERROR) {
                        pendingErrors.add(StackWalker.getInstance().walk(GlDebug::failingCall) + ": " + text);
                    }
                }
            });
            GL11C.glEnable(GL_DEBUG_OUTPUT);
            GL11C.glEnable(GL_DEBUG_OUTPUT_SYNCHRONOUS);
            GL43C.glDebugMessageCallback(callback, 0);
        } else {
            callback = null;
        }
    }

    /// The OpenGL function that raised a message and the driver line that called it, for example
    /// `glBindTexture at GlResourceBindings.java:235`: with synchronous output the callback runs
    /// inside that function, so the LWJGL entry point is on the stack below it.
    static String failingCall(java.util.stream.Stream<StackWalker.StackFrame> frames) {
        String function = null;
        for (StackWalker.StackFrame f : (Iterable<StackWalker.StackFrame>) frames::iterator) {
            if (function == null && f.getClassName().startsWith("org.lwjgl.opengl.") && f.getMethodName().contains("gl")) {
                String m = f.getMethodName();
                function = m.startsWith("ngl") ? m.substring(1) : m;
            } else if (function != null && !f.getClassName().startsWith("org.lwjgl.")) {
                return function + " at " + f.getFileName() + ":" + f.getLineNumber();
            }
        }
        return function != null ? function : "an OpenGL call";
    }

    /// Whether the system property or environment variable asks for debug mode.
    public static boolean requested() {
        String p = System.getProperty(PROPERTY);
        if (p != null) {
            return Boolean.parseBoolean(p.trim());
        }
        String e = System.getenv(ENVIRONMENT);
        return e != null && (e.trim().equals("1") || e.trim().equalsIgnoreCase("true"));
    }

    public boolean enabled() { return enabled; }

    /// Whether KHR_debug messages are being collected.
    public boolean hasMessageOutput() { return callback != null; }

    /// In debug mode: throws a GL_ERROR [GlException] naming `call` if OpenGL reported an error
    /// since the last check. Does nothing otherwise.
    public void check(String call) {
        if (enabled) {
            checkNow(call);
        }
    }

    /// Like [#check] but also outside debug mode: for the few places where an error changes what
    /// the driver must do (an allocation that may run out of memory).
    public void checkNow(String call) {
        int err = GL11C.glGetError();
        List<String> khr;
        synchronized (messages) {
            khr = List.copyOf(pendingErrors);
            pendingErrors.clear();
        }
        if (err == GL11C.GL_NO_ERROR && khr.isEmpty()) {
            return;
        }
        StringBuilder sb = new StringBuilder(call).append(" failed: ");
        if (err != GL11C.GL_NO_ERROR) {
            sb.append(errorName(err));
            // glGetError keeps one flag per kind: drain the rest so the next check starts clean.
            for (int more = GL11C.glGetError(), guard = 0; more != GL11C.GL_NO_ERROR && guard < 16; more = GL11C.glGetError(), guard++) {
                sb.append(", ").append(errorName(more));
            }
        }
        for (String m : khr) {
            sb.append(err == GL11C.GL_NO_ERROR && m == khr.getFirst() ? "" : "; ").append(m);
        }
        GlException.Kind kind = err == 0x0505 /* GL_OUT_OF_MEMORY */ ? GlException.Kind.LIMIT_EXCEEDED : GlException.Kind.GL_ERROR;
        throw new GlException(kind, sb.toString());
    }

    /// The most recent KHR_debug messages of any type (at most 64), oldest first.
    public List<String> messages() {
        synchronized (messages) {
            return List.copyOf(messages);
        }
    }

    static String errorName(int err) {
        return switch (err) {
            case 0x0500 -> "GL_INVALID_ENUM";
            case 0x0501 -> "GL_INVALID_VALUE";
            case 0x0502 -> "GL_INVALID_OPERATION";
            case 0x0503 -> "GL_STACK_OVERFLOW";
            case 0x0504 -> "GL_STACK_UNDERFLOW";
            case 0x0505 -> "GL_OUT_OF_MEMORY";
            case 0x0506 -> "GL_INVALID_FRAMEBUFFER_OPERATION";
            case 0x0507 -> "GL_CONTEXT_LOST";
            default -> String.format("GL error 0x%04x", err);
        };
    }

    @Override
    public void close() {
        if (callback != null) {
            GL43C.glDebugMessageCallback(null, 0);
            callback.free();
        }
    }
}
