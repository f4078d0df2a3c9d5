package dev.tungsten.cg;

import static dev.tungsten.cg.CgTokenKind.COMMA;
import static dev.tungsten.cg.CgTokenKind.GT;
import static dev.tungsten.cg.CgTokenKind.IDENT;
import static dev.tungsten.cg.CgTokenKind.LBRACE;
import static dev.tungsten.cg.CgTokenKind.LPAREN;
import static dev.tungsten.cg.CgTokenKind.LT;
import static dev.tungsten.cg.CgTokenKind.RBRACE;
import static dev.tungsten.cg.CgTokenKind.RBRACKET;
import static dev.tungsten.cg.CgTokenKind.RPAREN;

import java.util.ArrayList;
import java.util.List;

import dev.tungsten.cg.Ast.BinaryOp;
import dev.tungsten.cg.Ast.Expr;
import dev.tungsten.cg.Ast.UnaryOp;
import dev.tungsten.ir.Span;

/// Expressions (C99 §6.5 with Cg's additions: constructors, swizzles, `true`/`false`) and the
/// type specifiers a cast or constructor names. Operators have C's precedence and
/// associativity (Cg 3.1 §"Operator Precedence"); binary operators are parsed by precedence
/// climbing, so the recursion per nesting level is bounded by the number of levels.
abstract class ExpressionParser extends TokenCursor {
    /// Whether a string literal is an expression here: only in an annotation's value.
    private boolean stringsAllowed;

    ExpressionParser(List<PpToken> tokens, List<CgError> errors) {
        super(tokens, errors);
    }

    /// `struct_specifier`, parsed with the declarations ([CgParser]).
    abstract Ast.TypeRef structSpecifier();

    // ------------------------------------------------------------------ types

    /// ```
    /// type_specifier: builtin_type | 'unsigned' 'int'? | typedef_name | generic_type | struct_specifier
    /// generic_type: ( 'vector' | 'matrix' | identifier ) '<' type_specifier ( ',' shift_expression )* '>'
    /// ```
    /// `texture` counts as a type name here: this is the only place it is one. An identifier that
    /// names no type is kept as a [Ast.NamedType] for the semantic analysis to report.
    final Ast.TypeRef typeSpecifier() {
        int start = start();
        switch (kind()) {
            case TYPE -> {
                return new Ast.NamedType(advance().text(), spanFrom(start));
            }
            case UNSIGNED -> {
                advance();
                if (kind() == CgTokenKind.TYPE && peek().text().equals("int")) {
                    advance();
                    return new Ast.NamedType("unsigned int", spanFrom(start));
                }
                return new Ast.NamedType("unsigned", spanFrom(start));
            }
            case VECTOR, MATRIX -> {
                String base = advance().text();
                return genericRest(base, start);
            }
            case IDENT -> {
                String name = advance().text();
                if (kind() == LT && genericAhead(0)) {
                    return genericRest(name, start);
                }
                return new Ast.NamedType(name, spanFrom(start));
            }
            case STRUCT -> {
                return structSpecifier();
            }
            default -> throw fail("type");
        }
    }

    private Ast.TypeRef genericRest(String base, int start) {
        expect(LT);
        Ast.TypeRef element = typeSpecifier();
        List<Expr> args = new ArrayList<>();
        while (accept(COMMA)) {
            args.add(binary(Precedence.SHIFT));
        }
        expect(GT);
        return new Ast.GenericType(base, element, args, spanFrom(start));
    }

    /// Whether the `<` at `k` opens the argument list of a generic type (`AttribArray<float4>`):
    /// a type name follows it, then `>`, `,` or another `<`.
    final boolean genericAhead(int k) {
        if (kindAt(k) != LT) {
            return false;
        }
        CgTokenKind after = kindAt(k + 1);
        if (after == CgTokenKind.VECTOR || after == CgTokenKind.MATRIX) {
            return true;
        }
        CgTokenKind next = kindAt(k + 2);
        return isTypeAt(k + 1) && (next == GT || next == COMMA || next == LT);
    }

