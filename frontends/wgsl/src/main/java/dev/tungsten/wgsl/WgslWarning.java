package dev.tungsten.wgsl;

import java.util.List;

import dev.tungsten.ir.Diagnostic;
import dev.tungsten.ir.Severity;
import dev.tungsten.ir.Span;

/// Something the specification forbids that this front end accepts anyway because naga does
/// and real shaders rely on it (a leniency), or a diagnostic the module downgraded. Each
/// leniency names the rule it relaxes, so a user can fix the shader for stricter compilers.
public record WgslWarning(Span span, String message, String rule) {
    public Diagnostic diagnostic() {
        return new Diagnostic(Severity.WARNING, message, List.of(new Diagnostic.Label(span, "accepted for compatibility")),
                List.of("rule: " + rule));
    }
}
