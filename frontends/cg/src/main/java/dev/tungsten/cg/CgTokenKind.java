package dev.tungsten.cg;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/// What the parser makes of a [PpToken]: a keyword, a punctuator, a built-in type name, a word
/// the Cg 3.1 specification reserves (§"Reserved Words"), or one of the kinds without a fixed
/// spelling. The preprocessor hands every word over as an identifier; [#classify] is the one
/// place that decides which words are keywords, and the keyword map is built from [#values()].
enum CgTokenKind {
    IDENT(null), NUMBER(null), STRING(null), CHARACTER(null),
    /// A character or punctuator no Cg token starts with (`@`, `$`, `#`, `->`, `::`).
    OTHER(null),
    /// A built-in type name: `float`, `half3`, `int2x2`, `sampler2D`, `string`, `void`.
    TYPE(null),
    /// A word of the reserved list with no meaning in Cg 3.1 (`goto`, `switch`, `char`, `__x`).
    RESERVED(null),
    EOF(null),

    // Keywords with a meaning.
    STRUCT("struct"), INTERFACE("interface"), TYPEDEF("typedef"), IF("if"), ELSE("else"), FOR("for"),
    WHILE("while"), DO("do"), RETURN("return"), BREAK("break"), CONTINUE("continue"), DISCARD("discard"),
    TRUE("true"), FALSE("false"), VECTOR("vector"), MATRIX("matrix"), REGISTER("register"),
    UNSIGNED("unsigned"),
    // Declaration specifiers (Ast.Qualifier).
    CONST("const"), EXTERN("extern"), IN("in"), OUT("out"), INOUT("inout"), INLINE("inline"), STATIC("static"),
    UNIFORM("uniform"), VARYING("varying"), PACKED("packed"), NOINTERP("nointerp"), SHARED("shared"),
    // CgFX effect-file constructs, refused with CgSyntaxError.EffectConstruct.
    TECHNIQUE("technique"), PASS("pass"), SAMPLER_STATE("sampler_state"), COMPILE("compile"),

    // Punctuators (C99 §6.4.6, less those Cg has no use for).
    LPAREN("("), RPAREN(")"), LBRACKET("["), RBRACKET("]"), LBRACE("{"), RBRACE("}"), DOT("."), COMMA(","),
    SEMICOLON(";"), COLON(":"), QUESTION("?"), ASSIGN("="), PLUS_ASSIGN("+="), MINUS_ASSIGN("-="),
    STAR_ASSIGN("*="), SLASH_ASSIGN("/="), PERCENT_ASSIGN("%="), SHL_ASSIGN("<<="), SHR_ASSIGN(">>="),
    AND_ASSIGN("&="), XOR_ASSIGN("^="), OR_ASSIGN("|="), PLUS("+"), MINUS("-"), STAR("*"), SLASH("/"),
    PERCENT("%"), SHL("<<"), SHR(">>"), LT("<"), GT(">"), LE("<="), GE(">="), EQ("=="), NE("!="), AMP("&"),
    CARET("^"), PIPE("|"), AND_AND("&&"), OR_OR("||"), BANG("!"), TILDE("~"), PLUS_PLUS("++"),
    MINUS_MINUS("--");

    final String spelling;

    CgTokenKind(String spelling) {
        this.spelling = spelling;
    }

    private static final Map<String, CgTokenKind> FIXED = new HashMap<>();

    /// Reserved words of the specification's list that Cg 3.1 gives no meaning (the ones it does
    /// are keywords above or built-in type names).
    private static final List<String> RESERVED_WORDS = List.of("asm", "asm_fragment", "auto", "case", "catch",
            "char", "class", "column_major", "const_cast", "decl", "default", "delete", "dword", "dynamic_cast", "emit",
            "enum", "explicit", "friend", "get", "goto", "long", "mutable", "namespace", "new", "operator",
            "pixelfragment", "pixelshader", "private", "protected", "public", "reinterpret_cast", "row_major",
            "short", "signed", "sizeof", "static_cast", "switch", "template", "this", "throw", "try", "typeid",
            "typename", "union", "using", "vertexfragment", "vertexshader", "virtual", "volatile");

