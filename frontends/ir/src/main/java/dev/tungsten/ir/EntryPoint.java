package dev.tungsten.ir;

import java.util.List;

/// A shader stage entry point: `function` (in [Module#functions]) called by the pipeline.
/// `workgroupSize` holds three expressions of [Module#globalExpressions] for compute (literals or
/// override expressions) and is empty otherwise. `earlyDepthTest` is naga's
/// `@early_depth_test` (`null` when absent).
public record EntryPoint(String name, ShaderStage stage, Handle<Function> function,
                         List<Handle<Expression>> workgroupSize, EarlyDepthTest earlyDepthTest) {
    public EntryPoint {
        workgroupSize = List.copyOf(workgroupSize);
    }

    /// naga's `@early_depth_test` / `@early_depth_test(conservative)`.
    public enum EarlyDepthTest { FORCE, GREATER_EQUAL, LESS_EQUAL, UNCHANGED }
}
