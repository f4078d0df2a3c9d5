package dev.tungsten.vk;

import org.lwjgl.system.MemoryStack;
import org.lwjgl.vulkan.VkSamplerCreateInfo;

import dev.tungsten.pipe.BlendState;
import dev.tungsten.pipe.ColorValue;
import dev.tungsten.pipe.CompareFunc;
import dev.tungsten.pipe.DepthStencilAlphaState;
import dev.tungsten.pipe.SamplerState;
import dev.tungsten.tgsi.PrimitiveType;

import static org.lwjgl.vulkan.VK10.*;
import static org.lwjgl.vulkan.VK12.VK_SAMPLER_ADDRESS_MODE_MIRROR_CLAMP_TO_EDGE;

/// Pipe state values as Vulkan enumerants, and sampler objects made from sampler states.
final class VkStates {
    private VkStates() {}

    static int compare(CompareFunc f) {
        return switch (f) {
            case NEVER -> VK_COMPARE_OP_NEVER;
            case LESS -> VK_COMPARE_OP_LESS;
            case EQUAL -> VK_COMPARE_OP_EQUAL;
            case LEQUAL -> VK_COMPARE_OP_LESS_OR_EQUAL;
            case GREATER -> VK_COMPARE_OP_GREATER;
            case NOTEQUAL -> VK_COMPARE_OP_NOT_EQUAL;
            case GEQUAL -> VK_COMPARE_OP_GREATER_OR_EQUAL;
            case ALWAYS -> VK_COMPARE_OP_ALWAYS;
        };
    }

    static int stencilOp(DepthStencilAlphaState.StencilOp op) {
        return switch (op) {
            case KEEP -> VK_STENCIL_OP_KEEP;
            case ZERO -> VK_STENCIL_OP_ZERO;
            case REPLACE -> VK_STENCIL_OP_REPLACE;
            case INCR -> VK_STENCIL_OP_INCREMENT_AND_CLAMP;
            case DECR -> VK_STENCIL_OP_DECREMENT_AND_CLAMP;
            case INCR_WRAP -> VK_STENCIL_OP_INCREMENT_AND_WRAP;
            case DECR_WRAP -> VK_STENCIL_OP_DECREMENT_AND_WRAP;
            case INVERT -> VK_STENCIL_OP_INVERT;
        };
    }

    static int blendOp(BlendState.Func f) {
        return switch (f) {
            case ADD -> VK_BLEND_OP_ADD;
            case SUBTRACT -> VK_BLEND_OP_SUBTRACT;
            case REVERSE_SUBTRACT -> VK_BLEND_OP_REVERSE_SUBTRACT;
            case MIN -> VK_BLEND_OP_MIN;
            case MAX -> VK_BLEND_OP_MAX;
        };
    }

    static int factor(BlendState.Factor f) {
        return switch (f) {
            case ONE -> VK_BLEND_FACTOR_ONE;
            case SRC_COLOR -> VK_BLEND_FACTOR_SRC_COLOR;
            case SRC_ALPHA -> VK_BLEND_FACTOR_SRC_ALPHA;
            case DST_ALPHA -> VK_BLEND_FACTOR_DST_ALPHA;
            case DST_COLOR -> VK_BLEND_FACTOR_DST_COLOR;
            case SRC_ALPHA_SATURATE -> VK_BLEND_FACTOR_SRC_ALPHA_SATURATE;
            case CONST_COLOR -> VK_BLEND_FACTOR_CONSTANT_COLOR;
            case CONST_ALPHA -> VK_BLEND_FACTOR_CONSTANT_ALPHA;
            case SRC1_COLOR -> VK_BLEND_FACTOR_SRC1_COLOR;
            case SRC1_ALPHA -> VK_BLEND_FACTOR_SRC1_ALPHA;
            case ZERO -> VK_BLEND_FACTOR_ZERO;
            case INV_SRC_COLOR -> VK_BLEND_FACTOR_ONE_MINUS_SRC_COLOR;
            case INV_SRC_ALPHA -> VK_BLEND_FACTOR_ONE_MINUS_SRC_ALPHA;
            case INV_DST_ALPHA -> VK_BLEND_FACTOR_ONE_MINUS_DST_ALPHA;
            case INV_DST_COLOR -> VK_BLEND_FACTOR_ONE_MINUS_DST_COLOR;
            case INV_CONST_COLOR -> VK_BLEND_FACTOR_ONE_MINUS_CONSTANT_COLOR;
            case INV_CONST_ALPHA -> VK_BLEND_FACTOR_ONE_MINUS_CONSTANT_ALPHA;
            case INV_SRC1_COLOR -> VK_BLEND_FACTOR_ONE_MINUS_SRC1_COLOR;
            case INV_SRC1_ALPHA -> VK_BLEND_FACTOR_ONE_MINUS_SRC1_ALPHA;
        };
    }

    static int logicOp(BlendState.LogicOp op) {
        return switch (op) {
            case CLEAR -> VK_LOGIC_OP_CLEAR;
            case NOR -> VK_LOGIC_OP_NOR;
            case AND_INVERTED -> VK_LOGIC_OP_AND_INVERTED;
            case COPY_INVERTED -> VK_LOGIC_OP_COPY_INVERTED;
            case AND_REVERSE -> VK_LOGIC_OP_AND_REVERSE;
            case INVERT -> VK_LOGIC_OP_INVERT;
            case XOR -> VK_LOGIC_OP_XOR;
            case NAND -> VK_LOGIC_OP_NAND;
            case AND -> VK_LOGIC_OP_AND;
            case EQUIV -> VK_LOGIC_OP_EQUIVALENT;
            case NOOP -> VK_LOGIC_OP_NO_OP;
            case OR_INVERTED -> VK_LOGIC_OP_OR_INVERTED;
            case COPY -> VK_LOGIC_OP_COPY;
            case OR_REVERSE -> VK_LOGIC_OP_OR_REVERSE;
            case OR -> VK_LOGIC_OP_OR;
            case SET -> VK_LOGIC_OP_SET;
        };
    }

