package dev.tungsten.ir;

/// A range of source offsets `[start, end)` in characters. Line and column are computed only
/// when a diagnostic is rendered ([SourceFile#locate]). [#UNDEFINED] marks IR built without a
/// source (tests, generated code).
public record Span(int start, int end) {
    public static final Span UNDEFINED = new Span(-1, -1);

    public Span {
        if (start > end) {
            throw new IllegalArgumentException("span start " + start + " after end " + end);
        }
    }

    public boolean isDefined() {
        return start >= 0;
    }

    /// The smallest span covering both; an undefined side is ignored.
    public Span join(Span other) {
        if (!isDefined()) {
            return other;
        }
        if (!other.isDefined()) {
            return this;
        }
        return new Span(Math.min(start, other.start), Math.max(end, other.end));
    }

    public int length() {
        return end - start;
    }
}
