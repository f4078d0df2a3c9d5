package dev.tungsten.cg;

import dev.tungsten.ir.Span;

/// A preprocessing token (C99 §6.4) as the preprocessor hands it to the parser. `offset` is in
/// the [SourceSet]'s offset space, so it names the file and place the token came from; a token
/// produced by a macro expansion carries the offset of the macro's name at the expansion point
/// (where `cpp` reports it). `spaceBefore` records white space (or a comment) before the token
/// on the same line, `lineStart` that the token is the first of its line, which is all the
/// token-for-token comparison with `cpp -P` and `#` directives need.
public record PpToken(Kind kind, String text, int offset, int length, boolean spaceBefore, boolean lineStart) {

    public enum Kind {
        /// Identifiers and keywords alike: the parser classifies them.
        IDENTIFIER,
        /// A pp-number: `1`, `1.5f`, `0x1F`, `1e-3h`, `2.x` (C's pp-number is greedy).
        NUMBER,
        STRING,
        CHARACTER,
        PUNCTUATOR,
        /// A character no other kind starts with (the parser reports it).
        OTHER
    }

    public Span span() {
        return new Span(offset, offset + length);
    }

    public boolean is(String s) {
        return text.equals(s) && kind != Kind.STRING && kind != Kind.CHARACTER;
    }
}
