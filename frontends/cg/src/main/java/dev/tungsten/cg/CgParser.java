package dev.tungsten.cg;

import static dev.tungsten.cg.CgTokenKind.ASSIGN;
import static dev.tungsten.cg.CgTokenKind.COLON;
import static dev.tungsten.cg.CgTokenKind.COMMA;
import static dev.tungsten.cg.CgTokenKind.GT;
import static dev.tungsten.cg.CgTokenKind.IDENT;
import static dev.tungsten.cg.CgTokenKind.LBRACE;
import static dev.tungsten.cg.CgTokenKind.LBRACKET;
import static dev.tungsten.cg.CgTokenKind.LPAREN;
import static dev.tungsten.cg.CgTokenKind.LT;
import static dev.tungsten.cg.CgTokenKind.RBRACE;
import static dev.tungsten.cg.CgTokenKind.RBRACKET;
import static dev.tungsten.cg.CgTokenKind.RPAREN;
import static dev.tungsten.cg.CgTokenKind.SEMICOLON;

import java.util.ArrayList;
import java.util.List;

import dev.tungsten.cg.Ast.Decl;
import dev.tungsten.cg.Ast.Expr;
import dev.tungsten.cg.Ast.Qualifier;
import dev.tungsten.ir.Span;

/// Recursive-descent parser for Cg 3.1: the preprocessor's tokens to an [Ast.TranslationUnit].
/// The grammar is C's (C99 §6.5 to §6.9) with the changes of the Cg 3.1 specification; each
/// parse method's doc gives its rule. This class holds the declarations; statements and
/// expressions are in [StatementParser] and [ExpressionParser], the token cursor, error
/// reporting and scopes of type names in [TokenCursor].
///
/// What is read and dropped, because the tree has no place for it and code generation does
/// not need it: profile names and primitive modifiers before a function (`gp5tcp PATCH_16`,
/// `TRIANGLE`), which the specification allows as declaration specifiers; qualifiers of a
/// `typedef` (`packed`); statement attributes (`[precise]`). A semantic on a struct tag
/// (`struct S : SEM {`) is read as the interface the struct implements, as the two share one
/// syntax. CgFX constructs (`technique`, `pass`, `sampler_state`, `compile`) are reported as
/// [CgSyntaxError.EffectConstruct] and skipped whole.
///
/// The parser never throws: errors go to the caller's list, at most one per position, and
/// parsing resumes at the next statement or declaration (see [#recoverGlobal]). It reads the
/// tokens once, with at most a few tokens of lookahead; nesting deeper than
/// [TokenCursor#MAX_DEPTH] is an error.
public final class CgParser extends StatementParser {
    private CgParser(List<PpToken> tokens, List<CgError> errors) {
        super(tokens, errors);
    }

    /// Parses a whole program; syntax errors are appended to `errors`.
    public static Ast.TranslationUnit parse(List<PpToken> tokens, List<CgError> errors) {
        return new CgParser(tokens, errors).translationUnit();
    }

    // ------------------------------------------------------------------ program

    /// `translation_unit: external_declaration*`
    private Ast.TranslationUnit translationUnit() {
        List<Decl> decls = new ArrayList<>();
        while (!atEof()) {
            int startPos = pos;
            try {
                externalDeclaration(decls);
            } catch (Abort a) {
                restoreDepth(0);
                popScopesTo(1);
                recoverGlobal(startPos);
            }
        }
        return new Ast.TranslationUnit(decls);
    }

    /// Skips to the start of the next plausible declaration: past a `;` or a `}` that closes
    /// back to the top level, or to a specifier, type name, `struct` or `typedef` that starts a
    /// line outside any brackets.
    private void recoverGlobal(int startPos) {
        if (pos == startPos) {
            advance();
        }
        int braces = 0;
        int parens = 0;
        while (!atEof()) {
            CgTokenKind k = kind();
            if (braces == 0 && parens == 0 && peek().lineStart() && startsDeclaration(k)) {
                return;
            }
            advance();
            switch (k) {
                case LBRACE -> braces++;
                case LPAREN, LBRACKET -> parens++;
                case RPAREN, RBRACKET -> parens = Math.max(0, parens - 1);
                case RBRACE -> {
                    if (--braces <= 0) {
                        accept(SEMICOLON);
                        return;
                    }
                }
                case SEMICOLON -> {
                    if (braces <= 0 && parens == 0) {
                        return;
                    }
                }
                default -> { }
            }
        }
    }

