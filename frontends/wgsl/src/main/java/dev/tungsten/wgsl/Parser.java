package dev.tungsten.wgsl;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import dev.tungsten.ir.Arena;
import dev.tungsten.ir.Handle;
import dev.tungsten.ir.Literal;
import dev.tungsten.ir.Span;
import dev.tungsten.wgsl.Ast.BinaryOp;
import dev.tungsten.wgsl.Ast.Expr;
import dev.tungsten.wgsl.Ast.Stmt;
import dev.tungsten.wgsl.Ast.UnaryOp;

/// Recursive-descent parser for WGSL, following the grammar of §18 (the recursive-descent
/// form of §15.2's grammar). Each parse method's doc gives its rule.
///
/// Errors: the parser reports at most one error per source position, then unwinds to the
/// enclosing statement or declaration and skips to a token where parsing can resume, so one
/// run reports the errors of every declaration. Every recovery consumes at least one token,
/// which bounds the work by the token count.
///
/// While parsing a function the parser keeps the local scopes, so that each identifier that
/// no local declaration binds is recorded as a dependency of the declaration ([Index] orders
/// module-scope declarations with them).
public final class Parser {
    /// How deep expressions and statements may nest before the parser gives up (§2.4 lets an
    /// implementation limit brace nesting; 127 is the spec's minimum for statements).
    static final int MAX_DEPTH = 255;

    private final String src;
    private final List<Token> tokens;
    private final List<WgslError> errors;
    private final Arena<Expr> exprs = new Arena<>();
    private int pos;
    private int lastErrorAt = -1;
    private int depth;

    private final Deque<Set<String>> scopes = new ArrayDeque<>();
    private List<Ast.Ident> deps = new ArrayList<>();
    private boolean recordDeps = true;

