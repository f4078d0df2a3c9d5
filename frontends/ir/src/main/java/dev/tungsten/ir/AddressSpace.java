package dev.tungsten.ir;

/// Where a variable lives (WGSL §7.3). [#HANDLE] holds opaque resources (textures, samplers):
/// a global in it evaluates to the resource itself, not to a pointer. [#PUSH_CONSTANT] is
/// naga's extension for small per-draw constants.
public enum AddressSpace {
    FUNCTION("function"),
    PRIVATE("private"),
    WORKGROUP("workgroup"),
    UNIFORM("uniform"),
    STORAGE("storage"),
    HANDLE("handle"),
    PUSH_CONSTANT("push_constant");

    private final String text;

    AddressSpace(String text) {
        this.text = text;
    }

    public String text() {
        return text;
    }

    /// Whether the space is host-shareable memory bound by the pipeline.
    public boolean isBuffer() {
        return this == UNIFORM || this == STORAGE || this == PUSH_CONSTANT;
    }

    /// The access mode a variable in this space has when none is written (§7.3).
    public StorageAccess defaultAccess() {
        return switch (this) {
            case UNIFORM, STORAGE, PUSH_CONSTANT, HANDLE -> StorageAccess.READ;
            default -> StorageAccess.READ_WRITE;
        };
    }
}
