package dev.tungsten.tgsi;

/// Where an input is interpolated (`TGSI_INTERPOLATE_LOC_*`).
public enum InterpLocation {
    CENTER(0, "CENTER"),
    CENTROID(1, "CENTROID"),
    SAMPLE(2, "SAMPLE");

    private static final InterpLocation[] BY_CODE = new InterpLocation[3];
    static {
        for (InterpLocation v : values()) {
            BY_CODE[v.code] = v;
        }
    }

    private final int code;
    private final String text;

    InterpLocation(int code, String text) {
        this.code = code;
        this.text = text;
    }

    /// The value in the token.
    public int code() { return code; }

    /// Mesa's text spelling (`tgsi_strings.c`).
    public String text() { return text; }

    /// The constant with this token value, or `null` if there is none.
    public static InterpLocation fromCode(int code) {
        return code >= 0 && code < BY_CODE.length ? BY_CODE[code] : null;
    }

    /// The constant whose [#text] equals `text` (case-insensitive), or `null`.
    public static InterpLocation fromText(String text) {
        for (InterpLocation v : values()) {
            if (v.text.equalsIgnoreCase(text)) {
                return v;
            }
        }
        return null;
    }
}