    private static boolean startsDeclaration(CgTokenKind k) {
        return k.isQualifier() || k == CgTokenKind.TYPE || k == CgTokenKind.STRUCT || k == CgTokenKind.TYPEDEF
                || k == CgTokenKind.INTERFACE;
    }

    /// ```
    /// external_declaration: function_definition | declaration | typedef_declaration
    ///   | interface_declaration | ';'
    /// ```
    private void externalDeclaration(List<Decl> decls) {
        int start = start();
        switch (kind()) {
            case SEMICOLON -> advance();
            case RBRACE, RPAREN, RBRACKET -> {
                report(new CgSyntaxError.UnmatchedClose(peek().span(), peek().text()));
                advance();
            }
            case TYPEDEF -> decls.addAll(typedef());
            case INTERFACE -> decls.add(interfaceDeclaration());
            case TECHNIQUE, PASS -> skipEffectBlock();
            default -> declarationOrFunction(decls, start);
        }
    }

    /// `declaration_specifiers type_specifier ( declarator_list ';' | function_rest )`, or a
    /// struct definition on its own (`struct S { ... };`).
    private void declarationOrFunction(List<Decl> decls, int start) {
        List<Qualifier> qualifiers = specifiers(true);
        Ast.TypeRef type = declaredType(qualifiers);
        if (type instanceof Ast.StructType st && kind() != IDENT) {
            // `struct S { ... };` (a forgotten `;` before the next declaration is reported, not fatal)
            if (!qualifiers.isEmpty() || st.decl().name() == null) {
                throw fail("declarator name");
            }
            expectSemicolon();
            decls.add(st.decl());
            return;
        }
        PpToken name = name("name");
        if (kind() == LPAREN) {
            decls.add(function(qualifiers, type, name, start));
            return;
        }
        List<Ast.Declarator> declarators = declarators(name);
        expectSemicolon();
        decls.add(new Ast.VarDecl(qualifiers, type, declarators, spanFrom(start)));
    }

    /// The type of a declaration after its specifiers: a struct specifier, a constant-buffer
    /// block (`uniform Name { ... } object : BUFFER[N];`, Cg 3.1 §"Constant Buffers"), or a type
    /// specifier.
    private Ast.TypeRef declaredType(List<Qualifier> qualifiers) {
        if (kind() == IDENT && kindAt(1) == LBRACE && qualifiers.contains(Qualifier.UNIFORM)) {
            int start = start();
            PpToken name = advance();
            declareType(name.text());
            Ast.StructDecl block = structBody(name.text(), null, start);
            return new Ast.StructType(block, block.span());
        }
        return typeSpecifier();
    }

    /// ```
    /// declaration_specifiers: ( 'const' | 'extern' | 'in' | 'out' | 'inout' | 'in' 'out' | 'inline'
    ///   | 'static' | 'uniform' | 'varying' | 'packed' | 'nointerp' | 'shared' | profile_name )*
    /// ```
    /// Profile names are read only before global declarations (`profiles` true) and dropped; an
    /// identifier is one when what follows shows it is not the type: a type keyword, a
    /// specifier, or two more words.
    private List<Qualifier> specifiers(boolean profiles) {
        List<Qualifier> out = new ArrayList<>(2);
        while (true) {
            switch (kind()) {
                case CONST -> out.add(Qualifier.CONST);
                case EXTERN -> out.add(Qualifier.EXTERN);
                case IN -> {
                    if (kindAt(1) == CgTokenKind.OUT) {
                        advance();
                        out.add(Qualifier.IN_OUT);
                    } else {
                        out.add(Qualifier.IN);
                    }
                }
                case OUT -> out.add(Qualifier.OUT);
                case INOUT -> out.add(Qualifier.IN_OUT);
                case INLINE -> out.add(Qualifier.INLINE);
                case STATIC -> out.add(Qualifier.STATIC);
                case UNIFORM -> out.add(Qualifier.UNIFORM);
                case VARYING -> out.add(Qualifier.VARYING);
                case PACKED -> out.add(Qualifier.PACKED);
                case NOINTERP -> out.add(Qualifier.NOINTERP);
                case SHARED -> out.add(Qualifier.SHARED);
                case IDENT -> {
                    if (!profiles || !profileNameAhead()) {
                        return out;
                    }
                }
                default -> {
                    return out;
                }
            }
            advance();
        }
    }

