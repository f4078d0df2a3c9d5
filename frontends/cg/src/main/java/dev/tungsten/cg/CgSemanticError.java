package dev.tungsten.cg;

import dev.tungsten.ir.Diagnostic;
import dev.tungsten.ir.Span;

/// Errors of names, types, overloads, profiles and entry-point interfaces.
public sealed interface CgSemanticError extends CgError {
    /// A name that no declaration in scope introduces.
    record UndefinedName(Span span, String name) implements CgSemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("undefined identifier `" + name + "`", span, "not declared",
                    "rule: a name must be declared before it is used (Cg 3.1 §Namespaces)");
        }
    }
}
