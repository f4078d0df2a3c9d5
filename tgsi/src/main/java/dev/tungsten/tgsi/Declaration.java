package dev.tungsten.tgsi;

import java.util.Objects;

/// A `DCL` token with all its optional parts (`struct tgsi_full_declaration`).
///
/// Invariants: `0 <= first <= 0xFFFF`, `0 <= last <= 0xFFFF` (Mesa does not require
/// `first <= last`; the sanity checker does); `dimension` is [TgsiToken#NONE] or a 16-bit index;
/// `image` is non-null exactly when `file` is IMAGE, `samplerView` exactly when `file` is
/// SAMPLER_VIEW; `arrayId` is NONE or a 10-bit id.
///
/// @param file        the register file declared
/// @param first       first register of the range
/// @param last        last register of the range (inclusive)
/// @param usageMask   channels used (4 bits); the text form's `.xyzw` suffix
/// @param dimension   the 2-D index (`CONST[1][0..3]`, GS `IN[][0]`), or NONE when there is no dimension token
/// @param interp      interpolation, or null when there is no interpolation token
/// @param semantic    semantic, or null when there is no semantic token
/// @param invariant   the INVARIANT flag
/// @param local       the LOCAL flag
/// @param arrayId     the ARRAY(n) id, or NONE when there is no array token
/// @param atomic      the ATOMIC flag (BUFFER)
/// @param memoryType  the memory type (meaningful for MEMORY; GLOBAL elsewhere)
/// @param image       the image token (IMAGE only)
/// @param samplerView the sampler-view token (SAMPLER_VIEW only)
public record Declaration(
        RegisterFile file,
        int first,
        int last,
        int usageMask,
        int dimension,
        Interp interp,
        Semantic semantic,
        boolean invariant,
        boolean local,
        int arrayId,
        boolean atomic,
        MemoryType memoryType,
        Image image,
        SamplerView samplerView) implements TgsiToken {

    public Declaration {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(memoryType, "memoryType");
        if ((image != null) != (file == RegisterFile.IMAGE)) {
            throw new IllegalArgumentException("an image token goes with exactly the IMAGE file");
        }
        if ((samplerView != null) != (file == RegisterFile.SAMPLER_VIEW)) {
            throw new IllegalArgumentException("a sampler-view token goes with exactly the SVIEW file");
        }
    }

    /// A plain declaration of `file[first..last]` with a full usage mask and nothing else.
    public static Declaration of(RegisterFile file, int first, int last) {
        return new Declaration(file, first, last, WriteMask.XYZW, NONE, null, null, false, false, NONE, false,
                MemoryType.GLOBAL, null, null);
    }

    public boolean hasDimension() { return dimension != NONE; }

    public boolean isArray() { return arrayId != NONE; }

    /// Interpolation token contents (Mesa 24.1 has no cylindrical-wrap field).
    public record Interp(Interpolation interpolate, InterpLocation location) {
        public Interp {
            Objects.requireNonNull(interpolate);
            Objects.requireNonNull(location);
        }
    }

    /// Semantic token contents.
    /// @param index   semantic index (16 bits)
    /// @param streams GS output streams, 2 bits per channel, X in bits 1:0
    public record Semantic(SemanticName name, int index, int streams) {
        public Semantic {
            Objects.requireNonNull(name);
        }

        public Semantic(SemanticName name, int index) {
            this(name, index, 0);
        }

        public int stream(int channel) {
            return (streams >> (2 * channel)) & 3;
        }
    }

    /// Image declaration token.
    public record Image(TextureTarget resource, boolean raw, boolean writable, PipeFormat format) {
        public Image {
            Objects.requireNonNull(resource);
            Objects.requireNonNull(format);
        }
    }

    /// Sampler-view declaration token: target and per-channel return types.
    public record SamplerView(TextureTarget resource, ReturnType x, ReturnType y, ReturnType z, ReturnType w) {
        public SamplerView {
            Objects.requireNonNull(resource);
            Objects.requireNonNull(x);
            Objects.requireNonNull(y);
            Objects.requireNonNull(z);
            Objects.requireNonNull(w);
        }

        public SamplerView(TextureTarget resource, ReturnType all) {
            this(resource, all, all, all, all);
        }

        public ReturnType returnType(int channel) {
            return switch (channel) {
                case 0 -> x;
                case 1 -> y;
                case 2 -> z;
                default -> w;
            };
        }
    }
}
