package dev.tungsten.tgsi;

/// A shader property (`TGSI_PROPERTY_*`, Mesa 24.1 numbering; LEGACY_MATH_RULES was called
/// MUL_ZERO_WINS before 2022). The text spelling is the constant's name.
public enum PropertyName {
    GS_INPUT_PRIMITIVE(0, ValueKind.PRIMITIVE),
    GS_OUTPUT_PRIMITIVE(1, ValueKind.PRIMITIVE),
    GS_MAX_OUTPUT_VERTICES(2, ValueKind.UINT),
    FS_COORD_ORIGIN(3, ValueKind.COORD_ORIGIN),
    FS_COORD_PIXEL_CENTER(4, ValueKind.PIXEL_CENTER),
    FS_COLOR0_WRITES_ALL_CBUFS(5, ValueKind.UINT),
    FS_DEPTH_LAYOUT(6, ValueKind.UINT),
    VS_PROHIBIT_UCPS(7, ValueKind.UINT),
    GS_INVOCATIONS(8, ValueKind.UINT),
    VS_WINDOW_SPACE_POSITION(9, ValueKind.UINT),
    TCS_VERTICES_OUT(10, ValueKind.UINT),
    TES_PRIM_MODE(11, ValueKind.UINT),
    TES_SPACING(12, ValueKind.UINT),
    TES_VERTEX_ORDER_CW(13, ValueKind.UINT),
    TES_POINT_MODE(14, ValueKind.UINT),
    NUM_CLIPDIST_ENABLED(15, ValueKind.UINT),
    NUM_CULLDIST_ENABLED(16, ValueKind.UINT),
    FS_EARLY_DEPTH_STENCIL(17, ValueKind.UINT),
    FS_POST_DEPTH_COVERAGE(18, ValueKind.UINT),
    NEXT_SHADER(19, ValueKind.PROCESSOR),
    CS_FIXED_BLOCK_WIDTH(20, ValueKind.UINT),
    CS_FIXED_BLOCK_HEIGHT(21, ValueKind.UINT),
    CS_FIXED_BLOCK_DEPTH(22, ValueKind.UINT),
    LEGACY_MATH_RULES(23, ValueKind.UINT),
    VS_BLIT_SGPRS_AMD(24, ValueKind.UINT),
    CS_USER_DATA_COMPONENTS_AMD(25, ValueKind.UINT),
    LAYER_VIEWPORT_RELATIVE(26, ValueKind.UINT),
    FS_BLEND_EQUATION_ADVANCED(27, ValueKind.UINT),
    SEPARABLE_PROGRAM(28, ValueKind.UINT);

    /// How the property's value is written in text.
    public enum ValueKind {
        /// An unsigned decimal number.
        UINT,
        /// A [PrimitiveType] name.
        PRIMITIVE,
        /// `UPPER_LEFT` (0) or `LOWER_LEFT` (1).
        COORD_ORIGIN,
        /// `HALF_INTEGER` (0) or `INTEGER` (1).
        PIXEL_CENTER,
        /// A [Processor] name.
        PROCESSOR
    }

    /// Text names of FS_COORD_ORIGIN values, by value.
    public static final java.util.List<String> COORD_ORIGIN_NAMES = java.util.List.of("UPPER_LEFT", "LOWER_LEFT");
    /// Text names of FS_COORD_PIXEL_CENTER values, by value.
    public static final java.util.List<String> PIXEL_CENTER_NAMES = java.util.List.of("HALF_INTEGER", "INTEGER");

    private final int code;
    private final ValueKind valueKind;

    PropertyName(int code, ValueKind valueKind) {
        this.code = code;
        this.valueKind = valueKind;
    }

    /// The value in the property token.
    public int code() { return code; }

    public ValueKind valueKind() { return valueKind; }

    /// The text spelling (the constant's name).
    public String text() { return name(); }

    /// The property with this token value, or `null`.
    public static PropertyName fromCode(int code) {
        PropertyName[] all = values();
        return code >= 0 && code < all.length ? all[code] : null;
    }

    /// The property spelled `text` (case-insensitive), or `null`.
    public static PropertyName fromText(String text) {
        for (PropertyName p : values()) {
            if (p.name().equalsIgnoreCase(text)) {
                return p;
            }
        }
        return null;
    }
}
