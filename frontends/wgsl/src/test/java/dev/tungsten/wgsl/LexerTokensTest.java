package dev.tungsten.wgsl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import dev.tungsten.ir.Span;

/// The lexer token by token (§3): every keyword and syntactic token from its spelling in
/// [TokenKind], exact spans, blank space and comments, identifiers and reserved words, numeric
/// literal forms, and error tokens: text that forms no token becomes one [TokenKind#ERROR]
/// token with one error, and lexing goes on after it.
class LexerTokensTest {
    private static List<Token> tokens(String src) {
        return new Lexer(src).tokenize();
    }

    private static List<TokenKind> kinds(String src) {
        return tokens(src).stream().map(Token::kind).toList();
    }

    /// The only token of `src` besides EOF.
    private static Token single(String src) {
        List<Token> t = tokens(src);
        assertEquals(2, t.size(), () -> src + " -> " + t);
        return t.getFirst();
    }

    @Test
    void everyKeywordLexesFromItsSpelling() {
        int keywords = 0;
        for (TokenKind k : TokenKind.values()) {
            if (!k.isKeyword()) {
                continue;
            }
            keywords++;
            assertEquals(k, TokenKind.keyword(k.spelling()));
            Token t = single(k.spelling());
            assertEquals(k, t.kind(), k.spelling());
            assertEquals(new Span(0, k.spelling().length()), t.span());
            assertEquals(TokenKind.IDENT, single(k.spelling() + "_x").kind(), "a keyword prefix does not split an identifier");
        }
        assertEquals(26, keywords, "the keywords of §16.1");
    }

    @Test
    void everySyntacticTokenLexesFromItsSpelling() {
        for (TokenKind k : TokenKind.values()) {
            if (k.spelling() == null || k.isKeyword() || k == TokenKind.TEMPLATE_START || k == TokenKind.TEMPLATE_END) {
                continue;
            }
            Token t = single(" " + k.spelling() + " ");
            assertEquals(k, t.kind(), k.spelling());
            assertEquals(new Span(1, 1 + k.spelling().length()), t.span(), k.spelling());
        }
    }

    @Test
    void maximalMunchTakesTheLongestOperator() {
        assertEquals(List.of(TokenKind.SHIFT_LEFT_EQUAL, TokenKind.LESS, TokenKind.EOF), kinds("<<=<"));
        assertEquals(List.of(TokenKind.MINUS_MINUS, TokenKind.MINUS, TokenKind.EOF), kinds("---"));
        assertEquals(List.of(TokenKind.ARROW, TokenKind.GREATER_EQUAL, TokenKind.EOF), kinds("->>="));
        assertEquals(List.of(TokenKind.AND_AND, TokenKind.AND_EQUAL, TokenKind.EOF), kinds("&&&="));
    }

    @Test
    void spansCoverEachTokenExactly() {
        String src = "let x=1u;\n  x += 0x1F;";
        List<String> texts = new ArrayList<>();
        for (Token t : tokens(src)) {
            texts.add(t.kind() + ":" + t.text(src));
        }
        assertEquals(List.of("LET:let", "IDENT:x", "EQUAL:=", "INT_LITERAL:1u", "SEMICOLON:;", "IDENT:x", "PLUS_EQUAL:+=",
                "INT_LITERAL:0x1F", "SEMICOLON:;", "EOF:"), texts);
        assertEquals(new Span(src.length(), src.length()), tokens(src).getLast().span(), "EOF sits at the end");
    }

    @Test
    void blankSpaceIncludesEveryWgslLineBreakAndTheBidiMarks() {
        assertEquals(List.of(TokenKind.IDENT, TokenKind.IDENT, TokenKind.IDENT, TokenKind.IDENT, TokenKind.EOF),
                kinds("a\u2028b\u200Ec\u0085d"));
    }

    @Test
    void lineCommentsEndAtAnyLineBreakAndBlockCommentsNest() {
        assertEquals(List.of(TokenKind.IDENT, TokenKind.EOF), kinds("// one\rx"));
        assertEquals(List.of(TokenKind.IDENT, TokenKind.EOF), kinds("// /* not a block\nx"));
        assertEquals(List.of(TokenKind.IDENT, TokenKind.IDENT, TokenKind.EOF), kinds("a /* x /* y */ z */ b"));
        assertEquals(List.of(TokenKind.SLASH, TokenKind.IDENT, TokenKind.EOF), kinds("/ x"));
    }

    @Test
    void identifiersAreUnicodeAndReservedWordsAreTheirOwnKind() {
        assertEquals(TokenKind.IDENT, single("Δέλτα_2").kind());
        assertEquals(TokenKind.IDENT, single("__x").kind(), "the `__` prefix is refused by the parser, not the lexer");
        assertEquals(List.of(TokenKind.UNDERSCORE, TokenKind.EOF), kinds("_"));
        for (String w : TokenKind.RESERVED_WORDS) {
            assertEquals(TokenKind.RESERVED, single(w).kind(), w);
        }
        assertEquals(TokenKind.IDENT, single("f32").kind(), "predeclared type names are identifiers");
    }

