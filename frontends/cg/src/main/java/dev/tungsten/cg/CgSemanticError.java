package dev.tungsten.cg;

import java.util.List;

import dev.tungsten.ir.Diagnostic;
import dev.tungsten.ir.Severity;
import dev.tungsten.ir.Span;

/// Errors of names, types, overloads, profiles and entry-point interfaces. Each record carries
/// the span it is about and the values its message needs; the note names the section of the
/// Cg 3.1 specification (or the front end's documented limit) that the program breaks.
public sealed interface CgSemanticError extends CgError {
    /// A name that no declaration in scope introduces.
    record UndefinedName(Span span, String name) implements CgSemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("undefined identifier `" + name + "`", span, "not declared",
                    "rule: a name must be declared before it is used (Cg 3.1 §Namespaces)");
        }
    }

    /// A type name that is neither built in nor declared by a `struct` or `typedef`.
    record UnknownType(Span span, String name) implements CgSemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("unknown type `" + name + "`", span, "not a type",
                    "rule: a type is built in or declared by struct or typedef before its use (Cg 3.1 §Types)");
        }
    }

    /// A name declared twice in one scope.
    record Redefinition(Span span, String name, Span previous) implements CgSemanticError {
        public Diagnostic diagnostic() {
            return new Diagnostic(Severity.ERROR, "redefinition of `" + name + "`",
                    List.of(new Diagnostic.Label(span, "redefined here"), new Diagnostic.Label(previous, "first defined here")),
                    List.of("rule: variables may not be redeclared within the same scope (Cg 3.1 §Differences From Ansi C)"));
        }
    }

    /// A value of type `found` where `expected` is needed and no conversion exists.
    record TypeMismatch(Span span, String expected, String found) implements CgSemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("cannot convert " + found + " to " + expected, span, "expected " + expected,
                    "rule: only the conversions of the conversion table are allowed (Cg 3.1 §Type Conversions)");
        }
    }

    /// An operator applied to operands it is not defined for.
    record InvalidOperands(Span span, String operator, String left, String right) implements CgSemanticError {
        public Diagnostic diagnostic() {
            String what = right == null ? left : left + " and " + right;
            return Diagnostic.error("operator `" + operator + "` cannot be applied to " + what, span, "invalid operands",
                    "rule: operators apply to numeric scalars, vectors and matrices of matching sizes (Cg 3.1 §Operators)");
        }
    }

    /// An assignment, increment or `out` argument whose target is not a writable lvalue.
    record NotAssignable(Span span, String what) implements CgSemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("cannot assign to " + what, span, "not a writable lvalue",
                    "rule: only variables, their members, elements and write masks are lvalues (Cg 3.1 §Assignment)");
        }
    }

    /// No overload of `name` accepts the argument types.
    record NoMatchingOverload(Span span, String name, String arguments, List<String> candidates) implements CgSemanticError {
        public Diagnostic diagnostic() {
            String notes = candidates.isEmpty() ? "" : "; candidates: " + String.join(", ", candidates);
            return Diagnostic.error("no overload of `" + name + "` takes (" + arguments + ")", span, "no matching function",
                    "rule: a call needs a function whose parameters accept the arguments (Cg 3.1 §Function Overloading)" + notes);
        }
    }

    /// Several overloads of `name` match equally well.
    record AmbiguousCall(Span span, String name, String arguments, List<String> candidates) implements CgSemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("call of `" + name + "` with (" + arguments + ") is ambiguous", span,
                    "matches " + String.join(" and ", candidates),
                    "rule: exactly one function may remain after the matching rules (Cg 3.1 §Function Overloading, step 7)");
        }
    }

    /// A constructor with the wrong number of components.
    record WrongComponentCount(Span span, String type, int expected, int found) implements CgSemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error(type + " needs " + expected + " components, found " + found, span, "wrong component count",
                    "rule: a vector or matrix constructor takes scalars and vectors whose sizes add up (Cg 3.1 §New Vector Operators)");
        }
    }

    /// A call of something that is not a function or type.
    record NotCallable(Span span, String what) implements CgSemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error(what + " is not a function", span, "called here",
                    "rule: only functions and types can be called (Cg 3.1 §Function Calls)");
        }
    }

    /// A swizzle or matrix swizzle that the type does not have, or that mixes sets.
    record InvalidSwizzle(Span span, String swizzle, String type, String reason) implements CgSemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("invalid swizzle `." + swizzle + "` on " + type + ": " + reason, span, "invalid swizzle",
                    "rule: swizzles use one of the sets xyzw, rgba, stpq on vectors and scalars, _mRC or _RC on matrices "
                            + "(Cg 3.1 §New Vector Operators)");
        }
    }

    /// `.name` on a struct without that member (or on a value without members).
    record NoSuchMember(Span span, String type, String member) implements CgSemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error(type + " has no member `" + member + "`", span, "unknown member",
                    "rule: `.` selects a struct member, a swizzle or an array's length (Cg 3.1 §Types)");
        }
    }

    /// `[i]` on something that has no elements, or a constant index past the end.
    record InvalidIndex(Span span, String type, String reason) implements CgSemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("cannot index " + type + ": " + reason, span, "invalid index",
                    "rule: arrays, vectors and matrices are indexed by integers within their size (Cg 3.1 §Arrays And Subscripting)");
        }
    }

    /// An `if`, loop or `?:` condition that is not a scalar.
    record ConditionNotScalar(Span span, String type) implements CgSemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("condition of type " + type + " is not a scalar", span, "needs a bool scalar",
                    "rule: if, while and for require bool expressions (Cg 3.1 §Statements And Expressions)");
        }
    }

    /// A function that calls itself, directly or through others.
    record RecursiveCall(Span span, String name, List<String> chain) implements CgSemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("recursive call of `" + name + "` (" + String.join(" -> ", chain) + ")", span,
                    "recursion", "rule: Cg programs are inlined; recursion is not supported by any profile (Cg 3.1 §Profiles)");
        }
    }

    /// `break`, `continue` or `discard` where it is not allowed.
    record MisplacedStatement(Span span, String statement, String reason) implements CgSemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("`" + statement + "` " + reason, span, "not allowed here",
                    "rule: break and continue belong in loops, discard in fragment programs (Cg 3.1 §Statements And Expressions)");
        }
    }

    /// An expression that must be known at compile time and is not.
    record NotConstant(Span span, String what) implements CgSemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error(what + " must be a compile-time constant", span, "not constant",
                    "rule: array sizes, default values and texel offsets are compile-time constants (Cg 3.1 §Constants)");
        }
    }

    /// A type this front end or the IR cannot represent.
    record UnsupportedType(Span span, String type, String reason) implements CgSemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error(type + " is not supported: " + reason, span, "unsupported type",
                    "rule: profiles may restrict types (Cg 3.1 §Partial Support Of Types); see frontends/cg/README.md");
        }
    }

    /// An initializer that does not fit what it initialises.
    record InvalidInitializer(Span span, String type, String reason) implements CgSemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("invalid initializer for " + type + ": " + reason, span, "invalid initializer",
                    "rule: an initializer list gives one value per element or member, in order (Cg 3.1 §Arrays And Subscripting)");
        }
    }

    /// A sampler used other than by passing it to a function or a texture lookup.
    record SamplerMisuse(Span span, String reason) implements CgSemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("invalid use of a sampler: " + reason, span, "sampler",
                    "rule: a sampler may only be passed to a function as an in parameter; no sampler variables, "
                            + "assignments or expressions (Cg 3.1 §Types)");
        }
    }

    /// A sampler read both with and without depth comparison.
    record ShadowConflict(Span span, String sampler, Span other) implements CgSemanticError {
        public Diagnostic diagnostic() {
            return new Diagnostic(Severity.ERROR, "sampler `" + sampler + "` is used both as a shadow map and as a color texture",
                    List.of(new Diagnostic.Label(span, "used here as " + "one kind"), new Diagnostic.Label(other, "and here as the other")),
                    List.of("rule: a sampler must be used in a consistent way throughout the program (Cg 3.1 §Types); "
                            + "a shadow lookup binds a depth texture with a comparison sampler"));
        }
    }

    /// The entry point named by the options does not exist or cannot be a program.
    record InvalidEntryPoint(Span span, String name, String reason) implements CgSemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("`" + name + "` cannot be compiled as a program: " + reason, span, "entry point",
                    "rule: a program is a non-static function designated as the top-level function (Cg 3.1 §How Programs "
                            + "Receive And Return Data)");
        }
    }

    /// A geometry or tessellation program: the software driver does not run those stages.
    record UnsupportedStage(Span span, String name, String stage) implements CgSemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error(stage + " program `" + name + "` is not supported: the software driver does not run the "
                    + stage + " stage yet", span, stage + " program",
                    "rule: only vertex and fragment programs are compiled (frontends/cg/README.md, \"Refused\")");
        }
    }

    /// A construct the profile (or the profile's stage) does not allow.
    record ProfileRestriction(Span span, String what, String profile) implements CgSemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error(what + " is not available in profile " + profile, span, "not in " + profile,
                    "rule: profiles may subset the language and the library; the restriction applies to the program, "
                            + "not to unreached functions (Cg 3.1 §Profiles)");
        }
    }

    /// A binding semantic that the program's stage and direction cannot use.
    record InvalidSemantic(Span span, String semantic, String reason) implements CgSemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("semantic `" + semantic + "` " + reason, span, "invalid semantic",
                    "rule: each profile defines the semantics it understands; output semantics may not be aliased "
                            + "(Cg 3.1 §Binding Semantics)");
        }
    }

    /// A function with a result whose body can end without a `return`.
    record MissingReturn(Span span, String name) implements CgSemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("function `" + name + "` can end without returning a value", span, "missing return",
                    "rule: a function that does not return a value must be declared void (Cg 3.1 §Function Declarations)");
        }
    }

    /// A function that is declared (a prototype) but never defined.
    record UndefinedFunction(Span span, String name) implements CgSemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("function `" + name + "` is declared but not defined", span, "called here",
                    "rule: a called function needs a definition (Cg 3.1 §Function Declarations)");
        }
    }
}
