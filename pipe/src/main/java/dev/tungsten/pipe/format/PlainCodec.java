package dev.tungsten.pipe.format;

import dev.tungsten.pipe.format.FormatDescription.Channel;

import java.util.List;

/// The general codec: decodes each bit field by its [ChannelType]. Byte-aligned fields of 8, 16,
/// 32 or 64 bits are read directly; other fields are cut out of the block read as one
/// little-endian number (such blocks are at most 8 bytes).
final class PlainCodec extends FormatCodec {
    private final Channel[] channels;
    /// Per RGBA component: a channel index, SWIZZLE_0 or SWIZZLE_1 (colour formats only).
    private final int[] swizzle;
    private final boolean pureInteger;
    private final boolean srgb;
    private final Channel depth;
    private final Channel stencil;

    PlainCodec(FormatDescription d) {
        super(d);
        List<Channel> list = d.channels();
        this.channels = list.toArray(new Channel[0]);
        this.swizzle = d.swizzle();
        this.pureInteger = d.isPureInteger();
        this.srgb = d.isSrgb();
        this.depth = d.isDepth() ? channels[swizzle[0]] : null;
        this.stencil = d.isStencil() ? channels[swizzle[1]] : null;
    }

    // --- raw field access -----------------------------------------------------------------------

    private static long read(byte[] b, int off, Channel c) {
        int bits = c.bits();
        int shift = c.shift();
        if ((shift & 7) == 0) {
            int at = off + (shift >> 3);
            switch (bits) {
                case 8: return b[at] & 0xFFL;
                case 16: return (short) SHORT.get(b, at) & 0xFFFFL;
                case 32: return (int) INT.get(b, at) & 0xFFFF_FFFFL;
                case 64: return (long) LONG.get(b, at);
                default: break;
            }
        }
        long block = 0;
        int bytes = (shift + bits + 7) >> 3;
        for (int i = bytes - 1; i >= 0; i--) {
            block = (block << 8) | (b[off + i] & 0xFF);
        }
        return (block >>> shift) & c.max();
    }

    private static void write(byte[] b, int off, Channel c, long value) {
        int bits = c.bits();
        int shift = c.shift();
        if ((shift & 7) == 0) {
            int at = off + (shift >> 3);
            switch (bits) {
                case 8: b[at] = (byte) value; return;
                case 16: SHORT.set(b, at, (short) value); return;
                case 32: INT.set(b, at, (int) value); return;
                case 64: LONG.set(b, at, value); return;
                default: break;
            }
        }
        int bytes = (shift + bits + 7) >> 3;
        long block = 0;
        for (int i = bytes - 1; i >= 0; i--) {
            block = (block << 8) | (b[off + i] & 0xFF);
        }
        long mask = c.max() << shift;
        block = (block & ~mask) | ((value << shift) & mask);
        for (int i = 0; i < bytes; i++) {
            b[off + i] = (byte) (block >>> (8 * i));
        }
    }

    private static long signExtend(long v, int bits) {
        return bits == 64 ? v : (v << (64 - bits)) >> (64 - bits);
    }

    // --- one field as a float or a register word -------------------------------------------------

    private static float toFloat(Channel c, long raw) {
        return switch (c.type()) {
            case VOID -> 0f;
            case UNORM -> unormToFloat(raw, c.max());
            case SNORM -> snormToFloat(signExtend(raw, c.bits()), c.max() >>> 1);
            case UINT, USCALED -> c.bits() == 64 ? (float) (raw >>> 1) * 2f : (float) raw;
            case SINT, SSCALED -> (float) signExtend(raw, c.bits());
            case FLOAT -> switch (c.bits()) {
                case 16 -> Float.float16ToFloat((short) raw);
                case 32 -> Float.intBitsToFloat((int) raw);
                case 64 -> (float) Double.longBitsToDouble(raw);
                default -> throw new IllegalStateException("no " + c.bits() + "-bit float");
            };
        };
    }

    private static long fromFloat(Channel c, float v) {
        return switch (c.type()) {
            case VOID -> 0;
            case UNORM -> floatToUnorm(v, c.max());
            case SNORM -> floatToSnorm(v, c.max() >>> 1) & c.max();
            case UINT, USCALED -> Float.isNaN(v) ? 0 : (long) Math.max(0, Math.min((double) c.max(), Math.rint(v)));
            case SINT, SSCALED -> {
                if (Float.isNaN(v)) {
                    yield 0;
                }
                double lim = (double) (c.max() >>> 1);
                yield ((long) Math.max(-lim - 1, Math.min(lim, Math.rint(v)))) & c.max();
            }
            case FLOAT -> switch (c.bits()) {
                case 16 -> Float.floatToFloat16(v) & 0xFFFFL;
                case 32 -> Float.floatToRawIntBits(v) & 0xFFFF_FFFFL;
                case 64 -> Double.doubleToRawLongBits(v);
                default -> throw new IllegalStateException("no " + c.bits() + "-bit float");
            };
        };
    }

    /// An integer word into an integer field, clamped to the field's range.
    private static long fromInt(Channel c, int w) {
        if (c.type() == ChannelType.UINT) {
            long u = w & 0xFFFF_FFFFL;
            return Math.min(u, c.max());
        }
        long lim = c.max() >>> 1;
        return Math.max(-lim - 1, Math.min(lim, (long) w)) & c.max();
    }

