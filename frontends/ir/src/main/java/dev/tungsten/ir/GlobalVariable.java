package dev.tungsten.ir;

/// A module-scope variable. `binding` is set exactly for resources (uniform and storage buffers,
/// textures, samplers); `init` (in [Module#globalExpressions]) only for `private` variables.
public record GlobalVariable(String name, AddressSpace space, StorageAccess access, ResourceBinding binding,
                             Handle<Type> type, Handle<Expression> init) {

    /// `@group(group) @binding(binding)`.
    public record ResourceBinding(int group, int binding) {}
}
