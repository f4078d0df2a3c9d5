package dev.tungsten.pipe.shader;

/// What a running shader reads and writes besides its registers, provided by the driver for one
/// draw or dispatch: constant buffers so far (sampler views, images, buffers and shared memory
/// join them as the interpreter's resource interfaces).
public interface ShaderResources {
    /// Constant buffer `index` as 32-bit words (4 per `CONST` register), or null when unbound.
    /// Reads past the end are the backend's to make defined (they read 0).
    int[] constants(int index);

    /// No resources at all.
    ShaderResources NONE = index -> null;
}