    private boolean profileNameAhead() {
        if (isTypeAt(0)) {
            return false;
        }
        CgTokenKind next = kindAt(1);
        if (startsType(next) || next.isQualifier()) {
            return true;
        }
        CgTokenKind after = kindAt(2);
        return next == IDENT && (after == IDENT || startsType(after) || after.isQualifier());
    }

    private static boolean startsType(CgTokenKind k) {
        return k == CgTokenKind.TYPE || k == CgTokenKind.UNSIGNED || k == CgTokenKind.VECTOR
                || k == CgTokenKind.MATRIX || k == CgTokenKind.STRUCT;
    }

    // ------------------------------------------------------------------ variables

    /// `declarator_list: declarator ( ',' identifier declarator )*`, the first name already read.
    private List<Ast.Declarator> declarators(PpToken first) {
        List<Ast.Declarator> out = new ArrayList<>();
        out.add(declarator(first));
        while (accept(COMMA)) {
            out.add(declarator(name("variable name")));
        }
        return out;
    }

    /// `declarator: identifier array_dims ( ':' semantic )? annotations? ( '=' initializer )?`
    private Ast.Declarator declarator(PpToken name) {
        declareValue(name.text());
        List<Expr> dims = arrayDims();
        Ast.Semantic semantic = accept(COLON) ? semantic() : null;
        List<Ast.Annotation> annotations = kind() == LT ? annotations() : List.of();
        Expr init = accept(ASSIGN) ? initializer() : null;
        return new Ast.Declarator(name.text(), dims, semantic, annotations, init, spanFrom(name.offset()));
    }

    /// `array_dims: ( '[' conditional_expression? ']' )*`; `null` stands for an unsized `[]`.
    private List<Expr> arrayDims() {
        if (kind() != LBRACKET) {
            return List.of();
        }
        List<Expr> dims = new ArrayList<>();
        while (accept(LBRACKET)) {
            if (accept(RBRACKET)) {
                dims.add(null);
            } else {
                dims.add(conditional());
                expect(RBRACKET);
            }
        }
        return dims;
    }

    /// ```
    /// semantic: 'register' '(' identifier ( ',' identifier )* ')'
    ///   | identifier ( '[' constant ']' | '.' identifier )*
    /// ```
    /// Kept as written without spaces: `TEXCOORD0`, `register(c0)`, `BUFFER[3]`, `state.matrix.mvp`.
    private Ast.Semantic semantic() {
        int start = start();
        StringBuilder text = new StringBuilder();
        if (kind() == CgTokenKind.REGISTER) {
            text.append(advance().text()).append('(');
            expect(LPAREN);
            do {
                if (kind() != IDENT && kind() != CgTokenKind.NUMBER) {
                    throw fail("register name");
                }
                if (text.charAt(text.length() - 1) != '(') {
                    text.append(',');
                }
                text.append(advance().text());
            } while (accept(COMMA));
            expect(RPAREN);
            text.append(')');
            return new Ast.Semantic(text.toString(), spanFrom(start));
        }
        if (kind() != IDENT) {
            throw fail("semantic");
        }
        text.append(advance().text());
        while (true) {
            if (kind() == LBRACKET && kindAt(1) == CgTokenKind.NUMBER && kindAt(2) == RBRACKET) {
                advance();
                text.append('[').append(advance().text()).append(']');
                advance();
            } else if (kind() == CgTokenKind.DOT && kindAt(1) == IDENT) {
                advance();
                text.append('.').append(advance().text());
            } else {
                return new Ast.Semantic(text.toString(), spanFrom(start));
            }
        }
    }

