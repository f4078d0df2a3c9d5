package dev.tungsten.pipe.shader;

import dev.tungsten.tgsi.TgsiShader;

/// A compiled shader, immutable and shareable between threads; each thread runs it through its
/// own [ShaderInvocation].
public interface ShaderProgram {
    TgsiShader shader();

    /// The shader's inputs, outputs and properties.
    ShaderInterface io();

    /// A fresh per-thread runner for blocks of `width` lanes (a multiple of 4 up to
    /// [ShaderLanes#MAX_WIDTH]); it owns its lanes and scratch registers.
    ShaderInvocation newInvocation(int width);
}
