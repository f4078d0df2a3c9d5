package dev.tungsten.pipe.shader;

/// Runs one [ShaderProgram] on blocks of lanes. Not thread-safe: one per thread; it keeps its
/// scratch registers between runs, so a run allocates nothing.
public interface ShaderInvocation {
    /// Runs the shader on lanes `0 .. lanes.count - 1`: reads `inputs` and `systemValues`, writes
    /// `outputs` and `killed` (cleared first), performs side effects only for `live` lanes.
    /// @throws dev.tungsten.tgsi.TgsiException on a runtime fault (out-of-range indirect access
    ///         is defined, not a fault; an endless loop is cut off with this error)
    void run(ShaderLanes lanes, ShaderResources resources);
}