    /// `annotations: '<' ( type_specifier identifier '=' initializer ';' )* '>'`
    private List<Ast.Annotation> annotations() {
        expect(LT);
        List<Ast.Annotation> out = new ArrayList<>();
        while (kind() != GT) {
            int start = start();
            Ast.TypeRef type = typeSpecifier();
            PpToken name = name("annotation name");
            expect(ASSIGN);
            Expr value = annotationValue();
            expect(SEMICOLON);
            out.add(new Ast.Annotation(type, name.text(), value, spanFrom(start)));
        }
        advance();
        return out;
    }

    // ------------------------------------------------------------------ functions

    /// ```
    /// function_rest: '(' parameter_list ')' ( ':' semantic )? annotations? ( compound_statement | ';' )
    /// parameter_list: 'void' | ( parameter ( ',' parameter )* )?
    /// ```
    private Ast.FunctionDecl function(List<Qualifier> qualifiers, Ast.TypeRef returnType, PpToken name, int start) {
        declareValue(name.text());
        expect(LPAREN);
        pushScope();
        try {
            List<Ast.Param> params = new ArrayList<>();
            if (kind() == CgTokenKind.TYPE && peek().text().equals("void") && kindAt(1) == RPAREN) {
                advance();
            }
            if (kind() != RPAREN) {
                do {
                    params.add(parameter());
                } while (accept(COMMA));
            }
            expect(RPAREN);
            Ast.Semantic semantic = accept(COLON) ? semantic() : null;
            List<Ast.Annotation> annotations = kind() == LT ? annotations() : List.of();
            Ast.Block body = null;
            if (kind() == LBRACE) {
                body = block();
            } else {
                expectSemicolon();
            }
            return new Ast.FunctionDecl(qualifiers, returnType, name.text(), name.span(), params, semantic,
                    annotations, body, spanFrom(start));
        } finally {
            popScope();
        }
    }

    /// `parameter: declaration_specifiers type_specifier identifier array_dims ( ':' semantic )?
    /// ( '=' initializer )?`
    private Ast.Param parameter() {
        int start = start();
        List<Qualifier> qualifiers = specifiers(false);
        Ast.TypeRef type = typeSpecifier();
        PpToken name = name("parameter name");
        declareValue(name.text());
        List<Expr> dims = arrayDims();
        Ast.Semantic semantic = accept(COLON) ? semantic() : null;
        Expr init = accept(ASSIGN) ? initializer() : null;
        return new Ast.Param(qualifiers, type, name.text(), dims, semantic, init, spanFrom(start));
    }

    // ------------------------------------------------------------------ types

    /// ```
    /// struct_specifier: 'struct' identifier? ( ':' identifier )? '{' member* '}' | 'struct' identifier
    /// ```
    /// A named struct typedefs its name at once (Cg 3.1 §"Namespaces"), so its methods can use it.
    @Override
    Ast.TypeRef structSpecifier() {
        int start = start();
        expect(CgTokenKind.STRUCT);
        String name = null;
        if (kind() != LBRACE) {
            name = name("struct name").text();
            declareType(name);
        }
        String interfaceName = null;
        if (name != null && accept(COLON)) {
            interfaceName = name("interface name").text();
        }
        if (kind() != LBRACE && interfaceName == null && name != null) {
            return new Ast.NamedType(name, spanFrom(start));
        }
        Ast.StructDecl decl = structBody(name, interfaceName, start);
        return new Ast.StructType(decl, decl.span());
    }

    /// `'{' member* '}'` where `member: declaration_specifiers type_specifier ( field_list ';' |
    /// identifier function_rest )` and `field_list: identifier array_dims ( ':' semantic )? ( ','
    /// ... )*`. A broken member is skipped to its `;`.
    private Ast.StructDecl structBody(String name, String interfaceName, int start) {
        PpToken open = expect(LBRACE);
        enter();
        try {
            List<Ast.Field> fields = new ArrayList<>();
            List<Ast.FunctionDecl> methods = new ArrayList<>();
            bracedItems(open, () -> member(fields, methods));
            return new Ast.StructDecl(name, interfaceName, fields, methods, spanFrom(start));
        } finally {
            leave();
        }
    }

