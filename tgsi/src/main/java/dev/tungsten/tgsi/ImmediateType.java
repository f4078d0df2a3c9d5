package dev.tungsten.tgsi;

/// The data type of an immediate (`TGSI_IMM_*`). The 64-bit types hold two values in four words, low word first.
public enum ImmediateType {
    FLT32(0, "FLT32"),
    UINT32(1, "UINT32"),
    INT32(2, "INT32"),
    FLT64(3, "FLT64"),
    UINT64(4, "UINT64"),
    INT64(5, "INT64");

    private static final ImmediateType[] BY_CODE = new ImmediateType[6];
    static {
        for (ImmediateType v : values()) {
            BY_CODE[v.code] = v;
        }
    }

    private final int code;
    private final String text;

    ImmediateType(int code, String text) {
        this.code = code;
        this.text = text;
    }

    /// The value in the token.
    public int code() { return code; }

    /// Mesa's text spelling (`tgsi_strings.c`).
    public String text() { return text; }

    /// The constant with this token value, or `null` if there is none.
    public static ImmediateType fromCode(int code) {
        return code >= 0 && code < BY_CODE.length ? BY_CODE[code] : null;
    }

    /// The constant whose [#text] equals `text` (case-insensitive), or `null`.
    public static ImmediateType fromText(String text) {
        for (ImmediateType v : values()) {
            if (v.text.equalsIgnoreCase(text)) {
                return v;
            }
        }
        return null;
    }

    /// Whether each value takes two words.
    public boolean is64Bit() {
        return code >= 3;
    }
}