    /// Whether the current `(` starts a cast: `(` type `)` with a built-in or declared type name,
    /// `(unsigned int)`, or a generic type, which cannot start an expression.
    private boolean castAhead() {
        CgTokenKind first = kindAt(1);
        if (first == CgTokenKind.VECTOR || first == CgTokenKind.MATRIX) {
            return true;
        }
        if (!isTypeAt(1)) {
            return false;
        }
        if (first == CgTokenKind.UNSIGNED && kindAt(2) == CgTokenKind.TYPE) {
            return kindAt(3) == RPAREN;
        }
        return kindAt(2) == RPAREN || (first == IDENT && genericAhead(2));
    }

    // ------------------------------------------------------------------ expressions

    /// `expression: assignment_expression ( ',' assignment_expression )*`
    final Expr expression() {
        Expr first = assignment();
        if (kind() != COMMA) {
            return first;
        }
        List<Expr> all = new ArrayList<>();
        all.add(first);
        while (accept(COMMA)) {
            all.add(assignment());
        }
        return new Ast.Comma(all, join(first.span(), all.getLast().span()));
    }

    /// `assignment_expression: conditional_expression | unary_expression assignment_operator
    /// assignment_expression` (right-associative; the target's form is checked later)
    final Expr assignment() {
        Expr target = conditional();
        BinaryOp op;
        switch (kind()) {
            case ASSIGN -> op = null;
            case PLUS_ASSIGN -> op = BinaryOp.ADD;
            case MINUS_ASSIGN -> op = BinaryOp.SUB;
            case STAR_ASSIGN -> op = BinaryOp.MUL;
            case SLASH_ASSIGN -> op = BinaryOp.DIV;
            case PERCENT_ASSIGN -> op = BinaryOp.MOD;
            case SHL_ASSIGN -> op = BinaryOp.SHL;
            case SHR_ASSIGN -> op = BinaryOp.SHR;
            case AND_ASSIGN -> op = BinaryOp.BIT_AND;
            case XOR_ASSIGN -> op = BinaryOp.BIT_XOR;
            case OR_ASSIGN -> op = BinaryOp.BIT_OR;
            default -> {
                return target;
            }
        }
        advance();
        enter();
        try {
            Expr value = assignment();
            return new Ast.Assign(op, target, value, join(target.span(), value.span()));
        } finally {
            leave();
        }
    }

    /// `conditional_expression: logical_or_expression ( '?' expression ':' conditional_expression )?`
    final Expr conditional() {
        Expr condition = binary(Precedence.LOGICAL_OR);
        if (!accept(CgTokenKind.QUESTION)) {
            return condition;
        }
        enter();
        try {
            Expr accept = expression();
            expect(CgTokenKind.COLON);
            Expr reject = conditional();
            return new Ast.Conditional(condition, accept, reject, join(condition.span(), reject.span()));
        } finally {
            leave();
        }
    }

    /// C's binary precedence levels, loosest first.
    static final class Precedence {
        private Precedence() {}

        static final int LOGICAL_OR = 1;
        static final int SHIFT = 8;
    }

    private static int precedence(BinaryOp op) {
        return switch (op) {
            case OR -> 1;
            case AND -> 2;
            case BIT_OR -> 3;
            case BIT_XOR -> 4;
            case BIT_AND -> 5;
            case EQ, NE -> 6;
            case LT, GT, LE, GE -> 7;
            case SHL, SHR -> 8;
            case ADD, SUB -> 9;
            case MUL, DIV, MOD -> 10;
        };
    }

    private BinaryOp binaryOp() {
        return switch (kind()) {
            case OR_OR -> BinaryOp.OR;
            case AND_AND -> BinaryOp.AND;
            case PIPE -> BinaryOp.BIT_OR;
            case CARET -> BinaryOp.BIT_XOR;
            case AMP -> BinaryOp.BIT_AND;
            case EQ -> BinaryOp.EQ;
            case NE -> BinaryOp.NE;
            case LT -> BinaryOp.LT;
            case GT -> BinaryOp.GT;
            case LE -> BinaryOp.LE;
            case GE -> BinaryOp.GE;
            case SHL -> BinaryOp.SHL;
            case SHR -> BinaryOp.SHR;
            case PLUS -> BinaryOp.ADD;
            case MINUS -> BinaryOp.SUB;
            case STAR -> BinaryOp.MUL;
            case SLASH -> BinaryOp.DIV;
            case PERCENT -> BinaryOp.MOD;
            default -> null;
        };
    }

