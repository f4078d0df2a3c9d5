package dev.tungsten.wgsl;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/// The kinds of WGSL tokens (§3), each with its spelling where it has a fixed one. The keyword
/// map is built from [#values()], so a keyword exists in exactly one place.
public enum TokenKind {
    // Tokens without a fixed spelling.
    IDENT(null, "identifier"),
    INT_LITERAL(null, "integer literal"),
    FLOAT_LITERAL(null, "floating-point literal"),
    /// A word the spec reserves for future use (§16.2); never valid in a module.
    RESERVED(null, "reserved word"),
    /// Text the lexer could not turn into a token; the lexer has already reported it.
    ERROR(null, "invalid token"),
    EOF(null, "end of file"),
    /// `<` that the template-list discovery (§3.9) found to open a template list.
    TEMPLATE_START("<", "'<'"),
    /// `>` that closes a template list.
    TEMPLATE_END(">", "'>'"),

    // Keywords (§16.1).
    ALIAS("alias"), BREAK("break"), CASE("case"), CONST("const"), CONST_ASSERT("const_assert"),
    CONTINUE("continue"), CONTINUING("continuing"), DEFAULT("default"), DIAGNOSTIC("diagnostic"),
    DISCARD("discard"), ELSE("else"), ENABLE("enable"), FALSE("false"), FN("fn"), FOR("for"),
    IF("if"), LET("let"), LOOP("loop"), OVERRIDE("override"), REQUIRES("requires"),
    RETURN("return"), STRUCT("struct"), SWITCH("switch"), TRUE("true"), VAR("var"), WHILE("while"),

    // Syntactic tokens (§3.6).
    AND("&"), AND_AND("&&"), ARROW("->"), AT("@"), SLASH("/"), BANG("!"), LBRACKET("["),
    RBRACKET("]"), LBRACE("{"), RBRACE("}"), COLON(":"), COMMA(","), EQUAL("="), EQUAL_EQUAL("=="),
    NOT_EQUAL("!="), GREATER(">"), GREATER_EQUAL(">="), SHIFT_RIGHT(">>"), LESS("<"),
    LESS_EQUAL("<="), SHIFT_LEFT("<<"), PERCENT("%"), MINUS("-"), MINUS_MINUS("--"), PERIOD("."),
    PLUS("+"), PLUS_PLUS("++"), OR("|"), OR_OR("||"), LPAREN("("), RPAREN(")"), SEMICOLON(";"),
    STAR("*"), TILDE("~"), UNDERSCORE("_"), XOR("^"), PLUS_EQUAL("+="), MINUS_EQUAL("-="),
    STAR_EQUAL("*="), SLASH_EQUAL("/="), PERCENT_EQUAL("%="), AND_EQUAL("&="), OR_EQUAL("|="),
    XOR_EQUAL("^="), SHIFT_RIGHT_EQUAL(">>="), SHIFT_LEFT_EQUAL("<<=");

    private final String spelling;
    private final String description;

    TokenKind(String spelling) {
        this(spelling, "'" + spelling + "'");
    }

    TokenKind(String spelling, String description) {
        this.spelling = spelling;
        this.description = description;
    }

    /// The fixed text of the token, or `null` for identifiers, literals and the like.
    public String spelling() {
        return spelling;
    }

    /// How messages name this kind: `'{'`, `identifier`.
    public String description() {
        return description;
    }

    public boolean isKeyword() {
        return compareTo(ALIAS) >= 0 && compareTo(WHILE) <= 0;
    }

    private static final Map<String, TokenKind> KEYWORDS = new HashMap<>();
    static {
        for (TokenKind k : values()) {
            if (k.isKeyword()) {
                KEYWORDS.put(k.spelling, k);
            }
        }
    }

    /// The keyword spelled `word`, or `null`.
    public static TokenKind keyword(String word) {
        return KEYWORDS.get(word);
    }

    /// The reserved words of §16.2.
    public static final Set<String> RESERVED_WORDS = Set.of(
            "NULL", "Self", "abstract", "active", "alignas", "alignof", "as", "asm", "asm_fragment",
            "async", "attribute", "auto", "await", "become", "cast", "catch", "class", "co_await",
            "co_return", "co_yield", "coherent", "column_major", "common", "compile",
            "compile_fragment", "concept", "const_cast", "consteval", "constexpr", "constinit",
            "crate", "debugger", "decltype", "delete", "demote", "demote_to_helper", "do",
            "dynamic_cast", "enum", "explicit", "export", "extends", "extern", "external",
            "fallthrough", "filter", "final", "finally", "friend", "from", "fxgroup", "get", "goto",
            "groupshared", "highp", "impl", "implements", "import", "inline", "instanceof",
            "interface", "layout", "lowp", "macro", "macro_rules", "match", "mediump", "meta", "mod",
            "module", "move", "mut", "mutable", "namespace", "new", "nil", "noexcept", "noinline",
            "nointerpolation", "non_coherent", "noncoherent", "noperspective", "null", "nullptr",
            "of", "operator", "package", "packoffset", "partition", "pass", "patch",
            "pixelfragment", "precise", "precision", "premerge", "priv", "protected", "pub",
            "public", "readonly", "ref", "regardless", "register", "reinterpret_cast", "require",
            "resource", "restrict", "self", "set", "shared", "sizeof", "smooth", "snorm", "static",
            "static_assert", "static_cast", "std", "subroutine", "super", "target", "template",
            "this", "thread_local", "throw", "trait", "try", "type", "typedef", "typeid", "typename",
            "typeof", "union", "unless", "unorm", "unsafe", "unsized", "use", "using", "varying",
            "virtual", "volatile", "wgsl", "where", "with", "writeonly", "yield");
}
