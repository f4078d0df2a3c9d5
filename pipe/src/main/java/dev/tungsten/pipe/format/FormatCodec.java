package dev.tungsten.pipe.format;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/// Packs and unpacks texels of one format stored little-endian in a `byte[]` (how every pipe
/// resource stores its bytes). Stateless and thread-safe; [Formats#codec] hands out one per
/// format.
///
/// Conversions follow the GL/Vulkan rules exactly: UNORM unpacks as `c / (2^b - 1)` (a correctly
/// rounded float division) and packs as round-to-nearest-even of `clamp(x, 0, 1) · (2^b - 1)`;
/// SNORM likewise with `max(c / (2^(b-1) - 1), -1)` and clamping to [-1, 1]; NaN packs as 0;
/// sRGB uses the exact transfer functions; 16-bit floats round to nearest even. Integer formats
/// clamp out-of-range integers to the field's range when packing.
///
/// There are two views of RGBA: floats (what blending and filtering use; integer formats give
/// their values converted to float) and *register words* (what a shader register holds: float
/// bits for float and normalised formats, the integer itself for pure integer formats).
public abstract class FormatCodec {
    static final VarHandle SHORT = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);
    static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    final FormatDescription description;

    FormatCodec(FormatDescription description) {
        this.description = description;
    }

    static FormatCodec create(FormatDescription d) {
        return switch (d.kind()) {
            case R11G11B10_FLOAT, R9G9B9E5_FLOAT -> new PackedFloatCodec(d);
            case PLAIN -> switch (d.format()) {
                case R8G8B8A8_UNORM, B8G8R8A8_UNORM, R8G8B8A8_SRGB, B8G8R8A8_SRGB -> new Rgba8Codec(d);
                default -> new PlainCodec(d);
            };
        };
    }

    public FormatDescription description() {
        return description;
    }

    /// Bytes per texel.
    public int blockBytes() {
        return description.blockBytes();
    }

    /// Reads the texel at `src[offset]` into `rgba[dst..dst+3]` as floats.
    public abstract void unpackFloat(byte[] src, int offset, float[] rgba, int dst);

    /// Writes `rgba[srcIndex..srcIndex+3]` as one texel at `dst[offset]` (components the format
    /// lacks are ignored; padding bits are written as 0).
    public abstract void packFloat(float[] rgba, int srcIndex, byte[] dst, int offset);

    /// Reads the texel as register words (see the class comment).
    public abstract void unpackWords(byte[] src, int offset, int[] words, int dst);

    /// Writes register words as one texel.
    public abstract void packWords(int[] words, int srcIndex, byte[] dst, int offset);

    /// The depth of a depth format's texel, in [0, 1] for UNORM depth.
    public float unpackDepth(byte[] src, int offset) {
        throw new UnsupportedOperationException(description.format() + " has no depth");
    }

    /// Writes depth `z` (clamped to [0, 1] for UNORM depth), keeping the stencil bits.
    public void packDepth(double z, byte[] dst, int offset) {
        throw new UnsupportedOperationException(description.format() + " has no depth");
    }

    /// The stencil value of a stencil format's texel (0..255).
    public int unpackStencil(byte[] src, int offset) {
        throw new UnsupportedOperationException(description.format() + " has no stencil");
    }

    /// Writes the low 8 bits of `s` as the stencil value, keeping the depth bits.
    public void packStencil(int s, byte[] dst, int offset) {
        throw new UnsupportedOperationException(description.format() + " has no stencil");
    }

    /// The raw depth field of a depth format's texel: the stored integer for UNORM depth, the
    /// float's bits for FLOAT depth. Depth tests compare these (as floats for FLOAT depth), which
    /// is exact where comparing unpacked floats would not be for 24- and 32-bit UNORM.
    public long depthField(byte[] src, int offset) {
        throw new UnsupportedOperationException(description.format() + " has no depth");
    }

    /// Writes a raw depth field (see [#depthField]), keeping the stencil bits.
    public void packDepthField(long bits, byte[] dst, int offset) {
        throw new UnsupportedOperationException(description.format() + " has no depth");
    }

    /// The depth format's raw depth field for `z` (the integer stored for UNORM, float bits for FLOAT).
    public long depthBits(double z) {
        throw new UnsupportedOperationException(description.format() + " has no depth");
    }

    // --- shared conversions -------------------------------------------------------------------

    /// Round-to-nearest-even of `clamp(x, 0, 1) · max`; NaN gives 0.
    static long floatToUnorm(double x, long max) {
        if (!(x > 0)) {
            return 0;
        }
        if (x >= 1) {
            return max;
        }
        return (long) Math.rint(x * max);
    }

    /// Round-to-nearest-even of `clamp(x, -1, 1) · max`; NaN gives 0.
    static long floatToSnorm(double x, long max) {
        if (Double.isNaN(x)) {
            return 0;
        }
        double c = Math.max(-1, Math.min(1, x));
        return (long) Math.rint(c * max);
    }

    static float unormToFloat(long c, long max) {
        return max > (1L << 24) ? (float) ((double) c / max) : (float) c / (float) max;
    }

    static float snormToFloat(long c, long max) {
        float v = max > (1L << 24) ? (float) ((double) c / max) : (float) c / (float) max;
        return Math.max(v, -1f);
    }

    private static final float[] SRGB_TO_LINEAR = new float[256];
    static {
        for (int i = 0; i < 256; i++) {
            double c = i / 255.0;
            SRGB_TO_LINEAR[i] = (float) (c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4));
        }
    }

    /// The linear value of an 8-bit sRGB-encoded channel.
    public static float srgbToLinear(int c8) {
        return SRGB_TO_LINEAR[c8 & 0xFF];
    }

    /// The 8-bit sRGB encoding of linear `x` (clamped to [0, 1]; NaN gives 0).
    public static int linearToSrgb8(float x) {
        if (!(x > 0)) {
            return 0;
        }
        if (x >= 1) {
            return 255;
        }
        double s = x <= 0.0031308 ? x * 12.92 : 1.055 * Math.pow(x, 1 / 2.4) - 0.055;
        return (int) Math.rint(s * 255);
    }

    /// The 8-bit UNORM encoding of `x`.
    public static int floatToUnorm8(float x) {
        if (!(x > 0)) {
            return 0;
        }
        if (x >= 1) {
            return 255;
        }
        return (int) Math.rint(x * 255.0);
    }
}