    /// `logical_or_expression` down to `multiplicative_expression` (C99 §6.5.5 to §6.5.14):
    /// operands of the levels at or above `minPrecedence`, left-associative.
    final Expr binary(int minPrecedence) {
        Expr left = unary();
        while (true) {
            BinaryOp op = binaryOp();
            if (op == null || precedence(op) < minPrecedence) {
                return left;
            }
            advance();
            Expr right = binary(precedence(op) + 1);
            left = new Ast.Binary(op, left, right, join(left.span(), right.span()));
        }
    }

    /// ```
    /// unary_expression: postfix_expression | ( '++' | '--' | '+' | '-' | '!' | '~' ) unary_expression
    ///   | '(' type_specifier ')' unary_expression
    /// ```
    final Expr unary() {
        enter();
        try {
            int start = start();
            UnaryOp op = switch (kind()) {
                case PLUS -> UnaryOp.PLUS;
                case MINUS -> UnaryOp.MINUS;
                case BANG -> UnaryOp.NOT;
                case TILDE -> UnaryOp.BIT_NOT;
                case PLUS_PLUS -> UnaryOp.PRE_INC;
                case MINUS_MINUS -> UnaryOp.PRE_DEC;
                default -> null;
            };
            if (op != null) {
                advance();
                Expr operand = unary();
                return new Ast.Unary(op, operand, join(new Span(start, start), operand.span()));
            }
            if (kind() == LPAREN && castAhead()) {
                advance();
                Ast.TypeRef type = typeSpecifier();
                expect(RPAREN);
                Expr operand = unary();
                return new Ast.Cast(type, operand, join(new Span(start, start), operand.span()));
            }
            return postfix(primary());
        } finally {
            leave();
        }
    }

    /// `postfix_expression: primary_expression ( '[' expression ']' | '(' arguments ')' | '.' identifier
    /// | '++' | '--' )*`; `.` covers members, swizzles, matrix swizzles, `.length` and methods.
    private Expr postfix(Expr e) {
        while (true) {
            switch (kind()) {
                case LBRACKET -> {
                    advance();
                    Expr index = expression();
                    expect(RBRACKET);
                    e = new Ast.Index(e, index, join(e.span(), new Span(lastEnd(), lastEnd())));
                }
                case LPAREN -> {
                    List<Expr> args = arguments();
                    e = new Ast.Call(e, args, join(e.span(), new Span(lastEnd(), lastEnd())));
                }
                case DOT -> {
                    advance();
                    if (kind() != IDENT) {
                        throw fail("member or swizzle name");
                    }
                    PpToken n = advance();
                    e = new Ast.Member(e, n.text(), n.span(), join(e.span(), n.span()));
                }
                case PLUS_PLUS, MINUS_MINUS -> {
                    UnaryOp op = kind() == CgTokenKind.PLUS_PLUS ? UnaryOp.POST_INC : UnaryOp.POST_DEC;
                    advance();
                    e = new Ast.Unary(op, e, join(e.span(), new Span(lastEnd(), lastEnd())));
                }
                default -> {
                    return e;
                }
            }
        }
    }

    /// `arguments: '(' ( argument ( ',' argument )* )? ')'` with `argument: assignment_expression
    /// ( ':' identifier )?`. The semantic after an argument occurs only in the `emitVertex` calls
    /// of gp4 geometry programs, a stage the front end refuses; it is read and dropped.
    final List<Expr> arguments() {
        expect(LPAREN);
        List<Expr> args = new ArrayList<>();
        if (accept(RPAREN)) {
            return args;
        }
        do {
            args.add(assignment());
            if (kind() == CgTokenKind.COLON && kindAt(1) == IDENT) {
                advance();
                advance();
            }
        } while (accept(COMMA));
        expect(RPAREN);
        return args;
    }

