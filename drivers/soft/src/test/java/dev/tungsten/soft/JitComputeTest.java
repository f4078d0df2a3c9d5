package dev.tungsten.soft;

import dev.tungsten.pipe.shader.ShaderBackend;
import dev.tungsten.soft.jit.JitBackend;
import dev.tungsten.soft.jit.JitOptions;

/// Every [ComputeTest] case on the JIT backend, compiled synchronously. The barrier case's shader
/// needs the interpreter's run loop (BARRIER suspends a block), so it exercises the fallback.
class JitComputeTest extends ComputeTest {
    @Override
    ShaderBackend backend() {
        return new JitBackend(JitOptions.EXACT, false);
    }
}
