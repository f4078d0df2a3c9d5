package dev.tungsten.tgsi;

/// A declaration semantic (`TGSI_SEMANTIC_*`, Mesa 24.1). PRIMID prints as `PRIM_ID`.
/// Mesa 24.1 has no text for the last two (its name table stops at VIEWPORT_MASK); we spell them out.
public enum SemanticName {
    POSITION(0, "POSITION"),
    COLOR(1, "COLOR"),
    BCOLOR(2, "BCOLOR"),
    FOG(3, "FOG"),
    PSIZE(4, "PSIZE"),
    GENERIC(5, "GENERIC"),
    NORMAL(6, "NORMAL"),
    FACE(7, "FACE"),
    EDGEFLAG(8, "EDGEFLAG"),
    PRIMID(9, "PRIM_ID"),
    INSTANCEID(10, "INSTANCEID"),
    VERTEXID(11, "VERTEXID"),
    STENCIL(12, "STENCIL"),
    CLIPDIST(13, "CLIPDIST"),
    CLIPVERTEX(14, "CLIPVERTEX"),
    GRID_SIZE(15, "GRID_SIZE"),
    BLOCK_ID(16, "BLOCK_ID"),
    BLOCK_SIZE(17, "BLOCK_SIZE"),
    THREAD_ID(18, "THREAD_ID"),
    TEXCOORD(19, "TEXCOORD"),
    PCOORD(20, "PCOORD"),
    VIEWPORT_INDEX(21, "VIEWPORT_INDEX"),
    LAYER(22, "LAYER"),
    SAMPLEID(23, "SAMPLEID"),
    SAMPLEPOS(24, "SAMPLEPOS"),
    SAMPLEMASK(25, "SAMPLEMASK"),
    INVOCATIONID(26, "INVOCATIONID"),
    VERTEXID_NOBASE(27, "VERTEXID_NOBASE"),
    BASEVERTEX(28, "BASEVERTEX"),
    PATCH(29, "PATCH"),
    TESSCOORD(30, "TESSCOORD"),
    TESSOUTER(31, "TESSOUTER"),
    TESSINNER(32, "TESSINNER"),
    VERTICESIN(33, "VERTICESIN"),
    HELPER_INVOCATION(34, "HELPER_INVOCATION"),
    BASEINSTANCE(35, "BASEINSTANCE"),
    DRAWID(36, "DRAWID"),
    WORK_DIM(37, "WORK_DIM"),
    SUBGROUP_SIZE(38, "SUBGROUP_SIZE"),
    SUBGROUP_INVOCATION(39, "SUBGROUP_INVOCATION"),
    SUBGROUP_EQ_MASK(40, "SUBGROUP_EQ_MASK"),
    SUBGROUP_GE_MASK(41, "SUBGROUP_GE_MASK"),
    SUBGROUP_GT_MASK(42, "SUBGROUP_GT_MASK"),
    SUBGROUP_LE_MASK(43, "SUBGROUP_LE_MASK"),
    SUBGROUP_LT_MASK(44, "SUBGROUP_LT_MASK"),
    CS_USER_DATA_AMD(45, "CS_USER_DATA_AMD"),
    VIEWPORT_MASK(46, "VIEWPORT_MASK"),
    TESS_DEFAULT_OUTER_LEVEL(47, "TESS_DEFAULT_OUTER_LEVEL"),
    TESS_DEFAULT_INNER_LEVEL(48, "TESS_DEFAULT_INNER_LEVEL");

    private static final SemanticName[] BY_CODE = new SemanticName[49];
    static {
        for (SemanticName v : values()) {
            BY_CODE[v.code] = v;
        }
    }

    private final int code;
    private final String text;

    SemanticName(int code, String text) {
        this.code = code;
        this.text = text;
    }

    /// The value in the token.
    public int code() { return code; }

    /// Mesa's text spelling (`tgsi_strings.c`).
    public String text() { return text; }

    /// The constant with this token value, or `null` if there is none.
    public static SemanticName fromCode(int code) {
        return code >= 0 && code < BY_CODE.length ? BY_CODE[code] : null;
    }

    /// The constant whose [#text] equals `text` (case-insensitive), or `null`.
    public static SemanticName fromText(String text) {
        for (SemanticName v : values()) {
            if (v.text.equalsIgnoreCase(text)) {
                return v;
            }
        }
        return null;
    }
}
