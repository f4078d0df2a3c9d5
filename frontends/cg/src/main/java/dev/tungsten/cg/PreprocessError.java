package dev.tungsten.cg;

import java.util.List;

import dev.tungsten.ir.Diagnostic;
import dev.tungsten.ir.Severity;
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

    /// A `/*` comment that the file ends inside.
    record UnterminatedComment(Span span) implements PreprocessError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("unterminated comment", span, "comment starts here",
                    "rule: a comment that starts with `/*` ends with `*/` in the same file (C99 §6.4.9)");
        }
    }

    /// A string literal or character constant without its closing quote on its line.
    record UnterminatedLiteral(Span span, char quote) implements PreprocessError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("missing terminating " + quote + " character", span,
                    quote == '"' ? "string literal is not closed" : "character constant is not closed",
                    "rule: a literal ends with its quote on the same logical line (C99 §6.4.4.4, §6.4.5)");
        }
    }

    /// `#include` followed by neither `"file"` nor `<file>`, also after macro replacement.
    record BadInclude(Span span, String found) implements PreprocessError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("#include expects \"FILENAME\" or <FILENAME>, found " + found, span,
                    "not a file name", "rule: # include \"q-char-sequence\" or <h-char-sequence>, possibly after macro replacement (C99 §6.10.2)");
        }
    }

    /// More nested includes than [Preprocessor#MAX_INCLUDE_DEPTH]: almost always a file that
    /// includes itself without a guard.
    record IncludeTooDeep(Span span, String name, int limit) implements PreprocessError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("#include nested more than " + limit + " deep", span,
                    "including \"" + name + "\" here", "note: a file that includes itself needs an include guard",
                    "rule: implementation limit on nested #include (C99 §5.2.4.1)");
        }
    }

    record UnknownDirective(Span span, String name) implements PreprocessError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("invalid preprocessing directive #" + name, span, "unknown directive",
                    "rule: a directive is one of #include #define #undef #if #ifdef #ifndef #elif #else #endif #line #error #warning #pragma (C99 §6.10)");
        }
    }

    /// An `#if`, `#ifdef` or `#ifndef` whose `#endif` the file lacks; reported at the directive.
    record UnterminatedConditional(Span span, String directive) implements PreprocessError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("unterminated #" + directive, span, "this #" + directive + " has no #endif",
                    "rule: each #if group ends with #endif in the same file (C99 §6.10.1)");
        }
    }

    /// `#elif`, `#else` or `#endif` outside any conditional of its file.
    record UnbalancedConditional(Span span, String directive) implements PreprocessError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("#" + directive + " without #if", span, "no open #if in this file",
                    "rule: #elif, #else and #endif continue an #if group of the same file (C99 §6.10.1)");
        }
    }

    record ElseAfterElse(Span span, String directive) implements PreprocessError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("#" + directive + " after #else", span, "the group already had its #else",
                    "rule: #else is the last branch of an #if group (C99 §6.10.1)");
        }
    }

    /// `#define`, `#undef`, `#ifdef` or `#ifndef` without an identifier to name (`found` is null
    /// when the line ends), or with `defined` (or `__VA_ARGS__`) as the name.
    record BadMacroName(Span span, String directive, String found) implements PreprocessError {
        public Diagnostic diagnostic() {
            String message = found == null ? "no macro name given in #" + directive + " directive"
                    : found.equals("defined") || found.equals("__VA_ARGS__") ? "\"" + found + "\" cannot be used as a macro name"
                    : "macro names must be identifiers, found " + (found.startsWith("\"") ? found : "\"" + found + "\"");
            return Diagnostic.error(message, span, "expected a macro name",
                    "rule: a macro name is an identifier other than defined (C99 §6.10.3, §6.10.8)");
        }
    }

    /// A malformed `#define`: parameter list, `#` or `##` misplaced.
    record BadMacroDefinition(Span span, String macro, String reason) implements PreprocessError {
        public Diagnostic diagnostic() {
            return Diagnostic.error(reason + " in the definition of \"" + macro + "\"", span, reason,
                    "rule: # must precede a parameter, ## must not begin or end the replacement, parameters are distinct identifiers (C99 §6.10.3)");
        }
    }

    /// The file (or the directive's line) ends inside a macro's argument list.
    record UnterminatedArguments(Span span, String macro) implements PreprocessError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("unterminated argument list invoking macro \"" + macro + "\"", span,
                    "arguments start here", "rule: a function-like macro's arguments end with a matching ')' (C99 §6.10.3 ¶10)");
        }
    }

    record WrongArgumentCount(Span span, String macro, int expected, int found, boolean variadic) implements PreprocessError {
        public Diagnostic diagnostic() {
            String want = (variadic ? "at least " + (expected - 1) : Integer.toString(expected))
                    + (expected == 1 && !variadic ? " argument" : " arguments");
            return Diagnostic.error("macro \"" + macro + "\" requires " + want + ", but " + found + " given", span,
                    "wrong number of arguments", "rule: an invocation has as many arguments as the macro has parameters (C99 §6.10.3 ¶4)");
        }
    }

    /// `##` whose operands spell no single preprocessing token.
    record InvalidPaste(Span span, String left, String right) implements PreprocessError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("pasting \"" + left + "\" and \"" + right + "\" does not give a valid preprocessing token",
                    span, "in this expansion", "rule: the result of ## must be one preprocessing token (C99 §6.10.3.3 ¶3)");
        }
    }

    /// Macro expansion nested beyond the expander's limits (see [MacroExpander]).
    record ExpansionTooDeep(Span span, String macro, int limit) implements PreprocessError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("macro expansion of \"" + macro + "\" nests deeper than " + limit + " levels", span,
                    "expanded here", "rule: implementation limit on nested macro expansion, so no input exhausts the compiler");
        }
    }

    /// More tokens than the preprocessor produces ([Preprocessor#MAX_OUTPUT_TOKENS] output,
    /// [Preprocessor#MAX_WORK] in expansions): an exploding macro.
    record TooManyTokens(Span span, long limit) implements PreprocessError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("preprocessing produces more than " + limit + " tokens", span, "limit reached here",
                    "rule: implementation limit on preprocessor output, so no input exhausts the compiler");
        }
    }

    /// A malformed `#if` or `#elif` expression.
    record BadExpression(Span span, String directive, String message) implements PreprocessError {
        public Diagnostic diagnostic() {
            return Diagnostic.error(message + " in #" + directive, span, "invalid here",
                    "rule: #" + directive + " takes an integer constant expression (C99 §6.10.1, §6.6)");
        }
    }

    record DivisionByZero(Span span, String operator) implements PreprocessError {
        public Diagnostic diagnostic() {
            return Diagnostic.error((operator.equals("%") ? "remainder" : "division") + " by zero in #if", span,
                    "the right operand is 0", "rule: an evaluated / or % needs a nonzero divisor (C99 §6.5.5 ¶5)");
        }
    }

    /// A number or character constant `#if` cannot use: a floating constant, a bad suffix or
    /// digit, a value beyond 64 bits, an empty character constant.
    record BadConstant(Span span, String text, String reason) implements PreprocessError {
        public Diagnostic diagnostic() {
            return Diagnostic.error(reason + ": " + text, span, reason,
                    "rule: #if operands are integer and character constants of intmax_t or uintmax_t (C99 §6.10.1 ¶4, §6.4.4)");
        }
    }

    record BadLineDirective(Span span, String found, String reason) implements PreprocessError {
        public Diagnostic diagnostic() {
            return Diagnostic.error(reason + ", found \"" + found + "\"", span, reason,
                    "rule: # line digit-sequence \"s-char-sequence\"?, the number at most 2147483647 (C99 §6.10.4)");
        }
    }

    /// `#error`: the program asks to stop, with `text`.
    record ErrorDirective(Span span, String text) implements PreprocessError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("#error " + text, span, "#error directive",
                    "rule: #error makes the program ill-formed (C99 §6.10.5)");
        }
    }

    /// `#warning` (a GNU directive): reported with warning severity; compilation goes on.
    record WarningDirective(Span span, String text) implements PreprocessError {
        public Diagnostic diagnostic() {
            return new Diagnostic(Severity.WARNING, "#warning " + text, List.of(new Diagnostic.Label(span, "#warning directive")),
                    List.of("rule: #warning reports its text and preprocessing continues (GNU extension)"));
        }
    }

    /// The [CgError#LIMIT]-th error: preprocessing stops here.
    record TooManyErrors(Span span, int limit) implements PreprocessError {
        public Diagnostic diagnostic() {
            return Diagnostic.error(limit + " errors, stopping here", span, "the last error reported",
                    "rule: implementation limit on reported errors, so a self-repeating input ends with a readable report");
        }
    }

    /// A `#pragma parameter`, `#pragma pack_matrix` or `_Pragma` not in its documented form.
    record BadPragma(Span span, String pragma, String reason) implements PreprocessError {
        public Diagnostic diagnostic() {
            String form = switch (pragma) {
                case "parameter" -> "#pragma parameter NAME \"label\" default min max [step] (libretro)";
                case "pack_matrix" -> "#pragma pack_matrix(row_major | column_major) (Cg)";
                default -> "_Pragma ( string-literal ) (C99 §6.10.9)";
            };
            return Diagnostic.error("malformed " + (pragma.equals("_Pragma") ? "_Pragma" : "#pragma " + pragma) + ": " + reason,
                    span, reason, "rule: " + form);
        }
    }
}
