package dev.tungsten.cg;

import dev.tungsten.ir.Diagnostic;
import dev.tungsten.ir.Span;

/// An error in a Cg program. Every error is a record carrying the global span ([SourceSet]) it
/// is about and the values its message needs; [#diagnostic()] turns it into text with a note
/// naming the rule (a section of the Cg 3.1 specification, or C99 for the preprocessor). The
/// record's simple name is the error's kind, which the error-case tests compare.
public sealed interface CgError permits PreprocessError, CgSyntaxError, CgSemanticError {
    /// The most errors one phase (preprocessing, parsing) reports before it stops with a
    /// "too many errors" error, as clang's `-ferror-limit` does: a header that includes itself
    /// repeats each of its errors at every level, and thousands of copies help no one (and cost
    /// a rendered include chain each).
    int LIMIT = 100;

    Span span();

    Diagnostic diagnostic();

    default String kind() {
        return getClass().getSimpleName();
    }
}
