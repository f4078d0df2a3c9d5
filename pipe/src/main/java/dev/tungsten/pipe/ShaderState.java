package dev.tungsten.pipe;

import dev.tungsten.tgsi.TgsiShader;

import java.util.Objects;

/// A shader of any stage as TGSI (`struct pipe_shader_state` with `type == PIPE_SHADER_IR_TGSI`).
/// The stage is the shader's processor. For compute shaders `sharedMemorySize` bytes of
/// `MEMORY[0]` shared memory are allocated per work group (0 for other stages).
public record ShaderState(TgsiShader shader, int sharedMemorySize) {
    public ShaderState {
        Objects.requireNonNull(shader);
        if (sharedMemorySize < 0) {
            throw new PipeException("createShaderState", "negative shared memory size");
        }
    }

    public static ShaderState of(TgsiShader shader) {
        return new ShaderState(shader, 0);
    }
}