    // --- public entry points --------------------------------------------------------------------

    @Override
    public void unpackFloat(byte[] src, int offset, float[] rgba, int dst) {
        for (int i = 0; i < 4; i++) {
            int s = swizzle[i];
            float v;
            if (s < channels.length) {
                Channel c = channels[s];
                long raw = read(src, offset, c);
                v = srgb && i < 3 ? srgbToLinear((int) raw) : toFloat(c, raw);
            } else {
                v = s == FormatDescription.SWIZZLE_1 ? 1f : 0f;
            }
            rgba[dst + i] = v;
        }
    }

    @Override
    public void packFloat(float[] rgba, int srcIndex, byte[] dst, int offset) {
        for (int k = 0; k < channels.length; k++) {
            Channel c = channels[k];
            int comp = componentOf(k);
            long raw;
            if (comp < 0) {
                raw = 0;
            } else if (srgb && comp < 3) {
                raw = linearToSrgb8(rgba[srcIndex + comp]);
            } else {
                raw = fromFloat(c, rgba[srcIndex + comp]);
            }
            write(dst, offset, c, raw);
        }
    }

    @Override
    public void unpackWords(byte[] src, int offset, int[] words, int dst) {
        if (!pureInteger) {
            for (int i = 0; i < 4; i++) {
                int s = swizzle[i];
                if (s < channels.length && channels[s].type() == ChannelType.FLOAT && channels[s].bits() == 32) {
                    words[dst + i] = (int) read(src, offset, channels[s]);   // keeps NaN payloads
                } else if (s < channels.length) {
                    long raw = read(src, offset, channels[s]);
                    float v = srgb && i < 3 ? srgbToLinear((int) raw) : toFloat(channels[s], raw);
                    words[dst + i] = Float.floatToRawIntBits(v);
                } else {
                    words[dst + i] = Float.floatToRawIntBits(s == FormatDescription.SWIZZLE_1 ? 1f : 0f);
                }
            }
            return;
        }
        for (int i = 0; i < 4; i++) {
            int s = swizzle[i];
            if (s < channels.length) {
                Channel c = channels[s];
                long raw = read(src, offset, c);
                words[dst + i] = (int) (c.type() == ChannelType.SINT ? signExtend(raw, c.bits()) : raw);
            } else {
                words[dst + i] = s == FormatDescription.SWIZZLE_1 ? 1 : 0;
            }
        }
    }

    @Override
    public void packWords(int[] words, int srcIndex, byte[] dst, int offset) {
        if (!pureInteger) {
            for (int k = 0; k < channels.length; k++) {
                Channel c = channels[k];
                int comp = componentOf(k);
                long raw;
                if (comp < 0) {
                    raw = 0;
                } else if (c.type() == ChannelType.FLOAT && c.bits() == 32) {
                    raw = words[srcIndex + comp] & 0xFFFF_FFFFL;
                } else {
                    float v = Float.intBitsToFloat(words[srcIndex + comp]);
                    raw = srgb && comp < 3 ? linearToSrgb8(v) : fromFloat(c, v);
                }
                write(dst, offset, c, raw);
            }
            return;
        }
        for (int k = 0; k < channels.length; k++) {
            int comp = componentOf(k);
            write(dst, offset, channels[k], comp < 0 ? 0 : fromInt(channels[k], words[srcIndex + comp]));
        }
    }

    /// The RGBA component stored in channel `k`, or -1 for padding.
    private int componentOf(int k) {
        if (channels[k].type() == ChannelType.VOID) {
            return -1;
        }
        for (int i = 0; i < 4; i++) {
            if (swizzle[i] == k) {
                return i;
            }
        }
        return -1;
    }

    @Override
    public float unpackDepth(byte[] src, int offset) {
        if (depth == null) {
            return super.unpackDepth(src, offset);
        }
        return toFloat(depth, read(src, offset, depth));
    }

    @Override
    public void packDepth(double z, byte[] dst, int offset) {
        if (depth == null) {
            super.packDepth(z, dst, offset);
            return;
        }
        write(dst, offset, depth, depthBits(z));
    }

    @Override
    public long depthField(byte[] src, int offset) {
        if (depth == null) {
            return super.depthField(src, offset);
        }
        return read(src, offset, depth);
    }

    @Override
    public void packDepthField(long bits, byte[] dst, int offset) {
        if (depth == null) {
            super.packDepthField(bits, dst, offset);
            return;
        }
        write(dst, offset, depth, bits);
    }

    @Override
    public long depthBits(double z) {
        if (depth == null) {
            return super.depthBits(z);
        }
        return depth.type() == ChannelType.FLOAT
                ? Float.floatToRawIntBits((float) z) & 0xFFFF_FFFFL
                : floatToUnorm(z, depth.max());
    }

    @Override
    public int unpackStencil(byte[] src, int offset) {
        if (stencil == null) {
            return super.unpackStencil(src, offset);
        }
        return (int) read(src, offset, stencil);
    }

    @Override
    public void packStencil(int s, byte[] dst, int offset) {
        if (stencil == null) {
            super.packStencil(s, dst, offset);
            return;
        }
        write(dst, offset, stencil, s & 0xFF);
    }
}
