package dev.tungsten.wgsl;

import java.util.Map;
import java.util.Set;

/// The names `enable` and `requires` directives may use (§4.1.1, §4.1.2), sorted by what this
/// implementation does with them. An extension is accepted when its feature lowers to TGSI;
/// one that names a feature TGSI has no way to express (ray tracing, cooperative matrices,
/// per-pixel storage planes, bindless tables) is refused at the directive, with the feature
/// named, so a shader fails where the reason is and not at its first use of the feature. A name
/// neither table knows is an unknown name, as the spec asks.
final class Extensions {
    private Extensions() {}

    /// Enable-extensions that lower to TGSI: the standard five (§4.1.1), Tint's name for push
    /// constants (a constant buffer, as `var<push_constant>` already is without the directive),
    /// and Tint's framebuffer fetch (`@color(N)` inputs, TGSI `FBFETCH`).
    static final Set<String> ENABLES = Set.of("f16", "clip_distances", "dual_source_blending", "subgroups",
            "primitive_index", "chromium_experimental_push_constant", "chromium_experimental_framebuffer_fetch");

    /// Enable-extensions that naga or Tint define and TGSI cannot express, with the feature each
    /// names in the error.
    static final Map<String, String> WITHOUT_TGSI_MEANING = Map.ofEntries(
            Map.entry("wgpu_ray_query", "ray queries"),
            Map.entry("wgpu_ray_query_vertex_return", "ray query vertex positions"),
            Map.entry("wgpu_mesh_shader", "mesh shaders"),
            Map.entry("chromium_experimental_subgroup_matrix", "subgroup matrices"),
            Map.entry("chromium_experimental_pixel_local", "pixel-local storage"),
            Map.entry("chromium_experimental_dynamic_binding", "resource tables (dynamic binding)"),
            Map.entry("chromium_experimental_barycentric_coord", "barycentric coordinates"),
            Map.entry("chromium_internal_input_attachments", "input attachments"),
            Map.entry("chromium_internal_graphite", "Graphite's internal texel formats"));

    /// Language features (`requires`, §4.1.2) whose constructs this front end accepts. Two gate a
    /// construct: [#TEXEL_BUFFERS] (`texel_buffer`, decision 0030) and Tint's draft
    /// `fragment_depth` (`@builtin(frag_depth, any|greater|less)`, TGSI `FS_DEPTH_LAYOUT`); the
    /// others name what the front end accepts in any case.
    static final Set<String> LANGUAGE_FEATURES = Set.of("readonly_and_readwrite_storage_textures",
            "packed_4x8_integer_dot_product", "unrestricted_pointer_parameters", "pointer_composite_access",
            "uniform_buffer_standard_layout", "subgroup_id", "texture_and_sampler_let", "subgroup_uniformity",
            "sized_binding_array", "texel_buffers", "fragment_depth");

    /// The language feature of `texel_buffer<format, access>` (Tint's name; the gpuweb proposal
    /// "Texel Buffers").
    static final String TEXEL_BUFFERS = "texel_buffers";
}
