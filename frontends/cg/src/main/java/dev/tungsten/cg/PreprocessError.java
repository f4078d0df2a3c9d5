package dev.tungsten.cg;

import dev.tungsten.ir.Diagnostic;
import dev.tungsten.ir.Span;

/// Errors of the preprocessor (C99 §6.10 as the Cg 3.1 specification adopts it).
public sealed interface PreprocessError extends CgError {
    /// `#include` names a file found neither next to the including file nor in an `-I` directory.
    record IncludeNotFound(Span span, String name) implements PreprocessError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("cannot open include file \"" + name + "\"", span, "not found",
                    "rule: a quoted include is searched next to the including file, then in the -I directories (C99 §6.10.2)");
        }
    }

    /// A `/*` comment that the file ends inside.
    record UnterminatedComment(Span span) implements PreprocessError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("unterminated comment", span, "comment starts here",
                    "rule: a comment that starts with `/*` ends with `*/` in the same file (C99 §6.4.9)");
        }
    }

    /// A string literal or character constant without its closing quote on its line.
    record UnterminatedLiteral(Span span, char quote) implements PreprocessError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("missing terminating " + quote + " character", span,
                    quote == '"' ? "string literal is not closed" : "character constant is not closed",
                    "rule: a literal ends with its quote on the same logical line (C99 §6.4.4.4, §6.4.5)");
        }
    }
}
