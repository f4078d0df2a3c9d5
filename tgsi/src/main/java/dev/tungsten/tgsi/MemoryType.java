package dev.tungsten.tgsi;

/// The kind of a MEMORY declaration (`TGSI_MEMORY_TYPE_*`).
public enum MemoryType {
    GLOBAL(0, "GLOBAL"),
    SHARED(1, "SHARED"),
    PRIVATE(2, "PRIVATE"),
    INPUT(3, "INPUT");

    private static final MemoryType[] BY_CODE = new MemoryType[4];
    static {
        for (MemoryType v : values()) {
            BY_CODE[v.code] = v;
        }
    }

    private final int code;
    private final String text;

    MemoryType(int code, String text) {
        this.code = code;
        this.text = text;
    }

    /// The value in the token.
    public int code() { return code; }

    /// Mesa's text spelling (`tgsi_strings.c`).
    public String text() { return text; }

    /// The constant with this token value, or `null` if there is none.
    public static MemoryType fromCode(int code) {
        return code >= 0 && code < BY_CODE.length ? BY_CODE[code] : null;
    }

    /// The constant whose [#text] equals `text` (case-insensitive), or `null`.
    public static MemoryType fromText(String text) {
        for (MemoryType v : values()) {
            if (v.text.equalsIgnoreCase(text)) {
                return v;
            }
        }
        return null;
    }
}