    private void member(List<Ast.Field> fields, List<Ast.FunctionDecl> methods) {
        if (accept(SEMICOLON)) {
            return;
        }
        int start = start();
        List<Qualifier> qualifiers = specifiers(false);
        Ast.TypeRef type = typeSpecifier();
        PpToken name = name("member name");
        if (kind() == LPAREN) {
            methods.add(function(qualifiers, type, name, start));
            return;
        }
        int fieldStart = start;
        while (true) {
            List<Expr> dims = arrayDims();
            Ast.Semantic semantic = accept(COLON) ? semantic() : null;
            fields.add(new Ast.Field(qualifiers, type, name.text(), dims, semantic, spanFrom(fieldStart)));
            if (!accept(COMMA)) {
                break;
            }
            name = name("member name");
            fieldStart = name.offset();
        }
        expectSemicolon();
    }

    /// `interface_declaration: 'interface' identifier '{' ( declaration_specifiers type_specifier
    /// identifier function_rest )* '}' ';'`: member function prototypes only.
    private Ast.InterfaceDecl interfaceDeclaration() {
        int start = start();
        advance();
        PpToken name = name("interface name");
        declareType(name.text());
        PpToken open = expect(LBRACE);
        List<Ast.FunctionDecl> methods = new ArrayList<>();
        bracedItems(open, () -> {
            int memberStart = start();
            List<Qualifier> qualifiers = specifiers(false);
            Ast.TypeRef type = typeSpecifier();
            PpToken method = name("member function name");
            if (kind() != LPAREN) {
                throw fail("`(` (an interface declares only member functions)");
            }
            methods.add(function(qualifiers, type, method, memberStart));
        });
        expectSemicolon();
        return new Ast.InterfaceDecl(name.text(), methods, spanFrom(start));
    }

    /// `typedef_declaration: 'typedef' declaration_specifiers type_specifier identifier array_dims
    /// ( ',' identifier array_dims )* ';'`; one [Ast.TypedefDecl] per name.
    private List<Decl> typedef() {
        int start = start();
        advance();
        specifiers(false);
        Ast.TypeRef type = typeSpecifier();
        List<Decl> out = new ArrayList<>(1);
        do {
            PpToken name = name("type name");
            List<Expr> dims = arrayDims();
            declareType(name.text());
            out.add(new Ast.TypedefDecl(type, name.text(), dims, spanFrom(start)));
        } while (accept(COMMA));
        expectSemicolon();
        return out;
    }

    /// `declaration` in a block: variables, or a local `struct` or `typedef` ([Ast.LocalTypeStmt]).
    @Override
    Ast.Stmt localDeclaration(int start) {
        if (kind() == CgTokenKind.TYPEDEF) {
            List<Decl> typedefs = typedef();
            Decl first = typedefs.getFirst();
            if (typedefs.size() > 1) {
                report(new CgSyntaxError.Expected(typedefs.get(1).span(), "one name in a local typedef", "several"));
            }
            return new Ast.LocalTypeStmt(first, spanFrom(start));
        }
        List<Qualifier> qualifiers = specifiers(false);
        Ast.TypeRef type = typeSpecifier();
        if (type instanceof Ast.StructType st && kind() != IDENT && qualifiers.isEmpty() && st.decl().name() != null) {
            expectSemicolon();
            return new Ast.LocalTypeStmt(st.decl(), spanFrom(start));
        }
        List<Ast.Declarator> declarators = declarators(name("variable name"));
        expectSemicolon();
        Span span = spanFrom(start);
        return new Ast.DeclStmt(new Ast.VarDecl(qualifiers, type, declarators, span), span);
    }

    // ------------------------------------------------------------------ CgFX

    /// Reports a `technique` (or stray `pass`) block and skips it: its header (with any
    /// annotations) up to `{`, the braces, and a `;` after them.
    private void skipEffectBlock() {
        report(new CgSyntaxError.EffectConstruct(peek().span(), peek().text()));
        advance();
        while (!atEof() && kind() != LBRACE) {
            advance();
        }
        int braces = 0;
        while (!atEof()) {
            CgTokenKind k = kind();
            advance();
            if (k == LBRACE) {
                braces++;
            } else if (k == RBRACE && --braces <= 0) {
                break;
            }
        }
        accept(SEMICOLON);
    }
}
