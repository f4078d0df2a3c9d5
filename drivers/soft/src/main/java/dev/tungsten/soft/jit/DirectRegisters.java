package dev.tungsten.soft.jit;

import java.lang.foreign.MemorySegment;

/// The fragment stages' way past the lane arrays of a compiled shader: its float input and
/// output channels live in one 64-byte aligned off-heap block ([JitFrame]'s registers), and
/// copying them between that block and the `int[]` lanes of [dev.tungsten.pipe.shader.ShaderLanes]
/// cost more than the 20-MAD shader itself (a vector store into an `int[]` straddles two cache
/// lines, and a load of it then does not forward from the store). A stage may instead write an
/// input channel into the block before a run ([#supplyInput]) and read an output channel from it
/// after one ([#keepOutput]); both are for the next run only. The other channels go through the
/// lane arrays as usual.
///
/// Whichever way a run goes (the compiled class, or the interpreter when the class's coarser
/// instruction count ran out first), supplied inputs are what it reads and kept outputs are
/// where its results are. A kept output channel's lane arrays are stale; where the shader
/// leaves it unwritten its value is undefined, as for any unwritten output.
public interface DirectRegisters {
    /// The block, or null while runs go through the interpreter (then use the lane arrays).
    MemorySegment registers();

    /// The byte offset in [#registers] of input channel `k` (`register * 4 + channel`), or -1
    /// when the compiled code does not keep it there (not read, or read as integer words).
    long inputAt(int k);

    /// The byte offset in [#registers] of output channel `k`, or -1 when it is not there.
    long outputAt(int k);

    /// Says that the caller has written input channel `k`'s lanes at [#inputAt] for the next run,
    /// whose lane array is not to be read.
    void supplyInput(int k);

    /// Asks the next run to leave output channel `k` at [#outputAt] without writing its lane array.
    void keepOutput(int k);
}
