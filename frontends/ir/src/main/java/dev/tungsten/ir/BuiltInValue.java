package dev.tungsten.ir;

/// Built-in input and output values (WGSL §13.3.1.1), plus naga's extensions used by its
/// tests (`view_index`, `primitive_index` is core, `point_size`, subgroup values).
public enum BuiltInValue {
    VERTEX_INDEX("vertex_index"),
    INSTANCE_INDEX("instance_index"),
    POSITION("position"),
    FRONT_FACING("front_facing"),
    FRAG_DEPTH("frag_depth"),
    SAMPLE_INDEX("sample_index"),
    SAMPLE_MASK("sample_mask"),
    LOCAL_INVOCATION_ID("local_invocation_id"),
    LOCAL_INVOCATION_INDEX("local_invocation_index"),
    GLOBAL_INVOCATION_ID("global_invocation_id"),
    WORKGROUP_ID("workgroup_id"),
    NUM_WORKGROUPS("num_workgroups"),
    CLIP_DISTANCES("clip_distances"),
    PRIMITIVE_INDEX("primitive_index"),
    VIEW_INDEX("view_index"),
    POINT_SIZE("point_size"),
    SUBGROUP_SIZE("subgroup_size"),
    SUBGROUP_INVOCATION_ID("subgroup_invocation_id"),
    NUM_SUBGROUPS("num_subgroups"),
    SUBGROUP_ID("subgroup_id");

    private final String text;

    BuiltInValue(String text) {
        this.text = text;
    }

    public String text() {
        return text;
    }

    public static BuiltInValue fromText(String text) {
        for (BuiltInValue b : values()) {
            if (b.text.equals(text)) {
                return b;
            }
        }
        return null;
    }
}
