package dev.tungsten.cg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import dev.tungsten.ir.Span;

class PpLexerTest {
    private final List<PreprocessError> errors = new ArrayList<>();

    private List<PpToken> lex(String text) {
        return PpLexer.tokenize(text, 0, errors);
    }

    private List<String> texts(String text) {
        return lex(text).stream().map(PpToken::text).toList();
    }

    @Test
    void numbersAreGreedyPpNumbers() {
        assertEquals(List.of("1.5f", "0x1F", "1e-3", "2.x", ".5h", "1E+10", "0x1p-3", "1.0.0", "3", "-", "2"),
                texts("1.5f 0x1F 1e-3 2.x .5h 1E+10 0x1p-3 1.0.0 3-2"));
        assertTrue(lex("1.5f 2.x").stream().allMatch(t -> t.kind() == PpToken.Kind.NUMBER));
        // A sign only continues a pp-number right after an exponent letter.
        assertEquals(List.of("0x1F", "+", "1"), texts("0x1F+1"));
        assertEquals(List.of("1e+1"), texts("1e+1"));
    }

    @Test
    void everyPunctuatorIsOneToken() {
        String all = "[ ] ( ) { } . -> ++ -- & * + - ~ ! / % << >> < > <= >= == != ^ | && || ? : ; ... "
                + "= *= /= %= += -= <<= >>= &= ^= |= , # ## <: :> <% %> %: %:%:";
        List<String> expected = List.of(all.split(" "));
        List<PpToken> tokens = lex(all);
        assertEquals(expected, tokens.stream().map(PpToken::text).toList());
        assertTrue(tokens.stream().allMatch(t -> t.kind() == PpToken.Kind.PUNCTUATOR));
        // Maximal munch without spaces.
        assertEquals(List.of("<<=", "<<", ">>=", ">", "->", "...", ".", ".", "##", "#"), texts("<<=<<>>=>->.....###"));
        assertEquals(List.of("x", "++", "+", "y"), texts("x+++y"));
    }

    @Test
    void identifiersStringsAndCharacters() {
        List<PpToken> t = lex("float4 _a1 \"s \\\" t\" 'c' '\\'' L\"w\" u8\"x\" L");
        assertEquals(List.of("float4", "_a1", "\"s \\\" t\"", "'c'", "'\\''", "L\"w\"", "u8\"x\"", "L"),
                t.stream().map(PpToken::text).toList());
        assertEquals(List.of(PpToken.Kind.IDENTIFIER, PpToken.Kind.IDENTIFIER, PpToken.Kind.STRING,
                PpToken.Kind.CHARACTER, PpToken.Kind.CHARACTER, PpToken.Kind.STRING, PpToken.Kind.STRING,
                PpToken.Kind.IDENTIFIER), t.stream().map(PpToken::kind).toList());
        assertEquals(PpToken.Kind.OTHER, lex("@").getFirst().kind());
        assertEquals(PpToken.Kind.OTHER, lex("\\").getFirst().kind());
        assertTrue(errors.isEmpty());
    }

    @Test
    void commentsBecomeSpaceAndKeepTheLogicalLine() {
        List<PpToken> t = lex("a/* x */b /* line\n */ c // rest \\\n still comment\nd");
        assertEquals(List.of("a", "b", "c", "d"), t.stream().map(PpToken::text).toList());
        assertFalse(t.get(0).spaceBefore());
        assertTrue(t.get(1).spaceBefore());
        assertTrue(t.get(2).spaceBefore());
        // A block comment spanning lines does not end the logical line; a line comment that ends
        // in a splice continues onto the next line.
        assertFalse(t.get(2).lineStart());
        assertTrue(t.get(3).lineStart());
        assertTrue(t.get(0).lineStart());
        assertEquals(List.of("a", "/", "b"), texts("a / b"));
    }

    @Test
    void splicesAreRemovedAndOffsetsStayInTheFile() {
        String text = "#define A 1 \\\n  + 2\nab\\\ncd x";
        List<PpToken> t = lex(text);
        assertEquals(List.of("#", "define", "A", "1", "+", "2", "abcd", "x"), t.stream().map(PpToken::text).toList());
        assertFalse(t.get(4).lineStart(), "a splice continues the logical line");
        PpToken abcd = t.get(6);
        assertTrue(abcd.lineStart());
        assertEquals(text.indexOf("ab"), abcd.offset());
        assertEquals("ab\\\ncd", text.substring(abcd.offset(), abcd.offset() + abcd.length()));
        assertEquals(text.indexOf(" x") + 1, t.get(7).offset());
        // CRLF splices and a blank between the backslash and the line break (GCC accepts it).
        assertEquals(List.of("ab", "c"), texts("a\\\r\nb \\  \r\nc"));
        assertEquals(List.of("a", "\\", "b"), texts("a \\ b"));
    }

    @Test
    void offsetsAreGlobal() {
        List<PpToken> t = PpLexer.tokenize("x  yy", 100, errors);
        assertEquals(100, t.get(0).offset());
        assertEquals(103, t.get(1).offset());
        assertEquals(2, t.get(1).length());
        assertEquals(new Span(103, 105), t.get(1).span());
    }

    @Test
    void unterminatedCommentIsAnErrorRecord() {
        List<PpToken> t = lex("a /* never closed");
        assertEquals(List.of("a"), t.stream().map(PpToken::text).toList());
        assertEquals(1, errors.size());
        PreprocessError.UnterminatedComment e = assertInstanceOf(PreprocessError.UnterminatedComment.class, errors.getFirst());
        assertEquals(new Span(2, 4), e.span());
        assertEquals("unterminated comment", e.diagnostic().message());
    }

    @Test
    void unterminatedLiteralsRunToTheEndOfTheLine() {
        List<PpToken> t = lex("a \"open string\nb don't\nc");
        assertEquals(List.of("a", "\"open string", "b", "don", "'t", "c"), t.stream().map(PpToken::text).toList());
        assertEquals(PpToken.Kind.OTHER, t.get(1).kind());
        assertEquals(2, errors.size());
        PreprocessError.UnterminatedLiteral s = assertInstanceOf(PreprocessError.UnterminatedLiteral.class, errors.get(0));
        assertEquals('"', s.quote());
        assertEquals(new Span(2, 14), s.span());
        assertEquals("missing terminating \" character", s.diagnostic().message());
        assertEquals('\'', ((PreprocessError.UnterminatedLiteral) errors.get(1)).quote());
        assertTrue(t.get(5).lineStart());
    }

    @Test
    void largeInputIsLexedQuickly() {
        String line = "float4 main_fragment(in float2 tex : TEXCOORD0, uniform sampler2D s) : COLOR { return tex2D(s, tex * 1.5f); } // c\n";
        String text = line.repeat(20_000);
        long t0 = System.nanoTime();
        List<PpToken> t = lex(text);
        long ms = (System.nanoTime() - t0) / 1_000_000;
        assertEquals(20_000 * 27, t.size());
        // Generous: about 2.4 MB; a per-character regex would take seconds.
        assertTrue(ms < 2_000, "lexing took " + ms + " ms");
    }
}
