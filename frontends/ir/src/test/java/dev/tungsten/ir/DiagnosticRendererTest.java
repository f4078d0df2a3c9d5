package dev.tungsten.ir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;

import org.junit.jupiter.api.Test;

/// The codespan-style renderer and the source index under it: line and column from offsets
/// (every WGSL line break, 1-based columns counting characters), the header, the numbered
/// gutter widened for the largest line number, carets under exactly the span, secondary labels,
/// gaps between distant lines, tabs kept under tabs, and notes.
class DiagnosticRendererTest {
    private static final SourceFile FILE = new SourceFile("s.wgsl", "fn main() {\n    let x = 1 +;\n}\n");

    @Test
    void locatesOffsetsAsOneBasedLinesAndColumns() {
        assertEquals(new SourceFile.Location(1, 1), FILE.locate(0));
        assertEquals(new SourceFile.Location(1, 12), FILE.locate(11), "the line break belongs to its line");
        assertEquals(new SourceFile.Location(2, 1), FILE.locate(12));
        assertEquals(new SourceFile.Location(2, 16), FILE.locate(27));
        assertEquals(new SourceFile.Location(4, 1), FILE.locate(10_000), "offsets past the end clamp to it");
        assertEquals("    let x = 1 +;", FILE.line(2));
        assertEquals(4, FILE.lineCount());
    }

    @Test
    void everyWgslLineBreakStartsALine() {
        // CR LF is one break; a lone CR, VT, FF, NEL, LS and PS each are one (WGSL §3.1 blankspace).
        SourceFile f = new SourceFile("b.wgsl", "a\r\nb\rc\u000Bd\u000Ce\u0085f\u2028g\u2029h");
        assertEquals(8, f.lineCount());
        for (int line = 1; line <= 8; line++) {
            assertEquals(String.valueOf((char) ('a' + line - 1)), f.line(line), "line " + line);
        }
        assertEquals(new SourceFile.Location(2, 1), f.locate(3));
    }

    @Test
    void rendersHeaderGutterAndCaretsUnderTheSpan() {
        Diagnostic d = Diagnostic.error("expected expression, found ';'", new Span(27, 28), "expected expression",
                "rule: an operator needs a right operand");
        assertEquals("""
                error: expected expression, found ';'
                  ┌─ s.wgsl:2:16
                  │
                2 │     let x = 1 +;
                  │                ^ expected expression
                  │
                  = rule: an operator needs a right operand

                """, DiagnosticRenderer.render(FILE, d));
    }

    @Test
    void aWideSpanGetsOneCaretPerCharacterAndAnEmptySpanOne() {
        String wide = DiagnosticRenderer.render(FILE, Diagnostic.error("m", new Span(16, 21), "here"));
        assertEquals("  │     ^^^^^ here", wide.lines().toList().get(4));
        String empty = DiagnosticRenderer.render(FILE, Diagnostic.error("m", new Span(16, 16), ""));
        assertEquals("  │     ^", empty.lines().toList().get(4), "no text: no trailing space");
    }

    @Test
    void aSpanOverSeveralLinesIsMarkedToTheEndOfItsFirstLine() {
        String r = DiagnosticRenderer.render(FILE, Diagnostic.error("m", new Span(3, 30), "body"));
        assertEquals("  │    ^^^^^^^^ body", r.lines().toList().get(4), "from `main` to past the line's end");
    }

    @Test
    void secondaryLabelsUseDashesAndDistantLinesAreSeparated() {
        StringBuilder text = new StringBuilder();
        for (int i = 1; i <= 12; i++) {
            text.append("line").append(i).append('\n');
        }
        SourceFile f = new SourceFile("long.wgsl", text.toString());
        Diagnostic d = new Diagnostic(Severity.ERROR, "redeclared", List.of(
                new Diagnostic.Label(new Span(f.lineStart(11), f.lineStart(11) + 6), "second"),
                new Diagnostic.Label(new Span(f.lineStart(2), f.lineStart(2) + 5), "first")), List.of());
        assertEquals("""
                error: redeclared
                   ┌─ long.wgsl:11:1
                   │
                 2 │ line2
                   │ ----- first
                   ·
                11 │ line11
                   │ ^^^^^^ second

                """, DiagnosticRenderer.render(f, d), "sorted by line, gutter two wide, primary still named in the header");
    }

    @Test
    void twoLabelsOnOneLineShareItsText() {
        SourceFile f = new SourceFile("x.wgsl", "let a = b + c;");
        Diagnostic d = new Diagnostic(Severity.WARNING, "w", List.of(new Diagnostic.Label(new Span(8, 9), "b"),
                new Diagnostic.Label(new Span(12, 13), "c")), List.of());
        assertEquals(List.of("warning: w", "  ┌─ x.wgsl:1:9", "  │", "1 │ let a = b + c;", "  │         ^ b", "  │             - c", ""),
                DiagnosticRenderer.render(f, d).lines().toList());
    }

    @Test
    void tabsStayTabsSoCaretsLineUp() {
        SourceFile f = new SourceFile("t.wgsl", "\t\tlet y = z;");
        String r = DiagnosticRenderer.render(f, Diagnostic.error("unknown identifier", new Span(10, 11), "here"));
        assertEquals("  │ \t\t        ^ here", r.lines().toList().get(4));
    }

    @Test
    void aDiagnosticWithoutALocationNamesOnlyTheFile() {
        Diagnostic d = new Diagnostic(Severity.ERROR, "no entry point", List.of(), List.of("note: add one"));
        assertEquals("error: no entry point\n  ┌─ s.wgsl\n  │\n  = note: add one\n\n", DiagnosticRenderer.render(FILE, d));
        assertEquals("s.wgsl: error: no entry point", DiagnosticRenderer.oneLine(FILE, d));
    }

    @Test
    void oneLineFormIsFileLineColumnSeverityMessage() {
        Diagnostic d = Diagnostic.error("expected expression, found ';'", new Span(27, 28), "");
        assertEquals("s.wgsl:2:16: error: expected expression, found ';'", DiagnosticRenderer.oneLine(FILE, d));
        assertEquals(2, DiagnosticRenderer.renderAll(FILE, List.of(d, d)).split("error:", -1).length - 1);
    }

    @Test
    void spansAreOrderedAndJoin() {
        assertThrows(IllegalArgumentException.class, () -> new Span(5, 4));
        assertEquals(new Span(2, 9), new Span(2, 4).join(new Span(7, 9)));
        assertEquals(new Span(2, 4), Span.UNDEFINED.join(new Span(2, 4)));
        assertEquals(new Span(2, 4), new Span(2, 4).join(Span.UNDEFINED));
        assertEquals(3, new Span(4, 7).length());
    }
}
