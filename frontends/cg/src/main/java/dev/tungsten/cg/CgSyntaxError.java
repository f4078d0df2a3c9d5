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

    /// A declaration or statement that does not end with `;`; the span is the empty place right
    /// after the last token that belongs to it, where the `;` goes.
    record MissingSemicolon(Span span, String found) implements CgSyntaxError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("missing `;` before " + found, span, "expected `;` here",
                    "rule: declarations and expression, return, break, continue, discard and do-while "
                            + "statements end with `;` (Cg 3.1 §Statements And Expressions, C99 §6.7, §6.8)");
        }
    }

    /// `{` (or `(`, `[`) with no matching close before the end of the input.
    record Unclosed(Span span, String open) implements CgSyntaxError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("unclosed `" + open + "`", span, "this `" + open + "` is never closed",
                    "rule: braces, brackets and parentheses must be balanced (C99 §6.4.6)");
        }
    }

    /// `}` (or `)`, `]`) at the top level, with nothing open that it could close.
    record UnmatchedClose(Span span, String close) implements CgSyntaxError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("unmatched `" + close + "`", span, "nothing open to close",
                    "rule: braces, brackets and parentheses must be balanced (C99 §6.4.6)");
        }
    }

    /// A keyword or a word of the specification's reserved list where a name is wanted, or a
    /// reserved word Cg gives no meaning (`switch`, `goto`, `char`, any name starting with `__`).
    record ReservedWord(Span span, String word) implements CgSyntaxError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("`" + word + "` is a reserved word", span, "reserved, not usable here",
                    "rule: keywords and the reserved words cannot name anything, and goto, switch, case, "
                            + "default, enum and union are not part of Cg (Cg 3.1 §Reserved Words)");
        }
    }

    /// A pp-number that is not a Cg constant, with the reason.
    record MalformedNumber(Span span, String text, String reason) implements CgSyntaxError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("malformed number `" + text + "`: " + reason, span, "not a constant",
                    "rule: decimal, octal (0) and hexadecimal (0x) integers with u/l suffixes, floating "
                            + "constants with f/h/x suffixes (Cg 3.1 §Constants)");
        }
    }

    /// Expressions, statements or braces nested deeper than the parser follows; it stops there
    /// rather than risk its stack on hostile input.
    /// The [CgError#LIMIT]-th syntax error: parsing stops here.
    record TooManySyntaxErrors(Span span, int limit) implements CgSyntaxError {
        public Diagnostic diagnostic() {
            return Diagnostic.error(limit + " syntax errors, stopping here", span, "the last error reported",
                    "rule: implementation limit on reported errors, so a badly broken input ends with a readable report");
        }
    }

    record TooDeep(Span span, int limit) implements CgSyntaxError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("nesting deeper than " + limit + " levels", span, "nested too deeply",
                    "rule: implementation limit on the nesting of blocks, expressions and initializers "
                            + "(C99 §5.2.4.1 asks for at least 63 and 127)");
        }
    }

    /// A CgFX effect-file construct (`technique`, `pass`, `sampler_state`, `compile`): the front
    /// end compiles Cg programs, not effects; the construct is skipped whole.
    record EffectConstruct(Span span, String word) implements CgSyntaxError {
        public Diagnostic diagnostic() {
            return Diagnostic.error("`" + word + "` belongs to CgFX effect files, which are not supported", span,
                    "effect construct",
                    "rule: techniques, passes, sampler states and compile expressions are CgFX, not the Cg "
                            + "3.1 language; compile the entry functions of the file instead");
        }
    }
}
