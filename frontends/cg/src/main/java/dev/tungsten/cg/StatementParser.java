package dev.tungsten.cg;

import static dev.tungsten.cg.CgTokenKind.IDENT;
import static dev.tungsten.cg.CgTokenKind.LBRACE;
import static dev.tungsten.cg.CgTokenKind.LBRACKET;
import static dev.tungsten.cg.CgTokenKind.LPAREN;
import static dev.tungsten.cg.CgTokenKind.RBRACE;
import static dev.tungsten.cg.CgTokenKind.RBRACKET;
import static dev.tungsten.cg.CgTokenKind.RPAREN;
import static dev.tungsten.cg.CgTokenKind.SEMICOLON;

import java.util.ArrayList;
import java.util.List;

import dev.tungsten.cg.Ast.Expr;
import dev.tungsten.cg.Ast.Stmt;

/// Statements as in C99 §6.8, less `switch`, `goto` and labels, plus `discard` (Cg 3.1
/// §"Statements And Expressions"). A statement that starts like a declaration (a specifier, a
/// type name not followed by `(`, or two names in a row) is a local declaration; anything else
/// is an expression statement.
///
/// Recovery: an error inside a statement unwinds to the statement loop of the enclosing block,
/// which skips to just past the next `;` at that nesting level or to the `}` closing the block.
abstract class StatementParser extends ExpressionParser {
    /// How far ahead [#declarationAhead] looks for the `>` closing `vector<...>`.
    private static final int GENERIC_LOOKAHEAD = 32;

    StatementParser(List<PpToken> tokens, List<CgError> errors) {
        super(tokens, errors);
    }

    /// A declaration statement ([CgParser]): variables, or a local `struct` or `typedef`.
    abstract Stmt localDeclaration(int start);

    /// `compound_statement: '{' statement* '}'`; an unclosed block is reported at its `{`.
    final Ast.Block block() {
        PpToken open = expect(LBRACE);
        pushScope();
        try {
            List<Stmt> statements = new ArrayList<>();
            bracedItems(open, () -> statements.add(statement()));
            return new Ast.Block(statements, spanFrom(open.offset()));
        } finally {
            popScope();
        }
    }

    /// Runs `item` until the `}` that closes `open` (blocks, struct and interface bodies), and
    /// consumes it. An error inside an item is recovered from by skipping to the end of the
    /// item ([#recoverStatement]); the end of the input inside the braces is reported at `open`.
    final void bracedItems(PpToken open, Runnable item) {
        while (kind() != RBRACE && !atEof()) {
            int startPos = pos;
            int savedDepth = depth();
            int savedScopes = scopeCount();
            try {
                item.run();
            } catch (Abort a) {
                restoreDepth(savedDepth);
                popScopesTo(savedScopes);
                if (atEof()) {
                    throw a;
                }
                recoverStatement(startPos);
            }
        }
        if (atEof()) {
            reportUnclosed(open);
        } else {
            advance();
        }
    }

    /// Skips to just after the next `;` at this nesting level, or to the `}` closing the block.
    private void recoverStatement(int startPos) {
        if (pos == startPos) {
            advance();
        }
        int nest = 0;
        while (!atEof()) {
            CgTokenKind k = kind();
            if (nest == 0 && k == RBRACE) {
                return;
            }
            advance();
            if (k == LBRACE || k == LPAREN || k == LBRACKET) {
                nest++;
            } else if (k == RBRACE || k == RPAREN || k == RBRACKET) {
                nest = Math.max(0, nest - 1);
                if (nest == 0 && k == RBRACE) {
                    return;
                }
            } else if (k == SEMICOLON && nest == 0) {
                return;
            }
        }
    }

