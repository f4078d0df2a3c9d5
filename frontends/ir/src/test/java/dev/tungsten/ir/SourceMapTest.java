package dev.tungsten.ir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

class SourceMapTest {
    private final SourceFile main = new SourceFile("main.wgsl", "fn f() -> i32 { return g(); }\n");
    private final SourceFile lib = new SourceFile("lib.wgsl", "// lib\nfn g() -> i32 { return x; }\n");

    /// `main` copied whole, then "\n" of glue, then lib's line 2 with `g` renamed `g_long`.
    private SourceMap map() {
        SourceMap m = new SourceMap(main);
        int n = main.text().length();
        m.add(0, n, main, 0, n);
        // composed: main | '\n' | "fn " | "g_long" | "() -> i32 { return x; }\n"
        int libFn = lib.text().indexOf("fn g");
        m.add(n + 1, n + 4, lib, libFn, libFn + 3);
        m.add(n + 4, n + 10, lib, libFn + 3, libFn + 4);
        int rest = libFn + 4;
        m.add(n + 10, n + 10 + lib.text().length() - rest, lib, rest, lib.text().length());
        m.addNote(lib, "in module `lib`");
        return m;
    }

    @Test
    void copiedTextMapsOneToOneAndRewrittenTextToItsOriginal() {
        SourceMap m = map();
        int n = main.text().length();
        assertEquals(new SourceMap.Located(main, new Span(3, 4)), m.locate(new Span(3, 4)));
        SourceMap.Located renamed = m.locate(new Span(n + 4, n + 10));
        assertSame(lib, renamed.file());
        assertEquals(new Span(10, 11), renamed.span(), "the six characters of g_long are the one of g");
        SourceMap.Located x = m.locate(new Span(n + 10 + 19, n + 10 + 20));
        assertEquals("x", lib.text().substring(x.span().start(), x.span().end()));
        assertNull(m.locate(new Span(n, n + 1)), "glue maps to no place");
    }

    @Test
    void rendersAgainstTheFileOfThePrimaryLabelWithItsNotes() {
        SourceMap m = map();
        int n = main.text().length();
        int x = n + 10 + 19;
        Diagnostic d = new Diagnostic(Severity.ERROR, "no definition in scope for identifier: `x`",
                List.of(new Diagnostic.Label(new Span(x, x + 1), "unknown"), new Diagnostic.Label(new Span(0, 2), "elsewhere")),
                List.of("rule: §5"));
        String r = m.render(d);
        assertTrue(r.contains("┌─ lib.wgsl:2:24"), r);
        assertTrue(r.contains("= in module `lib`"), r);
        assertTrue(!r.contains("elsewhere"), "a label in another file is dropped: " + r);
        assertEquals("lib.wgsl:2:24: error: no definition in scope for identifier: `x`", m.oneLine(d));
        Diagnostic glue = Diagnostic.error("in the glue", new Span(n, n + 1), "here");
        assertTrue(m.render(glue).contains("┌─ main.wgsl\n"), m.render(glue));
    }

    @Test
    void segmentsMustNotOverlap() {
        SourceMap m = new SourceMap(main);
        m.add(0, 5, main, 0, 5);
        assertThrows(IllegalArgumentException.class, () -> m.add(3, 6, main, 3, 6));
    }
}
