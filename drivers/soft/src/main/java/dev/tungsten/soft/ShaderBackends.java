package dev.tungsten.soft;

import dev.tungsten.pipe.PipeException;
import dev.tungsten.pipe.shader.InterpreterBackend;
import dev.tungsten.pipe.shader.ShaderBackend;
import dev.tungsten.soft.jit.JitBackend;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

/// The shader backends the software driver can run TGSI with, by name: `jit` (the default; it
/// falls back to the interpreter shader by shader; the interpreter's results bit for bit except
/// SIN, COS, EX2, LG2 and POW, approximated within the opcode table's bound of 2 ulp, as llvmpipe
/// approximates them), `jit-exact` (the same, bit for bit everywhere) and `interp`.
final class ShaderBackends {
    static final String DEFAULT = "jit";
    private static final Map<String, Supplier<ShaderBackend>> BACKENDS = new LinkedHashMap<>();
    static {
        BACKENDS.put("jit", JitBackend::new);
        BACKENDS.put("jit-exact", () -> new JitBackend(dev.tungsten.soft.jit.JitOptions.EXACT, JitBackend.backgroundSetting()));
        BACKENDS.put("interp", InterpreterBackend::new);
    }

    private ShaderBackends() {}

    static ShaderBackend byName(String name) {
        Supplier<ShaderBackend> s = BACKENDS.get(name);
        if (s == null) {
            throw new PipeException("createScreen", "no shader backend named '" + name + "' (available: "
                    + (BACKENDS.isEmpty() ? "none yet" : String.join(", ", BACKENDS.keySet())) + ")");
        }
        return s.get();
    }
}
