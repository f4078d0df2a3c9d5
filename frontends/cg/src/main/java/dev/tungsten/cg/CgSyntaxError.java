package dev.tungsten.cg;

import dev.tungsten.ir.Diagnostic;
import dev.tungsten.ir.Span;

/// Errors found while reading tokens and the grammar of Cg 3.1.
public sealed interface CgSyntaxError extends CgError {
    /// The grammar wanted `expected` where the token `found` is.
    record Expected(Span span, String expected, String found) implements CgSyntaxError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("expected " + expected + ", found " + found, span, "expected " + expected,
                    "rule: Cg 3.1 grammar (§Syntax)");
        }
    }
}
