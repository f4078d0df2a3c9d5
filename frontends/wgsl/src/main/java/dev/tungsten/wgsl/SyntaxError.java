package dev.tungsten.wgsl;

import dev.tungsten.ir.Diagnostic;
import dev.tungsten.ir.Span;

/// Errors found while reading the text: tokens and grammar (§3, §15.2).
public sealed interface SyntaxError extends WgslError {

    record UnterminatedComment(Span span) implements SyntaxError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("unterminated block comment", span, "comment starts here",
                    "rule: block comments end with `*/`, and they nest (§3.2)");
        }
    }

    record UnexpectedCharacter(Span span, int codePoint) implements SyntaxError {
        public Diagnostic diagnostic() {
            String shown = Character.isISOControl(codePoint) || Character.isWhitespace(codePoint)
                    ? String.format("U+%04X", codePoint) : "'" + Character.toString(codePoint) + "'";
            return Diagnostic.error("unexpected character " + shown, span, "no token starts with this character",
                    "rule: a token is a literal, keyword, identifier or syntactic token (§3)");
        }
    }

    record BadNumber(Span span, String reason) implements SyntaxError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("invalid numeric literal: " + reason, span, reason,
                    "rule: numeric literal grammar (§3.3.1)");
        }
    }

    /// The literal's value does not fit the type its suffix (or its abstract type) names.
    record LiteralOutOfRange(Span span, String text, String type) implements SyntaxError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("numeric literal not representable by " + type + ": `" + text + "`", span,
                    "does not fit in " + type,
                    "rule: a literal's value must be representable in its type (§3.3.1, §6.2)");
        }
    }

    /// The parser needed one thing and found another.
    record Unexpected(Span span, String expected, String found) implements SyntaxError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("expected " + expected + ", found " + found, span, "expected " + expected,
                    "rule: WGSL grammar (§15.2, §18)");
        }
    }

    record ReservedWord(Span span, String word) implements SyntaxError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("`" + word + "` is a reserved word", span, "reserved for future use",
                    "rule: a module must not contain a reserved word (§16.2)");
        }
    }

    record KeywordAsName(Span span, String word) implements SyntaxError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("expected identifier, found keyword `" + word + "`", span, "keyword used as a name",
                    "rule: keywords cannot be identifiers (§3.5)");
        }
    }

    record ReservedPrefix(Span span, String name) implements SyntaxError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("identifier `" + name + "` starts with the reserved prefix `__`", span,
                    "invalid identifier", "rule: identifiers must not start with two underscores (§3.5)");
        }
    }

    /// Nesting deeper than the parser follows; guards the stack against hostile input.
    record TooDeep(Span span, int limit) implements SyntaxError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("nesting deeper than " + limit + " levels", span, "nested too deeply",
                    "rule: implementation limit on brace and expression nesting (§2.4)");
        }
    }

    /// `break if` outside the end of a `continuing` block.
    record MisplacedBreakIf(Span span) implements SyntaxError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("`break if` must be the last statement of a `continuing` block", span,
                    "not allowed here", "rule: break-if statement (§9.4.8)");
        }
    }

    /// `a < b < c`, `a & b | c`, `a && b || c`: WGSL requires parentheses.
    record MixedOperators(Span span, String first, String second) implements SyntaxError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("operators `" + first + "` and `" + second + "` need parentheses to be combined",
                    span, "add parentheses", "rule: WGSL has no precedence between these operators (§8.19)");
        }
    }

    /// Attributes written where the grammar takes none (before `const`, `struct`, `return`, ...).
    record MisplacedAttribute(Span span, String name) implements SyntaxError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("attribute `@" + name + "` is not allowed here", span, "misplaced attribute",
                    "rule: only functions, parameters, results, struct members, variables, overrides and "
                            + "compound or control-flow statements take attributes (§11)");
        }
    }
}
