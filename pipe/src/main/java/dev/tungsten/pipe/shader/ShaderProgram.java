package dev.tungsten.pipe.shader;

import dev.tungsten.tgsi.TgsiShader;

/// A compiled shader, immutable and shareable between threads; each thread runs it through its
/// own [ShaderInvocation].
public interface ShaderProgram {
    TgsiShader shader();

    /// The shader's inputs, outputs and properties.
    ShaderInterface io();

    /// A fresh per-thread runner (holds temporaries and other scratch registers).
    ShaderInvocation newInvocation();
}