    /// Thrown to unwind to a recovery point after an error was recorded.
    private static final class Abort extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Abort() {
            super(null, null, false, false);
        }
    }

    private static final Abort ABORT = new Abort();

    private Parser(String source, List<Token> tokens, List<WgslError> errors) {
        this.src = source;
        this.tokens = tokens;
        this.errors = errors;
    }

    /// Parses a whole module; lexical and syntax errors are appended to `errors`.
    public static Ast.TranslationUnit parse(String source, List<WgslError> errors) {
        Lexer lexer = new Lexer(source);
        List<Token> tokens = lexer.tokenize();
        errors.addAll(lexer.errors());
        Parser p = new Parser(source, tokens, errors);
        if (!lexer.errors().isEmpty()) {
            p.lastErrorAt = lexer.errors().getLast().span().start();
        }
        return p.translationUnit();
    }

    // ------------------------------------------------------------------ token helpers

    private Token peek() {
        return tokens.get(pos);
    }

    private TokenKind kind() {
        return tokens.get(pos).kind();
    }

    private TokenKind kindAt(int offset) {
        return tokens.get(Math.min(pos + offset, tokens.size() - 1)).kind();
    }

    private Token advance() {
        Token t = tokens.get(pos);
        if (t.kind() != TokenKind.EOF) {
            pos++;
        }
        return t;
    }

    private boolean accept(TokenKind k) {
        if (kind() == k) {
            advance();
            return true;
        }
        return false;
    }

    private Token expect(TokenKind k) {
        if (kind() != k) {
            throw fail(k.description());
        }
        return advance();
    }

    private int lastEnd() {
        return pos == 0 ? 0 : tokens.get(pos - 1).end();
    }

    private Span spanFrom(int start) {
        return new Span(start, Math.max(start, lastEnd()));
    }

    private String describe(Token t) {
        return switch (t.kind()) {
            case IDENT -> "identifier '" + t.text(src) + "'";
            case INT_LITERAL, FLOAT_LITERAL -> "literal '" + t.text(src) + "'";
            case RESERVED -> "reserved word '" + t.text(src) + "'";
            case EOF -> "end of file";
            case ERROR -> "invalid token";
            default -> "'" + t.text(src) + "'";
        };
    }

    /// Records an error unless one was already recorded at this position.
    private void report(WgslError e) {
        if (e.span().start() != lastErrorAt) {
            errors.add(e);
            lastErrorAt = e.span().start();
        }
    }

    private Abort fail(String expected) {
        Token t = peek();
        if (t.kind() != TokenKind.ERROR) {
            report(new SyntaxError.Unexpected(t.span(), expected, describe(t)));
        }
        return ABORT;
    }

    private void enter() {
        if (++depth > MAX_DEPTH) {
            report(new SyntaxError.TooDeep(peek().span(), MAX_DEPTH));
            depth = 0;
            // Skip everything: nothing more of a module this deep can be trusted.
            pos = tokens.size() - 1;
            throw ABORT;
        }
    }

    private void leave() {
        depth--;
    }

    // ------------------------------------------------------------------ identifiers and scopes

    /// `ident: ident_pattern_token` (not a keyword, not a reserved word, no `__` prefix).
    private Ast.Ident ident() {
        Token t = peek();
        switch (t.kind()) {
            case IDENT -> {
                advance();
                String name = t.text(src);
                if (name.startsWith("__")) {
                    report(new SyntaxError.ReservedPrefix(t.span(), name));
                }
                return new Ast.Ident(name, t.span());
            }
            case RESERVED -> {
                report(new SyntaxError.ReservedWord(t.span(), t.text(src)));
                throw ABORT;
            }
            default -> {
                if (t.kind().isKeyword()) {
                    report(new SyntaxError.KeywordAsName(t.span(), t.text(src)));
                    throw ABORT;
                }
                throw fail("identifier");
            }
        }
    }

    private void declareLocal(String name) {
        if (!scopes.isEmpty()) {
            scopes.peek().add(name);
        }
    }

    private void use(Ast.Ident id) {
        if (!recordDeps) {
            return;
        }
        for (Set<String> s : scopes) {
            if (s.contains(id.name())) {
                return;
            }
        }
        deps.add(id);
    }

    private Handle<Expr> add(Expr e, Span span) {
        return exprs.append(e, span);
    }

    private Span span(Handle<Expr> h) {
        return exprs.span(h);
    }

    // ------------------------------------------------------------------ module

    /// `translation_unit: global_directive* ( global_decl | global_assert | ';' )*`
    private Ast.TranslationUnit translationUnit() {
        List<Ast.Directive> directives = new ArrayList<>();
        List<Ast.Decl> decls = new ArrayList<>();
        List<List<Ast.Ident>> allDeps = new ArrayList<>();
        while (kind() == TokenKind.ENABLE || kind() == TokenKind.REQUIRES || kind() == TokenKind.DIAGNOSTIC) {
            int start = pos;
            try {
                directives.add(directive());
            } catch (Abort a) {
                recoverGlobal(start);
            }
        }
        while (kind() != TokenKind.EOF) {
            int start = pos;
            deps = new ArrayList<>();
            scopes.clear();
            depth = 0;
            try {
                Ast.Decl d = globalDecl();
                if (d != null) {
                    decls.add(d);
                    allDeps.add(deps);
                }
            } catch (Abort a) {
                recoverGlobal(start);
            }
        }
        return new Ast.TranslationUnit(directives, decls, allDeps, exprs);
    }

    /// Skips to the start of the next plausible module-scope declaration.
    private void recoverGlobal(int start) {
        if (pos == start) {
            advance();
        }
        int braces = 0;
        while (kind() != TokenKind.EOF) {
            TokenKind k = kind();
            if (braces <= 0 && (k == TokenKind.FN || k == TokenKind.STRUCT || k == TokenKind.ALIAS
                    || k == TokenKind.CONST_ASSERT || k == TokenKind.OVERRIDE || k == TokenKind.AT
                    || ((k == TokenKind.VAR || k == TokenKind.CONST) && braces == 0 && atLineStart()))) {
                return;
            }
            advance();
            if (k == TokenKind.LBRACE) {
                braces++;
            } else if (k == TokenKind.RBRACE) {
                braces--;
                if (braces <= 0 && kind() != TokenKind.SEMICOLON) {
                    return;
                }
            } else if (k == TokenKind.SEMICOLON && braces <= 0) {
                return;
            }
        }
    }

    /// Whether the current token is the first on its line (module-scope `var` and `const` are
    /// almost always written so; inside a skipped function they are not reliable sync points).
    private boolean atLineStart() {
        int i = peek().start() - 1;
        while (i >= 0 && (src.charAt(i) == ' ' || src.charAt(i) == '\t')) {
            i--;
        }
        return i < 0 || src.charAt(i) == '\n' || src.charAt(i) == '\r';
    }

    /// ```
    /// global_directive: 'diagnostic' diagnostic_control ';'
    ///   | 'enable' ident_pattern_token ( ',' ident_pattern_token )* ','? ';'
    ///   | 'requires' ident_pattern_token ( ',' ident_pattern_token )* ','? ';'
    /// ```
    private Ast.Directive directive() {
        int start = peek().start();
        Token t = advance();
        if (t.kind() == TokenKind.DIAGNOSTIC) {
            Ast.DiagnosticControl c = diagnosticControl();
            expect(TokenKind.SEMICOLON);
            return new Ast.Directive(Ast.DirectiveKind.DIAGNOSTIC, List.of(), c, spanFrom(start));
        }
        List<Ast.Ident> names = new ArrayList<>();
        do {
            if (kind() == TokenKind.SEMICOLON && !names.isEmpty()) {
                break;
            }
            Token n = peek();
            if (n.kind() != TokenKind.IDENT) {
                throw fail("extension name");
            }
            advance();
            names.add(new Ast.Ident(n.text(src), n.span()));
        } while (accept(TokenKind.COMMA));
        expect(TokenKind.SEMICOLON);
        return new Ast.Directive(t.kind() == TokenKind.ENABLE ? Ast.DirectiveKind.ENABLE : Ast.DirectiveKind.REQUIRES,
                names, null, spanFrom(start));
    }

    /// `diagnostic_control: '(' severity_control_name ',' diagnostic_rule_name ','? ')'`, where
    /// `diagnostic_rule_name: ident_pattern_token ( '.' ident_pattern_token )?`
    private Ast.DiagnosticControl diagnosticControl() {
        int start = peek().start();
        expect(TokenKind.LPAREN);
        Token sev = peek();
        if (sev.kind() != TokenKind.IDENT) {
            throw fail("severity (error, warning, info or off)");
        }
        advance();
        expect(TokenKind.COMMA);
        Token r = peek();
        if (r.kind() != TokenKind.IDENT) {
            throw fail("diagnostic rule name");
        }
        advance();
        int ruleEnd = r.end();
        if (accept(TokenKind.PERIOD)) {
            Token r2 = expect(TokenKind.IDENT);
            ruleEnd = r2.end();
        }
        accept(TokenKind.COMMA);
        expect(TokenKind.RPAREN);
        return new Ast.DiagnosticControl(new Ast.Ident(sev.text(src), sev.span()),
                new Ast.Ident(src.substring(r.start(), ruleEnd), new Span(r.start(), ruleEnd)), spanFrom(start));
    }

    /// `attribute: '@' ident_pattern_token argument_expression_list?` (with `@const` and
    /// `@diagnostic`, whose names are keywords, and `@diagnostic`'s special arguments).
    private List<Ast.Attribute> attributes() {
        List<Ast.Attribute> list = null;
        while (kind() == TokenKind.AT) {
            int start = advance().start();
            Token name = peek();
            if (name.kind() != TokenKind.IDENT && name.kind() != TokenKind.CONST && name.kind() != TokenKind.DIAGNOSTIC) {
                throw fail("attribute name");
            }
            advance();
            String n = name.text(src);
            Ast.Ident id = new Ast.Ident(n, name.span());
            Ast.Attribute attr;
            if (name.kind() == TokenKind.DIAGNOSTIC) {
                Ast.DiagnosticControl c = diagnosticControl();
                attr = new Ast.Attribute(id, List.of(), c, spanFrom(start));
            } else {
                List<Handle<Expr>> args = List.of();
                if (kind() == TokenKind.LPAREN) {
                    // Builtin value names and interpolation words are context-dependent names,
                    // not references to declarations.
                    boolean saved = recordDeps;
                    recordDeps = !(n.equals("builtin") || n.equals("interpolate"));
                    try {
                        args = argumentList();
                    } finally {
                        recordDeps = saved;
                    }
                }
                attr = new Ast.Attribute(id, args, null, spanFrom(start));
            }
            if (list == null) {
                list = new ArrayList<>();
            }
            list.add(attr);
        }
        return list == null ? List.of() : list;
    }

    private void forbidAttributes(List<Ast.Attribute> attrs) {
        if (!attrs.isEmpty()) {
            Ast.Attribute a = attrs.getFirst();
            report(new SyntaxError.MisplacedAttribute(a.span(), a.name().name()));
        }
    }

    /// ```
    /// global_decl: attribute* 'fn' ... | attribute* 'var' ... ';' | global_value_decl ';'
    ///   | 'alias' ident '=' type_specifier ';' | 'struct' ident struct_body_decl
    ///   | 'const_assert' expression ';' | ';'
    /// ```
    private Ast.Decl globalDecl() {
        int start = peek().start();
        List<Ast.Attribute> attrs = attributes();
        switch (kind()) {
            case FN -> {
                return function(attrs, start);
            }
            case VAR -> {
                Ast.GlobalVar v = globalVar(attrs, start);
                return v;
            }
            case OVERRIDE -> {
                advance();
                Ast.Ident name = ident();
                Handle<Expr> type = accept(TokenKind.COLON) ? typeSpecifier() : null;
                Handle<Expr> init = accept(TokenKind.EQUAL) ? expression() : null;
                expect(TokenKind.SEMICOLON);
                return new Ast.OverrideDecl(attrs, name, type, init, spanFrom(start));
            }
            case CONST -> {
                forbidAttributes(attrs);
                advance();
                Ast.Ident name = ident();
                Handle<Expr> type = accept(TokenKind.COLON) ? typeSpecifier() : null;
                expect(TokenKind.EQUAL);
                Handle<Expr> init = expression();
                expect(TokenKind.SEMICOLON);
                return new Ast.GlobalConst(name, type, init, spanFrom(start));
            }
            case STRUCT -> {
                forbidAttributes(attrs);
                return struct(start);
            }
            case ALIAS -> {
                forbidAttributes(attrs);
                advance();
                Ast.Ident name = ident();
                expect(TokenKind.EQUAL);
                Handle<Expr> type = typeSpecifier();
                expect(TokenKind.SEMICOLON);
                return new Ast.Alias(name, type, spanFrom(start));
            }
            case CONST_ASSERT -> {
                forbidAttributes(attrs);
                advance();
                Handle<Expr> cond = expression();
                expect(TokenKind.SEMICOLON);
                return new Ast.GlobalAssert(cond, spanFrom(start));
            }
            case SEMICOLON -> {
                forbidAttributes(attrs);
                advance();
                return null;
            }
            case ENABLE, REQUIRES, DIAGNOSTIC -> {
                report(new SyntaxError.Unexpected(peek().span(), "global declaration",
                        "directive (directives must come before every declaration)"));
                throw ABORT;
            }
            default -> throw fail("global declaration");
        }
    }

    /// `'var' ( _template_args_start expression ( ',' expression )* ','? _template_args_end )?
    /// optionally_typed_ident ( '=' expression )? ';'`
    private Ast.GlobalVar globalVar(List<Ast.Attribute> attrs, int start) {
        expect(TokenKind.VAR);
        List<Handle<Expr>> targs = templateArgsIfAny();
        Ast.Ident name = ident();
        Handle<Expr> type = accept(TokenKind.COLON) ? typeSpecifier() : null;
        Handle<Expr> init = accept(TokenKind.EQUAL) ? expression() : null;
        expect(TokenKind.SEMICOLON);
        return new Ast.GlobalVar(attrs, name, targs, type, init, spanFrom(start));
    }

    /// `struct_decl: 'struct' ident '{' struct_member ( ',' struct_member )* ','? '}'` where
    /// `struct_member: attribute* member_ident ':' type_specifier`
    private Ast.Struct struct(int start) {
        expect(TokenKind.STRUCT);
        Ast.Ident name = ident();
        expect(TokenKind.LBRACE);
        List<Ast.Member> members = new ArrayList<>();
        while (kind() != TokenKind.RBRACE) {
            int mstart = peek().start();
            List<Ast.Attribute> attrs = attributes();
            Ast.Ident mname = ident();
            expect(TokenKind.COLON);
            Handle<Expr> type = typeSpecifier();
            members.add(new Ast.Member(attrs, mname, type, spanFrom(mstart)));
            if (!accept(TokenKind.COMMA)) {
                break;
            }
        }
        expect(TokenKind.RBRACE);
        // A `;` after a struct was allowed by older drafts and is harmless: it is an empty decl.
        return new Ast.Struct(name, members, spanFrom(start));
    }

    /// ```
    /// function_decl: attribute* function_header compound_statement
    /// function_header: 'fn' ident '(' param_list? ')' ( '->' attribute* template_elaborated_ident )?
    /// param: attribute* ident ':' type_specifier
    /// ```
    private Ast.Function function(List<Ast.Attribute> attrs, int start) {
        expect(TokenKind.FN);
        Ast.Ident name = ident();
        expect(TokenKind.LPAREN);
        scopes.push(new HashSet<>());
        try {
            List<Ast.Param> params = new ArrayList<>();
            while (kind() != TokenKind.RPAREN) {
                int pstart = peek().start();
                List<Ast.Attribute> pattrs = attributes();
                Ast.Ident pname = ident();
                expect(TokenKind.COLON);
                Handle<Expr> type = typeSpecifier();
                params.add(new Ast.Param(pattrs, pname, type, spanFrom(pstart)));
                if (!accept(TokenKind.COMMA)) {
                    break;
                }
            }
            expect(TokenKind.RPAREN);
            for (Ast.Param p : params) {
                declareLocal(p.name().name());
            }
            List<Ast.Attribute> resultAttrs = List.of();
            Handle<Expr> result = null;
            if (accept(TokenKind.ARROW)) {
                resultAttrs = attributes();
                result = typeSpecifier();
            }
            List<Ast.Attribute> bodyAttrs = attributes();
            Ast.Block body = block(bodyAttrs, peek().start());
            return new Ast.Function(attrs, name, params, resultAttrs, result, body, spanFrom(start));
        } finally {
            scopes.pop();
        }
    }

    // ------------------------------------------------------------------ types and template lists

    /// `type_specifier: template_elaborated_ident` where
    /// `template_elaborated_ident: ident _template_args_start template_arg_expression ... _template_args_end`
    private Handle<Expr> typeSpecifier() {
        int start = peek().start();
        Ast.Ident name = ident();
        use(name);
        List<Handle<Expr>> targs = templateArgsIfAny();
        return add(new Expr.Ident(name, targs), spanFrom(start));
    }

    /// `template_list: _template_args_start expression ( ',' expression )* ','? _template_args_end`
    private List<Handle<Expr>> templateArgsIfAny() {
        if (kind() != TokenKind.TEMPLATE_START) {
            return List.of();
        }
        advance();
        List<Handle<Expr>> args = new ArrayList<>();
        do {
            if (kind() == TokenKind.TEMPLATE_END && !args.isEmpty()) {
                break;
            }
            args.add(expression());
        } while (accept(TokenKind.COMMA));
        expect(TokenKind.TEMPLATE_END);
        return args;
    }

    /// `argument_expression_list: '(' ( expression ( ',' expression )* ','? )? ')'`
    private List<Handle<Expr>> argumentList() {
        expect(TokenKind.LPAREN);
        List<Handle<Expr>> args = new ArrayList<>();
        while (kind() != TokenKind.RPAREN) {
            args.add(expression());
            if (!accept(TokenKind.COMMA)) {
                break;
            }
        }
        expect(TokenKind.RPAREN);
        return args;
    }

    // ------------------------------------------------------------------ statements

    /// `compound_statement: attribute* '{' statement* '}'`
    private Ast.Block block(List<Ast.Attribute> attrs, int start) {
        expect(TokenKind.LBRACE);
        enter();
        scopes.push(new HashSet<>());
        try {
            List<Stmt> stmts = new ArrayList<>();
            while (kind() != TokenKind.RBRACE && kind() != TokenKind.EOF) {
                statementInto(stmts);
            }
            expect(TokenKind.RBRACE);
            return new Ast.Block(attrs, stmts, spanFrom(start));
        } finally {
            scopes.pop();
            leave();
        }
    }

    /// Parses one statement into `out`, recovering from an error inside it.
    private void statementInto(List<Stmt> out) {
        int start = pos;
        int savedDepth = depth;
        try {
            Stmt s = statement();
            if (s != null) {
                out.add(s);
            }
        } catch (Abort a) {
            depth = savedDepth;
            if (kind() == TokenKind.EOF) {
                throw a;
            }
            recoverStatement(start);
        }
    }

    /// Skips to just after the next `;` at this nesting level, or to the `}` closing the block.
    private void recoverStatement(int start) {
        if (pos == start) {
            advance();
        }
        int nest = 0;
        while (kind() != TokenKind.EOF) {
            TokenKind k = kind();
            if (nest == 0 && k == TokenKind.RBRACE) {
                return;
            }
            if (nest == 0 && (k == TokenKind.FN || k == TokenKind.STRUCT)) {
                // The block was never closed: let the declaration level take over.
                throw ABORT;
            }
            advance();
            if (k == TokenKind.LBRACE || k == TokenKind.LPAREN || k == TokenKind.LBRACKET) {
                nest++;
            } else if (k == TokenKind.RBRACE || k == TokenKind.RPAREN || k == TokenKind.RBRACKET) {
                nest = Math.max(0, nest - 1);
                if (nest == 0 && k == TokenKind.RBRACE) {
                    return;
                }
            } else if (k == TokenKind.SEMICOLON && nest == 0) {
                return;
            }
        }
    }

    /// The `statement` rule of §18; `null` for an empty statement.
    private Stmt statement() {
        int start = peek().start();
        List<Ast.Attribute> attrs = attributes();
        switch (kind()) {
            case LBRACE -> {
                return block(attrs, start);
            }
            case IF -> {
                return ifStatement(attrs, start);
            }
            case SWITCH -> {
                return switchStatement(attrs, start);
            }
            case LOOP -> {
                return loopStatement(attrs, start);
            }
            case FOR -> {
                return forStatement(attrs, start);
            }
            case WHILE -> {
                advance();
                Handle<Expr> cond = expression();
                Ast.Block body = block(attributes(), peek().start());
                return new Ast.While(attrs, cond, body, spanFrom(start));
            }
            default -> { }
        }
        forbidAttributes(attrs);
        Stmt s;
        switch (kind()) {
            case SEMICOLON -> {
                advance();
                return null;
            }
            case RETURN -> {
                advance();
                Handle<Expr> value = kind() == TokenKind.SEMICOLON ? null : expression();
                s = new Ast.Return(value, spanFrom(start));
            }
            case LET, CONST, VAR -> s = localDecl();
            case BREAK -> {
                advance();
                if (kind() == TokenKind.IF) {
                    report(new SyntaxError.MisplacedBreakIf(spanFrom(start)));
                    throw ABORT;
                }
                s = new Ast.Break(spanFrom(start));
            }
            case CONTINUE -> {
                advance();
                s = new Ast.Continue(spanFrom(start));
            }
            case DISCARD -> {
                advance();
                s = new Ast.Discard(spanFrom(start));
            }
            case CONST_ASSERT -> {
                advance();
                s = new Ast.ConstAssert(expression(), spanFrom(start));
            }
            default -> s = simpleStatement();
        }
        expect(TokenKind.SEMICOLON);
        return s;
    }

    /// A call statement or a `variable_updating_statement` (assignment, compound assignment,
    /// increment, decrement, phony assignment); used by statements and `for` headers.
    private Stmt simpleStatement() {
        int start = peek().start();
        if (kind() == TokenKind.IDENT && (kindAt(1) == TokenKind.LPAREN || kindAt(1) == TokenKind.TEMPLATE_START)) {
            Handle<Expr> call = primaryExpression();
            if (exprs.get(call) instanceof Expr.Call) {
                return new Ast.CallStmt(call, spanFrom(start));
            }
            throw fail("'('");
        }
        if (accept(TokenKind.UNDERSCORE)) {
            expect(TokenKind.EQUAL);
            Handle<Expr> rhs = expression();
            return new Ast.Assign(null, null, rhs, spanFrom(start));
        }
        Handle<Expr> lhs = lhsExpression();
        TokenKind k = kind();
        BinaryOp op;
        switch (k) {
            case PLUS_PLUS, MINUS_MINUS -> {
                advance();
                return new Ast.Increment(lhs, k == TokenKind.MINUS_MINUS, spanFrom(start));
            }
            case EQUAL -> op = null;
            case PLUS_EQUAL -> op = BinaryOp.ADD;
            case MINUS_EQUAL -> op = BinaryOp.SUBTRACT;
            case STAR_EQUAL -> op = BinaryOp.MULTIPLY;
            case SLASH_EQUAL -> op = BinaryOp.DIVIDE;
            case PERCENT_EQUAL -> op = BinaryOp.MODULO;
            case AND_EQUAL -> op = BinaryOp.AND;
            case OR_EQUAL -> op = BinaryOp.OR;
            case XOR_EQUAL -> op = BinaryOp.XOR;
            case SHIFT_LEFT_EQUAL -> op = BinaryOp.SHIFT_LEFT;
            case SHIFT_RIGHT_EQUAL -> op = BinaryOp.SHIFT_RIGHT;
            default -> throw fail("assignment operator");
        }
        advance();
        Handle<Expr> rhs = expression();
        return new Ast.Assign(lhs, op, rhs, spanFrom(start));
    }

    /// ```
    /// variable_or_value_statement: variable_decl | variable_decl '=' expression
    ///   | 'let' optionally_typed_ident '=' expression | 'const' optionally_typed_ident '=' expression
    /// ```
    private Ast.LocalDecl localDecl() {
        int start = peek().start();
        Token t = advance();
        Ast.DeclKind kind = switch (t.kind()) {
            case LET -> Ast.DeclKind.LET;
            case CONST -> Ast.DeclKind.CONST;
            default -> Ast.DeclKind.VAR;
        };
        List<Handle<Expr>> targs = kind == Ast.DeclKind.VAR ? templateArgsIfAny() : List.of();
        Ast.Ident name = ident();
        Handle<Expr> type = accept(TokenKind.COLON) ? typeSpecifier() : null;
        Handle<Expr> init = null;
        if (kind == Ast.DeclKind.VAR) {
            if (accept(TokenKind.EQUAL)) {
                init = expression();
            }
        } else {
            expect(TokenKind.EQUAL);
            init = expression();
        }
        declareLocal(name.name());
        return new Ast.LocalDecl(kind, name, targs, type, init, spanFrom(start));
    }

    /// `if_statement: attribute* 'if' expression compound_statement ( 'else' 'if' expression
    /// compound_statement )* ( 'else' compound_statement )?`
    private Ast.If ifStatement(List<Ast.Attribute> attrs, int start) {
        expect(TokenKind.IF);
        Handle<Expr> cond = expression();
        Ast.Block accept = block(attributes(), peek().start());
        Stmt reject = null;
        if (accept(TokenKind.ELSE)) {
            int elseStart = peek().start();
            if (kind() == TokenKind.IF) {
                enter();
                try {
                    reject = ifStatement(List.of(), elseStart);
                } finally {
                    leave();
                }
            } else {
                reject = block(attributes(), elseStart);
            }
        }
        return new Ast.If(attrs, cond, accept, reject, spanFrom(start));
    }

    /// ```
    /// switch_statement: attribute* 'switch' expression attribute* '{' switch_clause+ '}'
    /// switch_clause: 'case' case_selectors ':'? compound_statement | 'default' ':'? compound_statement
    /// case_selectors: case_selector ( ',' case_selector )* ','?
    /// case_selector: 'default' | expression
    /// ```
    private Ast.Switch switchStatement(List<Ast.Attribute> attrs, int start) {
        expect(TokenKind.SWITCH);
        Handle<Expr> selector = expression();
        List<Ast.Attribute> bodyAttrs = attributes();
        expect(TokenKind.LBRACE);
        List<Ast.SwitchClause> clauses = new ArrayList<>();
        while (kind() != TokenKind.RBRACE) {
            int cstart = peek().start();
            List<Ast.CaseSelector> selectors = new ArrayList<>();
            if (accept(TokenKind.DEFAULT)) {
                selectors.add(new Ast.CaseSelector(null, spanFrom(cstart)));
            } else if (accept(TokenKind.CASE)) {
                do {
                    if ((kind() == TokenKind.COLON || kind() == TokenKind.LBRACE) && !selectors.isEmpty()) {
                        break;
                    }
                    int sstart = peek().start();
                    if (accept(TokenKind.DEFAULT)) {
                        selectors.add(new Ast.CaseSelector(null, spanFrom(sstart)));
                    } else {
                        Handle<Expr> e = expression();
                        selectors.add(new Ast.CaseSelector(e, span(e)));
                    }
                } while (accept(TokenKind.COMMA));
            } else {
                throw fail("'case', 'default' or '}'");
            }
            accept(TokenKind.COLON);
            Ast.Block body = block(attributes(), peek().start());
            clauses.add(new Ast.SwitchClause(selectors, body, spanFrom(cstart)));
        }
        expect(TokenKind.RBRACE);
        return new Ast.Switch(attrs, selector, bodyAttrs, clauses, spanFrom(start));
    }

    /// ```
    /// loop_statement: attribute* 'loop' attribute* '{' statement* continuing_statement? '}'
    /// continuing_statement: 'continuing' attribute* '{' statement* break_if_statement? '}'
    /// break_if_statement: 'break' 'if' expression ';'
    /// ```
    private Ast.Loop loopStatement(List<Ast.Attribute> attrs, int start) {
        expect(TokenKind.LOOP);
        List<Ast.Attribute> bodyAttrs = attributes();
        int bodyStart = peek().start();
        expect(TokenKind.LBRACE);
        enter();
        scopes.push(new HashSet<>());
        try {
            List<Stmt> stmts = new ArrayList<>();
            Ast.Block continuing = null;
            Handle<Expr> breakIf = null;
            while (kind() != TokenKind.RBRACE && kind() != TokenKind.EOF) {
                if (kind() == TokenKind.CONTINUING) {
                    int cstart = advance().start();
                    List<Ast.Attribute> cattrs = attributes();
                    expect(TokenKind.LBRACE);
                    scopes.push(new HashSet<>());
                    try {
                        List<Stmt> cstmts = new ArrayList<>();
                        while (kind() != TokenKind.RBRACE && kind() != TokenKind.EOF) {
                            if (kind() == TokenKind.BREAK && kindAt(1) == TokenKind.IF) {
                                advance();
                                advance();
                                breakIf = expression();
                                expect(TokenKind.SEMICOLON);
                                if (kind() != TokenKind.RBRACE) {
                                    report(new SyntaxError.MisplacedBreakIf(span(breakIf)));
                                    throw ABORT;
                                }
                                break;
                            }
                            statementInto(cstmts);
                        }
                        expect(TokenKind.RBRACE);
                        continuing = new Ast.Block(cattrs, cstmts, spanFrom(cstart));
                    } finally {
                        scopes.pop();
                    }
                    if (kind() != TokenKind.RBRACE) {
                        throw fail("'}' after the continuing block");
                    }
                    break;
                }
                statementInto(stmts);
            }
            expect(TokenKind.RBRACE);
            Ast.Block body = new Ast.Block(List.of(), stmts, spanFrom(bodyStart));
            return new Ast.Loop(attrs, bodyAttrs, body, continuing, breakIf, spanFrom(start));
        } finally {
            scopes.pop();
            leave();
        }
    }

    /// `for_statement: attribute* 'for' '(' for_init? ';' expression? ';' for_update? ')' compound_statement`
    private Ast.For forStatement(List<Ast.Attribute> attrs, int start) {
        expect(TokenKind.FOR);
        expect(TokenKind.LPAREN);
        scopes.push(new HashSet<>());
        try {
            Stmt init = null;
            if (kind() != TokenKind.SEMICOLON) {
                init = switch (kind()) {
                    case LET, CONST, VAR -> localDecl();
                    default -> simpleStatement();
                };
            }
            expect(TokenKind.SEMICOLON);
            Handle<Expr> cond = kind() == TokenKind.SEMICOLON ? null : expression();
            expect(TokenKind.SEMICOLON);
            Stmt update = kind() == TokenKind.RPAREN ? null : simpleStatement();
            if (update instanceof Ast.LocalDecl) {
                throw fail("assignment or call");
            }
            expect(TokenKind.RPAREN);
            Ast.Block body = block(attributes(), peek().start());
            return new Ast.For(attrs, init, cond, update, body, spanFrom(start));
        } finally {
            scopes.pop();
        }
    }

    // ------------------------------------------------------------------ expressions

    /// ```
    /// expression: unary_expression bitwise_expression.post.unary_expression
    ///   | unary_expression relational_expression.post.unary_expression
    ///   | ... ( '&&' unary_expression relational_expression.post.unary_expression )*
    ///   | ... ( '||' unary_expression relational_expression.post.unary_expression )*
    /// ```
    private Handle<Expr> expression() {
        enter();
        try {
            Handle<Expr> result = expressionChain();
            if (isBinaryOperator(kind())) {
                String prev = exprs.get(result) instanceof Expr.Binary b ? b.op().spelling : "unary";
                report(new SyntaxError.MixedOperators(peek().span(), prev, peek().text(src)));
                throw ABORT;
            }
            return result;
        } finally {
            leave();
        }
    }

    private static boolean isBinaryOperator(TokenKind k) {
        return switch (k) {
            case AND, OR, XOR, AND_AND, OR_OR, LESS, GREATER, LESS_EQUAL, GREATER_EQUAL, EQUAL_EQUAL,
                 NOT_EQUAL, SHIFT_LEFT, SHIFT_RIGHT, PLUS, MINUS, STAR, SLASH, PERCENT -> true;
            default -> false;
        };
    }

    private Handle<Expr> expressionChain() {
        {
            Handle<Expr> first = unaryExpression();
            TokenKind k = kind();
            if (k == TokenKind.AND || k == TokenKind.OR || k == TokenKind.XOR) {
                BinaryOp op = k == TokenKind.AND ? BinaryOp.AND : k == TokenKind.OR ? BinaryOp.OR : BinaryOp.XOR;
                Handle<Expr> acc = first;
                while (kind() == k) {
                    advance();
                    Handle<Expr> rhs = unaryExpression();
                    acc = add(new Expr.Binary(op, acc, rhs), span(acc).join(span(rhs)));
                }
                return acc;
            }
            Handle<Expr> acc = relationalPost(first);
            k = kind();
            if (k == TokenKind.AND_AND || k == TokenKind.OR_OR) {
                BinaryOp op = k == TokenKind.AND_AND ? BinaryOp.LOGICAL_AND : BinaryOp.LOGICAL_OR;
                while (kind() == k) {
                    advance();
                    Handle<Expr> rhs = relationalPost(unaryExpression());
                    acc = add(new Expr.Binary(op, acc, rhs), span(acc).join(span(rhs)));
                }
            }
            return acc;
        }
    }

    /// `relational_expression.post.unary_expression: shift_expression.post.unary_expression
    ///   ( ( '<' | '>' | '<=' | '>=' | '==' | '!=' ) unary_expression shift_expression.post.unary_expression )?`
    private Handle<Expr> relationalPost(Handle<Expr> unary) {
        Handle<Expr> lhs = shiftPost(unary);
        BinaryOp op = switch (kind()) {
            case LESS -> BinaryOp.LESS;
            case GREATER -> BinaryOp.GREATER;
            case LESS_EQUAL -> BinaryOp.LESS_EQUAL;
            case GREATER_EQUAL -> BinaryOp.GREATER_EQUAL;
            case EQUAL_EQUAL -> BinaryOp.EQUAL;
            case NOT_EQUAL -> BinaryOp.NOT_EQUAL;
            default -> null;
        };
        if (op == null) {
            return lhs;
        }
        advance();
        Handle<Expr> rhs = shiftPost(unaryExpression());
        Handle<Expr> result = add(new Expr.Binary(op, lhs, rhs), span(lhs).join(span(rhs)));
        switch (kind()) {
            case LESS, GREATER, LESS_EQUAL, GREATER_EQUAL, EQUAL_EQUAL, NOT_EQUAL -> {
                report(new SyntaxError.MixedOperators(peek().span(), op.spelling, peek().text(src)));
                throw ABORT;
            }
            default -> { }
        }
        return result;
    }

    /// `shift_expression.post.unary_expression: ( multiplicative_operator unary_expression )*
    ///   ( additive_operator unary_expression ( multiplicative_operator unary_expression )* )*
    ///   | '<<' unary_expression | '>>' unary_expression`
    private Handle<Expr> shiftPost(Handle<Expr> unary) {
        if (kind() == TokenKind.SHIFT_LEFT || kind() == TokenKind.SHIFT_RIGHT) {
            BinaryOp op = advance().kind() == TokenKind.SHIFT_LEFT ? BinaryOp.SHIFT_LEFT : BinaryOp.SHIFT_RIGHT;
            Handle<Expr> rhs = unaryExpression();
            Handle<Expr> r = add(new Expr.Binary(op, unary, rhs), span(unary).join(span(rhs)));
            if (kind() == TokenKind.SHIFT_LEFT || kind() == TokenKind.SHIFT_RIGHT || isArithmetic(kind())) {
                report(new SyntaxError.MixedOperators(peek().span(), op.spelling, peek().text(src)));
                throw ABORT;
            }
            return r;
        }
        Handle<Expr> acc = multiplicativePost(unary);
        while (kind() == TokenKind.PLUS || kind() == TokenKind.MINUS) {
            BinaryOp op = advance().kind() == TokenKind.PLUS ? BinaryOp.ADD : BinaryOp.SUBTRACT;
            Handle<Expr> rhs = multiplicativePost(unaryExpression());
            acc = add(new Expr.Binary(op, acc, rhs), span(acc).join(span(rhs)));
        }
        if (kind() == TokenKind.SHIFT_LEFT || kind() == TokenKind.SHIFT_RIGHT) {
            if (acc != unary) {
                report(new SyntaxError.MixedOperators(peek().span(), "arithmetic", peek().text(src)));
                throw ABORT;
            }
        }
        return acc;
    }

    private static boolean isArithmetic(TokenKind k) {
        return k == TokenKind.PLUS || k == TokenKind.MINUS || k == TokenKind.STAR || k == TokenKind.SLASH
                || k == TokenKind.PERCENT;
    }

    private Handle<Expr> multiplicativePost(Handle<Expr> unary) {
        Handle<Expr> acc = unary;
        while (kind() == TokenKind.STAR || kind() == TokenKind.SLASH || kind() == TokenKind.PERCENT) {
            TokenKind k = advance().kind();
            BinaryOp op = k == TokenKind.STAR ? BinaryOp.MULTIPLY : k == TokenKind.SLASH ? BinaryOp.DIVIDE : BinaryOp.MODULO;
            Handle<Expr> rhs = unaryExpression();
            acc = add(new Expr.Binary(op, acc, rhs), span(acc).join(span(rhs)));
        }
        return acc;
    }

    /// `unary_expression: singular_expression | '-' unary_expression | '!' unary_expression
    ///   | '~' unary_expression | '*' unary_expression | '&' unary_expression`
    private Handle<Expr> unaryExpression() {
        int start = peek().start();
        UnaryOp op = switch (kind()) {
            case MINUS -> UnaryOp.NEGATE;
            case BANG -> UnaryOp.NOT;
            case TILDE -> UnaryOp.COMPLEMENT;
            case STAR -> UnaryOp.DEREF;
            case AND -> UnaryOp.ADDRESS_OF;
            default -> null;
        };
        if (op == null) {
            // `--x` and `&&x` lex as one token: split them back into two unary operators.
            if (kind() == TokenKind.MINUS_MINUS || kind() == TokenKind.AND_AND) {
                UnaryOp inner = kind() == TokenKind.MINUS_MINUS ? UnaryOp.NEGATE : UnaryOp.ADDRESS_OF;
                advance();
                enter();
                try {
                    Handle<Expr> operand = unaryExpression();
                    Span s = spanFrom(start);
                    Handle<Expr> once = add(new Expr.Unary(inner, operand), new Span(start + 1, s.end()));
                    return add(new Expr.Unary(inner, once), s);
                } finally {
                    leave();
                }
            }
            return singularExpression();
        }
        advance();
        enter();
        try {
            Handle<Expr> operand = unaryExpression();
            return add(new Expr.Unary(op, operand), spanFrom(start));
        } finally {
            leave();
        }
    }

    /// `singular_expression: primary_expression component_or_swizzle_specifier?`
    private Handle<Expr> singularExpression() {
        return postfix(primaryExpression());
    }

    /// `component_or_swizzle_specifier: '[' expression ']' component_or_swizzle_specifier?
    ///   | '.' member_ident component_or_swizzle_specifier?`
    private Handle<Expr> postfix(Handle<Expr> base) {
        Handle<Expr> acc = base;
        while (true) {
            if (kind() == TokenKind.LBRACKET) {
                advance();
                Handle<Expr> index = expression();
                expect(TokenKind.RBRACKET);
                acc = add(new Expr.Index(acc, index), new Span(span(acc).start(), lastEnd()));
            } else if (kind() == TokenKind.PERIOD) {
                advance();
                Token m = peek();
                if (m.kind() != TokenKind.IDENT) {
                    throw fail("member name or swizzle");
                }
                advance();
                acc = add(new Expr.Member(acc, new Ast.Ident(m.text(src), m.span())), new Span(span(acc).start(), m.end()));
            } else {
                return acc;
            }
        }
    }

    /// `primary_expression: template_elaborated_ident | call_expression | literal | paren_expression`
    private Handle<Expr> primaryExpression() {
        int start = peek().start();
        Token t = peek();
        switch (t.kind()) {
            case INT_LITERAL, FLOAT_LITERAL -> {
                advance();
                return add(new Expr.Lit(literal(t)), t.span());
            }
            case TRUE, FALSE -> {
                advance();
                return add(new Expr.Lit(new Literal.Bool(t.kind() == TokenKind.TRUE)), t.span());
            }
            case LPAREN -> {
                advance();
                Handle<Expr> inner = expression();
                expect(TokenKind.RPAREN);
                return add(new Expr.Paren(inner), spanFrom(start));
            }
            case IDENT, RESERVED -> {
                Ast.Ident name = ident();
                use(name);
                List<Handle<Expr>> targs = templateArgsIfAny();
                if (kind() == TokenKind.LPAREN) {
                    List<Handle<Expr>> args = argumentList();
                    return add(new Expr.Call(name, targs, args), spanFrom(start));
                }
                return add(new Expr.Ident(name, targs), spanFrom(start));
            }
            default -> {
                if (t.kind().isKeyword()) {
                    report(new SyntaxError.KeywordAsName(t.span(), t.text(src)));
                    throw ABORT;
                }
                throw fail("expression");
            }
        }
    }

    /// `lhs_expression: core_lhs_expression component_or_swizzle_specifier? | '&' lhs_expression
    ///   | '*' lhs_expression` with `core_lhs_expression: ident | '(' lhs_expression ')'`
    private Handle<Expr> lhsExpression() {
        int start = peek().start();
        enter();
        try {
            if (kind() == TokenKind.STAR || kind() == TokenKind.AND) {
                UnaryOp op = advance().kind() == TokenKind.STAR ? UnaryOp.DEREF : UnaryOp.ADDRESS_OF;
                Handle<Expr> operand = lhsExpression();
                return add(new Expr.Unary(op, operand), spanFrom(start));
            }
            Handle<Expr> core;
            if (kind() == TokenKind.LPAREN) {
                advance();
                Handle<Expr> inner = lhsExpression();
                expect(TokenKind.RPAREN);
                core = add(new Expr.Paren(inner), spanFrom(start));
            } else if (kind() == TokenKind.IDENT || kind() == TokenKind.RESERVED || kind().isKeyword()) {
                Ast.Ident name = ident();
                use(name);
                core = add(new Expr.Ident(name, List.of()), name.span());
            } else {
                throw fail("assignment target");
            }
            return postfix(core);
        } finally {
            leave();
        }
    }

    // ------------------------------------------------------------------ literals

    /// The value of a numeric literal token (§3.3.1, §6.2): integers without a suffix are
    /// AbstractInt (i64 range), floats without one AbstractFloat (finite f64).
    private Literal literal(Token t) {
        String text = t.text(src);
        try {
            if (t.kind() == TokenKind.INT_LITERAL && (text.endsWith("li") || text.endsWith("lu"))) {
                String body = text.substring(0, text.length() - 2);
                long v = body.startsWith("0x") || body.startsWith("0X")
                        ? Long.parseUnsignedLong(body.substring(2), 16) : Long.parseUnsignedLong(body);
                if (text.endsWith("li")) {
                    if (v < 0) {
                        report(new SyntaxError.LiteralOutOfRange(t.span(), text, "i64"));
                        return new Literal.I64(0);
                    }
                    return new Literal.I64(v);
                }
                return new Literal.U64(v);
            }
            if (t.kind() == TokenKind.FLOAT_LITERAL && text.endsWith("lf")) {
                double d = Double.parseDouble(text.substring(0, text.length() - 2));
                if (Double.isInfinite(d)) {
                    report(new SyntaxError.LiteralOutOfRange(t.span(), text, "f64"));
                    return new Literal.F64(0);
                }
                return new Literal.F64(d);
            }
            if (t.kind() == TokenKind.INT_LITERAL) {
                char last = text.charAt(text.length() - 1);
                boolean suffixed = last == 'i' || last == 'u';
                String body = suffixed ? text.substring(0, text.length() - 1) : text;
                long v = body.startsWith("0x") || body.startsWith("0X")
                        ? Long.parseUnsignedLong(body.substring(2), 16) : Long.parseUnsignedLong(body);
                if (!suffixed) {
                    if (v < 0) {
                        throw new NumberFormatException();
                    }
                    return new Literal.AbstractInt(v);
                }
                if (last == 'i') {
                    if (v < 0 || v > Integer.MAX_VALUE) {
                        report(new SyntaxError.LiteralOutOfRange(t.span(), text, "i32"));
                        return new Literal.I32(0);
                    }
                    return new Literal.I32((int) v);
                }
                if (v < 0 || v > 0xFFFF_FFFFL) {
                    report(new SyntaxError.LiteralOutOfRange(t.span(), text, "u32"));
                    return new Literal.U32(0);
                }
                return new Literal.U32(v);
            }
            boolean hex = text.startsWith("0x") || text.startsWith("0X");
            char last = text.charAt(text.length() - 1);
            boolean suffixed = (last == 'f' || last == 'h') && (!hex || text.indexOf('p') > 0 || text.indexOf('P') > 0);
            String body = suffixed ? text.substring(0, text.length() - 1) : text;
            if (hex && body.indexOf('p') < 0 && body.indexOf('P') < 0) {
                body = body + "p0";
            }
            if (!suffixed) {
                double d = Double.parseDouble(body);
                if (Double.isInfinite(d)) {
                    report(new SyntaxError.LiteralOutOfRange(t.span(), text, "AbstractFloat"));
                    return new Literal.AbstractFloat(0);
                }
                return new Literal.AbstractFloat(d);
            }
            float f = Float.parseFloat(body);
            if (last == 'f') {
                if (Float.isInfinite(f)) {
                    report(new SyntaxError.LiteralOutOfRange(t.span(), text, "f32"));
                    return new Literal.F32(0);
                }
                return new Literal.F32(f);
            }
            float h = Float.float16ToFloat(Float.floatToFloat16(f));
            if (Float.isInfinite(h)) {
                report(new SyntaxError.LiteralOutOfRange(t.span(), text, "f16"));
                return new Literal.F16(0);
            }
            return new Literal.F16(h);
        } catch (NumberFormatException e) {
            report(new SyntaxError.LiteralOutOfRange(t.span(), text, "AbstractInt"));
            return new Literal.AbstractInt(0);
        }
    }
}
