package dev.tungsten.tgsi;

/// An input interpolation mode (`TGSI_INTERPOLATE_*`).
public enum Interpolation {
    CONSTANT(0, "CONSTANT"),
    LINEAR(1, "LINEAR"),
    PERSPECTIVE(2, "PERSPECTIVE"),
    COLOR(3, "COLOR");

    private static final Interpolation[] BY_CODE = new Interpolation[4];
    static {
        for (Interpolation v : values()) {
            BY_CODE[v.code] = v;
        }
    }

    private final int code;
    private final String text;

    Interpolation(int code, String text) {
        this.code = code;
        this.text = text;
    }

    /// The value in the token.
    public int code() { return code; }

    /// Mesa's text spelling (`tgsi_strings.c`).
    public String text() { return text; }

    /// The constant with this token value, or `null` if there is none.
    public static Interpolation fromCode(int code) {
        return code >= 0 && code < BY_CODE.length ? BY_CODE[code] : null;
    }

    /// The constant whose [#text] equals `text` (case-insensitive), or `null`.
    public static Interpolation fromText(String text) {
        for (Interpolation v : values()) {
            if (v.text.equalsIgnoreCase(text)) {
                return v;
            }
        }
        return null;
    }
}
