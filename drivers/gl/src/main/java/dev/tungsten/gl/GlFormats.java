package dev.tungsten.gl;

import java.util.EnumMap;
import java.util.Map;

import dev.tungsten.gl.glsl.ValueKind;
import dev.tungsten.tgsi.PipeFormat;

import static org.lwjgl.opengl.GL33C.*;

/// How each pipe format lives in OpenGL: the texture internal format, the format/type pair that
/// describes its bytes in memory for uploads and read-backs, the texture swizzle that emulates
/// formats OpenGL dropped (luminance, alpha, padding channels), and the vertex attribute layout.
///
/// The pairs are chosen so that OpenGL's client memory layout is exactly the pipe format's layout
/// (`Formats.codec` in `pipe`): uploads and read-backs copy bytes and never convert, except for
/// Z24_UNORM_S8_UINT and Z24X8_UNORM, whose depth sits in the low 24 bits where OpenGL's
/// `UNSIGNED_INT_24_8` puts it in the high ones ([GlFormat#rotateDepth]).
final class GlFormats {
    /// One format's OpenGL description.
    /// @param internal       texture internal format, or 0 when OpenGL has none (vertex-only formats)
    /// @param format         client format for transfers
    /// @param type           client type for transfers
    /// @param bytes          bytes per texel
    /// @param kind           what shaders read and write: float, int or uint
    /// @param renderable     whether it can be a colour or depth/stencil attachment
    /// @param depth          a depth format
    /// @param stencil        has stencil
    /// @param swizzle        the texture swizzle (GL_RED.., GL_ZERO, GL_ONE) or null for the identity
    /// @param rotateDepth    transfers rotate each word by 8 bits (depth in the low 24 bits)
    /// @param attribSize     vertex attribute component count (or GL_BGRA), 0 when not a vertex format
    /// @param attribType     vertex attribute type
    /// @param normalized     vertex attribute normalized
    record GlFormat(PipeFormat pipe, int internal, int format, int type, int bytes, ValueKind kind, boolean renderable,
                    boolean depth, boolean stencil, int[] swizzle, boolean rotateDepth,
                    int attribSize, int attribType, boolean normalized) {
        boolean isTexture() {
            return internal != 0;
        }

        boolean isVertex() {
            return attribSize != 0;
        }

        boolean integer() {
            return kind != ValueKind.FLOAT;
        }
    }

    // The emulation swizzles come before TABLE: its static initializer reads them (declared
    // after it, they were still null then, and L8, A8, L8A8 and the X8 formats sampled raw).
    private static final int[] LUMINANCE = {GL_RED, GL_RED, GL_RED, GL_ONE};
    private static final int[] ALPHA = {GL_ZERO, GL_ZERO, GL_ZERO, GL_RED};
    private static final int[] LUMINANCE_ALPHA = {GL_RED, GL_RED, GL_RED, GL_GREEN};
    private static final int[] OPAQUE = {GL_RED, GL_GREEN, GL_BLUE, GL_ONE};
    private static final Map<PipeFormat, GlFormat> TABLE = new EnumMap<>(PipeFormat.class);

    static {
        for (PipeFormat f : PipeFormat.values()) {
            GlFormat g = derive(f);
            if (g != null) {
                TABLE.put(f, g);
            }
        }
    }

    private GlFormats() {}

    /// The OpenGL description of `f`, or null when the driver does not support it at all.
    static GlFormat of(PipeFormat f) {
        return TABLE.get(f);
    }

