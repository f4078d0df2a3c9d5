package dev.tungsten.vk;

import dev.tungsten.pipe.Cso;
import dev.tungsten.pipe.PipeException;
import dev.tungsten.vk.spirv.SpirvModule;

/// A constant state object of a [VkContext]: the record, and what the driver made from it (a
/// `VkSampler` for sampler states; for shaders, the translation with default options, whose
/// stage interface links stages and whose success proves the shader can run).
final class VkCso<T> implements Cso<T> {
    final VkContext owner;
    private final T state;
    final long sampler;
    final SpirvModule trial;
    boolean deleted;

    VkCso(VkContext owner, T state, long sampler, SpirvModule trial) {
        this.owner = owner;
        this.state = state;
        this.sampler = sampler;
        this.trial = trial;
    }

    @Override
    public T state() {
        return state;
    }

    /// `cso` as one of `ctx`'s, or a [PipeException] naming `call`; null stays null.
    @SuppressWarnings("unchecked")
    static <T> VkCso<T> check(String call, VkContext ctx, Cso<T> cso) {
        if (cso == null) {
            return null;
        }
        if (!(cso instanceof VkCso<?> c) || c.owner != ctx) {
            throw new PipeException(call, "the state object was not created by this context");
        }
        return (VkCso<T>) c;
    }
}
