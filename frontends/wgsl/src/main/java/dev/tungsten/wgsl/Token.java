package dev.tungsten.wgsl;

import dev.tungsten.ir.Span;

/// One token: its kind and where it lies in the source (`[start, end)`).
record Token(TokenKind kind, int start, int end) {
    Span span() {
        return new Span(start, end);
    }

    String text(String source) {
        return source.substring(start, end);
    }
}
