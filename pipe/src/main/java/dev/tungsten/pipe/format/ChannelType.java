package dev.tungsten.pipe.format;

/// How the bits of one channel of a [FormatDescription] encode a value.
public enum ChannelType {
    /// Padding: bits that hold nothing (the X in `B8G8R8X8`).
    VOID,
    /// Unsigned normalised: `c / (2^bits - 1)`, in [0, 1].
    UNORM,
    /// Signed normalised: `max(c / (2^(bits-1) - 1), -1)`, in [-1, 1].
    SNORM,
    /// Unsigned integer, read by shaders as an integer.
    UINT,
    /// Signed integer, read by shaders as an integer.
    SINT,
    /// Unsigned integer converted to float (`(float) c`), a vertex format.
    USCALED,
    /// Signed integer converted to float, a vertex format.
    SSCALED,
    /// IEEE float of 16, 32 or 64 bits.
    FLOAT;

    /// Whether shaders see the channel as an integer.
    public boolean isInteger() {
        return this == UINT || this == SINT;
    }

    public boolean isSigned() {
        return this == SNORM || this == SINT || this == SSCALED || this == FLOAT;
    }
}
