package dev.tungsten.wgsl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

class LexerTest {
    private static List<TokenKind> kinds(String src) {
        return new Lexer(src).tokenize().stream().map(Token::kind).toList();
    }

    private static String joined(String src) {
        StringBuilder sb = new StringBuilder();
        for (Token t : new Lexer(src).tokenize()) {
            if (t.kind() == TokenKind.EOF) {
                break;
            }
            sb.append(t.kind() == TokenKind.TEMPLATE_START ? "<<T" : t.kind() == TokenKind.TEMPLATE_END ? "T>>" : t.text(src)).append(' ');
        }
        return sb.toString().trim();
    }

    @Test
    void nestedTemplateListsSplitShiftRight() {
        assertEquals("array <<T vec2 <<T f32 T>> T>>", joined("array<vec2<f32>>"));
        assertEquals("array <<T i32 , 4 T>> ( ) ;", joined("array<i32,4>();"));
    }

    @Test
    void comparisonsAreNotTemplates() {
        // From §3.9: `a < b || c > d` has no template list; `a<b>c` does only when it closes.
        assertEquals("a < b || c > d", joined("a < b || c > d"));
        assertEquals("x = a < b ;", joined("x = a < b;"));
        // §3.9 resolves this one as a template list on purpose: `a<b, c>` then `d`.
        assertEquals("f ( a <<T b , c T>> d )", joined("f(a < b, c > d)"));
        assertEquals("f ( ( a < b ) , c > d )", joined("f((a < b), c > d)"));
        assertEquals("a << 2 >= b", joined("a << 2 >= b"));
    }

    @Test
    void templateInsideCallArguments() {
        assertEquals("select ( vec2 <<T f32 T>> ( 1 ) , b , a > c )", joined("select(vec2<f32>(1), b, a > c)"));
        assertEquals("ptr <<T function , array <<T u32 , ( 4 > 2 ) T>> T>>", joined("ptr<function, array<u32, (4 > 2)>>"));
    }

    @Test
    void literalForms() {
        assertEquals(List.of(TokenKind.INT_LITERAL, TokenKind.INT_LITERAL, TokenKind.INT_LITERAL, TokenKind.INT_LITERAL,
                TokenKind.FLOAT_LITERAL, TokenKind.FLOAT_LITERAL, TokenKind.FLOAT_LITERAL, TokenKind.FLOAT_LITERAL,
                TokenKind.FLOAT_LITERAL, TokenKind.FLOAT_LITERAL, TokenKind.FLOAT_LITERAL, TokenKind.FLOAT_LITERAL,
                TokenKind.EOF),
                kinds("0 0u 123i 0x1Fu 1. .5 1e3 2.5e-3f 0f 12h 0x1.8p1 0xa.fp+2f"));
    }

    @Test
    void leadingZeroIsAnError() {
        Lexer lx = new Lexer("012");
        assertEquals(TokenKind.ERROR, lx.tokenize().getFirst().kind());
        assertEquals(1, lx.errors().size());
    }

    @Test
    void nestedBlockCommentsAndUnterminated() {
        assertEquals(List.of(TokenKind.IDENT, TokenKind.EOF), kinds("/* a /* b */ c */ x"));
        Lexer lx = new Lexer("x /* open /* inner */");
        lx.tokenize();
        assertTrue(lx.errors().getFirst() instanceof SyntaxError.UnterminatedComment);
    }

    @Test
    void keywordsReservedWordsAndUnderscore() {
        assertEquals(List.of(TokenKind.FN, TokenKind.RESERVED, TokenKind.UNDERSCORE, TokenKind.IDENT, TokenKind.EOF),
                kinds("fn null _ _x"));
    }

    @Test
    void compoundOperators() {
        assertEquals(List.of(TokenKind.SHIFT_RIGHT_EQUAL, TokenKind.SHIFT_LEFT_EQUAL, TokenKind.ARROW,
                TokenKind.PLUS_PLUS, TokenKind.AND_AND, TokenKind.EOF), kinds(">>= <<= -> ++ &&"));
    }
}