    private static GlFormat derive(PipeFormat f) {
        return switch (f) {
            case R10G10B10A2_UNORM -> packed(f, GL_RGB10_A2, GL_RGBA, GL_UNSIGNED_INT_2_10_10_10_REV, 4, 4, true);
            case B10G10R10A2_UNORM -> packed(f, GL_RGB10_A2, GL_BGRA, GL_UNSIGNED_INT_2_10_10_10_REV, 4, GL_BGRA, true);
            case R10G10B10A2_UINT -> new GlFormat(f, GL_RGB10_A2UI, GL_RGBA_INTEGER, GL_UNSIGNED_INT_2_10_10_10_REV, 4,
                    ValueKind.UINT, true, false, false, null, false, 0, 0, false);
            case R10G10B10A2_SNORM -> vertexOnly(f, 4, GL_INT_2_10_10_10_REV, true);
            case R10G10B10A2_USCALED -> vertexOnly(f, 4, GL_UNSIGNED_INT_2_10_10_10_REV, false);
            case R10G10B10A2_SSCALED -> vertexOnly(f, 4, GL_INT_2_10_10_10_REV, false);
            case R11G11B10_FLOAT -> new GlFormat(f, GL_R11F_G11F_B10F, GL_RGB, GL_UNSIGNED_INT_10F_11F_11F_REV, 4,
                    ValueKind.FLOAT, true, false, false, null, false, 0, 0, false);
            case R9G9B9E5_FLOAT -> new GlFormat(f, GL_RGB9_E5, GL_RGB, GL_UNSIGNED_INT_5_9_9_9_REV, 4,
                    ValueKind.FLOAT, false, false, false, null, false, 0, 0, false);
            case B5G6R5_UNORM -> packed(f, 0x8D62 /* GL_RGB565 */, GL_RGB, GL_UNSIGNED_SHORT_5_6_5, 2, 0, false);
            case R5G6B5_UNORM -> packed(f, 0x8D62 /* GL_RGB565 */, GL_RGB, GL_UNSIGNED_SHORT_5_6_5_REV, 2, 0, false);
            case B5G5R5A1_UNORM -> packed(f, GL_RGB5_A1, GL_BGRA, GL_UNSIGNED_SHORT_1_5_5_5_REV, 2, 0, false);
            case B4G4R4A4_UNORM -> packed(f, GL_RGBA4, GL_BGRA, GL_UNSIGNED_SHORT_4_4_4_4_REV, 2, 0, false);
            case L8_UNORM -> swizzled(f, GL_R8, GL_RED, 1, LUMINANCE);
            case A8_UNORM -> swizzled(f, GL_R8, GL_RED, 1, ALPHA);
            case L8A8_UNORM -> swizzled(f, GL_RG8, GL_RG, 2, LUMINANCE_ALPHA);
            case B8G8R8X8_UNORM -> swizzled(f, GL_RGBA8, GL_BGRA, 4, OPAQUE);
            case R8G8B8X8_UNORM -> swizzled(f, GL_RGBA8, GL_RGBA, 4, OPAQUE);
            case B8G8R8X8_SRGB -> swizzled(f, GL_SRGB8_ALPHA8, GL_BGRA, 4, OPAQUE);
            case R8G8B8X8_SRGB -> swizzled(f, GL_SRGB8_ALPHA8, GL_RGBA, 4, OPAQUE);
            case R8G8B8_SRGB -> new GlFormat(f, GL_SRGB8, GL_RGB, GL_UNSIGNED_BYTE, 3, ValueKind.FLOAT, false, false, false,
                    null, false, 0, 0, false);
            case R8G8B8A8_SRGB -> new GlFormat(f, GL_SRGB8_ALPHA8, GL_RGBA, GL_UNSIGNED_BYTE, 4, ValueKind.FLOAT, true,
                    false, false, null, false, 0, 0, false);
            case B8G8R8A8_SRGB -> new GlFormat(f, GL_SRGB8_ALPHA8, GL_BGRA, GL_UNSIGNED_BYTE, 4, ValueKind.FLOAT, true,
                    false, false, null, false, 0, 0, false);
            case Z16_UNORM -> depth(f, GL_DEPTH_COMPONENT16, GL_DEPTH_COMPONENT, GL_UNSIGNED_SHORT, 2, false, false);
            case Z32_UNORM -> depth(f, GL_DEPTH_COMPONENT32, GL_DEPTH_COMPONENT, GL_UNSIGNED_INT, 4, false, false);
            case Z32_FLOAT -> depth(f, GL_DEPTH_COMPONENT32F, GL_DEPTH_COMPONENT, GL_FLOAT, 4, false, false);
            case Z24X8_UNORM -> depth(f, GL_DEPTH24_STENCIL8, GL_DEPTH_STENCIL, GL_UNSIGNED_INT_24_8, 4, false, true);
            case X8Z24_UNORM -> depth(f, GL_DEPTH24_STENCIL8, GL_DEPTH_STENCIL, GL_UNSIGNED_INT_24_8, 4, false, false);
            case Z24_UNORM_S8_UINT -> depth(f, GL_DEPTH24_STENCIL8, GL_DEPTH_STENCIL, GL_UNSIGNED_INT_24_8, 4, true, true);
            case S8_UINT_Z24_UNORM -> depth(f, GL_DEPTH24_STENCIL8, GL_DEPTH_STENCIL, GL_UNSIGNED_INT_24_8, 4, true, false);
            case Z32_FLOAT_S8X24_UINT -> depth(f, GL_DEPTH32F_STENCIL8, GL_DEPTH_STENCIL, GL_FLOAT_32_UNSIGNED_INT_24_8_REV, 8, true, false);
            default -> plain(f);
        };
    }

    private static GlFormat packed(PipeFormat f, int internal, int format, int type, int bytes, int attribSize, boolean normalized) {
        return new GlFormat(f, internal, format, type, bytes, ValueKind.FLOAT, true, false, false, null, false,
                attribSize, attribSize == 0 ? 0 : type, normalized);
    }

    private static GlFormat vertexOnly(PipeFormat f, int size, int type, boolean normalized) {
        return new GlFormat(f, 0, 0, 0, 4, ValueKind.FLOAT, false, false, false, null, false, size, type, normalized);
    }

