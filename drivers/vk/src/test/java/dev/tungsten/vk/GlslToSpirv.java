package dev.tungsten.vk;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

import static org.lwjgl.util.shaderc.Shaderc.*;

/// GLSL to SPIR-V in process with LWJGL's shaderc (glslang inside), for Vulkan 1.3: the vertex
/// shader of [VkQuadRunner] and the hand-written shaders that test the runners.
public final class GlslToSpirv {
    /// Shader stages, as shaderc's `shaderc_shader_kind`.
    public enum Stage {
        VERTEX(shaderc_vertex_shader), FRAGMENT(shaderc_fragment_shader), COMPUTE(shaderc_compute_shader);

        final int kind;

        Stage(int kind) {
            this.kind = kind;
        }
    }

    private GlslToSpirv() {}

    /// The SPIR-V words of `source`.
    /// @throws VkException of kind INVALID_SPIRV with glslang's log when the source does not compile
    public static int[] compile(String source, Stage stage, String name) {
        long compiler = shaderc_compiler_initialize();
        long options = shaderc_compile_options_initialize();
        try {
            shaderc_compile_options_set_target_env(options, shaderc_target_env_vulkan, shaderc_env_version_vulkan_1_3);
            long result = shaderc_compile_into_spv(compiler, source, stage.kind, name, "main", options);
            try {
                if (shaderc_result_get_compilation_status(result) != shaderc_compilation_status_success) {
                    throw new VkException(VkException.Kind.INVALID_SPIRV, "GlslToSpirv.compile",
                            name + " does not compile:\n" + shaderc_result_get_error_message(result) + "\n" + source);
                }
                ByteBuffer bytes = shaderc_result_get_bytes(result).order(ByteOrder.LITTLE_ENDIAN);
                int[] words = new int[bytes.remaining() / 4];
                bytes.asIntBuffer().get(words);
                return words;
            } finally {
                shaderc_result_release(result);
            }
        } finally {
            shaderc_compile_options_release(options);
            shaderc_compiler_release(compiler);
        }
    }
}
