package dev.tungsten.vk;

import java.util.EnumMap;
import java.util.Map;

import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.vk.spirv.ScalarKind;

import static org.lwjgl.vulkan.VK10.*;

/// How each pipe format lives in Vulkan: the `VkFormat` whose memory layout is exactly the pipe
/// format's (`Formats.codec` in `pipe`), so that transfers copy bytes and never convert, the
/// component mapping that emulates formats Vulkan lacks (luminance, alpha, intensity, padding
/// channels), and for depth/stencil formats how the pipe's packed texel splits into the aspects
/// Vulkan copies separately.
///
/// Plain formats (one size and type for every channel, `R8G8B8A8_UNORM`-style names) are found by
/// arithmetic on Vulkan's format numbers, which run in a fixed order per channel layout; the
/// packed, emulated and depth formats are listed one by one.
final class VkFormats {
    /// One format's Vulkan description.
    /// @param vk          the `VkFormat`
    /// @param bytes       bytes per texel in the pipe's layout
    /// @param kind        what shaders read and write
    /// @param depth       has a depth aspect
    /// @param stencil     has a stencil aspect
    /// @param swizzle     the `VkComponentSwizzle` per channel of sampler views, or null for the identity
    /// @param depthBytes  bytes a depth-aspect copy gives per texel (0 without depth)
    /// @param stencilByte offset of the stencil byte in the pipe texel (-1 without stencil)
    record VkFormat(PipeFormat pipe, int vk, int bytes, ScalarKind kind, boolean depth, boolean stencil, int[] swizzle,
                    int depthBytes, int stencilByte) {
        int aspects() {
            if (depth || stencil) {
                return (depth ? VK_IMAGE_ASPECT_DEPTH_BIT : 0) | (stencil ? VK_IMAGE_ASPECT_STENCIL_BIT : 0);
            }
            return VK_IMAGE_ASPECT_COLOR_BIT;
        }

        boolean integer() {
            return kind != ScalarKind.FLOAT;
        }
    }

    private static final int R = VK_COMPONENT_SWIZZLE_R, G = VK_COMPONENT_SWIZZLE_G, ZERO = VK_COMPONENT_SWIZZLE_ZERO,
            ONE = VK_COMPONENT_SWIZZLE_ONE, B = VK_COMPONENT_SWIZZLE_B;
    private static final int[] LUMINANCE = {R, R, R, ONE};
    private static final int[] ALPHA = {ZERO, ZERO, ZERO, R};
    private static final int[] INTENSITY = {R, R, R, R};
    private static final int[] LUMINANCE_ALPHA = {R, R, R, G};
    private static final int[] OPAQUE = {R, G, B, ONE};
    private static final Map<PipeFormat, VkFormat> TABLE = new EnumMap<>(PipeFormat.class);

    static {
        for (PipeFormat f : PipeFormat.values()) {
            VkFormat v = derive(f);
            if (v != null) {
                TABLE.put(f, v);
            }
        }
    }

    private VkFormats() {}

    /// The Vulkan description of `f`, or null when the driver has none.
    static VkFormat of(PipeFormat f) {
        return TABLE.get(f);
    }

    static Iterable<VkFormat> all() {
        return TABLE.values();
    }

