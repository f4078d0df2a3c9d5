package dev.tungsten.pipe.format;

import dev.tungsten.tgsi.PipeFormat;

import java.util.List;

/// The layout of one [PipeFormat]: a block of `blockBytes` little-endian bytes (one texel; block
/// compression is not supported) holding bit fields, and a swizzle that says which field feeds
/// each of R, G, B, A (or depth and stencil).
///
/// Bit offsets count from the least significant bit of the block read as one little-endian
/// number. That single rule covers both Mesa's "array" formats (`R8G8B8A8`: R is byte 0) and its
/// "packed" ones (`B5G6R5`: B is bits 0..4): for little-endian storage they coincide.
///
/// @param channels  the fields, in increasing bit offset
/// @param swizzle   for R, G, B, A: a channel index, [#SWIZZLE_0] or [#SWIZZLE_1]; for depth/stencil
///                  formats element 0 is the depth channel and element 1 the stencil channel
/// @param kind      [Kind#PLAIN] unless the format needs its own codec
public record FormatDescription(PipeFormat format, Kind kind, int blockBytes, List<Channel> channels,
                                int[] swizzle, Colorspace colorspace) {
    public static final int SWIZZLE_0 = 4;
    public static final int SWIZZLE_1 = 5;
    /// For a depth/stencil format's swizzle: no such component.
    public static final int SWIZZLE_NONE = 6;

    public enum Kind {
        /// Bit fields decoded channel by channel.
        PLAIN,
        /// Three unsigned small floats (11, 11, 10 bits).
        R11G11B10_FLOAT,
        /// Three 9-bit mantissas with a shared 5-bit exponent.
        R9G9B9E5_FLOAT
    }

    public enum Colorspace {
        RGB,
        /// R, G and B are stored with the sRGB transfer function; A is linear.
        SRGB,
        /// A depth and/or stencil format.
        ZS
    }

    /// One bit field.
    public record Channel(ChannelType type, int bits, int shift) {
        /// Largest unsigned value of the field.
        public long max() {
            return bits == 64 ? -1L : (1L << bits) - 1;
        }
    }

    public FormatDescription {
        channels = List.copyOf(channels);
        swizzle = swizzle.clone();
    }

    @Override
    public int[] swizzle() {
        return swizzle.clone();
    }

    /// The swizzle entry for component `i` (0..3) without copying.
    public int swizzle(int i) {
        return swizzle[i];
    }

    public boolean isDepth() {
        return colorspace == Colorspace.ZS && swizzle[0] != SWIZZLE_NONE;
    }

    public boolean isStencil() {
        return colorspace == Colorspace.ZS && swizzle[1] != SWIZZLE_NONE;
    }

    public boolean isDepthOrStencil() {
        return colorspace == Colorspace.ZS;
    }

    public boolean isSrgb() {
        return colorspace == Colorspace.SRGB;
    }

    /// Whether every non-padding channel is UINT or SINT (shaders read and write integers).
    public boolean isPureInteger() {
        if (kind != Kind.PLAIN || colorspace == Colorspace.ZS) {
            return false;
        }
        boolean any = false;
        for (Channel c : channels) {
            if (c.type() != ChannelType.VOID) {
                if (!c.type().isInteger()) {
                    return false;
                }
                any = true;
            }
        }
        return any;
    }

    /// Whether the pure integer channels are signed.
    public boolean isPureSigned() {
        return isPureInteger() && channels.stream().anyMatch(c -> c.type() == ChannelType.SINT);
    }

    /// The channel behind component `i` (0..3) of RGBA, or null when the component is a constant.
    public Channel channelOf(int i) {
        int s = swizzle[i];
        return s < channels.size() ? channels.get(s) : null;
    }

    /// The type shared by the colour channels, or null if mixed (depth/stencil formats: null).
    public ChannelType uniformType() {
        ChannelType t = null;
        for (Channel c : channels) {
            if (c.type() == ChannelType.VOID) {
                continue;
            }
            if (t != null && t != c.type()) {
                return null;
            }
            t = c.type();
        }
        return colorspace == Colorspace.ZS ? null : t;
    }

    /// Whether component `i` of RGBA is present in the format (not a constant 0 or 1).
    public boolean hasComponent(int i) {
        return swizzle[i] < channels.size();
    }
}
