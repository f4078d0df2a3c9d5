package dev.tungsten.tgsi;

/// A sampler-view return type (`TGSI_RETURN_TYPE_*`).
public enum ReturnType {
    UNORM(0, "UNORM"),
    SNORM(1, "SNORM"),
    SINT(2, "SINT"),
    UINT(3, "UINT"),
    FLOAT(4, "FLOAT"),
    UNKNOWN(5, "UNKNOWN");

    private static final ReturnType[] BY_CODE = new ReturnType[6];
    static {
        for (ReturnType v : values()) {
            BY_CODE[v.code] = v;
        }
    }

    private final int code;
    private final String text;

    ReturnType(int code, String text) {
        this.code = code;
        this.text = text;
    }

    /// The value in the token.
    public int code() { return code; }

    /// Mesa's text spelling (`tgsi_strings.c`).
    public String text() { return text; }

    /// The constant with this token value, or `null` if there is none.
    public static ReturnType fromCode(int code) {
        return code >= 0 && code < BY_CODE.length ? BY_CODE[code] : null;
    }

    /// The constant whose [#text] equals `text` (case-insensitive), or `null`.
    public static ReturnType fromText(String text) {
        for (ReturnType v : values()) {
            if (v.text.equalsIgnoreCase(text)) {
                return v;
            }
        }
        return null;
    }
}
