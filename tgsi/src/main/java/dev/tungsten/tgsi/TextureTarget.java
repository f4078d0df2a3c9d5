package dev.tungsten.tgsi;

/// A texture target (`TGSI_TEXTURE_*`). CUBE_ARRAY prints as `CUBEARRAY`.
public enum TextureTarget {
    BUFFER(0, "BUFFER"),
    T1D(1, "1D"),
    T2D(2, "2D"),
    T3D(3, "3D"),
    CUBE(4, "CUBE"),
    RECT(5, "RECT"),
    SHADOW1D(6, "SHADOW1D"),
    SHADOW2D(7, "SHADOW2D"),
    SHADOWRECT(8, "SHADOWRECT"),
    T1D_ARRAY(9, "1D_ARRAY"),
    T2D_ARRAY(10, "2D_ARRAY"),
    SHADOW1D_ARRAY(11, "SHADOW1D_ARRAY"),
    SHADOW2D_ARRAY(12, "SHADOW2D_ARRAY"),
    SHADOWCUBE(13, "SHADOWCUBE"),
    T2D_MSAA(14, "2D_MSAA"),
    T2D_ARRAY_MSAA(15, "2D_ARRAY_MSAA"),
    CUBE_ARRAY(16, "CUBEARRAY"),
    SHADOWCUBE_ARRAY(17, "SHADOWCUBEARRAY"),
    UNKNOWN(18, "UNKNOWN");

    private static final TextureTarget[] BY_CODE = new TextureTarget[19];
    static {
        for (TextureTarget v : values()) {
            BY_CODE[v.code] = v;
        }
    }

    private final int code;
    private final String text;

    TextureTarget(int code, String text) {
        this.code = code;
        this.text = text;
    }

    /// The value in the token.
    public int code() { return code; }

    /// Mesa's text spelling (`tgsi_strings.c`).
    public String text() { return text; }

    /// The constant with this token value, or `null` if there is none.
    public static TextureTarget fromCode(int code) {
        return code >= 0 && code < BY_CODE.length ? BY_CODE[code] : null;
    }

    /// The constant whose [#text] equals `text` (case-insensitive), or `null`.
    public static TextureTarget fromText(String text) {
        for (TextureTarget v : values()) {
            if (v.text.equalsIgnoreCase(text)) {
                return v;
            }
        }
        return null;
    }

    /// Address components an image LOAD, STORE or atomic on this target reads (Mesa's
    /// `get_image_coord_dim`): the layer counts, a cube's face too; 2 for UNKNOWN.
    public int imageCoordinates() {
        return switch (this) {
            case BUFFER, T1D, SHADOW1D -> 1;
            case T2D, RECT, T1D_ARRAY, T2D_MSAA, SHADOW2D, SHADOWRECT, SHADOW1D_ARRAY, UNKNOWN -> 2;
            case T3D, CUBE, T2D_ARRAY, T2D_ARRAY_MSAA, CUBE_ARRAY, SHADOW2D_ARRAY, SHADOWCUBE, SHADOWCUBE_ARRAY -> 3;
        };
    }

    /// Whether this target compares against a reference value.
    public boolean isShadow() {
        return switch (this) {
            case SHADOW1D, SHADOW2D, SHADOWRECT, SHADOW1D_ARRAY, SHADOW2D_ARRAY, SHADOWCUBE, SHADOWCUBE_ARRAY -> true;
            default -> false;
        };
    }

    /// Whether this target is an array of layers.
    public boolean isArray() {
        return switch (this) {
            case T1D_ARRAY, T2D_ARRAY, SHADOW1D_ARRAY, SHADOW2D_ARRAY, T2D_ARRAY_MSAA, CUBE_ARRAY, SHADOWCUBE_ARRAY -> true;
            default -> false;
        };
    }

    /// Whether this target is a cube map (or cube map array).
    public boolean isCube() {
        return this == CUBE || this == SHADOWCUBE || this == CUBE_ARRAY || this == SHADOWCUBE_ARRAY;
    }
}
