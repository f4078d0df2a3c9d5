package dev.tungsten.tgsi.exec;

/// The subgroup of the software machines: the block of lanes an [ExecMachine] (or the JIT's
/// invocation, which runs a block as one) executes together. Lane `l` of a block is subgroup
/// invocation `l`; BALLOT, VOTE_*, READ_FIRST and READ_INVOC see the block's executing lanes
/// (live lanes and, in fragment shaders, the helpers of their quads) as the active invocations.
///
/// WGSL wants a power-of-two subgroup size of at least 4, and a block is any multiple of 4 up
/// to 32 lanes, so the size is the block's width rounded up to a power of two: a block of 12
/// lanes is a subgroup of 16 whose ids 12 to 15 are never active. Drivers put [#size] in
/// SUBGROUP_SIZE and the lane in SUBGROUP_INVOCATION.
public final class Subgroups {
    private Subgroups() {}

    /// The subgroup size of blocks `width` lanes wide: the smallest power of two at least
    /// `width` and at least 4.
    public static int size(int width) {
        return Math.max(4, Integer.highestOneBit(Math.max(1, width - 1)) << 1);
    }
}
