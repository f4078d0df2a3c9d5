package dev.tungsten.tgsi;

/// The shader stage in a TGSI header token (`enum pipe_shader_type`, numbering of Mesa since 2022-07).
/// Mesa's text assembler accepts only the first six; TASK and MESH can appear in tokens.
public enum Processor {
    VERT(0, "VERT"),
    TESS_CTRL(1, "TESS_CTRL"),
    TESS_EVAL(2, "TESS_EVAL"),
    GEOM(3, "GEOM"),
    FRAG(4, "FRAG"),
    COMP(5, "COMP"),
    TASK(6, "TASK"),
    MESH(7, "MESH");

    private static final Processor[] BY_CODE = new Processor[8];
    static {
        for (Processor v : values()) {
            BY_CODE[v.code] = v;
        }
    }

    private final int code;
    private final String text;

    Processor(int code, String text) {
        this.code = code;
        this.text = text;
    }

    /// The value in the token.
    public int code() { return code; }

    /// Mesa's text spelling (`tgsi_strings.c`).
    public String text() { return text; }

    /// The constant with this token value, or `null` if there is none.
    public static Processor fromCode(int code) {
        return code >= 0 && code < BY_CODE.length ? BY_CODE[code] : null;
    }

    /// The constant whose [#text] equals `text` (case-insensitive), or `null`.
    public static Processor fromText(String text) {
        for (Processor v : values()) {
            if (v.text.equalsIgnoreCase(text)) {
                return v;
            }
        }
        return null;
    }
}
