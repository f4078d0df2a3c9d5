package dev.tungsten.pipe.shader;

import dev.tungsten.tgsi.exec.BufferAccess;
import dev.tungsten.tgsi.exec.FramebufferFetch;
import dev.tungsten.tgsi.exec.ImageAccess;
import dev.tungsten.tgsi.exec.SharedMemory;
import dev.tungsten.tgsi.exec.TextureSampler;
import dev.tungsten.tgsi.exec.WorkgroupBarrier;

/// What a running shader reads and writes besides its registers, provided by the driver for one
/// draw or dispatch through the interpreter's resource interfaces (a JIT backend calls the same
/// ones). Implementations must be safe to use from several threads at once when the driver
/// shares them between its rasterizer threads.
public interface ShaderResources {
    /// Constant buffer `index` as 32-bit words (4 per `CONST` register), or null when unbound.
    /// Reads past the end read 0.
    int[] constants(int index);

    /// Texture sampling, or null when the stage has no textures.
    default TextureSampler sampler() {
        return null;
    }

    /// Shader images, or null.
    default ImageAccess images() {
        return null;
    }

    /// Shader storage buffers, or null.
    default BufferAccess buffers() {
        return null;
    }

    /// The work group's shared memory (compute), or null.
    default SharedMemory sharedMemory() {
        return null;
    }

    /// How BARRIER behaves when a work group spans several blocks (compute), or null when every
    /// work group is one block.
    default WorkgroupBarrier barrier() {
        return null;
    }

    /// FBFETCH's view of the render targets at the block's pixels (fragment), or null.
    default FramebufferFetch framebufferFetch() {
        return null;
    }

    /// No resources at all.
    ShaderResources NONE = index -> null;
}
