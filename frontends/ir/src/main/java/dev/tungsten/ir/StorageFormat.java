package dev.tungsten.ir;

/// Texel formats of storage textures (WGSL §6.5.5 table of texel formats), plus the extra
/// formats naga accepts. Each knows the sampled type of its channels and its channel count.
public enum StorageFormat {
    RGBA8UNORM("rgba8unorm", ScalarKind.FLOAT, 4),
    RGBA8SNORM("rgba8snorm", ScalarKind.FLOAT, 4),
    RGBA8UINT("rgba8uint", ScalarKind.UINT, 4),
    RGBA8SINT("rgba8sint", ScalarKind.SINT, 4),
    RGBA16UINT("rgba16uint", ScalarKind.UINT, 4),
    RGBA16SINT("rgba16sint", ScalarKind.SINT, 4),
    RGBA16FLOAT("rgba16float", ScalarKind.FLOAT, 4),
    R32UINT("r32uint", ScalarKind.UINT, 1),
    R32SINT("r32sint", ScalarKind.SINT, 1),
    R32FLOAT("r32float", ScalarKind.FLOAT, 1),
    RG32UINT("rg32uint", ScalarKind.UINT, 2),
    RG32SINT("rg32sint", ScalarKind.SINT, 2),
    RG32FLOAT("rg32float", ScalarKind.FLOAT, 2),
    RGBA32UINT("rgba32uint", ScalarKind.UINT, 4),
    RGBA32SINT("rgba32sint", ScalarKind.SINT, 4),
    RGBA32FLOAT("rgba32float", ScalarKind.FLOAT, 4),
    BGRA8UNORM("bgra8unorm", ScalarKind.FLOAT, 4),
    // naga extensions (used by its tests)
    R8UNORM("r8unorm", ScalarKind.FLOAT, 1),
    R8SNORM("r8snorm", ScalarKind.FLOAT, 1),
    R8UINT("r8uint", ScalarKind.UINT, 1),
    R8SINT("r8sint", ScalarKind.SINT, 1),
    R16UINT("r16uint", ScalarKind.UINT, 1),
    R16SINT("r16sint", ScalarKind.SINT, 1),
    R16FLOAT("r16float", ScalarKind.FLOAT, 1),
    RG8UNORM("rg8unorm", ScalarKind.FLOAT, 2),
    RG8SNORM("rg8snorm", ScalarKind.FLOAT, 2),
    RG8UINT("rg8uint", ScalarKind.UINT, 2),
    RG8SINT("rg8sint", ScalarKind.SINT, 2),
    RG16UINT("rg16uint", ScalarKind.UINT, 2),
    RG16SINT("rg16sint", ScalarKind.SINT, 2),
    RG16FLOAT("rg16float", ScalarKind.FLOAT, 2),
    RGB10A2UINT("rgb10a2uint", ScalarKind.UINT, 4),
    RGB10A2UNORM("rgb10a2unorm", ScalarKind.FLOAT, 4),
    RG11B10UFLOAT("rg11b10ufloat", ScalarKind.FLOAT, 3),
    R16UNORM("r16unorm", ScalarKind.FLOAT, 1),
    R16SNORM("r16snorm", ScalarKind.FLOAT, 1),
    RG16UNORM("rg16unorm", ScalarKind.FLOAT, 2),
    RG16SNORM("rg16snorm", ScalarKind.FLOAT, 2),
    RGBA16UNORM("rgba16unorm", ScalarKind.FLOAT, 4),
    RGBA16SNORM("rgba16snorm", ScalarKind.FLOAT, 4);

    private final String text;
    private final ScalarKind kind;
    private final int channels;

    StorageFormat(String text, ScalarKind kind, int channels) {
        this.text = text;
        this.kind = kind;
        this.channels = channels;
    }

    public String text() {
        return text;
    }

    /// The channel type a shader reads and writes (`vec4<f32>` for `rgba8unorm`).
    public ScalarKind kind() {
        return kind;
    }

    public int channels() {
        return channels;
    }

    /// Whether WGSL itself (not only naga) defines the format.
    public boolean isCore() {
        return ordinal() <= BGRA8UNORM.ordinal();
    }

    public static StorageFormat fromText(String text) {
        for (StorageFormat f : values()) {
            if (f.text.equals(text)) {
                return f;
            }
        }
        return null;
    }
}
