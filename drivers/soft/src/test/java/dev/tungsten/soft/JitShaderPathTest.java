package dev.tungsten.soft;

import dev.tungsten.pipe.shader.ShaderBackend;
import dev.tungsten.soft.jit.JitBackend;
import dev.tungsten.soft.jit.JitOptions;

/// Every [ShaderPathTest] case on the JIT backend, compiled synchronously so each draw runs the
/// generated class: the same exact values as on the interpreter.
class JitShaderPathTest extends ShaderPathTest {
    @Override
    ShaderBackend backend() {
        return new JitBackend(JitOptions.EXACT, false);
    }
}
