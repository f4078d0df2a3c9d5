package dev.tungsten.tgsi;

/// The value of the FS_DEPTH_LAYOUT property (`TGSI_FS_DEPTH_LAYOUT_*`).
public enum DepthLayout {
    NONE(0, "NONE"),
    ANY(1, "ANY"),
    GREATER(2, "GREATER"),
    LESS(3, "LESS"),
    UNCHANGED(4, "UNCHANGED");

    private static final DepthLayout[] BY_CODE = new DepthLayout[5];
    static {
        for (DepthLayout v : values()) {
            BY_CODE[v.code] = v;
        }
    }

    private final int code;
    private final String text;

    DepthLayout(int code, String text) {
        this.code = code;
        this.text = text;
    }

    /// The value in the token.
    public int code() { return code; }

    /// Mesa's text spelling (`tgsi_strings.c`).
    public String text() { return text; }

    /// The constant with this token value, or `null` if there is none.
    public static DepthLayout fromCode(int code) {
        return code >= 0 && code < BY_CODE.length ? BY_CODE[code] : null;
    }

    /// The constant whose [#text] equals `text` (case-insensitive), or `null`.
    public static DepthLayout fromText(String text) {
        for (DepthLayout v : values()) {
            if (v.text.equalsIgnoreCase(text)) {
                return v;
            }
        }
        return null;
    }
}
