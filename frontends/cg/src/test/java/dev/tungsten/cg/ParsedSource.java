package dev.tungsten.cg;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import dev.tungsten.ir.Span;

/// A source parsed for a test, with helpers that print expressions fully parenthesised and
/// find the text a span covers.
record ParsedSource(String source, Ast.TranslationUnit unit, List<CgError> errors) {
    static ParsedSource parse(String source) {
        List<CgError> errors = new ArrayList<>();
        Ast.TranslationUnit unit = CgParser.parse(tokens(source), errors);
        return new ParsedSource(source, unit, errors);
    }

    /// The tokens of a source without directives, as the preprocessor would pass them on.
    static List<PpToken> tokens(String source) {
        List<PreprocessError> lexErrors = new ArrayList<>();
        List<PpToken> tokens = PpLexer.tokenize(source, 0, lexErrors);
        assertEquals(List.of(), lexErrors);
        return tokens;
    }

    /// Parses a source that must have no error.
    static ParsedSource valid(String source) {
        ParsedSource p = parse(source);
        assertEquals(List.of(), p.errors().stream().map(e -> e.diagnostic().message()).toList(), source);
        return p;
    }

    String text(Span s) {
        return source.substring(s.start(), s.end());
    }

    /// The error kinds, in order.
    List<String> kinds() {
        return errors.stream().map(CgError::kind).toList();
    }

    /// `kind@text` of each error: its record name and the source text its span covers (`|`
    /// marks an empty span by the character after it).
    List<String> located() {
        return errors.stream().map(e -> e.kind() + "@" + (e.span().length() == 0
                ? "|" + source.substring(e.span().start(), Math.min(source.length(), e.span().start() + 1))
                : text(e.span()))).toList();
    }

    /// Prints an expression with every operation parenthesised, casts as `(type)x`.
    static String show(Ast.Expr e) {
        return switch (e) {
            case Ast.Literal l -> l.kind() == Ast.LiteralKind.STRING ? "\"" + l.text() + "\"" : l.text() + l.suffix();
            case Ast.Ident i -> i.name();
            case Ast.Call c -> show(c.callee()) + "(" + all(c.arguments()) + ")";
            case Ast.Construct c -> type(c.type()) + "(" + all(c.arguments()) + ")";
            case Ast.Cast c -> "((" + type(c.type()) + ")" + show(c.expr()) + ")";
            case Ast.Member m -> show(m.base()) + "." + m.name();
            case Ast.Index x -> show(x.base()) + "[" + show(x.index()) + "]";
            case Ast.Unary u -> switch (u.op()) {
                case PLUS -> "(+" + show(u.operand()) + ")";
                case MINUS -> "(-" + show(u.operand()) + ")";
                case NOT -> "(!" + show(u.operand()) + ")";
                case BIT_NOT -> "(~" + show(u.operand()) + ")";
                case PRE_INC -> "(++" + show(u.operand()) + ")";
                case PRE_DEC -> "(--" + show(u.operand()) + ")";
                case POST_INC -> "(" + show(u.operand()) + "++)";
                case POST_DEC -> "(" + show(u.operand()) + "--)";
            };
            case Ast.Binary b -> "(" + show(b.left()) + " " + b.op().text + " " + show(b.right()) + ")";
            case Ast.Assign a -> "(" + show(a.target()) + " " + (a.op() == null ? "" : a.op().text) + "= "
                    + show(a.value()) + ")";
            case Ast.Conditional c -> "(" + show(c.condition()) + " ? " + show(c.accept()) + " : " + show(c.reject()) + ")";
            case Ast.Comma c -> "(" + c.exprs().stream().map(ParsedSource::show).collect(Collectors.joining(", ")) + ")";
            case Ast.InitList l -> "{" + all(l.elements()) + "}";
        };
    }

    private static String all(List<Ast.Expr> list) {
        return list.stream().map(ParsedSource::show).collect(Collectors.joining(", "));
    }

    static String type(Ast.TypeRef t) {
        return switch (t) {
            case Ast.NamedType n -> n.name();
            case Ast.StructType s -> "struct " + (s.decl().name() == null ? "<anonymous>" : s.decl().name());
            case Ast.GenericType g -> g.base() + "<" + type(g.element())
                    + g.arguments().stream().map(a -> "," + show(a)).collect(Collectors.joining()) + ">";
        };
    }

    /// The initializer of the first declarator of global variable `name`.
    Ast.Expr initOf(String name) {
        for (Ast.Decl d : unit.decls()) {
            if (d instanceof Ast.VarDecl v) {
                for (Ast.Declarator x : v.declarators()) {
                    if (x.name().equals(name)) {
                        return x.init();
                    }
                }
            }
        }
        throw new AssertionError("no variable " + name);
    }

    Ast.FunctionDecl function(String name) {
        return unit.decls().stream().filter(d -> d instanceof Ast.FunctionDecl f && f.name().equals(name))
                .map(d -> (Ast.FunctionDecl) d).findFirst().orElseThrow();
    }
}