    private static VkFormat derive(PipeFormat f) {
        return switch (f) {
            case R10G10B10A2_UNORM -> packed(f, VK_FORMAT_A2B10G10R10_UNORM_PACK32, 4, ScalarKind.FLOAT);
            case R10G10B10A2_SNORM -> packed(f, VK_FORMAT_A2B10G10R10_SNORM_PACK32, 4, ScalarKind.FLOAT);
            case R10G10B10A2_USCALED -> packed(f, VK_FORMAT_A2B10G10R10_USCALED_PACK32, 4, ScalarKind.FLOAT);
            case R10G10B10A2_SSCALED -> packed(f, VK_FORMAT_A2B10G10R10_SSCALED_PACK32, 4, ScalarKind.FLOAT);
            case R10G10B10A2_UINT -> packed(f, VK_FORMAT_A2B10G10R10_UINT_PACK32, 4, ScalarKind.UINT);
            case R10G10B10A2_SINT -> packed(f, VK_FORMAT_A2B10G10R10_SINT_PACK32, 4, ScalarKind.INT);
            case B10G10R10A2_UNORM -> packed(f, VK_FORMAT_A2R10G10B10_UNORM_PACK32, 4, ScalarKind.FLOAT);
            case B10G10R10A2_UINT -> packed(f, VK_FORMAT_A2R10G10B10_UINT_PACK32, 4, ScalarKind.UINT);
            case R11G11B10_FLOAT -> packed(f, VK_FORMAT_B10G11R11_UFLOAT_PACK32, 4, ScalarKind.FLOAT);
            case R9G9B9E5_FLOAT -> packed(f, VK_FORMAT_E5B9G9R9_UFLOAT_PACK32, 4, ScalarKind.FLOAT);
            // The pipe's packed formats name channels from the least significant bit, Vulkan's from the most.
            case B5G6R5_UNORM -> packed(f, VK_FORMAT_R5G6B5_UNORM_PACK16, 2, ScalarKind.FLOAT);
            case R5G6B5_UNORM -> packed(f, VK_FORMAT_B5G6R5_UNORM_PACK16, 2, ScalarKind.FLOAT);
            case B5G5R5A1_UNORM -> packed(f, VK_FORMAT_A1R5G5B5_UNORM_PACK16, 2, ScalarKind.FLOAT);
            case L8_UNORM -> swizzled(f, VK_FORMAT_R8_UNORM, 1, LUMINANCE);
            case A8_UNORM -> swizzled(f, VK_FORMAT_R8_UNORM, 1, ALPHA);
            case I8_UNORM -> swizzled(f, VK_FORMAT_R8_UNORM, 1, INTENSITY);
            case L8A8_UNORM -> swizzled(f, VK_FORMAT_R8G8_UNORM, 2, LUMINANCE_ALPHA);
            case L16_UNORM -> swizzled(f, VK_FORMAT_R16_UNORM, 2, LUMINANCE);
            case B8G8R8X8_UNORM -> swizzled(f, VK_FORMAT_B8G8R8A8_UNORM, 4, OPAQUE);
            case R8G8B8X8_UNORM -> swizzled(f, VK_FORMAT_R8G8B8A8_UNORM, 4, OPAQUE);
            case B8G8R8X8_SRGB -> swizzled(f, VK_FORMAT_B8G8R8A8_SRGB, 4, OPAQUE);
            case R8G8B8X8_SRGB -> swizzled(f, VK_FORMAT_R8G8B8A8_SRGB, 4, OPAQUE);
            case Z16_UNORM -> depth(f, VK_FORMAT_D16_UNORM, 2, 2, -1);
            case Z32_FLOAT -> depth(f, VK_FORMAT_D32_SFLOAT, 4, 4, -1);
            case Z24X8_UNORM -> depth(f, VK_FORMAT_X8_D24_UNORM_PACK32, 4, 4, -1);
            case Z24_UNORM_S8_UINT -> depth(f, VK_FORMAT_D24_UNORM_S8_UINT, 4, 4, 3);
            case Z32_FLOAT_S8X24_UINT -> depth(f, VK_FORMAT_D32_SFLOAT_S8_UINT, 8, 4, 4);
            case S8_UINT -> depth(f, VK_FORMAT_S8_UINT, 1, 0, 0);
            default -> plain(f);
        };
    }

    private static VkFormat packed(PipeFormat f, int vk, int bytes, ScalarKind kind) {
        return new VkFormat(f, vk, bytes, kind, false, false, null, 0, -1);
    }

    private static VkFormat swizzled(PipeFormat f, int vk, int bytes, int[] swizzle) {
        return new VkFormat(f, vk, bytes, ScalarKind.FLOAT, false, false, swizzle, 0, -1);
    }