    /// The words the reserved list marks case-insensitive (`Float`, `PASS`), except `texture`:
    /// libretro shaders use it (and its case variants) as a member and variable name.
    private static final List<String> CASE_INSENSITIVE = List.of("asm", "decl", "dword", "float", "matrix", "pass",
            "pixelfragment", "pixelshader", "string", "technique", "vector", "vertexfragment", "vertexshader");

    /// [#CASE_INSENSITIVE] by length, so most identifiers are compared with none of them.
    private static final String[][] CASE_INSENSITIVE_BY_LENGTH = new String[15][];

    /// Scalar types that have vector (`T1`..`T4`) and matrix (`TRxC`) forms.
    static final List<String> NUMERIC_BASES = List.of("bool", "int", "uint", "float", "half", "fixed", "double");

    static {
        for (CgTokenKind k : values()) {
            if (k.spelling != null) {
                FIXED.put(k.spelling, k);
            }
        }
        // Digraphs are the punctuators they stand for (C99 §6.4.6p3); `%:` stays OTHER, as `#`.
        FIXED.put("<:", LBRACKET);
        FIXED.put(":>", RBRACKET);
        FIXED.put("<%", LBRACE);
        FIXED.put("%>", RBRACE);
        for (int n = 0; n < CASE_INSENSITIVE_BY_LENGTH.length; n++) {
            int length = n;
            CASE_INSENSITIVE_BY_LENGTH[n] = CASE_INSENSITIVE.stream().filter(w -> w.length() == length)
                    .toArray(String[]::new);
        }
        for (String w : RESERVED_WORDS) {
            FIXED.put(w, RESERVED);
        }
        for (String base : NUMERIC_BASES) {
            FIXED.put(base, TYPE);
            for (int r = 1; r <= 4; r++) {
                FIXED.put(base + r, TYPE);
                for (int c = 1; c <= 4; c++) {
                    FIXED.put(base + r + "x" + c, TYPE);
                }
            }
        }
        for (String t : List.of("void", "cint", "cfloat", "string", "sampler", "sampler1D", "sampler2D", "sampler3D",
                "samplerCUBE", "samplerRECT", "sampler1DARRAY", "sampler2DARRAY", "samplerBUF", "texture1D",
                "texture2D", "texture3D", "textureCUBE", "textureRECT")) {
            FIXED.put(t, TYPE);
        }
    }

    /// The kind of a token; `texture` stays an identifier (the parser takes it as a type only in a
    /// declaration's type position).
    static CgTokenKind classify(PpToken t) {
        return switch (t.kind()) {
            case NUMBER -> NUMBER;
            case STRING -> STRING;
            case CHARACTER -> CHARACTER;
            case OTHER -> OTHER;
            case PUNCTUATOR -> FIXED.getOrDefault(t.text(), OTHER);
            case IDENTIFIER -> word(t.text());
        };
    }

    private static CgTokenKind word(String text) {
        char first = text.charAt(0);
        // Every keyword, type name and reserved word but the case-insensitive ones starts with a
        // lower-case letter or `__`; an upper-case start (`IN`, `TEXCOORD0`) skips the map.
        if (first >= 'a' && first <= 'z' || first == '_') {
            CgTokenKind k = FIXED.get(text);
            if (k != null) {
                return k;
            }
            if (first == '_' && text.startsWith("__")) {
                return RESERVED;
            }
        }
        return isCaseInsensitiveReserved(text) ? RESERVED : IDENT;
    }

    private static boolean isCaseInsensitiveReserved(String text) {
        int n = text.length();
        if (n >= CASE_INSENSITIVE_BY_LENGTH.length) {
            return false;
        }
        for (String w : CASE_INSENSITIVE_BY_LENGTH[n]) {
            if (text.equalsIgnoreCase(w)) {
                return true;
            }
        }
        return false;
    }

    /// Whether the kind is a declaration specifier ([Ast.Qualifier]).
    boolean isQualifier() {
        return switch (this) {
            case CONST, EXTERN, IN, OUT, INOUT, INLINE, STATIC, UNIFORM, VARYING, PACKED, NOINTERP, SHARED -> true;
            default -> false;
        };
    }

    /// Whether the kind is a word (a keyword, type name or reserved word) rather than a punctuator.
    boolean isWord() {
        return this == IDENT || this == TYPE || this == RESERVED || (spelling != null && Character.isLetter(spelling.charAt(0)));
    }
}
