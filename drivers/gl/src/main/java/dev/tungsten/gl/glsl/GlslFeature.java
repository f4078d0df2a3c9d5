package dev.tungsten.gl.glsl;

/// A GLSL feature beyond GLSL 3.30 that a translated shader may need: the version that made it
/// core and the extension that offers it to older versions (null when there is none).
///
/// The translator records every feature a shader uses. For a feature that is not core in the
/// target [GlslVersion] it writes `#extension NAME : require` when [GlslOptions#extensions] lists
/// the extension, and otherwise refuses the shader with a [GlslUnsupportedException] naming the
/// feature and the instruction that needed it.
public enum GlslFeature {
    /// `layout(binding = n)` on uniform blocks, samplers, images and buffers.
    BINDING_LAYOUT(420, "GL_ARB_shading_language_420pack"),
    /// Bit-field ops, `findLSB`/`findMSB`, `umulExtended`, `precise`, `textureGather`, `interpolateAt*`.
    GPU_SHADER5(400, "GL_ARB_gpu_shader5"),
    /// `packUnorm4x8` and friends.
    PACKING(420, "GL_ARB_shading_language_packing"),
    /// `double`, `dvec2`, `packDouble2x32`.
    FP64(400, "GL_ARB_gpu_shader_fp64"),
    /// `uint64_t`, `packUint2x32`.
    INT64(0, "GL_ARB_gpu_shader_int64"),
    /// Cube-map array samplers.
    CUBE_MAP_ARRAY(400, "GL_ARB_texture_cube_map_array"),
    /// `textureQueryLevels`.
    TEXTURE_QUERY_LEVELS(430, "GL_ARB_texture_query_levels"),
    /// `textureQueryLod`.
    TEXTURE_QUERY_LOD(400, "GL_ARB_texture_query_lod"),
    /// `textureGather`.
    TEXTURE_GATHER(400, "GL_ARB_texture_gather"),
    /// `textureSamples`.
    TEXTURE_SAMPLES(450, "GL_ARB_shader_texture_image_samples"),
    /// `textureLod`/`textureOffset` on array and cube shadow samplers.
    SHADOW_LOD(0, "GL_EXT_texture_shadow_lod"),
    /// `image*` types, `imageLoad`/`imageStore`/`imageAtomic*`, `memoryBarrier*`.
    IMAGES(420, "GL_ARB_shader_image_load_store"),
    /// `imageSize`.
    IMAGE_SIZE(430, "GL_ARB_shader_image_size"),
    /// `buffer` blocks and `atomic*` on their members.
    STORAGE_BUFFERS(430, "GL_ARB_shader_storage_buffer_object"),
    /// Compute shaders, `shared` memory, `barrier`.
    COMPUTE(430, "GL_ARB_compute_shader"),
    /// `atomic_uint` counters.
    ATOMIC_COUNTERS(420, "GL_ARB_shader_atomic_counters"),
    /// `atomicCounterAdd` and the other counter operations beyond increment/decrement.
    ATOMIC_COUNTER_OPS(460, "GL_ARB_shader_atomic_counter_ops"),
    /// `atomicAdd` on floats.
    ATOMIC_FLOAT(0, "GL_NV_shader_atomic_float"),
    /// The `atomic*` functions on `uint64_t`/`int64_t` buffer and shared variables (TGSI's 64-bit
    /// atomic form); the translator refuses that form, naming this extension where it is missing.
    ATOMIC_INT64(0, "GL_NV_shader_atomic_int64"),
    /// `dFdxFine`, `dFdxCoarse`.
    DERIVATIVE_CONTROL(450, "GL_ARB_derivative_control"),
    /// `gl_SampleID`, `gl_SamplePosition`, `sample` interpolation.
    SAMPLE_SHADING(400, "GL_ARB_sample_shading"),
    /// `gl_HelperInvocation`.
    HELPER_INVOCATION(450, null),
    /// `gl_FragStencilRefARB`.
    STENCIL_EXPORT(0, "GL_ARB_shader_stencil_export"),
    /// `gl_BaseVertexARB`, `gl_BaseInstanceARB`, `gl_DrawIDARB`.
    DRAW_PARAMETERS(460, "GL_ARB_shader_draw_parameters"),
    /// `gl_Layer` and `gl_ViewportIndex` written by a vertex shader.
    VIEWPORT_LAYER_ARRAY(0, "GL_ARB_shader_viewport_layer_array"),
    /// `gl_Layer` and `gl_ViewportIndex` read by a fragment shader.
    FRAGMENT_LAYER_VIEWPORT(430, "GL_ARB_fragment_layer_viewport"),
    /// `gl_ViewportIndex` in a geometry shader.
    VIEWPORT_ARRAY(410, "GL_ARB_viewport_array"),
    /// `gl_CullDistance`.
    CULL_DISTANCE(450, "GL_ARB_cull_distance"),
    /// `anyInvocationARB` and friends.
    GROUP_VOTE(0, "GL_ARB_shader_group_vote"),
    /// `ballotARB`, `readInvocationARB`, `readFirstInvocationARB`, `gl_SubGroup*ARB`.
    BALLOT(0, "GL_ARB_shader_ballot"),
    /// `clock2x32ARB`.
    CLOCK(0, "GL_ARB_shader_clock"),
    /// `inout` colour outputs read as the framebuffer's current value.
    FRAMEBUFFER_FETCH(0, "GL_EXT_shader_framebuffer_fetch"),
    /// `demote`.
    DEMOTE(0, "GL_EXT_demote_to_helper_invocation"),
    /// `layout(invocations = n)` on geometry shader inputs.
    GS_INVOCATIONS(400, "GL_ARB_gpu_shader5"),
    /// `layout(early_fragment_tests)`.
    EARLY_FRAGMENT_TESTS(420, "GL_ARB_shader_image_load_store"),
    /// `layout(depth_greater)` and friends on `gl_FragDepth`.
    CONSERVATIVE_DEPTH(420, "GL_ARB_conservative_depth"),
    /// `layout(post_depth_coverage)`.
    POST_DEPTH_COVERAGE(0, "GL_ARB_post_depth_coverage");

    private final int coreVersion;
    private final String extension;

    GlslFeature(int coreVersion, String extension) {
        this.coreVersion = coreVersion;
        this.extension = extension;
    }

    /// The GLSL version where the feature is core, or 0 when no version has it.
    public int coreVersion() {
        return coreVersion;
    }

    /// The extension that offers the feature, or null.
    public String extension() {
        return extension;
    }

    /// Whether `version` has the feature without an extension.
    public boolean isCore(GlslVersion version) {
        return coreVersion != 0 && version.number() >= coreVersion;
    }
}
