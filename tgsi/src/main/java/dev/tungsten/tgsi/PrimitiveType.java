package dev.tungsten.tgsi;

/// A primitive type as properties name it (`enum mesa_prim`).
public enum PrimitiveType {
    POINTS(0, "POINTS"),
    LINES(1, "LINES"),
    LINE_LOOP(2, "LINE_LOOP"),
    LINE_STRIP(3, "LINE_STRIP"),
    TRIANGLES(4, "TRIANGLES"),
    TRIANGLE_STRIP(5, "TRIANGLE_STRIP"),
    TRIANGLE_FAN(6, "TRIANGLE_FAN"),
    QUADS(7, "QUADS"),
    QUAD_STRIP(8, "QUAD_STRIP"),
    POLYGON(9, "POLYGON"),
    LINES_ADJACENCY(10, "LINES_ADJACENCY"),
    LINE_STRIP_ADJACENCY(11, "LINE_STRIP_ADJACENCY"),
    TRIANGLES_ADJACENCY(12, "TRIANGLES_ADJACENCY"),
    TRIANGLE_STRIP_ADJACENCY(13, "TRIANGLE_STRIP_ADJACENCY"),
    PATCHES(14, "PATCHES");

    private static final PrimitiveType[] BY_CODE = new PrimitiveType[15];
    static {
        for (PrimitiveType v : values()) {
            BY_CODE[v.code] = v;
        }
    }

    private final int code;
    private final String text;

    PrimitiveType(int code, String text) {
        this.code = code;
        this.text = text;
    }

    /// The value in the token.
    public int code() { return code; }

    /// Mesa's text spelling (`tgsi_strings.c`).
    public String text() { return text; }

    /// The constant with this token value, or `null` if there is none.
    public static PrimitiveType fromCode(int code) {
        return code >= 0 && code < BY_CODE.length ? BY_CODE[code] : null;
    }

    /// The constant whose [#text] equals `text` (case-insensitive), or `null`.
    public static PrimitiveType fromText(String text) {
        for (PrimitiveType v : values()) {
            if (v.text.equalsIgnoreCase(text)) {
                return v;
            }
        }
        return null;
    }
}
