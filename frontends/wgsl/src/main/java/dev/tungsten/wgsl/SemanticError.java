package dev.tungsten.wgsl;

import java.util.List;

import dev.tungsten.ir.Diagnostic;
import dev.tungsten.ir.Severity;
import dev.tungsten.ir.Span;

/// Errors in a module that parses: names, declaration order, types, constant evaluation,
/// attributes and the other rules a WGSL module must follow. The kind of an error is its
/// record name; its note cites the section of the specification that it breaks.
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

    record UnknownName(Span span, String category, String name) implements SemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("unknown " + category + " `" + name + "`", span, "unknown " + category,
                    "rule: every name must resolve to a declaration in scope or a predeclared name (§5, §6.3)");
        }
    }

    record AssertionFailed(Span span) implements SemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("const_assert failed", span, "this is false",
                    "rule: a const assertion's condition must evaluate to true (§10.1)");
        }
    }

    record TypeMismatch(Span span, String expected, String found) implements SemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("expected " + expected + ", found " + found, span, "expected " + expected,
                    "rule: values are only converted automatically from abstract numeric types (§15.7.1)");
        }
    }

    record CannotInferType(Span span) implements SemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("type cannot be inferred", span, "give a type or an initializer with a concrete type",
                    "rule: a declaration without a type takes its initializer's type (§7)");
        }
    }

    record InvalidType(Span span, String type, String reason) implements SemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("invalid use of type `" + type + "`: " + reason, span, reason,
                    "rule: " + reason);
        }
    }

    record DuplicateBinding(Span span, String what) implements SemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("duplicate " + what, span, "used more than once",
                    "rule: resource bindings, locations and override ids are unique (§13.3)");
        }
    }

    record WrongTemplateArgs(Span span, String name, String expected, int found) implements SemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("`" + name + "` takes " + expected + " template arguments, found " + found, span, "wrong number of template arguments",
                    "rule: template parameters of predeclared types (§6)");
        }
    }

    record InvalidInitializer(Span span, String space) implements SemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("a variable in the `" + space + "` address space cannot have an initializer", span, "initializer not allowed",
                    "rule: only private and function variables have initializers (§7.3)");
        }
    }

    record MissingAddressSpace(Span span, String name) implements SemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("module-scope variable `" + name + "` needs an address space", span, "write var<private>, var<workgroup>, var<uniform> or var<storage>",
                    "rule: module-scope var declarations name their address space unless they hold a texture or sampler (§7.3)");
        }
    }

    record MissingAttribute(Span span, String name) implements SemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("missing attribute `@" + name + "`", span, "needs @" + name,
                    "rule: resource variables need @group and @binding; compute entry points need @workgroup_size (§11)");
        }
    }

    record InvalidAttribute(Span span, String name, String reason) implements SemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("invalid attribute `@" + name + "`: " + reason, span, reason,
                    "rule: attributes (§11)");
        }
    }

    record DuplicateAttribute(Span span, String name) implements SemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("attribute `@" + name + "` given more than once", span, "repeated attribute",
                    "rule: an attribute may appear at most once per declaration (§11)");
        }
    }

    record WrongArgumentCount(Span span, String name, String expected, int found) implements SemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("`" + name + "` takes " + expected + " arguments, found " + found, span, "wrong number of arguments",
                    "rule: a call passes one argument per parameter (§11.2, §17)");
        }
    }

    record ConstEvaluation(Span span, String message) implements SemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("constant evaluation failed: " + message, span, message,
                    "rule: const-expressions are evaluated at shader creation and must not overflow, divide by zero or leave a function's domain (§8, §15.7)");
        }
    }

    record NotAType(Span span, String what) implements SemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("expected a type, found " + what, span, "not a type",
                    "rule: type specifiers name a type (§6)");
        }
    }

    record ExtensionNotEnabled(Span span, String extension) implements SemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("`" + extension + "` requires `enable " + extension + ";`", span, "extension not enabled",
                    "rule: extensions are enabled by a directive (§4.1.1)");
        }
    }

    /// A construct of a language feature (§4.1.2) used without its `requires` directive.
    record LanguageFeatureNotRequired(Span span, String construct, String feature) implements SemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("`" + construct + "` requires `requires " + feature + ";`", span,
                    "language feature not required", "rule: a language feature is named by a `requires` directive (§4.1.2)");
        }
    }

    record Unsupported(Span span, String feature, String reason) implements SemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error(feature + " is not supported: " + reason, span, "not supported",
                    "note: this implementation lowers to TGSI, which cannot express it");
        }
    }

    /// An `enable` of an extension naga or Tint define whose feature TGSI has no way to express.
    record NotExpressibleInTgsi(Span span, String extension, String feature) implements SemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error(feature + " (`enable " + extension + "`) cannot be expressed in TGSI", span,
                    "no TGSI equivalent", "note: this implementation lowers to TGSI, which has no " + feature);
        }
    }

    record NotConst(Span span, String what) implements SemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("expected a constant, found " + what, span, "not constant",
                    "rule: const-expressions use only literals, const declarations and built-ins on those (§8.3)");
        }
    }

    record AccessViolation(Span span, String action, String what) implements SemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("cannot " + action + " through a reference with access " + what, span, "access mode forbids this",
                    "rule: access modes (§7.3, §14.3)");
        }
    }

    record NoValue(Span span, String function) implements SemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("`" + function + "` does not return a value", span, "no value",
                    "rule: a call used as a value must return one (§11.2)");
        }
    }

    record NotAValue(Span span, String what) implements SemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("expected a value, found " + what, span, "not a value",
                    "rule: identifiers in expressions name values (§8.10)");
        }
    }

    record NotAReference(Span span, String action) implements SemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("cannot " + action + " a value that is not a reference", span, "not a reference",
                    "rule: only memory views (variables and their parts) can be assigned or have their address taken (§6.4)");
        }
    }

    record InvalidOperand(Span span, String op, String type) implements SemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("operator `" + op + "` cannot be applied to `" + type + "`", span, "invalid operand",
                    "rule: operator overloads (§8.6-§8.9)");
        }
    }

    record InvalidOperands(Span span, String op, String left, String right) implements SemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("operator `" + op + "` cannot be applied to `" + left + "` and `" + right + "`", span, "invalid operands",
                    "rule: both operands must convert to one type the operator accepts (§8.6-§8.9)");
        }
    }

    record NoSuchMember(Span span, String type, String member) implements SemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("`" + type + "` has no member `" + member + "`", span, "unknown member",
                    "rule: member access names a member of the struct (§8.5.4)");
        }
    }

    record InvalidSwizzle(Span span, String text) implements SemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("invalid swizzle `" + text + "`", span, "invalid swizzle",
                    "rule: swizzles use 1-4 letters of one set (xyzw or rgba) within the vector's size (§8.5.1)");
        }
    }

    record NotIndexable(Span span, String type) implements SemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("`" + type + "` cannot be indexed", span, "not indexable",
                    "rule: only vectors, matrices and arrays are indexed (§8.5)");
        }
    }

    record IndexOutOfBounds(Span span, long index, long count) implements SemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("index " + index + " is out of bounds for " + count + " elements", span, "out of bounds",
                    "rule: a constant index must be within the composite's size (§8.5)");
        }
    }

    record NotCallable(Span span, String what) implements SemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error(what + " cannot be called", span, "not a function",
                    "rule: calls name a function or a type (§11.2)");
        }
    }

    record UnusedResult(Span span, String function) implements SemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("the result of `" + function + "` must be used", span, "result ignored",
                    "rule: @must_use functions and value constructors cannot be call statements (§9.5, §11.7)");
        }
    }

    record NotConstructible(Span span, String type) implements SemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("type `" + type + "` is not constructible", span, "not constructible",
                    "rule: only constructible types have value constructors (§6.2.11)");
        }
    }

    record InvalidConversion(Span span, String from, String to) implements SemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("cannot convert `" + from + "` to `" + to + "`", span, "invalid conversion",
                    "rule: value constructors and bitcast (§17.1, §17.2)");
        }
    }

    record InvalidConstructorArgument(Span span, String argument, String type) implements SemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("`" + argument + "` cannot be a component of `" + type + "`", span, "invalid component",
                    "rule: value constructors (§17.1)");
        }
    }

    record NoMatchingOverload(Span span, String function, List<String> arguments) implements SemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("no overload of `" + function + "` takes (" + String.join(", ", arguments) + ")", span, "no matching overload",
                    "rule: built-in function overloads (§17)");
        }
    }

    record MissingReturn(Span span, String function) implements SemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("function `" + function + "` can reach its end without returning a value", span, "missing return",
                    "rule: a function with a return type must return on every path (§9.7)");
        }
    }

    record MisplacedStatement(Span span, String statement, String where) implements SemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("`" + statement + "` is not allowed " + where, span, "misplaced `" + statement + "`",
                    "rule: statement placement (§9.4)");
        }
    }

    record SwitchTypeMismatch(Span span, String selector, List<String> cases) implements SemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("switch selector `" + selector + "` and case values " + cases + " have no common integer type", span, "selector",
                    "rule: the selector and case selectors convert to one i32 or u32 type (§9.4.2)");
        }
    }

    record MissingDefault(Span span) implements SemanticError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("switch has no default clause", span, "needs `default`",
                    "rule: a switch has exactly one default clause (§9.4.2)");
        }
    }

}
