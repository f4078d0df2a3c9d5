package dev.tungsten.soft;

import dev.tungsten.pipe.shader.ShaderResources;
import dev.tungsten.tgsi.exec.BufferAccess;
import dev.tungsten.tgsi.exec.ImageAccess;
import dev.tungsten.tgsi.exec.TextureSampler;

/// What one shader stage of a draw reads and writes: a snapshot of its constant buffers as words
/// and of its texture, image and buffer bindings, taken when the draw is issued so later state
/// changes do not reach queued fragments. Shared by every rasterizer thread (each part is
/// thread-safe).
record StageResources(int[][] constants, TextureSampler sampler, ImageAccess images, BufferAccess buffers)
        implements ShaderResources {
    @Override
    public int[] constants(int index) {
        return index >= 0 && index < constants.length ? constants[index] : null;
    }
}
