package dev.tungsten.wgsl;

import java.util.List;

import dev.tungsten.ir.Arena;
import dev.tungsten.ir.Handle;
import dev.tungsten.ir.Literal;
import dev.tungsten.ir.Span;

/// The syntax tree the [Parser] builds: names are unresolved strings, types are written as
/// template-elaborated identifiers (so `array<f32, N>` is an [Expr.Ident] with two template
/// arguments), and every node has a span. Expressions live in the unit's arena and refer to
/// their operands by handle, operands before users; statements and declarations are records.
public final class Ast {
    private Ast() {}

    /// A name as written, with where it was written.
    public record Ident(String name, Span span) {}

    public sealed interface Expr {
        /// A literal; integer and float literals already carry their suffix's type.
        record Lit(Literal value) implements Expr {}

        /// `name` or `name<args>`: a value, a type, or a predeclared enumerant, decided by the
        /// lowerer.
        record Ident(Ast.Ident name, List<Handle<Expr>> templateArgs) implements Expr {}

        /// `name(args)` or `name<targs>(args)`: a function call or a value constructor.
        record Call(Ast.Ident function, List<Handle<Expr>> templateArgs, List<Handle<Expr>> args) implements Expr {}

        record Unary(UnaryOp op, Handle<Expr> operand) implements Expr {}

        record Binary(BinaryOp op, Handle<Expr> left, Handle<Expr> right) implements Expr {}

        /// `base.member`: a struct member or a swizzle.
        record Member(Handle<Expr> base, Ast.Ident member) implements Expr {}

        record Index(Handle<Expr> base, Handle<Expr> index) implements Expr {}

        /// `( inner )`, kept so that a span can cover the parentheses.
        record Paren(Handle<Expr> inner) implements Expr {}
    }

    public enum UnaryOp {
        NEGATE("-"), NOT("!"), COMPLEMENT("~"), ADDRESS_OF("&"), DEREF("*");

        final String spelling;

        UnaryOp(String spelling) {
            this.spelling = spelling;
        }
    }

    public enum BinaryOp {
        ADD("+"), SUBTRACT("-"), MULTIPLY("*"), DIVIDE("/"), MODULO("%"), AND("&"), OR("|"),
        XOR("^"), SHIFT_LEFT("<<"), SHIFT_RIGHT(">>"), EQUAL("=="), NOT_EQUAL("!="), LESS("<"),
        LESS_EQUAL("<="), GREATER(">"), GREATER_EQUAL(">="), LOGICAL_AND("&&"), LOGICAL_OR("||");

        final String spelling;

        BinaryOp(String spelling) {
            this.spelling = spelling;
        }
    }

    /// An attribute `@name(args)`. For `@diagnostic` the control is in [#diagnostic].
    public record Attribute(Ident name, List<Handle<Expr>> args, DiagnosticControl diagnostic, Span span) {}

    /// `(severity, rule)` of a `diagnostic` directive or attribute; `rule` may be `a.b`.
    public record DiagnosticControl(Ident severity, Ident rule, Span span) {}

    // ------------------------------------------------------------------ statements

    public sealed interface Stmt {
        Span span();
    }

    public record Block(List<Attribute> attributes, List<Stmt> statements, Span span) implements Stmt {}

    /// `let`, `const` or `var` inside a function. For `var`, `templateArgs` holds the address
    /// space and access mode if written.
    public record LocalDecl(DeclKind kind, Ident name, List<Handle<Expr>> templateArgs, Handle<Expr> type,
                            Handle<Expr> init, Span span) implements Stmt {}

    public enum DeclKind { LET, CONST, VAR }

    /// `if`, with `else if` chains nested in `reject`.
    public record If(List<Attribute> attributes, Handle<Expr> condition, Block accept, Stmt reject, Span span) implements Stmt {}

    public record Switch(List<Attribute> attributes, Handle<Expr> selector, List<Attribute> bodyAttributes,
                         List<SwitchClause> clauses, Span span) implements Stmt {}

    /// One `case a, b:` or `default:` clause; a `null` selector expression is `default`.
    public record SwitchClause(List<CaseSelector> selectors, Block body, Span span) {}

    public record CaseSelector(Handle<Expr> value, Span span) {
        boolean isDefault() {
            return value == null;
        }
    }

    /// `loop { body continuing { ... break if c; } }`.
    public record Loop(List<Attribute> attributes, List<Attribute> bodyAttributes, Block body, Block continuing,
                       Handle<Expr> breakIf, Span span) implements Stmt {}

    public record For(List<Attribute> attributes, Stmt init, Handle<Expr> condition, Stmt update, Block body,
                      Span span) implements Stmt {}

    public record While(List<Attribute> attributes, Handle<Expr> condition, Block body, Span span) implements Stmt {}

    public record Break(Span span) implements Stmt {}

    public record Continue(Span span) implements Stmt {}

    public record Discard(Span span) implements Stmt {}

    public record Return(Handle<Expr> value, Span span) implements Stmt {}

    /// A function call used as a statement.
    public record CallStmt(Handle<Expr> call, Span span) implements Stmt {}

    /// `lhs = rhs`, `lhs op= rhs`, or `_ = rhs` (then `lhs` is `null`). `op` is `null` for `=`.
    public record Assign(Handle<Expr> lhs, BinaryOp op, Handle<Expr> rhs, Span span) implements Stmt {}

    /// `lhs++` or `lhs--`.
    public record Increment(Handle<Expr> lhs, boolean decrement, Span span) implements Stmt {}

    public record ConstAssert(Handle<Expr> condition, Span span) implements Stmt {}

    // ------------------------------------------------------------------ declarations

    public sealed interface Decl {
        /// The declared name, or `null` for `const_assert`.
        Ident name();

        Span span();
    }

    public record Param(List<Attribute> attributes, Ident name, Handle<Expr> type, Span span) {}

    public record Function(List<Attribute> attributes, Ident name, List<Param> params, List<Attribute> resultAttributes,
                           Handle<Expr> resultType, Block body, Span span) implements Decl {}

    public record GlobalVar(List<Attribute> attributes, Ident name, List<Handle<Expr>> templateArgs, Handle<Expr> type,
                            Handle<Expr> init, Span span) implements Decl {}

    public record GlobalConst(Ident name, Handle<Expr> type, Handle<Expr> init, Span span) implements Decl {}

    public record OverrideDecl(List<Attribute> attributes, Ident name, Handle<Expr> type, Handle<Expr> init, Span span) implements Decl {}

    public record Member(List<Attribute> attributes, Ident name, Handle<Expr> type, Span span) {}

    public record Struct(Ident name, List<Member> members, Span span) implements Decl {}

    public record Alias(Ident name, Handle<Expr> type, Span span) implements Decl {}

    public record GlobalAssert(Handle<Expr> condition, Span span) implements Decl {
        public Ident name() {
            return null;
        }
    }

    public enum DirectiveKind { ENABLE, REQUIRES, DIAGNOSTIC }

    public record Directive(DirectiveKind kind, List<Ident> names, DiagnosticControl diagnostic, Span span) {}

    /// A parsed module. `dependencies.get(i)` lists the identifiers declaration `i` uses that no
    /// local declaration binds: the names [Index] resolves against the module scope.
    public record TranslationUnit(List<Directive> directives, List<Decl> decls, List<List<Ident>> dependencies,
                                  Arena<Expr> exprs) {}
}
