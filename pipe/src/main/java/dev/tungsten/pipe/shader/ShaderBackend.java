package dev.tungsten.pipe.shader;

import dev.tungsten.tgsi.TgsiShader;

/// A way to run TGSI on the CPU for software drivers: the reference interpreter first, a JIT
/// to JVM bytecode later. Drivers choose one by name and never see which it is: both take a
/// [ShaderLanes] block and the same [ShaderResources].
public interface ShaderBackend {
    /// `"interp"`, `"jit"`.
    String name();

    /// Prepares `shader` to run.
    /// @throws dev.tungsten.tgsi.TgsiException when the shader is malformed or uses something the
    ///         backend cannot run (with the instruction as location)
    ShaderProgram compile(TgsiShader shader);
}
