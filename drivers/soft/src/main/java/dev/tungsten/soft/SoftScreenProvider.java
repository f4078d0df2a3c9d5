package dev.tungsten.soft;

import dev.tungsten.pipe.Screen;
import dev.tungsten.pipe.ScreenProvider;
import dev.tungsten.pipe.shader.ShaderBackend;

import java.util.Map;

/// Registers the software rasterizer with [dev.tungsten.pipe.Drivers] as `soft`.
///
/// Options (each also readable from a system property and an environment variable, like
/// llvmpipe's `LP_NUM_THREADS`): `threads` (`tungsten.soft.threads`, `TUNGSTEN_SOFT_THREADS`;
/// default one per core; 0 rasterizes on the calling thread) and `backend`
/// (`tungsten.soft.backend`, `TUNGSTEN_SOFT_BACKEND`; default `jit`, shaders compiled to JVM
/// bytecode in the background and interpreted until then, bit-exact with `interp`, the reference
/// interpreter, which stays selectable).
public final class SoftScreenProvider implements ScreenProvider {
    @Override
    public String name() {
        return "soft";
    }

    @Override
    public String summary() {
        return "software rasterizer (tiled, multi-threaded; shaders interpreted or JIT-compiled)";
    }

    @Override
    public Screen createScreen(Map<String, String> options) {
        int threads = Runtime.getRuntime().availableProcessors();
        String t = option(options, "threads", "tungsten.soft.threads", "TUNGSTEN_SOFT_THREADS");
        if (t != null) {
            try {
                threads = Integer.parseInt(t.trim());
            } catch (NumberFormatException e) {
                throw new dev.tungsten.pipe.PipeException("createScreen", "threads must be a number, got '" + t + "'");
            }
            if (threads < 0 || threads > 256) {
                throw new dev.tungsten.pipe.PipeException("createScreen", "threads must be 0..256, got " + threads);
            }
        }
        String b = option(options, "backend", "tungsten.soft.backend", "TUNGSTEN_SOFT_BACKEND");
        return new SoftScreen(threads, ShaderBackends.byName(b == null ? ShaderBackends.DEFAULT : b.trim()));
    }

    static String option(Map<String, String> options, String key, String property, String env) {
        String v = options.get(key);
        if (v == null) {
            v = System.getProperty(property);
        }
        if (v == null) {
            v = System.getenv(env);
        }
        return v == null || v.isBlank() ? null : v;
    }
}
