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
}
