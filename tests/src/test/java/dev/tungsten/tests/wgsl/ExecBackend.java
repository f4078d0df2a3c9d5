package dev.tungsten.tests.wgsl;

import java.nio.file.Path;
import java.util.Map;

import dev.tungsten.gl.GlTestSupport;
import dev.tungsten.pipe.Context;
import dev.tungsten.pipe.Screen;
import dev.tungsten.soft.SoftScreen;
import dev.tungsten.soft.jit.JitBackend;
import dev.tungsten.soft.jit.JitOptions;

/// The back ends [WgslExecTest] runs every case on. The pipe back ends open one screen and one
/// context on first use and keep them for every case (a screen per case would cost an EGL context
/// or a thread pool each), until [#closeAll].
enum ExecBackend {
    /// The reference interpreter, driven directly.
    INTERP("interp"),
    /// The software driver with the JIT (its default, approximating options), compiling each
    /// shader before the dispatch so the generated class runs it, on two rasterizer threads so
    /// work groups run concurrently as they do for users.
    JIT("jit"),
    /// The OpenGL driver: TGSI translated to GLSL, compiled and run by the system's OpenGL
    /// (llvmpipe here).
    GL("gl");

    /// The buffers after a dispatch, by binding, and whether the JIT ran the shader on its
    /// interpreter fallback instead of a generated class.
    record Run(Map<Integer, int[]> buffers, boolean interpreted) {}

    private final String label;

    ExecBackend(String label) {
        this.label = label;
    }

    String label() {
        return label;
    }

    /// The name of a case on this back end in [WgslExecTest#KNOWN_FAILURES].
    String key(WgslExecTest.Case c) {
        return label + "/" + c.name();
    }

    /// The back end called `label` in a header; `where` names the file for the error.
    static ExecBackend named(String label, Path where) {
        for (ExecBackend b : values()) {
            if (b.label.equals(label)) {
                return b;
            }
        }
        throw new IllegalArgumentException((where == null ? "" : where + ": ") + "no back end named `" + label
                + "` (interp, jit, gl)");
    }

    Run run(String source, int[] dispatch, Map<Integer, int[]> buffers) {
        return switch (this) {
            case INTERP -> new Run(ComputeRunner.run(source, dispatch, buffers), false);
            case JIT -> {
                Pipe p = Pipe.jit();
                JitBackend jit = (JitBackend) ((SoftScreen) p.screen()).backend();
                int before = jit.fallbacks();
                Map<Integer, int[]> out = p.runner().run(source, dispatch, buffers);
                yield new Run(out, jit.fallbacks() > before);
            }
            case GL -> new Run(Pipe.gl().runner().run(source, dispatch, buffers), false);
        };
    }

    /// How many shaders the JIT compiled to classes and how many it left to its interpreter, or
    /// null when no case ran on it.
    static synchronized String jitSummary() {
        if (Pipe.jit == null) {
            return null;
        }
        JitBackend jit = (JitBackend) ((SoftScreen) Pipe.jit.screen()).backend();
        return "the JIT compiled " + jit.compiled() + " shaders to classes, " + jit.fallbacks() + " ran on its interpreter";
    }

    /// Closes the screens opened so far.
    static synchronized void closeAll() {
        Pipe.close();
    }

    /// A screen, its context and the runner over them.
    private record Pipe(Screen screen, Context ctx, PipeComputeRunner runner) {
        private static Pipe jit;
        private static Pipe gl;
        /// Why OpenGL could not be opened: thrown again for every case, so each is skipped (or
        /// failed under CI) with the one notice printed when opening failed.
        private static RuntimeException glUnavailable;
        private static Error glFailed;

        static Pipe of(Screen screen) {
            Context ctx = screen.createContext();
            return new Pipe(screen, ctx, new PipeComputeRunner(screen, ctx));
        }

        static synchronized Pipe jit() {
            if (jit == null) {
                jit = of(new SoftScreen(2, new JitBackend(JitOptions.FAST, false)));
            }
            return jit;
        }

        static synchronized Pipe gl() {
            if (glUnavailable != null) {
                throw glUnavailable;
            }
            if (glFailed != null) {
                throw glFailed;
            }
            if (gl == null) {
                try {
                    gl = of(GlTestSupport.screen());
                } catch (RuntimeException e) {
                    glUnavailable = e;
                    throw e;
                } catch (Error e) {
                    glFailed = e;
                    throw e;
                }
            }
            return gl;
        }

        static synchronized void close() {
            for (Pipe p : new Pipe[] {jit, gl}) {
                if (p != null) {
                    p.ctx.close();
                    p.screen.close();
                }
            }
            jit = null;
            gl = null;
        }
    }
}