    /// ```
    /// primary_expression: identifier | constant | 'true' | 'false' | '(' expression ')'
    ///   | builtin_type arguments | generic_type arguments | string_literal (annotations only)
    /// ```
    private Expr primary() {
        int start = start();
        switch (kind()) {
            case IDENT -> {
                PpToken t = advance();
                return new Ast.Ident(t.text(), t.span());
            }
            case NUMBER -> {
                return number();
            }
            case TRUE, FALSE -> {
                PpToken t = advance();
                return new Ast.Literal(Ast.LiteralKind.BOOL, t.text(), "", t.span());
            }
            case STRING -> {
                if (!stringsAllowed) {
                    throw fail("expression (strings are only values of annotations)");
                }
                // Adjacent string literals are one string (C99 §6.4.5).
                StringBuilder body = new StringBuilder();
                while (kind() == CgTokenKind.STRING) {
                    String quoted = advance().text();
                    body.append(quoted, 1, Math.max(1, quoted.length() - 1));
                }
                return new Ast.Literal(Ast.LiteralKind.STRING, body.toString(), "", spanFrom(start));
            }
            case LPAREN -> {
                advance();
                Expr inner = expression();
                expect(RPAREN);
                return inner;
            }
            case TYPE -> {
                // A constructor: `float4(...)`, `float2x2(...)`; a bare type is no expression.
                PpToken t = advance();
                if (kind() != LPAREN) {
                    throw fail("`(` after `" + t.text() + "` (a type is not a value)");
                }
                Ast.Ident callee = new Ast.Ident(t.text(), t.span());
                List<Expr> args = arguments();
                return new Ast.Call(callee, args, spanFrom(start));
            }
            case VECTOR, MATRIX -> {
                Ast.TypeRef type = typeSpecifier();
                List<Expr> args = arguments();
                return new Ast.Construct(type, args, spanFrom(start));
            }
            case SAMPLER_STATE, COMPILE -> {
                report(new CgSyntaxError.EffectConstruct(peek().span(), peek().text()));
                throw ABORT;
            }
            default -> throw fail("expression");
        }
    }

    /// A constant from a pp-number, with the `.name` chain that may follow inside the same
    /// token (`1.0.xxx`).
    private Expr number() {
        PpToken t = advance();
        NumberLiteral.Parsed p = NumberLiteral.read(t.text());
        if (p.error() != null) {
            report(new CgSyntaxError.MalformedNumber(t.span(), t.text(), p.error()));
            throw ABORT;
        }
        // A token from a macro expansion carries the macro name's place, not its own text's.
        boolean exact = t.length() == t.text().length();
        int literalLength = p.text().length() + p.suffix().length();
        Expr e = new Ast.Literal(p.kind(), p.text(), p.suffix(),
                exact ? new Span(t.offset(), t.offset() + literalLength) : t.span());
        for (NumberLiteral.Member m : p.members()) {
            Span nameSpan = exact ? new Span(t.offset() + m.offset(), t.offset() + m.offset() + m.name().length())
                    : t.span();
            e = new Ast.Member(e, m.name(), nameSpan, join(e.span(), nameSpan));
        }
        return e;
    }

    /// `initializer: assignment_expression | '{' initializer ( ',' initializer )* ','? '}'`
    final Expr initializer() {
        if (kind() != LBRACE) {
            return assignment();
        }
        int start = start();
        advance();
        enter();
        try {
            List<Expr> elements = new ArrayList<>();
            while (kind() != RBRACE) {
                elements.add(initializer());
                if (!accept(COMMA)) {
                    break;
                }
            }
            expect(RBRACE);
            return new Ast.InitList(elements, spanFrom(start));
        } finally {
            leave();
        }
    }

    /// An annotation's value: an initializer in which string literals are allowed.
    final Expr annotationValue() {
        boolean saved = stringsAllowed;
        stringsAllowed = true;
        try {
            return initializer();
        } finally {
            stringsAllowed = saved;
        }
    }
}
