package dev.tungsten.tgsi;

/// A TGSI register file (`TGSI_FILE_*`, Mesa 24.1 numbering: no PREDICATE file).
public enum RegisterFile {
    NULL(0, "NULL"),
    CONSTANT(1, "CONST"),
    INPUT(2, "IN"),
    OUTPUT(3, "OUT"),
    TEMPORARY(4, "TEMP"),
    SAMPLER(5, "SAMP"),
    ADDRESS(6, "ADDR"),
    IMMEDIATE(7, "IMM"),
    SYSTEM_VALUE(8, "SV"),
    IMAGE(9, "IMAGE"),
    SAMPLER_VIEW(10, "SVIEW"),
    BUFFER(11, "BUFFER"),
    MEMORY(12, "MEMORY"),
    CONSTBUF(13, "CONSTBUF"),
    HW_ATOMIC(14, "HWATOMIC");

    private static final RegisterFile[] BY_CODE = new RegisterFile[15];
    static {
        for (RegisterFile v : values()) {
            BY_CODE[v.code] = v;
        }
    }

    private final int code;
    private final String text;

    RegisterFile(int code, String text) {
        this.code = code;
        this.text = text;
    }

    /// The value in the token.
    public int code() { return code; }

    /// Mesa's text spelling (`tgsi_strings.c`).
    public String text() { return text; }

    /// The constant with this token value, or `null` if there is none.
    public static RegisterFile fromCode(int code) {
        return code >= 0 && code < BY_CODE.length ? BY_CODE[code] : null;
    }

    /// The constant whose [#text] equals `text` (case-insensitive), or `null`.
    public static RegisterFile fromText(String text) {
        for (RegisterFile v : values()) {
            if (v.text.equalsIgnoreCase(text)) {
                return v;
            }
        }
        return null;
    }
}