    /// The Vulkan topology a pipe primitive is drawn with; quads, quad strips, polygons and line
    /// loops, which Vulkan lacks, are drawn as triangle lists or line strips of generated indices.
    static int topology(PrimitiveType p) {
        return switch (p) {
            case POINTS -> VK_PRIMITIVE_TOPOLOGY_POINT_LIST;
            case LINES -> VK_PRIMITIVE_TOPOLOGY_LINE_LIST;
            case LINE_STRIP, LINE_LOOP -> VK_PRIMITIVE_TOPOLOGY_LINE_STRIP;
            case TRIANGLES, QUADS, QUAD_STRIP, POLYGON -> VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST;
            case TRIANGLE_STRIP -> VK_PRIMITIVE_TOPOLOGY_TRIANGLE_STRIP;
            case TRIANGLE_FAN -> VK_PRIMITIVE_TOPOLOGY_TRIANGLE_FAN;
            case LINES_ADJACENCY -> VK_PRIMITIVE_TOPOLOGY_LINE_LIST_WITH_ADJACENCY;
            case LINE_STRIP_ADJACENCY -> VK_PRIMITIVE_TOPOLOGY_LINE_STRIP_WITH_ADJACENCY;
            case TRIANGLES_ADJACENCY -> VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST_WITH_ADJACENCY;
            case TRIANGLE_STRIP_ADJACENCY -> VK_PRIMITIVE_TOPOLOGY_TRIANGLE_STRIP_WITH_ADJACENCY;
            case PATCHES -> VK_PRIMITIVE_TOPOLOGY_PATCH_LIST;
        };
    }

    private static int wrap(SamplerState.Wrap w, boolean mirrorClamp) {
        return switch (w) {
            case REPEAT -> VK_SAMPLER_ADDRESS_MODE_REPEAT;
            case CLAMP, CLAMP_TO_EDGE -> VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE;
            case CLAMP_TO_BORDER -> VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_BORDER;
            case MIRROR_REPEAT -> VK_SAMPLER_ADDRESS_MODE_MIRRORED_REPEAT;
            case MIRROR_CLAMP, MIRROR_CLAMP_TO_EDGE, MIRROR_CLAMP_TO_BORDER ->
                    mirrorClamp ? VK_SAMPLER_ADDRESS_MODE_MIRROR_CLAMP_TO_EDGE : VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE;
        };
    }

    /// A sampler for `s`. CLAMP (GL 1's clamp half way to the border) and the mirrored clamps to
    /// the border have no Vulkan mode and use the closest edge clamp, as the OpenGL driver does.
    /// Without mipmap filtering the pipe samples level 0 only: nearest mip selection with LOD
    /// clamped to [0, 0.25] keeps level 0 while still telling minification from magnification
    /// (zink's approach). Without `VK_EXT_custom_border_color` the border is the nearest of
    /// Vulkan's three fixed colours.
    static long createSampler(VulkanDevice device, SamplerState s) {
        VkCaps caps = device.caps();
        boolean mirrorClamp = caps.has(VkFeature.samplerMirrorClampToEdge);
        try (MemoryStack stack = MemoryStack.stackPush()) {
            boolean mip = s.minMipFilter() != SamplerState.MipFilter.NONE;
            float maxBias = caps.limits().maxSamplerLodBias();
            VkSamplerCreateInfo info = VkSamplerCreateInfo.calloc(stack).sType$Default()
                    .magFilter(s.magImgFilter() == SamplerState.Filter.LINEAR ? VK_FILTER_LINEAR : VK_FILTER_NEAREST)
                    .minFilter(s.minImgFilter() == SamplerState.Filter.LINEAR ? VK_FILTER_LINEAR : VK_FILTER_NEAREST)
                    .mipmapMode(s.minMipFilter() == SamplerState.MipFilter.LINEAR ? VK_SAMPLER_MIPMAP_MODE_LINEAR : VK_SAMPLER_MIPMAP_MODE_NEAREST)
                    .addressModeU(wrap(s.wrapS(), mirrorClamp)).addressModeV(wrap(s.wrapT(), mirrorClamp))
                    .addressModeW(wrap(s.wrapR(), mirrorClamp))
                    .mipLodBias(Math.max(-maxBias, Math.min(maxBias, s.lodBias())))
                    .compareEnable(s.compareMode()).compareOp(compare(s.compareFunc()))
                    .minLod(mip ? Math.max(0, s.minLod()) : 0).maxLod(mip ? Math.max(Math.max(0, s.minLod()), s.maxLod()) : 0.25f)
                    .borderColor(border(s.borderColor())).unnormalizedCoordinates(false);
            var lp = stack.mallocLong(1);
            device.check(vkCreateSampler(device.handle(), info, null, lp), "vkCreateSampler");
            return lp.get(0);
        }
    }

    /// The fixed border colour nearest to `c` read as floats.
    private static int border(ColorValue c) {
        float[] f = c.floats();
        float rgb = (f[0] + f[1] + f[2]) / 3;
        if (f[3] < 0.5f) {
            return VK_BORDER_COLOR_FLOAT_TRANSPARENT_BLACK;
        }
        return rgb < 0.5f ? VK_BORDER_COLOR_FLOAT_OPAQUE_BLACK : VK_BORDER_COLOR_FLOAT_OPAQUE_WHITE;
    }
}
