package dev.tungsten.vk.spirv;

import java.util.EnumSet;
import java.util.Set;

/// A class of subgroup operations a module uses, as Vulkan counts them in
/// `VkPhysicalDeviceSubgroupProperties.supportedOperations`: each is one SPIR-V capability and one
/// `VkSubgroupFeatureFlagBits` bit. A device may offer them in some stages only
/// (`supportedStages`), so the driver checks a module's set against the device before it builds
/// a pipeline; the translator itself writes whatever the TGSI asks for.
public enum SubgroupOperation {
    /// `SubgroupSize`, `SubgroupLocalInvocationId` (capability `GroupNonUniform`).
    BASIC(Spv.Capability.GroupNonUniform, 0x1),
    /// `OpGroupNonUniformAll`, `Any`, `AllEqual`: VOTE_ALL, VOTE_ANY, VOTE_EQ.
    VOTE(Spv.Capability.GroupNonUniformVote, 0x2),
    /// `OpGroupNonUniformBallot`, `Broadcast`, `BroadcastFirst` and the `Subgroup*Mask` built-ins:
    /// BALLOT, READ_FIRST, READ_INVOC, SUBGROUP_*_MASK.
    BALLOT(Spv.Capability.GroupNonUniformBallot, 0x8),
    /// `OpGroupNonUniformShuffle`: READ_INVOC by a register id where SPIR-V's broadcast needs a
    /// constant (the Vulkan 1.1 target).
    SHUFFLE(Spv.Capability.GroupNonUniformShuffle, 0x10);

    private final int capability;
    private final int vulkanBit;

    SubgroupOperation(int capability, int vulkanBit) {
        this.capability = capability;
        this.vulkanBit = vulkanBit;
    }

    /// The `VkSubgroupFeatureFlagBits` bit of this class.
    public int vulkanBit() {
        return vulkanBit;
    }

    /// The spelling of the Vulkan bit, for messages (`VK_SUBGROUP_FEATURE_BALLOT_BIT`).
    public String vulkanName() {
        return "VK_SUBGROUP_FEATURE_" + name() + "_BIT";
    }

    /// The classes whose capability is among `capabilities`.
    static Set<SubgroupOperation> of(Set<Integer> capabilities) {
        Set<SubgroupOperation> used = EnumSet.noneOf(SubgroupOperation.class);
        for (SubgroupOperation o : values()) {
            if (capabilities.contains(o.capability)) {
                used.add(o);
            }
        }
        return used;
    }
}
