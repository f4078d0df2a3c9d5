package dev.tungsten.ir;

import java.util.List;

/// A message about a source, ready to render: what the typed error records of the front ends
/// and the validator turn into. Messages are lower-case without a final period ("expected X,
/// found Y"); the first label is the primary one; notes say which rule was violated.
public record Diagnostic(Severity severity, String message, List<Label> labels, List<String> notes) {
    public Diagnostic {
        labels = List.copyOf(labels);
        notes = List.copyOf(notes);
    }

    /// A marked span with a short text under the caret.
    public record Label(Span span, String text) {}

    public static Diagnostic error(String message, Span span, String label, String... notes) {
        return new Diagnostic(Severity.ERROR, message, List.of(new Label(span, label)), List.of(notes));
    }

    /// The primary span, or [Span#UNDEFINED] for a diagnostic about the whole module.
    public Span primarySpan() {
        return labels.isEmpty() ? Span.UNDEFINED : labels.getFirst().span();
    }

    public boolean isError() {
        return severity == Severity.ERROR;
    }
}
