package dev.tungsten.vk.spirv;

import java.util.List;
import java.util.Set;

import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.SemanticName;

/// A translated shader: the SPIR-V words and what the Vulkan driver must know to build a
/// pipeline around it (its descriptor bindings and its stage interface).
///
/// @param words    the module, header first
/// @param stage    the TGSI processor it came from
/// @param bindings every descriptor the module declares, in binding order
/// @param inputs   the Location inputs (vertex attributes or varyings)
/// @param outputs  the Location outputs (varyings or colour outputs)
/// @param pushConstantBytes bytes of push constants the module reads (emulated clip planes and
///                 framebuffer height, see [SpirvOptions]), 0 when none
/// @param subgroupOperations the classes of subgroup operations the module uses, which the device
///                 must offer in its stage (empty when it uses none)
public record SpirvModule(int[] words, Processor stage, List<Binding> bindings, List<Slot> inputs, List<Slot> outputs,
                          int pushConstantBytes, Set<SubgroupOperation> subgroupOperations) {

    public SpirvModule {
        words = words.clone();
        bindings = List.copyOf(bindings);
        inputs = List.copyOf(inputs);
        outputs = List.copyOf(outputs);
        subgroupOperations = Set.copyOf(subgroupOperations);
    }

    @Override
    public int[] words() {
        return words.clone();
    }

    /// What a descriptor binding holds.
    public enum BindingKind {
        /// `CONST[index]`: a std140 uniform buffer of vec4 slots.
        UNIFORM_BUFFER,
        /// `SAMP[index]`: a sampler.
        SAMPLER,
        /// `SVIEW[index]` (or the texture of `SAMP[index]` when the shader has no views): a sampled image.
        SAMPLED_IMAGE,
        /// `SVIEW[index]` of a BUFFER target: a uniform texel buffer.
        UNIFORM_TEXEL_BUFFER,
        /// `IMAGE[index]`: a storage image.
        STORAGE_IMAGE,
        /// `IMAGE[index]` of a BUFFER target: a storage texel buffer.
        STORAGE_TEXEL_BUFFER,
        /// `BUFFER[index]`: a storage buffer of 32-bit words.
        STORAGE_BUFFER
    }

    /// One descriptor: set, binding, what it holds and the TGSI register it stands for.
    /// @param size for a uniform buffer, the bytes the shader declares; 0 otherwise
    public record Binding(int set, int binding, BindingKind kind, int index, int size) {}

    /// One Location of the stage interface.
    /// @param semantic the TGSI semantic (GENERIC for vertex attributes)
    /// @param index    the semantic index (the register index for vertex attributes)
    /// @param kind     the component type
    /// @param flat     whether the value is not interpolated
    public record Slot(int location, SemanticName semantic, int index, ScalarKind kind, boolean flat) {}
}
