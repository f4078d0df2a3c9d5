package dev.tungsten.wgsl;

import dev.tungsten.ir.Diagnostic;
import dev.tungsten.ir.Span;

/// An error in a WGSL module. Every error is a record carrying the span it is about and the
/// values the message needs; [#diagnostic()] turns it into text labels and a note naming the
/// rule of the specification that was broken. The record's simple name is the error's kind,
/// which the error-corpus tests compare.
public sealed interface WgslError permits SyntaxError, SemanticError {
    Span span();

    Diagnostic diagnostic();

    /// The error's kind: the record's simple name.
    default String kind() {
        return getClass().getSimpleName();
    }
}
