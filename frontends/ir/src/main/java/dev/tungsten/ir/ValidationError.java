package dev.tungsten.ir;

import java.util.List;

/// A rule of the IR the validator found broken. Each record carries the span it is about and
/// turns into a [Diagnostic]; [NonUniform] may be a warning when a diagnostic filter says so.
public sealed interface ValidationError {
    Span span();

    Diagnostic diagnostic();

    default Severity severity() {
        return Severity.ERROR;
    }

    /// An operation that needs uniform control flow (derivatives, implicit-level sampling,
    /// barriers) reached where it may not be uniform. `cause` is the branch that made it so.
    record NonUniform(Span span, String what, Span cause, String causeText, Severity severity) implements ValidationError {
        public Diagnostic diagnostic() {
            List<Diagnostic.Label> labels = new java.util.ArrayList<>();
            labels.add(new Diagnostic.Label(span, what + " needs uniform control flow"));
            if (cause != null && cause.isDefined()) {
                labels.add(new Diagnostic.Label(cause, causeText));
            }
            return new Diagnostic(severity, what + " in non-uniform control flow", labels,
                    List.of("rule: uniformity analysis (WGSL §15.2); silence with `diagnostic(off, derivative_uniformity)` "
                            + "where the rule allows it"));
        }
    }

    record InvalidHandle(Span span, String what, int index) implements ValidationError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("invalid " + what + " handle [" + index + "]", span, "refers to a missing or later item",
                    "rule: handles index their arena and point to earlier items (operands before users)");
        }
    }

    record InvalidExpression(Span span, String message) implements ValidationError {
        public Diagnostic diagnostic() {
            return Diagnostic.error(message, span, "invalid expression",
                    "rule: expression typing rules of the IR (frontends/ir Expression)");
        }
    }

    record InvalidStatement(Span span, String message) implements ValidationError {
        public Diagnostic diagnostic() {
            return Diagnostic.error(message, span, "invalid statement",
                    "rule: statement rules of the IR (frontends/ir Statement)");
        }
    }

    record OutOfScope(Span span, int expression, String why) implements ValidationError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("expression [" + expression + "] " + why, span, "used out of scope",
                    "rule: an expression is used only after the Emit that evaluates it, within that Emit's block (naga evaluation rules)");
        }
    }

    record InvalidType(Span span, String type, String reason) implements ValidationError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("invalid type `" + type + "`: " + reason, span, reason,
                    "rule: WGSL types (§6)");
        }
    }

    record LayoutViolation(Span span, String type, String reason) implements ValidationError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("`" + type + "` breaks the memory layout rules: " + reason, span, reason,
                    "rule: address space layout constraints (WGSL §14.4.4)");
        }
    }

    record InvalidGlobal(Span span, String name, String reason) implements ValidationError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("invalid global variable `" + name + "`: " + reason, span, reason,
                    "rule: module-scope variables (WGSL §7.3)");
        }
    }

    record InvalidEntryPoint(Span span, String entry, String reason) implements ValidationError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("invalid entry point `" + entry + "`: " + reason, span, reason,
                    "rule: entry point interface (WGSL §13.3)");
        }
    }

    record MissingBinding(Span span, String entry, String what) implements ValidationError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("entry point `" + entry + "`: " + what + " has no @location or @builtin", span, "missing IO binding",
                    "rule: every entry point parameter, result and struct member has an IO attribute (WGSL §13.3.1)");
        }
    }

    record DuplicateBinding(Span span, String entry, String what) implements ValidationError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("entry point `" + entry + "`: " + what + " is bound twice", span, "duplicate binding",
                    "rule: IO locations, built-ins and resource bindings are unique per entry point (WGSL §13.3)");
        }
    }

    record InvalidBuiltin(Span span, String builtin, String reason) implements ValidationError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("built-in `" + builtin + "` " + reason, span, reason,
                    "rule: built-in values table (WGSL §13.3.1.1)");
        }
    }

    record StageViolation(Span span, String what, String stage) implements ValidationError {
        public Diagnostic diagnostic() {
            return Diagnostic.error(what + " is not allowed in a " + stage + " shader", span, "not allowed in this stage",
                    "rule: shader stage restrictions (WGSL §13, §17.6, §17.11)");
        }
    }

    record RecursiveCall(Span span, String function) implements ValidationError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("function `" + function + "` calls itself", span, "recursion",
                    "rule: the call graph is acyclic (WGSL §11.1)");
        }
    }

    record AliasViolation(Span span, String function, String reason) implements ValidationError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("call of `" + function + "` aliases memory: " + reason, span, "aliased arguments",
                    "rule: alias analysis (WGSL §11.3)");
        }
    }

    record InvalidCall(Span span, String function, String reason) implements ValidationError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("invalid call of `" + function + "`: " + reason, span, reason,
                    "rule: function calls (WGSL §11.2)");
        }
    }

}
