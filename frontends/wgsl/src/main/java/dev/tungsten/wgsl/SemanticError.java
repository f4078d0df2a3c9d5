package dev.tungsten.wgsl;

import dev.tungsten.ir.Diagnostic;
import dev.tungsten.ir.Severity;
import dev.tungsten.ir.Span;

import java.util.List;

/// Errors in a module that parses: names, declaration order, types, constant evaluation,
/// attributes and the other rules a WGSL module must follow.
public sealed interface SemanticError extends WgslError {

    record Redefinition(Span span, String name, Span previous) implements SemanticError {
        public Diagnostic diagnostic() {
            return new Diagnostic(Severity.ERROR, "redefinition of `" + name + "`",
                    List.of(new Diagnostic.Label(span, "redefinition of `" + name + "`"),
                            new Diagnostic.Label(previous, "previous definition of `" + name + "`")),
                    List.of("rule: a name is declared at most once per scope (§5.3)"));
        }
    }

    record CyclicDeclaration(Span span, String name, List<String> path) implements SemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("declaration of `" + name + "` is cyclic: " + String.join(" -> ", path), span,
                    "cycle starts here",
                    "rule: module-scope declarations must not depend on themselves; recursion is not allowed (§5.1, §11.1)");
        }
    }
}