    @Test
    void numericLiteralForms() {
        for (String i : List.of("0", "0u", "7i", "123", "0x0", "0XFFu", "0x1fi", "1li", "1lu")) {
            assertEquals(TokenKind.INT_LITERAL, single(i).kind(), i);
        }
        for (String f : List.of("0.0", "1.", ".5", "1e3", "1E-3", "2.5e+3f", "0f", "1h", "1lf", "0x1p4", "0x.8p1", "0x1.p-2h",
                "0xa.fp+2f", "0x1.8")) {
            assertEquals(TokenKind.FLOAT_LITERAL, single(f).kind(), f);
        }
        assertEquals(List.of(TokenKind.INT_LITERAL, TokenKind.PERIOD, TokenKind.IDENT, TokenKind.EOF), kinds("1 .x"),
                "a period not followed by a digit is member access");
    }

    /// The one error of lexing `src`, which must give exactly one error token.
    private static SyntaxError errorOf(String src, Span expected) {
        Lexer lx = new Lexer(src);
        List<Token> t = lx.tokenize();
        assertEquals(1, t.stream().filter(k -> k.kind() == TokenKind.ERROR).count(), () -> src + " -> " + t);
        assertEquals(1, lx.errors().size(), () -> lx.errors().toString());
        assertEquals(expected, lx.errors().getFirst().span());
        return lx.errors().getFirst();
    }

    @Test
    void badNumbersAreOneErrorTokenWithTheReason() {
        assertEquals("hexadecimal literal without digits", ((SyntaxError.BadNumber) errorOf("0x", new Span(0, 2))).reason());
        assertEquals("exponent has no digits", ((SyntaxError.BadNumber) errorOf("1e+;", new Span(0, 3))).reason());
        assertEquals("invalid suffix on numeric literal", ((SyntaxError.BadNumber) errorOf("12abc", new Span(0, 5))).reason());
        assertEquals("invalid suffix on numeric literal", ((SyntaxError.BadNumber) errorOf("1.5u", new Span(0, 4))).reason());
        assertTrue(((SyntaxError.BadNumber) errorOf("007", new Span(0, 3))).reason().contains("may not start with 0"));
    }

    @Test
    void anUnexpectedCharacterIsOneErrorTokenAndLexingGoesOn() {
        SyntaxError.UnexpectedCharacter e = assertInstanceOf(SyntaxError.UnexpectedCharacter.class, errorOf("a $ b", new Span(2, 3)));
        assertEquals('$', e.codePoint());
        assertEquals(List.of(TokenKind.IDENT, TokenKind.ERROR, TokenKind.IDENT, TokenKind.EOF), kinds("a $ b"));
        // A character outside the BMP is one token of two chars, not two broken halves.
        SyntaxError.UnexpectedCharacter cat = (SyntaxError.UnexpectedCharacter) errorOf("x\uD83D\uDC08;", new Span(1, 3));
        assertEquals(0x1F408, cat.codePoint());
        assertEquals("unexpected character U+0007", errorOf("\u0007", new Span(0, 1)).diagnostic().message(),
                "control characters are shown by code");
    }

    @Test
    void anUnterminatedCommentIsReportedOnceAtItsStart() {
        Lexer lx = new Lexer("x /* a /* b */");
        List<Token> t = lx.tokenize();
        assertEquals(List.of(TokenKind.IDENT, TokenKind.EOF), t.stream().map(Token::kind).toList());
        assertEquals(List.of(new SyntaxError.UnterminatedComment(new Span(2, 4))), lx.errors());
    }

    @Test
    void templateListsAreFoundBeforeTokensAreCut() {
        // `>=` after a template list's `<` closes the list: `a<b>` then `=` (§3.9's algorithm).
        assertEquals(List.of(TokenKind.IDENT, TokenKind.TEMPLATE_START, TokenKind.IDENT, TokenKind.TEMPLATE_END, TokenKind.EQUAL,
                TokenKind.IDENT, TokenKind.EOF), kinds("a<b>=c"));
        // `<=` and `<<` never start a list.
        assertEquals(List.of(TokenKind.IDENT, TokenKind.LESS_EQUAL, TokenKind.IDENT, TokenKind.GREATER, TokenKind.IDENT,
                TokenKind.EOF), kinds("a<=b>c"));
        // `&&` and `||` end the candidates of their nesting level.
        assertEquals(List.of(TokenKind.IDENT, TokenKind.LESS, TokenKind.IDENT, TokenKind.AND_AND, TokenKind.IDENT,
                TokenKind.GREATER, TokenKind.IDENT, TokenKind.EOF), kinds("a<b && c>d"));
        // A `]` closes the level its `[` opened, dropping the candidate inside it.
        assertEquals(TokenKind.LESS, tokens("x[a<b] > c").get(3).kind());
        assertNotNull(TokenKind.keyword("fn"));
    }
}
