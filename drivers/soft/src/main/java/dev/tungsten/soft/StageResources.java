package dev.tungsten.soft;

import dev.tungsten.pipe.shader.ShaderResources;

/// What one shader stage of a draw reads: a snapshot of its constant buffers as words, taken
/// when the draw is issued so later `setConstantBuffer` calls do not reach queued fragments.
record StageResources(int[][] constants) implements ShaderResources {
    @Override
    public int[] constants(int index) {
        return index >= 0 && index < constants.length ? constants[index] : null;
    }
}
