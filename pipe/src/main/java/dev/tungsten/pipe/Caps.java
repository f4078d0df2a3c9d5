package dev.tungsten.pipe;

import dev.tungsten.tgsi.Processor;

import java.util.Set;

/// What a screen can do (Mesa 26's `pipe_caps` / `pipe_shader_caps` / `pipe_compute_caps` as one record).
///
/// @param stages               the shader stages drawVbo / launchGrid accept
/// @param maxTextureSize       largest 1-D/2-D texture dimension
/// @param maxTexture3DSize     largest 3-D texture dimension
/// @param maxTextureLayers     most layers of an array texture
/// @param maxVertexAttributes  most vertex elements
/// @param maxConstantBufferSize bytes per constant buffer
/// @param maxComputeSharedMemory bytes of shared memory per work group
/// @param maxComputeThreadsPerBlock invocations per work group
/// @param maxPointSize         largest point size; also the largest line width
public record Caps(Set<Processor> stages, int maxTextureSize, int maxTexture3DSize, int maxTextureLayers,
                   int maxRenderTargets, int maxViewports, int maxVertexBuffers, int maxVertexAttributes,
                   int maxClipPlanes, int maxConstantBuffers, int maxConstantBufferSize, int maxSamplerViews,
                   int maxSamplers, int maxShaderBuffers, int maxShaderImages, int maxComputeSharedMemory,
                   int maxComputeThreadsPerBlock, float maxPointSize, boolean primitiveRestart,
                   boolean seamlessCubeMap, boolean independentBlend, boolean dualSourceBlend) {
    public Caps {
        stages = Set.copyOf(stages);
    }
}