    /// ```
    /// statement: compound_statement | ';' | expression ';' | declaration
    ///   | 'if' '(' expression ')' statement ( 'else' statement )?
    ///   | 'for' '(' ( declaration | expression? ';' ) expression? ';' expression? ')' statement
    ///   | 'while' '(' expression ')' statement | 'do' statement 'while' '(' expression ')' ';'
    ///   | 'return' expression? ';' | 'break' ';' | 'continue' ';' | 'discard' ';'
    /// ```
    /// Attributes such as `[precise]` before a statement (Cg Toolkit tessellation samples) are
    /// read and dropped: they only guide code generation.
    final Stmt statement() {
        enter();
        try {
            skipAttributes();
            int start = start();
            switch (kind()) {
                case LBRACE -> {
                    return block();
                }
                case SEMICOLON -> {
                    advance();
                    return new Ast.Empty(spanFrom(start));
                }
                case IF -> {
                    advance();
                    Expr condition = parenthesized();
                    Stmt accept = statement();
                    Stmt reject = accept(CgTokenKind.ELSE) ? statement() : null;
                    return new Ast.If(condition, accept, reject, spanFrom(start));
                }
                case FOR -> {
                    return forStatement(start);
                }
                case WHILE -> {
                    advance();
                    Expr condition = parenthesized();
                    Stmt body = statement();
                    return new Ast.While(condition, body, spanFrom(start));
                }
                case DO -> {
                    advance();
                    Stmt body = statement();
                    expect(CgTokenKind.WHILE);
                    Expr condition = parenthesized();
                    expectSemicolon();
                    return new Ast.DoWhile(body, condition, spanFrom(start));
                }
                case RETURN -> {
                    advance();
                    Expr value = kind() == SEMICOLON ? null : expression();
                    expectSemicolon();
                    return new Ast.Return(value, spanFrom(start));
                }
                case BREAK, CONTINUE, DISCARD -> {
                    CgTokenKind k = kind();
                    advance();
                    expectSemicolon();
                    return switch (k) {
                        case BREAK -> new Ast.Break(spanFrom(start));
                        case CONTINUE -> new Ast.Continue(spanFrom(start));
                        default -> new Ast.Discard(spanFrom(start));
                    };
                }
                default -> {
                    if (declarationAhead()) {
                        return localDeclaration(start);
                    }
                    Expr e = expression();
                    expectSemicolon();
                    return new Ast.ExprStmt(e, spanFrom(start));
                }
            }
        } finally {
            leave();
        }
    }

    /// `'(' expression ')'` of `if`, `while` and `do`.
    private Expr parenthesized() {
        expect(LPAREN);
        Expr e = expression();
        expect(RPAREN);
        return e;
    }

    /// `'for' '(' for_init expression? ';' expression? ')' statement`; a declaration in
    /// `for_init` is scoped to the loop.
    private Stmt forStatement(int start) {
        advance();
        expect(LPAREN);
        pushScope();
        try {
            Stmt init = null;
            int initStart = start();
            if (!accept(SEMICOLON)) {
                if (declarationAhead()) {
                    init = localDeclaration(initStart);
                } else {
                    Expr e = expression();
                    expect(SEMICOLON);
                    init = new Ast.ExprStmt(e, spanFrom(initStart));
                }
            }
            Expr condition = kind() == SEMICOLON ? null : expression();
            expect(SEMICOLON);
            Expr step = kind() == RPAREN ? null : expression();
            expect(RPAREN);
            Stmt body = statement();
            return new Ast.For(init, condition, step, body, spanFrom(start));
        } finally {
            popScope();
        }
    }

    /// Skips `[name]` and `[name(args)]` attributes.
    private void skipAttributes() {
        while (kind() == LBRACKET && kindAt(1) == IDENT && (kindAt(2) == RBRACKET || kindAt(2) == LPAREN)) {
            advance();
            advance();
            if (kind() == LPAREN) {
                arguments();
            }
            expect(RBRACKET);
        }
    }

    /// Whether the statement here is a declaration: it starts with a declaration specifier,
    /// `struct` or `typedef`, a type name not followed by `(` (which would make a constructor),
    /// a generic type followed by a name, or two names in a row (`S x`, `texture t`: no
    /// expression has two adjacent names).
    final boolean declarationAhead() {
        CgTokenKind k = kind();
        if (k.isQualifier() || k == CgTokenKind.STRUCT || k == CgTokenKind.TYPEDEF) {
            return true;
        }
        return switch (k) {
            case TYPE, UNSIGNED -> kindAt(1) != LPAREN;
            case IDENT -> kindAt(1) == IDENT || (genericAhead(1) && closingAngleThenName());
            case VECTOR, MATRIX -> closingAngleThenName();
            default -> false;
        };
    }

    /// Whether the first `>` after the current token (within a bounded window) closes the
    /// generic's arguments and a name follows it.
    private boolean closingAngleThenName() {
        int nest = 0;
        for (int k = 1; k < GENERIC_LOOKAHEAD; k++) {
            CgTokenKind t = kindAt(k);
            if (t == CgTokenKind.LT) {
                nest++;
            } else if (t == CgTokenKind.GT && --nest == 0) {
                return kindAt(k + 1) == IDENT;
            } else if (t == SEMICOLON || t == CgTokenKind.EOF || t == LBRACE) {
                return false;
            }
        }
        return false;
    }
}
