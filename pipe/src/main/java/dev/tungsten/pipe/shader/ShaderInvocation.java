package dev.tungsten.pipe.shader;

/// Runs one [ShaderProgram] on blocks of lanes. Not thread-safe: one per thread; it keeps its
/// registers between runs, so a run allocates nothing.
public interface ShaderInvocation {
    /// The lanes this invocation reads and writes (the same object for every run).
    ShaderLanes lanes();

    /// Runs the shader on lanes `0 .. lanes().count - 1`: reads `inputs` and `systemValues`,
    /// writes `outputs` and `killMask`, performs side effects only for lanes in `liveMask`.
    /// @return true when the run stopped at a BARRIER that suspends (see
    ///         [ShaderResources#barrier]); continue it with [#resume] once every block of the work
    ///         group has got there
    /// @throws dev.tungsten.tgsi.TgsiException on a runtime fault (an endless loop is cut off
    ///         with this error; out-of-range accesses are defined, not faults)
    boolean run(ShaderResources resources);

    /// Continues a run suspended at a barrier; the same return value as [#run].
    boolean resume();
}