    private static GlFormat swizzled(PipeFormat f, int internal, int format, int bytes, int[] swizzle) {
        return new GlFormat(f, internal, format, GL_UNSIGNED_BYTE, bytes, ValueKind.FLOAT, swizzle == OPAQUE, false, false,
                swizzle, false, 0, 0, false);
    }

    private static GlFormat depth(PipeFormat f, int internal, int format, int type, int bytes, boolean stencil, boolean rotate) {
        return new GlFormat(f, internal, format, type, bytes, ValueKind.FLOAT, true, true, stencil, null, rotate, 0, 0, false);
    }

    /// Formats whose channels all have one size and one type, named like `R8G8B8A8_UNORM`.
    private static GlFormat plain(PipeFormat f) {
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
        boolean bgr = order.startsWith("BGR");
        if (!(order.equals("R") || order.equals("RG") || order.equals("RGB") || order.equals("RGBA") || order.equals("BGR")
                || order.equals("BGRA")) || (bits != 8 && bits != 16 && bits != 32)) {
            return null;
        }
        boolean integer = type.equals("UINT") || type.equals("SINT");
        boolean signed = type.equals("SNORM") || type.equals("SINT") || type.equals("SSCALED");
        ValueKind kind = type.equals("UINT") ? ValueKind.UINT : type.equals("SINT") ? ValueKind.INT : ValueKind.FLOAT;
        int glType = switch (bits) {
            case 8 -> signed ? GL_BYTE : GL_UNSIGNED_BYTE;
            case 16 -> type.equals("FLOAT") ? GL_HALF_FLOAT : signed ? GL_SHORT : GL_UNSIGNED_SHORT;
            default -> type.equals("FLOAT") ? GL_FLOAT : signed ? GL_INT : GL_UNSIGNED_INT;
        };
        if (type.equals("FLOAT") && bits == 8) {
            return null;
        }
        int base = switch (order) {
            case "R" -> integer ? GL_RED_INTEGER : GL_RED;
            case "RG" -> integer ? GL_RG_INTEGER : GL_RG;
            case "RGB" -> integer ? GL_RGB_INTEGER : GL_RGB;
            case "BGR" -> integer ? GL_BGR_INTEGER : GL_BGR;
            case "BGRA" -> integer ? GL_BGRA_INTEGER : GL_BGRA;
            default -> integer ? GL_RGBA_INTEGER : GL_RGBA;
        };
        int internal = internalFormat(n, bits, type);
        boolean renderable = internal != 0 && n != 3 && !(type.equals("SNORM"));
        int attribSize = n;
        int attribType = glType;
        boolean normalized = type.equals("UNORM") || type.equals("SNORM");
        if (bgr) {
            // OpenGL reads BGRA vertex data only as normalized unsigned bytes.
            if (n == 4 && bits == 8 && type.equals("UNORM")) {
                attribSize = GL_BGRA;
            } else {
                attribSize = 0;
            }
        }
        if (type.equals("SRGB")) {
            attribSize = 0;
        }
        return new GlFormat(f, internal, base, glType, n * bits / 8, kind, renderable, false, false, null, false,
                attribSize, attribType, normalized);
    }

    /// The sized internal format of an `n`-channel format of `bits` per channel and `type`, or 0.
    private static int internalFormat(int n, int bits, String type) {
        int[][] table = switch (type) {
            case "UNORM" -> new int[][] {{GL_R8, GL_RG8, GL_RGB8, GL_RGBA8}, {GL_R16, GL_RG16, GL_RGB16, GL_RGBA16}, null};
            case "SNORM" -> new int[][] {{GL_R8_SNORM, GL_RG8_SNORM, GL_RGB8_SNORM, GL_RGBA8_SNORM},
                {GL_R16_SNORM, GL_RG16_SNORM, GL_RGB16_SNORM, GL_RGBA16_SNORM}, null};
            case "UINT" -> new int[][] {{GL_R8UI, GL_RG8UI, GL_RGB8UI, GL_RGBA8UI}, {GL_R16UI, GL_RG16UI, GL_RGB16UI, GL_RGBA16UI},
                {GL_R32UI, GL_RG32UI, GL_RGB32UI, GL_RGBA32UI}};
            case "SINT" -> new int[][] {{GL_R8I, GL_RG8I, GL_RGB8I, GL_RGBA8I}, {GL_R16I, GL_RG16I, GL_RGB16I, GL_RGBA16I},
                {GL_R32I, GL_RG32I, GL_RGB32I, GL_RGBA32I}};
            case "FLOAT" -> new int[][] {null, {GL_R16F, GL_RG16F, GL_RGB16F, GL_RGBA16F}, {GL_R32F, GL_RG32F, GL_RGB32F, GL_RGBA32F}};
            default -> null;
        };
        if (table == null) {
            return 0;
        }
        int[] row = table[bits == 8 ? 0 : bits == 16 ? 1 : 2];
        return row == null ? 0 : row[n - 1];
    }
}