    private static VkFormat depth(PipeFormat f, int vk, int bytes, int depthBytes, int stencilByte) {
        return new VkFormat(f, vk, bytes, ScalarKind.FLOAT, depthBytes > 0, stencilByte >= 0, null, depthBytes, stencilByte);
    }

    /// Formats whose channels all have one size and one type; Vulkan numbers them in runs per
    /// channel layout (`R8_UNORM, R8_SNORM, R8_USCALED, R8_SSCALED, R8_UINT, R8_SINT, R8_SRGB`, ...).
    private static VkFormat plain(PipeFormat f) {
        String name = f.name();
        int cut = name.lastIndexOf('_');
        if (cut < 0) {
            return null;
        }
        String channels = name.substring(0, cut);
        String type = name.substring(cut + 1);
        StringBuilder letters = new StringBuilder();
        int bits = -1;
        for (int i = 0; i < channels.length(); ) {
            char c = channels.charAt(i++);
            int start = i;
            while (i < channels.length() && Character.isDigit(channels.charAt(i))) {
                i++;
            }
            if (start == i || "RGBA".indexOf(c) < 0) {
                return null;
            }
            int b = Integer.parseInt(channels.substring(start, i));
            if (bits >= 0 && b != bits) {
                return null;
            }
            bits = b;
            letters.append(c);
        }
        String order = letters.toString();
        int n = order.length();
        int vk = switch (bits) {
            case 8 -> {
                int t = indexOf(type, "UNORM", "SNORM", "USCALED", "SSCALED", "UINT", "SINT", "SRGB");
                int base = switch (order) {
                    case "R" -> VK_FORMAT_R8_UNORM;
                    case "RG" -> VK_FORMAT_R8G8_UNORM;
                    case "RGB" -> VK_FORMAT_R8G8B8_UNORM;
                    case "BGR" -> VK_FORMAT_B8G8R8_UNORM;
                    case "RGBA" -> VK_FORMAT_R8G8B8A8_UNORM;
                    case "BGRA" -> VK_FORMAT_B8G8R8A8_UNORM;
                    default -> -1;
                };
                yield t < 0 || base < 0 ? -1 : base + t;
            }
            case 16 -> {
                int t = indexOf(type, "UNORM", "SNORM", "USCALED", "SSCALED", "UINT", "SINT", "FLOAT");
                int base = switch (order) {
                    case "R" -> VK_FORMAT_R16_UNORM;
                    case "RG" -> VK_FORMAT_R16G16_UNORM;
                    case "RGB" -> VK_FORMAT_R16G16B16_UNORM;
                    case "RGBA" -> VK_FORMAT_R16G16B16A16_UNORM;
                    default -> -1;
                };
                yield t < 0 || base < 0 ? -1 : base + t;
            }
            case 32 -> {
                int t = indexOf(type, "UINT", "SINT", "FLOAT");
                int base = switch (order) {
                    case "R" -> VK_FORMAT_R32_UINT;
                    case "RG" -> VK_FORMAT_R32G32_UINT;
                    case "RGB" -> VK_FORMAT_R32G32B32_UINT;
                    case "RGBA" -> VK_FORMAT_R32G32B32A32_UINT;
                    default -> -1;
                };
                yield t < 0 || base < 0 ? -1 : base + t;
            }
            default -> -1;
        };
        if (vk < 0) {
            return null;
        }
        ScalarKind kind = type.equals("UINT") ? ScalarKind.UINT : type.equals("SINT") ? ScalarKind.INT : ScalarKind.FLOAT;
        return new VkFormat(f, vk, n * bits / 8, kind, false, false, null, 0, -1);
    }

    private static int indexOf(String s, String... options) {
        for (int i = 0; i < options.length; i++) {
            if (options[i].equals(s)) {
                return i;
            }
        }
        return -1;
    }
}
