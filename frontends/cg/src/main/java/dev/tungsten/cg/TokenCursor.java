package dev.tungsten.cg;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;

import dev.tungsten.ir.Span;

/// The parser's position in the token list, its error reporting and its scopes of names: the
/// state [ExpressionParser], [StatementParser] and [CgParser] share.
///
/// Errors are reported at most once per source position; a parse method that cannot go on
/// throws [Abort] and a statement or declaration level catches it and skips ahead. Every skip
/// consumes at least one token, which bounds the work by the token count.
///
/// Like a C parser, the parser must know which names are types to tell a cast `(S)x` from a
/// parenthesised expression: it keeps a stack of scopes mapping each declared name to whether
/// it names a type (`struct`, `typedef`, `interface`) or something else (a variable, parameter or
/// function, which hides a type of the same name, C99 §6.2.1).
abstract class TokenCursor {
    /// How deep blocks, expressions and initializers may nest before the parser stops.
    static final int MAX_DEPTH = 255;

    /// Thrown to unwind to a recovery point after an error was recorded.
    static final class Abort extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Abort() {
            super(null, null, false, false);
        }
    }

    static final Abort ABORT = new Abort();

    private final List<PpToken> tokens;
    private final CgTokenKind[] kinds;
    private final PpToken eof;
    private final List<CgError> errors;
    /// Start offsets of the errors reported so far: one error per position.
    private final HashSet<Integer> errorPositions = new HashSet<>();
    /// Set once an unclosed `{` was reported at the end of the input, where a missing `;` is
    /// no news.
    private boolean unclosedAtEnd;
    private int depth;
    int pos;

    /// Innermost last; `null` for a scope that declared nothing yet (most blocks).
    private final ArrayList<Map<String, Boolean>> scopes = new ArrayList<>();

    TokenCursor(List<PpToken> tokens, List<CgError> errors) {
        this.tokens = tokens;
        this.errors = errors;
        this.kinds = new CgTokenKind[tokens.size() + 1];
        for (int i = 0; i < tokens.size(); i++) {
            kinds[i] = CgTokenKind.classify(tokens.get(i));
        }
        kinds[tokens.size()] = CgTokenKind.EOF;
        int end = tokens.isEmpty() ? 0 : tokens.getLast().offset() + tokens.getLast().length();
        this.eof = new PpToken(PpToken.Kind.OTHER, "", end, 0, false, true);
        scopes.add(null);
    }

    // ------------------------------------------------------------------ tokens

    final CgTokenKind kind() {
        return kinds[pos];
    }

    /// The kind `k` tokens ahead (EOF past the end): the parser's bounded lookahead.
    final CgTokenKind kindAt(int k) {
        return kinds[Math.min(pos + k, kinds.length - 1)];
    }

    final PpToken peek() {
        return tokenAt(0);
    }

    final PpToken tokenAt(int k) {
        int i = pos + k;
        return i < tokens.size() ? tokens.get(i) : eof;
    }

    final boolean atEof() {
        return kinds[pos] == CgTokenKind.EOF;
    }

    final PpToken advance() {
        PpToken t = peek();
        if (!atEof()) {
            pos++;
        }
        return t;
    }

    final boolean accept(CgTokenKind k) {
        if (kinds[pos] == k) {
            pos++;
            return true;
        }
        return false;
    }

    final PpToken expect(CgTokenKind k) {
        if (kinds[pos] != k) {
            throw fail("`" + k.spelling + "`");
        }
        return advance();
    }

    /// The offset where the current token starts.
    final int start() {
        return peek().offset();
    }

    /// The end of the last consumed token.
    final int lastEnd() {
        if (pos == 0) {
            return 0;
        }
        PpToken t = tokens.get(pos - 1);
        return t.offset() + t.length();
    }

    /// From `start` to the end of the last consumed token. Tokens of an included file or a macro
    /// expansion may lie before `start` in the offset space; the span then stays empty.
    final Span spanFrom(int start) {
        return new Span(start, Math.max(start, lastEnd()));
    }

    static Span join(Span a, Span b) {
        return a.join(b);
    }

    /// How an error message names the current token.
    final String describeCurrent() {
        PpToken t = peek();
        return switch (kind()) {
            case EOF -> "end of file";
            case IDENT -> "identifier `" + t.text() + "`";
            case NUMBER -> "number `" + t.text() + "`";
            case STRING -> "string literal";
            case CHARACTER -> "character constant " + t.text();
            case TYPE -> "type name `" + t.text() + "`";
            case OTHER -> "`" + t.text() + "`";
            default -> kind().isWord() ? "keyword `" + t.text() + "`" : "`" + t.text() + "`";
        };
    }

    // ------------------------------------------------------------------ errors

    /// Records an error unless one was already recorded at its position. The [CgError#LIMIT]-th
    /// ends the parse: the cursor moves to the end of the input, where every production stops,
    /// and nothing is recorded after it.
    final void report(CgError e) {
        if (errorPositions.size() >= CgError.LIMIT || !errorPositions.add(e.span().start())) {
            return;
        }
        errors.add(e);
        if (errorPositions.size() == CgError.LIMIT) {
            errors.add(new CgSyntaxError.TooManySyntaxErrors(e.span(), CgError.LIMIT));
            pos = tokens.size();
        }
    }

    /// Reports the `{` (at `open`) that the input ends inside.
    final void reportUnclosed(PpToken open) {
        report(new CgSyntaxError.Unclosed(open.span(), open.text()));
        unclosedAtEnd = true;
    }

    final Abort fail(String expected) {
        if (kind() == CgTokenKind.RESERVED) {
            report(new CgSyntaxError.ReservedWord(peek().span(), peek().text()));
        } else {
            report(new CgSyntaxError.Expected(peek().span(), expected, describeCurrent()));
        }
        return ABORT;
    }

    /// `;` ending a declaration or statement. When it is missing the error points just past the
    /// previous token; parsing goes on without skipping when the next token starts a line or
    /// closes a block (a forgotten `;`), and skips otherwise.
    final void expectSemicolon() {
        if (accept(CgTokenKind.SEMICOLON) || atEof() && unclosedAtEnd) {
            return;
        }
        if (kind() == CgTokenKind.OTHER) {
            // A character or punctuator Cg has no use for (`@`, `->`): it is the culprit, not
            // a `;` forgotten before it.
            report(new CgSyntaxError.Expected(peek().span(), "an operator or `;`", describeCurrent()));
            throw ABORT;
        }
        int at = lastEnd();
        report(new CgSyntaxError.MissingSemicolon(new Span(at, at), describeCurrent()));
        if (!(peek().lineStart() || kind() == CgTokenKind.RBRACE || atEof())) {
            throw ABORT;
        }
    }

    final void enter() {
        if (++depth > MAX_DEPTH) {
            report(new CgSyntaxError.TooDeep(peek().span(), MAX_DEPTH));
            // Nothing more of an input this deep can be trusted: skip to its end.
            pos = tokens.size();
            depth = 0;
            throw ABORT;
        }
    }

    final void leave() {
        if (depth > 0) {
            depth--;
        }
    }

    final int depth() {
        return depth;
    }

    final void restoreDepth(int saved) {
        depth = saved;
    }

    /// A name being declared: an identifier, or an error for a keyword or reserved word.
    final PpToken name(String what) {
        CgTokenKind k = kind();
        if (k == CgTokenKind.IDENT) {
            return advance();
        }
        if (k.isWord() && k != CgTokenKind.EOF) {
            report(new CgSyntaxError.ReservedWord(peek().span(), peek().text()));
            throw ABORT;
        }
        throw fail(what);
    }

    // ------------------------------------------------------------------ scopes of names

    final void pushScope() {
        scopes.add(null);
    }

    final void popScope() {
        scopes.removeLast();
    }

    final int scopeCount() {
        return scopes.size();
    }

    /// Pops scopes down to `count` (after an error unwound out of nested ones).
    final void popScopesTo(int count) {
        while (scopes.size() > count) {
            scopes.removeLast();
        }
    }

    final void declareType(String name) {
        declare(name, Boolean.TRUE);
    }

    final void declareValue(String name) {
        declare(name, Boolean.FALSE);
    }

    private void declare(String name, Boolean isType) {
        Map<String, Boolean> scope = scopes.getLast();
        if (scope == null) {
            scope = new HashMap<>();
            scopes.set(scopes.size() - 1, scope);
        }
        scope.put(name, isType);
    }

    /// Whether the token `k` ahead is a type name: a built-in one or a declared struct, typedef
    /// or interface name that no nearer declaration hides.
    final boolean isTypeAt(int k) {
        CgTokenKind kind = kindAt(k);
        if (kind == CgTokenKind.TYPE || kind == CgTokenKind.UNSIGNED) {
            return true;
        }
        if (kind != CgTokenKind.IDENT) {
            return false;
        }
        String text = tokenAt(k).text();
        for (int i = scopes.size() - 1; i >= 0; i--) {
            Map<String, Boolean> scope = scopes.get(i);
            Boolean isType = scope == null ? null : scope.get(text);
            if (isType != null) {
                return isType;
            }
        }
        return false;
    }
}
