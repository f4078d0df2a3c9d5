package dev.tungsten.cg;

import java.util.List;

import dev.tungsten.ir.Diagnostic;
import dev.tungsten.ir.Severity;
import dev.tungsten.ir.Span;

/// Something a Cg program may do but probably does not mean, as `cgc` warns about it: an
/// implicit truncation of a vector, a profile restriction this front end does not enforce, a
/// parameter it reinterprets. `rule` names the section of the specification.
public record CgWarning(Span span, String message, String rule) {
    public Diagnostic diagnostic() {
        return new Diagnostic(Severity.WARNING, message, List.of(new Diagnostic.Label(span, "here")), List.of("rule: " + rule));
    }
}
